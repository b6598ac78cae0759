import Foundation

/// A report of something that went wrong or was handled on the caller's behalf: a watchdog
/// that fired, a misused handle, a redirected presentation.
///
/// Baton never traps on a caller's misuse; it handles it and reports a diagnostic to a
/// ``DiagnosticsCenter``.
public struct Diagnostic: Sendable, Equatable {
  /// Identifies the kind of diagnostic.
  ///
  /// Modules add their own codes in extensions.
  public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The code's stable name, such as `watchdogExpired`.
    public let rawValue: String

    /// Creates a code from its name.
    ///
    /// - Parameter rawValue: The code's stable name.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The code's name.
    public var description: String { rawValue }
  }

  /// How serious a diagnostic is.
  public enum Severity: Sendable, Hashable {
    /// Expected behaviour worth knowing about.
    case info
    /// The caller's misuse or a recovered fault.
    case warning
    /// A fault that lost work or state.
    case error
  }

  /// The kind of diagnostic.
  public var code: Code
  /// How serious it is.
  public var severity: Severity
  /// A readable explanation.
  public var message: String
  /// The lane it concerns, if any.
  public var laneName: String?
  /// The request it concerns, if any.
  public var requestID: RequestID?
  /// Another request it names, if any: for ``Code/duplicateDropped``, the request in flight or
  /// pending that the dropped one (``requestID``) duplicates.
  public var relatedRequestID: RequestID?
  /// When it happened, on the reporter's scheduler clock, in seconds.
  public var time: TimeInterval

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - code: The kind of diagnostic.
  ///   - severity: How serious it is.
  ///   - message: A readable explanation.
  ///   - laneName: The lane it concerns, if any.
  ///   - requestID: The request it concerns, if any.
  ///   - relatedRequestID: Another request it names, if any.
  ///   - time: When it happened, on the reporter's scheduler clock.
  public init(
    code: Code,
    severity: Severity,
    message: String,
    laneName: String? = nil,
    requestID: RequestID? = nil,
    relatedRequestID: RequestID? = nil,
    time: TimeInterval
  ) {
    self.code = code
    self.severity = severity
    self.message = message
    self.laneName = laneName
    self.requestID = requestID
    self.relatedRequestID = relatedRequestID
    self.time = time
  }
}
