package market

import (
	"encoding/json"
	"fmt"
	"sort"
)

// The Go side of tests/conformance: each area (a rule set moved from TypeScript to Go) answers
// inputs the conformance suite generates, and the suite compares them with the TypeScript's
// answers. An area registers itself from its own file (search_conformance.go, …) with
// addConformanceArea; pocketbase/tools/conformance serves them over JSON lines.

type conformanceArea func(input json.RawMessage) (any, error)

var conformanceAreas = map[string]conformanceArea{}

func addConformanceArea(name string, area conformanceArea) {
	if _, taken := conformanceAreas[name]; taken {
		panic("market: conformance area registered twice: " + name)
	}
	conformanceAreas[name] = area
}

// ConformanceAnswer is the Go answer of one area to one input.
func ConformanceAnswer(area string, input json.RawMessage) (any, error) {
	answer, ok := conformanceAreas[area]
	if !ok {
		return nil, fmt.Errorf("no conformance area %q (known: %v)", area, ConformanceAreas())
	}
	return answer(input)
}

// ConformanceAreas lists the registered areas.
func ConformanceAreas() []string {
	names := make([]string, 0, len(conformanceAreas))
	for name := range conformanceAreas {
		names = append(names, name)
	}
	sort.Strings(names)
	return names
}
