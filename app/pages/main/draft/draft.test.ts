// @vitest-environment happy-dom
import { createElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_TEMPLATES, draftProblems } from '../../../../core/contracts';
import { draftOnDevice, templateContractFileName } from '../../../components/contracts';
import { headingTexts, namesOf, readText, renderElement, screen } from '../../../testing/render';
import DraftPanel from './index';
import { changeTemplate, chooseTemplate, draftState, newContract, setField } from './state';
import { draftTexts } from './texts';

const render = () => renderElement(createElement(DraftPanel, { heading: 'Contract Templates' }));

beforeEach(() => newContract());

describe('the Draft tab flow (spec part 1 §4)', () => {
  it('goes template → form → contract; Change Template and New Contract clear what they should', () => {
    chooseTemplate('rental');
    setField('landlordName', 'John Smith');
    expect(draftState).toMatchObject({ templateId: 'rental', formData: { landlordName: 'John Smith' } });
    changeTemplate();
    expect(draftState).toMatchObject({ templateId: null, formData: {} });

    chooseTemplate('nda');
    setField('party1Name', 'Acme');
    draftState.contract = { contract: 'text', engine: 'device' };
    newContract();
    expect(draftState).toMatchObject({ templateId: null, formData: {}, contract: null });
  });

  it('shows the heading and the contract notice while the templates load from the device', () => {
    render();
    expect(headingTexts(2)).toEqual(['Contract Templates']);
    expect(readText()).toContain('not legal advice');
    expect(screen.getByText('Loading templates...')).toBeInTheDocument();
  });

  it('shows a generated contract as text with Copy, Download and New Contract', () => {
    chooseTemplate('rental');
    draftState.contract = { contract: 'RESIDENTIAL LEASE AGREEMENT <b>not html</b>', engine: 'device' };
    render();
    expect(screen.getByText('RESIDENTIAL LEASE AGREEMENT <b>not html</b>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(namesOf('button')).toEqual(expect.arrayContaining(['Copy', 'Download', 'New Contract']));
    expect(readText()).toContain('Drafted on this device by the built-in contract generator');
  });

  it('every template drafts on the device with the core generator', () => {
    for (const template of CONTRACT_TEMPLATES) {
      const { contract } = draftOnDevice({ templateId: template.id, formData: { [template.fields[0]!.name]: 'Alex Morgan' } });
      expect(contract).toContain('Alex Morgan');
      expect(draftProblems(contract)).toEqual([]);
    }
  });

  it('names the download {templateId}_{date}.txt and words the toasts as part 1 does', () => {
    expect(templateContractFileName('rental', new Date(2027, 0, 5, 0, 1))).toBe('rental_2027-01-05.txt');
    expect(draftTexts.copied).toEqual({ title: 'Copied', message: 'Response copied to clipboard' });
    expect([draftTexts.generatedTitle, draftTexts.generatedMessage]).toEqual([
      'Contract Generated',
      'Your contract has been generated successfully. Please review it carefully.',
    ]);
    expect([draftTexts.failedTitle, draftTexts.failedMessage]).toEqual([
      'Generation Failed',
      'Failed to generate contract. Please try again.',
    ]);
  });
});
