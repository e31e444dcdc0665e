package market

import (
	"math"
	"strings"
	"testing"
)

func TestRequestedHoursPerDay(t *testing.T) {
	checks := bookingTable.FieldChecks.HoursPerDay
	cases := []struct {
		value       any
		listingType string
		hours       float64
		refusal     string
	}{
		{nil, "service", 1, ""},
		{2.5, "service", 2.5, ""},
		{24.0, "service", 24, ""},
		{0.5, "service", 0, checks.BelowMin},
		{24.01, "service", 0, checks.AboveMax},
		{"2", "service", 0, *checks.WrongType["string"]},
		{[]any{2.0}, "service", 0, *checks.WrongType["array"]},
		{"2", "equipment", 0, ""},
		{nil, "equipment", 0, ""},
	}
	for _, c := range cases {
		hours, refusal := requestedHoursPerDay(c.value, c.listingType)
		if hours != c.hours || refusal != c.refusal {
			t.Errorf("requestedHoursPerDay(%v, %s) = %v, %q; want %v, %q", c.value, c.listingType, hours, refusal, c.hours, c.refusal)
		}
	}
}

func TestRequestedBookingNotes(t *testing.T) {
	if notes, refusal := requestedBookingNotes(nil); notes != "" || refusal != "" {
		t.Errorf("no notes = %q, %q", notes, refusal)
	}
	if notes, _ := requestedBookingNotes("\ufeff Olá\u2028"); notes != "Olá" {
		t.Errorf("notes are trimmed as JavaScript trims: %q", notes)
	}
	// zod counts characters: 500 astral ones (1000 UTF-16 units) pass, 501 do not.
	if _, refusal := requestedBookingNotes(strings.Repeat("😀", 500)); refusal != "" {
		t.Errorf("500 characters refused: %q", refusal)
	}
	if _, refusal := requestedBookingNotes(strings.Repeat("a", 500) + " "); refusal != bookingTable.FieldChecks.Notes.TooLong {
		t.Errorf("501 characters with a space: %q", refusal)
	}
	if _, refusal := requestedBookingNotes(map[string]any{}); refusal != *bookingTable.FieldChecks.Notes.WrongType["object"] {
		t.Errorf("an object: %q", refusal)
	}
}

func TestEstimateBookingTotal(t *testing.T) {
	cases := []struct {
		listingType string
		price       float64
		days        int
		hours       float64
		want        float64
	}{
		{"service", 18.5, 2, 2, 74},
		{"equipment", 12.1, 3, 8, 36.3},
		{"service", 1.005, 1, 1, 1.01},
		{"service", 33.33, 3, 1.5, 149.98}, // the product reads as 149.98499999999999
		{"equipment", 2.675, 1, 0, 2.68},   // reads as 2.675 (Math.round(x*100)/100 gives 2.67)
		{"service", -5, 3, 1, 0},
		{"service", 10, -1, 1, 0},
		{"equipment", 0.004, 1, 0, 0},
	}
	for _, c := range cases {
		if got := estimateBookingTotal(c.listingType, c.price, c.days, c.hours); got != c.want {
			t.Errorf("estimateBookingTotal(%s, %v, %d, %v) = %v, want %v", c.listingType, c.price, c.days, c.hours, got, c.want)
		}
	}
	if got := roundToCents(5e19); !math.IsNaN(got) {
		t.Errorf("cents written with an exponent read as NaN in JavaScript: %v", got)
	}
	if got := roundToCents(2e21); got != 2e21 {
		t.Errorf("from 1e21 the amount is kept: %v", got)
	}
}

func TestCheckBookingCreationFields(t *testing.T) {
	full := bookingCreationFields{"l", "r", "o", "2026-05-01", "2026-05-02", 10}
	if got := checkBookingCreationFields(full); got != "" {
		t.Errorf("all there: %q", got)
	}
	missing := full
	missing.OwnerID = "\u00a0"
	missing.StartDate = ""
	if got := checkBookingCreationFields(missing); got != "ownerId is required" {
		t.Errorf("the first missing field: %q", got)
	}
	free := full
	free.TotalPrice = 0
	if got := checkBookingCreationFields(free); got != "totalPrice is required" {
		t.Errorf("a total of 0: %q", got)
	}
	free.TotalPrice = math.NaN()
	if got := checkBookingCreationFields(free); got != "totalPrice is required" {
		t.Errorf("a total of NaN: %q", got)
	}
}
