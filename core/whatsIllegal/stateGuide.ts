/**
 * What an answer says about the selected state's own law: honestly, that Laws AI does not hold
 * the state's statutes, and where the state publishes them (official data, core/data/states).
 */
import { isOfficialUrl } from '../answer/format';
import { callRecordingLine, callRecordingRuleOf } from '../data/callRecordingConsent';
import type { UsState } from '../data/states';
import type { WhatsIllegalSource } from '../schemas/whatsIllegal';

export function sourceOf(title: string, url: string): WhatsIllegalSource {
  return { title, url, isGov: isOfficialUrl(url) };
}

/** The state's statutes (where it hosts them) and its legislature. */
export function stateSources(state: UsState): WhatsIllegalSource[] {
  const sources: WhatsIllegalSource[] = [];
  if (state.statutesUrl) sources.push(sourceOf(`${state.statutoryCode} — official ${state.name} statutes`, state.statutesUrl));
  sources.push(sourceOf(`${state.legislatureName} — official website`, state.legislatureUrl));
  return sources;
}

/** A state rule kept as reviewed data, stated for the user's state (core/whatsIllegal/types.ts `stateRule`). */
export interface StateFact {
  /** The sentence, with the state statute. */
  line: string;
  /** The statute, for the legal reference box; absent when the rule is not in the reviewed data. */
  statute?: string;
}

/** The state's rule on recording calls (core/data/callRecordingConsent.ts). */
export function callRecordingFact(state: UsState): StateFact {
  const rule = callRecordingRuleOf(state.code);
  const line = callRecordingLine(state.code, state.name, state.statutesUrl ?? state.legislatureUrl);
  return rule && rule.rule !== 'not-reviewed' ? { line, statute: rule.statute } : { line };
}

/** The "What {state} law says" lines of an answer (a reviewed state fact first, when there is one). */
export function stateLawLines(state: UsState, fact?: StateFact): string[] {
  const lines = fact?.statute
    ? [
        fact.line,
        `Beyond this rule, Laws AI does not hold the text of ${state.name}'s laws; read ${fact.statute} and anything else at ${state.name}'s official code before relying on it.`,
      ]
    : [
        ...(fact ? [fact.line] : []),
        `Laws AI does not hold the text of ${state.name}'s laws, so this answer quotes no ${state.name} statute, section number or penalty.`,
      ];
  if (state.statutesUrl) {
    lines.push(`Read ${state.name}'s law in the ${state.statutoryCode}: ${state.statutesUrl}`);
    lines.push(`${state.legislatureName}: ${state.legislatureUrl}`);
  } else {
    lines.push(
      `${state.name} publishes its free official code (${state.statutoryCode}) through a public-access portal linked from the ${state.legislatureName} website: ${state.legislatureUrl}`,
    );
  }
  lines.push(
    "Cities and counties: check your city's or county's code of ordinances on its official website; local rules often decide this.",
  );
  return lines;
}

/** The state part of the legal reference box. */
export function stateStatuteNote(state: UsState, fact?: StateFact): string {
  if (fact?.statute)
    return `${state.name} law: ${fact.statute} (from Laws AI's reviewed data; read it at the official ${state.name} site linked below).`;
  return `${state.name} law: ${state.statutoryCode}. No specific ${state.name} section is quoted here; check the official ${state.name} site linked below.`;
}
