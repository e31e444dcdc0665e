/// Booked days: one row per (listing, day) of an approved booking. The unique index makes a
/// double booking impossible: two approvals of overlapping dates cannot both insert their days.
migrate(
  (app) => {
    const listings = app.findCollectionByNameOrId('listings');
    const bookings = app.findCollectionByNameOrId('bookings');

    const bookedDays = new Collection({
      type: 'base',
      name: 'booked_days',
      // Availability is public; only the server routes write.
      listRule: '',
      viewRule: '',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      fields: [
        {
          type: 'relation',
          name: 'listing',
          collectionId: listings.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { type: 'text', name: 'day', pattern: '^\\d{4}-\\d{2}-\\d{2}$', max: 10, required: true },
        {
          type: 'relation',
          name: 'booking',
          collectionId: bookings.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_booked_days_listing_day` ON `booked_days` (`listing`, `day`)',
        'CREATE INDEX `idx_booked_days_booking` ON `booked_days` (`booking`)',
      ],
    });

    app.save(bookedDays);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('booked_days'));
  },
);
