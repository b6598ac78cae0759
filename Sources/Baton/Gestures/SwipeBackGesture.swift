/// The gesture that asks whether a swipe-back may begin.
///
/// The three gestures share the app's rules (stack, transitions, the top screen's opt-outs) but
/// not the geometry rules: Baton's article *Deciding a swipe-back* has the table of which check applies to which.
package enum SwipeBackGesture: Hashable, Sendable, CaseIterable {
  /// The system's edge swipe, `UINavigationController.interactivePopGestureRecognizer`.
  ///
  /// It recognizes only a pan away from the leading screen edge, so Baton does not check its
  /// direction, and the edge keeps priority over controls and scroll views under the touch.
  case systemEdge
  /// The system's full-width swipe of iOS 26,
  /// `UINavigationController.interactiveContentPopGestureRecognizer`.
  ///
  /// It recognizes only a leading-to-trailing pan, so Baton does not check its direction; it
  /// is refused by the top screen's full-screen opt-out and inside a horizontal scroll view
  /// that is not at its leading edge.
  case systemContent
  /// Baton's opt-in full-screen pan, which drives an interactive pop on any system.
  ///
  /// Every check applies: it begins only for a leading-to-trailing, mostly horizontal pan that
  /// does not start on a control, and it steps aside for ``systemContent`` where that exists.
  case fullScreenPan
}
