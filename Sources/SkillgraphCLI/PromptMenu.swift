import Skillgraph

/// A command a menu accepts besides its options, typed as one character.
enum PromptCommand: String, CaseIterable, Sendable {
  case back = "b"
  case explain = "?"
  case notSure = "u"
  case quit = "q"

  /// What the key does, for the key help.
  var help: String {
    switch self {
    case .back: "back"
    case .explain: "explain"
    case .notSure: "not sure"
    case .quit: "quit"
    }
  }
}

/// What the user chose in a menu: an option (by index) or a command.
enum PromptChoice: Equatable, Sendable {
  case option(Int)
  case command(PromptCommand)
}

/// A menu: a title, numbered options, the default, and the commands it accepts; resolves what
/// the user types (a number, an option's ID or first letters, a command letter).
struct PromptMenu: Sendable {
  /// One numbered option.
  struct Option: Sendable {
    /// The text shown.
    var label: String
    /// The option's ID (also accepted as an answer).
    var id: String
    /// "None of these" and "Not sure": matched by first letters only when no other option is.
    var isSpecial = false
  }

  /// What typed text means: a choice, or why it is not one.
  enum Resolution: Equatable {
    case choice(PromptChoice)
    case problem(String)
  }

  var title: String
  var options: [Option]
  var defaultIndex: Int
  var commands: [PromptCommand]
  /// A yes/no question: the keys `y` and `n` answer it at once.
  var answersYesNo = false

  /// The option `y` or `n` chooses in a yes/no question, if `key` is one of them.
  func yesNoOption(for key: Character) -> Int? {
    guard answersYesNo else { return nil }
    let wanted: String
    switch key.lowercased() {
    case "y": wanted = "yes"
    case "n": wanted = "no"
    default: return nil
    }
    return options.firstIndex { $0.id == wanted || Self.normalized($0.label) == wanted }
  }

  /// Resolves a typed line: empty is the default; then a command letter, a number, an option ID,
  /// an option's whole text, the unique option its first letters match.
  func resolve(_ typed: String) -> Resolution {
    let text = typed.trimmed.lowercased()
    if text.isEmpty, options.indices.contains(defaultIndex) {
      return .choice(.option(defaultIndex))
    }
    if let command = commands.first(where: { $0.rawValue == text }) {
      return .choice(.command(command))
    }
    if let number = Int(text) {
      guard (1...max(1, options.count)).contains(number), !options.isEmpty else {
        return .problem("\(number) is not an option; \(choices)")
      }
      return .choice(.option(number - 1))
    }
    if let index = options.firstIndex(where: { $0.id.lowercased() == text }) {
      return .choice(.option(index))
    }
    let key = Self.normalized(text)
    if let index = options.firstIndex(where: { Self.normalized($0.label) == key }) {
      return .choice(.option(index))
    }
    let matches = prefixMatches(text)
    if matches.count == 1 { return .choice(.option(matches[0])) }
    if matches.count > 1 {
      let numbers = matches.map { String($0 + 1) }.joined(separator: ", ")
      return .problem(
        "'\(typed.trimmed)' matches options \(numbers); type more letters or a number")
    }
    return .problem("'\(typed.trimmed)' is not an option; \(choices)")
  }

  /// The options whose text starts with `typed` (letters and digits only, any case): the usual
  /// options first; "none of these" and "not sure" only when no usual option matches.
  func prefixMatches(_ typed: String) -> [Int] {
    let key = Self.normalized(typed)
    guard !key.isEmpty else { return [] }
    let matching = options.indices.filter { Self.normalized(options[$0].label).hasPrefix(key) }
    let usual = matching.filter { !options[$0].isSpecial }
    return usual.isEmpty ? matching : usual
  }

  /// What can be typed, for messages: `type 1-8, the first letters of an option, b (back), ...`.
  var choices: String {
    let commandHelp = commands.map { "\($0.rawValue) (\($0.help))" }.joined(separator: ", ")
    guard !options.isEmpty else { return "type \(commandHelp)" }
    return "type 1-\(options.count), the first letters of an option"
      + (commands.isEmpty ? "" : ", or \(commandHelp)")
  }

  /// The one-line key help shown under the options.
  func keyHelp(arrows: Bool) -> String {
    var parts: [String] = []
    if !options.isEmpty {
      if arrows { parts.append("↑↓ Enter") }
      parts.append(options.count == 1 ? "1" : "1-\(options.count)")
    }
    parts += commands.map { "\($0.rawValue) \($0.help)" }
    return parts.joined(separator: " · ")
  }

  /// Lowercase letters and digits, one space between words.
  static func normalized(_ text: String) -> String {
    let kept = text.lowercased().map { $0.isLetter || $0.isNumber ? $0 : " " }
    return String(kept).split(separator: " ").joined(separator: " ")
  }
}
