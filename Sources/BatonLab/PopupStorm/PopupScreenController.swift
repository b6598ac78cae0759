import Baton
import BatonTesting
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A pop-up screen of the lab's app (a rating card, a promo sheet): a view controller that
/// closes itself with `dismiss(animated: true)`, from its close button or after a delay.
///
/// Its number is its ``PopupLedger`` entry's, so the lab matches it to its request as it
/// matches an alert by its message. The app's code runs in ``onClose`` before the dismissal
/// (the classic strategies record the outcome there; Baton's queue hears the dismissal itself).
///
/// Every pop-up screen shares this class, as a real app's promo screen does, and declares what
/// it shows (its request's key, `screen-0`, …) as its destination, as ``ProductScreen`` does: the
/// app-wide guard then tells two different promos apart and still drops the same one asked
/// twice while the first is on its way.
@MainActor
final class PopupScreenController: UIViewController, DestinationIdentifiable {
  /// Its request's number in the ledger.
  let number: Int
  /// What it shows: its request's key.
  let key: String
  /// Seconds after it appears that it closes itself, if it does.
  let closesAfter: TimeInterval?
  /// The app's close-button code, run before the dismissal.
  var onClose: (@MainActor () -> Void)?
  private let scheduler: VirtualScheduler
  private var closeScheduled = false

  /// A screen for request `number`, showing `key`, that closes itself `closesAfter` seconds
  /// after it appears.
  init(number: Int, key: String, closesAfter: TimeInterval?, scheduler: VirtualScheduler) {
    self.number = number
    self.key = key
    self.closesAfter = closesAfter
    self.scheduler = scheduler
    super.init(nibName: nil, bundle: nil)
    modalPresentationStyle = .overFullScreen
  }

  required init?(coder: NSCoder) { nil }

  var destinationID: String { key }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    guard let closesAfter, !closeScheduled else { return }
    closeScheduled = true
    // The app's timer; it goes with the screen (weak), as a timer cancelled on deinit does.
    scheduler.run(after: closesAfter) { [weak self] in self?.close() }
  }

  /// Whether its close button can be tapped: presented, and not animating in or out.
  var isTappable: Bool {
    presentingViewController != nil && !isBeingPresented && !isBeingDismissed
  }

  /// The close button's code: the app's ``onClose``, then `dismiss(animated: true)` on itself.
  ///
  /// Nothing once its dismissal has begun (the screen stops its timer in
  /// `viewWillDisappear(_:)`, and a leaving screen takes no taps) or ended.
  func close() {
    guard presentingViewController != nil, !isBeingDismissed else { return }
    onClose?()
    dismiss(animated: true, completion: nil)
  }
}
