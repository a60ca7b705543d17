import Foundation
import SkillgraphMarkdown
package import SkillgraphModel
import SkillgraphSupport
import SkillgraphYAML
internal import Yams

/// A vocabulary file: YAML with the key `concepts`, mapping each concept's name (lowercase
/// letters and digits) to its list of phrases (lowercase words of letters and digits separated
/// by single spaces), and optionally `outside`, the phrases of look-alike topics the collection
/// does not cover although they use its words ("background color" beside background execution).
///
/// ```yaml
/// concepts:
///   forcequit:
///     - force quit
///     - swipe away
/// outside:
///   - background color
/// ```
///
/// Problems are diagnostics with the file's line and column; a bad phrase or concept is left out
/// and the rest is read.
package enum VocabularyFile {
  /// The name of a collection's vocabulary file, at the root of its folder.
  package static let name = "vocabulary.yml"

  /// What a vocabulary file holds.
  package struct Contents {
    /// Each concept and its phrases, in the order read.
    package var concepts: [(concept: String, phrases: [String])] = []
    /// The phrases of the look-alike topics the collection does not cover.
    package var outside: [String] = []
    /// The problems found, with their places.
    package var diagnostics: [Diagnostic] = []
  }

  /// The contents of the file at `path` and the problems found; no concepts when it cannot be
  /// read at all (a link out of its folder, a FIFO or a file over 1 MB is not read).
  package static func read(_ path: String) -> Contents {
    let data: Data
    do throws(BoundedFile.Failure) {
      data = try ContainedPath.contents(ofFileAt: path, limit: 1 << 20)
    } catch {
      return Contents(
        diagnostics: [
          problem(path, line: 1, column: 1, "cannot read the vocabulary file: \(error)")
        ])
    }
    return parse(String(decoding: data, as: UTF8.self), path: path)
  }

  /// The contents of `text`, read from `path`, and the problems found.
  package static func parse(_ text: String, path: String) -> Contents {
    var contents = parseYAML(text, path: path)
    // NB: libyaml also counts a lone `\r`, NEL, LS and PS as line breaks; the file's lines
    // count `\n` alone.
    let lineBreaks: Set<Unicode.Scalar> = ["\r", "\u{85}", "\u{2028}", "\u{2029}"]
    guard text.unicodeScalars.contains(where: lineBreaks.contains) else { return contents }
    for index in contents.diagnostics.indices {
      for keyPath in [\Diagnostic.range.start.line, \Diagnostic.range.end.line] {
        let line = contents.diagnostics[index][keyPath: keyPath]
        contents.diagnostics[index][keyPath: keyPath] = FrontMatter.lineOfBreaks(
          yamlLine: line, in: text)
      }
    }
    return contents
  }

  private static func parseYAML(_ text: String, path: String) -> Contents {
    if let excess = YAMLAliasBudget.excess(in: text) {
      return Contents(diagnostics: [
        Diagnostic(
          .error, "yaml-alias-limit", "the vocabulary is not read: \(excess.message)", path: path,
          range: .at(line: excess.line, column: excess.column))
      ])
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch {
      let mark = (error as? YamlError).flatMap(Self.mark(of:))
      return Contents(diagnostics: [
        problem(
          path, line: mark?.line ?? 1, column: mark?.column ?? 1,
          "the vocabulary is not valid YAML: \(Self.reason(error))")
      ])
    }
    guard let mapping = root?.mapping, mapping["concepts"] != nil || mapping["outside"] != nil
    else {
      return Contents(diagnostics: [
        problem(path, line: 1, column: 1, "the vocabulary has no 'concepts' mapping")
      ])
    }
    var contents = Contents()
    for key in mapping.keys where key.string != "concepts" && key.string != "outside" {
      contents.diagnostics.append(
        problem(
          path, node: key,
          "'\(key.string ?? "")' is not a vocabulary key (concepts, outside), so it is ignored",
          severity: .warning))
    }
    if let outsideNode = mapping["outside"] {
      contents.outside = outsidePhrases(outsideNode, path: path, into: &contents.diagnostics)
    }
    guard let conceptsNode = mapping["concepts"] else { return contents }
    guard let concepts = conceptsNode.mapping else {
      contents.diagnostics.append(
        problem(path, node: conceptsNode, "'concepts' must map names to phrase lists"))
      return contents
    }
    var diagnostics: [Diagnostic] = []
    var result: [(String, [String])] = []
    var owner: [String: String] = [:]
    for (key, value) in concepts {
      guard let name = key.string, isConceptName(name) else {
        diagnostics.append(
          problem(
            path, node: key,
            "'\(key.string ?? "")' is not a concept name (lowercase letters and digits)"))
        continue
      }
      guard let list = value.sequence else {
        diagnostics.append(problem(path, node: value, "concept '\(name)' must list its phrases"))
        continue
      }
      var phrases: [String] = []
      for item in list {
        guard let phrase = item.string, isPhrase(phrase) else {
          diagnostics.append(
            problem(
              path, node: item,
              "'\(item.string ?? "")' \(notAPhrase)"
            ))
          continue
        }
        if let other = owner[phrase] {
          diagnostics.append(
            problem(
              path, node: item,
              other == name
                ? "'\(phrase)' is listed twice in '\(name)'"
                : "'\(phrase)' is in both '\(other)' and '\(name)'",
              severity: .warning))
          if other == name { continue }
        }
        owner[phrase] = name
        phrases.append(phrase)
      }
      result.append((name, phrases))
    }
    contents.concepts = result
    contents.diagnostics += diagnostics
    return contents
  }

  /// The phrases of the `outside` list, each checked as a concept's phrases are.
  private static func outsidePhrases(
    _ node: Node, path: String, into diagnostics: inout [Diagnostic]
  ) -> [String] {
    guard let list = node.sequence else {
      diagnostics.append(problem(path, node: node, "'outside' must list phrases"))
      return []
    }
    var phrases: [String] = []
    for item in list {
      guard let phrase = item.string else {
        diagnostics.append(problem(path, node: item, "an outside phrase must be text"))
        continue
      }
      guard isPhrase(phrase) else {
        diagnostics.append(
          problem(
            path, node: item,
            "'\(phrase)' \(notAPhrase)"
          ))
        continue
      }
      guard !phrases.contains(phrase) else {
        diagnostics.append(
          problem(path, node: item, "'\(phrase)' is listed twice in 'outside'", severity: .warning))
        continue
      }
      phrases.append(phrase)
    }
    return phrases
  }

  /// What a malformed phrase is told, after the phrase itself.
  private static let notAPhrase =
    "is not a phrase (lowercase words of letters and digits, one space apart)"

  package static func isConceptName(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.allSatisfy { isLowerOrDigit($0) }
  }

  package static func isPhrase(_ phrase: String) -> Bool {
    let words = phrase.utf8.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    return !phrase.isEmpty && words.allSatisfy { !$0.isEmpty && $0.allSatisfy(isLowerOrDigit) }
  }

  private static func isLowerOrDigit(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  private static func mark(of error: YamlError) -> (line: Int, column: Int)? {
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
      return (mark.line, mark.column)
    default:
      return nil
    }
  }

  private static func reason(_ error: any Error) -> String {
    guard let error = error as? YamlError else { return "\(error)" }
    switch error {
    case .scanner(_, let problem, _, _), .parser(_, let problem, _, _),
      .composer(_, let problem, _, _):
      return problem
    default:
      return "\(error)"
    }
  }

  private static func problem(
    _ path: String, node: Node, _ message: String, severity: Diagnostic.Severity = .error
  ) -> Diagnostic {
    let mark = node.mark
    return problem(
      path, line: mark?.line ?? 1, column: mark?.column ?? 1, message, severity: severity)
  }

  private static func problem(
    _ path: String, line: Int, column: Int, _ message: String,
    severity: Diagnostic.Severity = .error
  ) -> Diagnostic {
    let position = SourcePosition(line: line, column: column)
    return Diagnostic(
      severity, "bad-vocabulary", message, path: path,
      range: SourceRange(start: position, end: position))
  }
}
