import HeadlessUIKit
import Testing

/// A stack changed while its navigation controller is covered keeps only its top view loaded in
/// the container, so appearance forwarding stays balanced (Docs/UIKitFacts.md F7 must not appear).
@MainActor
@Suite struct OffScreenStackTests {
  @Test func f7DoesNotFollowAPushMadeWhileTheStackWasCovered() {
    let stage = NavigationStage()
    let cover = stage.screen("Cover")
    cover.modalPresentationStyle = .fullScreen
    stage.root.present(cover, animated: false)
    stage.settle()
    #expect(stage.navigation.view.window == nil)

    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: true)
    #expect(stage.navigation.viewControllers == [stage.root, b])
    #expect(stage.root.viewIfLoaded?.superview == nil)

    cover.dismiss(animated: false)
    stage.settle()
    #expect(b.view.window === stage.window)
    #expect(stage.root.viewIfLoaded?.window == nil)

    stage.navigation.popViewController(animated: true)
    stage.settle()
    #expect(stage.navigation.viewControllers == [stage.root])
    #expect(stage.world.faults.isEmpty)
  }
}
