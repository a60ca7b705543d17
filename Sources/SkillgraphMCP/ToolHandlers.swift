import Skillgraph

/// One handler per tool, by the tool's name: each makes the service's request from the checked
/// arguments (with the service's own defaults) and asks it.
enum ToolHandlers {
  /// Answers one call of a tool.
  typealias Handler =
    @Sendable (SkillgraphService, ToolArguments, ServiceCalls) async -> ServiceCalls.Reply

  /// The handler of each tool that `ServedTool.all` announces.
  static let all: [String: Handler] = [
    "search": search, "read": read, "decide": decide, "render": render, "catalog": catalog,
    "audit": audit,
  ]

  private static let search: Handler = { service, arguments, calls in
    await calls.run { () throws(SkillgraphError) in
      try service.search(
        try SearchRequest.asked(
          arguments.string("query") ?? "", by: .agent, limit: arguments.integer("limit"),
          kind: arguments.string("kind"), skill: arguments.string("skill"),
          facts: arguments.map("facts"), maxTokens: arguments.integer("maxTokens")))
    }
  }

  private static let read: Handler = { service, arguments, calls in
    let request = ReadRequest(
      id: arguments.string("id") ?? "", sections: arguments.strings("sections"),
      whole: arguments.flag("whole"))
    return await calls.run { () throws(SkillgraphError) in try service.read(request) }
  }

  private static let decide: Handler = { service, arguments, calls in
    let request = DecideRequest(
      tree: arguments.string("tree"), situation: arguments.string("situation"),
      answers: arguments.map("answers"), facts: arguments.map("facts"),
      templateVariables: arguments.map("templateVariables"),
      followsLinks: arguments.flag("followLinks"), project: arguments.string("project"),
      target: arguments.string("target"))
    let everyAlternative = arguments.flag("allAlternatives")
    return await calls.run { () throws(SkillgraphError) in
      var reply = try service.decide(request).reply
      if !everyAlternative { reply.decision = reply.decision.keepingNearestAlternatives() }
      return reply
    }
  }

  private static let render: Handler = { service, arguments, calls in
    let request = RenderRequest(
      template: arguments.string("template") ?? "", variables: arguments.map("variables"))
    return await calls.run { () throws(SkillgraphError) in try service.render(request) }
  }

  private static let catalog: Handler = { service, arguments, calls in
    await calls.run { () throws(SkillgraphError) in
      try service.catalog(
        try CatalogRequest.asked(
          by: .agent, kinds: arguments.string("kind").map { [$0] } ?? [],
          skill: arguments.string("skill"), words: arguments.string("words"),
          limit: arguments.integer("limit"), cursor: arguments.string("cursor")))
    }
  }

  private static let audit: Handler = { service, arguments, calls in
    let request = AuditRequest(project: arguments.string("path") ?? "")
    return await calls.run { () throws(SkillgraphError) in try service.audit(request) }
  }
}
