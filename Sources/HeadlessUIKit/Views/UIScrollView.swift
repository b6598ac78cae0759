import Foundation

/// A view whose content scrolls; the model keeps its geometry and its pan recognizer only.
///
/// Like UIKit, ``panGestureRecognizer`` is attached to the scroll view itself, and
/// ``adjustedContentInset`` is ``contentInset`` plus the safe area (none in the model, so they
/// are equal; `Docs/UIKitFacts.md` A10).
@MainActor
open class UIScrollView: UIView {
  /// The point of the content shown at the bounds' origin.
  open var contentOffset = CGPoint.zero
  /// The size of the content.
  open var contentSize = CGSize.zero
  /// The app's own insets around the content.
  open var contentInset = UIEdgeInsets.zero
  /// Whether the user may scroll.
  open var isScrollEnabled = true
  /// The recognizer that scrolls the content, attached to the scroll view.
  public let panGestureRecognizer = UIPanGestureRecognizer()

  /// The insets the content is laid out with: ``contentInset`` plus the safe area (zero here).
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  /// Creates a scroll view with the given frame.
  ///
  /// - Parameter frame: The frame rectangle.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addGestureRecognizer(panGestureRecognizer)
  }

  /// Creates a scroll view from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    addGestureRecognizer(panGestureRecognizer)
  }
}
