import Testing

@testable import BatonLab

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

@MainActor
@Suite struct PendingScreensTests {
  private let probe = LabProbe()

  private func screen(_ serial: Int) -> LabScreen {
    LabScreen.make(.detail, serial: serial, tab: 0, life: 0, probe: probe)
  }

  @Test func findsSetsAndClearsByIntent() {
    let world = Headless.World()
    world.run {
      var pending = PendingScreens()
      let first = screen(1)
      let second = screen(2)
      pending.set(first, for: 0)
      pending.set(second, for: 3)
      pending.remove(0)
      pending.remove(7)
      #expect(pending.all.map(\.intent) == [3])
      #expect(pending.all.first?.screen === second)
      pending.removeAll(nextIntent: 4)
      #expect(pending.all.isEmpty)
      pending.set(first, for: 5)
      pending.set(second, for: 2)
      #expect(pending.all.map(\.intent) == [5])
    }
  }
}
