import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The app's open-close bursts: a page opened and closed again, ten times 0.1 s apart.
extension LabApp {
  /// How many pages a burst opens and closes.
  static let burstPages = 10
  /// Seconds between one step of a burst (an open, or a close) and the next.
  static let burstStep: TimeInterval = 0.1

  /// Opens a product page over `screen` and closes it 0.1 s later, ten times (a preview the
  /// user flicks through): `screen.baton.push` and `page.baton.pop()` for Baton, the plain
  /// `pushViewController` and the page's own `navigationController?.popViewController`
  /// otherwise (``NavigationStrategy/close(_:opening:)``).
  ///
  /// Each page shows a product of its own (no push is a double tap of another). A close is
  /// asked only while its opener is still on a stack: a user who left the opener took the
  /// page with it.
  func openCloseBurst(from screen: LabScreen) {
    guard topPresented == nil, let stack = screen.navigationController else { return }
    for index in 0..<Self.burstPages {
      let opensAt = Double(2 * index) * Self.burstStep
      timers.run(after: opensAt) { [weak self, weak screen, weak stack] in
        guard let self, let screen, let stack, screen.navigationController === stack else {
          return
        }
        strategy.beginHandler()
        let page = makeProduct(1000 + 10 * index, tab: screen.tab)
        let intent = probe.openIntent(.push, appearing: page)
        strategy.push(page, on: stack, animated: true, intent: intent)
        timers.run(after: Self.burstStep) { [weak self, weak screen, weak page] in
          guard let self, let screen, let page, screen.navigationController != nil else { return }
          strategy.beginHandler()
          strategy.close(page) { self.probe.openIntent(.pop, removing: page) }
        }
      }
    }
  }
}
