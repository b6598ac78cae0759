import Foundation

// The shapes crash reporters take, as plain values: the app's closure hands them to the
// vendor's SDK (`Articles/RecordingAndReplaying.md` shows each), and Baton needs none of them.
extension NavigationBreadcrumb {
  /// One line that says what happened, as in
  /// `push HomeScreen -> ProductScreen: dropped (duplicate) [main #12]`.
  ///
  /// A screen that is not known shows as `?`; the brackets hold the window and the request (or
  /// `route` for a deep link).
  public var message: String {
    var text = operation + " " + (from ?? "?") + " -> " + (to ?? "?") + ": " + phase.rawValue
    if let reason { text += " (" + reason + ")" }
    text += " [" + window + " " + (requestID.map { "#\($0.rawValue)" } ?? "route") + "]"
    return text
  }

  /// The breadcrumb's fields as text, keyed by their names (`window`, `request`, `operation`,
  /// `phase`, `from`, `to`, `reason`, `sequence`); a field that is nil is left out.
  public var fields: [String: String] { fields(prefixedBy: "") }

  /// The ``fields``, each key after `prefix`.
  private func fields(prefixedBy prefix: String) -> [String: String] {
    var fields = [
      prefix + "window": window,
      prefix + "operation": operation,
      prefix + "phase": phase.rawValue,
      prefix + "sequence": String(sequence),
    ]
    if let requestID { fields[prefix + "request"] = String(requestID.rawValue) }
    if let from { fields[prefix + "from"] = from }
    if let to { fields[prefix + "to"] = to }
    if let reason { fields[prefix + "reason"] = reason }
    return fields
  }

  /// Whether the step is one a reader of a crash report should notice: a drop or a timeout.
  private var isWarning: Bool { phase == .dropped || phase == .timedOut }

  /// Sentry's navigation breadcrumb: type `navigation` with `from` and `to` in its data (Sentry
  /// draws them as an arrow), category `baton.navigation`, level `warning` for a drop or a
  /// timeout and `info` otherwise, and the other ``fields`` in its data too.
  ///
  /// Hand it to `SentrySDK.addBreadcrumb(_:)` as a `Breadcrumb` with those values (the level
  /// as `SentryLevel`).
  public var sentryBreadcrumb:
    (type: String, category: String, level: String, message: String, data: [String: String])
  {
    (
      type: "navigation",
      category: "baton.navigation",
      level: isWarning ? "warning" : "info",
      message: message,
      data: fields
    )
  }

  /// Firebase Crashlytics' log line: `Baton` and the ``message`` (for
  /// `Crashlytics.crashlytics().log(_:)`).
  public var crashlyticsLog: String { "Baton " + message }

  /// Firebase Crashlytics' custom keys: the window's last navigation step.
  ///
  /// The keys are `baton_window`, `baton_operation`, `baton_phase`, `baton_screen` (the step's
  /// `to`, else its `from`; empty when neither is known) and `baton_reason` (empty when there
  /// is none), for `setCustomValue(_:forKey:)`. They are always the same five, so a later step
  /// overwrites every one of them.
  public var crashlyticsKeys: [String: String] {
    [
      "baton_window": window,
      "baton_operation": operation,
      "baton_phase": phase.rawValue,
      "baton_screen": to ?? from ?? "",
      "baton_reason": reason ?? "",
    ]
  }

  /// Datadog RUM's shape: a view when a request completed and reached a known screen
  /// (`startsView`, `name` the screen, for `RUMMonitor.shared().startView(key:name:attributes:)`),
  /// else an action (`name` as in `push ProductScreen dropped`, for
  /// `addAction(type: .custom, name:attributes:)`); the attributes are the ``fields`` under
  /// `baton.`.
  public var datadogRUM: (startsView: Bool, name: String, attributes: [String: String]) {
    let attributes = fields(prefixedBy: "baton.")
    if phase == .completed, requestID != nil, let to {
      return (startsView: true, name: to, attributes: attributes)
    }
    let name = [operation, to ?? from, phase.rawValue].compactMap { $0 }.joined(separator: " ")
    return (startsView: false, name: name, attributes: attributes)
  }

  /// Embrace's breadcrumb: the ``message``, cut to at most 256 characters (Embrace's limit)
  /// with `…` as its last character when it was longer.
  public var embraceBreadcrumb: String {
    let limit = 256
    let text = message
    guard text.count > limit else { return text }
    return String(text.prefix(limit - 1)) + "…"
  }

  /// An OpenTelemetry event named `baton.navigation`: the attributes are OpenTelemetry's
  /// `app.screen.name` (the step's `to`, else its `from`, when either is known) and the
  /// ``fields`` under `baton.navigation.` (as `baton.navigation.phase`), for a span event or a
  /// log record.
  public var openTelemetryEvent: (name: String, attributes: [String: String]) {
    var attributes = fields(prefixedBy: "baton.navigation.")
    if let screen = to ?? from { attributes["app.screen.name"] = screen }
    return (name: "baton.navigation", attributes: attributes)
  }
}
