package market

import (
	"math"
	"unicode/utf8"
)

// The request's other fields and its price (pocketbase/hooks/lib/booking-request-fields.ts, the
// domain's booking-price.ts, round-money.ts and booking-creation-checks.ts), with the schema's
// own messages (tables/bookings.json).

// jsonTypeOf names a decoded body value's JSON type as the tables key zod's messages by.
func jsonTypeOf(value any) string {
	switch value.(type) {
	case nil:
		return "null"
	case string:
		return "string"
	case bool:
		return "boolean"
	case float64, int, int64:
		return "number"
	case []any, []string:
		return "array"
	}
	return "object"
}

// refusal is zod's message for a value of a type the field does not take, or "".
func (messages wrongTypeMessages) refusal(value any) string {
	if message := messages[jsonTypeOf(value)]; message != nil {
		return *message
	}
	return ""
}

// requestedHoursPerDay is requestedHoursPerDay: equipment has none (0, whatever was sent); a
// service's is a number from 1 to 24, and 1 when left out (value nil).
func requestedHoursPerDay(value any, listingType string) (float64, string) {
	defaults := bookingTable.Limits.DefaultHoursPerDay
	if listingType == "equipment" {
		return defaults["equipment"], ""
	}
	if value == nil {
		value = defaults["service"]
	}
	checks := bookingTable.FieldChecks.HoursPerDay
	if refusal := checks.WrongType.refusal(value); refusal != "" {
		return 0, refusal
	}
	hours := numberValue(value)
	switch {
	case math.IsNaN(hours) || math.IsInf(hours, 0):
		// z.number() takes finite numbers only (none reaches here from JSON): not a number.
		return 0, *checks.WrongType["string"]
	case hours < bookingTable.Limits.HoursPerDayMin:
		return 0, checks.BelowMin
	case hours > bookingTable.Limits.HoursPerDayMax:
		return 0, checks.AboveMax
	}
	return hours, ""
}

func numberValue(value any) float64 {
	switch number := value.(type) {
	case float64:
		return number
	case int:
		return float64(number)
	case int64:
		return float64(number)
	}
	return math.NaN()
}

// requestedBookingNotes is requestedNotes: text up to 500 characters before trimming, then
// trimmed as JavaScript trims; "" when left out (value nil). zod's max counts code points (an
// astral character once), not JavaScript's UTF-16 length.
func requestedBookingNotes(value any) (string, string) {
	if value == nil {
		value = ""
	}
	checks := bookingTable.FieldChecks.Notes
	if refusal := checks.WrongType.refusal(value); refusal != "" {
		return "", refusal
	}
	notes := value.(string)
	if utf8.RuneCountInString(notes) > bookingTable.Limits.NotesMax {
		return "", checks.TooLong
	}
	return jsTrim(notes), ""
}

// requestedListingID is the body's listingId trimmed as JavaScript trims, "" when it is no text
// (then the route refuses with bookingTexts.ListingIDRequired).
func requestedListingID(value any) string {
	if text, ok := value.(string); ok {
		return jsTrim(text)
	}
	return ""
}

// positiveAmount is the price rules' positive: a finite number above 0, else 0.
func positiveAmount(value float64) float64 {
	if math.IsNaN(value) || math.IsInf(value, 0) || value <= 0 {
		return 0
	}
	return value
}

// estimateBookingTotal is the domain's estimateBookingTotal, rounded to cents: a service is
// price × days × hours per day, equipment price × days; negative inputs count as 0.
func estimateBookingTotal(listingType string, price float64, days int, hoursPerDay float64) float64 {
	amount := positiveAmount(price) * float64(max(days, 0))
	if listingType != "equipment" {
		amount *= positiveAmount(hoursPerDay)
	}
	return roundToCents(amount)
}

// roundToCents is the domain's roundToCents: half away from zero on the amount's decimal
// reading, by moving the point in its JavaScript text (1.005 → 1.01, 36.300000000000004 →
// 36.3). From 1e19 up the cents are written with an exponent and, as in JavaScript, the result
// is NaN; from 1e21 up the amount is returned as it is.
func roundToCents(amount float64) float64 {
	if math.IsNaN(amount) || math.IsInf(amount, 0) {
		return 0
	}
	abs := math.Abs(amount)
	if abs < 0.005 {
		return 0
	}
	if abs >= 1e21 {
		return amount
	}
	cents := jsMathRound(jsNumber(jsNumberString(abs) + "e2"))
	rounded := jsNumber(jsNumberString(cents) + "e-2")
	if amount < 0 {
		return -rounded
	}
	return rounded
}

// jsMathRound is Math.round: the nearest integer, halves toward +∞.
func jsMathRound(value float64) float64 {
	if math.IsNaN(value) || math.IsInf(value, 0) || value == math.Trunc(value) {
		return value
	}
	floor := math.Floor(value)
	if value-floor >= 0.5 {
		return floor + 1
	}
	return floor
}

type bookingCreationFields struct {
	ListingID, RenterID, OwnerID, StartDate, EndDate string
	TotalPrice                                       float64
}

// checkBookingCreationFields is the domain's checkBookingCreationFields: the first missing
// field's "<field> is required" (text that trims to "", a total of 0 or NaN), or "".
func checkBookingCreationFields(f bookingCreationFields) string {
	values := map[string]any{
		"listingId": f.ListingID, "renterId": f.RenterID, "ownerId": f.OwnerID,
		"startDate": f.StartDate, "endDate": f.EndDate, "totalPrice": f.TotalPrice,
	}
	for _, field := range bookingTable.RequiredFields {
		switch value := values[field].(type) {
		case string:
			if jsTrim(value) == "" {
				return requiredFieldMessage(field)
			}
		case float64:
			if value == 0 || math.IsNaN(value) {
				return requiredFieldMessage(field)
			}
		default:
			panic("market: required booking field " + field + " has no value in bookingCreationFields")
		}
	}
	return ""
}

// storedBookingDay is a day as PocketBase stores a date: midnight UTC (booking-records' storedDay).
func storedBookingDay(day string) string {
	return day + " 00:00:00.000Z"
}
