#if canImport(os)
  import os

  /// A recorder's OSLog signposts: one interval per transition, from `started` to `finished`,
  /// so Instruments shows them (subsystem `Baton`, category `Transitions`).
  ///
  /// Output only: nothing the recorder keeps or exports depends on it.
  @MainActor
  final class FlightSignposts {
    private let signposter = OSSignposter(subsystem: "Baton", category: "Transitions")
    private var open: [RequestID: OSSignpostIntervalState] = [:]
    private var kinds: [RequestID: TransitionKind] = [:]

    func post(_ event: FlightEvent) {
      guard signposter.isEnabled else { return }
      switch event.kind {
      case .requested(let id, let kind, _):
        kinds[id] = kind
      case .started(let id, _):
        let kind = kinds[id]?.description ?? "transition"
        open[id] = signposter.beginInterval(
          "Transition",
          id: signposter.makeSignpostID(),
          "\(kind, privacy: .public) #\(id.rawValue, privacy: .public)"
        )
      case .finished(let id, let outcome):
        kinds[id] = nil
        guard let state = open.removeValue(forKey: id) else { return }
        let name = FlightEvent.name(of: outcome)
        signposter.endInterval("Transition", state, "\(name, privacy: .public)")
      case .queued, .diagnostic, .routed, .routeFailed, .lifecycle, .note:
        break
      }
    }
  }
#endif
