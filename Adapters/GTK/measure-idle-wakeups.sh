#!/usr/bin/env bash
# Counts how often the idle GTKShoppingList wakes its main thread: the voluntary context switches
# of the main thread, read from /proc, over 10 seconds once the app has loaded its products and
# GTK's cursor has stopped blinking (after 10 seconds, GTK's default). Fails above a limit.
#
# Usage, from anywhere:  bash Adapters/GTK/measure-idle-wakeups.sh [SECONDS] [LIMIT]
# (SECONDS defaults to 10, LIMIT to 20). Needs libgtk-4-dev, xvfb and xauth.
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-10}
limit=${2:-20}
swift build --product GTKShoppingList
app="$(swift build --show-bin-path)/GTKShoppingList"

timeout -k 5 120 xvfb-run -a -s "-screen 0 1024x768x24" bash -c '
    set -eu
    GTK_A11Y=none GTK_SHOPPING_LIST_QUIT_AFTER=60 "$1" > /dev/null 2>&1 &
    app=$!
    switches() { awk "/^voluntary_ctxt_switches/ { print \$2 }" "/proc/$app/task/$app/status"; }
    sleep 15
    before=$(switches)
    sleep "$2"
    after=$(switches)
    kill "$app"
    wait "$app" 2> /dev/null || true
    wakeups=$((after - before))
    echo "GTKShoppingList, idle: the main thread woke $wakeups times in $2 seconds (limit $3)"
    [ "$wakeups" -le "$3" ]
' measure-idle-wakeups "$app" "$seconds" "$limit"
