import Foundation

extension Headless {
  /// Which era of UIKit the model imitates when navigation calls overlap.
  ///
  /// The eras follow the evidence in `Docs/UIKitFacts.md` ("Profiles and SDK eras"); their
  /// boundaries are approximate, because crash logs only show that a behaviour existed on a
  /// version, not when it started.
  public enum Profile: String, Sendable, CaseIterable {
    /// iOS 7–8: overlapping navigation animations corrupt the bar (F3) and crash (F2).
    case legacy
    /// About iOS 9–18: a navigation call made during a navigation transition is deferred to its
    /// end (queued on its coordinator), `present` waits for it, and an animated navigation call
    /// during a conflicting modal transition (current-context, over-current-context or custom
    /// style: alerts, action sheets) is dropped (F15).
    case deferring
    /// iOS 26 with fluid transitions: a navigation call made during a navigation transition
    /// preempts it: the running one ends at once and the new change applies at once. Modal
    /// transitions gate navigation calls as in ``deferring``.
    case fluid

    /// The SDK era a world of this profile assumes unless told otherwise: ``SDKEra/old`` for
    /// ``legacy`` and ``deferring``, ``SDKEra/recent`` for ``fluid``.
    public var defaultSDK: SDKEra {
      switch self {
      case .legacy, .deferring: .old
      case .fluid: .recent
      }
    }
  }

  /// The SDK an app was built with, for behaviours UIKit gates on it
  /// (`dyld_program_sdk_at_least`) or that changed between releases at an unknown version.
  ///
  /// > Important: The exact SDK version of each gate is not known (the decompiled iOS 26.1
  /// > UIKitCore does not show it): ``recent`` means "as iOS 26.1 behaves", ``old`` "as the
  /// > iOS 14–15 crash logs and older reports show".
  public enum SDKEra: String, Sendable, CaseIterable {
    /// Older SDKs: F9 throws; a cancelled swipe-back calls no delegate method again.
    case old
    /// Recent SDKs (iOS 26.1): F9 only logs; a cancelled swipe-back calls the delegate's
    /// `willShow` and `didShow` for the controller that stays, and posts
    /// ``Headless/didCancelShowingViewControllerNotification``.
    case recent
  }

  /// Posted by a navigation controller (the notification's object) when a swipe-back is
  /// cancelled, on a ``SDKEra/recent`` SDK (`UINavigationControllerDidCancelShowingViewController
  /// Notification`, private in UIKit: observe it only to test).
  public static let didCancelShowingViewControllerNotification = Notification.Name(
    "UINavigationControllerDidCancelShowingViewControllerNotification"
  )

  /// How long the model's animations last, in seconds of virtual time.
  ///
  /// > Important: No duration of a push, pop or modal transition is documented or measured:
  /// > the defaults are guesses, and iOS 26 animates pushes with a spring, so there is no fixed
  /// > duration at all. They are parameters so that the lab and tests can vary them; on a
  /// > device, read `transitionCoordinator.transitionDuration`.
  public struct Durations: Sendable, Equatable {
    /// An animated push.
    public var push: TimeInterval
    /// An animated pop, popTo, popToRoot or replacement of the stack, and the swipe-back.
    public var pop: TimeInterval
    /// An animated modal presentation.
    public var present: TimeInterval
    /// An animated modal dismissal.
    public var dismiss: TimeInterval

    /// Creates a set of durations; the defaults are the model's guesses.
    ///
    /// - Parameters:
    ///   - push: An animated push (default 0.35 s, unverified).
    ///   - pop: An animated pop (default 0.35 s, unverified).
    ///   - present: An animated presentation (default 0.5 s, unverified).
    ///   - dismiss: An animated dismissal (default 0.5 s, unverified).
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
}
