#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The labels of requests that name a controller's type, such as `push ProfileViewController`.
///
/// A label is the same text as `"push \(type(of: controller))"`, built once per verb and type:
/// interpolating a type looks up its name and its conformances on every call, and an app
/// requests the same few screen types over and over.
@MainActor
enum RequestLabels {
  /// The words a label starts with.
  enum Verb: Hashable {
    case push
    case popTo
    case present
    case dismissFrom
    case removeAllFrom

    var text: String {
      switch self {
      case .push: "push"
      case .popTo: "pop to"
      case .present: "present"
      case .dismissFrom: "dismiss from"
      case .removeAllFrom: "remove all from"
      }
    }
  }

  private struct Key: Hashable {
    let verb: Verb
    let type: ObjectIdentifier
  }

  private static var labels: [Key: String] = [:]
  /// Bounds the table for an app that creates many screen classes at run time.
  private static let limit = 512

  /// `verb` followed by the type of `controller`.
  static func label(_ verb: Verb, _ controller: UIViewController) -> String {
    let type = type(of: controller)
    let key = Key(verb: verb, type: ObjectIdentifier(type))
    if let label = labels[key] { return label }
    let label = "\(verb.text) \(type)"
    if labels.count >= limit { labels.removeAll(keepingCapacity: true) }
    labels[key] = label
    return label
  }
}
