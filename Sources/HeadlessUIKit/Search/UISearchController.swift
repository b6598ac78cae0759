import Foundation

/// A controller that shows a search bar and, while active, the search's results.
///
/// The model keeps its state only: ``isActive`` and whether it hides the navigation bar while
/// active. Put it on a screen with `UINavigationItem.searchController`; UIKit's swipe-back
/// delegate refuses while it is active and hides the bar (`Docs/UIKitFacts.md` A5).
@MainActor
open class UISearchController: UIViewController {
  /// The controller that shows the results, if any.
  public let searchResultsController: UIViewController?
  /// The search bar.
  public let searchBar = UISearchBar()
  /// Whether the search is active (the user is searching).
  open var isActive = false
  /// Whether the navigation bar hides while the search is active (`true` by default).
  open var hidesNavigationBarDuringPresentation = true
  /// Whether the content under the search dims while it is active.
  open var obscuresBackgroundDuringPresentation = true

  /// Creates a search controller.
  ///
  /// - Parameter searchResultsController: The controller that shows the results, or `nil` to
  ///   show them in the searched content.
  public init(searchResultsController: UIViewController?) {
    self.searchResultsController = searchResultsController
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a search controller from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    searchResultsController = nil
    super.init(coder: coder)
  }
}

/// A bar where the user types a search.
@MainActor
open class UISearchBar: UIView {
  /// The text typed.
  open var text: String?
  /// The placeholder shown when empty.
  open var placeholder: String?
}
