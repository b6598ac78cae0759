import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A lane as the adapter's requests see it: the lane, the options it was made with, and the
/// entry of the window it serialises (nil for the lane of controllers attached to no window).
@MainActor
struct LaneContext {
  let lane: Lane
  let options: BatonOptions
  /// Strong: a request holds its context only until its outcome, and the entry holds its
  /// window weakly.
  let windowEntry: WindowLaneEntry?

  /// The window the lane serialises, while it lives.
  var window: UIWindow? { windowEntry?.window }

  /// Whether the lane serialises a window that went away; if so the lane ends now, and
  /// everything it holds ends `windowGone`.
  ///
  /// Called when a request's turn comes: a window can go away while requests wait for it.
  func endIfWindowGone() -> Bool {
    guard let windowEntry, windowEntry.window == nil else { return false }
    LaneRegistry.shared.sweep()
    windowEntry.end()
    return true
  }
}
