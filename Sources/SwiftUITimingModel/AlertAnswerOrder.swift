import Baton
import BatonSwiftUI

/// In which order SwiftUI runs a tapped alert button's action and writes the alert's binding
/// back (`isPresented` to `false`, the item to `nil`), by iOS version (`Docs/UIKitFacts.md`,
/// A18 "SwiftUI alert answer order", which gives the sources and their status).
package enum AlertAnswerOrder: Hashable, Sendable, CaseIterable {
  /// iOS 14 and 15: the `nil` write first, then the action (TCA #1981).
  case dismissalFirst
  /// iOS 16: the action first, then the `nil` write in the same turn (TCA #1981).
  case actionFirst
  /// iOS 17 and later: the action, then the `nil` write a frame later (TCA #3272, PR #3309).
  case dismissalAFrameAfterAction

  /// The order of the iOS version `capabilities` stand for.
  package init(of capabilities: NavigationCapabilities) {
    switch capabilities {
    case .iOS15: self = .dismissalFirst
    case .iOS16: self = .actionFirst
    default: self = .dismissalAFrameAfterAction
    }
  }
}
