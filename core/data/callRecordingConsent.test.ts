import { describe, expect, it } from 'vitest';
import { activityTemplates } from './activities';
import { callRecordingConsent, callRecordingRuleOf } from './callRecordingConsent';
import { findState, usStates } from './states';
import { answerWhatsIllegal } from '../whatsIllegal/answerRequest';
import { answerTemplateActivity } from '../whatsIllegal/engine';
import { buildQuestion } from '../whatsIllegal/question';

describe('call-recording consent by state (reviewed data)', () => {
  it('has one entry for each of the 50 states and DC: a rule with its statute, or why none is stated', () => {
    expect(callRecordingConsent).toHaveLength(usStates.length);
    expect(new Set(callRecordingConsent.map((r) => r.state))).toEqual(new Set(usStates.map((s) => s.code)));
    for (const r of callRecordingConsent) {
      if (r.rule === 'not-reviewed') expect(r.note, r.state).toMatch(/\S/);
      else expect(r.statute, r.state).toMatch(/§|ILCS/);
    }
    expect(callRecordingRuleOf('CA')).toMatchObject({ rule: 'all-party', statute: 'Cal. Penal Code § 632' });
    expect(callRecordingRuleOf('NY')).toMatchObject({ rule: 'one-party', statute: 'N.Y. Penal Law §§ 250.00, 250.05' });
    expect(callRecordingRuleOf('VT')).toMatchObject({ rule: 'not-reviewed' });
  });
});

describe("What's Illegal: recording a phone call states the user's state's rule", () => {
  const record = activityTemplates.find((a) => a.id === 'record')!;

  it('California: all-party consent with Cal. Penal Code § 632; the federal one-party rule (18 U.S.C. § 2511) stays', async () => {
    const ca = findState('CA')!;
    const template = answerTemplateActivity(record, ca, { engine: 'built-in' });
    expect(template.answer).toContain('California requires the consent of everyone on the call or in the conversation (all-party consent): Cal. Penal Code § 632');
    expect(template.statute).toContain('California law: Cal. Penal Code § 632');
    expect(template.statute).toContain('18 U.S.C. § 2511');
    expect(template.answer).not.toContain('possibly California');
    const typed = await answerWhatsIllegal({ question: buildQuestion('tape a phone call with my boss without telling him', ca.name), state: 'CA', stateName: ca.name }, { engine: 'built-in' });
    expect(typed.answer).toContain('all-party consent): Cal. Penal Code § 632');
    expect(typed.statute).toContain('18 U.S.C. § 2511(2)(d)');
  });

  it('New York: one-party consent with N.Y. Penal Law §§ 250.00, 250.05; a state not reviewed points to its code and names no rule', () => {
    const ny = answerTemplateActivity(record, findState('NY')!, { engine: 'built-in' });
    expect(ny.answer).toContain('(one-party consent): N.Y. Penal Law §§ 250.00, 250.05');
    const vt = findState('VT')!;
    const vermont = answerTemplateActivity(record, vt, { engine: 'offline' });
    expect(vermont.answer).toContain('Laws AI states no rule for Vermont');
    expect(vermont.answer).toContain(vt.statutesUrl ?? vt.legislatureUrl);
    expect(vermont.answer).not.toContain('Vermont requires the consent');
    expect(vermont.answer).not.toContain('Vermont lets a person');
    expect(vermont.statute).toContain('No specific Vermont section is quoted here');
  });
});
