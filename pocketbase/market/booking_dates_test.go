package market

import (
	"reflect"
	"strings"
	"testing"
)

func TestRequestedBookingDates(t *testing.T) {
	cases := []struct {
		name    string
		body    map[string]any
		want    bookingDates
		refusal string
	}{
		{"nothing", map[string]any{}, bookingDates{Selected: []string{}}, ""},
		{"the calendar's days, sorted and once",
			map[string]any{"selectedDates": []any{"2026-05-03", "2026-05-01", "2026-05-03"}},
			bookingDates{Selected: []string{"2026-05-01", "2026-05-03"}, Start: "2026-05-01", End: "2026-05-03"}, ""},
		{"days as JSON text", map[string]any{"selectedDates": ` ["2026-05-02"] `},
			bookingDates{Selected: []string{"2026-05-02"}, Start: "2026-05-02", End: "2026-05-02"}, ""},
		{"an array-like object", map[string]any{"selectedDates": map[string]any{"length": 1.0, "0": "2026-05-02"}},
			bookingDates{Selected: []string{"2026-05-02"}, Start: "2026-05-02", End: "2026-05-02"}, ""},
		{"an array-like object longer than its members", map[string]any{"selectedDates": map[string]any{"length": 1e15, "0": "2026-05-02"}},
			bookingDates{Selected: []string{}}, bookingTexts.InvalidDates},
		{"no real day", map[string]any{"selectedDates": []any{"2026-02-30"}}, bookingDates{Selected: []string{}}, bookingTexts.InvalidDates},
		{"a timestamp among the days", map[string]any{"selectedDates": []any{"2026-05-01T00:00:00Z"}}, bookingDates{Selected: []string{}}, bookingTexts.InvalidDates},
		{"a range across the spring change", map[string]any{"startDate": "2026-03-28", "endDate": "2026-03-30 00:00:00.000Z"},
			bookingDates{Selected: []string{"2026-03-28", "2026-03-29", "2026-03-30"}, Start: "2026-03-28", End: "2026-03-30"}, ""},
		{"a start only", map[string]any{"startDate": " 2026-05-01 "}, bookingDates{Selected: []string{}, Start: "2026-05-01"}, ""},
		{"a number for a day", map[string]any{"startDate": 20260501.0}, bookingDates{Selected: []string{}}, bookingTexts.InvalidDates},
		{"an end before the start", map[string]any{"startDate": "2026-05-02", "endDate": "2026-05-01"}, bookingDates{Selected: []string{}}, bookingTexts.EndDateAfterStart},
		{"366 days", map[string]any{"startDate": "2028-01-01", "endDate": "2028-12-31"}, bookingDates{}, ""},
		{"367 days", map[string]any{"startDate": "2026-01-01", "endDate": "2027-01-02"}, bookingDates{Selected: []string{}}, bookingTexts.TooManyDays},
		{"367 days chosen", map[string]any{"selectedDates": []any{"2027-01-02", "2026-01-01"}}, bookingDates{Selected: []string{}}, bookingTexts.TooManyDays},
		{"an empty list falls back to the range", map[string]any{"selectedDates": "[]", "startDate": "2026-05-01", "endDate": "2026-05-01"},
			bookingDates{Selected: []string{"2026-05-01"}, Start: "2026-05-01", End: "2026-05-01"}, ""},
		{"JSON with trailing text is no list", map[string]any{"selectedDates": `["2026-05-01"] x`}, bookingDates{Selected: []string{}}, ""},
		{"a number out of float64's range is still a list item", map[string]any{"selectedDates": `[1e400]`}, bookingDates{Selected: []string{}}, bookingTexts.InvalidDates},
	}
	for _, c := range cases {
		got, refusal := requestedBookingDates(c.body)
		if refusal != c.refusal {
			t.Errorf("%s: refusal %q, want %q", c.name, refusal, c.refusal)
			continue
		}
		if c.name == "366 days" {
			if len(got.Selected) != 366 || got.Start != "2028-01-01" || got.End != "2028-12-31" {
				t.Errorf("366 days: %d days %s–%s", len(got.Selected), got.Start, got.End)
			}
			continue
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: %+v, want %+v", c.name, got, c.want)
		}
	}
}

func TestCalendarDays(t *testing.T) {
	if _, ok := parseCalendarDay("\u00a02026-02-28xyz"); !ok {
		t.Error("a day at the start of a trimmed text is read")
	}
	for _, text := range []string{"2026-02-29", "2026-13-01", "2026-1-01", "", "２０２６-01-01"} {
		if _, ok := parseCalendarDay(text); ok {
			t.Errorf("%q is no day", text)
		}
	}
	if got := countDaysInclusive("2026-10-24", "2026-10-26"); got != 3 {
		t.Errorf("countDaysInclusive across the autumn change = %d", got)
	}
	if compareIsoDays("nonsense", "0000-01-01") != -1 || compareIsoDays("x", "y") != 0 {
		t.Error("invalid days sort first, alike")
	}
	if got := strings.Join(expandDayRange(calendarDay{2028, 2, 28}, calendarDay{2028, 3, 1}), ","); got != "2028-02-28,2028-02-29,2028-03-01" {
		t.Errorf("expandDayRange = %s", got)
	}
}
