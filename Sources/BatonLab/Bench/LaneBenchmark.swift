/// The lane benchmark (`baton-lab bench lane`).
@MainActor
public enum LaneBenchmark {
  /// Runs the benchmark and returns its report, one line per measurement.
  ///
  /// - Returns: The report lines.
  public static func run() -> [String] { ["lane: not built yet"] }
}
