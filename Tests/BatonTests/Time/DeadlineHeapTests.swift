import Baton
import SeededRandom
import Testing

@testable import BatonTesting

/// An object whose deinit is counted, to check the heap neither leaks nor frees early.
@MainActor
private final class Tracked {
  static var alive = 0
  let value: Int

  init(_ value: Int) {
    self.value = value
    Tracked.alive += 1
  }

  isolated deinit { Tracked.alive -= 1 }
}

@MainActor
@Suite(.serialized) struct DeadlineHeapTests {
  @Test func equalDeadlinesComeOutInInsertionOrder() {
    var heap = DeadlineHeap<String>()
    heap.insert("b", deadline: 1, sequence: 1)
    heap.insert("c", deadline: 1, sequence: 2)
    heap.insert("a", deadline: 0.5, sequence: 3)
    heap.insert("d", deadline: 2, sequence: 0)
    var order: [String] = []
    while let entry = heap.removeFirst() { order.append(entry.payload) }
    #expect(order == ["a", "b", "c", "d"])
    #expect(heap.isEmpty)
  }

  @Test func removeAllWherePredicateKeepsTheOthersInOrderAndCountsThem() {
    var heap = DeadlineHeap<Int>()
    var generator = SplitMix64(seed: 11)
    var model: [(deadline: Double, sequence: UInt64, value: Int)] = []
    for value in 0..<500 {
      let deadline = Double(generator.next() % 50)
      heap.insert(value, deadline: deadline, sequence: UInt64(value))
      model.append((deadline, UInt64(value), value))
    }
    #expect(heap.count(where: { $0 % 3 == 0 }) == model.filter { $0.value % 3 == 0 }.count)
    heap.removeAll(where: { $0 % 3 == 0 })
    #expect(heap.count(where: { $0 % 3 == 0 }) == 0)
    let expected = model.filter { $0.value % 3 != 0 }
      .sorted { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
      .map(\.value)
    var order: [Int] = []
    while let entry = heap.removeFirst() { order.append(entry.payload) }
    #expect(order == expected)
  }

  @Test func agreesWithSortingOverRandomInsertsAndRemovals() {
    var heap = DeadlineHeap<Tracked>()
    var model: [(deadline: Double, sequence: UInt64, value: Int)] = []
    var generator = SplitMix64(seed: 5)
    var sequence: UInt64 = 0
    for step in 0..<2_000 {
      if generator.next() % 3 != 0 || model.isEmpty {
        let deadline = Double(generator.next() % 50)
        heap.insert(Tracked(step), deadline: deadline, sequence: sequence)
        model.append((deadline, sequence, step))
        sequence += 1
      } else {
        model.sort { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
        let expected = model.removeFirst()
        let entry = heap.removeFirst()
        #expect(entry?.payload.value == expected.value)
        #expect(entry?.deadline == expected.deadline)
      }
      #expect(heap.count == model.count)
      #expect(Tracked.alive == model.count)
    }
    while heap.removeFirst() != nil {}
    #expect(Tracked.alive == 0)
  }

  @Test func firstIsTheEntryThatComesOutNext() {
    var heap = DeadlineHeap<Int>()
    #expect(heap.first == nil)
    heap.insert(7, deadline: 3, sequence: 0)
    heap.insert(9, deadline: 1, sequence: 1)
    #expect(heap.first?.payload == 9)
    #expect(heap.first?.deadline == 1)
    #expect(heap.removeFirst()?.payload == 9)
    #expect(heap.first?.payload == 7)
  }
}
