/// A registered observer; ``cancel()`` removes it.
///
/// Dropping an observation does not remove its observer: the observer lives as long as what it
/// observes, unless cancelled.
@MainActor
public final class Observation {
  private var onCancel: (@MainActor () -> Void)?

  /// Creates an observation that runs `onCancel` once, on the first ``cancel()``.
  ///
  /// - Parameter onCancel: Removes the observer.
  package init(_ onCancel: @escaping @MainActor () -> Void) {
    self.onCancel = onCancel
  }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { onCancel == nil }

  /// Removes the observer.
  ///
  /// Later calls do nothing.
  public func cancel() {
    let onCancel = self.onCancel
    self.onCancel = nil
    onCancel?()
  }
}
