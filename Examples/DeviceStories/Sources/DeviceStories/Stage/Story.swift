import UIKit

/// One short sequence on the real window, and what it settles in `Docs/UIKitFacts.md`.
@MainActor
struct Story {
  /// The story's name in the JSON line and in `model-expectations.json` (a replayed lab
  /// scenario keeps its file's name).
  let name: String
  /// The facts or assumptions of `Docs/UIKitFacts.md` the story settles.
  let settles: [String]
  /// What the story does programmatically in place of a finger, said plainly.
  let standIns: [String]
  /// The oldest iOS major version the story can run on; older systems report it skipped.
  var minimumIOS = 15
  /// Runs the story on a fresh stage and calls the closure once with what UIKit did.
  let run: @MainActor (Stage, @escaping @MainActor ([String: JSON]) -> Void) -> Void
}

extension Story {
  /// The seconds a story waits for animations to end before it reads the state.
  static let settle = 1.2
}
