import Foundation
import SkillgraphSupport
import Testing

@Suite("the one JSON format")
struct JSONFormatTests {
  @Test("keys are sorted and slashes are not escaped")
  func compactSortedUnescaped() throws {
    let data = try JSONFormat.encoder().encode(["b": "x/y", "a": "1"])
    #expect(String(decoding: data, as: UTF8.self) == #"{"a":"1","b":"x/y"}"#)
  }

  @Test("the pretty form indents the same keys in the same order")
  func prettyIsIndented() throws {
    let data = try JSONFormat.encoder(pretty: true).encode(["b": "x/y", "a": "1"])
    #expect(String(decoding: data, as: UTF8.self) == "{\n  \"a\" : \"1\",\n  \"b\" : \"x/y\"\n}")
  }
}
