/// The ways of calling UIKit that the lab compares.
package enum StrategyName: String, CaseIterable, Sendable {
  /// Direct UIKit calls.
  case raw
  /// A fixed 0.3 s hop before every navigation call.
  case delay
  /// A per-navigation-controller flag set on push and pop, cleared on did-show.
  case switchingFlag = "switching-flag"
  /// A per-window flag released on did-show or a modal completion, with a queue.
  case windowLock = "window-lock"
  /// The popular swipe-back recipe: a navigation controller that makes itself its edge
  /// gesture's delegate and lets it begin when `viewControllers.count > 1`; pages are pushed
  /// and presented directly, as with ``raw``.
  case replaceDelegate = "replace-delegate"
  /// BatonUIKit: one transition at a time per window, an outcome for every request.
  case baton
  /// Plain UIKit call sites, as ``raw``, with Baton's app-wide guard installed at launch
  /// (`BatonGuard.install()`): zero-change adoption.
  case `guard`
  /// A re-implementation of Plasma/BufferedNavigationController: a navigation controller that
  /// is its own delegate, holds navigation calls made during a transition and replays one per
  /// did-show (the first peer library).
  case bufferedNav = "buffered-nav"
  /// A re-implementation of forkingdog/FDFullscreenPopGesture: after the first push, a
  /// full-screen pan given the system swipe-back's target replaces the disabled edge swipe,
  /// gated by the library's delegate; pages are pushed and presented directly, as with ``raw``
  /// (the gesture peer).
  case fdFullscreenPop = "fd-fullscreen-pop"

  /// The strategies `baton-lab demo` compares, in the order of its rows.
  ///
  /// The home-made recipes and Baton; the README quotes their rows, so a re-implemented library
  /// joins ``peers`` instead.
  static let demo: [StrategyName] = [
    .raw, .delay, .switchingFlag, .windowLock, .replaceDelegate, .baton, .guard,
  ]

  /// The re-implemented libraries apps pick instead of Baton, run with `storm` and
  /// `scenario` (`--strategy`) and in `demo --peers`'s section, not in the demo's own table.
  static let peers: [StrategyName] = [.bufferedNav, .fdFullscreenPop]
}
