extension Diagnostic.Code {
  /// A transition sent no completion signal in time; the lane ended it as timed out.
  public static let watchdogExpired = Self(rawValue: "watchdogExpired")
  /// A transition signalled its completion a second time; the signal was ignored.
  public static let duplicateCompletionSignal = Self(rawValue: "duplicateCompletionSignal")
  /// A completion signal arrived for a transition the lane had already ended (watchdog or
  /// teardown); the signal was ignored.
  public static let completionSignalWhileNotRunning = Self(
    rawValue: "completionSignalWhileNotRunning"
  )
  /// A ticket was cancelled while its transition was in flight, which UIKit cannot stop.
  public static let cancelWhileRunning = Self(rawValue: "cancelWhileRunning")
  /// A ticket was cancelled a second time.
  public static let ticketCancelledTwice = Self(rawValue: "ticketCancelledTwice")
  /// A request was dropped as a duplicate of one in flight or pending.
  ///
  /// It named the same screen instance, or the same destination onto the same container.
  /// Info: the lane did its job. The diagnostic's `requestID` is the dropped request, its `relatedRequestID` the one it
  /// duplicates, and its message names both and the destination they share.
  public static let duplicateDropped = Self(rawValue: "duplicateDropped")
}
