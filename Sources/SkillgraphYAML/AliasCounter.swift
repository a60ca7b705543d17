internal import CYaml

/// Counts, event by event, the nodes each anchor names and the nodes its aliases add.
struct AliasCounter {
  /// A collection being read: its anchor and the nodes in it so far (itself included).
  private struct Open {
    var anchor: String?
    var nodes: Int
  }

  let limit: Int
  private var open: [Open] = [Open(anchor: nil, nodes: 0)]
  private var anchorNodes: [String: Int] = [:]
  private var aliasedNodes = 0

  init(limit: Int) {
    self.limit = limit
  }

  /// Counts `event`; the excess once the aliases have added more than the limit.
  mutating func read(_ event: yaml_event_t) -> YAMLAliasExcess? {
    switch event.type {
    case YAML_SCALAR_EVENT:
      close(Open(anchor: Self.text(event.data.scalar.anchor), nodes: 1))
    case YAML_SEQUENCE_START_EVENT:
      open.append(Open(anchor: Self.text(event.data.sequence_start.anchor), nodes: 1))
    case YAML_MAPPING_START_EVENT:
      open.append(Open(anchor: Self.text(event.data.mapping_start.anchor), nodes: 1))
    case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
      if open.count > 1 { close(open.removeLast()) }
    case YAML_ALIAS_EVENT:
      // NB: an alias to an anchor not yet closed (or never set) adds nothing here; the
      // composer refuses it as undefined.
      let nodes = Self.text(event.data.alias.anchor).flatMap { anchorNodes[$0] } ?? 0
      aliasedNodes += nodes
      open[open.count - 1].nodes += nodes
      if aliasedNodes > limit {
        return YAMLAliasExcess(
          line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1,
          aliasedNodes: aliasedNodes, limit: limit)
      }
    default:
      break
    }
    return nil
  }

  /// Records a finished node under its anchor and adds it to the collection holding it.
  private mutating func close(_ node: Open) {
    if let anchor = node.anchor { anchorNodes[anchor] = node.nodes }
    open[open.count - 1].nodes += node.nodes
  }

  private static func text(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self))
  }
}
