import Foundation
import SeededRandom

extension PopupStormAlert {
  /// A toast or promotion that goes by itself after one to four seconds.
  static func randomToast(_ random: inout SplitMix64) -> PopupStormAlert {
    PopupStormAlert(
      key: "toast-\(random.below(3))",
      priority: 3,
      autoDismissAfter: random.between(1...4)
    )
  }

  /// A pop-up screen (a rating card, a promo sheet) that closes itself with
  /// `dismiss(animated: true)`: mostly with an auto-dismissal as well, and then sometimes 0.05 s
  /// before it fires or in the same instant (the race), sometimes well before; otherwise only
  /// after a delay of its own.
  static func randomScreen(_ random: inout SplitMix64) -> PopupStormAlert {
    var screen = PopupStormAlert(key: "screen-\(random.below(3))", priority: 4, isScreen: true)
    let autoDismiss = random.between(2...5)
    switch random.below(5) {
    case 0: screen.closesAfter = autoDismiss - 0.05
    case 1: screen.closesAfter = autoDismiss
    case 2: screen.closesAfter = random.between(0.5...autoDismiss)
    case 3: break
    default:
      screen.closesAfter = random.between(1...4)
      return screen
    }
    screen.autoDismissAfter = autoDismiss
    return screen
  }
}
