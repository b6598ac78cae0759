import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Reports each request that a plain UIKit call became and the lane ended dropped.
///
/// The call is one the app-wide guard routed or one of ``BatonNavigationController``'s
/// overrides. A plain UIKit call returns no outcome, so the diagnostic, on the lane's
/// diagnostics channel, is the only place such a drop shows (`AdoptingBaton.md`).
///
/// Each drop is reported once, by whoever knows why: a duplicate by the lane
/// (`duplicateDropped`), a window that went away by the adapter (`windowGone`), a request refused
/// at its turn as misuse by the request's own check (`requestRefused`, a warning). The drops
/// nobody else reports are reported here as `requestRefused` infos with the request's ID: a page
/// already gone (`sourceGone`, a second tap of a back button), and, for completeness, `busy` and
/// `superseded`, which the guard's `.enqueue` policy does not produce today.
@MainActor
final class GuardDropReport {
  private let call: String
  private let receiver: String
  private let lane: Lane
  private var requestID: RequestID?
  private var endedBeforeSubmitReturned: DropReason?

  private init(call: String, receiver: AnyObject, lane: Lane) {
    self.call = call
    self.receiver = "\(type(of: receiver))"
    self.lane = lane
  }

  /// Submits a request with `submit`, which passes the completion it is given to the lane, and
  /// reports the request's drop as the type's summary says.
  ///
  /// - Parameters:
  ///   - call: The UIKit call intercepted, as in `popViewController(animated:)`.
  ///   - receiver: The object the app called it on.
  ///   - lane: The lane the request goes through.
  ///   - submit: Submits the request with the completion it is given.
  static func submit(
    _ call: String,
    on receiver: AnyObject,
    lane: Lane,
    _ submit: (@escaping @MainActor (TransitionOutcome) -> Void) -> TransitionTicket
  ) {
    let report = GuardDropReport(call: call, receiver: receiver, lane: lane)
    let ticket = submit { outcome in report.ended(outcome) }
    report.requestID = ticket.id
    // A request dropped inside `submit` (at its turn on an idle lane) ended before its ID was
    // known.
    if let reason = report.endedBeforeSubmitReturned { report.report(reason) }
  }

  private func ended(_ outcome: TransitionOutcome) {
    guard case .dropped(let reason) = outcome else { return }
    guard requestID != nil else {
      endedBeforeSubmitReturned = reason
      return
    }
    report(reason)
  }

  private func report(_ reason: DropReason) {
    let why: String
    switch reason {
    case .duplicate, .windowGone, .invalid: return  // reported where the drop was decided
    case .sourceGone: why = "the page or presentation it was asked on had already gone"
    case .busy: why = "the lane was busy"
    case .superseded: why = "a later request replaced it"
    }
    AdapterDiagnostics.report(
      .requestRefused,
      .info,
      "Baton dropped \(call) on \(receiver) (\(reason)): \(why).",
      lane: lane,
      requestID: requestID
    )
  }
}

extension PopTarget {
  /// The UIKit call the guard intercepted for a pop to this target.
  var guardedCall: String {
    switch self {
    case .top, .topAsSeen, .screen: "popViewController(animated:)"
    case .viewController: "popToViewController(_:animated:)"
    case .root: "popToRootViewController(animated:)"
    }
  }
}

extension TabSelectionRequests.Target {
  /// The UIKit setter the guard intercepted for a selection of this target.
  var guardedCall: String {
    switch self {
    case .index: "selectedIndex"
    case .controller: "selectedViewController"
    }
  }
}
