package import Foundation

/// The one JSON format Skillgraph writes: keys sorted, so that equal values give equal bytes,
/// and slashes unescaped (paths and URLs read as they are); compact unless a file is meant for
/// people to read.
package enum JSONFormat {
  /// An encoder of the format; `pretty` indents it, one value a line.
  package static func encoder(pretty: Bool = false) -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      pretty
      ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      : [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
