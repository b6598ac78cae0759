import Baton
import BatonRouting
import Foundation

/// The router benchmark (`baton-lab bench router`): the trie against a naive linear scan.
///
/// For N = 100, 1,000 and 10,000 realistic routes (see `RouterBenchmarkCorpus`), matches
/// 100,000 URLs, half hits and half misses, parsing included, and prints one line per N:
/// `router N=<n> baton_ns=<ns per match> host_as_path_ns=<ns per match> linear_ns=<ns per match>
/// ratio=<linear/baton>`. `host_as_path_ns` matches the same URLs with
/// ``RouteOptions/readsHostAsPath`` on against the same routes written without scheme and host
/// (`/m<k>/user/<int:id>`), so every URL's host is looked up as the first path segment.
/// Each figure is the best of five runs after a warm-up. The linear baseline is timed on the
/// first `max(1,000, 20,000,000 / N)` of the same URLs so the run stays short; its figure is
/// per match all the same. Targets: at most 1 µs per match at 10,000 routes, in plain Swift
/// with no unsafe pointers (issue 25), and the time at 10,000 at most 1.3 times the time at 100.
@MainActor
package enum RouterBenchmark {
  /// Runs the benchmark and returns its report, one line per measurement.
  ///
  /// - Returns: The report lines.
  package static func run() -> [String] {
    [100, 1_000, 10_000].map { line(routeCount: $0, urlCount: 100_000) }
  }

  static func line(routeCount: Int, urlCount: Int) -> String {
    let corpus = RouterBenchmarkCorpus(routeCount: routeCount, urlCount: urlCount)
    // The tables are `let`s: a closure that captures a `var` copies the table out of its box
    // on every call, which would time the harness, not the matcher.
    let table: RouteTable
    let hostAsPathTable: RouteTable
    do throws(RouteError) {
      (table, hostAsPathTable) = try tables(corpus.patterns)
    } catch {
      return "router N=\(routeCount) error=\(error.caseName)"
    }
    let linear = LinearRouteMatcher(table: table)
    let linearURLs = Array(corpus.urls.prefix(max(1_000, 20_000_000 / routeCount)))
    let batonNanoseconds = measure(corpus.urls) { url throws(RouteError) in try table.match(url) }
    let hostAsPathNanoseconds = measure(corpus.urls) { url throws(RouteError) in
      try hostAsPathTable.match(url)
    }
    let linearNanoseconds = measure(linearURLs) { url throws(RouteError) in try linear.match(url) }
    let ratio = linearNanoseconds / max(batonNanoseconds, 0.001)
    return "router N=\(routeCount) baton_ns=\(format(batonNanoseconds)) "
      + "host_as_path_ns=\(format(hostAsPathNanoseconds)) "
      + "linear_ns=\(format(linearNanoseconds)) ratio=\(format(ratio))"
  }

  /// The corpus's table, and the same routes without scheme and host in a table that reads
  /// the host as the first segment.
  private static func tables(_ patterns: [String]) throws(RouteError) -> (RouteTable, RouteTable) {
    var table = RouteTable()
    var hostAsPathTable = RouteTable(options: RouteOptions(readsHostAsPath: true))
    for pattern in patterns {
      try table.add(pattern)
      try hostAsPathTable.add(String(pattern.dropFirst("myapp:/".count)))
    }
    return (table, hostAsPathTable)
  }

  /// Nanoseconds per URL for matching every URL once: the best of five runs, after a
  /// warm-up run.
  private static func measure(
    _ urls: [String],
    _ match: (String) throws(RouteError) -> RouteMatch
  ) -> Double {
    (0..<6).map { _ in measureOnce(urls, match) }.dropFirst().min() ?? 0
  }

  private static func measureOnce(
    _ urls: [String],
    _ match: (String) throws(RouteError) -> RouteMatch
  ) -> Double {
    var hits = 0
    let start = threadCPUNanoseconds()
    for url in urls {
      do throws(RouteError) {
        hits &+= try match(url).routeIndex
      } catch {
        hits &+= 1
      }
    }
    let elapsed = threadCPUNanoseconds() - start
    sink = hits
    return Double(elapsed) / Double(max(urls.count, 1))
  }

  private static var sink = 0

  /// The CPU time this thread has used: unlike the wall clock, it does not count time the
  /// thread waited for a core, so concurrent builds disturb the figures less.
  private static func threadCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  private static func format(_ value: Double) -> String {
    String(format: "%.1f", value)
  }
}
