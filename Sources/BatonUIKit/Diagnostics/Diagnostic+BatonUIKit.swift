import Baton

extension Diagnostic.Code {
  /// A present went to the window's top-most controller because its presenter could not present.
  public static let presenterRedirected = Diagnostic.Code(rawValue: "presenterRedirected")

  /// A deep link's push or present acts on the page on top when its turn came, which is not the
  /// one on top when the router opened it (something was shown or closed while it waited).
  public static let routeRetargeted = Diagnostic.Code(rawValue: "routeRetargeted")

  /// A present was dropped: its presenter could not present and no redirection was possible.
  public static let presenterUnavailable = Diagnostic.Code(rawValue: "presenterUnavailable")

  /// The system began a swipe-back while the lane was busy; the swipe was refused.
  public static let interactivePopRejected = Diagnostic.Code(rawValue: "interactivePopRejected")

  /// A window's lane is still waiting for cold start after the bounded re-checks.
  public static let windowNotReady = Diagnostic.Code(rawValue: "windowNotReady")

  /// A window went away: its lane ended and its requests were dropped with `windowGone`.
  public static let windowGone = Diagnostic.Code(rawValue: "windowGone")

  /// A request was refused when its turn came (for example a pop at the root).
  public static let requestRefused = Diagnostic.Code(rawValue: "requestRefused")

  /// A navigation request came from a controller that has no navigation controller.
  public static let noNavigationController = Diagnostic.Code(rawValue: "noNavigationController")

  /// The app-wide guard could not hook one of its entry points at install.
  ///
  /// A class or method was not found: calls through it are not guarded. An error: the guard is
  /// only partly installed.
  public static let guardEntryPointMissing = Diagnostic.Code(rawValue: "guardEntryPointMissing")

  /// At install, one of the guard's entry points already had another image's implementation.
  ///
  /// Another library replaced UIKit's first. Info: the guard chains after it.
  public static let guardEntryPointAlreadyReplaced = Diagnostic.Code(
    rawValue: "guardEntryPointAlreadyReplaced"
  )

  /// A guarded UIKit method was called off the main thread; the guard passed it straight through.
  public static let guardCallOffMainThread = Diagnostic.Code(rawValue: "guardCallOffMainThread")

  /// A guarded call's receiver had a class made at run time (KVO); it passed straight through.
  public static let guardReceiverClassChanged = Diagnostic.Code(
    rawValue: "guardReceiverClassChanged"
  )
}

extension Diagnostic.Code {
  /// A request's turn found a presentation made after the request was asked (by a later request,
  /// or by a third party's plain `present`) over the page it acts on.
  ///
  /// Info: a push acted on the page beneath it; a present waited for it to end. A request never
  /// acts inside a presentation it did not choose.
  public static let actedBeneathLaterPresentation = Diagnostic.Code(
    rawValue: "actedBeneathLaterPresentation"
  )

  /// A screen the router pushed inside a presentation the link did not ask for left with that
  /// presentation: someone dismissed it after the link's outcome (`completed`) was delivered.
  ///
  /// A warning: the link's screen is no longer shown.
  public static let linkScreenLeftWithPresentation = Diagnostic.Code(
    rawValue: "linkScreenLeftWithPresentation"
  )
}
