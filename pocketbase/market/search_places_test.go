package market

import (
	"reflect"
	"testing"
)

func TestPlaceListMakesSpellingsThatFoldAlikeOnePlace(t *testing.T) {
	got := placeList([]placeCount{
		{"porto", "Porto", 4},
		{"evora", "évora", 1},
		{"evora", "Évora", 2},
		{"evora", "EVORA", 1},
		{"braga", "Braga", 1},
	})
	want := []place{{"Braga", 1}, {"Évora", 4}, {"Porto", 4}}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("placeList = %v, want %v", got, want)
	}
}

func TestPlaceListBreaksATieByCodeUnitOrder(t *testing.T) {
	got := placeList([]placeCount{{"setubal", "Setúbal", 2}, {"setubal", "Setubal", 2}})
	if want := []place{{"Setubal", 4}}; !reflect.DeepEqual(got, want) {
		t.Fatalf("placeList = %v, want %v", got, want)
	}
	if got := placeList(nil); got == nil || len(got) != 0 {
		t.Fatalf("no places must be an empty list (JSON []), got %#v", got)
	}
}
