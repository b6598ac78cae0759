import Foundation

/// A view whose content scrolls; the model keeps its geometry and its pan recognizer only.
///
/// Like UIKit, ``panGestureRecognizer`` is attached to the scroll view itself, and
/// ``adjustedContentInset`` is ``contentInset`` plus the safe area (none in the model, so they
/// are equal; `Docs/UIKitFacts.md` A10). Its pan competes for a world swipe's touch when it
/// could scroll in the finger's direction (A12); ``isDecelerating`` is set with
/// ``Headless/World/beginDeceleration(of:lasting:)``.
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
  /// Whether the scroll view stops on multiples of its bounds (a pager).
  open var isPagingEnabled = false
  /// Whether the content bounces past its edges.
  open var bounces = true
  /// Whether the content bounces horizontally even when it is no wider than the bounds.
  open var alwaysBounceHorizontal = false
  /// Whether the content bounces vertically even when it is no taller than the bounds.
  open var alwaysBounceVertical = false
  /// The recognizer that scrolls the content, attached to the scroll view.
  public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()
  /// When the current deceleration ends on the world's clock, if one runs.
  var decelerationEnd: TimeInterval?

  /// The insets the content is laid out with: ``contentInset`` plus the safe area (zero here).
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  /// Whether the content is still moving after the finger lifted.
  open var isDecelerating: Bool {
    guard let end = decelerationEnd else { return false }
    return (window?.world ?? Headless.World.current).scheduler.now < end
  }

  /// Whether the user's finger touches the content (never, between the model's gestures).
  open var isTracking: Bool { false }

  /// Whether the user is dragging the content (never, between the model's gestures).
  open var isDragging: Bool { false }

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

  /// The smallest horizontal offset: the leading inset, to the left of the content.
  var minimumContentOffsetX: CGFloat { -adjustedContentInset.left }

  /// The largest horizontal offset: the content's right end at the bounds' right edge.
  var maximumContentOffsetX: CGFloat {
    max(
      minimumContentOffsetX,
      contentSize.width + adjustedContentInset.right - bounds.width
    )
  }

  /// Whether the user can scroll horizontally (UIKit's private `_canScrollX`): scrolling on,
  /// and the content with its insets wider than the bounds, or bouncing horizontally anyway.
  var canScrollX: Bool {
    let insets = adjustedContentInset
    return isScrollEnabled
      && (contentSize.width + insets.left + insets.right > bounds.width || alwaysBounceHorizontal)
  }

  /// Whether the user can scroll vertically.
  var canScrollY: Bool {
    let insets = adjustedContentInset
    return isScrollEnabled
      && (contentSize.height + insets.top + insets.bottom > bounds.height || alwaysBounceVertical)
  }

  /// Whether the content sits past an edge, springing back (UIKit's private `_isBouncing`).
  var isBouncing: Bool {
    contentOffset.x < minimumContentOffsetX || contentOffset.x > maximumContentOffsetX
  }
}

/// A scroll view's own pan: it recognizes a movement in a direction the scroll view can
/// scroll (`Docs/UIKitFacts.md` A12).
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  override func wouldRecognize(_ movement: FingerMovement) -> Bool {
    guard let scrollView = view as? UIScrollView else { return false }
    return movement.isHorizontal ? scrollView.canScrollX : scrollView.canScrollY
  }
}

extension Headless.World {
  /// Makes `scrollView` decelerate for `duration` seconds of this world's clock, as after a
  /// flick: ``UIScrollView/isDecelerating`` is `true` until then.
  ///
  /// - Parameters:
  ///   - scrollView: The scroll view whose content keeps moving.
  ///   - duration: How long it decelerates.
  public func beginDeceleration(of scrollView: UIScrollView, lasting duration: TimeInterval) {
    scrollView.decelerationEnd = scheduler.now + max(0, duration)
  }
}
