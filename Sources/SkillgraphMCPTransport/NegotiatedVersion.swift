import MCP
import SkillgraphSupport

/// The protocol version the server negotiated with its client, as the transport learns it from
/// `initialize`.
///
/// NB: the SDK keeps the version to itself. It settles on the version the client asks for when
/// it supports it, else on its latest, and only the first `initialize` counts; the transport
/// applies the same rule to the first well-formed `initialize` request it passes on, in the
/// order the lines arrive, so that every line after it is judged by that version.
package final class NegotiatedVersion: Sendable {
  /// The first version without JSON-RPC batches: the 2025-06-18 revision removed them.
  package static let firstWithoutBatches = "2025-06-18"

  private let version: Locked<String?>

  /// A version not negotiated yet, or already `version`.
  package init(_ version: String? = nil) {
    self.version = Locked(version)
  }

  /// The version negotiated, or nil before `initialize`.
  package var current: String? { version.withLock { $0 } }

  /// Settles the version for a client that asks for `requested`, unless one is settled already.
  package func negotiate(requested: String) {
    version.withLock { version in
      guard version == nil else { return }
      version = Version.supported.contains(requested) ? requested : Version.latest
    }
  }

  /// Whether `version` has JSON-RPC batches: the versions before 2025-06-18 (2025-03-26 made
  /// them explicit; 2024-11-05 took JSON-RPC 2.0 whole).
  package static func allowsBatches(_ version: String) -> Bool {
    // NB: versions are dates written YYYY-MM-DD, so they sort as text.
    version < firstWithoutBatches
  }
}
