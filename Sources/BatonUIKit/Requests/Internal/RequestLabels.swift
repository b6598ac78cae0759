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
  /// The last few labels given, replaced round-robin; an empty slot matches no key.
  private static var recentLabels = [(key: Key, label: String)](
    repeating: (Key(verb: .push, type: ObjectIdentifier(RequestLabels.self)), ""),
    count: 8
  )
  private static var nextRecent = 0
  /// Bounds the table for an app that creates many screen classes at run time.
  private static let limit = 512

  /// `verb` followed by the type of `controller`.
  static func label(_ verb: Verb, _ controller: UIViewController) -> String {
    let type = type(of: controller)
    let key = Key(verb: verb, type: ObjectIdentifier(type))
    // The recent labels are compared before hashing: an app cycles through few screen types.
    for recent in recentLabels where recent.key == key { return recent.label }
    let label: String
    if let known = labels[key] {
      label = known
    } else {
      label = "\(verb.text) \(type)"
      if labels.count >= limit { labels.removeAll(keepingCapacity: true) }
      labels[key] = label
    }
    recentLabels[nextRecent] = (key, label)
    nextRecent = (nextRecent + 1) % recentLabels.count
    return label
  }
}
