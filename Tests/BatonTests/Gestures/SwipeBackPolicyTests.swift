import Baton
import Testing

@Suite struct SwipeBackPolicyTests {
  @Test func theDefaultsAreTheDocumentedOnes() {
    let policy = SwipeBackPolicy()
    #expect(policy.horizontalDominance == 1)
    #expect(policy.finishProgress == 0.5)
    #expect(policy.flickVelocity == 300)
    #expect(
      policy == SwipeBackPolicy(horizontalDominance: 1, finishProgress: 0.5, flickVelocity: 300)
    )
  }

  @Test func valuesOutOfRangeAreCorrected() {
    let negative = SwipeBackPolicy(
      horizontalDominance: -2,
      finishProgress: -0.1,
      flickVelocity: -50
    )
    #expect(negative.horizontalDominance == 0)
    #expect(negative.finishProgress == 0)
    #expect(negative.flickVelocity == 0)
    let tooFar = SwipeBackPolicy(finishProgress: 1.5)
    #expect(tooFar.finishProgress == 1)
    let nan = SwipeBackPolicy(horizontalDominance: .nan, finishProgress: .nan, flickVelocity: .nan)
    #expect(nan == SwipeBackPolicy())
  }

  static let allRefusals: [SwipeBackRefusal] =
    [
      .atRoot, .transitionRunning, .laneBusy, .barAnimating, .customAnimator,
      .keyboardTransitioning, .searchActive, .optedOut, .fullScreenOptedOut,
      .yieldsToSystemContentGesture, .touchInNavigationBar, .onControl,
      .scrollViewNotAtLeadingEdge,
    ] + SwipeBackRefusal.Movement.allCases.map { .notLeadingToTrailing($0) }

  @Test func everyRefusalReadsAsASentence() {
    for refusal in Self.allRefusals {
      #expect(refusal.description.first?.isUppercase == true, "\(refusal)")
      #expect(refusal.description.hasSuffix("."), "\(refusal)")
    }
    #expect(Set(Self.allRefusals.map(\.description)).count == Self.allRefusals.count)
  }

  @Test func caseNamesAreStableAndDistinctPerCase() {
    #expect(SwipeBackRefusal.atRoot.caseName == "atRoot")
    #expect(SwipeBackRefusal.notLeadingToTrailing(.noMovement).caseName == "notLeadingToTrailing")
    let names = Set(Self.allRefusals.map(\.caseName))
    #expect(names.count == Self.allRefusals.count - SwipeBackRefusal.Movement.allCases.count + 1)
  }

  @Test func theDiagnosticCodeHasItsName() {
    #expect(Diagnostic.Code.swipeBackRefused.rawValue == "swipeBackRefused")
  }
}
