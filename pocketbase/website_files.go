package main

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"mime"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/router"
)

// The website's files, served from Go for the JS route that owns them (docs/adr/0014): the hook
// hooks/website-headers.pb.ts keeps the catch-all route and its security headers and calls
// `$website.serve(...)` where it called `$apis.static(...)`. What Go adds:
//
//   - the brotli or gzip file the build left beside each text file (scripts/precompress.mjs),
//     chosen by the request's Accept-Encoding, with `Vary: Accept-Encoding`, the original's type
//     and an ETag per encoding, through http.ServeContent (conditional requests, HEAD, ranges);
//   - Cache-Control: immutable for the files whose names carry a content hash, revalidation for
//     the others and for the single-page app's index.html;
//   - the page's head with the tags the hook rendered for a shared link (`$website.serveIndex`).

// websiteBindings is what the JS hooks see as `$website` (names lower-cased by jsvm's mapper):
// main.go's --publicDir and --indexFallback, and the functions below.
type websiteBindings struct {
	PublicDir     string
	IndexFallback bool
}

// Serve answers a GET or HEAD of the route's {path...} from dir. A missing file gets index.html
// when indexFallback is set (the app's routes) and a 404 otherwise; a file whose path inside dir
// matches immutablePattern gets a year of immutable caching, every other answer otherCaching.
func (websiteBindings) Serve(e *core.RequestEvent, dir string, indexFallback bool, immutablePattern string, otherCaching string) error {
	skipActivityLog(e)
	immutable, err := compiledPattern(immutablePattern)
	if err != nil {
		return err
	}
	fsys := os.DirFS(dir)
	name := filepath.ToSlash(filepath.Clean(strings.TrimPrefix(e.Request.PathValue("path"), "/")))
	fallback := func() error {
		if !indexFallback || name == router.IndexPage {
			return router.ErrFileNotFound
		}
		return serveFile(e, fsys, router.IndexPage, otherCaching)
	}
	if strings.HasPrefix(name, "../") || name == ".." {
		return fallback()
	}
	info, err := fs.Stat(fsys, name)
	if err != nil {
		return fallback()
	}
	urlPath := e.Request.URL.Path
	if info.IsDir() {
		if !strings.HasSuffix(urlPath, "/") {
			return e.Redirect(http.StatusMovedPermanently, safeRedirectPath(urlPath+"/"))
		}
		name = path.Join(name, router.IndexPage)
		if _, err := fs.Stat(fsys, name); err != nil {
			return fallback()
		}
	} else if strings.HasSuffix(urlPath, "/") {
		if trimmed := strings.TrimRight(urlPath, "/"); trimmed != "" {
			return e.Redirect(http.StatusMovedPermanently, safeRedirectPath(trimmed))
		}
	} else if stripped, found := strings.CutSuffix(urlPath, router.IndexPage); found {
		return e.Redirect(http.StatusMovedPermanently, safeRedirectPath(stripped))
	}
	caching := otherCaching
	if immutable != nil && immutable.MatchString(name) {
		caching = immutableCaching
	}
	return serveFile(e, fsys, name, caching)
}

// ServeIndex answers with dir/index.html whose default <title> and description are replaced by
// head (when not empty) and whose body starts with shell: HTML the caller rendered and escaped
// (the share tags of a listing or a profile; the page's first view, docs/adr/0018). A lang (a
// BCP 47 tag such as "pt-PT") becomes the page's <html lang>; the page then differs by the
// visitor's language choice and browser language, and says so in Vary (issue 19).
func (websiteBindings) ServeIndex(e *core.RequestEvent, dir string, head string, shell string, lang string) error {
	skipActivityLog(e)
	page, err := os.ReadFile(filepath.Join(dir, router.IndexPage))
	if err != nil {
		return router.ErrFileNotFound
	}
	if head != "" {
		page = withHead(page, head)
	}
	if lang != "" {
		page = withLang(page, lang)
		e.Response.Header().Add("Vary", "Cookie, Accept-Language")
	}
	serveGenerated(e, "text/html; charset=utf-8", withShell(page, shell))
	return nil
}

// ServeText answers with a document the hook generated (robots.txt, sitemap.xml), revalidated by
// its content's tag.
func (websiteBindings) ServeText(e *core.RequestEvent, contentType string, body string) error {
	skipActivityLog(e)
	serveGenerated(e, contentType, []byte(body))
	return nil
}

// serveGenerated sends body with a tag of its content, so a client that has it gets a 304. A
// document of some size is gzipped for a client that takes it (at a level that costs well under a
// millisecond for a page): there is no file to precompress.
func serveGenerated(e *core.RequestEvent, contentType string, body []byte) {
	sum := sha256.Sum256(body)
	tag := hex.EncodeToString(sum[:12])
	header := e.Response.Header()
	header.Set("Content-Type", contentType)
	header.Set("Cache-Control", revalidateCaching)
	if len(body) >= minGeneratedCompression {
		header.Add("Vary", "Accept-Encoding")
		if negotiateEncoding(e.Request.Header.Get("Accept-Encoding"), []string{"gzip"}) == "gzip" {
			var compressed bytes.Buffer
			writer, _ := gzip.NewWriterLevel(&compressed, gzip.DefaultCompression)
			_, _ = writer.Write(body)
			_ = writer.Close()
			body, tag = compressed.Bytes(), tag+"-gzip"
			header.Set("Content-Encoding", "gzip")
			header.Set("Content-Length", strconv.Itoa(len(body)))
			e.Request.Header.Del("Range")
		}
	}
	header.Set("ETag", `"`+tag+`"`)
	http.ServeContent(e.Response, e.Request, "", time.Time{}, bytes.NewReader(body))
}

// Below this a generated answer is sent as it is: fewer bytes would not save a round trip.
const minGeneratedCompression = 1024

const (
	immutableCaching  = "public, max-age=31536000, immutable"
	revalidateCaching = "no-cache"
)

var (
	defaultTitle       = regexp.MustCompile(`(?is)<title>.*?</title>`)
	defaultDescription = regexp.MustCompile(`(?is)[ \t]*<meta\s+name="description"[^>]*>[ \t]*\r?\n?`)
	headEnd            = regexp.MustCompile(`(?i)</head>`)
	bodyStart          = regexp.MustCompile(`(?i)<body[^>]*>`)
	modulePreload      = regexp.MustCompile(`(?i)[ \t]*<link rel="modulepreload"[^>]*>[ \t]*\r?\n?`)
	htmlLang           = regexp.MustCompile(`(?i)(<html\b[^>]*?\blang=")[^"]*(")`)
	languageTag        = regexp.MustCompile(`^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$`)
)

// withLang sets the page's <html lang> to lang, a language tag (anything else is ignored).
func withLang(page []byte, lang string) []byte {
	if !languageTag.MatchString(lang) {
		return page
	}
	return htmlLang.ReplaceAll(page, []byte("${1}"+lang+"${2}"))
}

// withShell puts shell at the start of the page's <body>, before the app's root element, and
// takes the app's modulepreload links out of its head: the page's stylesheet and pictures come
// first, and /start-app.js asks for the modules once the first view is on screen (ADR 0018).
func withShell(page []byte, shell string) []byte {
	if shell == "" || bodyStart.Find(page) == nil {
		return page
	}
	page = modulePreload.ReplaceAll(page, nil)
	at := bodyStart.FindIndex(page)
	out := make([]byte, 0, len(page)+len(shell))
	out = append(out, page[:at[1]]...)
	out = append(out, shell...)
	return append(out, page[at[1]:]...)
}

// withHead takes the page's own description out and puts head where its <title> was (or before
// </head> when it has none).
func withHead(page []byte, head string) []byte {
	page = defaultDescription.ReplaceAll(page, nil)
	at := defaultTitle.FindIndex(page)
	if at == nil {
		if at = headEnd.FindIndex(page); at == nil {
			return page
		}
		at[1] = at[0]
	}
	out := make([]byte, 0, len(page)+len(head))
	out = append(out, page[:at[0]]...)
	out = append(out, head...)
	return append(out, page[at[1]:]...)
}

// A precompressed variant: the file name's suffix and the Content-Encoding it is served with,
// in the order the server prefers them when the client accepts both equally.
type encodingVariant struct{ coding, suffix string }

var encodingVariants = []encodingVariant{{"br", ".br"}, {"gzip", ".gz"}}

// serveFile sends name with the best precompressed variant the client accepts, if one as new as
// the original exists.
func serveFile(e *core.RequestEvent, fsys fs.FS, name string, caching string) error {
	original, err := fs.Stat(fsys, name)
	if err != nil || original.IsDir() {
		return router.ErrFileNotFound
	}
	header := e.Response.Header()
	served, coding := name, ""
	var available []string
	for _, variant := range encodingVariants {
		if info, err := fs.Stat(fsys, name+variant.suffix); err == nil && !info.IsDir() && !info.ModTime().Before(original.ModTime()) {
			available = append(available, variant.coding)
		}
	}
	if len(available) > 0 {
		header.Add("Vary", "Accept-Encoding")
		if coding = negotiateEncoding(e.Request.Header.Get("Accept-Encoding"), available); coding != "" {
			for _, variant := range encodingVariants {
				if variant.coding == coding {
					served = name + variant.suffix
				}
			}
		}
	}
	file, err := fsys.Open(served)
	if err != nil {
		return router.ErrFileNotFound
	}
	defer file.Close()
	info, err := file.Stat()
	if err != nil {
		return err
	}
	content, ok := file.(io.ReadSeeker)
	if !ok {
		return fmt.Errorf("website file %s cannot seek", served)
	}
	if contentType := mime.TypeByExtension(path.Ext(name)); contentType != "" {
		header.Set("Content-Type", contentType)
	}
	if coding != "" {
		// ServeContent leaves the length of an encoded body to the caller (it cannot know what
		// a range of it would mean), so a compressed file is always sent whole, with its length.
		header.Set("Content-Encoding", coding)
		header.Set("Content-Length", strconv.FormatInt(info.Size(), 10))
		e.Request.Header.Del("Range")
	}
	header.Set("Cache-Control", caching)
	// One tag per representation: the original's size and time, and the encoding sent.
	tag := strconv.FormatInt(original.Size(), 36) + "-" + strconv.FormatInt(original.ModTime().UnixNano(), 36)
	if coding != "" {
		tag += "-" + coding
	}
	header.Set("ETag", `"`+tag+`"`)
	http.ServeContent(e.Response, e.Request, path.Base(name), info.ModTime(), content)
	return nil
}

// negotiateEncoding picks the coding of available (in the server's order of preference) with the
// highest quality in the Accept-Encoding header; "" means the identity. A coding with q=0, or
// one neither named nor covered by "*", is never chosen.
func negotiateEncoding(acceptEncoding string, available []string) string {
	qualities := map[string]float64{}
	for _, part := range strings.Split(acceptEncoding, ",") {
		fields := strings.Split(part, ";")
		coding := strings.ToLower(strings.TrimSpace(fields[0]))
		if coding == "" {
			continue
		}
		quality := 1.0
		for _, parameter := range fields[1:] {
			name, value, found := strings.Cut(strings.TrimSpace(parameter), "=")
			if found && strings.EqualFold(strings.TrimSpace(name), "q") {
				parsed, err := strconv.ParseFloat(strings.TrimSpace(value), 64)
				if err != nil || parsed < 0 || parsed > 1 {
					parsed = 0
				}
				quality = parsed
			}
		}
		qualities[coding] = quality
	}
	best, bestQuality := "", 0.0
	for _, coding := range available {
		quality, named := qualities[coding]
		if !named {
			quality = qualities["*"]
		}
		if quality > bestQuality {
			best, bestQuality = coding, quality
		}
	}
	return best
}

var patterns sync.Map // string → *regexp.Regexp

func compiledPattern(pattern string) (*regexp.Regexp, error) {
	if pattern == "" {
		return nil, nil
	}
	if compiled, found := patterns.Load(pattern); found {
		return compiled.(*regexp.Regexp), nil
	}
	compiled, err := regexp.Compile(pattern)
	if err != nil {
		return nil, err
	}
	patterns.Store(pattern, compiled)
	return compiled, nil
}

// skipActivityLog keeps file answers out of the request log, as apis.Static does.
func skipActivityLog(e *core.RequestEvent) {
	if e.Get("__skipSuccessActivityLogger") == nil {
		e.Set("__skipSuccessActivityLogger", true)
	}
}

// safeRedirectPath keeps a redirect on this site (apis.Static's guard against `//host` paths).
func safeRedirectPath(target string) string {
	if len(target) > 1 && (target[0] == '\\' || target[0] == '/') && (target[1] == '\\' || target[1] == '/') {
		target = "/" + strings.TrimLeft(target, `/\`)
	}
	return target
}

// websiteFilesBinder gives every JS runtime of the hooks `$website`.
func websiteFilesBinder(publicDir string, indexFallback bool) func(vm *goja.Runtime) {
	bindings := websiteBindings{PublicDir: publicDir, IndexFallback: indexFallback}
	return func(vm *goja.Runtime) {
		vm.Set("$website", bindings)
	}
}

// The types of the website's files that Go's table leaves to the system's (which differ between
// machines) or names otherwise than browsers and crawlers expect.
func init() {
	for extension, contentType := range map[string]string{
		".ico":         "image/x-icon",
		".txt":         "text/plain; charset=utf-8",
		".xml":         "application/xml",
		".webmanifest": "application/manifest+json",
	} {
		if err := mime.AddExtensionType(extension, contentType); err != nil {
			panic(err)
		}
	}
}
