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

  /// Opens the file at `path` for reading, a chunk at a time (``RecordingLines``).
  ///
  /// - Parameter path: The file's path.
  /// - Returns: The open file.
  /// - Throws: A ``FileProblem`` saying whether the file is missing, a folder or unreadable.
  static func openForReading(_ path: String) throws(FileProblem) -> FileHandle {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      throw .missing(path: path)
    }
    guard !isFolder.boolValue else { throw .folder(path: path) }
    guard let handle = FileHandle(forReadingAtPath: path) else { throw .unreadable(path: path) }
    return handle
  }

  /// Checks, before any work, that a file can be written at `path`: its folder exists, and
  /// what is there already (through a symbolic link) is a regular file or a character device
  /// such as `/dev/null`, which the lab writes through (``OutputFile``), not a folder, a pipe, a
  /// socket or a block device.
  ///
  /// - Parameter path: The output file's path.
  /// - Throws: A ``FileProblem`` naming the missing folder, or what is in the way.
  static func checkWritable(_ path: String) throws(FileProblem) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      guard !isFolder.boolValue else { throw .folder(path: path) }
      var status = stat()
      guard stat(path, &status) == 0 else { throw .unwritable(path: path) }
      switch status.st_mode & S_IFMT {
      case S_IFREG, S_IFCHR: return
      default: throw .notRegular(path: path)
      }
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
