import Foundation
import SkillgraphMarkdown
package import SkillgraphModel
import SkillgraphSupport

/// A JSON manifest read whole, able to say where in its text a key is written.
package struct ManifestFile {
  /// The path, as the diagnostics show it.
  package let path: String
  /// The top-level object.
  package let object: [String: Any]
  private let text: String

  /// Reads and parses `path`; a file that cannot be read, or is not a JSON object, adds an
  /// error to `diagnostics` and gives nil.
  package init?(path: String, into diagnostics: inout [Diagnostic]) {
    self.path = path
    guard let data = try? BoundedFile.contents(of: path, limit: 1 << 20) else {
      diagnostics.append(
        Diagnostic(
          .error, "bad-plugin-manifest",
          "cannot read the manifest (a regular file of at most 1 MB)", path: path,
          range: .at(line: 1)))
      return nil
    }
    text = String(decoding: data, as: UTF8.self)
    do {
      guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        diagnostics.append(
          Diagnostic(
            .error, "bad-plugin-manifest", "the manifest is not a JSON object", path: path,
            range: .at(line: 1)))
        return nil
      }
      self.object = object
    } catch {
      let detail = (error as NSError).userInfo["NSDebugDescription"] as? String ?? ""
      let (line, column) = Self.position(ofByte: Self.errorOffset(detail, in: text), in: text)
      let reason = detail.isEmpty ? "" : ": \(detail)"
      diagnostics.append(
        Diagnostic(
          .error, "bad-plugin-manifest", "the manifest is not valid JSON\(reason)", path: path,
          range: .at(line: line, column: column)))
      return nil
    }
  }

  /// Adds a diagnostic (`bad-plugin-manifest` unless another is named) at the first place `key`
  /// is written (as a JSON string), after `near` when given.
  package func report(
    _ severity: Diagnostic.Severity, _ message: String, key: String, near: String? = nil,
    identifier: String = "bad-plugin-manifest", into result: inout PluginManifest.Declared
  ) {
    let (line, column) = location(of: "\"\(key)\"", after: near.map { "\"\($0)\"" })
    result.diagnostics.append(
      Diagnostic(
        severity, identifier, message, path: path,
        range: .at(line: line, column: column)))
  }

  private func location(of needle: String, after anchor: String?) -> (Int, Int) {
    let bytes = Array(text.utf8)
    var start = 0
    if let anchor, let found = Self.find(Array(anchor.utf8), in: bytes, from: 0) { start = found }
    guard let offset = Self.find(Array(needle.utf8), in: bytes, from: start) else { return (1, 1) }
    return Self.position(ofByte: offset, in: text)
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    guard !needle.isEmpty, bytes.count >= needle.count, start <= bytes.count - needle.count
    else { return nil }
    for index in start...(bytes.count - needle.count)
    where bytes[index..<(index + needle.count)].elementsEqual(needle) {
      return index
    }
    return nil
  }

  /// Where Foundation's JSON error says the problem is: "around character N" (counted in
  /// characters), or the end of the text for an unexpected end.
  package static func errorOffset(_ detail: String, in text: String) -> Int {
    if detail.contains("end of file") { return text.utf8.count }
    guard let range = detail.range(of: "around character ") else { return 0 }
    let number = Int(detail[range.upperBound...].prefix { $0.isNumber }) ?? 0
    let index = text.index(text.startIndex, offsetBy: number, limitedBy: text.endIndex)
    return index.map { text.utf8.distance(from: text.utf8.startIndex, to: $0) } ?? 0
  }

  /// The 1-based line and byte column of the byte at `offset`.
  package static func position(ofByte offset: Int, in text: String) -> (Int, Int) {
    var line = 1
    var column = 1
    for (index, byte) in text.utf8.enumerated() {
      if index >= offset { break }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }
}
