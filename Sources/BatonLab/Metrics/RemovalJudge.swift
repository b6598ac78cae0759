import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Judges each screen that leaves a navigation stack, for the `overPops` figure.
///
/// Was it asked to leave, or did a pop meant for another screen take it?
///
/// A screen may leave when the user asked it to (a back tap, a finished swipe: a removal
/// intent opened on it), when a screen it was pushed above was asked to leave and has left too
/// (a pop of that screen takes those above it), or when its stack is reset (a deep link's or a
/// log-out's pop to the root: UIKit's `popToRoot`, `popTo` or `setViewControllers`). Anything
/// else is an over-pop: the second tap of a custom back button that popped the screen below its
/// own, or a pop that took a screen pushed above the one it was asked from while that one
/// stayed.
///
/// A reset without animation tells the world's observers only after its screens have moved, in
/// the same turn; so a removal that is not excused at once is a suspect until the turn ends,
/// and a reset of its stack begun in that same turn clears it.
@MainActor
struct RemovalJudge {
  private struct Suspect {
    var stack: ObjectIdentifier
    var time: TimeInterval
  }

  /// The resets animating on each stack.
  private var resetting: [ObjectIdentifier: Int] = [:]
  private var suspects: [Suspect] = []
  /// Screens that left without their arrival having been seen (pushed while a presentation
  /// covered their stack: UIKit calls no appearance or containment callbacks then, F7), by the
  /// time they left: excused when a screen asked to leave left at that same moment, since one
  /// request took them along (a link that closes a page while its sheet is up).
  private var unseenArrivals: [TimeInterval] = []
  /// When a screen asked to leave last left.
  private var lastAskedLeave: TimeInterval?
  private var judged = 0

  /// The over-pops so far, the suspects of the current turn included.
  var overPops: Int { judged + suspects.count + unseenArrivals.count }

  /// The transition kinds (as HeadlessUIKit names them) that reset a stack.
  private static let resetKinds: Set<String> = ["popToRoot", "popTo", "setViewControllers"]

  /// `screen` arrived on `stack`: what lies below it is what a pop of one of those takes along.
  ///
  /// A screen told again that it moved to the stack it is on (an interrupted pop) has not
  /// arrived anew.
  func screenArrived(_ screen: LabScreen, on stack: UINavigationController) {
    guard screen.arrivedStack !== stack else { return }
    screen.arrivedStack = stack
    screen.screensBelow = stack.viewControllers.prefix { $0 !== screen }
      .compactMap { $0 as? LabScreen }
      .map(WeakScreen.init)
  }

  /// `screen` left the stack it arrived on, at `now`.
  mutating func screenLeft(_ screen: LabScreen, at now: TimeInterval) {
    let stack = screen.arrivedStack
    defer {
      screen.screensBelow = []
      screen.arrivedStack = nil
    }
    if screen.askedToLeave {
      lastAskedLeave = now
      unseenArrivals.removeAll { $0 == now }
      return
    }
    let takenAlong = screen.screensBelow.contains { below in
      guard let below = below.screen else { return false }
      return below.askedToLeave && below.parent == nil
    }
    if takenAlong { return }
    guard let stack else {
      if lastAskedLeave != now { unseenArrivals.append(now) }
      return
    }
    let id = ObjectIdentifier(stack)
    if resetting[id, default: 0] > 0 { return }
    suspects.append(Suspect(stack: id, time: now))
  }

  /// The app resets `stack` to its root from now until ``endReset(of:)``.
  ///
  /// A `popToRoot` or a deep link's `removeAll`: what leaves the stack meanwhile was asked
  /// to. UIKit tells the world's observers nothing of a stack that is off screen (a hidden
  /// tab), so the callers say it.
  mutating func beginReset(of stack: UINavigationController) {
    resetting[ObjectIdentifier(stack), default: 0] += 1
  }

  /// The reset begun with ``beginReset(of:)`` is over.
  mutating func endReset(of stack: UINavigationController) {
    endReset(of: ObjectIdentifier(stack))
  }

  /// A transition of `kind` began on `container` at `now`.
  mutating func transitionBegan(kind: String, container: ObjectIdentifier, at now: TimeInterval) {
    guard Self.resetKinds.contains(kind) else { return }
    resetting[container, default: 0] += 1
    suspects.removeAll { $0.stack == container && $0.time == now }
  }

  /// A transition of `kind` ended on `container`.
  mutating func transitionEnded(kind: String, container: ObjectIdentifier) {
    guard Self.resetKinds.contains(kind) else { return }
    endReset(of: container)
  }

  private mutating func endReset(of container: ObjectIdentifier) {
    guard let count = resetting[container] else { return }
    resetting[container] = count > 1 ? count - 1 : nil
  }

  /// Turns the suspects of the turns before `now` into over-pops.
  mutating func settle(before now: TimeInterval) {
    judged += unseenArrivals.filter { $0 < now }.count
    unseenArrivals.removeAll { $0 < now }
    guard let first = suspects.first, first.time < now else { return }
    let stale = suspects.filter { $0.time < now }
    judged += stale.count
    suspects.removeAll { $0.time < now }
  }

  /// A life ended: what it left suspect stays so, and its resets are over.
  mutating func lifeEnded() {
    judged += suspects.count + unseenArrivals.count
    suspects = []
    unseenArrivals = []
    resetting = [:]
  }
}

/// A screen held weakly.
struct WeakScreen {
  weak var screen: LabScreen?

  init(_ screen: LabScreen) {
    self.screen = screen
  }
}
