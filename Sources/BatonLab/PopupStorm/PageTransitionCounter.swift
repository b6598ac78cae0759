import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Knows whether a page transition runs in a world: every transition the model reports (push,
/// pop, swipe-back, present, dismiss) except a pop-up's own presentation and dismissal (an
/// alert's or a ``PopupScreenController``'s).
///
/// It listens to the world's events (`Headless.World.addObserver(_:)`), which name the
/// presented controller's type when a modal transition begins; an alert's end is matched to
/// its beginning by container and kind.
@MainActor
final class PageTransitionCounter {
  private struct Key: Hashable {
    var container: ObjectIdentifier
    var kind: String
  }

  private var pages: [Key: Int] = [:]
  private var alerts: [Key: Int] = [:]
  /// Page transitions running now.
  private(set) var running = 0

  /// Starts counting the transitions of `world`.
  init(world: Headless.World) {
    world.addObserver { [weak self] event in self?.handle(event) }
  }

  /// Whether a page transition runs now.
  var isTransitioning: Bool { running > 0 }

  private func handle(_ event: Headless.Event) {
    switch event {
    case .transitionBegan(let container, _, let kind, let label, _):
      let key = Key(container: container, kind: kind)
      if label.hasSuffix("UIAlertController") || label.hasSuffix("PopupScreenController") {
        alerts[key, default: 0] += 1
      } else {
        pages[key, default: 0] += 1
        running += 1
      }
    case .transitionEnded(let container, _, let kind, _, _):
      let key = Key(container: container, kind: kind)
      if let count = alerts[key], count > 0 {
        alerts[key] = count == 1 ? nil : count - 1
      } else if let count = pages[key], count > 0 {
        pages[key] = count == 1 ? nil : count - 1
        running -= 1
      }
    case .fault:
      break
    }
  }
}
