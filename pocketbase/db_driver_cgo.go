//go:build cgo && sqlite_fts5

package main

import (
	"database/sql"

	"github.com/mattn/go-sqlite3"
	"github.com/pocketbase/dbx"
)

// sqliteDriver names the SQLite the binary is built with (docs/adr/0020): the C SQLite of
// github.com/mattn/go-sqlite3, in a build with CGO_ENABLED=1 and `-tags sqlite_fts5,no_default_driver`
// (scripts/build-pocketbase.mjs, where a C compiler exists).
const sqliteDriver = "mattn"

func init() {
	// PocketBase's own connection settings (core.DefaultDBConnect of v0.39.11) in the same order,
	// on every new connection: busy_timeout first (from the DSN, before the driver's own pragmas),
	// so that a connection blocks on busy before it asks for WAL.
	sql.Register("pb_sqlite3", &sqlite3.SQLiteDriver{
		ConnectHook: func(conn *sqlite3.SQLiteConn) error {
			_, err := conn.Exec(`
				PRAGMA journal_mode       = WAL;
				PRAGMA journal_size_limit = 200000000;
				PRAGMA synchronous        = NORMAL;
				PRAGMA foreign_keys       = ON;
				PRAGMA temp_store         = MEMORY;
				PRAGMA cache_size         = -32000;
			`, nil)
			return err
		},
	})
	dbx.BuilderFuncMap["pb_sqlite3"] = dbx.BuilderFuncMap["sqlite3"]
}

// dbConnect is PocketBase's DBConnect for data.db and auxiliary.db with the C driver.
func dbConnect(dbPath string) (*dbx.DB, error) {
	return dbx.Open("pb_sqlite3", "file:"+dbPath+"?_busy_timeout=10000")
}
