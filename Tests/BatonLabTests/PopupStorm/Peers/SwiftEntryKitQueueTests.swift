import HeadlessUIKit
import Testing

@testable import BatonLab

/// ``SwiftEntryKitQueue`` behaves as huri000/SwiftEntryKit documents `EKAttributes.Precedence`:
/// `.override` replaces an entry of lower or equal display priority and is ignored under a
/// higher one; `.enqueue` waits for the displayed entry, by priority; entries leave after their
/// `displayDuration` or a tap, in the `EKWindow` over the app.
@MainActor
@Suite struct SwiftEntryKitQueueTests {
  /// The stage, its queue, and the keys of the entries that appeared and disappeared, in order.
  @MainActor
  private final class Harness {
    let stage = PeerLibraryStage()
    let queue: SwiftEntryKitQueue
    var appeared: [String] = []
    var disappeared: [String] = []
    init() {
      queue = SwiftEntryKitQueue(scene: stage.scene, scheduler: stage.world.scheduler)
      queue.onDidAppear = { [unowned self] view in self.appeared.append(view.entry.alert.key) }
      queue.onDidDisappear = { [unowned self] view in
        self.disappeared.append(view.entry.alert.key)
      }
    }
    var visible: [String] { queue.visibleEntries.map { $0.entry.alert.key } }
    @discardableResult
    func display(
      _ key: String,
      _ precedence: SwiftEntryKitQueue.Precedence,
      duration: Double = .infinity
    ) -> PeerPopupController {
      var attributes = SwiftEntryKitQueue.Attributes()
      attributes.name = key
      attributes.precedence = precedence
      attributes.displayDuration = duration
      let view = stage.popup(key)
      queue.display(view, using: attributes)
      return view
    }
  }

  @Test func enqueuedEntriesWaitForTheDisplayedOneThenShowByPriority() {
    let harness = Harness()
    harness.stage.world.run {
      harness.display("shown", .enqueue(priority: 500))
      harness.stage.advance(by: 0.5)
      harness.display("low", .enqueue(priority: 100))
      harness.display("high", .enqueue(priority: 800))
      harness.display("low-2", .enqueue(priority: 100))
      harness.stage.advance(by: 0.5)
      #expect(harness.visible == ["shown"])
      for _ in 0..<4 {
        harness.queue.dismiss()
        harness.stage.advance(by: 1)
      }
      harness.stage.settle()
    }
    #expect(harness.appeared == ["shown", "high", "low", "low-2"])
    #expect(harness.disappeared == ["shown", "high", "low", "low-2"])
  }

  @Test func anOverrideReplacesTheDisplayedEntryWhichDoesNotComeBack() {
    let harness = Harness()
    harness.stage.world.run {
      harness.display("promotion", .override(priority: 500, dropEnqueuedEntries: false))
      harness.stage.advance(by: 1)
      harness.display("update", .override(priority: 500, dropEnqueuedEntries: false))
      harness.stage.advance(by: 0.1)
      // The promotion pops out while the update comes in.
      #expect(harness.visible == ["promotion", "update"])
      harness.stage.advance(by: 1)
      #expect(harness.visible == ["update"])
      harness.queue.dismiss()
      harness.stage.settle()
    }
    #expect(harness.appeared == ["promotion", "update"])
    #expect(harness.disappeared == ["promotion", "update"])
  }

  @Test func anOverrideUnderAHigherPriorityIsIgnoredWithoutAWord() {
    let harness = Harness()
    harness.stage.world.run {
      harness.display("update", .override(priority: 900, dropEnqueuedEntries: false))
      harness.stage.advance(by: 1)
      harness.display("reply", .override(priority: 100, dropEnqueuedEntries: false))
      harness.stage.advance(by: 1)
      #expect(harness.visible == ["update"])
      #expect(harness.queue.ignoredByPriority == 1)
      harness.queue.dismiss()
      harness.stage.settle()
    }
    #expect(harness.appeared == ["update"])
    #expect(harness.disappeared == ["update"])
  }

  @Test func anOverrideThatDropsEnqueuedEntriesEmptiesTheQueue() {
    let harness = Harness()
    harness.stage.world.run {
      harness.display("shown", .enqueue(priority: 500))
      harness.stage.advance(by: 0.5)
      harness.display("queued", .enqueue(priority: 500))
      harness.stage.advance(by: 0.5)
      #expect(harness.queue.hasQueuedEntries)
      harness.display("logout", .override(priority: 1000, dropEnqueuedEntries: true))
      harness.stage.advance(by: 1)
      #expect(!harness.queue.hasQueuedEntries)
      harness.queue.dismiss()
      harness.stage.settle()
    }
    #expect(harness.appeared == ["shown", "logout"])
  }

  @Test func anEntryLeavesAfterItsDisplayDurationOrATap() {
    let harness = Harness()
    harness.stage.world.run {
      harness.display("toast", .enqueue(priority: 500), duration: 2)
      // display is asynchronous; in 0.3 s, on screen 2 s, out in 0.3 s.
      harness.stage.advance(by: 2.55)
      #expect(harness.visible == ["toast"])
      harness.stage.advance(by: 0.1)
      #expect(harness.visible.isEmpty)
      let card = harness.display("card", .enqueue(priority: 500))
      harness.stage.advance(by: 1)
      #expect(card.isTappable)
      harness.queue.tap(card)
      harness.stage.settle()
    }
    #expect(harness.disappeared == ["toast", "card"])
  }

  @Test func entriesShowInTheirOwnWindowOverTheAppWhichStaysKey() {
    let harness = Harness()
    harness.stage.world.run {
      let entry = harness.display("toast", .enqueue(priority: 500), duration: 1)
      harness.stage.advance(by: 0.1)
      #expect(entry.view.window !== harness.stage.appWindow)
      #expect(entry.view.window?.windowLevel == .statusBar)
      #expect(harness.stage.appWindow.isKeyWindow)
      harness.stage.settle()
      #expect(entry.view.window == nil)
      #expect(harness.stage.appWindow.isKeyWindow)
    }
  }
}
