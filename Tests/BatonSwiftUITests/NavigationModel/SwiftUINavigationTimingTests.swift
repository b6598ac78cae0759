import Baton
import BatonSwiftUI
import BatonTesting
import SwiftUITimingModel
import Testing

/// The model of SwiftUI's timing faults when the bindings are written
/// directly, and never when the driver and planner write them.
@MainActor
@Suite struct SwiftUINavigationTimingTests {
  let clock = VirtualScheduler()

  func makeRaw(
    _ screen: Nav.State = Nav.state(Nav.stack(1)),
    capabilities: NavigationCapabilities = .iOS17
  ) -> RawBindingApp {
    RawBindingApp(
      swiftUI: SwiftUINavigationTimingModel(
        clock: clock,
        capabilities: capabilities,
        screen: screen
      )
    )
  }

  @Test func aPushInTheSameUpdateAsADismissalIsDropped() {
    let app = makeRaw(Nav.state(Nav.stack(1), Nav.sheet(2)))
    app.change { state, app in
      state.layers = []
      state.base.path.append(app.newEntry(3))
    }
    #expect(app.swiftUI.faults == [.multipleUpdatesPerFrame])
    #expect(
      app.swiftUI.faults.first?.text
        == "Update NavigationRequestObserver tried to update multiple times per frame."
    )
    #expect(app.swiftUI.screen == Nav.state(Nav.stack(1)))
    #expect(app.swiftUI.lostPushes == 1)
  }

  @Test func aSecondNavigationUpdateInTheSameFrameIsDropped() {
    let app = makeRaw()
    app.change { state, app in state.base.path.append(app.newEntry(2)) }
    app.change { state, app in state.base.path.append(app.newEntry(3)) }
    #expect(app.swiftUI.faults == [.multipleUpdatesPerFrame])
    #expect(app.swiftUI.screen.base.path.count == 1)
  }

  @Test func twoSheetsInOneUpdateShowOnlyTheFirst() {
    let app = makeRaw()
    app.change { state, app in
      state.layers.append(
        NavigationLayer(style: .sheet, stack: NavigationStackState(root: app.newEntry(2)))
      )
      state.layers.append(
        NavigationLayer(style: .sheet, stack: NavigationStackState(root: app.newEntry(3)))
      )
    }
    #expect(app.swiftUI.faults == [.singleSheet])
    #expect(
      app.swiftUI.faults.first?.text.hasPrefix(
        "Currently, only presenting a single sheet is supported."
      ) == true
    )
    #expect(app.swiftUI.screen.layers.count == 1)
    #expect(app.swiftUI.droppedPresentations == 1)
    clock.advance(by: 1)
    app.change { state, _ in state.layers = [] }
    #expect(app.swiftUI.screen.layers.map(\.id) == [Nav.id(3)], "the waiting sheet shows late")
  }

  @Test func anAlertWhileASheetPresentsNeverAppears() {
    let app = makeRaw()
    app.change { state, app in
      state.layers.append(
        NavigationLayer(style: .sheet, stack: NavigationStackState(root: app.newEntry(2)))
      )
    }
    clock.advance(by: 0.1)
    app.change { state, app in state.alert = NavigationAlert(id: app.newEntry(3).id, route: 3) }
    #expect(app.swiftUI.faults == [.presentationInProgress])
    #expect(
      app.swiftUI.faults.first?.text.hasSuffix("while a presentation is in progress.") == true
    )
    #expect(app.swiftUI.screen.alert == nil)
    #expect(app.swiftUI.lostAlerts == 1)
  }

  @Test func aRootChangeWithAPushResetsThePath() {
    let app = makeRaw()
    app.change { state, app in
      state.base = NavigationStackState(root: app.newEntry(5), path: [app.newEntry(6)])
    }
    #expect(app.swiftUI.faults == [.rootChangeResetsPath])
    #expect(app.swiftUI.screen.base.path.isEmpty)
    clock.runDueWork()
    #expect(app.state.base.path.isEmpty, "the stack wrote the empty path back")
  }

  @Test func twoDismissalsInOneUpdateDismissOnlyTheTopBeforeIOS17() {
    let app = makeRaw(Nav.state(Nav.stack(1), Nav.sheet(2), Nav.sheet(3)), capabilities: .iOS16)
    app.change { state, _ in state.layers = [] }
    #expect(app.swiftUI.faults == [.dismissalInProgress])
    #expect(app.swiftUI.screen.layers.map(\.id) == [Nav.id(2)])
  }

  /// TCA #3272: the button's action asks for the next alert; the late `nil` wipes it.
  @Test func anAlertsLateNilWipesTheNextAlertWhenWrittenDirectly() {
    let app = makeRaw(Nav.state(Nav.stack(1), alert: 2))
    app.swiftUI.userTapsAlertButton {
      app.change { state, app in state.alert = NavigationAlert(id: app.newEntry(3).id, route: 3) }
    }
    #expect(app.state.alert != nil, "the app asked for the next alert")
    clock.advance(by: 1)
    #expect(app.state.alert == nil, "wiped by the old alert's nil")
    #expect(app.swiftUI.screen.alert == nil)
  }

  /// FlowStacks #69: the binding of a swiped sheet comes a second later and dismisses the next.
  @Test func aSwipedSheetsLateWriteDismissesTheNextSheetWhenWrittenDirectly() {
    let app = makeRaw(Nav.state(Nav.stack(1), Nav.sheet(2)))
    app.swiftUI.reportsDisappearEarly = false
    app.swiftUI.userSwipesDownSheet()
    clock.advance(by: 0.6)
    app.change { state, app in
      state.layers = [
        NavigationLayer(style: .sheet, stack: NavigationStackState(root: app.newEntry(3)))
      ]
    }
    #expect(app.swiftUI.screen.layers.count == 1)
    clock.advance(by: 1)
    #expect(app.state.layers.isEmpty, "the old sheet's write dismissed the new one")
  }
}
