import Foundation
import Testing

/// `catalog` narrowed by kind, skill and words, and read a page at a time.
@Suite("catalog: filters and pages")
struct CatalogPagingTests {
  static let base = ["catalog", "--content", shippedContent, "--templates", shippedTemplates]

  /// The IDs of a catalog answer's entries, skills then trees then templates, and its page.
  static func entries(_ arguments: [String]) throws -> (ids: [String], page: [String: Any]?) {
    let result = skillgraph(arguments: base + arguments + ["--json"])
    #expect(result.status == 0, "\(result.errors)")
    let data = try result.data()
    var ids: [String] = []
    for part in ["skills", "trees", "templates"] {
      ids += (data[part] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
    }
    return (ids, data["page"] as? [String: Any])
  }

  @Test("pages of 4 follow each other to the end: every entry once, in the catalog's order")
  func pagesCoverTheCatalog() throws {
    let whole = try Self.entries([])
    #expect(whole.page == nil)
    var seen: [String] = []
    var cursor: String?
    var pages = 0
    repeat {
      let page = try Self.entries(["--limit", "4"] + (cursor.map { ["--cursor", $0] } ?? []))
      #expect(page.ids.count <= 4)
      #expect(page.page?["total"] as? Int == whole.ids.count)
      seen += page.ids
      cursor = page.page?["nextCursor"] as? String
      pages += 1
    } while cursor != nil && pages < 20
    #expect(seen == whole.ids)
    #expect(pages == (whole.ids.count + 3) / 4)
  }

  @Test("kind, skill and words narrow the entries")
  func filters() throws {
    let trees = try Self.entries(["--kind", "trees"])
    #expect(!trees.ids.isEmpty && trees.ids.allSatisfy { $0.contains("/tree-") })
    let diag = try Self.entries(["--skill", "background-processing-diag"])
    #expect(diag.ids.first == "background-processing-diag")
    #expect(diag.ids.dropFirst().allSatisfy { $0.hasPrefix("background-processing-diag/") })
    let result = skillgraph(arguments: Self.base + ["--words", "Download", "--json"])
    let data = try result.data()
    let texts = ["skills", "trees", "templates"].flatMap {
      (data[$0] as? [[String: Any]] ?? []).map { String(describing: $0).lowercased() }
    }
    #expect(!texts.isEmpty && texts.allSatisfy { $0.contains("download") })
  }

  @Test("a cursor the catalog did not write, a bad kind or limit, an unknown skill: clear errors")
  func badRequests() throws {
    let cursor = skillgraph(arguments: Self.base + ["--cursor", "bm9wZQ==", "--json"])
    #expect(cursor.status == 64)
    #expect(cursor.output.contains("unknown cursor"))
    let kind = skillgraph(arguments: Self.base + ["--kind", "patterns"])
    #expect(kind.status == 64 && kind.errors.contains("skills, trees or templates"))
    let limit = skillgraph(arguments: Self.base + ["--limit", "0"])
    #expect(limit.status == 64)
    let skill = skillgraph(arguments: Self.base + ["--skill", "background-procesing"])
    #expect(skill.status == 2 && skill.errors.contains("did you mean") == false)
    #expect(skill.errors.contains("background-processing"))
  }

  @Test("a cursor given with other filters than its page's is refused, not read as a place")
  func cursorKeepsItsFilters() throws {
    let first = try Self.entries(["--limit", "2"])
    let cursor = try #require(first.page?["nextCursor"] as? String)
    let other = skillgraph(
      arguments: Self.base + ["--limit", "2", "--kind", "trees", "--cursor", cursor, "--json"])
    #expect(other.status == 64)
    #expect(other.output.contains("with the same filters"), "\(other.output)")
    #expect(try Self.entries(["--limit", "2", "--cursor", cursor]).ids.count == 2)
  }

  @Test("only the kinds asked for are listed as sections")
  func textShowsTheKindsAsked() {
    let skills = skillgraph(arguments: Self.base + ["--kind", "skills"])
    #expect(skills.status == 0)
    #expect(skills.output.hasPrefix("Skills\n"), "\(skills.output)")
    #expect(!skills.output.contains("Decision trees"))
    #expect(!skills.output.contains("Templates"))
    let templates = skillgraph(arguments: Self.base + ["--kind", "templates"])
    #expect(templates.output.hasPrefix("Templates\n"), "\(templates.output)")
    #expect(!templates.output.contains("Skills"))
    #expect(!templates.output.contains("Decision trees"))
  }

  @Test("the text answer ends with how to ask for the next page")
  func textNamesTheNextCursor() throws {
    let result = skillgraph(arguments: Self.base + ["--limit", "2"])
    #expect(result.status == 0)
    #expect(result.output.contains("2 of "))
    #expect(result.output.contains("--cursor "))
  }

  @Test(
    "the text lists each skill with its description, a command as a command, and no trees as none")
  func textListing() throws {
    let folder = try ContentFolder([
      "skills/glaze/SKILL.md":
        "---\nname: glaze\ndescription: Mixing and testing glazes.\n---\n\n# Glaze\n\nText.\n",
      "commands/fire.md": "---\ndescription: Fire the kiln.\n---\n\n# Fire\n",
    ])
    defer { folder.remove() }
    let result = skillgraph("catalog", "--content", folder.path)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("  glaze  [discipline] Glaze\n    Mixing and testing glazes."))
    #expect(result.output.contains("commands/fire  [command] Fire"))
    #expect(result.output.contains("Decision trees  (none)"))
    let stats = skillgraph("stats", "--content", folder.path)
    #expect(stats.output.contains("0 (0 questions, 0 outcomes)\n"))
  }
}
