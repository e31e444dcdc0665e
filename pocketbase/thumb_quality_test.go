package main

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"testing"
)

// photo is a JPEG at quality 95 with detail in it (a gradient with noise), as PocketBase writes thumbs.
func photo(t *testing.T, width, height int) []byte {
	t.Helper()
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	seed := uint32(7)
	for y := 0; y < height; y++ {
		for x := 0; x < width; x++ {
			seed = seed*1664525 + 1013904223
			noise := uint8(seed >> 28)
			img.Set(x, y, color.RGBA{uint8(x) + noise, uint8(y) + noise, uint8(x+y) + noise, 255})
		}
	}
	var out bytes.Buffer
	if err := jpeg.Encode(&out, img, &jpeg.Options{Quality: 95}); err != nil {
		t.Fatal(err)
	}
	return out.Bytes()
}

func TestLighterJPEGIsSmallerWithTheSameSize(t *testing.T) {
	original := photo(t, 320, 240)
	lighter, err := lighterJPEG(original, thumbJPEGQuality)
	if err != nil {
		t.Fatal(err)
	}
	if len(lighter) >= len(original)*3/4 {
		t.Errorf("quality %d: %d bytes from %d; want at least a quarter less", thumbJPEGQuality, len(lighter), len(original))
	}
	config, err := jpeg.DecodeConfig(bytes.NewReader(lighter))
	if err != nil || config.Width != 320 || config.Height != 240 {
		t.Errorf("decoded %+v, %v; want a 320x240 JPEG", config, err)
	}
}

func TestLighterJPEGKeepsAnAlreadyLightFile(t *testing.T) {
	light := photo(t, 64, 48)
	var lower bytes.Buffer
	img, _ := jpeg.Decode(bytes.NewReader(light))
	_ = jpeg.Encode(&lower, img, &jpeg.Options{Quality: 40})
	kept, err := lighterJPEG(lower.Bytes(), thumbJPEGQuality)
	if err != nil || !bytes.Equal(kept, lower.Bytes()) {
		t.Errorf("a quality-40 file was re-encoded (%d → %d bytes, %v); want it kept", lower.Len(), len(kept), err)
	}
}

func TestLighterJPEGRefusesWhatIsNotAJPEG(t *testing.T) {
	if _, err := lighterJPEG([]byte("\x89PNG\r\n\x1a\n"), thumbJPEGQuality); err == nil {
		t.Error("a PNG header was accepted as a JPEG")
	}
}

func TestOnlyPocketBasesJPEGThumbsAreMadeLighter(t *testing.T) {
	cases := []struct {
		path string
		err  error
		want bool
	}{
		{"c1/r1/thumbs_tent.jpg/800x0_tent.jpg", nil, true},
		{"c1/r1/thumbs_tent.JPEG/300x300_tent.JPEG", nil, true},
		{"c1/r1/tent.jpg", nil, false},                                   // the original file
		{"c1/r1/thumbs_tent.png/800x0_tent.png", nil, false},             // PNG thumbs stay as they are
		{"c1/r1/thumbs_tent.jpg/q80_800x0_tent.jpg", nil, false},         // already the light copy
		{"c1/r1/thumbs_tent.jpg/800x0_tent.jpg", errors.New("x"), false}, // PocketBase fell back to the original
	}
	for _, c := range cases {
		if got := isJPEGThumb(c.path, c.err); got != c.want {
			t.Errorf("isJPEGThumb(%q, %v) = %v; want %v", c.path, c.err, got, c.want)
		}
	}
	if got := lighterThumbPath("c1/r1/thumbs_tent.jpg/800x0_tent.jpg"); got != "c1/r1/thumbs_tent.jpg/q80_800x0_tent.jpg" {
		t.Errorf("lighterThumbPath = %q", got)
	}
}
