import BatonUIKit
import HeadlessUIKit
import Testing

/// Runs `body` on a stage of `profile` with the app-wide guard installed, and uninstalls it
/// after (the guard is per world, but a test leaves nothing on).
///
/// - Parameters:
///   - profile: The UIKit era.
///   - baton: Whether the stage's navigation controller is a `BatonNavigationController`
///     (default: a plain `UINavigationController`, as an app that adopted only the guard has).
///   - body: The test's story.
@MainActor
func onGuardedStage(
  _ profile: Headless.Profile,
  baton: Bool = false,
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (Stage) throws -> Void
) rethrows {
  try onStage(profile, baton: baton, sourceLocation: sourceLocation) { stage in
    BatonGuard.install()
    defer { BatonGuard.uninstall() }
    try body(stage)
  }
}
