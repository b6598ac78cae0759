import BatonTesting
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A re-implementation of SwiftMessages' queue on the lab's virtual clock, read from
/// [SwiftKickMobile/SwiftMessages](https://github.com/SwiftKickMobile/SwiftMessages) at
/// c0ff6c6 (`SwiftMessages/SwiftMessages.swift`: `enqueue(presenter:)`, `dequeueNext()`,
/// `hideCurrent(animated:)`, `queueAutoHide()`, `hideAll()`; `SwiftMessages/Presenter.swift`;
/// `SwiftMessages/WindowViewController.swift`; `SwiftMessages/TopBottomAnimation.swift`).
///
/// Its algorithm, kept as the library has it:
/// - one message at a time; `show` appends to a queue and dequeues at once when nothing is
///   current; the queue is sorted by `Config.priority` (highest first, first-in first-out among
///   equals) each time the next message is taken;
/// - with `ignoreDuplicates` (the default) a message whose id is current and not hiding, or
///   already queued, is ignored without a word;
/// - with the `.window(windowLevel:)` context each message gets its own window at that level,
///   made key only for a dimmed message, closed when it hides;
/// - it shows in 0.4 s, then hides itself after `duration` (`.seconds`; `.automatic` is 2 s;
///   `.forever` never); `hide()` hides the current message, asynchronously (a task), in 0.2 s;
///   the message's `didHide` event then fires, and the next message is taken 0.5 s later
///   (`pauseBetweenMessages`) or at once when one is shown meanwhile;
/// - `hideAll()` empties the queue (the queued messages get no event) and hides the current one.
///
/// Its limits, kept: it knows nothing of page transitions or of the screen a message is about,
/// it reports nothing for a message it ignores or drops, and two hides asked in the same turn
/// both run the hide (two `didHide` events).
@MainActor
final class SwiftMessagesQueue {
  /// The parts of `SwiftMessages.Config` the lab uses.
  struct Config {
    /// `SwiftMessages.Duration`.
    enum Duration {
      case seconds(TimeInterval)
      case forever
    }
    var duration = Duration.seconds(2)
    /// The level of the `.window(windowLevel:)` presentation context.
    var windowLevel = UIWindow.Level.statusBar
    /// Whether the background is dimmed (`dimMode` other than `.none`): the message's window
    /// then becomes key (`shouldBecomeKeyWindow`).
    var dimsBackground = false
    var ignoreDuplicates = true
    var priority = 0
  }

  /// `SwiftMessages.Event`, the ones the lab listens to.
  enum Event {
    case didShow(PeerPopupController)
    case didHide(PeerPopupController)
  }

  /// A message: its view, its id (a `MessageView`'s id comes from its content) and config.
  private final class Presenter {
    let id: String
    let config: Config
    let view: PeerPopupController
    var window: PeerWindow?
    var isHiding = false
    init(id: String, config: Config, view: PeerPopupController) {
      self.id = id
      self.config = config
      self.view = view
    }
  }

  /// The show animation's length (`TopBottomAnimation.showDuration`).
  static let showDuration: TimeInterval = 0.4
  /// The hide animation's length (`TopBottomAnimation.hideDuration`).
  static let hideDuration: TimeInterval = 0.2
  /// `pauseBetweenMessages`.
  static let pauseBetweenMessages: TimeInterval = 0.5

  private let scheduler: VirtualScheduler
  private weak var scene: UIWindowScene?
  private var queue: [Presenter] = []
  private var current: Presenter?
  /// The message whose auto-hide may still fire (`autohideToken`).
  private weak var autohideToken: Presenter?
  /// The app's event listener (`Config.eventListeners`).
  var onEvent: (@MainActor (Event) -> Void)?
  /// Messages ignored as duplicates so far.
  private(set) var ignoredDuplicates = 0

  /// A queue whose windows go in `scene`, on `scheduler`'s clock.
  init(scene: UIWindowScene?, scheduler: VirtualScheduler) {
    self.scene = scene
    self.scheduler = scheduler
  }

  /// Whether messages wait in the queue.
  var hasQueuedMessages: Bool { !queue.isEmpty }

  /// The messages on screen: the current one while its window shows.
  var visibleMessages: [PeerPopupController] { current?.window?.popups ?? [] }

  /// The message being shown or hidden, if any.
  var currentMessage: PeerPopupController? { current?.view }

  /// `show(config:view:)`: adds `view` to the queue, with `id` as its identity.
  func show(config: Config, view: PeerPopupController, id: String) {
    let presenter = Presenter(id: id, config: config, view: view)
    if config.ignoreDuplicates {
      if let current, current.id == id, !current.isHiding {
        ignoredDuplicates += 1
        return
      }
      if queue.contains(where: { $0.id == id }) {
        ignoredDuplicates += 1
        return
      }
    }
    queue.append(presenter)
    dequeueNext()
  }

  /// `hide()`: hides the current message.
  func hide() { hideCurrent() }

  /// `hideAll()`: empties the queue and hides the current message.
  func hideAll() {
    queue.removeAll()
    hideCurrent()
  }

  private func dequeueNext() {
    guard !queue.isEmpty, current == nil else { return }
    let ordered = queue.enumerated().sorted { left, right in
      left.element.config.priority != right.element.config.priority
        ? left.element.config.priority > right.element.config.priority
        : left.offset < right.offset
    }
    queue = ordered.map(\.element)
    let next = queue.removeFirst()
    current = next
    autohideToken = next
    let window = PeerWindow(scene: scene, level: next.config.windowLevel)
    next.window = window
    window.add(next.view)
    window.show(makingKey: next.config.dimsBackground)
    scheduler.run(after: Self.showDuration) { [weak self, weak next] in
      guard let self, let next, self.current === next else { return }
      next.view.isTappable = !next.isHiding
      self.onEvent?(.didShow(next.view))
      if self.autohideToken === next { self.queueAutoHide() }
    }
  }

  private func queueAutoHide() {
    guard let current else { return }
    autohideToken = current
    guard case .seconds(let seconds) = current.config.duration else { return }
    scheduler.run(after: seconds) { [weak self, weak current] in
      guard let self, let current, self.autohideToken === current else { return }
      self.internalHide(current)
    }
  }

  private func internalHide(_ presenter: Presenter) {
    if presenter === current {
      hideCurrent()
    } else {
      queue.removeAll { $0 === presenter }
    }
  }

  private func hideCurrent() {
    guard let current, !current.isHiding else { return }
    // The library hides in a task (after the message's minimum time, none here): a later turn.
    scheduler.runOnNextTurn { [weak self] in self?.hide(current) }
  }

  /// `Presenter.hide(animated:completion:)` and the queue's completion.
  private func hide(_ presenter: Presenter) {
    presenter.isHiding = true
    presenter.view.isTappable = false
    scheduler.run(after: Self.hideDuration) { [weak self] in
      presenter.window?.remove(presenter.view)
      presenter.window?.close()
      presenter.window = nil
      guard let self else { return }
      if self.current === presenter {
        self.current = nil
        self.scheduler.run(after: Self.pauseBetweenMessages) { [weak self] in self?.dequeueNext() }
      }
      self.onEvent?(.didHide(presenter.view))
    }
  }
}
