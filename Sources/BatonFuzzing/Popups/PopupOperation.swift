import Baton
import Foundation

/// One step of a pop-up fuzz run, decoded from the input: the first byte picks the operation,
/// the next ones its arguments (``ByteReader``; zeros past the end).
enum PopupOperation {
  /// What a request's handler does when its outcome arrives (re-entrant calls).
  enum Reaction: CaseIterable {
    case none
    case requestAnother
    case cancelAll
    case tearDownLane
    case windowGone
    case dismissCurrent
    case submitPage
    case suspendLane
    case resumeLane
  }

  /// A request's condition.
  enum Condition: CaseIterable {
    case none
    case satisfied
    case skipWhenFlagIsOff
    case waitForFlag
    /// Cancels every pop-up from inside the check, then answers `true`.
    case cancelsAllWhenAsked
  }

  /// Everything a request is made of.
  struct Request {
    var key = 0
    var priority = 0
    var screen: Int?
    var dismissesWhenScopeLeaves = false
    var condition = Condition.none
    var expiresAfter: TimeInterval?
    var autoDismissAfter: TimeInterval?
    var yieldsToNavigation = false
    var preemption = PopupPreemption()
    var group: Int?
    var replacesPending = false
    var frequencyCap: PopupFrequencyCap?
    var expectedAnimationDuration: TimeInterval = 0.3
    var presenter = FuzzPresenter.Behaviour.animated(0.3)
    var reaction = Reaction.none
  }

  case request(Request)
  case cancelTicket(Int)
  case cancelKey(Int)
  case cancelGroup(Int)
  case cancelAll
  case dismissCurrent
  case orphanCurrent
  case appState(PopupAppState)
  case visibleScreen(Int?)
  case screenGone(Int)
  case closeRound(Int)
  case windowGone
  case tearDownLane
  case advance(TimeInterval)
  /// A page transition; `reaction` runs when its outcome arrives.
  case page(duration: TimeInterval, finishes: Bool, reaction: Reaction)
  case swipe
  case suspendLane
  case resumeLane
  case toggleConditionFlag
  case completeAnimations

  /// The number of screens (`s0`…), groups (`g0`…) and keys (`k0`…) requests choose from.
  static let screens = 3
  static let groups = 2
  static let keys = 6

  /// Decodes the next operation.
  static func decode(_ reader: inout ByteReader) -> PopupOperation {
    switch reader.choice(22) {
    case 0, 1, 2, 3, 4: .request(decodeRequest(&reader))
    case 5: .cancelTicket(Int(reader.byte()))
    case 6: .cancelKey(reader.choice(keys))
    case 7: .cancelGroup(reader.choice(groups))
    case 8: .cancelAll
    case 9: .dismissCurrent
    case 10: .orphanCurrent
    case 11: .appState([.active, .inactive, .background][reader.choice(3)])
    case 12: .visibleScreen(screen(&reader))
    case 13: .screenGone(reader.choice(screens))
    case 14: .closeRound(reader.choice(groups))
    case 15: reader.flag() ? .windowGone : .tearDownLane
    case 16: .advance(Double(reader.byte()) * 0.05)
    case 17: reader.flag() ? page(&reader) : .swipe
    case 18: .toggleConditionFlag
    case 19: .suspendLane
    case 20: .resumeLane
    default: .completeAnimations
    }
  }

  private static func decodeRequest(_ reader: inout ByteReader) -> Request {
    var request = Request()
    request.key = reader.choice(keys)
    request.priority = reader.choice(8) - 2
    request.screen = reader.choice(3) == 0 ? reader.choice(screens) : nil
    let bits = reader.byte()
    request.dismissesWhenScopeLeaves = bits & 1 != 0
    request.yieldsToNavigation = bits & 2 != 0
    request.replacesPending = bits & 4 != 0
    request.preemption = PopupPreemption(
      preempts: bits & 8 != 0,
      isPreemptible: bits & 16 == 0,
      whenPreempted: bits & 32 != 0 ? .end : .showAgain
    )
    request.group = bits & 64 != 0 ? Int(bits >> 7) : nil
    request.condition = Condition.allCases[reader.choice(Condition.allCases.count)]
    request.expiresAfter = optionalDuration(&reader)
    request.autoDismissAfter = optionalDuration(&reader)
    switch reader.choice(8) {
    case 0: request.frequencyCap = .perLaunch(reader.choice(3))
    case 1: request.frequencyCap = .perInterval(reader.choice(3), Double(reader.choice(4)) * 5)
    default: request.frequencyCap = nil
    }
    request.expectedAnimationDuration = [0.3, 0, 0.1, 1, -1, .infinity][reader.choice(6)]
    request.presenter = FuzzPresenter.Behaviour.decode(&reader)
    request.reaction = Reaction.allCases[reader.choice(Reaction.allCases.count)]
    return request
  }

  private static func page(_ reader: inout ByteReader) -> PopupOperation {
    let duration = duration(&reader)
    let finishes = reader.byte() < 230
    let reaction =
      reader.choice(2) == 0 ? Reaction.allCases[reader.choice(Reaction.allCases.count)] : .none
    return .page(duration: duration, finishes: finishes, reaction: reaction)
  }

  private static func screen(_ reader: inout ByteReader) -> Int? {
    let choice = reader.choice(screens + 1)
    return choice == screens ? nil : choice
  }

  /// A duration from 0 to 12.75 s in steps of 0.05 s.
  private static func duration(_ reader: inout ByteReader) -> TimeInterval {
    Double(reader.byte()) * 0.05
  }

  /// No limit (most often), a duration, or one the queue must refuse (zero, negative, NaN).
  private static func optionalDuration(_ reader: inout ByteReader) -> TimeInterval? {
    let byte = reader.byte()
    switch byte {
    case 0..<128: return nil
    case 250: return 0
    case 251: return -1
    case 252: return .nan
    case 253: return .infinity
    default: return Double(byte - 127) * 0.1
    }
  }
}
