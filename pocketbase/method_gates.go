package main

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// methodGatePrefix starts the id of a JS router middleware that acts on some requests only:
//
//	routerUse(new Middleware(fn, 0, 'methods:POST,PATCH,DELETE:guest-listing-writes'))
//	routerUse(new Middleware(fn, 0, 'methods:POST,PATCH,DELETE:guests:guest-listing-writes'))
//	routerUse(new Middleware(fn, 0, 'methods:POST:paths-ending=/confirm-password-reset,/request-verification:account-email-rules'))
//
// Every JS middleware holds one of PocketBase's pooled goja runtimes for the whole request, its
// own work and everything after it. A realtime stream is a GET that lasts for minutes, so two such
// middlewares per stream emptied the pool of 15 at about 8 subscribers, and every other request
// then paid for a fresh runtime (docs/adr/0007). And a runtime taken only to find the request is
// not the middleware's business cost a booking request about a tenth of its CPU (issue 20). The
// gate lets requests the id rules out go straight on in Go:
//
//   - the first part lists the HTTP methods the middleware acts on;
//   - optional conditions follow: `guests` (only requests without an auth record) and
//     `paths-ending=/a,/b` (only paths ending with one of these);
//   - the last part names the middleware.
//
// The middleware itself still checks everything it needs, so a gate can only skip work it would
// not have done. A condition the gate does not know makes it skip nothing of that method list.
const methodGatePrefix = "methods:"

// bindMethodGates wraps each global middleware whose id starts with methodGatePrefix, after the
// JS hooks have bound theirs (routerUse binds at OnServe priority 0) and before the router is built.
func bindMethodGates(app core.App) {
	app.OnServe().Bind(&hook.Handler[*core.ServeEvent]{
		Func: func(e *core.ServeEvent) error {
			for _, middleware := range e.Router.Middlewares {
				gateByMethod(middleware)
			}
			return e.Next()
		},
		Priority: 998,
	})
}

// gateByMethod makes a middleware with a gate id run only for the requests the id lets in; any
// other middleware is left as it is.
func gateByMethod(middleware *hook.Handler[*core.RequestEvent]) {
	gate, ok := gateOf(middleware.Id)
	if !ok {
		return
	}
	inner := middleware.Func
	middleware.Func = func(e *core.RequestEvent) error {
		if !gate.admits(e) {
			return e.Next()
		}
		return inner(e)
	}
}

// requestGate is what a gate id lets into its middleware.
type requestGate struct {
	methods map[string]struct{}
	// guestsOnly: only requests without an auth record.
	guestsOnly bool
	// pathSuffixes: only paths ending with one of these (none: any path).
	pathSuffixes []string
}

func (gate requestGate) admits(e *core.RequestEvent) bool {
	if _, wanted := gate.methods[e.Request.Method]; !wanted {
		return false
	}
	if gate.guestsOnly && e.Auth != nil {
		return false
	}
	if len(gate.pathSuffixes) == 0 {
		return true
	}
	for _, suffix := range gate.pathSuffixes {
		if strings.HasSuffix(e.Request.URL.Path, suffix) {
			return true
		}
	}
	return false
}

// gateOf reads a "methods:A,B[:condition...]:name" id.
func gateOf(id string) (requestGate, bool) {
	rest, found := strings.CutPrefix(id, methodGatePrefix)
	if !found {
		return requestGate{}, false
	}
	parts := strings.Split(rest, ":")
	gate := requestGate{methods: map[string]struct{}{}}
	for _, method := range strings.Split(parts[0], ",") {
		if method = strings.ToUpper(strings.TrimSpace(method)); method != "" {
			gate.methods[method] = struct{}{}
		}
	}
	if len(gate.methods) == 0 {
		return requestGate{}, false
	}
	if len(parts) < 3 {
		return gate, true
	}
	for _, condition := range parts[1 : len(parts)-1] {
		condition = strings.TrimSpace(condition)
		if condition == "guests" {
			gate.guestsOnly = true
			continue
		}
		if list, ok := strings.CutPrefix(condition, "paths-ending="); ok {
			for _, suffix := range strings.Split(list, ",") {
				if suffix = strings.TrimSpace(suffix); suffix != "" {
					gate.pathSuffixes = append(gate.pathSuffixes, suffix)
				}
			}
			if len(gate.pathSuffixes) > 0 {
				continue
			}
		}
		// Unknown, or a path list without paths: only the methods gate.
		return requestGate{methods: gate.methods}, true
	}
	return gate, true
}
