import Foundation

/// A finger on the screen.
@MainActor
open class UITouch: NSObject {
  var viewStorage: UIView?
  var windowStorage: UIWindow?
  var phaseStorage = Phase.began
  var timestampStorage: TimeInterval = 0
  var recognizerStorage: [UIGestureRecognizer]?
  var locationStorage = CGPoint.zero

  /// Creates a touch.
  public override init() {
    super.init()
  }

  /// The view in which the touch began.
  open var view: UIView? { viewStorage }
  /// The window in which the touch began.
  open var window: UIWindow? { windowStorage }
  /// The recognizers receiving the touch.
  open var gestureRecognizers: [UIGestureRecognizer]? { recognizerStorage }
  /// The touch's phase.
  open var phase: Phase { phaseStorage }
  /// The number of taps.
  open var tapCount: Int { 1 }
  /// When the touch happened.
  open var timestamp: TimeInterval { timestampStorage }
  /// The kind of touch.
  open var type: TouchType { .direct }

  /// The touch's location; the model has one coordinate space, so `view` is ignored.
  ///
  /// - Parameter view: The view, or `nil` for the window.
  /// - Returns: Where the finger landed (`.zero` for the model's edge swipes).
  open func location(in view: UIView?) -> CGPoint { locationStorage }

  /// The previous location in `view`'s coordinates.
  ///
  /// - Parameter view: The view, or `nil` for the window.
  /// - Returns: The location.
  open func previousLocation(in view: UIView?) -> CGPoint { .zero }

  /// The phases of a touch.
  public enum Phase: Int, Sendable {
    /// The finger touched down.
    case began = 0
    /// The finger moved.
    case moved = 1
    /// The finger rests.
    case stationary = 2
    /// The finger lifted.
    case ended = 3
    /// The system cancelled the touch.
    case cancelled = 4
    /// A pointer entered a region.
    case regionEntered = 5
    /// A pointer moved in a region.
    case regionMoved = 6
    /// A pointer left a region.
    case regionExited = 7
  }

  /// The kinds of touch.
  public enum TouchType: Int, Sendable {
    /// A finger on the screen.
    case direct = 0
    /// A remote touch.
    case indirect = 1
    /// An Apple Pencil.
    case pencil = 2
    /// A pointer.
    case indirectPointer = 3
  }
}
