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

  @Test func resettingWindowsOneAfterTheOtherKeepsTheirValuesRight() {
    var table = WindowTable<Int>(defaultValue: 0)
    for window in 0..<1_000 {
      table[window] = window + 1
      table.update(window + 1) { $0 = 1 }
      #expect(table[window] == window + 1)
      table.reset(window)
      #expect(table[window] == 0)
      #expect(table[window + 1] == 1)
    }
    // A window let go can still be written and read.
    table[3] = 9
    #expect(table[3] == 9)
    #expect(table[1_000] == 1)
  }

  @Test func resettingALaterWindowKeepsAnEarlierOne() {
    var table = WindowTable<Int>(defaultValue: 0)
    table[0] = 4
    table[1] = 5
    table.reset(1)
    #expect(table[0] == 4)
    #expect(table[1] == 0)
    table.reset(0)
    #expect(table[0] == 0)
    table[2] = 6
    #expect(table[2] == 6)
  }
}

@Suite struct IntentListTests {
  @Test func keepsIntentsInOrderAndEmptiesOnce() {
    var ledger = IntentLedger()
    let intents = (0..<3).map { _ in ledger.open(.push, at: 0) }
    let stranger = ledger.open(.pop, at: 0)
    var list = IntentList()
    #expect(list.isEmpty)
    for intent in [intents[2], intents[0], intents[1]] { list.append(intent) }
    #expect(list.contains(intents[0]) && !list.contains(stranger))
    var seen: [Int] = []
    list.removeAll { seen.append($0.number) }
    #expect(seen == [2, 0, 1])
    #expect(list.isEmpty)
    list.removeAll { seen.append($0.number) }
    #expect(seen == [2, 0, 1])
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
