import Foundation
import UIKit

/// Runs the stories one after the other on the app's window and prints one JSON line each,
/// then `device-stories: done` and exits.
@MainActor
final class StoryRunner {
  private let window: UIWindow
  private var queue: [Story]
  private var current: (name: String, isOver: Bool)?
  private let ios = UIDevice.current.systemVersion

  /// The longest a story may take before it is reported as timed out.
  static let timeout = 15.0

  init(window: UIWindow, stories: [Story]) {
    self.window = window
    queue = stories
  }

  /// Prints a line on standard output at once (no buffering; the simulator's console reads it).
  static func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Starts the first story.
  func start() {
    Self.say("device-stories: \(queue.count) stories on iOS \(ios)")
    next()
  }

  private func next() {
    guard !queue.isEmpty else {
      Self.say("device-stories: done")
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { exit(0) }
      return
    }
    let story = queue.removeFirst()
    Self.say("story-begin: \(story.name)")
    let major = Int(ios.split(separator: ".").first ?? "") ?? 0
    guard major >= story.minimumIOS else {
      report(story, observed: ["skipped": .string("needs iOS \(story.minimumIOS)")])
      next()
      return
    }
    let stage = Stage(window: window)
    let token = (name: story.name, isOver: false)
    current = token
    stage.after(0.8) { [self] in
      stage.trace.clear()
      let start = Date()
      story.run(stage) { [self] observed in
        guard current?.name == story.name, current?.isOver == false else { return }
        current?.isOver = true
        var observed = observed
        observed["events"] = observed["events"] ?? .strings(stage.trace.events)
        observed["consoleFaults"] =
          ConsoleFaults.read(since: start).map { counts in
            .object(counts.mapValues(JSON.int))
          } ?? .null
        report(story, observed: observed)
        stage.after(0.6) { stage.tearDown { [self] in next() } }
      }
    }
    stage.after(Self.timeout) { [self] in
      guard current?.name == story.name, current?.isOver == false else { return }
      current?.isOver = true
      var observed = stage.state
      observed["timedOut"] = true
      observed["events"] = .strings(stage.trace.events)
      report(story, observed: observed)
      stage.tearDown { [self] in next() }
    }
  }

  private func report(_ story: Story, observed: [String: JSON]) {
    let line: JSON = [
      "story": .string(story.name),
      "ios": .string(ios),
      "settles": .strings(story.settles),
      "standIns": .strings(story.standIns),
      "observed": .object(observed),
    ]
    Self.say(line.text)
  }
}
