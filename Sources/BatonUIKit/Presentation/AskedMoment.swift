#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What a request's window showed when the request was asked: the presentations the request may
/// act inside when its turn comes.
///
/// A request acts inside a presentation only when it chose it: the presentation was on screen
/// when the request was asked, or Baton made it for a request asked before this one (a sheet the
/// app asked for first, still waiting then). A presentation made after the request was asked, by
/// a later request or by anyone else (a third party's plain `present`), is never a target: the
/// request acts on the page beneath it, or waits for it to end (`Docs/UIKitFacts.md` A22).
@MainActor
struct AskedMoment {
  private struct Made {
    weak var presented: UIViewController?
    let number: UInt64
  }

  private struct Shown {
    weak var presented: UIViewController?
  }

  /// The number of the last request asked, in this process.
  private static var lastNumber: UInt64 = 0
  /// The presentations Baton made, with the number of the request that asked for each.
  private static var made: [Made] = []

  /// The request's place in the order of asks.
  private let number: UInt64
  /// The presentations on screen in the window when the request was asked.
  private let shown: [Shown]

  /// The moment a request is asked in `window` (nil: no window yet, so nothing shown).
  init(window: UIWindow?) {
    Self.lastNumber &+= 1
    number = Self.lastNumber
    var shown: [Shown] = []
    var current = window?.rootViewController?.presentedViewController
    while let presented = current, shown.count < 64 {
      shown.append(Shown(presented: presented))
      current = presented.presentedViewController
    }
    self.shown = shown
  }

  /// Whether the request may act inside `presented`: it was on screen when the request was
  /// asked, or Baton made it for a request asked earlier.
  func allows(_ presented: UIViewController) -> Bool {
    if shown.contains(where: { $0.presented === presented }) { return true }
    return Self.made.contains { $0.presented === presented && $0.number < number }
  }

  /// The presentation over `controller` (or over one of its containers) that the request did
  /// not choose, if one covers it and is not being dismissed.
  func laterCover(of controller: UIViewController) -> UIViewController? {
    var candidate: UIViewController? = controller
    var steps = 0
    while let current = candidate, steps < 64 {
      steps += 1
      if let presented = current.presentedViewController {
        return presented.isBeingDismissed || allows(presented) ? nil : presented
      }
      candidate = current.parent
    }
    return nil
  }

  /// Notes that Baton presents `presented` for the request asked at this moment.
  func noteMade(_ presented: UIViewController) {
    Self.made.removeAll { $0.presented == nil || $0.presented === presented }
    Self.made.append(Made(presented: presented, number: number))
  }
}
