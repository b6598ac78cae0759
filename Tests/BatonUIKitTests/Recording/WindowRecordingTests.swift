import Baton
import BatonRouting
import BatonUIKit
import HeadlessUIKit
import Testing

/// `window.baton.startRecording()` records the window's requests and the app's state.
@MainActor
@Suite struct WindowRecordingTests {
  @Test func recordsAPushByScreenTypeAndTheAppsStateChanges() {
    onStage { stage in
      let recorder = stage.window.baton.startRecording(capacity: 16)
      defer { recorder.stop() }
      stage.home.baton.push(DetailScreen())
      stage.settle()
      stage.world.sendAppToBackground()
      stage.world.bringAppToForeground()
      let kinds = recorder.events.map(\.kind)
      guard case .requested(let id, .push, let label)? = kinds.first else {
        Issue.record("no push recorded first: \(kinds)")
        return
      }
      #expect(label.contains("DetailScreen"))
      #expect(kinds.contains(.finished(id, .completed)))
      let states = kinds.compactMap { kind -> String? in
        if case .lifecycle(let state) = kind { return state }
        return nil
      }
      #expect(states == ["inactive", "background", "foreground", "active"])
      #expect(recorder.events.map(\.time) == recorder.events.map(\.time).sorted())
    }
  }

  @Test func stopLeavesTheAppsStateOutOfTheRecording() {
    onStage { stage in
      let recorder = stage.window.baton.startRecording()
      recorder.stop()
      stage.world.sendAppToBackground()
      stage.world.bringAppToForeground()
      #expect(recorder.events.isEmpty)
    }
  }

  @Test func aWindowHasOneRecorderWhileItRecords() {
    onStage { stage in
      let first = stage.window.baton.startRecording(capacity: 8)
      #expect(stage.window.baton.startRecording() === first)
      first.stop()
      let second = stage.window.baton.startRecording()
      defer { second.stop() }
      #expect(second !== first)
      #expect(second.capacity == 512)
    }
  }

  @Test func aRouterOpeningInTheWindowRecordsItsMatchesAndFailures() throws {
    try onStage { stage in
      let recorder = stage.window.baton.startRecording()
      defer { recorder.stop() }
      let window = stage.window
      let router = BatonRouter(window: { window })
      try router.register(RoutedDetailScreen.self)
      try router.open("/detail/7")
      #expect(throws: RouteError.self) { try router.open("/nowhere") }
      stage.settle()
      let routes = recorder.events.compactMap { event -> String? in
        switch event.kind {
        case .routed(let pattern, let values): "routed \(pattern) \(values)"
        case .routeFailed(let error): "failed \(error)"
        default: nil
        }
      }
      #expect(routes == ["routed /detail/<int:id> []", "failed noMatch"])
    }
  }
}
