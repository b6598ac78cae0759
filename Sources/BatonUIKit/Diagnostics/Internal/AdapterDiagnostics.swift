import Baton

#if canImport(os)
  import os
#endif

/// Reports the adapter's diagnostics through ``BatonLanes/diagnostics`` (and OSLog on Apple).
@MainActor
enum AdapterDiagnostics {
  #if canImport(os)
    private static var forwardedCenters: [ObjectIdentifier: Observation] = [:]
    private static let logger = Logger(subsystem: "Baton", category: "BatonUIKit")
  #endif

  /// Reports one diagnostic.
  static func report(
    _ code: Diagnostic.Code,
    _ severity: Diagnostic.Severity,
    _ message: String,
    lane: Lane?,
    requestID: RequestID? = nil
  ) {
    let center = BatonLanes.diagnostics
    forwardToSystemLogIfNeeded(center)
    center.report(
      Diagnostic(
        code: code,
        severity: severity,
        message: message,
        laneName: lane?.name,
        requestID: requestID,
        time: lane?.scheduler.now ?? BatonLanes.scheduler.now
      )
    )
  }

  /// On Apple platforms, forwards every diagnostic of `center` to OSLog, once per center.
  static func forwardToSystemLogIfNeeded(_ center: DiagnosticsCenter) {
    #if canImport(os)
      let key = ObjectIdentifier(center)
      guard forwardedCenters[key] == nil else { return }
      forwardedCenters[key] = center.addObserver { diagnostic in
        let text = "[\(diagnostic.code.rawValue)] \(diagnostic.message)"
        switch diagnostic.severity {
        case .info: logger.info("\(text, privacy: .public)")
        case .warning: logger.warning("\(text, privacy: .public)")
        case .error: logger.error("\(text, privacy: .public)")
        }
      }
    #endif
  }
}
