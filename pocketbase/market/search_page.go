package market

import (
	"database/sql"
	"sort"
	"strconv"

	"github.com/pocketbase/dbx"
)

// One page of a search (pocketbase/hooks/lib/listing-search-page.ts): each read returns rows in
// key order with their stored JSON (the listing's public record with its owner's public fields
// expanded, written by the search's triggers). Keys order rows by creation millisecond only, so
// each read asks for one row more than it needs: when that row is in the same millisecond as
// the last needed one, the rest of that millisecond is read too. Rows are then put in page
// order: newest first, then id descending.

type pageRow struct {
	key   int64
	group int64
	id    string
	rank  int
	item  string
}

type searchPage struct {
	items      []string
	nextCursor *searchCursor
}

func readRows(db rowReader, statement string, params sqlParams, keep bool, rank int, into []pageRow) ([]pageRow, error) {
	rows, err := db.readQuery(statement, params, keep)
	if err != nil {
		return into, err
	}
	defer rows.Close()
	for rows.Next() {
		var key string
		var row pageRow
		var item sql.NullString
		if err := rows.Scan(&key, &row.group, &row.id, &item); err != nil {
			return into, err
		}
		if row.key, err = strconv.ParseInt(key, 10, 64); err != nil {
			return into, err
		}
		row.rank, row.item = rank, item.String
		into = append(into, row)
	}
	return into, rows.Err()
}

func readKeyPage(db rowReader, plan searchPlan, perPage int) (searchPage, error) {
	limit := perPage + 1
	rows := make([]pageRow, 0, limit)
	for _, segment := range plan.Segments {
		need := limit - len(rows)
		if need <= 0 {
			break
		}
		got, err := readRows(db, segmentReadSQL(segment, need+1), plan.Params, true, segment.Rank, nil)
		if err != nil {
			return searchPage{}, err
		}
		if len(got) > need && got[need-1].group == got[need].group {
			if got, err = readRows(db, segmentRestOfMillisecondSQL(segment, got[need].key), plan.Params, false, segment.Rank, got); err != nil {
				return searchPage{}, err
			}
		}
		sort.SliceStable(got, func(a, b int) bool {
			if got[a].group != got[b].group {
				return got[a].group < got[b].group
			}
			return got[a].id > got[b].id
		})
		if len(got) > need {
			got = got[:need]
		}
		rows = append(rows, got...)
	}
	page := searchPage{items: make([]string, 0, perPage)}
	for index := 0; index < len(rows) && index < perPage; index++ {
		page.items = append(page.items, rows[index].item)
	}
	if len(rows) > perPage && perPage > 0 {
		end := rows[perPage-1]
		page.nextCursor = &searchCursor{Kind: "key", Rank: end.rank, Ms: float64(searchTable.Keys.EpochMs - end.group), ID: end.id}
	}
	return page, nil
}

func readValuePage(db rowReader, plan searchPlan, perPage int) (searchPage, error) {
	rows, err := db.readQuery(valueReadSQL(plan, perPage+1), plan.Params, true)
	if err != nil {
		return searchPage{}, err
	}
	defer rows.Close()
	page := searchPage{items: make([]string, 0, perPage)}
	for count := 0; rows.Next(); count++ {
		var key, id string
		var value sql.NullFloat64
		var item sql.NullString
		if err := rows.Scan(&key, &value, &id, &item); err != nil {
			return searchPage{}, err
		}
		if count < perPage {
			page.items = append(page.items, item.String)
		}
		if count == perPage-1 {
			// The cursor of the page's last row, kept if a row follows.
			page.nextCursor = &searchCursor{Kind: "value", Value: value.Float64, Key: key}
		}
		if count == perPage {
			return page, rows.Err()
		}
	}
	page.nextCursor = nil
	return page, rows.Err()
}

func readSearchPage(db dbx.Builder, plan searchPlan, perPage int) (searchPage, error) {
	reader := searchReader(db)
	if plan.Kind == "key" {
		return readKeyPage(reader, plan, perPage)
	}
	return readValuePage(reader, plan, perPage)
}
