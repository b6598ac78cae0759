import Baton
import Testing

/// The end of Baton's full-screen pan: finish past half way or on a fast flick, cancel
/// otherwise; right-to-left mirrored.
@Suite struct SwipeBackCompletionTests {
  struct Row: Sendable, CustomTestStringConvertible {
    let rule: String
    let release: SwipeBackRelease
    let expected: SwipeBackCompletion

    init(_ rule: String, _ release: SwipeBackRelease, _ expected: SwipeBackCompletion) {
      self.rule = rule
      self.release = release
      self.expected = expected
    }

    var testDescription: String { rule }
  }

  static func ltr(_ x: Double, _ v: Double, cancelled: Bool = false) -> SwipeBackRelease {
    SwipeBackRelease(translationX: x, velocityX: v, width: 400, wasCancelled: cancelled)
  }

  static func rtl(_ x: Double, _ v: Double) -> SwipeBackRelease {
    SwipeBackRelease(translationX: x, velocityX: v, width: 400, layoutDirection: .rightToLeft)
  }

  static let rows: [Row] = [
    .init("slow, a quarter of the way", ltr(100, 0), .cancel),
    .init("slow, exactly half way", ltr(200, 0), .cancel),
    .init("slow, just past half way", ltr(200.04, 0), .finish),
    .init("slow, all the way", ltr(400, 0), .finish),
    .init("beyond the width", ltr(900, 0), .finish),
    .init("flick at exactly the threshold", ltr(40, 300), .cancel),
    .init("flick just above the threshold", ltr(40, 300.01), .finish),
    .init("fast flick from barely moved", ltr(1, 2_000), .finish),
    .init("slowly back past half way", ltr(300, -100), .finish),
    .init("flick back at exactly the threshold", ltr(300, -300), .finish),
    .init("flick back just above the threshold", ltr(300, -300.01), .cancel),
    .init("flick back from all the way", ltr(400, -1_500), .cancel),
    .init("went back behind the start", ltr(-50, 0), .cancel),
    .init("cancelled by the system past half way", ltr(380, 900, cancelled: true), .cancel),
    .init("RTL leftwards past half way", rtl(-250, 0), .finish),
    .init("RTL leftwards a quarter", rtl(-100, 0), .cancel),
    .init("RTL flick leftwards", rtl(-40, -500), .finish),
    .init("RTL flick rightwards past half way", rtl(-300, 500), .cancel),
    .init("RTL rightwards past 'half way'", rtl(250, 0), .cancel),
    .init(
      "zero width: only a flick finishes",
      SwipeBackRelease(translationX: 300, velocityX: 0, width: 0),
      .cancel
    ),
    .init(
      "zero width, flick",
      SwipeBackRelease(translationX: 300, velocityX: 500, width: 0),
      .finish
    ),
    .init(
      "NaN velocity counts as zero",
      SwipeBackRelease(translationX: 300, velocityX: .nan, width: 400),
      .finish
    ),
    .init(
      "infinite velocity counts as zero",
      SwipeBackRelease(translationX: 10, velocityX: .infinity, width: 400),
      .cancel
    ),
  ]

  @Test(arguments: rows)
  func aReleasedPopFinishesOrCancels(_ row: Row) {
    #expect(SwipeBackPolicy().completion(for: row.release) == row.expected)
  }

  @Test(
    arguments: [
      (120.0, 400.0, SwipeBackLayoutDirection.leftToRight, 0.3),
      (-120, 400, .rightToLeft, 0.3),
      (120, 400, .rightToLeft, 0),
      (-40, 400, .leftToRight, 0),
      (1_000, 400, .leftToRight, 1),
      (100, 0, .leftToRight, 0),
      (100, -400, .leftToRight, 0),
      (100, .infinity, .leftToRight, 0),
      (100, .nan, .leftToRight, 0),
      (.nan, 400, .leftToRight, 0),
    ] as [(Double, Double, SwipeBackLayoutDirection, Double)]
  )
  func progressIsTheLeadingToTrailingFractionClamped(
    _ translationX: Double,
    _ width: Double,
    _ direction: SwipeBackLayoutDirection,
    _ expected: Double
  ) {
    let progress = SwipeBackPolicy.progress(
      translationX: translationX,
      width: width,
      layoutDirection: direction
    )
    #expect(progress == expected)
    let release = SwipeBackRelease(
      translationX: translationX,
      velocityX: 0,
      width: width,
      layoutDirection: direction
    )
    #expect(release.progress == expected)
  }

  @Test func tunedThresholdsMoveTheBoundaries() {
    let policy = SwipeBackPolicy(finishProgress: 0.3, flickVelocity: 100)
    #expect(policy.completion(for: Self.ltr(121, 0)) == .finish)
    #expect(policy.completion(for: Self.ltr(120, 0)) == .cancel)
    #expect(policy.completion(for: Self.ltr(10, 101)) == .finish)
    #expect(policy.completion(for: Self.ltr(300, -101)) == .cancel)
  }

  @Test func zeroFlickVelocityLetsTheDirectionOfReleaseDecide() {
    // Like SloppySwiper: any movement towards the trailing edge finishes.
    let policy = SwipeBackPolicy(flickVelocity: 0)
    #expect(policy.completion(for: Self.ltr(5, 1)) == .finish)
    #expect(policy.completion(for: Self.ltr(390, -1)) == .cancel)
    #expect(policy.completion(for: Self.ltr(390, 0)) == .finish)
  }

  @Test func finishingAtFullProgressNeverHappensWithoutAFlick() {
    let policy = SwipeBackPolicy(finishProgress: 1)
    #expect(policy.completion(for: Self.ltr(400, 0)) == .cancel)
    #expect(policy.completion(for: Self.ltr(400, 301)) == .finish)
  }
}
