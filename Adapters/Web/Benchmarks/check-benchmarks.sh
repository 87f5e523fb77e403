#!/usr/bin/env bash
# Counts the instructions of binding a scrolled row with callgrind, against the same list written
# by hand (WebBenchmarks, through Benchmarks/check-targets.py's web suite); then builds
# WebShoppingList for release, serves it and chromedriver on free ports of loopback, and measures
# them from outside: benchmarks.py. Exits with 1 if a target is missed.
#
# Usage, from anywhere:  bash Adapters/Web/Benchmarks/check-benchmarks.sh [benchmarks.py's options]
# such as --clicks 100 or --background-sessions 0 (see benchmarks.py --help).
# Needs valgrind, and the Debian packages chromium and chromium-driver. Takes under 4 minutes after
# the build.
set -euo pipefail
cd "$(dirname "$0")/../../.."
# DWARF 4, as Benchmarks/check-targets.sh explains.
flags=(-c release -Xcc -gdwarf-4 -Xcxx -gdwarf-4 --package-path Adapters/Web)
swift build --product WebBenchmarks "${flags[@]}"
python3 Benchmarks/check-targets.py web "$(swift build "${flags[@]}" --show-bin-path)/WebBenchmarks"
swift build -c release --product WebShoppingList --package-path Adapters/Web
app="$(swift build -c release --package-path Adapters/Web --show-bin-path)/WebShoppingList"
log="${TMPDIR:-/tmp}/web-check-benchmarks.log"

# 1,000 idle sessions and 100 active ones are a socket each, in the server and in the script.
ulimit -n "$(ulimit -Hn | sed 's/unlimited/8192/')" 2> /dev/null || true
if [ "$(ulimit -n)" -lt 4096 ]; then
    echo "the open-file limit is $(ulimit -n); 1,000 sessions need 4096" >&2
    exit 1
fi

# Two ports free now, distinct.
read -r app_port driver_port < <(/usr/bin/python3 -c '
import socket
sockets = [socket.socket() for _ in range(2)]
for each in sockets: each.bind(("127.0.0.1", 0))
print(*[each.getsockname()[1] for each in sockets])')

# timeout makes a process group of its own, which the trap ends with Chromium in it.
WEB_SHOPPING_LIST_PORT=$app_port timeout 300 "$app" > "$log" 2>&1 &
app_group=$!
timeout 300 chromedriver --port="$driver_port" > /dev/null 2>&1 &
driver_group=$!
trap 'kill -- -"$app_group" -"$driver_group" 2> /dev/null || true' EXIT
# Both are up once their ports answer.
for _ in $(seq 100); do
    if curl -s -o /dev/null "http://127.0.0.1:$app_port/client.js" \
        && curl -s -o /dev/null "http://127.0.0.1:$driver_port/status"; then
        break
    fi
    sleep 0.1
done
# The server itself, under timeout, whose memory is measured.
app_pid=$(pgrep -P "$app_group") || { echo "WebShoppingList didn't start; see $log" >&2; exit 1; }
timeout 240 /usr/bin/python3 Adapters/Web/Benchmarks/benchmarks.py \
    --app-port "$app_port" --app-pid "$app_pid" --driver-port "$driver_port" "$@"
