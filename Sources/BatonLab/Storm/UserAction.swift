import Foundation

/// One thing the user (or the outside world) does to the app under test.
enum UserAction: Equatable, Sendable {
  /// A tap on a button of the visible screen.
  case tap(ScreenButton)
  /// Two taps on the same button in the same instant (before the first one's transition starts).
  case doubleTap(ScreenButton)
  /// Two fingers on two buttons of the visible screen at once.
  case twoFingerTap(ScreenButton, ScreenButton)
  /// The visible page's Back: UIKit's own back button in the storm when the page shows it,
  /// else the app's handler (``LabApp/back(from:)``).
  case back
  /// A tap on UIKit's own back button in the navigation bar (scenario `back-button`).
  /// Two quick taps on the page's own Back (a custom back button), both on the same page.
  case doubleBack
  case backButton
  /// An edge swipe: it begins, follows the finger for `duration` seconds, then finishes or is
  /// abandoned.
  case swipeBack(finishes: Bool, duration: TimeInterval)
  /// A swipe-back from the middle of the page (iOS 26's content gesture, or a full-screen
  /// swipe-back where the app offers one), otherwise as ``swipeBack(finishes:duration:)``.
  case midScreenSwipe(finishes: Bool, duration: TimeInterval)
  /// On a page with a text field, a tap in the field (the keyboard opens), or on the page
  /// around it (the keyboard closes).
  case toggleKeyboard
  /// On a page with a search controller, a tap in the search field (the search becomes active
  /// and hides the bar), or on Cancel.
  case toggleSearch
  /// A tab bar tap.
  case selectTab(Int)
  /// A deep link opened from outside the app.
  case deepLink(DeepLink)
  /// A tap on a notification about a product: the app pushes the product's page onto the
  /// stack in front, without resetting it.
  case notification(productID: Int)
  /// A tap that makes the app open a page and close it again, ten times 0.1 s apart (a
  /// preview flicked through, ``LabApp/openCloseBurst(from:)``).
  case openCloseBurst
}

extension UserAction: CustomStringConvertible {
  /// The action as a scenario line would spell it.
  var description: String {
    switch self {
    case .tap(let button): return "tap \(button.rawValue)"
    case .doubleTap(let button): return "double-tap \(button.rawValue)"
    case .twoFingerTap(let first, let second):
      return "two-finger \(first.rawValue) \(second.rawValue)"
    case .back: return "back"
    case .doubleBack: return "double-back"
    case .backButton: return "back-button"
    case .swipeBack(let finishes, let duration):
      return "swipe \(finishes ? "finish" : "cancel") over \(Int(duration * 1000)) ms"
    case .midScreenSwipe(let finishes, let duration):
      return "mid-screen swipe \(finishes ? "finish" : "cancel") over \(Int(duration * 1000)) ms"
    case .toggleKeyboard: return "keyboard"
    case .toggleSearch: return "search"
    case .selectTab(let tab): return "tab \(tab)"
    case .deepLink(let link): return "deeplink \(link)"
    case .notification(let productID): return "notification \(productID)"
    case .openCloseBurst: return "open-close"
    }
  }
}
