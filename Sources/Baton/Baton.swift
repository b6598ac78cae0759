/// Baton: one transition at a time per window, and every request gets exactly one outcome.
///
/// The `Baton` module is the platform-free core: the per-window transition lane, the scheduler
/// abstraction with its virtual clock, the router's matcher and the events and diagnostics they
/// emit. It imports no UIKit; `BatonUIKit` brings it to apps.
public enum BatonVersion {
  /// The library's semantic version.
  public static let string = "0.1.0"
}
