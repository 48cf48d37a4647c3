/**
 * "Gather your documents" wording per guide category (core/data/guides/categories.ts): what a
 * person in that situation usually has on paper. Practical record-keeping only: no deadlines,
 * amounts or legal conclusions, which would need a source.
 */
const HOUSING =
  'Keep your lease or rental application, rent receipts, every notice or letter from the landlord or housing provider, photos of the home, and notes of each conversation (date, who, what was said).';
const WORK_DISCRIMINATION =
  'Write down what happened, when, who was involved and who saw it. Keep job ads, applications, performance reviews, emails, texts and any written decision about your job.';
const CREDIT =
  'Keep your account or card statements, the agreement you signed, receipts, and copies of every dispute letter or message you send and receive.';
const HEALTH =
  'Keep your insurance card, explanation-of-benefits statements, denial letters, bills and the medical records for the care involved.';
const BENEFITS = 'Keep every letter from the agency with its date, a copy of your application, and proof of your income and expenses.';
const PRIVACY = 'Save screenshots, emails, messages and account notices that show what was collected, shared or sent, with their dates.';
const SCHOOL =
  'Keep letters and emails from the school, copies of your requests (with the dates you sent them) and any records the school gave you.';

export const documentsByCategory: Record<string, string> = {
  'fair-housing': HOUSING,
  'rental-housing': HOUSING,
  'public-housing': HOUSING,
  mortgages:
    'Keep your mortgage statements, the loan papers you signed, every letter from your servicer or lender, and notes of each call (date, who, what was said).',
  'debt-collection':
    'Keep every letter from the collector, a log of calls (date, time, caller, what was said), voicemails, and your payment records.',
  'credit-reports':
    'Get copies of your credit reports, mark the items that are wrong, and keep the papers that show they are wrong and every letter you send or receive.',
  'credit-lending': CREDIT,
  'banking-payments': CREDIT,
  'identity-theft':
    'List the accounts and charges you did not make. Keep your credit reports, any police or identity-theft reports you file, and letters from the companies involved.',
  'scams-telemarketing':
    'Write down the date, time and number of each call or message, keep screenshots, and keep records of any payment you made.',
  'product-safety':
    'Keep the product and its packaging, the receipt, photos of the defect or injury, and your messages with the seller or maker.',
  warranties: 'Keep the receipt, the written warranty, repair orders, photos of the problem, and your messages with the seller or maker.',
  'online-privacy': PRIVACY,
  'communications-privacy': PRIVACY,
  'small-business':
    'Keep your business records for the matter: contracts, invoices, filings, notices from the agency and your correspondence.',
  'intellectual-property':
    'Keep dated copies of your work, registrations or applications, and evidence of where and when someone else used it.',
  taxes: 'Keep your tax returns, every IRS notice (with its notice number), W-2s, 1099s, receipts and bank records for the years involved.',
  'wages-hours': 'Keep your pay stubs, a daily record of the hours you worked, your schedules, and texts or emails about pay and hours.',
  'workplace-discrimination': WORK_DISCRIMINATION,
  'age-discrimination': WORK_DISCRIMINATION,
  'disability-rights':
    'Keep written requests for accommodation and the replies, medical notes you chose to share, and notes of what happened, when and who was involved.',
  'family-leave': "Keep your leave request, the medical certification, your employer's replies, and notes of what you were told and when.",
  'workplace-safety':
    'Take photos of the hazard, write down when you reported it and to whom, and keep any injury reports and medical records.',
  'labor-unions':
    'Keep notes of meetings and what was said, messages about organizing, and any discipline or schedule changes with their dates.',
  'retirement-benefits': 'Keep the plan documents, your benefit statements, claim forms and any letter denying or changing your benefits.',
  'job-loss': 'Keep your termination notice, final pay stub, any severance papers, and letters about health coverage or benefits.',
  'military-veterans': 'Keep your orders, discharge papers, letters from your employer or lender, and records of the dates you served.',
  'student-loans': 'Keep your loan statements, letters from your loan servicer, records of every payment, and copies of forms you sent.',
  'student-privacy': SCHOOL,
  'education-rights': SCHOOL,
  immigration: 'Keep copies of every immigration document, notice and receipt you have, and store the originals somewhere safe.',
  citizenship: 'Keep copies of every immigration document, notice and receipt you have, and store the originals somewhere safe.',
  voting: 'Write down where and when it happened, who was involved, what was said, and the names of any witnesses.',
  'police-civil-rights':
    "Write down the date, time, place, officers' names or badge numbers and witnesses; keep photos of any injuries and every paper you were given.",
  'criminal-law': 'Keep every paper you were given (citations, notices, court dates) and write down what happened while you remember it.',
  'public-accommodations': 'Write down where and when it happened and who was involved; keep photos, receipts and any written reply.',
  'government-records': 'Keep a copy of your request, the date you sent it, and every reply or tracking number from the agency.',
  'health-insurance': HEALTH,
  'medicare-medicaid': HEALTH,
  'health-privacy': HEALTH,
  'social-security': BENEFITS,
  'public-benefits': BENEFITS,
  'air-travel': "Keep your ticket or itinerary, boarding passes, baggage tags, receipts for extra costs, and the airline's messages.",
  'vehicles-roads': "Keep the vehicle's paperwork (title, registration, purchase contract), repair records and any recall notices.",
  environment: 'Write down what you saw, with dates and places, and take photos or video.',
};

export const GENERAL_DOCUMENTS =
  'Collect the letters, contracts, receipts, notices and messages about your situation, and write down what happened with dates and names while you remember it.';

export function documentsFor(category: string): string {
  return documentsByCategory[category] ?? GENERAL_DOCUMENTS;
}
