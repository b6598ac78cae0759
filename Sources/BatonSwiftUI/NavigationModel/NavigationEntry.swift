import Baton

/// One screen in a navigation model: the app's route value and the identifier of this showing of it.
///
/// The same route pushed twice gives two entries with different ``id``s.
public struct NavigationEntry<Route: Hashable & Sendable>: Hashable, Sendable {
  /// This showing's generational identifier.
  public let id: NavigationElementID
  /// The app's description of the screen.
  public let route: Route

  /// Creates an entry.
  ///
  /// - Parameters:
  ///   - id: The entry's identifier; ``NavigationModel`` issues them.
  ///   - route: The app's description of the screen.
  public init(id: NavigationElementID, route: Route) {
    self.id = id
    self.route = route
  }
}

/// How a layer is presented over the one below it.
public enum NavigationPresentationStyle: Hashable, Sendable {
  /// A sheet (`.sheet`), which the user can swipe down.
  case sheet
  /// A full-screen cover (`.fullScreenCover`), which only the app dismisses.
  case fullScreenCover
}

/// A navigation stack: its root screen and the screens pushed on it, bottom first.
public struct NavigationStackState<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The root screen.
  public var root: NavigationEntry<Route>
  /// The pushed screens, bottom first (a `NavigationStack`'s path).
  public var path: [NavigationEntry<Route>]

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - root: The root screen.
  ///   - path: The pushed screens, bottom first.
  public init(root: NavigationEntry<Route>, path: [NavigationEntry<Route>] = []) {
    self.root = root
    self.path = path
  }

  /// The stack's identifier, which is its root's; path writes name it (``NavigationWrite``).
  public var id: NavigationElementID { root.id }

  /// The screen on top: the last pushed one, or the root.
  public var top: NavigationEntry<Route> { path.last ?? root }
}

/// A presented layer (sheet or full-screen cover) with its own navigation stack.
public struct NavigationLayer<Route: Hashable & Sendable>: Hashable, Sendable {
  /// How the layer is presented.
  public var style: NavigationPresentationStyle
  /// The layer's stack; its root is the presented screen.
  public var stack: NavigationStackState<Route>

  /// Creates a layer.
  ///
  /// - Parameters:
  ///   - style: How the layer is presented.
  ///   - stack: The layer's stack.
  public init(style: NavigationPresentationStyle, stack: NavigationStackState<Route>) {
    self.style = style
    self.stack = stack
  }

  /// The layer's identifier: its root screen's.
  public var id: NavigationElementID { stack.id }
}

/// What the alert/dialog slot shows.
public enum NavigationAlertStyle: Hashable, Sendable {
  /// An alert (`.alert`).
  case alert
  /// A confirmation dialog (`.confirmationDialog`).
  case confirmationDialog
}

/// The one alert or confirmation dialog of a navigation model.
///
/// A ``NavigationDriver`` shows it through the window's ``PopupQueue``: it takes its turn with
/// the window's other pop-ups by ``priority``, is de-duplicated by ``key``, and by ``navigation``
/// either steps aside for the app's own navigation (the default) or holds it until answered.
public struct NavigationAlert<Route: Hashable & Sendable>: Hashable, Sendable {
  /// This showing's generational identifier.
  public let id: NavigationElementID
  /// Alert or confirmation dialog.
  public let style: NavigationAlertStyle
  /// The app's description of the alert.
  public let route: Route
  /// The pop-up queue's key; `nil` for one of its own (`navigation.alert.#n`), never a
  /// duplicate.
  public let key: String?
  /// The pop-up queue's priority: higher shows first.
  public let priority: Int
  /// What it does when the app's navigation (or a page transition on the window's lane) is
  /// asked for while it is visible.
  public let navigation: PopupNavigationRule

  /// Creates an alert.
  ///
  /// - Parameters:
  ///   - id: The alert's identifier; ``NavigationModel`` issues them.
  ///   - style: Alert or confirmation dialog.
  ///   - route: The app's description of the alert.
  ///   - key: The pop-up queue's key, for de-duplication with the window's other pop-ups.
  ///   - priority: The pop-up queue's priority.
  ///   - navigation: Whether it steps aside for navigation (the default: it is hidden, the
  ///     navigation runs, and it shows again) or holds navigation until it is answered.
  public init(
    id: NavigationElementID,
    style: NavigationAlertStyle = .alert,
    route: Route,
    key: String? = nil,
    priority: Int = 0,
    navigation: PopupNavigationRule = .yieldsToNavigation
  ) {
    self.id = id
    self.style = style
    self.route = route
    self.key = key
    self.priority = priority
    self.navigation = navigation
  }

  /// The key its pop-up request uses.
  public var popupKey: String { key ?? "navigation.alert.\(id)" }
}
