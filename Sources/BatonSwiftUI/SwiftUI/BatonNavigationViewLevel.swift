#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// One level of ``BatonNavigationStack`` on iOS 15, where `NavigationStack` does not exist: a
  /// stack (the root one at level 0, else a layer's) in a stack-style `NavigationView`, with
  /// what it presents (``BatonLevelPresentations``).
  ///
  /// The stack's path is a chain of hidden `NavigationLink(destination:isActive:)`s, one behind
  /// each screen, active while the path reaches the next screen. A back tap or swipe-back sets a
  /// link's `isActive` to `false`, which reaches ``BatonNavigation/receive(_:)`` as the shorter
  /// path. `NavigationView` applies one push per update, so the planner (with
  /// ``NavigationCapabilities/iOS15``) pushes one screen per step, presents a layer with an
  /// empty stack and pushes onto it afterwards, and dismisses one layer per step; pops of
  /// several screens go in one step (the link of the lowest popped screen turns inactive).
  @available(iOS, deprecated: 16, message: "The iOS 15 level; iOS 16 uses NavigationStack")
  struct BatonNavigationViewLevel<
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
        NavigationView {
          BatonNavigationViewScreen(
            navigation: navigation,
            stack: stack.id,
            index: 0,
            content: content
          )
        }
        .navigationViewStyle(.stack)
        .id(stack.id)
        .modifier(
          BatonLevelPresentations(navigation: navigation, level: level, builders: content) {
            BatonNavigationViewLevel(navigation: navigation, level: level + 1, content: content)
          }
        )
      }
    }
  }

  /// The screen at `index` of a stack (0: its root) with, behind it, the hidden link to the
  /// next one, active while the displayed path reaches it.
  @available(iOS, deprecated: 16, message: "The iOS 15 level; iOS 16 uses NavigationStack")
  struct BatonNavigationViewScreen<
    Route: Hashable & Sendable,
    Screen: View,
    AlertActions: View,
    AlertMessage: View
  >: View {
    @ObservedObject var navigation: BatonNavigation<Route>
    let stack: NavigationElementID
    let index: Int
    let content: BatonNavigationContent<Route, Screen, AlertActions, AlertMessage>

    var body: some View {
      if let entry = entries.indices.contains(index) ? entries[index] : nil {
        content.screen(for: entry, in: navigation)
          .background(
            NavigationLink(
              destination: BatonNavigationViewScreen(
                navigation: navigation,
                stack: stack,
                index: index + 1,
                content: content
              ),
              isActive: linkBinding(),
              label: { EmptyView() }
            )
            .hidden()
          )
      }
    }

    /// The stack's root and path as displayed; empty once the stack is gone.
    private var entries: [NavigationEntry<Route>] {
      let state = navigation.displayed
      guard let level = state.level(ofStack: stack) else { return [] }
      let displayed = state.stacks[level]
      return [displayed.root] + displayed.path
    }

    /// Active while the path goes past this screen; a `false` write (back tap, swipe-back)
    /// names the stack and the path that is left.
    private func linkBinding() -> Binding<Bool> {
      let navigation = navigation
      let stack = stack
      let index = index
      return Binding(
        get: {
          let state = navigation.displayed
          guard let level = state.level(ofStack: stack) else { return false }
          return state.stacks[level].path.count > index
        },
        set: { isActive in
          let state = navigation.displayed
          guard !isActive, let level = state.level(ofStack: stack) else { return }
          let path = state.stacks[level].path.prefix(index).map(\.id)
          navigation.receive(.pathChanged(stack: stack, path: path))
        }
      )
    }
  }
#endif
