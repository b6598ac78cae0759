import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The content real pages put in the swipe-back's way: a text field whose keyboard
/// the user opens and closes, a search controller, a table with swipe actions.
extension LabScreen {
  /// The page's text field, if it has one (``SwipeStyle/textField``).
  var pageTextField: UITextField? {
    viewIfLoaded?.subviews.lazy.compactMap { $0 as? UITextField }.first
  }

  /// Adds what the page's style puts on it, once.
  func addPageContentIfNeeded() {
    switch swipeStyle {
    case .textField:
      guard pageTextField == nil else { return }
      let field = UITextField(
        frame: CGRect(x: 16, y: 120, width: view.bounds.width - 32, height: 44)
      )
      field.placeholder = "Message"
      view.addSubview(field)
    case .scrollView:
      addPageScrollViewIfNeeded()
    case .swipeActions:
      guard pageTableView == nil else { return }
      let table = UITableView(frame: view.bounds, style: .plain)
      table.contentSize = CGSize(width: view.bounds.width, height: view.bounds.height * 4)
      table.delegate = self
      view.addSubview(table)
    case .search:
      guard navigationItem.searchController == nil else { return }
      navigationItem.searchController = UISearchController(searchResultsController: nil)
    case .standard, .customBack, .hiddenBar, .optedOut, .takesDelegate, .customAnimator, .zoom:
      break
    }
  }

  /// The page's table, if it has one (``SwipeStyle/swipeActions``).
  var pageTableView: UITableView? {
    viewIfLoaded?.subviews.lazy.compactMap { $0 as? UITableView }.first
  }

  /// The view under a finger at the page's leading edge: the carousel or table that spans the
  /// page, else the page itself.
  var viewAtLeadingEdge: UIView {
    pageScrollView ?? pageTableView ?? view
  }

  /// A tap in the text field when its keyboard is closed, else on the page around it.
  func toggleKeyboard() {
    guard let field = pageTextField else { return }
    if field.isFirstResponder {
      _ = field.resignFirstResponder()
    } else {
      _ = field.becomeFirstResponder()
    }
  }
}

extension LabScreen {
  /// A tap in the search field when no search is active, else on Cancel.
  func toggleSearch() {
    guard let search = navigationItem.searchController else { return }
    search.isActive.toggle()
  }
}

/// A ``SwipeStyle/swipeActions`` page's rows: "Pin" from the leading edge, "Delete" from the
/// trailing one, as mail and chat lists have.
extension LabScreen: UITableViewDelegate {
  func tableView(
    _ tableView: UITableView,
    leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
    ])
  }

  func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    UISwipeActionsConfiguration(actions: [
      UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
    ])
  }
}
