import Baton
import BatonTesting
import Foundation

/// The pop-up fuzzer's presenter: shows and hides on the virtual clock, as each request's
/// behaviour says, and reports two pop-ups on screen at once.
@MainActor
final class FuzzPresenter: PopupPresenter {
  /// How the presenter treats one pop-up.
  enum Behaviour {
    /// Shows and hides take this long.
    case animated(TimeInterval)
    /// Shows and hides complete inside the call.
    case immediate
    /// Shows and hides wait for ``PopupOperation/completeAnimations``.
    case manual
    /// Shows and hides never complete (the lane's watchdog ends them).
    case silent
    /// The show is refused.
    case refuses
    /// Each completion is called twice (the second is ignored).
    case completesTwice
    /// The show cancels the pop-up from inside the call, then completes; the hide dismisses
    /// it from inside the call, then completes.
    case reentrant

    static func decode(_ reader: inout ByteReader) -> Behaviour {
      switch reader.choice(10) {
      case 0: .immediate
      case 1: .manual
      case 2: .silent
      case 3: .refuses
      case 4: .completesTwice
      case 5: .reentrant
      default: .animated(Double(reader.choice(8)) * 0.1)
      }
    }
  }

  private weak var clock: VirtualScheduler?
  private let log: PopupFuzzLog
  /// Each request's behaviour.
  var behaviours: [PopupID: Behaviour] = [:]
  /// Pop-ups whose show began and whose hide has not ended (by its completion, or by the
  /// lane's watchdog: see ``hideEnded(label:)``).
  private(set) var onScreen: Set<PopupID> = []
  /// The key of each pop-up shown, by request number.
  private var keys: [PopupID: String] = [:]
  /// Pop-ups whose show began, ever.
  private(set) var everShown: Set<PopupID> = []
  /// Whether the window went away: its views went with it, nothing is checked any more.
  var isWindowGone = false {
    didSet { if isWindowGone { onScreen = [] } }
  }
  /// Whether manual animations now complete on their own (the run is draining).
  var completesManualAnimations = false
  private var waitingShows: [@MainActor () -> Void] = []
  private var waitingHides: [@MainActor () -> Void] = []

  init(clock: VirtualScheduler, log: PopupFuzzLog) {
    self.clock = clock
    self.log = log
  }

  func showPopup(_ popup: PopupTicket, completion: @escaping @MainActor (PopupShowResult) -> Void) {
    let id = popup.id
    if !isWindowGone, !onScreen.isEmpty {
      log.violations.append("\(id) shown while \(onScreen.sorted()) are on screen")
    }
    everShown.insert(id)
    keys[id] = popup.key
    let behaviour = behaviours[id] ?? .immediate
    if case .refuses = behaviour {
      completion(.refused("fuzz"))
      return
    }
    if !isWindowGone { onScreen.insert(id) }
    if case .reentrant = behaviour { popup.cancel() }
    perform(behaviour, waiting: \.waitingShows) { completion(.shown) }
  }

  func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    let id = popup.id
    var behaviour = behaviours[id] ?? .immediate
    if case .refuses = behaviour { behaviour = .immediate }
    if case .reentrant = behaviour { popup.dismiss("from the hide") }
    perform(behaviour, waiting: \.waitingHides) { [weak self] in
      self?.onScreen.remove(id)
      completion()
    }
  }

  /// The lane ended the hide of the pop-up labelled `label` (its key).
  ///
  /// By the completion, or by the watchdog when the completion never came: the queue moves on
  /// either way, so the view counts as gone.
  func hideEnded(label: String) {
    onScreen = onScreen.filter { keys[$0] != label }
  }

  /// The view of `id` left the window on its own.
  func forget(_ id: PopupID) {
    onScreen.remove(id)
  }

  /// Completes every show and hide that waits for it.
  func completeWaitingAnimations() {
    let shows = waitingShows
    let hides = waitingHides
    waitingShows = []
    waitingHides = []
    for show in shows { show() }
    for hide in hides { hide() }
  }

  /// Forgets the completions it holds (they hold the tickets, which hold the presenter).
  func dropWaitingAnimations() {
    waitingShows = []
    waitingHides = []
  }

  private func perform(
    _ behaviour: Behaviour,
    waiting: ReferenceWritableKeyPath<FuzzPresenter, [@MainActor () -> Void]>,
    _ completion: @escaping @MainActor () -> Void
  ) {
    switch behaviour {
    case .silent, .refuses:
      return
    case .immediate, .reentrant:
      completion()
    case .completesTwice:
      completion()
      completion()
    case .manual where !completesManualAnimations:
      self[keyPath: waiting].append(completion)
    case .manual:
      completion()
    case .animated(let duration):
      clock?.run(after: duration, completion)
    }
  }
}
