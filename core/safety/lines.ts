/**
 * Crisis and emergency lines shown before any law when a post signals danger (docs/understanding.md
 * "Safety"). Reviewed data: each line's number as its organisation publishes it and, where a
 * federal statute establishes or funds the service, that section (read in ../shared/data/uscode-text).
 * The statutes name the services, not the digits; no link is given where none was checked.
 */
export type CrisisLineId = '988' | '911' | 'domestic-violence' | 'childhelp' | 'poison-control' | 'rainn';

export interface CrisisLine {
  id: CrisisLineId;
  /** The organisation or service, as people know it. */
  name: string;
  /** What to do, one short sentence, the number in it exactly as it is dialled. */
  text: string;
  /** tel: target. */
  tel: string;
  /** Where the number and the service come from (a reviewer checks these). */
  source: string;
}

export const CRISIS_LINES: Readonly<Record<CrisisLineId, CrisisLine>> = {
  '988': {
    id: '988',
    name: '988 Suicide & Crisis Lifeline',
    text: '988 Suicide & Crisis Lifeline: call or text 988, any time, free and confidential.',
    tel: '988',
    source:
      '47 U.S.C. § 251(e)(4) designates 9-8-8 as the universal telephone number for the national suicide prevention and mental health crisis hotline system; the Lifeline program is maintained under 42 U.S.C. § 290bb-36c. Number: 988 (call or text).',
  },
  '911': {
    id: '911',
    name: '911',
    text: '911: call 911 now if you or someone else is in immediate danger.',
    tel: '911',
    source: 'The universal emergency telephone number 9-1-1 (47 U.S.C. § 251(e)(3)).',
  },
  'domestic-violence': {
    id: 'domestic-violence',
    name: 'National Domestic Violence Hotline',
    text: 'National Domestic Violence Hotline: call 1-800-799-7233, any time, free and confidential.',
    tel: '+18007997233',
    source:
      'The 24-hour national toll-free hotline funded under 42 U.S.C. § 10413 (National domestic violence hotline grant). Number: 1-800-799-7233.',
  },
  childhelp: {
    id: 'childhelp',
    name: 'Childhelp National Child Abuse Hotline',
    text: 'Childhelp National Child Abuse Hotline: call 1-800-422-4453, any time.',
    tel: '+18004224453',
    source: 'Childhelp, a private non-profit, publishes this number. Number: 1-800-422-4453.',
  },
  'poison-control': {
    id: 'poison-control',
    name: 'Poison Control',
    text: 'Poison Control: call 1-800-222-1222 now, any time, free.',
    tel: '+18002221222',
    source: 'The nationwide toll-free number of the poison control centers, maintained under 42 U.S.C. § 300d-71. Number: 1-800-222-1222.',
  },
  rainn: {
    id: 'rainn',
    name: 'RAINN National Sexual Assault Hotline',
    text: 'RAINN National Sexual Assault Hotline: call 1-800-656-4673, any time, free and confidential.',
    tel: '+18006564673',
    source: 'RAINN (Rape, Abuse & Incest National Network), a private non-profit, publishes this number. Number: 1-800-656-4673.',
  },
};
