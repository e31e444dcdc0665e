// The limits of notices, decisions and appeals, apart from their schemas so the messages can quote them.
export const NOTICE_LIMITS = {
  explanationMin: 10,
  explanationMax: 2000,
  nameMax: 100,
  emailMax: 200,
  urlMax: 500,
} as const;

export const DECISION_LIMITS = {
  factsMin: 10,
  factsMax: 2000,
  explanationMin: 10,
  explanationMax: 2000,
  bulkMax: 50,
} as const;

export const APPEAL_LIMITS = { textMin: 10, textMax: 2000, reasonsMin: 10, reasonsMax: 2000 } as const;
