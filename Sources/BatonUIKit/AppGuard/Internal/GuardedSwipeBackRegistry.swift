#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The weak-keyed side table of the swipe-back guards the app-wide guard keeps for plain
/// navigation controllers (`GuardedSwipeBack`), like the lane registry's: `ObjectIdentifier`
/// keys, no associated objects; a controller that goes away drops its entry on the next sweep.
@MainActor
final class GuardedSwipeBackRegistry {
  static let shared = GuardedSwipeBackRegistry()

  /// What the guard keeps for one plain navigation controller.
  @MainActor
  final class Entry {
    /// The controller; weak: its lifetime is the app's.
    weak var navigation: UINavigationController?
    /// Keeps the edge swipe-back recognizer safe.
    let edge = PopGestureGuard(kind: .systemEdge, takesFirstDelegateForUIKits: false)
    /// Keeps iOS 26's content swipe-back recognizer safe.
    let content = PopGestureGuard(kind: .systemContent, takesFirstDelegateForUIKits: false)
    /// The back action lent to the top item while a transition the user may interrupt runs.
    var backTap: BackTapInterruption?
    /// The keyboard moments during which UIKit's own delegate refuses a swipe-back.
    lazy var signals = SwipeBackSignals { [weak self] in self?.navigation?.swipeBackClock }

    init(navigation: UINavigationController) {
      self.navigation = navigation
    }
  }

  private var entries: [ObjectIdentifier: Entry] = [:]

  /// The entry of `navigation`, made on demand.
  func entry(for navigation: UINavigationController) -> Entry {
    if let entry = existingEntry(for: navigation) { return entry }
    sweep()
    let entry = Entry(navigation: navigation)
    entries[ObjectIdentifier(navigation)] = entry
    return entry
  }

  /// The entry of `navigation` if the guard met it; never creates or sweeps.
  func existingEntry(for navigation: UINavigationController) -> Entry? {
    guard let entry = entries[ObjectIdentifier(navigation)], entry.navigation === navigation
    else { return nil }
    return entry
  }

  /// Every entry whose controller still lives; sweeps the others.
  var liveEntries: [Entry] {
    sweep()
    return Array(entries.values)
  }

  private func sweep() {
    entries = entries.filter { $0.value.navigation != nil }
  }
}
