package market

import (
	"bytes"
	"encoding/json"
	"math"
	"regexp"
	"sort"
	"strconv"
	"time"
)

// The days of a booking request (pocketbase/hooks/lib/booking-request-dates.ts and the domain's
// calendar-date.ts): calendar days "YYYY-MM-DD", counted on UTC midnights so no daylight-saving
// change skips or repeats one.

type bookingDates struct {
	Selected   []string // sorted, without repeats; [] when none
	Start, End string   // "YYYY-MM-DD", "" when missing
}

type calendarDay struct{ year, month, day int }

var leadingIsoDate = regexp.MustCompile(`^([0-9]{4})-([0-9]{2})-([0-9]{2})`)

// parseCalendarDay is the domain's parseIsoDate: the real day at the start of a (trimmed) text.
func parseCalendarDay(value string) (calendarDay, bool) {
	match := leadingIsoDate.FindStringSubmatch(jsTrim(value))
	if match == nil {
		return calendarDay{}, false
	}
	year, _ := strconv.Atoi(match[1])
	month, _ := strconv.Atoi(match[2])
	day, _ := strconv.Atoi(match[3])
	if month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month) {
		return calendarDay{}, false
	}
	return calendarDay{year, month, day}, true
}

func daysInMonth(year int, month int) int {
	return time.Date(year, time.Month(month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// isExactIsoDate is the domain's isIsoDate: a string that is exactly a real "YYYY-MM-DD" day.
func isExactIsoDate(value any) bool {
	text, ok := value.(string)
	if !ok {
		return false
	}
	_, real := isoDay(text)
	return real
}

func (day calendarDay) iso() string {
	return isoDateOf(day.midnight())
}

func (day calendarDay) midnight() time.Time {
	return time.Date(day.year, time.Month(day.month), day.day, 0, 0, 0, 0, time.UTC)
}

// dayNumber is the day's count of days since 1970-01-01 (negative before).
func (day calendarDay) dayNumber() int64 {
	return day.midnight().Unix() / 86400
}

// compareIsoDays is the domain's compareIsoDates: invalid days sort first, alike.
func compareIsoDays(a string, b string) int {
	left, leftOk := parseCalendarDay(a)
	right, rightOk := parseCalendarDay(b)
	switch {
	case !leftOk && !rightOk:
		return 0
	case !leftOk:
		return -1
	case !rightOk:
		return 1
	}
	l, r := left.dayNumber(), right.dayNumber()
	switch {
	case l < r:
		return -1
	case l > r:
		return 1
	}
	return 0
}

// countDaysInclusive is the domain's countDaysInclusive: 0 when end is before start or invalid.
func countDaysInclusive(start string, end string) int64 {
	first, firstOk := parseCalendarDay(start)
	last, lastOk := parseCalendarDay(end)
	if !firstOk || !lastOk {
		return 0
	}
	diff := last.dayNumber() - first.dayNumber()
	if diff < 0 {
		return 0
	}
	return diff + 1
}

// expandDayRange is the domain's expandDateRange for two valid days: every day from start to end.
func expandDayRange(start calendarDay, end calendarDay) []string {
	days := []string{}
	last := end.midnight()
	for day := start.midnight(); !day.After(last); day = day.AddDate(0, 0, 1) {
		days = append(days, isoDateOf(day))
	}
	return days
}

// requestedBookingDates is requestedDates of booking-request-dates.ts. body is the request's
// body as PocketBase decodes it. selectedDates (the calendar's days) decide start and end;
// without them startDate and endDate stand for every day between them. The refusal is a 400's
// text, "" when the dates are fine.
func requestedBookingDates(body map[string]any) (bookingDates, string) {
	listed := plainList(body["selectedDates"])
	var result bookingDates
	if len(listed) > 0 {
		seen := map[string]bool{}
		selected := []string{}
		for _, item := range listed {
			if !isExactIsoDate(item) {
				return bookingDates{Selected: []string{}}, bookingTexts.InvalidDates
			}
			if day := item.(string); !seen[day] {
				seen[day] = true
				selected = append(selected, day)
			}
		}
		// Exact four-digit days: their text order is their calendar order.
		sort.Strings(selected)
		result = bookingDates{Selected: selected, Start: selected[0], End: selected[len(selected)-1]}
	} else {
		start, startOk := dayOfBodyValue(body["startDate"])
		end, endOk := dayOfBodyValue(body["endDate"])
		if !startOk || !endOk {
			return bookingDates{Selected: []string{}}, bookingTexts.InvalidDates
		}
		result = bookingDates{Selected: []string{}, Start: start, End: end}
		if start != "" && end != "" {
			if compareIsoDays(end, start) < 0 {
				return bookingDates{Selected: []string{}}, bookingTexts.EndDateAfterStart
			}
			if countDaysInclusive(start, end) <= int64(maxBookingSpanDays) {
				first, _ := parseCalendarDay(start)
				last, _ := parseCalendarDay(end)
				result.Selected = expandDayRange(first, last)
			}
		}
	}
	if result.Start != "" && result.End != "" && countDaysInclusive(result.Start, result.End) > int64(maxBookingSpanDays) {
		return bookingDates{Selected: []string{}}, bookingTexts.TooManyDays
	}
	return result, ""
}

// dayOfBodyValue is dayOf: "" when absent, null or ""; the day of a "YYYY-MM-DD" text or a
// stored timestamp; not ok for anything else.
func dayOfBodyValue(value any) (string, bool) {
	if value == nil || value == "" {
		return "", true
	}
	text, isText := value.(string)
	if !isText {
		return "", false
	}
	day, ok := parseCalendarDay(text)
	if !ok {
		return "", false
	}
	return day.iso(), true
}

// plainList is booking-records.ts's plainList over a value as PocketBase decodes a body or a JSON
// field: a list as it is; a text as the list its JSON reads as (else none); an object with a
// numeric "length" as JavaScript's Array.from reads it (its "0", "1", … members, a missing one
// undefined).
func plainList(value any) []any {
	switch list := value.(type) {
	case []any:
		return list
	case []string:
		items := make([]any, len(list))
		for index, item := range list {
			items[index] = item
		}
		return items
	case string:
		return jsonTextList(list)
	case map[string]any:
		return arrayLikeItems(list)
	}
	return []any{}
}

// missingItem stands for JavaScript's undefined in a list read from an array-like object.
type missingItem struct{}

func arrayLikeItems(object map[string]any) []any {
	length, isNumber := object["length"].(float64)
	if !isNumber || math.IsNaN(length) || length < 1 {
		return []any{}
	}
	length = math.Floor(length)
	// Beyond the object's own members every item is undefined; one is enough to say so, and
	// allocating what JavaScript would is not.
	if length > float64(len(object)) {
		return []any{missingItem{}}
	}
	items := make([]any, int(length))
	for index := range items {
		item, present := object[strconv.Itoa(index)]
		if !present {
			items[index] = missingItem{}
			continue
		}
		items[index] = item
	}
	return items
}

// jsonTextList is the list a JSON text holds, as JSON.parse reads it; none when the text is no
// JSON or no list.
func jsonTextList(text string) []any {
	if list, ok := jsonTextValue(text).([]any); ok {
		return list
	}
	return []any{}
}

// noJSON is what jsonTextValue reads from a text JSON.parse refuses.
type noJSON struct{}

// jsonTextValue is JSON.parse of a text (objects as maps, lists as slices), or noJSON. Numbers
// stay text (json.Number), so one out of float64's range reads as JSON.parse reads it.
func jsonTextValue(text string) any {
	decoder := json.NewDecoder(bytes.NewReader([]byte(text)))
	decoder.UseNumber()
	var parsed any
	// JSON.parse takes one value and white space only.
	if decoder.Decode(&parsed) != nil || !onlyJSONSpaceAfter(text, decoder.InputOffset()) {
		return noJSON{}
	}
	return parsed
}

func onlyJSONSpaceAfter(text string, offset int64) bool {
	for _, char := range []byte(text[offset:]) {
		if char != ' ' && char != '\t' && char != '\n' && char != '\r' {
			return false
		}
	}
	return true
}
