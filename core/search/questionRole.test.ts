import { describe, expect, it } from 'vitest';
import { buildSectionRecord } from '../laws/records';
import type { LawSearchHit } from './engine';
import { askedRoles, chooseByRole, forFederalEmployees, sectionRoles } from './questionRole';

/** A bare section of the Fair Credit Reporting Act (or of `act`), headed `heading`. */
const section = (number: string, heading: string, act = 'FCRA', title = 15): LawSearchHit => ({
  record: buildSectionRecord([title, number, heading], { [`${title}/${number}`]: act }),
  score: 1,
  match: 'text',
});
const order = (question: string, hits: LawSearchHit[]) => chooseByRole(question, hits).map((h) => h.record.usc.section);

const STORY =
  'A collection account that is not mine showed up on my credit report in 2021. I disputed it with the bureau twice and they kept it. It cost me a car loan.';

describe('what the post asks of the law (its sentences that ask)', () => {
  it('reads the deadline, the remedy, who qualifies, where to complain and the penalty from everyday phrasing', () => {
    expect([...askedRoles(`${STORY} Is it too late to do anything about it?`)]).toEqual(['deadline']);
    expect([...askedRoles(`${STORY} How long do I have?`)]).toEqual(['deadline']);
    expect([...askedRoles(`${STORY} Can I get my money back from them?`)]).toEqual(['remedy']);
    expect([...askedRoles(`${STORY} Could I sue them for what it cost me?`)]).toEqual(['remedy']);
    expect([...askedRoles('My employer has 40 people. Do I even qualify for this leave?')]).toEqual(['eligibility']);
    expect([...askedRoles(`${STORY} Where do I report them?`)]).toEqual(['complaint']);
    expect([...askedRoles('He took the money from the account. Can he go to jail for that?')]).toEqual(['penalty']);
  });

  it('does not read a role from the story: a deadline told is not a deadline asked', () => {
    expect(askedRoles('I filed my dispute within 30 days and they ran out the clock. I want it off my report.').size).toBe(0);
    expect(askedRoles(`${STORY} What does the law say about this?`).size).toBe(0);
  });
});

describe('the role a section plays (its heading)', () => {
  it('reads the deadline, the remedy, the complaint procedure and the penalty from official headings', () => {
    expect([...sectionRoles(section('1681p', 'Jurisdiction of courts; limitation of actions'))]).toEqual(['deadline']);
    expect([...sectionRoles(section('1681n', 'Civil liability for willful noncompliance'))]).toEqual(['remedy']);
    expect([...sectionRoles(section('1681s', 'Administrative enforcement'))]).toEqual(['complaint']);
    expect([...sectionRoles(section('1681q', 'Obtaining information under false pretenses; criminal penalties'))]).toEqual(['penalty']);
    expect(sectionRoles(section('1681i', 'Procedure in case of disputed accuracy')).size).toBe(0);
  });

  it('does not take a word that names something else for a role ("law enforcement", "functional limitations")', () => {
    expect(sectionRoles(section('1368', 'Harming animals used in law enforcement', 'X', 18)).size).toBe(0);
    expect(sectionRoles(section('5547', 'Limitation on premium pay', 'X', 5)).size).toBe(0);
  });

  it('knows an Act’s section for federal employees', () => {
    expect(forFederalEmployees(section('2000e-16', 'Employment by Federal Government', 'TitleVII', 42))).toBe(true);
    expect(forFederalEmployees(section('2000e-5', 'Enforcement provisions', 'TitleVII', 42))).toBe(false);
  });
});

describe('the role chooses among one Act’s sections near the top', () => {
  const dispute = section('1681i', 'Procedure in case of disputed accuracy');
  const limitation = section('1681p', 'Jurisdiction of courts; limitation of actions');
  const liability = section('1681n', 'Civil liability for willful noncompliance');

  it('the deadline to sue leads when the post asks whether it is too late', () => {
    expect(order(`${STORY} Is it too late to sue them?`, [dispute, limitation, liability])[0]).toBe('1681p');
    // Asked nothing of the kind: the ranking's leader stands.
    expect(order(`${STORY} What are my rights here?`, [dispute, limitation, liability])[0]).toBe('1681i');
  });

  it('the damages section leads when the post asks what they can get', () => {
    expect(order(`${STORY} Can I get money for what this cost me?`, [dispute, limitation, liability])[0]).toBe('1681n');
  });

  it('keeps a leader that plays the role asked', () => {
    expect(order(`${STORY} Can I sue them?`, [liability, limitation, dispute])[0]).toBe('1681n');
  });

  it('never brings in another Act’s section, nor one below the first three', () => {
    const otherAct = section('1640', 'Civil liability', 'TILA');
    expect(order(`${STORY} Can I get money for what this cost me?`, [dispute, otherAct, limitation])[0]).toBe('1681i');
    expect(order(`${STORY} Is it too late to do anything?`, [dispute, otherAct, liability, limitation])[0]).toBe('1681i');
  });

  it('never gives the federal employees’ section’s lead to the private employers’ one', () => {
    const federalJobs = section('2000e-16', 'Employment by Federal Government', 'TitleVII', 42);
    const enforcement = section('2000e-5', 'Enforcement provisions', 'TitleVII', 42);
    const post = 'I work at a federal agency and my EEO complaint was dismissed. Who do I appeal to now?';
    expect(order(post, [federalJobs, enforcement])[0]).toBe('2000e-16');
    // The same Act's sections for one kind of employer do trade the lead by role.
    expect(order(post, [section('2000e-2', 'Unlawful employment practices', 'TitleVII', 42), enforcement])[0]).toBe('2000e-5');
  });

  it('counts a section of the same title numbered beside the leader as its neighbour, and no farther one', () => {
    // Bare sections of no key law: RESPA's kickback rule and, beside it, the seller's liability.
    const kickbacks = section('2607', 'Prohibition against kickbacks and unearned fees', '', 12);
    const seller = section('2608', 'Title companies; liability of seller', '', 12);
    const post = 'The seller insists we use his title company for the closing. If we close anyway, can we get our money back after?';
    expect(order(post, [kickbacks, seller])[0]).toBe('2608');
    expect(order(post, [kickbacks, section('2617', 'Civil liability', '', 12)])[0]).toBe('2607');
  });
});
