import Foundation

/// The parts of a ``PopupRequest`` its ticket keeps, read on every turn (a value without
/// closures, so reading it retains nothing but the scope's screen name).
struct PopupRules: Sendable {
  var scope: PopupScope
  var whenScopeLeaves: PopupScope.Exit
  var navigation: PopupNavigationRule
  var preemption: PopupPreemption
  var autoDismissAfter: TimeInterval?
  var frequencyCap: PopupFrequencyCap?
  var expectedAnimationDuration: TimeInterval

  @MainActor
  init(_ request: borrowing PopupRequest) {
    scope = request.scope
    whenScopeLeaves = request.whenScopeLeaves
    navigation = request.navigation
    preemption = request.preemption
    autoDismissAfter = request.autoDismissAfter
    frequencyCap = request.frequencyCap
    expectedAnimationDuration = request.expectedAnimationDuration
  }
}
