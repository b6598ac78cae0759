import Foundation
import HeadlessUIKit
import Testing

/// A tap on a button, and on a view with a tap recognizer (UIKitFacts.md A19 T1, T3).
@MainActor
@Suite struct ControlTapTests {
  /// A key window whose root holds `view`.
  private func show(_ view: UIView, in world: Headless.World) -> UIWindow {
    let window = UIWindow(windowScene: world.makeWindowScene())
    let root = UIViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    root.view.addSubview(view)
    return window
  }

  @Test func aTapSendsTouchDownTouchUpInsideThenThePrimaryAction() {
    let world = Headless.World()
    var events: [String] = []
    let button = UIButton(
      type: .system,
      primaryAction: UIAction(title: "Buy") { _ in events.append("primary") }
    )
    button.addAction(UIAction { _ in events.append("down") }, for: .touchDown)
    button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
    let window = show(button, in: world)
    #expect(world.tap(button))
    #expect(events == ["down", "up", "primary"])
    #expect(button.currentTitle == "Buy")
    #expect(button.buttonType == .system)
    _ = window
  }

  @Test func aControlTheUserCannotReachTakesNoTap() {
    let world = Headless.World()
    var taps = 0
    let button = UIButton(type: .system, primaryAction: UIAction { _ in taps += 1 })
    #expect(!world.tap(button), "not in a window")
    let window = show(button, in: world)
    button.isEnabled = false
    #expect(!world.tap(button), "disabled")
    button.isEnabled = true
    button.superview?.isHidden = true
    #expect(!world.tap(button), "its superview is hidden")
    button.superview?.isHidden = false
    window.rootViewController?.present(UIViewController(), animated: false)
    world.scheduler.runUntilIdle()
    #expect(!world.tap(button), "covered by a presented controller")
    #expect(taps == 0)
  }

  @Test func aTargetThatAdoptsTheReceivingProtocolGetsItsSelector() {
    let world = Headless.World()
    let button = UIButton(type: .custom)
    let receiver = ControlReceiver()
    button.addTarget(receiver, action: Selector(("buy:")), for: .touchUpInside)
    button.addTarget(receiver, action: Selector(("buy:")), for: .touchUpInside)
    let window = show(button, in: world)
    world.tap(button)
    #expect(receiver.received == ["buy:"], "added twice, sent once")
    button.removeTarget(receiver, action: nil, for: .touchUpInside)
    world.tap(button)
    #expect(receiver.received == ["buy:"])
    _ = window
  }

  @Test func aControlHoldsItsTargetsWeakly() {
    let button = UIButton(type: .custom)
    weak var gone: ControlReceiver?
    do {
      let receiver = ControlReceiver()
      gone = receiver
      button.addTarget(receiver, action: Selector(("buy:")), for: .touchUpInside)
    }
    #expect(gone == nil)
    button.sendActions(for: .touchUpInside)
  }

  @Test func anActionWithTheSameIdentifierReplacesTheFirst() {
    let button = UIButton(type: .custom)
    var runs: [String] = []
    let identifier = UIAction.Identifier("buy")
    let first = UIAction(identifier: identifier) { _ in runs.append("first") }
    let second = UIAction(identifier: identifier) { _ in runs.append("second") }
    button.addAction(first, for: .valueChanged)
    button.addAction(second, for: .valueChanged)
    button.sendActions(for: .valueChanged)
    #expect(runs == ["second"])
    button.removeAction(identifiedBy: identifier, for: .valueChanged)
    button.sendActions(for: .valueChanged)
    #expect(runs == ["second"])
  }

  @Test func aStateWithoutItsOwnTitleShowsTheNormalOne() {
    let button = UIButton(type: .system)
    button.setTitle("Buy", for: .normal)
    button.setTitle("Sold out", for: .disabled)
    #expect(button.title(for: .selected) == "Buy")
    button.isEnabled = false
    #expect(button.currentTitle == "Sold out")
    #expect(button.titleLabel?.text == "Sold out")
  }

  @Test func aTapRecognizerSendsItsActionOnceRecognized() {
    let world = Headless.World()
    let view = UIView()
    let receiver = TapReceiver()
    let tap = UITapGestureRecognizer(target: receiver, action: Selector(("tapped:")))
    view.addGestureRecognizer(tap)
    #expect(!world.tap(tap), "not in a window")
    let window = show(view, in: world)
    #expect(world.tap(tap))
    #expect(receiver.states == [.ended])
    #expect(tap.state == .possible, "ready for the next tap")
    tap.isEnabled = false
    #expect(!world.tap(tap))
    #expect(receiver.states == [.ended])
    _ = window
  }
}

private final class ControlReceiver: HeadlessControlActionReceiving {
  var received: [String] = []

  func receiveAction(_ action: Selector, from sender: UIControl) {
    received.append(action.description)
  }
}

private final class TapReceiver: HeadlessActionReceiving {
  var states: [UIGestureRecognizer.State] = []

  func receiveAction(_ action: Selector, from sender: UIGestureRecognizer) {
    states.append(sender.state)
  }
}
