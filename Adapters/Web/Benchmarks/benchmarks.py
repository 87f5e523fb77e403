#!/usr/bin/python3
"""Measures the running WebShoppingList from outside, over loopback, as pages and browsers use it:
the bytes of a patch, the server's memory per idle session, and the time from a click in Chromium
to its patch applied in the page while other sessions click too.

Run by check-benchmarks.sh, which builds the example for release and starts it and chromedriver:

    benchmarks.py --app-port PORT --app-pid PID --driver-port PORT

Needs only Python's standard library, and Debian's chromium and chromium-driver. The WebSocket
client is written here, with the Origin a page of the server sends. Prints one line per measure,
`measure: value (target: ...)`, and exits with 1 if a target is missed. Every wait is bounded.
"""
import argparse
import base64
import hashlib
import json
import math
import os
import random
import re
import selectors
import socket
import struct
import sys
import threading
import time
import urllib.error
import urllib.request

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"
WEBSOCKET_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11"
missed = []


def report(measure, value, target, met):
    print(f"{measure}: {value} (target: {target})" + ("" if met else "  <- MISSED"), flush=True)
    if not met:
        missed.append(measure)


def detail(text):
    print(f"    {text}", flush=True)


# MARK: - A page's WebSocket, by hand


class WebSocket:
    """One page's session: GET / for the page and its session, then the session's WebSocket, as
    client.js opens it. Sends client-masked text frames; reads the server's frames, answering its
    pings, as a browser does."""

    def __init__(self, port):
        self.port = port
        self.origin = f"http://127.0.0.1:{port}"
        # The page names its session in #ss-app's data-session.
        with urllib.request.urlopen(self.origin + "/", timeout=10) as response:
            page = response.read().decode()
        self.session = re.search(r'data-session="([0-9a-f]+)"', page).group(1)
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=10)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /ws/{self.session} HTTP/1.1\r\n"
                           f"Host: 127.0.0.1:{port}\r\n"
                           "Upgrade: websocket\r\n"
                           "Connection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\n"
                           "Sec-WebSocket-Version: 13\r\n"
                           f"Origin: {self.origin}\r\n\r\n").encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("the server closed the connection during the handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        status = head.split(b"\r\n")[0].decode()
        if " 101 " not in status + " ":
            raise ConnectionError(f"the WebSocket was refused: {status}")
        accept = base64.b64encode(hashlib.sha1((key + WEBSOCKET_GUID).encode()).digest()).decode()
        if f"sec-websocket-accept: {accept}".lower() not in head.decode().lower():
            raise ConnectionError("the server's Sec-WebSocket-Accept doesn't answer the key")
        self.closed = None  # The close code, once the server closed the socket.
        self.fragments = b""
        self.inbox = []  # Whole text messages read and not yet taken.
        self.buttons = []  # The 'Add one' buttons' element numbers, from the first patch.

    def send_frame(self, opcode, payload):
        """A final frame, masked with a random key as a client's must be."""
        mask = os.urandom(4)
        length = len(payload)
        if length < 126:
            header = struct.pack("!BB", 0x80 | opcode, 0x80 | length)
        elif length < 65536:
            header = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, length)
        else:
            header = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, length)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def send(self, message):
        self.send_frame(0x1, json.dumps(message, separators=(",", ":")).encode())

    def next_frame(self):
        """The next whole frame in the buffer, as (opcode, payload), or None if it hasn't all come."""
        if len(self.buffer) < 2:
            return None
        first, second = self.buffer[0], self.buffer[1]
        length, offset = second & 0x7F, 2
        if length == 126:
            if len(self.buffer) < 4:
                return None
            length, offset = struct.unpack("!H", self.buffer[2:4])[0], 4
        elif length == 127:
            if len(self.buffer) < 10:
                return None
            length, offset = struct.unpack("!Q", self.buffer[2:10])[0], 10
        mask = b""
        if second & 0x80:  # A server mustn't mask, but read it if one does.
            mask, offset = self.buffer[offset:offset + 4], offset + 4
        if len(self.buffer) < offset + length:
            return None
        payload = self.buffer[offset:offset + length]
        if mask:
            payload = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        self.buffer = self.buffer[offset + length:]
        return first, payload

    def parse(self):
        """Moves the whole text messages in the buffer to the inbox; answers pings, notes a close."""
        while (frame := self.next_frame()) is not None:
            first, payload = frame
            opcode = first & 0x0F
            if opcode == 0x9:  # Ping: a browser answers with a pong.
                self.send_frame(0xA, payload)
            elif opcode == 0x8:  # Close: its code, or 1005 for none.
                self.closed = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else 1005
            elif opcode in (0x0, 0x1, 0x2):  # Continuation, text, binary.
                self.fragments += payload
                if first & 0x80:
                    self.inbox.append(self.fragments)
                    self.fragments = b""

    def read_available(self):
        """Reads what the socket has now, without waiting: the text messages that came whole."""
        self.sock.setblocking(False)
        try:
            while True:
                chunk = self.sock.recv(65536)
                if not chunk:
                    self.closed = self.closed or 1006
                    break
                self.buffer += chunk
        except BlockingIOError:
            pass
        finally:
            self.sock.setblocking(True)
        self.parse()
        messages, self.inbox = self.inbox, []
        return messages

    def receive(self, timeout):
        """The next text message's payload bytes, waiting at most `timeout` seconds; None if none."""
        deadline = time.monotonic() + timeout
        while True:
            self.parse()
            if self.inbox:
                return self.inbox.pop(0)
            remaining = deadline - time.monotonic()
            if remaining <= 0 or self.closed:
                return None
            self.sock.settimeout(remaining)
            try:
                chunk = self.sock.recv(65536)
            except socket.timeout:
                return None
            finally:
                self.sock.settimeout(None)
            if not chunk:
                self.closed = 1006
                return None
            self.buffer += chunk

    def open_page(self):
        """Reads the first patch, the whole catalogue, and notes its 'Add one' buttons."""
        payload = self.receive(10)
        if payload is None:
            raise ConnectionError(f"no first patch (closed: {self.closed})")
        patch = json.loads(payload)
        self.buttons = [change["id"] for change in patch["changes"]
                        if change.get("op") == "create" and change.get("tag") == "button"
                        and (change.get("attributes") or {}).get("aria-label", "").startswith("Add one ")]
        if not self.buttons:
            raise ConnectionError("the first patch has no 'Add one' button")
        return payload

    def click(self, button):
        """A press and a release inside a button, as client.js sends a mouse click: pointer 1 at
        the middle of a 44-pixel-high frame that the page reports for the button."""
        frame = [300.0, 100.0, 80.0, 44.0]
        x, y = frame[0] + 40.5, frame[1] + 22.5
        self.send({"type": "pointer", "phase": "down", "pointer": 1, "x": x, "y": y,
                   "target": button, "frame": frame})
        self.send({"type": "pointer", "phase": "up", "pointer": 1, "x": x, "y": y, "frame": frame})

    def close(self):
        try:
            self.send_frame(0x8, struct.pack("!H", 1000))
        except OSError:
            pass
        self.sock.close()


def open_sessions(port, count):
    """Opens `count` sessions, each with its page's first patch read."""
    sessions = []
    for _ in range(count):
        session = WebSocket(port)
        session.open_page()
        sessions.append(session)
    return sessions


def resident_kib(pid):
    """The process's resident set, VmRSS, in KiB."""
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    raise RuntimeError("no VmRSS")


def cpu_seconds(pid):
    """The CPU time the process has used, user and system, in seconds."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(samples, fraction):
    """The nearest-rank percentile of the samples."""
    ordered = sorted(samples)
    return ordered[max(0, math.ceil(fraction * len(ordered)) - 1)]


# MARK: - 3. Bytes of one row's quantity change


def bytes_for_one_quantity(port):
    """A click on a product's 'Add one' that already shows a quantity, so that only its quantity
    and the cart's summary change: the payload bytes of the frames the server answers with."""
    session = WebSocket(port)
    session.open_page()
    milk = session.buttons[0]
    session.click(milk)  # 0 -> 1: also enables Checkout; not what is measured.
    if session.receive(5) is None:
        raise RuntimeError("no patch for the first click")
    session.click(milk)  # 1 -> 2: the quantity and the summary.
    answer = []
    first = session.receive(5)
    if first is not None:
        answer.append(first)
        # Anything else the server sends for the click comes right after; 200 ms of quiet ends it.
        while (more := session.receive(0.2)) is not None:
            answer.append(more)
    session.close()
    if not answer:
        raise RuntimeError("no patch for the second click")
    total = sum(len(payload) for payload in answer)
    report("bytes sent for changing one row's quantity", f"{total} B in {len(answer)} frame(s)",
           "≤ 300 B", total <= 300)
    detail("the patch: " + b" | ".join(answer).decode())


# MARK: - 2. Memory per idle session


def memory_per_idle_session(port, pid, count):
    """Opens `count` sessions that read their first patch and then stay connected and idle; the
    growth of the server's resident memory, per session. The baseline is taken after 10 sessions,
    so that what the first ones make once (caches, pools, the allocator's arenas) isn't counted."""
    warm = open_sessions(port, 10)
    time.sleep(1.0)
    before = resident_kib(pid)
    started = time.monotonic()
    idle = []
    try:
        for index in range(count):
            session = WebSocket(port)
            session.open_page()
            idle.append(session)
            # Pings come every 30 s: answer them, as the browser does, while the rest are opened.
            if index % 100 == 99:
                for each in idle:
                    each.read_available()
    except OSError as error:
        report("server memory per idle session showing the catalogue",
               f"only {len(idle)} of {count} sessions opened ({error})", "≤ 100 KiB", False)
        return idle + warm
    opening = time.monotonic() - started
    # No garbage collector to wait for, only the last sockets' work: wait until two readings half a
    # second apart are within 64 KiB, at most 5 s.
    after, deadline = resident_kib(pid), time.monotonic() + 5
    while time.monotonic() < deadline:
        time.sleep(0.5)
        previous, after = after, resident_kib(pid)
        if abs(after - previous) < 64:
            break
    for session in idle + warm:
        session.read_available()
    closed = [session.closed for session in idle + warm if session.closed]
    per_session = (after - before) / count
    report("server memory per idle session showing the catalogue", f"{per_session:.1f} KiB",
           "≤ 100 KiB", per_session <= 100 and not closed)
    detail(f"VmRSS {before} KiB after 10 sessions, {after} KiB after {count} more, opened in {opening:.1f} s"
           + (f"; {len(closed)} closed by the server: {closed[:5]}" if closed else "; all still connected"))
    return idle + warm


# MARK: - 1. Click to patch applied in Chromium, with other sessions active


class Background(threading.Thread):
    """Sessions that each click a random 'Add one' about `rate` times a second (two messages a
    click, far under the server's 200 a second), reading their patches and answering pings, all
    from one thread."""

    def __init__(self, sessions, rate):
        super().__init__(daemon=True)
        self.sessions = sessions
        self.interval = 1.0 / rate
        self.stopping = threading.Event()
        self.clicks = 0
        self.patches = 0
        self.lost = []

    def run(self):
        selector = selectors.DefaultSelector()
        due = {}
        for session in self.sessions:
            selector.register(session.sock, selectors.EVENT_READ, session)
            due[session] = time.monotonic() + random.uniform(0, self.interval)  # Spread over the interval.
        while not self.stopping.is_set():
            now = time.monotonic()
            for session in list(due):
                if due[session] <= now:
                    session.click(random.choice(session.buttons))
                    self.clicks += 1
                    due[session] += self.interval
                    if due[session] < now:  # Late: don't catch up in a burst.
                        due[session] = now + self.interval
            wait = max(0.0, min(due.values(), default=now + 0.05) - time.monotonic())
            for key, _ in selector.select(timeout=min(wait, 0.05)):
                session = key.data
                self.patches += len(session.read_available())
                if session.closed and session in due:  # The server closed it: it clicks no more.
                    self.lost.append(session)
                    del due[session]
                    selector.unregister(session.sock)
        selector.close()


class Browser:
    """Chromium through chromedriver's WebDriver, as in check-browser.py."""

    def __init__(self, driver_port):
        self.base = f"http://127.0.0.1:{driver_port}"
        # No sandbox as root, and no /dev/shm, which a container makes too small for Chromium.
        options = {"args": ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                            "--window-size=800,900"]}
        self.session = self.call("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options}}})["sessionId"]

    def call(self, method, path, body=None):
        request = urllib.request.Request(self.base + path, method=method,
                                         data=None if body is None else json.dumps(body).encode(),
                                         headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return json.loads(response.read())["value"]
        except urllib.error.HTTPError as error:  # WebDriver says what went wrong in the body.
            raise RuntimeError(f"WebDriver {method} {path}: {error.read().decode()[:500]}") from None

    def command(self, method, path, body=None):
        return self.call(method, f"/session/{self.session}{path}", body)

    def script(self, source, *arguments):
        return self.command("POST", "/execute/sync", {"script": source, "args": list(arguments)})

    def find(self, selector):
        return self.command("POST", "/element", {"using": "css selector", "value": selector})[ELEMENT]

    def click(self, element):
        self.command("POST", f"/element/{element}/click", {})

    def close(self):
        self.command("DELETE", "")


# Injected in the page: the time from a press to the patch that shows the row's new quantity.
# The window's capturing listener runs before client.js's, which listens on the document. A
# patch is applied when client.js sets body's data-ss-applied after it; the observer's callback
# runs right after that script, before the browser paints. Each sample also has the times from
# the release, and to the first animation frame after the press, if Chromium ran it before the
# patch. No polling in the page: `wait` answers WebDriver from the observer.
PROBE = """
const probe = window.ssProbe = {down: null, up: null, frame: null, expected: null, samples: [], waiting: null};
const quantity = () => document.querySelector(probe.button)?.parentElement
    .querySelector('span:nth-of-type(2)').textContent;
probe.wait = (count, done) => {
  if (probe.samples.length >= count) return done(probe.samples.length);
  probe.waiting = [count, done];
  setTimeout(() => { if (probe.waiting) { probe.waiting = null; done(probe.samples.length); } }, 5000);
};
window.addEventListener('pointerdown', () => {
  const down = probe.down = performance.now();
  probe.up = probe.frame = null;
  requestAnimationFrame(() => { if (probe.down === down) probe.frame = performance.now(); });
}, true);
window.addEventListener('pointerup', () => { probe.up = performance.now(); }, true);
new MutationObserver(() => {
  if (probe.down === null || quantity() !== probe.expected) return;
  const now = performance.now();
  probe.samples.push({down: now - probe.down, up: probe.up === null ? null : now - probe.up,
    frame: probe.frame === null ? null : probe.frame - probe.down});
  probe.down = null;
  if (probe.waiting && probe.samples.length >= probe.waiting[0]) {
    const [, done] = probe.waiting;
    probe.waiting = null;
    done(probe.samples.length);
  }
}).observe(document.body, {attributes: true, attributeFilter: ['data-ss-applied']});
"""

# Waits, in the page, until the probe has `arguments[0]` samples, or 5 s have passed.
WAIT_FOR_SAMPLES = "window.ssProbe.wait(...arguments)"


def click_to_patch(port, pid, driver_port, background_count, clicks, rate):
    background = Background(open_sessions(port, background_count), rate)
    browser = Browser(driver_port)
    try:
        browser.command("POST", "/url", {"url": f"http://127.0.0.1:{port}/"})
        # The first four products' buttons in turn: a product's quantity stops at 99.
        buttons = [f"button[aria-label='Add one {name}']"
                   for name in ["Organic Milk #1", "Organic Eggs #2", "Organic Bread #3", "Organic Butter #4"]]
        deadline = time.monotonic() + 10
        while not browser.script(f"return document.querySelector(\"{buttons[0]}\") !== null"):
            if time.monotonic() > deadline:
                raise RuntimeError("the catalogue didn't show in Chromium")
            time.sleep(0.02)
        browser.script(PROBE)
        background.start()
        time.sleep(1.0)  # Let the background clicks reach their pace before measuring.
        clicks_before, patches_before, started = background.clicks, background.patches, time.monotonic()
        server_cpu, script_cpu = cpu_seconds(pid), time.process_time()
        elements = [browser.find(button) for button in buttons]
        for index in range(1, clicks + 1):
            button = (index - 1) % len(buttons)
            browser.script("window.ssProbe.expected = arguments[0]; window.ssProbe.button = arguments[1]",
                           f"× {(index - 1) // len(buttons) + 1}", buttons[button])
            browser.click(elements[button])
            got = browser.command("POST", "/execute/async", {"script": WAIT_FOR_SAMPLES, "args": [index]})
            if got < index:
                raise RuntimeError(f"click {index}: its patch wasn't applied within 5 s")
        elapsed = time.monotonic() - started
        server_cpu, script_cpu = cpu_seconds(pid) - server_cpu, time.process_time() - script_cpu
        samples = browser.script("return window.ssProbe.samples")
    finally:
        background.stopping.set()
        browser.close()
    background.join(5)
    from_down = [sample["down"] for sample in samples]
    from_up = [sample["up"] for sample in samples if sample["up"] is not None]
    p50, p99 = percentile(from_down, 0.50), percentile(from_down, 0.99)
    report(f"a click in Chromium to its patch applied in the page, {background_count + 1} sessions active",
           f"p50 {p50:.1f} ms, p99 {p99:.1f} ms over {len(from_down)} clicks", "p99 ≤ 16 ms",
           p99 <= 16 and not background.lost)
    if from_up:
        detail(f"from pointerup instead: p50 {percentile(from_up, 0.5):.1f} ms, "
               f"p99 {percentile(from_up, 0.99):.1f} ms; max from pointerdown {max(from_down):.1f} ms")
    # How much of it is waiting for the browser's next frame: Chromium may run the frame after a
    # press before it hands the page the WebSocket's message.
    framed = [sample for sample in samples if sample["frame"] is not None]
    if framed:
        to_frame = [sample["frame"] for sample in framed]
        after_frame = [sample["down"] - sample["frame"] for sample in framed]
        detail(f"Chromium ran an animation frame between the press and the patch in {len(framed)} of "
               f"{len(samples)} clicks: press to that frame p50 {percentile(to_frame, 0.5):.1f} ms, "
               f"max {max(to_frame):.1f} ms; that frame to the patch applied p50 "
               f"{percentile(after_frame, 0.5):.1f} ms, p99 {percentile(after_frame, 0.99):.1f} ms")
    sent = background.clicks - clicks_before
    answered = background.patches - patches_before
    detail(f"background: {background_count} sessions made {sent / elapsed:.0f} clicks/s "
           f"and got {answered / elapsed:.0f} patches/s while Chromium clicked, for {elapsed:.1f} s; "
           f"the server used {100 * server_cpu / elapsed:.0f}% of a core, this script "
           f"{100 * script_cpu / elapsed:.0f}%, of {os.cpu_count()} cores"
           + (f"; {len(background.lost)} closed by the server, codes {[s.closed for s in background.lost][:5]}"
              if background.lost else ""))
    for session in background.sessions:
        session.close()


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--app-port", type=int, required=True)
    parser.add_argument("--app-pid", type=int, required=True)
    parser.add_argument("--driver-port", type=int, required=True)
    parser.add_argument("--idle-sessions", type=int, default=1000)
    parser.add_argument("--clicks", type=int, default=200)
    parser.add_argument("--background-sessions", type=int, default=99)
    parser.add_argument("--background-rate", type=float, default=1.0, help="clicks a second per session")
    arguments = parser.parse_args()
    started = time.monotonic()
    # Fewest sessions first: the memory is measured on a server that has served only a few, and the
    # idle sessions are closed before the clicks are timed.
    bytes_for_one_quantity(arguments.app_port)
    idle = memory_per_idle_session(arguments.app_port, arguments.app_pid, arguments.idle_sessions)
    for session in idle:
        session.close()
    click_to_patch(arguments.app_port, arguments.app_pid, arguments.driver_port, arguments.background_sessions,
                   arguments.clicks, arguments.background_rate)
    print(f"{len(missed)} target(s) missed: {', '.join(missed)}" if missed else "every target met",
          f"({time.monotonic() - started:.0f} s)")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
