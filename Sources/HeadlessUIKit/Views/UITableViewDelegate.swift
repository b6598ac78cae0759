import Foundation

/// The delegate of a scroll view (the model calls none of its methods).
@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {}

/// The delegate of a table view: here, the swipe actions of its rows and their selection.
///
/// Every member is optional in UIKit: here each has UIKit's "not implemented" default.
@MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// The user selected a row (``Headless/World/tapRow(at:in:)``); not called when code selects
  /// one.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  /// The actions revealed by swiping a row from its leading edge (`nil` when not implemented).
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The actions, or `nil` for none.
  func tableView(
    _ tableView: UITableView,
    leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  /// The actions revealed by swiping a row from its trailing edge (`nil` when not implemented).
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: The actions, or `nil` for none.
  func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
}

extension UITableViewDelegate {
  /// Does nothing when not implemented.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

  /// Returns `nil` when not implemented.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: `nil`.
  public func tableView(
    _ tableView: UITableView,
    leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }

  /// Returns `nil` when not implemented.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - indexPath: The row.
  /// - Returns: `nil`.
  public func tableView(
    _ tableView: UITableView,
    trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
}

/// The actions a swipe reveals on a table row.
@MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, nearest the swiped edge first.
  public let actions: [UIContextualAction]
  /// Whether a full swipe performs the first action.
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration.
  ///
  /// - Parameter actions: The actions.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}

/// One action revealed by swiping a table row.
@MainActor
open class UIContextualAction: NSObject {
  /// What the action does when tapped: the action, the view that showed it, and a completion
  /// to call with whether it was performed.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The action's style.
  public let style: Style
  /// The action's title.
  open var title: String?
  /// The handler.
  public let handler: Handler
  /// The background color.
  open var backgroundColor: UIColor?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - style: The action's style.
  ///   - title: The title.
  ///   - handler: What the action does.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }

  /// The styles of a contextual action.
  public enum Style: Int, Sendable {
    /// A plain action.
    case normal = 0
    /// An action that deletes.
    case destructive = 1
  }
}

extension IndexPath {
  /// Creates an index path to a table row.
  ///
  /// - Parameters:
  ///   - row: The row.
  ///   - section: The section.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// The row of a table index path.
  public var row: Int { self[1] }

  /// The section of a table index path.
  public var section: Int { self[0] }
}
