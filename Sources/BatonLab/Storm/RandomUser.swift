import Foundation

/// A seeded random user: taps, double taps, two-finger taps, back, swipes (finished or
/// abandoned), tab switches and deep links, in bursts of quick actions separated by pauses.
struct RandomUser: Sendable {
  /// What the user can see when choosing the next action.
  struct View: Sendable {
    var buttons: [ScreenButton]
    var canGoBack: Bool
    /// Whether the page is a stack's root with nothing presented (a swipe there goes nowhere).
    var isAtRoot = false
    /// Whether the page has a text field (the user opens and closes its keyboard).
    var hasTextField = false
    /// Whether the page has a search controller (the user starts and cancels a search).
    var hasSearch = false
    /// Whether the page is on a stack with nothing presented (the app can open pages over it).
    var canOpenPages = false
  }

  private var random: SeededGenerator
  private var burstLeft = 0

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed)
  }

  /// Whether a freshly launched app receives a deep link before its window is visible.
  mutating func opensWithDeepLink() -> DeepLink? {
    guard random.chance(0.3) else { return nil }
    return DeepLink.catalogue[random.below(DeepLink.catalogue.count)]
  }

  /// The next action, given what the user sees (the gap is drawn first, as ``nextGap()``).
  mutating func next(seeing view: View) -> TimedAction {
    let gap = nextGap()
    return TimedAction(gap: gap, action: nextAction(seeing: view))
  }

  /// How long the user waits before the next action (short inside a burst).
  mutating func nextGap() -> TimeInterval {
    if burstLeft > 0 {
      burstLeft -= 1
      return random.between(0...0.08)
    }
    if random.chance(0.25) {
      burstLeft = 2 + random.below(5)
    }
    return random.between(0.15...1.2)
  }

  /// What the user does next, given what they see after the gap.
  mutating func nextAction(seeing view: View) -> UserAction {
    let roll = random.below(100)
    switch roll {
    case 0..<4:
      return .deepLink(DeepLink.catalogue[random.below(DeepLink.catalogue.count)])
    case 4..<6:
      return .notification(productID: 1 + random.below(5))
    case 6..<10:
      return .selectTab(random.below(2))
    case 10..<22 where view.canGoBack:
      return nextSwipe()
    case 10..<13 where view.isAtRoot:
      return nextSwipe()
    case 22..<25 where view.canGoBack:
      return .doubleBack
    case 25..<38 where view.canGoBack:
      return .back
    case 38..<50 where view.hasTextField:
      return .toggleKeyboard
    case 38..<50 where view.hasSearch:
      return .toggleSearch
    case 50 where view.canOpenPages:
      return .openCloseBurst
    default:
      break
    }
    guard let first = pick(view.buttons) else { return .selectTab(random.below(2)) }
    switch random.below(100) {
    case 0..<18:
      return .doubleTap(first)
    case 18..<26:
      guard let second = pick(view.buttons, excluding: first) else { return .tap(first) }
      return .twoFingerTap(first, second)
    default:
      return .tap(first)
    }
  }

  /// A swipe-back: one in four from the middle of the page, the others from the edge; six in
  /// ten finished.
  private mutating func nextSwipe() -> UserAction {
    let midScreen = random.chance(0.25)
    let finishes = random.chance(0.6)
    let duration = random.between(0.1...0.5)
    return midScreen
      ? .midScreenSwipe(finishes: finishes, duration: duration)
      : .swipeBack(finishes: finishes, duration: duration)
  }

  /// A button, weighted by ``ScreenButton/userWeight`` (people mostly navigate forward).
  private mutating func pick(_ buttons: [ScreenButton]) -> ScreenButton? {
    pick(buttons, excluding: nil)
  }

  /// A button other than `excluded`, weighted as ``pick(_:)`` weighs them: the same draw as
  /// picking from the buttons without `excluded`, without building that array.
  private mutating func pick(_ buttons: [ScreenButton], excluding excluded: ScreenButton?)
    -> ScreenButton?
  {
    var total = 0
    var last: ScreenButton?
    for button in buttons where button != excluded {
      total += button.userWeight
      last = button
    }
    guard total > 0 else { return nil }
    var roll = random.below(total)
    for button in buttons where button != excluded {
      if roll < button.userWeight { return button }
      roll -= button.userWeight
    }
    return last
  }
}
