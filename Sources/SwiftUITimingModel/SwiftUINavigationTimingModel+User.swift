import Baton
import BatonSwiftUI

extension SwiftUINavigationTimingModel {
  /// The user taps back on the top stack; the path binding is written when the pop ends.
  package func userTapsBack() {
    let top = screen.topStack
    guard !top.path.isEmpty else { return }
    let level = screen.layers.count
    screen[stackAt: level].path.removeLast()
    let path = screen[stackAt: level].path.map(\.id)
    clock.run(after: timing.push) { [weak self] in
      self?.onWrite?(.pathChanged(stack: top.id, path: path))
    }
  }

  /// The user swipes the top sheet down: the probe reports it once it is gone, the binding a
  /// second later (FlowStacks #69).
  package func userSwipesDownSheet() {
    guard let layer = screen.layers.last, layer.style == .sheet, !isBusyPresenting else { return }
    screen.layers.removeLast()
    beginDismissal()
    if reportsDisappearEarly {
      clock.run(after: timing.present) { [weak self] in
        self?.onWrite?(.layerDismissed(layer.id))
      }
    }
    clock.run(after: timing.present + timing.lateSheetWrite) { [weak self] in
      self?.onWrite?(.layerDismissed(layer.id))
    }
  }

  /// The user's finger starts dragging the top sheet down.
  ///
  /// It is an interactive dismissal they can still cancel (UIKit has called
  /// `presentationControllerWillDismiss`). The sheet stays on screen and presentations and
  /// dismissals are refused until the finger lifts.
  ///
  /// - Returns: `false` when no sheet is on top, one animates, or a drag runs already.
  @discardableResult
  package func userBeginsSheetDrag() -> Bool {
    guard let layer = screen.layers.last, layer.style == .sheet, !isBusyPresenting,
      draggedSheet == nil
    else { return false }
    draggedSheet = layer.id
    holdPresentations(until: .infinity)
    return true
  }

  /// The finger lifts: past the threshold (`finishing`) the sheet goes as after a swipe (see
  /// ``userSwipesDownSheet()``); otherwise it settles back in half a presentation, with no
  /// binding write.
  package func userEndsSheetDrag(finishing: Bool) {
    guard let sheet = draggedSheet else { return }
    draggedSheet = nil
    holdPresentations(until: clock.now)
    guard finishing, screen.layers.last?.id == sheet else {
      holdPresentations(until: clock.now + timing.present / 2)
      return
    }
    userSwipesDownSheet()
  }

  /// The user taps an alert's button: the alert goes, and SwiftUI runs the button's action and
  /// writes the alert's `nil` in the order of ``alertAnswerOrder`` (twice with ``doubleNil``).
  package func userTapsAlertButton(action: @MainActor () -> Void = {}) {
    guard let alert = screen.alert else { return }
    update(to: screen.withoutAlert)
    let dismissal: @MainActor () -> Void = { [weak self] in
      self?.onWrite?(.alertDismissed(alert.id))
      if self?.doubleNil == true { self?.onWrite?(.alertDismissed(alert.id)) }
    }
    switch alertAnswerOrder {
    case .dismissalFirst:
      dismissal()
      action()
    case .actionFirst:
      action()
      dismissal()
    case .dismissalAFrameAfterAction:
      action()
      clock.run(after: timing.frame) { dismissal() }
    }
  }
}
