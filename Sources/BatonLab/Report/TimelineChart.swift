import Foundation

/// A ``StormTimeline`` drawn as inline SVG: a row per track, a bar per transition on a time axis,
/// a red mark per fault and a grey tick per user action.
struct TimelineChart {
  static let width = 1120.0
  private static let labelWidth = 200.0
  private static let rowHeight = 24.0
  private static let top = 12.0
  private static let axisHeight = 26.0

  var timeline: StormTimeline
  /// The seconds the time axis spans: the same for timelines drawn one above the other.
  var duration: TimeInterval

  /// The colour of a transition of `kind` (push, pop, present, dismiss, …).
  static func color(ofKind kind: String) -> String {
    if kind.hasPrefix("push") || kind.hasPrefix("set") { return "#3b7dd8" }
    if kind.hasPrefix("pop") || kind.hasPrefix("interactive") { return "#2aa3a3" }
    if kind.hasPrefix("present") { return "#8e6bb8" }
    if kind.hasPrefix("dismiss") { return "#b07b3e" }
    return "#7a8b99"
  }

  /// The kinds the legend explains, with their colours.
  static let legend: [(String, String)] = [
    ("push", color(ofKind: "push")), ("pop / swipe back", color(ofKind: "pop")),
    ("present", color(ofKind: "present")), ("dismiss", color(ofKind: "dismiss")),
  ]

  /// The chart as an `svg` element.
  func svg() -> String {
    let plotWidth = Self.width - Self.labelWidth - 16
    let duration = max(self.duration, 1)
    let scale = plotWidth / duration
    let rows = Double(timeline.tracks.count)
    let axisY = Self.top + Self.rowHeight * rows
    let height = axisY + Self.axisHeight
    func x(_ time: TimeInterval) -> String {
      XMLText.number(Self.labelWidth + min(max(time, 0), duration) * scale)
    }
    var parts = [
      "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline\" width=\"\(Self.width)\" "
        + "height=\"\(XMLText.number(height))\" viewBox=\"0 0 \(Self.width) "
        + "\(XMLText.number(height))\" role=\"img\" aria-label=\"timeline of "
        + "\(timeline.strategy.rawValue)\">"
    ]
    for (row, track) in timeline.tracks.enumerated() {
      let y = Self.top + Self.rowHeight * Double(row)
      if row % 2 == 0 {
        parts.append(
          "<rect x=\"0\" y=\"\(XMLText.number(y))\" width=\"\(Self.width)\" "
            + "height=\"\(Self.rowHeight)\" class=\"band\"/>"
        )
      }
      parts.append(
        "<text x=\"\(XMLText.number(Self.labelWidth - 8))\" y=\"\(XMLText.number(y + 16))\" "
          + "class=\"track-label\" text-anchor=\"end\">\(XMLText.escape(track.name))</text>"
      )
      for span in track.spans {
        let width = max(2, (min(span.end, duration) - max(span.start, 0)) * scale)
        let state = span.cancelled ? " (cancelled)" : ""
        parts.append(
          "<rect x=\"\(x(span.start))\" y=\"\(XMLText.number(y + 4))\" "
            + "width=\"\(XMLText.number(width))\" height=\"\(Self.rowHeight - 8)\" rx=\"2\" "
            + "fill=\"\(Self.color(ofKind: span.kind))\" fill-opacity=\"\(span.cancelled ? 0.4 : 0.85)\">"
            + "<title>\(XMLText.escape(span.name + state)) "
            + "\(String(format: "%.2f–%.2f s", span.start, span.end))</title></rect>"
        )
      }
      for action in track.actions {
        parts.append(
          "<line x1=\"\(x(action.time))\" x2=\"\(x(action.time))\" y1=\"\(XMLText.number(y + 5))\" "
            + "y2=\"\(XMLText.number(y + Self.rowHeight - 5))\" class=\"tick\">"
            + "<title>\(XMLText.escape(action.name))</title></line>"
        )
      }
      for fault in track.faults {
        let centre = Self.labelWidth + min(max(fault.time, 0), duration) * scale
        let middle = y + Self.rowHeight / 2
        let points = [
          (centre, middle - 7), (centre + 6, middle), (centre, middle + 7), (centre - 6, middle),
        ]
        .map { "\(XMLText.number($0.0)),\(XMLText.number($0.1))" }.joined(separator: " ")
        parts.append(
          "<polygon points=\"\(points)\" class=\"\(fault.isCrash ? "crash" : "warning")\">"
            + "<title>\(XMLText.escape(fault.name))</title></polygon>"
        )
      }
    }
    parts.append(
      "<line x1=\"\(Self.labelWidth)\" x2=\"\(XMLText.number(Self.labelWidth + plotWidth))\" "
        + "y1=\"\(XMLText.number(axisY))\" y2=\"\(XMLText.number(axisY))\" class=\"axis\"/>"
    )
    let step = Self.tickStep(duration)
    var tick = 0.0
    while tick <= duration + 1e-9 {
      parts.append(
        "<line x1=\"\(x(tick))\" x2=\"\(x(tick))\" y1=\"\(XMLText.number(axisY))\" "
          + "y2=\"\(XMLText.number(axisY + 5))\" class=\"axis\"/>"
      )
      parts.append(
        "<text x=\"\(x(tick))\" y=\"\(XMLText.number(axisY + 18))\" class=\"axis-label\" "
          + "text-anchor=\"middle\">\(XMLText.number(tick)) s</text>"
      )
      tick += step
    }
    parts.append("</svg>")
    return parts.joined(separator: "\n")
  }

  /// Seconds between the axis's ticks: about ten ticks over `duration`.
  static func tickStep(_ duration: TimeInterval) -> TimeInterval {
    for step in [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500] where duration / step <= 12 {
      return step
    }
    return 1000
  }
}
