import Baton

/// What the running OS's SwiftUI can do in one update, which the planner's rules depend on.
///
/// See the article "SwiftUI navigation model" for each rule and its source.
public struct NavigationCapabilities: Hashable, Sendable {
  /// Whether one update may push several screens, and pop and push together, on one stack.
  ///
  /// True with `NavigationStack(path:)` (iOS 16+); `NavigationView` (iOS 15) applies one push
  /// per update.
  public var allowsSeveralPushesPerStep: Bool
  /// Whether one update may dismiss several presented layers.
  ///
  /// True from iOS 17; before, only the top layer dismisses and the others are refused.
  public var allowsSeveralDismissalsPerStep: Bool

  /// Creates capabilities from their parts.
  ///
  /// - Parameters:
  ///   - allowsSeveralPushesPerStep: Several pushes (or pops and pushes) on one stack in one update.
  ///   - allowsSeveralDismissalsPerStep: Several layers dismissed in one update.
  public init(allowsSeveralPushesPerStep: Bool, allowsSeveralDismissalsPerStep: Bool) {
    self.allowsSeveralPushesPerStep = allowsSeveralPushesPerStep
    self.allowsSeveralDismissalsPerStep = allowsSeveralDismissalsPerStep
  }

  /// iOS 15: `NavigationView`, one push and one dismissal per update.
  public static let iOS15 = Self(
    allowsSeveralPushesPerStep: false,
    allowsSeveralDismissalsPerStep: false
  )
  /// iOS 16: `NavigationStack` takes a whole path at once; layers still dismiss one at a time.
  public static let iOS16 = Self(
    allowsSeveralPushesPerStep: true,
    allowsSeveralDismissalsPerStep: false
  )
  /// iOS 17 and later: whole paths and several dismissals in one update.
  public static let iOS17 = Self(
    allowsSeveralPushesPerStep: true,
    allowsSeveralDismissalsPerStep: true
  )

  /// The capabilities of an iOS major version; versions before 15 get ``iOS15``'s.
  ///
  /// - Parameter majorVersion: The iOS major version, such as 17.
  public init(iOSMajorVersion majorVersion: Int) {
    switch majorVersion {
    case ..<16: self = .iOS15
    case 16: self = .iOS16
    default: self = .iOS17
    }
  }

  /// The capabilities of the system the app runs on: ``iOS15``, ``iOS16`` or ``iOS17``, read
  /// with `#available`, so an app never passes its own OS version.
  ///
  /// tvOS and Mac Catalyst map by their SwiftUI versions (16 and 17, as iOS), visionOS has
  /// iOS 17's. Where none of these applies (macOS, Linux, where the tests run), every check is
  /// true and this is ``iOS17``.
  public static var current: Self {
    // One check per version, not nested: an app built for iOS 17 and later would be warned of
    // an `else if` that can never run.
    if #available(iOS 17, tvOS 17, macCatalyst 17, visionOS 1, *) { return .iOS17 }
    if #available(iOS 16, tvOS 16, macCatalyst 16, *) { return .iOS16 }
    return .iOS15
  }
}
