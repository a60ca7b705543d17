import Foundation

/// The BM25 weights shared by ranking and by cutting passages, so that both weigh a term alike.
package enum BM25 {
  /// How rare a term that `holders` of `total` documents hold is among them: BM25's inverse
  /// document frequency, `ln(1 + (N - n + 0.5) / (n + 0.5))`, which stays positive for a term
  /// that most documents hold.
  @inlinable
  package static func inverseDocumentFrequency(holders: Double, of total: Double) -> Double {
    log(1 + (total - holders + 0.5) / (holders + 0.5))
  }
}
