package market

import (
	_ "embed"
	"encoding/json"
	"strings"
)

// The booking request's limits, texts and effects, generated from packages/domain and the hooks by
// scripts/go-tables/bookings.ts (`npx tsx scripts/go-tables/generate.ts`): the Go code reads them
// here and never writes one of them twice.
//
//go:embed tables/bookings.json
var bookingTablesJSON []byte

// textTemplate is a text with arguments: Texts[0] + args[Args[0]] + Texts[1] + … .
type textTemplate struct {
	Texts []string `json:"texts"`
	Args  []int    `json:"args"`
}

func (template textTemplate) fill(args ...string) string {
	var text strings.Builder
	for index, piece := range template.Texts {
		text.WriteString(piece)
		if index < len(template.Args) {
			text.WriteString(args[template.Args[index]])
		}
	}
	return text.String()
}

// listTemplate is a text around a list: Prefix + items joined by Separator + Suffix.
type listTemplate struct {
	Prefix    string `json:"prefix"`
	Separator string `json:"separator"`
	Suffix    string `json:"suffix"`
}

func (template listTemplate) fill(items []string) string {
	return template.Prefix + strings.Join(items, template.Separator) + template.Suffix
}

// wrongTypeMessages are a zod field schema's messages by the JSON type of a value ("number",
// "string", "boolean", "array", "object", "null"), nil for the type it takes.
type wrongTypeMessages map[string]*string

type hoursPerDayChecks struct {
	WrongType wrongTypeMessages `json:"wrongType"`
	BelowMin  string            `json:"belowMin"`
	AboveMax  string            `json:"aboveMax"`
}

type notesChecks struct {
	WrongType wrongTypeMessages `json:"wrongType"`
	TooLong   string            `json:"tooLong"`
}

type languageTexts struct {
	RequestNotice        textTemplate      `json:"requestNotice"`
	DisplayNameFallbacks map[string]string `json:"displayNameFallbacks"`
}

type bookingTableFile struct {
	Limits struct {
		MaxSpanDays        int                `json:"maxSpanDays"`
		HoursPerDayMin     float64            `json:"hoursPerDayMin"`
		HoursPerDayMax     float64            `json:"hoursPerDayMax"`
		NotesMax           int                `json:"notesMax"`
		DefaultHoursPerDay map[string]float64 `json:"defaultHoursPerDay"`
	} `json:"limits"`
	ListingTypes         []string `json:"listingTypes"`
	RequiredFields       []string `json:"requiredFields"`
	InitialStatus        string   `json:"initialStatus"`
	InitialPaymentStatus string   `json:"initialPaymentStatus"`
	RequestEffects       struct {
		Notify           string `json:"notify"`
		NotificationType string `json:"notificationType"`
		EmailTemplate    string `json:"emailTemplate"`
	} `json:"requestEffects"`
	RequestMailKeyPrefix string            `json:"requestMailKeyPrefix"`
	Messages             map[string]string `json:"messages"`
	RouteMessages        map[string]string `json:"routeMessages"`
	Templates            struct {
		RequiredField      textTemplate `json:"requiredField"`
		UnavailableWeekday textTemplate `json:"unavailableWeekday"`
		UnavailableDates   listTemplate `json:"unavailableDates"`
	} `json:"templates"`
	FieldChecks struct {
		HoursPerDay hoursPerDayChecks `json:"hoursPerDay"`
		Notes       notesChecks       `json:"notes"`
	} `json:"fieldChecks"`
	Weekdays        []string                 `json:"weekdays"`
	WeekdayLabels   map[string]string        `json:"weekdayLabels"`
	Languages       []string                 `json:"languages"`
	DefaultLanguage string                   `json:"defaultLanguage"`
	ByLanguage      map[string]languageTexts `json:"byLanguage"`
}

// bookingRouteTexts are the refusals of `POST /api/market/bookings`, in English (the API's
// language), named for the route.
type bookingRouteTexts struct {
	MustBeLoggedInToBook string // 401, a guest
	ListingIDRequired    string // 400, no listingId
	ListingNotFound      string // 404, missing or not public
	OwnListing           string // 403, the renter owns the listing
	InvalidDates         string // 400, from requestedBookingDates
	EndDateAfterStart    string // 400, from requestedBookingDates
	TooManyDays          string // 400, from requestedBookingDates
}

var bookingTable = loadBookingTables(bookingTablesJSON)

var bookingTexts = bookingRouteTexts{
	MustBeLoggedInToBook: bookingMessage("mustBeLoggedInToBook"),
	ListingIDRequired:    requiredFieldMessage("listingId"),
	ListingNotFound:      bookingMessage("listingNotFound"),
	OwnListing:           bookingRouteMessage("ownListing"),
	InvalidDates:         bookingRouteMessage("invalidDates"),
	EndDateAfterStart:    bookingMessage("endDateAfterStart"),
	TooManyDays:          bookingRouteMessage("tooManyDays"),
}

var (
	// initialBookingStatus is a new request's status (INITIAL_BOOKING_STATUS).
	initialBookingStatus = bookingTable.InitialStatus
	// initialPaymentStatus is a new request's paymentStatus.
	initialPaymentStatus = bookingTable.InitialPaymentStatus
	// bookingRequestNotifies is the party a new request notifies (BOOKING_REQUEST_EFFECTS.notify).
	bookingRequestNotifies = bookingTable.RequestEffects.Notify
	// bookingRequestNotificationType is the notification row's type of a new request.
	bookingRequestNotificationType = bookingTable.RequestEffects.NotificationType
	// bookingRequestEmailTemplate is the e-mail a new request sends its owner after the commit.
	bookingRequestEmailTemplate = bookingTable.RequestEffects.EmailTemplate
	// maxBookingSpanDays: approval writes one row per day, so longer requests are refused.
	maxBookingSpanDays = bookingTable.Limits.MaxSpanDays
)

func loadBookingTables(text []byte) *bookingTableFile {
	table := &bookingTableFile{}
	if err := json.Unmarshal(text, table); err != nil {
		panic("market: tables/bookings.json: " + err.Error())
	}
	return table
}

func bookingMessage(key string) string {
	return tableText(bookingTable.Messages, "messages", key)
}

func bookingRouteMessage(key string) string {
	return tableText(bookingTable.RouteMessages, "routeMessages", key)
}

func tableText(texts map[string]string, group string, key string) string {
	text, ok := texts[key]
	if !ok || text == "" {
		panic("market: tables/bookings.json has no " + group + "." + key)
	}
	return text
}

// requiredFieldMessage is "<field> is required".
func requiredFieldMessage(field string) string {
	return bookingTable.Templates.RequiredField.fill(field)
}

// bookingListingType is the type a booking of a listing stores: the listing's when it is known,
// else the first type (service), as the JS route read it.
func bookingListingType(stored string) string {
	for _, known := range bookingTable.ListingTypes {
		if stored == known {
			return stored
		}
	}
	return bookingTable.ListingTypes[0]
}

// textsIn are the texts of a language; any language but a known one reads the default's.
func textsIn(language string) languageTexts {
	if texts, ok := bookingTable.ByLanguage[language]; ok {
		return texts
	}
	return bookingTable.ByLanguage[bookingTable.DefaultLanguage]
}
