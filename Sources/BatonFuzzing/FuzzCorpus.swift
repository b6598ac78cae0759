import Foundation

/// Reads fuzz inputs from files: a committed corpus, a crash to reproduce.
package enum FuzzCorpus {
  /// One input and where it came from.
  package struct Input: Sendable {
    /// The file's name.
    package var name: String
    /// The file's bytes.
    package var bytes: [UInt8]
  }

  /// The inputs at a path: the file itself, or every file in a directory (not recursively,
  /// hidden files left out), sorted by name.
  ///
  /// - Parameter url: A file or a directory.
  /// - Returns: The inputs.
  /// - Throws: The file system's error when the path cannot be read.
  package static func inputs(at url: URL) throws -> [Input] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    guard isDirectory.boolValue else {
      return [Input(name: url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))]
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
      .filter { !$0.hasPrefix(".") }
      .sorted()
    return try names.map { name in
      Input(name: name, bytes: Array(try Data(contentsOf: url.appendingPathComponent(name))))
    }
  }
}
