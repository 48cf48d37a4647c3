import type { ContractField, ContractTemplate, ContractTemplateId } from './model';

/** Select options (spec part 1 §3 "Select options"). */
export const LEASE_TERM_OPTIONS = ['6 months', '12 months', '24 months', 'Month-to-month'] as const;
export const EMPLOYMENT_TYPE_OPTIONS = ['Full-time', 'Part-time', 'Contract', 'Temporary'] as const;
export const PAYMENT_SCHEDULE_OPTIONS = ['Upon completion', '50% upfront 50% on completion', 'Monthly', 'Weekly'] as const;
export const NDA_DURATION_OPTIONS = ['1 year', '2 years', '3 years', '5 years', 'Indefinite'] as const;
export const PAYMENT_METHOD_OPTIONS = ['Cash', 'Check', 'Electronic transfer', 'Credit card'] as const;
export const REPAYMENT_SCHEDULE_OPTIONS = ['Lump sum', 'Monthly', 'Quarterly', 'Annual'] as const;

const text = (name: string, label: string, placeholder?: string): ContractField => ({
  name,
  label,
  type: 'text',
  required: true,
  placeholder,
});
const textarea = (name: string, label: string, placeholder?: string): ContractField => ({
  name,
  label,
  type: 'textarea',
  required: true,
  placeholder,
});
const money = (name: string, label: string, placeholder?: string): ContractField => ({
  name,
  label,
  type: 'number',
  required: true,
  placeholder,
  unit: 'money',
});
const date = (name: string, label: string): ContractField => ({ name, label, type: 'date', required: true });
const select = (name: string, label: string, options: readonly string[]): ContractField => ({
  name,
  label,
  type: 'select',
  required: true,
  options,
});

/**
 * The Draft tab's six templates (spec part 1 §3): id, category and field names as the spec
 * gives them; every field is required except the loan's interestRate (§5).
 */
export const CONTRACT_TEMPLATES: readonly ContractTemplate[] = [
  {
    id: 'rental',
    name: 'Residential Lease Agreement',
    category: 'Housing',
    description: 'Rent a home or apartment: rent, security deposit, lease term, repairs, entry and ending the lease.',
    fields: [
      text('landlordName', 'Landlord Name', 'e.g. John Smith'),
      text('tenantName', 'Tenant Name', 'e.g. Jane Doe'),
      text('propertyAddress', 'Property Address', 'Street, unit, city, state, ZIP'),
      money('monthlyRent', 'Monthly Rent ($)', 'e.g. 1250'),
      date('leaseStartDate', 'Lease Start Date'),
      select('leaseTerm', 'Lease Term', LEASE_TERM_OPTIONS),
      money('securityDeposit', 'Security Deposit ($)', 'e.g. 1250'),
    ],
  },
  {
    id: 'employment',
    name: 'Employment Agreement',
    category: 'Employment',
    description: 'Hire an employee: job title, duties, salary, start date, at-will terms and confidentiality.',
    fields: [
      text('employerName', 'Employer Name', 'e.g. Acme Bakery LLC'),
      text('employeeName', 'Employee Name', 'e.g. Sam Lee'),
      text('jobTitle', 'Job Title', 'e.g. Store Manager'),
      date('startDate', 'Start Date'),
      money('salary', 'Annual Salary ($)', 'e.g. 52000'),
      select('employmentType', 'Employment Type', EMPLOYMENT_TYPE_OPTIONS),
      textarea('responsibilities', 'Job Responsibilities', 'The main duties of the job'),
    ],
  },
  {
    id: 'service',
    name: 'Service Agreement',
    category: 'Business',
    description: 'Hire someone for a job or project: the services, the price, when it is paid and the dates.',
    fields: [
      text('providerName', 'Service Provider Name', 'Who does the work'),
      text('clientName', 'Client Name', 'Who pays for the work'),
      textarea('serviceDescription', 'Description of Services', 'What will be done'),
      money('paymentAmount', 'Payment Amount ($)', 'e.g. 2500'),
      select('paymentSchedule', 'Payment Schedule', PAYMENT_SCHEDULE_OPTIONS),
      date('startDate', 'Start Date'),
      date('endDate', 'End Date'),
    ],
  },
  {
    id: 'nda',
    name: 'Non-Disclosure Agreement',
    category: 'Business',
    description: 'Share confidential information safely: what is confidential, how it is protected and for how long.',
    fields: [
      text('party1Name', 'First Party Name', 'e.g. Acme Inc.'),
      text('party2Name', 'Second Party Name', 'e.g. Beta LLC'),
      textarea('purpose', 'Purpose of Sharing Information', 'e.g. to discuss a possible joint venture'),
      date('effectiveDate', 'Effective Date'),
      select('duration', 'Duration', NDA_DURATION_OPTIONS),
    ],
  },
  {
    id: 'sale',
    name: 'Sale Agreement',
    category: 'Sales',
    description: 'Sell or buy an item: what is sold, the price, the sale date and how it is paid.',
    fields: [
      text('sellerName', 'Seller Name'),
      text('buyerName', 'Buyer Name'),
      textarea('itemDescription', 'Item Description', 'Make, model, year, serial or VIN, condition'),
      money('salePrice', 'Sale Price ($)', 'e.g. 4800'),
      date('saleDate', 'Sale Date'),
      select('paymentMethod', 'Payment Method', PAYMENT_METHOD_OPTIONS),
    ],
  },
  {
    id: 'loan',
    name: 'Loan Agreement',
    category: 'Financial',
    description: 'Lend or borrow money: the amount, interest (or none), the repayment schedule and what happens on default.',
    fields: [
      text('lenderName', 'Lender Name'),
      text('borrowerName', 'Borrower Name'),
      money('loanAmount', 'Loan Amount ($)', 'e.g. 5000'),
      {
        name: 'interestRate',
        label: 'Interest Rate (% per year)',
        type: 'number',
        required: false,
        placeholder: 'e.g. 5',
        hint: 'Enter 0 for no interest',
        unit: 'percent',
      },
      date('loanDate', 'Loan Date'),
      date('repaymentDate', 'Repayment Date'),
      select('repaymentSchedule', 'Repayment Schedule', REPAYMENT_SCHEDULE_OPTIONS),
    ],
  },
];

export const CONTRACT_TEMPLATE_IDS: readonly ContractTemplateId[] = CONTRACT_TEMPLATES.map((t) => t.id);

export function findContractTemplate(id: string): ContractTemplate | undefined {
  return CONTRACT_TEMPLATES.find((t) => t.id === id);
}
