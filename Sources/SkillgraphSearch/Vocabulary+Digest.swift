import Foundation
import SkillgraphIngest

extension Vocabulary {
  /// A stable digest of the concepts and phrases, stored with an index: an index built with
  /// another vocabulary is rebuilt.
  package var digest: String {
    var text = concepts.map { $0.concept + ":" + $0.phrases.joined(separator: "|") }
      .joined(separator: "\n")
    if !outside.isEmpty { text += "\n/outside:" + outside.joined(separator: "|") }
    return FileFingerprint.hash(Data(text.utf8))
  }
}
