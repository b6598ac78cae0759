/// The figures of the habits of real apps: screens of one class told apart by what
/// they show, custom back buttons, deep links held until the user signs in, and sheets left
/// behind by the page that presented them.
struct RealAppFigures: Equatable, Sendable, Codable {
  /// A push or presentation of a different destination (another product, another sheet)
  /// dropped as a duplicate of the one pending or running.
  var distinctDestinationsDropped = 0
  /// A pop that removed a screen other than the one it was asked from (and those above it):
  /// a custom back button tapped twice that popped the screen below its own.
  var overPops = 0
  /// A deep link that waited for the user to sign in and never showed its screen although
  /// the user signed in (expired, dropped or forgotten).
  var heldLinksLost = 0
  /// A presentation still on screen after the page that presented it left its stack through a
  /// call of the app's (``OrphanedPresentationWatch``).
  var orphanedPresentations = 0
  /// A deep link whose page left the screen with a presentation it did not ask for: a third
  /// party's sign-in sheet presented after the link was opened (``ForeignPresentationLinkWatch``).
  var linksLostInForeignPresentations = 0

  /// Adds the figures of `other`, another shard of the same storm.
  mutating func merge(_ other: RealAppFigures) {
    distinctDestinationsDropped += other.distinctDestinationsDropped
    overPops += other.overPops
    heldLinksLost += other.heldLinksLost
    orphanedPresentations += other.orphanedPresentations
    linksLostInForeignPresentations += other.linksLostInForeignPresentations
  }

  /// The figures' lines in a storm's text report.
  var textLines: [String] {
    [
      "  distinct destinations dropped \(distinctDestinationsDropped)",
      "  over-pops           \(overPops)",
      "  held links lost     \(heldLinksLost)",
      "  orphaned presentations \(orphanedPresentations)",
      "  links lost in foreign presentations \(linksLostInForeignPresentations)",
    ]
  }
}
