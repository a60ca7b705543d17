// swift-tools-version: 6.0
import Foundation
import PackageDescription

let upcomingFeatures: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

// One module per layer, each depending only on the layers below it (docs/architecture.md has
// the table; `make lint` checks it against this file): the support floor (file-system rules
// and other utilities without domain knowledge), Markdown (the only one that touches
// cmark-gfm), the graph model, YAML (the alias budget every YAML reader checks first), ingest
// (corpus layouts, interpretation, the tree readers, the vocabulary), search (the only one that
// uses GRDB), templates, decisions, the site, the audit (project reading and the analyses; the
// only module that imports swift-syntax), the Agent Skills export, and the service API
// (`Skillgraph`, which re-exports the layers) that the command line and the MCP server call.
let package = Package(
  name: "Skillgraph",
  platforms: [.macOS(.v14)],
  // Licensed under the Apache License 2.0 (LICENSE): the two executables and the library alike.
  products: [
    .executable(name: "skillgraph", targets: ["SkillgraphMain"]),
    .executable(name: "skillgraph-mcp", targets: ["SkillgraphMCP"]),
    .library(name: "Skillgraph", targets: ["Skillgraph"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
    .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
  ],
  targets: [
    .systemLibrary(
      name: "CCmarkGFM",
      pkgConfig: "libcmark-gfm",
      providers: [
        .apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]),
        .brew(["cmark-gfm"]),
      ]
    ),
    .target(
      name: "SkillgraphSupport",
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SkillgraphMarkdown",
      dependencies: [
        "CCmarkGFM",
        "SkillgraphSupport",
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SkillgraphModel",
      dependencies: [
        "SkillgraphMarkdown",
        "SkillgraphSupport",
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SkillgraphYAML",
      dependencies: [
        .product(name: "Yams", package: "Yams")
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SkillgraphIngest",
      dependencies: [
        "SkillgraphSupport",
        "SkillgraphMarkdown",
        "SkillgraphModel",
        "SkillgraphYAML",
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SkillgraphSearch",
      dependencies: [
        "SkillgraphSupport",
        "SkillgraphMarkdown",
        "SkillgraphModel",
        "SkillgraphIngest",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SkillgraphTemplates",
      dependencies: [
        "SkillgraphSupport",
        "SkillgraphMarkdown",
        "SkillgraphModel",
        "SkillgraphYAML",
        .product(name: "Yams", package: "Yams"),
        .product(name: "Mustache", package: "swift-mustache"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SkillgraphDecisions",
      dependencies: [
        "SkillgraphSupport",
        "SkillgraphModel",
        "SkillgraphIngest",
        "SkillgraphTemplates",
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SkillgraphSite",
      dependencies: [
        "SkillgraphSupport",
        "SkillgraphMarkdown",
        "SkillgraphModel",
        "SkillgraphTemplates",
        "SkillgraphDecisions",
      ],
      // NB: the readable style sheet and scripts; Scripts/site-assets.py compiles them into
      // SiteAssets.swift, as `make install` ships one executable and no resource bundle.
      exclude: ["Assets"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SkillgraphAudit",
      dependencies: [
        "SkillgraphSupport",
        "SkillgraphMarkdown",
        "SkillgraphModel",
        "SkillgraphYAML",
        .product(name: "Yams", package: "Yams"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SkillgraphExport",
      dependencies: [
        "SkillgraphSupport",
        "SkillgraphMarkdown",
        "SkillgraphModel",
        "SkillgraphYAML",
        "SkillgraphIngest",
        "SkillgraphTemplates",
        .product(name: "Yams", package: "Yams"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "Skillgraph",
      dependencies: [
        "SkillgraphAudit",
        "SkillgraphExport",
        "SkillgraphSupport",
        "SkillgraphMarkdown",
        "SkillgraphModel",
        "SkillgraphYAML",
        "SkillgraphIngest",
        "SkillgraphSearch",
        "SkillgraphTemplates",
        "SkillgraphDecisions",
        "SkillgraphSite",
      ],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SkillgraphCLI",
      dependencies: [
        "Skillgraph",
        "SkillgraphSupport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "SkillgraphMain",
      dependencies: ["SkillgraphCLI"],
      swiftSettings: upcomingFeatures
    ),
    .target(
      name: "SkillgraphMCPTransport",
      dependencies: ["SkillgraphSupport", .product(name: "MCP", package: "swift-sdk")],
      swiftSettings: upcomingFeatures
    ),
    .executableTarget(
      name: "SkillgraphMCP",
      dependencies: [
        "Skillgraph",
        "SkillgraphSupport",
        "SkillgraphMCPTransport",
        .product(name: "MCP", package: "swift-sdk"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
    // What the test targets share (the shared corpus's folders and the check for them); outside
    // the layers, as the tests are.
    .target(
      name: "SkillgraphTestSupport",
      path: "Tests/SkillgraphTestSupport",
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SkillgraphTests",
      dependencies: [
        "SkillgraphTestSupport",
        "Skillgraph",
        "SkillgraphSupport",
        "SkillgraphYAML",
        "SkillgraphIngest",
        "SkillgraphSearch",
        "SkillgraphDecisions",
        "SkillgraphExport",
        .product(name: "Yams", package: "Yams"),
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      resources: [.copy("Fixtures")],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SkillgraphAuditTests",
      dependencies: ["SkillgraphTestSupport", "SkillgraphAudit", "SkillgraphModel"],
      exclude: ["Fixtures"],
      swiftSettings: upcomingFeatures
    ),
    .testTarget(
      name: "SkillgraphCLITests",
      dependencies: [
        "SkillgraphTestSupport",
        "SkillgraphCLI",
        "Skillgraph",
        "SkillgraphMCPTransport",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: upcomingFeatures
    ),
  ],
  swiftLanguageModes: [.v6]
)

// The libFuzzer targets in Fuzz/ exist only when SKILLGRAPH_FUZZ is set (`make fuzz`, in its
// own build folder): they have no `main` of their own (libFuzzer supplies it), so a plain
// build could not link them, and they need the sanitizer flags the Makefile passes.
if Context.environment["SKILLGRAPH_FUZZ"] != nil {
  package.targets.append(
    .target(
      name: "FuzzSupport", dependencies: ["Skillgraph", "SkillgraphCLI", "SkillgraphMCPTransport"],
      path: "Fuzz/Support",
      swiftSettings: upcomingFeatures))
  // One target a folder of Fuzz/Targets: the Makefile and Fuzz/run.sh list the same folders.
  let targets = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent(
    "Fuzz/Targets")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: targets.path)) ?? []
  for name in names.filter({ $0.hasPrefix("Fuzz") }).sorted() {
    package.targets.append(
      .executableTarget(
        name: name, dependencies: ["FuzzSupport"], path: "Fuzz/Targets/\(name)",
        swiftSettings: upcomingFeatures))
    package.products.append(.executable(name: name, targets: [name]))
  }
}
