package main

// Realtime delivery of `notifications` rows to their recipient (issue 20).
//
// PocketBase sends a record's create and update events by walking every realtime client and, for
// each one subscribed to the collection, checking the collection's rule with an SQL query, on the
// goroutine of the request that saved the record. With 2,000 members connected, a booking request
// ran 2,000 such queries before it answered, and its owner's notification waited in the same line.
//
// A notification is readable by its recipient only (listRule and viewRule
// `user = @request.auth.id` in pb_migrations), and superusers read everything. So the only clients
// that can pass the rule are those signed in as the recipient and superusers: PocketBase's own
// broadcast is given a broker that holds just those clients, and runs unchanged on them (the same
// rule and subscription-filter checks, topics, expand, fields, enrich hooks and hidden fields).
// Nobody else could have received the row before, nobody else receives it now. When the rules in
// the database say anything else, nothing is narrowed and PocketBase walks every client as before.

import (
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

const (
	notificationsCollection = "notifications"
	// The collection's list and view rule: only the row's `user` may read it.
	recipientOnlyRule = "user = @request.auth.id"
	recipientField    = "user"
	// The size of the slices the clients are read in (any size reads them all).
	audienceChunkSize = 1000
)

// audienceApp is the app as PocketBase's realtime broadcast sees it for one record event: the same
// app, whose subscriptions broker holds only the clients that may read the record.
type audienceApp struct {
	core.App
	audience *subscriptions.Broker
}

func (a *audienceApp) SubscriptionsBroker() *subscriptions.Broker {
	return a.audience
}

// bindNotificationAudience narrows the create and update broadcasts of `notifications` rows.
//
// PocketBase binds its broadcast handlers (priority -99) when the server starts; these bind before
// that at the same priority, so each event passes: PocketBase's record-hook proxy (bound when the app
// is made), narrowAudience, the broadcast, then restoreApp (-98), which hands the real app back to
// every handler after the broadcast. realtime_notifications_test.go checks that order.
func bindNotificationAudience(app core.App) {
	for _, h := range []*hook.TaggedHook[*core.ModelEvent]{
		app.OnModelAfterCreateSuccess(),
		app.OnModelAfterUpdateSuccess(),
	} {
		h.Bind(&hook.Handler[*core.ModelEvent]{
			Id:       "partilhaNotificationAudience",
			Priority: -99,
			Func:     narrowAudience,
		})
		h.Bind(&hook.Handler[*core.ModelEvent]{
			Id:       "partilhaNotificationAudienceRestore",
			Priority: -98,
			Func:     restoreApp,
		})
	}
}

func narrowAudience(e *core.ModelEvent) error {
	record, ok := e.Model.(*core.Record)
	if !ok || !readableByRecipientOnly(record.Collection()) {
		return e.Next()
	}
	original := e.App
	e.App = &audienceApp{App: original, audience: recipientAudience(original.SubscriptionsBroker(), record.GetString(recipientField))}
	err := e.Next()
	restoreApp(e)
	return err
}

// restoreApp puts the real app back in the event (a no-op for events narrowAudience did not touch).
func restoreApp(e *core.ModelEvent) error {
	if narrowed, ok := e.App.(*audienceApp); ok {
		e.App = narrowed.App
	}
	return e.Next()
}

// readableByRecipientOnly: the collection is `notifications` and its rules, as stored, let a client
// read a row only when signed in as the row's single `user` (or as a superuser).
func readableByRecipientOnly(collection *core.Collection) bool {
	if collection == nil || collection.Name != notificationsCollection {
		return false
	}
	if collection.ListRule == nil || *collection.ListRule != recipientOnlyRule ||
		collection.ViewRule == nil || *collection.ViewRule != recipientOnlyRule {
		return false
	}
	relation, ok := collection.Fields.GetByName(recipientField).(*core.RelationField)
	return ok && !relation.IsMultiple()
}

// recipientAudience: a broker holding the clients signed in as the recipient or as a superuser, the
// only ones the rule can let through (a guest has no auth record, and an auth record's id is never
// empty, so a row without a recipient goes to superusers only, as PocketBase's rule check decides).
func recipientAudience(all *subscriptions.Broker, recipientId string) *subscriptions.Broker {
	audience := subscriptions.NewBroker()
	for _, chunk := range all.ChunkedClients(audienceChunkSize) {
		for _, client := range chunk {
			auth, _ := client.Get(apis.RealtimeClientAuthKey).(*core.Record)
			if auth != nil && (auth.Id == recipientId || auth.IsSuperuser()) {
				audience.Register(client)
			}
		}
	}
	return audience
}
