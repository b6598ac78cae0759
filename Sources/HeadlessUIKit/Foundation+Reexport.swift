// UIKit re-exports Foundation: an app's file that imports UIKit uses `URL`, `IndexPath` and
// `NSCoder` without importing Foundation. The model does the same, so that file compiles
// unchanged against HeadlessUIKit.
@_exported import Foundation
