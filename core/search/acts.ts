/**
 * Acts people name by acronym or nickname ("FCRA", "Title VII", "Section 8"). A query naming
 * one goes to the Act's anchor section first (and its guide), and favours the Act's sections.
 * Every anchor and range end is checked against the official section list by the corpus test.
 */
export interface NamedAct {
  /** Words as people type them, matched case-insensitively on word boundaries. */
  aliases: string[];
  /** Acronyms that are also everyday words ("IDEA"): matched only in capitals. */
  capitalsOnly?: string[];
  name: string;
  title: number;
  /** First and last section of the Act's range in the Code (inclusive, official order). */
  from: string;
  to: string;
  /** The section a bare mention of the Act opens first. */
  anchor: string;
}

export const namedActs: readonly NamedAct[] = [
  { aliases: ['fcra', 'facta'], name: 'Fair Credit Reporting Act', title: 15, from: '1681', to: '1681x', anchor: '1681' },
  { aliases: ['fdcpa'], name: 'Fair Debt Collection Practices Act', title: 15, from: '1692', to: '1692p', anchor: '1692' },
  { aliases: ['tila', 'truth in lending'], name: 'Truth in Lending Act', title: 15, from: '1601', to: '1667f', anchor: '1601' },
  { aliases: ['fcba', 'fair credit billing act'], name: 'Fair Credit Billing Act', title: 15, from: '1666', to: '1666j', anchor: '1666' },
  { aliases: ['ecoa'], name: 'Equal Credit Opportunity Act', title: 15, from: '1691', to: '1691f', anchor: '1691' },
  { aliases: ['efta'], name: 'Electronic Fund Transfer Act', title: 15, from: '1693', to: '1693r', anchor: '1693' },
  { aliases: ['croa'], name: 'Credit Repair Organizations Act', title: 15, from: '1679', to: '1679j', anchor: '1679' },
  { aliases: ['glba', 'gramm leach bliley'], name: 'Gramm-Leach-Bliley Act', title: 15, from: '6801', to: '6809', anchor: '6801' },
  { aliases: ['can spam', 'can-spam'], name: 'CAN-SPAM Act', title: 15, from: '7701', to: '7713', anchor: '7701' },
  { aliases: ['coppa'], name: "Children's Online Privacy Protection Act", title: 15, from: '6501', to: '6506', anchor: '6501' },
  {
    aliases: ['magnuson moss', 'magnuson-moss', 'mmwa'],
    name: 'Magnuson-Moss Warranty Act',
    title: 15,
    from: '2301',
    to: '2312',
    anchor: '2301',
  },
  { aliases: ['cpsa'], name: 'Consumer Product Safety Act', title: 15, from: '2051', to: '2089', anchor: '2051' },
  { aliases: ['ftc act'], name: 'Federal Trade Commission Act', title: 15, from: '41', to: '58', anchor: '45' },
  { aliases: ['respa'], name: 'Real Estate Settlement Procedures Act', title: 12, from: '2601', to: '2617', anchor: '2601' },
  { aliases: ['fair housing act', 'fha'], name: 'Fair Housing Act', title: 42, from: '3601', to: '3619', anchor: '3604' },
  { aliases: ['section 8'], name: 'Housing Choice Voucher Program (Section 8)', title: 42, from: '1437f', to: '1437f', anchor: '1437f' },
  { aliases: ['flsa', 'fair labor standards act'], name: 'Fair Labor Standards Act', title: 29, from: '201', to: '219', anchor: '201' },
  { aliases: ['equal pay act'], name: 'Equal Pay Act', title: 29, from: '206', to: '206', anchor: '206' },
  {
    aliases: ['title vii'],
    name: 'Title VII of the Civil Rights Act of 1964',
    title: 42,
    from: '2000e',
    to: '2000e-17',
    anchor: '2000e-2',
  },
  { aliases: ['title vi'], name: 'Title VI of the Civil Rights Act of 1964', title: 42, from: '2000d', to: '2000d-7', anchor: '2000d' },
  { aliases: ['title ii'], name: 'Title II of the Civil Rights Act of 1964', title: 42, from: '2000a', to: '2000a-6', anchor: '2000a' },
  { aliases: ['title ix'], name: 'Title IX of the Education Amendments of 1972', title: 20, from: '1681', to: '1688', anchor: '1681' },
  {
    aliases: ['ada', 'americans with disabilities act', 'adaaa'],
    name: 'Americans with Disabilities Act',
    title: 42,
    from: '12101',
    to: '12213',
    anchor: '12101',
  },
  {
    aliases: ['section 504', 'rehabilitation act'],
    name: 'Rehabilitation Act, Section 504',
    title: 29,
    from: '794',
    to: '794',
    anchor: '794',
  },
  { aliases: ['adea'], name: 'Age Discrimination in Employment Act', title: 29, from: '621', to: '634', anchor: '623' },
  { aliases: ['fmla'], name: 'Family and Medical Leave Act', title: 29, from: '2601', to: '2654', anchor: '2612' },
  { aliases: ['osha', 'osh act'], name: 'Occupational Safety and Health Act', title: 29, from: '651', to: '678', anchor: '654' },
  { aliases: ['nlra', 'wagner act'], name: 'National Labor Relations Act', title: 29, from: '151', to: '169', anchor: '157' },
  { aliases: ['erisa'], name: 'Employee Retirement Income Security Act', title: 29, from: '1001', to: '1461', anchor: '1001' },
  { aliases: ['cobra'], name: 'COBRA continuation coverage', title: 29, from: '1161', to: '1169', anchor: '1161' },
  { aliases: ['warn act'], name: 'Worker Adjustment and Retraining Notification Act', title: 29, from: '2101', to: '2109', anchor: '2102' },
  {
    aliases: ['userra'],
    name: 'Uniformed Services Employment and Reemployment Rights Act',
    title: 38,
    from: '4301',
    to: '4335',
    anchor: '4311',
  },
  { aliases: ['scra'], name: 'Servicemembers Civil Relief Act', title: 50, from: '3901', to: '4043', anchor: '3901' },
  { aliases: ['gina'], name: 'Genetic Information Nondiscrimination Act', title: 42, from: '2000ff', to: '2000ff-11', anchor: '2000ff-1' },
  {
    aliases: ['pwfa', 'pregnant workers fairness act'],
    name: 'Pregnant Workers Fairness Act',
    title: 42,
    from: '2000gg',
    to: '2000gg-6',
    anchor: '2000gg-1',
  },
  { aliases: ['ferpa'], name: 'Family Educational Rights and Privacy Act', title: 20, from: '1232g', to: '1232g', anchor: '1232g' },
  {
    aliases: [],
    capitalsOnly: ['IDEA'],
    name: 'Individuals with Disabilities Education Act',
    title: 20,
    from: '1400',
    to: '1482',
    anchor: '1400',
  },
  { aliases: ['hipaa'], name: 'HIPAA administrative simplification', title: 42, from: '1320d', to: '1320d-9', anchor: '1320d' },
  { aliases: ['emtala'], name: 'Emergency Medical Treatment and Labor Act', title: 42, from: '1395dd', to: '1395dd', anchor: '1395dd' },
  { aliases: ['ssi'], name: 'Supplemental Security Income', title: 42, from: '1381', to: '1383f', anchor: '1381' },
  { aliases: ['ssdi'], name: 'Social Security Disability Insurance', title: 42, from: '423', to: '423', anchor: '423' },
  { aliases: ['snap'], name: 'Supplemental Nutrition Assistance Program', title: 7, from: '2011', to: '2036', anchor: '2014' },
  { aliases: ['tcpa'], name: 'Telephone Consumer Protection Act', title: 47, from: '227', to: '227', anchor: '227' },
  { aliases: ['foia', 'freedom of information act'], name: 'Freedom of Information Act', title: 5, from: '552', to: '552', anchor: '552' },
  { aliases: ['privacy act'], name: 'Privacy Act of 1974', title: 5, from: '552a', to: '552a', anchor: '552a' },
  {
    aliases: ['ecpa', 'wiretap act'],
    name: 'Wiretap Act (Electronic Communications Privacy Act)',
    title: 18,
    from: '2510',
    to: '2523',
    anchor: '2511',
  },
  { aliases: ['cfaa'], name: 'Computer Fraud and Abuse Act', title: 18, from: '1030', to: '1030', anchor: '1030' },
  { aliases: ['dppa'], name: "Driver's Privacy Protection Act", title: 18, from: '2721', to: '2725', anchor: '2721' },
  {
    aliases: ['section 1983'],
    name: 'Civil action for deprivation of rights (Section 1983)',
    title: 42,
    from: '1983',
    to: '1983',
    anchor: '1983',
  },
  { aliases: ['rfra'], name: 'Religious Freedom Restoration Act', title: 42, from: '2000bb', to: '2000bb-4', anchor: '2000bb-1' },
  { aliases: [], capitalsOnly: ['INA'], name: 'Immigration and Nationality Act', title: 8, from: '1101', to: '1537', anchor: '1101' },
  { aliases: ['voting rights act', 'vra'], name: 'Voting Rights Act', title: 52, from: '10301', to: '10314', anchor: '10301' },
  { aliases: ['nvra', 'motor voter'], name: 'National Voter Registration Act', title: 52, from: '20501', to: '20511', anchor: '20501' },
  { aliases: ['ftca', 'federal tort claims act'], name: 'Federal Tort Claims Act', title: 28, from: '2671', to: '2680', anchor: '2674' },
  { aliases: ['clean water act', 'cwa'], name: 'Clean Water Act', title: 33, from: '1251', to: '1387', anchor: '1251' },
  { aliases: ['clean air act', 'caa'], name: 'Clean Air Act', title: 42, from: '7401', to: '7671q', anchor: '7401' },
  { aliases: ['odometer act'], name: 'Odometer requirements', title: 49, from: '32701', to: '32711', anchor: '32703' },
  { aliases: ['acaa', 'air carrier access act'], name: 'Air Carrier Access Act', title: 49, from: '41705', to: '41705', anchor: '41705' },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]/g, '[\\s-]+');

/** Longest aliases first so "fair housing act" wins over a shorter alias inside it. */
const wordPattern = (alias: string, flags: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(alias)}(?![\\p{L}\\p{N}])`, flags);
function compileAliases() {
  return namedActs
    .flatMap((act) => [
      ...act.aliases.map((alias) => ({ act, alias, re: wordPattern(alias, 'giu') })),
      ...(act.capitalsOnly ?? []).map((alias) => ({ act, alias, re: wordPattern(alias, 'gu') })),
    ])
    .sort((a, b) => b.alias.length - a.alias.length);
}
const aliasPatterns = /* @__PURE__ */ compileAliases();

/**
 * The Acts a query names, and the query with those mentions blanked out. `query` keeps its
 * capitals (for "IDEA"); typographic quotes and dashes may already be folded.
 */
export function findNamedActs(query: string): { acts: NamedAct[]; rest: string } {
  const acts: NamedAct[] = [];
  let rest = query;
  for (const { act, re } of aliasPatterns) {
    re.lastIndex = 0;
    if (!re.test(rest)) continue;
    rest = rest.replace(re, ' ');
    if (!acts.includes(act)) acts.push(act);
  }
  return { acts, rest };
}
