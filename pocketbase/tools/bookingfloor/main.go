// bookingfloor is the raw floor of booking creation for `bench/bookings.ts` (issue 20):
//
//	bookingfloor -db pb_data/data.db -duration 30s -concurrency 16
//
// It copies the bench server's database (VACUUM INTO a temporary directory, so the server's own
// file is only read) and then, on the copy, runs what POST /api/market/bookings does
// in its transaction (pocketbase/market/booking_route.go), straight on SQLite,
// one transaction per booking request, from `concurrency` goroutines for `duration`:
//
//	read the listing, the approved days it holds among the requested ones (booked_days), the renter
//	and the owner; insert the booking (pending), its status history row (→ pending, by the renter)
//	and the owner's booking_request notification (content and data as the route writes them).
//
// A request has no note in the bench, so no booking_messages row; booked_days rows are written by
// approval, not by a request. The requests follow the bench's sequence (listing i mod L, renter i
// mod R, the day i div L after tomorrow), so none conflicts. Transactions go through one
// connection, as PocketBase's RunInTransaction does (its nonconcurrent pool of one): SQLite has
// one writer at a time, and one connection avoids the busy-wait of several. Connection settings
// are PocketBase's own (core.DefaultDBConnect). What the floor leaves out is what the route adds:
// HTTP, the auth token, PocketBase's record validation and events, and the JS hooks.
package main

import (
	"database/sql"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/pocketbase/pocketbase/tools/security"
	_ "modernc.org/sqlite"

	"partilha/pocketbase/tools/benchdb/floor"
	"partilha/pocketbase/tools/loadrun"
)

// moderncDSN is the pure-Go SQLite's DSN with PocketBase's connection settings (busy timeout
// first, then its pragmas in its order; the search floor's, tools/benchdb/floor).
func moderncDSN(path string) string {
	options := []string{fmt.Sprintf("_pragma=busy_timeout(%d)", floor.BusyTimeoutMS)}
	for _, pragma := range floor.Pragmas {
		options = append(options, "_pragma="+pragma.Name+"("+pragma.Value+")")
	}
	return "file:" + path + "?" + strings.Join(options, "&")
}

// daysAhead and hoursPerDay are the bench's (bench/bookings.ts): one day each, 2 hours of service.
const (
	daysAhead   = 365
	hoursPerDay = 2
)

func fail(message string) {
	fmt.Fprintln(os.Stderr, "bookingfloor:", message)
	os.Exit(1)
}

// drivers opens a database with each SQLite the floor can run on: modernc.org/sqlite (pure Go,
// PocketBase's default) always, github.com/mattn/go-sqlite3 (C, the server's when built with a C
// compiler, docs/adr/0020) in a cgo build (driver_mattn.go).
var drivers = map[string]func(path string) (*sql.DB, error){
	"modernc": func(path string) (*sql.DB, error) { return sql.Open("sqlite", moderncDSN(path)) },
}

func open(driver, path string) *sql.DB {
	connect, ok := drivers[driver]
	if !ok {
		fail("no driver " + driver + " in this build (mattn needs CGO_ENABLED=1 -tags sqlite_fts5)")
	}
	db, err := connect(path)
	if err != nil {
		fail(err.Error())
	}
	return db
}

type listing struct {
	id, owner, title, kind string
	price                  float64
}

type person struct {
	displayName, firstName, lastName string
}

// name is the domain's displayNameOf: the display name, else first and last name, else the
// context's fallback (the bench's members all have display names).
func (p person) name(fallback string) string {
	if p.displayName != "" {
		return p.displayName
	}
	if full := p.firstName + " " + p.lastName; full != " " {
		return full
	}
	return fallback
}

// scene is what the requests are made of, read from the copy: the bookable listings, and the
// members who own none of them (the renters).
type scene struct {
	listings []listing
	renters  []string
}

func readScene(db *sql.DB) scene {
	var s scene
	rows, err := db.Query("SELECT id, owner, title, type, price FROM listings WHERE status = 'active' ORDER BY created, id")
	if err != nil {
		fail(err.Error())
	}
	owners := map[string]bool{}
	for rows.Next() {
		var l listing
		if err := rows.Scan(&l.id, &l.owner, &l.title, &l.kind, &l.price); err != nil {
			fail(err.Error())
		}
		s.listings = append(s.listings, l)
		owners[l.owner] = true
	}
	rows.Close()
	users, err := db.Query("SELECT id FROM users WHERE verified ORDER BY created, id")
	if err != nil {
		fail(err.Error())
	}
	for users.Next() {
		var id string
		if err := users.Scan(&id); err != nil {
			fail(err.Error())
		}
		if !owners[id] {
			s.renters = append(s.renters, id)
		}
	}
	users.Close()
	if len(s.listings) == 0 || len(s.renters) == 0 {
		fail("the database needs active listings and members who own none")
	}
	return s
}

// newID is a record id made as core.GenerateDefaultRandomId makes one (15 of a-z0-9).
func newID() string {
	return security.PseudorandomStringWithAlphabet(15, "abcdefghijklmnopqrstuvwxyz0123456789")
}

func readPerson(tx *sql.Tx, id string) (person, error) {
	var p person
	err := tx.QueryRow("SELECT displayName, firstName, lastName FROM users WHERE id = ? LIMIT 1", id).Scan(&p.displayName, &p.firstName, &p.lastName)
	return p, err
}

// request is one booking request's transaction; the statements and values of the route's.
func request(db *sql.DB, s scene, index int, tomorrow time.Time) error {
	l := s.listings[index%len(s.listings)]
	renterID := s.renters[index%len(s.renters)]
	day := tomorrow.AddDate(0, 0, (index/len(s.listings))%daysAhead).Format("2006-01-02")
	stored := day + " 00:00:00.000Z"
	now := time.Now().UTC().Format("2006-01-02 15:04:05.000Z")

	tx, err := db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()

	var status, owner string
	var ownerSuspended bool
	if err := tx.QueryRow("SELECT status, owner, ownerSuspended FROM listings WHERE id = ? LIMIT 1", l.id).Scan(&status, &owner, &ownerSuspended); err != nil {
		return err
	}
	if status != "active" || ownerSuspended {
		return fmt.Errorf("listing %s is not bookable", l.id)
	}
	held, err := tx.Query("SELECT day FROM booked_days WHERE listing = ? AND day >= ? AND day <= ? ORDER BY day", l.id, day, day)
	if err != nil {
		return err
	}
	for held.Next() {
		held.Close()
		return fmt.Errorf("%s is already booked", day)
	}
	held.Close()
	renter, err := readPerson(tx, renterID)
	if err != nil {
		return err
	}
	if _, err := readPerson(tx, owner); err != nil {
		return err
	}

	bookingID := newID()
	total := math.Round(l.price*hoursPerDay*100) / 100
	selected, _ := json.Marshal([]string{day})
	if _, err := tx.Exec(`INSERT INTO bookings (id, listing, listingType, listingTitle, renter, owner, totalPrice, startDate, endDate,
		selectedDates, hoursPerDay, status, paymentStatus, notes, cancellationReason, cancelledAt, cancelledBy, isLateCancellation,
		lastUpdated, rejectionReason, created, updated)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', 'pending', '', '', '', '', FALSE, '', '', ?, ?)`,
		bookingID, l.id, l.kind, l.title, renterID, owner, total, stored, stored, string(selected), hoursPerDay, now, now); err != nil {
		return err
	}
	renterName := renter.name("Renter")
	if _, err := tx.Exec(`INSERT INTO booking_status_history (id, booking, fromStatus, toStatus, actor, actorName, actorRole, note, created)
		VALUES (?, ?, '', 'pending', ?, ?, 'renter', '', ?)`, newID(), bookingID, renterID, renterName, now); err != nil {
		return err
	}
	data, _ := json.Marshal(map[string]string{"bookingId": bookingID, "listingTitle": l.title, "status": "pending", "senderName": renterName, "renterName": renterName})
	if _, err := tx.Exec(`INSERT INTO notifications (id, user, type, booking, content, read, data, created, updated)
		VALUES (?, ?, 'booking_request', ?, ?, FALSE, ?, ?, ?)`,
		newID(), owner, bookingID, "New booking request for \""+l.title+"\" from "+renterName, string(data), now, now); err != nil {
		return err
	}
	return tx.Commit()
}

func main() {
	dbPath := flag.String("db", "", "the bench server's data.db (only read: the floor runs on a copy)")
	duration := flag.Duration("duration", 30*time.Second, "how long to run")
	concurrency := flag.Int("concurrency", 16, "concurrent booking requests")
	driver := flag.String("driver", "modernc", "the SQLite driver: modernc or mattn")
	flag.Parse()
	if *dbPath == "" {
		fail("-db is required")
	}

	dir, err := os.MkdirTemp("", "partilha-booking-floor-")
	if err != nil {
		fail(err.Error())
	}
	defer os.RemoveAll(dir)
	copyPath := filepath.Join(dir, "data.db")
	source := open(*driver, *dbPath)
	if _, err := source.Exec("VACUUM INTO ?", copyPath); err != nil {
		fail("copying the database: " + err.Error())
	}
	source.Close()

	db := open(*driver, copyPath)
	defer db.Close()
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	s := readScene(db)
	tomorrow := time.Now().In(lisbon()).AddDate(0, 0, 1)
	tomorrow = time.Date(tomorrow.Year(), tomorrow.Month(), tomorrow.Day(), 0, 0, 0, 0, time.UTC)

	out, _ := json.Marshal(loadrun.Run(*concurrency, *duration, func(_, index int) error {
		return request(db, s, index, tomorrow)
	}))
	fmt.Println(string(out))
}

// lisbon is the zone the booking days are counted in ("tomorrow" as the bench counts it).
func lisbon() *time.Location {
	location, err := time.LoadLocation("Europe/Lisbon")
	if err != nil {
		return time.UTC
	}
	return location
}
