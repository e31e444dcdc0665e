package market

import (
	"reflect"
	"testing"
)

// A renamed or dropped entry in scripts/go-tables/search.ts must fail here rather than leave a
// zero value (an empty message, a page size of 0) in the route.
func TestSearchTableHasEveryEntry(t *testing.T) {
	checkFilled(t, "search.json", reflect.ValueOf(searchTable.searchTableFile))
	if len(searchTable.folds) == 0 || len(searchTable.lowerCase) < 1000 || len(searchTable.upperCase) < 1000 {
		t.Fatalf("folding and case tables are missing: %d folds, %d lower, %d upper",
			len(searchTable.folds), len(searchTable.lowerCase), len(searchTable.upperCase))
	}
}

func checkFilled(t *testing.T, path string, value reflect.Value) {
	t.Helper()
	switch value.Kind() {
	case reflect.Struct:
		for index := 0; index < value.NumField(); index++ {
			checkFilled(t, path+"."+value.Type().Field(index).Name, value.Field(index))
		}
	case reflect.Slice, reflect.Map, reflect.String:
		if value.Len() == 0 {
			t.Errorf("%s is empty", path)
		}
	case reflect.Int, reflect.Int64:
		if value.Int() == 0 {
			t.Errorf("%s is 0", path)
		}
	}
}
