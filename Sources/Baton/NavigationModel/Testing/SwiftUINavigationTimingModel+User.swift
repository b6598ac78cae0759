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
