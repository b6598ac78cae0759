#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// One level of ``BatonNavigationStack`` on iOS 16 and later: a stack (the root one at level
  /// 0, else a layer's) in a `NavigationStack(path:)`, with what it presents
  /// (``BatonLevelPresentations``).
  @available(iOS 16, *)
  struct BatonNavigationLevel<
    Route: Hashable & Sendable,
    Screen: View,
    AlertActions: View,
    AlertMessage: View
  >: View {
    @ObservedObject var navigation: BatonNavigation<Route>
    let level: Int
    let content: BatonNavigationContent<Route, Screen, AlertActions, AlertMessage>

    var body: some View {
      let state = navigation.displayed
      if state.stacks.indices.contains(level) {
        let stack = state.stacks[level]
        NavigationStack(path: pathBinding(for: stack)) {
          screen(stack.root)
            .navigationDestination(for: NavigationEntry<Route>.self) { screen($0) }
        }
        .id(stack.id)
        .modifier(
          BatonLevelPresentations(navigation: navigation, level: level, builders: content) {
            BatonNavigationLevel(navigation: navigation, level: level + 1, content: content)
          }
        )
      }
    }

    private func screen(_ entry: NavigationEntry<Route>) -> some View {
      content.screen(for: entry, in: navigation)
    }

    /// The stack's path; a write names the stack it was built for.
    private func pathBinding(
      for stack: NavigationStackState<Route>
    ) -> Binding<[NavigationEntry<Route>]> {
      let navigation = navigation
      let stackID = stack.id
      return Binding(
        get: {
          let state = navigation.displayed
          return state.level(ofStack: stackID).map { state.stacks[$0].path } ?? []
        },
        set: { path in
          // A `BatonLink` appends an entry naming its own screen: a push through the plan.
          if let tap = navigation.linkTap(in: path, stack: stackID) {
            navigation.followLink(to: tap.route, from: tap.source)
          } else {
            navigation.receive(.pathChanged(stack: stackID, path: path.map(\.id)))
          }
        }
      )
    }
  }
#endif
