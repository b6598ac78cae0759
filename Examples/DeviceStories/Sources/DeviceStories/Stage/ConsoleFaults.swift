import Foundation
import OSLog

/// UIKit's own fault texts (`Docs/UIKitFacts.md` A1) in this process's log since a moment.
///
/// Read back with `OSLogStore` (iOS 15): the app sees the warnings a console would show, on a
/// device too. Best effort: nil when the store cannot be opened.
enum ConsoleFaults {
  /// The texts of the faults UIKit logs without crashing, by the fact that names them.
  static let texts: [(fact: String, text: String)] = [
    ("F3", "nested push animation"),
    ("F3", "nested pop animation"),
    ("F3", "Finishing up a navigation transition in an unexpected state"),
    ("F4", "whose view is not in the window hierarchy"),
    ("F5", "which is already presenting"),
    ("F6", "while a presentation is in progress"),
    ("F6", "while a presentation or dismiss is in progress"),
    ("F6", "while a dismiss is in pro"),
    ("F7", "Unbalanced calls to begin/end appearance transitions"),
    ("F15", "while an existing transition or presentation is occurring"),
  ]

  /// The faults logged since `start`, counted by fact, or nil when the log cannot be read.
  static func read(since start: Date) -> [String: Int]? {
    guard let store = try? OSLogStore(scope: .currentProcessIdentifier) else { return nil }
    let position = store.position(date: start)
    guard let entries = try? store.getEntries(at: position) else { return nil }
    var counts: [String: Int] = [:]
    for entry in entries where entry.date >= start {
      let message = entry.composedMessage
      if let fault = texts.first(where: { message.contains($0.text) }) {
        counts[fault.fact, default: 0] += 1
      }
    }
    return counts
  }
}
