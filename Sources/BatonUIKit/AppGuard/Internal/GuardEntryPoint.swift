import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The ten UIKit methods the app-wide guard hooks, declared once; each raw value is the method's
/// Objective-C selector, as diagnostics and the runtime name it.
enum GuardEntryPoint: String, CaseIterable, Sendable {
  case push = "pushViewController:animated:"
  case pop = "popViewControllerAnimated:"
  case popTo = "popToViewController:animated:"
  case popToRoot = "popToRootViewControllerAnimated:"
  case setViewControllers = "setViewControllers:animated:"
  case setNavigationBarHidden = "setNavigationBarHidden:animated:"
  case present = "presentViewController:animated:completion:"
  case dismiss = "dismissViewControllerAnimated:completion:"
  case setSelectedIndex = "setSelectedIndex:"
  case setSelectedViewController = "setSelectedViewController:"

  /// The class that defines the method, and that the guard hooks it on.
  var owner: String {
    switch self {
    case .push, .pop, .popTo, .popToRoot, .setViewControllers, .setNavigationBarHidden:
      return "UINavigationController"
    case .present, .dismiss:
      return "UIViewController"
    case .setSelectedIndex, .setSelectedViewController:
      return "UITabBarController"
    }
  }

  /// `-[Class selector]`, as a diagnostic names the method.
  var methodName: String { "-[\(owner) \(rawValue)]" }
}

/// What installing the guard found for each entry point, reported once the hooks are in place.
///
/// A hook that could not be installed is an error: the guard is only partly in place, and says
/// so (a diagnostic, OSLog on Apple platforms) instead of looking installed. An implementation
/// that already came from another image than UIKit's is worth knowing when something misbehaves
/// (another library replaced it first; the guard chains after it).
struct GuardInstallReport {
  /// The image UIKit's own implementations live in.
  static let uikitImage = "UIKitCore"

  /// The entry points that could not be hooked, with why.
  private(set) var missing: [(GuardEntryPoint, String)] = []
  /// The entry points whose implementation came from another image, with that image's name.
  private(set) var replacedBefore: [(GuardEntryPoint, String)] = []

  /// Notes that `entry` could not be hooked.
  mutating func noteMissing(_ entry: GuardEntryPoint, because reason: String) {
    missing.append((entry, reason))
  }

  /// Notes the image that `entry`'s implementation came from before the guard hooked it.
  mutating func noteHooked(_ entry: GuardEntryPoint, previousImage: String?) {
    guard let previousImage, previousImage != Self.uikitImage else { return }
    replacedBefore.append((entry, previousImage))
  }

  /// Reports what was found: an error per entry point not hooked, an info per one that another
  /// image had replaced first.
  @MainActor
  func report() {
    for (entry, reason) in missing {
      AdapterDiagnostics.report(
        .guardEntryPointMissing,
        .error,
        "BatonGuard could not hook \(entry.methodName): \(reason). Calls through it are not "
          + "guarded",
        lane: nil
      )
    }
    for (entry, image) in replacedBefore {
      AdapterDiagnostics.report(
        .guardEntryPointAlreadyReplaced,
        .info,
        "\(entry.methodName) already had an implementation from \(image) when BatonGuard was "
          + "installed; the guard calls through to it",
        lane: nil
      )
    }
  }
}
