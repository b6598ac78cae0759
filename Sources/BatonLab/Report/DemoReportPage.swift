/// `demo --report`'s page: one self-contained XHTML file (inline SVG and CSS, nothing fetched)
/// with the comparison charts of every profile the demo ran and the timelines of short storms.
struct DemoReportPage {
  var results: DemoResults
  var timelines: [StormTimeline]
  /// With `--peers`: the storms of ``DemoCommand/peerRows`` (`raw`, each re-implemented
  /// library, `baton`), drawn in a peers section; nil leaves the section out.
  var peers: DemoResults? = nil

  /// The page's text.
  func xhtml() -> String {
    var parts = [
      "<!DOCTYPE html>",
      "<html lang=\"en\">",
      "<head>",
      "<meta charset=\"utf-8\"/>",
      "<title>baton-lab demo</title>",
      "<style>\(Self.style)</style>",
      "</head>",
      "<body>",
      "<h1>Baton lab: the same tap storm, \(StrategyName.demo.count) ways of calling UIKit</h1>",
      "<p class=\"lead\">A seeded random user (seed \(results.seed), \(results.actions) actions "
        + "per storm) taps, swipes and opens deep links in a simulated app on each UIKit "
        + "profile. Lower is better everywhere.</p>",
      legend(),
    ]
    for run in results.profiles {
      parts.append("<section class=\"profile\" id=\"profile-\(run.profile.rawValue)\">")
      parts.append("<h2>\(XMLText.escape(run.profile.title))</h2>")
      parts.append("<div class=\"grid\">")
      for figure in BarChart.figures {
        parts.append(
          "<div class=\"cell\">\(BarChart(figure: figure, reports: run.reports).svg())</div>"
        )
      }
      parts.append("</div>")
      parts.append("</section>")
    }
    parts += peersSection()
    if !timelines.isEmpty {
      parts.append("<section class=\"timelines\">")
      parts.append("<h2>Timeline of one short storm</h2>")
      parts.append(
        "<p>The same user's first actions, with each transition as a bar on the track of the "
          + "container that animates it (and on its window's). Grey ticks are the user's "
          + "actions, red diamonds crashes, orange diamonds UIKit warnings.</p>"
      )
      parts.append(kindLegend())
      let duration = timelines.map(\.duration).max() ?? 0
      for timeline in timelines {
        parts.append(
          "<h3>\(timeline.strategy.rawValue) on \(timeline.profile.rawValue), seed "
            + "\(timeline.seed), \(timeline.actions) actions</h3>"
        )
        parts.append(TimelineChart(timeline: timeline, duration: duration).svg())
      }
      parts.append("</section>")
    }
    parts.append(
      "<p class=\"foot\">Written by <code>baton-lab demo --report</code>; "
        + "the figures are those of <code>baton-lab demo --json</code>.</p>"
    )
    parts.append("</body>")
    parts.append("</html>")
    return parts.joined(separator: "\n") + "\n"
  }

  private func legend() -> String {
    let strategies = results.profiles.first?.reports.map(\.strategy) ?? StrategyName.demo
    let items = strategies.map { strategy in
      "<span class=\"key\"><span class=\"swatch\" style=\"background:"
        + "\(StrategyColor.of(strategy))\"></span>\(strategy.rawValue)</span>"
    }
    return "<p class=\"legend\">" + items.joined(separator: " ") + "</p>"
  }

  private func kindLegend() -> String {
    let items = TimelineChart.legend.map { name, color in
      "<span class=\"key\"><span class=\"swatch\" style=\"background:\(color)\"></span>"
        + "\(XMLText.escape(name))</span>"
    }
    return "<p class=\"legend\">" + items.joined(separator: " ") + "</p>"
  }

  private static let style = """
    body { font-family: system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
      margin: 24px 32px; color: #1f2933; background: #fff; max-width: 1140px; }
    h1 { font-size: 24px; margin: 0 0 6px; }
    h2 { font-size: 18px; margin: 26px 0 8px; border-bottom: 1px solid #d9dee3; padding-bottom: 4px; }
    h3 { font-size: 14px; margin: 16px 0 4px; font-weight: 600; }
    p { font-size: 13px; line-height: 1.45; margin: 6px 0; }
    .lead { color: #52606d; }
    .grid { display: flex; flex-wrap: wrap; gap: 6px 10px; }
    .cell { width: 370px; }
    .legend .key { margin-right: 14px; font-size: 13px; white-space: nowrap; }
    .swatch { display: inline-block; width: 11px; height: 11px; border-radius: 2px;
      margin-right: 5px; vertical-align: -1px; }
    svg text { font-family: inherit; fill: #1f2933; }
    .chart-title { font-size: 13px; font-weight: 600; }
    .bar-label, .bar-value { font-size: 12px; }
    .bar-value { fill: #52606d; }
    .track-label, .axis-label { font-size: 11px; }
    .band { fill: #f4f6f8; }
    .axis { stroke: #9aa5b1; stroke-width: 1; }
    .tick { stroke: #9aa5b1; stroke-width: 1.5; }
    .crash { fill: #d1495b; }
    .warning { fill: #f08c2b; }
    .foot { color: #7b8794; margin-top: 22px; }
    code { font-size: 12px; }
    """
}
