import Baton
import Testing

/// The direction check of Baton's full-screen pan: leading to trailing, mostly horizontal,
/// the velocity when the translation says nothing, right-to-left mirrored.
@Suite struct SwipeBackMovementTests {
  typealias Vector = SwipeBackVector

  struct Row: Sendable, CustomTestStringConvertible {
    let rule: String
    let direction: SwipeBackLayoutDirection
    let translation: Vector
    let velocity: Vector
    let expected: SwipeBackRefusal.Movement?

    init(
      _ rule: String,
      _ direction: SwipeBackLayoutDirection,
      _ translation: Vector,
      _ velocity: Vector,
      _ expected: SwipeBackRefusal.Movement?
    ) {
      self.rule = rule
      self.direction = direction
      self.translation = translation
      self.velocity = velocity
      self.expected = expected
    }

    init(
      _ rule: String,
      _ direction: SwipeBackLayoutDirection,
      _ translation: Vector,
      _ expected: SwipeBackRefusal.Movement?
    ) {
      self.init(rule, direction, translation, .zero, expected)
    }

    var testDescription: String { rule }
  }

  static let rows: [Row] = [
    .init("LTR rightwards", .leftToRight, Vector(x: 20, y: 0), nil),
    .init("LTR leftwards", .leftToRight, Vector(x: -20, y: 0), .trailingToLeading),
    .init("RTL leftwards is back", .rightToLeft, Vector(x: -20, y: 0), nil),
    .init("RTL rightwards", .rightToLeft, Vector(x: 20, y: 0), .trailingToLeading),
    .init("LTR just under 45°", .leftToRight, Vector(x: 10.001, y: 10), nil),
    .init("LTR exactly 45° down", .leftToRight, Vector(x: 10, y: 10), .mostlyVertical),
    .init("LTR exactly 45° up", .leftToRight, Vector(x: 10, y: -10), .mostlyVertical),
    .init("RTL exactly 45°", .rightToLeft, Vector(x: -10, y: 10), .mostlyVertical),
    .init("RTL just under 45°", .rightToLeft, Vector(x: -10.001, y: -10), nil),
    .init("straight down", .leftToRight, Vector(x: 0, y: 30), .mostlyVertical),
    .init("vertical beats backward", .leftToRight, Vector(x: -1, y: 30), .mostlyVertical),
    .init(
      "zero translation: the velocity decides",
      .leftToRight,
      .zero,
      Vector(x: 400, y: 20),
      nil
    ),
    .init(
      "zero translation, backward velocity",
      .leftToRight,
      .zero,
      Vector(x: -400, y: 0),
      .trailingToLeading
    ),
    .init(
      "zero translation, vertical velocity",
      .leftToRight,
      .zero,
      Vector(x: 50, y: 900),
      .mostlyVertical
    ),
    .init(
      "zero translation, RTL velocity",
      .rightToLeft,
      .zero,
      Vector(x: -400, y: 0),
      nil
    ),
    .init(
      "the translation wins over the velocity",
      .leftToRight,
      Vector(x: 8, y: 0),
      Vector(x: -900, y: 0),
      nil
    ),
    .init("no translation, no velocity", .leftToRight, .zero, .zero, .noMovement),
    .init(
      "NaN translation: the velocity decides",
      .leftToRight,
      Vector(x: .nan, y: 0),
      Vector(x: 300, y: 0),
      nil
    ),
    .init(
      "infinite translation: the velocity decides",
      .leftToRight,
      Vector(x: .infinity, y: 0),
      Vector(x: -300, y: 0),
      .trailingToLeading
    ),
    .init(
      "nothing finite",
      .leftToRight,
      Vector(x: .nan, y: 1),
      Vector(x: 1, y: -.infinity),
      .noMovement
    ),
  ]

  @Test(arguments: rows)
  func theMovementDecidesWhetherThePanBegins(_ row: Row) {
    let policy = SwipeBackPolicy()
    #expect(
      policy.movementProblem(
        translation: row.translation,
        velocity: row.velocity,
        layoutDirection: row.direction
      ) == row.expected
    )
    let context = SwipeBackContext.clear(.fullScreenPan).with {
      $0.layoutDirection = row.direction
      $0.translation = row.translation
      $0.velocity = row.velocity
    }
    let expected: SwipeBackDecision =
      row.expected.map { .refuse(.notLeadingToTrailing($0)) } ?? .allow
    #expect(policy.evaluate(context) == expected)
  }

  /// With dominance 2, `|x|` must exceed `2 × |y|`: exactly twice is refused.
  @Test(
    arguments: [
      (Vector(x: 20, y: 10), .mostlyVertical),
      (Vector(x: 20.001, y: 10), nil),
      (Vector(x: 20.001, y: -10), nil),
      (Vector(x: 20, y: 10.001), .mostlyVertical),
      (Vector(x: -20.001, y: 10), .trailingToLeading),
    ] as [(Vector, SwipeBackRefusal.Movement?)]
  )
  func aStricterDominanceNarrowsTheAngle(
    _ translation: Vector,
    _ expected: SwipeBackRefusal.Movement?
  ) {
    let policy = SwipeBackPolicy(horizontalDominance: 2)
    let problem = policy.movementProblem(
      translation: translation,
      velocity: .zero,
      layoutDirection: .leftToRight
    )
    #expect(problem == expected)
  }

  @Test func zeroDominanceAcceptsAnyPanWithAHorizontalPart() {
    let policy = SwipeBackPolicy(horizontalDominance: 0)
    let steep = Vector(x: 0.5, y: 100)
    #expect(
      policy.movementProblem(translation: steep, velocity: .zero, layoutDirection: .leftToRight)
        == nil
    )
    let straightDown = Vector(x: 0, y: 100)
    #expect(
      policy.movementProblem(
        translation: straightDown,
        velocity: .zero,
        layoutDirection: .leftToRight
      )
        == .mostlyVertical
    )
  }

  @Test func infiniteDominanceAcceptsOnlyPerfectlyHorizontalPans() {
    let policy = SwipeBackPolicy(horizontalDominance: .infinity)
    #expect(
      policy.movementProblem(
        translation: Vector(x: 30, y: 0),
        velocity: .zero,
        layoutDirection: .leftToRight
      )
        == nil
    )
    #expect(
      policy.movementProblem(
        translation: Vector(x: 30, y: 0.1),
        velocity: .zero,
        layoutDirection: .leftToRight
      )
        == .mostlyVertical
    )
  }

  @Test(arguments: [
    (Vector.zero, false), (Vector(x: 0, y: 1), true), (Vector(x: -1, y: 0), true),
    (Vector(x: .nan, y: 1), false), (Vector(x: 1, y: .infinity), false),
  ])
  func aVectorHasADirectionWhenItIsFiniteAndNotZero(_ vector: Vector, _ hasDirection: Bool) {
    #expect(vector.hasDirection == hasDirection)
  }

  @Test(arguments: SwipeBackLayoutDirection.allCases)
  func leadingToTrailingMirrorsInRightToLeft(_ direction: SwipeBackLayoutDirection) {
    let expected: Double = direction == .leftToRight ? 5 : -5
    #expect(direction.leadingToTrailing(5) == expected)
  }
}
