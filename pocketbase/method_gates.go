package main

import (
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
)

// methodGatePrefix starts the id of a JS router middleware that acts on some HTTP methods only:
//
//	routerUse(new Middleware(fn, 0, 'methods:POST,PATCH,DELETE:guest-listing-writes'))
//
// Every JS middleware holds one of PocketBase's pooled goja runtimes for the whole request, its
// own work and everything after it. A realtime stream is a GET that lasts for minutes, so two such
// middlewares per stream emptied the pool of 15 at about 8 subscribers, and every other request
// then paid for a fresh runtime (docs/adr/0007). The gate lets requests of other methods go
// straight on in Go; the middleware itself still checks everything it needs.
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

// gateByMethod makes a middleware with a "methods:A,B:name" id run only for those methods;
// any other middleware is left as it is.
func gateByMethod(middleware *hook.Handler[*core.RequestEvent]) {
	methods, ok := gatedMethods(middleware.Id)
	if !ok {
		return
	}
	inner := middleware.Func
	middleware.Func = func(e *core.RequestEvent) error {
		if _, wanted := methods[e.Request.Method]; !wanted {
			return e.Next()
		}
		return inner(e)
	}
}

// gatedMethods reads the method list of a "methods:A,B:name" id.
func gatedMethods(id string) (map[string]struct{}, bool) {
	rest, found := strings.CutPrefix(id, methodGatePrefix)
	if !found {
		return nil, false
	}
	list, _, _ := strings.Cut(rest, ":")
	methods := map[string]struct{}{}
	for _, method := range strings.Split(list, ",") {
		if method = strings.ToUpper(strings.TrimSpace(method)); method != "" {
			methods[method] = struct{}{}
		}
	}
	return methods, len(methods) > 0
}
