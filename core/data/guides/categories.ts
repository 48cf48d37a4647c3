/**
 * Guide categories (at least 38). `legal` rolls each up to one of the spec's six
 * Legal Categories (part 1 §3) where it belongs.
 */
import type { LegalCategoryValue } from '../legalCategories';

export type { LegalCategoryValue };

export const guideCategories = [
  { id: 'fair-housing', label: 'Fair Housing', legal: 'housing' },
  { id: 'rental-housing', label: 'Renting & Eviction', legal: 'housing' },
  { id: 'public-housing', label: 'Public & Assisted Housing', legal: 'housing' },
  { id: 'mortgages', label: 'Mortgages & Foreclosure', legal: 'housing' },
  { id: 'debt-collection', label: 'Debt Collection', legal: 'consumer' },
  { id: 'credit-reports', label: 'Credit Reports', legal: 'consumer' },
  { id: 'credit-lending', label: 'Credit Cards & Loans', legal: 'consumer' },
  { id: 'banking-payments', label: 'Banking & Electronic Payments', legal: 'consumer' },
  { id: 'identity-theft', label: 'Identity Theft & Fraud', legal: 'consumer' },
  { id: 'scams-telemarketing', label: 'Scams, Robocalls & Telemarketing', legal: 'consumer' },
  { id: 'product-safety', label: 'Product Safety', legal: 'consumer' },
  { id: 'warranties', label: 'Warranties & Purchases', legal: 'consumer' },
  { id: 'online-privacy', label: 'Online Privacy & Email', legal: 'consumer' },
  { id: 'small-business', label: 'Small Business', legal: 'consumer' },
  { id: 'intellectual-property', label: 'Copyright, Trademarks & Patents', legal: 'consumer' },
  { id: 'taxes', label: 'Taxes', legal: 'tax' },
  { id: 'wages-hours', label: 'Wages & Overtime', legal: 'employment' },
  { id: 'workplace-discrimination', label: 'Workplace Discrimination', legal: 'employment' },
  { id: 'age-discrimination', label: 'Age Discrimination', legal: 'employment' },
  { id: 'disability-rights', label: 'Disability Rights', legal: 'employment' },
  { id: 'family-leave', label: 'Family & Medical Leave', legal: 'employment' },
  { id: 'workplace-safety', label: 'Workplace Safety', legal: 'employment' },
  { id: 'labor-unions', label: 'Unions & Organizing', legal: 'employment' },
  { id: 'retirement-benefits', label: 'Retirement & Job Benefits', legal: 'employment' },
  { id: 'job-loss', label: 'Layoffs & Job Loss', legal: 'employment' },
  { id: 'military-veterans', label: 'Military & Veterans', legal: 'employment' },
  { id: 'student-loans', label: 'Student Loans & Financial Aid', legal: 'consumer' },
  { id: 'student-privacy', label: 'Student Records & Privacy', legal: 'constitutional' },
  { id: 'education-rights', label: 'Equal Access to Education', legal: 'constitutional' },
  { id: 'immigration', label: 'Immigration', legal: 'constitutional' },
  { id: 'citizenship', label: 'Citizenship & Naturalization', legal: 'constitutional' },
  { id: 'voting', label: 'Voting Rights', legal: 'constitutional' },
  { id: 'police-civil-rights', label: 'Police & Civil Rights', legal: 'constitutional' },
  { id: 'criminal-law', label: 'Federal Crimes', legal: 'constitutional' },
  { id: 'public-accommodations', label: 'Public Places & Services', legal: 'constitutional' },
  { id: 'government-records', label: 'Government Records & FOIA', legal: 'constitutional' },
  { id: 'communications-privacy', label: 'Phone, Mail & Communications Privacy', legal: 'constitutional' },
  { id: 'health-insurance', label: 'Health Insurance', legal: 'consumer' },
  { id: 'medicare-medicaid', label: 'Medicare & Medicaid', legal: 'consumer' },
  { id: 'health-privacy', label: 'Health Care Rights & Privacy', legal: 'consumer' },
  { id: 'social-security', label: 'Social Security & Disability Benefits', legal: 'consumer' },
  { id: 'public-benefits', label: 'Food & Public Benefits', legal: 'consumer' },
  { id: 'air-travel', label: 'Air Travel', legal: 'transportation' },
  { id: 'vehicles-roads', label: 'Vehicles & Road Safety', legal: 'transportation' },
  { id: 'environment', label: 'Environment & Clean Water', legal: undefined },
] as const satisfies readonly { id: string; label: string; legal: LegalCategoryValue | undefined }[];

export type GuideCategoryId = (typeof guideCategories)[number]['id'];
