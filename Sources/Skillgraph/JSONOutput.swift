import Foundation
import SkillgraphDecisions
import SkillgraphIngest
import SkillgraphMarkdown
import SkillgraphModel
import SkillgraphSearch
import SkillgraphSite
import SkillgraphTemplates

/// The one JSON form every answer takes, on the command line and over MCP: compact, keys
/// sorted, slashes unescaped.
public enum JSONOutput {
  /// `value` as JSON text.
  public static func text(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
      preconditionFailure("encoding a JSON answer failed: \(error)")
    }
  }
}
