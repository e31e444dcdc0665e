package main

// PocketBase makes a file's thumb the first time someone asks for that size, and that visitor
// waits for it: the listing page's picture is its largest paint, and its 1200 px thumb took about
// 0.1 s to make from a 1920×1080 upload and 0.8 s from a 4000 px one on a busy machine here
// (issue 20). So the thumbs the images field declares (the `thumbs` of its schema) for a listing's
// first image are made as soon as the listing is saved, one at a time in the background after the
// commit, with the quality-80 copy of a JPEG thumb (thumb_quality.go): a new listing's first
// visitor is served stored files like every later one. A request for a thumb that is being made
// waits for it instead of making it a second time beside it; one asked for before the queue
// reaches it is still made on request, as before, and a save that finds the queue full leaves its
// thumbs to be made that way.

import (
	"log/slog"
	"net/http"
	"path"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// thumbsAheadQueue is how many saved records may wait for their thumbs.
const thumbsAheadQueue = 256

// thumbWaitLimit bounds how long a request waits for a thumb being made before making it itself.
const thumbWaitLimit = 5 * time.Second

// thumbToMake is one declared thumb of one stored file.
type thumbToMake struct {
	original string
	thumb    string
	size     string
	// key names it as a file request does: record id, file name, size.
	key string
}

// thumbsAhead makes the thumbs of saved records, one record's list at a time, on one goroutine:
// the visitors' requests keep the other core.
type thumbsAhead struct {
	app   core.App
	queue chan []thumbToMake
	// done, when set, is told after each record's list (tests wait on it).
	done func()

	mu sync.Mutex
	// making holds the thumb being made (its key), closed when it is stored.
	making map[string]chan struct{}
}

func bindThumbsAhead(app core.App) {
	startThumbsAhead(app, nil)
}

func startThumbsAhead(app core.App, done func()) *thumbsAhead {
	maker := &thumbsAhead{
		app:    app,
		queue:  make(chan []thumbToMake, thumbsAheadQueue),
		done:   done,
		making: map[string]chan struct{}{},
	}
	go maker.run()
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Id: "partilhaThumbsAheadWait",
		Func: func(e *core.ServeEvent) error {
			e.Router.BindFunc(func(re *core.RequestEvent) error {
				if key, ok := requestedThumbKey(re.Request); ok {
					maker.waitFor(re.Request, key)
				}
				return re.Next()
			})
			return e.Next()
		},
	})
	app.OnRecordAfterCreateSuccess().Bind(&hook.Handler[*core.RecordEvent]{
		Id: "partilhaThumbsAheadCreate",
		Func: func(e *core.RecordEvent) error {
			maker.enqueue(e.Record, nil)
			return e.Next()
		},
	})
	app.OnRecordAfterUpdateSuccess().Bind(&hook.Handler[*core.RecordEvent]{
		Id: "partilhaThumbsAheadUpdate",
		Func: func(e *core.RecordEvent) error {
			maker.enqueue(e.Record, e.Record.Original())
			return e.Next()
		},
	})
	return maker
}

// enqueue asks for the thumbs of the record's files that `before` (its state before an update) did not have.
func (maker *thumbsAhead) enqueue(record *core.Record, before *core.Record) {
	thumbs := declaredThumbs(record, before)
	if len(thumbs) == 0 {
		return
	}
	select {
	case maker.queue <- thumbs:
	default:
		maker.app.Logger().Debug("Thumbs queue full: made on request", slog.String("record", record.Id))
	}
}

// thumbsAheadCollection holds the pictures that are pages' largest paints: a listing's first
// image is its page's picture and its card's. Its other images (a strip of small thumbs) and
// other collections' files (avatars, review photos) are made on request as before: making every
// declared thumb of every file doubled the time `npm start`'s demo data took to load.
const thumbsAheadCollection = "listings"

// declaredThumbs lists the thumbs the file fields of a listing declare for its first file, when
// `before` (its state before an update, or nil) had another first file.
func declaredThumbs(record *core.Record, before *core.Record) []thumbToMake {
	if record.Collection().Name != thumbsAheadCollection {
		return nil
	}
	var thumbs []thumbToMake
	for _, field := range record.Collection().Fields {
		fileField, ok := field.(*core.FileField)
		if !ok || len(fileField.Thumbs) == 0 {
			continue
		}
		name := firstFile(record, fileField.Name)
		if name == "" || (before != nil && firstFile(before, fileField.Name) == name) {
			continue
		}
		for _, size := range fileField.Thumbs {
			thumbs = append(thumbs, thumbToMake{
				original: path.Join(record.BaseFilesPath(), name),
				// Where PocketBase's file route looks for it (apis/file.go).
				thumb: path.Join(record.BaseFilesPath(), "thumbs_"+name, size+"_"+name),
				size:  size,
				key:   thumbKey(record.Id, name, size),
			})
		}
	}
	return thumbs
}

func firstFile(record *core.Record, field string) string {
	names := record.GetStringSlice(field)
	if len(names) == 0 {
		return ""
	}
	return names[0]
}

func (maker *thumbsAhead) run() {
	for thumbs := range maker.queue {
		maker.make(thumbs)
		if maker.done != nil {
			maker.done()
		}
	}
}

func (maker *thumbsAhead) make(thumbs []thumbToMake) {
	fsys, err := maker.app.NewFilesystem()
	if err != nil {
		maker.app.Logger().Warn("Thumbs not made ahead", slog.String("error", err.Error()))
		return
	}
	defer fsys.Close()
	for _, thumb := range thumbs {
		if err := maker.makeOne(fsys, thumb); err != nil {
			// Not an image, or the file was removed meanwhile: the file route answers as before.
			maker.app.Logger().Debug("Thumb not made ahead", slog.String("thumb", thumb.thumb), slog.String("error", err.Error()))
		}
	}
}

// makeOne makes a thumb, with requests for it waiting meanwhile.
func (maker *thumbsAhead) makeOne(fsys *filesystem.System, thumb thumbToMake) error {
	stored := make(chan struct{})
	maker.mu.Lock()
	maker.making[thumb.key] = stored
	maker.mu.Unlock()
	defer func() {
		maker.mu.Lock()
		delete(maker.making, thumb.key)
		maker.mu.Unlock()
		close(stored)
	}()
	return makeThumb(fsys, thumb)
}

// waitFor holds a request for a thumb being made until it is stored (or thumbWaitLimit passes, or
// the request ends); PocketBase's file route then finds it.
func (maker *thumbsAhead) waitFor(request *http.Request, key string) {
	maker.mu.Lock()
	stored, ok := maker.making[key]
	maker.mu.Unlock()
	if !ok {
		return
	}
	timer := time.NewTimer(thumbWaitLimit)
	defer timer.Stop()
	select {
	case <-stored:
	case <-timer.C:
	case <-request.Context().Done():
	}
}

func thumbKey(recordId, name, size string) string {
	return recordId + "/" + name + "/" + size
}

// requestedThumbKey reads a thumb request, GET /api/files/{collection}/{recordId}/{filename}?thumb={size}.
func requestedThumbKey(request *http.Request) (string, bool) {
	if request.Method != http.MethodGet {
		return "", false
	}
	size := request.URL.Query().Get("thumb")
	rest, found := strings.CutPrefix(request.URL.Path, "/api/files/")
	parts := strings.Split(rest, "/")
	if !found || size == "" || len(parts) != 3 {
		return "", false
	}
	return thumbKey(parts[1], parts[2], size), true
}

// makeThumb writes a thumb PocketBase would make on request, unless it exists, and its quality-80 copy.
func makeThumb(fsys *filesystem.System, thumb thumbToMake) error {
	if exists, _ := fsys.Exists(thumb.thumb); !exists {
		if err := fsys.CreateThumb(thumb.original, thumb.thumb, thumb.size); err != nil {
			return err
		}
	}
	var err error
	if isJPEGThumb(thumb.thumb, nil) {
		_, err = ensureLighterThumb(fsys, thumb.thumb)
	}
	// A file deleted while its thumb was made (PocketBase deletes its thumbs with it) leaves none behind.
	if exists, _ := fsys.Exists(thumb.original); !exists {
		fsys.DeletePrefix(path.Dir(thumb.thumb) + "/")
	}
	return err
}
