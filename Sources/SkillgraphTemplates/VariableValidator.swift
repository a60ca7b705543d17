import SkillgraphModel

/// Checks a value against its variable's rule and turns it into what templates render.
package enum VariableValidator {
  /// Swift keywords that cannot be identifiers or type names without backticks.
  package static let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
    "init",
    "inout", "internal", "let", "open", "operator", "private", "protocol", "public", "static",
    "struct",
    "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
    "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true",
    "try",
    "Any", "await", "async", "some", "any",
  ]

  /// The rendered value, or the rule `text` breaks.
  package static func value(of text: String, for variable: TemplateVariable) -> Result<
    any Sendable, InvalidValue
  > {
    func invalid(_ rule: String) -> Result<any Sendable, InvalidValue> {
      .failure(InvalidValue(variable: variable.name, value: text, rule: rule))
    }
    switch variable.type {
    case .identifier:
      guard isIdentifier(text), text.first?.isLowercase == true || text.first == "_" else {
        return invalid(
          "is not a Swift identifier (lowerCamelCase letters, digits and _, not a keyword)")
      }
      return .success(text)
    case .typeName:
      guard isIdentifier(text), text.first?.isUppercase == true else {
        return invalid(
          "is not a Swift type name (UpperCamelCase letters, digits and _, not a keyword)")
      }
      return .success(text)
    case .reverseDNS, .taskIdentifier:
      guard isReverseDNS(text) else {
        return invalid(
          "is not a reverse-DNS identifier (two or more dot-separated parts of letters, digits and -, such as com.example.app.refresh)"
        )
      }
      return .success(text)
    case .string:
      guard text.count <= 500 else { return invalid("is longer than 500 characters") }
      guard !text.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" }) else {
        return invalid("contains a control character (line breaks are not allowed)")
      }
      return .success(text)
    case .integer:
      guard let number = Int(text) else { return invalid("is not a whole number") }
      return bounded(Double(number), text: text, variable: variable).map { _ in number }
    case .duration:
      guard let seconds = DurationText.seconds(text) else {
        return invalid(
          text.hasPrefix("-")
            ? "is negative; a duration must be zero or more"
            : "is not a duration (900, 30s, 15m, 2h, 1d)")
      }
      guard seconds <= 366 * 86_400 else {
        return invalid("is over a year, which the system would never honour")
      }
      return bounded(seconds, text: text, variable: variable).map { _ in
        seconds.rounded() == seconds ? Int(seconds) as any Sendable : seconds as any Sendable
      }
    case .boolean:
      switch text.lowercased() {
      case "true", "yes", "1", "on": return .success(true)
      case "false", "no", "0", "off": return .success(false)
      default: return invalid("is not a boolean (true or false)")
      }
    case .choice:
      let choices = variable.choices ?? []
      guard choices.contains(text) else {
        return invalid("is not one of \(choices.joined(separator: ", "))")
      }
      return .success(text)
    }
  }

  private static func bounded(
    _ value: Double, text: String, variable: TemplateVariable
  ) -> Result<any Sendable, InvalidValue> {
    func parse(_ bound: String) -> Double? {
      variable.type == .duration ? DurationText.seconds(bound) : Double(bound)
    }
    if let min = variable.min.flatMap(parse), value < min {
      return .failure(
        InvalidValue(
          variable: variable.name, value: text, rule: "is below the minimum \(variable.min!)"))
    }
    if let max = variable.max.flatMap(parse), value > max {
      return .failure(
        InvalidValue(
          variable: variable.name, value: text, rule: "is above the maximum \(variable.max!)"))
    }
    return .success(value)
  }

  package static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.unicodeScalars.first, !swiftKeywords.contains(text), text.count <= 100
    else { return false }
    let isStart = { (scalar: Unicode.Scalar) in
      scalar.isASCII && (scalar.properties.isAlphabetic || scalar == "_")
    }
    return isStart(first)
      && text.unicodeScalars.allSatisfy { isStart($0) || ("0"..."9").contains($0) }
  }

  package static func isReverseDNS(_ text: String) -> Bool {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 2, text.count <= 255 else { return false }
    return parts.allSatisfy { part in
      !part.isEmpty && part.first != "-" && part.last != "-"
        && part.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
        }
    }
  }
}

/// Durations written as `900`, `30s`, `15m`, `2h` or `1d`.
package enum DurationText {
  /// The number of seconds, or nil when the text is not a non-negative duration.
  package static func seconds(_ text: String) -> Double? {
    let trimmed = text.trimmed.lowercased()
    let unit = trimmed.last.flatMap { "smhd".contains($0) ? $0 : nil }
    let number = unit == nil ? trimmed : String(trimmed.dropLast())
    guard let value = Double(number), value >= 0, value.isFinite, !number.hasPrefix("+") else {
      return nil
    }
    switch unit {
    case "m": return value * 60
    case "h": return value * 3_600
    case "d": return value * 86_400
    default: return value
    }
  }
}
