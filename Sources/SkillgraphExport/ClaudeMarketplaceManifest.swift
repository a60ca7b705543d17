/// A Claude Code plugin marketplace, `.claude-plugin/marketplace.json`, listing the one plugin
/// in the same folder, so that adding the folder as a marketplace offers it for install.
package struct ClaudeMarketplaceManifest: Codable, Hashable, Sendable {
  /// Who maintains the marketplace.
  package struct Owner: Codable, Hashable, Sendable {
    /// The name shown.
    package var name: String
  }

  /// One plugin of the marketplace.
  package struct Entry: Codable, Hashable, Sendable {
    /// The plugin's name, as in its `plugin.json`.
    package var name: String
    /// Where the plugin is, relative to the marketplace's root (`./`: the same folder).
    package var source: String
    /// What the plugin holds.
    package var description: String
    /// The plugin's version.
    package var version: String
  }

  /// The marketplace's name (kebab-case); plugins install as `plugin@marketplace`.
  package var name: String
  /// Who maintains it.
  package var owner: Owner
  /// Its plugins.
  package var plugins: [Entry]
}
