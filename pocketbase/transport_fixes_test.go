package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/router"
)

// runBodyCheck sends body through refuseMalformedJSONBody as the router would (a rereadable
// body) and returns the answer and, when the handler ran, what it read.
func runBodyCheck(t *testing.T, contentType, body string) (*httptest.ResponseRecorder, *string) {
	t.Helper()
	request := httptest.NewRequest(http.MethodPost, "/api/market/bookings", strings.NewReader(body))
	if contentType != "" {
		request.Header.Set("Content-Type", contentType)
	}
	request.Body = &router.RereadableReadCloser{ReadCloser: request.Body}
	recorder := httptest.NewRecorder()
	event := &core.RequestEvent{}
	event.Request, event.Response = request, recorder
	var read *string
	chain := &hook.Hook[*core.RequestEvent]{}
	chain.BindFunc(refuseMalformedJSONBody)
	err := chain.Trigger(event, func(e *core.RequestEvent) error {
		data, err := io.ReadAll(e.Request.Body)
		text := string(data)
		read = &text
		return err
	})
	if err != nil {
		t.Fatalf("%q: %v", body, err)
	}
	return recorder, read
}

func TestBodiesThatAreNotOneJSONObjectAreRefused(t *testing.T) {
	for _, body := range []string{`{"a":`, `{bad}`, `[1,2]`, `"text"`, `5`, `null`, `{"a":1} trailing`, `{"a":1}{"b":2}`, "  \n", "\x00\x01"} {
		recorder, read := runBodyCheck(t, "application/json", body)
		if read != nil {
			t.Errorf("%q reached the handler", body)
		}
		var answer map[string]any
		if recorder.Code != http.StatusBadRequest || json.Unmarshal(recorder.Body.Bytes(), &answer) != nil ||
			answer["message"] != notAJSONObject || answer["status"] != float64(400) {
			t.Errorf("%q: %d %s", body, recorder.Code, recorder.Body.String())
		}
	}
}

func TestAJSONObjectReachesTheHandlerWhole(t *testing.T) {
	for _, body := range []string{`{}`, ` {"listingId":"abc","notes":"olá"} ` + "\n", `{"nested":{"list":[1,null,"x"]}}`} {
		recorder, read := runBodyCheck(t, "application/json; charset=utf-8", body)
		if read == nil || *read != body {
			t.Errorf("%q: the handler read %v (answer %d %s)", body, read, recorder.Code, recorder.Body.String())
		}
	}
}

func TestOtherBodiesAreLeftToTheirHandlers(t *testing.T) {
	for _, request := range []struct{ contentType, body string }{
		{"", `{"a":`},
		{"text/plain", `not json`},
		{"application/x-www-form-urlencoded", `a=1`},
		{"Application/JSON", `{bad}`}, // PocketBase does not read this one as JSON either
		{"application/json", ``},
	} {
		if _, read := runBodyCheck(t, request.contentType, request.body); read == nil || *read != request.body {
			t.Errorf("%+v did not reach the handler unchanged", request)
		}
	}
}
