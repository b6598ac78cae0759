import Foundation

/// One modal presentation or dismissal in a window.
@MainActor
final class ModalTransition {
  let isPresentation: Bool
  /// The presentation context: the controller that presents.
  ///
  /// It owns the transition while it runs (so does the window), as a navigation controller owns
  /// its own transitions.
  private(set) weak var presenting: UIViewController?
  /// The controller presented or dismissed.
  let presented: UIViewController
  /// For a dismissal, the presented chain from `presented` up, top last; empty for a
  /// presentation.
  let chain: [UIViewController]
  let coordinator: TransitionCoordinator?
  let completion: (() -> Void)?
  /// The window the transition runs in; it owns the transition while it runs.
  private(set) weak var window: UIWindow?
  let style: UIModalPresentationStyle

  /// Whether UIKit drops an animated navigation call made during this transition (F15) rather
  /// than deferring it: the current-context, over-current-context and custom styles (alerts,
  /// action sheets, search controllers, custom transitions), per iOS 26.1's
  /// `_transitionConflictsWithNavigationTransitions:`.
  var conflictsWithNavigation: Bool {
    switch style {
    case .currentContext, .overCurrentContext, .custom: true
    case .fullScreen, .pageSheet, .formSheet, .overFullScreen, .popover, .none, .automatic: false
    }
  }

  /// Whether `navigationController` takes part: it is in the presenting or the presented
  /// hierarchy (an inference from the ancestor check next to the style check in UIKit).
  func involves(_ navigationController: UINavigationController) -> Bool {
    let context = navigationController.presentationContext
    return context === presenting || context === presented
  }

  init(
    isPresentation: Bool,
    presenting: UIViewController,
    presented: UIViewController,
    chain: [UIViewController],
    coordinator: TransitionCoordinator?,
    completion: (() -> Void)?,
    window: UIWindow,
    style: UIModalPresentationStyle
  ) {
    self.isPresentation = isPresentation
    self.presenting = presenting
    self.presented = presented
    self.chain = chain
    self.coordinator = coordinator
    self.completion = completion
    self.window = window
    self.style = style
  }
}
