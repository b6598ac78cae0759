import Foundation

/// The base class of gesture recognizers.
///
/// Linux has no Objective-C runtime, so a selector cannot be invoked: the model delivers an
/// action to a target that adopts ``HeadlessActionReceiving`` (a small closure-holding target
/// class whose `@objc` method UIKit calls on iOS), on every state change a world control makes
/// (``Headless/World/performPan(with:from:on:through:velocity:)``). Targets are held weakly
/// (`Docs/UIKitFacts.md` A10). The model drives the navigation controller's swipe-back
/// recognizer through ``Headless/World/beginInteractivePop(on:touchInNavigationBar:touching:)``.
@MainActor
open class UIGestureRecognizer: NSObject {
  /// Targets, held weakly, with their identities for `removeTarget(_:action:)`.
  private(set) var targetActions: [TargetAction] = []
  /// The recognizers this one waits for (`require(toFail:)`), held weakly.
  private var failureRequirementStorage: [WeakRecognizer] = []
  /// The recognizers that wait for this one (the other side of `require(toFail:)`), held
  /// weakly.
  private var failureDependentStorage: [WeakRecognizer] = []
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
      targetActions.append(TargetAction(target: target, action: action))
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
    targetActions.append(TargetAction(target: target as AnyObject, action: action))
  }

  /// Removes target-action pairs (`nil` matches all).
  ///
  /// - Parameters:
  ///   - target: The target, or `nil` for all.
  ///   - action: The action, or `nil` for all.
  open func removeTarget(_ target: Any?, action: Selector?) {
    let identifier = (target as AnyObject?).map(ObjectIdentifier.init)
    targetActions.removeAll { pair in
      (identifier == nil || pair.identifier == identifier)
        && (action == nil || pair.action == action)
    }
  }

  /// Sends every action to its target, in the order they were added; a target that is gone,
  /// or does not adopt ``HeadlessActionReceiving``, receives nothing.
  func sendActions() {
    for pair in targetActions {
      (pair.target as? any HeadlessActionReceiving)?.receiveAction(pair.action, from: self)
    }
  }

  /// The recognizers this one waits for, still alive, in the order they were required.
  var failureRequirements: [UIGestureRecognizer] {
    failureRequirementStorage.compactMap(\.recognizer)
  }

  /// The recognizers that were told to wait for this one, still alive.
  var failureDependents: [UIGestureRecognizer] {
    failureDependentStorage.compactMap(\.recognizer)
  }

  /// Whether the model knows this recognizer would recognize `movement`, so that it competes
  /// for a world swipe's touch (`Docs/UIKitFacts.md` A12); `false` for recognizers the model
  /// does not drive (taps, an app's own pans).
  func wouldRecognize(_ movement: FingerMovement) -> Bool { false }

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
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    guard otherGestureRecognizer !== self,
      !failureRequirements.contains(where: { $0 === otherGestureRecognizer })
    else { return }
    failureRequirementStorage.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    otherGestureRecognizer.failureDependentStorage.append(WeakRecognizer(recognizer: self))
  }

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

/// A target-action pair; the target weakly.
struct TargetAction {
  weak var target: AnyObject?
  let identifier: ObjectIdentifier
  let action: Selector

  init(target: AnyObject, action: Selector) {
    self.target = target
    self.identifier = ObjectIdentifier(target)
    self.action = action
  }
}

/// A recognizer referred to weakly.
private struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}

/// A target that receives a gesture recognizer's actions in the model.
///
/// On iOS, UIKit calls the target's `@objc` method named by the selector; Linux cannot, so the
/// model calls this instead. A portable target is a small `NSObject` holding a closure, with an
/// `@objc` method under `#if canImport(UIKit)` and this conformance otherwise.
@MainActor
public protocol HeadlessActionReceiving: AnyObject {
  /// Receives an action.
  ///
  /// - Parameters:
  ///   - action: The selector the target was added with.
  ///   - sender: The recognizer whose state changed.
  func receiveAction(_ action: Selector, from sender: UIGestureRecognizer)
}
