import BatonTesting
import HeadlessUIKit

@testable import BatonLab

/// A world with the app's key window, for a peer library's model to open its own window beside,
/// and a ledger to make the library's pop-ups from.
@MainActor
struct PeerLibraryStage {
  let world = Headless.World(profile: .deferring)
  let scene: UIWindowScene
  let appWindow: UIWindow
  let ledger = PopupLedger(keepsEveryEntry: true)

  init() {
    scene = world.makeWindowScene()
    appWindow = UIWindow(windowScene: scene)
    appWindow.rootViewController = UIViewController()
    appWindow.makeKeyAndVisible()
  }

  var scheduler: VirtualScheduler { world.scheduler }

  /// A pop-up for a new request with `key`.
  func popup(_ key: String, priority: Int = 0) -> PeerPopupController {
    PeerPopupController(entry: ledger.open(PopupStormAlert(key: key, priority: priority)))
  }

  /// Lets `seconds` of virtual time pass.
  func advance(by seconds: Double) { scheduler.advance(by: seconds) }

  /// Runs everything left; nothing may stay pending.
  func settle() {
    while let next = scheduler.nextDeadline { scheduler.advance(to: next) }
  }
}
