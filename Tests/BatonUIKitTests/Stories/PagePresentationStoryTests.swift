import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// Presentations belong to the page that made them: a page the app pops takes what
/// it presented, a page that left still dismisses what it presented, and a pop asked on a page
/// still on its way waits for it. Each story runs on every profile and every call path.
@MainActor
@Suite struct PagePresentationStoryTests {
  /// Pushes an order page and presents a sheet from it; returns the page and the sheet.
  private func orderWithSheet(
    on stage: Stage,
    path: CallPath
  ) -> (order: DetailScreen, sheet: LoginScreen) {
    let order = DetailScreen()
    let sheet = LoginScreen()
    path.push(order, on: stage)
    stage.settle()
    path.present(sheet, from: order)
    stage.settle()
    #expect(stage.navigation.presentedViewController === sheet)
    return (order, sheet)
  }

  @Test(arguments: Headless.Profile.allCases, CallPath.allCases)
  func aPageThePopTakesTakesItsSheetFirst(profile: Headless.Profile, path: CallPath) {
    onStage(profile, path: path) { stage in
      let (order, _) = orderWithSheet(on: stage, path: path)
      let recorder = LaneRecorder(stage.lane)
      path.pop(order, on: stage)
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(recorder.allOutcomes == [.completed])
      #expect(recorder.started == [.pop])
      recorder.stop()
    }
  }

  /// A page covered by a screen it did not present (a pop-up screen the app presented from its
  /// navigation controller) asks for a sheet: the page cannot present, so the sheet is presented
  /// over the cover. It is still the page's: when the app pops the page, the sheet goes first
  /// and the cover stays.
  @Test(arguments: Headless.Profile.allCases, CallPath.allCases)
  func aSheetPresentedOverACoverLeavesWithItsPage(profile: Headless.Profile, path: CallPath) {
    onStage(profile, path: path) { stage in
      let order = DetailScreen()
      path.push(order, on: stage)
      stage.settle()
      let cover = SettingsScreen()
      path.present(cover, from: stage.navigation)
      stage.settle()
      let sheet = LoginScreen()
      path.present(sheet, from: order)
      stage.settle()
      #expect(cover.presentedViewController === sheet, "the sheet is presented over the cover")
      let recorder = LaneRecorder(stage.lane)
      path.pop(order, on: stage)
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(stage.navigation.presentedViewController === cover, "the cover stays")
      #expect(cover.presentedViewController == nil, "the page's sheet left with it")
      #expect(stage.faults.isEmpty)
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(recorder.allOutcomes == [.completed])
      recorder.stop()
    }
  }

  @Test(arguments: Headless.Profile.allCases, CallPath.allCases)
  func aDismissAskedRightAfterThePopFindsTheSheetGone(profile: Headless.Profile, path: CallPath) {
    onStage(profile, path: path) { stage in
      let (order, _) = orderWithSheet(on: stage, path: path)
      let recorder = LaneRecorder(stage.lane)
      path.pop(order, on: stage)
      path.dismiss(from: order)
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(
        recorder.allOutcomes.sorted { "\($0)" < "\($1)" }
          == [.completed, .dropped(.invalid(.nothingToDismiss))].sorted { "\($0)" < "\($1)" }
      )
      recorder.stop()
    }
  }

  @Test(arguments: Headless.Profile.allCases, CallPath.allCases)
  func aPageThatLeftStillDismissesWhatItPresented(profile: Headless.Profile, path: CallPath) {
    let options = BatonOptions(dismissesPresentationsOfLeavingPages: false)
    onStage(profile, path: path, options: options) { stage in
      let (order, sheet) = orderWithSheet(on: stage, path: path)
      let recorder = LaneRecorder(stage.lane)
      path.pop(order, on: stage)
      stage.settle()
      // Opted out: the pop leaves the sheet, as UIKit does.
      #expect(stage.stack == [stage.home])
      #expect(stage.navigation.presentedViewController === sheet)
      path.dismiss(from: order)
      stage.settle()
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(recorder.allOutcomes == [.completed, .completed])
      recorder.stop()
    }
  }

  /// Open and close a page ten times, 0.1 s apart: each pop waits for its page's push.
  ///
  /// On the guard's and the drop-in's paths the pushes are the app's plain
  /// `pushViewController(_:animated:)` and the close is the page's own `page.baton.pop()`: a
  /// plain `popViewController(animated:)` on the stack is a back tap on the page on screen there
  /// (a second one while that page still leaves is dropped, `DoubleBackTapPathTests`), and
  /// `page.navigationController` is nil while the lane holds the page's push.
  @Test(arguments: Headless.Profile.allCases, CallPath.allCases)
  func openCloseBurstsLeaveOnlyTheHomePage(profile: Headless.Profile, path: CallPath) {
    onStage(profile, path: path) { stage in
      let recorder = LaneRecorder(stage.lane)
      for _ in 0..<10 {
        let page = DetailScreen()
        path.push(page, on: stage)
        stage.advance(0.1)
        page.baton.pop()
        stage.advance(0.1)
      }
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(stage.faults.isEmpty)
      #expect(recorder.everyRequestHasOneOutcome)
      #expect(recorder.requested.count == 20)
      #expect(recorder.allOutcomes.allSatisfy { $0 == .completed }, "\(recorder.allOutcomes)")
      recorder.stop()
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPopAskedOnAPageStillOnItsWayWaitsForItsPush(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      let list = ListScreen()
      let detail = DetailScreen()
      stage.navigation.baton.push(list, completion: outcomes.callback("list"))
      stage.navigation.baton.push(detail, completion: outcomes.callback("detail"))
      #expect(detail.navigationController == nil)
      detail.baton.pop(completion: outcomes.callback("pop"))
      stage.settle()
      #expect(outcomes.labels == ["list", "detail", "pop"])
      #expect(outcomes.all.allSatisfy { $0.1 == .completed })
      #expect(stage.stack == [stage.home, list])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func popToRootTakesWhatAnyLeavingPagePresented(profile: Headless.Profile) {
    onStage(profile) { stage in
      let list = ListScreen()
      stage.navigation.baton.push(list)
      stage.navigation.baton.push(DetailScreen())
      stage.settle()
      list.baton.present(LoginScreen())
      stage.settle()
      let outcomes = Outcomes()
      stage.navigation.baton.popToRoot(completion: outcomes.callback("popToRoot"))
      stage.settle()
      #expect(outcomes["popToRoot"] == [.completed])
      #expect(stage.stack == [stage.home])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPopLeavesWhatAPageThatStaysPresented(profile: Headless.Profile) {
    onStage(profile) { stage in
      let list = ListScreen()
      let detail = DetailScreen()
      stage.navigation.baton.push(list)
      stage.settle()
      let sheet = LoginScreen()
      list.baton.present(sheet)
      stage.navigation.baton.push(detail)
      stage.settle()
      let outcomes = Outcomes()
      detail.baton.pop(completion: outcomes.callback("pop"))
      stage.settle()
      #expect(outcomes["pop"] == [.completed])
      #expect(stage.stack == [stage.home, list])
      #expect(stage.navigation.presentedViewController === sheet)
      #expect(stage.faults.isEmpty)
    }
  }
}
