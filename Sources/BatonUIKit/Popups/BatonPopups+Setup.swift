import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Why ``BatonPopups/makeQueue(for:configuration:frequencyStore:)`` made no queue.
public enum BatonPopupsError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The window already has a pop-up queue on its current lane; it keeps that queue.
  case queueAlreadyExists

  /// A readable description of the error.
  public var description: String {
    switch self {
    case .queueAlreadyExists:
      "the window already has a pop-up queue; give it its settings before its first pop-up"
    }
  }
}

extension BatonPopups {
  /// The pop-ups of `window`, made on demand on its lane (with an in-memory frequency store).
  ///
  /// - Parameter window: The window.
  /// - Returns: Its pop-ups; the same queue for as long as the window and its lane live.
  public static func of(_ window: UIWindow) -> BatonPopups {
    BatonPopups(host: PopupHosts.shared.host(for: window))
  }

  /// Makes the pop-up queue of `window` with its own settings, before its first pop-up.
  ///
  /// The queue runs on the window's lane, so in the window's `BatonEnvironment` (its scheduler
  /// and diagnostics).
  ///
  /// ```swift
  /// try BatonPopups.makeQueue(
  ///   for: window,
  ///   frequencyStore: UserDefaultsPopupFrequencyStore()
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - window: The window.
  ///   - configuration: How pending pop-ups are bounded.
  ///   - frequencyStore: Where shows are counted for frequency caps.
  /// - Returns: The window's pop-ups.
  /// - Throws: ``BatonPopupsError/queueAlreadyExists`` when the window already has a queue.
  @discardableResult
  public static func makeQueue(
    for window: UIWindow,
    configuration: PopupQueue.Configuration = PopupQueue.Configuration(),
    frequencyStore: any PopupFrequencyStore
  ) throws(BatonPopupsError) -> BatonPopups {
    BatonPopups(
      host: try PopupHosts.shared.makeHost(
        for: window,
        configuration: configuration,
        frequencyStore: frequencyStore
      )
    )
  }
}

extension BatonNavigator {
  /// The pop-ups of the controller's window (see ``BatonPopups``).
  ///
  /// For a controller that is in no window, a queue of its own detached lane that ends every
  /// request `dropped(.windowGone)`.
  public var popups: BatonPopups {
    if let window = WindowResolution.window(for: viewController) {
      return BatonPopups.of(window)
    }
    return BatonPopups(host: PopupHosts.shared.windowlessHost(lane: lane))
  }
}

extension UIWindow {
  /// Baton's API for this window: its lane and its pop-ups.
  public var baton: BatonWindow { BatonWindow(window: self) }
}

/// Baton's API for one window, reached as `window.baton`.
@MainActor
public struct BatonWindow {
  /// The window.
  public let window: UIWindow

  /// The window's lane.
  public var lane: Lane { BatonLanes.lane(for: window) }

  /// The window's pop-ups.
  public var popups: BatonPopups { BatonPopups.of(window) }
}
