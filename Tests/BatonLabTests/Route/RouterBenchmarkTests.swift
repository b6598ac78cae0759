import Baton
import BatonRouting
import SeededRandom
import Testing

@testable import BatonLab

@MainActor
@Suite struct RouterBenchmarkTests {
  @Test func corpusHasTheRequestedRoutesAndHalfHits() throws {
    let corpus = RouterBenchmarkCorpus(routeCount: 100, urlCount: 2_000)
    #expect(corpus.patterns.count == 100)
    #expect(corpus.urls.count == 2_000)
    var table = RouteTable()
    for pattern in corpus.patterns { try table.add(pattern) }
    var hits = 0
    for url in corpus.urls where (try? table.match(url)) != nil { hits += 1 }
    #expect(hits == 1_000)
  }

  /// The baseline must give the trie's answers, or the comparison is meaningless; mutated
  /// URLs widen the check beyond the corpus.
  @Test func referenceMatcherAgreesWithTheTrie() throws {
    let corpus = RouterBenchmarkCorpus(routeCount: 100, urlCount: 3_000)
    var table = RouteTable()
    for pattern in corpus.patterns { try table.add(pattern) }
    for pattern in ["/user/<int:id>", "/user/<name>", "/user/me", "/<a>/<b>", "/files/<path:p>"] {
      try table.add(pattern)
    }
    let linear = ReferenceRouteMatcher(table: table)
    var random = SplitMix64(seed: 7)
    let noise = Array("/%7aZ-?&=".utf8)
    for url in corpus.urls {
      var bytes = Array(url.utf8)
      if random.next() % 2 == 0 {
        let position = Int(random.next() % UInt64(bytes.count + 1))
        bytes.insert(noise[Int(random.next() % UInt64(noise.count))], at: position)
      }
      let text = String(decoding: bytes, as: UTF8.self)
      #expect(outcome(try table.match(text)) == outcome(try linear.match(text)), "\(text)")
    }
  }

  @Test func reportHasOneLinePerRouteCountThenTheScalingLine() throws {
    let lines = RouterBenchmark.lines(routeCounts: [100, 200], urlCount: 500, rounds: 2)
    try #require(lines.count == 3, "\(lines)")
    for (line, count) in zip(lines, [100, 200]) {
      let pattern = try Regex(
        #"^router N=\#(count) baton_ns=\d+\.\d host_as_path_ns=\d+\.\d linear_ns=\d+\.\d ratio=\d+\.\d$"#
      )
      #expect(line.wholeMatch(of: pattern) != nil, "\(line)")
    }
    #expect(lines[2].wholeMatch(of: #/^router scaling=\d+\.\d\d$/#) != nil, "\(lines[2])")
  }

  private func outcome(_ body: @autoclosure () throws(RouteError) -> RouteMatch) -> String {
    do throws(RouteError) {
      let match = try body()
      return "\(match.routeIndex) \(match.pathValues)"
    } catch {
      return error.caseName
    }
  }
}
