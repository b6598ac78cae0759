import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Every screen can answer Baton's per-screen question; only ``SwipeStyle/optedOut`` says no.
/// UIKit itself never asks (the raw and replace-delegate apps ignore the opt-out).
extension LabScreen: InteractivePopControlling {
  var allowsInteractivePop: Bool { swipeStyle != .optedOut }
}

/// A screen of style ``SwipeStyle/takesDelegate`` makes itself the edge gesture's delegate and
/// answers as an empty conformance does (UIKit's defaults: begin, receive every touch).
extension LabScreen: UIGestureRecognizerDelegate {}

extension LabScreen {
  /// Sets up the navigation item for the new style: a custom left item for
  /// ``SwipeStyle/customBack`` (its action is the app's back handler, as Back's is), and the
  /// zoom transition for ``SwipeStyle/zoom``.
  func swipeStyleDidChange() {
    if swipeStyle == .customBack {
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Back",
        style: .plain,
        target: nil,
        action: nil
      )
    } else if navigationItem.leftBarButtonItem != nil {
      navigationItem.leftBarButtonItem = nil
    }
    if #available(iOS 18.0, *) {
      let zooms = swipeStyle == .zoom
      if zooms != (preferredTransition != nil) {
        preferredTransition = zooms ? .zoom { _ in nil } : nil
      }
    }
    addPageContentIfNeeded()
  }

  /// A screen with a hidden bar hides it as it appears; every other pushed screen shows it
  /// again (the usual pair of `viewWillAppear` calls).
  func swipeStyleWillAppear(_ animated: Bool) {
    guard let navigation = navigationController else { return }
    let hides = swipeStyle == .hiddenBar
    if navigation.isNavigationBarHidden != hides {
      navigation.setNavigationBarHidden(hides, animated: animated)
    }
  }

  /// A screen of style ``SwipeStyle/takesDelegate`` sets itself as the edge gesture's delegate
  /// every time it appears.
  func swipeStyleDidAppear() {
    guard swipeStyle == .takesDelegate,
      let gesture = navigationController?.interactivePopGestureRecognizer
    else { return }
    gesture.delegate = self
  }
}
