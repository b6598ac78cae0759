import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A small, empty view controller placed inside each SwiftUI screen and layer root (through
/// `UIViewControllerRepresentable`) that reports the screen's UIKit appearance callbacks.
///
/// SwiftUI adds a representable's controller as a child of the screen's hosting controller,
/// so UIKit forwards the screen's appearance callbacks to it: `viewDidAppear` once a push,
/// pop or presentation that shows the screen has finished, `viewDidDisappear` once one that
/// hides it has. When the screen starts leaving inside a transition, the probe reaches the
/// transition coordinator (`animate(alongsideTransition:completion:)`) and, for an interactive
/// one (a swipe-back), reports whether the user finished or cancelled it (`isCancelled`).
///
/// ``BatonNavigation/makeProbe(for:)`` makes the probes; their events become the
/// ``NavigationDriver``'s completion signals.
@MainActor
public final class NavigationProbeController: UIViewController {
  /// The screen (``NavigationEntry/id``) the probe sits in.
  public let elementID: NavigationElementID
  /// Called with each event, on the main actor.
  public var onEvent: (@MainActor (NavigationProbeEvent) -> Void)?
  /// Whether `viewDidAppear` ran more recently than `viewDidDisappear`.
  public private(set) var hasAppeared = false
  /// Whether the screen left: `viewDidDisappear` ran after a `viewDidAppear`, and no
  /// `viewDidAppear` since.
  ///
  /// `false` for a screen that has not appeared yet, and for one on screen.
  public private(set) var hasDisappeared = false

  /// Creates a probe for one screen.
  ///
  /// - Parameters:
  ///   - elementID: The screen's identifier.
  ///   - onEvent: Receives the probe's events.
  public init(
    elementID: NavigationElementID,
    onEvent: (@MainActor (NavigationProbeEvent) -> Void)? = nil
  ) {
    self.elementID = elementID
    self.onEvent = onEvent
    super.init(nibName: nil, bundle: nil)
  }

  /// Not supported: probes are made in code.
  ///
  /// - Parameter coder: Unused.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Whether the probe's view is in the key window now.
  public var isInKeyWindow: Bool {
    viewIfLoaded?.window?.isKeyWindow ?? false
  }

  /// Reports ``NavigationProbeEvent/appeared(_:)``.
  ///
  /// - Parameter animated: Whether the appearance was animated.
  public override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    hasAppeared = true
    hasDisappeared = false
    onEvent?(.appeared(elementID))
  }

  /// Reaches the transition coordinator of an interactive disappearance (a swipe-back) and
  /// reports its start and its end.
  ///
  /// - Parameter animated: Whether the disappearance is animated.
  public override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    // A screen that only began to appear (the one under a cancelled swipe) is not leaving.
    guard hasAppeared, let coordinator = transitionCoordinator, coordinator.initiallyInteractive
    else { return }
    let id = elementID
    let queued = coordinator.animate(alongsideTransition: nil) { [weak self] context in
      self?.onEvent?(.interactiveDisappearanceEnded(id, isCancelled: context.isCancelled))
    }
    if queued { onEvent?(.interactiveDisappearanceBegan(id)) }
  }

  /// Reports ``NavigationProbeEvent/disappeared(_:)`` when the screen had appeared (not for the
  /// screen under a cancelled swipe-back, which began to appear and went away again).
  ///
  /// - Parameter animated: Whether the disappearance was animated.
  public override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    guard hasAppeared else { return }
    hasAppeared = false
    hasDisappeared = true
    onEvent?(.disappeared(elementID))
  }
}
