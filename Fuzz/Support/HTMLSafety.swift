import Foundation

/// Finds markup that runs script or loads a resource from outside the site in generated HTML.
///
/// The checks read the HTML as a browser would: every `<` followed by a letter opens a tag
/// (text is escaped, so any such `<` is real markup), attribute values are entity-decoded
/// and stripped of white space and control characters before their scheme is read.
public enum HTMLSafety {
  static let forbiddenTags: Set<String> = [
    "script", "iframe", "frame", "frameset", "object", "embed", "applet", "style", "link", "meta",
    "base", "form", "svg", "math", "audio", "video", "source", "track", "portal", "template",
  ]
  static let loadingAttributes: Set<String> = ["src", "srcset", "poster", "data", "background"]
  static let scriptSchemes = ["javascript:", "vbscript:", "data:text/html", "livescript:"]
  /// The one script element the site writes itself: a tree's data, which never runs.
  static let treeData = "<script type=\"application/json\" id=\"tree-data\">"

  /// The first problem in `html`, or nil.
  public static func problem(in html: Substring) -> String? {
    let bytes = Array(html.utf8)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<"), index + 1 < bytes.count, isLetter(bytes[index + 1])
      else {
        index += 1
        continue
      }
      let (name, attributes, end) = tag(bytes, from: index + 1)
      let written = String(decoding: bytes[index..<min(end + 1, bytes.count)], as: UTF8.self)
      if name == "script", written == treeData {
        // NB: its JSON must not close the element early.
        let rest = String(decoding: bytes[(end + 1)...], as: UTF8.self).lowercased()
        let close = rest.range(of: "</script")
        if let close, rest[..<close.lowerBound].contains("<!--") { return "comment in tree data" }
        index = end + 1
        continue
      }
      if forbiddenTags.contains(name) { return "<\(name)> element: \(written.prefix(200))" }
      for (attribute, value) in attributes {
        let cleaned = clean(value)
        if attribute.hasPrefix("on") {
          return "event handler \(attribute)=: \(written.prefix(200))"
        }
        if scriptSchemes.contains(where: cleaned.hasPrefix) {
          return "script URL in \(attribute)=: \(written.prefix(200))"
        }
        if attribute == "style", cleaned.contains("url(") || cleaned.contains("expression(") {
          return "style loading a resource: \(written.prefix(200))"
        }
        if loadingAttributes.contains(attribute), isOutside(cleaned) {
          return "\(name) loads \(cleaned.prefix(100)) from outside the site"
        }
        if attribute == "formaction" || attribute == "srcdoc" { return "\(attribute)= attribute" }
      }
      index = end + 1
    }
    return nil
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// The tag's lowercased name and attributes, and the index of its `>`.
  private static func tag(_ bytes: [UInt8], from start: Int) -> (
    String, [(String, String)], Int
  ) {
    var index = start
    while index < bytes.count, isLetter(bytes[index]) || (0x30...0x39).contains(bytes[index]) {
      index += 1
    }
    let name = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
    var attributes: [(String, String)] = []
    while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
      if [0x20, 0x09, 0x0A, 0x0C, 0x0D, 0x2F].contains(bytes[index]) {
        index += 1
        continue
      }
      let nameStart = index
      while index < bytes.count,
        ![0x20, 0x09, 0x0A, 0x0C, 0x0D, 0x2F, 0x3D, 0x3E].contains(bytes[index])
      {
        index += 1
      }
      let attribute = String(decoding: bytes[nameStart..<index], as: UTF8.self).lowercased()
      var value = ""
      if index < bytes.count, bytes[index] == UInt8(ascii: "=") {
        index += 1
        if index < bytes.count, bytes[index] == 0x22 || bytes[index] == 0x27 {
          let quote = bytes[index]
          let valueStart = index + 1
          index = valueStart
          while index < bytes.count, bytes[index] != quote { index += 1 }
          value = String(decoding: bytes[valueStart..<min(index, bytes.count)], as: UTF8.self)
          index += 1
        } else {
          let valueStart = index
          while index < bytes.count, ![0x20, 0x09, 0x0A, 0x0C, 0x0D, 0x3E].contains(bytes[index]) {
            index += 1
          }
          value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
        }
      }
      if !attribute.isEmpty { attributes.append((attribute, value)) }
    }
    return (name, attributes, index)
  }

  /// The value as a browser reads a URL: entities decoded, white space and controls dropped.
  static func clean(_ value: String) -> String {
    var decoded = ""
    var rest = Substring(value)
    while let amp = rest.firstIndex(of: "&") {
      decoded += rest[..<amp]
      let after = rest[rest.index(after: amp)...]
      if let semi = after.firstIndex(of: ";"), after.distance(from: after.startIndex, to: semi) < 12
      {
        let entity = after[..<semi].lowercased()
        var scalar: Unicode.Scalar?
        if entity.hasPrefix("#x") {
          scalar = UInt32(entity.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if entity.hasPrefix("#") {
          scalar = UInt32(entity.dropFirst()).flatMap(Unicode.Scalar.init)
        } else {
          scalar = ["colon": ":", "tab": "\t", "newline": "\n", "amp": "&", "sol": "/"][entity]
        }
        if let scalar {
          decoded.unicodeScalars.append(scalar)
          rest = after[after.index(after: semi)...]
          continue
        }
      }
      decoded += "&"
      rest = after
    }
    decoded += rest
    return String(decoded.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F })
      .lowercased()
  }

  /// Whether a URL points outside the site: a scheme, or a protocol-relative `//` path.
  static func isOutside(_ url: String) -> Bool {
    if url.hasPrefix("//") || url.hasPrefix("\\\\") || url.hasPrefix("/\\") { return true }
    guard let colon = url.firstIndex(of: ":") else { return false }
    let scheme = url[..<colon]
    return !scheme.contains("/") && !scheme.contains("?") && !scheme.contains("#")
  }
}
