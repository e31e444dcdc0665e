// Package market holds the marketplace routes that run in Go rather than in the JS hooks: those a
// profile showed spending a large share of their time in the JS runtime (DESIGN.md "The backend",
// docs/adr/0021-go-hot-routes.md). Their rules and texts are generated from packages/domain into
// tables/*.json (scripts/go-tables), and tests/conformance runs the same generated cases through
// the TypeScript and the Go code.
package market

import (
	"github.com/pocketbase/pocketbase/core"
)

// Register adds the Go routes to the app's router (main.go calls it once).
func Register(app core.App) {
	app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		registerSearchRoutes(se)
		registerBookingRoutes(se)
		return se.Next()
	})
}
