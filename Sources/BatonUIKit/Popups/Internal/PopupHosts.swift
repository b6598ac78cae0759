import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The weak-keyed side table of each window's pop-ups, like the lane registry's: no associated
/// objects; a window that goes away ends its queue on the next sweep.
@MainActor
final class PopupHosts {
  static let shared = PopupHosts()

  private var hosts: [ObjectIdentifier: WindowPopups] = [:]

  /// The pop-ups of `window`, made on demand on the window's lane.
  func host(for window: UIWindow) -> WindowPopups {
    sweep()
    let lane = BatonLanes.lane(for: window)
    if let host = hosts[ObjectIdentifier(window)], host.window === window,
      host.queue.lane === lane, host.refresh()
    {
      return host
    }
    return makeHost(
      for: window,
      lane: lane,
      configuration: PopupQueue.Configuration(),
      frequencyStore: InMemoryPopupFrequencyStore()
    )
  }

  /// Makes the pop-ups of `window` with its own settings.
  func makeHost(
    for window: UIWindow,
    configuration: PopupQueue.Configuration,
    frequencyStore: any PopupFrequencyStore
  ) throws(BatonPopupsError) -> WindowPopups {
    sweep()
    let lane = BatonLanes.lane(for: window)
    if let host = hosts[ObjectIdentifier(window)], host.window === window,
      host.queue.lane === lane, !host.isEnded
    {
      throw .queueAlreadyExists
    }
    return makeHost(
      for: window,
      lane: lane,
      configuration: configuration,
      frequencyStore: frequencyStore
    )
  }

  private func makeHost(
    for window: UIWindow,
    lane: Lane,
    configuration: PopupQueue.Configuration,
    frequencyStore: any PopupFrequencyStore
  ) -> WindowPopups {
    hosts.removeValue(forKey: ObjectIdentifier(window))?.end()
    let host = WindowPopups(
      window: window,
      lane: lane,
      configuration: configuration,
      frequencyStore: frequencyStore
    )
    hosts[ObjectIdentifier(window)] = host
    return host
  }

  /// The existing pop-ups of `window`, without making any.
  func existingHost(for window: UIWindow) -> WindowPopups? {
    guard let host = hosts[ObjectIdentifier(window)], host.window === window, !host.isEnded
    else { return nil }
    return host
  }

  /// A queue for controllers in no window, on their detached lane: it ends every request
  /// `dropped(.windowGone)`.
  func windowlessHost(lane: Lane) -> WindowPopups {
    WindowPopups(
      window: nil,
      lane: lane,
      configuration: PopupQueue.Configuration(),
      frequencyStore: InMemoryPopupFrequencyStore()
    )
  }

  /// Ends the queues of windows that went away (or whose lane ended).
  func sweep() {
    let gone = hosts.filter { $0.value.window == nil || $0.value.queue.lane.isTornDown }
    for (key, host) in gone {
      hosts.removeValue(forKey: key)
      host.end()
    }
  }
}
