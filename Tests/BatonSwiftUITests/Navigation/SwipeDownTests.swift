import BatonSwiftUI
import HeadlessUIKit
import Testing

/// A layer's `onDismiss` that ends no step of Baton's: the user's swipe-down when the layer's
/// top screen's probe disappeared, a stale call otherwise (a late `onDismiss` from an older
/// sheet names the level, and so the newer sheet there).
@MainActor
@Suite struct SwipeDownTests {
  let stage = SwiftUIStage()

  init() {
    stage.launch()
  }

  /// The user's navigation the events report, in order.
  private var userNavigations: [UserNavigation] {
    stage.events.value.compactMap {
      if case .write(_, .userNavigation(let navigation)) = $0 { navigation } else { nil }
    }
  }

  /// Presents a sheet, dismisses it with a step of Baton's (the host calls its `onDismiss`),
  /// then asks for a newer sheet at the same level.
  private func replaceTheSheet() -> NavigationElementID {
    stage.navigation.update { $0.present(1) }
    stage.expectQuiescent()
    stage.navigation.update { $0.dismissAll() }
    stage.expectQuiescent()
    return stage.navigation.update { $0.present(2) }
  }

  @Test func aSwipeDownWithOnDismissFirstAndTheWriteSecondIsTheUsersNavigationOnce() {
    let sheet = stage.navigation.update { $0.present(1) }
    stage.expectQuiescent()
    let revision = stage.navigation.revision
    stage.run { stage.host.root.dismiss(animated: true) }
    stage.scheduler.advance(by: 0.6)
    #expect(userNavigations.isEmpty, "UIKit dismissed it; SwiftUI has said nothing yet")
    stage.navigation.layerDidDismiss(presentedFrom: 0)
    #expect(userNavigations == [.dismissedLayer(sheet)])
    #expect(stage.navigation.displayed.layers.isEmpty)
    #expect(stage.navigation.revision == revision + 1, "the views are told")
    stage.navigation.layerDidDismiss(presentedFrom: 0)
    #expect(stage.navigation.receive(.layerDismissed(sheet)) == .dropped(.notRendered))
    #expect(userNavigations == [.dismissedLayer(sheet)], "the late write is a duplicate")
    stage.expectQuiescent()
    #expect(stage.finishedSteps == ["presentLayer(#2, +0) completed"])
  }

  @Test func aStaleOnDismissWhileANewerSheetIsBeingPresentedChangesNothing() {
    let newer = replaceTheSheet()
    stage.scheduler.runDueWork()
    #expect(stage.navigation.awaitedSignals.count == 1, "the newer sheet is being presented")
    let events = stage.events.value.count
    stage.navigation.layerDidDismiss(presentedFrom: 0)
    #expect(stage.navigation.model.rendered.layers.map(\.id) == [newer])
    #expect(stage.events.value.count == events, "no write, no step")
    stage.expectQuiescent()
    #expect(stage.host.root.presentedViewController != nil, "the newer sheet is on screen")
    #expect(userNavigations.isEmpty)
    #expect(stage.finishedSteps.last == "presentLayer(\(newer), +0) completed")
  }

  @Test func aStaleOnDismissWhileTheNewerSheetIsVisibleChangesNothing() {
    let newer = replaceTheSheet()
    stage.expectQuiescent()
    stage.navigation.layerDidDismiss(presentedFrom: 0)
    #expect(stage.navigation.model.rendered.layers.map(\.id) == [newer])
    #expect(userNavigations.isEmpty)
    stage.expectQuiescent()
    #expect(stage.host.root.presentedViewController != nil)
  }

  @Test func aStaleOnDismissWhileTheNewerSheetShowsAPushedScreenChangesNothing() {
    let newer = replaceTheSheet()
    stage.expectQuiescent()
    stage.navigation.update { $0.push(3) }
    stage.expectQuiescent()
    #expect(stage.navigation.model.rendered.layers.first?.stack.path.count == 1)
    // The sheet's root screen disappeared under the push; its top screen is on screen.
    stage.navigation.layerDidDismiss(presentedFrom: 0)
    #expect(stage.navigation.model.rendered.layers.map(\.id) == [newer])
    #expect(userNavigations.isEmpty)
    stage.expectQuiescent()
  }

  @Test func anOnDismissForACoveredLevelChangesNothing() {
    stage.navigation.update { model in
      model.present(1)
      model.present(2, style: .fullScreenCover)
    }
    stage.expectQuiescent()
    #expect(stage.navigation.model.rendered.layers.count == 2)
    stage.navigation.layerDidDismiss(presentedFrom: 0)
    #expect(stage.navigation.model.rendered.layers.count == 2)
    #expect(userNavigations.isEmpty)
    stage.expectQuiescent()
  }
}
