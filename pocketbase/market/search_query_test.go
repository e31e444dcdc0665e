package market

import (
	"math"
	"strings"
	"testing"
)

// The Go side's own checks; tests/conformance compares it with the TypeScript on thousands of
// generated inputs.

func params(values map[string]string) queryParam {
	return func(name string) (string, bool) {
		value, ok := values[name]
		return value, ok
	}
}

func TestReadSearchQueryReadsTheDomainsRules(t *testing.T) {
	query := readSearchQuery(params(map[string]string{
		"search": "  Jardinagem ÉVORA ", "category": "all-equipment", "type": "service", "priceRange": "25-50",
		"minPrice": " 0x10 ", "maxPrice": "-1", "city": " Setúbal ", "sort": "", "perPage": "99.7",
	}))
	if query.Search != "jardinagem evora" || query.Type != "equipment" || query.Category != "" || query.City != "setubal" {
		t.Fatalf("query = %+v", query)
	}
	if query.MinPrice == nil || *query.MinPrice != 16 || query.MaxPrice != nil || query.PerPage != 50 || query.Sort != "best" {
		t.Fatalf("query = %+v", query)
	}
	if query := readSearchQuery(params(map[string]string{"perPage": "0"})); query.PerPage != 12 || query.Sort != "newest" {
		t.Fatalf("query = %+v", query)
	}
}

func TestSearchTextIsCutAtTheLimitInCharacters(t *testing.T) {
	if got := searchTextOf(strings.Repeat("😀", 60)); got != strings.Repeat("😀", 60) {
		t.Fatalf("60 astral characters are within the limit of 100: %q", got)
	}
	if got := searchTextOf(strings.Repeat("😀", 150)); got != strings.Repeat("😀", 100) {
		t.Fatalf("cut to 100 characters, got %d", len([]rune(got)))
	}
}

func TestCheckedSearchQueryRefusesWithTheDomainsWords(t *testing.T) {
	today := func() string { return "2026-03-29" }
	cases := map[string]map[string]string{
		searchTable.Messages.InvalidSort:  {"sort": "cheapest"},
		searchTable.Messages.DatesBoth:    {"from": "2026-04-01"},
		searchTable.Messages.DatesFormat:  {"from": "2026-02-30", "to": "2026-03-01"},
		searchTable.Messages.DatesOrder:   {"from": "2026-04-02", "to": "2026-04-01"},
		searchTable.Messages.DatesPast:    {"from": "2026-03-28", "to": "2026-04-01"},
		searchTable.Messages.DatesTooLong: {"from": "2026-04-01", "to": "2026-06-30"},
	}
	for message, values := range cases {
		if _, problem := checkedSearchQuery(params(values), today); problem != message {
			t.Errorf("%v: got %q, want %q", values, problem, message)
		}
	}
	if _, problem := checkedSearchQuery(params(map[string]string{"from": "2026-03-29", "to": "2026-06-26"}), today); problem != "" {
		t.Errorf("90 days from today are fine, got %q", problem)
	}
}

func TestCursorsReadBackAsWritten(t *testing.T) {
	for _, text := range []string{"0|1764000000000|abc123", "3|-5|z", "v|12.5|7", "v|1e+21|-3", "v|4.666666666666667|9"} {
		cursor := decodeSearchCursor(text)
		if cursor == nil || encodeSearchCursor(*cursor) != text {
			t.Errorf("%q read back as %+v", text, cursor)
		}
	}
	for _, text := range []string{"4|1|a", "0|1|A", "v|1e999|5", "v|1|1 OR 1=1", " 0|1|a"} {
		if cursor := decodeSearchCursor(text); cursor != nil {
			t.Errorf("%q must not be a cursor, got %+v", text, cursor)
		}
	}
}

func TestJavaScriptNumbers(t *testing.T) {
	for text, want := range map[string]float64{"": 0, " 12 ": 12, "0x1F": 31, "0b101": 5, "0o17": 15, ".5": 0.5, "5.": 5, "-Infinity": math.Inf(-1), "1e400": math.Inf(1)} {
		if got := jsNumber(text); got != want {
			t.Errorf("Number(%q) = %v, want %v", text, got, want)
		}
	}
	for _, text := range []string{"1_000", "infinity", "0x", "-0x1F", "12abc", "NaN", "1e"} {
		if got := jsNumber(text); !math.IsNaN(got) {
			t.Errorf("Number(%q) = %v, want NaN", text, got)
		}
	}
	for value, want := range map[float64]string{1e21: "1e+21", 1e-7: "1e-7", 0.000001: "0.000001", 123.5: "123.5", -0.1: "-0.1", 1e20: "100000000000000000000"} {
		if got := jsNumberString(value); got != want {
			t.Errorf("String(%v) = %q, want %q", value, got, want)
		}
	}
}

func TestJavaScriptLowerCase(t *testing.T) {
	for text, want := range map[string]string{"ΑΣ": "ας", "ΑΣΑ": "ασα", "Σ": "σ", "İ": "i\u0307", "ÉVORA": "évora"} {
		if got := jsToLowerCase(text); got != want {
			t.Errorf("toLowerCase(%q) = %q, want %q", text, got, want)
		}
	}
	if got := jsTrim("\ufeff\u00a0 a \u2028"); got != "a" {
		t.Errorf("trim = %q", got)
	}
}

func TestLisbonCalendarDay(t *testing.T) {
	instant, ok := parseTimestamp("2026-03-28T23:30:00Z")
	if !ok || lisbonIsoDate(instant) != "2026-03-28" {
		t.Fatalf("winter: %v %v", instant, lisbonIsoDate(instant))
	}
	instant, _ = parseTimestamp("2026-03-29T23:30:00Z")
	if lisbonIsoDate(instant) != "2026-03-30" {
		t.Fatalf("summer: %v", lisbonIsoDate(instant))
	}
	if _, ok := parseTimestamp("2026-02-30T10:00:00Z"); ok {
		t.Fatal("February 30th is no day")
	}
}

func TestControlCharactersNeverReachTheQuery(t *testing.T) {
	for text, want := range map[string]string{
		"lawn\tmower\r\nhire\u0085now":  "lawn mower  hire now",
		"dr\x00il\x1bl\x7f\u0080\u009f": "drill",
		"Évora\u00a0😀":                  "Évora\u00a0😀",
		"bad \xff byte\x00":             "bad \xff byte",
		"":                              "",
	} {
		if got := withoutControlCharacters(text); got != want {
			t.Errorf("withoutControlCharacters(%q) = %q, want %q", text, got, want)
		}
	}
	if got := searchTextOf("\x00 Dr\x00ill\n"); got != "drill" {
		t.Errorf("searchTextOf: %q", got)
	}
	if got := foldPlace("\tÉvo\x00ra\r\n"); got != "evora" {
		t.Errorf("foldPlace: %q", got)
	}
}
