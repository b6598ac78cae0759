#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Where a pop goes.
enum PopTarget {
  /// One screen back.
  case top
  /// One screen back, asked while `seen` was the page on screen (the app-wide guard's
  /// `popViewController(animated:)`): dropped `sourceGone` once that page has left the stack by
  /// the request's turn — the second tap of a back button whose first pop already took the
  /// page. When only pages the screen had not shown yet lie above it at the pop's turn, the
  /// pop takes them along (see ``resolved(on:)``).
  case topAsSeen(SeenPage)
  /// This screen and everything above it: the pop a screen asks for itself
  /// (`screen.baton.pop()`); dropped `sourceGone` once the screen has left the stack.
  case screen(UIViewController)
  /// Down to this controller.
  case viewController(UIViewController)
  /// Down to the root.
  case root

  /// The pop to perform on `stack` when the request's turn comes.
  ///
  /// A ``topAsSeen(_:)`` pop whose page is now covered only by pages the screen never
  /// showed when the pop was asked (their pushes waited behind another transition) pops that
  /// page and them: the back tap of the page the user saw, not of a page pushed after it. Any
  /// other page above it (pushed by a call the app made after the pop) keeps UIKit's order:
  /// one screen back.
  func resolved(on stack: [UIViewController]) -> PopTarget {
    guard case .topAsSeen(let seen) = self, !seen.unseen.isEmpty,
      let index = stack.firstIndex(where: { $0 === seen.page }), index > 0,
      index < stack.count - 1
    else { return self }
    let above = stack[(index + 1)...]
    let allUnseen = above.allSatisfy { pushed in seen.unseen.contains { $0 === pushed } }
    return allUnseen ? .screen(seen.page) : self
  }
}
