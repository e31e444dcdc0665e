package main

import (
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
)

// newTestApp is PocketBase's test app connected with this build's SQLite driver (db_driver_*.go),
// as the server connects: the C build has no default driver (`no_default_driver`).
func newTestApp() (*tests.TestApp, error) {
	return tests.NewTestAppWithConfig(core.BaseAppConfig{EncryptionEnv: "pb_test_env", DBConnect: dbConnect})
}
