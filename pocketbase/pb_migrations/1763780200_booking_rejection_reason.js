/// Issue 17. Rejecting a request may give a reason (POST /api/market/bookings/{id}/status with
/// { status: 'rejected', reason? }): it is kept on the booking as rejectionReason, read by both
/// parties like every other field (the bookings rules are unchanged).
///
/// Equipment is priced per day and has no hours: its bookings store hoursPerDay 0 from now on
/// (pocketbase/hooks/lib/booking-request-fields.ts), and earlier ones are set to 0 here, so every
/// equipment booking reads alike. The number field's min 1 leaves 0, its empty value, allowed.
migrate(
  (app) => {
    const bookings = app.findCollectionByNameOrId('bookings');
    bookings.fields.add(new Field({ type: 'text', name: 'rejectionReason', max: 500 }));
    app.save(bookings);
    app.db().newQuery("UPDATE bookings SET hoursPerDay = 0 WHERE listingType = 'equipment'").execute();
  },
  (app) => {
    const bookings = app.findCollectionByNameOrId('bookings');
    bookings.fields.removeByName('rejectionReason');
    app.save(bookings);
  },
);
