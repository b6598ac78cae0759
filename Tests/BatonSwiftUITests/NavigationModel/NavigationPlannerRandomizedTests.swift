import Baton
import BatonSwiftUI
import SeededRandom
import Testing

/// Seeded random requests and user writes; every plan converges within its
/// bound, and every step keeps every rule.
@Suite struct NavigationPlannerRandomizedTests {
  static let capabilities: [NavigationCapabilities] = [.iOS15, .iOS16, .iOS17]

  @Test(arguments: capabilities)
  func plansAlwaysConvergeWithinTheirBoundKeepingEveryRule(
    _ capabilities: NavigationCapabilities
  ) {
    let planner = NavigationPlanner(capabilities: capabilities)
    var longest = 0
    for seed in UInt64(1)...300 {
      var random = SplitMix64(seed: seed)
      var model = NavigationModel(root: 0)
      for _ in 0..<40 {
        RandomNavigation.request(on: &model, using: &random)
        if random.next() % 3 == 0 { RandomNavigation.userWrite(on: &model, using: &random) }
        // Run part of the plan, as a driver interrupted by new requests would.
        let plan = planner.plan(from: model.rendered, to: model.requested)
        let bound = planner.stepBound(from: model.rendered, to: model.requested)
        #expect(plan.count <= bound, "seed \(seed)")
        longest = max(longest, plan.count)
        var state = model.rendered
        for step in plan {
          #expect(capabilities.brokenRules(from: state, to: step.target) == [], "seed \(seed)")
          state = step.target
        }
        #expect(state == model.requested, "seed \(seed)")
        let taken = Int(random.next() % UInt64(plan.count + 1))
        for step in plan.prefix(taken) {
          model.begin(step)
          model.endStep()
        }
      }
    }
    #expect(longest > 3, "the storm reaches plans of several steps")
  }
}

/// Random intents and user writes for the randomised tests.
enum RandomNavigation {
  static func request(on model: inout NavigationModel<Int>, using random: inout SplitMix64) {
    let route = Int(random.next() % 100)
    switch random.next() % 12 {
    case 0, 1, 2: model.push(route)
    case 3: try? model.pop(count: Int(random.next() % 2) + 1)
    case 4: model.popToRoot()
    case 5: model.setPath((0..<Int(random.next() % 4)).map { route + $0 })
    case 6: model.setRoot(route)
    case 7: model.present(route, style: random.next() % 2 == 0 ? .sheet : .fullScreenCover)
    case 8: try? model.dismiss()
    case 9: model.dismissAll()
    case 10: model.showAlert(route)
    default: try? model.dismissAlert()
    }
  }

  /// A write SwiftUI could make about what is rendered: a back tap, a swipe-down, an alert
  /// button.
  static func userWrite(on model: inout NavigationModel<Int>, using random: inout SplitMix64) {
    let rendered = model.rendered
    switch random.next() % 3 {
    case 0:
      let top = rendered.topStack
      guard !top.path.isEmpty else { return }
      _ = model.receive(.pathChanged(stack: top.id, path: top.path.dropLast().map(\.id)))
    case 1:
      guard let layer = rendered.layers.last else { return }
      _ = model.receive(.layerDismissed(layer.id))
    default:
      guard let alert = rendered.alert else { return }
      _ = model.receive(.alertDismissed(alert.id))
    }
  }
}
