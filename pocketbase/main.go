// Partilha's backend: PocketBase built from its Go module, behaving like the stock binary
// (JS hooks in pb_hooks, JS migrations in pb_migrations, static files from pb_public).
// The business rules live in the JS hooks and migrations, except the routes a profile moved to Go
// (package market: search, count and places, docs/adr/0021), which read tables generated from
// packages/domain and are held to it by tests/conformance. The rest of the Go here is transport
// and runtime: transport-level fixes of PocketBase faults that hooks cannot reach
// (docs/adr/0006); three runtime settings (docs/adr/0007): a gate that keeps requests out of JS
// middlewares that declare they do not need them, the garbage collector's target, and no guessed
// dev mode; the serving of the website's precompressed files, which the hooks call as `$website`
// (docs/adr/0014); lighter JPEG thumbnails (thumb_quality.go, issue 18) made ahead for a listing's
// first image (thumbs_ahead.go); the SQLite driver (db_driver_*.go, docs/adr/0020); realtime
// events sent only to their possible audience (realtime_*.go, docs/adr/0022); and an opt-in
// profiler on a loopback address (pprof.go).
package main

import (
	"bytes"
	"encoding/json"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"github.com/pocketbase/pocketbase"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/plugins/jsvm"
	"github.com/pocketbase/pocketbase/plugins/migratecmd"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"

	"partilha/pocketbase/market"
)

func main() {
	tuneGarbageCollector()
	startProfiler()

	// PocketBase guesses `go run` from the binary's path: for a checkout under the temp directory
	// (CI clones, benchmarks) it turned dev mode on, which logs every SQL statement, and moved the
	// default data dir to the working dir. Both are fixed here; `--dev` and `--dir` still work.
	app := pocketbase.NewWithConfig(pocketbase.Config{
		DefaultDev:     false,
		DefaultDataDir: filepath.Join(os.Args[0], "../pb_data"),
		DBConnect:      dbConnect, // the SQLite driver of this build: db_driver_*.go, docs/adr/0020
	})

	var hooksDir, migrationsDir, publicDir string
	var hooksWatch, automigrate, indexFallback bool
	var hooksPool int

	flags := app.RootCmd.PersistentFlags()
	flags.StringVar(&hooksDir, "hooksDir", "", "the directory with the JS app hooks")
	flags.BoolVar(&hooksWatch, "hooksWatch", true, "auto restart the app on pb_hooks file change")
	flags.IntVar(&hooksPool, "hooksPool", 15, "the total prewarm goja.Runtime instances for the JS app hooks execution")
	flags.StringVar(&migrationsDir, "migrationsDir", "", "the directory with the user defined migrations")
	flags.BoolVar(&automigrate, "automigrate", true, "enable/disable auto migrations")
	flags.StringVar(&publicDir, "publicDir", defaultPublicDir(), "the directory to serve static files")
	flags.BoolVar(&indexFallback, "indexFallback", true, "fallback to index.html on missing static path (SPA routes)")

	app.RootCmd.ParseFlags(os.Args[1:])

	jsvm.MustRegister(app, jsvm.Config{
		MigrationsDir: migrationsDir,
		HooksDir:      hooksDir,
		HooksWatch:    hooksWatch,
		HooksPoolSize: hooksPool,
		OnInit:        websiteFilesBinder(publicDir, indexFallback),
	})

	migratecmd.MustRegister(app, app.RootCmd, migratecmd.Config{
		TemplateLang: migratecmd.TemplateLangJS,
		Automigrate:  automigrate,
		Dir:          migrationsDir,
	})

	// Serve the built website from publicDir unless a hook already defined the catch-all route:
	// hooks/website-headers.pb.ts does (same directory, plus the website's security headers), so
	// this header-less route only serves when that hook is missing.
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(e *core.ServeEvent) error {
			if !e.Router.HasRoute(http.MethodGet, "/{path...}") {
				e.Router.GET("/{path...}", apis.Static(os.DirFS(publicDir), indexFallback))
			}
			return e.Next()
		},
		Priority: 999,
	})

	bindTransportFixes(app)
	bindMethodGates(app)
	bindLighterThumbs(app)
	bindThumbsAhead(app)
	bindRealtimeAudience(app)
	market.Register(app)

	if err := app.Start(); err != nil {
		log.Fatal(err)
	}
}

// gcPercent is the garbage collector's heap growth target unless GOGC says otherwise. The hooks'
// JS engine allocates heavily, and at Go's default of 100 the collector took a quarter of the CPU
// under search load: 400 served about 25% more searches a second at a lower p95, for about 45%
// more resident memory (docs/adr/0007).
const gcPercent = 400

func tuneGarbageCollector() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(gcPercent)
	}
}

// defaultPublicDir is pb_public next to the executable.
func defaultPublicDir() string {
	return filepath.Join(os.Args[0], "../pb_public")
}

// bindTransportFixes works around two faults of PocketBase v0.39.11 that no JS hook can reach,
// both found by tests/api/fuzz (docs/adr/0006-transport-fixes-in-main-go.md):
//
//   - The router swaps each request's body in place, which hides a body left unread from Go's
//     server: after an early refusal it kept the connection open and read the rest of a large
//     body as the next request (request smuggling). The router now gets a shallow copy, so the
//     server still sees the body it must drain or close the connection on.
//   - A multipart record create or update whose `@jsonPayload` is `null` makes the body map nil,
//     and adding the uploaded files to it panics (a 500). Such a payload is refused with a 400.
//
// And one refusal for every route (issue 21): a JSON body that is not one JSON object (malformed,
// cut short, an array, `null`, trailing text) gets a 400 "The request body must be a JSON object."
// before any handler reads it. Before, JS routes answered "Something went wrong while processing
// your request." and logged the decoder's words ("unexpected EOF") as an error with status 0.
// Both refusals are written as answers, not returned as errors: bad input from a client is not a
// server error, so the request log keeps them at the info level with their 400.
func bindTransportFixes(app core.App) {
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(e *core.ServeEvent) error {
			e.Router.Bind(&hook.Handler[*core.RequestEvent]{
				Id:       "partilhaNullJSONPayload",
				Priority: apis.DefaultBodyLimitMiddlewarePriority + 1, // parse within the body limit
				Func:     refuseNullJSONPayload,
			})
			e.Router.Bind(&hook.Handler[*core.RequestEvent]{
				Id:       "partilhaMalformedJSONBody",
				Priority: apis.DefaultBodyLimitMiddlewarePriority + 1,
				Func:     refuseMalformedJSONBody,
			})
			if err := e.Next(); err != nil {
				return err
			}
			handler := e.Server.Handler
			e.Server.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				handler.ServeHTTP(w, r.WithContext(r.Context()))
			})
			return nil
		},
		Priority: -1000, // first in, so its e.Next() returns after the handler is built
	})
}

// notAJSONObject is the refusal of a body that should be one JSON object and is not.
const notAJSONObject = "The request body must be a JSON object."

// refuseBody answers a 400 in PocketBase's error shape without returning an error (see
// bindTransportFixes).
func refuseBody(e *core.RequestEvent, message string) error {
	return e.JSON(http.StatusBadRequest, map[string]any{"status": http.StatusBadRequest, "message": message, "data": map[string]any{}})
}

func refuseNullJSONPayload(e *core.RequestEvent) error {
	contentType := strings.ToLower(e.Request.Header.Get("Content-Type"))
	if !strings.HasPrefix(contentType, "multipart/form-data") || !strings.HasPrefix(e.Request.URL.Path, "/api/collections/") {
		return e.Next()
	}
	// The same parse (and limit) PocketBase's own body reading uses; the result is cached.
	if e.Request.MultipartForm == nil {
		if err := e.Request.ParseMultipartForm(router.DefaultMaxMemory); err != nil {
			return refuseBody(e, "The request body could not be read.")
		}
	}
	for _, payload := range e.Request.MultipartForm.Value[router.JSONPayloadKey] {
		if strings.TrimSpace(payload) == "null" {
			return refuseBody(e, notAJSONObject)
		}
	}
	return e.Next()
}

// refuseMalformedJSONBody refuses a JSON body (by PocketBase's own test: a Content-Type starting
// with "application/json" and a body) that is not exactly one JSON object. The body is read
// through the router's rereadable reader, so the handler reads it again from the start (the body
// limit's reader then counts it twice: a JSON body over half the limit, 16 MB by default, is
// refused as too large; no JSON body of ours comes near that).
func refuseMalformedJSONBody(e *core.RequestEvent) error {
	if e.Request.ContentLength == 0 || !strings.HasPrefix(e.Request.Header.Get("Content-Type"), "application/json") {
		return e.Next()
	}
	if _, rereadable := e.Request.Body.(router.Rereader); !rereadable {
		return e.Next()
	}
	body, err := io.ReadAll(e.Request.Body)
	if err != nil {
		return err
	}
	if !isOneJSONObject(body) {
		return refuseBody(e, notAJSONObject)
	}
	return e.Next()
}

func isOneJSONObject(body []byte) bool {
	text := bytes.TrimLeft(body, " \t\r\n")
	return len(text) > 0 && text[0] == '{' && json.Valid(text)
}
