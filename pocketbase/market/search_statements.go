package market

import (
	"database/sql"
	"fmt"
	"regexp"
	"sync"
	"sync/atomic"

	"github.com/pocketbase/dbx"
)

// The search's reads keep their statements prepared (docs/adr/0021, "Search: what is left
// between the route and its floor"). dbx prepares every query anew and first rewrites its
// {:name} placeholders with a regular expression; under the bench's load the two were about 9 %
// of the route's CPU. A search's statements differ only by the filters a query uses and the
// page's row limit, so their texts are few: each is prepared once per connection by
// database/sql's Stmt and kept. A statement with a row's key written into it (the rest of a
// millisecond) is not kept, so that no value from a request decides what is cached.

// rowReader runs one read of the search tables with its named parameters.
type rowReader interface {
	readQuery(statement string, params sqlParams, keep bool) (*sql.Rows, error)
}

// dbxReader runs each read through dbx, prepared anew (the conformance runs and tests use it).
type dbxReader struct{ db dbx.Builder }

func (r dbxReader) readQuery(statement string, params sqlParams, _ bool) (*sql.Rows, error) {
	rows, err := r.db.NewQuery(statement).Bind(dbx.Params(params)).Rows()
	if err != nil {
		return nil, err
	}
	return rows.Rows, nil
}

// maxPreparedReads bounds the statements kept; past it they are all closed and kept anew.
const maxPreparedReads = 256

var placeholderPattern = regexp.MustCompile(`\{:\w+\}`)

type preparedRead struct {
	stmt  *sql.Stmt
	names []string // the parameter of each `?`, in order
}

// preparedReads keeps the prepared search statements of one database pool.
type preparedReads struct {
	db    *sql.DB
	mu    sync.RWMutex
	reads map[string]*preparedRead
}

func newPreparedReads(db *sql.DB) *preparedReads {
	return &preparedReads{db: db, reads: map[string]*preparedRead{}}
}

// positional turns dbx's {:name} placeholders into `?` and lists the names in their order.
func positional(statement string) (string, []string) {
	names := []string{}
	text := placeholderPattern.ReplaceAllStringFunc(statement, func(match string) string {
		names = append(names, match[2:len(match)-1])
		return "?"
	})
	return text, names
}

func (p *preparedReads) prepared(statement string) (*preparedRead, error) {
	p.mu.RLock()
	read, ok := p.reads[statement]
	p.mu.RUnlock()
	if ok {
		return read, nil
	}
	text, names := positional(statement)
	stmt, err := p.db.Prepare(text)
	if err != nil {
		return nil, err
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if existing, ok := p.reads[statement]; ok {
		stmt.Close()
		return existing, nil
	}
	if len(p.reads) >= maxPreparedReads {
		// database/sql closes a statement in use once its rows are done with it.
		for _, old := range p.reads {
			old.stmt.Close()
		}
		p.reads = map[string]*preparedRead{}
	}
	read = &preparedRead{stmt: stmt, names: names}
	p.reads[statement] = read
	return read, nil
}

func (p *preparedReads) readQuery(statement string, params sqlParams, keep bool) (*sql.Rows, error) {
	if !keep {
		text, names := positional(statement)
		args, err := bindArgs(names, params)
		if err != nil {
			return nil, err
		}
		return p.db.Query(text, args...)
	}
	read, err := p.prepared(statement)
	if err != nil {
		return nil, err
	}
	args, err := bindArgs(read.names, params)
	if err != nil {
		return nil, err
	}
	return read.stmt.Query(args...)
}

func bindArgs(names []string, params sqlParams) ([]any, error) {
	args := make([]any, len(names))
	for index, name := range names {
		value, ok := params[name]
		if !ok {
			return nil, fmt.Errorf("search: no value for the parameter %q", name)
		}
		args[index] = value
	}
	return args, nil
}

// searchReads holds the prepared reads of the app's database pool; a new pool (the app
// bootstrapped again) gets a new set and the old statements are closed.
var (
	searchReads       atomic.Pointer[preparedReads]
	searchReadsChange sync.Mutex
)

// searchReader is the reader of the search's reads on db: its kept statements when db is the
// app's pool, dbx otherwise (a transaction).
func searchReader(db dbx.Builder) rowReader {
	pool, ok := db.(*dbx.DB)
	if !ok {
		return dbxReader{db}
	}
	sqlDB := pool.DB()
	if reads := searchReads.Load(); reads != nil && reads.db == sqlDB {
		return reads
	}
	searchReadsChange.Lock()
	defer searchReadsChange.Unlock()
	if reads := searchReads.Load(); reads != nil && reads.db == sqlDB {
		return reads
	}
	if old := searchReads.Swap(newPreparedReads(sqlDB)); old != nil {
		old.close()
	}
	return searchReads.Load()
}

func (p *preparedReads) close() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, read := range p.reads {
		read.stmt.Close()
	}
	p.reads = map[string]*preparedRead{}
}
