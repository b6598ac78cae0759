/// Where and how fast Baton's full-screen pan was when the finger lifted (or the system
/// cancelled the touch), for ``SwipeBackPolicy/completion(for:)``.
public struct SwipeBackRelease: Hashable, Sendable {
  /// The pan's horizontal translation since it began, in points, positive to the right.
  public var translationX: Double
  /// The pan's horizontal velocity at release, in points per second, positive to the right.
  public var velocityX: Double
  /// The width the pop travels across (the navigation controller's view), in points.
  public var width: Double
  /// Where "leading" is.
  public var layoutDirection: SwipeBackLayoutDirection
  /// Whether the system cancelled the touch (the recognizer ended `.cancelled`, for example
  /// for an incoming call) rather than the finger lifting.
  public var wasCancelled: Bool

  /// Creates a release.
  ///
  /// - Parameters:
  ///   - translationX: The horizontal translation since the pan began, positive to the right.
  ///   - velocityX: The horizontal velocity at release, positive to the right.
  ///   - width: The width the pop travels across.
  ///   - layoutDirection: Where "leading" is.
  ///   - wasCancelled: Whether the system cancelled the touch.
  public init(
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
  /// ``SwipeBackPolicy/progress(translationX:width:layoutDirection:)``.
  public var progress: Double {
    SwipeBackPolicy.progress(
      translationX: translationX,
      width: width,
      layoutDirection: layoutDirection
    )
  }
}
