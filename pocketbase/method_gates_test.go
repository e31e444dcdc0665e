package main

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// run sends one request of the method through the middleware and says whether its body ran and
// whether the request went on to the next handler.
func run(t *testing.T, middleware *hook.Handler[*core.RequestEvent], method string, ran *bool) bool {
	t.Helper()
	*ran = false
	event := &core.RequestEvent{}
	event.Request = httptest.NewRequest(method, "/api/collections/listings/records", nil)
	event.Response = httptest.NewRecorder()
	next := false
	h := &hook.Hook[*core.RequestEvent]{}
	h.Bind(middleware)
	if err := h.Trigger(event, func(*core.RequestEvent) error { next = true; return nil }); err != nil {
		t.Fatalf("%s: %v", method, err)
	}
	return next
}

func TestGatedMiddlewareRunsOnlyForItsMethods(t *testing.T) {
	ran := false
	middleware := &hook.Handler[*core.RequestEvent]{
		Id:   "methods:POST,patch, DELETE:guest-listing-writes",
		Func: func(e *core.RequestEvent) error { ran = true; return e.Next() },
	}
	gateByMethod(middleware)

	for _, method := range []string{http.MethodPost, http.MethodPatch, http.MethodDelete} {
		if next := run(t, middleware, method, &ran); !ran || !next {
			t.Errorf("%s: ran %v, next %v; want the middleware to run and go on", method, ran, next)
		}
	}
	for _, method := range []string{http.MethodGet, http.MethodHead, http.MethodOptions, http.MethodPut} {
		if next := run(t, middleware, method, &ran); ran || !next {
			t.Errorf("%s: ran %v, next %v; want it skipped and the request to go on", method, ran, next)
		}
	}
}

func TestOtherMiddlewaresAreLeftAlone(t *testing.T) {
	for _, id := range []string{"", "partilhaNullJSONPayload", "methods:", "methods::name"} {
		ran := false
		middleware := &hook.Handler[*core.RequestEvent]{
			Id:   id,
			Func: func(e *core.RequestEvent) error { ran = true; return e.Next() },
		}
		gateByMethod(middleware)
		if next := run(t, middleware, http.MethodGet, &ran); !ran || !next {
			t.Errorf("id %q: ran %v, next %v; want an ungated middleware to run for GET", id, ran, next)
		}
	}
}

func TestRefusalOfAGatedMiddlewareStillStopsTheRequest(t *testing.T) {
	ran := false
	middleware := &hook.Handler[*core.RequestEvent]{
		Id: "methods:POST:refuse",
		Func: func(e *core.RequestEvent) error {
			ran = true
			return e.UnauthorizedError("Sign in first.", nil)
		},
	}
	gateByMethod(middleware)
	event := &core.RequestEvent{}
	event.Request = httptest.NewRequest(http.MethodPost, "/", nil)
	event.Response = httptest.NewRecorder()
	h := &hook.Hook[*core.RequestEvent]{}
	h.Bind(middleware)
	next := false
	err := h.Trigger(event, func(*core.RequestEvent) error { next = true; return nil })
	if !ran || next || err == nil {
		t.Errorf("ran %v, next %v, err %v; want the refusal to stop the request", ran, next, err)
	}
}

// admitted sends one request through a gated middleware and says whether its body ran; the
// request always goes on.
func admitted(t *testing.T, id, method, path string, auth *core.Record) bool {
	t.Helper()
	ran := false
	middleware := &hook.Handler[*core.RequestEvent]{
		Id:   id,
		Func: func(e *core.RequestEvent) error { ran = true; return e.Next() },
	}
	gateByMethod(middleware)
	event := &core.RequestEvent{}
	event.Request = httptest.NewRequest(method, path, nil)
	event.Response = httptest.NewRecorder()
	event.Auth = auth
	next := false
	h := &hook.Hook[*core.RequestEvent]{}
	h.Bind(middleware)
	if err := h.Trigger(event, func(*core.RequestEvent) error { next = true; return nil }); err != nil || !next {
		t.Fatalf("%s %s: err %v, next %v; want the request to go on", method, path, err, next)
	}
	return ran
}

func TestGuestsGateSkipsSignedInRequests(t *testing.T) {
	const id = "methods:POST,PATCH,DELETE:guests:guest-listing-writes"
	member := core.NewRecord(core.NewAuthCollection("users"))
	if !admitted(t, id, http.MethodPost, "/api/collections/listings/records", nil) {
		t.Error("a guest's POST skipped the middleware; want it to run")
	}
	if admitted(t, id, http.MethodPost, "/api/collections/listings/records", member) {
		t.Error("a member's POST ran the middleware; want it skipped")
	}
	if admitted(t, id, http.MethodGet, "/api/collections/listings/records", nil) {
		t.Error("a guest's GET ran the middleware; want it skipped")
	}
}

func TestPathsEndingGateRunsOnlyForThosePaths(t *testing.T) {
	const id = "methods:POST:paths-ending=/confirm-password-reset, /request-verification:account-email-rules"
	for path, want := range map[string]bool{
		"/api/collections/users/confirm-password-reset": true,
		"/api/collections/users/request-verification":   true,
		"/api/collections/users/request-password-reset": false,
		"/api/market/bookings":                          false,
		"/api/collections/users/request-verification/x": false,
	} {
		if got := admitted(t, id, http.MethodPost, path, nil); got != want {
			t.Errorf("POST %s: ran %v, want %v", path, got, want)
		}
	}
	if admitted(t, id, http.MethodGet, "/api/collections/users/request-verification", nil) {
		t.Error("a GET ran the middleware; want it skipped")
	}
}

func TestUnknownConditionGatesByMethodOnly(t *testing.T) {
	member := core.NewRecord(core.NewAuthCollection("users"))
	for _, id := range []string{
		"methods:POST:members-only:name",
		"methods:POST:paths-ending=:name",
		"methods:POST:guests:someday:name",
	} {
		if !admitted(t, id, http.MethodPost, "/anything", member) {
			t.Errorf("id %q: a POST skipped the middleware; want an unknown condition to skip nothing", id)
		}
		if admitted(t, id, http.MethodGet, "/anything", member) {
			t.Errorf("id %q: a GET ran the middleware; want the methods gate kept", id)
		}
	}
}
