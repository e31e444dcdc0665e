package market

import (
	"regexp"
	"time"
)

// Requested days a listing refuses (pocketbase/hooks/lib/booking-days.ts refuseUnavailableDays and
// the domain's availability.ts and booking-dates.ts): a weekday it marks "Not available", a day
// its owner blocked, one an approved booking holds, or one before today in Lisbon.

var timeOfDay = regexp.MustCompile(`^(?:[01][0-9]|2[0-3]):[0-5][0-9]$`)

// weeklyClosedDays is a listing's weekly availability read as availabilitySchema reads it: the
// weekdays marked not available, or ok false when the JSON text is missing or malformed (then,
// as in the domain, no weekday is closed).
func weeklyClosedDays(availability string) (map[string]bool, bool) {
	object, ok := jsonTextValue(availability).(map[string]any)
	if !ok {
		return nil, false
	}
	weekdays, ok := object["weekdays"].(map[string]any)
	if !ok {
		return nil, false
	}
	for _, key := range []string{"startTime", "endTime"} {
		if value, present := object[key]; present && !isTimeOfDay(value) {
			return nil, false
		}
	}
	closed := map[string]bool{}
	for _, weekday := range bookingTable.Weekdays {
		day, ok := weekdays[weekday].(map[string]any)
		if !ok {
			return nil, false
		}
		available, ok := day["available"].(bool)
		if !ok || !validTimeSlots(day["slots"]) {
			return nil, false
		}
		closed[weekday] = !available
	}
	return closed, true
}

func validTimeSlots(value any) bool {
	slots, ok := value.([]any)
	if !ok {
		return false
	}
	for _, item := range slots {
		slot, ok := item.(map[string]any)
		if !ok || !isTimeOfDay(slot["start"]) || !isTimeOfDay(slot["end"]) {
			return false
		}
		// Zero-padded HH:MM texts order as the times they name.
		if !(slot["start"].(string) < slot["end"].(string)) {
			return false
		}
	}
	return true
}

func isTimeOfDay(value any) bool {
	text, ok := value.(string)
	return ok && timeOfDay.MatchString(text)
}

// unavailableWeekdayRefusal is the 409's text for the first of days (in the order given) on a
// weekday the listing's availability JSON text marks "Not available"
// (unavailableWeekdayIn + unavailableWeekdayMessage), or "".
func unavailableWeekdayRefusal(availability string, days []string) string {
	closed, ok := weeklyClosedDays(availability)
	if !ok {
		return ""
	}
	for _, text := range days {
		day, ok := parseCalendarDay(text)
		if !ok {
			continue
		}
		weekday := weekdayName(day)
		if closed[weekday] {
			return bookingTable.Templates.UnavailableWeekday.fill(bookingTable.WeekdayLabels[weekday], day.iso())
		}
	}
	return ""
}

// weekdayName is the day's key in the weekly availability ("monday" … "sunday").
func weekdayName(day calendarDay) string {
	weekday := day.midnight().Weekday()
	// The table lists Monday first; Go counts from Sunday.
	return bookingTable.Weekdays[(int(weekday)+6)%7]
}

// unavailableDatesMessage is the domain's unavailableDatesMessage: "The following dates are no
// longer available: 2026-05-01, 2026-05-02. Please select different dates."
func unavailableDatesMessage(days []string) string {
	return bookingTable.Templates.UnavailableDates.fill(days)
}

// unavailableAmong is the domain's findUnavailableDates: the requested days that are taken, in
// the order requested, without repeats (each compared by its calendar day).
func unavailableAmong(requested []string, taken []string) []string {
	takenDays := map[string]bool{}
	for _, text := range taken {
		if day, ok := parseCalendarDay(text); ok {
			takenDays[day.iso()] = true
		}
	}
	found := []string{}
	listed := map[string]bool{}
	for _, text := range requested {
		iso := text
		if day, ok := parseCalendarDay(text); ok {
			iso = day.iso()
		}
		if takenDays[iso] && !listed[iso] {
			listed[iso] = true
			found = append(found, iso)
		}
	}
	return found
}

// unavailableDaysRefusal is the rest of refuseUnavailableDays once the weekdays passed: the 409's
// text for the requested days the owner blocked (the listing's unavailableDates JSON text), that
// approved bookings hold (booked: the listing's booked_days rows' days, those between the first
// and last requested day are enough) or that are before today in Lisbon at now; "" when every
// day is free.
func unavailableDaysRefusal(days []string, listingUnavailableDates string, booked []string, now time.Time) string {
	wanted := map[string]bool{}
	for _, day := range days {
		wanted[day] = true
	}
	taken := jsonStringList(listingUnavailableDates)
	// bookedDaysOf: the listing's booked days that are requested ones, text for text.
	for _, day := range booked {
		if wanted[day] {
			taken = append(taken, day)
		}
	}
	today := lisbonIsoDate(now)
	for _, day := range days {
		if compareIsoDays(day, today) < 0 {
			taken = append(taken, day)
		}
	}
	unavailable := unavailableAmong(days, taken)
	if len(unavailable) == 0 {
		return ""
	}
	return unavailableDatesMessage(unavailable)
}

// jsonStringList is booking-records' stringListOf: the strings of a JSON list field's text.
func jsonStringList(text string) []string {
	strings := []string{}
	for _, item := range plainList(text) {
		if value, ok := item.(string); ok {
			strings = append(strings, value)
		}
	}
	return strings
}
