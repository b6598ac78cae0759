import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Builds the lane request that selects a tab.
///
/// The tab bar controller is the one the call was made from (or its `tabBarController`),
/// fixed when the call is made; the tab is checked when the request's turn comes. The
/// selection sets `selectedIndex`, as an app's own code does (UIKit asks no delegate then),
/// and ends `completed` on the next main-loop turn; selecting the tab already selected
/// completes without a change.
@MainActor
enum TabSelectionRequests {
  /// The lane's name for a tab selection.
  static let kind = TransitionKind.custom("selectTab")

  /// Which tab a selection asks for.
  enum Target {
    case index(Int)
    case controller(UIViewController)

    var label: String {
      switch self {
      case .index(let index): "select tab \(index)"
      case .controller(let controller): "select tab \(type(of: controller))"
      }
    }
  }

  /// The request that selects `target` on `tabBar` when its turn comes.
  ///
  /// With `uikitCalls` (a selection the app-wide guard intercepted), the turn calls the replaced
  /// setter the app called, as UIKit would have; without, it sets `selectedIndex` unless the tab
  /// is selected already, passing the guard (``GuardBypass``).
  static func select(
    _ target: Target,
    on tabBar: UITabBarController?,
    from source: UIViewController,
    context: LaneContext,
    policy: LanePolicy,
    uikitCalls: ReplacedImplementations? = nil
  ) -> TransitionRequest {
    let scheduler = context.lane.scheduler
    return AdapterRequest.make(
      kind: kind,
      label: target.label,
      policy: policy,
      expectedDuration: 0,
      context: context,
      validate: {
        guard let problem = problem(selecting: target, on: tabBar, from: source) else { return nil }
        // Reported as every request's refusal at its turn is.
        AdapterDiagnostics.report(
          .requestRefused,
          .warning,
          "Refused \(target.label): \(problem)",
          lane: context.lane
        )
        return .invalid(.other(problem))
      },
      perform: { running in
        if let tabBar { apply(target, on: tabBar, uikitCalls: uikitCalls) }
        scheduler.runOnNextTurn { running.finish(.completed) }
      }
    )
  }

  private static func apply(
    _ target: Target,
    on tabBar: UITabBarController,
    uikitCalls: ReplacedImplementations?
  ) {
    if let uikitCalls { return uikitCalls.select(target, on: tabBar) }
    guard let index = index(of: target, in: tabBar), tabBar.selectedIndex != index else { return }
    GuardBypass.passing(tabBar) { tabBar.selectedIndex = index }
  }

  /// Why the selection cannot be made now, or nil.
  static func problem(
    selecting target: Target,
    on tabBar: UITabBarController?,
    from source: UIViewController
  ) -> String? {
    guard let tabBar else {
      return "\(target.label) from \(type(of: source)), which is in no tab bar controller"
    }
    guard index(of: target, in: tabBar) == nil else { return nil }
    let count = tabBar.viewControllers?.count ?? 0
    switch target {
    case .index(let index):
      return "no tab at index \(index): the tab bar controller has \(count) tab(s)"
    case .controller(let controller):
      return "\(type(of: controller)) is not one of the tab bar controller's \(count) tab(s)"
    }
  }

  /// The index of the target among the tab bar controller's tabs, or nil.
  static func index(of target: Target, in tabBar: UITabBarController) -> Int? {
    let tabs = tabBar.viewControllers ?? []
    switch target {
    case .index(let index): return tabs.indices.contains(index) ? index : nil
    case .controller(let controller): return tabs.firstIndex { $0 === controller }
    }
  }
}
