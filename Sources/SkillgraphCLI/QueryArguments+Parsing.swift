/// A parser for the plain spelling of `skillgraph query`'s arguments, without ArgumentParser.
// NB: agents and scripts run `query` many times in a row, and ArgumentParser's reflection over
// the command costs 2-4 ms at every start (a third of a query on a fresh index). Only the plain
// forms are read here: `--help`, an unknown or repeated option, a missing or dash-led value,
// `--`, or a number that does not parse returns nil, and ArgumentParser then parses (and reports)
// as always. A test checks that both parsers agree.
extension QueryArguments {
  /// The arguments after `query`, or nil when they need ArgumentParser.
  init?(plainArguments arguments: some Sequence<String>) {
    self.init()
    var seen = Set<String>()
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
      guard argument.hasPrefix("-") else {
        words.append(argument)
        continue
      }
      var name = argument
      var value: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
      }
      if name == "--json" || name == "--full", value == nil {
        guard seen.insert(name).inserted else { return nil }
        if name == "--json" { json = true } else { full = true }
        continue
      }
      guard Self.optionNames.contains(name) else { return nil }
      if value == nil { value = iterator.next() }
      guard let value, !value.hasPrefix("-") else { return nil }
      guard assign(value, to: name, seen: &seen) else { return nil }
    }
  }

  /// The options that take a value.
  private static let optionNames: Set = [
    "--content", "--index", "--limit", "--kind", "--skill", "--fact", "--max-tokens", "--ranking",
  ]

  /// Sets the option `name`; false when the value or the repetition needs ArgumentParser.
  private mutating func assign(_ value: String, to name: String, seen: inout Set<String>) -> Bool {
    switch name {
    case "--content": folders.append(value)
    case "--fact": facts.append(value)
    default:
      guard seen.insert(name).inserted else { return false }
      switch name {
      case "--index": index = value
      case "--kind": kind = value
      case "--skill": skill = value
      case "--ranking": ranking = value
      case "--limit":
        guard let number = Int(value) else { return false }
        limit = number
      default:
        guard let number = Int(value) else { return false }
        maxTokens = number
      }
    }
    return true
  }
}
