package main

import (
	"bytes"
	"image/jpeg"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

// appWithThings is a bootstrapped app with a `listings` collection (`images` declares two thumbs,
// `papers` none) and a `things` collection like it. Each record list the thumbs maker finishes is
// sent on the returned channel.
func appWithThings(t *testing.T) (core.App, <-chan struct{}) {
	t.Helper()
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: t.TempDir(), DBConnect: dbConnect})
	if err := app.Bootstrap(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = app.ResetBootstrapState() })
	for _, name := range []string{"listings", "things"} {
		collection := core.NewBaseCollection(name)
		collection.Fields.Add(
			&core.FileField{Name: "images", MaxSelect: 5, MaxSize: 5 << 20, Thumbs: []string{"300x300", "800x0"}},
			&core.FileField{Name: "papers", MaxSelect: 1, MaxSize: 5 << 20},
		)
		if err := app.Save(collection); err != nil {
			t.Fatal(err)
		}
	}
	finished := make(chan struct{}, 16)
	startThumbsAhead(app, func() { finished <- struct{}{} })
	return app, finished
}

func jpegFile(t *testing.T, name string, width, height int) *filesystem.File {
	t.Helper()
	file, err := filesystem.NewFileFromBytes(photo(t, width, height), name)
	if err != nil {
		t.Fatal(err)
	}
	return file
}

func waitForThumbs(t *testing.T, finished <-chan struct{}) {
	t.Helper()
	select {
	case <-finished:
	case <-time.After(20 * time.Second):
		t.Fatal("the thumbs were not made within 20 s")
	}
}

// savedListingWithPhoto saves a listing with one JPEG of that size and waits for its thumbs.
func savedListingWithPhoto(t *testing.T, app core.App, finished <-chan struct{}, width, height int) *core.Record {
	t.Helper()
	collection, err := app.FindCollectionByNameOrId("listings")
	if err != nil {
		t.Fatal(err)
	}
	record := core.NewRecord(collection)
	record.Set("images", []*filesystem.File{jpegFile(t, "tent.jpg", width, height)})
	if err := app.Save(record); err != nil {
		t.Fatal(err)
	}
	waitForThumbs(t, finished)
	return record
}

func storedFile(t *testing.T, app core.App, key string) []byte {
	t.Helper()
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	if exists, _ := fsys.Exists(key); !exists {
		return nil
	}
	content, err := readAll(fsys, key)
	if err != nil {
		t.Fatal(err)
	}
	return content
}

func TestSavedImagesGetTheirDeclaredThumbsAndLighterCopies(t *testing.T) {
	app, finished := appWithThings(t)
	record := savedListingWithPhoto(t, app, finished, 1000, 700)

	name := record.GetStringSlice("images")[0]
	base := record.BaseFilesPath() + "/thumbs_" + name + "/"
	wantWidths := map[string]int{"300x300": 300, "800x0": 800}
	for size, width := range wantWidths {
		thumb := storedFile(t, app, base+size+"_"+name)
		lighter := storedFile(t, app, base+"q80_"+size+"_"+name)
		if thumb == nil || lighter == nil {
			t.Fatalf("%s: thumb stored %v, quality-80 copy stored %v; want both", size, thumb != nil, lighter != nil)
		}
		config, err := jpeg.DecodeConfig(bytes.NewReader(lighter))
		if err != nil || config.Width != width {
			t.Errorf("%s: the quality-80 copy decodes as %+v, %v; want a JPEG %d px wide", size, config, err, width)
		}
	}
}

func TestAnUpdateAsksForTheThumbsOfANewMainPictureOnly(t *testing.T) {
	app, finished := appWithThings(t)
	record := savedListingWithPhoto(t, app, finished, 400, 300)

	saved, err := app.FindRecordById("listings", record.Id)
	if err != nil {
		t.Fatal(err)
	}
	saved.Set("images+", []*filesystem.File{jpegFile(t, "stove.jpg", 400, 300)})
	if got := declaredThumbs(saved, saved.Original()); len(got) != 0 {
		t.Errorf("adding a second picture asks for %+v; want none (its thumbs are made on request)", got)
	}

	saved.Set("+images", []*filesystem.File{jpegFile(t, "lamp.jpg", 400, 300)})
	if err := app.Save(saved); err != nil {
		t.Fatal(err)
	}
	waitForThumbs(t, finished)
	names := saved.GetStringSlice("images")
	if len(names) != 3 {
		t.Fatalf("images %v; want three", names)
	}
	asked := declaredThumbs(saved, saved.Original())
	if len(asked) != 2 || asked[0].original != saved.BaseFilesPath()+"/"+names[0] {
		t.Errorf("with %s put first the update asks for %+v; want its two thumbs", names[0], asked)
	}
	if thumb := storedFile(t, app, saved.BaseFilesPath()+"/thumbs_"+names[0]+"/300x300_"+names[0]); thumb == nil {
		t.Error("the new main picture's 300x300 thumb was not made")
	}
	if thumb := storedFile(t, app, saved.BaseFilesPath()+"/thumbs_"+names[2]+"/300x300_"+names[2]); thumb != nil {
		t.Error("the thumb of a picture that is not the main one was made ahead")
	}
}

func TestFilesWithoutDeclaredThumbsOrNotImagesAreLeftAlone(t *testing.T) {
	app, finished := appWithThings(t)
	listings, _ := app.FindCollectionByNameOrId("listings")
	things, _ := app.FindCollectionByNameOrId("things")
	paper, err := filesystem.NewFileFromBytes([]byte("%PDF-1.4 not an image"), "terms.pdf")
	if err != nil {
		t.Fatal(err)
	}
	record := core.NewRecord(listings)
	record.Set("papers", paper)
	if got := declaredThumbs(record, nil); len(got) != 0 {
		t.Errorf("a field without thumbs asks for %+v; want none", got)
	}
	thing := core.NewRecord(things)
	thing.Set("images", []*filesystem.File{jpegFile(t, "tent.jpg", 400, 300)})
	if got := declaredThumbs(thing, nil); len(got) != 0 {
		t.Errorf("another collection's picture asks for %+v; want none", got)
	}

	notAnImage, err := filesystem.NewFileFromBytes([]byte("plain words"), "notes.jpg")
	if err != nil {
		t.Fatal(err)
	}
	record.Set("images", []*filesystem.File{notAnImage})
	if err := app.Save(record); err != nil {
		t.Fatal(err)
	}
	waitForThumbs(t, finished)
	name := record.GetStringSlice("images")[0]
	if thumb := storedFile(t, app, record.BaseFilesPath()+"/thumbs_"+name+"/300x300_"+name); thumb != nil {
		t.Errorf("a thumb of a file that is not an image was stored (%d bytes)", len(thumb))
	}
}

func TestARequestForAThumbBeingMadeWaitsForIt(t *testing.T) {
	maker := &thumbsAhead{making: map[string]chan struct{}{}}
	stored := make(chan struct{})
	maker.making[thumbKey("r1", "tent.jpg", "800x0")] = stored
	request := httptest.NewRequest(http.MethodGet, "/api/files/listings/r1/tent.jpg?thumb=800x0", nil)
	key, ok := requestedThumbKey(request)
	if !ok {
		t.Fatal("a thumb request was not recognised")
	}
	waited := make(chan struct{})
	go func() {
		maker.waitFor(request, key)
		close(waited)
	}()
	select {
	case <-waited:
		t.Fatal("the request went on while its thumb was being made")
	case <-time.After(50 * time.Millisecond):
	}
	close(stored)
	select {
	case <-waited:
	case <-time.After(time.Second):
		t.Fatal("the request still waits after its thumb was stored")
	}
	// Another size of the same file is not held.
	other := httptest.NewRequest(http.MethodGet, "/api/files/listings/r1/tent.jpg?thumb=1200x0", nil)
	otherKey, _ := requestedThumbKey(other)
	maker.waitFor(other, otherKey)
}

func TestOnlyThumbRequestsAreRead(t *testing.T) {
	cases := []struct {
		method, target string
		want           string
	}{
		{http.MethodGet, "/api/files/listings/r1/tent.jpg?thumb=800x0", "r1/tent.jpg/800x0"},
		{http.MethodGet, "/api/files/pbc_1/r1/tent.jpg?thumb=300x300&download=1", "r1/tent.jpg/300x300"},
		{http.MethodGet, "/api/files/listings/r1/tent.jpg", ""},
		{http.MethodHead, "/api/files/listings/r1/tent.jpg?thumb=800x0", ""},
		{http.MethodGet, "/api/files/token?thumb=800x0", ""},
		{http.MethodGet, "/marketplace/services/r1?thumb=800x0", ""},
	}
	for _, c := range cases {
		key, ok := requestedThumbKey(httptest.NewRequest(c.method, c.target, nil))
		if key != c.want || ok != (c.want != "") {
			t.Errorf("%s %s: %q, %v; want %q", c.method, c.target, key, ok, c.want)
		}
	}
}

func TestThumbsOfAFileDeletedMeanwhileAreNotLeftBehind(t *testing.T) {
	app, finished := appWithThings(t)
	record := savedListingWithPhoto(t, app, finished, 400, 300)
	thumb := declaredThumbs(record, nil)[0]
	fsys, err := app.NewFilesystem()
	if err != nil {
		t.Fatal(err)
	}
	defer fsys.Close()
	// The original goes while its thumb is (again) being made.
	if err := fsys.Delete(thumb.original); err != nil {
		t.Fatal(err)
	}
	_ = makeThumb(fsys, thumb)
	if exists, _ := fsys.Exists(thumb.thumb); exists {
		t.Error("the thumb of a deleted file was left behind")
	}
}
