import Foundation
import TheseusCorpus
import TheseusReporting

// theseus-bench: generates a SwiftUI corpus with seeded bugs, then measures each stage of Theseus on
// it and the whole lint against a floor pass that only reads the bytes. See the README's Benchmark section.

let usage = """
usage: theseus-bench [--lines N] [--seed S] [--bug-rate R] [--jobs N] [--repeat K] [--keep DIR]
                     [--scales N1,N2,...] [--in-process] [--check]
       theseus-bench --folder DIR [--jobs N] [--repeat K] [--in-process]
       theseus-bench --stage STAGE --corpus DIR [--jobs N] [--repeat K] [--findings-out FILE]

  --lines N        corpus size in lines (default 1000000)
  --seed S         generator seed (default 1); the same seed gives the same corpus
  --bug-rate R     probability of a rule's bug at each of its eligible sites (default 0.02)
  --jobs N         threads for Theseus and the floor (default: all cores)
  --repeat K       time each stage K times and keep the median (default 3 up to 300000 lines, else 1)
  --keep DIR       write the corpus to DIR and keep it (default: a temporary folder, removed at the end)
  --scales LIST    run the whole table at each size (e.g. 100000,1000000,3000000) and summarise
  --in-process     measure every stage in this process, cheapest first (peak memory is then cumulative)
  --folder DIR     measure every stage on an existing folder (a real app) instead of a generated corpus
  --check          exit with status 1 unless every seeded bug is found at its place and nothing else (for CI;
                   times are never checked)
  --stage STAGE    internal: run one stage (\(Stage.allCases.map(\.rawValue).joined(separator: ", "))) over --corpus and
                   print its result as JSON

"""

struct Options {
    var lines = 1_000_000
    var seed: UInt64 = 1
    var bugRate = 0.02
    var jobs = ParallelWork.defaultJobs
    var repeats: Int?
    var keep: String?
    var scales: [Int] = []
    var inProcess = false
    var check = false
    var stage: Stage?
    var corpus: String?
    var findingsOut: String?
    var folder: String?
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("theseus-bench: \(message)\n".utf8))
    exit(2)
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var i = 0
    func value(_ name: String) -> String {
        i += 1
        guard i < arguments.count else { fail("\(name) needs a value") }
        return arguments[i]
    }
    func integer(_ name: String) -> Int {
        let text = value(name).replacingOccurrences(of: "_", with: "")
        guard let n = Int(text), n > 0 else { fail("\(name) needs a positive integer, not '\(text)'") }
        return n
    }
    while i < arguments.count {
        let argument = arguments[i]
        switch argument {
        case "--lines": options.lines = integer(argument)
        case "--seed":
            guard let s = UInt64(value(argument)) else { fail("--seed needs a non-negative integer") }
            options.seed = s
        case "--bug-rate":
            guard let r = Double(value(argument)), r >= 0, r <= 1 else { fail("--bug-rate needs a number between 0 and 1") }
            options.bugRate = r
        case "--jobs": options.jobs = integer(argument)
        case "--repeat": options.repeats = integer(argument)
        case "--keep": options.keep = value(argument)
        case "--scales":
            options.scales = value(argument).split(separator: ",").map { part in
                guard let n = Int(part.replacingOccurrences(of: "_", with: "")), n > 0 else { fail("--scales needs sizes like 100000,1000000") }
                return n
            }
        case "--in-process": options.inProcess = true
        case "--check": options.check = true
        case "--stage":
            let name = value(argument)
            guard let stage = Stage(rawValue: name) else { fail("unknown stage '\(name)'") }
            options.stage = stage
        case "--corpus": options.corpus = value(argument)
        case "--findings-out": options.findingsOut = value(argument)
        case "--folder": options.folder = value(argument)
        case "-h", "--help":
            print(usage, terminator: "")
            exit(0)
        default:
            fail("unknown argument '\(argument)'\n\(usage)")
        }
        i += 1
    }
    return options
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))

// A child process: one stage, one JSON line.
if let stage = options.stage {
    guard let corpus = options.corpus else { fail("--stage needs --corpus DIR") }
    let runner = StageRunner(corpus: corpus, jobs: options.jobs, repeats: options.repeats ?? 1, findingsOut: options.findingsOut)
    let result = runner.run(stage)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    FileHandle.standardOutput.write(try! encoder.encode(result))
    FileHandle.standardOutput.write(Data("\n".utf8))
    exit(0)
}

if let folder = options.folder {
    guard FileManager.default.fileExists(atPath: folder) else { fail("--folder \(folder): no such folder") }
    Bench(options: options, lines: 0, keep: nil).runFolder(folder)
    exit(0)
}

let sizes = options.scales.isEmpty ? [options.lines] : options.scales
var summaries: [ScaleSummary] = []
for (index, size) in sizes.enumerated() {
    if index > 0 { print("") }
    summaries.append(Bench(options: options, lines: size, keep: sizes.count == 1 ? options.keep : options.keep.map { "\($0)/\(size)" }).run())
}
if summaries.count > 1 {
    print("")
    print(ScaleSummary.table(summaries))
}
if options.check, let inexact = summaries.first(where: { !$0.recall.isExact }) {
    FileHandle.standardError.write(Data(("theseus-bench: --check: at \(inexact.requested) lines, \(inexact.recall.missed.count) "
        + "seeded bugs were missed and \(inexact.recall.unexpected.count) findings were unexpected\n").utf8))
    exit(1)
}
