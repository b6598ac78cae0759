import BatonUIKit
import Foundation
import HeadlessUIKit

/// A plain screen; subclasses give distinct screen types.
class Screen: UIViewController {
  init() { super.init(nibName: nil, bundle: nil) }
  required init?(coder: NSCoder) { nil }
}

final class HomeScreen: Screen {}
final class ListScreen: Screen {}
final class DetailScreen: Screen {}
final class SettingsScreen: Screen {}
final class LoginScreen: Screen {}
final class AlertScreen: Screen {}

/// A presenter whose presentations never complete: it swallows present's completion block.
final class SwallowingPresenter: Screen {
  override func present(
    _ viewControllerToPresent: UIViewController,
    animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    super.present(viewControllerToPresent, animated: flag, completion: nil)
  }
}

/// A screen that refuses the swipe-back.
final class LockedScreen: Screen, InteractivePopControlling {
  var allowsInteractivePop = false
}

/// A screen that runs a closure once from `viewDidLoad` or `viewWillAppear`, as screens that
/// chain the next step from their own appearance do.
final class CallingScreen: Screen {
  /// The callback the closure runs from.
  enum Callback: CaseIterable, Sendable, CustomStringConvertible {
    case viewDidLoad
    case viewWillAppear

    var description: String {
      switch self {
      case .viewDidLoad: "viewDidLoad"
      case .viewWillAppear: "viewWillAppear"
      }
    }
  }

  private let callback: Callback
  private var call: ((CallingScreen) -> Void)?

  init(from callback: Callback, _ call: @escaping (CallingScreen) -> Void) {
    self.callback = callback
    self.call = call
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    if callback == .viewDidLoad { runOnce() }
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if callback == .viewWillAppear { runOnce() }
  }

  private func runOnce() {
    let call = self.call
    self.call = nil
    call?(self)
  }
}
