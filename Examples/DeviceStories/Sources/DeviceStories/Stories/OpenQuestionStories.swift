import UIKit

/// The third audit's open questions, each a short story on the real window.
@MainActor
enum OpenQuestionStories {
  static let all: [Story] = [
    backTapPath, presentDuringDismissal, dismissDuringPresentation, zoomRefusal,
    tabTapDuringPush, alertDismissalPath, swipeDuringCancellingSwipe,
  ]

  /// Whether a tap on UIKit's back button reaches the public `popViewController(animated:)`.
  static let backTapPath = Story(
    name: "back-tap-path",
    settles: ["A11.1 backTapCallsPopViewController (audit 3, section 3 row 21)"],
    standIns: [
      """
      the tap: the bar's own back button is found and tapped without a finger (its touch-up \
      actions, else its primary action, else accessibilityActivate: the first that pops), so \
      UIKit's own control, target and action run; touch delivery is checked by hit-testing
      """
    ]
  ) { stage, finish in
    stage.stack.pushViewController(stage.screen("detail"), animated: false)
    stage.after(0.6) {
      stage.trace.clear()
      let bar = stage.stack.navigationBar
      guard let button = BackButtonStandIn.find(in: bar, previousTitle: "list") else {
        return finish(stage.missed("no back button control found in the navigation bar"))
      }
      let reaches = stage.touchReaches(button, within: bar)
      ControlTap.calibrate(
        button,
        on: stage,
        worked: {
          stage.stack.viewControllers.count == 1 || stage.trace.contains("popViewController")
        }
      ) { method in
        BackButtonStandIn.calibrated = method
        stage.after(Story.settle) {
          var observed = stage.state
          observed["backButton"] = .string(BackButtonStandIn.describe(button))
          observed["touchReachesBackButton"] = .bool(reaches)
          guard let method else {
            return finish(stage.missed("no way of tapping the back button popped"))
          }
          observed["tappedWith"] = .string(method.rawValue)
          observed["tapPopped"] = .bool(stage.stack.kinds == ["list"])
          observed["popViewControllerCalled"] = .bool(
            stage.trace.contains("popViewController from")
          )
          finish(observed)
        }
      }
    }
  }

  /// A sheet presented while another sheet's dismissal runs (iOS 26 may preempt).
  static let presentDuringDismissal = Story(
    name: "present-during-dismissal",
    settles: [
      "F6 on fluid: a present during a dismissal is refused or preempts (audit 3, section 3 row 2)"
    ],
    standIns: ["none: programmatic present and dismiss, as an app makes them"]
  ) { stage, finish in
    let trace = stage.trace
    stage.tabs.present(stage.sheet("login"), animated: true) {
      trace.note("completion present login")
    }
    stage.after(1.0) {
      stage.tabs.dismiss(animated: true) { trace.note("completion dismiss login") }
      stage.after(0.05) {
        stage.tabs.present(stage.sheet("settings"), animated: true) {
          trace.note("completion present settings")
        }
        stage.after(Story.settle) {
          var observed = stage.state
          observed["secondPresented"] = .bool(stage.presentedKinds == ["settings"])
          observed["dismissCompletionCalled"] = .bool(trace.contains("completion dismiss login"))
          observed["presentCompletionCalled"] = .bool(
            trace.contains("completion present settings")
          )
          finish(observed)
        }
      }
    }
  }

  /// A dismissal asked for while the sheet's own presentation runs.
  static let dismissDuringPresentation = Story(
    name: "dismiss-during-presentation",
    settles: [
      """
      F6 on fluid: a dismiss during a presentation is refused or preempts (audit 3, section 3 row \
      2)
      """
    ],
    standIns: ["none: programmatic present and dismiss"]
  ) { stage, finish in
    let trace = stage.trace
    stage.tabs.present(stage.sheet("login"), animated: true) {
      trace.note("completion present login")
    }
    stage.after(0.05) {
      stage.tabs.dismiss(animated: true) { trace.note("completion dismiss login") }
      stage.after(Story.settle) {
        var observed = stage.state
        observed["dismissCompletionCalled"] = .bool(trace.contains("completion dismiss login"))
        observed["presentCompletionCalled"] = .bool(trace.contains("completion present login"))
        finish(observed)
      }
    }
  }

  /// Whether UIKit still uses its built-in swipe interaction under a zoom transition (iOS 18).
  static let zoomRefusal = Story(
    name: "zoom-refusal",
    settles: [
      """
      A5 R1 custom animator: _shouldUseBuiltinInteractionController under a preferredTransition \
      with its own exit (audit 3, section 3 row 14)
      """
    ],
    standIns: [
      """
      reads UIKit's private _shouldUseBuiltinInteractionController by key-value coding after each \
      push (a diagnostic read; no finger)
      """
    ],
    minimumIOS: 18
  ) { stage, finish in
    stage.stack.pushViewController(stage.screen("detail"), animated: true)
    stage.after(Story.settle) {
      let plain = builtinInteraction(stage.stack)
      guard #available(iOS 18.0, *), let detail = stage.stack.topViewController else {
        finish(["skipped": "needs iOS 18"])
        return
      }
      let source = UIView(frame: CGRect(x: 40, y: 200, width: 80, height: 80))
      source.backgroundColor = .systemBlue
      detail.view.addSubview(source)
      let comments = stage.screen("comments")
      comments.preferredTransition = .zoom { [weak source] _ in source }
      stage.stack.pushViewController(comments, animated: true)
      stage.after(Story.settle) {
        var observed = stage.state
        observed["builtinInteractionAfterPlainPush"] = plain
        observed["builtinInteractionUnderZoom"] = builtinInteraction(stage.stack)
        if let recognizer = stage.stack.interactivePopGestureRecognizer {
          observed["popGestureEnabled"] = .bool(recognizer.isEnabled)
        }
        finish(observed)
      }
    }
  }

  /// A tab tapped while a push animates on the selected tab.
  static let tabTapDuringPush = Story(
    name: "tab-tap-during-push",
    settles: ["A14 tabTapIgnoredDuringTransition (audit 3, section 3 row 32)"],
    standIns: [
      """
      the tap: the tab bar's button for tab 1 is found and first tapped at rest without a finger \
      (touch-up actions, else primary action, else accessibilityActivate: the first that selects \
      the tab); during the push the same way is used only if a touch would reach the button \
      (interaction along its ancestors, the app not ignoring events, the hit test landing in the \
      tab bar)
      """
    ]
  ) { stage, finish in
    let tabBar = stage.tabs.tabBar
    guard let button = TabButtonStandIn.find(in: tabBar, index: 1) else {
      return finish(stage.missed("no tab button control found in the tab bar"))
    }
    ControlTap.calibrate(button, on: stage, worked: { stage.tabs.selectedIndex == 1 }) { method in
      guard let method else {
        return finish(stage.missed("no way of tapping the tab's button selected it at rest"))
      }
      stage.tabs.selectedIndex = 0
      stage.after(0.6) {
        stage.trace.clear()
        stage.stack.pushViewController(stage.screen("detail"), animated: true)
        stage.after(0.1) {
          let running = stage.stack.transitionCoordinator != nil
          let reaches = stage.touchReaches(button, within: tabBar)
          if reaches { ControlTap.send(method, to: button) }
          stage.after(Story.settle) {
            var observed = stage.state
            observed["tappedWith"] = .string(method.rawValue)
            observed["transitionRunningAtTap"] = .bool(running)
            observed["touchReachesTab"] = .bool(reaches)
            observed["tabButton"] = .string(String(describing: type(of: button)))
            observed["tabTapDelivered"] = .bool(stage.tabs.selectedIndex == 1)
            finish(observed)
          }
        }
      }
    }
  }

  /// Which controller UIKit asks to dismiss after a tap on an alert's button, and when the
  /// button's handler runs.
  static let alertDismissalPath = Story(
    name: "alert-dismissal-path",
    settles: [
      """
      A15 / P1: the alert's dismissal is sent to its presenting controller, the handler runs in \
      its completion (audit 3, section 3 row 34)
      """
    ],
    standIns: [
      """
      the tap: UIKit's private _dismissAnimated:triggeringAction:… (what the action view calls \
      when a touch ends on a button) is called by the story
      """
    ]
  ) { stage, finish in
    let trace = stage.trace
    let alert = RecordingAlertController(title: "alert", message: nil, preferredStyle: .alert)
    alert.trace = trace
    let action = UIAlertAction(title: "OK", style: .default) { _ in
      MainActor.assumeIsolated { trace.note("handler OK") }
    }
    alert.addAction(action)
    stage.stack.topViewController?.present(alert, animated: true)
    stage.after(1.0) {
      let presenting = alert.presentingViewController.map(Screen.role(of:)) ?? "nil"
      trace.clear()
      guard let standIn = AlertActionStandIn.trigger(action, on: alert) else {
        return finish(stage.missed("UIAlertController has neither private dismissal method"))
      }
      stage.after(Story.settle) {
        var observed = stage.state
        observed["tappedWith"] = .string(standIn)
        observed["presenting"] = .string(presenting)
        let firstDismiss = trace.events.first { $0.hasPrefix("dismiss sent to ") }
        let receiver = firstDismiss.map { String($0.dropFirst("dismiss sent to ".count)) }
        observed["dismissReceiver"] = receiver.map(JSON.string) ?? .null
        observed["dismissSentToPresenting"] = .bool(receiver == presenting)
        if let handler = trace.index(of: "handler OK"),
          let disappeared = trace.index(of: "alert viewDidDisappear")
        {
          observed["handlerAfterAlertDisappeared"] = .bool(handler > disappeared)
        }
        observed["handlerCalled"] = .bool(trace.contains("handler OK"))
        finish(observed)
      }
    }
  }

  /// A second swipe that begins while a released swipe is cancelling.
  static let swipeDuringCancellingSwipe = Story(
    name: "swipe-during-cancelling-swipe",
    settles: [
      """
      F13 on fluid: a second swipe during a cancelling swipe takes over the same transition, no \
      second pop (audit 3, section 3 row 8)
      """
    ],
    standIns: [
      """
      the finger: a scripted pan sends UIKit's own swipe handler (handleNavigationTransition:) its\
       states (A16); UIKit's event delegate is not asked, so only iOS 26, which admits the second \
      swipe, is compared
      """
    ]
  ) { stage, finish in
    stage.stack.pushViewController(stage.screen("detail"), animated: false)
    stage.after(0.6) {
      stage.trace.clear()
      guard let finger = FingerStandIn(stack: stage.stack) else {
        return finish(stage.missed("the pop gesture's delegate has no handleNavigationTransition:"))
      }
      finger.swipe(on: stage, to: 0.4, over: 0.25, finishing: false) {
        stage.after(0.02) {
          let cancelling = stage.stack.transitionCoordinator?.isCancelled ?? false
          let running = stage.stack.transitionCoordinator != nil
          finger.swipe(on: stage, to: 0.6, over: 0.25, finishing: true) {
            stage.after(Story.settle) {
              var observed = stage.state
              observed["transitionRunningAtSecondSwipe"] = .bool(running)
              observed["cancellingAtSecondSwipe"] = .bool(cancelling)
              guard cancelling else {
                return finish(
                  stage.missed("the first swipe was not cancelling when the second began")
                )
              }
              observed["popCalls"] = .int(stage.trace.count("popViewController from"))
              finish(observed)
            }
          }
        }
      }
    }
  }

  /// UIKit's private answer, read by key-value coding where the method exists.
  private static func builtinInteraction(_ stack: UINavigationController) -> JSON {
    let name = "_shouldUseBuiltinInteractionController"
    guard stack.responds(to: NSSelectorFromString(name)) else { return .null }
    return (stack.value(forKey: name) as? Bool).map(JSON.bool) ?? .null
  }
}
