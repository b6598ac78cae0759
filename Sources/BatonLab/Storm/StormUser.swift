import Foundation

/// Who chooses a storm's actions: the seeded ``RandomUser``, or a recording played back
/// (``RecordedUser``).
///
/// A storm asks, in order: at each launch whether a deep link opens the app, and at each step
/// the gap, then the action given what the user sees.
@MainActor
protocol StormUser {
  /// Whether a freshly launched app receives a deep link before its window is visible.
  mutating func opensWithDeepLink() -> DeepLink?
  /// How long the user waits before the next action.
  mutating func nextGap() -> TimeInterval
  /// What the user does next, given what they see after the gap.
  mutating func nextAction(seeing view: RandomUser.View) -> UserAction
}

extension RandomUser: StormUser {}
