package market

import (
	"encoding/json"
	"math"
	"time"
)

// The search's conformance areas (tests/conformance/search.test.ts builds the same answers from
// the TypeScript). Parameters arrive as [name, value] pairs in order; the first of a repeated
// name counts, as in PocketBase's request info.

type searchParamsInput struct {
	Params [][2]string `json:"params"`
	Today  string      `json:"today"`
}

func (input searchParamsInput) param() queryParam {
	first := map[string]string{}
	for _, pair := range input.Params {
		if _, seen := first[pair[0]]; !seen {
			first[pair[0]] = pair[1]
		}
	}
	return func(name string) (string, bool) {
		value, ok := first[name]
		return value, ok
	}
}

func cursorAnswer(cursor *searchCursor) any {
	if cursor == nil {
		return nil
	}
	if cursor.Kind == "key" {
		return map[string]any{"kind": "key", "rank": cursor.Rank, "ms": cursor.Ms, "id": cursor.ID}
	}
	return map[string]any{"kind": "value", "value": cursor.Value, "key": cursor.Key}
}

func planAnswer(plan searchPlan, perPage int) map[string]any {
	limit := perPage + 1
	if plan.Kind == "value" {
		return map[string]any{
			"kind": "value", "from": plan.From, "where": plan.Where, "column": plan.Column,
			"descending": plan.Descending, "params": plan.Params,
			"statements": []string{valueReadSQL(plan, limit)},
		}
	}
	statements := []string{}
	for _, segment := range plan.Segments {
		statements = append(statements, segmentReadSQL(segment, limit), segmentRestOfMillisecondSQL(segment, 12345678901234567))
	}
	return map[string]any{"kind": "key", "segments": plan.Segments, "params": plan.Params, "statements": statements}
}

func finiteOrNull(value float64) any {
	if math.IsNaN(value) || math.IsInf(value, 0) {
		return nil
	}
	return value
}

func init() {
	addConformanceArea("search.query", func(raw json.RawMessage) (any, error) {
		var input searchParamsInput
		if err := json.Unmarshal(raw, &input); err != nil {
			return nil, err
		}
		query, problem := checkedSearchQuery(input.param(), func() string { return input.Today })
		if problem != "" {
			return map[string]any{"error": problem}, nil
		}
		return map[string]any{"query": query}, nil
	})
	addConformanceArea("search.plan", func(raw json.RawMessage) (any, error) {
		var input searchParamsInput
		if err := json.Unmarshal(raw, &input); err != nil {
			return nil, err
		}
		query := readSearchQuery(input.param())
		var cursor *searchCursor
		if query.Cursor != "" {
			cursor = decodeSearchCursor(query.Cursor)
		}
		plan := planSearch(query, cursor)
		count, countParams := countSQL(query)
		return map[string]any{
			"invalidCursor": (query.Cursor != "" && cursor == nil) || !cursorFitsPlan(plan, cursor),
			"plan":          planAnswer(plan, query.PerPage),
			"count":         map[string]any{"sql": count, "params": countParams},
		}, nil
	})
	addConformanceArea("search.text", func(raw json.RawMessage) (any, error) {
		var text string
		if err := json.Unmarshal(raw, &text); err != nil {
			return nil, err
		}
		return map[string]any{
			"searchText":   searchTextOf(text),
			"foldPlace":    foldPlace(text),
			"fold":         foldSearchText(text),
			"categories":   categoriesNamedBy(text),
			"caseVariants": caseVariantsOfShort(text),
			"number":       finiteOrNull(jsNumber(text)),
			"numberText":   jsNumberString(jsNumber(text)),
		}, nil
	})
	addConformanceArea("search.cursor", func(raw json.RawMessage) (any, error) {
		var text string
		if err := json.Unmarshal(raw, &text); err != nil {
			return nil, err
		}
		cursor := decodeSearchCursor(text)
		if cursor == nil {
			return map[string]any{"decoded": nil}, nil
		}
		return map[string]any{"decoded": cursorAnswer(cursor), "encoded": encodeSearchCursor(*cursor)}, nil
	})
	addConformanceArea("search.places", func(raw json.RawMessage) (any, error) {
		var input []struct {
			Folded   string `json:"folded"`
			Spelling string `json:"spelling"`
			Count    int64  `json:"count"`
		}
		if err := json.Unmarshal(raw, &input); err != nil {
			return nil, err
		}
		counts := make([]placeCount, 0, len(input))
		for _, entry := range input {
			counts = append(counts, placeCount{entry.Folded, entry.Spelling, entry.Count})
		}
		return placeList(counts), nil
	})
	addConformanceArea("search.numberText", func(raw json.RawMessage) (any, error) {
		var value float64
		if err := json.Unmarshal(raw, &value); err != nil {
			return nil, err
		}
		return jsNumberString(value), nil
	})
	addConformanceArea("search.clock", func(raw json.RawMessage) (any, error) {
		var input struct {
			Ms        int64  `json:"ms"`
			Timestamp string `json:"timestamp"`
		}
		if err := json.Unmarshal(raw, &input); err != nil {
			return nil, err
		}
		var parsed any
		if instant, ok := parseTimestamp(jsTrim(input.Timestamp)); ok {
			parsed = instant.UnixMilli()
		}
		return map[string]any{"lisbonDate": lisbonIsoDate(time.UnixMilli(input.Ms)), "timestamp": parsed}, nil
	})
}

// caseVariantsOfShort: the case variants the search binds for a text of 1–2 characters.
func caseVariantsOfShort(text string) []string {
	if len([]rune(text)) > 2 {
		return []string{}
	}
	return caseVariants(text)
}
