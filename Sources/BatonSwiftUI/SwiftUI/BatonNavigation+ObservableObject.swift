#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  /// SwiftUI views observe a ``BatonNavigation`` and re-read ``BatonNavigation/displayed``
  /// whenever a step or the user's navigation changes it.
  extension BatonNavigation: ObservableObject {}
#endif
