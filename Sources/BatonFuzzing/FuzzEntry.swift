import Foundation

/// What the fuzz executables do with an input: run it through a driver and turn a failure into
/// a crash (for libFuzzer) or an exit status (for a replay).
@MainActor
package enum FuzzEntry {
  /// Runs one libFuzzer input; a failure prints itself and aborts, which libFuzzer records as a
  /// crash with its input.
  ///
  /// - Parameters:
  ///   - driver: The driver.
  ///   - bytes: The input.
  package static func fuzz(_ driver: any FuzzDriver.Type, _ bytes: [UInt8]) {
    do throws(FuzzFailure) {
      try driver.run(bytes)
    } catch {
      FileHandle.standardError.write(Data("\n\(error)\n".utf8))
      abort()
    }
  }

  /// The fuzz executables' `main` outside a `-D FUZZING` build: replays the files named on the
  /// command line and exits with ``replay(_:paths:)``'s status.
  ///
  /// - Parameters:
  ///   - driver: The driver.
  ///   - arguments: The command line, the program's name first.
  package static func replayAndExit(_ driver: any FuzzDriver.Type, arguments: [String]) -> Never {
    exit(replay(driver, paths: Array(arguments.dropFirst())))
  }

  /// Replays files (a directory stands for the files in it) through a driver.
  ///
  /// - Parameters:
  ///   - driver: The driver.
  ///   - paths: Files or directories, as given on the command line.
  /// - Returns: The exit status: 0 when every input passed, 1 when one failed, 2 for a file
  ///   that cannot be read or no file at all.
  package static func replay(_ driver: any FuzzDriver.Type, paths: [String]) -> Int32 {
    guard !paths.isEmpty else {
      print(
        "usage: fuzz-\(driver.name) FILE|DIRECTORY...  (a -D FUZZING build is a libFuzzer binary)"
      )
      return 2
    }
    var failed = 0
    var count = 0
    for path in paths {
      let inputs: [FuzzCorpus.Input]
      do {
        inputs = try FuzzCorpus.inputs(at: URL(fileURLWithPath: path))
      } catch {
        print("\(path): \(error.localizedDescription)")
        return 2
      }
      for input in inputs {
        count += 1
        do throws(FuzzFailure) {
          try driver.run(input.bytes)
        } catch {
          failed += 1
          print("FAIL \(input.name): \(error)")
        }
      }
    }
    print("\(driver.name): \(count) input(s), \(failed) failure(s)")
    return failed == 0 ? 0 : 1
  }
}
