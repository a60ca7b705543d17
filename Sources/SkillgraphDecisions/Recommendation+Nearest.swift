/// The alternatives a reader weighs first: those another answer to the last question reaches.
/// The others follow other answers to earlier questions, which the reader has already given;
/// listed whole they were most of a recommendation (22 alternatives, 1,000 of 2,150 tokens, for a
/// background upload).
extension Recommendation {
  /// How many alternatives a lean answer keeps.
  public static let nearestLimit = 5

  /// The alternatives reached by another answer to the last question of `path` (any, when none
  /// is), at most `nearestLimit`, in order.
  public func nearestAlternatives(after path: [DecisionAnswer.Step]) -> [Alternative] {
    let last = path.last?.question.id
    let near = alternatives.filter { $0.via.question.id == last }
    return Array((near.isEmpty ? alternatives : near).prefix(Self.nearestLimit))
  }

  /// The recommendation with its nearest alternatives only, and how many it leaves out.
  public func keepingNearestAlternatives(after path: [DecisionAnswer.Step]) -> Recommendation {
    var lean = self
    lean.alternatives = nearestAlternatives(after: path)
    lean.alternativesLeftOut = alternatives.count - lean.alternatives.count
    return lean
  }
}

extension DecisionAnswer {
  /// The answer with each recommendation's nearest alternatives only.
  public func keepingNearestAlternatives() -> DecisionAnswer {
    var lean = self
    lean.outcome = outcome?.keepingNearestAlternatives(after: path)
    lean.candidates = candidates?.map { $0.keepingNearestAlternatives(after: path) }
    return lean
  }
}
