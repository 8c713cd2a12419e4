/// The resource target: the files of `Resources/`, shipped as the bundle SwiftPM builds beside
/// the executable. LemonLogKit's `ResourceFiles` finds them by this bundle's name (never through
/// `Bundle.module`, whose lookup ends in a fatal error when the bundle is not where the build left it).
package enum LemonLogResources {
    /// The folder SwiftPM builds beside the executable: `<package>_<target>.resources`.
    package static let bundleName = "LemonLog_LemonLogResources.resources"
}
