import { statementSections, type StatementOfReasons as Statement } from '@partilha/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatementOfReasons } from './StatementOfReasons';

const SITE = 'https://partilha.pt';

/** A statement as the server stores it; each story changes what its state needs. */
const base: Statement = {
  decisionId: 'k3m9x2q8r1t5v7w',
  type: 'suspend_listing',
  kind: 'listing',
  targetLabel: 'Bosch cordless drill, two batteries',
  targetPath: '/marketplace/equipment/l1',
  durationDays: 0,
  decidedAt: '2026-11-25T10:00:00.000Z',
  endsAt: null,
  facts:
    'The listing shows photos of a professional drill taken from a shop’s website, while the drill offered is a different, older model.',
  source: 'notice',
  ground: 'incompatible_content',
  legalGround: null,
  termsClause: 'listings',
  groundExplanation: 'Listings must describe honestly, with real photos, what is offered.',
};

const sectionsOf = (statement: Statement) =>
  statementSections(statement, `${SITE}/moderation/statements/${statement.decisionId}`);

const meta = {
  title: 'Moderation/StatementOfReasons',
  component: StatementOfReasons,
  tags: ['autodocs'],
  args: { sections: sectionsOf(base), status: 'committed', siteUrl: SITE, onNavigate: fn() },
} satisfies Meta<typeof StatementOfReasons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing suspended on a member's report, against a clause of the terms (linked). */
export const ListingSuspended: Story = {};

/** A review hidden as illegal content, on the platform's own initiative. */
export const ReviewHidden: Story = {
  args: {
    sections: sectionsOf({
      ...base,
      type: 'hide_review',
      kind: 'review',
      targetLabel: 'Never again: a dishonest owner',
      targetPath: '/profile/u7',
      facts: 'The review gives the owner’s home address and phone number and calls on others to visit.',
      source: 'own_initiative',
      ground: 'illegal_content',
      legalGround: 'STATEMENT_CATEGORY_DATA_PROTECTION_AND_PRIVACY_VIOLATIONS',
      termsClause: null,
      groundExplanation: 'Publishing someone’s home address without consent breaks the GDPR.',
    }),
  },
};

const restricted: Statement = {
  ...base,
  type: 'restrict_account',
  kind: 'profile',
  targetLabel: 'Rui Costa',
  targetPath: '/profile/u9',
  facts: 'Three renters reported messages from this account asking for payment outside Partilha before any booking.',
  termsClause: 'acceptable-use',
  groundExplanation: 'Asking for payment outside the platform is fraud under the acceptable use clause.',
};

/** An account suspended for 30 days: the end date is in the decision. */
export const AccountRestrictedFor30Days: Story = {
  args: { sections: sectionsOf({ ...restricted, durationDays: 30, endsAt: '2026-12-25T10:00:00.000Z' }) },
};

export const AccountRestrictedIndefinitely: Story = {
  args: { sections: sectionsOf(restricted) },
};

/** A second moderator granted the appeal: the listing is back, the statement stays readable. */
export const ReversedOnAppeal: Story = { args: { status: 'reversed' } };

/** The console's preview of a decision not yet made: no status. */
export const Preview: Story = { args: { status: undefined, title: 'The statement the member will receive' } };
