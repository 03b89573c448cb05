/**
 * What the accessibility statement says that is not words: its dates and the addresses of its links. The
 * developers' copy of the statement, docs/accessibility-statement.md, gives the same dates and addresses
 * (statement-matches-document.test.ts checks that they agree).
 */

/** GOV.UK's statement format: when it was prepared, when the service was last tested, when it is reviewed. */
export const statementDates = {
  prepared: '2026-11-25T12:00:00Z',
  tested: '2026-11-25T12:00:00Z',
  nextReview: '2027-05-25T12:00:00Z',
} as const;

/** The statement's links, by the name of the tag that marks each one in locales/en/accessibility.json. */
export const statementLinks = {
  abilityNetLink: 'https://mcmw.abilitynet.org.uk/',
  eassLink: 'https://www.equalityadvisoryservice.com/',
  regulationsLink: 'https://www.legislation.gov.uk/uksi/2018/952/contents/made',
  wcagLink: 'https://www.w3.org/TR/WCAG22/',
} as const;
