import Foundation

/// Reads the text files the lab is given (scenarios, routes) and checks where it will write.
enum TextFile {
  /// The UTF-8 text of the file at `path`.
  ///
  /// - Parameter path: The file's path.
  /// - Returns: The file's text.
  /// - Throws: A ``FileProblem`` saying whether the file is missing, a folder, unreadable or
  ///   not UTF-8.
  static func read(_ path: String) throws(FileProblem) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .missing(path: path)
    }
    guard !isFolder.boolValue else { throw .folder(path: path) }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadable(path: path)
    }
    guard let text = String(data: data, encoding: .utf8) else {
      throw .notUTF8(path: path, offset: firstInvalidByte(in: data))
    }
    return text
  }

  /// Checks, before any work, that a file can be written at `path`: its folder exists and the
  /// path is not itself a folder.
  ///
  /// - Parameter path: The output file's path.
  /// - Throws: A ``FileProblem`` naming the missing folder, or the folder in the way.
  static func checkWritable(_ path: String) throws(FileProblem) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard !isFolder.boolValue else { throw .folder(path: path) }
      return
    }
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw .missingFolder(path: path, folder: folder)
    }
  }

  /// The offset of the first byte where `data` stops being valid UTF-8.
  private static func firstInvalidByte(in data: Data) -> Int {
    var iterator = data.makeIterator()
    var decoder = UTF8()
    var offset = 0
    var scalarStart = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        offset += UTF8.width(scalar)
        scalarStart = offset
      case .emptyInput:
        return offset
      case .error:
        return scalarStart
      }
    }
  }
}
