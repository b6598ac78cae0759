/// The horizontally scrollable views under the touch, as a swipe-back sees them.
///
/// Every one of them counts, not only the innermost: a carousel at its start inside a pager
/// turned to a later page is ``notAtLeadingEdge`` (the pan pages the pager back).
///
/// "Leading edge" is in layout terms: in a right-to-left layout a scroll view is at its
/// leading edge when it shows the right end of its content.
///
/// > Important: The adapter decides what counts. A scroll view that cannot scroll
/// > horizontally (its content no wider than its bounds, or scrolling disabled) is
/// > ``noScrollView``; one that is bouncing beyond its leading edge is ``atLeadingEdge``.
package enum SwipeBackScrollViewState: Hashable, Sendable, CaseIterable {
  /// No horizontally scrollable view is under the touch.
  case noScrollView
  /// Each one shows the leading end of its content: nothing is left to scroll towards the
  /// leading edge, so a leading-to-trailing pan can only mean "back".
  case atLeadingEdge
  /// One of them can still scroll towards its leading edge: the pan belongs to it.
  case notAtLeadingEdge
}
