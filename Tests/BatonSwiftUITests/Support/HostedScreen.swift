import BatonSwiftUI
import Foundation
import HeadlessUIKit

/// A screen as SwiftUI builds it: a hosting controller with the screen's probe as a child
/// whose view sits in the host's view, the way `UIViewControllerRepresentable` embeds it.
@MainActor
final class HostedScreen: UIViewController {
  let entryID: NavigationElementID
  let probe: NavigationProbeController

  init(entryID: NavigationElementID, probe: NavigationProbeController) {
    self.entryID = entryID
    self.probe = probe
    super.init(nibName: nil, bundle: nil)
    addChild(probe)
    view.addSubview(probe.view)
    probe.didMove(toParent: self)
  }

  required init?(coder: NSCoder) {
    return nil
  }
}
