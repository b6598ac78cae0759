import HeadlessUIKit
import Testing

/// A change made while the navigation controller is in no window is told to its delegate when
/// the controller next appears, unanimated (`Docs/UIKitFacts.md` A2, "A change made out of a
/// window is deferred to the next appearance").
@MainActor
@Suite struct DeferredTransitionTests {
  /// The root pushed at init is shown to the delegate when the window first shows it: `willShow`
  /// after the root's will-appear, `didShow` after its did-appear.
  @Test(arguments: Headless.Profile.allCases)
  func theRootIsShownToTheDelegateAtTheFirstAppearance(profile: Headless.Profile) {
    let world = Headless.World(profile: profile)
    let log = CallbackLog()
    world.run {
      let window = UIWindow(windowScene: world.makeWindowScene())
      let navigation = UINavigationController(
        rootViewController: LoggingViewController("A", log: log)
      )
      let delegate = LoggingNavigationDelegate(log: log)
      navigation.delegate = delegate
      window.rootViewController = navigation
      #expect(!log.entries.contains("didShow(A)"))
      window.makeKeyAndVisible()
      world.scheduler.runUntilIdle()
      let shown = log.entries.filter { $0.contains("Appear") || $0.contains("Show") }
      #expect(shown == ["A.viewWillAppear", "willShow(A)", "A.viewDidAppear", "didShow(A)"])
      _ = delegate
    }
  }

  /// A push made while a full-screen cover hides the stack is told when the stack shows again,
  /// once; an appearance with nothing deferred tells the delegate nothing.
  @Test(arguments: Headless.Profile.allCases)
  func aPushMadeOutOfTheWindowIsShownWhenTheStackAppearsAgain(profile: Headless.Profile) {
    let stage = NavigationStage(profile: profile)
    let cover = stage.screen("Cover")
    cover.modalPresentationStyle = .fullScreen
    stage.world.run { stage.root.present(cover, animated: false) }
    stage.settle()
    let b = stage.screen("B")
    stage.world.run { stage.navigation.pushViewController(b, animated: true) }
    stage.settle()
    #expect(!stage.log.entries.contains("didShow(B)"))
    stage.world.run { cover.dismiss(animated: false) }
    stage.settle()
    #expect(stage.log.entries.filter { $0 == "didShow(B)" }.count == 1)
    stage.log.removeAll()
    stage.world.run { stage.navigation.present(cover, animated: false) }
    stage.settle()
    stage.world.run { cover.dismiss(animated: false) }
    stage.settle()
    #expect(!stage.log.entries.contains { $0.hasPrefix("didShow") })
    #expect(stage.world.faults.isEmpty)
  }
}
