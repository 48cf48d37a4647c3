/**
 * The Draft tab's flow (spec part 1 §4 "Contract (template flow)"): template selection → form
 * → generated contract. Kept outside the tab so switching tabs keeps the work.
 */
import { proxy } from 'valtio';
import type { GeneratedContract } from '../../../components/contracts';

export interface DraftState {
  templateId: string | null;
  formData: Record<string, string>;
  contract: GeneratedContract | null;
  generating: boolean;
}

export const draftState = proxy<DraftState>({ templateId: null, formData: {}, contract: null, generating: false });

export function chooseTemplate(templateId: string): void {
  draftState.templateId = templateId;
  draftState.formData = {};
  draftState.contract = null;
}

/** Change Template: back to the picker. */
export function changeTemplate(): void {
  draftState.templateId = null;
  draftState.formData = {};
}

export function setField(name: string, value: string): void {
  draftState.formData[name] = value;
}

/** New Contract clears the contract, the template and the form data. */
export function newContract(): void {
  draftState.contract = null;
  draftState.templateId = null;
  draftState.formData = {};
}
