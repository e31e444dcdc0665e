/**
 * Texts for editing and deleting one's own review, in the active language (the domain's
 * review.own catalogue). The server's refusals are shown in its own words.
 */
export { OWN_REVIEW_TEXTS } from '@partilha/domain';
