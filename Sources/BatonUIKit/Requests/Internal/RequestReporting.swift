import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Reports refused requests (caller misuse that UIKit would crash on or ignore).
@MainActor
enum RequestReporting {
  static func refused(_ label: String, _ reason: DropReason, on controller: UIViewController) {
    guard case .invalid(let invalid) = reason else { return }
    AdapterDiagnostics.report(
      .requestRefused,
      .warning,
      "Refused \(label) on \(type(of: controller)): \(invalid)",
      lane: LaneRegistry.shared.existingLane(for: controller)
    )
  }
}
