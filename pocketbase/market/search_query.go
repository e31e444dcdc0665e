package market

import (
	"math"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// The query of GET /api/market/search and /search/count, read as the TypeScript reads it
// (pocketbase/hooks/lib/listing-search-query.ts and the domain's search rules).

type searchQuery struct {
	Type       string   `json:"type"`
	Category   string   `json:"category"`
	Search     string   `json:"search"`
	PriceRange string   `json:"priceRange"`
	MinPrice   *float64 `json:"minPrice,omitempty"`
	MaxPrice   *float64 `json:"maxPrice,omitempty"`
	City       string   `json:"city"`
	Place      string   `json:"place"`
	Sort       string   `json:"sort"`
	From       string   `json:"from"`
	To         string   `json:"to"`
	PerPage    int      `json:"perPage"`
	Cursor     string   `json:"cursor"`
}

// queryParam is a URL query value and whether it was sent.
type queryParam func(name string) (string, bool)

func paramOr(param queryParam, name string, absent string) string {
	if value, ok := param(name); ok {
		return jsText(value)
	}
	return absent
}

func trimmedParam(param queryParam, name string) string {
	return jsTrim(paramOr(param, name, ""))
}

// readSearchQuery is readSearchQuery of listing-search-query.ts.
func readSearchQuery(param queryParam) searchQuery {
	filterType := paramOr(param, "type", "all")
	if !searchTable.types[filterType] {
		filterType = "all"
	}
	category := trimmedParam(param, "category")
	resolvedType, resolvedCategory := resolveSearchCategory(category)
	if category == "" {
		resolvedType = filterType
	}
	band := paramOr(param, "priceRange", "")
	if _, ok := searchTable.bands[band]; !ok {
		band = ""
	}
	search := searchTextOf(trimmedParam(param, "search"))
	return searchQuery{
		Type:       resolvedType,
		Category:   resolvedCategory,
		Search:     search,
		PriceRange: band,
		MinPrice:   priceParam(param, "minPrice"),
		MaxPrice:   priceParam(param, "maxPrice"),
		City:       foldPlace(trimmedParam(param, "city")),
		Place:      foldPlace(trimmedParam(param, "place")),
		Sort:       resolveSearchSort(trimmedParam(param, "sort"), search != ""),
		From:       trimmedParam(param, "from"),
		To:         trimmedParam(param, "to"),
		PerPage:    pageSizeParam(param),
		Cursor:     trimmedParam(param, "cursor"),
	}
}

// priceParam: absent, ” or not a non-negative number reads as "not set".
func priceParam(param queryParam, name string) *float64 {
	value := paramOr(param, name, "")
	if value == "" {
		return nil
	}
	parsed := jsNumber(jsTrim(value))
	if math.IsNaN(parsed) || math.IsInf(parsed, 0) || parsed < 0 {
		return nil
	}
	return &parsed
}

func pageSizeParam(param queryParam) int {
	value, ok := param("perPage")
	if !ok {
		return searchTable.PageSize
	}
	parsed := math.Floor(jsNumber(jsText(value)))
	if math.IsNaN(parsed) || math.IsInf(parsed, 0) || parsed < 1 {
		return searchTable.PageSize
	}
	return int(math.Min(parsed, float64(searchTable.MaxPageSize)))
}

// resolveSearchCategory: what choosing a category does to the type (search-category.ts).
func resolveSearchCategory(category string) (string, string) {
	value := jsTrim(category)
	filter := searchTable.CategoryFilter
	switch {
	case value == "" || value == filter.All:
		return "all", ""
	case value == filter.AllServices:
		return "service", ""
	case value == filter.AllEquipment:
		return "equipment", ""
	case searchTable.serviceCategories[value]:
		return "service", value
	case searchTable.equipmentCategories[value]:
		return "equipment", value
	}
	return "all", value
}

// resolveSearchSort: the chosen order, else best match with a text and newest without.
func resolveSearchSort(value string, hasText bool) string {
	chosen := value
	if !searchTable.sorts[chosen] {
		chosen = "newest"
		if hasText {
			chosen = "best"
		}
	}
	if chosen == "best" && !hasText {
		return "newest"
	}
	return chosen
}

// foldSearchText: accents removed and ASCII capitals lower-cased (search-fold.ts).
func foldSearchText(text string) string {
	var folded strings.Builder
	folded.Grow(len(text))
	for _, code := range text {
		switch {
		case code >= 'A' && code <= 'Z':
			folded.WriteRune(code + ('a' - 'A'))
		case code < 0x80:
			folded.WriteRune(code)
		default:
			if replacement, ok := searchTable.folds[code]; ok {
				folded.WriteString(replacement)
			} else {
				folded.WriteRune(code)
			}
		}
	}
	return folded.String()
}

func foldPlace(place string) string {
	return foldSearchText(jsTrim(withoutControlCharacters(place)))
}

// withoutControlCharacters: a tab or line break (and NEL) becomes a space, every other control
// character (Unicode Cc, NUL included) is dropped (search-fold.ts). Bytes that are not UTF-8 are
// kept as they are.
func withoutControlCharacters(text string) string {
	if !strings.ContainsFunc(text, isControl) {
		return text
	}
	var kept strings.Builder
	kept.Grow(len(text))
	for index := 0; index < len(text); {
		char, size := utf8.DecodeRuneInString(text[index:])
		switch {
		case char == utf8.RuneError && size == 1:
			kept.WriteByte(text[index])
		case char == '\t' || char == '\n' || char == '\v' || char == '\f' || char == '\r' || char == 0x85:
			kept.WriteByte(' ')
		case !isControl(char):
			kept.WriteString(text[index : index+size])
		}
		index += size
	}
	return kept.String()
}

// isControl: Unicode's Cc, U+0000–U+001F and U+007F–U+009F.
func isControl(char rune) bool {
	return char < 0x20 || (char >= 0x7f && char <= 0x9f)
}

// searchTextOf: without control characters, trimmed, lower-cased, folded, at most textMax
// characters (search-text.ts).
func searchTextOf(value string) string {
	lowered := foldSearchText(jsToLowerCase(jsTrim(withoutControlCharacters(value))))
	if utf16Length(lowered) <= searchTable.TextMax {
		return lowered
	}
	runes := []rune(lowered)
	// A text of astral characters is longer in UTF-16 units than in characters.
	if len(runes) > searchTable.TextMax {
		runes = runes[:searchTable.TextMax]
	}
	return jsTrim(string(runes))
}

var nonWordCharacters = regexp.MustCompile(`[^a-z0-9]+`)

// categoriesNamedBy: the categories a text names in either language (categories-named-by.ts).
func categoriesNamedBy(text string) []string {
	needle := foldSearchText(jsToLowerCase(jsTrim(text)))
	if utf16Length(needle) < searchTable.CategoryNameMinLength {
		return []string{}
	}
	textWords := map[string]bool{}
	for _, word := range nonWordCharacters.Split(needle, -1) {
		if word != "" {
			textWords[word] = true
		}
	}
	named := []string{}
	for index, category := range searchTable.NamedCategories {
		if namesContain(category.Names, needle) || sharesWord(searchTable.namedWords[index], textWords) {
			named = append(named, category.Category)
		}
	}
	return named
}

func namesContain(names []string, needle string) bool {
	for _, name := range names {
		if strings.Contains(name, needle) {
			return true
		}
	}
	return false
}

func sharesWord(words map[string]bool, textWords map[string]bool) bool {
	for word := range textWords {
		if words[word] {
			return true
		}
	}
	return false
}

// checkedSearchQuery is the query of a search or count request, or the message of a 400: an
// unknown order or bad dates are refused. today is read only when dates are asked for.
func checkedSearchQuery(param queryParam, today func() string) (searchQuery, string) {
	if sort := trimmedParam(param, "sort"); sort != "" && !searchTable.sorts[sort] {
		return searchQuery{}, searchTable.Messages.InvalidSort
	}
	query := readSearchQuery(param)
	if query.From != "" || query.To != "" {
		if problem := searchDatesProblem(query.From, query.To, today()); problem != "" {
			return searchQuery{}, problem
		}
	}
	return query, ""
}

var exactIsoDate = regexp.MustCompile(`^[0-9]{4}-[0-9]{2}-[0-9]{2}$`)

// isoDayMs is the UTC midnight of an exact, real "YYYY-MM-DD" day in days, or false.
func isoDay(value string) (int64, bool) {
	if !exactIsoDate.MatchString(value) {
		return 0, false
	}
	year, _ := strconv.Atoi(value[0:4])
	month, _ := strconv.Atoi(value[5:7])
	day, _ := strconv.Atoi(value[8:10])
	if month < 1 || month > 12 || day < 1 {
		return 0, false
	}
	midnight := time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC)
	if midnight.Day() != day {
		return 0, false
	}
	return midnight.Unix() / 86400, true
}

// searchDatesProblem: what is wrong with a "free on these dates" range (search-dates.ts).
func searchDatesProblem(from string, to string, today string) string {
	messages := searchTable.Messages
	if from == "" && to == "" {
		return ""
	}
	if from == "" || to == "" {
		return messages.DatesBoth
	}
	fromDay, fromOk := isoDay(from)
	toDay, toOk := isoDay(to)
	if !fromOk || !toOk {
		return messages.DatesFormat
	}
	if toDay < fromDay {
		return messages.DatesOrder
	}
	if todayDay, ok := isoDay(today); ok && fromDay < todayDay {
		return messages.DatesPast
	}
	if toDay-fromDay+1 > int64(searchTable.DatesMaxDays) {
		return messages.DatesTooLong
	}
	return ""
}

// searchCursor is where the next page starts (listing-search-query.ts): "rank|ms|id" for
// newest and best match, "v|value|key" for price and rating.
type searchCursor struct {
	Kind  string  `json:"kind"`
	Rank  int     `json:"rank,omitempty"`
	Ms    float64 `json:"ms,omitempty"`
	ID    string  `json:"id,omitempty"`
	Value float64 `json:"value,omitempty"`
	Key   string  `json:"key,omitempty"`
}

var (
	keyCursor   = regexp.MustCompile(`^([0-3])\|(-?[0-9]{1,15})\|([a-z0-9]{1,32})$`)
	valueCursor = regexp.MustCompile(`^v\|(-?[0-9]{1,21}(?:\.[0-9]{1,24})?(?:e[+-]?[0-9]{1,3})?)\|(-?[0-9]{1,19})$`)
)

func decodeSearchCursor(value string) *searchCursor {
	if key := keyCursor.FindStringSubmatch(value); key != nil {
		rank, _ := strconv.Atoi(key[1])
		return &searchCursor{Kind: "key", Rank: rank, Ms: jsNumber(key[2]), ID: key[3]}
	}
	sorted := valueCursor.FindStringSubmatch(value)
	if sorted == nil {
		return nil
	}
	number := jsNumber(sorted[1])
	if math.IsInf(number, 0) || math.IsNaN(number) {
		return nil
	}
	return &searchCursor{Kind: "value", Value: number, Key: sorted[2]}
}

func encodeSearchCursor(cursor searchCursor) string {
	if cursor.Kind == "key" {
		return strconv.Itoa(cursor.Rank) + "|" + jsNumberString(cursor.Ms) + "|" + cursor.ID
	}
	return "v|" + jsNumberString(cursor.Value) + "|" + cursor.Key
}

// isoDateOf is the "YYYY-MM-DD" of a time's calendar day in UTC.
func isoDateOf(instant time.Time) string {
	year, month, day := instant.UTC().Date()
	return pad(year, 4) + "-" + pad(int(month), 2) + "-" + pad(day, 2)
}

func pad(value int, width int) string {
	text := strconv.Itoa(value)
	for len(text) < width {
		text = "0" + text
	}
	return text
}
