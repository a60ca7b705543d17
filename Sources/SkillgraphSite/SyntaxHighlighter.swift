/// Build-time syntax highlighting: code in, HTML with `<span class="tok-...">` out, no script.
///
/// Swift, JSON, shell and XML (plists, HTML) are tokenised; other languages are escaped only.
package enum SyntaxHighlighter {
  /// The languages that are highlighted, by the names fences use.
  package static func grammar(for language: String) -> Grammar? {
    switch language {
    case "swift": .swift
    case "json", "jsonc", "json5": .json
    case "sh", "bash", "shell", "zsh", "console", "shell-session", "terminal": .shell
    case "xml", "plist", "html", "svg", "xhtml": .xml
    default: nil
    }
  }

  /// The highlighted HTML of `code` (escaped; never raw).
  package static func highlight(_ code: String, language: String) -> String {
    guard let grammar = grammar(for: language) else { return HTML.escape(code) }
    if grammar == .xml { return XMLHighlighter.highlight(code) }
    var scanner = CodeScanner(code: code, grammar: grammar)
    return scanner.run()
  }

  /// Appends the highlighted HTML of `code` to `output`.
  package static func append(_ code: String, language: String, to output: inout String) {
    guard grammar(for: language) != nil else {
      HTML.append(escaping: Substring(code), to: &output)
      return
    }
    output += highlight(code, language: language)
  }

  /// The rules of a C-like grammar.
  package enum Grammar: Equatable {
    case swift
    case json
    case shell
    case xml

    package var keywords: Set<String> {
      switch self {
      case .swift: swiftKeywords
      case .json: ["true", "false", "null"]
      case .shell:
        [
          "if", "then", "else", "elif", "fi", "for", "while", "do", "done", "case", "esac", "in",
          "function", "return", "export", "local", "set", "echo", "cd", "sudo", "exit",
        ]
      case .xml: []
      }
    }
  }

  package static let swiftKeywords: Set<String> = [
    "actor", "any", "as", "associatedtype", "async", "await", "break", "case", "catch", "class",
    "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough",
    "false", "fileprivate", "final", "for", "func", "get", "guard", "if", "import", "in", "init",
    "inout", "internal", "is", "lazy", "let", "mutating", "nil", "nonisolated", "open",
    "override", "private", "protocol", "public", "repeat", "rethrows", "return", "self", "Self",
    "set", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
    "try", "typealias", "var", "weak", "where", "while", "willSet", "didSet", "unowned",
    "consuming", "borrowing", "sending", "package", "convenience", "required", "indirect",
  ]
}

/// Wraps `text` (already escaped) in a token span.
package func tokenSpan(_ kind: String, _ text: String) -> String {
  "<span class=\"tok-\(kind)\">\(text)</span>"
}
