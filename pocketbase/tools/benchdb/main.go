// benchdb supports `npm run bench:search`:
//
//	benchdb seed  -db pb_data/data.db -count 100000 -owners owners.json [-same-created 1] [-suspended-every 0]
//	benchdb query -db pb_data/data.db -queries queries.json -duration 10s -concurrency 16
//
// seed bulk-inserts demo listings straight into a migrated PocketBase database (one transaction;
// the search triggers fill the search tables), because 100k creates through the HTTP API would
// take most of the benchmark's time. -same-created gives that many listings in a row the same
// creation time (the search API test uses it: the API cannot create such ties on purpose), and
// -suspended-every suspends every n-th listing. query runs the search route's own statements on
// the same file and makes the same first page from them, with no HTTP, PocketBase or JS in
// between, to show what the database alone costs. query runs the search route's own SQL on the same
// file with no HTTP or PocketBase in between, to show what the database alone costs.
package main

import (
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strconv"
	"strings"
	"time"

	_ "modernc.org/sqlite"

	"partilha/pocketbase/tools/loadrun"
)

func main() {
	if len(os.Args) < 2 {
		fail("usage: benchdb seed|query [flags]")
	}
	switch os.Args[1] {
	case "seed":
		seed(os.Args[2:])
	case "query":
		query(os.Args[2:])
	default:
		fail("unknown command " + os.Args[1])
	}
}

func fail(message string) {
	fmt.Fprintln(os.Stderr, "benchdb:", message)
	os.Exit(1)
}

// open uses PocketBase's own connection settings (core.DefaultDBConnect), page cache included,
// so that the raw measurement reads the file the way the server does.
func open(path string) *sql.DB {
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=journal_size_limit(200000000)&_pragma=synchronous(NORMAL)&_pragma=foreign_keys(ON)&_pragma=temp_store(MEMORY)&_pragma=cache_size(-32000)")
	if err != nil {
		fail(err.Error())
	}
	return db
}

type owner struct {
	ID         string `json:"id"`
	City       string `json:"city"`
	PostalCode string `json:"postalCode"`
}

var (
	serviceCategories   = []string{"furniture-assembly", "mounting-installation", "home-repairs", "moving-services", "cleaning-services", "gardening", "delivery-shopping", "personal-assistance", "administrative-support", "it-services", "pet-care", "marketing-design", "other"}
	equipmentCategories = []string{"power-tools", "hand-tools", "gardening-tools", "kitchen-appliances", "electronics", "photography", "audio-visual", "camping-outdoor", "sports-recreation", "party-events", "musical-instruments", "diy-crafts", "other"}
	nouns               = []string{"drill", "ladder", "camera", "tent", "mixer", "projector", "guitar", "bicycle", "surfboard", "sander", "lawn mower", "speaker", "piano", "sewing machine", "kayak", "wardrobe", "garden", "laptop", "printer", "van"}
	adjectives          = []string{"Reliable", "Compact", "Professional", "Weekend", "Family", "Heavy-duty", "Quiet", "Portable", "Classic", "Modern", "Eco", "Handy"}
	phrases             = []string{"Available in the evenings and at weekends.", "Picked up and returned clean.", "Careful, friendly and on time.", "Everything you need is included.", "Perfect for small jobs around the house.", "Ask me anything before you book."}
)

const idChars = "abcdefghijklmnopqrstuvwxyz0123456789"

func randomID(r *rand.Rand) string {
	b := make([]byte, 15)
	for i := range b {
		b[i] = idChars[r.Intn(len(idChars))]
	}
	return string(b)
}

func seed(args []string) {
	flags := flag.NewFlagSet("seed", flag.ExitOnError)
	dbPath := flags.String("db", "", "PocketBase data.db")
	count := flags.Int("count", 10000, "listings to insert")
	ownersPath := flags.String("owners", "", "JSON file with [{id, city, postalCode}]")
	seedValue := flags.Int64("seed", 20261122, "random seed")
	sameCreated := flags.Int("same-created", 1, "consecutive listings sharing one creation time")
	suspendedEvery := flags.Int("suspended-every", 0, "suspend every n-th listing (0: none)")
	flags.Parse(args)

	var owners []owner
	data, err := os.ReadFile(*ownersPath)
	if err != nil {
		fail(err.Error())
	}
	if err := json.Unmarshal(data, &owners); err != nil || len(owners) == 0 {
		fail("owners file must hold at least one owner")
	}
	if *sameCreated < 1 {
		fail("-same-created must be at least 1")
	}

	db := open(*dbPath)
	defer db.Close()
	r := rand.New(rand.NewSource(*seedValue))
	start := time.Date(2024, 1, 1, 0, 0, 0, 0, time.UTC)

	tx, err := db.Begin()
	if err != nil {
		fail(err.Error())
	}
	stmt, err := tx.Prepare(`INSERT INTO listings (id, owner, type, title, description, category, price, city, postalCode, status,
		brand, model, condition, experience, qualifications, specifications, maintenanceHistory, unavailableDates, images, created, updated)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '[]', '[]', '[]', '[]', '[]', ?, ?)`)
	if err != nil {
		fail(err.Error())
	}
	for i := 0; i < *count; i++ {
		o := owners[r.Intn(len(owners))]
		kind, category := "service", serviceCategories[r.Intn(len(serviceCategories))]
		brand, model, condition, experience := "", "", "", "expert"
		if r.Intn(2) == 1 {
			kind, category = "equipment", equipmentCategories[r.Intn(len(equipmentCategories))]
			brand, model, condition, experience = "Brand", fmt.Sprintf("M%d", r.Intn(900)+100), "good", ""
		}
		noun := nouns[r.Intn(len(nouns))]
		title := fmt.Sprintf("%s %s %d", adjectives[r.Intn(len(adjectives))], noun, i)
		description := fmt.Sprintf("A %s for rent or hire near %s. %s %s", noun, o.City, phrases[r.Intn(len(phrases))], phrases[r.Intn(len(phrases))])
		price := float64(r.Intn(40000)) / 100
		created := start.Add(time.Duration(i / *sameCreated) * time.Minute).Format("2006-01-02 15:04:05.000Z")
		status := "active"
		if *suspendedEvery > 0 && i%*suspendedEvery == 0 {
			status = "suspended"
		}
		if _, err := stmt.Exec(randomID(r), o.ID, kind, title, description, category, price, o.City, o.PostalCode, status,
			brand, model, condition, experience, created, created); err != nil {
			fail(err.Error())
		}
	}
	if err := tx.Commit(); err != nil {
		fail(err.Error())
	}
	// One merged FTS index, as the search's periodic merge (hooks/search.pb.ts) leaves it; a bulk
	// load leaves many small segments that every text search would have to read.
	if _, err := db.Exec("INSERT INTO listings_search_text (listings_search_text) VALUES ('optimize')"); err != nil {
		fail(err.Error())
	}
	if _, err := db.Exec("PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		fail(err.Error())
	}
	fmt.Printf("{\"inserted\":%d}\n", *count)
}

// search is one search of the route's first page: its statements per segment, with the stand-ins
// LIMIT_SLOT and KEY_SLOT of bench/search.ts for a read's row count and a key.
// A price or rating order is one read (Value) instead of segments.
type search struct {
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

// readRows runs one read: rows of (key as text, millisecond group, listing id, result object), or
// for a price or rating order (key as text, sort value, listing id, result object).
func readRows(db *sql.DB, sqlText string, params map[string]interface{}) ([]pageRow, error) {
	text, args := named(sqlText, params)
	rows, err := db.Query(text, args...)
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
func runSearch(db *sql.DB, s search) (string, error) {
	limit := s.PerPage + 1
	rows := []pageRow{}
	if s.Value != "" {
		got, err := readRows(db, strings.Replace(s.Value, limitSlot, strconv.Itoa(limit), 1), s.Params)
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
		got, err := readRows(db, strings.Replace(segment.Read, limitSlot, strconv.Itoa(need+1), 1), s.Params)
		if err != nil {
			return "", err
		}
		if len(got) > need && got[need-1].group == got[need].group {
			rest, err := readRows(db, strings.ReplaceAll(segment.Rest, keySlot, got[need].key), s.Params)
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

func query(args []string) {
	flags := flag.NewFlagSet("query", flag.ExitOnError)
	dbPath := flags.String("db", "", "PocketBase data.db")
	queriesPath := flags.String("queries", "", "JSON file with [{params, perPage, segments: [{read, rest}], value}] (the route's statements)")
	duration := flags.Duration("duration", 10*time.Second, "how long to run")
	concurrency := flags.Int("concurrency", 16, "concurrent queries")
	flags.Parse(args)

	var searches []search
	data, err := os.ReadFile(*queriesPath)
	if err != nil {
		fail(err.Error())
	}
	if err := json.Unmarshal(data, &searches); err != nil || len(searches) == 0 {
		fail("queries file must hold at least one search")
	}

	db := open(*dbPath)
	defer db.Close()
	db.SetMaxOpenConns(*concurrency)
	for _, s := range searches {
		if _, err := runSearch(db, s); err != nil {
			fail(err.Error())
		}
	}

	out, _ := json.Marshal(loadrun.Run(*concurrency, *duration, func(_, index int) error {
		_, err := runSearch(db, searches[index%len(searches)])
		return err
	}))
	fmt.Println(string(out))
}
