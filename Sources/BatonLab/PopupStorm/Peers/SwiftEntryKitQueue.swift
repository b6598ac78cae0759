import Baton
import BatonTesting
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A re-implementation of SwiftEntryKit's display logic on the lab's virtual clock, read from
/// [huri000/SwiftEntryKit](https://github.com/huri000/SwiftEntryKit) at 5ad36cc
/// (`Source/Infra/EKWindowProvider.swift`, `Source/Infra/EntryCachingHeuristic.swift`,
/// `Source/Infra/EKRootViewController.swift`, `Source/Infra/EKContentView.swift`,
/// `Source/Model/EntryAttributes/EKAttributes+Precedence.swift`).
///
/// Its algorithm, kept as the library has it:
/// - `display` runs on the next main-loop turn (`DispatchQueue.main.async`);
/// - `.override(priority:dropEnqueuedEntries:)` shows the entry now, after emptying the queue if
///   asked, unless the entry last shown in the window has a higher display priority: then it is
///   ignored without a word (`canDisplay(attributes:)`); the entry it replaces leaves (its pop
///   animation) and is not queued again;
/// - `.enqueue(priority:)` queues the entry while one is displayed (the priority heuristic, the
///   default: before the first queued entry of lower priority), and shows it otherwise;
/// - every entry shows in one `EKWindow` at its `windowLevel` (`.statusBar` by default), not key
///   unless `presentInsideKeyWindow`; its entrance takes 0.3 s, it leaves `displayDuration`
///   seconds later (never for `.infinity`), its exit takes 0.3 s; a tap dismisses it
///   (`entryInteraction` `.dismiss`);
/// - when the last entry has left, the next queued entry shows, or the window goes away and the
///   main window is made key again; only then does the entry's `didDisappear` run;
/// - `dismiss(.displayed)` makes the last entry in the window leave (the one on top, even one
///   already leaving); `dismiss(.all)` also empties the queue (queued entries get no event).
///
/// Its limits, kept: it knows nothing of page transitions or of the screen an entry is about;
/// an ignored or dropped entry gets no event.
@MainActor
final class SwiftEntryKitQueue {
  /// `EKAttributes.Precedence`; priorities are 0 to 1000.
  enum Precedence {
    case override(priority: Int, dropEnqueuedEntries: Bool)
    case enqueue(priority: Int)

    var priority: Int {
      switch self {
      case .override(let priority, _), .enqueue(let priority): priority
      }
    }

    var isEnqueue: Bool {
      if case .enqueue = self { return true }
      return false
    }
  }

  /// The parts of `EKAttributes` the lab uses.
  struct Attributes {
    var name: String?
    var precedence = Precedence.override(priority: 500, dropEnqueuedEntries: false)
    /// Seconds on screen before it leaves; `.infinity` for never.
    var displayDuration: TimeInterval = 2
    var windowLevel = UIWindow.Level.statusBar
  }

  /// `EKAttributes.Animation.translation`: the entrance, exit and pop animations.
  static let animationDuration: TimeInterval = 0.3

  /// An entry in the window (`EKContentView`).
  private final class ContentView {
    let view: PeerPopupController
    let attributes: Attributes
    var outWork: ScheduledWork?
    var isLeaving = false
    init(view: PeerPopupController, attributes: Attributes) {
      self.view = view
      self.attributes = attributes
    }
  }

  private struct CachedEntry {
    let view: PeerPopupController
    let attributes: Attributes
  }

  private let scheduler: VirtualScheduler
  private weak var scene: UIWindowScene?
  /// `entryWindow`, while it exists.
  private var window: PeerWindow?
  /// The key window when the entry window was made (`mainRollbackWindow`).
  private weak var rollbackWindow: UIWindow?
  /// The root controller's `lastAttributes`: they go with the window.
  private var lastAttributes: Attributes?
  /// The root controller's entries, bottom first (`lastEntry` is the last).
  private var contentViews: [ContentView] = []
  /// The entry shown last, while it is in the window (the provider's weak `entryView`).
  private weak var entryView: ContentView?
  /// The queue, by the priority heuristic.
  private var queue: [CachedEntry] = []
  /// The app's `lifecycleEvents.didAppear`.
  var onDidAppear: (@MainActor (PeerPopupController) -> Void)?
  /// The app's `lifecycleEvents.didDisappear`.
  var onDidDisappear: (@MainActor (PeerPopupController) -> Void)?
  /// Entries ignored by priority so far.
  private(set) var ignoredByPriority = 0

  /// Entries whose window goes in `scene`, on `scheduler`'s clock.
  init(scene: UIWindowScene?, scheduler: VirtualScheduler) {
    self.scene = scene
    self.scheduler = scheduler
  }

  /// Whether entries wait in the queue.
  var hasQueuedEntries: Bool { !queue.isEmpty }

  /// The entries in the window, bottom first.
  var visibleEntries: [PeerPopupController] { window?.popups ?? [] }

  /// `SwiftEntryKit.display(entry:using:)`, on the next turn.
  func display(_ view: PeerPopupController, using attributes: Attributes) {
    scheduler.runOnNextTurn { [weak self] in self?.displayNow(view, using: attributes) }
  }

  /// `SwiftEntryKit.dismiss(.displayed)` (`all: false`) or `.all`, on the next turn.
  func dismiss(all: Bool = false) {
    scheduler.runOnNextTurn { [weak self] in
      guard let self, self.window != nil else { return }
      if all { self.queue.removeAll() }
      self.contentViews.last.map { self.animateOut($0, pushOut: false) }
    }
  }

  /// The user taps `view` (`entryInteraction` `.dismiss`).
  func tap(_ view: PeerPopupController) {
    guard let content = contentViews.first(where: { $0.view === view }) else { return }
    animateOut(content, pushOut: false)
  }

  private var isCurrentlyDisplaying: Bool {
    guard let entryView else { return false }
    return contentViews.contains { $0 === entryView }
  }

  private func displayNow(_ view: PeerPopupController, using attributes: Attributes) {
    switch attributes.precedence {
    case .override(_, let dropEnqueuedEntries):
      if dropEnqueuedEntries { queue.removeAll() }
      show(view, using: attributes)
    case .enqueue where isCurrentlyDisplaying:
      enqueue(CachedEntry(view: view, attributes: attributes))
    case .enqueue:
      show(view, using: attributes)
    }
  }

  /// `EntryCachingHeuristic` `EKEntryPriorityQueue.enqueue(entry:)`.
  private func enqueue(_ entry: CachedEntry) {
    let priority = entry.attributes.precedence.priority
    if let index = queue.firstIndex(where: { priority > $0.attributes.precedence.priority }) {
      queue.insert(entry, at: index)
    } else {
      queue.append(entry)
    }
  }

  /// The provider's `show(entryView:…)`: `prepare(for:…)`, then the root's `configure`.
  private func show(_ view: PeerPopupController, using attributes: Attributes) {
    let window: PeerWindow
    if let existing = self.window {
      window = existing
    } else {
      rollbackWindow = scene?.keyWindow
      window = PeerWindow(scene: scene, level: attributes.windowLevel)
      self.window = window
    }
    if let last = lastAttributes, attributes.precedence.priority < last.precedence.priority,
      !attributes.precedence.isEnqueue
    {
      ignoredByPriority += 1
      return
    }
    window.window.windowLevel = attributes.windowLevel
    window.show(makingKey: false)
    // The entry before it pops out (`popBehavior` `.animated`, the default).
    if lastAttributes != nil, let last = contentViews.last { animateOut(last, pushOut: true) }
    lastAttributes = attributes
    let content = ContentView(view: view, attributes: attributes)
    contentViews.append(content)
    window.add(view)
    entryView = content
    animateIn(content)
  }

  private func animateIn(_ content: ContentView) {
    scheduler.run(after: Self.animationDuration) { [weak self, weak content] in
      guard let self, let content, !content.isLeaving else { return }
      content.view.isTappable = true
      self.onDidAppear?(content.view)
    }
    guard content.attributes.displayDuration.isFinite else { return }
    let delay = Self.animationDuration + content.attributes.displayDuration
    content.outWork = scheduler.run(after: delay) { [weak self, weak content] in
      guard let self, let content else { return }
      self.animateOut(content, pushOut: false)
    }
  }

  /// `EKContentView.animateOut(pushOut:)`: the exit (or, pushed out, the pop) animation, then
  /// the removal.
  private func animateOut(_ content: ContentView, pushOut: Bool) {
    content.outWork?.cancel()
    content.isLeaving = true
    content.view.isTappable = false
    scheduler.run(after: Self.animationDuration) { [weak self] in
      self?.removeFromSuperview(content)
    }
  }

  /// `EKContentView.removeFromSuperview(keepWindow: false)` and the root's
  /// `didFinishDisplaying`.
  private func removeFromSuperview(_ content: ContentView) {
    guard let index = contentViews.firstIndex(where: { $0 === content }) else { return }
    contentViews.remove(at: index)
    window?.remove(content.view)
    if entryView === content { entryView = nil }
    if contentViews.isEmpty { displayPendingEntryOrRollbackWindow() }
    onDidDisappear?(content.view)
  }

  private func displayPendingEntryOrRollbackWindow() {
    if !queue.isEmpty {
      let next = queue.removeFirst()
      show(next.view, using: next.attributes)
      return
    }
    // `displayRollbackWindow()`: the window goes; the main window is made key again.
    window?.close()
    window = nil
    lastAttributes = nil
    rollbackWindow?.makeKeyAndVisible()
  }
}
