package market

import (
	"database/sql"
	"errors"
	"net/http"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// POST /api/market/bookings: a booking request by the signed-in member (spec 001 §5, §7), moved
// from the JS hooks (pocketbase/hooks/lib/booking-request.ts until issue 20) with the same
// answers, messages and transaction (docs/adr/0021-go-hot-routes.md). The renter is the caller and the owner the
// listing's; the total is computed here from the listing's price, the selected days and, for a
// service, the hours per day. A total in the body is ignored. Every selected day must be free: on
// a weekday the listing is available, not blocked by the owner, not held by an approved booking,
// not past. A note becomes the conversation's first message. The owner's notification row commits
// with the booking; the e-mail goes out after the commit from the JS hooks (bookings.pb.ts), which
// render every booking e-mail.
//
// The rules and texts come from packages/domain through tables/bookings.json (booking_*.go), and
// tests/conformance checks them against the TypeScript.

const (
	renterRole               = "renter"
	bookingsCollection       = "bookings"
	bookedDaysCollection     = "booked_days"
	bookingMessageCollection = "booking_messages"
	statusHistoryCollection  = "booking_status_history"
	listingsCollection       = "listings"
	usersCollection          = "users"
	notificationsCollection  = "notifications"
)

// BookingRequestMailKey is the app store key that marks a booking the route has just made, so the
// JS hooks' after-create handler sends the owner's e-mail for it, and for no booking made any
// other way. The handler deletes the key.
func BookingRequestMailKey(bookingID string) string {
	return bookingTable.RequestMailKeyPrefix + bookingID
}

func registerBookingRoutes(se *core.ServeEvent) {
	writer := newBookingWriter(se.App)
	se.Router.POST("/api/market/bookings", func(e *core.RequestEvent) error {
		return serveBookingRequest(e, writer)
	})
}

// apiRefusal is an error with its status whose message is sent word for word (PocketBase's
// NewApiError would make it a sentence).
func apiRefusal(status int, message string) *router.ApiError {
	refusal := router.NewApiError(status, message, nil)
	refusal.Message = message
	return refusal
}

func serveBookingRequest(e *core.RequestEvent, writer *bookingWriter) error {
	if e.Auth == nil {
		return apiRefusal(http.StatusUnauthorized, bookingTexts.MustBeLoggedInToBook)
	}
	// A superuser is nobody's renter: the request then lacks its renterId.
	var renter *person
	if !e.Auth.IsSuperuser() {
		renter = personOf(e.Auth)
	}
	info, err := e.RequestInfo()
	if err != nil {
		return err
	}
	listingID := requestedListingID(info.Body["listingId"])
	if listingID == "" {
		return badRequest(bookingTexts.ListingIDRequired)
	}

	booking, err := writer.write(&bookingJob{renter: renter, listingID: listingID, body: info.Body, now: serverNow()})
	if err != nil {
		return err
	}
	return e.JSON(http.StatusOK, booking)
}

// checkedBookingRequest is a request that passed every check, with what its writes need.
type checkedBookingRequest struct {
	bookingRequest
	renter  *person
	listing *bookableListing
}

// checkBookingInTransaction runs every check of a request inside the writer's transaction, and
// writes nothing: a refusal is a *router.ApiError, any other error the database's.
// The renter is the signed-in member as the request's auth loaded them (nil for a superuser).
func checkBookingInTransaction(txApp core.App, renter *person, listingID string, body map[string]any, now time.Time) (*checkedBookingRequest, error) {
	renterID := ""
	if renter != nil {
		renterID = renter.ID
	}
	listing, err := findBookableListing(txApp, listingID)
	if err != nil {
		return nil, err
	}
	if listing == nil {
		return nil, apiRefusal(http.StatusNotFound, bookingTexts.ListingNotFound)
	}
	request, refused := checkBookingRequest(body, listingID, renterID, listingFacts{
		Owner: listing.Owner, Type: listing.Type, Price: listing.Price, Availability: listing.Availability,
	})
	if refused != nil {
		return nil, apiRefusal(refused.Status, refused.Message)
	}
	booked, err := bookedDaysBetween(txApp, listing.ID, request.Dates.Selected)
	if err != nil {
		return nil, err
	}
	if refusal := unavailableDaysRefusal(request.Dates.Selected, listing.UnavailableDates, booked, now); refusal != "" {
		return nil, apiRefusal(http.StatusConflict, refusal)
	}
	return &checkedBookingRequest{bookingRequest: request, renter: renter, listing: listing}, nil
}

// writeBookingRequest writes a checked request: the booking, its first message, its status
// history row and the owner's notification. requestedAt is now by the server's clock: the
// booking job's reminders and expiry count from it (hooks/booking-timers.pb.ts).
func writeBookingRequest(txApp core.App, request *checkedBookingRequest, now time.Time) (*core.Record, error) {
	listing, renter, dates := request.listing, request.renter, request.Dates
	renterID, ownerID := renter.ID, listing.Owner
	bookings, err := txApp.FindCachedCollectionByNameOrId(bookingsCollection)
	if err != nil {
		return nil, err
	}
	booking := core.NewRecord(bookings)
	booking.Set("listing", listing.ID)
	booking.Set("listingType", request.ListingType)
	booking.Set("listingTitle", listing.Title)
	booking.Set("renter", renterID)
	booking.Set("owner", ownerID)
	booking.Set("totalPrice", request.TotalPrice)
	booking.Set("startDate", storedBookingDay(dates.Start))
	booking.Set("endDate", storedBookingDay(dates.End))
	booking.Set("selectedDates", dates.Selected)
	booking.Set("hoursPerDay", request.HoursPerDay)
	booking.Set("status", initialBookingStatus)
	booking.Set("paymentStatus", initialPaymentStatus)
	booking.Set("notes", request.Notes)
	booking.Set("requestedAt", now.UTC())
	if err := txApp.Save(booking); err != nil {
		return nil, err
	}
	if err := addNoteAsFirstMessage(txApp, booking.Id, renterID, request.Notes); err != nil {
		return nil, err
	}
	owner, err := findPerson(txApp, ownerID)
	if err != nil {
		return nil, err
	}
	if err := appendRequestHistory(txApp, booking.Id, renterID, renter); err != nil {
		return nil, err
	}
	noticeBookingRequest(txApp, booking, ownerID, owner, renter)
	txApp.Store().Set(BookingRequestMailKey(booking.Id), true)
	return booking, nil
}

// bookableListing holds what a request reads of its listing.
type bookableListing struct {
	ID               string  `db:"id"`
	Owner            string  `db:"owner"`
	Type             string  `db:"type"`
	Title            string  `db:"title"`
	Price            float64 `db:"price"`
	Availability     string  `db:"availability"`
	UnavailableDates string  `db:"unavailableDates"`
}

// findBookableListing: the listing if anyone may see and book it, that is active and its owner not
// suspended (the listings rule of pb_migrations/1763760000_operator_console.js); nil otherwise.
// Only the columns the request uses are read.
func findBookableListing(txApp core.App, id string) (*bookableListing, error) {
	listing := &bookableListing{}
	err := txApp.DB().
		NewQuery("SELECT id, owner, type, title, price, COALESCE(availability, '') AS availability, " +
			"COALESCE(unavailableDates, '') AS unavailableDates FROM " + listingsCollection +
			" WHERE id = {:id} AND status = 'active' AND ownerSuspended = FALSE LIMIT 1").
		Bind(map[string]any{"id": id}).
		One(listing)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return listing, err
}

// person is what a request reads of its renter (from the request's auth record) and its owner.
type person struct {
	ID                string `db:"id"`
	PreferredLanguage string `db:"preferredLanguage"`
	DisplayName       string `db:"displayName"`
	FirstName         string `db:"firstName"`
	LastName          string `db:"lastName"`
}

func (p *person) named() *namedPerson {
	return &namedPerson{DisplayName: p.DisplayName, FirstName: p.FirstName, LastName: p.LastName}
}

// findPerson: the user, or nil when there is none.
func findPerson(txApp core.App, id string) (*person, error) {
	found := &person{}
	err := txApp.DB().
		NewQuery("SELECT id, preferredLanguage, displayName, firstName, lastName FROM " + usersCollection +
			" WHERE id = {:id} LIMIT 1").
		Bind(map[string]any{"id": id}).
		One(found)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return found, err
}

// personOf: a user record as a person.
func personOf(user *core.Record) *person {
	return &person{
		ID:                user.Id,
		PreferredLanguage: user.GetString("preferredLanguage"),
		DisplayName:       user.GetString("displayName"),
		FirstName:         user.GetString("firstName"),
		LastName:          user.GetString("lastName"),
	}
}

// bookedDaysBetween: the days approved bookings of the listing hold from the first to the last
// of `days` (sorted). A pending request holds nothing.
func bookedDaysBetween(txApp core.App, listingID string, days []string) ([]string, error) {
	if len(days) == 0 {
		return nil, nil
	}
	var booked []string
	err := txApp.DB().
		NewQuery("SELECT day FROM " + bookedDaysCollection + " WHERE listing = {:listing} AND day >= {:first} AND day <= {:last}").
		Bind(map[string]any{"listing": listingID, "first": days[0], "last": days[len(days)-1]}).
		Column(&booked)
	return booked, err
}

// addNoteAsFirstMessage: the request's note opens the booking's conversation as the renter's
// first message.
func addNoteAsFirstMessage(txApp core.App, bookingID, renterID, notes string) error {
	if notes == "" {
		return nil
	}
	messages, err := txApp.FindCachedCollectionByNameOrId(bookingMessageCollection)
	if err != nil {
		return err
	}
	message := core.NewRecord(messages)
	message.Set("booking", bookingID)
	message.Set("sender", renterID)
	message.Set("content", notes)
	message.Set("read", false)
	return txApp.Save(message)
}

// appendRequestHistory: the status history's first row, "" → pending by the renter
// (booking-status-history.ts).
func appendRequestHistory(txApp core.App, bookingID, renterID string, renter *person) error {
	history, err := txApp.FindCachedCollectionByNameOrId(statusHistoryCollection)
	if err != nil {
		return err
	}
	actorName := ""
	if renter != nil {
		actorName = personNameOf(*renter.named())
	}
	row := core.NewRecord(history)
	row.Set("booking", bookingID)
	row.Set("fromStatus", "")
	row.Set("toStatus", initialBookingStatus)
	row.Set("actor", renterID)
	row.Set("actorName", actorName)
	row.Set("actorRole", renterRole)
	row.Set("note", "")
	return saveServerMadeRow(txApp, row)
}

// saveServerMadeRow saves the status history row or the owner's notification with
// SaveNoValidate, which runs every hook and realtime event of a save but not the field checks
// (docs/adr/0021-go-hot-routes.md, "Booking request"). Every value in them is the server's, made
// from the booking just saved and validated and from users read in the same transaction, and the
// schema's limits hold by construction: relations point at those rows, type, statuses and role
// are the domain's constants, and the longest names and texts fit (a name is at most 80
// characters, or 80 + 1 + 80 for first and last: actorName allows 200; a listing title is at
// most 120: the notice's content allows 1,000 and data 20,000 bytes). The checks were a tenth of
// the request's time inside its transaction, which every booking write waits for in turn.
func saveServerMadeRow(txApp core.App, row *core.Record) error {
	return txApp.SaveNoValidate(row)
}

// requestNoticeData is the notification's data, in the JS hooks' key order.
type requestNoticeData struct {
	BookingID    string `json:"bookingId"`
	ListingTitle string `json:"listingTitle"`
	Status       string `json:"status"`
	SenderName   string `json:"senderName"`
	RenterName   string `json:"renterName"`
}

// noticeBookingRequest writes the owner's "booking request" notification in the owner's language
// (booking-notices.ts). Saved with the app, so realtime delivers it once committed; a failure is
// logged and never undoes the request.
func noticeBookingRequest(txApp core.App, booking *core.Record, ownerID string, owner, renter *person) {
	language := memberLanguage("")
	if owner != nil {
		language = memberLanguage(owner.PreferredLanguage)
	}
	var renterPerson *namedPerson
	if renter != nil {
		renterPerson = renter.named()
	}
	renterName := displayNameIn(renterPerson, renterRole, language)
	listingTitle := booking.GetString("listingTitle")
	err := func() error {
		notifications, err := txApp.FindCachedCollectionByNameOrId(notificationsCollection)
		if err != nil {
			return err
		}
		notice := core.NewRecord(notifications)
		notice.Set("user", ownerID)
		notice.Set("type", bookingRequestNotificationType)
		notice.Set("booking", booking.Id)
		notice.Set("content", bookingRequestNoticeText(language, listingTitle, renterName))
		notice.Set("read", false)
		notice.Set("data", requestNoticeData{
			BookingID:    booking.Id,
			ListingTitle: listingTitle,
			Status:       booking.GetString("status"),
			SenderName:   renterName,
			RenterName:   renterName,
		})
		return saveServerMadeRow(txApp, notice)
	}()
	if err != nil {
		txApp.Logger().Error("Creating a booking notification failed",
			"type", bookingRequestNotificationType, "booking", booking.Id, "user", ownerID, "error", err.Error())
	}
}
