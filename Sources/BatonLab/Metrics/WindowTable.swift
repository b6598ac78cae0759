/// A value per window, with a default for windows never written.
///
/// Windows are the app's lives, numbered densely from zero and used one after the other, so
/// the values live in an array indexed by window from the first live one (a dictionary only for
/// a window below it, or a negative number, which the lab never uses): reading or writing one
/// hashes nothing. ``reset(_:)`` puts a window back to the default, and the leading windows
/// that hold it are let go, so a long run keeps only the windows still in use.
struct WindowTable<Value> {
  private let defaultValue: Value
  /// The values of windows `base`, `base + 1`, … (from `start` in the array).
  private var values: ContiguousArray<Value> = []
  /// Where window `base` sits in `values`; the entries before it are let go.
  private var start = 0
  private var base = 0
  private var others: [Int: Value] = [:]

  /// A table where every window has `defaultValue`.
  init(defaultValue: Value) {
    self.defaultValue = defaultValue
  }

  /// The value of `window`.
  subscript(window: Int) -> Value {
    get {
      guard window >= base else { return others[window] ?? defaultValue }
      let index = start + window - base
      return index < values.count ? values[index] : defaultValue
    }
    set {
      guard window >= base else {
        others[window] = newValue
        return
      }
      values[reserve(window)] = newValue
    }
  }

  /// Changes the value of `window` in place (no copy of a value that holds storage).
  mutating func update<Result>(_ window: Int, _ body: (inout Value) -> Result) -> Result {
    guard window >= base else {
      var value = others[window] ?? defaultValue
      defer { others[window] = value }
      return body(&value)
    }
    return body(&values[reserve(window)])
  }

  /// The index of `window` (at least `base`) in `values`, adding default values up to it.
  private mutating func reserve(_ window: Int) -> Int {
    let index = start + window - base
    if index >= values.count {
      values.append(contentsOf: repeatElement(defaultValue, count: index + 1 - values.count))
    }
    return index
  }
}

extension WindowTable where Value: Equatable {
  /// Puts `window` back to the default value, and lets go of the leading windows that hold it
  /// (reading one still gives the default).
  mutating func reset(_ window: Int) {
    self[window] = defaultValue
    others[window] = nil
    while start < values.count, values[start] == defaultValue {
      start += 1
      base += 1
    }
    // Drop the let-go entries once they are half of the array: amortised O(1) per window.
    if start > 0, start * 2 >= values.count {
      values.removeFirst(start)
      start = 0
    }
  }
}
