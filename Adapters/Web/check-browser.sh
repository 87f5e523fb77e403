#!/usr/bin/env bash
# Serves WebShoppingList and drives it in a real headless Chromium through chromedriver, with the
# pointer input Chromium makes for an element click: check-browser.py.
#
# Usage, from anywhere:  bash Adapters/Web/check-browser.sh [--screenshot PATH]
# Needs the Debian packages chromium and chromium-driver; .ci/run installs what is missing.
set -euo pipefail
# A screenshot's path is the caller's, before the script moves to its own folder.
arguments=()
while [ $# -gt 0 ]; do
    if [ "$1" = "--screenshot" ] && [ $# -gt 1 ]; then
        arguments+=("$1" "$(realpath -m "$2")")
        shift 2
    else
        arguments+=("$1")
        shift
    fi
done
cd "$(dirname "$0")"
swift build --product WebShoppingList
app="$(swift build --show-bin-path)/WebShoppingList"
app_port=${WEB_CHECK_APP_PORT:-8181}
driver_port=${WEB_CHECK_DRIVER_PORT:-9516}
log="${TMPDIR:-/tmp}/web-check-browser.log"

WEB_SHOPPING_LIST_PORT=$app_port timeout 300 "$app" > "$log" 2>&1 &
app_pid=$!
timeout 300 chromedriver --port="$driver_port" > /dev/null 2>&1 &
driver_pid=$!
trap 'kill "$app_pid" "$driver_pid" 2> /dev/null || true' EXIT
# Both are up once their ports answer.
for _ in $(seq 100); do
    if curl -s -o /dev/null "http://127.0.0.1:$app_port/client.js" \
        && curl -s -o /dev/null "http://127.0.0.1:$driver_port/status"; then
        break
    fi
    sleep 0.1
done
/usr/bin/python3 check-browser.py --app-port "$app_port" --driver-port "$driver_port" ${arguments[@]+"${arguments[@]}"}
