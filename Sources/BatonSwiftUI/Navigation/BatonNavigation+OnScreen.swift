import Baton

extension BatonNavigation {
  /// Tells the navigation whether its views are on screen.
  ///
  /// A tab container's views are on screen while its tab is selected. Off screen, its alert
  /// waits and its steps end on the next turn, since no screen appears; tell the pop-up queue
  /// when the answer changes.
  ///
  /// - Parameter isOnScreen: Answers whether the views are on screen now.
  func setOnScreen(_ isOnScreen: @escaping @MainActor () -> Bool) {
    driver.isOnScreen = isOnScreen
    renderer.isOnScreen = isOnScreen
  }
}
