// integrity-check runs SQLite's `PRAGMA integrity_check` on each database file given and prints
// one JSON line per file: {"file": ..., "result": ["ok"]} or the problems SQLite lists. It opens
// the files with modernc.org/sqlite, the driver PocketBase itself uses, so a crashed server's
// write-ahead log is read back exactly as the next start would read it. Exit status 1 on any
// error opening or reading a file (the result lines still say what was found).
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"os"

	_ "modernc.org/sqlite"
)

type report struct {
	File   string   `json:"file"`
	Result []string `json:"result"`
	Error  string   `json:"error,omitempty"`
}

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: integrity-check FILE.db...")
		os.Exit(2)
	}
	failed := false
	for _, file := range os.Args[1:] {
		r := check(file)
		if r.Error != "" {
			failed = true
		}
		line, _ := json.Marshal(r)
		fmt.Println(string(line))
	}
	if failed {
		os.Exit(1)
	}
}

func check(file string) report {
	r := report{File: file, Result: []string{}}
	if _, err := os.Stat(file); err != nil {
		r.Error = err.Error()
		return r
	}
	// busy_timeout: a file another process still holds is waited for, not reported as busy.
	db, err := sql.Open("sqlite", "file:"+file+"?_pragma=busy_timeout(10000)")
	if err != nil {
		r.Error = err.Error()
		return r
	}
	defer db.Close()
	rows, err := db.Query("PRAGMA integrity_check")
	if err != nil {
		r.Error = err.Error()
		return r
	}
	defer rows.Close()
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			r.Error = err.Error()
			return r
		}
		r.Result = append(r.Result, line)
	}
	if err := rows.Err(); err != nil {
		r.Error = err.Error()
	}
	return r
}
