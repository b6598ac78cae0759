/// The app's state, as the queue is told it (``PopupQueue/appStateDidChange(to:)``).
public enum PopupAppState: Hashable, Sendable {
  /// In the foreground and receiving events: pop-ups may be shown.
  case active
  /// In the foreground without events (a system alert, the app switcher): nothing new shows.
  case inactive
  /// In the background: nothing new shows.
  case background
}
