import HeadlessUIKit
import Testing

@testable import BatonLab

/// ``SwiftMessagesQueue`` behaves as SwiftKickMobile/SwiftMessages documents it: one message at
/// a time, first in first out among equal priorities, hidden by its `duration` or the app's
/// `hide()`, duplicates ignored, in its own window at its level.
@MainActor
@Suite struct SwiftMessagesQueueTests {
  /// The stage, its queue, and the keys of the events the app heard, in order.
  @MainActor
  private final class Harness {
    let stage = PeerLibraryStage()
    let queue: SwiftMessagesQueue
    var shown: [String] = []
    var hidden: [String] = []
    init() {
      queue = SwiftMessagesQueue(scene: stage.scene, scheduler: stage.world.scheduler)
      queue.onEvent = { [unowned self] event in
        switch event {
        case .didShow(let view): self.shown.append(view.entry.alert.key)
        case .didHide(let view): self.hidden.append(view.entry.alert.key)
        }
      }
    }
    var visible: [String] { queue.visibleMessages.map { $0.entry.alert.key } }
    func show(
      _ key: String,
      duration: SwiftMessagesQueue.Config.Duration = .forever,
      priority: Int = 0
    ) {
      var config = SwiftMessagesQueue.Config()
      config.duration = duration
      config.priority = priority
      queue.show(config: config, view: stage.popup(key), id: key)
    }
  }

  @Test func showsOneMessageAtATimeFirstInFirstOut() {
    let harness = Harness()
    harness.stage.world.run {
      for key in ["a", "b", "c"] { harness.show(key) }
      harness.stage.advance(by: 0.5)
      #expect(harness.visible == ["a"])
      for _ in 0..<3 {
        harness.queue.hide()
        harness.stage.advance(by: 0.2 + 0.5 + 0.4)
      }
      harness.stage.settle()
    }
    #expect(harness.shown == ["a", "b", "c"])
    #expect(harness.hidden == ["a", "b", "c"])
    #expect(harness.visible.isEmpty)
  }

  @Test func theNextMessageShowsHalfASecondAfterTheLastOneHides() {
    let harness = Harness()
    harness.stage.world.run {
      harness.show("a")
      harness.show("b")
      harness.stage.advance(by: 1)
      harness.queue.hide()
      harness.stage.advance(by: 0.2 + 0.49)
      #expect(harness.visible.isEmpty)
      #expect(harness.queue.hasQueuedMessages)
      harness.stage.advance(by: 0.02)
      #expect(harness.visible == ["b"])
      harness.queue.hide()
      harness.stage.settle()
    }
  }

  @Test func aMessageHidesItselfAfterItsDuration() {
    let harness = Harness()
    harness.stage.world.run {
      harness.show("toast", duration: .seconds(2))
      // Shown in 0.4 s, on screen 2 s, hidden in 0.2 s.
      harness.stage.advance(by: 2.5)
      #expect(harness.visible == ["toast"])
      #expect(harness.hidden.isEmpty)
      harness.stage.advance(by: 0.2)
      #expect(harness.visible.isEmpty)
      harness.stage.settle()
    }
    #expect(harness.hidden == ["toast"])
  }

  @Test func aForeverMessageWaitsForTheAppsHide() {
    let harness = Harness()
    harness.stage.world.run {
      harness.show("dialog")
      harness.stage.advance(by: 60)
      #expect(harness.visible == ["dialog"])
      harness.queue.hide()
      harness.stage.settle()
    }
    #expect(harness.hidden == ["dialog"])
  }

  @Test func aHigherPriorityIsTakenFirstFromTheQueue() {
    let harness = Harness()
    harness.stage.world.run {
      harness.show("first")
      harness.show("low", priority: 1)
      harness.show("high", priority: 9)
      harness.show("low-2", priority: 1)
      for _ in 0..<4 {
        harness.stage.advance(by: 1)
        harness.queue.hide()
      }
      harness.stage.settle()
    }
    #expect(harness.shown == ["first", "high", "low", "low-2"])
  }

  @Test func aDuplicateOfTheShownOrAQueuedMessageIsIgnoredWithoutAWord() {
    let harness = Harness()
    harness.stage.world.run {
      harness.show("a")
      harness.show("b")
      harness.show("a")
      harness.show("b")
      #expect(harness.queue.ignoredDuplicates == 2)
      harness.stage.advance(by: 1)
      harness.queue.hideAll()
      harness.stage.settle()
    }
    #expect(harness.shown == ["a"])
    #expect(harness.hidden == ["a"])
  }

  @Test func hideAllEmptiesTheQueueWithoutAnEventForTheQueuedMessages() {
    let harness = Harness()
    harness.stage.world.run {
      for key in ["a", "b", "c"] { harness.show(key) }
      harness.stage.advance(by: 1)
      harness.queue.hideAll()
      harness.stage.settle()
      #expect(!harness.queue.hasQueuedMessages)
    }
    #expect(harness.hidden == ["a"])
  }

  @Test func eachMessageHasItsOwnWindowAboveTheAppsKeyOnlyWhenDimmed() {
    let harness = Harness()
    harness.stage.world.run {
      var config = SwiftMessagesQueue.Config()
      config.dimsBackground = true
      let dialog = harness.stage.popup("dialog")
      harness.queue.show(config: config, view: dialog, id: "dialog")
      let window = dialog.view.window
      #expect(window !== harness.stage.appWindow)
      #expect(window?.windowLevel == .statusBar)
      #expect(window?.isKeyWindow == true)
      harness.queue.hide()
      harness.stage.settle()
      #expect(harness.stage.appWindow.isKeyWindow)
      harness.show("toast", duration: .seconds(1))
      #expect(harness.stage.appWindow.isKeyWindow)
      harness.stage.settle()
    }
  }
}
