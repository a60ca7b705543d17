import Testing

@testable import SkillgraphSupport

@Suite("Closest names: an error suggests a few names, not a whole collection")
struct ClosestNamesTests {
  static let trees =
    (1...300).map { "skill-\($0)/tree-1" } + [
      "background-processing/tree-1", "background-processing-diag/tree-3",
      "axiom-swiftui-layout/tree-2",
    ]

  @Test("a typo, a part of the name and a shared word each find the name meant")
  func findsTheNameMeant() {
    let names = ClosestNames(Self.trees)
    #expect(
      names.closest(to: "backgroud-processing/tree-1").first == "background-processing/tree-1")
    #expect(names.closest(to: "processing-diag").first == "background-processing-diag/tree-3")
    #expect(names.closest(to: "swiftui layout").first == "axiom-swiftui-layout/tree-2")
    #expect(names.closest(to: "skill-12/tree-1").count <= ClosestNames.listed)
    #expect(names.closest(to: "axiom-swiftui-layuot/tree-2").first == "axiom-swiftui-layout/tree-2")
  }

  @Test("words that most names hold do not make every name close")
  func genericWordsDoNotMatch() {
    #expect(ClosestNames(Self.trees).closest(to: "nope/tree-1").isEmpty)
  }

  @Test("nothing close: the first few, how many there are, and where they are all listed")
  func nothingClose() {
    let message = ClosestNames(Self.trees).suggestion(
      for: "zzzz", noun: "trees", whereListed: "`catalog`")
    #expect(message.hasPrefix("trees: skill-1/tree-1, skill-2/tree-1"))
    #expect(message.hasSuffix("and 295 more (`catalog` lists them)"))
    #expect(message.utf8.count < 300)
  }

  @Test("a few names are listed whole, as before")
  func fewNamesListedWhole() {
    let message = ClosestNames(["a", "b", "c"]).suggestion(
      for: "x", noun: "skills", whereListed: "`catalog`")
    #expect(message == "skills: a, b, c")
  }

  @Test("the edit distance stops at its bound")
  func editDistance() {
    #expect(ClosestNames.editDistance("kitten", "sitting", bound: 5) == 3)
    #expect(ClosestNames.editDistance("abc", "abc", bound: 3) == 0)
    #expect(ClosestNames.editDistance("a", "abcdefgh", bound: 3) == 3)
  }
}
