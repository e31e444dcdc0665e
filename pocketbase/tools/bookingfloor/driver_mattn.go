//go:build cgo && sqlite_fts5

package main

import (
	"database/sql"

	"github.com/mattn/go-sqlite3"
)

// The C SQLite with the server's connection settings (pocketbase/db_driver_cgo.go): PocketBase's
// pragmas on each new connection, busy_timeout from the DSN.
func init() {
	sql.Register("floor_mattn", &sqlite3.SQLiteDriver{
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
	drivers["mattn"] = func(path string) (*sql.DB, error) {
		return sql.Open("floor_mattn", "file:"+path+"?_busy_timeout=10000")
	}
}
