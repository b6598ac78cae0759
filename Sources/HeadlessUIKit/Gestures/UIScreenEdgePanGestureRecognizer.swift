import Foundation

/// A pan recognizer that starts near an edge of the screen (the swipe-back gesture).
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges the gesture starts from.
  open var edges: UIRectEdge = []
}
