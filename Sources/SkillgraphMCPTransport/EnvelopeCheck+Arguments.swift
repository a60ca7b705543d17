import Foundation

extension EnvelopeCheck {
  /// What is wrong with the arguments of a `tools/call` whose `params` are `params`: more of
  /// them than ``maximumArguments``; nil when they are within it (or are not an object, which
  /// the server's own check reports).
  ///
  /// NB: the SDK decodes a message's parameters into `Value`s several times over, and each
  /// string it decodes costs it a regular expression built anew (tens of µs): 50,000 argument
  /// names kept the server busy for seconds. Counting them here, in one pass over the bytes,
  /// refuses such a call before any of that.
  func argumentsProblem(_ params: JSONSyntax.Part?, _ syntax: JSONSyntax) -> String? {
    guard maximumArguments < .max, let params, params.kind == .object,
      let members = try? JSONSyntax(Data(syntax.text(of: params))),
      let arguments = members.parts.last(where: { $0.name == "arguments" }),
      arguments.kind == .object,
      let names = try? JSONSyntax(Data(members.text(of: arguments))),
      names.parts.count > maximumArguments
    else { return nil }
    return "tools/call has \(names.parts.count) arguments; no tool takes more than "
      + "\(maximumArguments)"
  }
}
