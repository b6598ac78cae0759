import Foundation

extension Headless.World {
  /// A simulated tap on a control, such as a button: it sends
  /// ``UIControl/Event/touchDown``, ``UIControl/Event/touchUpInside`` and
  /// ``UIControl/Event/primaryActionTriggered``, in that order (`Docs/UIKitFacts.md` A19 T1).
  ///
  /// A control that the user cannot reach takes no tap: it is disabled, hidden, not taking
  /// touches, not in a window, or covered by a controller presented over its own.
  ///
  /// - Parameter control: The control.
  /// - Returns: `false` when the tap was not possible.
  @discardableResult
  public func tap(_ control: UIControl) -> Bool {
    guard control.isEnabled, isReachable(control) else { return false }
    control.sendActions(for: .touchDown)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .primaryActionTriggered)
    return true
  }

  /// A simulated tap recognized by a tap gesture recognizer: its targets receive the action
  /// once, with the recognizer in the `recognized` state.
  ///
  /// - Parameter recognizer: The recognizer; it must be enabled and attached to a view the
  ///   user can reach.
  /// - Returns: `false` when the tap was not possible.
  @discardableResult
  public func tap(_ recognizer: UITapGestureRecognizer) -> Bool {
    guard recognizer.isEnabled, let view = recognizer.view, isReachable(view) else {
      return false
    }
    recognizer.recognizeTap()
    return true
  }

  /// A simulated tap on a table row: as UIKit does for a tap, the table selects the row, then
  /// tells its delegate's `tableView(_:didSelectRowAt:)` (`Docs/UIKitFacts.md` A19 T2).
  ///
  /// - Parameters:
  ///   - indexPath: The row; its section and row must exist in the data source.
  ///   - tableView: The table; the user must be able to reach it.
  /// - Returns: `false` when the tap was not possible.
  @discardableResult
  public func tapRow(at indexPath: IndexPath, in tableView: UITableView) -> Bool {
    guard isReachable(tableView), tableView.allowsSelection,
      indexPath.section < tableView.numberOfSections,
      indexPath.row < tableView.numberOfRows(inSection: indexPath.section)
    else { return false }
    tableView.selectRow(at: indexPath, animated: false, scrollPosition: .none)
    tableView.delegate?.tableView(tableView, didSelectRowAt: indexPath)
    return true
  }

  /// Whether a touch can reach `view`: it and its ancestors are shown and take touches, it is
  /// in a window, and no controller is presented over the controller whose view holds it.
  private func isReachable(_ view: UIView) -> Bool {
    guard view.window != nil else { return false }
    var current: UIView? = view
    while let candidate = current {
      guard !candidate.isHidden, candidate.isUserInteractionEnabled else { return false }
      if let owner = candidate.owningViewController, owner.presentedViewController != nil {
        return false
      }
      current = candidate.superview
    }
    return true
  }
}
