import Baton
import Testing

/// Duplicates are the same instance or the same destination onto the same
/// container, each drop reported with both requests named.
@MainActor
@Suite(.endsQuiescent) struct LaneDestinationDuplicateTests {
  // Keep every screen alive: a freed object's identifier may be reused.
  let product3 = DuplicateTestScreen()
  let product42 = DuplicateTestScreen()
  let product3Again = DuplicateTestScreen()
  let stack = DuplicateTestStack()

  func product(
    _ id: Int?,
    _ instance: AnyObject,
    duplicates: DuplicatePolicy = .automatic
  ) -> TransitionIdentity {
    TransitionIdentity(
      instance: ObjectIdentifier(instance),
      destination: id,
      screenType: ObjectIdentifier(type(of: instance)),
      container: ObjectIdentifier(stack),
      duplicates: duplicates
    )
  }

  @Test func twoScreensOfOneTypeForDifferentDestinationsAreNotDuplicates() {
    let harness = LaneHarness()
    harness.submit("push product 3", identity: product(3, product3))
    let deepLink = harness.submit("push product 42", identity: product(42, product42))
    #expect(deepLink.state == .pending)
    harness.runToEnd()
    #expect(harness.started == ["push product 3", "push product 42"])
    #expect(harness.recorder.codes.isEmpty)
  }

  @Test func aSecondInstanceForTheSameDestinationIsADuplicateNamingTheFirst() throws {
    let harness = LaneHarness()
    let first = harness.submit("push product 3", identity: product(3, product3))
    let second = harness.submit("tap product 3", identity: product(3, product3Again))
    #expect(second.outcome == .dropped(.duplicate))
    let diagnostic = try #require(harness.recorder.diagnostics.first)
    #expect(harness.recorder.codes == [.duplicateDropped])
    #expect(diagnostic.severity == .info)
    #expect(diagnostic.requestID == second.id)
    #expect(diagnostic.relatedRequestID == first.id)
    #expect(diagnostic.message.contains("tap product 3 \(second.id)"))
    #expect(diagnostic.message.contains("push product 3 \(first.id), in flight"))
    #expect(diagnostic.message.contains("the same destination (3)"))
    harness.runToEnd()
  }

  @Test func aDuplicateOfAPendingRequestNamesThatRequest() throws {
    let harness = LaneHarness()
    harness.submit("blocker")
    let pending = harness.submit("push product 3", identity: product(3, product3))
    harness.submit("push product 3 again", identity: product(3, product3))
    let diagnostic = try #require(harness.recorder.diagnostics.first)
    #expect(diagnostic.relatedRequestID == pending.id)
    #expect(diagnostic.message.contains("pending: the same screen instance"))
    harness.runToEnd()
  }

  @Test func withoutADestinationTheScreenTypeIsTheDestination() {
    let harness = LaneHarness()
    harness.submit("A", identity: product(nil, product3))
    #expect(
      harness.submit("B", identity: product(nil, product42)).outcome == .dropped(.duplicate)
    )
    #expect(harness.recorder.diagnostics.first?.message.contains("its screen type") == true)
    harness.runToEnd()
  }

  @Test func allowLetsTheSameDestinationThroughButNotTheSameInstance() {
    let harness = LaneHarness()
    harness.submit("A", identity: product(3, product3))
    let allowed = harness.submit("B", identity: product(3, product3Again, duplicates: .allow))
    let sameInstance = harness.submit("C", identity: product(3, product3, duplicates: .allow))
    #expect(allowed.state == .pending)
    #expect(sameInstance.outcome == .dropped(.duplicate))
    harness.runToEnd()
    #expect(harness.started == ["A", "B"])
  }

  @Test func suppressDropsTheSameDestinationEvenWithTheLaneSwitchOff() {
    let harness = LaneHarness(configuration: .init(suppressesSameDestination: false))
    harness.submit("A", identity: product(nil, product3))
    let automatic = harness.submit("B", identity: product(nil, product42))
    let suppressed = harness.submit(
      "C",
      identity: product(nil, product3Again, duplicates: .suppress)
    )
    #expect(automatic.state == .pending)
    #expect(suppressed.outcome == .dropped(.duplicate))
    harness.runToEnd()
    #expect(harness.started == ["A", "B"])
  }

  @Test func theLaneSwitchOffLetsTheSameDestinationThrough() {
    let harness = LaneHarness(configuration: .init(suppressesSameDestination: false))
    harness.submit("A", identity: product(3, product3))
    #expect(harness.submit("B", identity: product(3, product3Again)).state == .pending)
    harness.runToEnd()
  }

  @Test func destinationsOfDifferentTypesAreDifferent() {
    let harness = LaneHarness()
    harness.submit("A", identity: product(3, product3))
    var other = product(nil, product42)
    other.destination = "3"
    #expect(harness.submit("B", identity: other).state == .pending)
    harness.runToEnd()
  }

  @Test func identitiesWithEqualDestinationsAreEqual() {
    #expect(product(3, product3) == product(3, product3))
    #expect(product(3, product3) != product(42, product3))
    #expect(product(3, product3) != product(3, product3, duplicates: .allow))
    #expect(Set([product(3, product3), product(3, product3)]).count == 1)
  }
}
