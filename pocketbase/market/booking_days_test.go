package market

import (
	"testing"
	"time"
)

const weekdaysOnly = `{"weekdays":{"monday":{"available":true,"slots":[{"start":"09:00","end":"17:00"}]},` +
	`"tuesday":{"available":true,"slots":[]},"wednesday":{"available":true,"slots":[]},` +
	`"thursday":{"available":true,"slots":[]},"friday":{"available":true,"slots":[]},` +
	`"saturday":{"available":false,"slots":[]},"sunday":{"available":false,"slots":[]}}}`

func TestUnavailableWeekdayRefusal(t *testing.T) {
	days := []string{"2026-05-01", "2026-05-03", "2026-05-02"}
	want := "This listing is not available on Sundays (2026-05-03). Please select different dates."
	if got := unavailableWeekdayRefusal(weekdaysOnly, days); got != want {
		t.Errorf("the first closed day in the order given: %q", got)
	}
	for _, availability := range []string{"", "null", "{", weekdaysOnly + "x",
		`{"weekdays":{"monday":{"available":true,"slots":[]}}}`,
		`{"weekdays":` + weekdaysOnly[12:len(weekdaysOnly)-1] + `,"startTime":"9:00"}`} {
		if got := unavailableWeekdayRefusal(availability, days); got != "" {
			t.Errorf("no valid weekly availability (%q) limits no day: %q", availability, got)
		}
	}
	if got := unavailableWeekdayRefusal(weekdaysOnly, []string{"2026-05-01"}); got != "" {
		t.Errorf("a Friday is open: %q", got)
	}
}

func TestUnavailableDaysRefusal(t *testing.T) {
	// 23:30 UTC on 2026-03-28 is still Saturday in Lisbon (winter); an hour later, Sunday.
	now := time.Date(2026, 3, 28, 23, 30, 0, 0, time.UTC)
	days := []string{"2026-03-27", "2026-03-28", "2026-04-02", "2026-04-03"}
	got := unavailableDaysRefusal(days, `["2026-04-03", 5]`, []string{"2026-04-02", "2026-04-09"}, now)
	want := "The following dates are no longer available: 2026-03-27, 2026-04-02, 2026-04-03. Please select different dates."
	if got != want {
		t.Errorf("unavailableDaysRefusal = %q", got)
	}
	if got := unavailableDaysRefusal([]string{"2026-03-28"}, "", nil, now); got != "" {
		t.Errorf("today is bookable: %q", got)
	}
	if got := unavailableDaysRefusal([]string{"2026-03-28"}, "", nil, now.Add(time.Hour)); got == "" {
		t.Error("an hour later it is Sunday in Lisbon, and Saturday is past")
	}
	summer := time.Date(2026, 7, 1, 23, 30, 0, 0, time.UTC) // 00:30 on 2 July in Lisbon
	if got := unavailableDaysRefusal([]string{"2026-07-01"}, "", nil, summer); got == "" {
		t.Error("yesterday in Lisbon is past")
	}
}

func TestUnavailableAmong(t *testing.T) {
	got := unavailableAmong([]string{"2026-05-02", "2026-05-01", "2026-05-02"}, []string{"2026-05-01 00:00:00.000Z", "2026-05-02", "x"})
	if len(got) != 2 || got[0] != "2026-05-02" || got[1] != "2026-05-01" {
		t.Errorf("in the order requested, once each: %v", got)
	}
}
