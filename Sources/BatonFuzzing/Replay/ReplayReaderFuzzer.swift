import BatonLab

/// Fuzzes the reader `baton-lab replay` checks a recording with before it runs anything: the
/// input is a recording file.
///
/// Checks: reading never crashes or hangs; it fails only with a problem whose line exists in
/// the file (or is the first line of an empty one); a storm recording it accepts has every
/// shard its header implies, each with as many inputs as actions; the same file with CRLF line
/// endings reads the same; reading is deterministic.
package enum ReplayReaderFuzzer: FuzzDriver {
  /// `replay-reader`.
  package static let name = "replay-reader"

  /// Runs one input.
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Throws: ``FuzzFailure`` when a check fails.
  package static func run(_ bytes: [UInt8]) throws(FuzzFailure) {
    let result = read(bytes)
    // Lines as the reader numbers them: one per "\n", and a last one without it.
    let newlines = bytes.count { $0 == 0x0A }
    let lineCount = newlines + (bytes.last == 0x0A || bytes.isEmpty ? 0 : 1)
    switch result {
    case .success(let outcome):
      guard outcome.inputs == outcome.actions else {
        throw failure("accepted \(outcome.inputs) inputs for \(outcome.actions) actions")
      }
      guard outcome.isStorm || outcome.shards == 0 else {
        throw failure("shards without a storm header")
      }
    case .failure(let problem):
      guard (1...max(1, lineCount)).contains(problem.line), !problem.text.isEmpty else {
        throw failure("problem on line \(problem.line) of \(lineCount): '\(problem.text)'")
      }
    }
    guard read(bytes) == result else { throw failure("two reads of the same bytes differ") }
    // CRLF: every "\n" not already after a "\r" becomes "\r\n".
    var crlf: [UInt8] = []
    crlf.reserveCapacity(bytes.count + newlines)
    for (index, byte) in bytes.enumerated() {
      if byte == 0x0A, index == 0 || bytes[index - 1] != 0x0D { crlf.append(0x0D) }
      crlf.append(byte)
    }
    let crlfResult = read(crlf)
    guard sameOutcome(crlfResult, result) else {
      throw failure("with CRLF line endings: \(crlfResult), with LF: \(result)")
    }
  }

  private static func read(_ bytes: [UInt8]) -> Result<
    RecordingCheck.Outcome, RecordingCheck.Problem
  > {
    do throws(RecordingCheck.Problem) {
      return .success(try RecordingCheck.read(bytes))
    } catch {
      return .failure(error)
    }
  }

  /// Two results agree: the same outcome, or problems on the same line (a quoted line's text
  /// may differ by the `"\r"` a too-long line keeps).
  private static func sameOutcome(
    _ lhs: Result<RecordingCheck.Outcome, RecordingCheck.Problem>,
    _ rhs: Result<RecordingCheck.Outcome, RecordingCheck.Problem>
  ) -> Bool {
    switch (lhs, rhs) {
    case (.success(let left), .success(let right)): left == right
    case (.failure(let left), .failure(let right)): left.line == right.line
    default: false
    }
  }
}
