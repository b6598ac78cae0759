#if canImport(SwiftUI) && canImport(UIKit)
  import Baton
  import SwiftUI

  /// A link to a route, inside a screen of a ``BatonNavigationStack``: SwiftUI's
  /// `NavigationLink(value:)`, whose push goes through the plan.
  ///
  /// ```swift
  /// List(orders) { order in
  ///   BatonLink("Order \(order.id)", value: AppRoute.order(order.id))
  /// }
  /// ```
  ///
  /// - On iOS 16 and later it is a real `NavigationLink(value:)` (the row's chevron, its
  ///   highlight, its accessibility): the stack's path binding receives the tap and asks the
  ///   navigation for the push (``BatonNavigation/followLink(to:from:)``) instead of letting
  ///   SwiftUI push at once. On iOS 15 it is a `Button` that does the same.
  /// - The push waits for its turn on the lane, like every other step. A second tap before the
  ///   first one's screen has appeared is dropped (``NavigationLinkOutcome``), so a double tap
  ///   pushes once.
  /// - `value` must be of the navigation's route type. A link outside every screen of a Baton
  ///   container, or with a value of another type, pushes nothing and reports
  ///   `swiftUILinkUnroutable`.
  ///
  /// > Important: Inside a Baton container, use `BatonLink` rather than
  /// > `NavigationLink(value:)`: the container's path holds Baton's entries, so SwiftUI refuses
  /// > a plain `NavigationLink(value: route)` ("no matching navigationDestination") and a
  /// > `navigationDestination` in a screen is not consulted. Screens are built by the
  /// > container's `screen` closure.
  public struct BatonLink<Value: Hashable & Sendable, Label: View>: View {
    @Environment(\.batonLinkSource) private var source
    private let value: Value
    private let label: Label

    /// Creates a link with a label of your own.
    ///
    /// - Parameters:
    ///   - value: The route to push; of the navigation's route type.
    ///   - label: The link's label.
    public init(value: Value, @ViewBuilder label: () -> Label) {
      self.value = value
      self.label = label()
    }

    /// The link: SwiftUI's on iOS 16 and later, a button on iOS 15.
    public var body: some View {
      if let source, source.accepts(value) {
        if #available(iOS 16, *) {
          NavigationLink(value: NavigationEntry(id: source.screen, route: value)) { label }
        } else {
          Button {
            source.follow(value)
          } label: {
            label
          }
        }
      } else {
        let value = value
        Button {
          BatonLinkSource.reportUnroutable(value, source: source)
        } label: {
          label
        }
      }
    }
  }

  extension BatonLink where Label == Text {
    /// Creates a link with a text label, from a localized title.
    ///
    /// - Parameters:
    ///   - titleKey: The label's localized title.
    ///   - value: The route to push; of the navigation's route type.
    public init(_ titleKey: LocalizedStringKey, value: Value) {
      self.init(value: value) { Text(titleKey) }
    }

    /// Creates a link with a text label, from a string shown as it is.
    ///
    /// - Parameters:
    ///   - title: The label's text.
    ///   - value: The route to push; of the navigation's route type.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, value: Value) {
      self.init(value: value) { Text(title) }
    }
  }
#endif
