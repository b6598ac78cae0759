#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Which page of a navigation stack made each presentation Baton started: presentations belong
/// to the page that made them.
///
/// UIKit presents a page's sheet from the page's presentation context (its navigation or tab
/// bar controller, `Docs/UIKitFacts.md` A15), so the sheet's `presentingViewController` names
/// the container, never the page; and a page that has left its stack no longer reaches what it
/// presented through `presentedViewController`. The adapter therefore notes the page when a
/// present it performs starts (``note(_:askedFrom:presentedFrom:)``), and reads it back when a
/// page leaves its stack by a request (``NavigationChange`` dismisses what it made first) and
/// when a page that left asks to dismiss (``ModalChange``).
///
/// The entries are weak: a presentation or a page that is freed leaves the table.
@MainActor
enum PagePresentations {
  private struct Entry {
    weak var presented: UIViewController?
    weak var page: UIViewController?
  }

  private static var entries: [Entry] = []

  /// The page on a navigation stack that holds `controller`: itself, or the ancestor whose
  /// parent is a navigation controller; nil for a controller that is on no stack (a navigation
  /// controller, a window's root, a presented screen, a page that left).
  static func page(holding controller: UIViewController) -> UIViewController? {
    var candidate: UIViewController? = controller
    while let current = candidate {
      if let parent = current.parent, parent is UINavigationController,
        !(current is UINavigationController)
      {
        return current
      }
      candidate = current.parent
    }
    return nil
  }

  /// The root-most ancestor of `controller` (itself when it has no parent).
  static func root(of controller: UIViewController) -> UIViewController {
    var root = controller
    while let parent = root.parent { root = parent }
    return root
  }

  /// Notes that `presented`, asked from `requested`, is presented from `presenter`: it belongs
  /// to the page that holds `requested` if that page is in the window, or else to the page that
  /// holds `presenter`, if any.
  ///
  /// The two differ when the present was redirected. A page in the window but covered by
  /// something it did not present (a pop-up screen, a sheet of the app's) cannot present, so its
  /// sheet is presented from the window's top-most controller, over the cover: the sheet is
  /// still the page's, and when the page leaves, the sheet goes with it and the cover stays. A
  /// page out of the window (under another page, in a tab not selected, gone) is not what the
  /// user looks at: the sheet belongs to the page it is presented over.
  static func note(
    _ presented: UIViewController,
    askedFrom requested: UIViewController,
    presentedFrom presenter: UIViewController
  ) {
    entries.removeAll { $0.presented == nil || $0.page == nil || $0.presented === presented }
    let asker = page(holding: requested).flatMap { $0.viewIfLoaded?.window != nil ? $0 : nil }
    guard let page = asker ?? page(holding: presenter) else { return }
    entries.append(Entry(presented: presented, page: page))
  }

  /// The lowest presentation still on screen that one of `pages` made: dismissing it (from the
  /// controller that presents it) takes it and everything above it.
  ///
  /// A presentation being dismissed already, or no longer presented, does not count.
  static func lowestShown(madeByAnyOf pages: [UIViewController]) -> UIViewController? {
    guard !pages.isEmpty else { return nil }
    var lowest: (controller: UIViewController, depth: Int)?
    for entry in entries {
      guard let presented = entry.presented, let page = entry.page,
        pages.contains(where: { $0 === page }), isShown(presented)
      else { continue }
      let depth = self.depth(of: presented)
      if lowest.map({ depth < $0.depth }) ?? true { lowest = (presented, depth) }
    }
    return lowest?.controller
  }

  /// Whether `presented` is presented and not being dismissed.
  private static func isShown(_ presented: UIViewController) -> Bool {
    presented.presentingViewController != nil && !presented.isBeingDismissed
  }

  /// How many presentations lie below `presented` in its window's chain.
  private static func depth(of presented: UIViewController) -> Int {
    var depth = 0
    var current = presented.presentingViewController
    while let next = current, depth < 256 {
      depth += 1
      current = next.presentingViewController
    }
    return depth
  }
}
