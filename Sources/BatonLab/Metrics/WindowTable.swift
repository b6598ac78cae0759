/// A value per window, with a default for windows never written.
///
/// Windows are the app's lives, numbered densely from zero,
/// so the values live in an array indexed by window (a dictionary only for a negative
/// number, which the lab never uses): reading or writing one hashes nothing.
struct WindowTable<Value> {
  private let defaultValue: Value
  private var values: ContiguousArray<Value> = []
  private var others: [Int: Value] = [:]

  /// A table where every window has `defaultValue`.
  init(defaultValue: Value) {
    self.defaultValue = defaultValue
  }

  /// The value of `window`.
  subscript(window: Int) -> Value {
    get {
      if window >= 0 { return window < values.count ? values[window] : defaultValue }
      return others[window] ?? defaultValue
    }
    set {
      guard window >= 0 else {
        others[window] = newValue
        return
      }
      reserve(window)
      values[window] = newValue
    }
  }

  /// Changes the value of `window` in place (no copy of a value that holds storage).
  mutating func update<Result>(_ window: Int, _ body: (inout Value) -> Result) -> Result {
    guard window >= 0 else {
      var value = others[window] ?? defaultValue
      defer { others[window] = value }
      return body(&value)
    }
    reserve(window)
    return body(&values[window])
  }

  private mutating func reserve(_ window: Int) {
    guard window >= values.count else { return }
    values.append(contentsOf: repeatElement(defaultValue, count: window + 1 - values.count))
  }
}
