import Baton
import Foundation

/// What a storm writes with `--record FILE`: the user's choices and the library's flight
/// events, one JSON line each, shard by shard (read back by ``StormLog``).
///
/// Lines, in order: a header (``headerLine(_:)``), then per shard a `shard` line; a `launch`
/// line per launch (the deep link it opened, if any) and an `input` line per action (its
/// virtual time, the gap before it, the action), with the window's ``FlightEvent`` lines
/// (``FlightRecorder/sink``) where they happened; an `end` line; last, the storm's figures.
@MainActor
final class StormRecording {
  private let write: (String) -> Void
  private var recorder: FlightRecorder?
  /// The shard's lives so far: a window is named by its life (`life-0`, …), the same in a
  /// replay (a lane's own name counts windows over the whole process).
  private var lives = 0

  /// A recording that hands each line, without its newline, to `write`.
  init(write: @escaping (String) -> Void) {
    self.write = write
  }

  /// The header line: what a replay needs to rebuild the storm's world.
  static func headerLine(_ configuration: StormConfiguration) -> String {
    var line = "{\"e\":\"storm\",\"version\":1,\"strategy\":\"\(configuration.strategy.rawValue)\""
    line += ",\"profile\":\"\(configuration.profile.rawValue)\",\"seed\":\(configuration.seed)"
    line += ",\"actions\":\(configuration.actions),\"shardSize\":\(configuration.shardSize)"
    if let popups = configuration.popups { line += ",\"popups\":\"\(popups.rawValue)\"" }
    return line + ",\"thirdParty\":\(configuration.thirdParty)}"
  }

  /// The figures line: the storm's JSON report, without the wall clock.
  static func figuresLine(_ report: StormReport) -> String {
    "{\"e\":\"figures\",\"report\":\(figuresText(report))}"
  }

  /// The report's JSON as a recording keeps it and a replay compares it.
  nonisolated static func figuresText(_ report: StormReport) -> String {
    report.json(popups: report.metrics.popups, wallClock: false)
  }

  func emit(_ line: String) { write(line) }

  func beginShard(_ shard: StormShard) {
    lives = 0
    write(
      "{\"e\":\"shard\",\"index\":\(shard.index),\"seed\":\(shard.seed),\"actions\":\(shard.actions)}"
    )
  }

  /// Records the window's flight events from this life on (its lane, if the strategy has one).
  func watch(_ app: LabApp) {
    recorder?.stop()
    recorder = nil
    guard let lane = app.strategy.lane else { return }
    // The sink streams every event; the ring itself only needs to hold one.
    let recorder = FlightRecorder(lane: lane, capacity: 1)
    let name = "life-\(lives)"
    lives += 1
    let write = self.write
    recorder.sink = { event in write(event.jsonLine(window: name)) }
    self.recorder = recorder
  }

  func launch(_ link: DeepLink?) {
    write("{\"e\":\"launch\"" + (link.map { ",\"link\":\"\($0.url)\"" } ?? "") + "}")
  }

  func input(_ timed: TimedAction, at time: TimeInterval) {
    var line = "{\"e\":\"input\",\"t\":\(time),\"gap\":\(timed.gap),\"action\":"
    JSONString.appendQuoted(timed.action.recordedText, to: &line)
    if let duration = timed.action.swipeDuration { line += ",\"duration\":\(duration)" }
    write(line + "}")
  }

  func endShard() {
    recorder?.stop()
    recorder = nil
    write("{\"e\":\"end\"}")
  }
}
