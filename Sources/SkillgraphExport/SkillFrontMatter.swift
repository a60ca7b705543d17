package import SkillgraphModel
import SkillgraphYAML
package import Yams

/// The front matter of an exported `SKILL.md`: the Agent Skills fields only, everything else
/// the source declared moved into `metadata` as text.
package struct SkillFrontMatter: Sendable {
  /// The fields the specification defines, in the order they are written.
  package static let specificationKeys = [
    "name", "description", "license", "compatibility", "allowed-tools", "metadata",
  ]

  /// The skill's name (its folder's name).
  package var name: String
  /// What the skill does and when to use it.
  package var description: String
  /// The license, when the source names one.
  package var license: String?
  /// The environment requirements, when the source states them (at most 500 characters).
  package var compatibility: String?
  /// The tools the source pre-approves.
  package var allowedTools: String?
  /// Every other key of the source, as text.
  package var metadata: [String: String]

  /// The front matter of `skill` under `name`, with the skill's type recorded in metadata.
  package init(skill: Skill, name: String) {
    self.name = name
    description = SkillDescription.make(skill.description, title: skill.title)
    let fields = skill.frontMatter
    license = fields["license"].flatMap(Self.text)
    compatibility = fields["compatibility"].flatMap(Self.text).map { String($0.prefix(500)) }
    allowedTools = fields["allowed-tools"].flatMap(Self.text)
    var metadata: [String: String] = [:]
    if case .map(let declared) = fields["metadata"] {
      for (key, value) in declared { metadata[key] = Self.text(value) }
    }
    for (key, value) in fields where !Self.specificationKeys.contains(key) {
      metadata[key] = Self.text(value)
    }
    metadata["skill_type"] = skill.type.rawValue
    self.metadata = metadata
  }

  /// A front-matter value as one line of text: lists joined with commas, maps as `key: value`
  /// pairs; nil for null.
  package static func text(_ value: FrontMatterValue) -> String? {
    switch value {
    case .string, .number, .bool: value.text
    case .list(let items): items.compactMap(text).joined(separator: ", ")
    case .map(let map):
      map.keys.sorted().compactMap { key in text(map[key]!).map { "\(key): \($0)" } }
        .joined(separator: ", ")
    case .null: nil
    }
  }

  /// The YAML between the `---` lines (ending in a newline).
  package func yaml() throws -> String {
    var pairs: [(Node, Node)] = [
      (Self.scalar("name"), Self.scalar(name)),
      (Self.scalar("description"), Self.scalar(description)),
    ]
    if let license { pairs.append((Self.scalar("license"), Self.scalar(license))) }
    if let compatibility {
      pairs.append((Self.scalar("compatibility"), Self.scalar(compatibility)))
    }
    if let allowedTools {
      pairs.append((Self.scalar("allowed-tools"), Self.scalar(allowedTools)))
    }
    if !metadata.isEmpty {
      let entries = metadata.keys.sorted().map { (Self.scalar($0), Self.scalar(metadata[$0]!)) }
      pairs.append((Self.scalar("metadata"), Node.mapping(Node.Mapping(entries))))
    }
    return try Yams.serialize(node: .mapping(Node.Mapping(pairs)), width: -1, allowUnicode: true)
  }

  /// A string scalar, plain when YAML reads it back as the same string, else double-quoted.
  package static func scalar(_ text: String) -> Node {
    // NB: the text comes from a collection; it is read as YAML only within the alias budget.
    let plainReadsBack =
      YAMLAliasBudget.excess(in: text) == nil && ((try? Yams.load(yaml: text)) as? String) == text
    return .scalar(Node.Scalar(text, .implicit, plainReadsBack ? .plain : .doubleQuoted))
  }
}
