import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The content real pages put in the swipe-back's way (issue 21): a text field whose keyboard
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
      let field = UITextField(frame: CGRect(x: 16, y: 120, width: view.bounds.width - 32, height: 44))
      field.placeholder = "Message"
      view.addSubview(field)
    case .scrollView:
      addPageScrollViewIfNeeded()
    case .standard, .customBack, .hiddenBar, .optedOut, .takesDelegate, .swipeActions, .search,
      .customAnimator:
      break
    }
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
    // Wired once the model has UISearchController (issue 21).
  }
}
