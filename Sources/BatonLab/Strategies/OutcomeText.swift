import Baton

/// Short, stable names for Baton's outcomes, as the trace and the intent ledger record them:
/// `completed`, `dropped(duplicate)`, `dropped(invalid(atRoot))`, `timed-out`.
enum OutcomeText {
  static func describe(_ outcome: TransitionOutcome) -> String {
    switch outcome {
    case .completed: return "completed"
    case .cancelled: return "cancelled"
    case .dropped(let reason): return "dropped(\(describe(reason)))"
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
}
