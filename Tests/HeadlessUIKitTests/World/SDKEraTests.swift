import Foundation
import HeadlessUIKit
import Synchronization
import Testing

/// Behaviours UIKit gates on the SDK the app was built with (corrected F9 and A2 cancelled
/// swipe), and each profile's default SDK era.
@MainActor
@Suite struct SDKEraTests {
  @Test func eachProfileHasTheSDKEraItsEvidenceComesFrom() {
    #expect(Headless.World(profile: .legacy).sdk == .old)
    #expect(Headless.World(profile: .deferring).sdk == .old)
    #expect(Headless.World(profile: .fluid).sdk == .recent)
    #expect(Headless.World(profile: .deferring, sdk: .recent).sdk == .recent)
    #expect(Headless.Profile.allCases.map(\.rawValue) == ["legacy", "deferring", "fluid"])
  }

  @Test(arguments: Headless.SDKEra.allCases)
  func f9ThrowsOnAnOldSDKAndOnlyLogsOnARecentOne(sdk: Headless.SDKEra) throws {
    let stage = NavigationStage()
    stage.world.sdk = sdk
    let popped = stage.navigation.popToViewController(stage.screen("X"), animated: true)
    #expect(popped == nil)
    let fault = try #require(stage.world.faults.last)
    #expect(fault.kind == .popToMissingController)
    #expect(fault.message == "Tried to pop to a view controller that doesn't exist.")
    #expect(fault.isCrash == (sdk == .old))
    #expect(stage.world.hasCrashed == (sdk == .old))
    #expect(stage.navigation.viewControllers == [stage.root])
  }

  @Test(arguments: Headless.SDKEra.allCases)
  func a2ACancelledSwipeCallsWillShowAndDidShowAgainOnlyOnARecentSDK(sdk: Headless.SDKEra) throws {
    let stage = NavigationStage()
    stage.world.sdk = sdk
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    stage.settle()
    stage.log.removeAll()
    let cancellations = Count()
    let observer = NotificationCenter.default.addObserver(
      forName: Headless.didCancelShowingViewControllerNotification,
      object: stage.navigation,
      queue: nil
    ) { _ in cancellations.value.withLock { $0 += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
    swipe.update(progress: 0.4)
    swipe.cancel()
    stage.settle()
    let appearance = [
      "B.viewWillDisappear", "A.viewWillAppear", "willShow(A)",
      "A.viewWillDisappear", "A.viewDidDisappear", "B.viewWillAppear", "B.viewDidAppear",
    ]
    switch sdk {
    case .old:
      #expect(stage.log.entries == appearance)
      #expect(cancellations.value.withLock { $0 } == 0)
    case .recent:
      #expect(stage.log.entries == appearance + ["willShow(B)", "didShow(B)"])
      #expect(cancellations.value.withLock { $0 } == 1)
    }
    #expect(stage.navigation.viewControllers == [stage.root, b])
  }

  /// A counter the notification's observer, which may run anywhere, can bump.
  final class Count: Sendable {
    let value = Mutex(0)
  }
}
