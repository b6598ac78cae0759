extension StormReport {
  /// The report as one JSON object: ``json()``'s keys, then the pop-up storm's when it ran.
  ///
  /// - Parameter popups: The pop-up storm's figures, or nil when it did not run (the object is
  ///   then exactly ``json()``).
  /// - Returns: The JSON object.
  func json(popups: PopupStormMetrics?) -> String {
    let base = json()
    guard let popups else { return base }
    let fields = popups.jsonFields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",")
    return String(base.dropLast()) + "," + fields + "}"
  }
}
