package market

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// The marketplace's "today" for the search's "free on these dates": the Lisbon calendar day of
// the server's clock (pocketbase/hooks/lib/booking-clock.ts and the domain's lisbon-time.ts).

// testClockFileVariable names a file holding the instant the tests use as "now"; never set
// outside tests. A missing, empty or unreadable file means the real clock.
const testClockFileVariable = "PARTILHA_TEST_CLOCK_FILE"

func serverNow() time.Time {
	if path := os.Getenv(testClockFileVariable); path != "" {
		if text, err := os.ReadFile(path); err == nil {
			if instant, ok := parseTimestamp(jsTrim(string(text))); ok {
				return instant
			}
		}
	}
	return time.Now()
}

var timestampPattern = regexp.MustCompile(`(?i)^([0-9]{4})-([0-9]{2})-([0-9]{2})(?:[T ]([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.([0-9]+))?)?)?` + jsSpaceClass() + `*(Z|[+-][0-9]{2}:?[0-9]{2})?$`)

// jsSpaceClass is JavaScript's \s as a character class: the white space trim removes.
func jsSpaceClass() string {
	class := "["
	for _, spaces := range searchTable.JavaScript.WhiteSpace {
		class += fmt.Sprintf(`\x{%x}-\x{%x}`, spaces[0], spaces[1])
	}
	return class + "]"
}

// parseTimestamp reads "2026-03-28T08:01:00Z" and the other forms of the domain's parseTimestamp.
func parseTimestamp(value string) (time.Time, bool) {
	match := timestampPattern.FindStringSubmatch(value)
	if match == nil {
		return time.Time{}, false
	}
	number := func(text string) int {
		parsed, _ := strconv.Atoi(text)
		return parsed
	}
	year, month, day := number(match[1]), number(match[2]), number(match[3])
	hour, minute, second := number(match[4]), number(match[5]), number(match[6])
	if month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59 {
		return time.Time{}, false
	}
	fraction := (match[7] + "000")[:3]
	instant := time.Date(year, time.Month(month), day, hour, minute, second, number(fraction)*int(time.Millisecond), time.UTC)
	if instant.Day() != day {
		return time.Time{}, false
	}
	zone := match[8]
	if zone != "" && strings.ToUpper(zone) != "Z" {
		sign := 1
		if zone[0] == '-' {
			sign = -1
		}
		digits := strings.Replace(zone[1:], ":", "", 1)
		offset := sign * (number(digits[0:2])*60 + number(digits[2:4]))
		instant = instant.Add(-time.Duration(offset) * time.Minute)
	}
	return instant, true
}

// lisbonIsoDate: Lisbon is UTC+1 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the
// last Sunday of October (EU summer time), UTC+0 otherwise.
func lisbonIsoDate(instant time.Time) string {
	instant = instant.UTC()
	year := instant.Year()
	start := lastSundayUTC(year, time.March).Add(time.Hour)
	end := lastSundayUTC(year, time.October).Add(time.Hour)
	if !instant.Before(start) && instant.Before(end) {
		instant = instant.Add(time.Hour)
	}
	return isoDateOf(instant)
}

func lastSundayUTC(year int, month time.Month) time.Time {
	last := time.Date(year, month+1, 0, 0, 0, 0, 0, time.UTC)
	return last.AddDate(0, 0, -int(last.Weekday()))
}
