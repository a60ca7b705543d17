import Skillgraph
import SkillgraphYAML

/// The YAML readers: a document's front matter, and the same text as a vocabulary file.
public enum FuzzYAML {
  /// The input as a document (between `---` lines when it does not open with one): the split
  /// ends, every diagnostic lies inside the front matter, and the values read stay within the
  /// input's size plus the alias budget; the text read as a vocabulary file likewise.
  public static func frontMatter(_ data: UnsafePointer<UInt8>, _ size: Int) {
    var text = FuzzCheck.text(data, size)
    if !text.hasPrefix("---") { text = "---\n" + text + "\n---\n# Body\n" }
    let split = FrontMatter.split(text, path: "skill.md")
    let lastLine = max(1, split.frontMatter?.endLine ?? 1)
    for diagnostic in split.diagnostics
    where !(1...lastLine).contains(diagnostic.range.start.line) {
      FuzzCheck.fail("\(diagnostic.formatted) outside the front matter (lines 1-\(lastLine))")
    }
    let bound = text.utf8.count + YAMLAliasBudget.maximumAliasedNodes + 16
    let values = count(split.frontMatter?.fields.values.map { $0 } ?? [], upTo: bound)
    if values > bound { FuzzCheck.fail("\(values) values from \(text.utf8.count) bytes") }
    let yaml = FuzzCheck.text(data, size)
    let lines = yaml.utf8.lazy.filter { $0 == 10 }.count + 2
    for diagnostic in VocabularyFile.parse(yaml, path: "vocabulary.yml").diagnostics
    where !(1...lines).contains(diagnostic.range.start.line) {
      FuzzCheck.fail("\(diagnostic.formatted) outside the vocabulary's \(lines) lines")
    }
  }

  /// The values in `values` and all they hold, counted up to just past `limit`.
  private static func count(_ values: [FrontMatterValue], upTo limit: Int) -> Int {
    var pending = values
    var total = 0
    while let value = pending.popLast(), total <= limit {
      total += 1
      switch value {
      case .list(let items): pending += items
      case .map(let map): pending += map.values
      default: break
      }
    }
    return total
  }
}
