import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// An ads SDK inside the app that the app does not control (`storm --third-party`).
///
/// Now and then, on its own schedule, it shows a full-screen interstitial from the window's
/// top-most controller with UIKit's own `present(_:animated:completion:)`, as ad, sign-in and
/// sharing libraries do, whatever the app's strategy; the ad's close button is its own
/// `dismiss(animated:)`. Nothing the app changes at its call sites reaches these calls: only the
/// app-wide guard does (`BatonGuard.install()`, which the `guard` app makes, and Baton's app in
/// such a storm, as the adoption article advises an app with such an SDK).
///
/// Its draws come from a generator of their own, so the user's actions are the same with and
/// without it, seed for seed.
struct ThirdPartyAds {
  /// The chance, before each user action, that the SDK shows an ad.
  static let chancePerAction = 0.03

  private var random: SeededGenerator

  init(seed: UInt64) {
    random = SeededGenerator(seed: seed ^ 0xAD5D_4A11_5EED_0001)
  }

  /// Shows an ad now, or not, as the SDK's schedule draws it.
  @MainActor
  mutating func step(_ session: LabSession) {
    guard random.chance(Self.chancePerAction) else { return }
    session.run { app in app.showThirdPartyAd() }
  }
}

extension LabApp {
  /// The SDK's interstitial: presented with UIKit's own call from the top-most controller the
  /// SDK finds (the window's root, then what it presents, skipping one on its way out).
  func showThirdPartyAd() {
    guard var top = window.rootViewController else { return }
    while let next = top.presentedViewController, !next.isBeingDismissed { top = next }
    let ad = makeScreen(.ad, tab: tabBar.selectedIndex)
    probe.trace?.note("sdk presents ad#\(ad.serial)", time: world.scheduler.now)
    top.present(ad, animated: true)
  }
}
