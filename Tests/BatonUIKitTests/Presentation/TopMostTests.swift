import BatonUIKit
import HeadlessUIKit
import Testing

/// Finding the controller a presentation should come from.
@MainActor
@Suite struct TopMostTests {
  @Test func theTopOfTheStackIsTopMost() {
    onStage { stage in
      let list = ListScreen()
      stage.navigation.baton.push(list)
      stage.settle()
      #expect(stage.window.baton.topViewController === list)
    }
  }

  @Test func presentedChainsAreFollowedToTheEnd() {
    onStage { stage in
      let settings = SettingsScreen()
      let inner = ListScreen()
      let sheet = UINavigationController(rootViewController: settings)
      stage.navigation.baton.present(sheet)
      settings.baton.push(inner)
      stage.settle()
      #expect(stage.window.baton.topViewController === inner)
    }
  }

  @Test func aWindowWithoutARootHasNoTopMost() {
    onStage { stage in
      let empty = UIWindow(windowScene: stage.world.makeWindowScene())
      #expect(empty.baton.topViewController == nil)
    }
  }

  @Test func aControllerBeingDismissedIsSkipped() {
    onStage { stage in
      let settings = SettingsScreen()
      stage.navigation.baton.present(settings)
      stage.settle()
      settings.dismiss(animated: true)
      stage.advance(0.1)
      #expect(stage.window.baton.topViewController === stage.home)
      stage.settle()
    }
  }
}
