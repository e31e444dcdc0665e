// Only marks this folder as a module root for the go command. integrity-check.ts runs it with
// `go run -modfile=../../../../pocketbase/go.mod .`, so the requirements and sums actually used
// are PocketBase's own (modernc.org/sqlite, the driver the server writes with) and this file is
// never read beyond locating the root.
module partilha/integrity-check

go 1.25.0
