/// A place in a skill that an audit rule checks: a checklist item (or, when the rule cites a
/// section as a whole, its heading), with the rule that checks it. The site marks it.
public struct AuditCheck: Sendable, Hashable {
  /// The skill whose page shows the mark.
  public var skillID: String
  /// The source line of the item or heading.
  public var line: Int
  /// The rule's ID.
  public var rule: String
  /// `error`, `warning` or `note`.
  public var severity: String
  /// What a finding of the rule says, its placeholders shown as `…`.
  public var message: String
  /// Apple's documentation for it, when the rule names it.
  public var reference: String?

  /// A check with every property given.
  public init(
    skillID: String, line: Int, rule: String, severity: String, message: String,
    reference: String? = nil
  ) {
    self.skillID = skillID
    self.line = line
    self.rule = rule
    self.severity = severity
    self.message = message
    self.reference = reference
  }

  /// The mark's HTML: `audit: rule-id`, the rule linked to Apple's documentation when it names
  /// it, its severity and message in the tooltip.
  var html: String {
    let title = HTML.escape(
      "Checked by skillgraph audit (\(severity)): \(message)")
    let name = "<code>\(HTML.escape(rule))</code>"
    let linked =
      reference.map { "<a href=\"\(HTML.escape($0))\" rel=\"external\">\(name)</a>" } ?? name
    return "<span class=\"audit-check\" title=\"\(title)\">audit \(linked)</span>"
  }
}
