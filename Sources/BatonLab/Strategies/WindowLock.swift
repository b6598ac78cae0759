import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The classic per-window navigation lock: taken by each navigation call, released by the
/// navigation controller's did-show or by a present/dismiss completion, with an optional queue
/// for calls made while it is held.
///
/// Its weaknesses (Docs/UIKitFacts.md A4) are kept as published: a pop at the root posts no
/// did-show and a refused presentation never runs its completion, so the lock stays held; swipes are not
/// handled (a finished swipe's did-show releases whatever holds the lock); the stored completion
/// is never cleared, so it can run again on a later release; queued work runs without re-taking
/// the lock, so only one item drains per real release.
@MainActor
final class WindowLock: NSObject, UINavigationControllerDelegate {
  private(set) var isLocked = false
  private var queue: [@MainActor () -> Void] = []
  private var completion: (@MainActor () -> Void)?
  let usesQueue: Bool
  weak var probe: LabProbe?

  init(usesQueue: Bool = true) {
    self.usesQueue = usesQueue
  }

  /// Runs `work` if the lock is free (taking it), queues it otherwise.
  func perform(
    intent: Intent?,
    completion: (@MainActor () -> Void)? = nil,
    _ work: @escaping @MainActor () -> Void
  ) {
    // Weak: the probe belongs to the session, and a queued call must not keep it alive.
    let issue: @MainActor () -> Void = { [weak probe] in
      probe?.markIssued(intent)
      work()
    }
    guard !isLocked else {
      if usesQueue { queue.append(issue) }
      return
    }
    isLocked = true
    probe?.lockAcquired(self)
    if let completion { self.completion = completion }
    issue()
  }

  /// Releases the lock, runs the stored completion and the next queued item.
  func release() {
    if isLocked { probe?.lockReleased(self) }
    isLocked = false
    completion?()
    if !queue.isEmpty {
      let next = queue.removeFirst()
      next()
    }
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    release()
  }
}
