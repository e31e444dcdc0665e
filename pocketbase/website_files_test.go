package main

import (
	"compress/gzip"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

func TestNegotiateEncoding(t *testing.T) {
	both := []string{"br", "gzip"}
	cases := []struct {
		header    string
		available []string
		want      string
	}{
		{"gzip, deflate, br, zstd", both, "br"},
		{"gzip, deflate", both, "gzip"},
		{"", both, ""},
		{"identity", both, ""},
		{"br;q=0, gzip", both, "gzip"},
		{"br;q=0.5, gzip;q=0.8", both, "gzip"},
		{"BR;Q=1, gzip;q=1", both, "br"},
		{"*", both, "br"},
		{"*;q=0, gzip", both, "gzip"},
		{"br;q=0, gzip;q=0", both, ""},
		{"br;q=nonsense, gzip", both, "gzip"},
		{"br", []string{"gzip"}, ""},
		{"gzip, br", []string{"gzip"}, "gzip"},
		{" gzip ;  q=0.1 ,br;q=0.05", both, "gzip"},
	}
	for _, c := range cases {
		if got := negotiateEncoding(c.header, c.available); got != c.want {
			t.Errorf("Accept-Encoding %q with %v: got %q, want %q", c.header, c.available, got, c.want)
		}
	}
}

// site writes a small built website: a hashed asset with its brotli and gzip files, an unhashed
// file with none, and index.html with its own head.
func site(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	built := time.Now().Add(-time.Minute).Truncate(time.Second)
	files := map[string]string{
		"index.html":              "<!doctype html><html><head>\n<meta charset=\"UTF-8\" />\n<meta\n  name=\"description\"\n  content=\"Default.\"\n/>\n<title>Default title</title>\n</head><body></body></html>",
		"assets/app-AbC123.js":    "console.log('identity');",
		"assets/app-AbC123.js.br": "brotli bytes",
		"assets/app-AbC123.js.gz": "gzip bytes",
		"robots.txt":              "User-agent: *",
		"favicon.ico":             "icon",
	}
	for name, content := range files {
		full := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(full), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(full, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
		// Built together: the compressed files are as new as their originals.
		if err := os.Chtimes(full, built, built); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// getEvent is a GET of target with the given headers, answered into the recorder it returns.
func getEvent(target string, header map[string]string) (*core.RequestEvent, *httptest.ResponseRecorder) {
	event := &core.RequestEvent{}
	event.Request = httptest.NewRequest(http.MethodGet, target, nil)
	for name, value := range header {
		event.Request.Header.Set(name, value)
	}
	recorder := httptest.NewRecorder()
	event.Response = recorder
	return event, recorder
}

func serve(t *testing.T, dir, method, target string, header http.Header) *httptest.ResponseRecorder {
	t.Helper()
	event := &core.RequestEvent{}
	event.Request = httptest.NewRequest(method, target, nil)
	event.Request.SetPathValue("path", strings.TrimPrefix(strings.SplitN(target, "?", 2)[0], "/"))
	for name, values := range header {
		event.Request.Header[name] = values
	}
	recorder := httptest.NewRecorder()
	event.Response = recorder
	if err := (websiteBindings{}).Serve(event, dir, true, `^assets/`, "no-cache"); err != nil {
		t.Fatalf("%s %s: %v", method, target, err)
	}
	return recorder
}

func TestServeSendsThePrecompressedFileTheClientAccepts(t *testing.T) {
	dir := site(t)
	for _, c := range []struct{ accept, encoding, body string }{
		{"gzip, deflate, br", "br", "brotli bytes"},
		{"gzip", "gzip", "gzip bytes"},
		{"", "", "console.log('identity');"},
		{"br;q=0, gzip;q=0", "", "console.log('identity');"},
	} {
		answer := serve(t, dir, http.MethodGet, "/assets/app-AbC123.js", http.Header{"Accept-Encoding": {c.accept}})
		got := answer.Result()
		if got.StatusCode != 200 || got.Header.Get("Content-Encoding") != c.encoding || answer.Body.String() != c.body {
			t.Errorf("%q: status %d, encoding %q, body %q", c.accept, got.StatusCode, got.Header.Get("Content-Encoding"), answer.Body.String())
		}
		if got.Header.Get("Content-Type") != "text/javascript; charset=utf-8" || got.Header.Get("Vary") != "Accept-Encoding" {
			t.Errorf("%q: type %q, vary %q", c.accept, got.Header.Get("Content-Type"), got.Header.Get("Vary"))
		}
		if got.Header.Get("Content-Length") != strconv.Itoa(len(c.body)) {
			t.Errorf("%q: length %q for %d bytes", c.accept, got.Header.Get("Content-Length"), len(c.body))
		}
		if got.Header.Get("Cache-Control") != immutableCaching {
			t.Errorf("%q: cache %q", c.accept, got.Header.Get("Cache-Control"))
		}
	}
}

func TestServeAnswersConditionalRequestsPerEncoding(t *testing.T) {
	dir := site(t)
	first := serve(t, dir, http.MethodGet, "/assets/app-AbC123.js", http.Header{"Accept-Encoding": {"br"}}).Result()
	tag := first.Header.Get("ETag")
	if tag == "" || first.Header.Get("Last-Modified") == "" {
		t.Fatalf("no ETag or Last-Modified: %v", first.Header)
	}
	again := serve(t, dir, http.MethodGet, "/assets/app-AbC123.js", http.Header{"Accept-Encoding": {"br"}, "If-None-Match": {tag}})
	if again.Code != http.StatusNotModified || again.Body.Len() != 0 {
		t.Errorf("If-None-Match of the same encoding: %d with %d bytes, want 304", again.Code, again.Body.Len())
	}
	other := serve(t, dir, http.MethodGet, "/assets/app-AbC123.js", http.Header{"Accept-Encoding": {"gzip"}, "If-None-Match": {tag}})
	if other.Code != http.StatusOK || other.Body.String() != "gzip bytes" {
		t.Errorf("the brotli tag matched the gzip file: %d %q", other.Code, other.Body.String())
	}
	head := serve(t, dir, http.MethodHead, "/assets/app-AbC123.js", http.Header{"Accept-Encoding": {"br"}})
	if head.Code != http.StatusOK || head.Body.Len() != 0 || head.Header().Get("Content-Length") != "12" {
		t.Errorf("HEAD: %d, %d bytes, length %q", head.Code, head.Body.Len(), head.Header().Get("Content-Length"))
	}
}

func TestServeIgnoresAPrecompressedFileOlderThanItsOriginal(t *testing.T) {
	dir := site(t)
	old := time.Now().Add(-time.Hour) // older than the build above
	if err := os.Chtimes(filepath.Join(dir, "assets/app-AbC123.js.br"), old, old); err != nil {
		t.Fatal(err)
	}
	answer := serve(t, dir, http.MethodGet, "/assets/app-AbC123.js", http.Header{"Accept-Encoding": {"br"}})
	if answer.Header().Get("Content-Encoding") != "" || answer.Body.String() != "console.log('identity');" {
		t.Errorf("stale brotli file served: %q %q", answer.Header().Get("Content-Encoding"), answer.Body.String())
	}
}

func TestServeTypesCachingAndFallback(t *testing.T) {
	dir := site(t)
	for _, c := range []struct{ target, contentType, body string }{
		{"/robots.txt", "text/plain; charset=utf-8", "User-agent: *"},
		{"/favicon.ico", "image/x-icon", "icon"},
		{"/home", "text/html; charset=utf-8", ""},
		{"/marketplace/services/abc", "text/html; charset=utf-8", ""},
	} {
		answer := serve(t, dir, http.MethodGet, c.target, nil)
		if answer.Code != 200 || answer.Header().Get("Content-Type") != c.contentType || answer.Header().Get("Cache-Control") != "no-cache" {
			t.Errorf("%s: %d %q %q", c.target, answer.Code, answer.Header().Get("Content-Type"), answer.Header().Get("Cache-Control"))
		}
		if c.body != "" && answer.Body.String() != c.body {
			t.Errorf("%s: body %q", c.target, answer.Body.String())
		}
		if answer.Header().Get("Vary") != "" {
			t.Errorf("%s: Vary %q without a compressed variant", c.target, answer.Header().Get("Vary"))
		}
	}
	event := &core.RequestEvent{}
	event.Request = httptest.NewRequest(http.MethodGet, "/assets/missing.js", nil)
	event.Request.SetPathValue("path", "assets/missing.js")
	event.Response = httptest.NewRecorder()
	if err := (websiteBindings{}).Serve(event, dir, false, `^assets/`, "no-cache"); err == nil {
		t.Errorf("a missing file without the fallback did not fail")
	}
}

func TestServeIndexReplacesTheDefaultHead(t *testing.T) {
	dir := site(t)
	event, recorder := getEvent("/marketplace/services/abc", nil)
	head := `<title>Drill &lt;b&gt;</title><meta name="description" content="A drill." />`
	if err := (websiteBindings{}).ServeIndex(event, dir, head, "", ""); err != nil {
		t.Fatal(err)
	}
	body := recorder.Body.String()
	if strings.Contains(body, "Default") || strings.Count(body, "<title>") != 1 || !strings.Contains(body, head+"\n</head>") {
		t.Errorf("head not replaced: %s", body)
	}
	if recorder.Header().Get("Cache-Control") != "no-cache" || recorder.Header().Get("Content-Type") != "text/html; charset=utf-8" {
		t.Errorf("headers: %v", recorder.Header())
	}
	repeat, repeated := getEvent("/marketplace/services/abc", map[string]string{"If-None-Match": recorder.Header().Get("ETag")})
	if err := (websiteBindings{}).ServeIndex(repeat, dir, head, "", ""); err != nil || repeated.Code != http.StatusNotModified {
		t.Errorf("same page again: %d %v, want 304", repeated.Code, err)
	}
}

func TestWithHeadKeepsThePageAroundIt(t *testing.T) {
	cases := []struct{ page, want string }{
		{
			"<html><head>\n    <meta name=\"description\" content=\"Old.\" />\n    <title>Old</title>\n  </head></html>",
			"<html><head>\n    <title>New</title>\n  </head></html>",
		},
		{"<html><head><meta charset=\"UTF-8\"></head></html>", "<html><head><meta charset=\"UTF-8\"><title>New</title></head></html>"},
		{"no head at all", "no head at all"},
	}
	for _, c := range cases {
		if got := string(withHead([]byte(c.page), "<title>New</title>")); got != c.want {
			t.Errorf("withHead(%q) = %q, want %q", c.page, got, c.want)
		}
	}
}

func TestServeIndexPutsTheShellBeforeTheRoot(t *testing.T) {
	dir := site(t)
	event, recorder := getEvent("/home", nil)
	shell := `<div id="server-shell">Hello</div>`
	if err := (websiteBindings{}).ServeIndex(event, dir, "", shell, ""); err != nil {
		t.Fatal(err)
	}
	body := recorder.Body.String()
	if !strings.Contains(body, "<title>Default title</title>") {
		t.Errorf("an empty head replaced the page's own: %s", body)
	}
	if strings.Count(body, shell) != 1 || strings.Index(body, shell) < strings.Index(body, "<body") {
		t.Errorf("shell not at the start of the body: %s", body)
	}
}

func TestWithShellKeepsThePageAroundIt(t *testing.T) {
	cases := []struct{ page, shell, want string }{
		{`<html><body class="x"><div id="root"></div></body></html>`, "<p>S</p>", `<html><body class="x"><p>S</p><div id="root"></div></body></html>`},
		{`<html><body><div id="root"></div></body></html>`, "", `<html><body><div id="root"></div></body></html>`},
		{"no body at all", "<p>S</p>", "no body at all"},
		{
			"<head>\n  <link rel=\"modulepreload\" crossorigin href=\"/assets/a.js\">\n  <link rel=\"stylesheet\" href=\"/assets/a.css\">\n</head><body></body>",
			"<p>S</p>",
			"<head>\n  <link rel=\"stylesheet\" href=\"/assets/a.css\">\n</head><body><p>S</p></body>",
		},
		{
			"<head><link rel=\"modulepreload\" crossorigin href=\"/assets/a.js\"></head><body></body>",
			"",
			"<head><link rel=\"modulepreload\" crossorigin href=\"/assets/a.js\"></head><body></body>",
		},
	}
	for _, c := range cases {
		if got := string(withShell([]byte(c.page), c.shell)); got != c.want {
			t.Errorf("withShell(%q) = %q, want %q", c.page, got, c.want)
		}
	}
}

func TestGeneratedPagesAreGzippedForClientsThatTakeIt(t *testing.T) {
	page := strings.Repeat("<p>Partilha</p>", 200)
	answer := func(accept string) *httptest.ResponseRecorder {
		event, recorder := getEvent("/sitemap.xml", map[string]string{"Accept-Encoding": accept})
		if err := (websiteBindings{}).ServeText(event, "application/xml", page); err != nil {
			t.Fatal(err)
		}
		return recorder
	}
	zipped := answer("gzip, br")
	if zipped.Header().Get("Content-Length") != strconv.Itoa(zipped.Body.Len()) || zipped.Body.Len() >= len(page)/10 {
		t.Errorf("gzip: %d bytes, length %q", zipped.Body.Len(), zipped.Header().Get("Content-Length"))
	}
	reader, err := gzip.NewReader(zipped.Body)
	if err != nil {
		t.Fatal(err)
	}
	unzipped, _ := io.ReadAll(reader)
	if zipped.Header().Get("Content-Encoding") != "gzip" || string(unzipped) != page || zipped.Header().Get("Vary") != "Accept-Encoding" {
		t.Errorf("gzip: %v", zipped.Header())
	}
	plain := answer("identity")
	if plain.Header().Get("Content-Encoding") != "" || plain.Body.String() != page || plain.Header().Get("ETag") == zipped.Header().Get("ETag") {
		t.Errorf("identity: %v", plain.Header())
	}
}

func TestServeIndexWritesThePageLanguage(t *testing.T) {
	cases := []struct{ page, lang, want string }{
		{`<html lang="en"><head>`, "pt-PT", `<html lang="pt-PT"><head>`},
		{`<!doctype html>\n<HTML class="x" lang="en">`, "en", `<!doctype html>\n<HTML class="x" lang="en">`},
		{`<html lang="en">`, `pt"><script>`, `<html lang="en">`},
		{`<html>`, "pt-PT", `<html>`},
	}
	for _, c := range cases {
		if got := string(withLang([]byte(c.page), c.lang)); got != c.want {
			t.Errorf("withLang(%q, %q) = %q, want %q", c.page, c.lang, got, c.want)
		}
	}
}
