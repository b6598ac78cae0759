/// The one weak reference to a request's source, shared by all of the request's closures.
///
/// Each `[weak x]` capture is a weak reference of its own, formed when the closure is made and
/// destroyed with it; three closures capturing one source weakly cost three of each.
@MainActor
final class WeakSource<Source: AnyObject> {
  /// The source, while it lives.
  weak var object: Source?

  init(_ object: Source) {
    self.object = object
  }
}
