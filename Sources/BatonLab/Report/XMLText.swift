/// Text and numbers as they go into the report's XHTML and SVG.
enum XMLText {
  /// `text` with the five XML special characters escaped, for element text and attributes.
  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&apos;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// A coordinate or length with at most one decimal.
  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    guard rounded.isFinite else { return "0" }
    if rounded == rounded.rounded() { return "\(Int(rounded))" }
    return "\(rounded)"
  }
}
