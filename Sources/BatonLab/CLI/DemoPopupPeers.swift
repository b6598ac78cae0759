import Foundation

/// `demo --peers`' pop-up peers section: the focused pop-up storm (`storm --app
/// popups`) once per pop-up strategy of ``rows`` on each of the demo's profiles, with the
/// demo's seed and size, printed as one table per profile and, with `--json`, as a
/// `popupPeers` object shaped like the demo's own (`profiles`, each with its `storms`, each
/// storm's object exactly as `storm --app popups --json` prints it).
@MainActor
struct DemoPopupPeers: Equatable {
  /// One profile's storms, one per row.
  struct ProfileRun: Equatable {
    var profile: LabProfile
    var storms: [Storm]
  }

  /// One storm: its pop-up strategy and figures.
  struct Storm: Equatable {
    var strategy: PopupStrategyName
    var figures: PopupStormFigures
  }

  /// The rows, in order: the lab's classic recipes, each peer library, then Baton.
  static let rows: [PopupStrategyName] = [.raw, .semaphore] + PopupStrategyName.peers + [.baton]

  var actions: Int
  var seed: UInt64
  var profiles: [ProfileRun]

  /// Storms each strategy of ``rows`` on each of `profiles`, `actions` events with `seed`.
  static func run(
    profiles: [LabProfile],
    actions: Int,
    seed: UInt64,
    io: CommandIO
  ) -> DemoPopupPeers {
    let runs = profiles.map { profile in
      let storms = rows.map { strategy in
        io.err(
          "demo: \(profile.rawValue) profile, pop-ups \(strategy.rawValue): \(actions) events…"
        )
        let figures = PopupStormRunner.run(
          strategy: strategy,
          profile: profile,
          seed: seed,
          actions: actions
        )
        return Storm(strategy: strategy, figures: figures)
      }
      return ProfileRun(profile: profile, storms: storms)
    }
    return DemoPopupPeers(actions: actions, seed: seed, profiles: runs)
  }

  /// The section as one JSON object: the seed, the size, and per profile each storm's object as
  /// `storm --app popups --json` prints it.
  func json() -> String {
    let profileObjects = profiles.map { run in
      let storms = run.storms.map { storm in
        storm.figures.json(
          strategy: storm.strategy,
          profile: run.profile,
          seed: seed,
          actions: actions
        )
      }
      return
        "{\"profile\":\"\(run.profile.rawValue)\",\"storms\":[\(storms.joined(separator: ","))]}"
    }
    return "{\"seed\":\(seed),\"actions\":\(actions),\"profiles\":["
      + profileObjects.joined(separator: ",") + "]}"
  }

  /// The demo's JSON object `demo` with this section added as its `popupPeers` key; `demo`
  /// unchanged when `section` is nil.
  static func json(_ demo: String, adding section: DemoPopupPeers?) -> String {
    guard let section, demo.hasSuffix("}") else { return demo }
    return String(demo.dropLast()) + ",\"popupPeers\":" + section.json() + "}"
  }

  /// The table's headers: the row's name, then each figure of `storm --app popups --json`.
  static let headers = [
    "pop-ups", "shown", "overlapping", "in transition", "lost", "out of scope", "2 outcomes",
    "stuck queues", "taps lost", "blocked s", "stranded",
  ]

  /// Prints the section: a heading, one table per profile, indented under the demo's own peers
  /// tables, and the legend.
  func printTables(io: CommandIO) {
    io.out("")
    io.out("pop-up peers: the re-implemented pop-up libraries beside the lab's recipes and baton")
    for run in profiles {
      io.out("")
      io.out("  \(run.profile.title): pop-up storm, \(actions) events per strategy, seed \(seed)")
      for line in Self.render(run.storms) { io.out("  " + line) }
    }
    io.out("")
    Self.legend.forEach(io.out)
  }

  /// One profile's storms as an aligned text table.
  static func render(_ storms: [Storm]) -> [String] {
    let rows = storms.map { storm in
      [storm.strategy.rawValue] + storm.figures.jsonFields.map(\.1)
    }
    return ComparisonTable.aligned(headers: headers, rows: rows)
  }

  /// The lines under the tables that say how to read them.
  static let legend = [
    "Lower is better (shown: pop-ups that reached the screen). in transition: appeared while a "
      + "page transition ran; lost: never shown, no outcome; out of scope: a home-only pop-up "
      + "over another screen;",
    "2 outcomes: a request told twice; stuck queues: a showable pop-up waited 5 s with nothing "
      + "on screen; taps lost: a tap recorded as auto-dismissed; blocked s: a worker thread's "
      + "wait; stranded: requests left in Baton's lane.",
  ]
}
