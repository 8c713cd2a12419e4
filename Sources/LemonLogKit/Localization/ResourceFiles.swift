import Foundation

/// Finds files shipped in the top-level `Resources/` folder.
public enum ResourceFiles {
    /// The URL of `Resources/<relativePath>` in the module's resource bundle, if present.
    public static func url(_ relativePath: String) -> URL? {
        let url = Bundle.module.bundleURL.appendingPathComponent("Resources").appendingPathComponent(relativePath)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}
