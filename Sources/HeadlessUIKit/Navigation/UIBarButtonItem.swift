import Foundation

/// A button in a navigation bar or toolbar.
///
/// Target and action are recorded but cannot be invoked on Linux; prefer
/// ``init(customView:)`` or ``init(primaryAction:)``, which need no selector. The model cannot
/// tap a bar button: tests call the code behind it directly.
@MainActor
open class UIBarButtonItem: UIBarItem {
  /// The item's style.
  open var style = Style.plain
  /// A custom view, which handles its own touches.
  open var customView: UIView?
  /// The action's selector (never invoked on Linux).
  open var action: Selector?
  /// The action's target.
  open weak var target: AnyObject?
  /// The closure-based action.
  open var primaryAction: UIAction?

  /// Creates an empty item.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates an item with a title and a target-action pair.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - style: The style.
  ///   - target: The object that receives the action.
  ///   - action: The action's selector.
  public convenience init(
    title: String?,
    style: UIBarButtonItem.Style,
    target: Any?,
    action: Selector?
  ) {
    self.init()
    self.title = title
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates an item with an image and a target-action pair.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - style: The style.
  ///   - target: The object that receives the action.
  ///   - action: The action's selector.
  public convenience init(
    image: UIImage?,
    style: UIBarButtonItem.Style,
    target: Any?,
    action: Selector?
  ) {
    self.init()
    self.image = image
    self.style = style
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates an item that shows a custom view.
  ///
  /// - Parameter customView: The view; it handles its own touches.
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// Creates a system item with a target-action pair.
  ///
  /// - Parameters:
  ///   - systemItem: The system item.
  ///   - target: The object that receives the action.
  ///   - action: The action's selector.
  public convenience init(
    barButtonSystemItem systemItem: UIBarButtonItem.SystemItem,
    target: Any?,
    action: Selector?
  ) {
    self.init()
    self.target = target as AnyObject?
    self.action = action
  }

  /// Creates an item that runs a closure-based action.
  ///
  /// - Parameter primaryAction: The action; its title becomes the item's title.
  public convenience init(primaryAction: UIAction?) {
    self.init()
    self.primaryAction = primaryAction
    self.title = primaryAction?.title
  }

  /// The styles of a bar button item.
  public enum Style: Int, Sendable {
    /// A plain button.
    case plain = 0
    /// A prominent "done" button.
    case done = 2
  }

  /// The system-provided bar button items.
  public enum SystemItem: Int, Sendable {
    /// Done.
    case done = 0
    /// Cancel.
    case cancel = 1
    /// Edit.
    case edit = 2
    /// Save.
    case save = 3
    /// Add.
    case add = 4
    /// Flexible space.
    case flexibleSpace = 5
    /// Fixed space.
    case fixedSpace = 6
    /// Compose.
    case compose = 7
    /// Reply.
    case reply = 8
    /// Action.
    case action = 9
    /// Organize.
    case organize = 10
    /// Bookmarks.
    case bookmarks = 11
    /// Search.
    case search = 12
    /// Refresh.
    case refresh = 13
    /// Stop.
    case stop = 14
    /// Camera.
    case camera = 15
    /// Trash.
    case trash = 16
    /// Play.
    case play = 17
    /// Pause.
    case pause = 18
    /// Rewind.
    case rewind = 19
    /// Fast forward.
    case fastForward = 20
    /// Undo.
    case undo = 21
    /// Redo.
    case redo = 22
    /// Close.
    case close = 24
  }
}
