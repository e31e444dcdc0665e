//go:build !(cgo && sqlite_fts5)

package main

import (
	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// sqliteDriver names the SQLite the binary is built with (docs/adr/0020): here PocketBase's own
// default, the pure-Go modernc.org/sqlite (CGO_ENABLED=0, or no `sqlite_fts5` tag).
const sqliteDriver = "modernc"

// dbConnect is PocketBase's own default connection (core.DefaultDBConnect).
func dbConnect(dbPath string) (*dbx.DB, error) {
	return core.DefaultDBConnect(dbPath)
}
