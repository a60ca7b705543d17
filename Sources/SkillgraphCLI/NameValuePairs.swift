import Skillgraph

/// Parses the `NAME=VALUE` arguments of `--var`, `--answer`, `--fact` and `--template-var`.
enum NameValuePairs {
  /// The pairs as a dictionary; text without `=`, or with nothing before it, is a usage error,
  /// and so is a name given twice with two values (which one was meant cannot be told).
  static func parse(_ texts: [String]) throws(SkillgraphError) -> [String: String] {
    var result: [String: String] = [:]
    for text in texts {
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
        throw .invalidArgument(text, reason: "'\(text)' is not NAME=VALUE")
      }
      let name = String(text[..<equals])
      let value = String(text[text.index(after: equals)...])
      if let earlier = result[name], earlier != value {
        throw .invalidArgument(
          text, reason: "'\(name)' is given twice, as '\(earlier)' and as '\(value)'; keep one")
      }
      result[name] = value
    }
    return result
  }
}
