package market

import (
	"errors"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// Booking requests are written by one writer per app, which commits the requests that arrived
// together in one transaction (group commit; docs/adr/0021-go-hot-routes.md, "Booking request").
//
// PocketBase has one write connection, so booking requests wrote one after another anyway, and a
// transaction's commit was nearly half of its time on that connection; while one request held
// it, the next ones waited, and each handover waited again for a free core among the HTTP work of
// all the others. The writer takes every request waiting when it starts a transaction (up to
// maxBookingBatch), runs each one's checks and writes in arrival order inside that transaction,
// and commits once. Each request's outcome is the one it would have had alone in that order:
//
//   - a refusal (404, 403, 400, 409) is found before the request writes anything, so it costs the
//     others nothing; requests later in the batch see the writes of earlier ones, as they would
//     have after their commits;
//   - any other error (a failed write, a failed commit) rolls the whole transaction back, and the
//     writer runs each request of the batch again alone, so one request's failure is only its own;
//   - an answer is sent only after the commit that made it durable; the hooks and realtime events
//     of each saved record run after that commit, as PocketBase runs them for any transaction.

// maxBookingBatch bounds a transaction's requests, so that a long queue does not make one
// transaction long (and its first request wait for the last).
const maxBookingBatch = 32

// bookingJob is one request waiting for the writer.
type bookingJob struct {
	renter    *person
	listingID string
	body      map[string]any
	now       time.Time
	done      chan bookingOutcome
}

type bookingOutcome struct {
	booking *core.Record
	err     error
}

type bookingWriter struct {
	jobs chan *bookingJob
	// transact writes a batch in one transaction (bookingTransaction; tests give their own).
	transact func(batch []*bookingJob) ([]bookingOutcome, error)
}

// newBookingWriter starts the app's writer; it serves for as long as the process runs (the
// server's graceful shutdown waits for the requests, which wait for their writes).
func newBookingWriter(app core.App) *bookingWriter {
	writer := &bookingWriter{
		jobs:     make(chan *bookingJob, maxBookingBatch*4),
		transact: func(batch []*bookingJob) ([]bookingOutcome, error) { return bookingTransaction(app, batch) },
	}
	go writer.run()
	return writer
}

// write hands the request to the writer and waits for its outcome.
func (writer *bookingWriter) write(job *bookingJob) (*core.Record, error) {
	job.done = make(chan bookingOutcome, 1)
	writer.jobs <- job
	outcome := <-job.done
	return outcome.booking, outcome.err
}

func (writer *bookingWriter) run() {
	for first := range writer.jobs {
		batch := []*bookingJob{first}
	gather:
		for len(batch) < maxBookingBatch {
			select {
			case job := <-writer.jobs:
				batch = append(batch, job)
			default:
				break gather
			}
		}
		writer.commit(batch)
	}
}

// commit writes a batch in one transaction; when that fails, each request again alone.
func (writer *bookingWriter) commit(batch []*bookingJob) {
	outcomes, err := writer.transact(batch)
	if err != nil && len(batch) > 1 {
		for _, job := range batch {
			writer.commit([]*bookingJob{job})
		}
		return
	}
	for index, job := range batch {
		if err != nil {
			job.done <- bookingOutcome{err: err}
			continue
		}
		job.done <- outcomes[index]
	}
}

// bookingTransaction runs a batch's checks and writes in one transaction, in order: a refused
// request writes nothing and is answered with its refusal; any other error ends the transaction.
func bookingTransaction(app core.App, batch []*bookingJob) ([]bookingOutcome, error) {
	outcomes := make([]bookingOutcome, len(batch))
	var made []string
	err := app.RunInTransaction(func(txApp core.App) error {
		for index, job := range batch {
			request, err := checkBookingInTransaction(txApp, job.renter, job.listingID, job.body, job.now)
			var refusal *router.ApiError
			if errors.As(err, &refusal) {
				outcomes[index] = bookingOutcome{err: refusal}
				continue
			}
			if err != nil {
				return err
			}
			booking, err := writeBookingRequest(txApp, request, job.now)
			if err != nil {
				return err
			}
			made = append(made, booking.Id)
			outcomes[index] = bookingOutcome{booking: booking}
		}
		return nil
	})
	if err != nil {
		// Nothing of the batch was committed: no e-mail for its bookings.
		for _, id := range made {
			app.Store().Remove(BookingRequestMailKey(id))
		}
		return nil, err
	}
	return outcomes, nil
}
