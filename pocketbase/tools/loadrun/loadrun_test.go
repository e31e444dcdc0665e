package loadrun

import (
	"errors"
	"testing"
	"time"
)

func TestRunCountsEveryCallOnceAndKeepsTheFirstError(t *testing.T) {
	seen := make(chan int, 1<<16)
	result := Run(4, 50*time.Millisecond, func(worker, index int) error {
		seen <- index
		time.Sleep(time.Millisecond)
		if index%10 == 9 {
			return errors.New("refused")
		}
		return nil
	})
	close(seen)
	indexes := map[int]bool{}
	for index := range seen {
		if indexes[index] {
			t.Fatalf("index %d given twice", index)
		}
		indexes[index] = true
	}
	if result.Count+result.Errors != len(indexes) {
		t.Fatalf("count %d + errors %d, calls %d", result.Count, result.Errors, len(indexes))
	}
	if result.Errors == 0 || result.FirstError != "refused" {
		t.Fatalf("errors %d, first %q", result.Errors, result.FirstError)
	}
	if result.P50 < 1 || result.P50 > result.P95 || result.P95 > result.P99 || result.RPS <= 0 {
		t.Fatalf("figures out of order: %+v", result)
	}
}
