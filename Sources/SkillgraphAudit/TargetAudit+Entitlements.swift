/// The analysis that compares the Info.plist with the target's entitlements.
extension TargetAudit {
  mutating func entitlementRequired(_ rule: AuditRule) {
    guard let key = rule.plistKey, let value = rule.value, let entitlement = rule.entitlement,
      let declaring = plists.first(where: { $0.strings(key).contains(value) }),
      let place = declaring.places[key]
    else { return }
    var read: [String] = []
    for path in target.entitlements {
      // NB: a file named through a setting the project does not define, or one the file rule
      // refuses (a link out of the root, not a regular file) or that cannot be read, may hold
      // the entitlement: no finding.
      guard !path.contains("$("), let data = files.data(path),
        let entries = PlistValue.parse(data)?.dictionary
      else { return }
      if entries[entitlement] != nil { return }
      read.append(files.display(path))
    }
    let entitlements =
      read.isEmpty
      ? "the target has no entitlements file"
      : "\(read.joined(separator: ", ")) \(read.count == 1 ? "does" : "do") not hold it"
    report(
      rule, at: place,
      [
        "key": key, "value": value, "entitlement": entitlement,
        "plist": plistName(declaring), "entitlements": entitlements,
      ])
  }
}
