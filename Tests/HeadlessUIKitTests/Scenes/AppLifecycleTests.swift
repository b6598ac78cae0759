import Foundation
import HeadlessUIKit
import Testing

/// The app's state and UIKit's notifications (UIKitFacts.md P3).
@MainActor
@Suite struct AppLifecycleTests {
  /// Records the four notifications of one world's application, with the state at each.
  @MainActor
  final class Recorder {
    var entries: [String] = []
    private var tokens: [any NSObjectProtocol] = []

    init(_ application: UIApplication) {
      let names: [(Notification.Name, String)] = [
        (UIApplication.willResignActiveNotification, "willResignActive"),
        (UIApplication.didEnterBackgroundNotification, "didEnterBackground"),
        (UIApplication.willEnterForegroundNotification, "willEnterForeground"),
        (UIApplication.didBecomeActiveNotification, "didBecomeActive"),
      ]
      for (name, label) in names {
        tokens.append(
          NotificationCenter.default.addObserver(forName: name, object: application, queue: nil) {
            [weak self] _ in
            MainActor.assumeIsolated {
              self?.entries.append("\(label)@\(application.applicationState.rawValue)")
            }
          }
        )
      }
    }

    func stop() {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
  }

  @Test func aNewAppIsActive() {
    let world = Headless.World()
    #expect(world.application.applicationState == .active)
    #expect(world.makeWindowScene().activationState == .foregroundActive)
  }

  /// P3: home: will-resign-active while inactive, then did-enter-background; back: will-enter-
  /// foreground while inactive, then did-become-active.
  @Test func goingToTheBackgroundAndBackPostsUIKitsNotificationsInOrder() {
    let world = Headless.World()
    let recorder = Recorder(world.application)
    defer { recorder.stop() }
    let scene = world.makeWindowScene()
    world.sendAppToBackground()
    #expect(world.application.applicationState == .background)
    #expect(scene.activationState == .background)
    world.bringAppToForeground()
    #expect(world.application.applicationState == .active)
    #expect(
      recorder.entries == [
        "willResignActive@1", "didEnterBackground@2", "willEnterForeground@1",
        "didBecomeActive@0",
      ]
    )
  }

  /// P3: an interruption (a system alert) only resigns and regains active.
  @Test func anInterruptionOnlyResignsAndBecomesActiveAgain() {
    let world = Headless.World()
    let recorder = Recorder(world.application)
    defer { recorder.stop() }
    world.moveApp(to: .inactive)
    #expect(world.makeWindowScene().activationState == .foregroundInactive)
    world.moveApp(to: .inactive)
    world.moveApp(to: .active)
    #expect(recorder.entries == ["willResignActive@1", "didBecomeActive@0"])
  }

  /// Each world's notifications carry its own application, so observers of one app ignore
  /// another world's.
  @Test func anotherWorldsNotificationsCarryAnotherApplication() {
    let world = Headless.World()
    let other = Headless.World()
    let recorder = Recorder(world.application)
    defer { recorder.stop() }
    other.sendAppToBackground()
    #expect(recorder.entries.isEmpty)
    #expect(world.application.applicationState == .active)
  }
}
