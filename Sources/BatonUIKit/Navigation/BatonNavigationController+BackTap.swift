import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The back action Baton lends the top item while a transition the user may interrupt runs.
struct BackTapInterruption {
  /// The item that holds the action.
  weak var item: UINavigationItem?
  /// The request whose transition a tap interrupts.
  let request: RequestID
}

extension UINavigationController {
  /// The identifier of the back action Baton lends.
  ///
  /// UIKit stores a copy of the action (`backAction` is a `copy` property), so the action is
  /// recognised by its identifier.
  static var backTapActionIdentifier: UIAction.Identifier {
    UIAction.Identifier(rawValue: "dev.baton.backTapInterruption")
  }

  /// Lends the top item a back action that runs `onTap` while the lane's transition runs.
  ///
  /// Only when the user may interrupt the transition the lane started on this stack (iOS 26);
  /// an earlier loan is taken back first. See `BatonNavigationController.transitionDidStart()`.
  ///
  /// - Parameters:
  ///   - lent: Where the loan is kept (the controller's, or the app-wide guard's registry).
  ///   - onTap: What a tap on the back button does meanwhile.
  func lendBackTapInterruption(
    keptIn lent: inout BackTapInterruption?,
    onTap: @escaping @MainActor () -> Void
  ) {
    guard #available(iOS 16, *) else { return }
    reclaimBackTapInterruption(keptIn: &lent, evenWhileRunning: true)
    guard userMayInterruptRunningTransition,
      let request = LaneRegistry.shared.existingContext(for: self)?.lane.current?.id,
      viewControllers.count > 1, let item = topViewController?.navigationItem,
      item.backAction == nil, !item.hidesBackButton,
      item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton
    else { return }
    item.backAction = UIAction(identifier: Self.backTapActionIdentifier) { _ in onTap() }
    lent = BackTapInterruption(item: item, request: request)
  }

  /// Takes back the back action Baton lent, unless the transition it interrupts still runs
  /// and `evenWhileRunning` is false; an action the app set meanwhile is left alone.
  ///
  /// - Parameters:
  ///   - lent: Where the loan is kept.
  ///   - evenWhileRunning: Whether to take it back while its transition still runs.
  func reclaimBackTapInterruption(keptIn lent: inout BackTapInterruption?, evenWhileRunning: Bool) {
    guard #available(iOS 16, *), let loan = lent else { return }
    if !evenWhileRunning,
      LaneRegistry.shared.existingContext(for: self)?.lane.current?.id == loan.request
    {
      return
    }
    lent = nil
    if let item = loan.item, item.backAction?.identifier == Self.backTapActionIdentifier {
      item.backAction = nil
    }
  }
}

extension BatonNavigationController {
  /// Called when a transition the lane started on this stack is running: on iOS 26, when the
  /// user may interrupt it (``userMayInterruptRunningTransition``), the top item's back button
  /// is given Baton's interruption.
  ///
  /// A back tap reaches a navigation controller as a plain `popViewController(animated:)`,
  /// which no public API tells from the app's own call (`Docs/UIKitFacts.md` A11.1). The top
  /// item's `backAction` (iOS 16) replaces the back button's action without changing its look,
  /// so for the length of the transition Baton lends the top item (the incoming screen's: the
  /// pushed one during a push, the revealed one during a pop) an action that pops through
  /// ``Lane/startPreempting(_:inFlightIsCancelling:onOutcome:)``, as UIKit alone would. It is lent only when the top
  /// item shows UIKit's back button and has no `backAction` of the app's, and taken back when
  /// the transition ends if it is still Baton's.
  func transitionDidStart() {
    lendBackTapInterruption(keptIn: &backTapInterruption) { [weak self] in
      self?.backButtonTappedDuringTransition()
    }
  }

  /// Takes back the back action Baton lent, unless the transition it interrupts still runs
  /// and `evenWhileRunning` is false; an action the app set meanwhile is left alone.
  func reclaimBackTapInterruption(evenWhileRunning: Bool) {
    reclaimBackTapInterruption(keptIn: &backTapInterruption, evenWhileRunning: evenWhileRunning)
  }

  /// The lent action's handler: the user's pop preempts the running transition.
  ///
  /// Should the transition no longer be interruptible, it is the pop UIKit's own back button
  /// makes.
  private func backButtonTappedDuringTransition() {
    guard userMayInterruptRunningTransition,
      let context = LaneRegistry.shared.existingContext(for: self)
    else {
      popViewController(animated: true)
      return
    }
    _ = startUserPop(kind: .pop, label: "back-button pop", animated: true, in: context)
  }
}
