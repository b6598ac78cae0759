import Testing

@testable import Baton

@Suite struct KeyCountsTests {
  @Test func countsEachKeyUntilItIsRemovedAsOftenAsItWasAdded() {
    var counts = KeyCounts<Int>()
    #expect(counts.isEmpty)
    counts.add(1)
    counts.add(2)
    counts.add(1)
    #expect(counts.count(of: 1) == 2)
    #expect(counts.count(of: 2) == 1)
    #expect(counts.count(of: 3) == 0)
    counts.remove(1)
    #expect(counts.count(of: 1) == 1)
    counts.remove(2)
    counts.remove(1)
    #expect(counts.count(of: 1) == 0)
    #expect(counts.isEmpty)
  }

  @Test func manyKeysMoveToAHashTableAndBackOnceItEmpties() {
    var counts = KeyCounts<Int>()
    let many = KeyCounts<Int>.linearLimit + 1
    for key in 0..<many { counts.add(key) }
    #expect(counts.isHashed)
    for key in 0..<many { #expect(counts.count(of: key) == 1) }
    for key in 0..<many { counts.remove(key) }
    #expect(counts.isEmpty)
    #expect(!counts.isHashed)
    counts.add(7)
    #expect(counts.count(of: 7) == 1)
    #expect(!counts.isHashed)
  }

  @Test func agreesWithADictionaryOverRandomAddsAndRemoves() {
    var counts = KeyCounts<Int>()
    var model: [Int: Int] = [:]
    var generator = SplitMix64(seed: 11)
    for _ in 0..<5_000 {
      // Up to 24 distinct keys: the counts cross the linear limit both ways.
      let key = Int(generator.next() % 24)
      if generator.next() % 2 == 0 || model[key] == nil {
        counts.add(key)
        model[key, default: 0] += 1
      } else {
        counts.remove(key)
        let remaining = model[key, default: 0] - 1
        model[key] = remaining > 0 ? remaining : nil
      }
      #expect(counts.count(of: key) == model[key, default: 0])
      #expect(counts.isEmpty == model.isEmpty)
    }
    for key in 0..<24 { #expect(counts.count(of: key) == model[key, default: 0]) }
  }
}
