import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A re-implementation of forkingdog/FDFullscreenPopGesture
/// (github.com/forkingdog/FDFullscreenPopGesture,
/// `FDFullscreenPopGesture/UINavigationController+FDFullscreenPopGesture.m` at 44ddc10), the
/// category apps add to get a swipe-back from anywhere on the page.
///
/// What the library does, kept here:
/// - On a push (its exchange of `pushViewController:animated:`), unless its pan is already on
///   the view of the system swipe-back (`interactivePopGestureRecognizer`), it adds a
///   one-finger `UIPanGestureRecognizer` there, gives it the system recognizer's own target
///   and action, read through private key-value coding (`targets`, then the first one's
///   `target`, with `handleNavigationTransition:`), makes ``FDFullscreenPopGestureDelegate``
///   its delegate, and disables the system recognizer. The pan therefore drives UIKit's own
///   interactive pop; nothing is installed before the first push (the root keeps UIKit's edge
///   swipe and its delegate), and a stack built with `setViewControllers` alone never gets it.
/// - The push itself is skipped when the controller is already on the stack.
/// - Per-screen bar appearance (`fd_viewControllerBasedNavigationBarAppearanceEnabled`, on by
///   default): the pushed screen, and the screen it covers if it has none yet, get a block that
///   their `viewWillAppear` runs, calling `setNavigationBarHidden(_:animated:)` with the
///   screen's `fd_prefersNavigationBarHidden`; every screen's `viewWillDisappear`, on the next
///   main-queue turn, shows the bar (not animated) when the stack's new top does not prefer it
///   hidden.
///
/// The library exchanges methods of `UINavigationController` and `UIViewController` app-wide;
/// the lab's stacks are all this class (its `pushViewController` override is the exchange) and
/// its screens report their appearance through ``ScreenAppearanceObserving``. HeadlessUIKit
/// models the private keys' public effect (`Docs/UIKitFacts.md` A16).
final class FDFullscreenPopNavigationController: UINavigationController {
  /// The full-screen pan (`fd_fullscreenPopGestureRecognizer`), on the system swipe's view
  /// once the first push installed it.
  let fullscreenPopGestureRecognizer: UIPanGestureRecognizer = {
    let pan = UIPanGestureRecognizer()
    pan.maximumNumberOfTouches = 1
    return pan
  }()
  /// The pan's delegate (`fd_popGestureRecognizerDelegate`).
  private let popGestureRecognizerDelegate = FDFullscreenPopGestureDelegate()
  /// Whether screens set the bar's visibility (`fd_viewControllerBasedNavigationBarAppearanceEnabled`).
  var isViewControllerBasedNavigationBarAppearanceEnabled = true
  /// The screens given the will-appear block (the library's associated `fd_willAppearInjectBlock`).
  private var screensWithAppearanceBlock: [ObjectIdentifier: WeakAppearingScreen] = [:]
  /// The life's clock, for the library's main-queue hop after `viewWillDisappear`.
  private let timers: LifeTimers

  init(rootViewController: UIViewController, timers: LifeTimers) {
    self.timers = timers
    super.init(rootViewController: rootViewController)
    popGestureRecognizerDelegate.navigationController = self
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    installFullscreenPopGestureIfNeeded()
    setUpViewControllerBasedNavigationBarAppearanceIfNeeded(viewController)
    guard !viewControllers.contains(viewController) else { return }
    super.pushViewController(viewController, animated: animated)
  }

  private func installFullscreenPopGestureIfNeeded() {
    let system = interactivePopGestureRecognizer
    let pan = fullscreenPopGestureRecognizer
    guard !(system?.view?.gestureRecognizers?.contains { $0 === pan } ?? false) else { return }
    system?.view?.addGestureRecognizer(pan)
    // The system recognizer's target and its private action.
    let targets = system?.value(forKey: "targets") as? [NSObject]
    let target = targets?.first?.value(forKey: "target")
    pan.delegate = popGestureRecognizerDelegate
    if let target { pan.addTarget(target, action: Self.navigationTransitionAction) }
    system?.isEnabled = false
  }

  /// UIKit's private handler of the interactive pop.
  private static let navigationTransitionAction = Selector(("handleNavigationTransition:"))

  private func setUpViewControllerBasedNavigationBarAppearanceIfNeeded(
    _ appearing: UIViewController
  ) {
    guard isViewControllerBasedNavigationBarAppearanceEnabled else { return }
    screensWithAppearanceBlock[ObjectIdentifier(appearing)] = WeakAppearingScreen(screen: appearing)
    // The screen it covers too, which may have come by setViewControllers.
    if let disappearing = viewControllers.last, !hasAppearanceBlock(disappearing) {
      screensWithAppearanceBlock[ObjectIdentifier(disappearing)] = WeakAppearingScreen(
        screen: disappearing
      )
    }
  }

  private func hasAppearanceBlock(_ screen: UIViewController) -> Bool {
    screensWithAppearanceBlock[ObjectIdentifier(screen)]?.screen === screen
  }

  fileprivate static func prefersBarHidden(_ screen: UIViewController) -> Bool {
    (screen as? any FDFullscreenPopPreferences)?.fdPrefersNavigationBarHidden ?? false
  }
}

extension FDFullscreenPopNavigationController: ScreenAppearanceObserving {
  /// The will-appear block: the bar takes the screen's preference.
  func screenWillAppear(_ screen: UIViewController, animated: Bool) {
    guard hasAppearanceBlock(screen) else { return }
    setNavigationBarHidden(Self.prefersBarHidden(screen), animated: animated)
  }

  /// The library's will-disappear: on the next main-queue turn, the bar shows again unless the
  /// stack's top then prefers it hidden.
  func screenWillDisappear(_ screen: UIViewController, animated: Bool) {
    timers.run(after: 0) { [weak screen] in
      guard let navigation = screen?.navigationController,
        let top = navigation.viewControllers.last, !Self.prefersBarHidden(top)
      else { return }
      navigation.setNavigationBarHidden(false, animated: false)
    }
  }
}

extension FDFullscreenPopNavigationController: SystemPopPanProviding {
  var systemPopPan: UIPanGestureRecognizer? {
    let pan = fullscreenPopGestureRecognizer
    return pan.view == nil ? nil : pan
  }
}

/// A screen referred to weakly.
private struct WeakAppearingScreen {
  weak var screen: UIViewController?
}
