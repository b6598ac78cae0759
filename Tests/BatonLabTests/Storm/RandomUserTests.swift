import SeededRandom
import Testing

@testable import BatonLab

@Suite struct RandomUserTests {
  private let listView = RandomUser.View(buttons: ScreenKind.list.buttons, canGoBack: false)
  private let detailView = RandomUser.View(buttons: ScreenKind.detail.buttons, canGoBack: true)

  @Test func theSameSeedReplaysTheSameActions() {
    var first = RandomUser(seed: 9)
    var second = RandomUser(seed: 9)
    for index in 0..<500 {
      let view = index.isMultiple(of: 2) ? listView : detailView
      #expect(first.next(seeing: view) == second.next(seeing: view))
    }
  }

  @Test func differentSeedsDiffer() {
    var first = RandomUser(seed: 1)
    var second = RandomUser(seed: 2)
    let a = (0..<50).map { _ in first.next(seeing: detailView) }
    let b = (0..<50).map { _ in second.next(seeing: detailView) }
    #expect(a != b)
  }

  @Test func doesEveryKindOfThingAndActsInBursts() {
    var user = RandomUser(seed: 3)
    var kinds: Set<String> = []
    var quickGaps = 0
    var finishedSwipes = 0
    var cancelledSwipes = 0
    for _ in 0..<2_000 {
      let timed = user.next(seeing: detailView)
      if timed.gap < 0.1 { quickGaps += 1 }
      switch timed.action {
      case .tap: kinds.insert("tap")
      case .doubleTap: kinds.insert("double")
      case .twoFingerTap(let a, let b):
        kinds.insert("two")
        #expect(a != b)
      case .back: kinds.insert("back")
      case .doubleBack: kinds.insert("double-back")
      case .swipeBack(let finishes, _):
        if finishes { finishedSwipes += 1 } else { cancelledSwipes += 1 }
      case .midScreenSwipe: kinds.insert("mid-screen")
      case .selectTab: kinds.insert("tab")
      case .deepLink: kinds.insert("link")
      case .notification: kinds.insert("notification")
      case .toggleKeyboard, .toggleSearch, .backButton, .openCloseBurst:
        Issue.record("an action the user never draws")
      }
    }
    #expect(
      kinds == [
        "tap", "double", "two", "back", "double-back", "tab", "link", "notification",
        "mid-screen",
      ]
    )
    #expect(finishedSwipes > 0 && cancelledSwipes > 0)
    #expect(quickGaps > 200)
  }

  @Test func neverGoesBackWhereThereIsNoBackButton() {
    var user = RandomUser(seed: 4)
    for _ in 0..<1_000 {
      switch user.next(seeing: listView).action {
      case .back, .doubleBack, .swipeBack, .midScreenSwipe: Issue.record("went back at a root")
      case .tap(let button), .doubleTap(let button):
        #expect(ScreenKind.list.buttons.contains(button))
      case .twoFingerTap, .selectTab, .deepLink, .notification: break
      case .toggleKeyboard, .toggleSearch, .backButton, .openCloseBurst:
        Issue.record("an action the user never draws")
      }
    }
  }

  @Test func triesTheSwipeAtARootButNeverTapsBackThere() {
    var user = RandomUser(seed: 6)
    var root = listView
    root.isAtRoot = true
    var edge = 0
    var midScreen = 0
    for _ in 0..<2_000 {
      switch user.next(seeing: root).action {
      case .back, .doubleBack: Issue.record("tapped Back at a root")
      case .swipeBack: edge += 1
      case .midScreenSwipe: midScreen += 1
      case .tap, .doubleTap, .twoFingerTap, .selectTab, .deepLink, .notification: break
      case .toggleKeyboard, .toggleSearch, .backButton, .openCloseBurst:
        Issue.record("an action the user never draws")
      }
    }
    // About 3 in 100 actions, one in four of them from the middle of the page.
    #expect(edge > 20 && edge < 80)
    #expect(midScreen > 3 && midScreen < edge)
  }

  @Test func startsOpenCloseBurstsOnlyWhereThePageIsOnAStack() {
    var user = RandomUser(seed: 8)
    var onStack = detailView
    onStack.canOpenPages = true
    var bursts = 0
    for _ in 0..<2_000 where user.next(seeing: onStack).action == .openCloseBurst {
      bursts += 1
    }
    // About 1 in 100 actions.
    #expect(bursts > 5 && bursts < 60)
  }

  @Test func opensTheKeyboardOrSearchOnlyWhereThePageHasThem() {
    var user = RandomUser(seed: 7)
    var typing = detailView
    typing.hasTextField = true
    var searching = detailView
    searching.hasSearch = true
    var keyboard = 0
    var search = 0
    for _ in 0..<2_000 {
      if case .toggleKeyboard = user.next(seeing: typing).action { keyboard += 1 }
      if case .toggleSearch = user.next(seeing: searching).action { search += 1 }
    }
    // About 12 in 100 actions each.
    #expect(keyboard > 150 && keyboard < 350)
    #expect(search > 150 && search < 350)
  }

  @Test func unitValuesStayInRange() {
    var generator = SeededGenerator(seed: 5)
    for _ in 0..<10_000 {
      let value = generator.unit()
      #expect(value >= 0 && value < 1)
      #expect(generator.below(7) < 7)
    }
  }
}
