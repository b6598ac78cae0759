import Foundation

/// An image (the model keeps its name; it loads and draws nothing).
open class UIImage: NSObject {
  /// The name the image was created with.
  let name: String

  init(name: String) {
    self.name = name
    super.init()
  }

  /// Creates a named image from the app's assets (always found in the model).
  ///
  /// - Parameter name: The asset's name.
  public convenience init?(named name: String) {
    self.init(name: name)
  }

  /// Creates a system symbol image (always found in the model).
  ///
  /// - Parameter name: The SF Symbol's name, such as `"chevron.left"`.
  public convenience init?(systemName name: String) {
    self.init(name: name)
  }
}
