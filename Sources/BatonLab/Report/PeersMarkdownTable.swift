import Foundation

/// The lab report's peers table (`Docs/Lab.md`, "Peers"), generated from the JSON that
/// `baton-lab demo --peers --json` prints (committed as `Docs/figures/peers.json`).
///
/// It reads the JSON generically: on each profile, `raw` first, then every storm whose strategy
/// is not one of the demo's own rows (``StrategyName/demo``) in the order the JSON has them,
/// then `baton`. A peer added later (a page peer, or a pop-up peer whose storm objects have the
/// same keys) joins the table with no change here; a figure a row lacks prints as `–`.
enum PeersMarkdownTable {
  /// A figure of the table: its column heading and how a storm object's value prints.
  struct Column: Sendable {
    let heading: String
    let key: String
    let format: @Sendable (Double) -> String

    static func count(_ heading: String, _ key: String) -> Column {
      Column(heading: heading, key: key) { PeersMarkdownTable.grouped(Int($0.rounded())) }
    }

    static func milliseconds(_ heading: String, _ key: String) -> Column {
      Column(heading: heading, key: key) { String(format: "%.1f ms", $0) }
    }
  }

  /// The columns, each a key of `storm --json`.
  static let columns: [Column] = [
    .count("faults", "faults"),
    .count("lost intents", "lostIntents"),
    .count("lost links", "lostDeepLinks"),
    .count("dup screens", "duplicateScreens"),
    .count("stuck locks", "stuckLocks"),
    .count("dead swipes", "deadSwipes"),
    .count("swipes in transitions", "swipesDuringTransitions"),
    .count("edge swipes lost", "edgeSwipesLost"),
    .count("swipes UIKit refuses", "swipesAllowedThatUIKitRefuses"),
    .milliseconds("mean added", "meanAddedLatencyMs"),
    .milliseconds("p99 added", "p99AddedLatencyMs"),
    .count("drain (virt s)", "virtualSeconds"),
  ]

  /// The language of the first two headings.
  enum Language: String, CaseIterable, Sendable {
    case english = "en"
    case chinese = "zh-CN"

    var leadingHeadings: [String] {
      switch self {
      case .english: return ["Profile", "Strategy"]
      case .chinese: return ["配置", "策略"]
      }
    }
  }

  /// What went wrong reading the JSON.
  enum ReadError: Error, Equatable, CustomStringConvertible {
    /// The text is not a `demo --json` object (`profiles`, each with `profile` and `storms`).
    case notDemoJSON(String)

    var description: String {
      switch self {
      case .notDemoJSON(let detail): return "not the JSON of 'baton-lab demo --json': \(detail)"
      }
    }
  }

  /// The table's lines, in Markdown.
  ///
  /// - Parameters:
  ///   - json: What `baton-lab demo --peers --json` printed.
  ///   - language: The language of the first two headings.
  /// - Returns: The heading line, the alignment line, then one row per storm picked.
  /// - Throws: ``ReadError`` when the text is not a demo's JSON.
  static func lines(fromDemoJSON json: String, language: Language = .english) throws(ReadError)
    -> [String]
  {
    let profiles = try readProfiles(json)
    let headings = language.leadingHeadings + columns.map(\.heading)
    var lines = [
      row(headings),
      "|---|---|" + String(repeating: "--:|", count: columns.count),
    ]
    for (profile, storms) in profiles {
      for storm in pickRows(storms) {
        lines.append(row([profile, "`\(storm["strategy"] as? String ?? "?")`"] + cells(storm)))
      }
    }
    let popupProfiles = try readProfiles(json, key: "popupPeers", optional: true)
    guard !popupProfiles.isEmpty else { return lines }
    lines += ["", row(language.leadingHeadings + popupColumns.map(\.heading))]
    lines.append("|---|---|" + String(repeating: "--:|", count: popupColumns.count))
    for (profile, storms) in popupProfiles {
      for storm in storms {
        let name = storm["popupStrategy"] as? String ?? "?"
        lines.append(row([profile, "`\(name)`"] + cells(storm, popupColumns)))
      }
    }
    return lines
  }

  /// The pop-up storm's figures (`storm --app popups --json`), for the pop-up peers' table.
  static let popupColumns: [Column] = [
    .count("shown", "popupsShown"),
    .count("overlapping", "overlappingPopups"),
    .count("during transition", "popupsDuringTransition"),
    .count("lost", "lostPopups"),
    .count("out of scope", "popupsOutOfScope"),
    .count("double outcomes", "doublePopupOutcomes"),
    .count("stuck queues", "stuckPopupQueues"),
    .count("taps lost", "tapsLostToAutoDismiss"),
    .count("blocked s", "blockedThreadSeconds"),
  ]

  private static func cells(_ storm: [String: Any], _ columns: [Column] = columns) -> [String] {
    columns.map { column in
      (storm[column.key] as? NSNumber).map { column.format($0.doubleValue) } ?? "–"
    }
  }

  /// `raw`, the peers in the JSON's order, `baton`.
  static func pickRows(_ storms: [[String: Any]]) -> [[String: Any]] {
    let own = Set(StrategyName.demo.map(\.rawValue))
    func named(_ name: String) -> [[String: Any]] {
      storms.filter { $0["strategy"] as? String == name }
    }
    let peers = storms.filter { !own.contains($0["strategy"] as? String ?? "") }
    return named(StrategyName.raw.rawValue) + peers + named(StrategyName.baton.rawValue)
  }

  /// The profiles of the demo's JSON (`profiles`), or of its pop-up peers' section
  /// (`popupPeers.profiles`, none when `optional` and absent).
  private static func readProfiles(
    _ json: String,
    key: String? = nil,
    optional: Bool = false
  ) throws(ReadError) -> [(String, [[String: Any]])] {
    guard let data = json.data(using: .utf8),
      var object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { throw .notDemoJSON("not a JSON object") }
    if let key {
      guard let section = object[key] as? [String: Any] else {
        if optional { return [] }
        throw .notDemoJSON("no '\(key)' object")
      }
      object = section
    }
    guard let profiles = object["profiles"] as? [[String: Any]] else {
      throw .notDemoJSON("no 'profiles' array")
    }
    var read: [(String, [[String: Any]])] = []
    for profile in profiles {
      guard let name = profile["profile"] as? String,
        let storms = profile["storms"] as? [[String: Any]]
      else { throw .notDemoJSON("a profile without 'profile' and 'storms'") }
      read.append((name, storms))
    }
    return read
  }

  private static func row(_ cells: [String]) -> String {
    "| " + cells.joined(separator: " | ") + " |"
  }

  /// `n` with a comma every three digits, as the lab report writes counts.
  static func grouped(_ n: Int) -> String {
    let digits = String(n.magnitude)
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return n < 0 ? "-" + out : out
  }

  /// The marker lines around the generated table in `Docs/Lab.md` and `Docs/Lab.zh-CN.md`.
  static let beginMarker =
    "<!-- peers-table: generated by `baton-lab demo --markdown-from Docs/figures/peers.json`; "
    + "do not edit -->"
  static let endMarker = "<!-- /peers-table -->"

  /// The lines between the markers of `readme`, or nil when it has no such block.
  ///
  /// The markers stand a blank line away from the table (Markdown would otherwise read the end
  /// marker as a row); those blank lines are not part of the block.
  ///
  /// - Parameter readme: A Markdown file's text (the lab report's, in either language).
  /// - Returns: The generated block's lines, markers and the blank lines beside them excluded.
  static func block(in readme: String) -> [String]? {
    let lines = readme.components(separatedBy: "\n")
    guard let begin = lines.firstIndex(of: beginMarker),
      let end = lines[begin...].firstIndex(of: endMarker)
    else { return nil }
    var block = lines[(begin + 1)..<end]
    while block.first?.isEmpty == true { block.removeFirst() }
    while block.last?.isEmpty == true { block.removeLast() }
    return Array(block)
  }
}
