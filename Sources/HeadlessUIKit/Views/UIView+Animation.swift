import Foundation

extension UIView {
  /// Animates changes to views over `duration` seconds of the world's clock, then calls
  /// `completion`.
  ///
  /// The model draws nothing: `animations` runs at once (the views take their final values, as
  /// UIKit's model layer does) and `completion` runs once, with `true` after `duration`, or
  /// with `false` when the app enters the background first (UIKit removes the animations).
  /// With a duration of zero or less, `completion` runs on the next turn of the clock, as UIKit
  /// runs it at the beginning of the next run-loop cycle.
  ///
  /// - Parameters:
  ///   - duration: The animation's length in seconds.
  ///   - animations: The changes to animate.
  ///   - completion: Runs once the animation ended; its argument tells whether it finished.
  public static func animate(
    withDuration duration: TimeInterval,
    animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let world = Headless.World.current
    animations()
    let animation = ViewAnimation(completion: completion)
    world.application.runningAnimations.append(animation)
    let end: @MainActor () -> Void = { [weak world, weak animation] in
      guard let world, let animation else { return }
      world.endAnimation(animation, finished: true)
    }
    if duration > 0 {
      world.scheduler.schedule(after: duration, end)
    } else {
      world.scheduler.runOnNextTurn(end)
    }
  }

  /// Animates changes to views over `duration` seconds of the world's clock.
  ///
  /// - Parameters:
  ///   - duration: The animation's length in seconds.
  ///   - animations: The changes to animate.
  public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void)
  {
    animate(withDuration: duration, animations: animations, completion: nil)
  }
}

/// One running `UIView` animation: its completion, called once.
@MainActor
final class ViewAnimation {
  private(set) var completion: ((Bool) -> Void)?

  init(completion: ((Bool) -> Void)?) {
    self.completion = completion
  }

  /// Takes the completion out, so that it runs once.
  func takeCompletion() -> ((Bool) -> Void)? {
    defer { completion = nil }
    return completion
  }
}

extension Headless.World {
  /// How many `UIView` animations are running on this world's clock.
  public var runningViewAnimationCount: Int { application.runningAnimations.count }

  /// Ends `animation` if it still runs, calling its completion with `finished`.
  func endAnimation(_ animation: ViewAnimation, finished: Bool) {
    guard let index = application.runningAnimations.firstIndex(where: { $0 === animation })
    else { return }
    application.runningAnimations.remove(at: index)
    animation.takeCompletion()?(finished)
  }

  /// Ends every running animation with `finished == false` (the app entered the background).
  func interruptRunningAnimations() {
    let interrupted = application.runningAnimations
    application.runningAnimations.removeAll()
    for animation in interrupted { animation.takeCompletion()?(false) }
  }
}
