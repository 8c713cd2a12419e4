/// The file names an entry's images get in an export: each its own name, and a name met again
/// in the same entry (ignoring case, for folders that do) gets `-2`, `-3`... before its
/// extension, so that no image replaces another.
package enum ExportImageNames {
    /// One name per image, in order, all distinct.
    package static func names(_ images: [ImageAttachment]) -> [String] {
        var taken = Set<String>()
        return images.map { image in
            var name = DiaryStore.exportName(of: image)
            if name.isEmpty || name == "." || name == ".." { name = "image" }
            let dot = name.lastIndex(of: ".").flatMap { $0 == name.startIndex ? nil : $0 }
            let stem = dot.map { String(name[..<$0]) } ?? name
            let suffix = dot.map { String(name[$0...]) } ?? ""
            var candidate = name
            var number = 2
            while taken.contains(candidate.lowercased()) {
                candidate = stem + "-\(number)" + suffix
                number += 1
            }
            taken.insert(candidate.lowercased())
            return candidate
        }
    }
}
