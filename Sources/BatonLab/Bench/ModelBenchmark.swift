/// The HeadlessUIKit model benchmark (`baton-lab bench model`).
@MainActor
public enum ModelBenchmark {
  /// Runs the benchmark and returns its report, one line per measurement.
  ///
  /// - Returns: The report lines.
  public static func run() -> [String] { ["model: not built yet"] }
}
