import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A screen of the app under test.
///
/// It reports its appearance callbacks and containment changes
/// to the probe, which turns them into the intents' effects and the duplicate-screen count.
class LabScreen: UIViewController {
  let kind: ScreenKind
  let serial: Int
  /// The tab whose stack the screen belongs to (for presented screens: the tab it came from).
  let tab: Int
  let life: Int
  /// The probe of the app's run.
  ///
  /// Weak: the probe belongs to the session; a screen its world still holds after its life
  /// ended must not keep the run's probe alive.
  weak let probe: LabProbe?

  /// Intents waiting for this screen to appear (a push or present of it).
  var appearIntents = IntentList()
  /// Intents waiting for this screen to leave (a back tap, a finished swipe, a close tap).
  var removalIntents = IntentList()
  /// Whether this screen was already counted as a duplicate.
  var countedAsDuplicate = false
  /// Whether the user asked this screen to leave since the app last asked to show it (a back
  /// tap, a finished swipe), for ``RemovalJudge``.
  var askedToLeave = false
  /// The screens below this one when it arrived on its stack, for ``RemovalJudge``.
  var screensBelow: [WeakScreen] = []
  /// The stack this screen last arrived on.
  weak var arrivedStack: UINavigationController?
  /// How the screen stands towards the swipe-back; setting it sets up its navigation item.
  var swipeStyle = SwipeStyle.standard {
    didSet { swipeStyleDidChange() }
  }

  init(kind: ScreenKind, serial: Int, tab: Int, life: Int, probe: LabProbe) {
    self.kind = kind
    self.serial = serial
    self.tab = tab
    self.life = life
    self.probe = probe
    super.init(nibName: nil, bundle: nil)
    title = kind.rawValue
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    swipeStyleWillAppear(animated)
    (navigationController as? any ScreenAppearanceObserving)?.screenWillAppear(
      self,
      animated: animated
    )
  }

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    (navigationController as? any ScreenAppearanceObserving)?.screenWillDisappear(
      self,
      animated: animated
    )
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    swipeStyleDidAppear()
    probe?.screenDidAppear(self)
  }

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    probe?.screenDidDisappear(self)
  }

  override func didMove(toParent parent: UIViewController?) {
    super.didMove(toParent: parent)
    probe?.screenDidMove(self, toParent: parent)
  }
}

/// The screens' own classes: apps give each screen its own type, and Baton's duplicate check
/// compares types.
final class ListScreen: LabScreen {}
final class DetailScreen: LabScreen {}
final class CommentsScreen: LabScreen {}
final class ProfileScreen: LabScreen {}
final class LoginScreen: LabScreen {}
final class SettingsScreen: LabScreen {}
/// An ads SDK's full-screen ad (``ThirdPartyAds``).
final class AdScreen: LabScreen {}

extension LabScreen {
  /// Creates a screen of `kind`, of that kind's own class.
  static func make(_ kind: ScreenKind, serial: Int, tab: Int, life: Int, probe: LabProbe)
    -> LabScreen
  {
    switch kind {
    case .list: return ListScreen(kind: kind, serial: serial, tab: tab, life: life, probe: probe)
    case .detail:
      return DetailScreen(kind: kind, serial: serial, tab: tab, life: life, probe: probe)
    case .comments:
      return CommentsScreen(kind: kind, serial: serial, tab: tab, life: life, probe: probe)
    case .profile:
      return ProfileScreen(kind: kind, serial: serial, tab: tab, life: life, probe: probe)
    case .product:
      return ProductScreen(productID: 0, serial: serial, tab: tab, life: life, probe: probe)
    case .login: return LoginScreen(kind: kind, serial: serial, tab: tab, life: life, probe: probe)
    case .settings:
      return SettingsScreen(kind: kind, serial: serial, tab: tab, life: life, probe: probe)
    case .ad: return AdScreen(kind: kind, serial: serial, tab: tab, life: life, probe: probe)
    }
  }
}
