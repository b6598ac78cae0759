import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

#if canImport(os)
  import Foundation
  import os
#endif

/// Reports the adapter's diagnostics through the lane's `DiagnosticsCenter` (see
/// ``BatonEnvironment/diagnostics``), and to OSLog on Apple platforms.
///
/// BatonSwiftUI reports its own through it too (package access).
@MainActor
package enum AdapterDiagnostics {
  #if canImport(os)
    /// One OSLog forwarding per diagnostics center, held weakly by center.
    private final class Forwarding {
      /// Weak: a center lives as long as the app keeps it.
      weak var center: DiagnosticsCenter?
      /// Cancels the forwarding observer (and keeps its token alive until then).
      let stop: @MainActor () -> Void
      init(center: DiagnosticsCenter, stop: @escaping @MainActor () -> Void) {
        self.center = center
        self.stop = stop
      }
    }
    private static var forwardedCenters: [ObjectIdentifier: Forwarding] = [:]
    /// The system log the diagnostics go to (`os_log`, available on every supported OS).
    private static let systemLog = OSLog(subsystem: "Baton", category: "BatonUIKit")
  #endif

  /// Reports one diagnostic to the center of `lane` (the default environment's without one).
  ///
  /// The message is built only when the center has an observer, like a logger's message.
  package static func report(
    _ code: Diagnostic.Code,
    _ severity: Diagnostic.Severity,
    _ message: @autoclosure () -> String,
    lane: Lane?,
    requestID: RequestID? = nil
  ) {
    let center = lane?.diagnostics ?? BatonEnvironment.default.diagnostics
    forwardToSystemLogIfNeeded(center)
    guard center.hasObservers else { return }
    center.report(
      Diagnostic(
        code: code,
        severity: severity,
        message: message(),
        laneName: lane?.name,
        requestID: requestID,
        time: lane?.scheduler.now ?? BatonEnvironment.default.scheduler.now
      )
    )
  }

  /// Reports a request refused at its turn (caller misuse that UIKit would crash on or
  /// ignore); only `.invalid` reasons are misuse, a duplicate is the lane doing its job.
  static func reportRefusal(
    _ label: String,
    _ reason: DropReason?,
    on controller: UIViewController,
    lane: Lane
  ) {
    guard case .invalid(let invalid)? = reason else { return }
    report(
      .requestRefused,
      .warning,
      "Refused \(label) on \(type(of: controller)): \(invalid)",
      lane: lane
    )
  }

  /// On Apple platforms, forwards every diagnostic of `center` to OSLog, once per center.
  static func forwardToSystemLogIfNeeded(_ center: DiagnosticsCenter) {
    #if canImport(os)
      let key = ObjectIdentifier(center)
      if let existing = forwardedCenters[key], existing.center === center { return }
      forwardedCenters = forwardedCenters.filter { $0.value.center != nil }
      let log = systemLog
      let token = center.addObserver { diagnostic in
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
      forwardedCenters[key] = Forwarding(center: center, stop: { token.cancel() })
    #endif
  }
}
