import Baton

#if canImport(os)
  import Foundation
  import os
#endif

/// Reports the adapter's diagnostics through ``BatonLanes/diagnostics`` (and OSLog on Apple).
@MainActor
enum AdapterDiagnostics {
  #if canImport(os)
    /// One OSLog forwarding per diagnostics center, held weakly by center.
    private final class Forwarding {
      /// Weak: a center lives as long as the app keeps it; it is looked up once per report.
      weak var center: DiagnosticsCenter?
      let observation: ObservationToken
      init(center: DiagnosticsCenter, observation: ObservationToken) {
        self.center = center
        self.observation = observation
      }
    }
    private static var forwardedCenters: [ObjectIdentifier: Forwarding] = [:]
    /// The system log the diagnostics go to (`os_log`, available on every supported OS).
    private static let systemLog = OSLog(subsystem: "Baton", category: "BatonUIKit")
  #endif

  /// Reports one diagnostic.
  ///
  /// The message is built only when the center has an observer (on Apple platforms it always
  /// has one: the OSLog forwarding): most refusals happen with nobody listening.
  static func report(
    _ code: Diagnostic.Code,
    _ severity: Diagnostic.Severity,
    _ message: @autoclosure () -> String,
    lane: Lane?,
    requestID: RequestID? = nil
  ) {
    let center = BatonLanes.diagnostics
    forwardToSystemLogIfNeeded(center)
    guard center.hasObservers else { return }
    center.report(
      Diagnostic(
        code: code,
        severity: severity,
        message: message(),
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
      if let existing = forwardedCenters[key], existing.center === center { return }
      forwardedCenters = forwardedCenters.filter { $0.value.center != nil }
      let log = systemLog
      let observation = center.addObserver { diagnostic in
        let type: OSLogType
        switch diagnostic.severity {
        case .info: type = .info
        case .warning: type = .default
        case .error: type = .error
        }
        os_log(
          "[%{public}@] %{public}@",
          log: log,
          type: type,
          diagnostic.code.rawValue,
          diagnostic.message
        )
      }
      forwardedCenters[key] = Forwarding(center: center, observation: observation)
    #endif
  }
}
