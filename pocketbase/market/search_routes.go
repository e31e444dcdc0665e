package market

import (
	"bytes"
	"net/http"
	"strconv"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// The marketplace search routes (docs/adr/0021-go-hot-routes.md), moved from the JS hooks with
// the same paths, parameters, answers and messages:
//
//   - GET /api/market/search: { items: listing records (owner expanded with public fields),
//     nextCursor }. Query: type, search, category, priceRange, minPrice, maxPrice, city (same city
//     first), place (only that place), sort, from and to (free on these dates), cursor, perPage.
//   - GET /api/market/search/count: { total } for the same query.
//   - GET /api/market/places: the places with active listings, [{ city, count }].
//
// The search tables, their triggers and the FTS index stay in the JS hooks
// (pocketbase/hooks/lib/listing-search-index.ts). Answered requests are not written to the request
// log (refusals and errors are): a search's query is what a member typed, and at search rates the
// log's rows were a tenth of the route's CPU (ADR 0021, "Search: the request log and kept
// statements").
func registerSearchRoutes(se *core.ServeEvent) {
	se.Router.GET("/api/market/search", serveListingSearch).Bind(apis.SkipSuccessActivityLog())
	se.Router.GET("/api/market/search/count", serveSearchCount).Bind(apis.SkipSuccessActivityLog())
	se.Router.GET("/api/market/places", servePlaces).Bind(apis.SkipSuccessActivityLog())
}

// badRequest is a 400 whose message is sent word for word (PocketBase would make it a sentence).
func badRequest(message string) *router.ApiError {
	return apiRefusal(http.StatusBadRequest, message)
}

func requestQuery(e *core.RequestEvent) (searchQuery, error) {
	info, err := e.RequestInfo()
	if err != nil {
		return searchQuery{}, err
	}
	param := func(name string) (string, bool) {
		value, ok := info.Query[name]
		return value, ok
	}
	query, problem := checkedSearchQuery(param, func() string { return lisbonIsoDate(serverNow()) })
	if problem != "" {
		return query, badRequest(problem)
	}
	return query, nil
}

func serveListingSearch(e *core.RequestEvent) error {
	query, err := requestQuery(e)
	if err != nil {
		return err
	}
	var cursor *searchCursor
	if query.Cursor != "" {
		if cursor = decodeSearchCursor(query.Cursor); cursor == nil {
			return badRequest(searchTable.Messages.InvalidCursor)
		}
	}
	plan := planSearch(query, cursor)
	if !cursorFitsPlan(plan, cursor) {
		return badRequest(searchTable.Messages.InvalidCursor)
	}
	page, err := readSearchPage(e.App.ConcurrentDB(), plan, query.PerPage)
	if err != nil {
		return err
	}
	// The items are JSON already, stored by the search's triggers: joined, not re-encoded.
	size := 32
	for _, item := range page.items {
		size += len(item) + 1
	}
	body := bytes.NewBuffer(make([]byte, 0, size))
	body.WriteString(`{"items":[`)
	for index, item := range page.items {
		if index > 0 {
			body.WriteByte(',')
		}
		body.WriteString(item)
	}
	body.WriteString(`],"nextCursor":`)
	if page.nextCursor == nil {
		body.WriteString("null")
	} else {
		body.WriteString(strconv.Quote(encodeSearchCursor(*page.nextCursor)))
	}
	body.WriteByte('}')
	return e.Blob(http.StatusOK, "application/json", body.Bytes())
}

func serveSearchCount(e *core.RequestEvent) error {
	query, err := requestQuery(e)
	if err != nil {
		return err
	}
	statement, params := countSQL(query)
	var total int64
	if err := e.App.DB().NewQuery(statement).Bind(map[string]any(params)).Row(&total); err != nil {
		return err
	}
	return e.JSON(http.StatusOK, map[string]int64{"total": total})
}

func servePlaces(e *core.RequestEvent) error {
	rows, err := e.App.DB().NewQuery(placesSQL()).Rows()
	if err != nil {
		return err
	}
	defer rows.Close()
	counts := []placeCount{}
	for rows.Next() {
		var count placeCount
		if err := rows.Scan(&count.folded, &count.spelling, &count.count); err != nil {
			return err
		}
		counts = append(counts, count)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	return e.JSON(http.StatusOK, placeList(counts))
}
