/// Messages inside a booking (spec 001 §4 "Messaging"). Only the booking's two parties read
/// them; a party writes as themself while the booking is neither cancelled nor rejected; the
/// recipient may only mark a message read; nobody deletes.
const PARTY = '(booking.renter = @request.auth.id || booking.owner = @request.auth.id)';

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const bookings = app.findCollectionByNameOrId('bookings');

    const messages = new Collection({
      type: 'base',
      name: 'booking_messages',
      listRule: PARTY,
      viewRule: PARTY,
      createRule: [
        '@request.auth.id != ""',
        'sender = @request.auth.id',
        PARTY,
        'booking.status != "cancelled"',
        'booking.status != "rejected"',
        '(@request.body.read:isset = false || @request.body.read = false)',
      ].join(' && '),
      updateRule: [
        PARTY,
        'sender != @request.auth.id',
        '@request.body.read = true',
        '@request.body.booking:isset = false',
        '@request.body.sender:isset = false',
        '@request.body.content:isset = false',
      ].join(' && '),
      deleteRule: null,
      fields: [
        {
          type: 'relation',
          name: 'booking',
          collectionId: bookings.id,
          maxSelect: 1,
          required: true,
          cascadeDelete: true,
        },
        { type: 'relation', name: 'sender', collectionId: users.id, maxSelect: 1, required: true },
        { type: 'text', name: 'content', min: 1, max: 2000, required: true },
        { type: 'bool', name: 'read' },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        // A booking's thread, oldest first.
        'CREATE INDEX `idx_booking_messages_booking_created` ON `booking_messages` (`booking`, `created`)',
        // Unread messages of a booking for the viewer.
        'CREATE INDEX `idx_booking_messages_booking_read` ON `booking_messages` (`booking`, `read`)',
      ],
    });

    app.save(messages);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('booking_messages'));
  },
);
