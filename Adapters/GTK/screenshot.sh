#!/usr/bin/env bash
# Runs GTKShoppingList under Xvfb, uses it with real input from xdotool, and writes PNG
# screenshots of its window, light and dark: one scrolled far down the 100,000 products with
# quantities changed, and one filtered by a search with a product starred.
#
# Usage, from anywhere:  bash Adapters/GTK/screenshot.sh [output-directory]   (default: beside this
# script). Needs the Debian packages libgtk-4-dev, xvfb, xauth, xdotool and imagemagick.
set -euo pipefail
cd "$(dirname "$0")"
out="$(realpath -m "${1:-.}")"
mkdir -p "$out"
log="${TMPDIR:-/tmp}/gtk-shopping-list-actions.log"

swift build -c release --product GTKShoppingList
app="$(swift build -c release --show-bin-path)/GTKShoppingList"

# The window is 520 × 720 with no window manager to move it, so its widgets are at fixed points:
# the header bar, the search entry at y 132, then 46-pixel rows, with each row's + at x 425 and its
# star at x 476. Clicks on one button are 600 ms apart, longer than GTK's double-click time, so that
# a person's repeated clicks on + are not a double click. Each pass runs the app once, light, then
# dark with GTK's own GTK_THEME=Adwaita:dark, as the desktop's dark style draws it.
shoot() {
    xvfb-run -a -s "-screen 0 640x800x24" bash -c '
        set -euo pipefail
        if [[ -n "$5" ]]; then export GTK_THEME="$5"; fi
        XDG_CONFIG_HOME="$(mktemp -d)" GTK_SHOPPING_LIST_QUIT_AFTER=14 GTK_A11Y=none GDK_BACKEND=x11 "$1" > "$3" &
        app=$!
        window="$(timeout 10 xdotool search --sync --onlyvisible --name "^Groceries$" | head -n 1)"
        sleep 1.5
        at() { xdotool mousemove --window "$window" "$1" "$2" "${@:3}"; }
        # Jump three quarters of the way down by clicking the list'"'"'s scrollbar, which warps there.
        at 480 450; sleep 0.2; at 498 460; sleep 0.5
        at 498 560 click 1; sleep 0.8
        # Add to the cart from three rows far down, and star one: after the jump, the buttons of
        # the rows shown are centred at y = 160 + 46 k.
        at 425 206 click --repeat 2 --delay 600 1; sleep 0.3
        at 425 298 click 1; sleep 0.3
        at 425 436 click --repeat 3 --delay 600 1; sleep 0.3
        at 476 482 click 1; sleep 0.8
        import -window "$window" "$2/screenshot-scrolled$4.png"
        # Search, then star a found product and put one in the cart.
        at 260 132 click 1; sleep 0.3
        xdotool type --delay 40 "smoked honey #77"; sleep 1
        at 476 226 click 1; sleep 0.3
        at 425 226 click 1; sleep 0.8
        import -window "$window" "$2/screenshot-search$4.png"
        wait "$app"
    ' screenshot "$app" "$out" "$log" "$1" "$2"
}
shoot "" ""
shoot "-dark" "Adwaita:dark"
echo "wrote $out/screenshot-{scrolled,search}{,-dark}.png; the actions the dark pass printed in $log"
