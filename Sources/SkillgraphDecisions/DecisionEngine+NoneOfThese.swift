import Foundation
package import SkillgraphModel

extension DecisionEngine {
  /// Where a tree's content sends a reader for whom none of the options fits: the paragraph or
  /// list item of the tree's section that starts with "None of these" (bold or not), with the
  /// lines that continue it; nil when the section has none.
  package func noneOfTheseAdvice(in tree: DecisionTree) -> String? {
    guard let section = graph.entity(withID: tree.sectionID) else { return nil }
    var collected: [String] = []
    for line in graph.markdown(of: section).split(separator: "\n", omittingEmptySubsequences: false)
    {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if !collected.isEmpty {
        if trimmed.isEmpty || trimmed.hasPrefix("- ") || trimmed.hasPrefix("#") { break }
        collected.append(trimmed)
        continue
      }
      let plain = trimmed.drop { "-*+ ".contains($0) }.replacingOccurrences(of: "*", with: "")
      if plain.lowercased().hasPrefix("none of these") { collected.append(plain) }
    }
    return collected.isEmpty ? nil : collected.joined(separator: " ")
  }
}
