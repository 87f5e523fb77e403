# Lists the XCTest methods of the 1.0.0 test files given as arguments, one per line:
#   <file>\t<Class>/<test>
# The class is the nearest `class` or `extension` declared at the start of a line above the
# method, as 1.0.0's files are laid out; commented-out methods (`//    func test…`) don't count.
# Usage: awk -f list-tests.awk -v root=DIR FILE…   (root is stripped from the file names)
/^(@MainActor )?(final )?class [A-Za-z_][A-Za-z0-9_]*/ || /^(@MainActor )?extension [A-Za-z_][A-Za-z0-9_]*/ {
    line = $0
    sub(/^@MainActor /, "", line)
    sub(/^final /, "", line)
    split(line, words, /[ :{<]+/)
    current = words[2]
}
/^[ \t]+(@MainActor )?(nonisolated )?func test[A-Za-z0-9_]*\(\)/ {
    match($0, /func test[A-Za-z0-9_]*/)
    name = substr($0, RSTART + 5, RLENGTH - 5)
    file = FILENAME
    if (root != "") sub("^" root "/?", "", file)
    print file "\t" current "/" name
}
