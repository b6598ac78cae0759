import Foundation
import Testing

/// The "SwiftUI" article's worked example is type-checked against the real iOS SDK as
/// `Examples/SwiftUIApp/ShopApp.swift` (`Examples/SwiftUIApp/typecheck.sh`): its Swift blocks
/// must stand there verbatim, so that the check covers what the article shows.
@Suite struct ExampleSyncTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The Swift code blocks of a DocC article, in order.
  static func swiftBlocks(of article: String) -> [String] {
    var blocks: [String] = []
    var current: [Substring]?
    for line in article.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
        current = []
      } else if let lines = current, line == "```" {
        blocks.append(lines.joined(separator: "\n") + "\n")
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func theArticlesBlocksStandVerbatimInTheTypeCheckedExample() throws {
    let article = try String(
      contentsOf: Self.root.appending(path: "Sources/BatonSwiftUI/BatonSwiftUI.docc/SwiftUI.md"),
      encoding: .utf8
    )
    let example = try String(
      contentsOf: Self.root.appending(path: "Examples/SwiftUIApp/ShopApp.swift"),
      encoding: .utf8
    )
    let blocks = Self.swiftBlocks(of: article)
    #expect(blocks.count >= 2)
    for (index, block) in blocks.prefix(2).enumerated() {
      #expect(example.contains(block), "block \(index + 1) of SwiftUI.md is not in ShopApp.swift")
    }
  }

  @Test func blocksAreReadAsWritten() {
    let article = "text\n```swift\nlet a = 1\n```\nmore\n```swift\nlet b = 2\nlet c = 3\n```\n"
    #expect(Self.swiftBlocks(of: article) == ["let a = 1\n", "let b = 2\nlet c = 3\n"])
  }
}
