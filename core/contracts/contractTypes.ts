import type { ContractField, ContractType, ContractTypeId } from './model';

/** The common variables of every contract type (spec part 2 §3: all required). */
function commonVariables([first, second]: readonly [string, string]): ContractField[] {
  return [
    { name: 'party1_name', label: `${first} Name`, type: 'text', required: true },
    { name: 'party1_address', label: `${first} Address`, type: 'textarea', required: true },
    { name: 'party2_name', label: `${second} Name`, type: 'text', required: true },
    { name: 'party2_address', label: `${second} Address`, type: 'textarea', required: true },
    { name: 'effective_date', label: 'Effective Date', type: 'date', required: true },
    { name: 'governing_state', label: 'Governing State', type: 'text', required: true, placeholder: 'California' },
  ];
}

/** Extra variables by type (spec part 2 §3); the other types have the common ones only. */
const extraVariables: Partial<Record<ContractTypeId, ContractField[]>> = {
  nda: [
    {
      name: 'confidential_info',
      label: 'Confidential Information',
      type: 'textarea',
      required: false,
      placeholder: 'What information will be shared',
    },
    { name: 'duration', label: 'Duration (years)', type: 'number', required: false, placeholder: '2', unit: 'years' },
  ],
  employment: [
    { name: 'position', label: 'Position', type: 'text', required: true },
    { name: 'salary', label: 'Annual Salary ($)', type: 'number', required: true, unit: 'money' },
    { name: 'start_date', label: 'Start Date', type: 'date', required: true },
    { name: 'benefits', label: 'Benefits', type: 'textarea', required: false, placeholder: 'e.g. health insurance, 10 days paid vacation' },
  ],
  lease: [
    { name: 'property_address', label: 'Property Address', type: 'text', required: true },
    { name: 'monthly_rent', label: 'Monthly Rent ($)', type: 'number', required: true, unit: 'money' },
    { name: 'lease_term', label: 'Lease Term (months)', type: 'number', required: true, unit: 'months' },
    { name: 'security_deposit', label: 'Security Deposit ($)', type: 'number', required: true, unit: 'money' },
  ],
  service: [
    { name: 'services_description', label: 'Description of Services', type: 'textarea', required: true },
    { name: 'payment_amount', label: 'Payment Amount ($)', type: 'number', required: true, unit: 'money' },
    { name: 'payment_terms', label: 'Payment Terms', type: 'text', required: false, placeholder: 'Net 30' },
    { name: 'deliverables', label: 'Deliverables', type: 'textarea', required: false },
  ],
};

const typeRows: { id: ContractTypeId; label: string; category: string; parties: [string, string] }[] = [
  { id: 'nda', label: 'Non-Disclosure Agreement (NDA)', category: 'Confidentiality', parties: ['First Party', 'Second Party'] },
  { id: 'employment', label: 'Employment Agreement', category: 'Employment', parties: ['Employer', 'Employee'] },
  { id: 'contractor', label: 'Independent Contractor Agreement', category: 'Employment', parties: ['Client', 'Contractor'] },
  { id: 'service', label: 'Service Agreement', category: 'Commercial', parties: ['Service Provider', 'Client'] },
  { id: 'purchase', label: 'Purchase Agreement', category: 'Commercial', parties: ['Seller', 'Buyer'] },
  { id: 'lease', label: 'Lease Agreement', category: 'Real Estate', parties: ['Landlord', 'Tenant'] },
  { id: 'partnership', label: 'Partnership Agreement', category: 'Business', parties: ['First Partner', 'Second Partner'] },
  { id: 'licensing', label: 'Licensing Agreement', category: 'Intellectual Property', parties: ['Licensor', 'Licensee'] },
  { id: 'settlement', label: 'Settlement Agreement', category: 'Dispute Resolution', parties: ['First Party', 'Second Party'] },
  { id: 'custom', label: 'Custom Contract', category: 'Custom', parties: ['First Party', 'Second Party'] },
];

/** The ten contract types of /contract-drafting (spec part 2 §3), in the spec's order. */
export const CONTRACT_TYPES: readonly ContractType[] = typeRows.map((row) => ({
  ...row,
  variables: [...commonVariables(row.parties), ...(extraVariables[row.id] ?? [])],
}));

export const CONTRACT_TYPE_IDS = typeRows.map((t) => t.id) as readonly ContractTypeId[];

export function findContractType(id: string): ContractType | undefined {
  return CONTRACT_TYPES.find((t) => t.id === id);
}

/** The free-text description of a custom contract: its label on the form. */
export const CUSTOM_DESCRIPTION_LABEL = 'Contract Description';
