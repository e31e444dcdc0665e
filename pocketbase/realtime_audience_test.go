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

var notificationSubscribers = []subscriber{
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

// realtimeApp is a test app with Partilha's `notifications` collection (a hidden field added, to see
// who gets it) and PocketBase's realtime events bound as the server binds them, with or without
// the narrowing (index is nil without).
type realtimeApp struct {
	*tests.TestApp
	index *topicIndex
}

func notificationsApp(t *testing.T, narrowed bool, listRule string) realtimeApp {
	t.Helper()
	app, err := newTestApp()
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
	result := realtimeApp{TestApp: app}
	if narrowed {
		result.index = bindRealtimeAudience(app)
	}
	if _, err := apis.NewRouter(app); err != nil { // binds the realtime events, as `serve` does
		t.Fatal(err)
	}
	return result
}

// newClient is a client as /api/realtime makes it (wrapped by the index when there is one).
func (app realtimeApp) newClient() subscriptions.Client {
	if app.index == nil {
		return subscriptions.NewDefaultClient()
	}
	return app.index.wrap(subscriptions.NewDefaultClient())
}

// connect registers the subscribers in the app's broker; they read what they are sent until stop.
func connect(t *testing.T, app realtimeApp, subscribers []subscriber) (stop func() received) {
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
		client := app.newClient()
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
func createAndMarkRead(t *testing.T, app realtimeApp) (created, updated received) {
	t.Helper()
	subscribers := notificationSubscribers
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

	stop := connect(t, app, subscribers)
	if err := app.Save(record); err != nil {
		t.Fatal(err)
	}
	created = stop()

	disconnectAll(app)
	stop = connect(t, app, subscribers)
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

	for _, s := range notificationSubscribers {
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

func disconnectAll(app core.App) {
	for _, client := range app.SubscriptionsBroker().Clients() {
		app.SubscriptionsBroker().Unregister(client.Id())
	}
}

func TestTopicCollection(t *testing.T) {
	for topic, want := range map[string]string{
		"notifications/*":   "notifications",
		"notifications":     "notifications",
		"notifications/abc": "notifications",
		`notifications/*?options={"query":{"expand":"user"}}`: "notifications",
		`notifications?options={"query":{"a":"b/c"}}`:         "notifications",
		"pbc_2301922722/*": "pbc_2301922722",
		"":                 "",
	} {
		if got := topicCollection(topic); got != want {
			t.Errorf("topicCollection(%q) = %q, want %q", topic, got, want)
		}
	}
}

func TestIndexFollowsEveryChangeOfTopics(t *testing.T) {
	index := newTopicIndex()
	client := index.wrap(subscriptions.NewDefaultClient())
	filed := func() []string {
		var keys []string
		for key, clients := range index.byCollection {
			if _, ok := clients[client]; ok {
				keys = append(keys, key)
			}
		}
		sort.Strings(keys)
		return keys
	}
	client.Subscribe("notifications/*", topic("notifications/*", `{"expand":"user"}`), "bookings/abc")
	if got := filed(); !reflect.DeepEqual(got, []string{"bookings", "notifications"}) {
		t.Errorf("after Subscribe: %v", got)
	}
	client.Unsubscribe("bookings/abc")
	if got := filed(); !reflect.DeepEqual(got, []string{"notifications"}) {
		t.Errorf("after Unsubscribe(one): %v", got)
	}
	client.Unsubscribe()
	client.Subscribe("users/*")
	if got := filed(); !reflect.DeepEqual(got, []string{"users"}) {
		t.Errorf("after Unsubscribe() and Subscribe: %v", got)
	}
	if index.live != 1 {
		t.Errorf("live %d, want 1", index.live)
	}

	users := core.NewAuthCollection("users")
	member := core.NewRecord(users)
	member.Id = "member000000001"
	superuser := core.NewRecord(core.NewAuthCollection(core.CollectionNameSuperusers))
	superuser.Id = "superuser000001"
	client.Set(apis.RealtimeClientAuthKey, member)
	if !index.byAuth[member.Id].has(client) || index.superusers.has(client) {
		t.Errorf("signed in as a member: byAuth %v, superusers %v", index.byAuth, index.superusers)
	}
	client.Set("other", "value") // other keys of the store leave the index alone
	client.Set(apis.RealtimeClientAuthKey, superuser)
	if len(index.byAuth) != 0 || !index.superusers.has(client) {
		t.Errorf("signed in as a superuser: byAuth %v, superusers %v", index.byAuth, index.superusers)
	}
	client.Unset(apis.RealtimeClientAuthKey)
	if len(index.byAuth) != 0 || len(index.superusers) != 0 {
		t.Errorf("signed out: byAuth %v, superusers %v", index.byAuth, index.superusers)
	}
	client.Set(apis.RealtimeClientAuthKey, member)
	client.Discard()
	index.remove(client) // the connection's end removes it again: counted once
	if got := filed(); len(got) != 0 || index.live != 0 || len(index.byCollection) != 0 || len(index.byAuth) != 0 {
		t.Errorf("after Discard: filed %v, live %d, index %v %v", got, index.live, index.byCollection, index.byAuth)
	}
	client.Subscribe("users/*") // a discarded client is not filed again
	if len(index.byCollection) != 0 {
		t.Errorf("a discarded client was filed: %v", index.byCollection)
	}
}

// A public collection: everyone subscribed to it, by name or id, gets its events; nobody else.
func TestOtherCollectionsReachTheSameClients(t *testing.T) {
	deliveries := func(narrowed bool) received {
		app := notificationsApp(t, narrowed, recipientOnlyRule)
		posts := core.NewBaseCollection("posts")
		posts.ListRule = types.Pointer("")
		posts.ViewRule = types.Pointer("")
		posts.Fields.Add(&core.TextField{Name: "title"})
		posts.Id = "pbc_posts_test1"
		if err := app.Save(posts); err != nil {
			t.Fatal(err)
		}
		subscribers := []subscriber{
			{"by name", "", []string{"posts/*"}},
			{"by id", "member", []string{posts.Id + "/*", posts.Id + "/post00000000001"}},
			{"this row, old form and filter", "recipient", []string{"posts/post00000000001", "posts", topic("posts/*", `{"filter":"title != ''"}`)}},
			{"filter that fails", "", []string{topic("posts/*", `{"filter":"title = 'other'"}`)}},
			{"other collections", "recipient", []string{"notifications/*", "users/*", "postscript/*"}},
			{"superuser", "superuser", []string{"posts/*"}},
		}
		record := core.NewRecord(posts)
		record.Id = "post00000000001"
		record.Set("title", "Hello")
		stop := connect(t, app, subscribers)
		if err := app.Save(record); err != nil {
			t.Fatal(err)
		}
		got := stop()
		disconnectAll(app)
		stop = connect(t, app, subscribers)
		record.Set("title", "Hello again")
		if err := app.Save(record); err != nil {
			t.Fatal(err)
		}
		for label, lines := range stop() {
			got[label+" (update)"] = lines
		}
		return got
	}
	stock, narrowed := deliveries(false), deliveries(true)
	if !reflect.DeepEqual(stock, narrowed) {
		t.Errorf("PocketBase sent %q\nnarrowed sent %q", stock, narrowed)
	}
	for label, want := range map[string]int{"by name": 1, "by id": 2, "this row, old form and filter": 3, "superuser": 1, "filter that fails": 0, "other collections": 0} {
		if len(narrowed[label]) != want || len(narrowed[label+" (update)"]) != want {
			t.Errorf("%s: %d and %d messages, want %d", label, len(narrowed[label]), len(narrowed[label+" (update)"]), want)
		}
	}
}

// A client registered by other code than /api/realtime is not in the index: nothing is narrowed.
func TestClientsOutsideTheIndexStillGetEvents(t *testing.T) {
	app := notificationsApp(t, true, recipientOnlyRule)
	outsider := subscriptions.NewDefaultClient()
	outsider.Set(apis.RealtimeClientAuthKey, recipientOf(t, app))
	outsider.Subscribe("notifications/*")
	app.SubscriptionsBroker().Register(outsider)
	got := make(chan string, 1)
	go func() { got <- string((<-outsider.Channel()).Data) }()
	created, _ := createAndMarkRead(t, app)
	select {
	case data := <-got:
		if !strings.Contains(data, testNotificationId) {
			t.Errorf("outsider got %s", data)
		}
	case <-time.After(2 * time.Second):
		t.Error("a client outside the index was not sent the notification")
	}
	if len(created["recipient, every row"]) != 2 {
		t.Errorf("recipient: %q", created["recipient, every row"])
	}
}

// Saving an auth record refreshes or clears the auth state of every client signed in as it, not only
// of those subscribed to its collection: such events are not narrowed.
func TestAuthRecordChangesReachEveryClientSignedInAsIt(t *testing.T) {
	for _, narrowed := range []bool{false, true} {
		app := notificationsApp(t, narrowed, recipientOnlyRule)
		member := recipientOf(t, app)
		client := app.newClient()
		client.Set(apis.RealtimeClientAuthKey, member.Fresh()) // as signed in before the change
		client.Subscribe("notifications/*")
		app.SubscriptionsBroker().Register(client)
		go func() {
			for range client.Channel() {
			}
		}()
		member.SetPassword("a-new-password-123")
		if err := app.Save(member); err != nil {
			t.Fatal(err)
		}
		if auth := client.Get(apis.RealtimeClientAuthKey); auth != nil {
			t.Errorf("narrowed %v: the client is still signed in as the member after a password change", narrowed)
		}
	}
}

// spyClient counts how often PocketBase's broadcast lists its topics.
type spyClient struct {
	*indexedClient
	asked *int
}

func (c spyClient) Subscriptions(prefixes ...string) map[string]subscriptions.SubscriptionOptions {
	*c.asked++
	return c.indexedClient.Subscriptions(prefixes...)
}

// The narrowing is in effect: PocketBase's broadcast never looks at a client subscribed to other
// collections (it would, six times, if it ran before narrowAudience or without it).
func TestTheBroadcastLooksOnlyAtTheAudience(t *testing.T) {
	app := notificationsApp(t, true, recipientOnlyRule)
	asked := 0
	spy := spyClient{app.index.wrap(subscriptions.NewDefaultClient()), &asked}
	spy.Subscribe("users/*")
	app.SubscriptionsBroker().Register(spy)
	createAndMarkRead(t, app)
	if asked != 0 {
		t.Errorf("the broadcast listed the topics of a client outside the audience %d times", asked)
	}

	stock := notificationsApp(t, false, recipientOnlyRule)
	stockAsked := 0
	stockSpy := spyClient{newTopicIndex().wrap(subscriptions.NewDefaultClient()), &stockAsked}
	stock.SubscriptionsBroker().Register(stockSpy)
	createAndMarkRead(t, stock)
	if stockAsked == 0 {
		t.Error("the spy is never asked even without the narrowing: the test proves nothing")
	}
}
