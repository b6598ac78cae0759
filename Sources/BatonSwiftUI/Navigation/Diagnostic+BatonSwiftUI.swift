import Baton

extension Diagnostic.Code {
  /// A link's tap was dropped: its screen was covered by a push or presentation that had not
  /// shown yet (a double tap), or was gone (``NavigationLinkOutcome``). Info: the plan did its
  /// job.
  public static let swiftUILinkDropped = Self(rawValue: "swiftUILinkDropped")

  /// A ``BatonLink`` was tapped whose route is not of the navigation's route type, or outside
  /// every Baton container; nothing was pushed.
  public static let swiftUILinkUnroutable = Self(rawValue: "swiftUILinkUnroutable")

  /// A navigation was shown by a container that does not fit its capabilities: a navigation
  /// made with several pushes per update where SwiftUI's container applies one (iOS 15's
  /// `NavigationView`). Make it with ``NavigationCapabilities/current``.
  public static let swiftUICapabilitiesMismatch = Self(rawValue: "swiftUICapabilitiesMismatch")
}
