/// What the server was started with: the content, templates and index every tool reads.
struct ServerSettings: Sendable {
  /// The content folders (`--content`); empty for the shipped `Content/`.
  var folders: [String] = []
  /// The templates folder (`--templates`); nil for the shipped `Templates/`.
  var templates: String?
  /// The search index file (`--index`); nil for the default beside the content.
  var index: String?

  /// `--content=DIR` for each folder, as the commands that read content take them.
  var contentArguments: [String] { folders.map { "--content=\($0)" } }

  /// `--templates=DIR` when a templates folder was given.
  var templateArguments: [String] { templates.map { ["--templates=\($0)"] } ?? [] }

  /// `--index=PATH` when an index file was given.
  var indexArguments: [String] { index.map { ["--index=\($0)"] } ?? [] }
}
