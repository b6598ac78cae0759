import Foundation
import HeadlessUIKit
import Testing

// Compile-shape checks: app-style code that must compile unchanged against UIKit
// (Docs/UIKitFacts.md Part B). A spelling drift in HeadlessUIKit breaks this file's build, or warns where iOS does
// not. Nothing here imports Headless except the one test that drives it.

final class ProfileViewController: UIViewController, UINavigationControllerDelegate {
  var appeared = 0

  init() {
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func loadView() {
    view = UIView(frame: .zero)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    navigationItem.hidesBackButton = true
    navigationItem.leftBarButtonItem = UIBarButtonItem(
      title: "Back",
      style: .plain,
      target: self,
      action: Selector(("goBack:"))
    )
    navigationItem.setHidesBackButton(true, animated: false)
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      primaryAction: UIAction(title: "Edit") { _ in }
    )
    navigationItem.setRightBarButton(UIBarButtonItem(customView: UIView()), animated: true)
    navigationItem.backButtonDisplayMode = .minimal
    navigationItem.leftBarButtonItems = [
      UIBarButtonItem(
        image: UIImage(systemName: "chevron.left"),
        style: .plain,
        target: self,
        action: Selector(("goBack:"))
      )
    ]
    view.backgroundColor = .systemBackground
    navigationController?.navigationBar.tintColor = .label
    navigationController?.navigationBar.barTintColor = UIColor(white: 1, alpha: 0.9)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if isMovingToParent || isBeingPresented { appeared += 1 }
    transitionCoordinator?.animate(
      alongsideTransition: { _ in },
      completion: { context in
        if context.isCancelled { self.appeared -= 1 }
      }
    )
    transitionCoordinator?.animate(alongsideTransition: nil)
    transitionCoordinator?.notifyWhenInteractionChanges { context in
      _ = context.isCancelled
    }
  }

  override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
  override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    _ = isMovingFromParent || isBeingDismissed
  }

  override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
  override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    // The class's own `navigationController` property still resolves
    // (Docs/UIKitFacts.md Part B §10).
    _ = self.navigationController?.viewControllers.count
  }

  #if canImport(ObjectiveC)
    @objc func goBack(_ sender: Any?) { navigationController?.popViewController(animated: true) }
  #else
    func goBack(_ sender: Any?) { navigationController?.popViewController(animated: true) }
  #endif
}

final class SafeNavigationController: UINavigationController {
  private(set) var pushes = 0

  override func pushViewController(_ viewController: UIViewController, animated: Bool) {
    pushes += 1
    super.pushViewController(viewController, animated: animated)
  }

  override func popViewController(animated: Bool) -> UIViewController? {
    let isSwipe = interactivePopGestureRecognizer?.state == .began
    _ = isSwipe
    return super.popViewController(animated: animated)
  }

  override func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    super.popToViewController(viewController, animated: animated)
  }

  override func popToRootViewController(animated: Bool) -> [UIViewController]? {
    super.popToRootViewController(animated: animated)
  }

  override func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    super.setViewControllers(viewControllers, animated: animated)
  }
}

final class CustomInitNavigationController: UINavigationController {
  override init(rootViewController: UIViewController) {
    super.init(rootViewController: rootViewController)
  }

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(coder: aDecoder)
  }
}

final class ForwardingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  weak var forwardee: (any UINavigationControllerDelegate)?
  var shown: [UIViewController] = []

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    forwardee?.navigationController?(
      navigationController,
      willShow: viewController,
      animated: animated
    )
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    shown.append(viewController)
    forwardee?.navigationController?(
      navigationController,
      didShow: viewController,
      animated: animated
    )
  }
}

final class WrappingGestureDelegate: NSObject, UIGestureRecognizerDelegate {
  weak var original: (any UIGestureRecognizerDelegate)?
  weak var navigationController: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigationController, navigationController.viewControllers.count > 1 else {
      return false
    }
    return original?.gestureRecognizerShouldBegin?(gestureRecognizer) ?? true
  }

  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
    -> Bool
  {
    if let bar = navigationController?.navigationBar, let view = touch.view,
      view.isDescendant(of: bar)
    {
      return false
    }
    return original?.gestureRecognizer?(gestureRecognizer, shouldReceive: touch) ?? true
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    original?.gestureRecognizer?(
      gestureRecognizer,
      shouldRecognizeSimultaneouslyWith: otherGestureRecognizer
    ) ?? false
  }
}

final class SwipeAreaView: UIView, UIGestureRecognizerDelegate {
  override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    super.gestureRecognizerShouldBegin(gestureRecognizer)
  }
}

final class GestureTarget: NSObject {
  let body: (UIScreenEdgePanGestureRecognizer) -> Void

  init(_ body: @escaping (UIScreenEdgePanGestureRecognizer) -> Void) {
    self.body = body
  }

  #if canImport(ObjectiveC)
    @objc func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) { body(recognizer) }
  #else
    func handle(_ recognizer: UIScreenEdgePanGestureRecognizer) { body(recognizer) }
  #endif
}

@MainActor
func keyWindow() -> UIWindow? {
  UIApplication.shared.connectedScenes
    .compactMap { $0 as? UIWindowScene }
    .flatMap { $0.windows }
    .first { $0.isKeyWindow }
}

@MainActor
func topMost(from root: UIViewController?) -> UIViewController? {
  var current = root
  while true {
    if let presented = current?.presentedViewController {
      current = presented
    } else if let navigation = current as? UINavigationController {
      current = navigation.visibleViewController ?? navigation.topViewController
      if current === navigation { return current }
      if current?.presentedViewController == nil, !(current is UINavigationController) {
        return current
      }
    } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController
    {
      current = selected
    } else {
      return current
    }
  }
}

@MainActor
func describe(_ style: UIModalPresentationStyle) -> String {
  switch style {
  case .fullScreen, .overFullScreen: return "full"
  case .pageSheet, .formSheet, .automatic: return "sheet"
  case .currentContext, .overCurrentContext, .custom, .popover, .none: return "other"
  @unknown default: return "unknown"
  }
}

@MainActor
func describe(_ state: UIGestureRecognizer.State) -> String {
  switch state {
  case .began, .changed: return "active"
  case .possible, .ended, .cancelled, .failed: return "idle"
  @unknown default: return "unknown"
  }
}

@MainActor
func appCodeThatMustCompile(window: UIWindow, navigation: UINavigationController) {
  let profile = ProfileViewController()
  navigation.pushViewController(profile, animated: true)
  navigation.popViewController(animated: true)
  navigation.popToRootViewController(animated: false)
  navigation.popToViewController(profile, animated: false)
  navigation.setViewControllers([profile], animated: false)
  navigation.viewControllers = [profile]
  navigation.show(profile, sender: nil)
  navigation.setNavigationBarHidden(false, animated: true)
  navigation.isNavigationBarHidden = false
  navigation.navigationBar.prefersLargeTitles = true
  navigation.interactivePopGestureRecognizer?.isEnabled = true
  let wrapper = WrappingGestureDelegate()
  wrapper.original = navigation.interactivePopGestureRecognizer?.delegate
  navigation.interactivePopGestureRecognizer?.delegate = wrapper
  let target = GestureTarget { _ in }
  let edge = UIScreenEdgePanGestureRecognizer(target: target, action: Selector(("handle:")))
  edge.edges = .left
  edge.addTarget(target, action: Selector(("handle:")))
  navigation.view.addGestureRecognizer(edge)
  let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
  alert.addAction(UIAlertAction(title: "OK", style: .default))
  alert.addTextField { field in field.placeholder = "Name" }
  _ = alert.textFields?.first?.text
  alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in })
  profile.present(alert, animated: true)
  profile.present(UIViewController(), animated: true, completion: nil)
  profile.dismiss(animated: true)
  profile.dismiss(animated: false) {}
  let child = UIViewController()
  profile.addChild(child)
  profile.view.addSubview(child.view)
  child.didMove(toParent: profile)
  child.willMove(toParent: nil)
  child.view.removeFromSuperview()
  child.removeFromParent()
  _ = profile.view.window?.windowScene?.keyWindow
  _ = keyWindow()
  _ = topMost(from: window.rootViewController)
  _ = describe(profile.modalPresentationStyle)
  _ = describe(edge.state)
  window.rootViewController = navigation
  window.windowLevel = .normal
  window.makeKeyAndVisible()
  let tabs = UITabBarController()
  tabs.viewControllers = [navigation]
  tabs.selectedViewController = navigation
  _ = tabs.selectedIndex
  let presentation = profile.presentationController
  _ = presentation?.presentingViewController
}

@MainActor
@Suite struct CompileShapeTests {
  @Test func appStyleCodeRunsAgainstTheModel() {
    let world = Headless.World()
    world.run {
      let root = ProfileViewController()
      let navigation = SafeNavigationController(rootViewController: root)
      let forwarding = ForwardingNavigationDelegate()
      forwarding.forwardee = root
      navigation.delegate = forwarding
      let window = UIWindow(windowScene: world.makeWindowScene())
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      appCodeThatMustCompile(window: window, navigation: navigation)
      world.scheduler.runUntilIdle()
      #expect(navigation.pushes >= 1)
      #expect(!forwarding.shown.isEmpty)
      #expect(keyWindow() === window)
      _ = CustomInitNavigationController(rootViewController: UIViewController())
      #expect(SwipeAreaView().gestureRecognizerShouldBegin(UIPanGestureRecognizer()))
    }
  }
}
