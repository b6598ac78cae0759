extension Diagnostic.Code {
  /// A swipe-back asked to begin and was refused.
  ///
  /// The message is the `SwipeBackRefusal/description` of its reason. Report it with
  /// severity ``Diagnostic/Severity/info``: refusing is the expected behaviour.
  public static let swipeBackRefused = Self(rawValue: "swipeBackRefused")
}
