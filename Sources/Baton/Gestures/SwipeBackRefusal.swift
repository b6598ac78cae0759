/// Why `SwipeBackPolicy/evaluate(_:)` refused a swipe-back.
///
/// When several reasons hold, the first in declaration order is reported: the stack and the
/// transitions first, then UIKit's own refusals (the bar, the animator, the keyboard, the
/// search), then the top screen's opt-outs, then what is under the touch, then the
/// pan's direction and the scroll view.
package enum SwipeBackRefusal: Hashable, Sendable, CustomStringConvertible {
  /// The stack holds one screen (or none): there is nothing to go back to. A swipe there
  /// would pop nothing and, with a replaced delegate on older systems, freeze the app.
  case atRoot
  /// UIKit runs a transition in this navigation controller.
  case transitionRunning
  /// The window's lane has a transition in flight, pending or suspended; the swipe would
  /// overlap it.
  case laneBusy
  /// The navigation bar is animating in or out; UIKit refuses its swipes meanwhile.
  case barAnimating
  /// An animator UIKit's system swipes cannot drive is in play: the top screen has a
  /// transition of its own with its own exit gesture (the iOS 18 zoom), or the app's animator
  /// ran the stack's last transition; UIKit refuses them.
  case customAnimator
  /// The keyboard is appearing, disappearing or changing its frame; UIKit refuses its swipes
  /// meanwhile.
  case keyboardTransitioning
  /// An active search controller hides the navigation bar; UIKit refuses its swipes
  /// meanwhile.
  case searchActive
  /// The top screen opted out of every swipe-back.
  case optedOut
  /// The top screen opted out of full-width swipes; its edge swipe still works.
  case fullScreenOptedOut
  /// Baton's full-screen pan steps aside for the system's iOS 26 content gesture.
  case yieldsToSystemContentGesture
  /// The touch began in the navigation bar, whose buttons and title own it.
  case touchInNavigationBar
  /// The touch began on a control (a button, slider, switch…), which owns it.
  case onControl
  /// The pan is not a leading-to-trailing horizontal movement.
  case notLeadingToTrailing(Movement)
  /// The touch is in a horizontal scroll view that can still scroll towards its leading
  /// edge; the pan scrolls it instead.
  case scrollViewNotAtLeadingEdge

  /// What was wrong with the pan's movement.
  package enum Movement: Hashable, Sendable, CaseIterable {
    /// It moves towards the leading edge, away from "back".
    case trailingToLeading
    /// It is mostly vertical: a scroll, not a swipe back.
    case mostlyVertical
    /// Neither the translation nor the velocity says where it goes: both zero, or not
    /// finite numbers.
    case noMovement
  }

  /// The case's stable name, for counters and logs.
  ///
  /// For example `atRoot` or `notLeadingToTrailing` (the movement is left out).
  package var caseName: String {
    switch self {
    case .atRoot: "atRoot"
    case .transitionRunning: "transitionRunning"
    case .laneBusy: "laneBusy"
    case .barAnimating: "barAnimating"
    case .customAnimator: "customAnimator"
    case .keyboardTransitioning: "keyboardTransitioning"
    case .searchActive: "searchActive"
    case .optedOut: "optedOut"
    case .fullScreenOptedOut: "fullScreenOptedOut"
    case .yieldsToSystemContentGesture: "yieldsToSystemContentGesture"
    case .touchInNavigationBar: "touchInNavigationBar"
    case .onControl: "onControl"
    case .notLeadingToTrailing: "notLeadingToTrailing"
    case .scrollViewNotAtLeadingEdge: "scrollViewNotAtLeadingEdge"
    }
  }

  /// A readable explanation, for diagnostics.
  package var description: String {
    switch self {
    case .atRoot: "The stack has no screen to go back to."
    case .transitionRunning: "A navigation transition is running."
    case .laneBusy: "The lane has a transition in flight, pending or suspended."
    case .barAnimating: "The navigation bar is animating in or out."
    case .customAnimator:
      "The top screen has its own transition, or the app's animator ran the last transition."
    case .keyboardTransitioning:
      "The keyboard is appearing, disappearing or changing its frame."
    case .searchActive: "An active search controller hides the navigation bar."
    case .optedOut: "The top screen opted out of swipe-back."
    case .fullScreenOptedOut: "The top screen opted out of full-screen swipe-back."
    case .yieldsToSystemContentGesture:
      "The system's content swipe handles full-screen swipe-back here."
    case .touchInNavigationBar: "The touch began in the navigation bar."
    case .onControl: "The touch began on a control."
    case .notLeadingToTrailing(.trailingToLeading): "The pan moves towards the leading edge."
    case .notLeadingToTrailing(.mostlyVertical): "The pan is mostly vertical."
    case .notLeadingToTrailing(.noMovement): "The pan has no usable movement yet."
    case .scrollViewNotAtLeadingEdge:
      "The touch is in a horizontal scroll view that is not at its leading edge."
    }
  }
}
