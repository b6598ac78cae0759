import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonNavigator {
  /// The pop-ups of the controller's window (see ``BatonPopups``).
  ///
  /// For a controller that is in no window, a queue of its own detached lane that ends every
  /// request `dropped(.windowGone)`.
  public var popups: BatonPopups {
    if let window = WindowResolution.window(for: viewController) {
      return window.baton.popups
    }
    return BatonPopups(
      host: WindowPopups(
        window: nil,
        lane: lane,
        configuration: PopupQueue.Configuration(),
        frequencyStore: InMemoryPopupFrequencyStore()
      )
    )
  }
}
