import Foundation

/// Paths in a fresh temporary folder, removed by ``remove()``.
struct TemporaryFolder {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("baton-lab-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// The path of `name` in the folder.
  func file(_ name: String) -> String { path + "/" + name }

  /// Writes `bytes` to `name` in the folder and returns its path.
  func write(_ name: String, bytes: [UInt8]) throws -> String {
    let file = file(name)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
