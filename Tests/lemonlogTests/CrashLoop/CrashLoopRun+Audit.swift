import Foundation
import LemonLogTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// After each run: every file is sound, and what was typed is on disk.
extension CrashLoopRun {
    /// Checks every file, then that this run's text is on disk.
    mutating func audit(typist: CrashLoopTypist, keys: [CrashLoopKey], keyLog: String, editedID: String?, draftsBefore: Set<String>,
                        entriesBefore: Set<String>, killTime: Double, savedAndExited: Bool) {
        let scan = store.scan()
        lastScan = scan
        tally.filesChecked += scan.checked
        tally.temporaryFiles = scan.temporary
        tally.corrupt += scan.problems.count
        tally.failures += scan.problems.map { "run \(tally.runs): " + $0 }

        let id: String?
        if let editedID {
            id = editedID
        } else {
            let new = Set(scan.documents.keys).subtracting(draftsBefore)
                .union(Set(scan.entryDocuments.keys).subtracting(entriesBefore))
            if new.count > 1 { tally.failures.append("run \(tally.runs): one `write` made several documents: \(new.sorted())") }
            id = new.sorted().first
        }
        let entry = id.flatMap { scan.entryDocuments[$0] }
        let draft = id.flatMap { scan.documents[$0] }
        if entry != nil, draft != nil { tally.orphanPairs += 1 }
        if savedAndExited {
            if entry == nil { tally.failures.append("run \(tally.runs): `s` ended the program but no entry \(id ?? "?") exists") }
            if draft != nil { tally.failures.append("run \(tally.runs): `s` ended the program but draft \(id ?? "?") is still there") }
        }
        let document = entry ?? draft
        let context = "run \(tally.runs) (\(editedID.map { "edit \($0)" } ?? "write"), id \(id ?? "none"), keys: \(keyLog))"

        for field in crashLoopTextFields {
            let saved = Array(document?.texts[field] ?? "")
            let base = typist.base[field] ?? []
            let typed = typist.typed[field] ?? []
            let expected = base + typed.map(\.character)
            var common = 0
            while common < saved.count, common < expected.count, saved[common] == expected[common] { common += 1 }
            if common < saved.count {
                tally.failures.append("\(context): \(field) on disk is not what was typed: "
                                + "disk \(String(saved).debugDescription), typed \(String(expected).debugDescription)")
                tally.corrupt += 1
            }
            if common < base.count {
                tally.lost += base.count - common
                tally.failures.append("\(context): \(field) lost text saved by an earlier run: "
                                + "had \(String(base).debugDescription), now \(String(saved).debugDescription)")
            }
            let missing = typed.dropFirst(max(0, common - base.count))
            var lostHere = 0
            var oldest: Double?
            for character in missing {
                let key = keys[character.key]
                // Age counts from the echo; a key never shown counts from its write, so that a
                // program that stopped drawing (or an echo rule that no longer fits) still fails.
                let age = killTime - (key.echoedAt ?? key.writtenAt)
                if savedAndExited || age > CrashLoopTests.allowedWindow {
                    lostHere += 1
                    oldest = max(oldest ?? 0, age)
                } else {
                    tally.maxUnsaved = max(tally.maxUnsaved, age)
                }
            }
            if lostHere > 0 {
                tally.lost += lostHere
                tally.failures.append("\(context): \(lostHere) characters of \(field) shown more than "
                                + "\(CrashLoopTests.allowedWindow) s before the kill are missing (oldest "
                                + "\(Int(((oldest ?? 0) * 1000).rounded())) ms): "
                                + "disk \(String(saved).debugDescription), typed \(String(expected).debugDescription)")
            }
        }
        let emotions = document?.emotions ?? []
        if emotions.isEmpty {
            if !typist.baseEmotions.isEmpty {
                tally.lost += 1
                tally.failures.append("\(context): the chosen emotions of an earlier run are gone")
            } else if let index = typist.emotionKey {
                let age = killTime - (keys[index].echoedAt ?? keys[index].writtenAt)
                if savedAndExited || age > CrashLoopTests.allowedWindow {
                    tally.lost += 1
                    tally.failures.append("\(context): emotion chosen \(Int(age * 1000)) ms before the kill is not on disk")
                } else {
                    tally.maxUnsaved = max(tally.maxUnsaved, age)
                }
            }
        }
    }
}
