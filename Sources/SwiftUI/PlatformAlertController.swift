import HeadlessUIKit

/// The alert controller SwiftUI presents for `.alert` and `.confirmationDialog`
/// (`_TtC7SwiftUI23PlatformAlertController` in SwiftUI 26.1, audit S26), presented with the
/// public `present(_:animated:completion:)`.
open class PlatformAlertController: UIAlertController {}
