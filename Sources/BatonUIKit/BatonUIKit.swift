@_exported import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// `import BatonUIKit` also imports Baton, so its types (`Lane`, `TransitionTicket`, the pop-up
// queue) need no import of their own; the router is the `BatonRouting` product's. The module's overview is its DocC landing page.
