// benchdb supports `npm run bench:search`:
//
//	benchdb seed  -db pb_data/data.db -count 100000 -owners owners.json [-same-created 1] [-suspended-every 0]
//	benchdb query -db pb_data/data.db -queries queries.json -duration 10s -concurrency 16 [-driver modernc|mattn]
//
// seed bulk-inserts demo listings straight into a migrated PocketBase database (one transaction;
// the search triggers fill the search tables), because 100k creates through the HTTP API would
// take most of the benchmark's time. -same-created gives that many listings in a row the same
// creation time (the search API test uses it: the API cannot create such ties on purpose), and
// -suspended-every suspends every n-th listing. query runs the search route's own statements on
// the same file and makes the same first page from them, with no HTTP, PocketBase or JS in
// between, to show what the database alone costs (package floor), with the pure-Go driver the
// server is built with (modernc) or, in a build with CGO_ENABLED=1 and `-tags sqlite_fts5`, the C
// one (mattn, driver_mattn.go); ncruces/ is the same command with the third candidate.
package main

import (
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand"
	"os"
	"strings"
	"time"

	"partilha/pocketbase/tools/benchdb/floor"

	_ "modernc.org/sqlite"
)

// drivers are the SQLite drivers this build can run `query` with; unavailable says why one is not.
var (
	drivers     = map[string]floor.Opener{"modernc": openModernc}
	unavailable = map[string]string{"ncruces": "run by benchdb-ncruces (pocketbase/tools/benchdb/ncruces)"}
)

func main() {
	if len(os.Args) < 2 {
		fail("usage: benchdb seed|query [flags]")
	}
	switch os.Args[1] {
	case "seed":
		seed(os.Args[2:])
	case "query":
		if err := floor.Query(os.Args[2:], drivers, unavailable, "modernc"); err != nil {
			fail(err.Error())
		}
	default:
		fail("unknown command " + os.Args[1])
	}
}

func fail(message string) {
	fmt.Fprintln(os.Stderr, "benchdb:", message)
	os.Exit(1)
}

// openModernc opens the file the way PocketBase's own default does (core.DefaultDBConnect:
// modernc's `_pragma=` options, busy timeout first, page cache included), so that the raw
// measurement reads the file the way the server does.
func openModernc(path string, settings floor.Settings) (*sql.DB, bool, error) {
	options := []string{fmt.Sprintf("_pragma=busy_timeout(%d)", settings.BusyTimeoutMS)}
	for _, pragma := range floor.Pragmas {
		options = append(options, "_pragma="+pragma.Name+"("+pragma.Value+")")
	}
	db, err := sql.Open("sqlite", "file:"+path+"?"+strings.Join(options, "&"))
	return db, false, err
}

func open(path string) *sql.DB {
	db, _, err := openModernc(path, floor.Settings{BusyTimeoutMS: floor.BusyTimeoutMS})
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
