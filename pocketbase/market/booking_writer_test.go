package market

import (
	"errors"
	"sync"
	"testing"

	"github.com/pocketbase/pocketbase/core"
)

// A writer whose transactions are the test's: each job's listingID says what its request does
// ("ok", "refused", "breaks" the transaction), and every transaction is recorded.
func testWriter(t *testing.T) (*bookingWriter, func() [][]string) {
	t.Helper()
	var mu sync.Mutex
	var transactions [][]string
	refusal := apiRefusal(409, "taken")
	writer := &bookingWriter{
		jobs: make(chan *bookingJob, maxBookingBatch*4),
		transact: func(batch []*bookingJob) ([]bookingOutcome, error) {
			names := []string{}
			outcomes := make([]bookingOutcome, len(batch))
			for index, job := range batch {
				names = append(names, job.listingID)
				switch job.listingID {
				case "breaks":
					mu.Lock()
					transactions = append(transactions, names)
					mu.Unlock()
					return nil, errors.New("disk I/O error")
				case "refused":
					outcomes[index] = bookingOutcome{err: refusal}
				default:
					record := core.NewRecord(core.NewBaseCollection("bookings"))
					record.Id = job.listingID
					outcomes[index] = bookingOutcome{booking: record}
				}
			}
			mu.Lock()
			transactions = append(transactions, names)
			mu.Unlock()
			return outcomes, nil
		},
	}
	return writer, func() [][]string {
		mu.Lock()
		defer mu.Unlock()
		return transactions
	}
}

func TestBatchAnswersEachRequestItsOwnOutcome(t *testing.T) {
	writer, _ := testWriter(t)
	batch := []*bookingJob{{listingID: "a"}, {listingID: "refused"}, {listingID: "b"}}
	for _, job := range batch {
		job.done = make(chan bookingOutcome, 1)
	}
	writer.commit(batch)
	if got := (<-batch[0].done).booking; got == nil || got.Id != "a" {
		t.Errorf("first request: %v, want booking a", got)
	}
	if got := (<-batch[1].done).err; got == nil || got.Error() != "taken" {
		t.Errorf("refused request: %v, want its refusal", got)
	}
	if got := (<-batch[2].done).booking; got == nil || got.Id != "b" {
		t.Errorf("third request: %v, want booking b", got)
	}
}

func TestFailedBatchIsRetriedOneRequestAtATime(t *testing.T) {
	writer, transactions := testWriter(t)
	batch := []*bookingJob{{listingID: "a"}, {listingID: "breaks"}, {listingID: "b"}}
	for _, job := range batch {
		job.done = make(chan bookingOutcome, 1)
	}
	writer.commit(batch)
	if got := (<-batch[0].done).booking; got == nil || got.Id != "a" {
		t.Errorf("a: %v, want its booking once retried alone", got)
	}
	if got := (<-batch[1].done).err; got == nil || got.Error() != "disk I/O error" {
		t.Errorf("breaks: %v, want its own error", got)
	}
	if got := (<-batch[2].done).booking; got == nil || got.Id != "b" {
		t.Errorf("b: %v, want its booking once retried alone", got)
	}
	want := [][]string{{"a", "breaks"}, {"a"}, {"breaks"}, {"b"}}
	got := transactions()
	if len(got) != len(want) {
		t.Fatalf("transactions %v, want %v", got, want)
	}
	for index := range want {
		if len(got[index]) != len(want[index]) || got[index][0] != want[index][0] {
			t.Errorf("transaction %d: %v, want %v", index, got[index], want[index])
		}
	}
}

func TestWriterGathersWaitingRequestsIntoOneTransaction(t *testing.T) {
	writer, transactions := testWriter(t)
	// Queue requests before the writer runs: it takes them all into its first transaction, at
	// most maxBookingBatch at a time.
	const requests = maxBookingBatch + 5
	jobs := make([]*bookingJob, requests)
	for index := range jobs {
		jobs[index] = &bookingJob{listingID: "ok", done: make(chan bookingOutcome, 1)}
		writer.jobs <- jobs[index]
	}
	go writer.run()
	for _, job := range jobs {
		if outcome := <-job.done; outcome.booking == nil {
			t.Fatalf("a request got %v, want its booking", outcome.err)
		}
	}
	got := transactions()
	if len(got) != 2 || len(got[0]) != maxBookingBatch || len(got[1]) != 5 {
		sizes := []int{}
		for _, transaction := range got {
			sizes = append(sizes, len(transaction))
		}
		t.Errorf("transaction sizes %v, want [%d 5]", sizes, maxBookingBatch)
	}
}
