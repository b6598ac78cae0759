import Baton
import BatonRouting
import BatonUIKit
import Foundation
import HeadlessUIKit

/// A screen registered by type: `/detail/<int:id>`.
final class RoutedDetailScreen: UIViewController, RoutableScreen {
  static let routePattern = "/detail/<int:id>"
  static let routeName: String? = "detail"
  let itemID: Int

  required init(match: RouteMatch) throws(RouteError) {
    itemID = try match.int("id")
    super.init(nibName: nil, bundle: nil)
  }

  init(id: Int) {
    itemID = id
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

/// A plain screen built by a closure.
final class RoutedSettingsScreen: UIViewController {
  let section: String

  init(section: String) {
    self.section = section
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }
}

/// The navigation controller class a router is configured to wrap presented screens in.
final class SheetNavigationController: BatonNavigationController {}

/// Counts how many screens a router's factories built.
@MainActor
final class FactoryLog {
  private(set) var built: [String] = []

  func record(_ name: String) { built.append(name) }
}

/// A router on a stage's window with the test routes registered.
@MainActor
func makeRouter(on stage: Stage, log: FactoryLog = FactoryLog()) throws -> BatonRouter<Void> {
  let window = stage.window
  let router = BatonRouter(
    window: { window },
    makeNavigationController: { SheetNavigationController(rootViewController: $0) }
  )
  try router.register(RoutedDetailScreen.self)
  try router.register("myapp://settings/<section>", name: "settings") { match, _ in
    log.record("settings")
    return .screen(RoutedSettingsScreen(section: try match.string("section")))
  }
  try router.register("/stack") { _, _ in
    log.record("stack")
    return .screen(UINavigationController(rootViewController: ListScreen()))
  }
  return router
}
