import Foundation

/// An item that can be added to a bar.
@MainActor
open class UIBarItem: NSObject {
  /// The title.
  open var title: String?
  /// Whether the item is enabled.
  open var isEnabled = true
  /// The image.
  open var image: UIImage?
  /// An integer that identifies the item.
  open var tag = 0

  /// Creates an item.
  public override init() {
    super.init()
  }

  /// Creates an item from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    super.init()
  }
}
