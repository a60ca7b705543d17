/// The analyses that compare the code with the Info.plist.
extension TargetAudit {
  /// The values passed to the rule's uses: those the parser could tell, and whether any could
  /// not be told.
  func usedValues(_ rule: AuditRule) -> (
    values: [(value: String, place: SourcePlace, lexical: Bool)], unknown: Bool
  ) {
    var values: [(String, SourcePlace, Bool)] = []
    var unknown = false
    for use in rule.uses {
      for call in module.calls(matching: use.call) {
        guard let argument = module.argument(use.argument, of: call, under: use.call),
          let value = module.stringValue(of: argument)
        else {
          unknown = true
          continue
        }
        values.append((value, call.place, false))
      }
      if let piece = use.objectiveC {
        values += objectiveC.literals(after: piece).map { ($0.value, $0.place, true) }
      }
    }
    return (values, unknown)
  }

  /// Whether the list `declared` permits `value`: listed, or matched by a `prefix.*` wildcard.
  static func permits(_ declared: [String], _ value: String) -> Bool {
    declared.contains { item in
      item == value || (item.hasSuffix("*") && value.hasPrefix(String(item.dropLast())))
    }
  }

  mutating func undeclaredUse(_ rule: AuditRule) {
    guard let key = rule.plistKey, !plists.isEmpty else { return }
    for used in usedValues(rule).values where !used.value.contains("$(") {
      // NB: a list holding a reference the project does not define may permit anything.
      let missing = plists.filter {
        !Self.permits($0.strings(key), used.value)
          && !$0.strings(key).contains { $0.contains("$(") }
      }
      guard let first = missing.first else { continue }
      report(
        rule, at: used.place,
        [
          "value": used.value, "key": key,
          "plist": plistName(first) + configurationsPhrase(missing.map(\.configuration)),
        ], lexical: used.lexical)
    }
  }

  mutating func unusedDeclaration(_ rule: AuditRule) {
    guard let key = rule.plistKey else { return }
    let used = usedValues(rule)
    // NB: one value the parser could not tell may be any of them.
    guard !used.unknown else { return }
    let values = Set(used.values.map(\.value))
    var reported = Set<String>()
    for variant in plists {
      for value in variant.strings(key) where !value.contains("*") && !value.contains("$(") {
        guard !values.contains(value), !words.contains(literal: value),
          reported.insert(value).inserted, let place = variant.places[key]
        else { continue }
        report(rule, at: place, ["value": value, "key": key, "plist": plistName(variant)])
      }
    }
  }

  /// The first use of any of `symbols`, in Swift or (lexically) in Objective-C.
  func firstUse(of symbols: [String]) -> (place: SourcePlace, symbol: String, lexical: Bool)? {
    for symbol in symbols {
      if let place = moduleUses(symbol) { return (place, symbol, false) }
    }
    for symbol in symbols {
      if let place = objectiveC.words[symbol] { return (place, symbol, true) }
    }
    return nil
  }

  mutating func plistValueRequired(_ rule: AuditRule) {
    guard let key = rule.plistKey, let value = rule.value, !plists.isEmpty,
      let use = firstUse(of: rule.symbols)
    else { return }
    let missing = plists.filter { !$0.strings(key).contains(value) }
    guard let first = missing.first else { return }
    report(
      rule, at: use.place,
      [
        "symbol": use.symbol, "key": key, "value": value,
        "plist": plistName(first) + configurationsPhrase(missing.map(\.configuration)),
      ], lexical: use.lexical)
  }

  mutating func plistValueUnused(_ rule: AuditRule) {
    guard let key = rule.plistKey, let value = rule.value, firstUse(of: rule.symbols) == nil
    else { return }
    // NB: a use anywhere under the root (a package, a framework) counts: unused is said only
    // when no file uses any of the names.
    let plainNames = rule.symbols.flatMap { symbol -> [String] in
      guard let signature = CallSignature(symbol), let labels = signature.labels else {
        return [symbol]
      }
      let named = labels.filter { $0 != "_" }
      return named.isEmpty ? [signature.name] : named
    }
    guard !plainNames.contains(where: { words.contains(word: $0) }) else { return }
    var reported = Set<String>()
    for variant in plists where variant.strings(key).contains(value) {
      guard let place = variant.places[key], reported.insert(place.path).inserted else { continue }
      report(rule, at: place, ["key": key, "value": value, "plist": plistName(variant)])
    }
  }
}
