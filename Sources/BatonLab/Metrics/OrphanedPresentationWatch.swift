import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Follows the presentations the app's pages ask for, for the `orphanedPresentations` figure:
/// a presentation still on screen when the page that presented it leaves its stack.
///
/// A presentation is the page's when the page was in the window when it appeared (a present
/// redirected elsewhere, or refused, is not). The user's swipe-back cannot begin under a
/// presentation, so a page leaves under its own sheet only by a call of the app's (a pop from a
/// link, a reset). A presentation counts once, when its page leaves while it is presented and
/// not being dismissed.
@MainActor
struct OrphanedPresentationWatch {
  private struct Asked {
    weak var presented: UIViewController?
    /// Whether the presentation appeared while the page was in the window.
    var isThePages = false
  }

  /// The presentations each page on a stack asked for, by the page.
  private var asked: [ObjectIdentifier: (page: WeakPage, presentations: [Asked])] = [:]
  /// The page each presentation was asked from, by the presentation: an appearance looks up
  /// its page instead of scanning every page (the storm's hot path).
  private var pageOfPresentation: [ObjectIdentifier: ObjectIdentifier] = [:]
  /// Presentations left on screen by the page that presented them.
  private(set) var orphaned = 0

  private struct WeakPage {
    weak var page: UIViewController?
  }

  /// The app asks `page` to present `presented`; noted only while `page` is on a stack.
  mutating func present(_ presented: UIViewController, from page: UIViewController) {
    guard page.parent is UINavigationController else { return }
    let key = ObjectIdentifier(page)
    var entry = asked[key] ?? (WeakPage(page: page), [])
    if entry.page.page !== page { entry = (WeakPage(page: page), []) }
    entry.presentations.append(Asked(presented: presented))
    asked[key] = entry
    pageOfPresentation[ObjectIdentifier(presented)] = key
    if asked.count > Self.pruneThreshold { pruneGonePages() }
  }

  /// Past this many pages, those that no longer exist are forgotten at the next present.
  private static let pruneThreshold = 256

  /// Forgets pages that no longer exist (a stack reset without a pop the watch saw) and what
  /// they asked for.
  private mutating func pruneGonePages() {
    asked = asked.filter { $0.value.page.page != nil }
    pageOfPresentation = pageOfPresentation.filter { asked[$0.value] != nil }
  }

  /// `screen` appeared: when it is (or is the top of) a presentation a page asked for, that
  /// presentation is the page's if the page is in the window now.
  mutating func screenAppeared(_ screen: UIViewController) {
    for candidate in [screen, screen.parent] {
      guard let candidate, let key = pageOfPresentation[ObjectIdentifier(candidate)],
        var entry = asked[key], let page = entry.page.page
      else { continue }
      for index in entry.presentations.indices
      where entry.presentations[index].presented === candidate {
        entry.presentations[index].isThePages =
          page.viewIfLoaded?.window != nil && page.parent is UINavigationController
      }
      asked[key] = entry
    }
  }

  /// `page` left its stack: what it presented and is still on screen is orphaned.
  mutating func pageLeft(_ page: UIViewController) {
    guard let entry = asked.removeValue(forKey: ObjectIdentifier(page)),
      entry.page.page === page
    else { return }
    for asked in entry.presentations {
      if let presented = asked.presented {
        pageOfPresentation.removeValue(forKey: ObjectIdentifier(presented))
      }
    }
    for asked in entry.presentations where asked.isThePages {
      guard let presented = asked.presented, presented.presentingViewController != nil,
        !presented.isBeingDismissed
      else { continue }
      orphaned += 1
    }
  }

  /// The life ended: what its pages asked for is forgotten.
  mutating func lifeEnded() {
    asked.removeAll()
    pageOfPresentation.removeAll()
  }
}
