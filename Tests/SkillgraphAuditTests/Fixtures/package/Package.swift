// swift-tools-version: 5.9
import PackageDescription

let package = Package(name: "Uploads", targets: [.target(name: "Uploads")])
