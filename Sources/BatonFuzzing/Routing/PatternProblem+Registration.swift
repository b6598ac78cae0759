import Baton
import BatonRouting

extension RouteError.PatternProblem {
  /// Whether the problem is one of registration (a name or a type), not of the pattern's text.
  var isRegistrationProblem: Bool {
    switch self {
    case .routeNameTaken, .invalidParameterType: true
    default: false
    }
  }
}
