// benchdb-ncruces is `benchdb query` with github.com/ncruces/go-sqlite3, the third candidate
// driver (SQLite translated to Go from Wasm, no CGO), FTS5 from its ext/fts5 package (its plain
// build has none: "no such module: fts5"). It is a module of its own because that driver needs
// Go 1.26 and newer golang.org/x modules than the server is built with; it shares the
// measurement itself (package floor) through a replace of the server's module.
//
//	benchdb-ncruces query -db pb_data/data.db -queries queries.json -duration 10s -concurrency 16
package main

import (
	"database/sql"
	"fmt"
	"net/url"
	"os"

	"github.com/ncruces/go-sqlite3"
	"github.com/ncruces/go-sqlite3/driver"
	"github.com/ncruces/go-sqlite3/ext/fts5"

	"partilha/pocketbase/tools/benchdb/floor"
)

func main() {
	if len(os.Args) < 2 || os.Args[1] != "query" {
		fmt.Fprintln(os.Stderr, "usage: benchdb-ncruces query [flags]")
		os.Exit(1)
	}
	drivers := map[string]floor.Opener{"ncruces": open}
	if err := floor.Query(os.Args[2:], drivers, nil, "ncruces"); err != nil {
		fmt.Fprintln(os.Stderr, "benchdb-ncruces:", err)
		os.Exit(1)
	}
}

// open uses the driver's `_pragma=` options in PocketBase's order (busy timeout first); FTS5 is
// registered on every new connection. The driver keeps no statement cache of its own.
func open(path string, settings floor.Settings) (*sql.DB, bool, error) {
	options := url.Values{}
	options.Add("_pragma", fmt.Sprintf("busy_timeout(%d)", settings.BusyTimeoutMS))
	for _, pragma := range floor.Pragmas {
		options.Add("_pragma", pragma.Name+"("+pragma.Value+")")
	}
	db, err := driver.Open("file:"+path+"?"+options.Encode(), func(conn *sqlite3.Conn) error {
		return fts5.Register(conn)
	})
	return db, false, err
}
