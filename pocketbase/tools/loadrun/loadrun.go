// Package loadrun drives the benchmark tools' raw floors (benchdb query, bookingfloor): the same
// work from a number of goroutines for a fixed time, with the latency percentiles and rate that
// the bench prints beside each route.
package loadrun

import (
	"sort"
	"sync"
	"sync/atomic"
	"time"
)

// Result is what a floor prints as JSON: latencies of the successful calls in milliseconds
// (nearest rank), successful calls per second, and the failed calls with the first error.
type Result struct {
	P50        float64 `json:"p50"`
	P95        float64 `json:"p95"`
	P99        float64 `json:"p99"`
	RPS        float64 `json:"rps"`
	Count      int     `json:"count"`
	Errors     int     `json:"errors"`
	FirstError string  `json:"firstError,omitempty"`
}

// Run calls work from `concurrency` goroutines until `duration` has passed; `index` counts the
// calls of all goroutines together (0, 1, 2, ...), `worker` is the goroutine's number.
func Run(concurrency int, duration time.Duration, work func(worker, index int) error) Result {
	var next atomic.Int64
	var mu sync.Mutex
	var latencies []float64
	errors := 0
	firstError := ""
	deadline := time.Now().Add(duration)
	started := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < concurrency; w++ {
		wg.Add(1)
		go func(worker int) {
			defer wg.Done()
			local := []float64{}
			localErrors := 0
			localFirst := ""
			for time.Now().Before(deadline) {
				index := int(next.Add(1) - 1)
				t0 := time.Now()
				if err := work(worker, index); err != nil {
					localErrors++
					if localFirst == "" {
						localFirst = err.Error()
					}
					continue
				}
				local = append(local, float64(time.Since(t0).Microseconds())/1000)
			}
			mu.Lock()
			latencies = append(latencies, local...)
			errors += localErrors
			if firstError == "" {
				firstError = localFirst
			}
			mu.Unlock()
		}(w)
	}
	wg.Wait()
	elapsed := time.Since(started).Seconds()
	sort.Float64s(latencies)
	pick := func(p float64) float64 {
		if len(latencies) == 0 {
			return 0
		}
		return latencies[int(p*float64(len(latencies)-1))]
	}
	return Result{P50: pick(0.50), P95: pick(0.95), P99: pick(0.99), RPS: float64(len(latencies)) / elapsed,
		Count: len(latencies), Errors: errors, FirstError: firstError}
}
