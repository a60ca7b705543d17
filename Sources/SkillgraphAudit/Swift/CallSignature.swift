/// A call's name and argument labels, as written in a rule: `register(forTaskWithIdentifier:using:launchHandler:)`,
/// `BGAppRefreshTaskRequest(identifier:)`, `submit(_:)`, or a bare name (`submit`) for any labels.
package struct CallSignature: Sendable, Hashable, CustomStringConvertible {
  /// The base name: a method, function or type name.
  package var name: String
  /// The labels, `_` for an unlabelled argument; nil when any labels match.
  package var labels: [String]?

  /// The signature written as `text`, or nil when it is not of that form.
  package init?(_ text: String) {
    guard let open = text.firstIndex(of: "(") else {
      guard Self.isName(Substring(text)) else { return nil }
      name = text
      labels = nil
      return
    }
    guard text.hasSuffix(")") else { return nil }
    let base = text[..<open]
    guard Self.isName(base) else { return nil }
    let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
    var parsed: [String] = []
    for piece in inner.split(separator: ":", omittingEmptySubsequences: false).dropLast() {
      guard piece == "_" || Self.isName(piece) else { return nil }
      parsed.append(String(piece))
    }
    guard inner.isEmpty || inner.hasSuffix(":") else { return nil }
    name = String(base)
    labels = parsed
  }

  /// A signature from its parts.
  package init(name: String, labels: [String]?) {
    self.name = name
    self.labels = labels
  }

  /// Whether a call named `name` with explicit `labels` and `trailingClosures` closures after
  /// them matches: the explicit labels start the signature's, and either the closures fill the
  /// rest, or there are none and the rest are left to their defaults.
  package func matches(name other: String, labels explicit: [String], trailingClosures: Int)
    -> Bool
  {
    guard other == name else { return false }
    guard let labels else { return true }
    guard Array(labels.prefix(explicit.count)) == explicit else { return false }
    return explicit.count + trailingClosures == labels.count
      || (trailingClosures == 0 && explicit.count < labels.count)
  }

  /// The position of the argument labelled `label` (`_` for the first unlabelled one).
  package func position(of label: String) -> Int? { labels?.firstIndex(of: label) }

  package var description: String {
    guard let labels else { return name }
    return name + "(" + labels.map { $0 + ":" }.joined() + ")"
  }

  private static func isName(_ text: Substring) -> Bool {
    guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return text.unicodeScalars.allSatisfy {
      $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
    }
  }
}
