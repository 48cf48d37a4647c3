// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_TYPES, draftProblems } from '../../../core/contracts';
import { PROFESSIONAL_LEVEL } from '../../../core/schemas/contracts';
import { draftingContractFileName, draftOnDevice } from '../../components/contracts';
import { headingTexts, readText, renderScreen, screen } from '../../testing/render';
import ContractDraftingPage from './index';
import { canGenerate, draftingPayload, qualityNote, validationProblem } from './logic';
import { draftingTexts } from './texts';

describe('/contract-drafting as first drawn', () => {
  beforeAll(() => renderScreen(ContractDraftingPage, { path: '/contract-drafting' }));

  it('has the title, the legal notice, the two tabs and the empty state', () => {
    expect(headingTexts(1)).toEqual(['Contract Drafting']);
    expect(readText()).toContain('not legal advice');
    const tabs = screen.getAllByRole('tab').map((tab) => readText(tab));
    expect(tabs).toEqual(['Use Template', 'Custom Contract']);
    expect(screen.getByText('No contract generated yet')).toBeInTheDocument();
    expect(headingTexts(2)).toEqual(expect.arrayContaining(['Contract Configuration', 'Generated Contract', 'What the drafter gives you']));
  });

  it('starts with Generate disabled (no type, no description) and a required Contract Type', () => {
    expect(screen.getByRole('button', { name: 'Generate Contract' })).toBeDisabled();
    expect(screen.getByText('Contract Type').closest('label')).toHaveTextContent(/^Contract Type\s*\*$/);
  });
});

describe('contract drafting rules (spec part 2 §4, §5)', () => {
  it('Generate is disabled while generating, or when both the type and the description are empty', () => {
    expect(canGenerate('', '', false)).toBe(false);
    expect(canGenerate('', '   ', false)).toBe(false);
    expect(canGenerate('nda', '', false)).toBe(true);
    expect(canGenerate('', 'Dog walking', false)).toBe(true);
    expect(canGenerate('nda', '', true)).toBe(false);
  });

  it('shows the spec messages for a missing type or custom description', () => {
    expect(validationProblem('', 'Dog walking')).toBe('Please select a contract type');
    expect(validationProblem('custom', ' ')).toBe('Please provide a description for your custom contract');
    expect(validationProblem('lease', '')).toBeNull();
  });

  it("sends the type, the description only when custom, the type's variables and the fixed level", () => {
    const variables = { party1_name: 'Acme', position: 'Cook', monthly_rent: '900' };
    expect(draftingPayload('employment', 'ignored', variables)).toEqual({
      type: 'employment',
      variables: { party1_name: 'Acme', position: 'Cook' },
      professionalLevel: PROFESSIONAL_LEVEL,
    });
    expect(draftingPayload('custom', 'Dog walking', variables)).toEqual({
      type: 'custom',
      customDescription: 'Dog walking',
      variables: { party1_name: 'Acme' },
      professionalLevel: 'BigLaw',
    });
  });

  it('generates every type on the device, offline, with the core generator', () => {
    for (const type of CONTRACT_TYPES) {
      const { contract, engine } = draftOnDevice(
        draftingPayload(type.id, 'Weekly dog walking', { party1_name: 'Acme', governing_state: 'Oregon' }),
      );
      expect(engine).toBe('device');
      expect(contract).toContain('Acme');
      expect(draftProblems(contract)).toEqual([]);
    }
  });

  it('names the download {type or custom}_contract_{ISO date}.txt and words the toasts as the spec does', () => {
    const day = new Date(2027, 0, 5, 23, 59);
    expect(draftingContractFileName('nda', day)).toBe('nda_contract_2027-01-05.txt');
    expect(draftingContractFileName('', day)).toBe('custom_contract_2027-01-05.txt');
    expect(draftingTexts.copied).toEqual({ title: 'Copied', message: 'Contract copied to clipboard' });
    expect([draftingTexts.successTitle, draftingTexts.successMessage]).toEqual(['Success', 'Professional contract generated successfully']);
    expect([draftingTexts.failedTitle, draftingTexts.failedMessage]).toEqual(['Error', 'Failed to generate contract. Please try again.']);
  });

  it('the quality note names the kind of contract and the state', () => {
    expect(qualityNote(CONTRACT_TYPES[0], 'Oregon')).toContain('standard clauses for a Non-Disclosure Agreement');
    expect(qualityNote(CONTRACT_TYPES[0], 'Oregon')).toContain('a licensed attorney in Oregon');
    expect(qualityNote(CONTRACT_TYPES[9], '')).toContain('a general agreement around your description');
    expect(qualityNote(CONTRACT_TYPES[9], '')).toContain('a licensed attorney in your state');
  });
});
