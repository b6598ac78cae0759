import Foundation

/// One figure of one profile drawn as horizontal bars, one per strategy, as inline SVG.
struct BarChart {
  /// A figure the report compares: its title and how to read and print it from a storm.
  struct Figure: Sendable {
    var title: String
    var value: @Sendable (StormMetrics) -> Double
    var label: @Sendable (Double) -> String
  }

  /// The figures the report draws for every profile.
  static let figures: [Figure] = [
    Figure(title: "Faults (crashes + warnings)", value: { Double($0.faults.total) }, label: count),
    Figure(title: "Lost intents", value: { Double($0.lostIntents) }, label: count),
    Figure(title: "Duplicate screens", value: { Double($0.duplicateScreens) }, label: count),
    Figure(title: "Stuck locks", value: { Double($0.stuckLocks) }, label: count),
    Figure(
      title: "Added latency, mean",
      value: { $0.latency.mean * 1000 },
      label: { String(format: "%.0f ms", $0) }
    ),
  ]

  static let width = 370.0
  private static let labelWidth = 118.0
  private static let barArea = 190.0
  private static let rowHeight = 24.0
  private static let top = 34.0

  var figure: Figure
  var reports: [StormReport]

  /// The chart as an `svg` element.
  func svg() -> String {
    let values = reports.map { figure.value($0.metrics) }
    let largest = max(values.max() ?? 0, 1)
    let height = Self.top + Self.rowHeight * Double(reports.count) + 8
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"\(Self.width)\" "
        + "height=\"\(XMLText.number(height))\" viewBox=\"0 0 \(Self.width) "
        + "\(XMLText.number(height))\" role=\"img\" aria-label=\"\(XMLText.escape(figure.title))\">",
      "<text x=\"0\" y=\"18\" class=\"chart-title\">\(XMLText.escape(figure.title))</text>",
    ]
    for (row, report) in reports.enumerated() {
      let y = Self.top + Self.rowHeight * Double(row)
      let value = values[row]
      let length = value <= 0 ? 0 : max(2, Self.barArea * value / largest)
      let name = report.strategy.rawValue
      parts.append(
        "<text x=\"\(XMLText.number(Self.labelWidth - 6))\" y=\"\(XMLText.number(y + 15))\" "
          + "class=\"bar-label\" text-anchor=\"end\">\(name)</text>"
      )
      parts.append(
        "<rect x=\"\(XMLText.number(Self.labelWidth))\" y=\"\(XMLText.number(y + 3))\" "
          + "width=\"\(XMLText.number(length))\" height=\"\(XMLText.number(Self.rowHeight - 7))\" "
          + "rx=\"2\" fill=\"\(StrategyColor.of(report.strategy))\"><title>\(name): "
          + "\(XMLText.escape(figure.label(value)))</title></rect>"
      )
      parts.append(
        "<text x=\"\(XMLText.number(Self.labelWidth + length + 6))\" "
          + "y=\"\(XMLText.number(y + 15))\" class=\"bar-value\">"
          + "\(XMLText.escape(figure.label(value)))</text>"
      )
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  private static func count(_ value: Double) -> String { "\(Int(value))" }
}

/// The colour each strategy has in every chart of the report.
enum StrategyColor {
  static func of(_ strategy: StrategyName) -> String {
    switch strategy {
    case .raw: return "#d1495b"
    case .delay: return "#edae49"
    case .switchingFlag: return "#8e6bb8"
    case .windowLock: return "#7a8b99"
    case .baton: return "#2e9f6b"
    case .replaceDelegate: return "#3b7dd8"
    case .guard: return "#1f6f50"
    case .bufferedNav: return "#b5651d"
    case .fdFullscreenPop: return "#c05299"
    }
  }
}
