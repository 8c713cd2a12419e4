import Foundation
#if canImport(Glibc)
import Glibc
#endif

// Output may go to a closed pipe (`lemonlog list | head`): get EPIPE, not a silent death.
signal(SIGPIPE, SIG_IGN)
// A write over the file-size limit (RLIMIT_FSIZE) fails with EFBIG and takes the
// could-not-save path, instead of killing the program with the terminal raw.
signal(SIGXFSZ, SIG_IGN)
let arguments = Array(CommandLine.arguments.dropFirst())
// Early work first (`list` of an encrypted diary starts its decrypt), before the environment is copied.
let parsed = LemonLogApp.prepare(arguments: arguments, variable: ProcessEnvironment.value(of:))
let environment = ProcessEnvironment.read()
exit(LemonLogApp.run(arguments: arguments, environment: environment.values, environmentOriginals: environment.originals,
                     prepared: parsed))
