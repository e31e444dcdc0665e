// Package floor runs the search route's own statements straight on SQLite through database/sql,
// with whichever driver opened the database, so that `benchdb query` (modernc, and mattn when
// built with CGO and `-tags sqlite_fts5`) and `benchdb-ncruces query` (its own module: that driver
// needs a newer Go than the server) measure the same work in the same way.
package floor

import (
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"partilha/pocketbase/tools/loadrun"
)

// Pragmas are PocketBase's own connection settings (core.DefaultDBConnect of v0.39.11), busy
// timeout first, page cache included; each driver spells them in its own DSN. BusyTimeoutMS is
// apart because it is one of the settings `query` lets a run change.
var Pragmas = []struct{ Name, Value string }{
	{"journal_mode", "WAL"},
	{"journal_size_limit", "200000000"},
	{"synchronous", "NORMAL"},
	{"foreign_keys", "ON"},
	{"temp_store", "MEMORY"},
	{"cache_size", "-32000"},
}

// BusyTimeoutMS is PocketBase's busy_timeout(10000).
const BusyTimeoutMS = 10000

// Settings are what a run may tune, beside the driver.
type Settings struct {
	BusyTimeoutMS int
	// StmtCache is the number of prepared statements a connection keeps (0: none; PocketBase's
	// dbx prepares each query anew). A driver without its own cache is given database/sql's
	// prepared statements instead (db.Prepare, one per statement text).
	StmtCache int
}

// Opener opens the database file with one driver; cached reports whether the driver keeps the
// prepared statements itself (so that Measure does not add database/sql's).
type Opener func(path string, settings Settings) (db *sql.DB, cached bool, err error)

// Result is one measured run.
type Result struct {
	Driver      string `json:"driver"`
	Concurrency int    `json:"concurrency"`
	Conns       int    `json:"conns"`
	GOMAXPROCS  int    `json:"gomaxprocs"`
	StmtCache   int    `json:"stmtCache"`
	BusyTimeout int    `json:"busyTimeoutMs"`
	// The figures of the run (p50, p95, p99, rps, count, errors), written beside the settings.
	loadrun.Result
}

// Search is one search of the route's first page: its statements per segment, with the stand-ins
// LIMIT_SLOT and KEY_SLOT of bench/search.ts for a read's row count and a key.
// A price or rating order is one read (Value) instead of segments.
type Search struct {
	Params   map[string]interface{} `json:"params"`
	PerPage  int                    `json:"perPage"`
	Segments []struct {
		Read string `json:"read"`
		Rest string `json:"rest"`
	} `json:"segments"`
	Value string `json:"value"`
}

const (
	limitSlot = "987654321"
	keySlot   = "-987654321"
)

// named turns dbx's {:name} placeholders into database/sql named parameters.
func named(sqlText string, params map[string]interface{}) (string, []interface{}) {
	args := []interface{}{}
	for name, value := range params {
		if strings.Contains(sqlText, "{:"+name+"}") {
			sqlText = strings.ReplaceAll(sqlText, "{:"+name+"}", ":"+name)
			args = append(args, sql.Named(name, value))
		}
	}
	return sqlText, args
}

type pageRow struct {
	key, id, item string
	group         int64
}

// querier runs a statement on the pool, through database/sql's prepared statements when asked.
type querier struct {
	db       *sql.DB
	prepared sync.Map // statement text → *sql.Stmt
	prepare  bool
}

func (q *querier) query(text string, args []interface{}) (*sql.Rows, error) {
	if !q.prepare {
		return q.db.Query(text, args...)
	}
	if stmt, ok := q.prepared.Load(text); ok {
		return stmt.(*sql.Stmt).Query(args...)
	}
	stmt, err := q.db.Prepare(text)
	if err != nil {
		return nil, err
	}
	if existing, loaded := q.prepared.LoadOrStore(text, stmt); loaded {
		stmt.Close()
		stmt = existing.(*sql.Stmt)
	}
	return stmt.Query(args...)
}

// readRows runs one read: rows of (key as text, millisecond group, listing id, result object), or
// for a price or rating order (key as text, sort value, listing id, result object).
func (q *querier) readRows(sqlText string, params map[string]interface{}) ([]pageRow, error) {
	text, args := named(sqlText, params)
	rows, err := q.query(text, args)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []pageRow{}
	for rows.Next() {
		var row pageRow
		var second interface{}
		if err := rows.Scan(&row.key, &second, &row.id, &row.item); err != nil {
			return nil, err
		}
		if group, ok := second.(int64); ok {
			row.group = group
		}
		out = append(out, row)
	}
	return out, rows.Err()
}

// runSearch makes the first page of a search the way lib/listing-search-page.ts does: each read
// asks for one row more than it needs, and reads the rest of the millisecond when the page ends
// inside one; rows are then sorted newest first, ids descending, and the body written out.
func (q *querier) runSearch(s Search) (string, error) {
	limit := s.PerPage + 1
	rows := []pageRow{}
	if s.Value != "" {
		got, err := q.readRows(strings.Replace(s.Value, limitSlot, strconv.Itoa(limit), 1), s.Params)
		if err != nil {
			return "", err
		}
		rows = got
	}
	for _, segment := range s.Segments {
		need := limit - len(rows)
		if need <= 0 {
			break
		}
		got, err := q.readRows(strings.Replace(segment.Read, limitSlot, strconv.Itoa(need+1), 1), s.Params)
		if err != nil {
			return "", err
		}
		if len(got) > need && got[need-1].group == got[need].group {
			rest, err := q.readRows(strings.ReplaceAll(segment.Rest, keySlot, got[need].key), s.Params)
			if err != nil {
				return "", err
			}
			got = append(got, rest...)
		}
		sort.Slice(got, func(a, b int) bool {
			if got[a].group != got[b].group {
				return got[a].group < got[b].group
			}
			return got[a].id > got[b].id
		})
		if len(got) > need {
			got = got[:need]
		}
		rows = append(rows, got...)
	}
	if len(rows) > s.PerPage {
		rows = rows[:s.PerPage]
	}
	items := make([]string, len(rows))
	for i, row := range rows {
		items[i] = row.item
	}
	return `{"items":[` + strings.Join(items, ",") + `]}`, nil
}

// Measure runs the searches from `concurrency` goroutines for `duration` on a pool of at most
// `conns` connections (0: as many as goroutines), after one pass over every search.
func Measure(db *sql.DB, cachedByDriver bool, searches []Search, settings Settings, duration time.Duration, concurrency, conns int) (Result, error) {
	if conns <= 0 {
		conns = concurrency
	}
	db.SetMaxOpenConns(conns)
	db.SetMaxIdleConns(conns)
	q := &querier{db: db, prepare: settings.StmtCache > 0 && !cachedByDriver}
	for _, s := range searches {
		if _, err := q.runSearch(s); err != nil {
			return Result{}, err
		}
	}

	// Each goroutine starts at its own search and goes round the list, as before loadrun.
	perWorker := make([]int, concurrency)
	run := loadrun.Run(concurrency, duration, func(worker, _ int) error {
		i := worker + perWorker[worker]
		perWorker[worker]++
		_, err := q.runSearch(searches[i%len(searches)])
		return err
	})
	return Result{
		Concurrency: concurrency,
		Conns:       conns,
		GOMAXPROCS:  runtime.GOMAXPROCS(0),
		StmtCache:   settings.StmtCache,
		BusyTimeout: settings.BusyTimeoutMS,
		Result:      run,
	}, nil
}

// Query is the `query` command of both programs:
//
//	query -db data.db -queries queries.json [-driver NAME] [-duration 10s] [-concurrency 16[,4,2]]
//	      [-conns 0] [-gomaxprocs 0] [-busy-timeout 10000] [-stmt-cache 0]
//
// It prints one JSON result per concurrency level, one a line. A driver that cannot run in this
// build prints {"driver", "unavailable": why} and exits 0, so that a comparison still shows it.
func Query(args []string, drivers map[string]Opener, unavailable map[string]string, defaultDriver string) error {
	flags := flag.NewFlagSet("query", flag.ExitOnError)
	dbPath := flags.String("db", "", "PocketBase data.db")
	queriesPath := flags.String("queries", "", "JSON file with [{params, perPage, segments: [{read, rest}], value}] (the route's statements)")
	driverName := flags.String("driver", defaultDriver, "SQLite driver")
	duration := flags.Duration("duration", 10*time.Second, "how long to run each level")
	levels := flags.String("concurrency", "16", "concurrent searches; a comma-separated list runs each level in turn")
	conns := flags.Int("conns", 0, "the pool's open connections (0: one per concurrent search)")
	gomaxprocs := flags.Int("gomaxprocs", 0, "GOMAXPROCS (0: Go's default)")
	busyTimeout := flags.Int("busy-timeout", BusyTimeoutMS, "busy_timeout in ms")
	stmtCache := flags.Int("stmt-cache", 0, "prepared statements kept per connection (0: prepared anew, as dbx does)")
	flags.Parse(args)

	if why, ok := unavailable[*driverName]; ok {
		out, _ := json.Marshal(map[string]string{"driver": *driverName, "unavailable": why})
		fmt.Println(string(out))
		return nil
	}
	open, ok := drivers[*driverName]
	if !ok {
		return fmt.Errorf("unknown driver %q", *driverName)
	}
	if *gomaxprocs > 0 {
		runtime.GOMAXPROCS(*gomaxprocs)
	}
	var searches []Search
	data, err := os.ReadFile(*queriesPath)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(data, &searches); err != nil || len(searches) == 0 {
		return fmt.Errorf("queries file must hold at least one search")
	}
	settings := Settings{BusyTimeoutMS: *busyTimeout, StmtCache: *stmtCache}
	db, cached, err := open(*dbPath, settings)
	if err != nil {
		return err
	}
	defer db.Close()
	for _, level := range strings.Split(*levels, ",") {
		concurrency, err := strconv.Atoi(strings.TrimSpace(level))
		if err != nil || concurrency < 1 {
			return fmt.Errorf("bad concurrency %q", level)
		}
		result, err := Measure(db, cached, searches, settings, *duration, concurrency, *conns)
		if err != nil {
			return err
		}
		result.Driver = *driverName
		out, _ := json.Marshal(result)
		fmt.Println(string(out))
	}
	return nil
}
