import { localized } from '../i18n/catalogue';

/**
 * The words of a statement of reasons (EU DSA Art. 17), read in the recipient's language: the
 * e-mail is written inside `inMemberLanguage`, the account page in the member's language. Dates
 * arrive as ISO days ("2026-05-01"); the English half keeps them so, as the spec writes them.
 */
export const STATEMENT_TEXTS_EN = {
  territorialScope: 'the European Union and the European Economic Area',
  redressAppeal:
    'Appeal to Partilha: you can ask us to review this decision within six months, from the link below. A different moderator will decide, and we will tell you the outcome with reasons.',
  redressOutOfCourt:
    'Out-of-court settlement: you can refer the decision to an out-of-court dispute settlement body certified under Article 21 of the EU Digital Services Act (the European Commission lists them), or, as a consumer, to a consumer dispute resolution entity listed at consumidor.gov.pt.',
  redressCourts:
    'Courts: you can also take the matter to the Portuguese courts, or to the courts of your home country where consumer law allows it.',
  noAction: 'We decided to take no action.',
  reviewHidden:
    'Your review is hidden: it no longer appears on Partilha or counts towards any rating, until this decision is reversed.',
  listingSuspended:
    'Your listing is suspended: it no longer appears in search and cannot be booked, until this decision is reversed.',
  accountSuspendedFor: (days: number, until: string) =>
    `Your account is suspended for ${days} days, until ${until}: you cannot sign in and your listings are not shown.`,
  accountSuspendedIndefinitely:
    'Your account is suspended indefinitely: you cannot sign in and your listings are not shown.',
  groundIllegal: (ground: string, law: string) => `${ground}: ${law}.`,
  groundTerms: (ground: string, heading: string, path: string) =>
    `${ground}: the clause “${heading}” of our terms (${path}).`,
  noGround: 'No ground: no restriction was applied.',
  whatHeading: 'What we decided',
  whatText: (restriction: string, kind: string, target: string, scope: string, from: string) =>
    `${restriction} ${kind}: “${target}”. It applies in ${scope}, from ${from}.`,
  factsHeading: 'The facts we relied on',
  sourceHeading: 'How this came to us',
  sourceNotice: 'We acted on a report (notice) we received about this content.',
  sourceOwnInitiative: 'We acted on our own initiative.',
  howHeading: 'How we decided',
  howText:
    'A person on our moderation team decided this. No automated means were used to detect the content or to make the decision.',
  whyHeading: 'Why',
  redressHeading: 'What you can do',
  appealBy: (deadline: string, url: string) => `Appeal by ${deadline}: ${url}`,
} as const;

export const STATEMENT_TEXTS = /* @__PURE__ */ localized('moderation.statement', STATEMENT_TEXTS_EN);
