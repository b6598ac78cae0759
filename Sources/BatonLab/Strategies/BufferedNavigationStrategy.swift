/// Direct UIKit calls through ``BufferedNavigationController``, the re-implementation of
/// Plasma/BufferedNavigationController (`BufferedNavigationController.m`), the library apps pick
/// to queue navigation calls made during a transition (the first peer library).
///
/// Pushes, pops and resets go through the buffering controller, which holds them while a
/// transition runs and replays one per did-show; presentations and dismissals go to UIKit
/// directly, as the library leaves them. The library's limits are kept (see the controller's
/// documentation): no forwarding to an app's own navigation delegate, one held call replayed
/// per did-show, nothing replayed after a cancelled swipe.
typealias BufferedNavigationStrategy = SubclassNavigationStrategy<BufferedNavigationController>

extension BufferedNavigationController: IntentIssuingNavigationController {}
