import Testing

@testable import BatonLab

@Suite struct XMLTextTests {
  @Test func escapesTheFiveSpecialCharacters() {
    #expect(XMLText.escape("a<b & \"c\" > 'd'") == "a&lt;b &amp; &quot;c&quot; &gt; &apos;d&apos;")
    #expect(XMLText.escape("modern UIKit (iOS 13+)") == "modern UIKit (iOS 13+)")
  }

  @Test func numbersKeepAtMostOneDecimal() {
    #expect(XMLText.number(12) == "12")
    #expect(XMLText.number(3.14159) == "3.1")
    #expect(XMLText.number(-0.04) == "0")
    #expect(XMLText.number(.infinity) == "0")
  }

  @Test func aTimelineAxisHasAboutTenTicks() {
    #expect(TimelineChart.tickStep(11.4) == 1)
    #expect(TimelineChart.tickStep(3) == 0.5)
    #expect(TimelineChart.tickStep(90) == 10)
  }
}
