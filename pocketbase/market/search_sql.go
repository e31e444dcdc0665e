package market

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The SQL statements of the search, as pocketbase/hooks/lib/listing-search-sql.ts writes them
// (the website's first view still plans with it, and tests/conformance compares the two plans
// statement by statement): reads of the search tables that stop after a page and return the
// rows' stored JSON. Every value from the request is a bound parameter.

type sqlParams map[string]any

type priceBound struct {
	op    string
	value float64
}

// priceBounds: band first, then min and max (all inclusive but a band's lower edge).
func priceBounds(query searchQuery) []priceBound {
	bounds := []priceBound{}
	if query.PriceRange != "" {
		band := searchTable.bands[query.PriceRange]
		op := ">"
		if band.MinInclusive {
			op = ">="
		}
		bounds = append(bounds, priceBound{op, band.Min})
		if band.Max != nil {
			bounds = append(bounds, priceBound{"<=", *band.Max})
		}
	}
	if query.MinPrice != nil {
		bounds = append(bounds, priceBound{">=", *query.MinPrice})
	}
	if query.MaxPrice != nil {
		bounds = append(bounds, priceBound{"<=", *query.MaxPrice})
	}
	return bounds
}

// ftsPhrase escapes a search text as one FTS5 phrase: a substring match under the trigram tokenizer.
func ftsPhrase(text string) string {
	return `"` + strings.ReplaceAll(text, `"`, `""`) + `"`
}

// caseVariants: the spellings of a short text a case-insensitive match accepts.
func caseVariants(text string) []string {
	variants := []string{""}
	for _, char := range text {
		upper := []rune(jsToUpperCase(string(char)))
		spellings := []string{string(char)}
		if len(upper) == 1 && upper[0] != char {
			spellings = append(spellings, string(upper))
		}
		next := make([]string, 0, len(variants)*len(spellings))
		for _, prefix := range variants {
			for _, spelling := range spellings {
				next = append(next, prefix+spelling)
			}
		}
		variants = next
	}
	return variants
}

type textKind int

const (
	noText textKind = iota
	ftsText
	shortText
)

func textKindOf(query searchQuery) textKind {
	if query.Search == "" {
		return noText
	}
	if utf8.RuneCountInString(query.Search) >= searchTable.TrigramMinLength {
		return ftsText
	}
	return shortText
}

// filterWhere: the filters every read and the count apply; `s` is the listings_search row.
func filterWhere(query searchQuery, params sqlParams) []string {
	where := []string{"s.status = 'active'"}
	if query.Type != "all" {
		where = append(where, "s.type = {:type}")
		params["type"] = query.Type
	}
	if query.Category != "" {
		where = append(where, "s.category = {:category}")
		params["category"] = query.Category
	}
	for index, bound := range priceBounds(query) {
		name := "price" + strconv.Itoa(index)
		where = append(where, "s.price "+bound.op+" {:"+name+"}")
		params[name] = jsNumberParam(bound.value)
	}
	if query.Place != "" {
		where = append(where, "s.city = {:place}")
		params["place"] = query.Place
	}
	if query.From != "" && query.To != "" {
		params["from"] = query.From
		params["to"] = query.To
		where = append(where,
			"NOT EXISTS (SELECT 1 FROM "+searchTable.TableNames.Blocked+" b WHERE b.listing = s.listing AND b.day BETWEEN {:from} AND {:to})",
			"NOT EXISTS (SELECT 1 FROM booked_days d WHERE d.listing = s.listing AND d.day BETWEEN {:from} AND {:to})",
		)
	}
	return where
}

const (
	allParts   = "all"
	titlePart  = "title"
	restOfText = "rest"
)

func ftsQuery(text string, part string) string {
	phrase := ftsPhrase(text)
	switch part {
	case titlePart:
		return "title : " + phrase
	case restOfText:
		return phrase + " NOT title : " + phrase
	}
	return phrase
}

func shortTextWhere(query searchQuery, params sqlParams, part string) string {
	variants := caseVariants(query.Search)
	inTitle := make([]string, 0, len(variants))
	inRest := make([]string, 0, len(variants))
	for index, variant := range variants {
		name := "text" + strconv.Itoa(index)
		params[name] = variant
		inTitle = append(inTitle, "instr(i.folded_title, {:"+name+"})")
		inRest = append(inRest, "instr(i.folded_text, {:"+name+"})")
	}
	switch part {
	case titlePart:
		return "(" + strings.Join(inTitle, " OR ") + ")"
	case restOfText:
		return "NOT (" + strings.Join(inTitle, " OR ") + ") AND (" + strings.Join(inRest, " OR ") + ")"
	}
	return "(" + strings.Join(append(inTitle, inRest...), " OR ") + ")"
}

// namedCategoriesList: the categories the text names, bound, as an SQL list; "" for none.
func namedCategoriesList(query searchQuery, params sqlParams) string {
	categories := categoriesNamedBy(query.Search)
	names := make([]string, 0, len(categories))
	for index, category := range categories {
		name := "named" + strconv.Itoa(index)
		params[name] = category
		names = append(names, "{:"+name+"}")
	}
	return strings.Join(names, ", ")
}

func ftsKeysIn(params sqlParams, part string, text string) string {
	name := "match_" + part
	params[name] = ftsQuery(text, part)
	return "s.key IN (SELECT rowid FROM " + searchTable.TableNames.Text + " WHERE " + searchTable.TableNames.Text + " MATCH {:" + name + "})"
}

func textOrNamedWhere(query searchQuery, params sqlParams, part string, named string) string {
	either := "(" + ftsKeysIn(params, allParts, query.Search) + " OR s.category IN (" + named + "))"
	if part == allParts {
		return either
	}
	return "NOT " + ftsKeysIn(params, titlePart, query.Search) + " AND " + either
}

// searchSegment: where a segment's rows come from, the column that is their key, and its rank.
type searchSegment struct {
	From  string   `json:"from"`
	Key   string   `json:"key"`
	Where []string `json:"where"`
	Rank  int      `json:"rank"`
}

func keyIndex(query searchQuery, sameCity bool) string {
	switch {
	case query.Category != "":
		return "idx_search_rows_category"
	case query.Type != "all":
		return "idx_search_rows_type"
	case query.Place != "" || sameCity:
		return "idx_search_rows_city"
	}
	return "idx_search_rows_status"
}

func keySource(query searchQuery, params sqlParams, part string, sameCity bool) searchSegment {
	tables := searchTable.TableNames
	where := filterWhere(query, params)
	kind := textKindOf(query)
	rows := tables.Rows + " s INDEXED BY " + keyIndex(query, sameCity)
	if kind == noText {
		return searchSegment{From: rows, Key: "s.key", Where: where}
	}
	if kind == ftsText && part != titlePart {
		if named := namedCategoriesList(query, params); named != "" {
			return searchSegment{From: rows, Key: "s.key", Where: append(where, textOrNamedWhere(query, params, part, named))}
		}
	}
	if kind == ftsText {
		name := "match_" + part
		params[name] = ftsQuery(query.Search, part)
		return searchSegment{
			From:  tables.Text + " t CROSS JOIN " + tables.Rows + " s NOT INDEXED ON s.key = t.rowid",
			Key:   "t.rowid",
			Where: append([]string{tables.Text + " MATCH {:" + name + "}"}, where...),
		}
	}
	return searchSegment{
		From:  rows + " CROSS JOIN " + tables.Items + " i ON i.key = s.key",
		Key:   "s.key",
		Where: append(where, shortTextWhere(query, params, part)),
	}
}

func slotBits() string { return strconv.Itoa(searchTable.Keys.SlotBits) }

func cursorGroupStart() string {
	return "((" + strconv.FormatInt(searchTable.Keys.EpochMs, 10) + " - CAST({:cursorMs} AS INTEGER)) << " + slotBits() + ")"
}

func afterCursor(key string) string {
	groupEnd := "(" + cursorGroupStart() + " + " + strconv.FormatInt(searchTable.Keys.SlotMax, 10) + ")"
	return key + " >= " + cursorGroupStart() + " AND (" + key + " > " + groupEnd + " OR s.listing < {:cursorId})"
}

// searchPlan is the reads of a page: key segments (newest, best match) or one value read
// (price, rating).
type searchPlan struct {
	Kind       string          `json:"kind"`
	Segments   []searchSegment `json:"segments,omitempty"`
	From       string          `json:"from,omitempty"`
	Where      []string        `json:"where,omitempty"`
	Column     string          `json:"column,omitempty"`
	Descending bool            `json:"descending,omitempty"`
	Params     sqlParams       `json:"params"`
}

func keyPlan(query searchQuery, cursor *searchCursor) searchPlan {
	params := sqlParams{}
	parts := []string{allParts}
	if query.Sort == "best" && query.Search != "" {
		parts = []string{titlePart, restOfText}
	}
	// Same-city-first, unless a place already narrows the search to one city.
	cities := []int{0}
	if query.City != "" && query.Place == "" {
		cities = []int{1, -1}
		params["city"] = query.City
	}
	var keyCursor *searchCursor
	if cursor != nil && cursor.Kind == "key" {
		keyCursor = cursor
		params["cursorMs"] = jsNumberParam(cursor.Ms)
		params["cursorId"] = cursor.ID
	}
	segments := []searchSegment{}
	for _, part := range parts {
		for _, sameCity := range cities {
			rank := len(segments)
			src := keySource(query, params, part, sameCity == 1)
			where := append([]string{}, src.Where...)
			if sameCity == 1 {
				where = append(where, "s.city = {:city}")
			} else if sameCity == -1 {
				where = append(where, "s.city != {:city}")
			}
			segments = append(segments, searchSegment{From: src.From, Key: src.Key, Where: where, Rank: rank})
		}
	}
	if keyCursor == nil {
		return searchPlan{Kind: "key", Segments: segments, Params: params}
	}
	remaining := []searchSegment{}
	for _, segment := range segments {
		if segment.Rank < keyCursor.Rank {
			continue
		}
		if segment.Rank == keyCursor.Rank {
			segment.Where = append(append([]string{}, segment.Where...), afterCursor(segment.Key))
		}
		remaining = append(remaining, segment)
	}
	return searchPlan{Kind: "key", Segments: remaining, Params: params}
}

var valueOrders = map[string]struct {
	column     string
	descending bool
	index      string
}{
	"price-asc":  {"s.price", false, "price"},
	"price-desc": {"s.price", true, "price_desc"},
	"rating":     {"s.rating", true, "rating"},
}

func valuePlan(query searchQuery, cursor *searchCursor) searchPlan {
	tables := searchTable.TableNames
	params := sqlParams{}
	order := valueOrders[query.Sort]
	where := filterWhere(query, params)
	index := "idx_search_rows_"
	if query.Place != "" {
		index += "city_"
	}
	from := tables.Rows + " s INDEXED BY " + index + order.index
	switch textKindOf(query) {
	case ftsText:
		if named := namedCategoriesList(query, params); named == "" {
			where = append(where, ftsKeysIn(params, allParts, query.Search))
		} else {
			where = append(where, textOrNamedWhere(query, params, allParts, named))
		}
	case shortText:
		from += " CROSS JOIN " + tables.Items + " i ON i.key = s.key"
		where = append(where, shortTextWhere(query, params, allParts))
	}
	if cursor != nil && cursor.Kind == "value" {
		params["cursorValue"] = jsNumberParam(cursor.Value)
		params["cursorKey"] = cursor.Key
		beyond := ">"
		if order.descending {
			beyond = "<"
		}
		where = append(where, fmt.Sprintf("%[1]s %[2]s= {:cursorValue} AND (%[1]s %[2]s {:cursorValue} OR s.key > {:cursorKey})", order.column, beyond))
	}
	return searchPlan{Kind: "value", From: from, Where: where, Column: order.column, Descending: order.descending, Params: params}
}

// planSearch: the reads of a search and their parameters, for the page after cursor.
func planSearch(query searchQuery, cursor *searchCursor) searchPlan {
	if query.Sort == "newest" || query.Sort == "best" {
		return keyPlan(query, cursor)
	}
	return valuePlan(query, cursor)
}

// cursorFitsPlan: a cursor of another kind of order does not fit.
func cursorFitsPlan(plan searchPlan, cursor *searchCursor) bool {
	return cursor == nil || cursor.Kind == plan.Kind
}

func readSQL(segment searchSegment, where []string, tail string) string {
	tables := searchTable.TableNames
	read := "SELECT " + segment.Key + " AS key, s.listing AS listing, s.owner AS owner FROM " + segment.From +
		" WHERE " + strings.Join(where, " AND ") + " ORDER BY " + segment.Key + tail
	return "SELECT CAST(p.key AS TEXT) AS key, p.key >> " + slotBits() + " AS grp, p.listing AS id, coalesce(o.expand_head, '{') || i.item_tail AS item " +
		"FROM (" + read + ") p JOIN " + tables.Items + " i ON i.key = p.key LEFT JOIN " + tables.Owners + " o ON o.id = p.owner ORDER BY p.key"
}

// segmentReadSQL: the first limit rows of a segment in key order (limits are written into the
// statement: SQLite's planner looks at them).
func segmentReadSQL(segment searchSegment, limit int) string {
	return readSQL(segment, segment.Where, " LIMIT "+strconv.Itoa(limit))
}

// segmentRestOfMillisecondSQL: the rows of a segment after key `after` (read from the search
// tables, not the request) in the same millisecond.
func segmentRestOfMillisecondSQL(segment searchSegment, after int64) string {
	key := strconv.FormatInt(after, 10)
	groupEnd := "(((" + key + " >> " + slotBits() + ") << " + slotBits() + ") + " + strconv.FormatInt(searchTable.Keys.SlotMax, 10) + ")"
	where := append(append([]string{}, segment.Where...), segment.Key+" > "+key, segment.Key+" <= "+groupEnd)
	return readSQL(segment, where, "")
}

// valueReadSQL: the first limit rows of a price or rating order.
func valueReadSQL(plan searchPlan, limit int) string {
	tables := searchTable.TableNames
	direction := ""
	if plan.Descending {
		direction = " DESC"
	}
	read := "SELECT s.key AS key, " + plan.Column + " AS v, s.listing AS listing, s.owner AS owner FROM " + plan.From +
		" WHERE " + strings.Join(plan.Where, " AND ") + " ORDER BY " + plan.Column + direction + ", s.key LIMIT " + strconv.Itoa(limit)
	return "SELECT CAST(p.key AS TEXT) AS key, p.v AS v, p.listing AS id, coalesce(o.expand_head, '{') || i.item_tail AS item " +
		"FROM (" + read + ") p JOIN " + tables.Items + " i ON i.key = p.key LEFT JOIN " + tables.Owners + " o ON o.id = p.owner ORDER BY p.v" + direction + ", p.key"
}

// countSQL: how many listings match (from the counts table when only type, category and place
// narrow the search).
func countSQL(query searchQuery) (string, sqlParams) {
	params := sqlParams{}
	if textKindOf(query) == noText && len(priceBounds(query)) == 0 && !(query.From != "" && query.To != "") {
		counted := []string{"1 = 1"}
		narrow := func(column string, value string) {
			if value == "" {
				return
			}
			counted = append(counted, column+" = {:"+column+"}")
			params[column] = value
		}
		if query.Type != "all" {
			narrow("type", query.Type)
		}
		narrow("category", query.Category)
		narrow("city", query.Place)
		return "SELECT coalesce(sum(n), 0) AS n FROM " + searchTable.TableNames.Counts + " WHERE " + strings.Join(counted, " AND "), params
	}
	src := keySource(query, params, allParts, false)
	return "SELECT count(*) AS n FROM " + src.From + " WHERE " + strings.Join(src.Where, " AND "), params
}

func placesSQL() string {
	return "SELECT city, place, sum(n) AS n FROM " + searchTable.TableNames.Counts + " WHERE city != '' GROUP BY city, place"
}
