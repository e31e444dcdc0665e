// benchdb supports `npm run bench:search`:
//
//	benchdb seed  -db pb_data/data.db -count 100000 -owners owners.json
//	benchdb query -db pb_data/data.db -queries queries.json -duration 10s -concurrency 16
//
// seed bulk-inserts demo listings straight into a migrated PocketBase database (one transaction;
// the search triggers keep the FTS index in sync), because 100k creates through the HTTP API
// would take most of the benchmark's time. query runs the search route's own SQL on the same
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
	"strings"
	"sync"
	"time"

	_ "modernc.org/sqlite"
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

func open(path string) *sql.DB {
	db, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(NORMAL)")
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
	flags.Parse(args)

	var owners []owner
	data, err := os.ReadFile(*ownersPath)
	if err != nil {
		fail(err.Error())
	}
	if err := json.Unmarshal(data, &owners); err != nil || len(owners) == 0 {
		fail("owners file must hold at least one owner")
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
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, '[]', '[]', '[]', '[]', '[]', ?, ?)`)
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
		created := start.Add(time.Duration(i) * time.Minute).Format("2006-01-02 15:04:05.000Z")
		if _, err := stmt.Exec(randomID(r), o.ID, kind, title, description, category, price, o.City, o.PostalCode,
			brand, model, condition, experience, created, created); err != nil {
			fail(err.Error())
		}
	}
	if err := tx.Commit(); err != nil {
		fail(err.Error())
	}
	if _, err := db.Exec("PRAGMA wal_checkpoint(TRUNCATE)"); err != nil {
		fail(err.Error())
	}
	fmt.Printf("{\"inserted\":%d}\n", *count)
}

type namedQuery struct {
	SQL    string                 `json:"sql"`
	Params map[string]interface{} `json:"params"`
}

type result struct {
	P50    float64 `json:"p50"`
	P95    float64 `json:"p95"`
	P99    float64 `json:"p99"`
	RPS    float64 `json:"rps"`
	Count  int     `json:"count"`
	Errors int     `json:"errors"`
}

func query(args []string) {
	flags := flag.NewFlagSet("query", flag.ExitOnError)
	dbPath := flags.String("db", "", "PocketBase data.db")
	queriesPath := flags.String("queries", "", "JSON file with [{sql, params}] (the route's SQL, {:name} placeholders)")
	duration := flags.Duration("duration", 10*time.Second, "how long to run")
	concurrency := flags.Int("concurrency", 16, "concurrent queries")
	flags.Parse(args)

	var queries []namedQuery
	data, err := os.ReadFile(*queriesPath)
	if err != nil {
		fail(err.Error())
	}
	if err := json.Unmarshal(data, &queries); err != nil || len(queries) == 0 {
		fail("queries file must hold at least one query")
	}

	db := open(*dbPath)
	defer db.Close()
	db.SetMaxOpenConns(*concurrency)

	prepared := make([]struct {
		sql  string
		args []interface{}
	}, len(queries))
	for i, q := range queries {
		sqlText := q.SQL
		args := []interface{}{}
		for name, value := range q.Params {
			sqlText = strings.ReplaceAll(sqlText, "{:"+name+"}", ":"+name)
			args = append(args, sql.Named(name, value))
		}
		prepared[i].sql, prepared[i].args = sqlText, args
	}

	var mu sync.Mutex
	var latencies []float64
	errors := 0
	deadline := time.Now().Add(*duration)
	started := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < *concurrency; w++ {
		wg.Add(1)
		go func(worker int) {
			defer wg.Done()
			local := []float64{}
			localErrors := 0
			for i := worker; time.Now().Before(deadline); i++ {
				q := prepared[i%len(prepared)]
				t0 := time.Now()
				rows, err := db.Query(q.sql, q.args...)
				if err == nil {
					for rows.Next() {
					}
					err = rows.Err()
					rows.Close()
				}
				if err != nil {
					localErrors++
					continue
				}
				local = append(local, float64(time.Since(t0).Microseconds())/1000)
			}
			mu.Lock()
			latencies = append(latencies, local...)
			errors += localErrors
			mu.Unlock()
		}(w)
	}
	wg.Wait()
	elapsed := time.Since(started).Seconds()
	sort.Float64s(latencies)
	pick := func(p float64) float64 {
		if len(latencies) == 0 {
			return 0
		}
		return latencies[int(p*float64(len(latencies)-1))]
	}
	out, _ := json.Marshal(result{P50: pick(0.50), P95: pick(0.95), P99: pick(0.99), RPS: float64(len(latencies)) / elapsed, Count: len(latencies), Errors: errors})
	fmt.Println(string(out))
}
