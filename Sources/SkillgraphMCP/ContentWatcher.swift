import MCP
import Skillgraph

/// Watches the content folders while the server runs: when a file is added, removed or changed,
/// brings the graph and the search index up to date in the background and tells the client
/// when the list of resources (the skills) or of prompts (the decision trees) changed, with
/// `notifications/resources/list_changed` and `notifications/prompts/list_changed`.
///
/// NB: polled, one `stat` a file every `interval`, as every call already checks the files; the
/// folders are read again only when one of them changed.
struct ContentWatcher: Sendable {
  /// What the lists are read from.
  var service: SkillgraphService
  /// How often the folders are looked at.
  var interval = Duration.seconds(2)

  /// What the client has been told the lists are.
  private struct Lists: Equatable {
    var resources: [MCP.Resource]
    var prompts: [Prompt]
  }

  /// Watches until the task is cancelled, sending the notifications to `server`.
  func run(notifying server: Server) async {
    let folders = service.contentFolders
    var seen = ContentFingerprint(folders: folders)
    var lists = await current()
    while !Task.isCancelled {
      do {
        try await Task.sleep(for: interval)
      } catch {
        return
      }
      let now = ContentFingerprint(folders: folders)
      guard now != seen || now.isRacy() else { continue }
      let fresh = await current()
      // NB: a file still being written when the lists were read, or changed within a tick of
      // the look, is looked at again on the next round, so that the lists told are those of
      // the finished file (a new skill is seen before the tree written into it).
      if ContentFingerprint(folders: folders) == now, !now.isRacy() {
        seen = now
      }
      if fresh.resources != lists.resources {
        try? await server.notify(ResourceListChangedNotification.message())
      }
      if fresh.prompts != lists.prompts {
        try? await server.notify(PromptListChangedNotification.message())
      }
      lists = fresh
      let service = self.service
      _ = await ServiceCalls().run { () throws(SkillgraphError) in try service.refreshIndex() }
    }
  }

  /// The lists as `resources/list` and `prompts/list` answer now (empty when the content cannot
  /// be read: a later change that makes it readable again is then told).
  private func current() async -> Lists {
    let resources = (try? await ResourceShelf(service: service).list()) ?? []
    let prompts = (try? await PromptShelf(service: service).list()) ?? []
    return Lists(resources: resources, prompts: prompts)
  }
}
