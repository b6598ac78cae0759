#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// `BatonTabView` observes a ``BatonTabs`` and re-reads ``BatonTabs/selection`` whenever a
  /// tab switch takes its turn.
  extension BatonTabs: ObservableObject {}
#endif
