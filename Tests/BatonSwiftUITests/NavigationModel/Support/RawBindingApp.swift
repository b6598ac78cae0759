import Baton
import BatonSwiftUI
import SwiftUITimingModel

/// An app that writes SwiftUI's bindings directly, the way plain `@State` code does: every
/// change is an update at once, and SwiftUI's writes are applied without looking at which
/// element they are about (a `Binding<Bool>` for the sheet and the alert).
@MainActor
final class RawBindingApp {
  let swiftUI: SwiftUINavigationTimingModel
  /// The app's navigation state, which its bindings show.
  var state: NavigationState<Int>
  private var lastID: UInt64 = 1

  init(swiftUI: SwiftUINavigationTimingModel) {
    self.swiftUI = swiftUI
    self.state = swiftUI.screen
    for stack in state.stacks {
      lastID = max(lastID, stack.root.id.rawValue, stack.path.last?.id.rawValue ?? 0)
    }
    swiftUI.onWrite = { [weak self] write in self?.handle(write) }
  }

  func newEntry(_ route: Int) -> NavigationEntry<Int> {
    lastID += 1
    return NavigationEntry(id: NavigationElementID(rawValue: lastID), route: route)
  }

  /// Changes the state and writes the bindings in one update.
  func change(_ body: (inout NavigationState<Int>, RawBindingApp) -> Void) {
    body(&state, self)
    swiftUI.update(to: state)
  }

  private func handle(_ write: NavigationWrite) {
    switch write {
    case .pathChanged(let stack, let path):
      if let level = state.level(ofStack: stack) {
        state[stackAt: level].path = Array(state[stackAt: level].path.prefix(path.count))
      }
    case .layerDismissed:
      if !state.layers.isEmpty { state.layers.removeLast() }
    case .alertDismissed:
      state.alert = nil
    }
    swiftUI.update(to: state)
  }
}
