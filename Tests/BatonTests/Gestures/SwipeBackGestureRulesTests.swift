import Baton
import Testing

/// Which checks each gesture is subject to: the system gestures keep their own geometry.
@Suite struct SwipeBackGestureRulesTests {
  /// An obstacle that applies to some gestures only.
  enum Obstacle: String, Sendable, CaseIterable {
    case fullScreenOptOut
    case scrollViewNotAtEdge
    case control
    case systemContentGestureAvailable
    case backwardPan
    case verticalPan
    case noMovement

    func apply(to context: inout SwipeBackContext) {
      switch self {
      case .fullScreenOptOut: context.topScreenAllowsFullScreenSwipeBack = false
      case .scrollViewNotAtEdge: context.scrollView = .notAtLeadingEdge
      case .control: context.isTouchOnControl = true
      case .systemContentGestureAvailable: context.isSystemContentGestureAvailable = true
      case .backwardPan: context.translation = SwipeBackVector(x: -30, y: 0)
      case .verticalPan: context.translation = SwipeBackVector(x: 0, y: 30)
      case .noMovement: context.translation = .zero
      }
    }

    /// The gestures this obstacle refuses.
    var refuses: Set<SwipeBackGesture> {
      switch self {
      case .fullScreenOptOut, .scrollViewNotAtEdge: [.systemContent, .fullScreenPan]
      case .control, .systemContentGestureAvailable: [.fullScreenPan]
      case .backwardPan, .verticalPan, .noMovement: [.fullScreenPan]
      }
    }
  }

  @Test(arguments: Obstacle.allCases, SwipeBackGesture.allCases)
  func eachObstacleRefusesOnlyTheGesturesItConcerns(
    _ obstacle: Obstacle,
    _ gesture: SwipeBackGesture
  ) {
    let context = SwipeBackContext.clear(gesture).with { obstacle.apply(to: &$0) }
    let decision = SwipeBackPolicy().evaluate(context)
    #expect(decision.isAllowed == !obstacle.refuses.contains(gesture))
  }

  @Test func theEdgeSwipeIgnoresEveryGeometryObstacleAtOnce() {
    var context = SwipeBackContext.clear(.systemEdge)
    for obstacle in Obstacle.allCases { obstacle.apply(to: &context) }
    #expect(SwipeBackPolicy().evaluate(context) == .allow)
  }

  @Test func theContentSwipeIgnoresControlsAndDirection() {
    let context = SwipeBackContext.clear(.systemContent).with {
      $0.isTouchOnControl = true
      $0.isSystemContentGestureAvailable = true
      $0.translation = SwipeBackVector(x: -5, y: 50)
    }
    #expect(SwipeBackPolicy().evaluate(context) == .allow)
  }
}
