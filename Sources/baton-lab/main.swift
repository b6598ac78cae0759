import BatonLab
import Foundation

let status = await MainActor.run { BatonLabCommandLine.run(CommandLine.arguments) }
exit(status)
