import Foundation
import HeadlessUIKit
import Testing

/// `UIAccessibility.post(notification:argument:)`, recorded by the world
/// (UIKitFacts.md P5).
@MainActor
@Suite struct AccessibilityPostTests {
  @Test func postsAreRecordedInOrderWithTheirArguments() {
    let world = Headless.World()
    let view = world.run { UIView() }
    world.run {
      UIAccessibility.post(notification: .screenChanged, argument: view)
      UIAccessibility.post(notification: .announcement, argument: "Saved")
      UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }
    let posts = world.accessibilityPosts
    #expect(posts.map(\.notification) == [.screenChanged, .announcement, .layoutChanged])
    #expect(posts[0].element === view)
    #expect(posts[1].text == "Saved")
    #expect(posts[2].hasNoArgument)
    #expect(!posts[0].hasNoArgument)
    world.removeAllAccessibilityPosts()
    #expect(world.accessibilityPosts.isEmpty)
  }

  /// A recorded post keeps no element alive.
  @Test func aRecordedPostDoesNotKeepItsElementAlive() {
    let world = Headless.World()
    weak var weakView: UIView?
    world.run {
      let view = UIView()
      weakView = view
      UIAccessibility.post(notification: .screenChanged, argument: view)
    }
    #expect(weakView == nil)
    #expect(world.accessibilityPosts.first?.element == nil)
  }

  /// Posts go to the world that is current; another world records nothing.
  @Test func postsGoToTheCurrentWorld() {
    let world = Headless.World()
    let other = Headless.World()
    other.run { UIAccessibility.post(notification: .announcement, argument: "Hi") }
    #expect(world.accessibilityPosts.isEmpty)
    #expect(other.accessibilityPosts.count == 1)
  }

  /// A long-lived world keeps the latest posts only, and still counts every one (P5's model
  /// note: a storm's memory must not grow with its pop-ups).
  @Test func aWorldKeepsOnlyTheLatestPostsAndCountsThemAll() {
    let world = Headless.World()
    let capacity = Headless.World.accessibilityPostCapacity
    let total = 3 * capacity + 7
    world.run {
      for index in 0..<total {
        UIAccessibility.post(notification: .announcement, argument: "post \(index)")
      }
    }
    let posts = world.accessibilityPosts
    #expect(posts.count == capacity)
    #expect(posts.first?.text == "post \(total - capacity)")
    #expect(posts.last?.text == "post \(total - 1)")
    #expect(world.accessibilityPostCount == total)
    world.removeAllAccessibilityPosts()
    #expect(world.accessibilityPostCount == 0)
  }
}
