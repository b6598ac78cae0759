/// The thresholds of Baton's swipe-back decision: whether a swipe-back may begin and whether an
/// interactive pop finishes, decided as pure functions of a value.
///
/// An app names it to tune Baton's full-screen pan; the decision itself, and the values it reads
/// (what the adapter sees when a gesture asks to begin, and when the pan ends), are the
/// package's own.
///
/// ```swift
/// navigation.isFullScreenSwipeBackEnabled = true
/// navigation.fullScreenSwipeBackPolicy = SwipeBackPolicy(finishProgress: 0.4)
/// ```
///
/// Baton's article *Deciding a swipe-back* gives the rules, their order and where the defaults
/// come from.
public struct SwipeBackPolicy: Hashable, Sendable {
  /// How much larger the horizontal movement must be than the vertical one for Baton's
  /// full-screen pan to begin: it begins when `|x| > horizontalDominance × |y|`.
  ///
  /// The default, 1, accepts pans within 45° of the horizontal; exactly 45° is refused. 2
  /// would accept about 26.6°. Only `SwipeBackGesture/fullScreenPan` checks it: the
  /// system gestures recognize their own direction.
  public let horizontalDominance: Double
  /// The fraction of the width past which a released interactive pop finishes.
  ///
  /// It finishes when its progress is greater than this. The default is 0.5, "past half
  /// way".
  public let finishProgress: Double
  /// The release speed, in points per second, that decides a released pop on its own.
  ///
  /// Faster than this towards the trailing edge, the pop finishes wherever it is; as fast
  /// towards the leading edge, it cancels, even past half way. The default is 300.
  public let flickVelocity: Double

  /// The default ``horizontalDominance``: 1, within 45° of the horizontal.
  public static let defaultHorizontalDominance: Double = 1
  /// The default ``finishProgress``: 0.5, past half way.
  public static let defaultFinishProgress: Double = 0.5
  /// The default ``flickVelocity``: 300 points per second.
  public static let defaultFlickVelocity: Double = 300

  /// Creates a policy; the defaults are the documented ones.
  ///
  /// Values out of range are corrected rather than trapped on: a NaN takes the default, a
  /// negative ``horizontalDominance`` or ``flickVelocity`` becomes 0, and ``finishProgress``
  /// is clamped to 0...1.
  ///
  /// - Parameters:
  ///   - horizontalDominance: How much the horizontal movement must exceed the vertical one.
  ///   - finishProgress: The fraction past which a released pop finishes.
  ///   - flickVelocity: The release speed, in points per second, that decides on its own.
  public init(
    horizontalDominance: Double = Self.defaultHorizontalDominance,
    finishProgress: Double = Self.defaultFinishProgress,
    flickVelocity: Double = Self.defaultFlickVelocity
  ) {
    self.horizontalDominance =
      horizontalDominance.isNaN ? Self.defaultHorizontalDominance : max(0, horizontalDominance)
    self.finishProgress =
      finishProgress.isNaN ? Self.defaultFinishProgress : min(1, max(0, finishProgress))
    self.flickVelocity = flickVelocity.isNaN ? Self.defaultFlickVelocity : max(0, flickVelocity)
  }

  /// Decides whether a swipe-back may begin.
  ///
  /// The checks run in the order of `SwipeBackRefusal`'s cases and the first that fails is
  /// reported; which checks apply depends on the `SwipeBackContext/gesture`.
  ///
  /// - Parameter context: The gesture, the stack and what is under the touch.
  /// - Returns: `SwipeBackDecision/allow`, or `SwipeBackDecision/refuse(_:)` with the
  ///   first reason that holds.
  package func evaluate(_ context: SwipeBackContext) -> SwipeBackDecision {
    if let refusal = firstRefusal(for: context) { return .refuse(refusal) }
    return .allow
  }

  /// What is wrong with a pan's movement for Baton's full-screen pan, if anything.
  ///
  /// The translation decides when it has a direction; otherwise the velocity does (UIKit may
  /// ask before the finger has moved). A pan whose horizontal and vertical parts are equal
  /// (exactly 45° with the default dominance) is mostly vertical.
  ///
  /// - Parameters:
  ///   - translation: How far the finger has moved, in screen terms.
  ///   - velocity: How fast it moves, in screen terms.
  ///   - layoutDirection: Where "leading" is.
  /// - Returns: `nil` for a leading-to-trailing, mostly horizontal pan; otherwise the
  ///   problem.
  package func movementProblem(
    translation: SwipeBackVector,
    velocity: SwipeBackVector,
    layoutDirection: SwipeBackLayoutDirection
  ) -> SwipeBackRefusal.Movement? {
    let movement: SwipeBackVector
    if translation.hasDirection {
      movement = translation
    } else if velocity.hasDirection {
      movement = velocity
    } else {
      return .noMovement
    }
    let horizontal = abs(movement.x)
    let vertical = abs(movement.y)
    guard vertical == 0 || horizontal > horizontalDominance * vertical else {
      return .mostlyVertical
    }
    return layoutDirection.leadingToTrailing(movement.x) > 0 ? nil : .trailingToLeading
  }

  private func firstRefusal(for context: SwipeBackContext) -> SwipeBackRefusal? {
    let rules = context.gesture.rules
    if context.stackDepth < 2 { return .atRoot }
    if !context.isTransitionPreemptable {
      if context.isTransitionRunning { return .transitionRunning }
      if context.isLaneBusy { return .laneBusy }
      if context.isBarAnimating { return .barAnimating }
    }
    if rules.isSystemGesture, context.hasCustomAnimator { return .customAnimator }
    if context.isKeyboardTransitioning { return .keyboardTransitioning }
    if context.isSearchHidingBar { return .searchActive }
    if !context.topScreenAllowsSwipeBack { return .optedOut }
    if rules.isFullWidth, !context.topScreenAllowsFullScreenSwipeBack {
      return .fullScreenOptedOut
    }
    if rules.yieldsToSystemContentGesture, context.isSystemContentGestureAvailable {
      return .yieldsToSystemContentGesture
    }
    if context.isTouchInNavigationBar { return .touchInNavigationBar }
    if rules.avoidsControls, context.isTouchOnControl { return .onControl }
    if rules.checksMovement,
      let problem = movementProblem(
        translation: context.translation,
        velocity: context.velocity,
        layoutDirection: context.layoutDirection
      )
    {
      return .notLeadingToTrailing(problem)
    }
    if rules.isFullWidth, context.scrollView == .notAtLeadingEdge {
      return .scrollViewNotAtLeadingEdge
    }
    return nil
  }
}

/// Which of the geometry checks a gesture is subject to; the app's rules apply to all.
private struct GestureRules {
  /// One of UIKit's own recognizers, driven by UIKit's built-in interaction.
  var isSystemGesture: Bool
  /// A full-width swipe: subject to the full-screen opt-out and to scroll views.
  var isFullWidth: Bool
  /// Steps aside for the system's content gesture.
  var yieldsToSystemContentGesture: Bool
  /// Refused on controls.
  var avoidsControls: Bool
  /// Its direction is checked by Baton rather than by the system's recognizer.
  var checksMovement: Bool
}

extension SwipeBackGesture {
  fileprivate var rules: GestureRules {
    switch self {
    case .systemEdge:
      GestureRules(
        isSystemGesture: true,
        isFullWidth: false,
        yieldsToSystemContentGesture: false,
        avoidsControls: false,
        checksMovement: false
      )
    case .systemContent:
      GestureRules(
        isSystemGesture: true,
        isFullWidth: true,
        yieldsToSystemContentGesture: false,
        avoidsControls: false,
        checksMovement: false
      )
    case .fullScreenPan:
      GestureRules(
        isSystemGesture: false,
        isFullWidth: true,
        yieldsToSystemContentGesture: true,
        avoidsControls: true,
        checksMovement: true
      )
    }
  }
}
