import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension LabSession {
  /// Performs one user action; a swipe also lets its duration pass.
  func perform(_ action: UserAction) {
    perform(action) { app in app.visibleScreen }
  }

  /// Performs one user action on `screen`: the current life's ``LabApp/visibleScreen``, which
  /// the caller looked up after the last change (a storm looks it up once per action, for the
  /// user's choice and for the action).
  func perform(_ action: UserAction, on screen: LabScreen?) {
    perform(action) { _ in screen }
  }

  private func perform(_ action: UserAction, visibleScreen: (LabApp) -> LabScreen?) {
    if probe.trace != nil {
      let screen = visibleScreen(app).map { "\($0.kind.rawValue)#\($0.serial)" } ?? "none"
      probe.trace?.userAction("\(action) on \(screen)", time: app.world.scheduler.now)
    }
    switch action {
    case .tap(let button):
      run { app in
        guard let screen = visibleScreen(app) else { return }
        app.tap(button, on: screen)
      }
    case .doubleTap(let button):
      run { app in
        guard let screen = visibleScreen(app) else { return }
        app.tap(button, on: screen)
        app.tap(button, on: screen)
      }
    case .twoFingerTap(let first, let second):
      run { app in
        guard let screen = visibleScreen(app) else { return }
        app.tap(first, on: screen)
        app.tap(second, on: screen)
      }
    case .back:
      run { app in
        guard let screen = visibleScreen(app) else { return }
        app.back(from: screen)
      }
    case .doubleBack:
      run { app in
        guard let screen = visibleScreen(app) else { return }
        app.back(from: screen)
        app.back(from: screen)
      }
    case .backButton:
      run { app in
        guard let screen = visibleScreen(app) else { return }
        app.tapSystemBackButton(on: screen)
      }
    case .swipeBack(let finishes, let duration):
      swipe(.edge, finishes: finishes, duration: duration)
    case .midScreenSwipe(let finishes, let duration):
      swipe(.midScreen, finishes: finishes, duration: duration)
    case .toggleKeyboard:
      run { app in visibleScreen(app)?.toggleKeyboard() }
    case .toggleSearch:
      run { app in visibleScreen(app)?.toggleSearch() }
    case .selectTab(let tab):
      run { app in app.selectTab(tab) }
    case .deepLink(let link):
      run { app in app.open(link) }
    case .notification(let productID):
      run { app in app.openNotification(productID: productID) }
    case .openCloseBurst:
      run { app in
        guard let screen = visibleScreen(app) else { return }
        app.openCloseBurst(from: screen)
      }
    }
  }

  private func swipe(_ motion: SwipeMotion, finishes: Bool, duration: TimeInterval) {
    guard let (gesture, screen) = run({ app in app.beginWatchedSwipe(motion, finishes: finishes) })
    else {
      // A mid-screen pan was performed at once (Baton's full-screen pan) or taken by nothing:
      // the finger still moved for the swipe's duration.
      if motion == .midScreen { advance(by: duration) }
      return
    }
    let life = probe.life
    advance(by: duration / 2)
    guard probe.life == life else { return }
    run { _ in gesture.update(progress: finishes ? 0.6 : 0.3) }
    advance(by: duration / 2)
    guard probe.life == life else { return }
    run { _ in
      if finishes {
        _ = probe.openIntent(.swipe, removing: screen)
        gesture.finish()
      } else {
        gesture.cancel()
      }
    }
  }
}
