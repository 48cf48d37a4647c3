/**
 * Curated guides for work and school (issue 3): wages, discrimination, leave, safety, unions, benefits,
 * job loss, military service, student loans, student records and equal access to education.
 * Every `usc` pair is checked against the official section list; 'full-text' guides were written
 * against the section text in shared/data/uscode-key-laws.jsonl.
 */
import type { LawGuide } from './types';

export const workSchoolGuides: LawGuide[] = [
  // ---- wages-hours ----
  {
    id: 'flsa-minimum-wage',
    title: 'Fair Labor Standards Act — the federal minimum wage',
    usc: { title: 29, section: '206' },
    summary:
      'Covered employers must pay each employee at least $7.25 an hour, the federal minimum wage set in this section. An employer may pay a worker under 20 a lower $4.25 training wage only during their first 90 days on the job, and may not cut other workers\' hours or pay to hire at that wage.',
    category: 'wages-hours',
    subcategory: 'Minimum wage',
    penalties:
      'Civil liability: the unpaid minimum wages or overtime plus an equal additional amount as liquidated damages, and reasonable attorney\'s fees and costs (29 U.S.C. § 216(b)). Repeated or willful violations: civil penalty up to $1,100 per violation (29 U.S.C. § 216(e)(2), adjusted for inflation by regulation). Willful violations: criminal fine up to $10,000; prison up to six months only after a prior conviction (29 U.S.C. § 216(a)).',
    keywords: ['FLSA', 'minimum wage', '29 U.S.C. 206', 'covered enterprise', 'youth opportunity wage', 'hourly rate'],
    synonyms: ['paid less than minimum wage', 'boss pays under $7.25', 'how much is the federal minimum wage', 'paid below minimum', 'training wage for teens', 'wage theft'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'flsa-overtime',
    title: 'Fair Labor Standards Act — overtime pay after 40 hours a week',
    usc: { title: 29, section: '207' },
    summary:
      'If you work more than 40 hours in a workweek, a covered employer must pay you at least one and a half times your regular rate for every extra hour. Your regular rate includes all pay for your work except items the law lists, such as gifts, expense reimbursements and truly discretionary bonuses.',
    category: 'wages-hours',
    subcategory: 'Overtime',
    penalties:
      'Civil liability: the unpaid minimum wages or overtime plus an equal additional amount as liquidated damages, and reasonable attorney\'s fees and costs (29 U.S.C. § 216(b)). Repeated or willful violations: civil penalty up to $1,100 per violation (29 U.S.C. § 216(e)(2), adjusted for inflation by regulation). Willful violations: criminal fine up to $10,000; prison up to six months only after a prior conviction (29 U.S.C. § 216(a)).',
    keywords: ['FLSA', 'overtime', 'time and a half', 'regular rate', 'workweek', '29 U.S.C. 207'],
    synonyms: ['boss won\'t pay overtime', 'worked 50 hours no overtime', 'time and a half', 'paid straight time for overtime', 'overtime missing from paycheck', 'bonus left out of overtime rate'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'flsa-comp-time',
    title: 'Fair Labor Standards Act — comp time instead of overtime for public employees',
    usc: { title: 29, section: '207' },
    summary:
      'Under this law, only state and local government agencies, not private employers, may give compensatory time off instead of overtime pay, at one and a half hours off for each overtime hour, and only under an agreement made before the work is done. Comp time is capped at 240 hours (480 for public safety, emergency and seasonal work), you must be allowed to use it within a reasonable time unless that unduly disrupts the agency, and unused comp time must be paid when you leave.',
    category: 'wages-hours',
    subcategory: 'Overtime',
    penalties:
      'Civil liability: the unpaid minimum wages or overtime plus an equal additional amount as liquidated damages, and reasonable attorney\'s fees and costs (29 U.S.C. § 216(b)). Repeated or willful violations: civil penalty up to $1,100 per violation (29 U.S.C. § 216(e)(2), adjusted for inflation by regulation). Willful violations: criminal fine up to $10,000; prison up to six months only after a prior conviction (29 U.S.C. § 216(a)).',
    keywords: ['FLSA', 'compensatory time', 'comp time', 'public agency', '207(o)', 'overtime compensation'],
    synonyms: ['comp time instead of overtime', 'boss gives time off instead of overtime pay', 'government job comp time', 'paid out comp time when I quit', 'banked hours instead of overtime', 'county job comp time limit'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'flsa-tips',
    title: 'Fair Labor Standards Act — tips belong to workers, not managers',
    usc: { title: 29, section: '203' },
    summary:
      'An employer may not keep any part of its employees\' tips, and may not let managers or supervisors take a share. An employer that pays tipped workers a lower cash wage and counts their tips toward the minimum wage (a \'tip credit\') must tell them about this rule and let them keep all their tips, except for a tip pool shared among workers who customarily and regularly receive tips.',
    category: 'wages-hours',
    subcategory: 'Tips',
    penalties:
      'Civil liability: any tip credit taken plus all tips unlawfully kept, plus an equal additional amount as liquidated damages, and attorney\'s fees and costs (29 U.S.C. § 216(b)). Civil penalty up to $1,100 per violation of the tip rule (29 U.S.C. § 216(e)(2), adjusted for inflation by regulation).',
    keywords: ['FLSA', 'tip credit', 'tipped employee', 'tip pool', '203(m)', 'tip theft'],
    synonyms: ['manager takes our tips', 'boss keeps tips', 'tip pool includes managers', 'restaurant took my tips', 'server cash wage below minimum', 'owner takes from tip jar'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'flsa-who-is-an-employee',
    title: 'Fair Labor Standards Act — who counts as an employee',
    usc: { title: 29, section: '203' },
    summary:
      'The Act protects \'any individual employed by an employer\', and to \'employ\' includes to suffer or permit to work, which is a very broad test. Calling a worker an \'independent contractor\' does not by itself remove the Act\'s protections; only the groups this section lists, such as certain unpaid volunteers for public agencies and food banks, are left out of the definition.',
    category: 'wages-hours',
    subcategory: 'Coverage',
    penalties:
      'None stated in this section; wage remedies are set in 29 U.S.C. § 216.',
    keywords: ['FLSA', 'employee', 'suffer or permit to work', 'independent contractor', 'misclassification', 'employer definition'],
    synonyms: ['boss says I am a contractor', 'paid on a 1099 but treated like an employee', 'misclassified as independent contractor', 'unpaid internship', 'working for free', 'gig worker wage rights'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'flsa-child-labor',
    title: 'Fair Labor Standards Act — child labor limits for teens',
    usc: { title: 29, section: '212' },
    summary:
      'Employers may not use \'oppressive child labor\'. As the Act defines it (29 U.S.C. § 203(l)), that generally means no jobs for kids under 16 except the limited work, hours and times the Labor Department allows for 14- and 15-year-olds so that work does not interfere with school or health, and no jobs the Labor Department has declared hazardous for anyone under 18. Children working for their parents and farm work follow different rules.',
    category: 'wages-hours',
    subcategory: 'Child labor',
    penalties:
      'Civil penalty up to $11,000 for each employee involved, or up to $50,000 for a violation that causes the death or serious injury of a worker under 18, which may be doubled if repeated or willful (29 U.S.C. § 216(e)(1), adjusted for inflation by regulation). Willful violations: criminal fine up to $10,000 (29 U.S.C. § 216(a)).',
    keywords: ['FLSA', 'child labor', 'oppressive child labor', 'minors', 'hazardous occupations', 'proof of age'],
    synonyms: ['how many hours can a 15 year old work', 'teen working late on school nights', 'can a 14 year old get a job', '16 year old using dangerous machines', 'underage worker', 'teen job rules'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'flsa-exemptions',
    title: 'Fair Labor Standards Act — who is exempt from minimum wage and overtime',
    usc: { title: 29, section: '213' },
    summary:
      'Some workers are left out of the minimum wage and overtime rules, including bona fide executive, administrative and professional employees and outside salespeople as Labor Department regulations define them, plus certain seasonal, fishing, farm and other jobs this section lists. A job title alone does not make someone exempt, and even exempt executive, administrative and professional workers keep the equal pay protection.',
    category: 'wages-hours',
    subcategory: 'Exemptions',
    penalties:
      'None stated in this section; if a worker is wrongly treated as exempt, remedies are set in 29 U.S.C. § 216.',
    keywords: ['FLSA', 'exempt employee', 'white-collar exemption', 'executive administrative professional', 'outside sales', '213(a)(1)'],
    synonyms: ['salaried so no overtime', 'am I exempt from overtime', 'boss says managers get no overtime', 'misclassified as exempt', 'assistant manager no overtime', 'job title exempt'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'flsa-retaliation',
    title: 'Fair Labor Standards Act — no firing or punishment for complaining about pay',
    usc: { title: 29, section: '215' },
    summary:
      'It is illegal to fire or punish an employee because they filed a wage complaint, started a case, or testified or are about to testify in a case under the Act. The same section makes it illegal to break the minimum wage, overtime, child labor, record-keeping and nursing-break rules, or to ship goods made in violation of the wage rules.',
    category: 'wages-hours',
    subcategory: 'Retaliation',
    penalties:
      'Civil liability: any appropriate legal or equitable relief, including reinstatement, promotion, lost wages plus an equal additional amount as liquidated damages, and attorney\'s fees and costs (29 U.S.C. § 216(b)). Willful violations: criminal fine up to $10,000; prison up to six months only after a prior conviction (29 U.S.C. § 216(a)).',
    keywords: ['FLSA', 'retaliation', 'protected activity', '215(a)(3)', 'wage complaint', 'prohibited acts'],
    synonyms: ['fired for asking about overtime', 'fired after complaining about pay', 'hours cut after wage complaint', 'punished for reporting boss to labor department', 'retaliation for unpaid wages', 'threatened for complaining about pay'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'flsa-back-wages-lawsuit',
    title: 'Fair Labor Standards Act — recovering unpaid wages and double damages',
    usc: { title: 29, section: '216' },
    summary:
      'Workers who were not paid the minimum wage or overtime can sue for the unpaid amount plus an equal amount in \'liquidated damages\', and the employer must also pay their reasonable attorney\'s fees and court costs. Workers can sue together with others in the same situation, but each must agree in writing to join; the Labor Department can also supervise payment of back wages or sue for them.',
    category: 'wages-hours',
    subcategory: 'Getting paid',
    penalties:
      'Civil liability: the unpaid minimum wages or overtime plus an equal additional amount as liquidated damages, and reasonable attorney\'s fees and costs (29 U.S.C. § 216(b)). Repeated or willful violations: civil penalty up to $1,100 per violation (29 U.S.C. § 216(e)(2), adjusted for inflation by regulation). Willful violations: criminal fine up to $10,000; prison up to six months only after a prior conviction (29 U.S.C. § 216(a)).',
    keywords: ['FLSA', 'liquidated damages', 'back wages', 'collective action', 'attorney fees', '216(b)'],
    synonyms: ['how to get unpaid wages back', 'sue boss for unpaid overtime', 'double damages for wage theft', 'group lawsuit for overtime', 'employer owes me back pay', 'labor department back wages'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'flsa-recordkeeping',
    title: 'Fair Labor Standards Act — employers must keep records of hours and pay',
    usc: { title: 29, section: '211' },
    summary:
      'Every covered employer must make and keep records of its employees\' wages, hours and other working conditions, as Labor Department rules require. The Wage and Hour Division may enter and inspect workplaces and records and question employees to see whether the law is being followed.',
    category: 'wages-hours',
    subcategory: 'Records',
    penalties:
      'Breaking the record-keeping rule, or knowingly making a false record, is a prohibited act (29 U.S.C. § 215(a)(5)); willful violations: criminal fine up to $10,000 (29 U.S.C. § 216(a)).',
    keywords: ['FLSA', 'recordkeeping', 'time records', 'payroll records', 'Wage and Hour investigation', '211(c)'],
    synonyms: ['boss has no record of my hours', 'employer changed my timecard', 'no pay stubs', 'how do I prove my hours', 'time sheets altered', 'labor department investigation'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'flsa-higher-state-standards',
    title: 'Fair Labor Standards Act — stronger state and local wage laws still apply',
    usc: { title: 29, section: '218' },
    summary:
      'The federal law sets a floor, not a ceiling: it does not excuse an employer from following a state or local law with a higher minimum wage, a shorter maximum workweek, or stricter child labor rules. It also does not let an employer cut pay that is already above the federal minimum or lengthen hours that are already shorter than the federal maximum.',
    category: 'wages-hours',
    subcategory: 'Minimum wage',
    penalties:
      'None stated in this section.',
    keywords: ['FLSA', 'relation to other laws', 'state minimum wage', 'savings clause', '218(a)'],
    synonyms: ['state minimum wage higher than federal', 'which minimum wage applies to me', 'city minimum wage', 'can boss pay only the federal minimum', 'local wage law'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'portal-to-portal-time-limit',
    title: 'Portal-to-Portal Act — deadline to sue for unpaid minimum wage or overtime',
    usc: { title: 29, section: '255' },
    summary:
      'A lawsuit for unpaid minimum wages, unpaid overtime or liquidated damages under the Fair Labor Standards Act must be started within two years after the claim arose, or within three years if the violation was willful. Claims older than these limits are barred.',
    category: 'wages-hours',
    subcategory: 'Getting paid',
    penalties:
      'None stated in this section; it sets the time limit for claims under 29 U.S.C. § 216.',
    keywords: ['Portal-to-Portal Act', 'statute of limitations', 'FLSA', 'willful violation', 'two years', '29 U.S.C. 255'],
    synonyms: ['how long do I have to sue for unpaid wages', 'deadline for overtime claim', 'old unpaid wages', 'too late to claim back pay', 'time limit wage claim'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'portal-to-portal-travel-time',
    title: 'Portal-to-Portal Act — travel and before- or after-work activities',
    usc: { title: 29, section: '254' },
    summary:
      'Under federal wage law, an employer generally does not have to pay for ordinary travel to and from the place where you do your main work, or for activities that come merely before or after your principal work, unless a contract or custom makes that time paid. Tasks that are an integral and indispensable part of your main job still count as work time.',
    category: 'wages-hours',
    subcategory: 'Hours worked',
    penalties:
      'None stated in this section.',
    keywords: ['Portal-to-Portal Act', 'compensable time', 'preliminary and postliminary activities', 'commuting time', 'principal activity', 'hours worked'],
    synonyms: ['is my commute paid', 'drive to job site paid', 'waiting in security line unpaid', 'putting on uniform before shift', 'travel time pay', 'unpaid time before clocking in'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'davis-bacon-prevailing-wage',
    title: 'Davis-Bacon Act — prevailing wages on federal construction projects',
    usc: { title: 40, section: '3142' },
    summary:
      'Federal contracts over $2,000 to build, alter or repair public buildings or public works must set minimum wages for laborers and mechanics based on the wages the Labor Department finds prevailing in the area. Workers on those projects must be paid the full amount, unconditionally, at least once a week.',
    category: 'wages-hours',
    subcategory: 'Government contracts',
    penalties:
      'Enforced by the U.S. Department of Labor; contract payments can be withheld to pay underpaid workers, and violating contractors can be listed and barred from federal contracts (40 U.S.C. § 3144).',
    keywords: ['Davis-Bacon Act', 'prevailing wage', 'federal construction contract', 'laborers and mechanics', 'wage determination', '40 U.S.C. 3142'],
    synonyms: ['prevailing wage on government job', 'construction worker underpaid on federal project', 'public works pay rate', 'federal contractor wage', 'certified payroll'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'mspa-farmworker-wages',
    title: 'Migrant and Seasonal Agricultural Worker Protection Act — pay and working terms for migrant farmworkers',
    usc: { title: 29, section: '1822' },
    summary:
      'Farm labor contractors, agricultural employers and agricultural associations must pay migrant farmworkers the wages owed when due. They may not require workers to buy goods or services only from them, and may not break the terms of the working arrangement without justification.',
    category: 'wages-hours',
    subcategory: 'Farmworkers',
    penalties:
      'Workers may sue for actual damages or statutory damages of up to $500 per violation (29 U.S.C. § 1854); the Labor Department may impose civil penalties (29 U.S.C. § 1853).',
    keywords: ['MSPA', 'AWPA', 'farm labor contractor', 'migrant agricultural worker', 'working arrangement', '29 U.S.C. 1822'],
    synonyms: ['farmworker not paid', 'crew leader keeps my wages', 'forced to buy from the company store', 'migrant worker rights', 'field worker pay', 'contractor broke job promises'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  // ---- workplace-discrimination ----
  {
    id: 'title-vii-job-discrimination',
    title: 'Civil Rights Act of 1964, Title VII — job discrimination based on race, color, religion, sex or national origin',
    usc: { title: 42, section: '2000e-2' },
    summary:
      'Employers with 15 or more employees (the Act\'s definition of employer, 42 U.S.C. § 2000e(b)) may not refuse to hire, fire, or treat anyone worse in pay or other terms of the job because of race, color, religion, sex or national origin, and may not limit or classify workers in ways that hurt their chances. Employment agencies, unions and training programs are covered too, and the Supreme Court has held that firing someone for being gay or transgender is sex discrimination.',
    category: 'workplace-discrimination',
    subcategory: 'Hiring, firing and pay',
    penalties:
      'Civil remedies: after an EEOC charge, a court may order hiring or reinstatement, back pay (no more than two years before the charge), other equitable relief and attorney\'s fees (42 U.S.C. § 2000e-5(g), (k)); compensatory and punitive damages for intentional discrimination are capped by employer size (42 U.S.C. § 1981a).',
    keywords: ['Title VII', 'employment discrimination', 'disparate treatment', 'disparate impact', 'protected class', '2000e-2'],
    synonyms: ['fired because of my race', 'not hired because I am a woman', 'passed over for promotion because of race', 'treated differently because of my accent', 'fired for being gay', 'fired for being transgender'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'title-vii-harassment',
    title: 'Civil Rights Act of 1964, Title VII — sexual and other harassment at work',
    usc: { title: 42, section: '2000e-2' },
    summary:
      'Because this section bans discrimination in the \'terms, conditions, or privileges of employment\', the Supreme Court has held that sexual harassment is illegal when job benefits depend on giving in to it, or when it is severe or pervasive enough to create a hostile work environment. The same rule covers harassment based on race, color, religion or national origin.',
    category: 'workplace-discrimination',
    subcategory: 'Harassment',
    penalties:
      'Civil remedies: after an EEOC charge, a court may order hiring or reinstatement, back pay (no more than two years before the charge), other equitable relief and attorney\'s fees (42 U.S.C. § 2000e-5(g), (k)); compensatory and punitive damages for intentional discrimination are capped by employer size (42 U.S.C. § 1981a).',
    keywords: ['Title VII', 'sexual harassment', 'hostile work environment', 'quid pro quo', 'sex discrimination', 'racial harassment'],
    synonyms: ['boss sexually harassing me', 'coworker keeps touching me', 'asked for sex to keep my job', 'sexual comments at work', 'racist jokes at work', 'harassed by supervisor'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'title-vii-pregnancy',
    title: 'Civil Rights Act of 1964, Title VII (Pregnancy Discrimination Act) — pregnancy discrimination is sex discrimination',
    usc: { title: 42, section: '2000e' },
    summary:
      'Under Title VII, discrimination because of pregnancy, childbirth or related medical conditions is sex discrimination. Employers with 15 or more employees must treat workers affected by pregnancy the same as other workers who are similar in their ability or inability to work, including for fringe benefits.',
    category: 'workplace-discrimination',
    subcategory: 'Pregnancy',
    penalties:
      'Civil remedies: after an EEOC charge, a court may order hiring or reinstatement, back pay (no more than two years before the charge), other equitable relief and attorney\'s fees (42 U.S.C. § 2000e-5(g), (k)); compensatory and punitive damages for intentional discrimination are capped by employer size (42 U.S.C. § 1981a).',
    keywords: ['Title VII', 'Pregnancy Discrimination Act', 'PDA', 'sex discrimination', 'childbirth', '2000e(k)'],
    synonyms: ['fired for being pregnant', 'not hired because I am pregnant', 'demoted after telling boss I am pregnant', 'pregnant worker rights', 'forced to quit because pregnant', 'maternity discrimination'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'title-vii-religious-accommodation',
    title: 'Civil Rights Act of 1964, Title VII — religious accommodation at work',
    usc: { title: 42, section: '2000e' },
    summary:
      'Title VII protects all aspects of religious observance and practice, not just belief. An employer must reasonably accommodate a worker\'s or applicant\'s religious practice, such as a schedule change for a Sabbath or religious dress, unless it shows undue hardship on its business, which the Supreme Court has said means substantial added costs, not minor inconvenience (Groff v. DeJoy).',
    category: 'workplace-discrimination',
    subcategory: 'Religion',
    penalties:
      'Civil remedies: after an EEOC charge, a court may order hiring or reinstatement, back pay (no more than two years before the charge), other equitable relief and attorney\'s fees (42 U.S.C. § 2000e-5(g), (k)); compensatory and punitive damages for intentional discrimination are capped by employer size (42 U.S.C. § 1981a).',
    keywords: ['Title VII', 'religious accommodation', 'undue hardship', 'religious observance', 'religious discrimination', '2000e(j)'],
    synonyms: ['boss makes me work on my Sabbath', 'fired for wearing a hijab', 'no time off for religious holiday', 'required to shave against my religion', 'prayer breaks at work', 'religious dress code'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'title-vii-retaliation',
    title: 'Civil Rights Act of 1964, Title VII — no retaliation for opposing discrimination',
    usc: { title: 42, section: '2000e-3' },
    summary:
      'An employer, union or employment agency may not punish you because you opposed job discrimination, filed an EEOC charge, or testified, assisted or took part in an investigation or case. This section also bans job ads showing a preference based on race, color, religion, sex or national origin, except where religion, sex or national origin is a genuine (bona fide) occupational qualification.',
    category: 'workplace-discrimination',
    subcategory: 'Retaliation',
    penalties:
      'Civil remedies: after an EEOC charge, a court may order hiring or reinstatement, back pay (no more than two years before the charge), other equitable relief and attorney\'s fees (42 U.S.C. § 2000e-5(g), (k)); compensatory and punitive damages for intentional discrimination are capped by employer size (42 U.S.C. § 1981a).',
    keywords: ['Title VII', 'retaliation', 'protected activity', 'opposition clause', 'participation clause', '2000e-3'],
    synonyms: ['fired after reporting harassment', 'punished for filing EEOC complaint', 'retaliation for complaining about discrimination', 'demoted after HR complaint', 'boss retaliated after I testified', 'job ad says men only'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'title-vii-charge-deadlines',
    title: 'Civil Rights Act of 1964, Title VII — deadlines to file a discrimination charge and sue',
    usc: { title: 42, section: '2000e-5' },
    summary:
      'Before suing under Title VII you must file a written charge with the EEOC within 180 days after the discrimination, or within 300 days if you first started proceedings with a state or local agency that handles job discrimination; for pay discrimination, each affected paycheck counts as a new violation. If the EEOC dismisses the charge or has not resolved it within 180 days, it notifies you, and you then have 90 days to file a lawsuit.',
    category: 'workplace-discrimination',
    subcategory: 'Filing a charge',
    penalties:
      'Civil remedies: the court may order reinstatement or hiring, back pay (no more than two years before the charge), other equitable relief, and attorney\'s fees (42 U.S.C. § 2000e-5(g), (k)). Making conciliation discussions public in violation of this section: fine up to $1,000, prison up to one year, or both.',
    keywords: ['Title VII', 'EEOC charge', 'right-to-sue letter', 'charge-filing deadline', 'Lilly Ledbetter Fair Pay Act', '2000e-5'],
    synonyms: ['how long do I have to file an EEOC complaint', 'deadline for discrimination charge', 'right to sue letter', 'file a discrimination complaint', 'EEOC time limit', 'sue employer for discrimination'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'title-vii-federal-employees',
    title: 'Civil Rights Act of 1964, Title VII — discrimination in federal government jobs',
    usc: { title: 42, section: '2000e-16' },
    summary:
      'Personnel actions for civilian employees and applicants in federal executive agencies, military departments, the Postal Service and other listed federal bodies must be free from discrimination based on race, color, religion, sex or national origin. A federal employee or applicant may file a lawsuit within 90 days of the agency\'s or the EEOC\'s final action, or after 180 days if no final action has been taken.',
    category: 'workplace-discrimination',
    subcategory: 'Federal employees',
    penalties:
      'Civil remedies: the EEOC can order reinstatement or hiring with or without back pay; in court, the remedies of 42 U.S.C. § 2000e-5(f) through (k) apply.',
    keywords: ['Title VII', 'federal sector', 'federal employee discrimination', 'EEO complaint', 'final agency action', '2000e-16'],
    synonyms: ['federal employee discrimination', 'post office discrimination', 'discrimination at my VA job', 'government agency discriminated against me', 'federal EEO complaint'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/' },
  },
  {
    id: 'civil-rights-act-1991-damages',
    title: 'Civil Rights Act of 1991 — money damages for intentional job discrimination',
    usc: { title: 42, section: '1981a' },
    summary:
      'In cases of intentional job discrimination under Title VII or the Americans with Disabilities Act, workers can recover compensatory damages, such as for emotional harm, and punitive damages against private employers that acted with malice or reckless indifference. These damages are capped from $50,000 to $300,000 depending on the employer\'s size, and either side can ask for a jury.',
    category: 'workplace-discrimination',
    subcategory: 'Damages',
    penalties:
      'Compensatory and punitive damages together are capped for each person at $50,000 (15 to 100 employees), $100,000 (101 to 200), $200,000 (201 to 500) and $300,000 (more than 500); no punitive damages against a government employer.',
    keywords: ['Civil Rights Act of 1991', 'compensatory damages', 'punitive damages', 'damages cap', 'jury trial', '1981a'],
    synonyms: ['how much can I get for discrimination', 'emotional distress damages job discrimination', 'punitive damages against employer', 'discrimination lawsuit money', 'jury trial for discrimination'],
    basis: 'heading',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'section-1981-race-contracts',
    title: 'Civil Rights Act of 1866 (Section 1981) — equal right to make and enforce contracts, including jobs',
    usc: { title: 42, section: '1981' },
    summary:
      'Everyone in the United States has the same right as white citizens to make and enforce contracts, including employment, and to enjoy all the benefits and terms of those contracts. Courts apply it to race and ethnic discrimination in hiring, pay and firing, by private employers as well as governments.',
    category: 'workplace-discrimination',
    subcategory: 'Hiring, firing and pay',
    penalties:
      'Civil remedies: enforced through private lawsuits; this section sets no fixed amounts.',
    keywords: ['Section 1981', 'Civil Rights Act of 1866', 'race discrimination', 'right to contract', '42 U.S.C. 1981', 'ethnicity'],
    synonyms: ['fired because I am Black', 'racial discrimination at a small company', 'racist treatment by boss', 'denied a contract because of race', 'ethnic discrimination at work'],
    basis: 'heading',
  },
  {
    id: 'epa-equal-pay',
    title: 'Equal Pay Act — equal pay for women and men doing equal work',
    usc: { title: 29, section: '206' },
    summary:
      'An employer may not pay workers of one sex less than workers of the other sex in the same establishment for equal work needing equal skill, effort and responsibility under similar working conditions. Pay differences are allowed only under a seniority, merit or production-based system or a factor other than sex, and an employer may not fix the gap by lowering anyone\'s pay.',
    category: 'workplace-discrimination',
    subcategory: 'Equal pay',
    penalties:
      'Civil liability: wages withheld in violation are treated as unpaid minimum wages or overtime (29 U.S.C. § 206(d)(3)), recoverable with an equal amount as liquidated damages and attorney\'s fees (29 U.S.C. § 216(b)).',
    keywords: ['Equal Pay Act', 'EPA', 'equal pay for equal work', 'wage discrimination', 'sex-based pay gap', '206(d)'],
    synonyms: ['men paid more for the same job', 'woman paid less than male coworker', 'unequal pay for women', 'gender pay gap at my job', 'paid less because I am a woman'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'gina-genetic-information',
    title: 'Genetic Information Nondiscrimination Act — no job discrimination based on genetic information',
    usc: { title: 42, section: '2000ff-1' },
    summary:
      'Employers may not refuse to hire, fire or treat you worse because of genetic information, which includes your genetic test results and your family medical history. They also generally may not request, require or buy your genetic information, with narrow exceptions such as information learned by accident.',
    category: 'workplace-discrimination',
    subcategory: 'Genetic information',
    penalties:
      'Civil remedies: the powers, procedures and remedies of Title VII apply (42 U.S.C. § 2000ff-6).',
    keywords: ['GINA', 'genetic information', 'family medical history', 'genetic testing', 'employment discrimination', '2000ff-1'],
    synonyms: ['employer asked about family medical history', 'fired because of a genetic test', 'boss wants my DNA test', 'discriminated because a disease runs in my family', 'genetic discrimination at work'],
    basis: 'heading',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'pwfa-pregnancy-accommodation',
    title: 'Pregnant Workers Fairness Act — reasonable accommodations for pregnancy',
    usc: { title: 42, section: '2000gg-1' },
    summary:
      'Covered employers (the same employers Title VII covers, generally those with 15 or more employees) must make reasonable accommodations for known limitations related to pregnancy, childbirth or related medical conditions, for example extra breaks, a place to sit, or time off for appointments, unless it would cause undue hardship. They may not force you to take leave if another accommodation would work, deny you opportunities because you need one, or punish you for asking.',
    category: 'workplace-discrimination',
    subcategory: 'Pregnancy',
    penalties:
      'Civil remedies: the powers, procedures and remedies of Title VII apply, including damages (42 U.S.C. § 2000gg-2).',
    keywords: ['PWFA', 'Pregnant Workers Fairness Act', 'reasonable accommodation', 'pregnancy', 'undue hardship', 'interactive process'],
    synonyms: ['pregnant and need light duty', 'boss won\'t let me sit while pregnant', 'need more breaks because pregnant', 'forced on leave because pregnant', 'pregnancy accommodation at work', 'time off for prenatal appointments'],
    basis: 'heading',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'ina-immigration-related-discrimination',
    title: 'Immigration and Nationality Act — unfair immigration-related job practices',
    usc: { title: 8, section: '1324b' },
    summary:
      'Employers may not discriminate in hiring, firing or recruiting because of national origin or, for protected individuals, citizenship or immigration status. When checking work authorization, they may not ask for more or different documents than the law requires, or reject valid documents, in order to discriminate, and they may not retaliate against people who complain.',
    category: 'workplace-discrimination',
    subcategory: 'Citizenship and national origin',
    penalties:
      'Charges must be filed with the Special Counsel (the Justice Department\'s Immigrant and Employee Rights Section) within 180 days; an administrative law judge may order hiring, back pay and civil penalties set in 8 U.S.C. § 1324b(g).',
    keywords: ['INA', 'unfair immigration-related employment practice', 'citizenship status discrimination', 'document abuse', 'Form I-9', '1324b'],
    synonyms: ['employer only wants a green card', 'not hired because I am not a citizen', 'boss rejected my work permit', 'asked for more papers than others', 'I-9 discrimination', 'fired because of where I am from'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Justice', url: 'https://www.justice.gov/' },
  },
  // ---- age-discrimination ----
  {
    id: 'adea-age-discrimination',
    title: 'Age Discrimination in Employment Act — no job discrimination because of age',
    usc: { title: 29, section: '623' },
    summary:
      'Employers may not refuse to hire, fire, or treat workers worse in pay or other job terms because of their age, and may not print job ads showing an age preference. They also may not retaliate against anyone who opposes age discrimination or takes part in an age discrimination case.',
    category: 'age-discrimination',
    subcategory: 'Hiring, firing and pay',
    penalties:
      'Civil remedies: lost wages and other legal or equitable relief, with an equal amount as liquidated damages for willful violations (29 U.S.C. § 626(b)); a charge must first be filed with the EEOC (29 U.S.C. § 626(d)).',
    keywords: ['ADEA', 'age discrimination', 'older workers', 'bona fide occupational qualification', 'reasonable factors other than age', '29 U.S.C. 623'],
    synonyms: ['fired for being too old', 'replaced by a younger worker', 'job ad wants young people', 'not hired because of my age', 'pushed to retire', 'older workers laid off first'],
    basis: 'heading',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'adea-age-40-and-over',
    title: 'Age Discrimination in Employment Act — protects workers 40 and older',
    usc: { title: 29, section: '631' },
    summary:
      'The Act\'s protections apply only to people who are at least 40 years old, and there is no upper age limit for most workers. A narrow exception lets employers require certain top executives and high policymakers with large pensions to retire at 65.',
    category: 'age-discrimination',
    subcategory: 'Who is protected',
    penalties:
      'None stated in this section; remedies are set in 29 U.S.C. § 626.',
    keywords: ['ADEA', 'age 40', 'protected age group', 'compulsory retirement', 'executive exception', '29 U.S.C. 631'],
    synonyms: ['what age is protected from age discrimination', 'am I old enough for age discrimination', 'forced to retire at 65', 'age 40 protection', 'mandatory retirement age'],
    basis: 'heading',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'adea-covered-employers',
    title: 'Age Discrimination in Employment Act — which employers are covered',
    usc: { title: 29, section: '630' },
    summary:
      'The Act covers private employers with 20 or more employees for each working day in 20 or more calendar weeks of the current or previous year, as well as state and local governments, employment agencies and labor unions. U.S. citizens working abroad for American employers are also protected.',
    category: 'age-discrimination',
    subcategory: 'Who is protected',
    penalties:
      'None stated in this section; remedies are set in 29 U.S.C. § 626.',
    keywords: ['ADEA', 'covered employer', '20 employees', 'employment agency', 'labor organization', '29 U.S.C. 630'],
    synonyms: ['does age discrimination law apply to small business', 'how many employees for age discrimination law', 'age discrimination at a small company', 'is my employer covered by the ADEA'],
    basis: 'heading',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'adea-charge-and-lawsuit',
    title: 'Age Discrimination in Employment Act — filing an age discrimination charge and lawsuit',
    usc: { title: 29, section: '626' },
    summary:
      'You must file an age discrimination charge with the EEOC within 180 days after the discrimination (300 days in states with their own age discrimination law and agency), and wait 60 days before suing. If the EEOC dismisses the charge or ends its proceedings, you have 90 days after its notice to file a lawsuit, and you can ask for a jury trial.',
    category: 'age-discrimination',
    subcategory: 'Filing a charge',
    penalties:
      'Civil remedies: lost wages and other legal or equitable relief, with an equal amount as liquidated damages for willful violations (29 U.S.C. § 626(b)); a charge must first be filed with the EEOC (29 U.S.C. § 626(d)).',
    keywords: ['ADEA', 'EEOC charge', 'charge-filing deadline', 'liquidated damages', 'jury trial', '29 U.S.C. 626'],
    synonyms: ['deadline for age discrimination complaint', 'how to sue for age discrimination', 'file an age discrimination charge', 'EEOC age complaint', 'right to sue for age discrimination'],
    basis: 'heading',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'owbpa-severance-waiver',
    title: 'Older Workers Benefit Protection Act — rules for giving up age claims in a severance deal',
    usc: { title: 29, section: '626' },
    summary:
      'A release of age discrimination claims, often in a severance agreement, counts only if it is knowing and voluntary: it must be written in plain language, mention the ADEA, advise you in writing to talk to a lawyer, give you something extra in return, and cannot waive future claims. You must get at least 21 days to consider it (45 days in a group layoff or exit program) and 7 days after signing to change your mind.',
    category: 'age-discrimination',
    subcategory: 'Severance and layoffs',
    penalties:
      'A waiver that does not meet these requirements does not bar an age discrimination claim; remedies are set in 29 U.S.C. § 626(b).',
    keywords: ['OWBPA', 'ADEA waiver', 'severance agreement', 'release of claims', '21-day consideration period', '7-day revocation', '626(f)'],
    synonyms: ['severance agreement over 40', 'signed a release when laid off', 'how long do I have to sign severance', 'can I cancel my severance agreement', 'give up right to sue for severance pay', 'layoff package older workers'],
    basis: 'heading',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'adea-federal-employees',
    title: 'Age Discrimination in Employment Act — age discrimination in federal jobs',
    usc: { title: 29, section: '633a' },
    summary:
      'Personnel actions affecting federal employees and applicants who are at least 40 years old must be free from any discrimination based on age. A federal worker can use the agency and EEOC complaint process or, after giving the EEOC notice of intent to sue, go directly to federal court.',
    category: 'age-discrimination',
    subcategory: 'Federal employees',
    penalties:
      'Civil remedies: the EEOC may order reinstatement or hiring with or without back pay, and a court may grant legal or equitable relief (29 U.S.C. § 633a).',
    keywords: ['ADEA', 'federal sector', 'age discrimination', 'notice of intent to sue', 'federal employee', '633a'],
    synonyms: ['federal employee age discrimination', 'age discrimination at a government job', 'older federal worker passed over', 'too old for promotion at federal agency'],
    basis: 'heading',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/' },
  },
  {
    id: 'age-discrimination-act-federal-programs',
    title: 'Age Discrimination Act of 1975 — no age discrimination in federally funded programs',
    usc: { title: 42, section: '6102' },
    summary:
      'No one may be excluded from, denied the benefits of, or discriminated against in a program or activity receiving federal financial assistance because of age, at any age, subject to the exceptions set out in the Act. It covers programs like federally funded health care, social services and schools, but not most employment practices.',
    category: 'age-discrimination',
    subcategory: 'Federally funded programs',
    penalties:
      'Enforced by the federal agencies that provide the funding, which may end funding; after using the administrative complaint process, a person may sue for an order stopping the discrimination (42 U.S.C. § 6104).',
    keywords: ['Age Discrimination Act of 1975', 'federal financial assistance', 'age discrimination', 'program or activity', '42 U.S.C. 6102'],
    synonyms: ['too old for the program', 'denied services because of my age', 'age limit on a federally funded program', 'clinic refused me because of age', 'too young for benefit program'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Health and Human Services, Office for Civil Rights', url: 'https://www.hhs.gov/ocr/index.html' },
  },
  // ---- disability-rights ----
  {
    id: 'ada-definition-of-disability',
    title: 'Americans with Disabilities Act — what counts as a disability',
    usc: { title: 42, section: '12102' },
    summary:
      'A disability is a physical or mental impairment that substantially limits a major life activity, such as walking, seeing, learning, working or a major bodily function; a record of such an impairment; or being regarded as having one. The definition is read broadly: conditions that come and go or are in remission count if they would be limiting when active, and the helpful effects of medication or devices (other than ordinary glasses) are ignored.',
    category: 'disability-rights',
    subcategory: 'Who is protected',
    penalties:
      'None stated in this section; it defines who is protected by the Act.',
    keywords: ['ADA', 'definition of disability', 'major life activity', 'substantially limits', 'regarded as', 'ADA Amendments Act'],
    synonyms: ['is my condition a disability', 'does anxiety count as a disability', 'is diabetes a disability', 'ADHD disability at work', 'cancer in remission disability', 'what counts as disabled'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Justice, ADA.gov', url: 'https://www.ada.gov/' },
  },
  {
    id: 'ada-employment-discrimination',
    title: 'Americans with Disabilities Act — no disability discrimination at work, including refusing accommodations',
    usc: { title: 42, section: '12112' },
    summary:
      'Employers with 15 or more employees (the Act\'s definition of employer, 42 U.S.C. § 12111(5)) may not discriminate against a qualified person with a disability in hiring, firing, pay, promotion, training or other job terms. Not making reasonable accommodations for a known disability is discrimination unless the employer shows undue hardship, and so is treating someone worse because of a disabled family member or friend.',
    category: 'disability-rights',
    subcategory: 'At work',
    penalties:
      'Civil remedies: the powers, remedies and procedures of Title VII apply, starting with an EEOC charge, including reinstatement, back pay and attorney\'s fees (42 U.S.C. §§ 12117, 12205); damages for intentional discrimination are capped by employer size (42 U.S.C. § 1981a).',
    keywords: ['ADA Title I', 'disability discrimination', 'reasonable accommodation', 'qualified individual', 'undue hardship', 'association discrimination'],
    synonyms: ['fired because of my disability', 'employer refused my accommodation', 'not hired because I use a wheelchair', 'fired for having cancer', 'fired because my child is disabled', 'denied schedule change for medical condition'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'ada-medical-exams-and-questions',
    title: 'Americans with Disabilities Act — limits on medical exams and disability questions at work',
    usc: { title: 42, section: '12112' },
    summary:
      'Before a job offer, an employer may not ask whether you have a disability or require a medical exam, though it may ask whether you can do the job\'s functions. After an offer it may require an exam only if all new hires in the job get one, medical information must be kept confidential in separate files, and for current employees exams and questions must be job-related and consistent with business necessity.',
    category: 'disability-rights',
    subcategory: 'At work',
    penalties:
      'Civil remedies: the powers, remedies and procedures of Title VII apply, starting with an EEOC charge, including reinstatement, back pay and attorney\'s fees (42 U.S.C. §§ 12117, 12205); damages for intentional discrimination are capped by employer size (42 U.S.C. § 1981a).',
    keywords: ['ADA Title I', 'medical examination', 'disability-related inquiry', 'pre-employment inquiry', 'confidential medical records', '12112(d)'],
    synonyms: ['job interview asked about my health', 'employer asked what medications I take', 'boss told coworkers about my medical condition', 'medical exam before job offer', 'do I have to tell my employer my diagnosis'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'ada-reasonable-accommodation',
    title: 'Americans with Disabilities Act — what reasonable accommodation and undue hardship mean',
    usc: { title: 42, section: '12111' },
    summary:
      'Reasonable accommodations can include making the workplace accessible, restructuring a job, part-time or modified schedules, reassignment to a vacant position, new or changed equipment, adjusted tests, training materials or policies, and readers or interpreters. An employer can refuse only if an accommodation would cause undue hardship, meaning significant difficulty or expense judged against its size and resources.',
    category: 'disability-rights',
    subcategory: 'At work',
    penalties:
      'None stated in this section; remedies are set in 42 U.S.C. § 12117.',
    keywords: ['ADA Title I', 'reasonable accommodation', 'undue hardship', 'essential functions', 'qualified individual', '12111'],
    synonyms: ['what accommodations can I ask for', 'modified schedule for disability', 'reassignment because of disability', 'sign language interpreter at work', 'employer says accommodation costs too much', 'special equipment for disability at work'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'ada-drugs-alcohol-and-testing',
    title: 'Americans with Disabilities Act — drug use, recovery and drug testing at work',
    usc: { title: 42, section: '12114' },
    summary:
      'A person currently using illegal drugs is not protected when the employer acts because of that use, but people who have finished or are in a supervised rehab program and no longer use drugs, or who are wrongly thought to use them, are protected. Employers may ban drugs and alcohol at work and hold everyone to the same standards, and a test for illegal drugs is not a medical exam under the Act.',
    category: 'disability-rights',
    subcategory: 'At work',
    penalties:
      'None stated in this section; remedies are set in 42 U.S.C. § 12117.',
    keywords: ['ADA Title I', 'illegal use of drugs', 'drug testing', 'rehabilitation program', 'alcoholism', '12114'],
    synonyms: ['fired for being in rehab', 'recovering addict job rights', 'drug test at work', 'alcoholism at work', 'not hired because of past drug use', 'in recovery and lost my job'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'ada-employment-enforcement',
    title: 'Americans with Disabilities Act — how job discrimination claims are enforced',
    usc: { title: 42, section: '12117' },
    summary:
      'Disability discrimination claims against employers follow the same process as Title VII: you file a charge with the EEOC first, within the Title VII deadlines, and can sue after the EEOC notifies you of your right to sue. The EEOC and the Attorney General have the same enforcement powers as under Title VII.',
    category: 'disability-rights',
    subcategory: 'At work',
    penalties:
      'Civil remedies: the powers, remedies and procedures of Title VII apply, starting with an EEOC charge, including reinstatement, back pay and attorney\'s fees (42 U.S.C. §§ 12117, 12205); damages for intentional discrimination are capped by employer size (42 U.S.C. § 1981a).',
    keywords: ['ADA Title I', 'enforcement', 'EEOC charge', 'right-to-sue', 'Title VII procedures', '12117'],
    synonyms: ['how to file a disability discrimination complaint', 'EEOC disability charge', 'sue my employer under the ADA', 'deadline for ADA complaint at work'],
    basis: 'full-text',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/filing-charge-discrimination' },
  },
  {
    id: 'ada-retaliation',
    title: 'Americans with Disabilities Act — no retaliation or intimidation',
    usc: { title: 42, section: '12203' },
    summary:
      'No one may punish you for opposing disability discrimination, filing a charge, or testifying or helping in an ADA case. It is also illegal to coerce, intimidate, threaten or interfere with anyone for using their ADA rights or helping others use theirs, whether at work, in government services or at businesses open to the public.',
    category: 'disability-rights',
    subcategory: 'Retaliation',
    penalties:
      'Civil remedies: the remedies for the area involved apply: employment (42 U.S.C. § 12117), state and local government (§ 12133) or public accommodations (§ 12188).',
    keywords: ['ADA', 'retaliation', 'interference', 'coercion', 'protected activity', '12203'],
    synonyms: ['fired after asking for an accommodation', 'retaliation for disability complaint', 'threatened for requesting accommodation', 'punished for helping a disabled coworker', 'business threatened me over ADA complaint'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Justice, ADA.gov', url: 'https://www.ada.gov/' },
  },
  {
    id: 'ada-title-ii-government-services',
    title: 'Americans with Disabilities Act, Title II — equal access to state and local government services',
    usc: { title: 42, section: '12132' },
    summary:
      'No qualified person with a disability may be excluded from, denied the benefits of, or discriminated against in the services, programs or activities of a state or local government, such as courts, public schools, public transit, parks and benefits offices.',
    category: 'disability-rights',
    subcategory: 'Government services',
    penalties:
      'Civil remedies: the remedies, procedures and rights of the Rehabilitation Act apply (42 U.S.C. § 12133; 29 U.S.C. § 794a), including lawsuits and attorney\'s fees (42 U.S.C. § 12205).',
    keywords: ['ADA Title II', 'public entity', 'state and local government', 'program access', 'disability discrimination', '12132'],
    synonyms: ['city hall not wheelchair accessible', 'court won\'t provide a sign language interpreter', 'public school excludes disabled student', 'DMV disability access', 'government office inaccessible', 'jail ignored my disability'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Justice, ADA.gov', url: 'https://www.ada.gov/' },
  },
  {
    id: 'ada-paratransit',
    title: 'Americans with Disabilities Act — paratransit when you cannot use the regular bus or train',
    usc: { title: 42, section: '12143' },
    summary:
      'A public transit agency that runs fixed-route buses or trains must also provide paratransit or other special transportation to people whose disability keeps them from using the regular system. The service must be comparable to the regular service, with comparable response times where practicable, and a rider may bring one companion.',
    category: 'disability-rights',
    subcategory: 'Government services',
    penalties:
      'Civil remedies: the remedies of 42 U.S.C. § 12133 apply; failing to provide required paratransit is discrimination under Title II and Section 504 of the Rehabilitation Act.',
    keywords: ['ADA Title II', 'paratransit', 'complementary paratransit', 'fixed route system', 'public transportation', '12143'],
    synonyms: ['paratransit denied', 'disabled and can\'t ride the bus', 'door to door ride service for disability', 'transit ride for wheelchair user', 'dial a ride disability'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Transportation', url: 'https://www.transportation.gov/' },
  },
  {
    id: 'ada-title-iii-public-accommodations',
    title: 'Americans with Disabilities Act, Title III — equal access to businesses open to the public',
    usc: { title: 42, section: '12182' },
    summary:
      'Businesses open to the public, such as stores, restaurants, hotels, doctors\' offices, gyms and private schools, may not deny people with disabilities full and equal enjoyment of their goods and services. They must make reasonable changes to policies, provide auxiliary aids like interpreters when needed to communicate effectively, and remove architectural barriers in existing buildings where that is readily achievable.',
    category: 'disability-rights',
    subcategory: 'Businesses and public places',
    penalties:
      'Civil remedies: a person may sue for a court order (injunctive relief) and attorney\'s fees; in cases brought by the Attorney General, a court may also award money damages to victims and civil penalties up to $50,000 for a first violation and $100,000 for later violations (42 U.S.C. §§ 12188, 12205).',
    keywords: ['ADA Title III', 'public accommodation', 'reasonable modification', 'auxiliary aids and services', 'barrier removal', 'readily achievable'],
    synonyms: ['restaurant not wheelchair accessible', 'store refused my service dog', 'doctor won\'t provide an interpreter', 'hotel has no accessible room', 'business has no ramp', 'turned away because of my disability'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Justice, ADA.gov', url: 'https://www.ada.gov/' },
  },
  {
    id: 'ada-new-construction-alterations',
    title: 'Americans with Disabilities Act, Title III — accessible new buildings and renovations',
    usc: { title: 42, section: '12183' },
    summary:
      'Public accommodations and commercial facilities built for first occupancy more than 30 months after July 26, 1990 (when the ADA became law) must be readily accessible to and usable by people with disabilities, unless that is structurally impracticable. When a business alters its building, the altered areas, and generally the path to them and the restrooms, phones and drinking fountains serving them, must be made accessible to the maximum extent feasible.',
    category: 'disability-rights',
    subcategory: 'Businesses and public places',
    penalties:
      'Civil remedies: a person may sue for a court order (injunctive relief) and attorney\'s fees; in cases brought by the Attorney General, a court may also award money damages to victims and civil penalties up to $50,000 for a first violation and $100,000 for later violations (42 U.S.C. §§ 12188, 12205).',
    keywords: ['ADA Title III', 'new construction', 'alterations', 'path of travel', 'commercial facilities', 'structurally impracticable'],
    synonyms: ['new building has no ramp', 'renovated store not accessible', 'no accessible bathroom in new restaurant', 'elevator requirement ADA', 'office building accessibility'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Justice, ADA.gov', url: 'https://www.ada.gov/' },
  },
  {
    id: 'ada-title-iii-enforcement',
    title: 'Americans with Disabilities Act, Title III — how access rights are enforced against businesses',
    usc: { title: 42, section: '12188' },
    summary:
      'A person facing disability discrimination by a business can go to court for an order requiring changes, such as altering facilities or providing an aid or service, and need not make a pointless request first if the business has made clear it will not comply. The Attorney General must investigate alleged violations and can sue, seeking money damages for victims and civil penalties.',
    category: 'disability-rights',
    subcategory: 'Businesses and public places',
    penalties:
      'Civil remedies: a person may sue for a court order (injunctive relief) and attorney\'s fees; in cases brought by the Attorney General, a court may also award money damages to victims and civil penalties up to $50,000 for a first violation and $100,000 for later violations (42 U.S.C. §§ 12188, 12205).',
    keywords: ['ADA Title III', 'enforcement', 'injunctive relief', 'Attorney General', 'civil penalty', 'futile gesture'],
    synonyms: ['how to file an ADA complaint against a business', 'sue a store for ADA violation', 'report an inaccessible business', 'ADA complaint to Department of Justice'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Justice, ADA.gov', url: 'https://www.ada.gov/' },
  },
  {
    id: 'ada-accessible-exams-courses',
    title: 'Americans with Disabilities Act — accessible tests for school admission, licenses and certification',
    usc: { title: 42, section: '12189' },
    summary:
      'Anyone offering exams or courses for admission to high school or college, professional licensing, certification or trade credentials must offer them in a place and manner accessible to people with disabilities, or offer accessible alternative arrangements. This covers tests such as college entrance exams and professional licensing exams.',
    category: 'disability-rights',
    subcategory: 'Testing',
    penalties:
      'Civil remedies: a person may sue for a court order (injunctive relief) and attorney\'s fees; in cases brought by the Attorney General, a court may also award money damages to victims and civil penalties up to $50,000 for a first violation and $100,000 for later violations (42 U.S.C. §§ 12188, 12205).',
    keywords: ['ADA Title III', 'examinations and courses', 'testing accommodations', 'licensing exam', 'standardized test', '12189'],
    synonyms: ['extra time on the SAT', 'bar exam accommodation', 'testing accommodations denied', 'licensing exam disability', 'GED test accommodation', 'ACT accommodations'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Justice, ADA.gov', url: 'https://www.ada.gov/' },
  },
  {
    id: 'rehab-act-federal-employment',
    title: 'Rehabilitation Act — disability discrimination in federal government jobs',
    usc: { title: 29, section: '791' },
    summary:
      'Federal executive agencies may not discriminate against people with disabilities in employment and must run affirmative action programs for hiring, placing and advancing them. Federal workers rely on this law, which uses the ADA\'s employment standards, because the ADA itself does not cover the federal government as an employer.',
    category: 'disability-rights',
    subcategory: 'Federal employees',
    penalties:
      'Civil remedies: the remedies, procedures and rights of Title VII\'s federal employment section apply (29 U.S.C. § 794a(a)(1)).',
    keywords: ['Rehabilitation Act', 'Section 501', 'federal employee', 'disability discrimination', 'affirmative action', '29 U.S.C. 791'],
    synonyms: ['federal employee disability accommodation', 'VA denied my accommodation', 'government job disability discrimination', 'federal agency refused reasonable accommodation'],
    basis: 'heading',
    agency: { name: 'U.S. Equal Employment Opportunity Commission', url: 'https://www.eeoc.gov/' },
  },
  {
    id: 'rehab-act-federal-contractors',
    title: 'Rehabilitation Act — federal contractors must hire and advance people with disabilities',
    usc: { title: 29, section: '793' },
    summary:
      'Companies with federal contracts over $10,000 must take affirmative action to employ and advance qualified people with disabilities. A person who believes a federal contractor failed to do so can file a complaint with the Labor Department.',
    category: 'disability-rights',
    subcategory: 'At work',
    penalties:
      'Enforced by the U.S. Department of Labor, Office of Federal Contract Compliance Programs, which investigates complaints and acts under the contract terms.',
    keywords: ['Rehabilitation Act', 'Section 503', 'federal contractor', 'affirmative action', 'OFCCP', '29 U.S.C. 793'],
    synonyms: ['federal contractor disability discrimination', 'government contractor refused accommodation', 'defense contractor not hiring disabled workers', 'complaint about a federal contractor'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Office of Federal Contract Compliance Programs', url: 'https://www.dol.gov/agencies/ofccp' },
  },
  // ---- family-leave ----
  {
    id: 'fmla-eligibility',
    title: 'Family and Medical Leave Act — who is eligible and which employers are covered',
    usc: { title: 29, section: '2611' },
    summary:
      'You are eligible for FMLA leave if you have worked for the employer at least 12 months and at least 1,250 hours in the past 12 months, at a worksite where it has 50 or more employees within 75 miles. Private employers with 50 or more employees and all public agencies are covered, and a \'serious health condition\' means an illness, injury or condition involving inpatient care or continuing treatment by a health care provider.',
    category: 'family-leave',
    subcategory: 'Eligibility',
    penalties:
      'Civil remedies: lost wages and benefits (or other actual losses up to 12 weeks of wages, 26 weeks for military caregiver leave), interest, an equal amount as liquidated damages unless the employer acted in good faith, reinstatement or promotion, and attorney\'s fees (29 U.S.C. § 2617).',
    keywords: ['FMLA', 'eligible employee', '1,250 hours', '50 employees within 75 miles', 'covered employer', 'serious health condition'],
    synonyms: ['do I qualify for FMLA', 'how long do I have to work for FMLA', 'part time FMLA eligibility', 'small company family leave', 'is my employer covered by FMLA'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'fmla-12-weeks-leave',
    title: 'Family and Medical Leave Act — up to 12 weeks of job-protected leave',
    usc: { title: 29, section: '2612' },
    summary:
      'Eligible employees can take up to 12 workweeks of leave in a 12-month period for the birth of a child, adoption or foster placement, caring for a spouse, child or parent with a serious health condition, or their own serious health condition that keeps them from working. The leave can be unpaid, can be taken in separate blocks or on a reduced schedule when medically necessary, and accrued paid leave may be used for part of it.',
    category: 'family-leave',
    subcategory: 'Taking leave',
    penalties:
      'Civil remedies: lost wages and benefits (or other actual losses up to 12 weeks of wages, 26 weeks for military caregiver leave), interest, an equal amount as liquidated damages unless the employer acted in good faith, reinstatement or promotion, and attorney\'s fees (29 U.S.C. § 2617).',
    keywords: ['FMLA', '12 workweeks', 'serious health condition', 'intermittent leave', 'bonding leave', 'substitution of paid leave'],
    synonyms: ['time off to care for a sick parent', 'maternity leave', 'paternity leave', 'medical leave for surgery', 'leave after adopting a baby', 'unpaid job protected leave'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'fmla-military-family-leave',
    title: 'Family and Medical Leave Act — leave for military families',
    usc: { title: 29, section: '2612' },
    summary:
      'Eligible employees can use their 12 weeks of FMLA leave for urgent needs (\'qualifying exigencies\') arising because a spouse, child or parent is on covered active duty. To care for a servicemember who is their spouse, child, parent or next of kin and has a serious injury or illness, eligible employees can take up to 26 workweeks of leave in a single 12-month period.',
    category: 'family-leave',
    subcategory: 'Military families',
    penalties:
      'Civil remedies: lost wages and benefits (or other actual losses up to 12 weeks of wages, 26 weeks for military caregiver leave), interest, an equal amount as liquidated damages unless the employer acted in good faith, reinstatement or promotion, and attorney\'s fees (29 U.S.C. § 2617).',
    keywords: ['FMLA', 'military caregiver leave', 'qualifying exigency', 'covered servicemember', '26 workweeks', 'covered active duty'],
    synonyms: ['time off when my spouse deploys', 'caring for injured soldier', 'leave to care for wounded veteran son', 'military family leave', 'deployment leave from work'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'fmla-medical-certification',
    title: 'Family and Medical Leave Act — medical certification for leave',
    usc: { title: 29, section: '2613' },
    summary:
      'An employer may require a timely certification from a health care provider to support leave for a serious health condition. If it doubts the certification, it may get a second opinion at its own expense, and if the two opinions conflict, a third opinion, also at its expense, is final and binding.',
    category: 'family-leave',
    subcategory: 'Taking leave',
    penalties:
      'Civil remedies: lost wages and benefits (or other actual losses up to 12 weeks of wages, 26 weeks for military caregiver leave), interest, an equal amount as liquidated damages unless the employer acted in good faith, reinstatement or promotion, and attorney\'s fees (29 U.S.C. § 2617).',
    keywords: ['FMLA', 'medical certification', 'health care provider', 'second opinion', 'third opinion', '29 U.S.C. 2613'],
    synonyms: ['employer wants a doctor note for FMLA', 'FMLA paperwork', 'boss doubts my medical leave', 'second opinion for leave', 'doctor form for family leave'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'fmla-job-restoration-benefits',
    title: 'Family and Medical Leave Act — getting your job back and keeping health insurance',
    usc: { title: 29, section: '2614' },
    summary:
      'When you return from FMLA leave you must be restored to your old job or an equivalent one with equal pay, benefits and other terms, and you do not lose benefits earned before the leave. Your employer must keep your group health coverage during the leave on the same terms as if you were working; a narrow exception applies to some of the highest-paid 10 percent of employees.',
    category: 'family-leave',
    subcategory: 'Returning to work',
    penalties:
      'Civil remedies: lost wages and benefits (or other actual losses up to 12 weeks of wages, 26 weeks for military caregiver leave), interest, an equal amount as liquidated damages unless the employer acted in good faith, reinstatement or promotion, and attorney\'s fees (29 U.S.C. § 2617).',
    keywords: ['FMLA', 'job restoration', 'equivalent position', 'maintenance of health benefits', 'key employee', '29 U.S.C. 2614'],
    synonyms: ['job gone after medical leave', 'demoted after maternity leave', 'health insurance during FMLA', 'replaced while on leave', 'came back from leave to lower pay'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'fmla-interference-retaliation',
    title: 'Family and Medical Leave Act — no interference or retaliation',
    usc: { title: 29, section: '2615' },
    summary:
      'An employer may not interfere with, restrain or deny your use of FMLA rights, and may not fire or punish you for opposing practices the Act makes illegal. It also may not retaliate against anyone for filing a charge, giving information, or testifying in an FMLA case.',
    category: 'family-leave',
    subcategory: 'Retaliation',
    penalties:
      'Civil remedies: lost wages and benefits (or other actual losses up to 12 weeks of wages, 26 weeks for military caregiver leave), interest, an equal amount as liquidated damages unless the employer acted in good faith, reinstatement or promotion, and attorney\'s fees (29 U.S.C. § 2617).',
    keywords: ['FMLA', 'interference', 'retaliation', 'prohibited acts', '29 U.S.C. 2615'],
    synonyms: ['fired for taking FMLA', 'boss denied my family leave', 'written up for FMLA absences', 'punished for medical leave', 'discouraged from taking leave'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'fmla-enforcement',
    title: 'Family and Medical Leave Act — suing for violations and time limits',
    usc: { title: 29, section: '2617' },
    summary:
      'An employee can sue an employer that violates the FMLA for lost pay and benefits, interest, an equal amount in liquidated damages unless the employer acted in good faith, job relief such as reinstatement, and attorney\'s fees. A lawsuit generally must be filed within 2 years of the violation, or 3 years if it was willful, and the Labor Department can also investigate and sue.',
    category: 'family-leave',
    subcategory: 'Enforcement',
    penalties:
      'Civil remedies: lost wages and benefits (or other actual losses up to 12 weeks of wages, 26 weeks for military caregiver leave), interest, an equal amount as liquidated damages unless the employer acted in good faith, reinstatement or promotion, and attorney\'s fees (29 U.S.C. § 2617).',
    keywords: ['FMLA', 'enforcement', 'liquidated damages', 'statute of limitations', 'civil action', '29 U.S.C. 2617'],
    synonyms: ['sue employer for FMLA violation', 'deadline for FMLA lawsuit', 'FMLA complaint to labor department', 'damages for denied leave'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'fmla-federal-employees',
    title: 'Family and Medical Leave Act (federal employees) — leave for federal workers',
    usc: { title: 5, section: '6382' },
    summary:
      'Most federal civil service employees can take up to 12 administrative workweeks of leave in a 12-month period for a new child, a family member\'s serious health condition, their own serious health condition, or urgent needs from a family member\'s active duty, and up to 26 workweeks to care for a seriously injured or ill servicemember. They can substitute paid leave, including up to 12 weeks of paid parental leave after a birth or placement.',
    category: 'family-leave',
    subcategory: 'Federal employees',
    penalties:
      'None stated in this section; the Office of Personnel Management issues the rules.',
    keywords: ['FMLA', 'federal employee', 'administrative workweeks', 'paid parental leave', 'FEPLA', '5 U.S.C. 6382'],
    synonyms: ['federal employee maternity leave', 'paid parental leave at federal job', 'government worker family leave', 'federal employee leave for sick parent'],
    basis: 'heading',
    agency: { name: 'U.S. Office of Personnel Management', url: 'https://www.opm.gov/' },
  },
  {
    id: 'flsa-pump-at-work',
    title: 'Fair Labor Standards Act (PUMP Act) — break time and a private space to pump breast milk',
    usc: { title: 29, section: '218d' },
    summary:
      'For one year after a child\'s birth, employers must give a reasonable break each time an employee needs to pump breast milk, and a private place other than a bathroom that is shielded from view and free from intrusion. Breaks can be unpaid unless you are not completely relieved from duty, employers with fewer than 50 employees are excused only if it would cause undue hardship, and before suing over the lack of a space you generally must tell the employer and give it 10 days to fix it.',
    category: 'family-leave',
    subcategory: 'Nursing mothers',
    penalties:
      'Civil liability: legal or equitable relief, including reinstatement, lost wages plus an equal amount as liquidated damages, and attorney\'s fees (29 U.S.C. § 216(b)); violations are prohibited acts under 29 U.S.C. § 215(a)(6).',
    keywords: ['FLSA', 'PUMP Act', 'break time for nursing mothers', 'lactation space', 'express breast milk', '218d'],
    synonyms: ['no place to pump at work', 'boss won\'t let me pump', 'told to pump in the bathroom', 'breastfeeding breaks at work', 'nursing mother rights at work', 'lactation room'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  // ---- workplace-safety ----
  {
    id: 'osh-act-safe-workplace',
    title: 'Occupational Safety and Health Act — employers must provide a safe workplace',
    usc: { title: 29, section: '654' },
    summary:
      'Every covered employer must provide a job and workplace free from recognized hazards that are causing or likely to cause death or serious physical harm, and must follow OSHA safety and health standards. Employees must also follow the standards that apply to their own conduct.',
    category: 'workplace-safety',
    subcategory: 'Employer duties',
    penalties:
      'Civil penalties up to $70,000 per willful or repeated violation (at least $5,000 if willful) and up to $7,000 per serious or other violation; a willful violation that causes a worker\'s death: fine up to $10,000, prison up to six months, or both, doubled after a prior conviction (29 U.S.C. § 666; amounts adjusted for inflation by regulation).',
    keywords: ['OSH Act', 'general duty clause', 'OSHA standards', 'recognized hazard', 'workplace safety', '29 U.S.C. 654'],
    synonyms: ['unsafe working conditions', 'dangerous job site', 'no safety equipment at work', 'boss ignores safety hazards', 'extreme heat at work', 'toxic chemicals at work'],
    basis: 'heading',
    agency: { name: 'Occupational Safety and Health Administration', url: 'https://www.osha.gov/' },
  },
  {
    id: 'osh-act-request-inspection',
    title: 'Occupational Safety and Health Act — asking OSHA to inspect your workplace',
    usc: { title: 29, section: '657' },
    summary:
      'Employees or their representatives who believe a safety or health violation threatens physical harm, or that an imminent danger exists, can request an OSHA inspection by written notice, and OSHA will keep their names off the copy given to the employer if they ask. During an inspection, a representative authorized by the employees may go along with the inspector.',
    category: 'workplace-safety',
    subcategory: 'Complaints and inspections',
    penalties:
      'Civil penalties up to $70,000 per willful or repeated violation (at least $5,000 if willful) and up to $7,000 per serious or other violation; a willful violation that causes a worker\'s death: fine up to $10,000, prison up to six months, or both, doubled after a prior conviction (29 U.S.C. § 666; amounts adjusted for inflation by regulation).',
    keywords: ['OSH Act', 'OSHA inspection', 'employee complaint', 'walkaround rights', 'imminent danger', '29 U.S.C. 657'],
    synonyms: ['report unsafe workplace to OSHA', 'anonymous safety complaint', 'how to get OSHA to inspect', 'file an OSHA complaint', 'will my boss know I called OSHA'],
    basis: 'heading',
    agency: { name: 'Occupational Safety and Health Administration', url: 'https://www.osha.gov/' },
  },
  {
    id: 'osh-act-retaliation',
    title: 'Occupational Safety and Health Act — no retaliation for safety complaints',
    usc: { title: 29, section: '660' },
    summary:
      'An employer may not fire or punish an employee for filing a safety complaint, starting or testifying in a proceeding, or using other rights under the Act. A worker who is retaliated against must file a complaint with the Labor Department within 30 days, and the Secretary of Labor can go to court to get the worker rehired or reinstated with back pay.',
    category: 'workplace-safety',
    subcategory: 'Retaliation',
    penalties:
      'Civil remedies: in a case brought by the Secretary of Labor, the court can order all appropriate relief, including rehiring or reinstatement with back pay (29 U.S.C. § 660(c)).',
    keywords: ['OSH Act', 'Section 11(c)', 'whistleblower retaliation', 'safety complaint', '30-day deadline', '29 U.S.C. 660'],
    synonyms: ['fired for reporting a safety hazard', 'retaliation for OSHA complaint', 'punished for complaining about unsafe work', 'fired after reporting an injury', 'safety whistleblower'],
    basis: 'heading',
    agency: { name: 'OSHA Whistleblower Protection Program', url: 'https://www.whistleblowers.gov/' },
  },
  {
    id: 'osh-act-imminent-danger',
    title: 'Occupational Safety and Health Act — stopping imminent dangers',
    usc: { title: 29, section: '662' },
    summary:
      'When conditions could reasonably be expected to cause death or serious physical harm right away, the Secretary of Labor can ask a federal court to order the danger stopped, and the inspector must tell affected employees and the employer. If the Secretary arbitrarily or capriciously fails to act, an endangered employee can ask a federal court to order the Secretary to seek relief.',
    category: 'workplace-safety',
    subcategory: 'Complaints and inspections',
    penalties:
      'Civil remedies: court orders to stop the dangerous conditions; penalties for violations are set in 29 U.S.C. § 666.',
    keywords: ['OSH Act', 'imminent danger', 'injunction', 'restraining order', 'mandamus', '29 U.S.C. 662'],
    synonyms: ['job could kill someone today', 'trench about to collapse', 'immediate danger at work', 'boss forcing us to work in deadly conditions', 'stop dangerous work now'],
    basis: 'heading',
    agency: { name: 'Occupational Safety and Health Administration', url: 'https://www.osha.gov/' },
  },
  {
    id: 'osh-act-penalties',
    title: 'Occupational Safety and Health Act — penalties for safety violations',
    usc: { title: 29, section: '666' },
    summary:
      'OSHA can fine employers for violating safety standards, with larger penalties for willful or repeated violations and daily penalties for not fixing a cited hazard. A willful violation that causes a worker\'s death is a federal crime, and so is giving an employer advance notice of an inspection without authority.',
    category: 'workplace-safety',
    subcategory: 'Employer duties',
    penalties:
      'Civil penalties up to $70,000 per willful or repeated violation (at least $5,000 if willful) and up to $7,000 per serious or other violation; a willful violation that causes a worker\'s death: fine up to $10,000, prison up to six months, or both, doubled after a prior conviction (29 U.S.C. § 666; amounts adjusted for inflation by regulation). Failure to correct a cited violation: up to $7,000 per day.',
    keywords: ['OSH Act', 'OSHA citation', 'civil penalty', 'willful violation', 'repeat violation', 'failure to abate'],
    synonyms: ['OSHA fine', 'employer penalty for worker death', 'how much does OSHA fine', 'company cited for safety violation', 'criminal charges for worker death'],
    basis: 'heading',
    agency: { name: 'Occupational Safety and Health Administration', url: 'https://www.osha.gov/' },
  },
  {
    id: 'mine-act-miner-protection',
    title: 'Federal Mine Safety and Health Act — miners may not be punished for safety complaints',
    usc: { title: 30, section: '815' },
    summary:
      'No one may fire or discriminate against a miner, miners\' representative or job applicant for reporting a safety or health danger or violation, taking part in a proceeding, or using rights under the Act. A miner who is punished can file a complaint with the Secretary of Labor within 60 days and may be temporarily reinstated while the case is decided.',
    category: 'workplace-safety',
    subcategory: 'Retaliation',
    penalties:
      'Civil remedies: rehiring or reinstatement with back pay and interest, and costs including attorney\'s fees; cases are decided by the Federal Mine Safety and Health Review Commission (30 U.S.C. § 815(c)).',
    keywords: ['Mine Act', 'Section 105(c)', 'miner discrimination', 'MSHA', 'temporary reinstatement', '30 U.S.C. 815'],
    synonyms: ['coal miner fired for safety complaint', 'mine safety whistleblower', 'retaliation at the mine', 'report an unsafe mine'],
    basis: 'heading',
    agency: { name: 'Mine Safety and Health Administration', url: 'https://www.msha.gov/' },
  },
  {
    id: 'staa-driver-whistleblower',
    title: 'Surface Transportation Assistance Act — protection for truck and bus drivers who raise safety issues',
    usc: { title: 49, section: '31105' },
    summary:
      'A trucking or bus company may not fire or punish a driver or other employee for reporting safety violations, cooperating with a safety investigation, accurately reporting hours on duty, or refusing to drive when driving would break a safety rule or the employee reasonably fears serious injury. Complaints must be filed with the Secretary of Labor within 180 days.',
    category: 'workplace-safety',
    subcategory: 'Retaliation',
    penalties:
      'Remedies: reinstatement, back pay with interest, compensatory damages, litigation costs and attorney\'s fees, and punitive damages up to $250,000 (49 U.S.C. § 31105(b)).',
    keywords: ['STAA', 'commercial motor vehicle', 'whistleblower protection', 'refusal to drive', 'hours of service', '49 U.S.C. 31105'],
    synonyms: ['trucker fired for refusing unsafe load', 'driver pressured to break hours of service', 'fired for reporting truck safety', 'refused to drive unsafe truck', 'bus driver safety complaint'],
    basis: 'heading',
    agency: { name: 'OSHA Whistleblower Protection Program', url: 'https://www.whistleblowers.gov/' },
  },
  // ---- labor-unions ----
  {
    id: 'nlra-section-7-rights',
    title: 'National Labor Relations Act — your right to organize, join a union and act together',
    usc: { title: 29, section: '157' },
    summary:
      'Employees have the right to form, join or help a union, to bargain collectively through representatives they choose, and to act together with coworkers for mutual aid or protection, such as jointly raising concerns about pay or working conditions. They also have the right to refuse to do any of these things.',
    category: 'labor-unions',
    subcategory: 'Organizing',
    penalties:
      'Enforced by the National Labor Relations Board; remedies such as orders to stop and reinstatement with or without back pay are set in 29 U.S.C. § 160(c).',
    keywords: ['NLRA', 'Section 7', 'concerted activity', 'collective bargaining', 'right to organize', '29 U.S.C. 157'],
    synonyms: ['can I talk about my pay with coworkers', 'start a union at work', 'join a union', 'coworkers complaining together', 'group petition to the boss', 'fired for talking about wages'],
    basis: 'heading',
    agency: { name: 'National Labor Relations Board', url: 'https://www.nlrb.gov/' },
  },
  {
    id: 'nlra-unfair-labor-practices',
    title: 'National Labor Relations Act — unfair labor practices by employers and unions',
    usc: { title: 29, section: '158' },
    summary:
      'An employer may not interfere with, restrain or coerce employees using their organizing rights, dominate or interfere with a union, discriminate in hiring or firing to encourage or discourage union membership, punish employees for filing charges or testifying, or refuse to bargain in good faith with the employees\' union. The section also bans unfair practices by unions, such as coercing employees or refusing to bargain in good faith.',
    category: 'labor-unions',
    subcategory: 'Unfair labor practices',
    penalties:
      'Enforced by the National Labor Relations Board; remedies such as orders to stop and reinstatement with or without back pay are set in 29 U.S.C. § 160(c).',
    keywords: ['NLRA', 'Section 8', 'unfair labor practice', 'union busting', 'duty to bargain', '29 U.S.C. 158'],
    synonyms: ['fired for union activity', 'boss threatened to close if we unionize', 'union busting', 'employer won\'t bargain with our union', 'punished for supporting the union', 'union threatened me'],
    basis: 'heading',
    agency: { name: 'National Labor Relations Board', url: 'https://www.nlrb.gov/' },
  },
  {
    id: 'nlra-union-elections',
    title: 'National Labor Relations Act — choosing a union through an NLRB election',
    usc: { title: 29, section: '159' },
    summary:
      'A union chosen by a majority of employees in an appropriate bargaining unit becomes their exclusive representative for bargaining over pay, hours and working conditions. Employees or a union can petition the NLRB, which holds a secret-ballot election, and no new election may be held in a unit within 12 months after a valid one.',
    category: 'labor-unions',
    subcategory: 'Organizing',
    penalties:
      'None stated in this section; refusing to bargain with the employees\' chosen representative is an unfair labor practice (29 U.S.C. § 158(a)(5)).',
    keywords: ['NLRA', 'Section 9', 'representation election', 'bargaining unit', 'exclusive representative', 'secret ballot'],
    synonyms: ['how to vote in a union', 'union election at work', 'petition for a union election', 'get rid of our union', 'decertify the union'],
    basis: 'heading',
    agency: { name: 'National Labor Relations Board', url: 'https://www.nlrb.gov/' },
  },
  {
    id: 'nlra-filing-a-charge',
    title: 'National Labor Relations Act — filing an unfair labor practice charge',
    usc: { title: 29, section: '160' },
    summary:
      'The NLRB investigates and decides unfair labor practice charges, and can order an employer or union to stop and to reinstate employees with or without back pay. A charge generally must be filed and served within six months after the unfair labor practice happened.',
    category: 'labor-unions',
    subcategory: 'Unfair labor practices',
    penalties:
      'Remedies: orders to stop the unfair practice and take affirmative action, including reinstatement with or without back pay; the Board can also ask a federal court for an injunction (29 U.S.C. § 160).',
    keywords: ['NLRA', 'Section 10', 'unfair labor practice charge', 'six-month limit', 'back pay', 'reinstatement'],
    synonyms: ['file an NLRB charge', 'deadline to report union busting', 'how to complain to the labor board', 'fired for union activity get my job back'],
    basis: 'heading',
    agency: { name: 'National Labor Relations Board', url: 'https://www.nlrb.gov/' },
  },
  {
    id: 'nlra-who-is-covered',
    title: 'National Labor Relations Act — who is covered',
    usc: { title: 29, section: '152' },
    summary:
      'The Act protects most private-sector employees, but not supervisors, independent contractors, agricultural laborers, domestic workers in a private home, people employed by a parent or spouse, or workers covered by the Railway Labor Act. Federal, state and local governments are not \'employers\' under this Act.',
    category: 'labor-unions',
    subcategory: 'Coverage',
    penalties:
      'None stated in this section.',
    keywords: ['NLRA', 'Section 2', 'employee definition', 'supervisor exclusion', 'independent contractor', 'agricultural laborers'],
    synonyms: ['can supervisors join a union', 'do farmworkers have union rights', 'are public employees covered by the NLRB', 'nanny union rights', 'contractor union rights'],
    basis: 'heading',
    agency: { name: 'National Labor Relations Board', url: 'https://www.nlrb.gov/' },
  },
  {
    id: 'nlra-right-to-strike',
    title: 'National Labor Relations Act — the right to strike',
    usc: { title: 29, section: '163' },
    summary:
      'Nothing in the Act may be read to interfere with, impede or diminish the right to strike, except as the Act itself specifically provides. Existing limits and qualifications on that right still apply.',
    category: 'labor-unions',
    subcategory: 'Organizing',
    penalties:
      'None stated in this section.',
    keywords: ['NLRA', 'Section 13', 'right to strike', 'concerted activity', 'economic strike', '29 U.S.C. 163'],
    synonyms: ['can I be fired for going on strike', 'walkout at work', 'is striking legal', 'union strike rights', 'coworkers walked off the job'],
    basis: 'heading',
    agency: { name: 'National Labor Relations Board', url: 'https://www.nlrb.gov/' },
  },
  {
    id: 'lmrda-union-member-rights',
    title: 'Labor-Management Reporting and Disclosure Act — bill of rights for union members',
    usc: { title: 29, section: '411' },
    summary:
      'Union members have equal rights to nominate candidates, vote in union elections and take part in meetings, plus freedom of speech and assembly within the union. Dues generally can be raised only by a secret-ballot majority vote of members or a majority vote of elected convention delegates, members keep the right to sue, and no member can be fined, suspended or expelled (except for not paying dues) without written charges, time to prepare a defense, and a full and fair hearing.',
    category: 'labor-unions',
    subcategory: 'Inside your union',
    penalties:
      'Civil remedies: a member whose rights are violated may sue in federal district court for appropriate relief, including an injunction (29 U.S.C. § 412).',
    keywords: ['LMRDA', 'union member bill of rights', 'union democracy', 'union discipline', 'dues increase', '29 U.S.C. 411'],
    synonyms: ['union kicked me out', 'union won\'t let me speak at meetings', 'union raised dues without a vote', 'union fined me', 'rights inside my union'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Office of Labor-Management Standards', url: 'https://www.dol.gov/agencies/olms' },
  },
  {
    id: 'fslmrs-federal-employee-unions',
    title: 'Federal Service Labor-Management Relations Statute — federal employees\' right to join a union',
    usc: { title: 5, section: '7102' },
    summary:
      'Each covered federal employee has the right to form, join or assist a labor organization, or to refrain from doing so, freely and without fear of penalty or reprisal, including the right to act for a union and to bargain collectively through chosen representatives. Some agencies and units are excluded from coverage by law or by presidential order.',
    category: 'labor-unions',
    subcategory: 'Federal employees',
    penalties:
      'Enforced by the Federal Labor Relations Authority; unfair labor practices are listed in 5 U.S.C. § 7116 and remedies in 5 U.S.C. § 7118.',
    keywords: ['FSLMRS', 'federal employee union', 'collective bargaining', 'labor organization', 'FLRA', '5 U.S.C. 7102'],
    synonyms: ['federal employee join a union', 'government worker union rights', 'punished for union activity at federal agency', 'federal union rights'],
    basis: 'heading',
    agency: { name: 'Federal Labor Relations Authority', url: 'https://www.flra.gov/' },
  },
  // ---- retirement-benefits ----
  {
    id: 'erisa-plan-documents',
    title: 'Employee Retirement Income Security Act — your right to copies of plan documents',
    usc: { title: 29, section: '1024' },
    summary:
      'If you are in a pension, 401(k) or employer health plan, the plan administrator must give you the latest summary plan description, annual report and the documents the plan is run under when you ask in writing. The administrator may charge a reasonable fee for copies.',
    category: 'retirement-benefits',
    subcategory: 'Plan information',
    penalties:
      'An administrator who fails to provide requested documents within 30 days may be personally liable, in the court\'s discretion, for up to $100 a day (29 U.S.C. § 1132(c)(1), adjusted by regulation).',
    keywords: ['ERISA', 'summary plan description', 'SPD', 'plan documents', 'annual report', 'plan administrator'],
    synonyms: ['get a copy of my 401k plan rules', 'employer won\'t give me pension documents', 'request summary plan description', 'how to see my benefits plan', 'health plan document request'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'erisa-benefit-statements',
    title: 'Employee Retirement Income Security Act — pension and 401(k) benefit statements',
    usc: { title: 29, section: '1025' },
    summary:
      'Retirement plans must send benefit statements showing your total benefits and how much is vested. 401(k)-type accounts where you choose the investments must send statements at least every quarter (other individual accounts at least yearly), and traditional pension plans at least every three years or when you ask in writing.',
    category: 'retirement-benefits',
    subcategory: 'Plan information',
    penalties:
      'Civil remedies: failing to provide required information can lead to liability under 29 U.S.C. § 1132(c).',
    keywords: ['ERISA', 'pension benefit statement', 'vested benefits', 'defined contribution', 'defined benefit', '29 U.S.C. 1025'],
    synonyms: ['no 401k statement', 'how much is my pension worth', 'am I vested', 'request a pension statement', 'retirement account statement'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'erisa-vesting',
    title: 'Employee Retirement Income Security Act — when retirement benefits become yours (vesting)',
    usc: { title: 29, section: '1053' },
    summary:
      'Money you put into a retirement plan from your own pay is always 100% yours. Employer contributions must vest at least as fast as the law requires: for 401(k)-type plans, fully after 3 years of service or gradually over 2 to 6 years; for traditional pensions, fully after 5 years or gradually over 3 to 7 years; and fully at the plan\'s normal retirement age.',
    category: 'retirement-benefits',
    subcategory: 'Pensions and 401(k)s',
    penalties:
      'Civil remedies: participants may sue to recover benefits and enforce their rights under the plan (29 U.S.C. § 1132(a)).',
    keywords: ['ERISA', 'vesting', 'nonforfeitable', 'cliff vesting', 'graded vesting', 'employer match'],
    synonyms: ['lose my 401k match if I quit', 'when is my pension vested', 'vesting schedule', 'left job before vesting', 'employer took back my match'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'erisa-spousal-survivor-benefits',
    title: 'Employee Retirement Income Security Act — survivor benefits for spouses',
    usc: { title: 29, section: '1055' },
    summary:
      'Pension plans covered by this section must pay a married participant\'s benefit as a joint and survivor annuity, which keeps paying the spouse after the participant dies, and must provide a survivor annuity if the participant dies before retirement. Choosing a different form of payment generally needs the spouse\'s written consent, witnessed by a plan representative or a notary.',
    category: 'retirement-benefits',
    subcategory: 'Pensions and 401(k)s',
    penalties:
      'Civil remedies: participants and beneficiaries may sue to recover benefits and enforce their rights (29 U.S.C. § 1132(a)).',
    keywords: ['ERISA', 'qualified joint and survivor annuity', 'QJSA', 'QPSA', 'spousal consent', '29 U.S.C. 1055'],
    synonyms: ['husband\'s pension after he dies', 'spouse rights to pension', 'signed away survivor benefits', 'widow pension rights', 'wife must consent to pension choice'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'erisa-fiduciary-duties',
    title: 'Employee Retirement Income Security Act — plan managers must act in your interest',
    usc: { title: 29, section: '1104' },
    summary:
      'People who manage a benefit plan or its money must act solely in the interest of participants and beneficiaries, for the exclusive purpose of providing benefits and paying reasonable plan expenses. They must act with the care of a prudent person familiar with such matters, diversify investments to avoid large losses, and follow the plan documents.',
    category: 'retirement-benefits',
    subcategory: 'Pensions and 401(k)s',
    penalties:
      'A fiduciary who breaches these duties is personally liable to make good the plan\'s losses and return any profits made through misuse of plan assets (29 U.S.C. § 1109); participants may sue under 29 U.S.C. § 1132(a)(2).',
    keywords: ['ERISA', 'fiduciary duty', 'prudent person rule', 'exclusive benefit rule', 'diversification', '29 U.S.C. 1104'],
    synonyms: ['employer misused 401k money', 'high fees in my 401k', 'pension fund mismanaged', 'employer didn\'t deposit my 401k contributions', 'retirement plan lost money'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'erisa-lawsuit-for-benefits',
    title: 'Employee Retirement Income Security Act — suing to get your plan benefits',
    usc: { title: 29, section: '1132' },
    summary:
      'A participant or beneficiary can sue to recover benefits due under a plan, enforce rights under the plan, or clarify rights to future benefits, and can also sue to stop violations or fix a breach of duty. The court may award reasonable attorney\'s fees and costs.',
    category: 'retirement-benefits',
    subcategory: 'Claims and appeals',
    penalties:
      'Civil remedies: benefits due, equitable relief, attorney\'s fees and costs; an administrator who fails to provide required information within 30 days of a request can owe up to $100 a day (29 U.S.C. § 1132; amount adjusted by regulation).',
    keywords: ['ERISA', 'Section 502(a)', 'civil enforcement', 'denial of benefits', 'attorney fees', '29 U.S.C. 1132'],
    synonyms: ['sue over denied disability benefits', 'pension denied lawsuit', 'life insurance claim through work denied', 'health plan won\'t pay my claim', 'sue my 401k plan'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'erisa-claim-denial-appeal',
    title: 'Employee Retirement Income Security Act — written reasons and an appeal when a claim is denied',
    usc: { title: 29, section: '1133' },
    summary:
      'If a benefit plan denies your claim, it must tell you in writing the specific reasons, in words you can understand. It must also give you a reasonable chance for a full and fair review of the denial by the plan\'s named fiduciary.',
    category: 'retirement-benefits',
    subcategory: 'Claims and appeals',
    penalties:
      'Civil remedies: after the plan\'s review, participants may sue under 29 U.S.C. § 1132.',
    keywords: ['ERISA', 'claims procedure', 'adverse benefit determination', 'full and fair review', 'internal appeal', '29 U.S.C. 1133'],
    synonyms: ['disability claim through employer denied', 'appeal health plan denial', 'pension claim rejected', 'why was my claim denied', 'long-term disability appeal'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'erisa-interference-with-benefits',
    title: 'Employee Retirement Income Security Act — no firing to stop you from getting benefits',
    usc: { title: 29, section: '1140' },
    summary:
      'An employer may not fire, fine, suspend, discipline or discriminate against you for using your rights under a benefit plan or ERISA, or to keep you from getting benefits you would earn. It also may not punish anyone for giving information or testifying in an ERISA case.',
    category: 'retirement-benefits',
    subcategory: 'Claims and appeals',
    penalties:
      'Civil remedies: enforced through lawsuits under 29 U.S.C. § 1132.',
    keywords: ['ERISA', 'Section 510', 'interference', 'retaliation', 'benefit plan rights', '29 U.S.C. 1140'],
    synonyms: ['fired right before my pension vested', 'fired to avoid paying health benefits', 'fired after filing a disability claim', 'let go just before retirement', 'retaliation for benefits claim'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'erisa-pbgc-guarantee',
    title: 'Employee Retirement Income Security Act — federal insurance for traditional pensions',
    usc: { title: 29, section: '1322' },
    summary:
      'If a covered single-employer traditional pension plan ends without enough money, the Pension Benefit Guaranty Corporation guarantees payment of vested pension benefits up to limits set by law. It does not insure 401(k)-type individual account plans.',
    category: 'retirement-benefits',
    subcategory: 'Pensions and 401(k)s',
    penalties:
      'None stated in this section.',
    keywords: ['ERISA Title IV', 'PBGC', 'pension insurance', 'guaranteed benefits', 'plan termination', '29 U.S.C. 1322'],
    synonyms: ['company went bankrupt what about my pension', 'pension plan terminated', 'who pays my pension if my employer closes', 'pension insurance'],
    basis: 'heading',
    agency: { name: 'Pension Benefit Guaranty Corporation', url: 'https://www.pbgc.gov/' },
  },
  {
    id: 'cobra-continuation-coverage',
    title: 'COBRA (Consolidated Omnibus Budget Reconciliation Act) — keeping employer health coverage after losing it',
    usc: { title: 29, section: '1161' },
    summary:
      'Group health plans of employers that normally had 20 or more employees must let employees and covered family members who would lose coverage after certain events, like job loss or reduced hours, choose to continue the same coverage. Government and church plans are not covered by this section.',
    category: 'retirement-benefits',
    subcategory: 'COBRA health coverage',
    penalties:
      'Civil remedies: participants may sue under 29 U.S.C. § 1132, and an administrator who fails to give required COBRA notices may be personally liable for up to $100 a day (29 U.S.C. § 1132(c)(1), adjusted by regulation).',
    keywords: ['COBRA', 'continuation coverage', 'group health plan', 'qualified beneficiary', '20-employee rule', '29 U.S.C. 1161'],
    synonyms: ['keep health insurance after losing my job', 'COBRA after quitting', 'health insurance after layoff', 'continue work insurance', 'lost job lost insurance'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'cobra-length-and-cost',
    title: 'COBRA (Consolidated Omnibus Budget Reconciliation Act) — how long coverage lasts and what it costs',
    usc: { title: 29, section: '1162' },
    summary:
      'COBRA coverage must match what similarly situated active employees get, and generally lasts 18 months after a job loss or cut in hours, up to 29 months for someone disabled, and 36 months after events like divorce or the employee\'s death. The plan can charge up to 102% of the premium (150% during a disability extension), and coverage can end early if you stop paying or get other group coverage.',
    category: 'retirement-benefits',
    subcategory: 'COBRA health coverage',
    penalties:
      'Civil remedies: participants may sue under 29 U.S.C. § 1132, and an administrator who fails to give required COBRA notices may be personally liable for up to $100 a day (29 U.S.C. § 1132(c)(1), adjusted by regulation).',
    keywords: ['COBRA', 'maximum coverage period', '18 months', '36 months', '102 percent premium', 'disability extension'],
    synonyms: ['how long does COBRA last', 'how much does COBRA cost', 'COBRA is too expensive', 'COBRA after divorce how long', 'COBRA ended early'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'cobra-qualifying-events',
    title: 'COBRA (Consolidated Omnibus Budget Reconciliation Act) — events that let you and your family continue coverage',
    usc: { title: 29, section: '1163' },
    summary:
      'Qualifying events include the covered employee\'s death, job loss for any reason other than gross misconduct, or reduced hours; divorce or legal separation; the employee becoming entitled to Medicare; a child losing dependent status; and, for retirees, the employer\'s bankruptcy. A covered spouse or child can elect COBRA on their own.',
    category: 'retirement-benefits',
    subcategory: 'COBRA health coverage',
    penalties:
      'Civil remedies: participants may sue under 29 U.S.C. § 1132, and an administrator who fails to give required COBRA notices may be personally liable for up to $100 a day (29 U.S.C. § 1132(c)(1), adjusted by regulation).',
    keywords: ['COBRA', 'qualifying event', 'gross misconduct', 'divorce', 'dependent child', 'Medicare entitlement'],
    synonyms: ['health insurance after divorce', 'child aged out of parent\'s plan', 'insurance after spouse died', 'fired for misconduct COBRA', 'wife\'s coverage after I retire'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'cobra-election-period',
    title: 'COBRA (Consolidated Omnibus Budget Reconciliation Act) — time to choose continuation coverage',
    usc: { title: 29, section: '1165' },
    summary:
      'You get an election period of at least 60 days to choose COBRA, running from the later of the date coverage ends or the date you get the election notice. Each qualified beneficiary, such as a spouse or dependent child, can make their own election.',
    category: 'retirement-benefits',
    subcategory: 'COBRA health coverage',
    penalties:
      'Civil remedies: participants may sue under 29 U.S.C. § 1132, and an administrator who fails to give required COBRA notices may be personally liable for up to $100 a day (29 U.S.C. § 1132(c)(1), adjusted by regulation).',
    keywords: ['COBRA', 'election period', '60 days', 'election notice', 'qualified beneficiary', '29 U.S.C. 1165'],
    synonyms: ['deadline to sign up for COBRA', 'missed the COBRA deadline', 'how long to elect COBRA', 'can COBRA start after my coverage ended'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'cobra-notices',
    title: 'COBRA (Consolidated Omnibus Budget Reconciliation Act) — notices your employer and plan must send',
    usc: { title: 29, section: '1166' },
    summary:
      'The plan must tell you about COBRA rights when coverage begins, the employer must notify the plan administrator within 30 days of a job loss, death, cut in hours or Medicare entitlement, and the administrator must then send you an election notice within 14 days. For a divorce, legal separation or a child losing dependent status, you must notify the administrator within 60 days.',
    category: 'retirement-benefits',
    subcategory: 'COBRA health coverage',
    penalties:
      'Civil remedies: participants may sue under 29 U.S.C. § 1132, and an administrator who fails to give required COBRA notices may be personally liable for up to $100 a day (29 U.S.C. § 1132(c)(1), adjusted by regulation).',
    keywords: ['COBRA', 'general notice', 'election notice', 'employer notice', 'qualified beneficiary notice', '29 U.S.C. 1166'],
    synonyms: ['never got a COBRA notice', 'employer didn\'t tell me about COBRA', 'when will I get COBRA paperwork', 'tell the plan about my divorce', 'COBRA letter late'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Employee Benefits Security Administration', url: 'https://www.dol.gov/agencies/ebsa' },
  },
  {
    id: 'aca-marketplace-retaliation',
    title: 'Fair Labor Standards Act (Affordable Care Act) — no retaliation for getting marketplace health subsidies',
    usc: { title: 29, section: '218c' },
    summary:
      'An employer may not fire or punish an employee because the employee got a premium tax credit or cost-sharing subsidy for marketplace health coverage, or because they reported, testified about, or refused to take part in what they reasonably believed was a violation of the Affordable Care Act\'s health insurance rules. These rights cannot be waived by any agreement, policy or condition of employment.',
    category: 'retirement-benefits',
    subcategory: 'Health coverage at work',
    penalties:
      'Complaints go to the Secretary of Labor under the procedures, remedies and time limits of 15 U.S.C. § 2087(b).',
    keywords: ['Affordable Care Act', 'premium tax credit', 'whistleblower', 'health insurance marketplace', 'retaliation', '218c'],
    synonyms: ['fired for getting Obamacare', 'retaliation for marketplace subsidy', 'punished for health insurance complaint', 'fired for reporting health plan violation'],
    basis: 'full-text',
    agency: { name: 'OSHA Whistleblower Protection Program', url: 'https://www.whistleblowers.gov/' },
  },
  // ---- job-loss ----
  {
    id: 'warn-act-60-day-notice',
    title: 'Worker Adjustment and Retraining Notification Act — 60 days\' notice of plant closings and mass layoffs',
    usc: { title: 29, section: '2102' },
    summary:
      'A covered employer may not order a plant closing or mass layoff until 60 days after giving written notice to each affected worker (or their union), the state dislocated worker unit and the local chief elected official. The notice period can be shorter only in limited cases, such as a faltering company seeking new business or money, business circumstances that were not reasonably foreseeable, or a natural disaster.',
    category: 'job-loss',
    subcategory: 'Layoff notice',
    penalties:
      'Civil liability: back pay and lost benefits for each day of violation, up to 60 days (and no more than half the days employed), plus attorney\'s fees at the court\'s discretion; failing to notify local government: civil penalty up to $500 a day (29 U.S.C. § 2104).',
    keywords: ['WARN Act', 'plant closing', 'mass layoff', '60-day notice', 'dislocated worker unit', '29 U.S.C. 2102'],
    synonyms: ['laid off without notice', 'plant closed suddenly', 'company shut down with no warning', 'mass layoff notice', 'how much notice before a layoff'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor', url: 'https://www.dol.gov/' },
  },
  {
    id: 'warn-act-coverage',
    title: 'Worker Adjustment and Retraining Notification Act — which employers and layoffs are covered',
    usc: { title: 29, section: '2101' },
    summary:
      'The Act covers businesses with 100 or more full-time employees, or 100 or more employees working a combined 4,000 hours a week. A plant closing is a shutdown that costs at least 50 full-time workers at one site their jobs within 30 days, and a mass layoff is job loss for at least 500 workers at a site, or 50 to 499 if they are at least a third of the site\'s full-time workforce.',
    category: 'job-loss',
    subcategory: 'Layoff notice',
    penalties:
      'None stated in this section; remedies are set in 29 U.S.C. § 2104.',
    keywords: ['WARN Act', 'covered employer', 'plant closing', 'mass layoff', 'employment loss', '29 U.S.C. 2101'],
    synonyms: ['does WARN apply to my company', 'how many layoffs need notice', 'is my layoff a mass layoff', 'small company layoff notice'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor', url: 'https://www.dol.gov/' },
  },
  {
    id: 'warn-act-back-pay',
    title: 'Worker Adjustment and Retraining Notification Act — back pay when notice is not given',
    usc: { title: 29, section: '2104' },
    summary:
      'An employer that closes a plant or orders a mass layoff without the required notice owes each affected worker back pay and benefits for each day of the violation, up to 60 days. Workers, their union or the local government can sue in federal court, and the court may award attorney\'s fees to the winning side.',
    category: 'job-loss',
    subcategory: 'Layoff notice',
    penalties:
      'Civil liability: back pay and lost benefits for each day of violation, up to 60 days (and no more than half the days employed), plus attorney\'s fees at the court\'s discretion; failing to notify local government: civil penalty up to $500 a day (29 U.S.C. § 2104).',
    keywords: ['WARN Act', 'back pay', 'civil penalty', 'enforcement', 'federal district court', '29 U.S.C. 2104'],
    synonyms: ['sue for no layoff notice', 'WARN Act back pay', '60 days pay after layoff', 'owed pay after plant closing'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor', url: 'https://www.dol.gov/' },
  },
  {
    id: 'eppa-lie-detector-tests',
    title: 'Employee Polygraph Protection Act — no lie detector tests at work in most cases',
    usc: { title: 29, section: '2002' },
    summary:
      'Most private employers may not require, request or suggest that an employee or job applicant take a lie detector test, may not use or ask about test results, and may not fire, discipline or refuse to hire someone who refuses a test or because of the results. Exceptions exist for government employers, security firms, drug companies and certain workplace theft investigations.',
    category: 'job-loss',
    subcategory: 'Firing',
    penalties:
      'Civil penalty up to $10,000 (29 U.S.C. § 2005(a)); employees and applicants may sue within 3 years for employment, reinstatement, promotion, lost wages and benefits, with costs and attorney\'s fees (29 U.S.C. § 2005(c)).',
    keywords: ['EPPA', 'polygraph', 'lie detector', 'prospective employee', 'ongoing investigation exemption', '29 U.S.C. 2002'],
    synonyms: ['boss wants me to take a polygraph', 'lie detector test for a job', 'fired for refusing a polygraph', 'polygraph after theft at work', 'voice stress test at work'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Wage and Hour Division', url: 'https://www.dol.gov/agencies/whd' },
  },
  {
    id: 'jury-service-job-protection',
    title: 'Jury System Improvements Act — job protection for federal jury service',
    usc: { title: 28, section: '1875' },
    summary:
      'An employer may not fire, threaten to fire, intimidate or coerce a permanent employee because of jury service, or attendance or scheduled attendance for jury service, in a federal court. A reinstated employee is treated as having been on leave and gets the job back without losing seniority.',
    category: 'job-loss',
    subcategory: 'Firing',
    penalties:
      'Civil liability: lost wages and benefits, reinstatement and other relief, plus a civil penalty up to $5,000 per violation for each employee; the court may appoint a lawyer for the employee (28 U.S.C. § 1875).',
    keywords: ['Jury System Improvements Act', 'juror employment protection', 'federal jury service', 'reinstatement', '28 U.S.C. 1875'],
    synonyms: ['fired for jury duty', 'boss threatened me over jury duty', 'can I lose my job for jury service', 'federal jury summons and work'],
    basis: 'heading',
    agency: { name: 'United States Courts', url: 'https://www.uscourts.gov/' },
  },
  {
    id: 'bankruptcy-no-job-discrimination',
    title: 'Bankruptcy Code — no firing or job discrimination because of bankruptcy',
    usc: { title: 11, section: '525' },
    summary:
      'A private employer may not fire you or discriminate against you in your job solely because you filed for bankruptcy, were insolvent before filing, or did not pay a debt discharged in bankruptcy. Government units also may not deny, revoke or refuse to renew a license, deny employment, or fire someone for those reasons alone.',
    category: 'job-loss',
    subcategory: 'Firing',
    penalties:
      'None stated in this section.',
    keywords: ['Bankruptcy Code', 'Section 525', 'discriminatory treatment', 'debtor protection', '11 U.S.C. 525'],
    synonyms: ['fired for filing bankruptcy', 'boss found out about my bankruptcy', 'lost my job after chapter 7', 'license denied because of bankruptcy', 'bankruptcy and my job'],
    basis: 'heading',
  },
  {
    id: 'sox-whistleblower-protection',
    title: 'Sarbanes-Oxley Act — protection for employees who report corporate fraud',
    usc: { title: 18, section: '1514A' },
    summary:
      'Public companies may not fire, demote, suspend, threaten or harass an employee for reporting what they reasonably believe is mail, wire, bank or securities fraud, a violation of SEC rules, or fraud against shareholders to a supervisor, a federal agency or Congress. A complaint must be filed with the Secretary of Labor within 180 days.',
    category: 'job-loss',
    subcategory: 'Whistleblowers',
    penalties:
      'Civil remedies: reinstatement with the same seniority, back pay with interest, and special damages including litigation costs, expert witness fees and attorney\'s fees (18 U.S.C. § 1514A(c)).',
    keywords: ['Sarbanes-Oxley', 'SOX', 'whistleblower retaliation', 'securities fraud', 'publicly traded company', '18 U.S.C. 1514A'],
    synonyms: ['fired for reporting accounting fraud', 'whistleblower at a public company', 'retaliation for reporting securities fraud', 'reported fraud to the SEC and got fired'],
    basis: 'heading',
    agency: { name: 'OSHA Whistleblower Protection Program', url: 'https://www.whistleblowers.gov/' },
  },
  // ---- military-veterans ----
  {
    id: 'userra-no-military-discrimination',
    title: 'Uniformed Services Employment and Reemployment Rights Act — no job discrimination for military service',
    usc: { title: 38, section: '4311' },
    summary:
      'An employer may not deny hiring, reemployment, continued employment, promotion or any job benefit because you are a member of, have served in, apply to, or have an obligation to serve in the uniformed services, including the National Guard and Reserves. It also may not retaliate against anyone, veteran or not, who enforces these rights or helps in a USERRA case.',
    category: 'military-veterans',
    subcategory: 'Discrimination',
    penalties:
      'Civil remedies: a court order to comply, lost wages or benefits, and an equal amount as liquidated damages for willful violations, plus attorney\'s fees; no fees or court costs may be charged to the servicemember (38 U.S.C. § 4323).',
    keywords: ['USERRA', 'military discrimination', 'uniformed services', 'National Guard', 'Reserves', '38 U.S.C. 4311'],
    synonyms: ['not hired because I am in the reserves', 'fired for National Guard duty', 'boss punishes me for drill weekends', 'passed over because of military service', 'veteran discrimination at work'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Veterans\' Employment and Training Service', url: 'https://www.dol.gov/agencies/vets' },
  },
  {
    id: 'userra-reemployment-rights',
    title: 'Uniformed Services Employment and Reemployment Rights Act — getting your civilian job back after service',
    usc: { title: 38, section: '4312' },
    summary:
      'You have the right to be rehired after military service if you gave your employer advance notice (unless military necessity made that impossible), your total service time away from that employer is five years or less (with some exceptions), and you return on time. For service under 31 days you report back by your next regular work period after travel home and 8 hours of rest; for 31 to 180 days you apply within 14 days; for more than 180 days you apply within 90 days.',
    category: 'military-veterans',
    subcategory: 'Getting your job back',
    penalties:
      'Civil remedies: a court order to comply, lost wages or benefits, and an equal amount as liquidated damages for willful violations, plus attorney\'s fees; no fees or court costs may be charged to the servicemember (38 U.S.C. § 4323).',
    keywords: ['USERRA', 'reemployment rights', 'five-year limit', 'advance notice', 'return to work deadline', '38 U.S.C. 4312'],
    synonyms: ['job back after deployment', 'employer won\'t rehire me after military service', 'how long to return to work after duty', 'deployed and lost my job', 'reservist job protection'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Veterans\' Employment and Training Service', url: 'https://www.dol.gov/agencies/vets' },
  },
  {
    id: 'userra-escalator-position',
    title: 'Uniformed Services Employment and Reemployment Rights Act — which job you return to (the escalator)',
    usc: { title: 38, section: '4313' },
    summary:
      'Returning servicemembers must generally be placed in the job they would have had if they had never left, with the seniority, status and pay that go with it, if qualified, and the employer must make reasonable efforts, such as training, to help them qualify. For members with a disability incurred or aggravated during service, the employer must make reasonable efforts to accommodate it or provide an equivalent position.',
    category: 'military-veterans',
    subcategory: 'Getting your job back',
    penalties:
      'Civil remedies: a court order to comply, lost wages or benefits, and an equal amount as liquidated damages for willful violations, plus attorney\'s fees; no fees or court costs may be charged to the servicemember (38 U.S.C. § 4323).',
    keywords: ['USERRA', 'escalator principle', 'reemployment position', 'seniority', 'service-connected disability', '38 U.S.C. 4313'],
    synonyms: ['came back from deployment to a lower job', 'missed a promotion while deployed', 'rehired at lower pay after service', 'disabled veteran returning to work'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Veterans\' Employment and Training Service', url: 'https://www.dol.gov/agencies/vets' },
  },
  {
    id: 'userra-seniority-and-discharge',
    title: 'Uniformed Services Employment and Reemployment Rights Act — seniority, leave and protection from firing after return',
    usc: { title: 38, section: '4316' },
    summary:
      'Rehired servicemembers keep the seniority and seniority-based benefits they would have had if continuously employed, and during service are treated like employees on leave. After service of more than 180 days you cannot be fired except for cause for one year (180 days if service was 31 to 180 days), and you may choose to use vacation during service, but cannot be forced to.',
    category: 'military-veterans',
    subcategory: 'Getting your job back',
    penalties:
      'Civil remedies: a court order to comply, lost wages or benefits, and an equal amount as liquidated damages for willful violations, plus attorney\'s fees; no fees or court costs may be charged to the servicemember (38 U.S.C. § 4323).',
    keywords: ['USERRA', 'seniority', 'discharge for cause', 'furlough or leave of absence', 'vacation use', '38 U.S.C. 4316'],
    synonyms: ['fired soon after returning from deployment', 'forced to use vacation for drill', 'lost seniority while deployed', 'benefits during military leave'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Veterans\' Employment and Training Service', url: 'https://www.dol.gov/agencies/vets' },
  },
  {
    id: 'userra-health-coverage',
    title: 'Uniformed Services Employment and Reemployment Rights Act — keeping employer health coverage during service',
    usc: { title: 38, section: '4317' },
    summary:
      'During military service you can choose to continue employer health plan coverage for yourself and your dependents for up to 24 months, paying up to 102% of the full premium, or only the normal employee share if service is under 31 days. When you return, coverage must be reinstated without new waiting periods or exclusions, except for illnesses or injuries the VA finds were caused or aggravated by service.',
    category: 'military-veterans',
    subcategory: 'Benefits',
    penalties:
      'Civil remedies: a court order to comply, lost wages or benefits, and an equal amount as liquidated damages for willful violations, plus attorney\'s fees; no fees or court costs may be charged to the servicemember (38 U.S.C. § 4323).',
    keywords: ['USERRA', 'health plan continuation', '24 months', 'reinstatement of coverage', 'dependents', '38 U.S.C. 4317'],
    synonyms: ['health insurance while deployed', 'family insurance during military service', 'coverage reinstated after service', 'employer dropped my insurance when I was activated'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Veterans\' Employment and Training Service', url: 'https://www.dol.gov/agencies/vets' },
  },
  {
    id: 'userra-pension-credit',
    title: 'Uniformed Services Employment and Reemployment Rights Act — retirement plan credit for military service',
    usc: { title: 38, section: '4318' },
    summary:
      'Time in military service counts as service with your employer for pension vesting and benefit accrual, as if you had never left. After you return the employer must make the contributions it would have made, and you may make up your own missed contributions over up to three times your service period (no more than five years) to receive any matching contributions.',
    category: 'military-veterans',
    subcategory: 'Benefits',
    penalties:
      'Civil remedies: a court order to comply, lost wages or benefits, and an equal amount as liquidated damages for willful violations, plus attorney\'s fees; no fees or court costs may be charged to the servicemember (38 U.S.C. § 4323).',
    keywords: ['USERRA', 'pension credit', 'make-up contributions', 'vesting', 'benefit accrual', '38 U.S.C. 4318'],
    synonyms: ['401k match after deployment', 'pension credit for military time', 'retirement contributions while deployed', 'make up 401k after service'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Veterans\' Employment and Training Service', url: 'https://www.dol.gov/agencies/vets' },
  },
  {
    id: 'userra-labor-department-complaint',
    title: 'Uniformed Services Employment and Reemployment Rights Act — filing a complaint with the Labor Department',
    usc: { title: 38, section: '4322' },
    summary:
      'A person who believes their USERRA rights were violated can file a complaint with the Secretary of Labor, which investigates and tries to resolve it. If it is not resolved, the person can ask that the complaint be referred to the Attorney General (for state and private employers) or the Office of Special Counsel (for federal employers).',
    category: 'military-veterans',
    subcategory: 'Enforcement',
    penalties:
      'Civil remedies: a court order to comply, lost wages or benefits, and an equal amount as liquidated damages for willful violations, plus attorney\'s fees; no fees or court costs may be charged to the servicemember (38 U.S.C. § 4323).',
    keywords: ['USERRA', 'VETS complaint', 'investigation', 'referral to Attorney General', 'Office of Special Counsel', '38 U.S.C. 4322'],
    synonyms: ['report my employer for military discrimination', 'USERRA complaint', 'who enforces USERRA', 'help getting my job back after deployment'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Veterans\' Employment and Training Service', url: 'https://www.dol.gov/agencies/vets' },
  },
  {
    id: 'userra-lawsuits',
    title: 'Uniformed Services Employment and Reemployment Rights Act — suing a private or state employer',
    usc: { title: 38, section: '4323' },
    summary:
      'A servicemember can sue a private employer in federal court, or ask the Attorney General to sue on their behalf, and no filing fees or court costs may be charged to the servicemember. Courts can order compliance, lost wages and benefits, double damages for willful violations and attorney\'s fees, and USERRA sets no deadline for filing (38 U.S.C. § 4327).',
    category: 'military-veterans',
    subcategory: 'Enforcement',
    penalties:
      'Civil remedies: a court order to comply, lost wages or benefits, and an equal amount as liquidated damages for willful violations, plus attorney\'s fees; no fees or court costs may be charged to the servicemember (38 U.S.C. § 4323).',
    keywords: ['USERRA', 'civil action', 'liquidated damages', 'attorney fees', 'no statute of limitations', '38 U.S.C. 4323'],
    synonyms: ['sue employer for military discrimination', 'USERRA lawsuit', 'double damages USERRA', 'lawyer for reservist who was fired'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Veterans\' Employment and Training Service', url: 'https://www.dol.gov/agencies/vets' },
  },
  {
    id: 'veterans-preference-points',
    title: 'Veterans\' Preference Act — extra points on federal civil service exams',
    usc: { title: 5, section: '3309' },
    summary:
      'A preference-eligible veteran who passes an exam for a competitive federal job gets extra points: 10 points for disabled veterans and certain spouses, widows, widowers and mothers, and 5 points for other preference-eligible veterans. Who counts as preference eligible is defined in 5 U.S.C. § 2108.',
    category: 'military-veterans',
    subcategory: 'Federal jobs',
    penalties:
      'None stated in this section; the Office of Personnel Management administers veterans\' preference.',
    keywords: ['veterans preference', 'preference eligible', '10-point preference', '5-point preference', 'competitive service', '5 U.S.C. 3309'],
    synonyms: ['veteran points on federal job', 'disabled veteran hiring preference', 'USAJOBS veterans preference', 'extra points for veterans'],
    basis: 'heading',
    agency: { name: 'U.S. Office of Personnel Management', url: 'https://www.opm.gov/' },
  },
  {
    id: 'vevraa-federal-contractors',
    title: 'Vietnam Era Veterans\' Readjustment Assistance Act — federal contractors must hire and advance protected veterans',
    usc: { title: 38, section: '4212' },
    summary:
      'Companies with federal contracts above a set dollar amount must take affirmative action to employ and advance protected veterans, such as disabled veterans and recently separated veterans, and must list most job openings with the public employment service. A veteran who believes a contractor broke these rules can complain to the Labor Department.',
    category: 'military-veterans',
    subcategory: 'Discrimination',
    penalties:
      'Enforced by the U.S. Department of Labor, Office of Federal Contract Compliance Programs, which investigates complaints and acts under the contract terms.',
    keywords: ['VEVRAA', 'protected veteran', 'affirmative action', 'federal contractor', 'job listing', '38 U.S.C. 4212'],
    synonyms: ['federal contractor veteran hiring', 'defense contractor not hiring veterans', 'disabled veteran contractor job', 'veteran affirmative action'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Labor, Office of Federal Contract Compliance Programs', url: 'https://www.dol.gov/agencies/ofccp' },
  },
  // ---- student-loans ----
  {
    id: 'hea-death-disability-discharge',
    title: 'Higher Education Act — federal student loan discharge for death or total and permanent disability',
    usc: { title: 20, section: '1087' },
    summary:
      'Federal student loans are discharged if the borrower dies or becomes totally and permanently disabled, which can be shown, for example, by a Department of Veterans Affairs finding that a service-connected disability makes the borrower unemployable. A parent\'s PLUS loan is also discharged if the student it paid for dies.',
    category: 'student-loans',
    subcategory: 'Discharge and forgiveness',
    penalties:
      'None stated in this section; the U.S. Department of Education handles discharges.',
    keywords: ['HEA', 'total and permanent disability discharge', 'TPD', 'death discharge', 'Parent PLUS', '20 U.S.C. 1087'],
    synonyms: ['disabled can my student loans be forgiven', 'student loans after death', 'parent plus loan and my child died', 'veteran disability student loan forgiveness', 'can\'t work because of disability student loans'],
    basis: 'heading',
    agency: { name: 'Federal Student Aid (U.S. Department of Education)', url: 'https://studentaid.gov/' },
  },
  {
    id: 'hea-closed-school-false-certification',
    title: 'Higher Education Act — student loan discharge when your school closed or falsely certified you',
    usc: { title: 20, section: '1087' },
    summary:
      'If you could not finish your program because your school closed, or the school falsely certified that you were eligible to borrow (including through identity theft), your federal student loan can be discharged and amounts you paid can be refunded. If a school failed to pay a refund it owed, the loan can be discharged by the amount of that refund.',
    category: 'student-loans',
    subcategory: 'Discharge and forgiveness',
    penalties:
      'None stated in this section; the U.S. Department of Education handles discharges.',
    keywords: ['HEA', 'closed school discharge', 'false certification discharge', 'unpaid refund discharge', 'identity theft', '20 U.S.C. 1087(c)'],
    synonyms: ['my college closed what about my loans', 'for-profit school shut down', 'school forged my loan papers', 'loan taken out in my name', 'school never paid my refund'],
    basis: 'heading',
    agency: { name: 'Federal Student Aid (U.S. Department of Education)', url: 'https://studentaid.gov/' },
  },
  {
    id: 'hea-public-service-loan-forgiveness',
    title: 'Higher Education Act — Public Service Loan Forgiveness',
    usc: { title: 20, section: '1087e' },
    summary:
      'If you have Federal Direct Loans and make 120 qualifying monthly payments while working full-time in a public service job, such as for a government agency or a 501(c)(3) nonprofit, the rest of your balance is forgiven. Payments must be made under a qualifying repayment plan, and you must work in public service both while making the payments and when forgiveness is granted.',
    category: 'student-loans',
    subcategory: 'Discharge and forgiveness',
    penalties:
      'None stated in this section; the U.S. Department of Education runs the program.',
    keywords: ['PSLF', 'Public Service Loan Forgiveness', 'Direct Loan', '120 qualifying payments', 'public service job', '20 U.S.C. 1087e(m)'],
    synonyms: ['public service loan forgiveness', 'nonprofit job student loan forgiveness', 'government worker loans forgiven', 'PSLF denied', 'teacher or nurse loan forgiveness after 10 years'],
    basis: 'heading',
    agency: { name: 'Federal Student Aid (U.S. Department of Education)', url: 'https://studentaid.gov/' },
  },
  {
    id: 'hea-borrower-defense',
    title: 'Higher Education Act — borrower defense when your school misled you',
    usc: { title: 20, section: '1087e' },
    summary:
      'The Education Department must set out in regulations which acts or omissions by a school a Direct Loan borrower may raise as a defense to repaying the loan, such as certain misleading conduct by the school. A successful defense can reduce or cancel what you owe, but you can never recover from the Department more than you have already repaid on the loan.',
    category: 'student-loans',
    subcategory: 'Discharge and forgiveness',
    penalties:
      'None stated in this section; the U.S. Department of Education decides borrower defense claims.',
    keywords: ['HEA', 'borrower defense to repayment', 'school misconduct', 'misrepresentation', 'Direct Loan', '20 U.S.C. 1087e(h)'],
    synonyms: ['school lied about job placement', 'scammed by a for-profit college', 'cancel loans for school fraud', 'college misled me about credits', 'borrower defense application'],
    basis: 'heading',
    agency: { name: 'Federal Student Aid (U.S. Department of Education)', url: 'https://studentaid.gov/' },
  },
  {
    id: 'hea-income-based-repayment',
    title: 'Higher Education Act — income-based repayment of federal student loans',
    usc: { title: 20, section: '1098e' },
    summary:
      'Income-based repayment lets eligible federal student loan borrowers make monthly payments based on their income and family size instead of the loan balance, which can mean much lower payments. After the required number of years of qualifying payments under the plan, any remaining balance is canceled.',
    category: 'student-loans',
    subcategory: 'Repayment',
    penalties:
      'None stated in this section.',
    keywords: ['IBR', 'income-based repayment', 'income-driven repayment', 'federal student loans', 'loan cancellation', '20 U.S.C. 1098e'],
    synonyms: ['student loan payment too high', 'lower my student loan payment', 'payment based on my income', 'can\'t afford my student loans', 'student loan forgiveness after years of payments'],
    basis: 'heading',
    agency: { name: 'Federal Student Aid (U.S. Department of Education)', url: 'https://studentaid.gov/' },
  },
  {
    id: 'hea-teacher-loan-forgiveness',
    title: 'Higher Education Act — Teacher Loan Forgiveness for Direct Loans',
    usc: { title: 20, section: '1087j' },
    summary:
      'New borrowers who teach full-time for five consecutive complete school years in a qualifying low-income school can have up to $5,000 of their Direct Loans forgiven. Qualifying secondary school math or science teachers and special education teachers can get up to $17,500.',
    category: 'student-loans',
    subcategory: 'Discharge and forgiveness',
    penalties:
      'None stated in this section.',
    keywords: ['Teacher Loan Forgiveness', 'Direct Loan', 'low-income school', 'five consecutive years', 'special education teacher', '20 U.S.C. 1087j'],
    synonyms: ['teacher student loan forgiveness', 'forgiveness for teaching in a low income school', 'math teacher loan forgiveness', 'special ed teacher loans forgiven'],
    basis: 'heading',
    agency: { name: 'Federal Student Aid (U.S. Department of Education)', url: 'https://studentaid.gov/' },
  },
  {
    id: 'hea-wage-garnishment',
    title: 'Higher Education Act — wage garnishment for defaulted student loans',
    usc: { title: 20, section: '1095a' },
    summary:
      'If you default on a federal student loan, the Education Department or a guaranty agency can garnish up to 15% of your disposable pay without a court order. You must first get written notice at least 30 days ahead and a chance to see the records, agree to a repayment schedule, or ask for a hearing, and your employer may not fire or discipline you because of the garnishment.',
    category: 'student-loans',
    subcategory: 'Default and collection',
    penalties:
      'An employer may not fire, refuse to hire or discipline someone because of this withholding, and the individual may sue over it (20 U.S.C. § 1095a(a)(8)).',
    keywords: ['HEA', 'administrative wage garnishment', 'AWG', 'default', 'disposable pay', '20 U.S.C. 1095a'],
    synonyms: ['student loan taking my paycheck', 'wage garnishment for student loans', 'defaulted student loan garnishment notice', 'stop student loan garnishment', 'hearing on student loan garnishment'],
    basis: 'heading',
    agency: { name: 'Federal Student Aid (U.S. Department of Education)', url: 'https://studentaid.gov/' },
  },
  {
    id: 'hea-loan-rehabilitation',
    title: 'Higher Education Act — getting out of default through loan rehabilitation',
    usc: { title: 20, section: '1078-6' },
    summary:
      'A borrower in default on a federal student loan can rehabilitate it by making a series of on-time, reasonable and affordable monthly payments. Once the loan is rehabilitated it is no longer in default, and the record of the default is removed from your credit reports.',
    category: 'student-loans',
    subcategory: 'Default and collection',
    penalties:
      'None stated in this section.',
    keywords: ['HEA', 'loan rehabilitation', 'default', 'reasonable and affordable payments', 'credit reporting', '20 U.S.C. 1078-6'],
    synonyms: ['get my student loan out of default', 'remove student loan default from credit report', 'student loan rehab program', 'defaulted federal loan options', 'collection agency student loan payments'],
    basis: 'heading',
    agency: { name: 'Federal Student Aid (U.S. Department of Education)', url: 'https://studentaid.gov/' },
  },
  {
    id: 'bankruptcy-student-loan-undue-hardship',
    title: 'Bankruptcy Code — student loans in bankruptcy (undue hardship)',
    usc: { title: 11, section: '523' },
    summary:
      'Student loans, including federal loans and qualified private education loans, are generally not wiped out in bankruptcy unless repaying them would impose an undue hardship on you and your dependents. The bankruptcy court decides whether undue hardship exists.',
    category: 'student-loans',
    subcategory: 'Default and collection',
    penalties:
      'None stated in this section.',
    keywords: ['Bankruptcy Code', 'Section 523(a)(8)', 'undue hardship', 'student loan discharge', 'qualified education loan'],
    synonyms: ['can I file bankruptcy on student loans', 'discharge student loans in bankruptcy', 'private student loans in bankruptcy', 'undue hardship student loans'],
    basis: 'heading',
  },
  {
    id: 'tila-private-student-loans',
    title: 'Truth in Lending Act — protections for private student loan borrowers and cosigners',
    usc: { title: 15, section: '1650' },
    summary:
      'Private student lenders may not charge a fee or penalty for paying a loan off early, and may not declare a default just because a cosigner dies or goes bankrupt. When the student borrower dies, the lender must release any cosigner from the loan within a reasonable time, and lenders may not give schools gifts or share revenue with them to push their loans.',
    category: 'student-loans',
    subcategory: 'Private student loans',
    penalties:
      'Civil liability for creditors who violate the Truth in Lending Act is set in 15 U.S.C. § 1640; enforced by the Consumer Financial Protection Bureau.',
    keywords: ['TILA', 'private education loan', 'cosigner release', 'prepayment penalty', 'revenue sharing', '15 U.S.C. 1650'],
    synonyms: ['private student loan cosigner died', 'student died who pays the private loan', 'prepayment penalty on student loan', 'cosigner bankruptcy student loan default', 'parent cosigned a private loan'],
    basis: 'full-text',
    agency: { name: 'Consumer Financial Protection Bureau', url: 'https://www.consumerfinance.gov/complaint/' },
  },
  // ---- student-privacy ----
  {
    id: 'ferpa-inspect-records',
    title: 'Family Educational Rights and Privacy Act — your right to see education records',
    usc: { title: 20, section: '1232g' },
    summary:
      'At schools that receive federal education funds, parents have the right to inspect and review their child\'s education records, and the school must grant a request within a reasonable time, no more than 45 days. If a record also covers other students, you may see only the part about your child.',
    category: 'student-privacy',
    subcategory: 'Seeing records',
    penalties:
      'Enforced by the U.S. Department of Education, which investigates complaints; a school with a policy or practice of violating these rights can lose federal education funds, but only if the Department finds it cannot get voluntary compliance (20 U.S.C. § 1232g(f), (g)).',
    keywords: ['FERPA', 'education records', 'right to inspect and review', '45 days', 'parent access', '20 U.S.C. 1232g'],
    synonyms: ['school won\'t show me my child\'s records', 'see my kid\'s school file', 'request my student records', 'access my student file', 'how long does a school have to give records'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Education, Student Privacy Policy Office', url: 'https://studentprivacy.ed.gov/' },
  },
  {
    id: 'ferpa-correct-records',
    title: 'Family Educational Rights and Privacy Act — challenging wrong or misleading school records',
    usc: { title: 20, section: '1232g' },
    summary:
      'Parents, or students who have the rights themselves, can get a hearing to challenge education records they believe are inaccurate, misleading or a violation of the student\'s privacy, so the information can be corrected or deleted. They can also add their own written explanation to the record.',
    category: 'student-privacy',
    subcategory: 'Correcting records',
    penalties:
      'Enforced by the U.S. Department of Education, which investigates complaints; a school with a policy or practice of violating these rights can lose federal education funds, but only if the Department finds it cannot get voluntary compliance (20 U.S.C. § 1232g(f), (g)).',
    keywords: ['FERPA', 'amendment of records', 'hearing', 'inaccurate records', 'written explanation', '20 U.S.C. 1232g(a)(2)'],
    synonyms: ['wrong information in school file', 'fix my child\'s school records', 'false discipline record', 'challenge a record at school', 'remove an incorrect note from my file'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Education, Student Privacy Policy Office', url: 'https://studentprivacy.ed.gov/' },
  },
  {
    id: 'ferpa-consent-before-sharing',
    title: 'Family Educational Rights and Privacy Act — schools need consent to share education records',
    usc: { title: 20, section: '1232g' },
    summary:
      'A school generally may not release a student\'s education records, or personal information from them, without written consent, except to people the law lists, such as school officials with a legitimate educational interest, a school the student is transferring to, for financial aid, in a health or safety emergency, or under a court order or subpoena (usually after notifying the family). Schools must keep a record of each outside person or group that asked for or got access.',
    category: 'student-privacy',
    subcategory: 'Sharing records',
    penalties:
      'Enforced by the U.S. Department of Education, which investigates complaints; a school with a policy or practice of violating these rights can lose federal education funds, but only if the Department finds it cannot get voluntary compliance (20 U.S.C. § 1232g(f), (g)).',
    keywords: ['FERPA', 'prior written consent', 'personally identifiable information', 'disclosure', 'health or safety emergency', 'record of access'],
    synonyms: ['school shared my records without permission', 'can the school give my records to police', 'school released my grades', 'who can see my student records', 'school told others about my child'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Education, Student Privacy Policy Office', url: 'https://studentprivacy.ed.gov/' },
  },
  {
    id: 'ferpa-directory-information',
    title: 'Family Educational Rights and Privacy Act — opting out of directory information',
    usc: { title: 20, section: '1232g' },
    summary:
      'Schools may release \'directory information\', such as a student\'s name, address, phone number, date and place of birth, activities, sports statistics and dates of attendance, without consent, but only after giving public notice of what they include. Parents, or students who have the rights themselves, must get a reasonable time to tell the school not to release any or all of it without consent.',
    category: 'student-privacy',
    subcategory: 'Sharing records',
    penalties:
      'Enforced by the U.S. Department of Education, which investigates complaints; a school with a policy or practice of violating these rights can lose federal education funds, but only if the Department finds it cannot get voluntary compliance (20 U.S.C. § 1232g(f), (g)).',
    keywords: ['FERPA', 'directory information', 'opt out', 'public notice', 'student directory', '20 U.S.C. 1232g(a)(5)'],
    synonyms: ['stop the school from sharing my address', 'opt out of the school directory', 'school gave my info to companies', 'school phone list privacy', 'keep my child out of the directory'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Education, Student Privacy Policy Office', url: 'https://studentprivacy.ed.gov/' },
  },
  {
    id: 'ferpa-rights-at-18-or-college',
    title: 'Family Educational Rights and Privacy Act — privacy rights pass to students at 18 or in college',
    usc: { title: 20, section: '1232g' },
    summary:
      'When a student turns 18 or attends college, the FERPA rights belong to the student instead of the parents. A college may still share records with parents who claim the student as a tax dependent, in a health or safety emergency, or to tell parents of a student under 21 about an alcohol or drug violation.',
    category: 'student-privacy',
    subcategory: 'College students',
    penalties:
      'Enforced by the U.S. Department of Education, which investigates complaints; a school with a policy or practice of violating these rights can lose federal education funds, but only if the Department finds it cannot get voluntary compliance (20 U.S.C. § 1232g(f), (g)).',
    keywords: ['FERPA', 'eligible student', 'transfer of rights', 'dependent student', 'alcohol or drug violation', '20 U.S.C. 1232g(d)'],
    synonyms: ['can college tell my parents my grades', 'parents want my college records', 'I am 18 can my parents see my records', 'college told my parents about drinking', 'parent access to college student file'],
    basis: 'full-text',
    agency: { name: 'U.S. Department of Education, Student Privacy Policy Office', url: 'https://studentprivacy.ed.gov/' },
  },
  {
    id: 'ppra-student-surveys',
    title: 'Protection of Pupil Rights Amendment — consent before sensitive student surveys',
    usc: { title: 20, section: '1232h' },
    summary:
      'In federally funded programs, students cannot be required to take a survey revealing sensitive information, such as political beliefs, mental health problems, sexual behavior, illegal behavior, religion, family income or critical opinions of family members, without a parent\'s prior written consent (or the student\'s, if an adult or emancipated minor). Parents can review survey materials, and schools must notify them and let them opt their child out of certain surveys, some non-emergency physical exams, and collection of student information for marketing.',
    category: 'student-privacy',
    subcategory: 'Surveys and marketing',
    penalties:
      'Enforced by the U.S. Department of Education, which reviews complaints (20 U.S.C. § 1232h).',
    keywords: ['PPRA', 'protected information survey', 'parental consent', 'opt out', 'student privacy', '20 U.S.C. 1232h'],
    synonyms: ['school survey asks about family income', 'mental health survey without permission', 'school questionnaire about sex', 'opt out of a student survey', 'school selling student info to marketers'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education, Student Privacy Policy Office', url: 'https://studentprivacy.ed.gov/' },
  },
  {
    id: 'esea-military-recruiter-opt-out',
    title: 'Elementary and Secondary Education Act — opting out of sharing high schoolers\' contact information with military recruiters',
    usc: { title: 20, section: '7908' },
    summary:
      'High schools that receive federal education funds must give military recruiters the same access to students that colleges and employers get, and must give recruiters students\' names, addresses and phone numbers when asked. A student or parent can ask the school in writing not to release this information without prior written consent, and the school must tell parents about this option.',
    category: 'student-privacy',
    subcategory: 'Sharing records',
    penalties:
      'None stated in this section.',
    keywords: ['ESEA', 'military recruiter access', 'student contact information', 'opt out', 'secondary school', '20 U.S.C. 7908'],
    synonyms: ['stop military recruiters calling my teen', 'school gave my number to an army recruiter', 'opt out of military recruiting list', 'recruiter contacting my high school student'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education', url: 'https://www.ed.gov/' },
  },
  // ---- education-rights ----
  {
    id: 'title-ix-sex-discrimination',
    title: 'Title IX of the Education Amendments of 1972 — no sex discrimination in education',
    usc: { title: 20, section: '1681' },
    summary:
      'No one may be excluded from, denied the benefits of, or discriminated against in any education program or activity receiving federal money because of sex. This covers areas like admissions, classes, sports, financial aid, treatment of pregnant students, and sexual harassment and assault, with some exceptions, such as for certain religious schools and for fraternities and sororities.',
    category: 'education-rights',
    subcategory: 'Sex discrimination',
    penalties:
      'Enforced by the federal agencies that fund the school, including the Education Department\'s Office for Civil Rights, which can end funding after a hearing (20 U.S.C. § 1682); courts also hear private lawsuits.',
    keywords: ['Title IX', 'sex discrimination', 'sexual harassment', 'athletics', 'education program or activity', '20 U.S.C. 1681'],
    synonyms: ['school ignored my sexual assault report', 'girls\' team gets less than the boys\' team', 'kicked out of school for being pregnant', 'professor sexually harassing me', 'Title IX complaint', 'unequal sports at school'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education', url: 'https://www.ed.gov/' },
  },
  {
    id: 'rehab-act-section-504',
    title: 'Rehabilitation Act, Section 504 — no disability discrimination in federally funded programs and schools',
    usc: { title: 29, section: '794' },
    summary:
      'No qualified person with a disability may be excluded from, denied the benefits of, or discriminated against in any program or activity that receives federal money, or in any program run by a federal executive agency or the Postal Service. In public schools this is the basis for \'504 plans\' that give students with disabilities accommodations and services, and it also covers colleges, hospitals and other funded programs.',
    category: 'education-rights',
    subcategory: 'Disability',
    penalties:
      'Civil remedies: the remedies, procedures and rights of Title VI of the Civil Rights Act of 1964 apply, and courts may award attorney\'s fees (29 U.S.C. § 794a).',
    keywords: ['Section 504', 'Rehabilitation Act', '504 plan', 'federal financial assistance', 'disability discrimination', '29 U.S.C. 794'],
    synonyms: ['504 plan for my child', 'school won\'t accommodate my child\'s ADHD', 'college disability accommodations', 'hospital refused an interpreter', 'disabled student left out of field trip', 'accommodations for diabetes at school'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education', url: 'https://www.ed.gov/' },
  },
  {
    id: 'idea-free-appropriate-public-education',
    title: 'Individuals with Disabilities Education Act — free appropriate public education for children with disabilities',
    usc: { title: 20, section: '1412' },
    summary:
      'States receiving IDEA funds must make a free appropriate public education available to all children with disabilities ages 3 through 21, including children who have been suspended or expelled. Schools must find and evaluate children who may need special education, and teach children with disabilities alongside other children to the maximum extent appropriate.',
    category: 'education-rights',
    subcategory: 'Special education',
    penalties:
      'Civil remedies: parents can file a due process complaint and, after the hearing, sue in court; a court may award reasonable attorney\'s fees to parents who win (20 U.S.C. § 1415).',
    keywords: ['IDEA', 'FAPE', 'free appropriate public education', 'child find', 'least restrictive environment', 'special education'],
    synonyms: ['school won\'t give my child special education', 'special ed services denied', 'my kid with autism needs help at school', 'child kept in a separate classroom', 'school says my child doesn\'t qualify'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education', url: 'https://www.ed.gov/' },
  },
  {
    id: 'idea-evaluation-and-iep',
    title: 'Individuals with Disabilities Education Act — evaluations and the IEP',
    usc: { title: 20, section: '1414' },
    summary:
      'With a parent\'s consent, the school must fully evaluate a child suspected of having a disability, generally within 60 days of the consent unless the state sets another timeline, and reevaluate at least every 3 years. Each eligible child must have an Individualized Education Program (IEP), written by a team that includes the parents, setting goals and services and reviewed at least once a year.',
    category: 'education-rights',
    subcategory: 'Special education',
    penalties:
      'Civil remedies: parents can file a due process complaint and, after the hearing, sue in court; a court may award reasonable attorney\'s fees to parents who win (20 U.S.C. § 1415).',
    keywords: ['IDEA', 'IEP', 'individualized education program', 'initial evaluation', 'reevaluation', 'parental consent'],
    synonyms: ['how to get my child evaluated for special ed', 'school won\'t test my child', 'IEP meeting rights', 'change my child\'s IEP', 'school evaluation taking too long'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education', url: 'https://www.ed.gov/' },
  },
  {
    id: 'idea-parent-rights-due-process',
    title: 'Individuals with Disabilities Education Act — parents\' rights to disagree and request a hearing',
    usc: { title: 20, section: '1415' },
    summary:
      'Parents have the right to see all their child\'s education records, take part in meetings, get an independent evaluation, and receive written notice before the school changes their child\'s identification, evaluation, placement or services. If they disagree, they can use mediation or file a due process complaint, generally within 2 years, and the child usually stays in the current placement while the dispute goes on.',
    category: 'education-rights',
    subcategory: 'Special education',
    penalties:
      'Civil remedies: parents can file a due process complaint and, after the hearing, sue in court; a court may award reasonable attorney\'s fees to parents who win (20 U.S.C. § 1415).',
    keywords: ['IDEA', 'procedural safeguards', 'due process hearing', 'mediation', 'stay-put', 'independent educational evaluation'],
    synonyms: ['disagree with the school about my child\'s IEP', 'file due process for special education', 'special ed mediation', 'independent evaluation at school expense', 'school changed services without telling me'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education', url: 'https://www.ed.gov/' },
  },
  {
    id: 'idea-discipline-protections',
    title: 'Individuals with Disabilities Education Act — discipline rules for students with disabilities',
    usc: { title: 20, section: '1415' },
    summary:
      'When a school decides to remove a student with a disability for more than 10 school days for breaking a rule, it must hold a review within 10 school days to decide whether the behavior was caused by, or directly and substantially related to, the disability, or resulted from the school\'s failure to follow the IEP. If so, the student generally returns to their placement and the team addresses the behavior, though the school may move the student for up to 45 school days for weapons, drugs or serious bodily injury.',
    category: 'education-rights',
    subcategory: 'Special education',
    penalties:
      'Civil remedies: parents can file a due process complaint and, after the hearing, sue in court; a court may award reasonable attorney\'s fees to parents who win (20 U.S.C. § 1415).',
    keywords: ['IDEA', 'manifestation determination', 'discipline', 'change of placement', '45 school days', 'interim alternative educational setting'],
    synonyms: ['child with an IEP suspended', 'special ed student expelled', 'school keeps suspending my autistic son', 'manifestation hearing', 'disabled student discipline rights'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education', url: 'https://www.ed.gov/' },
  },
  {
    id: 'title-vi-race-national-origin',
    title: 'Civil Rights Act of 1964, Title VI — no race, color or national origin discrimination in federally funded programs',
    usc: { title: 42, section: '2000d' },
    summary:
      'No one may be excluded from, denied the benefits of, or discriminated against in any program or activity receiving federal money because of race, color or national origin. It covers public schools and colleges, including racial harassment, and courts have applied its national origin protection to students who cannot take part in class because of limited English.',
    category: 'education-rights',
    subcategory: 'Race and national origin',
    penalties:
      'Enforced by each federal agency that provides the funding, which may end funding after a hearing (42 U.S.C. § 2000d-1); courts also hear private lawsuits for intentional discrimination.',
    keywords: ['Title VI', 'race discrimination', 'national origin', 'federal financial assistance', 'racial harassment', '42 U.S.C. 2000d'],
    synonyms: ['racial harassment at school', 'school discriminates against Black students', 'school ignores my child\'s limited English', 'treated differently because of my race at college', 'hospital discriminated because of my national origin'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education', url: 'https://www.ed.gov/' },
  },
  {
    id: 'eeoa-language-barriers',
    title: 'Equal Educational Opportunities Act — schools must help students overcome language barriers',
    usc: { title: 20, section: '1703' },
    summary:
      'States may not deny equal educational opportunity because of race, color, sex or national origin, for example by deliberately segregating students. A school district must take appropriate action to overcome language barriers that keep students, such as English learners, from taking part equally in its classes.',
    category: 'education-rights',
    subcategory: 'Race and national origin',
    penalties:
      'Civil remedies: a person denied equal educational opportunity, or the Attorney General, may sue in federal court for appropriate relief (20 U.S.C. § 1706).',
    keywords: ['EEOA', 'English learners', 'language barriers', 'equal educational opportunity', 'segregation', '20 U.S.C. 1703'],
    synonyms: ['no ESL help for my child', 'school won\'t teach English learners', 'my child doesn\'t speak English and gets no help', 'bilingual education rights', 'segregated school'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education', url: 'https://www.ed.gov/' },
  },
  {
    id: 'mckinney-vento-homeless-students',
    title: 'McKinney-Vento Homeless Assistance Act — school rights for homeless children and youth',
    usc: { title: 42, section: '11432' },
    summary:
      'Children and youth without a fixed, regular and adequate nighttime home, including those living in shelters, motels, cars or doubled up with others after losing housing, can stay in their school of origin or enroll in the local school, whichever is in their best interest. Schools must enroll them right away even without the records usually required, provide transportation to the school of origin, and have a liaison to help.',
    category: 'education-rights',
    subcategory: 'Enrollment',
    penalties:
      'None stated in this section; enrollment disputes go through the state\'s dispute process, and the student is enrolled while the dispute is resolved.',
    keywords: ['McKinney-Vento', 'homeless students', 'school of origin', 'immediate enrollment', 'homeless liaison', '42 U.S.C. 11432'],
    synonyms: ['homeless kid school enrollment', 'living in a car can my child go to school', 'staying with relatives school rights', 'shelter child transportation to school', 'school won\'t enroll without proof of address'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education', url: 'https://www.ed.gov/' },
  },
  {
    id: 'equal-access-act-student-clubs',
    title: 'Equal Access Act — equal treatment for student clubs in public high schools',
    usc: { title: 20, section: '4071' },
    summary:
      'A federally funded public secondary school that lets any non-curriculum student group meet during non-instructional time may not deny other student groups equal access because of the religious, political, philosophical or other content of their speech. Meetings must be voluntary and student-initiated, and school employees may attend only in a non-participating role.',
    category: 'education-rights',
    subcategory: 'Student clubs',
    penalties:
      'None stated in this section.',
    keywords: ['Equal Access Act', 'limited open forum', 'student clubs', 'noncurriculum related student group', 'religious speech', '20 U.S.C. 4071'],
    synonyms: ['school won\'t allow our Bible club', 'school banned our gay straight alliance', 'student club denied', 'prayer group at high school', 'political club not allowed at school'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education', url: 'https://www.ed.gov/' },
  },
  {
    id: 'clery-act-campus-safety',
    title: 'Higher Education Act (Clery Act) — campus crime reports and safety warnings',
    usc: { title: 20, section: '1092' },
    summary:
      'Colleges in federal student aid programs must publish an annual security report with statistics on certain crimes on and near campus and their safety policies, and must give timely warnings about crimes that threaten students and staff. The report must also describe the college\'s policies on sexual assault, dating violence, domestic violence and stalking, including victims\' options.',
    category: 'education-rights',
    subcategory: 'Campus safety',
    penalties:
      'Enforced by the U.S. Department of Education; a college that substantially misrepresents its crime statistics can face civil penalties under 20 U.S.C. § 1094(c)(3)(B).',
    keywords: ['Clery Act', 'annual security report', 'campus crime statistics', 'timely warning', 'Higher Education Act', '20 U.S.C. 1092(f)'],
    synonyms: ['college hid campus crimes', 'campus crime report', 'no warning about campus assault', 'how safe is my college', 'report a college for hiding crime'],
    basis: 'heading',
    agency: { name: 'U.S. Department of Education', url: 'https://www.ed.gov/' },
  },
];
