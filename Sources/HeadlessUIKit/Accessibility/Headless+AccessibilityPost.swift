import Foundation

extension Headless {
  /// One `UIAccessibility.post(notification:argument:)` the world recorded.
  ///
  /// Keeps an object argument weakly, so that recording a post keeps no view alive.
  @MainActor
  public struct AccessibilityPost {
    /// What was posted.
    public var notification: UIAccessibility.Notification
    /// The argument when it was a string (an announcement's text).
    public var text: String?
    /// The argument when it was an object (the element to focus), while it lives.
    public var element: AnyObject? { elementReference.object }
    /// Whether the argument was `nil`.
    public var hasNoArgument: Bool
    /// When it was posted, on the world's clock.
    public var time: TimeInterval

    private var elementReference: WeakReference<AnyObject>

    init(notification: UIAccessibility.Notification, argument: Any?, time: TimeInterval) {
      self.notification = notification
      self.time = time
      text = argument as? String
      let object: AnyObject? = text == nil ? argument.map { $0 as AnyObject } : nil
      elementReference = WeakReference(object: object)
      hasNoArgument = argument == nil
    }
  }
}

extension Headless {
  /// The accessibility posts a world keeps: the latest ``Headless/World/accessibilityPostCapacity``,
  /// so that a long-running world's memory does not grow with every post.
  ///
  /// Older posts are dropped in blocks: the log holds between one and two capacities' worth and
  /// reads back only the latest capacity's worth, so recording a post stays O(1) amortised.
  struct AccessibilityPostLog {
    private var posts: [AccessibilityPost] = []
    /// How many posts were recorded since the world began (or was last cleared).
    private(set) var total = 0

    /// The latest posts, oldest first, at most `capacity` of them.
    var latest: ArraySlice<AccessibilityPost> {
      posts.suffix(Headless.World.accessibilityPostCapacity)
    }

    mutating func append(_ post: AccessibilityPost) {
      let capacity = Headless.World.accessibilityPostCapacity
      if posts.count >= 2 * capacity { posts.removeFirst(posts.count - capacity) }
      posts.append(post)
      total += 1
    }

    mutating func removeAll() {
      posts.removeAll()
      total = 0
    }
  }
}

extension Headless.World {
  /// How many accessibility posts a world keeps for ``accessibilityPosts``: the latest 1,000.
  ///
  /// A test reads the posts of the few steps it just ran; a storm of millions of actions posts
  /// on every pop-up and would otherwise keep every post for the world's whole life.
  nonisolated public static let accessibilityPostCapacity = 1_000

  /// The latest accessibility notifications posted in this world, oldest first: all of them
  /// up to ``accessibilityPostCapacity``, then the latest that many.
  ///
  /// ``accessibilityPostCount`` counts every post, including those no longer kept.
  public var accessibilityPosts: [Headless.AccessibilityPost] {
    Array(application.accessibilityPostLog.latest)
  }

  /// How many accessibility notifications were posted in this world since it began or since
  /// ``removeAllAccessibilityPosts()``, including those ``accessibilityPosts`` no longer keeps.
  public var accessibilityPostCount: Int {
    application.accessibilityPostLog.total
  }

  /// Forgets the recorded accessibility notifications and resets ``accessibilityPostCount``.
  public func removeAllAccessibilityPosts() {
    application.accessibilityPostLog.removeAll()
  }
}
