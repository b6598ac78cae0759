/// The one channel for diagnostics: timeouts, misuse and redirects.
///
/// Lanes report to ``shared`` unless given another center; tests give each lane its own center
/// and a `DiagnosticsRecorder` (`BatonTesting`) so that parallel tests never see each other's reports.
@MainActor
public final class DiagnosticsCenter {
  /// The center lanes report to by default.
  public static let shared = DiagnosticsCenter()

  private let observers = ObserverList<Diagnostic>()

  /// Creates a center with no observers.
  public init() {}

  /// Whether anyone observes this center: a reporter may skip building a diagnostic (its
  /// message) when nobody would receive it.
  package var hasObservers: Bool { !observers.isEmpty }

  /// Delivers `diagnostic` to every observer, in the order they were added.
  ///
  /// - Parameter diagnostic: The report.
  public func report(_ diagnostic: Diagnostic) {
    observers.notify(diagnostic)
  }

  /// Adds an observer of every later report.
  ///
  /// - Parameter observer: Called on the main actor with each diagnostic.
  /// - Returns: The observation token; cancel it to remove the observer.
  @discardableResult
  public func addObserver(_ observer: @escaping @MainActor (Diagnostic) -> Void) -> ObservationToken
  {
    observers.add(observer)
  }
}
