import type { BankEntry, LawRef } from '../../quiz/bank/types';

const usc = (title: number, section: string, pin?: string): LawRef => ({ usc: [title, section], ...(pin ? { pin } : {}) });

/** Civil rights: equal treatment at work, in housing, in public places, in schools and at the ballot box. */
export const civilRightsQuestions: readonly BankEntry[] = [
  // ---- easy ----
  {
    id: 'cr-title-vii-national-origin',
    difficulty: 'easy',
    question: 'Title VII of the Civil Rights Act of 1964 bans job discrimination because of race, color, religion, sex and:',
    answer: 'National origin',
    wrong: ['Political party', 'Credit score', 'Favorite sports team'],
    explanation:
      'Title VII, 42 U.S.C. § 2000e-2, makes it unlawful for covered employers to refuse to hire, fire or otherwise discriminate against anyone because of race, color, religion, sex or national origin.',
    law: usc(42, '2000e-2', '(a)'),
  },
  {
    id: 'cr-adea-age-40',
    difficulty: 'easy',
    question: 'The Age Discrimination in Employment Act protects workers who are at least how old?',
    answer: '40',
    wrong: ['18', '30', '65'],
    explanation: 'Under 29 U.S.C. § 631(a), the ADEA\'s protections apply to individuals who are at least 40 years of age, and there is no upper age limit for most workers.',
    law: usc(29, '631', '(a)'),
  },
  {
    id: 'cr-ada-undue-hardship',
    difficulty: 'easy',
    question: 'Under the Americans with Disabilities Act, an employer must make reasonable accommodations for a qualified worker\'s known disability unless it would cause:',
    answer: 'Undue hardship to the business',
    wrong: ['Any cost at all', 'Other workers to ask questions', 'A change to the worker\'s schedule'],
    explanation:
      'Under 42 U.S.C. § 12112(b)(5)(A), not making reasonable accommodations to the known limitations of a qualified person with a disability is discrimination unless the employer shows the accommodation would impose an undue hardship, meaning significant difficulty or expense.',
    law: usc(42, '12112', '(b)(5)(A)'),
  },
  {
    id: 'cr-title-ix-sex-education',
    difficulty: 'easy',
    question: 'Title IX of the Education Amendments of 1972 bans which kind of discrimination in education programs that receive federal money?',
    answer: 'Discrimination because of sex',
    wrong: ['Discrimination because of grades', 'Discrimination because of hometown', 'Discrimination because of hobbies'],
    explanation:
      'Under 20 U.S.C. § 1681, no person may, on the basis of sex, be excluded from, denied the benefits of, or discriminated against in any education program or activity receiving federal financial assistance, with some listed exceptions.',
    law: usc(20, '1681', '(a)'),
  },
  {
    id: 'cr-equal-pay-act',
    difficulty: 'easy',
    question: 'What does the Equal Pay Act require?',
    answer: 'Equal pay for women and men doing equal work in the same workplace',
    wrong: ['The same salary for every job in a company', 'A minimum wage for all workers', 'Yearly raises for every employee'],
    explanation:
      'The Equal Pay Act, 29 U.S.C. § 206(d), bars paying workers of one sex less than workers of the other sex in the same establishment for equal work requiring equal skill, effort and responsibility under similar working conditions, unless the difference is based on seniority, merit, production or another factor other than sex.',
    law: usc(29, '206', '(d)'),
  },
  {
    id: 'cr-pregnancy-is-sex',
    difficulty: 'easy',
    question: 'Under Title VII, as amended by the Pregnancy Discrimination Act, firing a worker because she is pregnant is:',
    answer: 'Sex discrimination',
    wrong: ['Allowed if the employer gives two weeks\' notice', 'Allowed for any employer', 'Only a state-law issue'],
    explanation:
      'Title VII defines discrimination "because of sex" to include discrimination because of pregnancy, childbirth or related medical conditions, and requires covered employers to treat pregnant workers the same as others similar in their ability or inability to work (42 U.S.C. § 2000e(k)).',
    law: usc(42, '2000e', '(k)'),
  },
  {
    id: 'cr-title-vii-retaliation',
    difficulty: 'easy',
    question: 'An employer demotes a worker because she filed a discrimination charge with the EEOC. Under Title VII, this is:',
    answer: 'Illegal retaliation',
    wrong: ['Allowed if the charge was later dismissed', 'Allowed because the charge was filed outside the company', 'Allowed for small private employers only'],
    explanation:
      'Title VII, 42 U.S.C. § 2000e-3(a), makes it unlawful to discriminate against someone because they opposed a discriminatory practice or made a charge, testified, assisted or took part in an investigation, proceeding or hearing under Title VII.',
    law: usc(42, '2000e-3', '(a)'),
  },
  {
    id: 'cr-section-1983',
    difficulty: 'easy',
    question: 'Which federal law lets you sue a state or local official, such as a police officer, who violated your constitutional rights?',
    answer: '42 U.S.C. § 1983 (the Civil Rights Act of 1871)',
    wrong: ['The Clean Air Act', 'The Fair Credit Reporting Act', 'The Speedy Trial Act'],
    explanation:
      'Section 1983 lets a person sue anyone who, acting under color of state law, deprives them of rights secured by the Constitution and federal laws; courts can award damages and order the violation to stop.',
    law: usc(42, '1983'),
  },
  {
    id: 'cr-motor-voter',
    difficulty: 'easy',
    question: 'Under the National Voter Registration Act, where can you register to vote when you apply for or renew a driver\'s license?',
    answer: 'At the motor vehicle office, as part of the license application',
    wrong: ['Only at a courthouse', 'Only by visiting Congress', 'Only on Election Day at the polls'],
    explanation:
      'Under the "motor voter" provision, 52 U.S.C. § 20504, each state must make a driver\'s license application or renewal serve as a voter registration application for federal elections, unless the applicant declines to sign it.',
    law: usc(52, '20504'),
  },
  {
    id: 'cr-assistance-animal-housing',
    difficulty: 'easy',
    question: 'A tenant with a disability needs an assistance animal in a "no pets" building. Under the Fair Housing Act, the landlord generally must:',
    answer: 'Make a reasonable exception to the rule',
    wrong: ['Evict the tenant', 'Charge a pet fee equal to a month\'s rent', 'Ignore the request because the rule applies to everyone'],
    explanation:
      'Under 42 U.S.C. § 3604(f)(3)(B), refusing to make reasonable accommodations in rules, policies, practices or services when needed to give a person with a disability equal opportunity to use and enjoy a dwelling is discrimination; allowing an assistance animal in a no-pets building is a common example.',
    law: usc(42, '3604', '(f)(3)(B)'),
  },
  {
    id: 'cr-religious-accommodation',
    difficulty: 'easy',
    question: 'Under Title VII, when must an employer accommodate a worker\'s religious practice, such as a schedule change for a Sabbath?',
    answer: 'Unless it would cause the employer undue hardship',
    wrong: ['Never: religion must stay out of the workplace', 'Only if every coworker agrees', 'Only for workers who have been there ten years'],
    explanation:
      'Title VII defines religion to include all aspects of religious observance, practice and belief, and requires employers to reasonably accommodate them unless that causes undue hardship to the business (42 U.S.C. § 2000e(j)). The Supreme Court has said undue hardship means substantial added costs, not minor inconvenience.',
    law: usc(42, '2000e', '(j)'),
  },

  // ---- medium ----
  {
    id: 'cr-title-vii-15-employees',
    difficulty: 'medium',
    question: 'Title VII covers private employers with at least how many employees?',
    answer: '15',
    wrong: ['1', '50', '500'],
    explanation:
      'Title VII defines an "employer" as a person in an industry affecting commerce with 15 or more employees for each working day in 20 or more calendar weeks in the current or preceding year (42 U.S.C. § 2000e(b)).',
    law: usc(42, '2000e', '(b)'),
  },
  {
    id: 'cr-adea-20-employees',
    difficulty: 'medium',
    question: 'The Age Discrimination in Employment Act covers private employers with at least how many employees?',
    answer: '20',
    wrong: ['5', '100', '1,000'],
    explanation:
      'Under 29 U.S.C. § 630(b), the ADEA covers employers with 20 or more employees for each working day in 20 or more calendar weeks in the current or preceding year, as well as state and local governments.',
    law: usc(29, '630', '(b)'),
  },
  {
    id: 'cr-ada-15-employees',
    difficulty: 'medium',
    question: 'Title I of the Americans with Disabilities Act (employment) covers employers with at least how many employees?',
    answer: '15',
    wrong: ['3', '75', '250'],
    explanation: 'Under 42 U.S.C. § 12111(5)(A), an ADA "employer" is one with 15 or more employees for each working day in 20 or more calendar weeks in the current or preceding year.',
    law: usc(42, '12111', '(5)(A)'),
  },
  {
    id: 'cr-fha-familial-status',
    difficulty: 'medium',
    question: 'Which of these is a protected characteristic under the federal Fair Housing Act?',
    answer: 'Familial status (having children under 18 in the household)',
    wrong: ['Source of income', 'Political views', 'Occupation'],
    explanation:
      'The Fair Housing Act, 42 U.S.C. § 3604, bars housing discrimination because of race, color, religion, sex, handicap (disability), familial status or national origin. Source of income, political views and occupation are not on the federal list, though some state and local laws add them.',
    law: usc(42, '3604'),
  },
  {
    id: 'cr-fha-hud-one-year',
    difficulty: 'medium',
    question: 'How long do you have to file a housing discrimination complaint with HUD under the Fair Housing Act?',
    answer: '1 year after the discrimination happened or ended',
    wrong: ['30 days', '90 days', '10 years'],
    explanation: 'Under 42 U.S.C. § 3610(a)(1)(A), an aggrieved person may file a complaint with HUD not later than one year after an alleged discriminatory housing practice has occurred or terminated.',
    law: usc(42, '3610', '(a)(1)(A)'),
  },
  {
    id: 'cr-eeoc-180-days',
    difficulty: 'medium',
    question: 'In a state without its own fair employment agency, how long do you generally have to file a Title VII discrimination charge with the EEOC?',
    answer: '180 days after the discrimination',
    wrong: ['10 days', '2 years', '5 years'],
    explanation:
      'Under 42 U.S.C. § 2000e-5(e)(1), a charge must be filed within 180 days after the unlawful employment practice, or within 300 days where the person first started proceedings with a state or local agency.',
    law: usc(42, '2000e-5', '(e)(1)'),
  },
  {
    id: 'cr-title-vi-federal-funds',
    difficulty: 'medium',
    question: 'Title VI of the Civil Rights Act of 1964 bars discrimination based on race, color or national origin in:',
    answer: 'Programs and activities that receive federal financial assistance',
    wrong: ['Private homes and family gatherings', 'Only federal prisons', 'Only private clubs'],
    explanation:
      'Under 42 U.S.C. § 2000d, no person may, on the ground of race, color or national origin, be excluded from, denied the benefits of, or discriminated against under any program or activity receiving federal financial assistance, including public schools and colleges.',
    law: usc(42, '2000d'),
  },
  {
    id: 'cr-section-504',
    difficulty: 'medium',
    question: 'Section 504 of the Rehabilitation Act bans disability discrimination in:',
    answer: 'Programs that receive federal money and programs run by federal executive agencies',
    wrong: ['Only private businesses with no government ties', 'Only elections', 'Only prisons run by states'],
    explanation:
      'Under 29 U.S.C. § 794, no qualified individual with a disability may be excluded from, denied the benefits of, or discriminated against in any program or activity receiving federal financial assistance, or run by an executive agency or the Postal Service. It is the basis for students\' "504 plans".',
    law: usc(29, '794', '(a)'),
  },
  {
    id: 'cr-pwfa-accommodation',
    difficulty: 'medium',
    question: 'What does the Pregnant Workers Fairness Act require covered employers to do?',
    answer: 'Make reasonable accommodations for known limitations related to pregnancy, unless it causes undue hardship',
    wrong: ['Give every pregnant worker a year of paid leave', 'Move pregnant workers to part-time jobs', 'Require a doctor\'s note before any accommodation is even considered'],
    explanation:
      'Under 42 U.S.C. § 2000gg-1, covered employers must make reasonable accommodations to the known limitations related to pregnancy, childbirth or related medical conditions of a qualified employee, such as extra breaks or a place to sit, unless that would impose an undue hardship; they may not force leave if another accommodation would work.',
    law: usc(42, '2000gg-1'),
  },
  {
    id: 'cr-gina-family-history',
    difficulty: 'medium',
    question: 'Under the Genetic Information Nondiscrimination Act, which of these counts as genetic information an employer may not use against you?',
    answer: 'Your family medical history',
    wrong: ['Your driving record', 'Your college transcript', 'Your credit report'],
    explanation:
      'GINA bars employers from discriminating because of genetic information (42 U.S.C. § 2000ff-1), and defines genetic information to include a person\'s genetic tests, the genetic tests of family members, and the manifestation of a disease or disorder in family members, that is, family medical history (42 U.S.C. § 2000ff(4)).',
    law: usc(42, '2000ff-1'),
  },
  {
    id: 'cr-1988-attorney-fees',
    difficulty: 'medium',
    question: 'When you win a lawsuit under 42 U.S.C. § 1983 for a violation of your civil rights, what does 42 U.S.C. § 1988 let the court do?',
    answer: 'Order the losing side to pay your reasonable attorney\'s fees',
    wrong: ['Double the prison term of the official', 'Award you the official\'s job', 'Nothing more: each side always pays its own lawyer'],
    explanation:
      'Under 42 U.S.C. § 1988(b), in actions under laws including Sections 1981, 1983 and 1985, Title VI and Title IX, the court may allow the prevailing party, other than the United States, a reasonable attorney\'s fee as part of the costs.',
    law: usc(42, '1988', '(b)'),
  },
  {
    id: 'cr-vra-section-2',
    difficulty: 'medium',
    question: 'Section 2 of the Voting Rights Act bans voting rules and practices that deny or abridge the right to vote because of:',
    answer: 'Race, color or membership in a language minority group',
    wrong: ['Age over 18', 'Whether someone owns a car', 'Which political party someone prefers'],
    explanation:
      'Under 52 U.S.C. § 10301, no state or political subdivision may impose a voting qualification, standard, practice or procedure that results in denying or abridging the right to vote on account of race or color, or membership in a language minority group.',
    law: usc(52, '10301'),
  },
  {
    id: 'cr-provisional-ballot',
    difficulty: 'medium',
    question: 'Under the Help America Vote Act, what can you do if you go to vote in a federal election and your name is not on the voter list?',
    answer: 'Cast a provisional ballot after signing a statement that you are registered and eligible',
    wrong: ['Nothing: you must go home', 'Vote at a different state\'s polling place', 'Ask another voter to vote for you'],
    explanation:
      'Under 52 U.S.C. § 21082, a person who declares they are registered and eligible but is not on the list, or whom an official says is ineligible, may cast a provisional ballot; officials then verify eligibility and must offer a free way to find out whether the vote was counted.',
    law: usc(52, '21082', '(a)'),
  },
  {
    id: 'cr-ada-definition-disability',
    difficulty: 'medium',
    question: 'Under the Americans with Disabilities Act, a disability includes a physical or mental impairment that:',
    answer: 'Substantially limits one or more major life activities',
    wrong: ['Has lasted at least ten years', 'Has been approved by a state court', 'Prevents a person from working at all'],
    explanation:
      'Under 42 U.S.C. § 12102(1), a disability is a physical or mental impairment that substantially limits one or more major life activities, a record of such an impairment, or being regarded as having one. The definition is read broadly.',
    law: usc(42, '12102', '(1)'),
  },
  {
    id: 'cr-ada-title-iii-barriers',
    difficulty: 'medium',
    question: 'Under Title III of the ADA, when must an existing store or restaurant remove architectural barriers, such as a step at the entrance?',
    answer: 'Where removing them is readily achievable',
    wrong: ['Never, if the building is older than the ADA', 'Only when a customer sues', 'Only if the business has more than 500 employees'],
    explanation:
      'Under 42 U.S.C. § 12182(b)(2)(A)(iv), failing to remove architectural barriers in existing facilities where such removal is readily achievable, meaning easily accomplished without much difficulty or expense, is discrimination by a public accommodation.',
    law: usc(42, '12182', '(b)(2)(A)(iv)'),
  },
  {
    id: 'cr-section-1981-contracts',
    difficulty: 'medium',
    question: 'Section 1981 of the Civil Rights Act of 1866 guarantees everyone in the United States the same right as white citizens to:',
    answer: 'Make and enforce contracts, including employment contracts',
    wrong: ['Serve in Congress at age 18', 'Avoid paying federal income tax', 'Vote in any state they visit'],
    explanation:
      'Under 42 U.S.C. § 1981(a), all persons in the United States have the same right to make and enforce contracts as is enjoyed by white citizens; courts apply it to race discrimination in hiring, pay and firing by private employers and governments.',
    law: usc(42, '1981', '(a)'),
  },
  {
    id: 'cr-ada-pre-offer-questions',
    difficulty: 'medium',
    question: 'Before making a job offer, may an employer covered by the ADA ask an applicant whether they have a disability?',
    answer: 'No, though it may ask whether the applicant can perform the job\'s functions',
    wrong: ['Yes, any question about health is allowed', 'Yes, but only in writing', 'Only if the applicant is over 40'],
    explanation:
      'Under 42 U.S.C. § 12112(d)(2), before an offer an employer may not conduct a medical examination or ask whether an applicant has a disability or about its nature or severity, but may ask about the applicant\'s ability to perform job-related functions.',
    law: usc(42, '12112', '(d)(2)'),
  },

  // ---- hard ----
  {
    id: 'cr-fha-lawsuit-two-years',
    difficulty: 'hard',
    question: 'How long do you have to file your own lawsuit in court over housing discrimination under the Fair Housing Act?',
    answer: '2 years after the discrimination happened or ended',
    wrong: ['60 days', '6 months', '20 years'],
    explanation:
      'Under 42 U.S.C. § 3613(a)(1)(A), an aggrieved person may sue in federal or state court not later than 2 years after the discriminatory practice occurred or terminated; time while a HUD complaint is pending does not count.',
    law: usc(42, '3613', '(a)(1)(A)'),
  },
  {
    id: 'cr-fha-owner-occupied-exemption',
    difficulty: 'hard',
    question: 'The Fair Housing Act\'s main rules do not apply to renting rooms or units in a building where the owner lives, if the building houses no more than how many families?',
    answer: '4',
    wrong: ['2', '10', '25'],
    explanation:
      'Under 42 U.S.C. § 3603(b)(2), the Act\'s main rules exempt dwellings with living quarters for no more than four families living independently, if the owner actually lives in one of them. Even exempt owners may not publish discriminatory ads.',
    law: usc(42, '3603', '(b)(2)'),
  },
  {
    id: 'cr-fha-senior-housing-80',
    difficulty: 'hard',
    question: 'For "55 and older" housing to be exempt from the Fair Housing Act\'s familial status rule, at least what share of occupied units must have at least one resident aged 55 or older?',
    answer: '80%',
    wrong: ['25%', '50%', '100%'],
    explanation:
      'Under 42 U.S.C. § 3607(b)(2)(C), housing intended for people 55 or older qualifies when at least 80 percent of the occupied units are occupied by at least one person 55 or older, the housing publishes and follows policies showing that intent, and it complies with HUD\'s verification rules.',
    law: usc(42, '3607', '(b)(2)(C)'),
  },
  {
    id: 'cr-eeoc-300-days',
    difficulty: 'hard',
    question: 'If you first start proceedings with a state or local fair employment agency, the deadline to file a Title VII charge with the EEOC extends to:',
    answer: '300 days after the discrimination',
    wrong: ['30 days', '180 days', '3 years'],
    explanation: 'Under 42 U.S.C. § 2000e-5(e)(1), the usual 180-day deadline becomes 300 days when the person initially instituted proceedings with a state or local agency that can grant or seek relief.',
    law: usc(42, '2000e-5', '(e)(1)'),
  },
  {
    id: 'cr-right-to-sue-90-days',
    difficulty: 'hard',
    question: 'After the EEOC notifies you of your right to sue under Title VII, how long do you have to file a lawsuit?',
    answer: '90 days',
    wrong: ['7 days', '1 year', '5 years'],
    explanation: 'Under 42 U.S.C. § 2000e-5(f)(1), a civil action may be brought within 90 days after the EEOC gives notice that the charge was dismissed or that it has not resolved the charge.',
    law: usc(42, '2000e-5', '(f)(1)'),
  },
  {
    id: 'cr-title-ii-small-inn',
    difficulty: 'hard',
    question:
      'Title II of the Civil Rights Act of 1964 requires equal service at hotels and inns, but exempts an inn located in a building where the owner lives that has no more than how many rooms for rent?',
    answer: '5',
    wrong: ['2', '20', '50'],
    explanation:
      'Under 42 U.S.C. § 2000a(b)(1), lodging is covered except an establishment within a building containing not more than five rooms for rent or hire that is actually occupied by the proprietor as a residence.',
    law: usc(42, '2000a', '(b)(1)'),
  },
  {
    id: 'cr-voter-assistance-who',
    difficulty: 'hard',
    question: 'A voter who needs help because of blindness may get help from a person of their choice, except:',
    answer: 'Their employer or an agent of the employer, or an officer or agent of their union',
    wrong: ['A family member', 'A friend', 'A neighbor'],
    explanation:
      'Under 52 U.S.C. § 10508, a voter who requires assistance because of blindness, disability or inability to read or write may be given assistance by a person of the voter\'s choice, other than the voter\'s employer or agent of that employer, or an officer or agent of the voter\'s union.',
    law: usc(52, '10508'),
  },
  {
    id: 'cr-voter-roll-90-days',
    difficulty: 'hard',
    question: 'Under the National Voter Registration Act, a state must finish any program that systematically removes ineligible voters from the rolls no later than how long before a federal primary or general election?',
    answer: '90 days',
    wrong: ['1 day', '7 days', '2 years'],
    explanation:
      'Under 52 U.S.C. § 20507(c)(2)(A), a state must complete, not later than 90 days before a primary or general election for federal office, any program whose purpose is to systematically remove the names of ineligible voters.',
    law: usc(52, '20507', '(c)(2)(A)'),
  },
  {
    id: 'cr-uocava-45-days',
    difficulty: 'hard',
    question: 'Under the Uniformed and Overseas Citizens Absentee Voting Act, states must send absentee ballots to military and overseas voters who asked for them at least how long before a federal election?',
    answer: '45 days',
    wrong: ['5 days', '15 days', '1 year'],
    explanation:
      'Under 52 U.S.C. § 20302(a)(8)(A), states must transmit a validly requested absentee ballot to an absent uniformed services or overseas voter not later than 45 days before a federal election, if the request arrives by then.',
    law: usc(52, '20302', '(a)(8)(A)'),
  },
  {
    id: 'cr-damages-caps',
    difficulty: 'hard',
    question: 'Under the Civil Rights Act of 1991, combined compensatory and punitive damages for intentional job discrimination under Title VII are capped between:',
    answer: '$50,000 and $300,000, depending on the employer\'s size',
    wrong: ['$500 and $5,000', '$1 million and $5 million', 'There is no cap for any employer'],
    explanation:
      'Under 42 U.S.C. § 1981a(b)(3), the cap is $50,000 for employers with 15 to 100 employees, $100,000 for 101 to 200, $200,000 for 201 to 500, and $300,000 for more than 500. Back pay is not counted against the cap.',
    law: usc(42, '1981a', '(b)(3)'),
  },
  {
    id: 'cr-idea-ages',
    difficulty: 'hard',
    question: 'Under the Individuals with Disabilities Education Act, states receiving its funds must make a free appropriate public education available to children with disabilities of which ages?',
    answer: '3 through 21',
    wrong: ['5 through 12', '6 through 16', 'Birth through 12'],
    explanation:
      'Under 20 U.S.C. § 1412(a)(1)(A), a free appropriate public education must be available to all children with disabilities residing in the state between the ages of 3 and 21, inclusive, including children who have been suspended or expelled.',
    law: usc(20, '1412', '(a)(1)(A)'),
  },
  {
    id: 'cr-owbpa-21-days',
    difficulty: 'hard',
    question: 'When an employer asks an individual worker to waive age discrimination claims in a severance agreement, how long must the worker be given to consider it?',
    answer: 'At least 21 days, plus 7 days after signing to change their mind',
    wrong: ['24 hours', '3 days, with no right to change their mind', 'No time is required'],
    explanation:
      'Under the Older Workers Benefit Protection Act, 29 U.S.C. § 626(f)(1), a waiver is knowing and voluntary only if, among other things, the worker gets at least 21 days to consider it (45 days in a group program) and at least 7 days after signing to revoke it.',
    law: usc(29, '626', '(f)(1)'),
  },
  {
    id: 'cr-rfra-test',
    difficulty: 'hard',
    question: 'Under the Religious Freedom Restoration Act, the federal government may substantially burden a person\'s exercise of religion only if it shows the burden:',
    answer: 'Furthers a compelling government interest by the least restrictive means',
    wrong: ['Is popular with a majority of voters', 'Applies only on weekends', 'Was approved by a religious leader'],
    explanation:
      'Under 42 U.S.C. § 2000bb-1(b), the government may substantially burden religious exercise, even by a rule of general applicability, only if it demonstrates the burden furthers a compelling governmental interest and is the least restrictive means of furthering it.',
    law: usc(42, '2000bb-1', '(b)'),
  },
];
