import Foundation

/// A target that receives a control's target-action messages in the model.
///
/// On iOS, UIKit calls the target's `@objc` method named by the selector; Linux has no
/// Objective-C runtime, so the model calls this instead. Prefer closure actions
/// (`addAction(_:for:)`, `UIButton(type:primaryAction:)`): they run the same on both platforms
/// and need no conditional code. A target written for both conforms under
/// `#if !canImport(UIKit)` and switches on the selector.
@MainActor
public protocol HeadlessControlActionReceiving: AnyObject {
  /// Receives an action.
  ///
  /// - Parameters:
  ///   - action: The selector the target was added with.
  ///   - sender: The control that sent it.
  func receiveAction(_ action: Selector, from sender: UIControl)
}

extension UIControl {
  /// Creates a control whose primary action is `primaryAction`.
  ///
  /// - Parameters:
  ///   - frame: The frame rectangle.
  ///   - primaryAction: The action run for ``UIControl/Event/primaryActionTriggered``.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// The control's state, from ``isEnabled`` and ``isSelected``.
  public var state: State {
    var state: State = []
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Adds a target-action pair for `controlEvents`; the target is held weakly.
  ///
  /// On Linux the target receives the action only if it adopts
  /// ``HeadlessControlActionReceiving``; a `nil` target (the responder chain on iOS) receives
  /// nothing.
  ///
  /// - Parameters:
  ///   - target: The object that receives the action.
  ///   - action: The action's selector; write `Selector(("name:"))` to compile on both.
  ///   - controlEvents: The events that send it.
  public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
    guard let target = target as AnyObject? else { return }
    actionTable.add(target: target, action: action, for: controlEvents)
  }

  /// Removes target-action pairs for `controlEvents` (`nil` matches every target or action).
  ///
  /// - Parameters:
  ///   - target: The target, or `nil` for all.
  ///   - action: The action, or `nil` for all.
  ///   - controlEvents: The events to remove them for.
  public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
    actionTable.removeTargets(target as AnyObject?, action: action, for: controlEvents)
  }

  /// Adds a closure action for `controlEvents`; an action with the same identifier for the
  /// same events is replaced.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events that run it.
  public func addAction(_ action: UIAction, for controlEvents: Event) {
    actionTable.add(action, for: controlEvents)
  }

  /// Removes a closure action for `controlEvents`.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events to remove it for.
  public func removeAction(_ action: UIAction, for controlEvents: Event) {
    actionTable.remove(action.identifier, for: controlEvents)
  }

  /// Removes the action with `actionIdentifier` for `controlEvents`.
  ///
  /// - Parameters:
  ///   - actionIdentifier: The action's identifier.
  ///   - controlEvents: The events to remove it for.
  public func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier,
    for controlEvents: Event
  ) {
    actionTable.remove(actionIdentifier, for: controlEvents)
  }

  /// Sends the actions registered for `controlEvents`, in the order they were added, as
  /// UIKit does for a touch or when code calls it (`Docs/UIKitFacts.md` A19 T1).
  ///
  /// - Parameter controlEvents: The events.
  public func sendActions(for controlEvents: Event) {
    for entry in actionTable.entries(for: controlEvents) {
      switch entry {
      case .target(let pair, _):
        if let target = pair.target { sendAction(pair.action, to: target, for: nil) }
      case .action(let action, _):
        sendAction(action)
      }
    }
  }

  /// Sends one target-action message; on Linux, to a target that adopts
  /// ``HeadlessControlActionReceiving``.
  ///
  /// - Parameters:
  ///   - action: The selector.
  ///   - target: The target.
  ///   - event: The event that caused it (the model has none).
  public func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    (target as AnyObject? as? any HeadlessControlActionReceiving)?
      .receiveAction(action, from: self)
  }

  /// Runs a closure action.
  ///
  /// - Parameter action: The action.
  public func sendAction(_ action: UIAction) {
    action.perform()
  }
}
