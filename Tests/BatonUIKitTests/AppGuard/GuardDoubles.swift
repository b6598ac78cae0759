import BatonUIKit
import Foundation
import HeadlessUIKit

/// The order of what happened in one story: appearance callbacks, completions, returns.
@MainActor
final class CallLog {
  private(set) var entries: [String] = []

  func note(_ entry: String) { entries.append(entry) }
}

/// A screen that notes its appearance callbacks in a log.
final class LoggingScreen: Screen {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.note("\(name) willAppear")
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.note("\(name) didAppear")
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.note("\(name) willDisappear")
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.note("\(name) didDisappear")
  }
}

/// An app's own navigation controller subclass that overrides nothing.
final class AppNavigationController: UINavigationController {}

/// A navigation controller subclass that overrides `pushViewController` and calls `super`, as
/// apps and libraries do to hide the tab bar on push.
final class OverridingNavigationController: UINavigationController {
  private(set) var overrideCalls = 0

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    overrideCalls += 1
    super.pushViewController(viewController, animated: animated)
  }
}

/// A stand-in for a private framework controller (a view service, SwiftUI's sheet hosting): its
/// name begins with an underscore.
final class _FrameworkSheetController: UIViewController {}

/// A second library that exchanges the same entry points as Baton (an analytics SDK, say): it
/// counts the calls it sees and always calls through.
@MainActor
final class CountingLibrary {
  private(set) var pushes = 0
  private(set) var presents = 0

  /// Exchanges push and present in the current world.
  func install() {
    let table = Headless.World.current.methodTable
    table.exchangeImplementation(of: \.pushViewController) { replaced in
      { [weak self] navigation, viewController, animated in
        self?.pushes += 1
        replaced(navigation, viewController, animated)
      }
    }
    table.exchangeImplementation(of: \.present) { replaced in
      { [weak self] presenter, viewController, animated, completion in
        self?.presents += 1
        replaced(presenter, viewController, animated, completion)
      }
    }
  }
}
