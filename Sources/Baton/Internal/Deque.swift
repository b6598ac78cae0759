/// A double-ended queue on a ring buffer: amortised O(1) at both ends, O(1) indexed reads.
///
/// The storage grows by doubling (a power of two, so positions wrap with a mask) and never
/// shifts elements, unlike `Array.removeFirst`.
package struct Deque<Element> {
  private var storage: ContiguousArray<Element?>
  private var head = 0
  /// How many elements the deque holds.
  package private(set) var count = 0

  /// Creates an empty deque.
  package init() {
    storage = []
  }

  /// Creates a deque holding `elements` in order.
  ///
  /// - Parameter elements: The elements, first to last.
  package init(_ elements: some Sequence<Element>) {
    self.init()
    for element in elements { append(element) }
  }

  /// Whether the deque holds nothing.
  package var isEmpty: Bool { count == 0 }

  /// The first element, if any.
  package var first: Element? { isEmpty ? nil : storage[head] }

  /// The last element, if any.
  package var last: Element? { isEmpty ? nil : storage[position(count - 1)] }

  /// The element `offset` places from the front.
  ///
  /// - Parameter offset: A position in `0..<count`.
  subscript(offset: Int) -> Element {
    precondition(offset >= 0 && offset < count, "Deque index out of range")
    guard let element = storage[position(offset)] else {
      preconditionFailure("Internal inconsistency: empty slot inside a deque")
    }
    return element
  }

  /// Adds `element` at the back.
  ///
  /// - Parameter element: The element to add.
  package mutating func append(_ element: Element) {
    growIfFull()
    storage[position(count)] = element
    count += 1
  }

  /// Adds `element` at the front.
  ///
  /// - Parameter element: The element to add.
  package mutating func prepend(_ element: Element) {
    growIfFull()
    head = (head - 1) & (storage.count - 1)
    storage[head] = element
    count += 1
  }

  /// Removes and returns the first element, if any.
  ///
  /// - Returns: The former first element, or `nil` when the deque was empty.
  package mutating func popFirst() -> Element? {
    guard count > 0 else { return nil }
    let element = storage[head]
    storage[head] = nil
    head = (head + 1) & (storage.count - 1)
    count -= 1
    return element
  }

  /// Removes and returns the last element, if any.
  ///
  /// - Returns: The former last element, or `nil` when the deque was empty.
  package mutating func popLast() -> Element? {
    guard count > 0 else { return nil }
    let index = position(count - 1)
    let element = storage[index]
    storage[index] = nil
    count -= 1
    return element
  }

  /// Removes every element.
  ///
  /// - Parameter keepingCapacity: Whether to keep the storage for reuse.
  package mutating func removeAll(keepingCapacity: Bool = false) {
    if keepingCapacity {
      for offset in 0..<count { storage[position(offset)] = nil }
    } else {
      storage = []
    }
    head = 0
    count = 0
  }

  private func position(_ offset: Int) -> Int {
    (head + offset) & (storage.count - 1)
  }

  private mutating func growIfFull() {
    guard count == storage.count else { return }
    let capacity = Swift.max(8, storage.count * 2)
    var grown = ContiguousArray<Element?>()
    grown.reserveCapacity(capacity)
    // Front first.
    for offset in 0..<count { grown.append(storage[position(offset)].take()) }
    while grown.count < capacity { grown.append(nil) }
    storage = grown
    head = 0
  }
}

extension Deque: Sequence {
  /// Iterates from the front to the back.
  package struct Iterator: IteratorProtocol {
    private let deque: Deque
    private var offset = 0

    init(_ deque: Deque) {
      self.deque = deque
    }

    /// The next element, front to back.
    ///
    /// - Returns: The next element, or `nil` at the end.
    package mutating func next() -> Element? {
      guard offset < deque.count else { return nil }
      defer { offset += 1 }
      return deque[offset]
    }
  }

  /// An iterator from the front to the back.
  ///
  /// - Returns: The iterator.
  package func makeIterator() -> Iterator {
    Iterator(self)
  }

  /// The number of elements.
  package var underestimatedCount: Int { count }
}

extension Deque: Sendable where Element: Sendable {}
