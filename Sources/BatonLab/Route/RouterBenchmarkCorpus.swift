import Baton
import SeededRandom

/// The router benchmark's routes and URLs, generated deterministically.
///
/// Routes come in modules of five realistic shapes, one host per module:
/// `myapp://m<k>/user/<int:id>`, `myapp://m<k>/post/<id>/comments`,
/// `myapp://m<k>/shop/<category>/item/<int:itemId>`, `myapp://m<k>/order/<uuid:orderId>` and
/// `myapp://m<k>/files/<path:rest>`. Half the URLs hit a route (with mixed-case hosts, queries
/// and fragments); the other half miss in several ways: unknown host, other scheme, unknown
/// path, a typed segment that does not convert, too many or too few segments, and a malformed
/// percent escape.
struct RouterBenchmarkCorpus {
  /// The route patterns.
  let patterns: [String]
  /// The URLs to match.
  let urls: [String]

  /// Generates `routeCount` routes (a multiple of five) and `urlCount` URLs.
  init(routeCount: Int, urlCount: Int, seed: UInt64 = 0x5EED) {
    let modules = max(1, routeCount / 5)
    var patterns: [String] = []
    patterns.reserveCapacity(modules * 5)
    for module in 0..<modules {
      patterns += [
        "myapp://m\(module)/user/<int:id>",
        "myapp://m\(module)/post/<id>/comments",
        "myapp://m\(module)/shop/<category>/item/<int:itemId>",
        "myapp://m\(module)/order/<uuid:orderId>",
        "myapp://m\(module)/files/<path:rest>",
      ]
    }
    var random = SplitMix64(seed: seed)
    var urls: [String] = []
    urls.reserveCapacity(urlCount)
    for index in 0..<urlCount {
      let module = Int(random.next() % UInt64(modules))
      let number = random.next() % 100_000
      let variant = Int(random.next() % 7)
      urls.append(
        index.isMultiple(of: 2)
          ? Self.hit(module, number, variant) : Self.miss(module, number, variant)
      )
    }
    self.patterns = patterns
    self.urls = urls
  }

  private static func hit(_ module: Int, _ number: UInt64, _ variant: Int) -> String {
    switch variant % 5 {
    case 0: "myapp://m\(module)/user/\(number)"
    case 1: "myapp://M\(module)/post/p\(number)/comments?sort=new"
    case 2: "myapp://m\(module)/shop/books/item/\(number)?ref=home#top"
    case 3: "myapp://m\(module)/order/0f8fad5b-d9cb-469f-a165-7086772\(10_000 + number % 90_000)"
    default: "myapp://m\(module)/files/docs/\(number)/read%20me.txt"
    }
  }

  private static func miss(_ module: Int, _ number: UInt64, _ variant: Int) -> String {
    switch variant {
    case 0: "myapp://x\(module)/user/\(number)"
    case 1: "other://m\(module)/user/\(number)"
    case 2: "myapp://m\(module)/users/\(number)"
    case 3: "myapp://m\(module)/user/u\(number)"
    case 4: "myapp://m\(module)/post/\(number)/comments/extra"
    case 5: "myapp://m\(module)/shop/books"
    default: "myapp://m\(module)/user/%Z\(number)"
    }
  }
}
