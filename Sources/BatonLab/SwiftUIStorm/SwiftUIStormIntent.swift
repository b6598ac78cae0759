import Baton
import BatonSwiftUI

/// A change the storm's app asks for, applied the same way by every strategy.
enum SwiftUIStormIntent: Hashable, Sendable {
  /// Push a screen on the top stack.
  case push(Int)
  /// Pop the top stack's top screen.
  case pop
  /// Present a sheet or a full-screen cover.
  case present(Int, NavigationPresentationStyle)
  /// Dismiss the top layer.
  case dismiss
  /// Show an alert, replacing any alert asked for before.
  case showAlert(Int)
  /// A login redirect: every layer dismissed and a new root, with an empty path.
  case changeRoot(Int)
  /// A deep link: every layer dismissed and the root stack's whole path set.
  case deepLink([Int])

  /// Applies the intent to Baton's model; an intent with nothing to act on changes nothing.
  func apply(to model: inout NavigationModel<Int>) {
    switch self {
    case .push(let route): model.push(route)
    case .pop: try? model.pop()
    case .present(let route, let style): model.present(route, style: style)
    case .dismiss: try? model.dismiss()
    case .showAlert(let route): model.showAlert(route)
    case .changeRoot(let route):
      model.dismissAll()
      model.setRoot(route)
    case .deepLink(let routes):
      model.dismissAll()
      model.setPath(routes)
    }
  }

  /// Applies the intent to a plain state, as `@State` code does, issuing ids from `lastID`.
  func apply(to state: inout NavigationState<Int>, lastID: inout UInt64) {
    func entry(_ route: Int) -> NavigationEntry<Int> {
      lastID += 1
      return NavigationEntry(id: NavigationElementID(rawValue: lastID), route: route)
    }
    let level = state.layers.count
    switch self {
    case .push(let route): state[stackAt: level].path.append(entry(route))
    case .pop: _ = state[stackAt: level].path.popLast()
    case .present(let route, let style):
      state.layers.append(
        NavigationLayer(style: style, stack: NavigationStackState(root: entry(route)))
      )
    case .dismiss: _ = state.layers.popLast()
    case .showAlert(let route): state.alert = NavigationAlert(id: entry(route).id, route: route)
    case .changeRoot(let route):
      state.layers = []
      state.base = NavigationStackState(root: entry(route))
    case .deepLink(let routes):
      state.layers = []
      state.base.path = routes.map(entry)
    }
  }
}

extension NavigationState<Int> {
  /// Applies one of SwiftUI's writes the way plain bindings do, without looking at which element
  /// it is about: a `Binding<Bool>` for the sheet and the alert, the path by its stack.
  mutating func applyWithoutIDs(_ write: NavigationWrite) {
    switch write {
    case .pathChanged(let stack, let path):
      if let level = level(ofStack: stack) {
        self[stackAt: level].path = Array(self[stackAt: level].path.prefix(path.count))
      }
    case .layerDismissed: _ = layers.popLast()
    case .alertDismissed: alert = nil
    }
  }
}
