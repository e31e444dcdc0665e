/**
 * Texts for editing and deleting one's own review. The spec says only that "users can edit or
 * delete their own review" (spec 001 §4) and words none of it; the server's refusals are shown in
 * its own words.
 */
export const OWN_REVIEW_TEXTS = {
  editTitle: 'Edit Your Review',
  save: 'Save Changes',
  updated: 'Your review was updated.',
  updateFailed: 'Failed to update the review. Please try again.',
  deleteTitle: 'Delete your review?',
  deleteText: 'It disappears from the profile and its rating no longer counts. You can write a new one afterwards.',
  deleteConfirm: 'Delete Review',
  keep: 'Keep Review',
  deleted: 'Your review was deleted.',
  deleteFailed: 'Failed to delete the review. Please try again.',
  hidden: 'This review is hidden: it no longer appears on Partilha or counts towards any rating.',
  readStatement: 'Read the statement of reasons and appeal',
} as const;
