/// The version of the Baton package, as `baton-lab --version` prints it.
///
/// Baton is the platform-free core: the per-window transition lane, the scheduler abstraction,
/// the pop-up queue, the swipe-back decision, the router and the events and diagnostics they
/// emit. It imports no UIKit; `BatonUIKit` brings it to apps.
package enum BatonVersion {
  /// The library's semantic version.
  package static let string = "0.1.0"
}
