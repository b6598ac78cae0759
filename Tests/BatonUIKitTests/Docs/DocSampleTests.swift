import BatonUIKit
import HeadlessUIKit
import Testing

/// The DocC samples, compiled and run so that they cannot rot (BatonUIKit.docc).
@MainActor
@Suite struct DocSampleTests {
  final class HomeViewController: Screen {}
  final class DetailViewController: Screen {}
  final class LoginViewController: Screen {}

  /// SwipeBack.md: an editor with unsaved changes refuses the swipe-back (and allows it once
  /// saved); the full-screen switch lets a pan from mid-page pop.
  @Test func theSwipeBackArticleSamplesRunAsWritten() throws {
    try onStage { stage in
      let editor = EditorViewController()
      stage.navigation.pushViewController(editor, animated: true)
      stage.settle()
      editor.hasUnsavedChanges = true
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      editor.hasUnsavedChanges = false
      let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
      swipe.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])

      // SwipeBack.md, "A full-screen swipe-back", as written:
      let navigation = BatonNavigationController(rootViewController: HomeViewController())
      navigation.isFullScreenSwipeBackEnabled = true
      #expect(navigation.view.gestureRecognizers?.contains { $0 is UIPanGestureRecognizer } == true)
    }
  }

  /// TestingWithHeadlessUIKit.md, "Give the window's lane the model's clock"; only
  /// `import BatonUIKit` and `import HeadlessUIKit`, as in an app's tests.
  @Test func theTestingArticleSampleRunsAsWritten() throws {
    try onStage { _ in
      let world = Headless.World(profile: .deferring)
      try world.run {
        let navigation = BatonNavigationController(rootViewController: HomeViewController())
        let window = UIWindow(windowScene: world.makeWindowScene())
        window.rootViewController = navigation
        try window.baton.configure(
          BatonEnvironment(scheduler: world.scheduler, diagnostics: DiagnosticsCenter())
        )
        window.makeKeyAndVisible()

        navigation.baton.push(DetailViewController()) { outcome in print(outcome) }
        _ = world.scheduler.runUntilIdle()
        #expect(world.faults.isEmpty)
        #expect(navigation.topViewController is DetailViewController)
        window.baton.endLane()
      }
    }
  }

  /// AdoptingBaton.md, "Use the explicit API where outcomes matter": the `async` sample.
  @Test func theAdoptingArticleAsyncSampleCompilesAndAwaitsTheOutcome() async {
    await onAsyncStage { stage in
      let viewController: UIViewController = stage.home
      var shown = false
      func showLogin() async {
        let outcome = await viewController.baton.present(LoginViewController(), policy: .dropIfBusy)
          .waitForOutcome()
        if outcome != .completed { return }
        shown = true
      }
      let requested = LaneEventWaiter(lane: stage.lane, phase: .requested)
      let clock = Task { @MainActor in
        await requested.wait()
        stage.settle()
      }
      await showLogin()
      await clock.value
      #expect(shown)
      #expect(stage.navigation.presentedViewController is LoginViewController)
    }
  }

  /// AdoptingBaton.md, "Configure the lanes".
  @Test func theConfigurationSampleGivesAWindowItsOwnOptions() throws {
    try onStage { stage in
      let window = UIWindow(windowScene: stage.world.makeWindowScene())
      defer { window.baton.endLane() }
      var environment = BatonEnvironment.default
      environment.options.presenterFallback = .drop
      try window.baton.configure(environment)
      #expect(throws: BatonEnvironmentError.self) {
        try window.baton.configure(environment)
      }
    }
  }
}

/// SwipeBack.md's editor, as written there (on the model's `Screen` base).
final class EditorViewController: Screen, InteractivePopControlling {
  var hasUnsavedChanges = false
  var allowsInteractivePop: Bool { !hasUnsavedChanges }
}
