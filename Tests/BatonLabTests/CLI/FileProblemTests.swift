import Foundation
import Testing

@testable import BatonLab

/// A missing file, a folder and non-UTF-8 text each get their own message, for every file the
/// lab reads; an output into a missing folder fails before any work.
@MainActor
@Suite struct FileProblemTests {
  /// The three unreadable inputs, by name: a missing file, a folder, Latin-1 text.
  private func unreadableInputs(in folder: TemporaryFolder) throws -> [(String, String)] {
    let latin1 = try folder.write(
      "story.txt",
      bytes: Array("tap detail # caf".utf8) + [0xE9, 0x0A]
    )
    return [
      ("no such file", folder.file("absent.txt")),
      ("is a folder, not a file", folder.path),
      ("not UTF-8 text (byte 16", latin1),
    ]
  }

  @Test func eachUnreadableScenarioFileHasItsOwnMessage() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (message, path) in try unreadableInputs(in: folder) {
      let capture = OutputCapture()
      let status = BatonLabCommandLine.run(["baton-lab", "scenario", path], io: capture.io)
      #expect(status == 2)
      #expect(capture.err.count == 1)
      #expect(capture.err.first?.hasPrefix("baton-lab: ") == true)
      #expect(capture.err.first?.contains(message) == true, "\(capture.err)")
      #expect(capture.err.first?.contains(path) == true)
    }
  }

  @Test func eachUnreadableRoutesFileHasItsOwnMessage() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    for (message, path) in try unreadableInputs(in: folder) {
      var errors: [String] = []
      let status = RouteCommand.run(
        ["--routes", path],
        readLine: { nil },
        write: { _ in },
        writeError: { errors.append($0) }
      )
      #expect(status == 2)
      #expect(errors.count == 1)
      #expect(errors.first?.contains(message) == true, "\(errors)")
    }
  }

  @Test func theThreeMessagesDiffer() {
    let messages = [
      FileProblem.missing(path: "a"), .folder(path: "a"), .notUTF8(path: "a", offset: 0),
      .unreadable(path: "a"), .missingFolder(path: "a/b", folder: "a"),
    ].map(\.description)
    #expect(Set(messages).count == messages.count)
  }

  @Test(arguments: [
    ["storm", "--actions", "50000", "--trace"],
    ["scenario", "Scenarios/01-double-tap-pushes-twice.txt", "--trace"],
    ["demo", "--actions", "50000", "--report"],
  ])
  func anOutputIntoAMissingFolderFailsBeforeTheRun(arguments: [String]) throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let output = folder.file("missing/out.json")
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(["baton-lab"] + arguments + [output], io: capture.io)
    #expect(status == 2)
    #expect(
      capture.err == [
        "baton-lab: cannot write '\(output)': the folder '\(folder.file("missing"))' does not exist"
      ]
    )
    #expect(capture.out.isEmpty)
  }

  @Test func anOutputThatIsAFolderFailsBeforeTheRun() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let capture = OutputCapture()
    let status = BatonLabCommandLine.run(
      ["baton-lab", "storm", "--actions", "50000", "--trace", folder.path],
      io: capture.io
    )
    #expect(status == 2)
    #expect(capture.err == ["baton-lab: '\(folder.path)' is a folder, not a file"])
  }
}
