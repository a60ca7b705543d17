/// The most one generated page may hold, so that a site's size stays linear in its sources.
///
/// A decision tree page shows the whole tree, every path to every outcome and the data for
/// its widget; each of them stops at a quarter of `pageBytes` with a note on the page saying
/// what was left out, and the build reports a `site-page-limit` warning for the tree's source.
/// The trees themselves are already bounded by `DecisionTreeLimits`; this bounds the bytes
/// when their labels are long.
public enum SiteLimits {
  /// Bytes of one page's HTML (about 4 MB).
  public static let pageBytes = 4_000_000

  /// The identifier of the warning a build reports when a page reaches its limit.
  package static let diagnosticIdentifier = "site-page-limit"
}
