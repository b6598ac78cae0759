import BatonUIKit
import HeadlessUIKit
import Testing

/// The three ways an app's calls reach the lane, for a story that every path must tell the same
/// way: the explicit API (`vc.baton`), the drop-in `BatonNavigationController` (stack calls on
/// it, presentations through `vc.baton`), and the app-wide guard (plain UIKit calls on a plain
/// navigation controller).
enum CallPath: CaseIterable, Sendable, CustomStringConvertible {
  case explicit, dropIn, guarded

  var description: String {
    switch self {
    case .explicit: "vc.baton"
    case .dropIn: "BatonNavigationController"
    case .guarded: "BatonGuard"
    }
  }

  /// Pushes `page` onto the stage's stack.
  @MainActor
  func push(_ page: UIViewController, on stage: Stage) {
    switch self {
    case .explicit: stage.navigation.baton.push(page)
    case .dropIn, .guarded: stage.navigation.pushViewController(page, animated: true)
    }
  }

  /// Pops `page` as the app would: the page's own pop, or a Back on its stack.
  @MainActor
  func pop(_ page: UIViewController, on stage: Stage) {
    switch self {
    case .explicit: page.baton.pop()
    case .dropIn, .guarded: stage.navigation.popViewController(animated: true)
    }
  }

  /// Presents `screen` from `presenter`.
  @MainActor
  func present(_ screen: UIViewController, from presenter: UIViewController) {
    switch self {
    case .explicit, .dropIn: presenter.baton.present(screen)
    case .guarded: presenter.present(screen, animated: true)
    }
  }

  /// Asks `screen` to dismiss.
  @MainActor
  func dismiss(from screen: UIViewController) {
    switch self {
    case .explicit, .dropIn: screen.baton.dismiss()
    case .guarded: screen.dismiss(animated: true)
    }
  }
}

/// Runs `body` on a stage of `profile` set up for `path`: a drop-in controller for
/// ``CallPath/dropIn``, the app-wide guard installed (and uninstalled after) for
/// ``CallPath/guarded``.
@MainActor
func onStage(
  _ profile: Headless.Profile,
  path: CallPath,
  options: BatonOptions = BatonOptions(),
  sourceLocation: SourceLocation = #_sourceLocation,
  _ body: (Stage) throws -> Void
) rethrows {
  try onStage(profile, baton: path == .dropIn, options: options, sourceLocation: sourceLocation) {
    stage in
    if path == .guarded { BatonGuard.install() }
    defer { if path == .guarded { BatonGuard.uninstall() } }
    try body(stage)
  }
}
