import Foundation

extension UIViewController {
  /// A transition a controller asks for when it is pushed or presented (iOS 18's
  /// `UIViewControllerTransition`, `UIViewController.Transition` in Swift): the zoom, or one of
  /// the four modal styles.
  ///
  /// The model animates every transition as it animates the system's own (the same durations);
  /// what it keeps is which one a screen has. A zoom has its own interactive exit gesture, so
  /// UIKit's swipe-back delegate refuses the edge swipe under it (`Docs/UIKitFacts.md` A5 R1).
  @MainActor
  public final class Transition: NSObject {
    /// Which transition.
    enum Style: Equatable {
      case zoom
      case coverVertical
      case flipHorizontal
      case crossDissolve
      case partialCurl
    }

    let style: Style
    /// The zoom's source view provider (never called by the model).
    private let sourceViewProvider: ((ZoomSourceViewProviderContext) -> UIView?)?

    private init(
      style: Style,
      sourceViewProvider: ((ZoomSourceViewProviderContext) -> UIView?)? = nil
    ) {
      self.style = style
      self.sourceViewProvider = sourceViewProvider
      super.init()
    }

    /// Zooms from the view `sourceViewProvider` returns to the pushed or presented
    /// controller's view, and back when it leaves.
    ///
    /// - Parameters:
    ///   - options: The zoom's options (`nil`: the defaults).
    ///   - sourceViewProvider: Returns the view to zoom from (the model never calls it).
    /// - Returns: The zoom transition.
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping (_ context: ZoomSourceViewProviderContext) -> UIView?
    ) -> Self {
      Self(style: .zoom, sourceViewProvider: sourceViewProvider)
    }

    /// The view slides up from the bottom (`UIModalTransitionStyle.coverVertical`).
    public static var coverVertical: Self { Self(style: .coverVertical) }
    /// The view flips horizontally (`UIModalTransitionStyle.flipHorizontal`).
    public static var flipHorizontal: Self { Self(style: .flipHorizontal) }
    /// The views cross-fade (`UIModalTransitionStyle.crossDissolve`).
    public static var crossDissolve: Self { Self(style: .crossDissolve) }
    /// A corner curls up (`UIModalTransitionStyle.partialCurl`).
    public static var partialCurl: Self { Self(style: .partialCurl) }

    /// Whether the transition has an interactive exit gesture of its own, so that a navigation
    /// controller does not use its built-in interaction for the swipe-back (UIKit's private
    /// `_hasOwnInteractiveExitGestureForTraits:`): the zoom, as the world assumes
    /// (``Headless/Assumptions/SwipeBack/zoomHasOwnExitGesture``); never a modal style (D18
    /// `_UILegacyModalViewControllerTransition` answers NO).
    func hasOwnInteractiveExitGesture(in world: Headless.World) -> Bool {
      switch style {
      case .zoom: world.assumptions.swipeBack.zoomHasOwnExitGesture
      case .coverVertical, .flipHorizontal, .crossDissolve, .partialCurl: false
      }
    }

    /// The zoom's options.
    @MainActor
    public final class ZoomOptions: NSObject {
      /// Creates the default options.
      override public init() { super.init() }
    }

    /// What the zoom's source view provider is given.
    @MainActor
    public final class ZoomSourceViewProviderContext: NSObject {
      /// The controller the zoom starts from.
      public let sourceViewController: UIViewController
      /// The controller zoomed into.
      public let zoomedViewController: UIViewController

      init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
        self.sourceViewController = sourceViewController
        self.zoomedViewController = zoomedViewController
        super.init()
      }
    }
  }
}
