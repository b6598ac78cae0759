#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonGuard {
  /// Installs the app-wide guard: from now on every push, pop, pop-to, pop-to-root,
  /// `setViewControllers`, present, dismiss and tab selection in the app goes through its
  /// window's lane.
  ///
  /// Call it once at launch, before the first window is shown
  /// (`application(_:didFinishLaunchingWithOptions:)`; `[BatonGuard install];` from
  /// Objective-C). Installs are counted: each call needs its own ``uninstall()`` before the
  /// guard turns off, so a library that installs and uninstalls it around its own work never
  /// turns off the app's guard. The hooks themselves are installed once.
  ///
  /// The first call replaces the implementations of `UINavigationController`'s
  /// `pushViewController(_:animated:)`, `popViewController(animated:)`,
  /// `popToViewController(_:animated:)`, `popToRootViewController(animated:)`,
  /// `setViewControllers(_:animated:)` and `setNavigationBarHidden(_:animated:)` (never queued:
  /// it tells the swipe-back gate that the bar animates), `UIViewController`'s
  /// `present(_:animated:completion:)` and `dismiss(animated:completion:)`, and
  /// `UITabBarController`'s `selectedIndex` and `selectedViewController` setters, as the SDKs
  /// that hook UIKit in millions of apps do:
  /// - each gets a new implementation (a block), under a lock, once per class; no method of
  ///   Baton's own is exchanged, so two copies of BatonUIKit in one app chain instead of undoing
  ///   each other;
  /// - each calls through to the implementation it replaced, fetched at call time and called
  ///   with the method's own selector, so another library that replaces the same methods,
  ///   before or after, keeps working and sees each call once;
  /// - a method not found is reported (`Diagnostic.Code.guardEntryPointMissing`, OSLog, and a
  ///   debug assertion), never a silent partial install; one that another library had already
  ///   replaced is reported as info (`Diagnostic.Code.guardEntryPointAlreadyReplaced`);
  /// - a call made off the main thread passes straight through with an error diagnostic
  ///   (`Diagnostic.Code.guardCallOffMainThread`) instead of trapping in main-actor code, and
  ///   so does a call on an instance whose class KVO changed at run time
  ///   (`Diagnostic.Code.guardReceiverClassChanged`).
  ///
  /// A subclass that overrides one of these methods without calling `super` replaces it for its
  /// instances: no hook on UIKit's classes sees those calls.
  ///
  /// Once installed, those calls on every instance (subclasses, and controllers the app did not
  /// create) take their turn on the lane with the default policy:
  /// - a call made while its window's lane is idle runs at once, inside the call, with UIKit's
  ///   return value and callbacks; only an overlap waits for its turn (a pop that waits returns
  ///   nil);
  /// - a present of a `UIAlertController` becomes a pop-up on the window's queue (default
  ///   priority, `blocksNavigation`) while ``queuesAlerts`` is on: it shows when its turn comes,
  ///   never over another alert, and its handlers run as before. It shows from the controller
  ///   the app asked to present it, and waits while that controller is covered (a sheet over
  ///   it, a page pushed over it, another tab selected), so a sheet's Close never takes it away
  ///   without its handler; once that controller has left the window it shows from the top.
  ///   Every present is its own pop-up: two alerts with the same text are both shown;
  /// - a `popViewController(animated:)` that waits pops the page that was on top when it was
  ///   asked, as the app's code and the user saw it: a push the app asked for in the same
  ///   main-loop turn counts as done (UIKit's order: `push` then `pop` pops the pushed page); a
  ///   push still waiting from an earlier turn has not been shown, so the pop takes it along
  ///   with the page it was asked on (a cell tapped, then Back, before the push could start);
  ///   and once that page has left, the pop is dropped `sourceGone` (a back button's second
  ///   tap), even if the app pushes the same controller again;
  /// - a present while a pop-up shows waits like any page transition;
  /// - a tab selection (in code, or a user's tap, which UIKit makes through
  ///   `selectedViewController`'s setter) waits for a running transition instead of switching
  ///   tabs in the middle of it;
  /// - the user's swipe-back on every plain `UINavigationController` in a window is gated as on
  ///   a ``BatonNavigationController`` from the moment the guard meets it (at ``install()``, when
  ///   its window shows, after each transition on its window's lane, or at its first
  ///   intercepted call): the recognizers' delegates are wrapped, never replaced (the app's keeps its veto, and is wrapped again
  ///   when the app replaces it), the swipe is off at the root, refused while the window's lane
  ///   is busy or a transition runs (on iOS 26 it interrupts a transition the user may
  ///   interrupt, as a back tap does), and a swipe that begins holds the lane until the finger
  ///   lets go.
  ///
  /// Calls that pass straight through: Baton's own; those of a ``BatonNavigationController``
  /// (it routes them itself, so nothing is counted twice); the pop UIKit makes when the user's
  /// swipe-back begins; calls on controllers attached to no window; and the presents and
  /// dismissals UIKit and SwiftUI make for their own presentations (an alert's dismissal after a
  /// tap, SwiftUI's sheets and alerts, private system controllers); every stack call of SwiftUI's
  /// and private navigation controllers (`NavigationStack`'s pushes and new stacks, which SwiftUI
  /// expects to take effect at once); and a pop-up's own calls
  /// while it shows (a pop-up controller that closes itself with `dismiss(animated:)` or
  /// presents from itself acts inside its own turn).
  ///
  /// > Important: A call that waits has no outcome for the app to read; where the outcome
  /// > matters, use `viewController.baton` (its ``TransitionTicket``).
  public static func install() {
    let settings = GuardInstallation.settings
    if !settings.isExchanged {
      GuardInstallation.exchangeImplementations(settings: settings)
    }
    settings.install()
    GuardedSwipeBack.refreshStacksInAllWindows()
  }

  /// Matches one ``install()``; the last one turns the app-wide guard off: every intercepted
  /// call then goes straight to the implementation it replaced, as without the guard, once the
  /// requests it queued have finished.
  ///
  /// Installs are counted: a guard installed twice needs two calls; a call with no install
  /// left to match does nothing.
  ///
  /// Requests that already wait on a lane still take their turn, in order. Until a window's lane
  /// has none left and runs nothing, a call on that window still takes its turn behind them, so
  /// that it neither overtakes a request asked before it nor collides with the transition that
  /// runs; from then on, calls go straight through. The replaced implementations stay in place
  /// (putting UIKit's back would also undo what another library replaced after Baton). The
  /// swipe-back recognizers of plain navigation controllers get back the delegates the guard
  /// wrapped, and UIKit's `isEnabled` (on, unless the app turned it off).
  public static func uninstall() {
    guard GuardInstallation.settings.uninstall() else { return }
    GuardedSwipeBack.releaseAll()
  }

  /// Whether the app-wide guard is on: after an ``install()`` that no ``uninstall()`` has
  /// matched yet.
  public static var isInstalled: Bool { GuardInstallation.settings.isActive }

  /// Whether a present of a `UIAlertController` becomes a pop-up on the window's queue while
  /// the guard is on (default `true`); when `false`, it takes its turn on the lane like any
  /// other present.
  public static var queuesAlerts: Bool {
    get { GuardInstallation.settings.queuesAlerts }
    set { GuardInstallation.settings.queuesAlerts = newValue }
  }
}
