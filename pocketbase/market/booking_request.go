package market

import "net/http"

// The checks of a booking request once its listing is found, in the order of the JS route the Go
// route replaced (the first failing one answers), from the body and what the route read of the
// listing. The taken days come after these, with the booked days read in the transaction
// (unavailableDaysRefusal). The route (booking_route.go) and the conformance area
// bookings.request (booking_conformance.go) both run this code.

// bookingRequest is what a request that passed the checks stores.
type bookingRequest struct {
	Dates       bookingDates
	ListingType string
	HoursPerDay float64
	Notes       string
	TotalPrice  float64
}

// bookingRefusal is a refused request's status and text.
type bookingRefusal struct {
	Status  int
	Message string
}

// listingFacts is what the checks need of the listing.
type listingFacts struct {
	Owner        string
	Type         string
	Price        float64
	Availability string
}

func checkBookingRequest(body map[string]any, listingID, renterID string, listing listingFacts) (bookingRequest, *bookingRefusal) {
	refuse := func(status int, message string) (bookingRequest, *bookingRefusal) {
		return bookingRequest{}, &bookingRefusal{Status: status, Message: message}
	}
	if listing.Owner == renterID {
		return refuse(http.StatusForbidden, bookingTexts.OwnListing)
	}
	dates, problem := requestedBookingDates(body)
	if problem != "" {
		return refuse(http.StatusBadRequest, problem)
	}
	listingType := bookingListingType(listing.Type)
	hours, problem := requestedHoursPerDay(body["hoursPerDay"], listingType)
	if problem != "" {
		return refuse(http.StatusBadRequest, problem)
	}
	notes, problem := requestedBookingNotes(body["notes"])
	if problem != "" {
		return refuse(http.StatusBadRequest, problem)
	}
	total := estimateBookingTotal(listingType, listing.Price, len(dates.Selected), hours)
	if missing := checkBookingCreationFields(bookingCreationFields{
		ListingID:  listingID,
		RenterID:   renterID,
		OwnerID:    listing.Owner,
		StartDate:  dates.Start,
		EndDate:    dates.End,
		TotalPrice: total,
	}); missing != "" {
		return refuse(http.StatusBadRequest, missing)
	}
	if refusal := unavailableWeekdayRefusal(listing.Availability, dates.Selected); refusal != "" {
		return refuse(http.StatusConflict, refusal)
	}
	return bookingRequest{Dates: dates, ListingType: listingType, HoursPerDay: hours, Notes: notes, TotalPrice: total}, nil
}
