#!/usr/bin/env python3
"""Time from an edit to fresh diagnostics in `theseus lsp`, on a real workspace.

    Tools/lsp/measure-latency.py WORKSPACE FILE [--edits 50] [--debounce-ms 0] [--theseus .build/release/theseus]

Starts the server on WORKSPACE, opens FILE (a path inside it), then makes N edits (a space typed at the
end of the file's first line, then removed) and times each from sending `didChange` to receiving the
`publishDiagnostics` of that version. Prints the workspace's size, the time to the first diagnostics
(which includes reading every file for the project index), the median and 90th percentile of the edits,
and the server's resident memory at the end. Times are wall-clock: run it on a quiet machine.
"""
import argparse, json, os, select, statistics, subprocess, sys, time

def frame(message):
    body = json.dumps(message).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body

class Server:
    def __init__(self, command, cwd):
        self.process = subprocess.Popen(command, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.buffer = b""

    def send(self, message):
        self.process.stdin.write(frame(message))
        self.process.stdin.flush()

    def receive(self, timeout=120):
        deadline = time.monotonic() + timeout
        while True:
            header_end = self.buffer.find(b"\r\n\r\n")
            if header_end >= 0:
                length = int([l for l in self.buffer[:header_end].split(b"\r\n") if l.lower().startswith(b"content-length:")][0].split(b":")[1])
                if len(self.buffer) >= header_end + 4 + length:
                    body = self.buffer[header_end + 4:header_end + 4 + length]
                    self.buffer = self.buffer[header_end + 4 + length:]
                    return json.loads(body)
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([self.process.stdout], [], [], remaining)[0]:
                raise TimeoutError("no message from the server")
            chunk = os.read(self.process.stdout.fileno(), 1 << 20)
            if not chunk:
                raise EOFError("the server closed its output")
            self.buffer += chunk

    def wait_for(self, predicate):
        while True:
            message = self.receive()
            if predicate(message):
                return message

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("workspace")
    parser.add_argument("file")
    parser.add_argument("--edits", type=int, default=50)
    parser.add_argument("--debounce-ms", type=int, default=0)
    parser.add_argument("--declaring", action="store_true",
                        help="type a declaration (`struct Z {}`) instead of a space: each edit changes what the file "
                             "declares, so the project index is merged again")
    parser.add_argument("--theseus", default=os.path.join(os.path.dirname(__file__), "../../.build/release/theseus"))
    args = parser.parse_args()
    workspace = os.path.abspath(args.workspace)
    path = os.path.abspath(os.path.join(workspace, args.file))
    uri = "file://" + path
    lines = 0
    files = 0
    for folder, _, names in os.walk(workspace):
        for name in names:
            if name.endswith(".swift"):
                files += 1
                with open(os.path.join(folder, name), "rb") as f:
                    lines += f.read().count(b"\n")
    server = Server([os.path.abspath(args.theseus), "lsp", "--debounce-ms", str(args.debounce_ms)], workspace)
    start = time.monotonic()
    server.send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"rootUri": "file://" + workspace, "capabilities": {}}})
    server.wait_for(lambda m: m.get("id") == 1)
    server.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    text = open(path, encoding="utf-8").read()
    server.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                 "params": {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}}})
    first = server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"]["uri"] == uri)
    first_seconds = time.monotonic() - start
    first_line_end = len(text.split("\n")[0].encode("utf-16-le")) // 2
    times = []
    inserted = len(" struct TheseusLatencyProbe {}") if args.declaring else 1
    for version in range(2, args.edits + 2):
        typing = version % 2 == 0
        change = {"range": {"start": {"line": 0, "character": first_line_end},
                            "end": {"line": 0, "character": first_line_end + (0 if typing else inserted)}},
                  "text": (" struct TheseusLatencyProbe {}" if args.declaring else " ") if typing else ""}
        sent = time.monotonic()
        server.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                     "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        server.wait_for(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                        and m["params"]["uri"] == uri and m["params"].get("version") == version)
        times.append((time.monotonic() - sent) * 1000)
    with open("/proc/%d/status" % server.process.pid) as f:
        rss = [l for l in f if l.startswith("VmRSS:")][0].split()[1]
    server.send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
    server.wait_for(lambda m: m.get("id") == 2)
    server.send({"jsonrpc": "2.0", "method": "exit"})
    server.process.wait(timeout=30)
    times.sort()
    print(f"workspace: {workspace} ({files} Swift files, {lines} lines); file: {args.file} ({len(text.encode())} bytes)")
    print(f"first diagnostics after {first_seconds:.2f} s ({len(first['params']['diagnostics'])} diagnostics)")
    print(f"{args.edits} edits{' that change a declaration' if args.declaring else ''}, debounce {args.debounce_ms} ms: median {statistics.median(times):.1f} ms, "
          f"90th percentile {times[int(len(times) * 0.9) - 1]:.1f} ms, max {times[-1]:.1f} ms")
    print(f"server resident memory: {int(rss) // 1024} MB")

if __name__ == "__main__":
    main()
