import Foundation
import Logging
import MCP
import Skillgraph
import SkillgraphMCPTransport

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The MCP server's life: start on stdio, answer until stdin closes, send every answer still in
/// flight, put the descriptors' flags back, stop.
struct SkillgraphServer: Sendable {
  /// What the tools answer with.
  var toolbox: Toolbox

  /// How long to wait, once stdin has closed, for the answers still being worked out.
  static let drainTimeout = Duration.seconds(300)

  /// The order in which to use the tools, for the agent's system prompt.
  static let instructions = """
    Skillgraph answers from a graph of skill documents, with the exact source of every answer.
    To answer a question: `search` it in your own words; each result is a section or entity \
    (a pattern, a checklist, a decision outcome with the path that reaches it) with its source \
    lines, cut to the passages that match within a budget of about 1,500 tokens (`cut`: true), \
    and `confidence` says whether the collection covers the question at all ("low" or "none": \
    say so rather than answer from the results). When the passages do not hold what you need, \
    `read` a result's ID for it whole (or search with `maxTokens: 0` for every result whole); \
    `read` a skill with `sections` for parts of it; a large skill comes as an outline of its \
    sections with their token counts: read only those you need. \
    To choose an \
    approach or API: call `decide` with the `situation` in your own words; its reply lists in \
    `remaining` every question still to be asked, so call it once more with `answers` for all \
    of them (question ID to option ID) and `facts` such as {"ios": "17"} to reach the \
    "outcome"; then `render` the outcome's `template` with your own identifiers as \
    `variables` (the reply's `template.variables` gives each one's type, default and \
    bounds). To see what the collection covers (its skills, its decision trees with \
    their first question, its templates): `catalog`, a page at a time, narrowed by `kind`, \
    `skill` or `words`. With the developer's iOS project on disk, `audit` its folder: findings \
    with file and line, each citing the section that explains it. Cite the `source` path and \
    lines you relied on.
    """

  /// Serves until stdin closes.
  func run() async throws {
    let flags = DescriptorFlags()
    defer { flags.restore() }
    TerminationSignals.install()
    // NB: a client that goes away while an answer is being written must not kill the server
    // with SIGPIPE before the descriptors are restored; the write fails instead.
    signal(SIGPIPE, SIG_IGN)
    let logger = Self.logger()
    let server = Server(
      name: "skillgraph-mcp", version: SkillgraphService.version, title: "Skillgraph",
      instructions: Self.instructions,
      capabilities: .init(
        completions: .init(), prompts: .init(listChanged: true),
        resources: .init(subscribe: false, listChanged: true), tools: .init(listChanged: false)))
    let progress = IndexProgressRelay()
    let negotiated = NegotiatedVersion()
    var reporting = self.toolbox
    reporting.service.indexProgress = { progress.report(done: $0, total: $1) }
    let toolbox = reporting
    await server.withMethodHandler(ListTools.self) { _ in
      ListTools.Result(tools: EarlierRevisions.fitting(toolbox.tools, version: negotiated.current))
    }
    await Self.offerResourcesAndPrompts(on: server, service: toolbox.service)
    await server.withMethodHandler(UncheckedCallTool.self) {
      let parameters = try UncheckedCallTool.parameters($0)
      if let refusal = ArgumentLimits.refusal(parameters) { return refusal }
      // NB: only the tools that read the search index wait for its build.
      let waits = ["search", "decide"].contains(parameters.name)
      let result = try await progress.relaying(
        to: server, token: waits ? parameters._meta?.progressToken : nil
      ) {
        try await toolbox.call(parameters)
      }
      return EarlierRevisions.fitting(result, version: negotiated.current)
    }
    let ledger = RequestLedger()
    let arguments = ServedTool.all.map(\.parameters.count).max() ?? 0
    let transport = DrainingTransport(
      StdioLineTransport(
        maximumArguments: arguments, negotiated: negotiated, ledger: ledger, logger: logger),
      ledger: ledger, logger: logger)
    try await server.start(transport: transport)
    logger.info("serving", metadata: ["content": "\(toolbox.service.contentFolders)"])
    // NB: the graph is loaded in the background from the start, so the first `read` or `decide`
    // does not pay for parsing the corpus; a request that comes first waits for the same load
    // (the graph cache holds its lock while loading) instead of parsing again.
    let service = toolbox.service
    Task.detached(priority: .utility) {
      _ = await ServiceCalls().run { () throws(SkillgraphError) in try service.catalog() }
    }
    // NB: the search index is brought up to date in the background too, so that the first
    // search of a new collection does not build it while the agent waits; a search that comes
    // first takes its turn at the index's lock and finds it current.
    Task.detached(priority: .utility) {
      _ = await ServiceCalls().run { () throws(SkillgraphError) in try service.refreshIndex() }
    }
    // NB: the tools never change; the skills and trees change with the content's files.
    let watcher = Task.detached(priority: .utility) {
      await ContentWatcher(service: service).run(notifying: server)
    }
    await server.waitUntilCompleted()
    watcher.cancel()
    let unanswered = await transport.drain(timeout: Self.drainTimeout)
    if unanswered > 0 {
      logger.warning("stdin closed; \(unanswered) requests still unanswered after the wait")
    }
    await server.stop()
    logger.info("stopped")
  }

  /// The skills and entities as resources, the decision trees as prompts, and completions for
  /// both.
  private static func offerResourcesAndPrompts(on server: Server, service: SkillgraphService)
    async
  {
    let resources = ResourceShelf(service: service)
    let prompts = PromptShelf(service: service)
    await server.withMethodHandler(ListResources.self) { _ in
      ListResources.Result(resources: try await resources.list())
    }
    await server.withMethodHandler(ListResourceTemplates.self) { _ in
      ListResourceTemplates.Result(templates: ResourceShelf.templates)
    }
    await server.withMethodHandler(ReadResource.self) { try await resources.read($0.uri) }
    await server.withMethodHandler(ListPrompts.self) { _ in
      ListPrompts.Result(prompts: try await prompts.list())
    }
    await server.withMethodHandler(GetPrompt.self) {
      try await prompts.get($0.name, arguments: $0.arguments ?? [:])
    }
    await server.withMethodHandler(Complete.self) { parameters in
      let value = parameters.argument.value
      switch parameters.ref {
      case .prompt(let reference):
        let values = try await prompts.completions(
          prompt: reference.name, argument: parameters.argument.name, prefix: value)
        return Complete.Result(completion: .init(values: values, total: values.count))
      case .resource:
        let found = await resources.completions(prefix: value)
        return Complete.Result(
          completion: .init(
            values: found.values, total: found.total, hasMore: found.total > found.values.count))
      }
    }
  }

  /// A logger on stderr, at the level of `SKILLGRAPH_MCP_LOG` (default: warning).
  static func logger() -> Logger {
    var logger = Logger(
      label: "skillgraph-mcp", factory: { StreamLogHandler.standardError(label: $0) })
    let level = ProcessInfo.processInfo.environment["SKILLGRAPH_MCP_LOG"] ?? ""
    logger.logLevel = Logger.Level(rawValue: level.lowercased()) ?? .warning
    return logger
  }
}
