/// Reviews (spec 001 §3, §4). Created only by the server route after the eligibility check.
/// Anyone reads active public reviews; the author and operators also see hidden ones. The
/// author edits the content of their own review or deletes it; operators only change `status`.
const NOT_SET = (names) => names.map((name) => `@request.body.${name}:isset = false`).join(' && ');

const SERVER_FIELDS = [
  'booking',
  'listing',
  'reviewer',
  'reviewee',
  'reviewType',
  'isPublic',
  'isVerified',
  'helpfulCount',
  'reportCount',
];
const CONTENT_FIELDS = ['overallRating', 'categoryRatings', 'title', 'content', 'photos'];

migrate(
  (app) => {
    const users = app.findCollectionByNameOrId('users');
    const listings = app.findCollectionByNameOrId('listings');
    const bookings = app.findCollectionByNameOrId('bookings');

    const visible =
      '(status = "active" && isPublic = true) || reviewer = @request.auth.id || @request.auth.role = "operator"';

    const reviews = new Collection({
      type: 'base',
      name: 'reviews',
      listRule: visible,
      viewRule: visible,
      createRule: null,
      updateRule: [
        `(reviewer = @request.auth.id && ${NOT_SET(SERVER_FIELDS.concat(['status']))})`,
        `(@request.auth.role = "operator" && ${NOT_SET(SERVER_FIELDS.concat(CONTENT_FIELDS))})`,
      ].join(' || '),
      deleteRule: 'reviewer = @request.auth.id',
      fields: [
        { type: 'relation', name: 'booking', collectionId: bookings.id, maxSelect: 1, required: true },
        { type: 'relation', name: 'listing', collectionId: listings.id, maxSelect: 1 },
        { type: 'relation', name: 'reviewer', collectionId: users.id, maxSelect: 1, required: true },
        { type: 'relation', name: 'reviewee', collectionId: users.id, maxSelect: 1, required: true },
        { type: 'select', name: 'reviewType', values: ['listing', 'owner', 'renter'], maxSelect: 1, required: true },
        { type: 'number', name: 'overallRating', min: 1, max: 5, onlyInt: true, required: true },
        { type: 'json', name: 'categoryRatings', maxSize: 2000 },
        { type: 'text', name: 'title', min: 1, max: 120, required: true },
        { type: 'text', name: 'content', min: 10, max: 500, required: true },
        {
          type: 'file',
          name: 'photos',
          maxSelect: 10,
          maxSize: 5 * 1024 * 1024,
          mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
          thumbs: ['300x300'],
        },
        { type: 'select', name: 'status', values: ['active', 'hidden'], maxSelect: 1, required: true },
        { type: 'bool', name: 'isPublic' },
        { type: 'bool', name: 'isVerified' },
        { type: 'number', name: 'helpfulCount', min: 0, onlyInt: true },
        { type: 'number', name: 'reportCount', min: 0, onlyInt: true },
        { type: 'autodate', name: 'created', onCreate: true, onUpdate: false },
        { type: 'autodate', name: 'updated', onCreate: true, onUpdate: true },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_reviews_booking_reviewer_type` ON `reviews` (`booking`, `reviewer`, `reviewType`)',
        // A profile's or listing's reviews of one type, active, newest first (and the summary rebuild).
        'CREATE INDEX `idx_reviews_reviewee_type_status_created` ON `reviews` (`reviewee`, `reviewType`, `status`, `created`)',
        'CREATE INDEX `idx_reviews_listing_type_status_created` ON `reviews` (`listing`, `reviewType`, `status`, `created`)',
        // "Your Review" on a booking, and a reviewer's own reviews.
        'CREATE INDEX `idx_reviews_booking` ON `reviews` (`booking`)',
        'CREATE INDEX `idx_reviews_reviewer_created` ON `reviews` (`reviewer`, `created`)',
      ],
    });

    app.save(reviews);
  },
  (app) => {
    app.delete(app.findCollectionByNameOrId('reviews'));
  },
);
