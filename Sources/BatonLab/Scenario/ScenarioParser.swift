import Foundation

/// Parses the line-based scenario format (`Scenarios/README.md`).
package enum ScenarioParser {
  /// Parses a whole scenario file.
  ///
  /// - Parameter source: The file's text.
  /// - Returns: The scenario.
  /// - Throws: A ``ScenarioParseError`` naming the first line it does not understand.
  package static func parse(_ source: String) throws(ScenarioParseError) -> Scenario {
    var scenario = Scenario()
    // `isNewline`, not "\n": a Windows file's "\r\n" is one `Character`, which "\n" never equals.
    let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (offset, rawLine) in lines.enumerated() {
      let line = offset + 1
      let text =
        rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        .first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
      guard !text.isEmpty else { continue }
      let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      let fail = { (problem: String) in ScenarioParseError(line: line, text: text, problem: problem)
      }
      switch words[0] {
      case "profile":
        guard words.count == 2, let profile = LabProfile(rawValue: words[1]) else {
          throw fail("expected 'profile legacy|deferring|fluid'")
        }
        scenario.profile = profile
      case "strategy":
        guard words.count == 2, let strategy = StrategyName(rawValue: words[1]) else {
          throw fail(
            "expected 'strategy raw|delay|switching-flag|window-lock|replace-delegate|baton|guard"
              + "|buffered-nav|fd-fullscreen-pop'"
          )
        }
        scenario.strategy = strategy
      case "cold":
        scenario.startsCold = true
      case "popup-strategy":
        scenario.popupStrategy = try popupStrategy(words, fail: fail)
      default:
        let command = try parseCommand(words, fail: fail)
        scenario.steps.append(Scenario.Step(line: line, text: text, command: command))
      }
    }
    return scenario
  }

  private static func parseCommand(
    _ words: [String],
    fail: (String) -> ScenarioParseError
  ) throws(ScenarioParseError) -> Scenario.Command {
    if let command = try swipeStatement(words, fail: fail) { return command }
    let arguments = Array(words.dropFirst())
    switch words[0] {
    case "tap":
      return .action(.tap(try button(arguments, count: 1, fail: fail)[0]))
    case "double-tap":
      return .action(.doubleTap(try button(arguments, count: 1, fail: fail)[0]))
    case "two-finger":
      let buttons = try button(arguments, count: 2, fail: fail)
      return .action(.twoFingerTap(buttons[0], buttons[1]))
    case "back":
      guard arguments.isEmpty else { throw fail("'back' takes no argument") }
      return .action(.back)
    case "double-back":
      guard arguments.isEmpty else { throw fail("'double-back' takes no argument") }
      return .action(.doubleBack)
    case "back-button":
      guard arguments.isEmpty else { throw fail("'back-button' takes no argument") }
      return .action(.backButton)
    case "open-close":
      guard arguments.isEmpty else { throw fail("'open-close' takes no argument") }
      return .action(.openCloseBurst)
    case "keyboard":
      guard arguments.isEmpty else { throw fail("'keyboard' takes no argument") }
      return .action(.toggleKeyboard)
    case "search":
      guard arguments.isEmpty else { throw fail("'search' takes no argument") }
      return .action(.toggleSearch)
    case "tab":
      guard arguments.count == 1, let tab = Int(arguments[0]), (0...1).contains(tab) else {
        throw fail("expected 'tab 0' or 'tab 1'")
      }
      return .action(.selectTab(tab))
    case "deeplink":
      guard arguments.count == 1, let link = deepLink(arguments[0]) else {
        throw fail(
          "expected 'deeplink tabN[/detail|comments|profile|product/ID]...[/login|settings]'"
        )
      }
      return .action(.deepLink(link))
    case "notification":
      guard arguments.count == 1, let id = Int(arguments[0]), id >= 0 else {
        throw fail("expected 'notification PRODUCT-ID'")
      }
      return .action(.notification(productID: id))
    case "swipe":
      return try swipe(arguments, fail: fail)
    case "launch":
      return .launch
    case "wait":
      guard arguments.count == 1, let seconds = Double(arguments[0]),
        (0...CommandLimits.waitSeconds).contains(seconds)
      else {
        throw fail("expected 'wait SECONDS' (0 to \(Int(CommandLimits.waitSeconds)))")
      }
      return .wait(seconds)
    case "settle":
      return .settle
    case "expect":
      return .expect(try ScenarioExpectationParser.parse(arguments, fail: fail))
    default:
      if let popup = try popupStatement(words, fail: fail) { return .popup(popup) }
      throw fail("unknown statement '\(words[0])'")
    }
  }

  private static func button(
    _ arguments: [String],
    count: Int,
    fail: (String) -> ScenarioParseError
  ) throws(ScenarioParseError) -> [ScreenButton] {
    let buttons = arguments.compactMap(ScreenButton.init(rawValue:))
    guard arguments.count == count, buttons.count == count else {
      let names = ScreenButton.allCases.map(\.rawValue).joined(separator: "|")
      throw fail("expected \(count) button name(s): \(names)")
    }
    return buttons
  }

  private static func swipe(
    _ arguments: [String],
    fail: (String) -> ScenarioParseError
  ) throws(ScenarioParseError) -> Scenario.Command {
    switch arguments.first {
    case "begin" where arguments.count == 1:
      return .swipeBegin(touchInNavigationBar: false)
    case "begin" where arguments.count == 2 && arguments[1] == "nav-bar":
      return .swipeBegin(touchInNavigationBar: true)
    case "progress" where arguments.count == 2:
      guard let value = Double(arguments[1]), (0...1).contains(value) else {
        throw fail("expected a progress between 0 and 1")
      }
      return .swipeProgress(value)
    case "finish" where arguments.count == 1:
      return .swipeFinish
    case "cancel" where arguments.count == 1:
      return .swipeCancel
    default:
      throw fail("expected 'swipe begin [nav-bar]', 'swipe progress P', 'swipe finish|cancel'")
    }
  }

  /// Reads `tab1/detail/comments/login` (the `app://` prefix is optional).
  static func deepLink(_ text: String) -> DeepLink? {
    var body = Substring(text)
    if body.hasPrefix("app://") { body = body.dropFirst("app://".count) }
    var parts = body.split(separator: "/").map(String.init)
    guard let first = parts.first, first.hasPrefix("tab"), let tab = Int(first.dropFirst(3)),
      (0...1).contains(tab)
    else { return nil }
    parts.removeFirst()
    var link = DeepLink(tab: tab, pushes: [], modal: nil)
    var index = 0
    while index < parts.count {
      guard let kind = ScreenKind(rawValue: parts[index]), kind != .list, kind != .ad else {
        return nil
      }
      if kind.isModal {
        guard index == parts.count - 1 else { return nil }
        link.modal = kind
      } else if kind == .product {
        // `product/ID`.
        guard index + 1 < parts.count, let id = Int(parts[index + 1]) else { return nil }
        link.productIDs.append(id)
        link.pushes.append(kind)
        index += 1
      } else {
        link.pushes.append(kind)
      }
      index += 1
    }
    return link
  }
}
