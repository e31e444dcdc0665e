package market

import (
	_ "embed"
	"encoding/json"
	"sort"
)

// The search's rules, texts and key layout, generated from packages/domain and the route's
// TypeScript by scripts/go-tables/search.ts (`npx tsx scripts/go-tables/generate.ts`): the Go
// code reads them here and never writes one of them twice.
//
//go:embed tables/search.json
var searchTablesJSON []byte

type priceBandTable struct {
	Value        string   `json:"value"`
	Min          float64  `json:"min"`
	MinInclusive bool     `json:"minInclusive"`
	Max          *float64 `json:"max"`
}

type namedCategoryTable struct {
	Category string   `json:"category"`
	Names    []string `json:"names"`
	Words    []string `json:"words"`
}

type codeRange [2]rune

type searchTableFile struct {
	PageSize              int              `json:"pageSize"`
	MaxPageSize           int              `json:"maxPageSize"`
	TextMax               int              `json:"textMax"`
	TrigramMinLength      int              `json:"trigramMinLength"`
	CategoryNameMinLength int              `json:"categoryNameMinLength"`
	DatesMaxDays          int              `json:"datesMaxDays"`
	Types                 []string         `json:"types"`
	Sorts                 []string         `json:"sorts"`
	PriceBands            []priceBandTable `json:"priceBands"`
	CategoryFilter        struct {
		All          string `json:"all"`
		AllServices  string `json:"allServices"`
		AllEquipment string `json:"allEquipment"`
	} `json:"categoryFilter"`
	ServiceCategories   []string             `json:"serviceCategories"`
	EquipmentCategories []string             `json:"equipmentCategories"`
	NamedCategories     []namedCategoryTable `json:"namedCategories"`
	Folds               [][2]string          `json:"folds"`
	Messages            struct {
		InvalidSort   string `json:"invalidSort"`
		InvalidCursor string `json:"invalidCursor"`
		DatesBoth     string `json:"datesBoth"`
		DatesFormat   string `json:"datesFormat"`
		DatesOrder    string `json:"datesOrder"`
		DatesPast     string `json:"datesPast"`
		DatesTooLong  string `json:"datesTooLong"`
	} `json:"messages"`
	Keys struct {
		SlotBits int   `json:"slotBits"`
		SlotMax  int64 `json:"slotMax"`
		EpochMs  int64 `json:"epochMs"`
	} `json:"keys"`
	TableNames struct {
		Rows    string `json:"rows"`
		Items   string `json:"items"`
		Text    string `json:"text"`
		Owners  string `json:"owners"`
		Blocked string `json:"blocked"`
		Counts  string `json:"counts"`
	} `json:"tableNames"`
	JavaScript struct {
		WhiteSpace []codeRange          `json:"whiteSpace"`
		LowerCase  [][2]json.RawMessage `json:"lowerCase"`
		UpperCase  [][2]json.RawMessage `json:"upperCase"`
		FinalSigma struct {
			Cased         []codeRange `json:"cased"`
			CaseIgnorable []codeRange `json:"caseIgnorable"`
		} `json:"finalSigma"`
	} `json:"javascript"`
}

// searchRules is the table file with the look-ups the code needs built once.
type searchRules struct {
	searchTableFile
	types               map[string]bool
	sorts               map[string]bool
	bands               map[string]priceBandTable
	serviceCategories   map[string]bool
	equipmentCategories map[string]bool
	namedWords          []map[string]bool
	folds               map[rune]string
	lowerCase           map[rune]string
	upperCase           map[rune]string
}

var searchTable = loadSearchRules(searchTablesJSON)

func loadSearchRules(text []byte) *searchRules {
	rules := &searchRules{}
	if err := json.Unmarshal(text, &rules.searchTableFile); err != nil {
		panic("market: tables/search.json: " + err.Error())
	}
	rules.types = setOf(rules.Types)
	rules.sorts = setOf(rules.Sorts)
	rules.serviceCategories = setOf(rules.ServiceCategories)
	rules.equipmentCategories = setOf(rules.EquipmentCategories)
	rules.bands = map[string]priceBandTable{}
	for _, band := range rules.PriceBands {
		rules.bands[band.Value] = band
	}
	for _, named := range rules.NamedCategories {
		rules.namedWords = append(rules.namedWords, setOf(named.Words))
	}
	rules.folds = map[rune]string{}
	for _, fold := range rules.Folds {
		rules.folds[[]rune(fold[0])[0]] = fold[1]
	}
	rules.lowerCase = caseMappings(rules.JavaScript.LowerCase)
	rules.upperCase = caseMappings(rules.JavaScript.UpperCase)
	return rules
}

func caseMappings(pairs [][2]json.RawMessage) map[rune]string {
	mappings := make(map[rune]string, len(pairs))
	for _, pair := range pairs {
		var code rune
		var text string
		if json.Unmarshal(pair[0], &code) != nil || json.Unmarshal(pair[1], &text) != nil {
			panic("market: tables/search.json: a case mapping is not [code, text]")
		}
		mappings[code] = text
	}
	return mappings
}

func setOf(values []string) map[string]bool {
	set := make(map[string]bool, len(values))
	for _, value := range values {
		set[value] = true
	}
	return set
}

// inRanges reports whether code is in one of the sorted, disjoint ranges.
func inRanges(ranges []codeRange, code rune) bool {
	at := sort.Search(len(ranges), func(index int) bool { return ranges[index][1] >= code })
	return at < len(ranges) && ranges[at][0] <= code
}
