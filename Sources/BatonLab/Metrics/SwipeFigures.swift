/// The swipe-back figures of a run: every swipe the user tried, judged against what
/// the app allowed when the finger landed.
struct SwipeFigures: Equatable, Sendable, Codable {
  /// One swipe the user tried, as the app and the model saw it.
  struct Attempt: Equatable, Sendable {
    /// Whether the app allowed it: a gesture on offer for that motion, more than one screen on
    /// the stack, a top screen that did not opt out, no transition running in the window, the
    /// touch outside the navigation bar, nothing presented over the stack.
    var allowed: Bool
    /// Whether the gesture began (the model's `beginInteractivePop` returned a swipe).
    var began: Bool
    /// Whether the stack held only its root.
    var atRoot: Bool
    /// Whether the stack was frozen right after the attempt.
    var froze: Bool
    /// Whether a transition ran in the window (or on the stack) when the finger landed.
    var duringTransition: Bool
    /// Whether the finger landed mid-screen on a horizontal scroll view that was not at its
    /// leading edge (the scroll view should take the pan; an edge swipe keeps priority).
    var inScrollViewAwayFromLeadingEdge = false
    /// Whether another recognizer under the finger (a carousel, a table's swipe actions) took
    /// the touch from the swipe-back.
    var lostToOtherRecognizer = false
    /// Whether UIKit's own delegate would refuse the swipe for a reason of its own (the
    /// keyboard moving, an active search hiding the bar, the bar animating, an app animator, a
    /// deferred transition), not one of the back-button and bar rules Baton exists to undo.
    var uikitRefusesOnPurpose = false
    /// Whether the swipe came during a transition that the system lets the user interrupt
    /// (iOS 26, `fluid`): it should begin and preempt that transition.
    var isInterruption = false
  }

  /// Swipes the user tried (edge and mid-screen).
  private(set) var attempts = 0
  /// Swipes that began.
  private(set) var began = 0
  /// Swipes the app allowed that did not begin: the swipe is dead where the user expects it.
  private(set) var deadSwipes = 0
  /// Swipes that began at the root, with no transition running, and froze the stack (the
  /// model's F12; one that began during a transition is F13, counted below).
  private(set) var rootSwipeFreezes = 0
  /// Swipes that began while a transition ran (the model's F13 on the stack's own).
  private(set) var swipesDuringTransitions = 0
  /// Page pops that began mid-screen while the scroll view under the finger was not at its
  /// leading edge.
  private(set) var scrollConflicts = 0
  /// Edge swipes the app allowed that another recognizer took: UIKit's own delegate
  /// makes the others wait for the edge; a delegate that replaces it must say so too.
  private(set) var edgeSwipesLost = 0
  /// Swipes that began although UIKit refuses them on purpose (see
  /// ``Attempt/uikitRefusesOnPurpose``).
  private(set) var swipesAllowedThatUIKitRefuses = 0
  /// On iOS 26 (`fluid`), a user's swipe-back or back tap during a transition the system lets
  /// them interrupt that was refused or made to wait.
  private(set) var userInterruptionsRefused = 0
  /// Scroll-view pans away from their leading edge that were made to wait for a swipe-back.
  private(set) var scrollDelays = 0

  /// Counts one attempt.
  mutating func record(_ attempt: Attempt) {
    attempts += 1
    if attempt.began { began += 1 }
    if attempt.allowed && !attempt.began { deadSwipes += 1 }
    if attempt.began && attempt.atRoot && attempt.froze && !attempt.duringTransition {
      rootSwipeFreezes += 1
    }
    if attempt.began && attempt.duringTransition && (!attempt.isInterruption || attempt.froze) {
      swipesDuringTransitions += 1
    }
    if attempt.began && attempt.inScrollViewAwayFromLeadingEdge { scrollConflicts += 1 }
    if attempt.allowed && attempt.lostToOtherRecognizer { edgeSwipesLost += 1 }
    if attempt.began && attempt.uikitRefusesOnPurpose { swipesAllowedThatUIKitRefuses += 1 }
    if attempt.isInterruption && !attempt.began { userInterruptionsRefused += 1 }
  }

  /// Counts a tap on UIKit's back button.
  ///
  /// - Parameters:
  ///   - isInterruption: Whether it came during a transition the system lets the user
  ///     interrupt (iOS 26).
  ///   - poppedAtOnce: Whether the pop began at once.
  mutating func recordBackTap(isInterruption: Bool, poppedAtOnce: Bool) {
    if isInterruption && !poppedAtOnce { userInterruptionsRefused += 1 }
  }

  /// Counts a pan on a scroll view away from its leading edge.
  ///
  /// - Parameter waited: Whether the scroll view's pan was made to wait for a swipe-back.
  mutating func recordScroll(waited: Bool) {
    if waited { scrollDelays += 1 }
  }

  /// Adds the figures of `other` (another shard of the same storm).
  mutating func merge(_ other: SwipeFigures) {
    attempts += other.attempts
    began += other.began
    deadSwipes += other.deadSwipes
    rootSwipeFreezes += other.rootSwipeFreezes
    swipesDuringTransitions += other.swipesDuringTransitions
    scrollConflicts += other.scrollConflicts
    edgeSwipesLost += other.edgeSwipesLost
    swipesAllowedThatUIKitRefuses += other.swipesAllowedThatUIKitRefuses
    userInterruptionsRefused += other.userInterruptionsRefused
    scrollDelays += other.scrollDelays
  }

  /// The figures as lines of the text report.
  var textLines: [String] {
    [
      "  swipes              \(attempts) tried, \(began) began",
      "  dead swipes         \(deadSwipes)",
      "  root swipe freezes  \(rootSwipeFreezes)",
      "  swipes in transitions \(swipesDuringTransitions)",
      "  scroll conflicts    \(scrollConflicts)",
      "  edge swipes lost    \(edgeSwipesLost)",
      "  swipes UIKit refuses \(swipesAllowedThatUIKitRefuses)",
      "  interruptions refused \(userInterruptionsRefused)",
      "  scroll delays       \(scrollDelays)",
    ]
  }
}
