import Baton

#if canImport(Combine)
  import Combine
#endif

/// A tab container's navigation: one ``BatonNavigation`` per tab, each with its own stack, and
/// the selected tab, all on one lane and one pop-up queue.
///
/// - A tab switch is a transition on the lane, like a push: asked for while a push, a pop or
///   a sheet moves (in any tab), it waits for its turn, so a tab never switches in the middle
///   of a transition. It ends when the new tab's top screen has appeared (its probe), or at
///   once when the switch happens under a sheet or cover, where nothing appears.
/// - The user's tap on a tab item goes through ``select(_:)``; while the lane is busy, the
///   latest tap replaces an earlier one that still waits (the same rule as BatonUIKit's
///   `shouldSelect(_:)`).
/// - A tab's alert shows only while its tab is selected: an alert asked for in another tab
///   waits in the pop-up queue until the user or the app selects that tab.
/// - Cold start: the lane starts suspended and resumes once the selected tab's root screen has
///   appeared in the key window, as ``BatonNavigation`` does alone.
///
/// ```swift
/// let tabs = try BatonTabs([AppTab.shop, .orders, .account]) { tab in tab.rootRoute }
/// tabs.navigation(for: .orders)?.push(.order(7))
/// tabs.select(.orders)
/// ```
///
/// `BatonTabView` shows it in a `TabView` with a `BatonNavigationStack` per tab.
@MainActor
public final class BatonTabs<Tab: Hashable & Sendable, Route: Hashable & Sendable> {
  #if canImport(Combine)
    /// The selected tab, as the tab view shows it; published, so SwiftUI re-reads it.
    @Published public private(set) var selection: Tab
  #else
    /// The selected tab, as the tab view shows it.
    public private(set) var selection: Tab
  #endif

  /// The tabs, in the order the tab bar shows them.
  public let tabs: [Tab]
  /// The lane every tab's steps and every tab switch run on.
  public let lane: Lane
  /// The pop-up queue every tab's alerts go through.
  public let popups: PopupQueue
  private let navigations: [Tab: BatonNavigation<Route>]
  /// The tab switch in flight and the screen whose appearance ends it.
  private var switching: (transition: RunningTransition, tab: Tab, awaited: NavigationElementID)?
  /// Called when ``selection`` changes (headless hosts in tests switch their tab bar with it).
  package var onSelect: (@MainActor (Tab) -> Void)?

  /// The replace key of the selections ``select(_:)`` submits: the latest wins.
  static var selectionKey: String { "dev.baton.swiftUITabSelection" }

  /// Creates the navigation of a tab container, on a lane and pop-up queue of its own.
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in the tab bar's order; each once.
  ///   - selection: The tab selected at launch; by default the first.
  ///   - capabilities: What the OS's SwiftUI can do in one update; by default the running
  ///     system's.
  ///   - scheduler: The lane's clock (tests pass a `VirtualScheduler`).
  ///   - configuration: The lane's duplicate suppression and watchdog settings.
  ///   - waitsForRootAppearance: Whether the lane stays suspended until the selected tab's root
  ///     screen has appeared in the key window (cold start).
  ///   - diagnostics: Where the lane reports timeouts and misuse.
  ///   - root: The root screen of each tab's stack.
  /// - Throws: ``BatonTabsError`` when `tabs` is empty, names a tab twice or does not contain
  ///   `selection`.
  public convenience init(
    _ tabs: [Tab],
    selection: Tab? = nil,
    capabilities: NavigationCapabilities = .current,
    scheduler: any MainLoopScheduler = DispatchMainScheduler.shared,
    configuration: Lane.Configuration = .init(),
    waitsForRootAppearance: Bool = true,
    diagnostics: DiagnosticsCenter = .shared,
    root: (Tab) -> Route
  ) throws(BatonTabsError) {
    let selected = try Self.validated(tabs, selection: selection)
    let lane = Lane(
      name: "swiftui-tabs",
      scheduler: scheduler,
      configuration: configuration,
      isSuspended: waitsForRootAppearance,
      diagnostics: diagnostics
    )
    self.init(
      tabs,
      selection: selected,
      capabilities: capabilities,
      lane: lane,
      popups: PopupQueue(lane: lane),
      coldStart: waitsForRootAppearance ? .ownLaneSuspended : .none,
      root: root
    )
  }

  init(
    _ tabs: [Tab],
    selection: Tab,
    capabilities: NavigationCapabilities,
    lane: Lane,
    popups: PopupQueue,
    coldStart: BatonNavigation<Route>.ColdStart,
    root: (Tab) -> Route
  ) {
    var navigations: [Tab: BatonNavigation<Route>] = [:]
    for tab in tabs {
      navigations[tab] = BatonNavigation(
        root: root(tab),
        capabilities: capabilities,
        lane: lane,
        popups: popups,
        coldStart: coldStart
      )
    }
    self.tabs = tabs
    self.selection = selection
    self.lane = lane
    self.popups = popups
    self.navigations = navigations
    for (tab, navigation) in navigations {
      navigation.setOnScreen { [weak self] in self?.selection == tab }
      navigation.onScreenAppeared = { [weak self] id in self?.screenDidAppear(id, in: tab) }
    }
  }

  /// The selection `tabs` start with: `selection`, else the first tab.
  ///
  /// - Throws: ``BatonTabsError`` when `tabs` is empty, names a tab twice or does not contain
  ///   `selection`.
  static func validated(_ tabs: [Tab], selection: Tab?) throws(BatonTabsError) -> Tab {
    guard let first = tabs.first else { throw .noTabs }
    var seen: Set<Tab> = []
    for tab in tabs where !seen.insert(tab).inserted {
      throw .duplicateTab(String(describing: tab))
    }
    let selected = selection ?? first
    guard seen.contains(selected) else { throw .selectionNotATab(String(describing: selected)) }
    return selected
  }

  /// The navigation of `tab`'s stack, or `nil` when `tab` is not one of ``tabs``.
  ///
  /// - Parameter tab: A tab.
  /// - Returns: Its navigation.
  public func navigation(for tab: Tab) -> BatonNavigation<Route>? {
    navigations[tab]
  }

  /// Selects `tab` in its turn on the lane: at once when nothing moves, else once the
  /// transition in flight and the requests before it have ended.
  ///
  /// A selection that still waits is replaced by a later one (the user's latest tap wins).
  /// Selecting the tab already selected completes at once.
  ///
  /// - Parameter tab: The tab to show.
  /// - Returns: The selection's ticket: `completed` once the tab shows, `dropped(.superseded)`
  ///   when a later selection replaced it while it waited, `dropped(.invalid(_))` for a tab that
  ///   is not one of ``tabs``.
  @discardableResult
  public func select(_ tab: Tab) -> TransitionTicket {
    let request = TransitionRequest(
      kind: .custom("selectTab"),
      label: "select tab \(tab)",
      policy: .replacePending(key: Self.selectionKey),
      expectedDuration: 0.1,
      validate: { [weak self] in
        self?.navigations[tab] == nil ? .invalid(.other("\(tab) is not one of the tabs")) : nil
      },
      perform: { [weak self] transition in
        guard let self else {
          transition.finish(.dropped(.sourceGone))
          return
        }
        self.start(selecting: tab, transition)
      }
    )
    return lane.submit(request)
  }

  private func start(selecting tab: Tab, _ transition: RunningTransition) {
    guard tab != selection, let navigation = navigations[tab] else {
      transition.finish(.completed)
      return
    }
    let isUnderLayer = navigations[selection]?.displayed.layers.isEmpty == false
    // Awaited before the switch: a tab view may show the tab (and its screen appear) at once.
    if !isUnderLayer { switching = (transition, tab, navigation.displayed.topStack.top.id) }
    selection = tab
    onSelect?(tab)
    if isUnderLayer {
      // The switch happens under a sheet or cover: no screen appears.
      transition.finish(.completed)
    }
    popups.conditionsMayHaveChanged()
  }

  private func screenDidAppear(_ id: NavigationElementID, in tab: Tab) {
    guard let switching, switching.tab == tab, switching.awaited == id else { return }
    // The watchdog may have ended a switch whose screen never appeared.
    guard !switching.transition.isFinished else {
      self.switching = nil
      return
    }
    self.switching = nil
    switching.transition.finish(.completed)
    popups.conditionsMayHaveChanged()
  }
}
