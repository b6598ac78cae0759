import Foundation

extension Headless {
  /// The UIKit failure modes the model reproduces (Docs/UIKitFacts.md A1, F1 to F15).
  public enum FaultKind: String, Sendable, CaseIterable {
    /// F1: pushing an instance already on the stack (crash).
    case pushSameInstance = "F1"
    /// F2: "Can't add self as subview" from overlapping navigation animations (crash, legacy).
    case cantAddSelfAsSubview = "F2"
    /// F3: "nested push animation can result in corrupted navigation bar" (log, legacy).
    case nestedAnimation = "F3"
    /// F4: presenting from a controller whose view is not in the window hierarchy (log, dropped).
    case presentNotInWindowHierarchy = "F4"
    /// F5: presenting from a controller that is already presenting (log, dropped).
    case presentWhileAlreadyPresenting = "F5"
    /// F6: presenting or dismissing while a presentation is in progress (log, dropped).
    case presentationInProgress = "F6"
    /// F7: unbalanced begin/end appearance transitions (log).
    case unbalancedAppearanceCalls = "F7"
    /// F8: presenting a controller that is already presented or active (crash).
    case presentActiveController = "F8"
    /// F9: popping to a controller that is not on the stack (a crash on an old SDK, a log on a
    /// recent one).
    case popToMissingController = "F9"
    /// F10: pushing a navigation controller (crash).
    case pushNavigationController = "F10"
    /// F11: popping at the root (silent no-op that returns `nil`).
    case popAtRoot = "F11"
    /// F12: the interactive pop gesture began at the root (the navigation controller freezes).
    case interactivePopAtRoot = "F12"
    /// F13: the interactive pop gesture began during a push animation (freeze).
    case interactivePopDuringPush = "F13"
    /// F14: `setViewControllers` with an instance twice or with a navigation controller (crash).
    case nonDistinctViewControllers = "F14"
    /// F15: an animated navigation call during a conflicting modal transition is dropped with a
    /// log (deferring and fluid).
    case navigationDuringModalTransition = "F15"

    /// Whether UIKit throws an exception for this kind (a crash on a device); a recorded
    /// ``Headless/Fault`` says what happened this time (F9 only logs on a recent SDK).
    public var isCrash: Bool {
      switch self {
      case .pushSameInstance, .cantAddSelfAsSubview, .presentActiveController,
        .popToMissingController, .pushNavigationController, .nonDistinctViewControllers:
        return true
      case .nestedAnimation, .presentNotInWindowHierarchy, .presentWhileAlreadyPresenting,
        .presentationInProgress, .unbalancedAppearanceCalls, .popAtRoot, .interactivePopAtRoot,
        .interactivePopDuringPush, .navigationDuringModalTransition:
        return false
      }
    }
  }

  /// One failure the model observed, as UIKit would have reported it.
  public struct Fault: Sendable, Equatable, CustomStringConvertible {
    /// Which failure mode.
    public var kind: FaultKind
    /// UIKit's console or exception text, with plausible `0x…` addresses; for the silent kinds
    /// (F11 to F13), a description in parentheses.
    public var message: String
    /// The virtual time at which it happened.
    public var time: TimeInterval
    /// Whether it is crash-class (an exception on a device).
    public var isCrash: Bool

    /// Creates a fault record.
    ///
    /// - Parameters:
    ///   - kind: Which failure mode.
    ///   - message: UIKit's text.
    ///   - time: The virtual time.
    ///   - isCrash: Whether it is crash-class; defaults to the kind's class.
    public init(kind: FaultKind, message: String, time: TimeInterval, isCrash: Bool? = nil) {
      self.kind = kind
      self.message = message
      self.time = time
      self.isCrash = isCrash ?? kind.isCrash
    }

    /// The kind, the time and the text on one line.
    public var description: String {
      "\(kind.rawValue) at \(time)s\(isCrash ? " (crash)" : ""): \(message)"
    }
  }

  /// What the model reports to observers, for the lab's metrics and traces.
  public enum Event: Sendable {
    /// A transition started. `kind` is one of "push", "pop", "popTo", "popToRoot",
    /// "setViewControllers", "present", "dismiss", "interactivePop".
    case transitionBegan(
      container: ObjectIdentifier,
      window: ObjectIdentifier?,
      kind: String,
      label: String,
      time: TimeInterval
    )
    /// A transition ended, completed or (an interactive pop) cancelled.
    case transitionEnded(
      container: ObjectIdentifier,
      window: ObjectIdentifier?,
      kind: String,
      cancelled: Bool,
      time: TimeInterval
    )
    /// A fault was recorded.
    case fault(Fault)
  }
}
