/// What the focused pop-up storm (`storm --app popups`) reports: the pop-up figures, and the
/// requests stranded in the window's lane.
struct PopupStormFigures: Equatable, Sendable {
  /// The pop-up figures.
  var popups: PopupStormMetrics
  /// Requests stranded in Baton's lane (see ``StrandedRequestWatch``); 0 for the strategies
  /// without one.
  var strandedRequests: Int
}
