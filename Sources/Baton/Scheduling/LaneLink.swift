/// The link from a ticket back to its lane.
///
/// A ticket must not keep its lane alive (a lane dropped while it holds pending requests
/// still delivers their outcomes from its `deinit`), yet a `weak` reference would give the
/// busy `Lane` object a side table and move every retain and release of it onto the
/// runtime's slow path. So tickets hold this small object strongly; it refers to the lane
/// `unowned`, and the lane marks it dead as it goes away. Everything runs on the main actor,
/// so ``lane`` is read only while ``isAlive`` is true.
@MainActor
final class LaneLink {
  unowned let lane: Lane
  /// The lane's name, for ``LaneEvent``s, which may outlive the lane.
  nonisolated let laneName: String
  /// Whether the lane still exists; cleared by its `deinit`.
  var isAlive = true

  init(_ lane: Lane) {
    self.lane = lane
    self.laneName = lane.name
  }
}
