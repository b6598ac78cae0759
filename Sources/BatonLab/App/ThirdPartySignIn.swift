import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A sign-in SDK inside the app that the app does not control (`storm --third-party`), as the
/// shop app's vendored login library.
///
/// In a life launched from a deep link, the SDK shows its sign-in sheet (a navigation controller)
/// as soon as the window shows, with UIKit's own `present(_:animated:completion:)` from the
/// top-most controller it finds, and takes it away after the sign-in with UIKit's own `dismiss`
/// sent to the controller that presents it (its flow closes, with anything above it). Only the
/// app-wide guard reaches these calls. Its timing is fixed, so it draws nothing: the user's
/// actions stay the same, seed for seed.
enum ThirdPartySignIn {
  /// Seconds from the sheet's present until the SDK dismisses it (the user signed in).
  static let signInDuration: TimeInterval = 1.2
}

extension LabApp {
  /// The SDK's sign-in sheet, presented once the window shows (it looks again until then).
  func showThirdPartySignInOnceLaunched() {
    guard isLaunched else {
      timers.run(after: 0.05) { [weak self] in self?.showThirdPartySignInOnceLaunched() }
      return
    }
    guard var top = window.rootViewController else { return }
    while let next = top.presentedViewController, !next.isBeingDismissed { top = next }
    let screen = makeScreen(.ad, tab: tabBar.selectedIndex)
    let sheet = UINavigationController(rootViewController: screen)
    probe.trace?.note("sdk presents sign-in sheet#\(screen.serial)", time: world.scheduler.now)
    probe.foreignLinks.sdkPresented(sheet)
    top.present(sheet, animated: true)
    timers.run(after: ThirdPartySignIn.signInDuration) { [weak self, weak sheet] in
      guard let self, let sheet else { return }
      self.dismissThirdPartySignIn(sheet)
    }
  }

  /// The SDK closes its sign-in flow: `dismiss` to the controller that presents its sheet,
  /// unless the sheet is no longer presented or already leaving.
  func dismissThirdPartySignIn(_ sheet: UINavigationController) {
    guard let presenter = sheet.presentingViewController, !sheet.isBeingDismissed else { return }
    let probe = self.probe
    presenter.dismiss(animated: true) { [weak sheet] in
      guard let sheet else { return }
      probe.foreignLinks.sdkDismissed(sheet)
    }
  }
}
