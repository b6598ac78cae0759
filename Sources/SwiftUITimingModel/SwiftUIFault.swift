import Baton
import BatonSwiftUI

/// A navigation failure SwiftUI shows only in the console (or not at all), with SwiftUI's own
/// text where it has one; the faults of ``SwiftUINavigationTimingModel``, the model of SwiftUI's
/// timing used by Baton's tests and the lab's SwiftUI storm (not part of the public API).
package enum SwiftUIFault: Hashable, Sendable {
  /// More than one navigation update in one frame, or a push in the same update as a
  /// dismissal: the later change is dropped. Text from SwiftUI's console
  /// ("a push in the same update as a sheet dismissal is dropped").
  case multipleUpdatesPerFrame
  /// Two layers presented in one update from the same place: only the first is shown. SwiftUI's
  /// console text, as open reimplementations of its sheet preference also log it.
  case singleSheet
  /// A presentation (a layer or an alert) while another presentation or dismissal animates:
  /// dropped. UIKit's text, Docs/UIKitFacts.md F6.
  case presentationInProgress
  /// A dismissal while another presentation or dismissal animates, or several layers dismissed
  /// in one update before iOS 17: only the top goes. UIKit's text, Docs/UIKitFacts.md F6; iOS 17
  /// threshold from FlowStacks commit 4695505 ("Changes calculateSteps for iOS 17").
  case dismissalInProgress
  /// A new alert while one is on screen: dropped. UIKit's text, Docs/UIKitFacts.md F5.
  case alreadyPresenting
  /// A root change and a push in one update: the stack discards the path and writes an empty
  /// path back (radiosilence/koan #300). SwiftUI prints nothing.
  case rootChangeResetsPath
  /// Several pushes, or a pop and a push, in one `NavigationView` update: one push shows
  /// (FlowStacks pushes one per step unless it uses `NavigationStack`, commit d96aef0). SwiftUI
  /// prints nothing.
  case navigationViewSinglePush

  /// The console text, or a description where SwiftUI prints nothing.
  package var text: String {
    switch self {
    case .multipleUpdatesPerFrame:
      "Update NavigationRequestObserver tried to update multiple times per frame."
    case .singleSheet:
      "Currently, only presenting a single sheet is supported.\n"
        + "The next sheet will be presented when the currently presented sheet gets dismissed."
    case .presentationInProgress:
      "Attempt to present <X> on <Y> (from <Z>) while a presentation is in progress."
    case .dismissalInProgress:
      "Attempt to dismiss from view controller <X> while a presentation or dismiss is in progress!"
    case .alreadyPresenting:
      "[Presentation] Attempt to present <X> on <Y> (from <Z>) which is already presenting <W>."
    case .rootChangeResetsPath:
      "(silent) the root changed with a push in one update; the path was reset"
    case .navigationViewSinglePush:
      "(silent) NavigationView showed one push of several in one update"
    }
  }
}
