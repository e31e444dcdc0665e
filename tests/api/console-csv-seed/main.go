// console-csv-seed runs the SQL statements read from standard input, in one transaction, on the
// SQLite database file given as its argument, with PocketBase's own driver (modernc.org/sqlite)
// and locking: the CSV export test seeds 100,000 subscriptions in one INSERT … SELECT while the
// test server runs (the write-ahead log lets both open the file), which takes a second where
// 100,000 creates through the HTTP API would take minutes. Statements are separated by a line
// holding only ";". Exit status 1 on any error.
package main

import (
	"database/sql"
	"fmt"
	"io"
	"os"
	"strings"

	_ "modernc.org/sqlite"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: console-csv-seed FILE.db < statements.sql")
		os.Exit(2)
	}
	input, err := io.ReadAll(os.Stdin)
	if err != nil {
		fail(err)
	}
	db, err := sql.Open("sqlite", "file:"+os.Args[1]+"?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=foreign_keys(ON)")
	if err != nil {
		fail(err)
	}
	defer db.Close()
	tx, err := db.Begin()
	if err != nil {
		fail(err)
	}
	for _, statement := range strings.Split(string(input), "\n;\n") {
		if strings.TrimSpace(statement) == "" {
			continue
		}
		if _, err := tx.Exec(statement); err != nil {
			_ = tx.Rollback()
			fail(fmt.Errorf("%w\n%s", err, statement))
		}
	}
	if err := tx.Commit(); err != nil {
		fail(err)
	}
}

func fail(err error) {
	fmt.Fprintln(os.Stderr, "console-csv-seed:", err)
	os.Exit(1)
}
