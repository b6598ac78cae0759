/// Where and how fast Baton's full-screen pan was when the finger lifted (or the system
/// cancelled the touch), for `SwipeBackPolicy/completion(for:)`.
package struct SwipeBackRelease: Hashable, Sendable {
  /// The pan's horizontal translation since it began, in points, positive to the right.
  package var translationX: Double
  /// The pan's horizontal velocity at release, in points per second, positive to the right.
  package var velocityX: Double
  /// The width the pop travels across (the navigation controller's view), in points.
  package var width: Double
  /// Where "leading" is.
  package var layoutDirection: SwipeBackLayoutDirection
  /// Whether the system cancelled the touch (the recognizer ended `.cancelled`, for example
  /// for an incoming call) rather than the finger lifting.
  package var wasCancelled: Bool

  /// Creates a release.
  ///
  /// - Parameters:
  ///   - translationX: The horizontal translation since the pan began, positive to the right.
  ///   - velocityX: The horizontal velocity at release, positive to the right.
  ///   - width: The width the pop travels across.
  ///   - layoutDirection: Where "leading" is.
  ///   - wasCancelled: Whether the system cancelled the touch.
  package init(
    translationX: Double,
    velocityX: Double,
    width: Double,
    layoutDirection: SwipeBackLayoutDirection = .leftToRight,
    wasCancelled: Bool = false
  ) {
    self.translationX = translationX
    self.velocityX = velocityX
    self.width = width
    self.layoutDirection = layoutDirection
    self.wasCancelled = wasCancelled
  }

  /// The pop's progress at release, in 0...1; see
  /// `SwipeBackPolicy/progress(translationX:width:layoutDirection:)`.
  package var progress: Double {
    SwipeBackPolicy.progress(
      translationX: translationX,
      width: width,
      layoutDirection: layoutDirection
    )
  }
}
