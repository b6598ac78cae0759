@_exported import Baton

/// BatonSwiftUI runs a SwiftUI app's navigation on Baton's lane: a `NavigationStack`, its
/// sheets and full-screen covers and one alert slot, bound to a ``BatonNavigation`` whose steps
/// each end on a real completion signal (a UIKit probe's `viewDidAppear`, a sheet's
/// `onDismiss`), never after a fixed sleep.
///
/// `import BatonSwiftUI` also imports Baton (the lane, the pop-up queue); URLs are matched by
/// `Router`, from the `BatonRouting` product.
public enum BatonSwiftUI {}
