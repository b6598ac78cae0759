import Foundation

extension Headless {
  /// Which generation of UIKit the model imitates when navigation calls overlap.
  public enum Profile: String, Sendable, CaseIterable {
    /// iOS 7 era: overlapping navigation animations corrupt the bar (F3) and crash (F2).
    case legacy
    /// iOS 13 and later: navigation calls made during a navigation transition are deferred to its
    /// end, `present` waits for it, and calls made during a modal transition are dropped (F15).
    case modern
  }

  /// How long the model's animations last, in seconds of virtual time.
  ///
  /// > Important: These are not measured values (UIKIT.md A3): push and pop are "about 0.35 s",
  /// > the modal duration is unconfirmed. They are parameters so that the lab can vary them.
  public struct Durations: Sendable, Equatable {
    /// An animated push.
    public var push: TimeInterval
    /// An animated pop, popTo, popToRoot or replacement of the stack, and the swipe-back.
    public var pop: TimeInterval
    /// An animated modal presentation.
    public var present: TimeInterval
    /// An animated modal dismissal.
    public var dismiss: TimeInterval

    /// Creates a set of durations; the defaults are the model's best guesses.
    ///
    /// - Parameters:
    ///   - push: An animated push (default 0.35 s).
    ///   - pop: An animated pop (default 0.35 s).
    ///   - present: An animated presentation (default 0.5 s).
    ///   - dismiss: An animated dismissal (default 0.5 s).
    public init(
      push: TimeInterval = 0.35,
      pop: TimeInterval = 0.35,
      present: TimeInterval = 0.5,
      dismiss: TimeInterval = 0.5
    ) {
      self.push = push
      self.pop = pop
      self.present = present
      self.dismiss = dismiss
    }
  }

  /// Behaviour the model assumes where UIKit's is not confirmed (UIKIT.md marks these
  /// "likely" or "unverified"); each can be switched off to test the other reading.
  public struct Assumptions: Sendable, Equatable {
    /// Whether the edge swipe calls `popViewController(animated: true)` when it begins.
    ///
    /// A2 marks this "likely". When `false` the model starts the pop internally, so
    /// overrides of `popViewController(animated:)` do not see swipes.
    public var swipeCallsPopViewController = true
    /// In the modern profile, pops (not only pushes) requested during a navigation transition
    /// are deferred to its end (A1, "likely").
    public var modernDefersPops = true
    /// Whether a second overlap throws F2 in the legacy profile.
    ///
    /// In the legacy profile, the first overlapping navigation call logs F3 and is applied at
    /// once; an overlap while one is already nested, or one whose incoming view is animating in
    /// the running transition, throws F2. The exact trigger of F2 is not documented.
    public var legacySecondOverlapCrashes = true
    /// The bundle identifier printed at the end of the modern F1 message.
    public var bundleIdentifier = "com.example.app"

    /// Creates the default assumptions.
    public init() {}
  }
}
