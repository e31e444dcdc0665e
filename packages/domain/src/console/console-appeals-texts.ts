import { localized } from '../i18n/catalogue';

/**
 * "1,234.5": thousands grouped with commas and at most `decimals` decimals, trailing zeros
 * dropped, as en-GB writes it (written out: the server's engine has no Intl).
 */
export function englishFigure(value: number, decimals: number): string {
  const places = Math.max(0, decimals);
  // Half away from zero on the decimal figure, as Intl rounds (toFixed alone reads 5.55 as 5.5).
  const scale = 10 ** places;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * scale + Number.EPSILON)) / scale;
  const [whole = '0', fraction = ''] = rounded.toFixed(places).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return trimmed ? `${grouped}.${trimmed}` : grouped;
}

/** The console's appeals queue, its drawer and the appeal decision (the rules' words are MODERATION_MESSAGES). */
export const CONSOLE_APPEALS_TEXTS_EN = {
  emptyOpen: 'No appeals are waiting for a decision.',
  emptyGranted: 'No appeal has been granted yet.',
  emptyRejected: 'No appeal has been rejected yet.',
  emptyAll: 'No member has appealed a decision yet.',
  status: 'Status',
  allAppeals: 'All appeals',
  filed: 'Filed',
  member: 'Member',
  item: 'Item',
  decisionAppealed: 'Decision appealed',
  decidedBy: 'Decided by',
  grantedOutcome: 'Granted: the restriction was lifted',
  rejectedOutcome: 'Rejected: the decision stands',
  by: (name: string) => `By ${name}`,
  appealBy: (name: string) => `Appeal by ${name}`,
  aMember: 'a member',
  appeal: 'Appeal',
  notInResults: 'This appeal is not in the current results. Choose “All appeals” to find it.',
  membersAppeal: "The member's appeal",
  theDecisionAppealed: 'The decision appealed',
  decision: 'Decision',
  inForceSince: 'In force since',
  decideTheAppeal: 'Decide the appeal',
  reasons: 'Reasons',
  reasonsHelper: (min: number) => `At least ${min} characters. Recorded in the audit log.`,
  grant: 'Grant appeal',
  reject: 'Reject appeal',
  loadingStatement: 'Loading the statement',
  noStatement: 'This decision has no statement of reasons.',
} as const;
export const CONSOLE_APPEALS_TEXTS = /* @__PURE__ */ localized('console.appeals', CONSOLE_APPEALS_TEXTS_EN);

/** The console's Transparency screen (EU DSA transparency reporting). */
export const CONSOLE_TRANSPARENCY_TEXTS_EN = {
  subtitle: 'Notices, decisions and appeals of a period, as the EU Digital Services Act asks platforms to publish.',
  exportCsv: 'Export CSV',
  exportJson: 'Export JSON',
  exportCsvCommand: 'Export transparency report CSV',
  exportJsonCommand: 'Export transparency report JSON',
  period: 'Period',
  from: 'From',
  to: 'To',
  thisMonth: 'This month',
  lastMonth: 'Last month',
  thisYear: 'This year',
  custom: 'Custom',
  notices: 'Notices',
  noticesReceived: 'Notices received',
  noticesByReason: 'Notices by reason',
  noticesByKind: 'Notices by kind',
  noticesByOutcome: 'Notices by outcome',
  reason: 'Reason',
  item: 'Item',
  outcome: 'Outcome',
  decisions: 'Decisions',
  decisionsMade: 'Decisions made',
  undoneBeforeEffect: 'Undone before taking effect',
  medianTime: 'Median time from notice to decision',
  decisionsByType: 'Decisions by type',
  decisionsByGround: 'Decisions by ground',
  decisionsBySource: 'Decisions by source',
  decision: 'Decision',
  ground: 'Ground',
  source: 'Source',
  appeals: 'Appeals',
  appealsFiled: 'Appeals filed',
  open: 'Open',
  grantedReversed: 'Granted (decision reversed)',
  rejected: 'Rejected',
  count: 'Count',
  share: 'Share',
  awaitingDecision: 'Awaiting a decision',
  noActionTaken: 'No action taken',
  restrictionApplied: 'Restriction applied',
  aNotice: 'A notice (report)',
  ownInitiative: 'Own initiative',
  noGround: 'No ground (no action)',
  minutes: (n: number) => `${n} min`,
  hours: (n: string) => `${n} h`,
  days: (n: string) => `${n} days`,
  /** A figure as the console writes it: "1,234" (pt-PT "1234", "12 345"), one decimal where asked. */
  number: (value: number, decimals: number) => englishFigure(value, decimals),
} as const;
export const CONSOLE_TRANSPARENCY_TEXTS = /* @__PURE__ */ localized(
  'console.transparency',
  CONSOLE_TRANSPARENCY_TEXTS_EN,
);
