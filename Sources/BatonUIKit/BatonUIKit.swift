@_exported import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

// `import BatonUIKit` also imports Baton, so its types (`Lane`, `TransitionTicket`, the
// router) need no import of their own. The module's overview is its DocC landing page.
