import HeadlessUIKit

/// The controller SwiftUI presents for a sheet or a full-screen cover
/// (`PresentationHostingController<AnyView>` in SwiftUI 26.1, audit S26).
open class PresentationHostingController<Content>: UIViewController {}
