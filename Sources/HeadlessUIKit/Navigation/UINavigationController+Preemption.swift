import Foundation

extension UINavigationController {
  /// Whether the transition running now may be preempted by the user (UIKit's private
  /// `_isCurrentTransitionPreemptable`, D26).
  ///
  /// Not modelled yet: always `false`.
  var isCurrentTransitionPreemptable: Bool { false }
}
