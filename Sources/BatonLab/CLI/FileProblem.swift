/// A file the lab cannot read or write, with the reason: each reason has its own message.
enum FileProblem: Error, Equatable, CustomStringConvertible {
  /// Nothing exists at the path.
  case missing(path: String)
  /// The path names a folder where a file was expected.
  case folder(path: String)
  /// The file's bytes are not UTF-8 text; `offset` is the first byte that is not.
  case notUTF8(path: String, offset: Int)
  /// The file exists but could not be read (permissions, a device).
  case unreadable(path: String)
  /// An output file's folder does not exist.
  case missingFolder(path: String, folder: String)
  /// An output file could not be created (permissions, a read-only volume).
  case unwritable(path: String)
  /// An output path names a pipe, a socket or a block device: the lab writes only regular
  /// files (through a symbolic link too) and character devices such as `/dev/null`.
  case notRegular(path: String)
  /// Writing an output file failed part-way (a full disk, an I/O error); `reason` is the
  /// system's.
  case writeFailed(path: String, reason: String)

  var description: String {
    switch self {
    case .missing(let path):
      return "cannot read '\(path)': no such file"
    case .folder(let path):
      return "'\(path)' is a folder, not a file"
    case .notUTF8(let path, let offset):
      return "cannot read '\(path)': not UTF-8 text (byte \(offset) is not valid UTF-8)"
    case .unreadable(let path):
      return "cannot read '\(path)': permission denied or not a regular file"
    case .missingFolder(let path, let folder):
      return "cannot write '\(path)': the folder '\(folder)' does not exist"
    case .unwritable(let path):
      return "cannot write '\(path)': permission denied"
    case .notRegular(let path):
      return "cannot write '\(path)': not a regular file (a pipe, a socket or a block device)"
    case .writeFailed(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    }
  }
}
