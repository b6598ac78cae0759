import Foundation

/// The base class of gesture recognizers.
///
/// Targets and actions are recorded but cannot be invoked on Linux (no Objective-C runtime).
/// The model drives the navigation controller's swipe-back recognizer through
/// ``Headless/World/beginInteractivePop(on:touchInNavigationBar:)``.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// Targets are identified, never retained nor called (there is no Objective-C runtime).
  private var targetActions: [(target: ObjectIdentifier, action: Selector)] = []
  var stateStorage = State.possible
  /// The view the recognizer is attached to (which holds the recognizer).
  weak var viewStorage: UIView?

  /// The delegate that decides whether the recognizer begins.
  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Whether the recognizer is enabled.
  open var isEnabled = true
  /// Whether recognized touches are cancelled in the view.
  open var cancelsTouchesInView = true
  /// Whether touches are delayed until recognition fails.
  open var delaysTouchesBegan = false
  /// Whether touch ends are delayed.
  open var delaysTouchesEnded = true
  /// A name for debugging.
  open var name: String?

  /// Creates a recognizer with a target-action pair.
  ///
  /// - Parameters:
  ///   - target: The object that receives the action.
  ///   - action: The action's selector.
  public init(target: Any?, action: Selector?) {
    super.init()
    if let target = target as AnyObject?, let action {
      targetActions.append((ObjectIdentifier(target), action))
    }
  }

  /// Creates a recognizer without a target.
  public override convenience init() {
    self.init(target: nil, action: nil)
  }

  /// Creates a recognizer from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public convenience init?(coder: NSCoder) {
    self.init(target: nil, action: nil)
  }

  /// Adds a target-action pair.
  ///
  /// - Parameters:
  ///   - target: The object that receives the action.
  ///   - action: The action's selector.
  open func addTarget(_ target: Any, action: Selector) {
    targetActions.append((ObjectIdentifier(target as AnyObject), action))
  }

  /// Removes target-action pairs (`nil` matches all).
  ///
  /// - Parameters:
  ///   - target: The target, or `nil` for all.
  ///   - action: The action, or `nil` for all.
  open func removeTarget(_ target: Any?, action: Selector?) {
    let identifier = (target as AnyObject?).map(ObjectIdentifier.init)
    targetActions.removeAll { pair in
      (identifier == nil || pair.target == identifier) && (action == nil || pair.action == action)
    }
  }

  /// The recognizer's state.
  open var state: State { stateStorage }

  /// The view the recognizer is attached to.
  open var view: UIView? { viewStorage }

  /// The number of touches involved.
  open var numberOfTouches: Int { stateStorage == .possible ? 0 : 1 }

  /// The location of the gesture in `view`'s coordinates.
  ///
  /// - Parameter view: The view, or `nil` for the window.
  /// - Returns: The location.
  open func location(in view: UIView?) -> CGPoint { .zero }

  /// The location of one touch in `view`'s coordinates.
  ///
  /// - Parameters:
  ///   - touchIndex: The touch's index.
  ///   - view: The view, or `nil` for the window.
  /// - Returns: The location.
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { .zero }

  /// Makes this recognizer wait for `otherGestureRecognizer` to fail.
  ///
  /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {}

  /// The states of a recognizer.
  public enum State: Int, Sendable {
    /// Not recognized yet.
    case possible = 0
    /// A continuous gesture began.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended.
    case ended = 3
    /// The gesture was cancelled.
    case cancelled = 4
    /// The gesture failed.
    case failed = 5

    /// A discrete gesture was recognized (the same as ``ended``).
    public static var recognized: State { .ended }
  }
}
