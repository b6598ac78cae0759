import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Follows the deep links opened before a third party's sign-in sheet, for the
/// `linksLostInForeignPresentations` figure: a link whose page left with a presentation it did
/// not ask for.
///
/// A link is opened when the system hands the app its URL (its pages are built then), whenever
/// the app acts on it. The SDK's sheet, presented afterwards, is no place the link asked for: a
/// page of the link still on the sheet's stack when the SDK's dismissal of its sheet ends left
/// the screen with it, and counts once. A link opened while the sheet already showed is not
/// followed (Baton reports that case itself, `linkScreenLeftWithPresentation`).
@MainActor
struct ForeignPresentationLinkWatch {
  private struct Page {
    weak var page: UIViewController?
  }

  private struct Sheet {
    weak var sheet: UINavigationController?
    var pages: [Page]
  }

  /// The pages of the links opened in this life, last page of each.
  private var opened: [Page] = []
  /// The SDK's sheets on screen, each with the links opened before it.
  private var sheets: [Sheet] = []
  private(set) var lost = 0

  /// A link showing `page` last was opened.
  mutating func linkOpened(_ page: UIViewController) {
    opened.removeAll { $0.page == nil }
    opened.append(Page(page: page))
  }

  /// The SDK presents `sheet`: the links opened until now did not ask for it.
  mutating func sdkPresented(_ sheet: UINavigationController) {
    sheets.removeAll { $0.sheet == nil }
    sheets.append(Sheet(sheet: sheet, pages: opened))
  }

  /// The SDK's dismissal of `sheet` ended: the pages of earlier links still on its stack left
  /// with it.
  mutating func sdkDismissed(_ sheet: UINavigationController) {
    guard let index = sheets.firstIndex(where: { $0.sheet === sheet }) else { return }
    let entry = sheets.remove(at: index)
    for page in entry.pages {
      guard let page = page.page, sheet.viewControllers.contains(where: { $0 === page }) else {
        continue
      }
      lost += 1
    }
  }

  /// The life ended: what it opened is forgotten.
  mutating func lifeEnded() {
    opened.removeAll()
    sheets.removeAll()
  }
}
