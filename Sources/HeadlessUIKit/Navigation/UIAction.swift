import Foundation

/// The closure type of a ``UIAction``.
public typealias UIActionHandler = (UIAction) -> Void

/// An element of a menu.
@MainActor
open class UIMenuElement: NSObject {
  /// The title.
  open var title: String

  init(title: String) {
    self.title = title
    super.init()
  }
}

/// A menu element that runs a closure.
@MainActor
open class UIAction: UIMenuElement {
  /// The closure.
  let handler: UIActionHandler

  /// The image.
  open var image: UIImage?

  /// The action's identifier: the one given at creation, or a unique one.
  public let identifier: Identifier

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - identifier: The identifier; `nil` makes a unique one.
  ///   - handler: Runs when the action is performed.
  public convenience init(
    title: String = "",
    image: UIImage? = nil,
    identifier: Identifier? = nil,
    handler: @escaping UIActionHandler
  ) {
    self.init(
      title: title,
      identifier: identifier ?? Identifier(rawValue: UUID().uuidString),
      handlerStorage: handler
    )
    self.image = image
  }

  init(title: String, identifier: Identifier, handlerStorage: @escaping UIActionHandler) {
    self.handler = handlerStorage
    self.identifier = identifier
    super.init(title: title)
  }

  /// A copy, as UIKit makes when it stores an action in a `copy` property (`@NSCopying`):
  /// another object with the same title, image, identifier and handler.
  func copied() -> UIAction {
    let copy = UIAction(title: title, identifier: identifier, handlerStorage: handler)
    copy.image = image
    return copy
  }

  /// Runs the handler with this action, as UIKit does when the user triggers it.
  func perform() {
    handler(self)
  }

  /// The name of an action.
  public struct Identifier: Hashable, RawRepresentable, Sendable {
    /// The name.
    public let rawValue: String

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// Creates an identifier.
    ///
    /// - Parameter rawValue: The name.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }
}
