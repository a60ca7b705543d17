// NB: libyaml's event parser (Yams' `CYaml`) is the only way to see aliases before a tree is
// built: Yams composes the whole document, and its duplicate-key check hashes every key as
// expanded. `CYaml` is a target of the Yams package, reachable because Yams depends on it.
internal import CYaml

/// Bounds what a YAML document's aliases may repeat, before any composer expands them.
///
/// An alias stands for the whole node its anchor names, so a few lines of anchors that alias
/// each other ("billion laughs") expand to millions of nodes. Every YAML reader checks its text
/// here first and refuses a document whose aliases, counted as expanded, would add more than
/// `maximumAliasedNodes` nodes; documents without aliases are never refused.
package enum YAMLAliasBudget {
  /// The most nodes a document's aliases may add, counted as expanded.
  package static let maximumAliasedNodes = 10_000

  /// Where `yaml`'s aliases first add more than `limit` nodes, or nil when they stay within
  /// it. Text that libyaml cannot read is left to the composer, which reports it with its place.
  package static func excess(in yaml: String, limit: Int = maximumAliasedNodes) -> YAMLAliasExcess?
  {
    var bytes = Array(yaml.utf8)
    guard !bytes.isEmpty else { return nil }
    return bytes.withUnsafeMutableBufferPointer { buffer in
      var parser = yaml_parser_t()
      guard yaml_parser_initialize(&parser) == 1 else { return nil }
      defer { yaml_parser_delete(&parser) }
      yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      var counter = AliasCounter(limit: limit)
      var event = yaml_event_t()
      while yaml_parser_parse(&parser, &event) == 1 {
        defer { yaml_event_delete(&event) }
        if let excess = counter.read(event) { return excess }
        if event.type == YAML_STREAM_END_EVENT { return nil }
      }
      return nil
    }
  }
}

/// Where a document's aliases went past `YAMLAliasBudget`, with how many nodes they had added.
package struct YAMLAliasExcess: Error, Hashable, Sendable {
  /// The 1-based line of the alias that went past the limit.
  package var line: Int
  /// Its 1-based column.
  package var column: Int
  /// The nodes the aliases had added by then.
  package var aliasedNodes: Int
  /// The limit.
  package var limit: Int

  /// Why the document is not read, to follow "… is not read: ".
  package var message: String {
    "its aliases would repeat more than \(limit) nodes (\(aliasedNodes) by this one)"
  }
}
