/// Bookings (docs/data-model.md). Read by their two parties and operators; written only by the
/// server routes (null create/update/delete rules = superusers and hooks only).
migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const listings = app.findCollectionByNameOrId('listings');

    const bookings = new Collection({
      type: 'base',
      name: 'bookings',
      listRule: 'renter = @request.auth.id || owner = @request.auth.id || @request.auth.role = "operator"',
      viewRule: 'renter = @request.auth.id || owner = @request.auth.id || @request.auth.role = "operator"',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        // Optional: deleting the listing clears it and keeps the booking's history.
        { type: 'relation', name: 'listing', collectionId: listings.id, maxSelect: 1 },
        { type: 'select', name: 'listingType', values: ['service', 'equipment'], maxSelect: 1 },
        { type: 'text', name: 'listingTitle', max: 120 },
        { type: 'relation', name: 'renter', collectionId: users.id, maxSelect: 1, required: true },
        { type: 'relation', name: 'owner', collectionId: users.id, maxSelect: 1, required: true },
        { type: 'number', name: 'totalPrice', min: 0 },
        { type: 'date', name: 'startDate' },
        { type: 'date', name: 'endDate' },
        { type: 'json', name: 'selectedDates', maxSize: 20000 },
        { type: 'number', name: 'hoursPerDay', min: 1, max: 24 },
        {
          type: 'select',
          name: 'status',
          values: ['pending', 'negotiating', 'approved', 'rejected', 'cancelled', 'completed'],
          maxSelect: 1,
          required: true,
        },
        { type: 'text', name: 'notes', max: 500 },
        { type: 'select', name: 'paymentStatus', values: ['pending', 'paid', 'refunded'], maxSelect: 1 },
        { type: 'text', name: 'cancellationReason', max: 500 },
        { type: 'relation', name: 'cancelledBy', collectionId: users.id, maxSelect: 1 },
        { type: 'date', name: 'cancelledAt' },
        { type: 'bool', name: 'isLateCancellation' },
        { type: 'date', name: 'lastUpdated' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        // "Bookings I've Made" / "Booking Requests Received", newest first, and status counts.
        'CREATE INDEX `idx_bookings_renter_created` ON `bookings` (`renter`, `created`)',
        'CREATE INDEX `idx_bookings_owner_created` ON `bookings` (`owner`, `created`)',
        'CREATE INDEX `idx_bookings_renter_status` ON `bookings` (`renter`, `status`)',
        'CREATE INDEX `idx_bookings_owner_status` ON `bookings` (`owner`, `status`)',
        // Availability and a listing's bookings.
        'CREATE INDEX `idx_bookings_listing_status` ON `bookings` (`listing`, `status`)',
        'CREATE INDEX `idx_bookings_status_created` ON `bookings` (`status`, `created`)',
      ],
    });

    app.save(bookings);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('bookings'));
  },
);
