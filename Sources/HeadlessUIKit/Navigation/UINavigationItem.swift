import Foundation

/// The items a navigation bar shows for one controller: title, back button, bar buttons.
@MainActor
open class UINavigationItem: NSObject {
  /// The title.
  open var title: String?
  /// A custom title view.
  open var titleView: UIView?
  /// The item shown as the back button of the *next* screen.
  open var backBarButtonItem: UIBarButtonItem?
  /// The back button title of the next screen.
  open var backButtonTitle: String?
  /// How the back button is shown.
  open var backButtonDisplayMode = BackButtonDisplayMode.default
  /// Whether the back button is hidden (a custom back button sets this and a left item).
  open var hidesBackButton = false
  /// The left bar button items.
  open var leftBarButtonItems: [UIBarButtonItem]?
  /// The right bar button items.
  open var rightBarButtonItems: [UIBarButtonItem]?
  /// Whether the left items appear next to the back button instead of replacing it.
  open var leftItemsSupplementBackButton = false
  /// The search controller whose bar the navigation bar shows, if any.
  open var searchController: UISearchController?
  /// Whether the search bar hides when the content scrolls.
  open var hidesSearchBarWhenScrolling = true
  /// The action a tap on the back button runs instead of popping (iOS 16); stored as a copy,
  /// like UIKit's `copy` property (`Docs/UIKitFacts.md` A11.1).
  open var backAction: UIAction? { didSet { backAction = backAction?.copied() } }

  /// Creates an item with a title.
  ///
  /// - Parameter title: The title.
  public init(title: String) {
    self.title = title
    super.init()
  }

  /// Creates an item from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// Creates an item with no title.
  public override convenience init() {
    self.init(title: "")
    title = nil
  }

  /// The first left bar button item.
  open var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first right bar button item.
  open var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Hides or shows the back button.
  ///
  /// - Parameters:
  ///   - hidesBackButton: Whether to hide it.
  ///   - animated: Whether to animate.
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Sets the left bar button item.
  ///
  /// - Parameters:
  ///   - item: The item, or `nil`.
  ///   - animated: Whether to animate.
  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the right bar button item.
  ///
  /// - Parameters:
  ///   - item: The item, or `nil`.
  ///   - animated: Whether to animate.
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the left bar button items.
  ///
  /// - Parameters:
  ///   - items: The items, or `nil`.
  ///   - animated: Whether to animate.
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the right bar button items.
  ///
  /// - Parameters:
  ///   - items: The items, or `nil`.
  ///   - animated: Whether to animate.
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }

  /// How the back button shows its title.
  public enum BackButtonDisplayMode: Int, Sendable {
    /// The title, or "Back" when it does not fit.
    case `default` = 0
    /// "Back" only.
    case generic = 1
    /// The chevron only.
    case minimal = 2
  }
}
