//go:build cgo && sqlite_fts5

package main

import (
	"database/sql"
	"fmt"
	"sync"

	"github.com/mattn/go-sqlite3"

	"partilha/pocketbase/tools/benchdb/floor"
)

func init() { drivers["mattn"] = openMattn }

var registerMattn sync.Once

// openMattn opens the file with the C SQLite (github.com/mattn/go-sqlite3): busy timeout and the
// statement cache in its own DSN names, then PocketBase's pragmas in PocketBase's order on every
// new connection.
func openMattn(path string, settings floor.Settings) (*sql.DB, bool, error) {
	registerMattn.Do(func() {
		sql.Register("sqlite3_pocketbase", &sqlite3.SQLiteDriver{
			ConnectHook: func(conn *sqlite3.SQLiteConn) error {
				for _, pragma := range floor.Pragmas {
					if _, err := conn.Exec("PRAGMA "+pragma.Name+" = "+pragma.Value, nil); err != nil {
						return err
					}
				}
				return nil
			},
		})
	})
	dsn := fmt.Sprintf("file:%s?_busy_timeout=%d&_stmt_cache_size=%d", path, settings.BusyTimeoutMS, settings.StmtCache)
	db, err := sql.Open("sqlite3_pocketbase", dsn)
	return db, settings.StmtCache > 0, err
}
