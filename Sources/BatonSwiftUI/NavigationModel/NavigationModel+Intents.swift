import Baton

extension NavigationModel {
  /// Asks for `route` to be pushed onto the top stack (the top layer's, or the root stack).
  ///
  /// - Parameter route: The screen to push.
  /// - Returns: The new entry's identifier.
  @discardableResult
  public mutating func push(_ route: Route) -> NavigationElementID {
    let id = issueID()
    let level = requested.layers.count
    requested[stackAt: level].path.append(NavigationEntry(id: id, route: route))
    return id
  }

  /// Asks for the top stack's path to be replaced by `routes`, each as a new entry.
  ///
  /// - Parameter routes: The screens above the top stack's root, bottom first.
  public mutating func setPath(_ routes: [Route]) {
    let level = requested.layers.count
    var path: [NavigationEntry<Route>] = []
    for route in routes { path.append(NavigationEntry(id: issueID(), route: route)) }
    requested[stackAt: level].path = path
  }

  /// Asks for the top `count` screens of the top stack to be popped.
  ///
  /// - Parameter count: How many screens to pop; at least 1.
  /// - Throws: ``NavigationIntentError/nonPositivePopCount(_:)`` or
  ///   ``NavigationIntentError/notEnoughScreensToPop(requested:available:)``; nothing changes then.
  public mutating func pop(count: Int = 1) throws(NavigationIntentError) {
    guard count > 0 else { throw .nonPositivePopCount(count) }
    let level = requested.layers.count
    let available = requested[stackAt: level].path.count
    guard count <= available else {
      throw .notEnoughScreensToPop(requested: count, available: available)
    }
    requested[stackAt: level].path.removeLast(count)
  }

  /// Asks for the top stack to be popped to its root; does nothing when it is already there.
  public mutating func popToRoot() {
    let level = requested.layers.count
    requested[stackAt: level].path.removeAll()
  }

  /// Asks for the root stack's root screen to be replaced, with an empty path (a login redirect).
  ///
  /// Layers and the alert are left as requested; combine with ``dismissAll()`` to leave only
  /// the new root.
  ///
  /// - Parameter route: The new root screen.
  /// - Returns: The new root's identifier.
  @discardableResult
  public mutating func setRoot(_ route: Route) -> NavigationElementID {
    let id = issueID()
    requested.base = NavigationStackState(root: NavigationEntry(id: id, route: route))
    return id
  }

  /// Asks for `route` to be presented over the top layer (or the root stack).
  ///
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - style: Sheet or full-screen cover.
  /// - Returns: The new layer's identifier.
  @discardableResult
  public mutating func present(
    _ route: Route,
    style: NavigationPresentationStyle = .sheet
  ) -> NavigationElementID {
    let id = issueID()
    let stack = NavigationStackState(root: NavigationEntry(id: id, route: route))
    requested.layers.append(NavigationLayer(style: style, stack: stack))
    return id
  }

  /// Asks for the top layer to be dismissed.
  ///
  /// - Throws: ``NavigationIntentError/nothingToDismiss`` when no layer is requested.
  public mutating func dismiss() throws(NavigationIntentError) {
    guard !requested.layers.isEmpty else { throw .nothingToDismiss }
    requested.layers.removeLast()
  }

  /// Asks for every layer to be dismissed; does nothing when none is requested.
  public mutating func dismissAll() {
    requested.layers.removeAll()
  }

  /// Asks for an alert or confirmation dialog, replacing any alert requested before.
  ///
  /// A replaced alert gets a new identifier even with the same route, so a late `nil` write
  /// about the old one cannot dismiss it.
  ///
  /// A ``NavigationDriver`` shows it through the window's ``PopupQueue`` (see
  /// ``NavigationAlert``); when the queue ends it without showing it (a duplicate key, a
  /// cancellation), the request is withdrawn.
  ///
  /// - Parameters:
  ///   - route: The app's description of the alert.
  ///   - style: Alert or confirmation dialog.
  ///   - key: The pop-up queue's key; `nil` for one of its own.
  ///   - priority: The pop-up queue's priority.
  ///   - navigation: Whether it steps aside for navigation (the default) or holds it.
  /// - Returns: The alert's identifier.
  @discardableResult
  public mutating func showAlert(
    _ route: Route,
    style: NavigationAlertStyle = .alert,
    key: String? = nil,
    priority: Int = 0,
    navigation: PopupNavigationRule = .yieldsToNavigation
  ) -> NavigationElementID {
    let id = issueID()
    requested.alert = NavigationAlert(
      id: id,
      style: style,
      route: route,
      key: key,
      priority: priority,
      navigation: navigation
    )
    return id
  }

  /// Withdraws the requested alert when it is `id` (its pop-up ended); no effect otherwise.
  mutating func withdrawAlert(_ id: NavigationElementID) {
    if requested.alert?.id == id { requested.alert = nil }
  }

  /// Records that the rendered alert was taken off (its pop-up's hide or show was cut short).
  mutating func clearRenderedAlert(_ id: NavigationElementID) {
    if rendered.alert?.id == id { rendered.alert = nil }
  }

  /// Asks for the alert to be dismissed.
  ///
  /// - Throws: ``NavigationIntentError/noAlert`` when no alert is requested.
  public mutating func dismissAlert() throws(NavigationIntentError) {
    guard requested.alert != nil else { throw .noAlert }
    requested.alert = nil
  }
}
