// The classes SwiftUI makes in UIKit, under their own names where the stand-in module exists.
//
// On Linux, the test-support module named `SwiftUI` (Package.swift) holds HeadlessUIKit
// subclasses named as SwiftUI's, so that `String(reflecting:)` reads `SwiftUI.…` as on a device
// and the app-wide guard's rule treats the stand-in host's calls as SwiftUI's own
// (`Docs/UIKitFacts.md` A15). Elsewhere (macOS, where the real SwiftUI exists but the tests run
// on HeadlessUIKit), the plain classes stand in.
#if os(Linux)
  import SwiftUI

  /// `SwiftUI.UIKitNavigationController`: the stack under `NavigationStack`.
  typealias SwiftUIStackController = SwiftUI.UIKitNavigationController
  /// `SwiftUI.PlatformAlertController`: the controller of `.alert`.
  typealias SwiftUIAlertController = SwiftUI.PlatformAlertController
#else
  import HeadlessUIKit

  /// The stack under `NavigationStack` (a plain class where the stand-in module is absent).
  typealias SwiftUIStackController = UINavigationController
  /// The controller of `.alert` (a plain class where the stand-in module is absent).
  typealias SwiftUIAlertController = UIAlertController
#endif
