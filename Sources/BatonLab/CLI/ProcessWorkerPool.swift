import Foundation

/// Runs storm workers as child processes of this executable, their standard output piped back
/// and their standard error passed through.
@MainActor
struct ProcessWorkerPool: StormWorkerPool {
  /// The executable to start: this process's own (`/proc/self/exe` on Linux).
  var executable: URL? = Self.ownExecutable

  func run(_ arguments: [[String]]) throws(StormWorkerError) -> [StormWorkerExit] {
    guard let executable else {
      throw .couldNotStart("this process's executable is unknown")
    }
    var started: [(process: Process, pipe: Pipe)] = []
    for workerArguments in arguments {
      let process = Process()
      process.executableURL = executable
      process.arguments = workerArguments
      let pipe = Pipe()
      process.standardOutput = pipe
      do {
        try process.run()
      } catch {
        for other in started { other.process.terminate() }
        throw .couldNotStart("\(executable.path): \(error)")
      }
      started.append((process, pipe))
    }
    // Each worker writes only to its own pipe, so reading them one after the other cannot
    // deadlock: a later worker that fills its pipe waits until its turn comes.
    return started.map { process, pipe in
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let termination: StormWorkerExit.Termination =
        process.terminationReason == .exit
        ? .exited(process.terminationStatus) : .killed(signal: process.terminationStatus)
      return StormWorkerExit(
        termination: termination,
        output: String(decoding: data, as: UTF8.self)
      )
    }
  }

  /// This process's executable file.
  static var ownExecutable: URL? {
    #if os(Linux)
      let link = "/proc/self/exe"
      if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: link) {
        return URL(fileURLWithPath: path)
      }
      return URL(fileURLWithPath: link)
    #else
      return Bundle.main.executablePath.map { URL(fileURLWithPath: $0) }
    #endif
  }
}
