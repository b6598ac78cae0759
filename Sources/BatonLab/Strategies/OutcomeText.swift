import Baton

/// Short, stable names for Baton's outcomes, written by hand (reflection-based descriptions
/// are slow on a storm's hot path).
///
/// Every name but an ``InvalidRequestReason/other(_:)`` reason's is a literal, so describing an
/// outcome builds no string.
enum OutcomeText {
  static func describe(_ outcome: TransitionOutcome) -> String {
    switch outcome {
    case .completed: return "completed"
    case .cancelled: return "cancelled"
    case .dropped(let reason): return describeDropped(reason)
    case .timedOut: return "timed-out"
    }
  }

  static func describe(_ reason: DropReason) -> String {
    switch reason {
    case .busy: return "busy"
    case .duplicate: return "duplicate"
    case .sourceGone: return "sourceGone"
    case .windowGone: return "windowGone"
    case .superseded: return "superseded"
    case .invalid(let invalid): return "invalid(\(describe(invalid)))"
    }
  }

  static func describe(_ reason: InvalidRequestReason) -> String {
    switch reason {
    case .alreadyOnStack: return "alreadyOnStack"
    case .alreadyPresented: return "alreadyPresented"
    case .notOnStack: return "notOnStack"
    case .atRoot: return "atRoot"
    case .nothingToDismiss: return "nothingToDismiss"
    case .pushingNavigationController: return "pushingNavigationController"
    case .nonDistinctViewControllers: return "nonDistinctViewControllers"
    case .presenterUnavailable: return "presenterUnavailable"
    case .other(let text): return text
    }
  }

  /// `dropped(<reason>)`.
  private static func describeDropped(_ reason: DropReason) -> String {
    switch reason {
    case .busy: return "dropped(busy)"
    case .duplicate: return "dropped(duplicate)"
    case .sourceGone: return "dropped(sourceGone)"
    case .windowGone: return "dropped(windowGone)"
    case .superseded: return "dropped(superseded)"
    case .invalid(let invalid): return describeDroppedInvalid(invalid)
    }
  }

  /// `dropped(invalid(<reason>))`.
  private static func describeDroppedInvalid(_ reason: InvalidRequestReason) -> String {
    switch reason {
    case .alreadyOnStack: return "dropped(invalid(alreadyOnStack))"
    case .alreadyPresented: return "dropped(invalid(alreadyPresented))"
    case .notOnStack: return "dropped(invalid(notOnStack))"
    case .atRoot: return "dropped(invalid(atRoot))"
    case .nothingToDismiss: return "dropped(invalid(nothingToDismiss))"
    case .pushingNavigationController: return "dropped(invalid(pushingNavigationController))"
    case .nonDistinctViewControllers: return "dropped(invalid(nonDistinctViewControllers))"
    case .presenterUnavailable: return "dropped(invalid(presenterUnavailable))"
    case .other(let text): return "dropped(invalid(\(text)))"
    }
  }
}
