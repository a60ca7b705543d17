package import SkillgraphModel
import SkillgraphYAML
import Yams

extension FrontMatter {
  /// Parses the YAML between the delimiters into fields; a non-mapping document is a problem.
  package static func parseFields(_ yaml: String, path: String) throws(FrontMatterProblem)
    -> [String:
    FrontMatterValue]
  {
    do {
      return try fields(yaml)
    } catch {
      var problem = error
      problem.line = lineOfBreaks(yamlLine: error.line, in: yaml)
      throw problem
    }
  }

  /// The line (counting `\n` alone, as the file's lines are counted) of libyaml's line
  /// `yamlLine`, which also counts a lone `\r`, NEL, LS and PS as line breaks.
  package static func lineOfBreaks(yamlLine: Int, in yaml: String) -> Int {
    let scalars = Array(yaml.unicodeScalars)
    var yamlCount = 1
    var ownCount = 1
    var index = 0
    while yamlCount < yamlLine, index < scalars.count {
      switch scalars[index] {
      case "\n":
        ownCount += 1
        yamlCount += 1
      case "\r":
        // NB: `\r\n` is one break to both.
        if index + 1 < scalars.count, scalars[index + 1] == "\n" {
          index += 1
          ownCount += 1
        }
        yamlCount += 1
      case "\u{85}", "\u{2028}", "\u{2029}": yamlCount += 1
      default: break
      }
      index += 1
    }
    // NB: libyaml places an error at the end of the text on the line after it when the text
    // ends in a break, and there the file's lines go on as libyaml's do.
    return ownCount + max(0, yamlLine - yamlCount)
  }

  private static func fields(_ yaml: String) throws(FrontMatterProblem) -> [String:
    FrontMatterValue]
  {
    if let excess = YAMLAliasBudget.excess(in: yaml) { throw FrontMatterProblem(excess) }
    let node: Node?
    do {
      node = try Yams.compose(yaml: yaml)
    } catch let error as YamlError {
      throw problem(from: error)
    } catch {
      throw FrontMatterProblem(message: String(describing: error), line: 1, column: 1)
    }
    guard let node else { return [:] }
    guard case .mapping(let mapping) = node else {
      throw FrontMatterProblem(
        message: "expected a mapping of keys to values", line: node.mark?.line ?? 1,
        column: node.mark?.column ?? 1)
    }
    var fields: [String: FrontMatterValue] = [:]
    for (key, value) in mapping {
      guard let name = key.string else { continue }
      fields[name] = convert(value)
    }
    return fields
  }

  private static func convert(_ node: Node) -> FrontMatterValue {
    switch node {
    case .scalar(let scalar):
      if scalar.style == .plain {
        if let value = Bool.construct(from: scalar) { return .bool(value) }
        if let value = Int.construct(from: scalar) { return .number(Double(value)) }
        if let value = Double.construct(from: scalar), scalar.string.contains(".") == false {
          return .number(value)
        }
        if scalar.string.isEmpty || scalar.string == "~" || scalar.string == "null" { return .null }
      }
      return .string(scalar.string)
    case .sequence(let sequence):
      return .list(sequence.map(convert))
    case .mapping(let mapping):
      var result: [String: FrontMatterValue] = [:]
      for (key, value) in mapping {
        if let name = key.string { result[name] = convert(value) }
      }
      return .map(result)
    case .alias:
      return .null
    }
  }

  private static func problem(from error: YamlError) -> FrontMatterProblem {
    switch error {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _),
      .composer(_, let problem, let mark, _):
      return FrontMatterProblem(message: problem, line: mark.line, column: mark.column)
    case .duplicatedKeysInMapping(let duplicates, _):
      return FrontMatterProblem(
        message: "duplicate keys: \(duplicates.joined(separator: ", "))", line: 1, column: 1)
    default:
      return FrontMatterProblem(message: String(describing: error), line: 1, column: 1)
    }
  }
}
