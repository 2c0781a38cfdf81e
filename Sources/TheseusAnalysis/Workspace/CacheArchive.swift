import TheseusSyntax

/// The cache's file of summaries, in a compact binary form written and read by hand: Foundation's JSON
/// coders took seconds and hundreds of megabytes on a million-line project, more than linting it.
/// (`ResultsArchive` below is the results file in the same form.)
///
/// Layout: a magic line, then the number of entries and each entry (key, summary). Integers are
/// LEB128 (zig-zag for signed values), strings a length and UTF-8 bytes, optionals a presence byte.
/// Any malformed or foreign file decodes to nil, and the cache then starts empty.
enum SummaryArchive {
    static let magic = Array("theseus summaries 68\n".utf8)

    /// One file's summary as the archive holds it: the hash of its `semanticKey` (the index key needs it
    /// for every file, and computing it means building the key's text) and its encoded bytes, which a
    /// save copies as they are while the file is unchanged: one edited file re-encodes one summary.
    struct Entry: Equatable {
        var semanticHash: String
        var encoded: [UInt8]

        init(semanticHash: String, encoded: [UInt8]) {
            self.semanticHash = semanticHash
            self.encoded = encoded
        }

        init(_ summary: FileSummary, semanticHash: String) {
            var w = ArchiveWriter()
            w.summary(summary)
            self.init(semanticHash: semanticHash, encoded: w.bytes)
        }

        /// The summary, or nil when its bytes are damaged (the file is then parsed again).
        func decode() -> FileSummary? {
            ArchiveReader.whole(encoded, magic: []) { try $0.summary() }
        }
    }

    static func encode(_ entries: [String: Entry]) -> [UInt8] {
        encode(keys: entries.keys.sorted()) { entries[$0]! }
    }

    /// The archive of `keys` (sorted: the same summaries give the same bytes), each entry asked for as it
    /// is written, so that a run that built its summaries encodes one at a time.
    static func encode(keys: [String], _ entry: (String) -> Entry) -> [UInt8] {
        var w = ArchiveWriter()
        w.bytes = magic
        w.int(keys.count)
        for key in keys {
            let entry = entry(key)
            w.string(key)
            w.string(entry.semanticHash)
            w.int(entry.encoded.count)
            w.bytes.append(contentsOf: entry.encoded)
        }
        return w.bytes
    }

    /// The archive's entries, none decoded yet; nil for another magic or a malformed frame.
    static func entries(_ bytes: [UInt8]) -> [String: Entry]? {
        ArchiveReader.whole(bytes, magic: magic) { r in
            let count = try r.count()
            var result: [String: Entry] = [:]
            result.reserveCapacity(count)
            for _ in 0..<count {
                let key = try r.string()
                let semanticHash = try r.string()
                result[key] = Entry(semanticHash: semanticHash, encoded: try r.raw(r.count()))
            }
            return result
        }
    }
}

/// The cache's file of results (per file its content hash and findings, and the index key), in the
/// same binary form: a run over an unchanged tree reads it and nothing else but the sources.
enum ResultsArchive {
    static let magic = Array("theseus results 12\n".utf8)

    static func encode(_ results: ResultCache.Results) -> [UInt8] {
        var w = ArchiveWriter()
        w.bytes = magic
        w.string(results.indexKey)
        w.int(results.files.count)
        for path in results.files.keys.sorted() {
            let record = results.files[path]!
            w.string(path)
            w.string(record.contentHash)
            w.optional(record.lines) { $0.int($1) }
            w.array(record.findings) { $0.finding($1) }
        }
        return w.bytes
    }

    static func decode(_ bytes: [UInt8]) -> ResultCache.Results? {
        ArchiveReader.whole(bytes, magic: magic) { r in
            var results = ResultCache.Results()
            results.indexKey = try r.string()
            let count = try r.count()
            results.files.reserveCapacity(count)
            for _ in 0..<count {
                let path = try r.string()
                results.files[path] = ResultCache.FileRecord(contentHash: try r.string(), lines: try r.optional { try $0.int() },
                                                             findings: try r.array { try $0.finding() })
            }
            return results
        }
    }
}

struct ArchiveWriter {
    var bytes: [UInt8] = []

    mutating func unsigned(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(v & 0x7F) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func int(_ value: Int) {
        let v = Int64(value)
        unsigned(UInt64(bitPattern: (v << 1) ^ (v >> 63)))
    }

    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func string(_ value: String) {
        var s = value
        s.withUTF8 { utf8 in
            int(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optional<T>(_ value: T?, _ write: (inout ArchiveWriter, T) -> Void) {
        if let value {
            bytes.append(1)
            write(&self, value)
        } else {
            bytes.append(0)
        }
    }

    mutating func array<T>(_ values: [T], _ write: (inout ArchiveWriter, T) -> Void) {
        int(values.count)
        for value in values { write(&self, value) }
    }

    mutating func strings(_ values: [String]) { array(values) { $0.string($1) } }

    mutating func range(_ range: ByteRange) {
        int(Int(range.start))
        int(Int(range.end))
    }

    mutating func sourceRange(_ range: SourceRange) {
        string(range.path)
        int(range.startLine)
        int(range.startColumn)
        int(range.endLine)
        int(range.endColumn)
    }

    mutating func member(_ m: MemberInfo) {
        string(m.name)
        string(m.kind.rawValue)
        bool(m.isStatic)
        bool(m.isLet)
        bool(m.isComputed)
        optional(m.typeText) { $0.string($1) }
        optional(m.integerValue) { $0.int($1) }
        bool(m.defaultsToFreshID)
        strings(m.wrappers)
        range(m.nameRange)
        int(m.node.index)
        optional(m.initializerType) { $0.string($1) }
        bool(m.constructsOwnType)
        bool(m.constructsResultElements)
        optional(m.wrapperArgument) { $0.string($1) }
        optional(m.reads) { $0.sources($1) }
        bool(m.tracesWrites)
        optional(m.userWrite) { $0.localRange($1) }
        optional(m.isMutatedAfterInit) { $0.bool($1) }
        optional(m.isReshapedAfterInit) { $0.bool($1) }
        optional(m.sharedInstanceType) { $0.string($1) }
        optional(m.fieldsSetByUser) { w, fields in w.array(fields) { w, f in w.string(f.field); w.localRange(f.range) } }
        localRange(m.location)
        optional(m.initialReads) { $0.sources($1) }
        bool(m.documentedAsUnique)
        optional(m.resultTransform) { $0.string($1) }
        optional(m.resultTransformRange) { $0.localRange($1) }
        optional(m.resultTransformBase) { w, v in w.strings(v) }
        optional(m.resultCall) { $0.string($1) }
        bool(m.setterIsPrivate)
        optional(m.setUpBy) { w, names in w.array(names) { $0.string($1.name); $0.int($1.count) } }
        optional(m.replacedBySetUp) { w, names in w.array(names) { $0.string($1.name); $0.int($1.count) } }
        optional(m.replacedAt) { $0.localRange($1) }
        optional(m.viewWithNewObject) { w, v in w.string(v.view); w.string(v.label); w.string(v.model); w.localRange(v.range) }
        optional(m.forwardsTo) { $0.string($1) }
    }

    /// A range in the summary's own file: its path is the summary's, restored when it is read.
    mutating func localRange(_ range: SourceRange) {
        int(range.startLine)
        int(range.startColumn)
        int(range.endLine)
        int(range.endColumn)
    }

    mutating func sources(_ values: [ValueSource]) {
        array(values) { w, source in
            switch source {
            case .changes(let why, let at):
                w.bytes.append(0)
                w.string(why)
                w.sourceRange(at)
            case .member(let owner, let name, let path):
                w.bytes.append(1)
                w.string(owner)
                w.string(name)
                w.strings(path)
            case .fixed:
                w.bytes.append(2)
            case .unknown:
                w.bytes.append(3)
            case .element(let owner, let collection, let field, let keyedByValue):
                w.bytes.append(4)
                w.string(owner)
                w.strings(collection)
                w.strings(field)
                w.bool(keyedByValue)
            case .changesRarely(let why, let at):
                w.bytes.append(5)
                w.string(why)
                w.sourceRange(at)
            case .clock(let why, let at):
                w.bytes.append(6)
                w.string(why)
                w.sourceRange(at)
            case .helperArgument(let helper, let label, let position, let defaultIsFixed):
                w.bytes.append(7)
                w.string(helper)
                w.optional(label) { $0.string($1) }
                w.int(position)
                w.int(defaultIsFixed ? 1 : 0)
            }
        }
    }

    mutating func type(_ t: TypeInfo) {
        string(t.name)
        string(t.qualifiedName)
        int(Int(t.kind.rawValue))
        strings(t.conformances)
        array(t.members) { $0.member($1) }
        range(t.nameRange)
        int(t.node.index)
        strings(t.attributes)
        array(t.inputs) { w, input in
            w.string(input.label)
            w.string(input.property)
            w.bool(input.throughWrapper)
            w.optional(input.defaultReads) { $0.sources($1) }
            w.bool(input.isAutoclosure)
        }
        array(t.shiftedMembers) { w, site in
            w.string(site.member)
            w.localRange(site.range)
        }
        array(t.initializers) { w, initializer in
            w.array(initializer.signature.labels) { $0.optional($1) { $0.string($1) } }
            w.array(initializer.signature.defaulted) { $0.bool($1) }
            w.optional(initializer.work) { $0.string($1) }
        }
        optional(t.keyPathRoot) { $0.string($1) }
        optional(t.bodyVaries) { $0.string($1) }
        array(t.rowData) { w, data in w.string(data.member); w.localRange(data.forEach) }
        bool(t.updatesWhileShown)
        bool(t.ticks)
        strings(t.changedModels)
    }

    mutating func finding(_ f: Finding) {
        string(f.ruleID)
        string(f.severity.rawValue)
        string(f.message)
        sourceRange(f.range)
        range(f.byteRange)
        string(f.lineText)
        optional(f.help) { $0.string($1) }
        optional(f.fix) { w, fix in
            w.string(fix.description)
            w.string(fix.applicability.rawValue)
            w.array(fix.edits) { w, edit in
                w.range(edit.byteRange)
                w.string(edit.replacement)
                w.sourceRange(edit.range)
            }
            w.optional(fix.unsafeReason) { $0.string($1) }
        }
        array(f.evidence) { w, e in
            w.string(e.kind.rawValue)
            w.sourceRange(e.range)
            w.string(e.text)
        }
        string(f.confidence.rawValue)
    }

    mutating func summary(_ s: FileSummary) {
        string(s.path)
        array(s.types) { $0.type($1) }
        array(s.conditionalModifiers) { w, h in
            w.string(h.name)
            w.array(h.labels) { $0.optional($1) { $0.string($1) } }
            w.array(h.defaulted) { $0.bool($1) }
            w.array(h.conditionParameters) { $0.int($1) }
            w.bool(h.takesTransform)
            w.optional(h.appliesWhenTrue) { $0.int($1) }
            w.bool(h.conditionTestsPresence)
        }
        strings(s.erasingHelpers)
        strings(s.erasingProperties)
        strings(s.viewHelpers)
        strings(s.anyViewMethods)
        array(s.globals) { $0.member($1) }
        array(s.rebuiltCollections) { w, c in
            w.string(c.elementType)
            w.string(c.container)
            w.sourceRange(c.use)
            w.sourceRange(c.site)
            w.string(c.siteDescription)
            w.optional(c.viaStaticMember) { $0.string($1) }
            w.optional(c.viaInstanceMember) { $0.string($1) }
            w.optional(c.rowPrimitive) { $0.string($1) }
            w.optional(c.rowViews) { $0.strings($1) }
            w.bool(c.inList)
            w.bool(c.isStoredProperty)
            w.optional(c.freshIDArgument) { $0.sourceRange($1) }
        }
        array(s.identityUses) { w, u in
            w.string(u.container)
            w.optional(u.owner) { $0.string($1) }
            w.strings(u.path)
            w.optional(u.literalElement) { $0.string($1) }
            w.sourceRange(u.use)
            w.optional(u.rowPrimitive) { $0.string($1) }
            w.optional(u.rowViews) { $0.strings($1) }
            w.bool(u.inList)
            w.optional(u.distinctLiteralLabels) { $0.strings($1) }
            w.bool(u.inTransientContent)
        }
        array(s.constructions) { w, c in
            w.string(c.typeName)
            w.array(c.arguments) { w, a in
                w.string(a.label)
                w.sources(a.sources)
                w.bool(a.isPresent)
            }
            w.sourceRange(c.range)
            w.bytes.append(c.context.rawValue)
            w.optional(c.scopedID) { $0.sources($1) }
            w.bool(c.isDestination)
            w.bool(c.inRows)
            w.optional(c.builtBy) { $0.string($1) }
            w.strings(c.loadedBeforeShown)
            w.bool(c.isAppended)
        }
        array(s.helperCalls) { w, c in
            w.string(c.name)
            w.array(c.labels) { $0.optional($1) { $0.string($1) } }
            w.array(c.arguments) { $0.sources($1) }
            w.int(c.trailingClosures)
            w.sources(c.closureReads)
            w.sourceRange(c.range)
            w.bytes.append(c.context.rawValue)
        }
        array(s.viewCodeReads) { w, site in
            w.string(site.name)
            w.sourceRange(site.range)
            w.optional(site.labels) { $0.strings($1) }
            w.optional(site.receiverType) { $0.string($1) }
            w.optional(site.reader) { $0.string($1) }
            w.bool(site.inRows)
        }
        array(s.helperCallees) { w, helper in
            w.string(helper.caller.name)
            w.sourceRange(helper.caller.range)
            w.optional(helper.caller.labels) { $0.strings($1) }
            w.strings(helper.callees)
        }
        array(s.typeReferences) { w, reference in
            w.string(reference.from)
            w.string(reference.to)
        }
        array(s.nameCounts.sorted { $0.key < $1.key }) { w, entry in
            w.string(entry.key)
            w.int(entry.value)
        }
        array(s.instanceWrites) { w, write in
            w.string(write.type)
            w.string(write.member)
        }
    }
}

struct ArchiveReader {
    struct Malformed: Error {}

    let bytes: [UInt8]
    var position: Int

    /// What `read` makes of a whole archive after its magic line; nil for another magic, a malformed
    /// body or bytes left over.
    static func whole<T>(_ bytes: [UInt8], magic: [UInt8], _ read: (inout ArchiveReader) throws -> T) -> T? {
        guard bytes.starts(with: magic) else { return nil }
        var r = ArchiveReader(bytes: bytes, position: magic.count)
        guard let value = try? read(&r), r.position == bytes.count else { return nil }
        return value
    }

    mutating func byte() throws -> UInt8 {
        guard position < bytes.count else { throw Malformed() }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func unsigned() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let b = try byte()
            guard shift < 64 else { throw Malformed() }
            result |= UInt64(b & 0x7F) << shift
            if b < 0x80 { return result }
            shift += 7
        }
    }

    mutating func int() throws -> Int {
        let u = try unsigned()
        return Int(Int64(bitPattern: (u >> 1) ^ (0 &- (u & 1))))
    }

    /// A count of following items: never more than the bytes left, so a corrupt count cannot make
    /// the reader reserve or loop beyond the file.
    mutating func count() throws -> Int {
        let n = try int()
        guard n >= 0, n <= bytes.count - position else { throw Malformed() }
        return n
    }

    mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw Malformed()
        }
    }

    /// The next `n` bytes as they are.
    mutating func raw(_ n: Int) throws -> [UInt8] {
        guard n >= 0, n <= bytes.count - position else { throw Malformed() }
        defer { position += n }
        return Array(bytes[position ..< position + n])
    }

    mutating func string() throws -> String {
        let n = try count()
        defer { position += n }
        return String(decoding: bytes[position ..< position + n], as: UTF8.self)
    }

    mutating func optional<T>(_ read: (inout ArchiveReader) throws -> T) throws -> T? {
        try bool() ? try read(&self) : nil
    }

    mutating func array<T>(_ read: (inout ArchiveReader) throws -> T) throws -> [T] {
        let n = try count()
        var values: [T] = []
        values.reserveCapacity(n)
        for _ in 0..<n { values.append(try read(&self)) }
        return values
    }

    mutating func strings() throws -> [String] { try array { try $0.string() } }

    mutating func int32() throws -> Int32 {
        guard let v = Int32(exactly: try int()) else { throw Malformed() }
        return v
    }

    mutating func range() throws -> ByteRange {
        let start = try int32()
        return ByteRange(start: start, end: try int32())
    }

    mutating func sourceRange() throws -> SourceRange {
        SourceRange(path: try string(), startLine: try int(), startColumn: try int(), endLine: try int(), endColumn: try int())
    }

    mutating func member() throws -> MemberInfo {
        let name = try string()
        guard let kind = MemberInfo.Kind(rawValue: try string()) else { throw Malformed() }
        var m = MemberInfo(name: name, kind: kind, isStatic: try bool(), isLet: try bool(), isComputed: try bool(),
                           typeText: try optional { try $0.string() }, integerValue: try optional { try $0.int() },
                           defaultsToFreshID: try bool(), wrappers: try strings(), nameRange: try range(),
                           node: NodeID(try int32()))
        m.initializerType = try optional { try $0.string() }
        m.constructsOwnType = try bool()
        m.constructsResultElements = try bool()
        m.wrapperArgument = try optional { try $0.string() }
        m.reads = try optional { try $0.sources() }
        m.tracesWrites = try bool()
        m.userWrite = try optional { try $0.localRange() }
        m.isMutatedAfterInit = try optional { try $0.bool() }
        m.isReshapedAfterInit = try optional { try $0.bool() }
        m.sharedInstanceType = try optional { try $0.string() }
        m.fieldsSetByUser = try optional { r in try r.array { FieldWrite(field: try $0.string(), range: try $0.localRange()) } }
        m.location = try localRange()
        m.initialReads = try optional { try $0.sources() }
        m.documentedAsUnique = try bool()
        m.resultTransform = try optional { try $0.string() }
        m.resultTransformRange = try optional { try $0.localRange() }
        m.resultTransformBase = try optional { try $0.strings() }
        m.resultCall = try optional { try $0.string() }
        m.setterIsPrivate = try bool()
        m.setUpBy = try optional { r in try r.array { SpelledName(name: try $0.string(), count: try $0.int()) } }
        m.replacedBySetUp = try optional { r in try r.array { SpelledName(name: try $0.string(), count: try $0.int()) } }
        m.replacedAt = try optional { try $0.localRange() }
        m.viewWithNewObject = try optional { r in ViewWithNewObject(view: try r.string(), label: try r.string(), model: try r.string(), range: try r.localRange()) }
        m.forwardsTo = try optional { try $0.string() }
        return m
    }

    /// A range written by `localRange(_:)`, its path left empty for the summary to fill in.
    mutating func localRange() throws -> SourceRange {
        SourceRange(path: "", startLine: try int(), startColumn: try int(), endLine: try int(), endColumn: try int())
    }

    mutating func sources() throws -> [ValueSource] {
        try array { r in
            switch try r.byte() {
            case 0: return .changes(try r.string(), at: try r.sourceRange())
            case 1: return .member(owner: try r.string(), name: try r.string(), path: try r.strings())
            case 2: return .fixed
            case 3: return .unknown
            case 4: return .element(owner: try r.string(), collection: try r.strings(), field: try r.strings(), keyedByValue: try r.bool())
            case 5: return .changesRarely(try r.string(), at: try r.sourceRange())
            case 7: return .helperArgument(helper: try r.string(), label: try r.optional { try $0.string() }, position: try r.int(),
                                           defaultIsFixed: try r.int() == 1)
            case 6: return .clock(try r.string(), at: try r.sourceRange())
            default: throw Malformed()
            }
        }
    }

    mutating func type() throws -> TypeInfo {
        let name = try string(), qualifiedName = try string()
        guard let raw = UInt8(exactly: try int()), let kind = SyntaxKind(rawValue: raw) else { throw Malformed() }
        var t = TypeInfo(name: name, qualifiedName: qualifiedName, kind: kind, conformances: try strings(),
                         members: try array { try $0.member() }, nameRange: try range(), node: NodeID(try int32()))
        t.attributes = try strings()
        t.inputs = try array { r in
            var input = InitInput(label: try r.string(), property: try r.string(), throughWrapper: try r.bool())
            input.defaultReads = try r.optional { try $0.sources() }
            input.isAutoclosure = try r.bool()
            return input
        }
        t.shiftedMembers = try array { ShiftSite(member: try $0.string(), range: try $0.localRange()) }
        t.initializers = try array { r in
            let labels: [String?] = try r.array { try $0.optional { try $0.string() } }
            let defaulted = try r.array { try $0.bool() }
            guard labels.count == defaulted.count else { throw Malformed() }
            return InitializerWork(signature: HelperSignature(name: "init", labels: labels, defaulted: defaulted), work: try r.optional { try $0.string() })
        }
        t.keyPathRoot = try optional { try $0.string() }
        t.bodyVaries = try optional { try $0.string() }
        t.rowData = try array { RowData(member: try $0.string(), forEach: try $0.localRange()) }
        t.updatesWhileShown = try bool()
        t.ticks = try bool()
        t.changedModels = try strings()
        return t
    }

    mutating func finding() throws -> Finding {
        let ruleID = try string()
        guard let severity = Severity(rawValue: try string()) else { throw Malformed() }
        return Finding(ruleID: ruleID, severity: severity, message: try string(), range: try sourceRange(), byteRange: try range(),
                       lineText: try string(), help: try optional { try $0.string() },
                       fix: try optional { r in
                           let description = try r.string()
                           guard let applicability = FixApplicability(rawValue: try r.string()) else { throw Malformed() }
                           let edits = try r.array { r in FixEdit(byteRange: try r.range(), replacement: try r.string(), range: try r.sourceRange()) }
                           return Fix(description, applicability: applicability, edits: edits, unsafeReason: try r.optional { try $0.string() })
                       },
                       evidence: try array { r in
                           guard let kind = Evidence.Kind(rawValue: try r.string()) else { throw Malformed() }
                           return Evidence(kind, try r.sourceRange(), try r.string())
                       },
                       confidence: try Confidence(rawValue: string()) ?? { throw Malformed() }())
    }

    mutating func summary() throws -> FileSummary {
        var s = FileSummary(path: try string())
        s.types = try array { try $0.type() }
        s.conditionalModifiers = try array { r in
            let name = try r.string()
            let labels: [String?] = try r.array { try $0.optional { try $0.string() } }
            let defaulted = try r.array { try $0.bool() }
            guard labels.count == defaulted.count else { throw Malformed() }
            var signature = HelperSignature(name: name, labels: labels, defaulted: defaulted,
                                            conditionParameters: try r.array { try $0.int() }, takesTransform: try r.bool())
            signature.appliesWhenTrue = try r.optional { try $0.int() }
            signature.conditionTestsPresence = try r.bool()
            return signature
        }
        s.erasingHelpers = try strings()
        s.erasingProperties = try strings()
        s.viewHelpers = try strings()
        s.anyViewMethods = try strings()
        s.globals = try array { try $0.member() }
        s.rebuiltCollections = try array { r in
            RebuiltCollection(elementType: try r.string(), container: try r.string(), use: try r.sourceRange(),
                              site: try r.sourceRange(), siteDescription: try r.string(),
                              viaStaticMember: try r.optional { try $0.string() },
                              viaInstanceMember: try r.optional { try $0.string() },
                              rowPrimitive: try r.optional { try $0.string() }, rowViews: try r.optional { try $0.strings() },
                              inList: try r.bool(), isStoredProperty: try r.bool(),
                              freshIDArgument: try r.optional { try $0.sourceRange() })
        }
        s.identityUses = try array { r in
            IdentityUse(container: try r.string(), owner: try r.optional { try $0.string() }, path: try r.strings(),
                        literalElement: try r.optional { try $0.string() }, use: try r.sourceRange(),
                        rowPrimitive: try r.optional { try $0.string() }, rowViews: try r.optional { try $0.strings() }, inList: try r.bool(),
                        distinctLiteralLabels: try r.optional { try $0.strings() }, inTransientContent: try r.bool())
        }
        s.constructions = try array { r in
            let typeName = try r.string()
            let arguments = try r.array { r in ViewConstruction.Argument(label: try r.string(), sources: try r.sources(), isPresent: try r.bool()) }
            let range = try r.sourceRange()
            guard let context = ViewConstruction.Context(rawValue: try r.byte()) else { throw Malformed() }
            var construction = ViewConstruction(typeName: typeName, arguments: arguments, range: range, context: context)
            construction.scopedID = try r.optional { try $0.sources() }
            construction.isDestination = try r.bool()
            construction.inRows = try r.bool()
            construction.builtBy = try r.optional { try $0.string() }
            construction.loadedBeforeShown = try r.strings()
            construction.isAppended = try r.bool()
            return construction
        }
        s.helperCalls = try array { r in
            let name = try r.string()
            let labels: [String?] = try r.array { try $0.optional { try $0.string() } }
            let arguments = try r.array { try $0.sources() }
            let trailing = try r.int()
            let closureReads = try r.sources()
            let range = try r.sourceRange()
            guard let context = ViewConstruction.Context(rawValue: try r.byte()) else { throw Malformed() }
            return HelperCall(name: name, labels: labels, arguments: arguments, trailingClosures: trailing,
                              closureReads: closureReads, range: range, context: context)
        }
        s.viewCodeReads = try array { r in
            NameSite(name: try r.string(), range: try r.sourceRange(), labels: try r.optional { try $0.strings() },
                     receiverType: try r.optional { try $0.string() }, reader: try r.optional { try $0.string() }, inRows: try r.bool())
        }
        s.helperCallees = try array { r in
            let caller = NameSite(name: try r.string(), range: try r.sourceRange(), labels: try r.optional { try $0.strings() })
            let callees = try r.strings()
            return HelperCallees(caller: caller, callees: callees)
        }
        s.typeReferences = try array { r in TypeReference(from: try r.string(), to: try r.string()) }
        for (name, count) in try array({ r in (try r.string(), try r.int()) }) { s.nameCounts[name] = count }
        s.instanceWrites = try array { r in InstanceWrite(type: try r.string(), member: try r.string()) }
        s.restoreLocalPaths()
        return s
    }
}
