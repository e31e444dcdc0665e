package market

import "sort"

// placeCount is one spelling of a place and how many active listings use it.
type placeCount struct {
	folded   string
	spelling string
	count    int64
}

// place is an entry of GET /api/market/places.
type place struct {
	City  string `json:"city"`
	Count int64  `json:"count"`
}

// placeList: spellings that fold alike are one place ("Évora" and "évora"), shown in the
// spelling most listings use (on a tie, the first in code-point order), sorted by that name's
// folded form.
func placeList(counts []placeCount) []place {
	type gathered struct {
		city  string
		best  int64
		count int64
	}
	byPlace := map[string]*gathered{}
	order := []string{}
	for _, entry := range counts {
		found := byPlace[entry.folded]
		if found == nil {
			byPlace[entry.folded] = &gathered{entry.spelling, entry.count, entry.count}
			order = append(order, entry.folded)
			continue
		}
		found.count += entry.count
		if entry.count > found.best || (entry.count == found.best && utf16Less(entry.spelling, found.city)) {
			found.city, found.best = entry.spelling, entry.count
		}
	}
	sort.Slice(order, func(a, b int) bool { return utf16Less(order[a], order[b]) })
	places := make([]place, 0, len(order))
	for _, folded := range order {
		places = append(places, place{City: byPlace[folded].city, Count: byPlace[folded].count})
	}
	return places
}
