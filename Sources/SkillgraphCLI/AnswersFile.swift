import Foundation
import Skillgraph
import SkillgraphSupport

/// The `--answers FILE.json` of `ask`: answers given in advance, and what to suggest.
///
/// ```json
/// {"tree": "background-processing/tree-1",
///  "answers": {"question-id": "option-id"},
///  "defaults": {"question-id": "option-id"},
///  "facts": {"ios": "17", "duration": "45s"},
///  "variables": {"bundleID": "org.acme.notes"}}
/// ```
/// Every key is optional. `answers` are taken without asking (`b` can still re-open them);
/// `defaults` only choose the highlighted option; `facts` are like `--fact` and `tree` like
/// `--tree` (the command line wins); `variables` are the defaults offered when the template is
/// rendered. Values may be strings, numbers or booleans. An unknown key is an error.
struct AnswersFile: Decodable {
  /// A JSON string, number or boolean, kept as text.
  struct Scalar: Decodable {
    var text: String

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let value = try? container.decode(Bool.self) {
        text = String(value)
      } else if let value = try? container.decode(Int.self) {
        text = String(value)
      } else if let value = try? container.decode(Double.self) {
        text = String(value)
      } else {
        text = try container.decode(String.self)
      }
    }
  }

  var tree: String?
  var answers: [String: Scalar]?
  var defaults: [String: Scalar]?
  var facts: [String: Scalar]?
  var variables: [String: Scalar]?

  /// The keys a file may have.
  static let keys = ["tree", "answers", "defaults", "facts", "variables"]

  /// Reads and checks the file at `path`.
  static func read(_ path: String) throws(SkillgraphError) -> AnswersFile {
    guard let data = try? BoundedFile.contents(of: path, limit: 1 << 20) else {
      throw .io(path, message: "cannot read the answers file '\(path)'")
    }
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw .invalidArgument("--answers", reason: "the answers file '\(path)' is not a JSON object")
    }
    for key in object.keys.sorted() where !keys.contains(key) {
      throw .invalidArgument(
        "--answers",
        reason:
          "the answers file '\(path)' has an unknown key '\(key)'; keys: \(keys.joined(separator: ", "))"
      )
    }
    do {
      return try JSONDecoder().decode(AnswersFile.self, from: data)
    } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context) {
      let field = context.codingPath.map(\.stringValue).joined(separator: ".")
      throw .invalidArgument(
        "--answers",
        reason:
          "the answers file '\(path)': '\(field)' has the wrong type (\(context.debugDescription))")
    } catch {
      throw .invalidArgument(
        "--answers", reason: "the answers file '\(path)' cannot be read: \(error)")
    }
  }

  /// A dictionary of scalars as text.
  static func texts(_ values: [String: Scalar]?) -> [String: String] {
    (values ?? [:]).mapValues(\.text)
  }
}
