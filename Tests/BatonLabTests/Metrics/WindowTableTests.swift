import Testing

@testable import BatonLab

@Suite struct WindowTableTests {
  @Test func unwrittenWindowsHaveTheDefault() {
    var table = WindowTable<Int>(defaultValue: 7)
    table[3] = 1
    #expect(table[0] == 7)
    #expect(table[3] == 1)
    #expect(table[40] == 7)
  }

  @Test func negativeWindowsAreKeptToo() {
    var table = WindowTable<Int>(defaultValue: 0)
    table[-2] = 5
    table.update(-2) { $0 += 1 }
    #expect(table[-2] == 6)
    #expect(table[-1] == 0)
  }

  @Test func updateChangesTheValueInPlace() {
    var table = WindowTable<[Double]>(defaultValue: [])
    table.update(2) { $0.append(1) }
    table.update(2) { $0.append(2) }
    #expect(table[2] == [1, 2])
    #expect(table[1].isEmpty)
  }
}

@Suite struct IntentListTests {
  @Test func keepsIntentsInOrderAndEmptiesOnce() {
    var list = IntentList()
    #expect(list.isEmpty)
    for intent in [4, 9, 2] { list.append(intent) }
    #expect(list.contains(9) && !list.contains(3))
    var seen: [Int] = []
    list.removeAll { seen.append($0) }
    #expect(seen == [4, 9, 2])
    #expect(list.isEmpty)
    list.removeAll { seen.append($0) }
    #expect(seen == [4, 9, 2])
  }
}

@Suite struct WindowActivityLockTests {
  private final class Lock {}

  @Test func forgettingOneWindowKeepsTheOthersLocks() {
    let first = Lock()
    let second = Lock()
    var activity = WindowActivity()
    activity.lockAcquired(.init(window: 0, lock: ObjectIdentifier(first)), at: 0)
    activity.lockAcquired(.init(window: 1, lock: ObjectIdentifier(second)), at: 0)
    activity.lockAcquired(.init(window: 1, lock: ObjectIdentifier(second)), at: 3)
    activity.forget(window: 0)
    activity.check(at: 5.5)
    #expect(activity.stuckLocks == 1)
    activity.lockReleased(.init(window: 1, lock: ObjectIdentifier(second)))
    activity.finish()
    #expect(activity.stuckLocks == 1)
  }
}
