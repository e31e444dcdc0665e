// The public surface of @partilha/domain; nothing outside the package imports deeper than this.

export * from './app/product';
export * from './app/ui-constants';
export * from './app/static-pages';
export * from './app/frame-messages';
export * from './app/common-messages';
export * from './app/site-head-messages';
export * from './app/route-texts';
export * from './app/site-texts';
export * from './app/rule-fact-texts';

export * from './time/calendar-date';
export * from './time/lisbon-time';
export * from './time/parse-timestamp';
export * from './time/format-date';
export * from './time/relative-time';

export * from './money/round-money';
export * from './money/format-euros';
export * from './money/spoken-price';
export * from './money/money-messages';
export * from './money/check-euro-amount';
export * from './money/parse-euro-amount';
export * from './money/read-sent-amount';
export * from './money/amount-input-text';
export * from './money/typed-euro-amount-schema';

export * from './auth/auth-messages';
export * from './auth/auth-constants';
export * from './auth/email-address';
export * from './auth/credentials-schemas';
export * from './auth/password-policy';
export * from './auth/account-flow-messages';
export * from './auth/account-settings-messages';
export * from './auth/account-screen-messages';
export * from './auth/account-mail-messages';
export * from './mail/mail-layout-messages';

export * from './profile/user';
export * from './profile/postal-code';
export * from './profile/profile-messages';
export * from './profile/profile-schemas';
export * from './profile/avatar-file';
export * from './profile/display-name';
export * from './profile/account-deletion';

export * from './listing/listing-type';
export * from './listing/categories';
export * from './listing/listing-attributes';
export * from './listing/availability';
export * from './listing/listing';
export * from './listing/listing-messages';
export * from './listing/listing-page-messages';
export * from './listing/listing-price';
export * from './listing/text-lines';
export * from './listing/listing-images';
export * from './listing/listing-page-image';
export * from './listing/listing-form-schemas';
export * from './listing/listing-fields';
export * from './listing/listing-creation-checks';
export * from './listing/listing-wizard';

export * from './search/price-bands';
export * from './search/search-filters';
export * from './search/search-category';
export * from './search/search-text';
export * from './search/categories-named-by';
export * from './search/search-query';
export * from './search/search-messages';
export * from './search/landing-messages';
export * from './search/first-view-messages';
export * from './search/search-fold';
export * from './search/search-sort';
export * from './search/search-dates';
export * from './search/filter-chips';
export * from './search/category-option-groups';

export * from './booking/booking';
export * from './booking/booking-messages';
export * from './booking/booking-notice-messages';
export * from './booking/booking-mail-messages';
export * from './booking/booking-page-messages';
export * from './dashboard/dashboard-messages';
export * from './booking/booking-roles';
export * from './booking/booking-transitions';
export * from './booking/booking-dates';
export * from './booking/booking-details-edit';
export * from './booking/booking-creation-checks';
export * from './booking/booking-price';
export * from './booking/rejection-reason';
export * from './booking/booking-timers';
export * from './calendar/icalendar';
export * from './booking/booking-effects';
export * from './booking/booking-form-schemas';
export * from './booking/booking-submit-label';
export * from './booking/booking-hours';

export * from './cancellation/is-late-cancellation';
export * from './cancellation/cancellation-reasons';
export * from './cancellation/booking-cancellation';

export * from './message/booking-message';

export * from './notification/notification';
export * from './notification/message-preview';
export * from './notification/notification-messages';

export * from './review/review-blind';
export * from './review/review';
export * from './review/review-categories';
export * from './review/review-messages';
export * from './review/review-view-messages';
export * from './review/review-eligibility';
export * from './review/review-form-schema';
export * from './review/review-summary';
export * from './review/review-summary-record';
export * from './review/review-sort';
export * from './review/review-display';

export * from './reliability/reliability-rating';
export * from './reliability/reliability-messages';
export * from './rating/rating-display';
export * from './rating/rating-messages';
export * from './rating/listing-rating-text';

export * from './subscription/subscription';
export * from './subscription/subscription-messages';

export * from './console/console-access';
export * from './console/audit-actions';
export * from './console/console-messages';
export * from './console/csv';
export * from './console/console-ui-texts';
export * from './console/console-csv-columns';
export * from './console/console-component-texts';
export * from './console/console-shell-texts';
export * from './console/console-settings-texts';
export * from './console/console-moderation-texts';
export * from './console/console-appeals-texts';
export * from './console/console-records-texts';

export * from './moderation/moderation-limits';
export * from './moderation/moderation-messages';
export * from './moderation/notice';
export * from './moderation/terms-clauses';
export * from './moderation/decision';
export * from './moderation/appeal';
export * from './moderation/statement';
export * from './moderation/statement-texts';
export * from './moderation/moderation-mail-texts';
export * from './moderation/moderation-ui-texts';
export * from './moderation/moderation-page-texts';
export * from './moderation/transparency';

export * from './i18n/language';
export * from './i18n/active-language';
export * from './i18n/catalogue';
export * from './i18n/platform-formats';
export * from './widgets/widget-embed-texts';
