import Foundation

/// What happens to the main storm's app besides the user's page actions, with pop-ups on
/// (`storm --popups`): alerts raised by random events and by late network replies, a tip
/// scoped to the home screen, toasts that go by themselves, pop-up screens that close
/// themselves, answers, trips to the home screen of the phone, forced log-outs.
///
/// It draws from its own seeded generator, so the user's page actions are the same draws as
/// without pop-ups.
struct PopupUser: Sendable {
  /// The launch round: force update, notification permission, promotion.
  static let launchRound: [PopupStormAlert] = [
    PopupStormAlert(key: "force-update", priority: 100),
    PopupStormAlert(key: "permission", priority: 50),
    PopupStormAlert(key: "promotion", priority: 10),
  ]
  /// The tip that may only show over the home screen.
  static let homeTip = PopupStormAlert(key: "home-tip", priority: 2, homeOnly: true)

  /// One thing that happens after a user action.
  enum Event: Equatable, Sendable {
    /// The app asks for an alert now (a random event: a message, an achievement).
    case alert(PopupStormAlert)
    /// A request's reply arrives after `delay` seconds and asks for an alert.
    case lateReply(PopupStormAlert, delay: TimeInterval)
    /// The user taps the alert's first button.
    case answer
    /// The user leaves the app for `seconds` and comes back.
    case awayAndBack(seconds: TimeInterval)
    /// The server logs the user out.
    case logOut
  }

  private var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed ^ 0x0B0B_5EED_0F_A1E7)
  }

  /// What happens after the user's action, given whether an alert is on screen; nil for
  /// nothing (most of the time).
  mutating func next(alertVisible: Bool) -> Event? {
    if alertVisible, random.chance(0.6) { return .answer }
    switch random.below(1000) {
    case 0..<50:
      return .alert(PopupStormAlert(key: "event-\(random.below(4))", priority: 5))
    case 50..<90:
      let alert = PopupStormAlert(key: "reply-\(random.below(4))", priority: 1)
      return .lateReply(alert, delay: random.between(0.2...2))
    case 90..<110:
      return .alert(Self.homeTip)
    case 110..<125:
      return .awayAndBack(seconds: random.between(0.3...3))
    case 125..<128:
      return .logOut
    case 128..<148:
      return .alert(PopupStormAlert.randomToast(&random))
    case 148..<163:
      return .alert(PopupStormAlert.randomScreen(&random))
    default:
      return nil
    }
  }
}
