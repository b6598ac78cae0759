import Baton
import BatonRouting
import BatonTesting
import Testing

/// What a window's flight recorder keeps of a router's matches and failures.
@MainActor
@Suite struct FlightRecorderRouteTests {
  @Test func routeValuesStayOutUnlessTheAppOptsIn() throws {
    let clock = VirtualScheduler()
    let recorder = FlightRecorder(name: "main") { clock.now }
    let pattern = try RoutePattern("app://product/<int:id>")
    let match = try RouteMatch(
      url: "app://product/42",
      pattern: pattern,
      routeIndex: 0,
      pathValues: ["42"]
    )
    recorder.recordRoute(match)
    recorder.recordsRouteValues = true
    recorder.recordRoute(match)
    recorder.recordRouteFailure(.noMatch(url: "app://secret/token"))
    #expect(
      recorder.events.map(\.kind) == [
        .routed(pattern: "app://product/<int:id>", values: []),
        .routed(pattern: "app://product/<int:id>", values: ["42"]),
        .routeFailed("noMatch"),
      ]
    )
    #expect(!recorder.jsonLines().contains("secret"))
  }
}
