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

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - image: The image.
  ///   - handler: Runs when the action is performed.
  public convenience init(
    title: String = "",
    image: UIImage? = nil,
    handler: @escaping UIActionHandler
  ) {
    self.init(title: title, handlerStorage: handler)
    self.image = image
  }

  init(title: String, handlerStorage: @escaping UIActionHandler) {
    self.handler = handlerStorage
    super.init(title: title)
  }
}
