/// Reads Graphviz `digraph` source into a `DotGraph`: node statements, edge chains, attributes.
package struct DotParser {
  /// A value with every setting at its default.
  package init() {}

  private enum Token: Equatable {
    case identifier(String)
    case symbol(String)
  }

  /// Parses `source`, whose first line is `firstLine` in the file.
  package func parse(_ source: String, firstLine: Int) -> DotGraph {
    var graph = DotGraph()
    let tokens = Self.tokenize(source, firstLine: firstLine)
    var index = 0
    while index < tokens.count {
      // One statement: up to `;`, a newline-separated statement start, or a brace.
      var statement: [(Token, Int)] = []
      while index < tokens.count {
        let (token, line) = tokens[index]
        if token == .symbol(";") || token == .symbol("{") || token == .symbol("}") {
          index += 1
          break
        }
        if let last = statement.last, last.1 != line, Self.canEndStatement(statement),
          !Self.isContinuation(token)
        {
          break
        }
        statement.append((token, line))
        index += 1
      }
      apply(statement, to: &graph)
    }
    return graph
  }

  private static func canEndStatement(_ statement: [(Token, Int)]) -> Bool {
    guard let last = statement.last?.0 else { return false }
    if case .identifier = last { return true }
    return last == .symbol("]")
  }

  private static func isContinuation(_ token: Token) -> Bool {
    token == .symbol("->") || token == .symbol("--") || token == .symbol("[")
      || token == .symbol("=")
  }

  private func apply(_ statement: [(Token, Int)], to graph: inout DotGraph) {
    guard let (first, line) = statement.first, case .identifier(let head) = first else { return }
    if ["digraph", "graph", "subgraph", "strict"].contains(head.lowercased()) { return }
    var ends: [String] = []
    var attributes: [String: String] = [:]
    var position = 0
    var isAssignment = false
    while position < statement.count {
      let (token, _) = statement[position]
      switch token {
      case .identifier(let name):
        ends.append(name)
      case .symbol("="):
        isAssignment = true
      case .symbol("["):
        (attributes, position) = Self.attributes(statement, from: position + 1)
      default:
        break
      }
      position += 1
    }
    if isAssignment && attributes.isEmpty { return }
    if ["node", "edge"].contains(head.lowercased()) { return }
    if ends.count == 1 {
      graph.declare(ends[0], attributes: attributes, line: line)
    } else {
      for (from, to) in zip(ends, ends.dropFirst()) {
        graph.connect(from, to, label: attributes["label"] ?? attributes["xlabel"], line: line)
      }
    }
  }

  private static func attributes(_ statement: [(Token, Int)], from start: Int) -> (
    [String: String], Int
  ) {
    var result: [String: String] = [:]
    var position = start
    var pendingKey: String?
    var sawEquals = false
    while position < statement.count, statement[position].0 != .symbol("]") {
      switch statement[position].0 {
      case .identifier(let text):
        if sawEquals, let key = pendingKey {
          result[key.lowercased()] = text
          pendingKey = nil
          sawEquals = false
        } else {
          pendingKey = text
        }
      case .symbol("="):
        sawEquals = true
      default:
        break
      }
      position += 1
    }
    return (result, position)
  }

  private static func tokenize(_ source: String, firstLine: Int) -> [(Token, Int)] {
    // NB: by scalars when every Character is one scalar (no CR LF, no combining marks) and none
    // equals ASCII punctuation by canonical equivalence (U+037E is ";"): the same tokens, without
    // building a Character for every position.
    let isASCII = source.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    if isASCII
      || (source.unicodeScalars.count == source.count
        && !source.unicodeScalars.contains("\u{037E}"))
    {
      return tokenize(Array(source.unicodeScalars), firstLine: firstLine)
    }
    return tokenize(Array(source), firstLine: firstLine)
  }

  private static func tokenize<Element: DotCharacter>(_ characters: [Element], firstLine: Int)
    -> [(Token, Int)]
  {
    var tokens: [(Token, Int)] = []
    var index = 0
    var line = firstLine
    while index < characters.count {
      let character = characters[index]
      if character == "\n" {
        line += 1
        index += 1
      } else if character.isDotWhitespace || character == "," {
        index += 1
      } else if character == "/" && index + 1 < characters.count && characters[index + 1] == "/"
        || character == "#"
      {
        while index < characters.count, characters[index] != "\n" { index += 1 }
      } else if character == "/" && index + 1 < characters.count && characters[index + 1] == "*" {
        index += 2
        while index + 1 < characters.count,
          !(characters[index] == "*" && characters[index + 1] == "/")
        {
          if characters[index] == "\n" { line += 1 }
          index += 1
        }
        index += 2
      } else if character == "\"" {
        var text: [Element] = []
        let startLine = line
        index += 1
        while index < characters.count, characters[index] != "\"" {
          if characters[index] == "\\", index + 1 < characters.count, characters[index + 1] == "\""
          {
            text.append("\"")
            index += 2
            continue
          }
          if characters[index] == "\n" { line += 1 }
          text.append(characters[index])
          index += 1
        }
        index += 1
        tokens.append((.identifier(Element.string(text[...])), startLine))
      } else if character == "-" && index + 1 < characters.count
        && (characters[index + 1] == ">" || characters[index + 1] == "-")
      {
        tokens.append((.symbol(characters[index + 1] == ">" ? "->" : "--"), line))
        index += 2
      } else if character.isOne(of: "[]{};=") {
        tokens.append((.symbol(character.text), line))
        index += 1
      } else if character == "<" {
        // An HTML-like label: keep its text between the outermost angle brackets.
        var depth = 0
        var text = ""
        repeat {
          if characters[index] == "<" {
            depth += 1
          } else if characters[index] == ">" {
            depth -= 1
          } else {
            characters[index].append(to: &text)
          }
          if characters[index] == "\n" { line += 1 }
          index += 1
        } while index < characters.count && depth > 0
        tokens.append((.identifier(text), line))
      } else {
        let start = index
        while index < characters.count, !characters[index].isDotWhitespace,
          !characters[index].isOne(of: "[]{};=,\""),
          !(characters[index] == "-" && index + 1 < characters.count
            && (characters[index + 1] == ">" || characters[index + 1] == "-"))
        {
          index += 1
        }
        // NB: the run is made into a string at once, not character by character.
        if index == start {
          index += 1
        } else {
          tokens.append((.identifier(Element.string(characters[start..<index])), line))
        }
      }
    }
    return tokens
  }
}

/// A Character or a Unicode scalar, as `DotParser` reads them.
private protocol DotCharacter: Equatable, ExpressibleByUnicodeScalarLiteral {
  var isDotWhitespace: Bool { get }
  var text: String { get }
  func isOne(of set: String) -> Bool
  func append(to text: inout String)
  static func string(_ run: ArraySlice<Self>) -> String
}

extension Character: DotCharacter {
  package var isDotWhitespace: Bool { isWhitespace }
  package var text: String { String(self) }
  package func isOne(of set: String) -> Bool { set.contains(self) }
  package func append(to text: inout String) { text.append(self) }
  package static func string(_ run: ArraySlice<Character>) -> String { String(run) }
}

extension Unicode.Scalar: DotCharacter {
  // NB: the ASCII white space (U+0009 to U+000D, U+0020) without a property look-up.
  package var isDotWhitespace: Bool {
    value < 0x80 ? value == 0x20 || (0x09...0x0D).contains(value) : properties.isWhitespace
  }
  package var text: String { String(self) }
  package func isOne(of set: String) -> Bool { set.unicodeScalars.contains(self) }
  package func append(to text: inout String) { text.unicodeScalars.append(self) }
  package static func string(_ run: ArraySlice<Unicode.Scalar>) -> String {
    // NB: encoded straight into the string's storage: appending scalar by scalar cost hundreds
    // of instructions each.
    String(unsafeUninitializedCapacity: run.count * 4) { buffer in
      var count = 0
      for scalar in run {
        UTF8.encode(scalar) { byte in
          buffer[count] = byte
          count += 1
        }
      }
      return count
    }
  }
}
