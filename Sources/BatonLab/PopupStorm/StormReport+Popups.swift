import Foundation

extension StormReport {
  /// The report as one JSON object: ``json()``'s keys, then the pop-up figures when it had any.
  ///
  /// - Parameters:
  ///   - popups: The pop-up figures, or nil for a storm without pop-ups (the object is then
  ///     exactly ``json(wallClock:)``).
  ///   - wallClock: Whether to include `wallSeconds` (see ``json(wallClock:)``).
  /// - Returns: The JSON object.
  func json(popups: PopupStormMetrics?, wallClock: Bool = true) -> String {
    let base = json(wallClock: wallClock)
    guard let popups else { return base }
    let fields = popups.jsonFields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",")
    return String(base.dropLast()) + "," + fields + "}"
  }

  /// The report as text lines: ``text(wallClock:)``, then one line per pop-up figure when it
  /// had any.
  func textWithPopups(wallClock: Bool = true) -> [String] {
    guard let popups = metrics.popups else { return text(wallClock: wallClock) }
    let width = popups.jsonFields.map(\.0.count).max() ?? 0
    return text(wallClock: wallClock)
      + ["  pop-ups"]
      + popups.jsonFields.map { name, value in
        "    " + name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + value
      }
  }
}
