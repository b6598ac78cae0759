import Baton

extension BatonNavigation {
  /// Pushes `route` onto the top stack: ``NavigationModel/push(_:)`` in one ``update(_:)``,
  /// written as SwiftUI's own calls are, so `Button("Details") { navigation.push(.details) }`
  /// reads and compiles as it looks. (Inside ``update(_:)``, a button's single-expression
  /// closure `{ navigation.update { $0.push(x) } }` does not compile: the update returns the
  /// new entry's identifier where the button wants nothing; write `_ = $0.push(x)` there.)
  ///
  /// - Parameter route: The screen to push.
  /// - Returns: The new entry's identifier.
  @discardableResult
  public func push(_ route: Route) -> NavigationElementID {
    update { $0.push(route) }
  }

  /// Presents `route` as a new layer over everything: ``NavigationModel/present(_:style:)`` in
  /// one ``update(_:)``.
  ///
  /// - Parameters:
  ///   - route: The layer's root screen.
  ///   - style: Sheet or full-screen cover.
  /// - Returns: The new layer's identifier.
  @discardableResult
  public func present(
    _ route: Route,
    style: NavigationPresentationStyle = .sheet
  ) -> NavigationElementID {
    update { $0.present(route, style: style) }
  }

  /// Pops `count` screens off the top stack: ``NavigationModel/pop(count:)`` in one
  /// ``update(_:)``.
  ///
  /// - Parameter count: How many screens to pop; at least 1.
  /// - Throws: ``NavigationIntentError/nonPositivePopCount(_:)`` or
  ///   ``NavigationIntentError/notEnoughScreensToPop(requested:available:)``; nothing changes
  ///   then.
  public func pop(count: Int = 1) throws(NavigationIntentError) {
    try update { model throws(NavigationIntentError) in try model.pop(count: count) }
  }

  /// Pops the top stack to its root: ``NavigationModel/popToRoot()`` in one ``update(_:)``.
  public func popToRoot() {
    update { $0.popToRoot() }
  }

  /// Dismisses the top layer: ``NavigationModel/dismiss()`` in one ``update(_:)``.
  ///
  /// - Throws: ``NavigationIntentError/nothingToDismiss`` when no layer is requested.
  public func dismiss() throws(NavigationIntentError) {
    try update { model throws(NavigationIntentError) in try model.dismiss() }
  }

  /// Dismisses every layer: ``NavigationModel/dismissAll()`` in one ``update(_:)``.
  public func dismissAll() {
    update { $0.dismissAll() }
  }
}
