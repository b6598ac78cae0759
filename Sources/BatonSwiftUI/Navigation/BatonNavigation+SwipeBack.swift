import Baton

extension BatonNavigation {
  /// Starts a lane transition for the user's swipe-back, ahead of pending steps; dropped as
  /// busy when a step is in flight (the swipe then races it, as in UIKit).
  func holdLaneForSwipe(of entry: NavigationElementID) {
    guard swipe == nil else { return }
    swipe = SwipeHold(entry: entry)
    let request = TransitionRequest(
      kind: .interactivePop,
      label: "swipe-back \(entry)",
      expectedDuration: 0.5,
      perform: { [weak self] transition in self?.swipe?.transition = transition }
    )
    lane.startImmediately(request) { [weak self] _ in self?.swipe = nil }
  }

  func endSwipe(of entry: NavigationElementID, isCancelled: Bool) {
    guard swipe?.entry == entry else { return }
    swipe?.hasEnded = true
    if isCancelled {
      swipe?.transition?.finish(.cancelled)
    } else {
      releaseSwipeIfPopped()
    }
  }

  /// Ends the swipe's hold once the swipe finished and SwiftUI's path write took the screen
  /// out of what is rendered, so the next step is planned from the shorter path.
  func releaseSwipeIfPopped() {
    guard let swipe, swipe.hasEnded,
      !model.rendered.stacks.contains(where: { $0.path.contains { $0.id == swipe.entry } })
    else { return }
    swipe.transition?.finish(.completed)
  }
}
