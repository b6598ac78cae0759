/// The report's peers section (`demo --report FILE --peers`): per profile, each re-implemented
/// library's bars beside `raw`'s and `baton`'s from the same storms.
extension DemoReportPage {
  /// The figures the peers charts draw: the demo's page figures, then the swipe-back figures a
  /// gesture library changes.
  static let peerFigures: [BarChart.Figure] =
    BarChart.figures + [
      BarChart.Figure(
        title: "Dead swipes",
        value: { Double($0.swipes.deadSwipes) },
        label: { "\(Int($0))" }
      ),
      BarChart.Figure(
        title: "Edge swipes lost",
        value: { Double($0.swipes.edgeSwipesLost) },
        label: { "\(Int($0))" }
      ),
      BarChart.Figure(
        title: "Swipes during transitions",
        value: { Double($0.swipes.swipesDuringTransitions) },
        label: { "\(Int($0))" }
      ),
      BarChart.Figure(
        title: "Swipes UIKit refuses",
        value: { Double($0.swipes.swipesAllowedThatUIKitRefuses) },
        label: { "\(Int($0))" }
      ),
    ]

  /// The section's elements; none without ``peers``.
  func peersSection() -> [String] {
    guard let peers, !peers.profiles.isEmpty else { return [] }
    var parts = [
      "<section class=\"peers\" id=\"peers\">",
      "<h2>Peers: the libraries apps pick instead</h2>",
      "<p>Each re-implemented library beside raw and baton, same seed and storms.</p>",
    ]
    for run in peers.profiles {
      parts.append(
        "<h3 id=\"peers-\(run.profile.rawValue)\">\(XMLText.escape(run.profile.title))</h3>"
      )
      parts.append("<div class=\"grid\">")
      for figure in Self.peerFigures {
        parts.append(
          "<div class=\"cell\">\(BarChart(figure: figure, reports: run.reports).svg())</div>"
        )
      }
      parts.append("</div>")
    }
    parts.append("</section>")
    return parts
  }
}
