/// Decides `interactivePopGestureRecognizer.isEnabled` from the stack alone, so that the edge
/// swipe is never enabled at the root whoever owns the gesture's delegate, and never
/// re-enabled after the app disabled it.
///
/// The app's own writes are told from Baton's by comparing the value found with the value
/// Baton last wrote: a different value is the app's wish, remembered until it writes again.
struct InteractivePopEnabling: Equatable {
  /// The value Baton last wrote, or nil before its first write.
  private(set) var lastWritten: Bool?
  /// Whether the app disabled the gesture itself.
  private(set) var isDisabledByApp = false

  /// Reads what the gesture holds now and returns what it must hold.
  ///
  /// - Parameters:
  ///   - found: The gesture's `isEnabled` now.
  ///   - stackDepth: How many screens the stack holds now.
  /// - Returns: The value to write (written only when it differs from `found`).
  mutating func update(found: Bool, stackDepth: Int) -> Bool {
    if let lastWritten {
      if found != lastWritten { isDisabledByApp = !found }
    } else {
      isDisabledByApp = !found
    }
    let wanted = stackDepth > 1 && !isDisabledByApp
    lastWritten = wanted
    return wanted
  }
}
