import Foundation

extension FlightEvent {
  /// The event as one line of JSON (no newline), tagged with the recorder's window name.
  ///
  /// The keys: `t` (seconds), `w` (window), `e` (what happened: `requested`, `queued`,
  /// `policy`, `started`, `finished`, `diagnostic`, `routed`, `routeFailed`, `lifecycle`, `note`), then
  /// `id`, `kind`, `label`, `policy` (on a `policy` event: `dropIfBusy` or `replacePending`),
  /// `preempting`, `outcome`, `code`, `pattern`, `values` or `text` as the event has them. An outcome is `completed`, `cancelled`, `timedOut` or
  /// `dropped.<reason>` (as in `dropped.duplicate`).
  ///
  /// - Parameter window: The recorder's window name.
  /// - Returns: The JSON object's text.
  public func jsonLine(window: String) -> String {
    var line = "{\"t\":\(time),\"w\":"
    JSONString.appendQuoted(window, to: &line)
    switch kind {
    case .requested(let id, let kind, let label):
      line += ",\"e\":\"requested\",\"id\":\(id.rawValue),\"kind\":"
      JSONString.appendQuoted(kind.description, to: &line)
      line += ",\"label\":"
      JSONString.appendQuoted(label, to: &line)
    case .policy(let id, let policy):
      line += ",\"e\":\"policy\",\"id\":\(id.rawValue),\"policy\":"
      switch policy {
      case .enqueue: line += "\"enqueue\""
      case .dropIfBusy: line += "\"dropIfBusy\""
      // The key is the app's; its case name is enough to read the record.
      case .replacePending: line += "\"replacePending\""
      }
    case .queued(let id):
      line += ",\"e\":\"queued\",\"id\":\(id.rawValue)"
    case .started(let id, let preempting):
      line += ",\"e\":\"started\",\"id\":\(id.rawValue)"
      if let preempting { line += ",\"preempting\":\(preempting.rawValue)" }
    case .finished(let id, let outcome):
      line += ",\"e\":\"finished\",\"id\":\(id.rawValue),\"outcome\":\""
      line += Self.name(of: outcome) + "\""
    case .diagnostic(let code, let id):
      line += ",\"e\":\"diagnostic\",\"code\":"
      JSONString.appendQuoted(code.rawValue, to: &line)
      if let id { line += ",\"id\":\(id.rawValue)" }
    case .routed(let pattern, let values):
      line += ",\"e\":\"routed\",\"pattern\":"
      JSONString.appendQuoted(pattern, to: &line)
      if !values.isEmpty {
        line += ",\"values\":["
        for (index, value) in values.enumerated() {
          if index > 0 { line += "," }
          JSONString.appendQuoted(value, to: &line)
        }
        line += "]"
      }
    case .routeFailed(let name):
      line += ",\"e\":\"routeFailed\",\"code\":"
      JSONString.appendQuoted(name, to: &line)
    case .lifecycle(let state):
      line += ",\"e\":\"lifecycle\",\"text\":"
      JSONString.appendQuoted(state, to: &line)
    case .note(let text):
      line += ",\"e\":\"note\",\"text\":"
      JSONString.appendQuoted(text, to: &line)
    }
    return line + "}"
  }

  /// The outcome's name in a JSON line.
  package static func name(of outcome: TransitionOutcome) -> String {
    switch outcome {
    case .completed: "completed"
    case .cancelled: "cancelled"
    case .timedOut: "timedOut"
    case .dropped(.busy): "dropped.busy"
    case .dropped(.duplicate): "dropped.duplicate"
    case .dropped(.sourceGone): "dropped.sourceGone"
    case .dropped(.windowGone): "dropped.windowGone"
    case .dropped(.superseded): "dropped.superseded"
    case .dropped(.invalid): "dropped.invalid"
    }
  }
}
