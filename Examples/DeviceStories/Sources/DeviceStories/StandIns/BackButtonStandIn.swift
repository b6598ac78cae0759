import UIKit

/// A tap on UIKit's own back button, without a finger.
///
/// The stories find the bar's back button
/// (a private control) and send its touch-up actions, which is what UIKit does once a touch
/// reaches it. Sending actions skips touch delivery, so a story first asks the stage whether a
/// finger would reach the button (``Stage/touchReaches(_:)``) and says so in its line.
@MainActor
enum BackButtonStandIn {
  /// The back button of `bar`: the control nearest its leading edge in the leading third,
  /// preferring one labelled with the previous page's title or "Back".
  static func find(in bar: UINavigationBar, previousTitle: String?) -> UIControl? {
    let leading = controls(in: bar).filter { control in
      guard !control.isHidden, control.alpha > 0.01 else { return false }
      let frame = control.convert(control.bounds, to: bar)
      let isLeading =
        bar.effectiveUserInterfaceLayoutDirection == .leftToRight
        ? frame.minX < bar.bounds.width / 3 : frame.maxX > bar.bounds.width * 2 / 3
      return isLeading && frame.width > 0
    }
    let labelled = leading.first { control in
      let label = control.accessibilityLabel ?? ""
      return label == previousTitle || label.localizedCaseInsensitiveContains("back")
    }
    return labelled ?? leading.first
  }

  /// The way of tapping the back button that popped at rest (`back-tap-path` finds it), for
  /// the stories that tap it during a transition.
  static var calibrated: ControlTap.Method?

  /// A description of a control for the story's line.
  static func describe(_ control: UIControl) -> String {
    "\(type(of: control)) '\(control.accessibilityLabel ?? "")'"
  }

  private static func controls(in view: UIView) -> [UIControl] {
    var found: [UIControl] = []
    for subview in view.subviews {
      if let control = subview as? UIControl { found.append(control) }
      found += controls(in: subview)
    }
    return found
  }
}
