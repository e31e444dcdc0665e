package main

// Realtime delivery of `notifications` rows to their recipient (issue 20, with realtime_audience.go).
//
// Every member's open page subscribes to `notifications`, so the collection's audience is nearly
// every client, and PocketBase checked the rule for each with an SQL query: with 2,000 members
// connected, a booking request ran 2,000 queries before it answered, and its owner's notification
// waited in the same line. A notification is readable by its recipient only (listRule and viewRule
// `user = @request.auth.id` in pb_migrations), and superusers read everything. So the only clients
// that can pass the rule are those signed in as the recipient and superusers (a guest has no auth
// record, and an auth record's id is never empty, so a row without a recipient goes to superusers
// only, as PocketBase's rule check decides). The index of realtime_audience.go finds them among the
// subscribers without a walk, and PocketBase's own broadcast runs on them alone and decides as
// before. Nobody else could have received the row before, nobody else receives it now. When the
// rules in the database say anything else, this narrowing is off.

import "github.com/pocketbase/pocketbase/core"

const (
	notificationsCollection = "notifications"
	// The collection's list and view rule: only the row's `user` may read it.
	recipientOnlyRule = "user = @request.auth.id"
	recipientField    = "user"
)

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
