import Baton
import Testing

/// UIKit's own refusals (`Docs/UIKitFacts.md` A5) that Baton honours, and the transition the
/// user may interrupt on iOS 26.
@Suite struct SwipeBackSystemRefusalTests {
  /// A refusal UIKit makes, as a change to a clear context.
  enum SystemReason: String, Sendable, CaseIterable {
    case barAnimating
    case customAnimator
    case keyboardTransitioning
    case searchActive

    func apply(to context: inout SwipeBackContext) {
      switch self {
      case .barAnimating: context.isBarAnimating = true
      case .customAnimator: context.hasCustomAnimator = true
      case .keyboardTransitioning: context.isKeyboardTransitioning = true
      case .searchActive: context.isSearchHidingBar = true
      }
    }

    var refusal: SwipeBackRefusal {
      switch self {
      case .barAnimating: .barAnimating
      case .customAnimator: .customAnimator
      case .keyboardTransitioning: .keyboardTransitioning
      case .searchActive: .searchActive
      }
    }
  }

  @Test(arguments: SystemReason.allCases, SwipeBackGesture.allCases)
  func eachOfUIKitsRefusalsKeepsItsReason(_ reason: SystemReason, _ gesture: SwipeBackGesture) {
    let context = SwipeBackContext.clear(gesture).with { reason.apply(to: &$0) }
    let decision = SwipeBackPolicy().evaluate(context)
    // Baton's own pan drives any animator through its interaction controller.
    if reason == .customAnimator, gesture == .fullScreenPan {
      #expect(decision == .allow)
    } else {
      #expect(decision == .refuse(reason.refusal))
    }
  }

  @Test func theDefaultsAllow() {
    let context = SwipeBackContext(gesture: .systemEdge, stackDepth: 2)
    #expect(!context.isTransitionPreemptable)
    #expect(!context.isBarAnimating)
    #expect(!context.hasCustomAnimator)
    #expect(!context.isKeyboardTransitioning)
    #expect(!context.isSearchHidingBar)
    #expect(SwipeBackPolicy().evaluate(context) == .allow)
  }

  @Test(arguments: SwipeBackGesture.allCases)
  func aPreemptableTransitionRefusesNothingOfTheTransitions(_ gesture: SwipeBackGesture) {
    let busy = SwipeBackContext.clear(gesture).with {
      $0.isTransitionRunning = true
      $0.isLaneBusy = true
      $0.isBarAnimating = true
    }
    #expect(SwipeBackPolicy().evaluate(busy) == .refuse(.transitionRunning))
    let preemptable = busy.with { $0.isTransitionPreemptable = true }
    #expect(SwipeBackPolicy().evaluate(preemptable) == .allow)
  }

  @Test func aPreemptableTransitionStillRefusesAtTheRootAndForTheKeyboard() {
    let atRoot = SwipeBackContext.clear(.systemEdge).with {
      $0.isTransitionPreemptable = true
      $0.stackDepth = 1
    }
    #expect(SwipeBackPolicy().evaluate(atRoot) == .refuse(.atRoot))
    let keyboard = SwipeBackContext.clear(.systemEdge).with {
      $0.isTransitionPreemptable = true
      $0.isTransitionRunning = true
      $0.isKeyboardTransitioning = true
    }
    #expect(SwipeBackPolicy().evaluate(keyboard) == .refuse(.keyboardTransitioning))
  }

  @Test func theNewReasonsHaveStableNames() {
    #expect(SwipeBackRefusal.barAnimating.caseName == "barAnimating")
    #expect(SwipeBackRefusal.customAnimator.caseName == "customAnimator")
    #expect(SwipeBackRefusal.keyboardTransitioning.caseName == "keyboardTransitioning")
    #expect(SwipeBackRefusal.searchActive.caseName == "searchActive")
  }
}
