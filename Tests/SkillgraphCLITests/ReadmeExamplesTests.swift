import Foundation
import SkillgraphTestSupport
import Testing

/// The console examples of the README and of `docs/` run as shown, and the links between those
/// pages resolve.
///
/// An example is a `$ skillgraph ...` line in a fenced `console` block, followed by its output
/// (stdout and stderr as a terminal shows them: the lines of each stream in order, the two
/// interleaved in any way). A line `...` stands for any number of lines left out; a line ending
/// in `...` stands for any line that starts with the text before it. Times, sizes, token counts,
/// scores and the paths of the checkout, the cache and temporary folders are ignored. An audit of
/// a real app of the shared corpus reads the app's `RealAppSample`, whose findings are the whole
/// app's; the count of Swift files it read is not compared.
@Suite("README and docs examples")
struct ReadmeExamplesTests {
  @Test("Each console example runs with the output shown", arguments: ConsoleExample.all)
  func exampleRunsAsShown(_ example: ConsoleExample) async throws {
    guard let run = try await example.run() else { return }
    let normalised = { (line: String) in
      let line = ConsoleExample.normalised(line)
      return run.sampled ? ConsoleExample.withoutSwiftFileCount(line) : line
    }
    let matches = InterleavingMatcher(
      expected: example.output.map(normalised),
      output: run.output.map(normalised),
      errors: run.errors.map(normalised)
    ).matches()
    #expect(
      matches,
      """
      \(example) no longer prints what the page shows.
      stdout:
      \(run.output.joined(separator: "\n"))
      stderr:
      \(run.errors.joined(separator: "\n"))
      """)
  }

  @Test("The pages hold console examples to check")
  func pagesHoldExamples() {
    #expect(ConsoleExample.all.filter { $0.page == "README.md" }.count >= 3)
    #expect(ConsoleExample.all.filter { $0.page == "docs/tour.md" }.count >= 6)
  }

  @Test("Every relative link of the README and docs/ names a file and heading that exist")
  func linksResolve() throws {
    var broken: [String] = []
    for page in MarkdownPage.all {
      for link in page.links {
        if let problem = MarkdownPage.problem(with: link.target, from: page.path) {
          broken.append("\(page.relativePath):\(link.line): '\(link.target)': \(problem)")
        }
      }
    }
    #expect(broken.isEmpty, "broken links:\n\(broken.joined(separator: "\n"))")
  }
}

/// The root of this package.
private let packageRoot = URL(fileURLWithPath: shippedContent).deletingLastPathComponent().path

/// One `$ skillgraph ...` line of a console block and the output shown under it.
struct ConsoleExample: Sendable, CustomTestStringConvertible {
  var page: String
  var line: Int
  var command: String
  var output: [String]

  var testDescription: String { "\(page):\(line): \(command)" }

  /// The examples of README.md and docs/*.md.
  static let all: [ConsoleExample] = MarkdownPage.all.flatMap { examples(in: $0) }

  /// The examples of the console blocks of `page`.
  static func examples(in page: MarkdownPage) -> [ConsoleExample] {
    var examples: [ConsoleExample] = []
    var inConsole = false
    var inOtherFence = false
    for (index, line) in page.lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if inConsole {
        if trimmed == "```" {
          inConsole = false
        } else if line.hasPrefix("$ ") {
          examples.append(
            ConsoleExample(
              page: page.relativePath, line: index + 1, command: String(line.dropFirst(2)),
              output: []))
        } else if !examples.isEmpty {
          examples[examples.count - 1].output.append(line)
        }
      } else if inOtherFence {
        if trimmed == "```" { inOtherFence = false }
      } else if trimmed == "```console" {
        inConsole = true
      } else if trimmed.hasPrefix("```") {
        inOtherFence = true
      }
    }
    return examples
  }

  /// Runs the command: in-process, or through the built binary when input is piped to it. An
  /// audit of a real app of the shared corpus reads its `RealAppSample` (`sampled`), shown as
  /// the app's path; nil, after saying so, when the corpus is missing.
  func run() async throws -> (output: [String], errors: [String], sampled: Bool)? {
    let words = try #require(Self.words(of: command), "cannot split \(command)")
    var input: String?
    var arguments = words
    if words.first == "printf", words.count > 3, words[2] == "|" {
      input = words[1].replacingOccurrences(of: "\\n", with: "\n")
      arguments = Array(words.dropFirst(3))
    }
    try #require(arguments.first == "skillgraph", "not a skillgraph command: \(command)")
    arguments.removeFirst()
    let scratch = TestRunFolder.url
      .appendingPathComponent("skillgraph-readme-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: scratch) }
    arguments = Self.rewritten(arguments, scratch: scratch)
    var sample: (copy: String, shown: String)?
    if arguments.first == "audit",
      let place = arguments.firstIndex(where: { $0.hasPrefix(Self.realApps) })
    {
      let shown = arguments[place]
      let name = URL(fileURLWithPath: shown).lastPathComponent
      guard SharedCorpus.isPresent(SharedCorpus.iOSApps + "/" + name) else { return nil }
      let copy = try RealAppSample.copy(name)
      arguments[place] = copy
      sample = (copy, shown)
    }
    let output: String
    let errors: String
    if let input {
      let run = try await runThroughPipe(
        arguments, input: input, environment: ["XDG_CACHE_HOME": scratch, "NO_COLOR": "1"])
      (output, errors) = (run.output, run.errors)
    } else {
      let run = await skillgraphAwaited(arguments: arguments)
      (output, errors) = (run.output, run.errors)
    }
    let unscratched = { (text: String) in
      var text = text
      if let sample { text = text.replacingOccurrences(of: sample.copy, with: sample.shown) }
      return text.replacingOccurrences(of: scratch + "/", with: "")
        .replacingOccurrences(of: packageRoot + "/", with: "")
    }
    return (Self.lines(unscratched(output)), Self.lines(unscratched(errors)), sample != nil)
  }

  /// The real apps of the shared corpus, as the pages name them.
  static let realApps = "../shared/corpus/ios-apps/"

  /// `line` with the count of Swift files an audit read left out: a sample reads fewer.
  static func withoutSwiftFileCount(_ line: String) -> String {
    line.replacingOccurrences(
      of: #"\([0-9]+ Swift files"#, with: "(N Swift files", options: .regularExpression)
  }

  /// `arguments` with relative content and template folders made absolute (from the package
  /// root), output folders moved into `scratch`, and the search index kept in `scratch`, or
  /// for a search of the shipped content in the index those share.
  static func rewritten(_ arguments: [String], scratch: String) -> [String] {
    var result: [String] = []
    var previous = ""
    for argument in arguments {
      switch previous {
      case "--content", "--templates":
        result.append(argument.hasPrefix("/") ? argument : packageRoot + "/" + argument)
      case "--out", "--output", "--index", "--transcript":
        result.append(scratch + "/" + argument)
      default:
        result.append(argument)
      }
      previous = argument
    }
    guard let command = arguments.first, !arguments.contains("--index") else { return result }
    if ["query", "diagnose", "ask"].contains(command), !arguments.contains("--content") {
      result += ["--index", sharedIndex]
    } else if ["query", "diagnose", "index"].contains(command) {
      result += ["--index", scratch + "/index.sqlite"]
    }
    return result
  }

  /// The index the examples that search the shipped content share, one for the test run (in
  /// the temporary directory): built by the first of them, found current by the others.
  static let sharedIndex = TestRunFolder.url
    .appendingPathComponent("skillgraph-readme-\(UUID().uuidString).sqlite").path

  /// `text` as lines, without the line break that ends it.
  static func lines(_ text: String) -> [String] {
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  /// The words of a command line, split as a shell splits them (single and double quotes,
  /// backslash escapes outside single quotes); nil when a quote is not closed.
  static func words(of command: String) -> [String]? {
    var words: [String] = []
    var current = ""
    var inWord = false
    var quote: Character?
    var escaped = false
    for character in command {
      if escaped {
        current.append(character)
        escaped = false
      } else if let open = quote {
        if character == open {
          quote = nil
        } else if character == "\\" && open == "\"" {
          escaped = true
        } else {
          current.append(character)
        }
      } else if character == "'" || character == "\"" {
        quote = character
        inWord = true
      } else if character == "\\" {
        escaped = true
        inWord = true
      } else if character == " " {
        if inWord { words.append(current) }
        current = ""
        inWord = false
      } else {
        current.append(character)
        inWord = true
      }
    }
    if quote != nil { return nil }
    if inWord { words.append(current) }
    return words
  }

  /// `line` with what varies from run to run replaced by placeholders.
  static func normalised(_ line: String) -> String {
    var text = line
    for (pattern, template) in replacements {
      text = pattern.stringByReplacingMatches(
        in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }

  private static let replacements: [(NSRegularExpression, String)] = [
    (#"[0-9]+(\.[0-9]+)? ?ms\b"#, "N ms"),
    (#"~[0-9]+ tokens"#, "~N tokens"),
    (#"[0-9]+(\.[0-9]+)? (B|KiB|MiB|GiB|bytes)\b"#, "N $2"),
    (
      #""(score|tokens|totalTokens|elapsedMilliseconds|bytes|searchIndexBytes)":[0-9.]+"#,
      #""$1":N"#
    ),
    (#"index-[0-9a-f]+\.sqlite"#, "index-HASH.sqlite"),
    (#"/[^\s"]*/skillgraph/index"#, "CACHE/skillgraph/index"),
  ].compactMap { pattern, template in
    (try? NSRegularExpression(pattern: pattern)).map { ($0, template) }
  }
}

/// Whether the expected lines are the output and error lines interleaved, each stream in order,
/// with `...` lines standing for any lines left out.
struct InterleavingMatcher {
  let expected: [String]
  let output: [String]
  let errors: [String]

  func matches() -> Bool {
    var failed = Set<[Int]>()
    return match(0, 0, 0, &failed)
  }

  private func match(_ e: Int, _ o: Int, _ r: Int, _ failed: inout Set<[Int]>) -> Bool {
    if failed.contains([e, o, r]) { return false }
    let result: Bool
    if e == expected.count {
      result = o == output.count && r == errors.count
    } else if expected[e].trimmingCharacters(in: .whitespaces) == "..." {
      result =
        match(e + 1, o, r, &failed)
        || (o < output.count && match(e, o + 1, r, &failed))
        || (r < errors.count && match(e, o, r + 1, &failed))
    } else {
      result =
        (o < output.count && Self.line(output[o], fits: expected[e])
          && match(e + 1, o + 1, r, &failed))
        || (r < errors.count && Self.line(errors[r], fits: expected[e])
          && match(e + 1, o, r + 1, &failed))
    }
    if !result { failed.insert([e, o, r]) }
    return result
  }

  /// Whether `actual` is `shown`, or starts with it when `shown` ends in `...`.
  static func line(_ actual: String, fits shown: String) -> Bool {
    if shown.hasSuffix("..."), shown.count > 3 {
      return actual.hasPrefix(String(shown.dropLast(3)))
    }
    return actual == shown
  }
}

/// README.md or a page of docs/.
struct MarkdownPage: Sendable {
  var path: String
  var relativePath: String
  var lines: [String]

  /// README.md and every Markdown page directly in docs/.
  static let all: [MarkdownPage] = {
    let docs = packageRoot + "/docs"
    let names =
      ((try? FileManager.default.contentsOfDirectory(atPath: docs)) ?? [])
      .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
    return (["README.md"] + names).compactMap { relative in
      let path = packageRoot + "/" + relative
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
      return MarkdownPage(path: path, relativePath: relative, lines: ConsoleExample.lines(text))
    }
  }()

  /// The inline links outside code, with their lines.
  var links: [(target: String, line: Int)] {
    var links: [(String, Int)] = []
    var inFence = false
    guard let link = try? NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#) else { return [] }
    for (index, line) in lines.enumerated() {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        continue
      }
      if inFence { continue }
      let prose = Self.withoutCodeSpans(line)
      for match in link.matches(in: prose, range: NSRange(prose.startIndex..., in: prose)) {
        if let range = Range(match.range(at: 1), in: prose) {
          links.append((String(prose[range]), index + 1))
        }
      }
    }
    return links
  }

  /// The GitHub anchors of the page's headings (outside fences), de-duplicated as GitHub does.
  var anchors: Set<String> {
    var anchors = Set<String>()
    var counts: [String: Int] = [:]
    var inFence = false
    for line in lines {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        continue
      }
      guard !inFence, line.hasPrefix("#") else { continue }
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
      let slug = String(
        title.lowercased().unicodeScalars.compactMap { scalar -> Character? in
          if scalar == " " { return "-" }
          if CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" {
            return Character(scalar)
          }
          return nil
        })
      let seen = counts[slug, default: 0]
      anchors.insert(seen == 0 ? slug : "\(slug)-\(seen)")
      counts[slug] = seen + 1
    }
    return anchors
  }

  /// What is wrong with `target` as a link from the page at `path`, or nil.
  static func problem(with target: String, from path: String) -> String? {
    if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") {
      return nil
    }
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let file = String(parts[0])
    let fragment = parts.count > 1 ? String(parts[1]) : nil
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
    let targetPath =
      file.isEmpty ? path : folder.appendingPathComponent(file).standardizedFileURL.path
    guard FileManager.default.fileExists(atPath: targetPath) else { return "no such file" }
    guard let fragment, targetPath.hasSuffix(".md") else { return nil }
    guard let text = try? String(contentsOfFile: targetPath, encoding: .utf8) else {
      return "cannot read it"
    }
    let page = MarkdownPage(path: targetPath, relativePath: file, lines: ConsoleExample.lines(text))
    return page.anchors.contains(fragment) ? nil : "no heading with the anchor #\(fragment)"
  }

  /// `line` with its code spans blanked.
  private static func withoutCodeSpans(_ line: String) -> String {
    var result = ""
    var inCode = false
    for character in line {
      if character == "`" { inCode.toggle() }
      result.append(inCode || character == "`" ? " " : character)
    }
    return result
  }
}
