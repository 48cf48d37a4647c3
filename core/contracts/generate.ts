/**
 * The one contract generator (DESIGN.md "Embedded defaults"): deterministic, no network, the same
 * in the browser (offline) and on the server. Both request shapes of POST
 * /api/legal/generate-contract end here: a Draft tab template with its form data, or a
 * /contract-drafting type with its variables.
 */
import { ScheduleLines } from './clauses';
import { findContractType } from './contractTypes';
import { renderContract, type ContractDocument, type Party } from './document';
import { cleanText, oneLine, parseAmount, parseDateValue } from './format';
import { buildCustom } from './kinds/custom';
import { buildEmployment, type EmploymentKind } from './kinds/employment';
import { buildLease } from './kinds/lease';
import { buildLicensing } from './kinds/licensing';
import { buildLoan, type RepaymentSchedule } from './kinds/loan';
import { buildNda } from './kinds/nda';
import { buildPartnership } from './kinds/partnership';
import { buildServices, type PaymentSchedule } from './kinds/services';
import { buildSettlement } from './kinds/settlement';
import { buildSale, type PaymentMethod } from './kinds/sale';
import type { DraftContext } from './kinds/context';
import type { ContractTemplateId, ContractTypeId, ContractValues } from './model';
import {
  EMPLOYMENT_TYPE_OPTIONS,
  findContractTemplate,
  PAYMENT_METHOD_OPTIONS,
  PAYMENT_SCHEDULE_OPTIONS,
  REPAYMENT_SCHEDULE_OPTIONS,
} from './templates';
import { contractMessages } from './validate';

export interface TemplateDraftRequest {
  templateId: string;
  formData: ContractValues;
}

export interface TypeDraftRequest {
  type: string;
  variables: ContractValues;
  customDescription?: string;
}

export type DraftRequest = TemplateDraftRequest | TypeDraftRequest;

export interface Draft {
  title: string;
  text: string;
}

/** A request the generator cannot draft (unknown template or type). */
export class DraftRequestError extends Error {
  override name = 'DraftRequestError';
}

function party(term: string, name: string | undefined, address?: string, individual = false): Party {
  return { term, unnamed: `the ${term.toLowerCase()} signing below`, name: oneLine(name), address: oneLine(address), individual };
}

function pick<T extends string>(options: readonly T[], value: string | undefined): T | undefined {
  const text = cleanText(value);
  return options.find((o) => o === text);
}

/** "12 months" → 12; "2 years" → 2 (the select options of the rental and NDA templates). */
function leadingCount(value: string | undefined): number | undefined {
  const match = cleanText(value)?.match(/^(\d+)\s/);
  return match ? Number(match[1]) : undefined;
}

const wholeCount = (value: string | undefined): number | undefined => {
  const n = parseAmount(value);
  return n !== undefined && n > 0 ? n : undefined;
};

function context(parties: [Party, Party], effectiveDate?: Date, governingState?: string): DraftContext {
  return { parties, effectiveDate, governingState, schedule: new ScheduleLines() };
}

function fromTemplate(id: ContractTemplateId, v: ContractValues): ContractDocument {
  const text = (name: string) => cleanText(v[name]);
  const amount = (name: string) => parseAmount(v[name]);
  const date = (name: string) => parseDateValue(v[name]);
  switch (id) {
    case 'rental': {
      const term = cleanText(v.leaseTerm)?.toLowerCase() === 'month-to-month' ? 'month-to-month' : leadingCount(v.leaseTerm);
      return buildLease(context([party('Landlord', v.landlordName), party('Tenant', v.tenantName, undefined, true)]), {
        residential: true,
        propertyAddress: oneLine(v.propertyAddress),
        monthlyRent: amount('monthlyRent'),
        term,
        startDate: date('leaseStartDate'),
        securityDeposit: amount('securityDeposit'),
      });
    }
    case 'employment':
      return buildEmployment(context([party('Employer', v.employerName), party('Employee', v.employeeName, undefined, true)]), {
        jobTitle: oneLine(v.jobTitle),
        startDate: date('startDate'),
        salary: amount('salary'),
        employmentType: pick<EmploymentKind>(EMPLOYMENT_TYPE_OPTIONS, v.employmentType),
        responsibilities: text('responsibilities'),
      });
    case 'service':
      return buildServices(context([party('Provider', v.providerName), party('Client', v.clientName)]), {
        provider: 0,
        contractor: false,
        description: text('serviceDescription'),
        amount: amount('paymentAmount'),
        schedule: pick<PaymentSchedule>(PAYMENT_SCHEDULE_OPTIONS, v.paymentSchedule),
        startDate: date('startDate'),
        endDate: date('endDate'),
      });
    case 'nda': {
      const duration = cleanText(v.duration)?.toLowerCase() === 'indefinite' ? 'indefinite' : leadingCount(v.duration);
      return buildNda(context([party('First Party', v.party1Name), party('Second Party', v.party2Name)], date('effectiveDate')), {
        purpose: text('purpose'),
        duration,
      });
    }
    case 'sale':
      return buildSale(context([party('Seller', v.sellerName), party('Buyer', v.buyerName)]), {
        title: 'Sale Agreement',
        noun: 'Item',
        description: text('itemDescription'),
        price: amount('salePrice'),
        saleDate: date('saleDate'),
        paymentMethod: pick<PaymentMethod>(PAYMENT_METHOD_OPTIONS, v.paymentMethod),
      });
    case 'loan':
      return buildLoan(context([party('Lender', v.lenderName), party('Borrower', v.borrowerName)]), {
        amount: amount('loanAmount'),
        interestRate: amount('interestRate'),
        loanDate: date('loanDate'),
        repaymentDate: date('repaymentDate'),
        schedule: pick<RepaymentSchedule>(REPAYMENT_SCHEDULE_OPTIONS, v.repaymentSchedule),
      });
  }
}

/** The defined terms of Party 1 and Party 2 in each type's clauses. */
const TYPE_PARTY_TERMS: Record<ContractTypeId, [string, string]> = {
  nda: ['First Party', 'Second Party'],
  employment: ['Employer', 'Employee'],
  contractor: ['Client', 'Contractor'],
  service: ['Provider', 'Client'],
  purchase: ['Seller', 'Buyer'],
  lease: ['Landlord', 'Tenant'],
  partnership: ['First Partner', 'Second Partner'],
  licensing: ['Licensor', 'Licensee'],
  settlement: ['First Party', 'Second Party'],
  custom: ['First Party', 'Second Party'],
};

function fromType(id: ContractTypeId, v: ContractValues, customDescription: string | undefined): ContractDocument {
  const [first, second] = TYPE_PARTY_TERMS[id];
  const ctx = context(
    [party(first, v.party1_name, v.party1_address), party(second, v.party2_name, v.party2_address, id === 'employment')],
    parseDateValue(v.effective_date),
    oneLine(v.governing_state),
  );
  const text = (name: string) => cleanText(v[name]);
  switch (id) {
    case 'nda':
      return buildNda(ctx, { confidentialInfo: text('confidential_info'), duration: wholeCount(v.duration) });
    case 'employment':
      return buildEmployment(ctx, {
        jobTitle: oneLine(v.position),
        salary: parseAmount(v.salary),
        startDate: parseDateValue(v.start_date),
        benefits: text('benefits'),
      });
    case 'contractor':
      return buildServices(ctx, { provider: 1, contractor: true });
    case 'service':
      return buildServices(ctx, {
        provider: 0,
        contractor: false,
        description: text('services_description'),
        amount: parseAmount(v.payment_amount),
        paymentTerms: oneLine(v.payment_terms),
        deliverables: text('deliverables'),
      });
    case 'purchase':
      return buildSale(ctx, { title: 'Purchase Agreement', noun: 'Goods' });
    case 'lease':
      return buildLease(ctx, {
        residential: false,
        propertyAddress: oneLine(v.property_address),
        monthlyRent: parseAmount(v.monthly_rent),
        term: wholeCount(v.lease_term),
        startDate: ctx.effectiveDate,
        securityDeposit: parseAmount(v.security_deposit),
      });
    case 'partnership':
      return buildPartnership(ctx);
    case 'licensing':
      return buildLicensing(ctx);
    case 'settlement':
      return buildSettlement(ctx);
    case 'custom':
      return buildCustom(ctx, cleanText(customDescription));
  }
}

function isTemplateRequest(request: DraftRequest): request is TemplateDraftRequest {
  return 'templateId' in request;
}

/** Drafts the contract a request describes. Throws DraftRequestError for an unknown template or type. */
export function draftContract(request: DraftRequest): Draft {
  let doc: ContractDocument;
  if (isTemplateRequest(request)) {
    const template = findContractTemplate(request.templateId);
    if (!template) throw new DraftRequestError(contractMessages.unknownTemplate(request.templateId));
    doc = fromTemplate(template.id, request.formData);
  } else {
    const type = findContractType(request.type);
    if (!type) throw new DraftRequestError(contractMessages.unknownType(request.type));
    doc = fromType(type.id, request.variables, request.customDescription);
  }
  return { title: doc.title, text: renderContract(doc) };
}
