import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The app's page-presentation story: a page that leaves while what it presented is up.
extension LabApp {
  /// Seconds from a size picker's tap until the link that closes its product page arrives.
  static let offSaleLinkDelay: TimeInterval = 0.6

  /// A product page presents its size picker; a link that arrives while it is open (the
  /// product went off sale) makes the app close the page, which is still on top under the
  /// picker: `page.baton.pop()` for Baton, `navigationController?.popViewController` otherwise.
  func showSizes(from page: LabScreen) {
    let picker = makeScreen(.settings, tab: page.tab)
    let intent = probe.openIntent(.present, appearing: picker)
    let sheet = Self.sheet(picker)
    probe.presentations.present(sheet, from: page)
    strategy.present(sheet, from: page, intent: intent)
    timers.run(after: Self.offSaleLinkDelay) { [weak self, weak page, weak sheet] in
      // The link closes the page while its picker is the screen the user looks at.
      guard let self, let page, let sheet, topPresented === sheet,
        let stack = page.navigationController, stack.topViewController === page
      else { return }
      strategy.beginHandler()
      let intent = probe.openIntent(.pop, removing: page)
      strategy.pop(from: page, intent: intent)
    }
  }
}
