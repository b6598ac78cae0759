/// What UIKit did during one story, in order: calls the app's subclasses saw, callbacks,
/// completions.
@MainActor
final class Trace {
  private(set) var events: [String] = []

  /// Adds one event.
  func note(_ event: String) { events.append(event) }

  /// Forgets what happened while the story set its stage up.
  func clear() { events.removeAll() }

  /// How many events start with `prefix`.
  func count(_ prefix: String) -> Int { events.filter { $0.hasPrefix(prefix) }.count }

  /// Whether an event starts with `prefix`.
  func contains(_ prefix: String) -> Bool { events.contains { $0.hasPrefix(prefix) } }

  /// The position of the first event starting with `prefix`.
  func index(of prefix: String) -> Int? { events.firstIndex { $0.hasPrefix(prefix) } }
}
