package main

// PocketBase writes its JPEG thumbnails at quality 95 (the imaging package's default), which made
// a listing page's 800 px picture about 215 KB: on a phone, more than all of the page's scripts
// together, and the page's largest paint waits for it (issue 18). The first time a JPEG thumb is
// asked for, a copy at quality 80 (what the website's uploads are encoded with) is written beside
// it, and that copy is served from then on. It lives in the thumb's own folder
// (`thumbs_{file}/`), which PocketBase deletes with the file.

import (
	"bytes"
	"image/jpeg"
	"io"
	"log/slog"
	"path"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	"github.com/pocketbase/pocketbase/tools/hook"
)

const (
	thumbJPEGQuality = 80
	lighterThumbMark = "q80_"
)

func bindLighterThumbs(app core.App) {
	app.OnFileDownloadRequest().Bind(&hook.Handler[*core.FileDownloadRequestEvent]{
		Id:   "partilhaLighterThumbs",
		Func: serveLighterThumb,
	})
}

func serveLighterThumb(e *core.FileDownloadRequestEvent) error {
	if !isJPEGThumb(e.ServedPath, e.ThumbError) {
		return e.Next()
	}
	fsys, err := e.App.NewFilesystem()
	if err != nil {
		return e.Next()
	}
	defer fsys.Close()

	lighter, err := ensureLighterThumb(fsys, e.ServedPath)
	if err != nil {
		// The thumb PocketBase made is still a right answer, only a heavier one.
		e.App.Logger().Warn("Serving the quality-95 thumb", slog.String("thumb", e.ServedPath), slog.String("error", err.Error()))
		return e.Next()
	}
	e.ServedPath = lighter
	return e.Next()
}

// ensureLighterThumb writes the quality-80 copy of a JPEG thumb unless it exists, and says where it is.
func ensureLighterThumb(fsys *filesystem.System, thumbPath string) (string, error) {
	lighter := lighterThumbPath(thumbPath)
	if exists, _ := fsys.Exists(lighter); exists {
		return lighter, nil
	}
	thumb, err := readAll(fsys, thumbPath)
	if err != nil {
		return "", err
	}
	content, err := lighterJPEG(thumb, thumbJPEGQuality)
	if err != nil {
		return "", err
	}
	if err := fsys.Upload(content, lighter); err != nil {
		return "", err
	}
	return lighter, nil
}

// isJPEGThumb says whether PocketBase is about to serve a JPEG thumb it made (`…/thumbs_{file}/{size}_{file}`).
func isJPEGThumb(servedPath string, thumbError error) bool {
	if thumbError != nil || !strings.Contains(path.Dir(servedPath), "/thumbs_") {
		return false
	}
	name := strings.ToLower(path.Base(servedPath))
	if strings.HasPrefix(name, lighterThumbMark) {
		return false
	}
	return strings.HasSuffix(name, ".jpg") || strings.HasSuffix(name, ".jpeg")
}

// lighterThumbPath is the quality-80 copy's place: beside the thumb, its name marked.
func lighterThumbPath(thumbPath string) string {
	return path.Join(path.Dir(thumbPath), lighterThumbMark+path.Base(thumbPath))
}

// lighterJPEG re-encodes a JPEG at the quality given; a result that is not smaller is not used.
func lighterJPEG(original []byte, quality int) ([]byte, error) {
	img, err := jpeg.Decode(bytes.NewReader(original))
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, img, &jpeg.Options{Quality: quality}); err != nil {
		return nil, err
	}
	if out.Len() >= len(original) {
		return original, nil
	}
	return out.Bytes(), nil
}

// readAll reads a stored file whole (a thumb: tens to hundreds of kilobytes).
func readAll(fsys *filesystem.System, key string) ([]byte, error) {
	reader, err := fsys.GetReader(key)
	if err != nil {
		return nil, err
	}
	defer reader.Close()
	return io.ReadAll(reader)
}
