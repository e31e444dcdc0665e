package market

import (
	"database/sql"
	"fmt"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/pocketbase/dbx"

	_ "modernc.org/sqlite" // any SQLite does: these tests are about the statements kept, not the search
)

func testPool(t *testing.T) *dbx.DB {
	t.Helper()
	db, err := dbx.Open("sqlite", filepath.Join(t.TempDir(), "data.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.NewQuery("CREATE TABLE t (n INTEGER, word TEXT)").Execute(); err != nil {
		t.Fatal(err)
	}
	for n, word := range []string{"zero", "one", "two", "three"} {
		if _, err := db.Insert("t", dbx.Params{"n": n, "word": word}).Execute(); err != nil {
			t.Fatal(err)
		}
	}
	return db
}

func words(t *testing.T, reader rowReader, statement string, params sqlParams, keep bool) []string {
	t.Helper()
	rows, err := reader.readQuery(statement, params, keep)
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	return scanWords(t, rows)
}

func scanWords(t *testing.T, rows *sql.Rows) []string {
	t.Helper()
	got := []string{}
	for rows.Next() {
		var word string
		if err := rows.Scan(&word); err != nil {
			t.Fatal(err)
		}
		got = append(got, word)
	}
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	return got
}

func TestPositionalKeepsEachPlaceholdersName(t *testing.T) {
	text, names := positional("a = {:x} AND b > {:price0} OR c = {:x} AND d = '{x}'")
	if text != "a = ? AND b > ? OR c = ? AND d = '{x}'" || !reflect.DeepEqual(names, []string{"x", "price0", "x"}) {
		t.Errorf("got %q %v", text, names)
	}
}

func TestKeptStatementsReadWhatDbxReads(t *testing.T) {
	db := testPool(t)
	reads := newPreparedReads(db.DB())
	statement := "SELECT word FROM t WHERE n >= {:low} AND n <= {:high} AND word != {:low} ORDER BY n"
	params := sqlParams{"low": 1, "high": 2}
	want := words(t, dbxReader{db}, statement, params, true)
	if !reflect.DeepEqual(want, []string{"one", "two"}) {
		t.Fatalf("dbx read %v", want)
	}
	for round := 0; round < 3; round++ {
		if got := words(t, reads, statement, params, true); !reflect.DeepEqual(got, want) {
			t.Errorf("round %d: %v, want %v", round, got, want)
		}
	}
	if len(reads.reads) != 1 {
		t.Errorf("%d statements kept, want 1", len(reads.reads))
	}
	kept := reads.reads[statement].stmt
	words(t, reads, statement, sqlParams{"low": 0, "high": 3}, true)
	if reads.reads[statement].stmt != kept {
		t.Error("the same text was prepared again")
	}

	// A statement with a value written into it is run, not kept.
	if got := words(t, reads, "SELECT word FROM t WHERE n > 2 AND n < {:high}", sqlParams{"high": 9}, false); !reflect.DeepEqual(got, []string{"three"}) {
		t.Errorf("unkept read: %v", got)
	}
	if len(reads.reads) != 1 {
		t.Errorf("%d statements kept after an unkept read, want 1", len(reads.reads))
	}
}

func TestAMissingParameterIsAnErrorNotANil(t *testing.T) {
	reads := newPreparedReads(testPool(t).DB())
	for _, keep := range []bool{true, false} {
		if _, err := reads.readQuery("SELECT word FROM t WHERE n = {:n}", sqlParams{"m": 1}, keep); err == nil {
			t.Errorf("keep=%v: no error for a missing parameter", keep)
		}
	}
}

func TestKeptStatementsAreBoundedAndOpenRowsOutliveTheirEviction(t *testing.T) {
	reads := newPreparedReads(testPool(t).DB())
	open, err := reads.readQuery("SELECT word FROM t WHERE n >= {:n} ORDER BY n", sqlParams{"n": 0}, true)
	if err != nil {
		t.Fatal(err)
	}
	defer open.Close()
	for index := 0; index < maxPreparedReads+10; index++ {
		statement := fmt.Sprintf("SELECT word FROM t WHERE n = {:n} LIMIT %d", index+1)
		if got := words(t, reads, statement, sqlParams{"n": 2}, true); !reflect.DeepEqual(got, []string{"two"}) {
			t.Fatalf("statement %d: %v", index, got)
		}
		if len(reads.reads) > maxPreparedReads {
			t.Fatalf("%d statements kept, the bound is %d", len(reads.reads), maxPreparedReads)
		}
	}
	if got := scanWords(t, open); !reflect.DeepEqual(got, []string{"zero", "one", "two", "three"}) {
		t.Errorf("rows of an evicted statement: %v", got)
	}
}

func TestSearchReaderFollowsThePool(t *testing.T) {
	first, second := testPool(t), testPool(t)
	reader := searchReader(first)
	if reads, ok := reader.(*preparedReads); !ok || reads.db != first.DB() {
		t.Fatalf("the app's pool got %T", reader)
	}
	if searchReader(first) != reader {
		t.Error("the same pool got a new set of statements")
	}
	words(t, reader, "SELECT word FROM t WHERE n = {:n}", sqlParams{"n": 1}, true)
	old := reader.(*preparedReads)
	if next := searchReader(second); next.(*preparedReads).db != second.DB() {
		t.Error("a new pool kept the old statements")
	}
	if len(old.reads) != 0 {
		t.Error("the old pool's statements were not closed")
	}
	err := first.Transactional(func(tx *dbx.Tx) error {
		if _, ok := searchReader(tx).(dbxReader); !ok {
			t.Error("a transaction's reads should go through dbx")
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}
