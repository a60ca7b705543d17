import Mustache
import SkillgraphSupport

/// Escapes values for the inside of a Swift string literal.
package struct SwiftStringContentType: MustacheContentType {
  /// A value with every setting at its default.
  package init() {}

  package func escapeText(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        // NB: DEL, C1 controls, bidirectional overrides and line separators are escaped too:
        // raw, the first does not compile and the others make the source read otherwise
        // than it runs.
        if ControlCharacters.isUnsafe(scalar) {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

/// Escapes values for XML text and attributes (property lists).
package struct XMLContentType: MustacheContentType {
  /// A value with every setting at its default.
  package init() {}

  package func escapeText(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      default: result.append(character)
      }
    }
    return result
  }
}

extension TemplateManifest.Language {
  /// The content-type pragma that makes swift-mustache escape values for this language.
  package var pragma: String {
    switch self {
    case .swift: "{{% CONTENT_TYPE: SKILLGRAPH_SWIFT}}"
    case .plist: "{{% CONTENT_TYPE: SKILLGRAPH_XML}}"
    case .text: "{{% CONTENT_TYPE: TEXT}}"
    }
  }

  /// Registers the content types once per process.
  package static let registration: Void = {
    MustacheContentTypes.register(SwiftStringContentType(), named: "SKILLGRAPH_SWIFT")
    MustacheContentTypes.register(XMLContentType(), named: "SKILLGRAPH_XML")
  }()
}
