import HeadlessUIKit
import Testing

/// A second window over the app's, as the pop-up libraries open one (UIKitFacts.md A17 W2):
/// it keeps its level, takes the key when made key, gives it back, and leaves its scene.
@MainActor
@Suite struct SecondWindowTests {
  @Test func aSecondWindowMadeKeyTakesTheKeyFromTheAppsWindow() {
    let world = Headless.World()
    let scene = world.makeWindowScene()
    let app = UIWindow(windowScene: scene)
    app.makeKeyAndVisible()
    let overlay = UIWindow(windowScene: scene)
    overlay.windowLevel = .statusBar
    overlay.isHidden = false
    #expect(app.isKeyWindow)
    #expect(scene.windows.count == 2)
    overlay.makeKeyAndVisible()
    #expect(overlay.isKeyWindow)
    #expect(!app.isKeyWindow)
    #expect(scene.keyWindow === overlay)
    #expect(overlay.windowLevel == .statusBar)
    app.makeKey()
    #expect(scene.keyWindow === app)
  }

  @Test func aKeyWindowThatLeavesItsSceneLeavesTheSceneWithoutAKeyWindow() {
    let world = Headless.World()
    let scene = world.makeWindowScene()
    let app = UIWindow(windowScene: scene)
    app.makeKeyAndVisible()
    let overlay = UIWindow(windowScene: scene)
    overlay.makeKeyAndVisible()
    overlay.windowScene = nil
    overlay.isHidden = true
    #expect(scene.keyWindow == nil)
    #expect(scene.windows.count == 1)
  }
}
