import Foundation

/// Where a command writes: its report to `out`, progress and errors to `err`.
///
/// The command line uses standard output and standard error; tests capture both.
package struct CommandIO: Sendable {
  /// Writes one line of the command's report (a newline is added).
  package var out: @Sendable (String) -> Void
  /// Writes one line of progress or an error message (a newline is added).
  package var err: @Sendable (String) -> Void

  /// Creates an output pair from two line writers.
  ///
  /// - Parameters:
  ///   - out: The writer for the report.
  ///   - err: The writer for progress and errors.
  package init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void)
  {
    self.out = out
    self.err = err
  }

  /// Standard output and standard error.
  package static let standard = CommandIO(
    out: { line in FileHandle.standardOutput.write(Data((line + "\n").utf8)) },
    err: { line in FileHandle.standardError.write(Data((line + "\n").utf8)) }
  )
}
