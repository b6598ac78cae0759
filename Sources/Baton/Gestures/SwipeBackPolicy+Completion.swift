extension SwipeBackPolicy {
  /// The progress of an interactive pop driven by a pan: the leading-to-trailing translation
  /// as a fraction of the width, clamped to 0...1.
  ///
  /// Feed it to `UIPercentDrivenInteractiveTransition.update(_:)` while the pan changes. A
  /// finger that went back past where it started gives 0. A width that is zero, negative or
  /// not finite, or a translation that is not finite, gives 0.
  ///
  /// - Parameters:
  ///   - translationX: The horizontal translation since the pan began, positive to the right.
  ///   - width: The width the pop travels across, in points.
  ///   - layoutDirection: Where "leading" is.
  /// - Returns: The progress, from 0 (not moved) to 1 (all the way across).
  package static func progress(
    translationX: Double,
    width: Double,
    layoutDirection: SwipeBackLayoutDirection
  ) -> Double {
    guard width > 0, width.isFinite, translationX.isFinite else { return 0 }
    return min(1, max(0, layoutDirection.leadingToTrailing(translationX) / width))
  }

  /// Decides whether a released interactive pop finishes or cancels.
  ///
  /// In this order:
  /// 1. A touch the system cancelled cancels.
  /// 2. A flick towards the trailing edge faster than ``flickVelocity`` finishes.
  /// 3. A flick towards the leading edge faster than ``flickVelocity`` cancels, even past
  ///    half way: the person changed their mind.
  /// 4. Otherwise it finishes when `SwipeBackRelease/progress` is greater than
  ///    ``finishProgress``, and cancels when it is not (exactly half way cancels).
  ///
  /// A velocity that is not finite counts as zero.
  ///
  /// - Parameter release: Where and how fast the pan was at release.
  /// - Returns: `SwipeBackCompletion/finish` or `SwipeBackCompletion/cancel`.
  package func completion(for release: SwipeBackRelease) -> SwipeBackCompletion {
    if release.wasCancelled { return .cancel }
    let velocity =
      release.velocityX.isFinite ? release.layoutDirection.leadingToTrailing(release.velocityX) : 0
    if velocity > flickVelocity { return .finish }
    if velocity < -flickVelocity { return .cancel }
    return release.progress > finishProgress ? .finish : .cancel
  }
}
