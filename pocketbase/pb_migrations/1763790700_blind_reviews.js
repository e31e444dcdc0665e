/// Issue 21: blind two-sided reviews, with one reply (packages/domain/src/review/review-blind.ts,
/// hooks/lib/review-publication.ts, docs/adr/0024-blind-reviews.md).
///
/// - reviews.publishedAt: '' until the review is published — when both parties of the booking have
///   reviewed, or 14 days after the booking was completed. Until then only its author (and
///   operators) can read it, and no summary counts it. Reviews written before this migration were
///   already public: they take their `created`.
/// - reviews.reply / repliedAt: the reviewed person's one public reply, written only through
///   POST /api/market/reviews/{id}/reply.
/// - bookings.completedAt: when the booking was completed (by the server's clock); completed
///   bookings before this migration take their last status change to completed, else `updated`.
///
/// The author's update rule now also keeps publishedAt, reply and repliedAt out of their hands.
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
const BLIND_FIELDS = ['publishedAt', 'reply', 'repliedAt'];

function rules(blind) {
  const server = SERVER_FIELDS.concat(blind ? BLIND_FIELDS : []);
  const shown = blind
    ? '(status = "active" && isPublic = true && publishedAt != "")'
    : '(status = "active" && isPublic = true)';
  const visible = `${shown} || reviewer = @request.auth.id || @request.auth.role = "operator"`;
  return {
    listRule: visible,
    viewRule: visible,
    updateRule: [
      `(reviewer = @request.auth.id && ${NOT_SET(server.concat(['status']))})`,
      `(@request.auth.role = "operator" && ${NOT_SET(server.concat(CONTENT_FIELDS))})`,
    ].join(' || '),
  };
}

migrate(
  (app) => {
    const reviews = app.findCollectionByNameOrId('reviews');
    reviews.fields.add(new Field({ type: 'date', name: 'publishedAt' }));
    reviews.fields.add(new Field({ type: 'text', name: 'reply', max: 500 }));
    reviews.fields.add(new Field({ type: 'date', name: 'repliedAt' }));
    const blind = rules(true);
    reviews.listRule = blind.listRule;
    reviews.viewRule = blind.viewRule;
    reviews.updateRule = blind.updateRule;
    reviews.indexes = reviews.indexes.concat(['CREATE INDEX `idx_reviews_published_at` ON `reviews` (`publishedAt`)']);
    app.save(reviews);
    app
      .db()
      .newQuery("UPDATE reviews SET publishedAt = created WHERE publishedAt = '' OR publishedAt IS NULL")
      .execute();

    const bookings = app.findCollectionByNameOrId('bookings');
    bookings.fields.add(new Field({ type: 'date', name: 'completedAt' }));
    app.save(bookings);
    app
      .db()
      .newQuery(
        "UPDATE bookings SET completedAt = COALESCE((SELECT MAX(h.created) FROM booking_status_history h WHERE h.booking = bookings.id AND h.toStatus = 'completed'), updated) WHERE status = 'completed'",
      )
      .execute();
  },
  (app) => {
    const reviews = app.findCollectionByNameOrId('reviews');
    const open = rules(false);
    reviews.listRule = open.listRule;
    reviews.viewRule = open.viewRule;
    reviews.updateRule = open.updateRule;
    reviews.indexes = reviews.indexes.filter((index) => !index.includes('idx_reviews_published_at'));
    for (const name of BLIND_FIELDS) reviews.fields.removeByName(name);
    app.save(reviews);
    const bookings = app.findCollectionByNameOrId('bookings');
    bookings.fields.removeByName('completedAt');
    app.save(bookings);
  },
);
