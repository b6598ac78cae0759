import SeededRandom
import Testing

@testable import Baton

@Suite struct DequeTests {
  @Test func appendedElementsComeOutFirstInFirstOut() {
    var deque = Deque<Int>()
    for value in 0..<100 { deque.append(value) }
    var out: [Int] = []
    while let value = deque.popFirst() { out.append(value) }
    #expect(out == Array(0..<100))
    #expect(deque.isEmpty)
    #expect(deque.popFirst() == nil)
    #expect(deque.popLast() == nil)
  }

  @Test func bothEndsWorkAcrossTheWrapOfTheRing() {
    var deque = Deque<Int>()
    var model: [Int] = []
    var generator = SplitMix64(seed: 7)
    for step in 0..<20_000 {
      switch generator.next() % 5 {
      case 0:
        deque.append(step)
        model.append(step)
      case 1:
        deque.prepend(step)
        model.insert(step, at: 0)
      case 2:
        #expect(deque.popFirst() == (model.isEmpty ? nil : model.removeFirst()))
      case 3:
        #expect(deque.popLast() == model.popLast())
      default:
        #expect(deque.first == model.first)
        #expect(deque.last == model.last)
      }
      #expect(deque.count == model.count)
    }
    #expect(Array(deque) == model)
    for (offset, value) in model.enumerated() { #expect(deque[offset] == value) }
  }

  @Test func removingAllEmptiesTheDequeAndItStaysUsable() {
    var deque = Deque([1, 2, 3])
    deque.removeAll(keepingCapacity: true)
    #expect(deque.isEmpty)
    deque.prepend(4)
    deque.append(5)
    #expect(Array(deque) == [4, 5])
    deque.removeAll()
    deque.append(6)
    #expect(Array(deque) == [6])
  }

  @Test func poppedElementsAreReleased() {
    final class Token {}
    weak var released: Token?
    var deque = Deque<Token>()
    do {
      let token = Token()
      released = token
      deque.append(token)
    }
    #expect(released != nil)
    _ = deque.popFirst()
    #expect(released == nil)
  }
}
