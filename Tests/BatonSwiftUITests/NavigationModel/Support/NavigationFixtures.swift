import Baton
import BatonSwiftUI

/// Compact builders for navigation states in table tests, in the spirit of FlowStacks' step
/// tests: every element's route is its identifier's number, so `stack(1, 2, 3)` is root #1 with
/// #2 and #3 pushed.
enum Nav {
  typealias State = NavigationState<Int>
  typealias Step = NavigationStep<Int>

  static func id(_ number: UInt64) -> NavigationElementID { NavigationElementID(rawValue: number) }

  static func entry(_ number: UInt64) -> NavigationEntry<Int> {
    NavigationEntry(id: id(number), route: Int(number))
  }

  static func stack(_ root: UInt64, _ path: UInt64...) -> NavigationStackState<Int> {
    NavigationStackState(root: entry(root), path: path.map(entry))
  }

  static func sheet(_ root: UInt64, _ path: UInt64...) -> NavigationLayer<Int> {
    NavigationLayer(
      style: .sheet,
      stack: NavigationStackState(root: entry(root), path: path.map(entry))
    )
  }

  static func cover(_ root: UInt64, _ path: UInt64...) -> NavigationLayer<Int> {
    NavigationLayer(
      style: .fullScreenCover,
      stack: NavigationStackState(root: entry(root), path: path.map(entry))
    )
  }

  static func alert(_ number: UInt64) -> NavigationAlert<Int> {
    NavigationAlert(id: id(number), route: Int(number))
  }

  static func state(
    _ base: NavigationStackState<Int>,
    _ layers: NavigationLayer<Int>...,
    alert: UInt64? = nil
  ) -> State {
    NavigationState(base: base, layers: layers, alert: alert.map(Self.alert))
  }
}
