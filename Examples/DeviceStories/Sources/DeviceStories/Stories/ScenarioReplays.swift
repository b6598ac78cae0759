import UIKit

/// The lab's scenario stories (`Scenarios/*.txt`) this app can replay on real UIKit.
///
/// Each is the sequence of the `raw` strategy (the app calls UIKit directly), timed as the file
/// times it. A `settle` line waits ``Story/settle`` seconds. The compare script asks the lab for
/// the same file with `--strategy raw --profile <the device's era> --json`.
@MainActor
enum ScenarioReplays {
  static let all: [Story] = [
    doubleTap, twoFingers, popPop, pushThenPop, presentFromScreenPushedAway,
    cancelledSwipeThenPush, backTapDuringPush, swipeDuringPush, twoSheets,
  ]

  private static let plainCalls = "none: the app's calls, made as the raw strategy makes them"

  /// `double-tap detail`: two pushes in one turn.
  static let doubleTap = Story(
    name: "01-double-tap-pushes-twice",
    settles: ["Deferral: a push during a push (deferred on iOS 9-18, preempting on 26)"],
    standIns: [plainCalls]
  ) { stage, finish in
    let list = stage.stack
    list.pushViewController(stage.screen("detail"), animated: true)
    list.pushViewController(stage.screen("detail"), animated: true)
    stage.after(Story.settle) { finish(stage.state) }
  }

  /// `two-finger detail profile`.
  static let twoFingers = Story(
    name: "02-two-fingers-two-buttons",
    settles: ["Deferral: a push during a push"],
    standIns: [plainCalls]
  ) { stage, finish in
    stage.stack.pushViewController(stage.screen("detail"), animated: true)
    stage.stack.pushViewController(stage.screen("profile"), animated: true)
    stage.after(Story.settle) { finish(stage.state) }
  }

  /// `tap detail`, `settle`, `back`, `back`.
  static let popPop = Story(
    name: "03-pop-pop",
    settles: ["F11 pop at the root; Deferral: a pop during a pop"],
    standIns: ["Back: the app's handler, popViewController(animated: true)"]
  ) { stage, finish in
    stage.stack.pushViewController(stage.screen("detail"), animated: true)
    stage.after(Story.settle) {
      _ = stage.stack.popViewController(animated: true)
      _ = stage.stack.popViewController(animated: true)
      stage.after(Story.settle) { finish(stage.state) }
    }
  }

  /// `tap detail`, `wait 0.05`, `back`.
  static let pushThenPop = Story(
    name: "04-push-then-immediate-pop",
    settles: ["Deferral: a pop during a push"],
    standIns: ["Back: the app's handler, popViewController(animated: true)"]
  ) { stage, finish in
    stage.stack.pushViewController(stage.screen("detail"), animated: true)
    stage.after(0.05) {
      _ = stage.stack.popViewController(animated: true)
      stage.after(Story.settle) { finish(stage.state) }
    }
  }

  /// `two-finger detail login`: the list pushes, then presents from itself in the same turn.
  static let presentFromScreenPushedAway = Story(
    name: "06-present-from-screen-being-pushed-away",
    settles: ["F4 present from a controller whose view leaves the window"],
    standIns: [plainCalls]
  ) { stage, finish in
    guard let list = stage.stack.topViewController else { return finish(stage.state) }
    stage.stack.pushViewController(stage.screen("detail"), animated: true)
    list.present(stage.sheet("login"), animated: true)
    stage.after(Story.settle) { finish(stage.state) }
  }

  /// `tap detail`, `settle`, a swipe to 0.3 that is cancelled, `settle`, `tap comments`.
  static let cancelledSwipeThenPush = Story(
    name: "08-cancelled-swipe-then-push",
    settles: ["A2 a cancelled swipe's callbacks; the stack after it"],
    standIns: ["the finger: a scripted pan sends UIKit's own swipe handler its states (A16)"]
  ) { stage, finish in
    stage.stack.pushViewController(stage.screen("detail"), animated: true)
    stage.after(Story.settle) {
      guard let finger = FingerStandIn(stack: stage.stack) else {
        return finish(stage.missed("the pop gesture's delegate has no handleNavigationTransition:"))
      }
      finger.swipe(on: stage, to: 0.3, over: 0.3, finishing: false) {
        stage.after(Story.settle) {
          stage.stack.pushViewController(stage.screen("comments"), animated: true)
          stage.after(Story.settle) { finish(stage.state) }
        }
      }
    }
  }

  /// `tap detail`, `settle`, `tap comments`, `wait 0.1`, `back-button`.
  static let backTapDuringPush = Story(
    name: "32-back-tap-during-a-push-on-ios-26",
    settles: ["A11.1 backTapIgnoredDuringTransition (before 26) and the tap preempting (26)"],
    standIns: [
      """
      the tap: the bar's back button, tapped the way back-tap-path found to pop at rest, and only \
      if a touch would reach it (interaction along its ancestors, the app not ignoring events, the\
       hit test landing in the bar)
      """
    ]
  ) { stage, finish in
    stage.stack.pushViewController(stage.screen("detail"), animated: true)
    stage.after(Story.settle) {
      stage.stack.pushViewController(stage.screen("comments"), animated: true)
      stage.after(0.1) {
        let bar = stage.stack.navigationBar
        guard let method = BackButtonStandIn.calibrated,
          let button = BackButtonStandIn.find(in: bar, previousTitle: "detail")
        else {
          return finish(
            stage.missed("no back button, or no way of tapping it that popped in back-tap-path")
          )
        }
        let reaches = stage.touchReaches(button, within: bar)
        if reaches { ControlTap.send(method, to: button) }
        stage.after(Story.settle) {
          var observed = stage.state
          observed["tappedWith"] = .string(method.rawValue)
          observed["touchReachesBackButton"] = .bool(reaches)
          finish(observed)
        }
      }
    }
  }

  /// `profile fluid`, `tap detail`, `settle`, `tap comments`, `wait 0.1`, a swipe that finishes.
  static let swipeDuringPush = Story(
    name: "34-swipe-during-a-push-on-ios-26",
    settles: ["F13 on fluid: a swipe during a push preempts it"],
    standIns: [
      """
      the finger: a scripted pan sends UIKit's own swipe handler its states (A16); the event \
      delegate is not asked, so the story runs on iOS 26 only, where it admits the swipe
      """
    ],
    minimumIOS: 26
  ) { stage, finish in
    stage.stack.pushViewController(stage.screen("detail"), animated: true)
    stage.after(Story.settle) {
      stage.stack.pushViewController(stage.screen("comments"), animated: true)
      stage.after(0.1) {
        guard let finger = FingerStandIn(stack: stage.stack) else {
          return finish(
            stage.missed("the pop gesture's delegate has no handleNavigationTransition:")
          )
        }
        finger.swipe(on: stage, to: 0.6, over: 0.3, finishing: true) {
          stage.after(Story.settle) { finish(stage.state) }
        }
      }
    }
  }

  /// `two-finger login settings`: two sheets presented from the list in one turn.
  static let twoSheets = Story(
    name: "37-two-different-sheets-wrapped-in-navigation",
    settles: ["F5 present from a controller already presenting; F6"],
    standIns: [plainCalls]
  ) { stage, finish in
    guard let list = stage.stack.topViewController else { return finish(stage.state) }
    list.present(stage.sheet("login"), animated: true)
    list.present(stage.sheet("settings"), animated: true)
    stage.after(Story.settle) { finish(stage.state) }
  }
}
