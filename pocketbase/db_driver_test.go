package main

import (
	"path/filepath"
	"testing"

	"github.com/pocketbase/dbx"
)

// The build's driver connects with PocketBase's own settings (core.DefaultDBConnect) and has what
// the hooks and migrations use: FTS5 with the trigram tokenizer (the search tables) and SQLite's
// JSON functions (API rules, JSON fields).
func TestDBConnectSettings(t *testing.T) {
	db, err := dbConnect(filepath.Join(t.TempDir(), "data.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	t.Logf("driver %s", sqliteDriver)

	want := map[string]string{
		"busy_timeout":       "10000",
		"journal_mode":       "wal",
		"journal_size_limit": "200000000",
		"synchronous":        "1", // NORMAL
		"foreign_keys":       "1",
		"temp_store":         "2", // MEMORY
		"cache_size":         "-32000",
	}
	for pragma, value := range want {
		var got string
		if err := db.NewQuery("PRAGMA " + pragma).Row(&got); err != nil {
			t.Fatalf("PRAGMA %s: %v", pragma, err)
		}
		if got != value {
			t.Errorf("PRAGMA %s = %s, want %s", pragma, got, value)
		}
	}
}

func TestDBConnectFeatures(t *testing.T) {
	db, err := dbConnect(filepath.Join(t.TempDir(), "data.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	for _, statement := range []string{
		// As the search tables (pb_migrations/1763790100_search_places_sorts.js).
		"CREATE VIRTUAL TABLE docs USING fts5(title, content = '', contentless_delete = 1, tokenize = 'trigram case_sensitive 0')",
		"INSERT INTO docs (rowid, title) VALUES (1, 'Berbequim de impacto'), (2, 'maquina de cafe')",
	} {
		if _, err := db.NewQuery(statement).Execute(); err != nil {
			t.Fatalf("%s: %v", statement, err)
		}
	}
	var rowid int
	if err := db.NewQuery("SELECT rowid FROM docs WHERE docs MATCH {:q}").Bind(dbx.Params{"q": `"QUIM"`}).Row(&rowid); err != nil {
		t.Fatalf("FTS5 trigram match: %v", err)
	}
	if rowid != 1 {
		t.Errorf("FTS5 match = row %d", rowid)
	}

	var value string
	var count int
	if err := db.NewQuery(`SELECT json_extract('{"a":{"b":"x"}}', '$.a.b'), (SELECT count(*) FROM json_each('[1,2,3]'))`).Row(&value, &count); err != nil {
		t.Fatalf("JSON functions: %v", err)
	}
	if value != "x" || count != 3 {
		t.Errorf("JSON functions gave %q, %d", value, count)
	}
}
