//go:build cgo && sqlite_fts5

package main

import (
	"database/sql"
	"fmt"

	"github.com/mattn/go-sqlite3"

	"partilha/pocketbase/tools/benchdb/floor"
)

// The C SQLite as the server connects it (pocketbase/db_driver_cgo.go): busy_timeout from the
// DSN, then PocketBase's pragmas in PocketBase's order on each new connection.
func init() {
	sql.Register("floor_mattn", &sqlite3.SQLiteDriver{
		ConnectHook: func(conn *sqlite3.SQLiteConn) error {
			for _, pragma := range floor.Pragmas {
				if _, err := conn.Exec("PRAGMA "+pragma.Name+" = "+pragma.Value, nil); err != nil {
					return err
				}
			}
			return nil
		},
	})
	drivers["mattn"] = func(path string) (*sql.DB, error) {
		return sql.Open("floor_mattn", fmt.Sprintf("file:%s?_busy_timeout=%d", path, floor.BusyTimeoutMS))
	}
}
