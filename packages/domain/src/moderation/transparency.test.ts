import { describe, expect, it } from 'vitest';
import { TERRITORIAL_SCOPE } from './decision';
import type { StatementOfReasons } from './statement';
import { TRANSPARENCY_FIELDS, transparencyRecordOf } from './transparency';

const TERMS_URL = 'https://partilha.test/legal/terms';

const listingStatement: StatementOfReasons = {
  decisionId: 'dec1',
  type: 'suspend_listing',
  kind: 'listing',
  targetLabel: 'Kayak tour',
  targetPath: '/services/l1',
  durationDays: 0,
  decidedAt: '2026-08-31T12:00:00.000Z',
  endsAt: null,
  facts: 'The same tour is listed five times.',
  source: 'notice',
  ground: 'incompatible_content',
  legalGround: null,
  termsClause: 'listings',
  groundExplanation: 'Listings must describe one real offer each.',
};

const accountStatement: StatementOfReasons = {
  ...listingStatement,
  decisionId: 'dec2',
  type: 'restrict_account',
  kind: 'profile',
  durationDays: 7,
  endsAt: '2026-09-07T12:00:00.000Z',
  source: 'own_initiative',
  ground: 'illegal_content',
  legalGround: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
  termsClause: null,
  groundExplanation: 'Payment taken for a service never provided.',
};

describe('transparencyRecordOf', () => {
  it('maps a listing suspended under the terms to the Transparency Database fields', () => {
    expect(transparencyRecordOf(listingStatement, 'committed', null, TERMS_URL)).toEqual({
      puid: 'dec1',
      decision_visibility: ['DECISION_VISIBILITY_CONTENT_DISABLED'],
      decision_monetary: '',
      decision_provision: '',
      decision_account: '',
      account_type: '',
      decision_ground: 'DECISION_GROUND_INCOMPATIBLE_CONTENT',
      decision_ground_reference_url: `${TERMS_URL}#listings`,
      illegal_content_legal_ground: '',
      illegal_content_explanation: '',
      incompatible_content_ground: 'listings',
      incompatible_content_explanation: 'Listings must describe one real offer each.',
      category: 'STATEMENT_CATEGORY_SCOPE_OF_PLATFORM_SERVICE',
      content_type: ['CONTENT_TYPE_PRODUCT'],
      content_language: 'EN',
      territorial_scope: [...TERRITORIAL_SCOPE],
      application_date: '2026-08-31',
      end_date_visibility_restriction: '',
      end_date_account_restriction: '',
      decision_facts: 'The same tour is listed five times.',
      source_type: 'SOURCE_ARTICLE_16',
      automated_detection: 'No',
      automated_decision: 'AUTOMATED_DECISION_NOT_AUTOMATED',
      partilha_item_kind: 'listing',
      partilha_status: 'committed',
      partilha_appeal: '',
    });
  });

  it('maps an account suspended for a period on a legal ground, found on our own initiative', () => {
    const record = transparencyRecordOf(accountStatement, 'reversed', 'granted', TERMS_URL);
    expect(record).toMatchObject({
      puid: 'dec2',
      decision_visibility: [],
      decision_account: 'DECISION_ACCOUNT_SUSPENDED',
      account_type: 'ACCOUNT_TYPE_PRIVATE',
      decision_ground: 'DECISION_GROUND_ILLEGAL_CONTENT',
      decision_ground_reference_url: '',
      illegal_content_legal_ground: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
      illegal_content_explanation: 'Payment taken for a service never provided.',
      incompatible_content_ground: '',
      incompatible_content_explanation: '',
      category: 'STATEMENT_CATEGORY_SCAMS_AND_FRAUD',
      content_type: ['CONTENT_TYPE_TEXT'],
      end_date_account_restriction: '2026-09-07',
      source_type: 'SOURCE_VOLUNTARY',
      partilha_item_kind: 'profile',
      partilha_status: 'reversed',
      partilha_appeal: 'granted',
    });
  });

  it('calls an indefinite account restriction a termination', () => {
    const indefinite = { ...accountStatement, durationDays: 0, endsAt: null };
    const record = transparencyRecordOf(indefinite, 'committed', null, TERMS_URL);
    expect(record.decision_account).toBe('DECISION_ACCOUNT_TERMINATED');
    expect(record.end_date_account_restriction).toBe('');
  });

  it('treats a hidden review as disabled content of type text', () => {
    const review = {
      ...listingStatement,
      type: 'hide_review' as const,
      kind: 'review' as const,
      termsClause: 'acceptable-use' as const,
    };
    const record = transparencyRecordOf(review, 'committed', 'rejected', TERMS_URL);
    expect(record.decision_visibility).toEqual(['DECISION_VISIBILITY_CONTENT_DISABLED']);
    expect(record.content_type).toEqual(['CONTENT_TYPE_TEXT']);
    expect(record.category).toBe('STATEMENT_CATEGORY_SCAMS_AND_FRAUD');
    expect(record.partilha_appeal).toBe('rejected');
  });

  it('falls back to "other violation" for a clause without its own category', () => {
    const other = { ...listingStatement, termsClause: 'bookings-and-cancellations' as const };
    expect(transparencyRecordOf(other, 'committed', null, TERMS_URL).category).toBe(
      'STATEMENT_CATEGORY_OTHER_VIOLATION_TC',
    );
  });

  it('fills every field of the export header, and only those', () => {
    const record = transparencyRecordOf(accountStatement, 'committed', null, TERMS_URL);
    expect(Object.keys(record).sort()).toEqual([...TRANSPARENCY_FIELDS].sort());
  });
});
