import Baton

extension Diagnostic.Code {
  /// A link's tap was dropped because its screen was covered or gone.
  ///
  /// Its screen was covered by a push or presentation that had not shown yet (a double tap),
  /// or was no longer in what the app asked for (``NavigationLinkOutcome``). Info: the plan did
  /// its job.
  public static let swiftUILinkDropped = Self(rawValue: "swiftUILinkDropped")

  /// A `BatonLink` was tapped that pushes nothing.
  ///
  /// Its route is not of the navigation's route type, or it is outside every screen of a Baton
  /// container.
  public static let swiftUILinkUnroutable = Self(rawValue: "swiftUILinkUnroutable")

  /// A navigation was shown by a container that does not fit its capabilities.
  ///
  /// The navigation was made to plan several pushes per update where SwiftUI's container
  /// applies one (iOS 15's `NavigationView`). Make it with ``NavigationCapabilities/current``.
  public static let swiftUICapabilitiesMismatch = Self(rawValue: "swiftUICapabilitiesMismatch")
}
