import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Reports a screen the router opened that leaves with a presentation it did not ask for.
///
/// A link's push acts inside a presentation only when the link chose it (`AskedMoment`): it was
/// on screen when the link was opened, or asked for before. Whoever later dismisses that
/// presentation (its owner after a sign-in, the user, another request) takes the link's screen
/// with it, after the link's outcome was delivered `completed`. The watch is a hidden view in the
/// presentation's view; when that view leaves the window and the presentation is no longer
/// presented, while the screen is still on the stack it was pushed onto, the adapter reports
/// ``Baton/Diagnostic/Code/linkScreenLeftWithPresentation``.
@MainActor
enum LinkScreenWatch {
  /// Watches `screen`, which a push of a link opened from `url` is about to put onto
  /// `navigation`, when `navigation` sits inside a presentation; does nothing otherwise.
  static func watch(
    _ screen: UIViewController,
    openedFrom url: String?,
    on navigation: UINavigationController,
    context: LaneContext
  ) {
    guard let url else { return }
    let presentation = PagePresentations.root(of: navigation)
    guard presentation.presentingViewController != nil, let view = presentation.viewIfLoaded,
      view.window != nil
    else { return }
    let presence = PopupPresenceView()
    let scheduler = context.lane.scheduler
    let place = ControllerPlace.describe(presentation)
    let label = "push \(type(of: screen)) from \(url)"
    let lane = context.lane
    presence.onLeavingWindow = {
      [weak presence, weak screen, weak navigation, weak presentation, weak lane] in
      // Checked once UIKit has finished: a presentation covered by a full-screen one also
      // leaves the window for a while, and stays presented.
      scheduler.runOnNextTurn {
        guard let presence else { return }
        if let presentation, presentation.presentingViewController != nil,
          !presentation.isBeingDismissed
        {
          return
        }
        presence.onLeavingWindow = nil
        presence.removeFromSuperview()
        guard let screen, let navigation,
          navigation.viewControllers.contains(where: { $0 === screen })
        else { return }
        AdapterDiagnostics.report(
          .linkScreenLeftWithPresentation,
          .warning,
          "\(label): its screen left with \(place), which the link did not ask for; the link's "
            + "outcome was completed, and the screen is no longer shown",
          lane: lane
        )
      }
    }
    view.addSubview(presence)
  }
}
