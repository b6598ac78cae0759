import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file the lab writes (`storm --record` and `--trace`, `scenario --trace`, `demo --report`,
/// `replay --shrink --out`), in chunks of about a megabyte.
///
/// The file is opened where it is, never replaced: a symbolic link is written through to its
/// target, and a character device such as `/dev/null` is written into. A pipe, a socket or a
/// block device is refused before any work (``TextFile/checkWritable(_:)``). A write that fails
/// (a full disk) is kept and reported by ``close()`` as ``FileProblem/writeFailed(path:reason:)``;
/// the writes after it are skipped.
final class OutputFile {
  /// How many bytes are kept before they are written.
  static let chunkBytes = 1 << 20

  let path: String
  private var descriptor: Int32
  private var buffer: [UInt8] = []
  /// The first write that failed, if one did.
  private var failure: FileProblem?

  /// Opens (or creates) the file at `path` for writing, emptying it.
  ///
  /// - Parameter path: The output file's path.
  /// - Throws: A ``FileProblem`` for a missing folder, a folder, a pipe or another file that is
  ///   not regular, or a file that cannot be opened.
  init(path: String) throws(FileProblem) {
    try TextFile.checkWritable(path)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw .unwritable(path: path) }
    self.path = path
    self.descriptor = descriptor
    buffer.reserveCapacity(Self.chunkBytes)
  }

  deinit {
    if descriptor >= 0 { _ = systemClose(descriptor) }
  }

  /// Writes `text` to the file at `path` (see ``OutputFile``).
  ///
  /// - Throws: A ``FileProblem`` for a path that cannot be written, or a write that failed.
  static func save(_ text: String, to path: String) throws(FileProblem) {
    let file = try OutputFile(path: path)
    file.append(text)
    try file.close()
  }

  /// Adds `line` and a newline.
  func appendLine(_ line: String) {
    append(line)
    append("\n")
  }

  /// Adds `text` as it is.
  func append(_ text: String) {
    guard failure == nil else { return }
    buffer.append(contentsOf: text.utf8)
    if buffer.count >= Self.chunkBytes { flush() }
  }

  /// Writes what is left and closes the file.
  ///
  /// - Throws: ``FileProblem/writeFailed(path:reason:)`` when a write (or the close) failed.
  func close() throws(FileProblem) {
    flush()
    if descriptor >= 0 {
      let closed = systemClose(descriptor) == 0
      descriptor = -1
      if !closed, failure == nil { failure = .writeFailed(path: path, reason: Self.reason()) }
    }
    if let failure { throw failure }
  }

  private func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil, descriptor >= 0, !buffer.isEmpty else { return }
    buffer.withUnsafeBytes { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, base + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else {
          failure = .writeFailed(path: path, reason: Self.reason())
          return
        }
        offset += written
      }
    }
  }

  /// The system's message for the last error (`errno`), in lower case as the lab's messages are.
  private static func reason() -> String {
    let message = String(cString: strerror(errno))
    return message.prefix(1).lowercased() + message.dropFirst()
  }
}

// The system calls, outside the class whose `close()` would hide them.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, bytes, count)
}

private func systemClose(_ descriptor: Int32) -> Int32 {
  close(descriptor)
}
