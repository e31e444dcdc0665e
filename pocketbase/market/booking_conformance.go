package market

import (
	"encoding/json"
	"time"
)

// The booking request's conformance areas (tests/conformance/bookings.test.ts builds the same
// answers from the TypeScript). Numbers that may be NaN travel as their JavaScript text.

// bookingRequestInput is a request body with what the route reads from the database beside it.
type bookingRequestInput struct {
	Body             map[string]any `json:"body"`
	RenterID         string         `json:"renterId"`
	OwnerID          string         `json:"ownerId"`
	ListingType      string         `json:"listingType"`
	Price            float64        `json:"price"`
	Availability     string         `json:"availability"`
	UnavailableDates string         `json:"unavailableDates"`
	Booked           []string       `json:"booked"`
	NowMs            int64          `json:"nowMs"`
}

func refusalAnswer(status int, message string) map[string]any {
	return map[string]any{"status": status, "error": message}
}

// bookingRequestRules runs a request through the route's checks (checkBookingRequest) and its
// taken-days refusal, as the route does once the listing is found.
func bookingRequestRules(input bookingRequestInput) map[string]any {
	body := input.Body
	listingID := requestedListingID(body["listingId"])
	if listingID == "" {
		return refusalAnswer(400, bookingTexts.ListingIDRequired)
	}
	request, refused := checkBookingRequest(body, listingID, input.RenterID, listingFacts{
		Owner: input.OwnerID, Type: input.ListingType, Price: input.Price, Availability: input.Availability,
	})
	if refused != nil {
		return refusalAnswer(refused.Status, refused.Message)
	}
	dates := request.Dates
	now := time.UnixMilli(input.NowMs)
	if refusal := unavailableDaysRefusal(dates.Selected, input.UnavailableDates, input.Booked, now); refusal != "" {
		return refusalAnswer(409, refusal)
	}
	return map[string]any{
		"selectedDates": dates.Selected, "startDate": storedBookingDay(dates.Start), "endDate": storedBookingDay(dates.End),
		"listingType": request.ListingType, "hoursPerDay": request.HoursPerDay, "notes": request.Notes,
		"totalPrice": jsNumberString(request.TotalPrice),
		"status":     initialBookingStatus, "paymentStatus": initialPaymentStatus,
	}
}

func init() {
	addConformanceArea("bookings.request", func(raw json.RawMessage) (any, error) {
		var input bookingRequestInput
		if err := json.Unmarshal(raw, &input); err != nil {
			return nil, err
		}
		return bookingRequestRules(input), nil
	})
	addConformanceArea("bookings.fields", func(raw json.RawMessage) (any, error) {
		var input struct {
			Body        map[string]any `json:"body"`
			ListingType string         `json:"listingType"`
		}
		if err := json.Unmarshal(raw, &input); err != nil {
			return nil, err
		}
		dates, datesRefusal := requestedBookingDates(input.Body)
		hours, hoursRefusal := requestedHoursPerDay(input.Body["hoursPerDay"], input.ListingType)
		notes, notesRefusal := requestedBookingNotes(input.Body["notes"])
		return map[string]any{
			"dates": outcome(map[string]any{"selectedDates": dates.Selected, "startDate": dates.Start, "endDate": dates.End}, datesRefusal),
			"hours": outcome(hours, hoursRefusal),
			"notes": outcome(notes, notesRefusal),
		}, nil
	})
	addConformanceArea("bookings.total", func(raw json.RawMessage) (any, error) {
		var input struct {
			ListingType string  `json:"listingType"`
			Price       float64 `json:"price"`
			Days        int     `json:"days"`
			HoursPerDay float64 `json:"hoursPerDay"`
		}
		if err := json.Unmarshal(raw, &input); err != nil {
			return nil, err
		}
		total := estimateBookingTotal(input.ListingType, input.Price, input.Days, input.HoursPerDay)
		return map[string]any{"total": jsNumberString(total), "rounded": jsNumberString(roundToCents(input.Price))}, nil
	})
	addConformanceArea("bookings.creation", func(raw json.RawMessage) (any, error) {
		var input struct {
			bookingCreationFields
			TotalPrice string `json:"totalPrice"`
		}
		if err := json.Unmarshal(raw, &input); err != nil {
			return nil, err
		}
		fields := input.bookingCreationFields
		fields.TotalPrice = jsNumber(input.TotalPrice)
		return map[string]any{"answer": checkBookingCreationFields(fields)}, nil
	})
	addConformanceArea("bookings.days", func(raw json.RawMessage) (any, error) {
		var input struct {
			Availability     string   `json:"availability"`
			Days             []string `json:"days"`
			UnavailableDates string   `json:"unavailableDates"`
			Booked           []string `json:"booked"`
			NowMs            int64    `json:"nowMs"`
		}
		if err := json.Unmarshal(raw, &input); err != nil {
			return nil, err
		}
		now := time.UnixMilli(input.NowMs)
		return map[string]any{
			"weekday":     unavailableWeekdayRefusal(input.Availability, input.Days),
			"unavailable": unavailableDaysRefusal(input.Days, input.UnavailableDates, input.Booked, now),
			"message":     unavailableDatesMessage(input.Days),
			"today":       lisbonIsoDate(now),
		}, nil
	})
	addConformanceArea("bookings.names", func(raw json.RawMessage) (any, error) {
		var input struct {
			Person            *namedPerson `json:"person"`
			Context           string       `json:"context"`
			PreferredLanguage string       `json:"preferredLanguage"`
			Title             string       `json:"title"`
		}
		if err := json.Unmarshal(raw, &input); err != nil {
			return nil, err
		}
		language := memberLanguage(input.PreferredLanguage)
		// As the route: the renter's name in the server's language, the text in the owner's.
		renterName := displayNameIn(input.Person, "renter", bookingTable.DefaultLanguage)
		answer := map[string]any{
			"language":    language,
			"displayName": displayNameIn(input.Person, input.Context, language),
			"notice":      bookingRequestNoticeText(language, input.Title, renterName),
		}
		if input.Person != nil {
			answer["personName"] = personNameOf(*input.Person)
		}
		return answer, nil
	})
}

// outcome is a rule's value, or its refusal as {"error": …}.
func outcome(value any, refusal string) any {
	if refusal != "" {
		return map[string]any{"error": refusal}
	}
	return map[string]any{"value": value}
}
