/// A back-pointer that keeps no reference count, read and compared without retaining.
///
/// The model's back-pointers (superview, window, parent) are cleared by their owners'
/// `isolated deinit`, so they never dangle. Stored `unowned(unsafe)`, every read still
/// retains and releases the object (a slow side-table operation for a window, which the
/// adapter references weakly); this wrapper compares addresses and lends the object to a
/// closure without touching its reference count.
struct Unretained<Object: AnyObject> {
  private let reference: Unmanaged<Object>

  /// Refers to `object` without retaining it.
  init(_ object: Object) {
    reference = .passUnretained(object)
  }

  /// The object, as a strong (retained) reference.
  var object: Object { reference.takeUnretainedValue() }

  /// The object's address, for identity comparisons that retain nothing.
  var address: UnsafeMutableRawPointer { reference.toOpaque() }

  /// Whether this refers to `object`.
  func refers(to object: Object) -> Bool {
    reference.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
  }

  /// Calls `body` with the object, without retaining it: its owner keeps it alive meanwhile.
  func with<Result>(_ body: (Object) throws -> Result) rethrows -> Result {
    try reference._withUnsafeGuaranteedRef(body)
  }
}
