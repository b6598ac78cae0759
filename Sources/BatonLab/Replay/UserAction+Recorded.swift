import Foundation

extension UserAction {
  /// The action as a recording spells it: the scenario spelling, with a swipe's duration kept
  /// apart (``swipeDuration``) so that a replay gets it to the last bit.
  var recordedText: String {
    switch self {
    case .swipeBack(let finishes, _): "swipe \(finishes ? "finish" : "cancel")"
    case .midScreenSwipe(let finishes, _): "mid-screen swipe \(finishes ? "finish" : "cancel")"
    case .tap, .doubleTap, .twoFingerTap, .back, .doubleBack, .backButton, .toggleKeyboard,
      .toggleSearch, .selectTab, .deepLink, .notification, .openCloseBurst:
      description
    }
  }

  /// A swipe's duration, in seconds; nil for any other action.
  var swipeDuration: TimeInterval? {
    switch self {
    case .swipeBack(_, let duration), .midScreenSwipe(_, let duration): duration
    case .tap, .doubleTap, .twoFingerTap, .back, .doubleBack, .backButton, .toggleKeyboard,
      .toggleSearch, .selectTab, .deepLink, .notification, .openCloseBurst:
      nil
    }
  }

  /// The action a recording's `text` (``recordedText``) and `duration` spell, or nil.
  init?(recorded text: String, duration: TimeInterval?) {
    let words = text.split(separator: " ").map(String.init)
    func button(_ index: Int) -> ScreenButton? {
      index < words.count ? ScreenButton(rawValue: words[index]) : nil
    }
    switch (words.first ?? "", words.count) {
    case ("tap", 2):
      guard let button = button(1) else { return nil }
      self = .tap(button)
    case ("double-tap", 2):
      guard let button = button(1) else { return nil }
      self = .doubleTap(button)
    case ("two-finger", 3):
      guard let first = button(1), let second = button(2) else { return nil }
      self = .twoFingerTap(first, second)
    case ("back", 1): self = .back
    case ("double-back", 1): self = .doubleBack
    case ("back-button", 1): self = .backButton
    case ("open-close", 1): self = .openCloseBurst
    case ("keyboard", 1): self = .toggleKeyboard
    case ("search", 1): self = .toggleSearch
    case ("tab", 2):
      guard let tab = Int(words[1]) else { return nil }
      self = .selectTab(tab)
    case ("deeplink", 2):
      guard let link = ScenarioParser.deepLink(words[1]) else { return nil }
      self = .deepLink(link)
    case ("notification", 2):
      guard let id = Int(words[1]) else { return nil }
      self = .notification(productID: id)
    case ("swipe", 2):
      guard let duration, ["finish", "cancel"].contains(words[1]) else { return nil }
      self = .swipeBack(finishes: words[1] == "finish", duration: duration)
    case ("mid-screen", 3):
      guard let duration, words[1] == "swipe", ["finish", "cancel"].contains(words[2]) else {
        return nil
      }
      self = .midScreenSwipe(finishes: words[2] == "finish", duration: duration)
    default: return nil
    }
  }
}
