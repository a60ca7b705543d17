import Foundation
import MCP

/// One tool the server offers: its name, a one-line "use this when" description, its parameters
/// (which give the `inputSchema`), its output schema and the command line it runs.
struct ServedTool: Sendable {
  /// The tool's name.
  var name: String
  /// A title for people.
  var title: String
  /// One line: what it answers, and when to use it.
  var description: String
  /// Its arguments.
  var parameters: [ToolParameter]
  /// The JSON Schema of its `structuredContent` (the command's `data`), as JSON text.
  var outputSchema: String

  /// The tool as `tools/list` announces it.
  var tool: Tool {
    Tool(
      name: name, title: title, description: description,
      inputSchema: ToolParameter.objectSchema(parameters),
      annotations: .init(
        title: title, readOnlyHint: true, destructiveHint: false, idempotentHint: true,
        openWorldHint: false),
      outputSchema: Self.decode(outputSchema, tool: name))
  }

  private static func decode(_ schema: String, tool: String) -> Value {
    guard let value = try? JSONDecoder().decode(Value.self, from: Data(schema.utf8)),
      value.objectValue?["type"] == "object"
    else {
      preconditionFailure("the output schema of \(tool) is not an object-rooted JSON Schema")
    }
    return value
  }
}
