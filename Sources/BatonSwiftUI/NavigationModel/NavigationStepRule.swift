import Baton

/// A rule that one SwiftUI update must keep; the planner keeps them all, and
/// ``NavigationCapabilities/brokenRules(from:to:)`` checks any update against them.
///
/// The article "SwiftUI navigation model" gives each rule's source.
public enum NavigationStepRule: Hashable, Sendable, CaseIterable {
  /// At most one layer is presented per update.
  case onePresentationPerStep
  /// At most one layer is dismissed per update, unless several dismissals are allowed (iOS 17+).
  case oneDismissalPerStep
  /// At most one push per stack per update, and no pop with a push, unless several pushes are
  /// allowed (`NavigationStack`, iOS 16+).
  case onePushPerStep
  /// A root change comes with an empty path, never with a push.
  case rootChangeAlone
  /// Nothing under the alert changes in an update that shows, hides or keeps an alert.
  case noNavigationWithAlert
  /// A dismissal changes nothing else: a push on the layer below waits for the next update.
  case dismissalAlone
  /// At most one existing stack changes per update, and not together with a presentation.
  case oneStackPerStep
}

extension NavigationCapabilities {
  /// The rules that the update from `before` to `after` breaks; empty when it is SwiftUI-safe.
  ///
  /// - Parameters:
  ///   - before: What SwiftUI has been given.
  ///   - after: What the update gives it.
  /// - Returns: The broken rules, in declaration order.
  public func brokenRules<Route>(
    from before: NavigationState<Route>,
    to after: NavigationState<Route>
  ) -> [NavigationStepRule] {
    var kept = 0
    while kept < before.layers.count, kept < after.layers.count,
      before.layers[kept].id == after.layers[kept].id,
      before.layers[kept].style == after.layers[kept].style
    {
      kept += 1
    }
    let dismissed = before.layers.count - kept
    let presented = after.layers.count - kept
    let changedStacks = (0...kept).filter { before[stackAt: $0] != after[stackAt: $0] }
    let rootChanged = before.base.root != after.base.root
    let structureChanged = before.withoutAlert != after.withoutAlert
    var broken: [NavigationStepRule] = []
    if presented > 1 { broken.append(.onePresentationPerStep) }
    if dismissed > 1, !allowsSeveralDismissalsPerStep { broken.append(.oneDismissalPerStep) }
    if !allowsSeveralPushesPerStep, breaksOnePush(before, after, kept: kept, presented: presented) {
      broken.append(.onePushPerStep)
    }
    if rootChanged, !after.base.path.isEmpty { broken.append(.rootChangeAlone) }
    if structureChanged, before.alert != nil || after.alert != nil {
      broken.append(.noNavigationWithAlert)
    }
    if dismissed > 0, presented > 0 || !changedStacks.isEmpty { broken.append(.dismissalAlone) }
    if changedStacks.count > 1 || (presented > 0 && !changedStacks.isEmpty) {
      broken.append(.oneStackPerStep)
    }
    return broken
  }

  private func breaksOnePush<Route>(
    _ before: NavigationState<Route>,
    _ after: NavigationState<Route>,
    kept: Int,
    presented: Int
  ) -> Bool {
    for level in 0...kept {
      let old = before[stackAt: level]
      let new = after[stackAt: level]
      guard old.root == new.root else { continue }
      let common = zip(old.path, new.path).prefix { $0 == $1 }.count
      let pops = old.path.count - common
      let pushes = new.path.count - common
      if pushes > 1 || (pushes > 0 && pops > 0) { return true }
    }
    return after.layers.suffix(presented).contains { !$0.stack.path.isEmpty }
  }
}
