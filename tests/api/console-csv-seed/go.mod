// Only marks this folder as a module root for the go command. console-csv.test.ts runs it with
// `go run -modfile=../../../pocketbase/go.mod .`, so the requirements and sums actually used are
// PocketBase's own (modernc.org/sqlite, the driver the server writes with).
module partilha/console-csv-seed

go 1.25.0
