/// Follows the deep links that need the user signed in, for the `heldLinksLost` figure.
///
/// A link opened while the user is signed out waits (Baton's router holds it; most apps show
/// the sign-in sheet and forget it). Once the user signs in, the link is due: its page must
/// appear. A due link whose page has not appeared when its life ends is lost; a link the user
/// never signed in for is not.
@MainActor
struct HeldLinkWatch {
  /// The pages the waiting links show, and whether the user signed in since.
  private var waiting: [String: Bool] = [:]
  private(set) var lost = 0

  /// A link showing `content` (a page's ``LabScreen/shownContent``) waits for the sign-in.
  mutating func held(_ content: String) {
    waiting[content] = waiting[content] ?? false
  }

  /// The user signed in: every waiting link is due.
  mutating func signedIn() {
    for content in waiting.keys { waiting[content] = true }
  }

  /// `screen` appeared: the link waiting for its content is served.
  mutating func screenAppeared(_ screen: LabScreen) {
    guard !waiting.isEmpty else { return }
    waiting[screen.shownContent] = nil
  }

  /// The life ended: its due links that never showed are lost, except those whose page is on
  /// screen already (`isShown`: a page that was on top before, so its push was a duplicate).
  mutating func lifeEnded(isShown: (String) -> Bool) {
    for (content, isDue) in waiting where isDue && !isShown(content) { lost += 1 }
    waiting = [:]
  }
}
