internal import Yams

extension XcodeGenReader {
  /// `settings` with `IPHONEOS_DEPLOYMENT_TARGET` from the spec's own keys when the settings do
  /// not set it: the target's `deploymentTarget` (a version, or one per platform), else the
  /// spec's `options.deploymentTarget.iOS`.
  static func withDeploymentTarget(_ settings: BuildSettings, target: Node.Mapping, spec: Node?)
    -> BuildSettings
  {
    let key = "IPHONEOS_DEPLOYMENT_TARGET"
    guard settings.raw[key] == nil else { return settings }
    let own = target["deploymentTarget"]
    let version =
      own?.string ?? own?.mapping?["iOS"]?.string
      ?? spec?.mapping?["options"]?.mapping?["deploymentTarget"]?.mapping?["iOS"]?.string
    guard let version else { return settings }
    var result = settings
    result.add([key: version])
    return result
  }
}
