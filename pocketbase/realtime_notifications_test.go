package main

import (
	"net/url"
	"reflect"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tests"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
	"github.com/pocketbase/pocketbase/tools/types"
)

const testNotificationId = "notification001"

// topic is a subscription with PocketBase's `options` query (as the JS SDK sends it).
func topic(name string, query string) string {
	if query == "" {
		return name
	}
	return name + "?options=" + url.QueryEscape(`{"query":`+query+`}`)
}

// subscriber is one realtime client: who it is signed in as (by role), and what it subscribed to.
type subscriber struct {
	label  string
	auth   string // "recipient", "member", "superuser" or "" for a guest
	topics []string
}

var subscribers = []subscriber{
	{"recipient, every row", "recipient", []string{"notifications/*", "notifications"}},
	{"recipient, this row", "recipient", []string{"notifications/" + testNotificationId}},
	{"recipient, expand", "recipient", []string{topic("notifications/*", `{"expand":"user"}`)}},
	{"recipient, fields", "recipient", []string{topic("notifications/*", `{"fields":"id,content,expand.user.name"}`)}},
	{"recipient, expand and fields", "recipient", []string{topic("notifications/*", `{"expand":"user","fields":"content,expand.user.email"}`)}},
	{"recipient, matching filter", "recipient", []string{topic("notifications/*", `{"filter":"type = 'booking_request'"}`)}},
	{"recipient, other filter", "recipient", []string{topic("notifications/*", `{"filter":"type = 'message'"}`)}},
	{"recipient, other topics", "recipient", []string{"users/*"}},
	{"member, every row", "member", []string{"notifications/*", "notifications", "notifications/" + testNotificationId}},
	{"member, filter on the recipient", "member", []string{topic("notifications/*", `{"filter":"user != ''"}`)}},
	{"guest", "", []string{"notifications/*", "notifications/" + testNotificationId}},
	{"superuser", "superuser", []string{"notifications/*", topic("notifications/"+testNotificationId, `{"expand":"user"}`)}},
}

// received is what each subscriber was sent for one save: "topic data" lines, sorted.
type received map[string][]string

// notificationsApp is a test app with Partilha's `notifications` collection (a hidden field added,
// to see who gets it) and PocketBase's realtime events bound as the server binds them, with or
// without the narrowing.
func notificationsApp(t *testing.T, narrowed bool, listRule string) *tests.TestApp {
	t.Helper()
	app, err := tests.NewTestApp()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(app.Cleanup)
	users, err := app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	collection := core.NewBaseCollection(notificationsCollection)
	collection.ListRule = types.Pointer(listRule)
	collection.ViewRule = types.Pointer(recipientOnlyRule)
	collection.Fields.Add(
		&core.RelationField{Name: recipientField, CollectionId: users.Id, MaxSelect: 1, Required: true},
		&core.TextField{Name: "type", Required: true},
		&core.TextField{Name: "content"},
		&core.BoolField{Name: "read"},
		&core.JSONField{Name: "data", Hidden: true},
	)
	if err := app.Save(collection); err != nil {
		t.Fatal(err)
	}
	if narrowed {
		bindNotificationAudience(app)
	}
	if _, err := apis.NewRouter(app); err != nil { // binds the realtime events, as `serve` does
		t.Fatal(err)
	}
	return app
}

// connect registers the subscribers in the app's broker; they read what they are sent until stop.
func connect(t *testing.T, app core.App) (stop func() received) {
	t.Helper()
	members, err := app.FindAllRecords("users")
	if err != nil || len(members) < 2 {
		t.Fatalf("test users: %v", err)
	}
	superuser, err := app.FindAuthRecordByEmail(core.CollectionNameSuperusers, "test@example.com")
	if err != nil {
		t.Fatal(err)
	}
	auths := map[string]*core.Record{"recipient": members[0], "member": members[1], "superuser": superuser}

	got := received{}
	var mu sync.Mutex
	var wg sync.WaitGroup
	done := make(chan struct{})
	for _, s := range subscribers {
		client := subscriptions.NewDefaultClient()
		if auth := auths[s.auth]; auth != nil {
			client.Set(apis.RealtimeClientAuthKey, auth)
		}
		client.Subscribe(s.topics...)
		app.SubscriptionsBroker().Register(client)
		wg.Add(1)
		go func(label string, client subscriptions.Client) {
			defer wg.Done()
			for {
				select {
				case message := <-client.Channel():
					mu.Lock()
					got[label] = append(got[label], message.Name+" "+string(message.Data))
					mu.Unlock()
				case <-done:
					return
				}
			}
		}(s.label, client)
	}
	return func() received {
		// PocketBase hands each message to its client from a goroutine of its own.
		time.Sleep(300 * time.Millisecond)
		close(done)
		wg.Wait()
		for _, lines := range got {
			sort.Strings(lines)
		}
		return got
	}
}

func recipientOf(t *testing.T, app core.App) *core.Record {
	t.Helper()
	members, err := app.FindAllRecords("users")
	if err != nil {
		t.Fatal(err)
	}
	return members[0]
}

// createAndMarkRead saves a notification and then marks it read, returning what each subscriber
// was sent for each of the two saves.
func createAndMarkRead(t *testing.T, app *tests.TestApp) (created, updated received) {
	t.Helper()
	collection, err := app.FindCollectionByNameOrId(notificationsCollection)
	if err != nil {
		t.Fatal(err)
	}
	record := core.NewRecord(collection)
	record.Id = testNotificationId
	record.Set(recipientField, recipientOf(t, app).Id)
	record.Set("type", "booking_request")
	record.Set("content", "New booking request")
	record.Set("data", map[string]any{"bookingId": "b1"})

	stop := connect(t, app)
	if err := app.Save(record); err != nil {
		t.Fatal(err)
	}
	created = stop()

	for _, client := range app.SubscriptionsBroker().Clients() {
		app.SubscriptionsBroker().Unregister(client.Id())
	}
	stop = connect(t, app)
	record.Set("read", true)
	if err := app.Save(record); err != nil {
		t.Fatal(err)
	}
	updated = stop()
	return created, updated
}

func TestNotificationEventsReachExactlyWhomPocketBaseWouldSendThemTo(t *testing.T) {
	stockCreated, stockUpdated := createAndMarkRead(t, notificationsApp(t, false, recipientOnlyRule))
	narrowCreated, narrowUpdated := createAndMarkRead(t, notificationsApp(t, true, recipientOnlyRule))

	for _, s := range subscribers {
		if !reflect.DeepEqual(stockCreated[s.label], narrowCreated[s.label]) {
			t.Errorf("create, %s:\n PocketBase sent %q\n narrowed sent   %q", s.label, stockCreated[s.label], narrowCreated[s.label])
		}
		if !reflect.DeepEqual(stockUpdated[s.label], narrowUpdated[s.label]) {
			t.Errorf("update, %s:\n PocketBase sent %q\n narrowed sent   %q", s.label, stockUpdated[s.label], narrowUpdated[s.label])
		}
	}

	// The comparison means something: the recipient and superusers were sent the row, in every
	// form asked for; nobody else was.
	for label, want := range map[string]int{
		"recipient, every row": 2, "recipient, this row": 1, "recipient, expand": 1, "recipient, fields": 1,
		"recipient, expand and fields": 1, "recipient, matching filter": 1, "superuser": 2,
	} {
		if got := len(narrowCreated[label]); got != want {
			t.Errorf("create, %s: %d messages, want %d: %q", label, got, want, narrowCreated[label])
		}
		if got := len(narrowUpdated[label]); got != want {
			t.Errorf("update, %s: %d messages, want %d", label, got, len(narrowUpdated[label]))
		}
	}
	for _, label := range []string{"recipient, other filter", "recipient, other topics", "member, every row", "member, filter on the recipient", "guest"} {
		if len(narrowCreated[label])+len(narrowUpdated[label]) > 0 {
			t.Errorf("%s was sent %q %q", label, narrowCreated[label], narrowUpdated[label])
		}
	}
	for _, message := range narrowCreated["superuser"] {
		if !strings.Contains(message, `"bookingId":"b1"`) {
			t.Errorf("superuser: hidden field missing in %s", message)
		}
	}
	for _, message := range narrowCreated["recipient, every row"] {
		if strings.Contains(message, "bookingId") || !strings.Contains(message, `"action":"create"`) {
			t.Errorf("recipient: want the create event without the hidden field, got %s", message)
		}
	}
	if got := narrowCreated["recipient, expand"]; len(got) != 1 || !strings.Contains(got[0], `"expand":{"user":{`) {
		t.Errorf("recipient, expand: want the user expanded, got %q", got)
	}
}

func TestOtherRulesAreLeftToPocketBase(t *testing.T) {
	// A list rule that lets everyone read the rows: the guest and the other member get them too.
	stock, _ := createAndMarkRead(t, notificationsApp(t, false, ""))
	narrowed, _ := createAndMarkRead(t, notificationsApp(t, true, ""))
	if !reflect.DeepEqual(stock, narrowed) {
		t.Errorf("PocketBase sent %q\nnarrowed sent %q", stock, narrowed)
	}
	if len(narrowed["guest"]) != 1 || len(narrowed["member, every row"]) != 2 {
		t.Errorf("want the public rows delivered to the guest and the member, got %q", narrowed)
	}
}

func TestLaterHandlersSeeTheRealApp(t *testing.T) {
	app := notificationsApp(t, true, recipientOnlyRule)
	var sawNarrowed []bool
	for _, h := range []*hook.TaggedHook[*core.ModelEvent]{app.OnModelAfterCreateSuccess(), app.OnModelAfterUpdateSuccess()} {
		h.BindFunc(func(e *core.ModelEvent) error {
			_, narrowed := e.App.(*audienceApp)
			sawNarrowed = append(sawNarrowed, narrowed)
			return e.Next()
		})
	}
	app.OnRecordAfterCreateSuccess(notificationsCollection).BindFunc(func(e *core.RecordEvent) error {
		_, narrowed := e.App.(*audienceApp)
		sawNarrowed = append(sawNarrowed, narrowed)
		return e.Next()
	})
	createAndMarkRead(t, app)
	if !reflect.DeepEqual(sawNarrowed, []bool{false, false, false}) {
		t.Errorf("handlers after the broadcast saw the narrowed app: %v", sawNarrowed)
	}
}
