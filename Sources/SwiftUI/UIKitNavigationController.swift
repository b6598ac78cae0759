// A Linux-only stand-in module named `SwiftUI` (declared in Package.swift under `#if os(Linux)`,
// so it never shadows the real SwiftUI on Apple platforms): HeadlessUIKit's classes under the
// names SwiftUI gives the UIKit controllers it makes, so that `String(reflecting:)` reads
// `SwiftUI.…` as on a device and the app-wide guard's rule (`GuardRule.isFrameworkPrivate`,
// `Docs/UIKitFacts.md` A15) sees them as it would there. Test support: in no product.
import HeadlessUIKit

/// The navigation controller SwiftUI's `NavigationStack` runs on (`_TtC7SwiftUI25UIKitNavigationController`
/// in SwiftUI 26.1, audit S26): it pushes and sets its stack through the public
/// `pushViewController(_:animated:)` and `setViewControllers(_:animated:)`.
open class UIKitNavigationController: UINavigationController {}
