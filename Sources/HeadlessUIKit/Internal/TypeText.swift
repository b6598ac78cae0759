/// How the model names one class in fault messages and transition events: its name, and the
/// label of each transition that brings one of its instances on screen (`push DetailScreen`).
///
/// Rendered once per class and kept for the life of the process (see ``FaultText``), so a
/// transition's label is a read of a stored string: no interpolation, no allocation, no
/// dictionary lookup once a controller holds its class's text.
final class TypeText: Sendable {
  /// The class's name; UIKit's own classes without a module prefix, app classes with one.
  let name: String
  private let push: String
  private let pop: String
  private let popTo: String
  private let popToRoot: String
  private let setViewControllers: String
  private let interactivePop: String
  /// The label of a presentation of an instance.
  let presentLabel: String
  /// The label of a dismissal of an instance.
  let dismissLabel: String

  init(name: String) {
    self.name = name
    push = "\(NavigationKind.push.rawValue) \(name)"
    pop = "\(NavigationKind.pop.rawValue) \(name)"
    popTo = "\(NavigationKind.popTo.rawValue) \(name)"
    popToRoot = "\(NavigationKind.popToRoot.rawValue) \(name)"
    setViewControllers = "\(NavigationKind.setViewControllers.rawValue) \(name)"
    interactivePop = "\(NavigationKind.interactivePop.rawValue) \(name)"
    presentLabel = "present \(name)"
    dismissLabel = "dismiss \(name)"
  }

  /// The label of a navigation change of `kind` that ends on an instance of the class.
  func label(_ kind: NavigationKind) -> String {
    switch kind {
    case .push: push
    case .pop: pop
    case .popTo: popTo
    case .popToRoot: popToRoot
    case .setViewControllers: setViewControllers
    case .interactivePop: interactivePop
    }
  }
}
