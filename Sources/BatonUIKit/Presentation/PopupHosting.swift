#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A view controller that shows a pop-up for the app's own `PopupPresenter` (a hosting
/// controller around a custom pop-up view, a custom alert): `BatonRouter` never acts from it.
///
/// The router already steps over alerts and the controllers ``BatonPopups`` presents; it cannot
/// tell which controller a custom presenter put on screen. Adopt this protocol in that
/// controller, and a link opened while it shows is pushed or presented from the page beneath it,
/// waiting its turn behind the pop-up as `.baton.push` from that page does.
///
/// ```swift
/// final class PromoHostController: UIViewController, PopupHosting {}
/// ```
@MainActor
public protocol PopupHosting: UIViewController {}
