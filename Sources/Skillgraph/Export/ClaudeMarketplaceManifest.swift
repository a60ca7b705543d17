/// A Claude Code plugin marketplace, `.claude-plugin/marketplace.json`, listing the one plugin
/// in the same folder, so that adding the folder as a marketplace offers it for install.
struct ClaudeMarketplaceManifest: Codable, Hashable, Sendable {
  /// Who maintains the marketplace.
  struct Owner: Codable, Hashable, Sendable {
    /// The name shown.
    var name: String
  }

  /// One plugin of the marketplace.
  struct Entry: Codable, Hashable, Sendable {
    /// The plugin's name, as in its `plugin.json`.
    var name: String
    /// Where the plugin is, relative to the marketplace's root (`./`: the same folder).
    var source: String
    /// What the plugin holds.
    var description: String
    /// The plugin's version.
    var version: String
  }

  /// The marketplace's name (kebab-case); plugins install as `plugin@marketplace`.
  var name: String
  /// Who maintains it.
  var owner: Owner
  /// Its plugins.
  var plugins: [Entry]
}
