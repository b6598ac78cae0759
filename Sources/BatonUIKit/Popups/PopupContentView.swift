import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A custom pop-up view the app draws itself, shown over the window by ``ViewPopupPresenter``
/// with its own show and hide animations.
///
/// ```swift
/// final class PromoBanner: UIView, PopupContentView {
///   var isModal: Bool { false }
///   var announcement: String? { "Summer sale: 20% off" }
/// }
/// ```
///
/// The default animations fade the view in and out over 0.25 seconds
/// with `UIView.animate(withDuration:animations:completion:)`.
@MainActor
public protocol PopupContentView: UIView {
  /// Whether VoiceOver focus moves to the pop-up (`true`), or it is only announced and focus
  /// stays on the page (`false`).
  var isModal: Bool { get }

  /// What VoiceOver announces when a non-modal pop-up appears.
  var announcement: String? { get }

  /// Animates the view in; it is already in its container, over the window.
  ///
  /// - Parameter completion: Call once, when the animation ended, finished or not.
  func animateIn(completion: @escaping @MainActor () -> Void)

  /// Animates the view out; it leaves its container afterwards.
  ///
  /// - Parameter completion: Call once, when the animation ended, even when backgrounding cut it
  ///   short (`finished == false`).
  func animateOut(completion: @escaping @MainActor () -> Void)
}

/// The defaults of ``PopupContentView``.
enum PopupContentViewDefaults {
  /// The length of the default fade, in seconds (0.25).
  static let duration: TimeInterval = 0.25
}

extension PopupContentView {
  /// Modal by default.
  public var isModal: Bool { true }

  /// No announcement by default.
  public var announcement: String? { nil }

  /// Fades the view in.
  ///
  /// - Parameter completion: Called once the fade ended.
  public func animateIn(completion: @escaping @MainActor () -> Void) {
    alpha = 0
    UIView.animate(
      withDuration: PopupContentViewDefaults.duration,
      animations: { self.alpha = 1 },
      completion: { _ in completion() }
    )
  }

  /// Fades the view out.
  ///
  /// - Parameter completion: Called once the fade ended, finished or not.
  public func animateOut(completion: @escaping @MainActor () -> Void) {
    UIView.animate(
      withDuration: PopupContentViewDefaults.duration,
      animations: { self.alpha = 0 },
      completion: { _ in completion() }
    )
  }
}
