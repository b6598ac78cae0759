import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// The `UserDefaults` frequency store, in a suite of its own.
@MainActor
@Suite struct UserDefaultsPopupFrequencyStoreTests {
  private func withSuite(_ body: (UserDefaults) throws -> Void) throws {
    let name = "baton.tests.\(UUID().uuidString)"
    let defaults = try #require(UserDefaults(suiteName: name))
    defer { defaults.removePersistentDomain(forName: name) }
    try body(defaults)
  }

  @Test func showsAreCountedSinceADateAndSurviveANewStore() throws {
    try withSuite { defaults in
      let start = Date(timeIntervalSince1970: 1_000_000)
      let store = UserDefaultsPopupFrequencyStore(defaults: defaults, launchDate: start)
      store.recordShow(forKey: "rate", at: start)
      store.recordShow(forKey: "rate", at: start.addingTimeInterval(100))
      #expect(store.showCount(forKey: "rate", since: start) == 2)
      #expect(store.showCount(forKey: "rate", since: start.addingTimeInterval(50)) == 1)
      #expect(store.showCount(forKey: "other", since: start) == 0)
      let relaunched = UserDefaultsPopupFrequencyStore(defaults: defaults)
      #expect(relaunched.showCount(forKey: "rate", since: start) == 2)
      relaunched.removeShows(forKey: "rate")
      #expect(store.showCount(forKey: "rate", since: start) == 0)
    }
  }

  @Test func onlyTheLatestShowsAreKept() throws {
    try withSuite { defaults in
      let store = UserDefaultsPopupFrequencyStore(defaults: defaults, maximumShowsKept: 2)
      let start = Date(timeIntervalSince1970: 0)
      for second in 0..<5 {
        store.recordShow(forKey: "k", at: start.addingTimeInterval(Double(second)))
      }
      #expect(store.showCount(forKey: "k", since: start) == 2)
      #expect(store.showCount(forKey: "k", since: start.addingTimeInterval(3)) == 2)
    }
  }

  /// A once-a-day cap counted in the store ends a second show the same day `capped`.
  @Test func aOnceADayCapHoldsAcrossQueues() throws {
    try withSuite { defaults in
      try onStage { stage in
        let window = UIWindow(windowScene: stage.world.makeWindowScene())
        defer { window.baton.endLane() }
        let store = UserDefaultsPopupFrequencyStore(defaults: defaults)
        var environment = BatonEnvironment.default
        environment.popupFrequencyStore = store
        try window.baton.configure(environment)
        let popups = window.baton.popups
        store.recordShow(forKey: "rate", at: Date())
        let ticket = popups.show(
          PopupRequest(
            key: "rate",
            frequencyCap: .perInterval(1, 86_400),
            presenter: AlertPopupPresenter(
              window: window,
              title: "Rate us",
              message: nil,
              actions: [PopupAlertAction("OK")]
            )
          )
        )
        #expect(ticket.outcome == .capped)
      }
    }
  }
}
