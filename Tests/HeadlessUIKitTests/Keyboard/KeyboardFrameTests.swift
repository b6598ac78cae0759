import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A13 K1: the keyboard's notifications carry its frame before and after,
/// in the screen's coordinates, with will- and did-change-frame around will/did-show and hide;
/// a resize with the keyboard up moves it to the window's new bottom.
@MainActor
@Suite struct KeyboardFrameTests {
  /// Every keyboard notification seen, with its end frame.
  @MainActor
  private final class Log {
    var seen: [(Notification.Name, CGRect?)] = []
    var tokens: [any NSObjectProtocol] = []

    init() {
      let names: [Notification.Name] = [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
        UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidChangeFrameNotification,
        UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidHideNotification,
      ]
      tokens = names.map { name in
        NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
          let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?
            .cgRectValue
          MainActor.assumeIsolated { [weak self] in self?.seen.append((name, end)) }
        }
      }
    }

    func stop() { for token in tokens { NotificationCenter.default.removeObserver(token) } }
  }

  private func field(on stage: NavigationStage) -> UITextField {
    let page = stage.pushPage(holding: stage.world.run { UIView() })
    return stage.world.run {
      let field = UITextField()
      page.view.addSubview(field)
      return field
    }
  }

  @Test func theKeyboardReportsItsFrameInScreenCoordinates() {
    let stage = NavigationStage(profile: .deferring)
    let field = field(on: stage)
    let log = Log()
    defer { log.stop() }
    let screen = stage.world.run { field.window?.frame ?? .zero }
    let shown = CGRect(
      x: screen.minX,
      y: screen.maxY - Headless.keyboardHeight,
      width: screen.width,
      height: Headless.keyboardHeight
    )
    stage.world.run { _ = field.becomeFirstResponder() }
    #expect(
      log.seen.map(\.0) == [
        UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      ]
    )
    #expect(log.seen.allSatisfy { $0.1 == shown })
    stage.settle()
    stage.world.run { _ = field.resignFirstResponder() }
    stage.settle()
    #expect(log.seen.count == 8)
    #expect(log.seen.last?.0 == UIResponder.keyboardDidHideNotification)
    #expect(log.seen.last?.1?.minY == screen.maxY, "hidden, it sits just below the screen")
  }

  @Test func aResizeWithTheKeyboardUpMovesItToTheNewBottom() throws {
    let stage = NavigationStage(profile: .deferring)
    let field = field(on: stage)
    stage.world.run { _ = field.becomeFirstResponder() }
    stage.settle()
    let log = Log()
    defer { log.stop() }
    let window = try #require(stage.world.run { field.window })
    stage.world.run { stage.world.rotate(window) }
    #expect(
      log.seen.map(\.0) == [
        UIResponder.keyboardWillChangeFrameNotification,
        UIResponder.keyboardDidChangeFrameNotification,
      ]
    )
    let bottom = stage.world.run { window.frame.maxY }
    #expect(log.seen.first?.1?.maxY == bottom)
    stage.world.run { _ = field.resignFirstResponder() }
    stage.settle()
    log.seen.removeAll()
    stage.world.run { stage.world.rotate(window) }
    #expect(log.seen.isEmpty, "a hidden keyboard does not move with the window")
  }
}
