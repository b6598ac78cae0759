import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The registry's lookups that the adapter, the SwiftUI module, the lab and the tests share;
/// apps use ``BatonWindow`` (`window.baton`) and `viewController.baton`.
@MainActor
package enum BatonLanes {
  /// The lane of `window`, created on demand with ``BatonEnvironment/default``.
  package static func lane(for window: UIWindow) -> Lane {
    LaneRegistry.shared.context(for: window).lane
  }

  /// The lane of the window that shows `viewController`, if it can be found.
  ///
  /// The window is found through the controller's view, its parents (such as its navigation
  /// controller), its presenting chain, and, for a controller whose view is not yet in a
  /// window, a window whose root controller is the chain's root (for example at cold start).
  /// A controller that was pushed or presented through a lane but has not reached the window
  /// yet (a request chained right after its own push) belongs to that lane.
  package static func lane(for viewController: UIViewController) -> Lane? {
    LaneRegistry.shared.context(for: viewController)?.lane
  }

  /// The window a lane serialises, while both live.
  package static func window(of lane: Lane) -> UIWindow? {
    LaneRegistry.shared.window(of: lane)
  }

  /// Re-checks every window still waiting for cold start, and starts the lanes of those that
  /// are ready.
  package static func refreshReadiness() {
    LaneRegistry.shared.refreshAll()
  }

  /// Ends every lane, as if every window went away (for the lab and tests).
  package static func endAllLanes() {
    LaneRegistry.shared.endAll()
  }

  /// The number of lanes alive, after ending those of windows that went away (for tests).
  package static var liveLaneCount: Int {
    LaneRegistry.shared.liveCount
  }
}
