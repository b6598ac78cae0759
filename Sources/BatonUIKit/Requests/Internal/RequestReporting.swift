import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Reports refused requests (caller misuse that UIKit would crash on or ignore).
@MainActor
enum RequestReporting {
  private struct MessageKey: Hashable {
    let label: String
    let type: ObjectIdentifier
    let reason: InvalidRequestReason
  }

  /// Messages already written: describing a reason and a type is costly, and a misusing app
  /// tends to repeat the same refusal.
  private static var messages: [MessageKey: String] = [:]
  /// Bounds the table (labels and `.other` reasons can carry free text).
  private static let messageLimit = 512
  /// The last message given, checked first.
  private static var lastMessage: (key: MessageKey, message: String)?

  /// Reports that the request `label` on `lane` was refused with `reason` (only `.invalid`
  /// reasons are misuse; a duplicate is the lane doing its job).
  static func refused(
    _ label: String,
    _ reason: DropReason,
    on controller: UIViewController,
    lane: Lane
  ) {
    guard case .invalid(let invalid) = reason else { return }
    AdapterDiagnostics.report(
      .requestRefused,
      .warning,
      message(label, invalid, on: controller),
      lane: lane
    )
  }

  /// `Refused <label> on <controller type>: <reason>`.
  private static func message(
    _ label: String,
    _ invalid: InvalidRequestReason,
    on controller: UIViewController
  ) -> String {
    let type = type(of: controller)
    let key = MessageKey(label: label, type: ObjectIdentifier(type), reason: invalid)
    // A misusing app repeats the same refusal: compared before hashing the label.
    if let last = lastMessage, last.key == key { return last.message }
    let message: String
    if let known = messages[key] {
      message = known
    } else {
      message = "Refused \(label) on \(type): \(invalid)"
      if messages.count >= messageLimit { messages.removeAll(keepingCapacity: true) }
      messages[key] = message
    }
    lastMessage = (key, message)
    return message
  }
}
