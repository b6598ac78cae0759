#if canImport(os)
  import os

  /// A recorder's OSLog signposts: one `Transition` interval per transition, from `started` to
  /// `finished`, whose signpost ID is the request's ``RequestID`` (subsystem `Baton`, category
  /// `Transitions`), so Instruments shows them and the export says what each one was.
  ///
  /// Output only: nothing the recorder keeps or exports depends on it. No message is attached,
  /// which keeps the code an app links small.
  @MainActor
  final class FlightSignposts {
    private let signposter = OSSignposter(subsystem: "Baton", category: "Transitions")
    private var open: [RequestID: OSSignpostIntervalState] = [:]

    func post(_ event: FlightEvent) {
      guard signposter.isEnabled else { return }
      switch event.kind {
      case .started(let id, _):
        open[id] = signposter.beginInterval("Transition", id: OSSignpostID(id.rawValue))
      case .finished(let id, _):
        guard let state = open.removeValue(forKey: id) else { return }
        signposter.endInterval("Transition", state)
      case .requested, .policy, .queued, .diagnostic, .routed, .routeFailed, .lifecycle, .note:
        break
      }
    }
  }
#endif
