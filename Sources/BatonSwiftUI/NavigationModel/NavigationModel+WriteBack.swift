import Baton

extension NavigationModel {
  /// Applies a write SwiftUI made to a binding, when its identifiers match what is rendered.
  ///
  /// - A path write is accepted when it names a rendered stack with nothing presented over it
  ///   and shortens that stack's path: the user went back.
  /// - A layer write is accepted when it names the top rendered layer: the user swiped it down.
  /// - An alert write is accepted when it names the rendered alert.
  ///
  /// An accepted write changes ``rendered`` and, so that the planner does not undo the user,
  /// ``requested``: the removed elements and whatever was requested above them leave it too.
  /// Anything else is dropped with its reason and changes nothing, so a late `nil` about an
  /// old alert never dismisses the next one.
  ///
  /// - Parameter write: The write.
  /// - Returns: The user's navigation, or why the write was dropped.
  public mutating func receive(_ write: NavigationWrite) -> NavigationWriteOutcome {
    switch write {
    case .pathChanged(let stack, let path): acceptPath(path, on: stack)
    case .layerDismissed(let id): acceptLayerDismissal(id)
    case .alertDismissed(let id): acceptAlertDismissal(id)
    }
  }

  /// The outcome of an accepted write: the user's own, or made during a step of Baton's.
  private func accepted(_ navigation: UserNavigation) -> NavigationWriteOutcome {
    stepInFlight == nil ? .userNavigation(navigation) : .userNavigationDuringStep(navigation)
  }

  private mutating func acceptPath(
    _ path: [NavigationElementID],
    on stack: NavigationElementID
  ) -> NavigationWriteOutcome {
    guard let level = rendered.level(ofStack: stack) else { return .dropped(.notRendered) }
    let current = rendered[stackAt: level].path
    let currentIDs = current.map(\.id)
    guard path != currentIDs else { return .dropped(.unchanged) }
    guard path.count < current.count, Array(currentIDs.prefix(path.count)) == path else {
      return .dropped(.notAPop)
    }
    guard level == rendered.layers.count else { return .dropped(.covered) }
    let removed = Array(currentIDs[path.count...].reversed())
    rendered[stackAt: level].path = Array(current.prefix(path.count))
    if let requestedLevel = requested.level(ofStack: stack),
      let cut = requested[stackAt: requestedLevel].path.firstIndex(where: {
        removed.contains($0.id)
      })
    {
      requested[stackAt: requestedLevel].path.removeSubrange(cut...)
    }
    return accepted(.popped(stack: stack, entries: removed))
  }

  private mutating func acceptLayerDismissal(
    _ id: NavigationElementID
  ) -> NavigationWriteOutcome {
    guard let index = rendered.layers.firstIndex(where: { $0.id == id }) else {
      return .dropped(.notRendered)
    }
    guard index == rendered.layers.count - 1 else { return .dropped(.covered) }
    rendered.layers.removeLast()
    if let cut = requested.layers.firstIndex(where: { $0.id == id }) {
      requested.layers.removeSubrange(cut...)
    }
    return accepted(.dismissedLayer(id))
  }

  private mutating func acceptAlertDismissal(
    _ id: NavigationElementID
  ) -> NavigationWriteOutcome {
    guard rendered.alert?.id == id else { return .dropped(.notRendered) }
    rendered.alert = nil
    if requested.alert?.id == id { requested.alert = nil }
    return accepted(.dismissedAlert(id))
  }
}
