import Skillgraph

/// Parses the `NAME=VALUE` arguments of `--var`, `--answer`, `--fact` and `--template-var`.
enum NameValuePairs {
  /// The pairs as a dictionary (a later pair replaces an earlier one); text without `=`, or
  /// with nothing before it, is a usage error.
  static func parse(_ texts: [String]) throws(SkillgraphError) -> [String: String] {
    var result: [String: String] = [:]
    for text in texts {
      guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
        throw .invalidArgument(text, reason: "'\(text)' is not NAME=VALUE")
      }
      result[String(text[..<equals])] = String(text[text.index(after: equals)...])
    }
    return result
  }
}
