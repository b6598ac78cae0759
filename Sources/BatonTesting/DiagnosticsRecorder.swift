import Baton

/// Keeps diagnostics in memory, for tests and the lab.
///
/// ```swift
/// let center = DiagnosticsCenter()
/// let recorder = DiagnosticsRecorder()
/// recorder.observe(center)
/// ```
@MainActor
public final class DiagnosticsRecorder {
  /// The recorded diagnostics, oldest first.
  public private(set) var diagnostics: [Diagnostic] = []

  /// Creates an empty recorder.
  public init() {}

  /// The recorded codes, oldest first.
  public var codes: [Diagnostic.Code] { diagnostics.map(\.code) }

  /// Records `diagnostic`.
  ///
  /// - Parameter diagnostic: The report to keep.
  public func record(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }

  /// Forgets every recorded diagnostic.
  public func removeAll() {
    diagnostics.removeAll()
  }

  /// Records every later report of `center`.
  ///
  /// - Parameter center: The center to listen to.
  /// - Returns: The observation token; cancel it to stop recording.
  @discardableResult
  public func observe(_ center: DiagnosticsCenter) -> ObservationToken {
    center.addObserver { [weak self] diagnostic in self?.record(diagnostic) }
  }
}
