import Baton
import Foundation

extension ChromeTrace {
  /// The trace as Chrome trace-event JSON (an object with a `traceEvents` array; times in
  /// microseconds), ready to open in Perfetto or chrome://tracing.
  ///
  /// - Returns: The JSON text.
  func jsonString() -> String {
    var text = "{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n"
    for (index, event) in events.enumerated() {
      if index > 0 { text += ",\n" }
      Self.append(event, to: &text)
    }
    text += "\n]}\n"
    return text
  }

  private static func append(_ event: ChromeTraceEvent, to text: inout String) {
    text += "{\"name\":"
    appendQuoted(event.name, to: &text)
    text += ",\"cat\":"
    appendQuoted(event.category, to: &text)
    text += ",\"ph\":\"\(event.phase.rawValue)\",\"ts\":\(microseconds(event.time))"
    switch event.phase {
    case .complete:
      text += ",\"dur\":\(microseconds(event.duration))"
    case .instant:
      text += ",\"s\":\"t\""
    case .metadata:
      break
    }
    text += ",\"pid\":\(event.processID),\"tid\":\(event.threadID)"
    if !event.arguments.isEmpty {
      text += ",\"args\":{"
      for (index, key) in event.arguments.keys.sorted().enumerated() {
        if index > 0 { text += "," }
        appendQuoted(key, to: &text)
        text += ":"
        appendQuoted(event.arguments[key] ?? "", to: &text)
      }
      text += "}"
    }
    text += "}"
  }

  /// Seconds as whole microseconds (the format's unit), so the output is exact and stable.
  private static func microseconds(_ seconds: TimeInterval) -> Int64 {
    Int64((seconds * 1_000_000).rounded())
  }

  private static func appendQuoted(_ string: String, to text: inout String) {
    JSONString.appendQuoted(string, to: &text)
  }
}
