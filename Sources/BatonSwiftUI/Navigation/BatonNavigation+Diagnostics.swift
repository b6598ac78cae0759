import Baton
import BatonUIKit

extension BatonNavigation {
  /// Checks the container that shows this navigation as it appears: a navigation whose
  /// capabilities plan several pushes per update, shown by a container that applies one, is
  /// reported (`swiftUICapabilitiesMismatch`) each time such a container appears.
  ///
  /// - Parameter appliesSeveralPushesPerUpdate: Whether the container is a `NavigationStack`.
  package func checkContainer(appliesSeveralPushesPerUpdate: Bool) {
    guard driver.planner.capabilities.allowsSeveralPushesPerStep, !appliesSeveralPushesPerUpdate
    else { return }
    report(
      .swiftUICapabilitiesMismatch,
      .warning,
      "This navigation plans several pushes per update, which iOS 15's NavigationView does not apply: make it with NavigationCapabilities.current."
    )
  }

  /// Reports a diagnostic on the lane's center (and OSLog on Apple platforms), as BatonUIKit
  /// reports its own.
  func report(
    _ code: Diagnostic.Code,
    _ severity: Diagnostic.Severity,
    _ message: @autoclosure () -> String
  ) {
    AdapterDiagnostics.report(code, severity, message(), lane: lane)
  }
}
