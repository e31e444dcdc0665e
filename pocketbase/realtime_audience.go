package main

// Who PocketBase's realtime broadcast looks at when a record is saved (issue 20).
//
// PocketBase sends a record's create and update events by walking every realtime client, on the
// goroutine of the request that saved the record: for each client it lists the client's topics six
// times (one per topic form of the collection), and for each one subscribed to the collection it
// checks the collection's rule with an SQL query. With 10,000 clients connected that walk took about
// 30 ms of CPU for every record saved, subscribed or not, and a booking saves several.
//
// Here each client connected through /api/realtime keeps its topics in an index (the client is
// wrapped when it connects; every change of its topics goes through the wrapper), and the broadcast
// is given a broker that holds only the clients with a topic of the record's collection, the only
// ones it could send the event to. It then runs unchanged on them: the same rule and filter checks,
// topics, expand, fields, enrich hooks and hidden fields. realtime_notifications.go narrows further
// for `notifications`. When some registered client is not in the index (one registered by other
// code, or one still connecting), or the record is an auth record (PocketBase also refreshes the
// signed-in clients' auth state on the same event, and must see them all), nothing is narrowed.

import (
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
	"github.com/pocketbase/pocketbase/tools/types"
)

// clientSet is a set of indexed clients.
type clientSet map[*indexedClient]struct{}

// topicIndex: the connected clients by the collections their topics name ("notifications/*",
// "notifications/{id}?options=…" and the old "notifications" all name `notifications`; a topic may
// name a collection by its id too), and by whom they are signed in as.
type topicIndex struct {
	mu           sync.RWMutex
	byCollection map[string]clientSet
	// By the id of their auth record (superusers apart).
	byAuth     map[string]clientSet
	superusers clientSet
	// The clients wrapped and not yet discarded (compared with the broker's count).
	live int
}

func newTopicIndex() *topicIndex {
	return &topicIndex{byCollection: map[string]clientSet{}, byAuth: map[string]clientSet{}, superusers: clientSet{}}
}

func (set clientSet) has(c *indexedClient) bool {
	_, ok := set[c]
	return ok
}

// file adds the client to the set under key, making the set when missing.
func file(sets map[string]clientSet, key string, c *indexedClient) {
	if sets[key] == nil {
		sets[key] = clientSet{}
	}
	sets[key][c] = struct{}{}
}

// unfile removes the client from the set under key, and the set when empty.
func unfile(sets map[string]clientSet, key string, c *indexedClient) {
	delete(sets[key], c)
	if len(sets[key]) == 0 {
		delete(sets, key)
	}
}

// topicCollection is the collection name or id a topic starts with.
func topicCollection(topic string) string {
	if end := strings.IndexAny(topic, "/?"); end >= 0 {
		return topic[:end]
	}
	return topic
}

// indexedClient is PocketBase's client, keeping the index in step with its topics and its auth.
type indexedClient struct {
	*subscriptions.DefaultClient
	index *topicIndex
	// The index entries it is in (guarded by index.mu).
	collections []string
	authId      string
	superuser   bool
	discarded   bool
}

func (index *topicIndex) wrap(client *subscriptions.DefaultClient) *indexedClient {
	index.mu.Lock()
	defer index.mu.Unlock()
	index.live++
	return &indexedClient{DefaultClient: client, index: index}
}

func (c *indexedClient) Subscribe(subs ...string) {
	c.DefaultClient.Subscribe(subs...)
	c.index.update(c)
}

func (c *indexedClient) Unsubscribe(subs ...string) {
	c.DefaultClient.Unsubscribe(subs...)
	c.index.update(c)
}

// Set and Unset: PocketBase keeps the client's auth record in its store (apis.RealtimeClientAuthKey).
func (c *indexedClient) Set(key string, value any) {
	c.DefaultClient.Set(key, value)
	if key == apis.RealtimeClientAuthKey {
		c.index.update(c)
	}
}

func (c *indexedClient) Unset(key string) {
	c.DefaultClient.Unset(key)
	if key == apis.RealtimeClientAuthKey {
		c.index.update(c)
	}
}

func (c *indexedClient) Discard() {
	c.DefaultClient.Discard()
	c.index.remove(c)
}

// update files the client under the collections of its current topics and its current auth.
func (index *topicIndex) update(c *indexedClient) {
	index.mu.Lock()
	defer index.mu.Unlock()
	if c.discarded {
		return
	}
	index.unfile(c)
	for topic := range c.DefaultClient.Subscriptions() {
		collection := topicCollection(topic)
		if !index.byCollection[collection].has(c) {
			file(index.byCollection, collection, c)
			c.collections = append(c.collections, collection)
		}
	}
	auth, _ := c.DefaultClient.Get(apis.RealtimeClientAuthKey).(*core.Record)
	switch {
	case auth == nil:
	case auth.IsSuperuser():
		c.superuser = true
		index.superusers[c] = struct{}{}
	default:
		c.authId = auth.Id
		file(index.byAuth, auth.Id, c)
	}
}

func (index *topicIndex) remove(c *indexedClient) {
	index.mu.Lock()
	defer index.mu.Unlock()
	if c.discarded {
		return
	}
	c.discarded = true
	index.live--
	index.unfile(c)
}

func (index *topicIndex) unfile(c *indexedClient) {
	for _, collection := range c.collections {
		unfile(index.byCollection, collection, c)
	}
	c.collections = nil
	if c.authId != "" {
		unfile(index.byAuth, c.authId, c)
		c.authId = ""
	}
	delete(index.superusers, c)
	c.superuser = false
}

// audience: a broker holding the clients with a topic of the collection, or only those of them
// signed in as `recipientId` or as a superuser when given; false when some client of the broker may
// be missing from the index.
func (index *topicIndex) audience(all *subscriptions.Broker, collection *core.Collection, recipientId *string) (*subscriptions.Broker, bool) {
	index.mu.RLock()
	defer index.mu.RUnlock()
	if all.TotalClients() != index.live {
		return nil, false
	}
	subscribed := func(c *indexedClient) bool {
		return index.byCollection[collection.Name].has(c) || index.byCollection[collection.Id].has(c)
	}
	audience := subscriptions.NewBroker()
	if recipientId != nil {
		for _, candidates := range []clientSet{index.byAuth[*recipientId], index.superusers} {
			for client := range candidates {
				if subscribed(client) {
					audience.Register(client)
				}
			}
		}
		return audience, true
	}
	for _, key := range []string{collection.Name, collection.Id} {
		for client := range index.byCollection[key] {
			audience.Register(client)
		}
	}
	return audience, true
}

// audienceApp is the app as PocketBase's realtime broadcast sees it for one record event: the same
// app, whose subscriptions broker holds only the clients that may be sent the event.
type audienceApp struct {
	core.App
	audience *subscriptions.Broker
}

func (a *audienceApp) SubscriptionsBroker() *subscriptions.Broker {
	return a.audience
}

// bindRealtimeAudience wraps every client that connects, and narrows the create and update
// broadcasts. PocketBase binds its broadcast handlers (priority -99) when the server starts; the
// narrowing binds before that at the same priority, so each event passes: PocketBase's record-hook
// proxy (bound when the app is made), narrowAudience, the broadcast, then restoreApp (-98), which
// hands the real app back to every later handler. realtime_audience_test.go checks that order.
func bindRealtimeAudience(app core.App) *topicIndex {
	index := newTopicIndex()
	app.OnRealtimeConnectRequest().Bind(&hook.Handler[*core.RealtimeConnectRequestEvent]{
		Id: "partilhaRealtimeTopicIndex",
		Func: func(e *core.RealtimeConnectRequestEvent) error {
			client, ok := e.Client.(*subscriptions.DefaultClient)
			if !ok {
				return e.Next()
			}
			wrapped := index.wrap(client)
			e.Client = wrapped
			// Returns when the connection ends; PocketBase has unregistered (discarded) it by then,
			// unless it never got that far.
			defer index.remove(wrapped)
			return e.Next()
		},
	})
	narrow := func(e *core.ModelEvent) error { return narrowAudience(index, e) }
	for _, h := range []*hook.TaggedHook[*core.ModelEvent]{app.OnModelAfterCreateSuccess(), app.OnModelAfterUpdateSuccess()} {
		h.Bind(&hook.Handler[*core.ModelEvent]{Id: "partilhaRealtimeAudience", Priority: -99, Func: narrow})
		h.Bind(&hook.Handler[*core.ModelEvent]{Id: "partilhaRealtimeAudienceRestore", Priority: -98, Func: restoreApp})
	}
	return index
}

func narrowAudience(index *topicIndex, e *core.ModelEvent) error {
	record, ok := e.Model.(*core.Record)
	if !ok || record.Collection() == nil || record.Collection().IsAuth() {
		return e.Next()
	}
	var recipientId *string
	if readableByRecipientOnly(record.Collection()) {
		recipientId = types.Pointer(record.GetString(recipientField))
	}
	original := e.App
	audience, ok := index.audience(original.SubscriptionsBroker(), record.Collection(), recipientId)
	if !ok {
		return e.Next()
	}
	e.App = &audienceApp{App: original, audience: audience}
	err := e.Next()
	unwrapApp(e) // in case the chain stopped before restoreApp
	return err
}

// restoreApp puts the real app back in the event for the handlers after the broadcast.
func restoreApp(e *core.ModelEvent) error {
	unwrapApp(e)
	return e.Next()
}

// unwrapApp: a no-op for events narrowAudience did not touch.
func unwrapApp(e *core.ModelEvent) {
	if narrowed, ok := e.App.(*audienceApp); ok {
		e.App = narrowed.App
	}
}
