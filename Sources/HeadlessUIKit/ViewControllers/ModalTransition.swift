import Baton
import Foundation

/// One modal presentation or dismissal in a window.
@MainActor
final class ModalTransition {
  let isPresentation: Bool
  /// The presentation context: the controller that presents.
  let presenting: UIViewController
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
