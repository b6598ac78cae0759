import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// BatonUIKit brings Baton's per-window transition lane to UIKit apps.
public enum BatonUIKit {}
