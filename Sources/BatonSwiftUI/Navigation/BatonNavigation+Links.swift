import Baton

extension BatonNavigation {
  /// Pushes `route` for a link the user tapped on the screen `source`, through the plan.
  ///
  /// A link pushes from its own screen. The tap is dropped, with a `swiftUILinkDropped`
  /// diagnostic, when that screen is no longer the top of what the app asked for: a push or a
  /// presentation asked for before has not shown yet (a double tap on the link, or two links
  /// tapped before the first one's screen appeared), or the screen was popped or dismissed.
  /// Otherwise the route is pushed onto the link's stack (the top one) as
  /// ``NavigationModel/push(_:)`` does, and waits for its turn on the lane.
  ///
  /// `BatonLink` calls it; call it from a control of your own that behaves as a link.
  ///
  /// - Parameters:
  ///   - route: The screen to push.
  ///   - source: The identifier of the screen the link is in.
  /// - Returns: What was done with the tap.
  @discardableResult
  public func followLink(to route: Route, from source: NavigationElementID) -> NavigationLinkOutcome
  {
    let requested = model.requested
    let top = requested.topStack.top
    guard top.id == source else {
      let isInRequested = requested.stacks.contains { stack in
        stack.root.id == source || stack.path.contains { $0.id == source }
      }
      let outcome: NavigationLinkOutcome =
        isInRequested ? .droppedScreenCovered(by: top.id) : .droppedScreenGone
      report(
        .swiftUILinkDropped,
        .info,
        "A link to \(route) on screen \(source) was dropped (\(outcome)): its screen is not on top of what the app asked for."
      )
      return outcome
    }
    return .pushed(push(route))
  }

  /// The link tap in a path that SwiftUI wrote for the stack `stack`: the displayed path with
  /// one entry appended whose identifier is that of a screen of the stack (a `BatonLink`'s
  /// value names its own screen), or `nil` for any other write.
  ///
  /// - Parameters:
  ///   - path: The path SwiftUI wrote.
  ///   - stack: The stack the binding was built for.
  /// - Returns: The tapped link's route and screen.
  package func linkTap(
    in path: [NavigationEntry<Route>],
    stack: NavigationElementID
  ) -> (route: Route, source: NavigationElementID)? {
    let state = displayed
    guard let level = state.level(ofStack: stack), let appended = path.last else { return nil }
    let shown = state.stacks[level]
    guard path.count == shown.path.count + 1,
      path.dropLast().map(\.id) == shown.path.map(\.id),
      appended.id == shown.root.id || shown.path.contains(where: { $0.id == appended.id })
    else { return nil }
    return (appended.route, appended.id)
  }
}
