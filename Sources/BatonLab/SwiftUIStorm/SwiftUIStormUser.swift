import Baton
import BatonSwiftUI
import SeededRandom

/// One thing the storm's random user does.
enum SwiftUIStormAction: Hashable, Sendable {
  /// The app asks for a change (a tap on a button, a deep link, a login redirect).
  case app(SwiftUIStormIntent)
  /// The user taps back or swipes back on the top stack.
  case back
  /// The user swipes the top sheet down.
  case swipeDown
  /// The user drags the top sheet down for `hold` seconds, then lets go: it goes when
  /// `finishes`, else it settles back.
  case sheetDrag(hold: Double, finishes: Bool)
  /// The user taps the alert's button; its action asks for another alert when `nextAlert` is set
  /// (TCA #3272).
  case alertButton(nextAlert: Int?)
}

/// The storm's seeded random user: pushes, pops, back taps, swipe-backs, sheet and cover
/// presents, swipe-down dismisses and drags the user lets go of or takes back, alerts and their
/// buttons, root changes and deep links.
enum SwiftUIStormUser {
  /// The deepest path the user builds before popping instead of pushing.
  static let maximumDepth = 6
  /// The most layers the user stacks before dismissing instead of presenting.
  static let maximumLayers = 3

  /// The next action, chosen from `random` and what the app asked for.
  static func next(
    requested: NavigationState<Int>,
    using random: inout SplitMix64
  ) -> SwiftUIStormAction {
    let route = Int(random.next() % 1000)
    let deep = requested.topStack.path.count >= maximumDepth
    let crowded = requested.layers.count >= maximumLayers
    switch random.next() % 100 {
    case 0..<22: return .app(deep ? .pop : .push(route))
    case 22..<30: return .app(.pop)
    case 30..<45: return .back
    case 45..<55: return .app(crowded ? .dismiss : .present(route, .sheet))
    case 55..<59: return .app(crowded ? .dismiss : .present(route, .fullScreenCover))
    case 59..<67: return .app(.dismiss)
    case 67..<71: return .swipeDown
    case 71..<75:
      let hold = Double(100 + random.next() % 600) / 1000
      return .sheetDrag(hold: hold, finishes: random.next() % 2 == 0)
    case 75..<83: return .app(.showAlert(route))
    case 83..<91: return .alertButton(nextAlert: random.next() % 2 == 0 ? route : nil)
    case 91..<94: return .app(.changeRoot(route))
    default:
      let count = 1 + Int(random.next() % 3)
      return .app(.deepLink((0..<count).map { route + $0 }))
    }
  }
}
