import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// Issue 26: `window.baton.startRecording()` records the window's requests and the app's state.
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
}
