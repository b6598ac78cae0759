import Baton
import BatonRouting
import Synchronization

/// A custom parameter type that counts its closure's calls and records the texts it was
/// asked about; it accepts lowercase ASCII letters and dashes.
final class CountingParameterType: Sendable {
  private let asked = Mutex<[String]>([])

  /// The texts the closure was asked about, in order.
  var texts: [String] { asked.withLock { $0 } }

  /// How many times the closure was called.
  var callCount: Int { texts.count }

  /// The type, named `slug`.
  var type: RouteParameterType {
    RouteParameterType(name: "slug") { [self] text in
      self.asked.withLock { $0.append(text) }
      return text.utf8.allSatisfy { (97...122).contains($0) || $0 == 45 } ? text : nil
    }
  }
}
