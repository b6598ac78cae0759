import Foundation

/// Turns a recorder's events into ``NavigationBreadcrumb``s: remembers each request's operation
/// and screens from its `requested` event to its outcome, and the screen the window's last
/// completed request reached.
@MainActor
final class BreadcrumbTrail {
  fileprivate struct Request {
    let operation: String
    let from: String?
    let to: String?
    let removesScreens: Bool
  }

  private let send: @MainActor (NavigationBreadcrumb) -> Void
  private let includesRouteValues: Bool
  private var sequence = 0
  private var screen: String?
  private var requests: [RequestID: Request] = [:]

  init(includesRouteValues: Bool, send: @escaping @MainActor (NavigationBreadcrumb) -> Void) {
    self.includesRouteValues = includesRouteValues
    self.send = send
  }

  /// Sends the breadcrumb `event` makes, if it makes one.
  func receive(_ event: FlightEvent, window: String, now: () -> Date) {
    var crumb = NavigationBreadcrumb(
      sequence: 0,
      wallTime: .distantPast,
      window: window,
      requestID: nil,
      operation: "",
      phase: .requested
    )
    switch event.kind {
    case .requested(let id, let kind, let label):
      let (from, to) = Self.screens(of: kind, label: label)
      let request = Request(
        operation: kind.description,
        from: from ?? screen,
        to: to,
        removesScreens: kind.removesScreens
      )
      requests[id] = request
      crumb.fill(id, request, .requested)
    case .started(let id, let preempting):
      guard let request = requests[id] else { return }
      crumb.fill(id, request, .started)
      crumb.reason = preempting.map { "preempting \($0.rawValue)" }
    case .finished(let id, let outcome):
      guard let request = requests.removeValue(forKey: id) else { return }
      switch outcome {
      case .completed:
        crumb.fill(id, request, .completed)
        if let to = request.to {
          screen = to
        } else if request.removesScreens {
          screen = nil
        }
      case .cancelled: crumb.fill(id, request, .cancelled)
      case .timedOut: crumb.fill(id, request, .timedOut)
      case .dropped:
        crumb.fill(id, request, .dropped)
        crumb.reason = String(FlightEvent.name(of: outcome).dropFirst("dropped.".count))
      }
    case .routed(let pattern, let values):
      crumb.operation = "route"
      crumb.from = screen
      crumb.to = pattern
      if includesRouteValues, !values.isEmpty {
        crumb.to = pattern + " [" + values.joined(separator: ", ") + "]"
      }
    case .routeFailed(let name):
      crumb.operation = "route"
      crumb.phase = .dropped
      crumb.from = screen
      crumb.reason = name
    case .policy, .queued, .diagnostic, .lifecycle, .note:
      return
    }
    sequence += 1
    crumb.sequence = sequence
    crumb.wallTime = now()
    send(crumb)
  }

  /// The screens a request's label names.
  ///
  /// The destination follows a push's, a present's or a pop-to's verb, the source a
  /// dismissal's `from`; a pop-up's label is its key. Labels name screen types
  /// (`push ProductScreen`, `dismiss from LoginScreen`), never their content.
  static func screens(of kind: TransitionKind, label: String) -> (from: String?, to: String?) {
    func after(_ prefix: String) -> String? {
      guard label.hasPrefix(prefix), label.count > prefix.count else { return nil }
      return String(label.dropFirst(prefix.count))
    }
    switch kind {
    case .push: return (nil, after("push "))
    case .present: return (nil, after("present "))
    case .popTo: return (nil, after("pop to "))
    case .pop: return (after("pop "), nil)
    case .dismiss: return (after("dismiss from "), nil)
    case .removeAll: return (after("remove all from "), nil)
    case .popupShow: return (nil, label)
    case .popupHide: return (label, nil)
    case .custom("selectTab"): return (nil, after("select tab "))
    case .popToRoot, .setViewControllers, .interactivePop, .custom: return (nil, nil)
    }
  }
}

extension NavigationBreadcrumb {
  fileprivate mutating func fill(
    _ id: RequestID,
    _ request: BreadcrumbTrail.Request,
    _ phase: Phase
  ) {
    requestID = id
    operation = request.operation
    from = request.from
    to = request.to
    self.phase = phase
  }
}
