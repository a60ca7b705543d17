import SkillgraphModel
internal import Yams

/// Reads one rule of a rule file, collecting what is wrong with it.
struct AuditRuleReader {
  let path: String
  let node: Node
  var diagnostics: [Diagnostic] = []

  init(path: String, node: Node) {
    self.path = path
    self.node = node
  }

  /// The rule, or nil when it has an error.
  mutating func rule() -> AuditRule? {
    guard let mapping = node.mapping else {
      fail(node, "a rule must be a mapping of keys (id, severity, analysis, ...)")
      return nil
    }
    let errorsBefore = errorCount
    for key in mapping.keys where !AuditRuleFile.keys.contains(key.string ?? "") {
      diagnostics.append(
        AuditRuleFile.problem(
          path, node: key, "'\(key.string ?? "")' is not a rule key, so it is ignored",
          severity: .warning))
    }
    let id = text(mapping, "id")
    if let id, !Self.isIdentifier(id) {
      fail(mapping["id"] ?? node, "'\(id)' is not a rule ID (lowercase words joined by '-')")
    }
    var severity = Diagnostic.Severity.warning
    if let word = text(mapping, "severity") {
      if let parsed = Diagnostic.Severity(rawValue: word) {
        severity = parsed
      } else {
        fail(mapping["severity"] ?? node, "'\(word)' is not a severity (error, warning, note)")
      }
    }
    var analysis: AuditRule.Analysis?
    if let word = text(mapping, "analysis") {
      analysis = AuditRule.Analysis(rawValue: word)
      if analysis == nil {
        let known = AuditRule.Analysis.allCases.map(\.rawValue).joined(separator: ", ")
        fail(mapping["analysis"] ?? node, "'\(word)' is not an analysis (\(known))")
      }
    }
    let message = text(mapping, "message")
    let see = text(mapping, "see")
    if let see, !see.contains("#") {
      fail(mapping["see"] ?? node, "'see' must name a section as skill#section, not '\(see)'")
    }
    guard let id, let analysis, let message, let see, errorCount == errorsBefore else {
      return nil
    }
    var rule = AuditRule(
      id: id, severity: severity, analysis: analysis, message: message, see: see,
      reference: optionalText(mapping, "reference"))
    if let mark = mapping["see"]?.mark { rule.seePlace = (mark.line, mark.column) }
    if let targets = mapping["targets"] {
      rule.targetKinds = Set(strings(targets))
      for kind in rule.targetKinds where !["application", "extension", "other"].contains(kind) {
        fail(targets, "'\(kind)' is not a target kind (application, extension, other)")
      }
    }
    rule.uses = mapping["uses"].map { uses($0) } ?? []
    rule.plistKey = optionalText(mapping, "plist-key")
    rule.value = optionalText(mapping, "value")
    rule.entitlement = optionalText(mapping, "entitlement")
    rule.symbols = mapping["symbols"].map { strings($0) } ?? []
    rule.calls = mapping["calls"].map { signatures($0) } ?? []
    rule.functions = mapping["functions"].map { strings($0) } ?? []
    rule.rootConformances = mapping["root-conformances"].map { strings($0) } ?? []
    rule.handler = mapping["handler"].flatMap { uses($0).first }
    rule.required = mapping["required"].flatMap { signatures($0).first }
    rule.excludedMembers = mapping["excluded-members"].map { strings($0) } ?? []
    rule.member = optionalText(mapping, "member")
    rule.function = optionalText(mapping, "function")
    rule.argument = optionalText(mapping, "argument")
    rule.pair = mapping["pair"].map { signatures($0) } ?? []
    rule.madeBy = mapping["made-by"].map { signatures($0) } ?? []
    for key in AuditRuleFile.required[analysis] ?? [] where mapping[key] == nil {
      fail(node, "the analysis '\(analysis.rawValue)' needs '\(key)'")
    }
    return errorCount == errorsBefore ? rule : nil
  }

  private var errorCount: Int { diagnostics.filter { $0.severity == .error }.count }

  private mutating func fail(_ node: Node, _ message: String) {
    diagnostics.append(AuditRuleFile.problem(path, node: node, message))
  }

  private mutating func text(_ mapping: Node.Mapping, _ key: String) -> String? {
    guard let value = mapping[key] else {
      fail(node, "the rule has no '\(key)'")
      return nil
    }
    guard let text = value.string, !text.isEmpty else {
      fail(value, "'\(key)' must be text")
      return nil
    }
    return text
  }

  private mutating func optionalText(_ mapping: Node.Mapping, _ key: String) -> String? {
    guard let value = mapping[key] else { return nil }
    guard let text = value.string, !text.isEmpty else {
      fail(value, "'\(key)' must be text")
      return nil
    }
    return text
  }

  private mutating func strings(_ node: Node) -> [String] {
    if let single = node.string { return [single] }
    guard let list = node.sequence else {
      fail(node, "expected a list of text")
      return []
    }
    return list.compactMap { item in
      guard let text = item.string else {
        fail(item, "expected text")
        return nil
      }
      return text
    }
  }

  private mutating func signatures(_ node: Node) -> [CallSignature] {
    var result: [CallSignature] = []
    for item in node.sequence ?? [node] {
      guard let text = item.string, let signature = CallSignature(text) else {
        fail(item, "'\(item.string ?? "")' is not a call (name(label:label:) or a name)")
        continue
      }
      result.append(signature)
    }
    return result
  }

  private mutating func uses(_ node: Node) -> [AuditRule.ArgumentUse] {
    var result: [AuditRule.ArgumentUse] = []
    for item in node.sequence ?? [node] {
      guard let mapping = item.mapping, let callText = mapping["call"]?.string,
        let argument = mapping["argument"]?.string
      else {
        fail(item, "a use needs 'call' and 'argument'")
        continue
      }
      guard let call = CallSignature(callText) else {
        fail(mapping["call"] ?? item, "'\(callText)' is not a call (name(label:label:))")
        continue
      }
      if let labels = call.labels, !labels.contains(argument) {
        fail(mapping["argument"] ?? item, "'\(argument)' is not an argument of \(callText)")
        continue
      }
      result.append(
        AuditRule.ArgumentUse(call: call, argument: argument, objectiveC: mapping["objc"]?.string))
    }
    return result
  }

  static func isIdentifier(_ text: String) -> Bool {
    !text.isEmpty && !text.hasPrefix("-") && !text.hasSuffix("-")
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
      }
  }
}
