import BatonLab
import Foundation
import Synchronization

/// Captures what a command writes, for tests.
final class OutputCapture: Sendable {
  private let lines = Mutex<(out: [String], err: [String])>(([], []))

  var out: [String] { lines.withLock { $0.out } }
  var err: [String] { lines.withLock { $0.err } }

  var io: CommandIO {
    CommandIO(
      out: { line in self.lines.withLock { $0.out.append(line) } },
      err: { line in self.lines.withLock { $0.err.append(line) } }
    )
  }
}
