/**
 * The Legal Resources directory (spec part 2 §2 "Legal Resources", §9: phone numbers for two
 * legal aid providers). Every organisation, address and phone number is real:
 * - LSC, LawHelp.org, ABA Free Legal Answers and the ABA Lawyer Referral Directory are the
 *   checked list in ../shared/data/legal-aid-resources.json (same URLs; a test compares them).
 * - Everything else is an official government site (.gov) or the 211 network's own site. Phone
 *   numbers are the organisations' published public lines (Eldercare Locator, 211, CFPB, EEOC,
 *   HUD fair housing, USCIS): none is made up, and none is shown where we were not sure of it.
 */

export interface Phone {
  /** As a person reads and dials it. */
  display: string;
  /** The tel: link target. */
  tel: string;
}

export interface LegalResource {
  name: string;
  /** https address of the page that helps (the organisation's own site). */
  url: string;
  description: string;
  phone?: Phone;
}

export interface ResourceGroup {
  id: string;
  heading: string;
  resources: readonly LegalResource[];
}

/** Free legal aid services: four, two of them with a phone number (spec §2, §9). */
export const legalAidServices: readonly LegalResource[] = [
  {
    name: 'Legal Services Corporation (LSC)',
    url: 'https://www.lsc.gov/about-lsc/what-legal-aid/get-legal-help',
    description:
      'Funds independent non-profit civil legal aid programs in every state. Its locator finds the LSC-funded program that serves where you live; those programs generally help households at or below 125% of the federal poverty guidelines.',
  },
  {
    name: 'LawHelp.org',
    url: 'https://www.lawhelp.org',
    description:
      'A directory of free legal aid programs and plain-language self-help information, organized by state and by problem (housing, family, benefits, consumer debt and more).',
  },
  {
    name: '211',
    url: 'https://www.211.org',
    phone: { display: '211', tel: '211' },
    description:
      'A free, confidential information and referral line supported by United Way. Dial 2-1-1 to be connected with local help, including free legal clinics and legal aid offices near you.',
  },
  {
    name: 'Eldercare Locator',
    url: 'https://eldercare.acl.gov',
    phone: { display: '1-800-677-1116', tel: '+18006771116' },
    description:
      'A public service of the U.S. Administration for Community Living for people 60 and older and their caregivers. It connects you with your local Area Agency on Aging, which can refer you to free legal assistance for older adults.',
  },
];

/** Attorney-finding resources: four. */
export const attorneyResources: readonly LegalResource[] = [
  {
    name: 'ABA Lawyer Referral Directory',
    url: 'https://www.americanbar.org/groups/lawyer_referral/resources/lawyer-referral-directory/',
    description:
      'Find the lawyer referral service run by your state or local bar association. A referral service matches you with a licensed attorney who handles your kind of problem.',
  },
  {
    name: 'ABA Free Legal Answers',
    url: 'https://abafreelegalanswers.org',
    description:
      'Volunteer lawyers answer civil (non-criminal) legal questions online, free of charge, for adults who meet the income limits set for their state.',
  },
  {
    name: 'Immigration Court Pro Bono Legal Service Providers (EOIR)',
    url: 'https://www.justice.gov/eoir/list-pro-bono-legal-service-providers',
    description:
      "The Justice Department's list of non-profit organizations and attorneys who have committed to provide free legal services to people in immigration court, by court location.",
  },
  {
    name: 'VA Accredited Attorneys, Claims Agents and Representatives',
    url: 'https://www.va.gov/ogc/apps/accreditation/index.asp',
    description:
      'Search the Department of Veterans Affairs list of people accredited to help with VA benefit claims. Veterans Service Organization representatives help free of charge.',
  },
];

/** Official government legal sites, grouped by branch. */
export const officialSiteGroups: readonly ResourceGroup[] = [
  {
    id: 'legislative',
    heading: 'Legislative Branch',
    resources: [
      { name: 'Congress.gov', url: 'https://www.congress.gov', description: 'Bills, resolutions, votes and the Congressional Record, from the Library of Congress.' },
      { name: 'United States Code', url: 'https://uscode.house.gov', description: 'The official text of federal statutes, published by the Office of the Law Revision Counsel of the House of Representatives.' },
      { name: 'GovInfo', url: 'https://www.govinfo.gov', description: 'Official publications of all three branches from the U.S. Government Publishing Office: public laws, the U.S. Code, the Federal Register and more.' },
      { name: 'Constitution Annotated', url: 'https://constitution.congress.gov', description: 'The Constitution with plain explanations of how courts have interpreted each clause.' },
    ],
  },
  {
    id: 'judicial',
    heading: 'Judicial Branch',
    resources: [
      { name: 'Supreme Court of the United States', url: 'https://www.supremecourt.gov', description: 'Opinions, the docket and oral argument transcripts and audio.' },
      { name: 'United States Courts', url: 'https://www.uscourts.gov', description: 'How the federal courts work, court locator, and forms for people representing themselves.' },
      { name: 'PACER', url: 'https://pacer.uscourts.gov', description: 'Public access to federal court records and case dockets.' },
    ],
  },
  {
    id: 'executive',
    heading: 'Executive Branch',
    resources: [
      { name: 'U.S. Department of Justice', url: 'https://www.justice.gov', description: 'The federal law enforcement agency, with guidance on rights and how to report violations.' },
      { name: 'Federal Register', url: 'https://www.federalregister.gov', description: 'The daily journal of the federal government: rules, proposed rules, notices and presidential documents.' },
      { name: 'Electronic Code of Federal Regulations (eCFR)', url: 'https://www.ecfr.gov', description: 'Federal regulations currently in force, updated daily.' },
      { name: 'USA.gov', url: 'https://www.usa.gov', description: 'The official guide to government services and benefits, with help finding the right agency.' },
    ],
  },
];

/** Specialized help by area: immigration, consumer protection, civil rights, housing. */
export const specializedHelpGroups: readonly ResourceGroup[] = [
  {
    id: 'immigration',
    heading: 'Immigration',
    resources: [
      {
        name: 'USCIS: Find Legal Services',
        url: 'https://www.uscis.gov/avoid-scams/find-legal-services',
        description: 'Who may legally give immigration advice (attorneys and DOJ-accredited representatives) and how to avoid "notario" scams.',
      },
      {
        name: 'U.S. Citizenship and Immigration Services',
        url: 'https://www.uscis.gov',
        phone: { display: '1-800-375-5283', tel: '+18003755283' },
        description: 'Forms, case status and the USCIS Contact Center.',
      },
      {
        name: 'Executive Office for Immigration Review',
        url: 'https://www.justice.gov/eoir',
        description: 'The immigration courts: hearing information, court locations and legal access programs.',
      },
    ],
  },
  {
    id: 'consumer',
    heading: 'Consumer Protection',
    resources: [
      {
        name: 'Consumer Financial Protection Bureau: Submit a Complaint',
        url: 'https://www.consumerfinance.gov/complaint/',
        phone: { display: '(855) 411-2372', tel: '+18554112372' },
        description: 'Complaints about banks, credit cards, credit reports, debt collectors, mortgages and student loans.',
      },
      { name: 'ReportFraud.ftc.gov', url: 'https://reportfraud.ftc.gov', description: 'Report scams, fraud and bad business practices to the Federal Trade Commission.' },
      { name: 'IdentityTheft.gov', url: 'https://www.identitytheft.gov', description: "The Federal Trade Commission's site to report identity theft and get a recovery plan." },
    ],
  },
  {
    id: 'civil-rights',
    heading: 'Civil Rights',
    resources: [
      { name: 'DOJ Civil Rights Division: Report a Violation', url: 'https://civilrights.justice.gov', description: 'Report discrimination or other civil rights violations to the Justice Department.' },
      {
        name: 'Equal Employment Opportunity Commission: File a Charge',
        url: 'https://www.eeoc.gov/filing-charge-discrimination',
        phone: { display: '1-800-669-4000', tel: '+18006694000' },
        description: 'Job discrimination because of race, color, religion, sex, national origin, age (40+), disability or genetic information. Strict filing deadlines apply.',
      },
      { name: 'ADA.gov', url: 'https://www.ada.gov', description: 'Your rights under the Americans with Disabilities Act and how to file a complaint.' },
    ],
  },
  {
    id: 'housing',
    heading: 'Housing',
    resources: [
      {
        name: 'HUD: Report Housing Discrimination',
        url: 'https://www.hud.gov/fairhousing/fileacomplaint',
        phone: { display: '1-800-669-9777', tel: '+18006699777' },
        description: 'File a fair housing complaint about discrimination in renting, buying or financing a home. Complaints must generally be filed within one year.',
      },
      {
        name: 'Find a HUD-Approved Housing Counselor',
        url: 'https://www.consumerfinance.gov/find-a-housing-counselor/',
        description: 'Free or low-cost help with renting, avoiding foreclosure and buying a home, from counselors approved by HUD.',
      },
    ],
  },
];

/** The important-information box. */
export const importantInformation: readonly string[] = [
  'Many free legal aid programs have income limits, often set as a percentage of the federal poverty guidelines, and some handle only certain kinds of cases.',
  'Legal deadlines keep running while you look for help. Contact a program as early as you can.',
  'Most legal aid programs handle civil matters only. If you are charged with a crime and cannot afford a lawyer, ask the court to appoint one.',
  'Phone numbers, hours and eligibility rules can change: the organization’s own website is the final word.',
  'Laws AI is not affiliated with these organizations and does not endorse any of them. If you are in danger, call 911.',
];

/** Every resource on the page, for checks. */
export function allLegalResources(): LegalResource[] {
  return [
    ...legalAidServices,
    ...attorneyResources,
    ...officialSiteGroups.flatMap((g) => g.resources),
    ...specializedHelpGroups.flatMap((g) => g.resources),
  ];
}
