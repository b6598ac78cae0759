import Baton
import Testing

@Suite struct SwipeBackRefusalTests {
  static let cases: [SwipeBackCase] = [
    // The app's rules refuse every gesture.
    .init("edge at the root", .clear(.systemEdge).with { $0.stackDepth = 1 }, .refuse(.atRoot)),
    .init(
      "content at the root",
      .clear(.systemContent).with { $0.stackDepth = 1 },
      .refuse(.atRoot)
    ),
    .init("pan at the root", .clear(.fullScreenPan).with { $0.stackDepth = 1 }, .refuse(.atRoot)),
    .init("empty stack", .clear(.systemEdge).with { $0.stackDepth = 0 }, .refuse(.atRoot)),
    .init("negative depth", .clear(.fullScreenPan).with { $0.stackDepth = -3 }, .refuse(.atRoot)),
    .init(
      "edge during a UIKit transition",
      .clear(.systemEdge).with { $0.isTransitionRunning = true },
      .refuse(.transitionRunning)
    ),
    .init(
      "content during a UIKit transition",
      .clear(.systemContent).with { $0.isTransitionRunning = true },
      .refuse(.transitionRunning)
    ),
    .init(
      "pan during a UIKit transition",
      .clear(.fullScreenPan).with { $0.isTransitionRunning = true },
      .refuse(.transitionRunning)
    ),
    .init("edge, lane busy", .clear(.systemEdge).with { $0.isLaneBusy = true }, .refuse(.laneBusy)),
    .init(
      "content, lane busy",
      .clear(.systemContent).with { $0.isLaneBusy = true },
      .refuse(.laneBusy)
    ),
    .init(
      "pan, lane busy",
      .clear(.fullScreenPan).with { $0.isLaneBusy = true },
      .refuse(.laneBusy)
    ),
    .init(
      "edge, screen opted out",
      .clear(.systemEdge).with { $0.topScreenAllowsSwipeBack = false },
      .refuse(.optedOut)
    ),
    .init(
      "content, screen opted out",
      .clear(.systemContent).with { $0.topScreenAllowsSwipeBack = false },
      .refuse(.optedOut)
    ),
    .init(
      "pan, screen opted out",
      .clear(.fullScreenPan).with { $0.topScreenAllowsSwipeBack = false },
      .refuse(.optedOut)
    ),
    .init(
      "edge in the navigation bar",
      .clear(.systemEdge).with { $0.isTouchInNavigationBar = true },
      .refuse(.touchInNavigationBar)
    ),
    .init(
      "content in the navigation bar",
      .clear(.systemContent).with { $0.isTouchInNavigationBar = true },
      .refuse(.touchInNavigationBar)
    ),
    .init(
      "pan in the navigation bar",
      .clear(.fullScreenPan).with { $0.isTouchInNavigationBar = true },
      .refuse(.touchInNavigationBar)
    ),
    // The full-width rules.
    .init(
      "content, full-screen opt-out",
      .clear(.systemContent).with { $0.topScreenAllowsFullScreenSwipeBack = false },
      .refuse(.fullScreenOptedOut)
    ),
    .init(
      "pan, full-screen opt-out",
      .clear(.fullScreenPan).with { $0.topScreenAllowsFullScreenSwipeBack = false },
      .refuse(.fullScreenOptedOut)
    ),
    .init(
      "content in a scroll view not at its edge",
      .clear(.systemContent).with { $0.scrollView = .notAtLeadingEdge },
      .refuse(.scrollViewNotAtLeadingEdge)
    ),
    .init(
      "pan in a scroll view not at its edge",
      .clear(.fullScreenPan).with { $0.scrollView = .notAtLeadingEdge },
      .refuse(.scrollViewNotAtLeadingEdge)
    ),
    // Baton's own pan only.
    .init(
      "pan where the system content gesture exists",
      .clear(.fullScreenPan).with { $0.isSystemContentGestureAvailable = true },
      .refuse(.yieldsToSystemContentGesture)
    ),
    .init(
      "pan on a control",
      .clear(.fullScreenPan).with { $0.isTouchOnControl = true },
      .refuse(.onControl)
    ),
    .init(
      "pan towards the leading edge",
      .clear(.fullScreenPan).with { $0.translation = SwipeBackVector(x: -12, y: 0) },
      .refuse(.notLeadingToTrailing(.trailingToLeading))
    ),
    .init(
      "vertical pan",
      .clear(.fullScreenPan).with { $0.translation = SwipeBackVector(x: 3, y: 40) },
      .refuse(.notLeadingToTrailing(.mostlyVertical))
    ),
    .init(
      "pan with no movement",
      .clear(.fullScreenPan).with { $0.translation = .zero },
      .refuse(.notLeadingToTrailing(.noMovement))
    ),
  ]

  @Test(arguments: cases)
  func eachObstacleRefusesWithItsReason(_ row: SwipeBackCase) {
    #expect(SwipeBackPolicy().evaluate(row.context) == row.expected)
  }

  static let allowed: [SwipeBackCase] = [
    .init("edge, two screens", .clear(.systemEdge), .allow),
    .init("content, two screens", .clear(.systemContent), .allow),
    .init("pan, two screens", .clear(.fullScreenPan), .allow),
    .init("pan, deep stack", .clear(.fullScreenPan).with { $0.stackDepth = 40 }, .allow),
    .init(
      "pan in a scroll view at its leading edge",
      .clear(.fullScreenPan).with { $0.scrollView = .atLeadingEdge },
      .allow
    ),
    .init(
      "content in a scroll view at its leading edge",
      .clear(.systemContent).with { $0.scrollView = .atLeadingEdge },
      .allow
    ),
  ]

  @Test(arguments: allowed)
  func aSwipeWithNothingInItsWayIsAllowed(_ row: SwipeBackCase) {
    let decision = SwipeBackPolicy().evaluate(row.context)
    #expect(decision == .allow)
    #expect(decision.isAllowed)
    #expect(decision.refusal == nil)
  }

  @Test func aRefusalCarriesItsReason() {
    let decision = SwipeBackPolicy().evaluate(.clear(.systemEdge).with { $0.stackDepth = 1 })
    #expect(!decision.isAllowed)
    #expect(decision.refusal == .atRoot)
  }
}
