/// A registered observer; ``cancel()`` removes it.
///
/// Dropping a token does not remove its observer: the observer lives as long as what it
/// observes, unless cancelled.
///
/// Named `ObservationToken` so that it never clashes with Apple's `Observation` module.
@MainActor
public final class ObservationToken {
  private var onCancel: (@MainActor () -> Void)?

  /// Creates a token that runs `onCancel` once, on the first ``cancel()``.
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
