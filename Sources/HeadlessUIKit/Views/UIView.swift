import Foundation

/// An object that manages the content for a rectangular area on the screen.
///
/// The model tracks the view tree, so ``window`` is non-nil exactly while the view is in a
/// window's hierarchy; it draws nothing.
@MainActor
open class UIView: UIResponder {
  /// The frame in the superview's coordinates; its size is the bounds' size, and a new size
  /// resizes the subviews by their ``autoresizingMask`` (`Docs/UIKitFacts.md` A13).
  open var frame: CGRect {
    get { frameStorage }
    set {
      let oldSize = boundsStorage.size
      frameStorage = newValue
      boundsStorage.size = newValue.size
      boundsSizeChanged(from: oldSize)
    }
  }

  /// The bounds in the view's own coordinates; a new size keeps the frame's center and resizes
  /// the subviews by their ``autoresizingMask``.
  open var bounds: CGRect {
    get { boundsStorage }
    set {
      let oldSize = boundsStorage.size
      boundsStorage = newValue
      frameStorage = CGRect(
        x: frameStorage.midX - newValue.width / 2,
        y: frameStorage.midY - newValue.height / 2,
        width: newValue.width,
        height: newValue.height
      )
      boundsSizeChanged(from: oldSize)
    }
  }

  private var frameStorage: CGRect
  private var boundsStorage: CGRect
  /// How the view resizes when its superview's bounds change size.
  open var autoresizingMask: AutoresizingMask = []
  /// Whether the view resizes its subviews when its bounds change size (`true`).
  open var autoresizesSubviews = true
  /// Whether the view is hidden.
  open var isHidden = false
  /// The view's opacity.
  open var alpha: CGFloat = 1
  /// An integer that identifies the view.
  open var tag = 0
  /// Whether user events reach the view.
  open var isUserInteractionEnabled = true
  /// The background color.
  open var backgroundColor: UIColor?
  /// How the content is laid out whatever the language's direction.
  open var semanticContentAttribute = UISemanticContentAttribute.unspecified

  /// The tint color; inherited from the superview when not set.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tintColor: UIColor! {
    get { tintColorStorage ?? superview?.tintColor ?? UIColor.systemBlue }
    set { tintColorStorage = newValue }
  }

  private var tintColorStorage: UIColor?

  // Like UIKit, a view holds its subviews and refers to its superview and window weakly.
  private weak var superviewStorage: UIView?
  private var subviewStorage: [UIView] = []
  /// The controller whose root view this is, for the responder chain.
  weak var owningViewController: UIViewController?

  /// Creates a view with the given frame.
  ///
  /// - Parameter frame: The frame rectangle.
  public init(frame: CGRect) {
    self.frameStorage = frame
    self.boundsStorage = CGRect(origin: .zero, size: frame.size)
    super.init()
  }

  /// Creates a view from an archive.
  ///
  /// - Parameter coder: The unarchiver.
  public required init?(coder: NSCoder) {
    self.frameStorage = .zero
    self.boundsStorage = .zero
    super.init()
  }

  isolated deinit {
    // Subviews that outlive this view (their controllers hold them) leave its window.
    for view in subviewStorage { view.forgetWindow() }
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// The view that contains this one.
  open var superview: UIView? { superviewStorage }

  /// The views this one contains, back to front.
  open var subviews: [UIView] { subviewStorage }

  /// The window the view is in, or `nil` when it is not in a window's hierarchy.
  open var window: UIWindow? { asWindow ?? windowStorage }

  /// The window of the hierarchy, kept up to date as views move (so reading it walks nothing).
  private weak var windowStorage: UIWindow?

  /// `self` for a window; `nil` otherwise (avoids dynamic casts on the hot path).
  var asWindow: UIWindow? { nil }

  /// The owning view controller, else the superview.
  open override var next: UIResponder? {
    if let owner = owningViewController { return owner }
    return superviewStorage
  }

  /// Adds `view` on top of this view's subviews, removing it from its previous superview.
  ///
  /// - Parameter view: The view to add.
  open func addSubview(_ view: UIView) {
    insert(view, at: nil)
  }

  /// Inserts `view` at `index` in this view's subviews.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: The position, 0 being the back.
  open func insertSubview(_ view: UIView, at index: Int) {
    insert(view, at: index)
  }

  /// Removes the view from its superview.
  open func removeFromSuperview() {
    guard let parent = superviewStorage else { return }
    let wasInWindow = window != nil
    willMove(toSuperview: nil)
    if wasInWindow { notifyWindowWillChange(nil) }
    parent.removeSubviewEntry(self)
    superviewStorage = nil
    didMoveToSuperview()
    if wasInWindow { notifyWindowDidChange(nil) }
  }

  /// Removes `view` from ``subviews`` without callbacks.
  private func removeSubviewEntry(_ view: UIView) {
    if let index = subviewStorage.lastIndex(where: { $0 === view }) {
      subviewStorage.remove(at: index)
    }
  }

  private func insert(_ view: UIView, at index: Int?) {
    guard view !== self else { return }
    view.superviewStorage?.removeSubviewEntry(view)
    let newWindow = window
    let changesWindow = view.window !== newWindow
    view.willMove(toSuperview: self)
    if changesWindow { view.notifyWindowWillChange(newWindow) }
    if let index {
      subviewStorage.insert(view, at: min(max(0, index), subviewStorage.count))
    } else {
      subviewStorage.append(view)
    }
    view.superviewStorage = self
    view.didMoveToSuperview()
    if changesWindow { view.notifyWindowDidChange(newWindow) }
  }

  private func notifyWindowWillChange(_ newWindow: UIWindow?) {
    willMove(toWindow: newWindow)
    for view in subviewStorage { view.notifyWindowWillChange(newWindow) }
  }

  private func notifyWindowDidChange(_ newWindow: UIWindow?) {
    windowStorage = newWindow
    didMoveToWindow()
    for view in subviewStorage { view.notifyWindowDidChange(newWindow) }
  }

  private func forgetWindow() {
    guard windowStorage != nil else { return }
    windowStorage = nil
    for view in subviewStorage { view.forgetWindow() }
  }

  /// Tells the view that its superview is about to change.
  ///
  /// - Parameter newSuperview: The new superview, or `nil`.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Tells the view that its superview changed.
  open func didMoveToSuperview() {}

  /// Tells the view that its window is about to change.
  ///
  /// - Parameter newWindow: The new window, or `nil`.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Tells the view that its window changed.
  open func didMoveToWindow() {}

  /// Whether the view is `view` or one of its descendants.
  ///
  /// - Parameter view: The candidate ancestor.
  /// - Returns: `true` when `view` is this view or an ancestor of it.
  open func isDescendant(of view: UIView) -> Bool {
    if view === self { return true }
    var candidate = superviewStorage
    while let current = candidate {
      if current === view { return true }
      candidate = current.superviewStorage
    }
    return false
  }

  /// The gesture recognizers attached to the view; `nil` until the first is added.
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { gestureRecognizerStorage }
    set {
      for recognizer in gestureRecognizerStorage ?? [] { recognizer.viewStorage = nil }
      gestureRecognizerStorage = newValue
      for recognizer in newValue ?? [] { recognizer.viewStorage = self }
    }
  }

  private var gestureRecognizerStorage: [UIGestureRecognizer]?

  /// Attaches a gesture recognizer to the view.
  ///
  /// - Parameter gestureRecognizer: The recognizer to attach.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    gestureRecognizerStorage = (gestureRecognizerStorage ?? []) + [gestureRecognizer]
    gestureRecognizer.viewStorage = self
  }

  /// Detaches a gesture recognizer from the view.
  ///
  /// - Parameter gestureRecognizer: The recognizer to detach.
  open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    guard var list = gestureRecognizerStorage,
      let index = list.firstIndex(where: { $0 === gestureRecognizer })
    else { return }
    list.remove(at: index)
    gestureRecognizerStorage = list
    gestureRecognizer.viewStorage = nil
  }

  /// Asks the view whether a gesture recognizer attached to it may begin (`true` by default).
  ///
  /// - Parameter gestureRecognizer: The recognizer about to begin.
  /// - Returns: Whether it may begin.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }

  /// Animation curves, as used by the transition coordinator's context.
  public enum AnimationCurve: Int, Sendable {
    /// Slow at the beginning and end.
    case easeInOut = 0
    /// Slow at the beginning.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Uniform.
    case linear = 3
  }
}
