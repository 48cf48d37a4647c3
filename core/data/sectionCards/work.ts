import type { SectionCard } from './types';

/** Section cards: see ./types.ts. Each one read against the section's official text. */
export const workCards: SectionCard[] = [
  // 29 U.S.C. chapter 8: Fair Labor Standards Act
  {
    usc: { title: 29, section: '214' },
    asks: [
      'my son has a disability and the sheltered workshop pays him far below minimum wage, is that legal and can we ask for a review',
      'the store pays me less than minimum wage because I am a full-time student, is a student certificate allowed and how many hours',
      'I work at my college for 85% of minimum wage, can a university pay students less than the minimum',
      'apprentice or learner paid under minimum wage with a special certificate from the Labor Department, is that allowed',
    ],
    keywords: [
      'subminimum wage',
      'special certificate',
      'disability wage certificate',
      'full-time student wage',
      'learners',
      'apprentices',
      'sheltered workshop',
      '14(c) certificate',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '218b' },
    asks: [
      'when I was hired nobody told me about the health insurance marketplace, does my employer have to give a written notice about the Exchange',
      'employer notice saying I might get a premium tax credit if I buy a plan on the Exchange, what does it mean and is it required',
    ],
    keywords: [
      'health insurance marketplace notice',
      'Exchange notice',
      'notice at hiring',
      'premium tax credit',
      'employer coverage notice',
    ],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 9: Portal-to-Portal Act
  {
    usc: { title: 29, section: '256' },
    asks: [
      'I want to join the overtime collective action against my employer, does my claim count from when I file my written consent',
      'got a notice to opt in to a wage lawsuit, when is my case considered started for the time limit if I sign the consent form late',
    ],
    keywords: [
      'collective action',
      'opt-in consent',
      'written consent to join',
      'statute of limitations',
      'FLSA lawsuit',
      'party plaintiff',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '259' },
    asks: [
      'my employer says it relied on a Labor Department opinion letter so it owes no overtime back pay, is that a defense',
      'company claims it acted in good faith following written Wage and Hour Division rulings when it did not pay minimum wage',
    ],
    keywords: [
      'good faith defense',
      'opinion letter',
      'Wage and Hour Division ruling',
      'reliance on administrative interpretation',
      'unpaid overtime',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '260' },
    asks: [
      'I won my unpaid overtime case but the court may cut the double damages because the employer says it acted in good faith',
      'can the judge refuse liquidated damages if my boss honestly thought we were exempt from overtime',
    ],
    keywords: [
      'liquidated damages',
      'double damages',
      'good faith',
      'reasonable grounds',
      'unpaid wages lawsuit',
    ],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 28: Family and Medical Leave Act
  {
    usc: { title: 29, section: '2618' },
    asks: [
      'I am a teacher and took medical leave five weeks before the end of the semester, can the school make me stay out until the term ends',
      'public school teacher needing treatment every few weeks, can the district make me take a block of leave or move to another position',
      'private school employee, does family and medical leave apply to me and how do they decide an equivalent job when I return',
    ],
    keywords: [
      'teacher FMLA',
      'school employee leave',
      'end of academic term',
      'intermittent leave teacher',
      'local educational agency',
      'instructional employee',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '2619' },
    asks: [
      'my employer has no family and medical leave poster anywhere, do they have to post a notice of FMLA rights',
      'is there a penalty for a company that never posts the required notice about family leave',
    ],
    keywords: ['FMLA poster', 'notice to employees', 'posting requirement', 'civil money penalty', 'family leave notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '2651' },
    asks: [
      'my state gives more family leave than the federal law, which one applies to me',
      'does the family leave law override the laws against pregnancy or disability discrimination, or do they still protect me',
    ],
    keywords: [
      'state family leave law',
      'more generous leave',
      'preemption',
      'FMLA and discrimination laws',
      'state paid leave',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '2652' },
    asks: [
      'our union contract gives more family leave than FMLA, can the employer just give the federal minimum',
      'company policy says we waive family and medical leave rights, can a contract or benefit plan take away FMLA rights',
    ],
    keywords: [
      'collective bargaining agreement',
      'union contract leave',
      'employer leave policy',
      'FMLA rights cannot be reduced',
      'employment benefit plan',
    ],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 22: Employee Polygraph Protection Act
  {
    usc: { title: 29, section: '2005' },
    asks: [
      'I was fired for refusing a lie detector test at work, can I sue for my job back and lost wages and how long do I have',
      'the company made all job applicants take a polygraph, what penalties or lawsuit can follow',
      'they asked me to sign away my polygraph rights in a contract, is that waiver valid',
    ],
    keywords: [
      'polygraph lawsuit',
      'lie detector',
      'reinstatement',
      'lost wages',
      'civil penalty',
      'three years to sue',
      'waiver of rights',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '2006' },
    asks: [
      'after money went missing from the register my boss wants me to take a polygraph, can they ask during a theft investigation',
      'applying for a job as an armored car guard and they require a lie detector test, is a security company allowed to',
      'pharmacy or drug distributor asking employees to take a polygraph, is that an exception to the ban',
      'I work for the government or a defense contractor, do the lie detector test protections apply to me',
    ],
    keywords: [
      'polygraph exemptions',
      'ongoing investigation',
      'theft at work',
      'security guard applicant',
      'controlled substances employer',
      'government employer',
      'reasonable suspicion',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '2007' },
    asks: [
      'I was fired only because the polygraph chart said I lied, with no other evidence, is that allowed',
      'the examiner asked me about my religion, politics, union views and sex life during a lie detector test at work',
      'before my work polygraph they never gave me written notice, the questions or a copy of the results, what are my rights',
    ],
    keywords: [
      'polygraph rights',
      'lie detector questions',
      'right to stop the test',
      'written notice before test',
      'polygraph results copy',
      'examiner requirements',
      'adverse action',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '2008' },
    asks: [
      'my employer told coworkers what I said during a polygraph test, who are they allowed to share the results with',
      'can the lie detector examiner give my test results to someone other than me and the employer',
    ],
    keywords: ['polygraph results confidentiality', 'disclosure of test information', 'lie detector privacy', 'examiner disclosure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '2009' },
    asks: [
      'my state bans lie detector tests at work completely, does the federal polygraph law override it',
      'union contract forbids polygraph testing, can the employer rely on a federal exemption anyway',
    ],
    keywords: ['state polygraph law', 'collective bargaining agreement', 'preemption', 'lie detector ban'],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 23: WARN Act
  {
    usc: { title: 29, section: '2103' },
    asks: [
      'we were hired for a project and laid off when it finished with no 60 day notice, does the plant closing law apply',
      'the company replaced us permanently during our strike, did they owe us layoff notice',
      'a temporary facility closed, is the employer exempt from the plant closing notice',
    ],
    keywords: [
      'WARN exemptions',
      'temporary facility',
      'project completion layoff',
      'strike',
      'lockout',
      'economic striker replacement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '2105' },
    asks: [
      'besides the WARN notice law, can I still claim severance or notice pay under my contract or state law after a mass layoff',
      'our union contract requires 90 days notice of layoffs and WARN requires 60, do they run at the same time',
    ],
    keywords: ['WARN and other rights', 'contract notice period', 'state layoff law', 'severance', 'concurrent notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '2107' },
    asks: [
      'my layoff notice came stuffed in my paycheck envelope, does that count as proper plant closing notice',
      'company says it mailed the WARN notice to my old address, is mailing to the last known address enough',
    ],
    keywords: ['WARN notice delivery', 'notice in paycheck', 'last known address', 'service of notice', 'layoff notice'],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 14: Age Discrimination in Employment
  {
    usc: { title: 29, section: '633' },
    asks: [
      'I filed an age discrimination complaint with my state agency, how long before I can sue in federal court',
      'do I have to go to my state civil rights commission before suing for age discrimination',
    ],
    keywords: [
      'state age discrimination agency',
      'sixty days',
      'deferral state',
      'age discrimination lawsuit',
      'state proceedings',
    ],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 15: Occupational Safety and Health
  {
    usc: { title: 29, section: '653' },
    asks: [
      'I got hurt at work, does an OSHA safety complaint change my workers compensation claim or my right to sue',
      'my job is regulated by another federal agency like the FAA or the mine safety agency, does OSHA still cover my working conditions',
    ],
    keywords: [
      'workers compensation',
      'OSHA coverage',
      'other federal agency',
      'work injury',
      'where OSHA applies',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '658' },
    asks: [
      'OSHA inspected and cited my employer, do they have to post the citation where we can see it',
      'the safety violation happened seven months ago, is it too late for OSHA to issue a citation',
    ],
    keywords: ['OSHA citation', 'posting citation', 'six months', 'safety violation', 'inspection results'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '659' },
    asks: [
      'OSHA gave my employer a long time to fix the hazard, can workers challenge the abatement deadline',
      'my company got an OSHA citation and fine, how long does it have to contest it before it becomes final',
      'employer never fixed the safety problem after the citation, what happens for failure to correct',
    ],
    keywords: [
      'contest citation',
      'fifteen working days',
      'abatement period',
      'failure to abate',
      'OSHA penalty',
      'Review Commission hearing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '667' },
    asks: [
      'my state runs its own workplace safety program instead of federal OSHA, who do I complain to',
      'I work for a state or city government, am I covered by a state OSHA plan',
      'can my state make its own safety rules for a hazard that federal OSHA has no standard for',
    ],
    keywords: ['state plan', 'state OSHA', 'public employees safety', 'state safety standards', 'state jurisdiction'],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 41 subchapter II: Restrictions on garnishment
  {
    usc: { title: 15, section: '1672' },
    asks: [
      'they are garnishing my commission and bonus checks, do the wage garnishment limits cover those and my pension',
      'how is disposable earnings figured for a garnishment, after taxes or before',
    ],
    keywords: ['disposable earnings', 'garnishment definition', 'earnings', 'pension garnishment', 'commission', 'bonus'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1676' },
    asks: [
      'my employer is taking more out of my paycheck for a garnishment than the law allows, who do I complain to',
      'who enforces the federal wage garnishment limits and firing protections',
    ],
    keywords: ['Wage and Hour Division', 'garnishment complaint', 'enforcement', 'Department of Labor', 'wage garnishment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1677' },
    asks: [
      'my state bans wage garnishment for consumer debts, does the federal law let creditors garnish anyway',
      'I was fired because I have two garnishments, federal law only protects one, does my state law protect me more',
    ],
    keywords: ['state garnishment law', 'more protective state law', 'fired for garnishment', 'multiple garnishments', 'wage garnishment'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 21 subchapter VI: Title VII (equal employment opportunity)
  {
    usc: { title: 42, section: '2000e-1' },
    asks: [
      'the church school only hires members of its own faith and turned me down because of my religion, is a religious employer allowed to',
      'I work abroad for an American company, do US discrimination laws protect me overseas',
      'my employer says following Title VII would break the law of the foreign country where I work, is that an exception',
    ],
    keywords: [
      'religious employer exemption',
      'religious organization hiring',
      'employees working abroad',
      'foreign operations',
      'American employer overseas',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000e-6' },
    asks: [
      'the whole company refuses to promote Black workers, can the Justice Department sue the employer for a pattern of discrimination',
      'who can bring a pattern or practice case when an employer discriminates against many workers, not just me',
    ],
    keywords: [
      'pattern or practice',
      'Attorney General lawsuit',
      'systemic discrimination',
      'EEOC',
      'widespread job discrimination',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000e-7' },
    asks: [
      'my state anti-discrimination law protects more than federal law, can I still use it against my employer',
      'does the federal job discrimination law cancel out a state law that requires something Title VII forbids',
    ],
    keywords: ['state fair employment law', 'preemption', 'state discrimination law', 'Title VII and state law'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000e-8' },
    asks: [
      'I filed an EEOC charge, can the EEOC look at and copy my employer\u2019s records and personnel files',
      'does my employer have to keep hiring and pay records that show whether it discriminates',
      'will the EEOC make my discrimination charge public before any lawsuit is filed',
    ],
    keywords: [
      'EEOC investigation',
      'employer records',
      'recordkeeping',
      'access to evidence',
      'confidentiality of charge',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000e-10' },
    asks: [
      'there is no equal employment opportunity poster at my job, must the employer post one with how to file a complaint',
      'union hall and employment agency, do they also have to post the discrimination law notice',
    ],
    keywords: ['EEO poster', 'posting notice', 'how to file a complaint', 'workplace notice', 'willful violation fine'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000e-11' },
    asks: [
      'the city gave the job to a veteran because of veterans preference, can I call it discrimination under Title VII',
      'does the civil rights law get rid of hiring preferences for veterans',
    ],
    keywords: ['veterans preference', 'hiring preference', 'Title VII', 'veterans special rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000e-16c' },
    asks: [
      'I was on the mayor\u2019s personal staff and was fired because I am pregnant, am I protected from discrimination',
      'staff member or policy adviser appointed by a state elected official, how do I complain about race or age discrimination',
    ],
    keywords: [
      'elected official staff',
      'Government Employee Rights Act',
      'personal staff',
      'policymaking appointee',
      'state employee discrimination',
      'EEOC complaint',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 21F: Genetic Information Nondiscrimination (GINA)
  {
    usc: { title: 42, section: '2000ff-2' },
    asks: [
      'the staffing agency asked about my family medical history and stopped sending me to jobs, is that genetic discrimination',
      'employment agency wants a DNA test before referring me for work, is that legal',
    ],
    keywords: [
      'employment agency',
      'genetic information',
      'family medical history',
      'genetic test',
      'staffing agency',
      'GINA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000ff-3' },
    asks: [
      'my union asked for my family history of cancer and then stopped referring me to jobs, is that allowed',
      'can a labor union expel a member or treat them differently because of a genetic test result',
    ],
    keywords: ['labor union', 'genetic information', 'union referral', 'family medical history', 'GINA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000ff-4' },
    asks: [
      'the apprenticeship program turned me down after learning my mother has Huntington\u2019s disease, is that genetic discrimination',
      'job training program asks applicants for genetic test results or family medical history, can they',
    ],
    keywords: ['apprenticeship', 'training program', 'genetic information', 'family medical history', 'GINA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000ff-5' },
    asks: [
      'HR kept my genetic test results in my regular personnel file and told my manager, is that allowed',
      'who can my employer share my family medical history or DNA results with',
      'a court ordered my employer to hand over my genetic information, do they have to tell me',
    ],
    keywords: [
      'genetic information confidentiality',
      'separate medical file',
      'disclosure',
      'confidential medical record',
      'family medical history',
      'GINA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000ff-6' },
    asks: [
      'I was fired after my boss found out about my genetic test, how do I file a complaint and what can I get',
      'where do I file a genetic discrimination charge as a private, state or federal employee',
      'I complained about genetic discrimination at work and then got demoted, what remedies do I have',
    ],
    keywords: [
      'GINA enforcement',
      'EEOC charge',
      'genetic discrimination remedies',
      'damages',
      'retaliation',
      'federal employee',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000ff-7' },
    asks: [
      'company policy is neutral but hurts people with a certain genetic trait, can I bring a disparate impact claim under GINA',
      'is there a disparate impact claim for genetic information discrimination',
    ],
    keywords: ['disparate impact', 'genetic information', 'GINA', 'neutral policy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000ff-8' },
    asks: [
      'I am pregnant and my employer learned the genetic test results of my baby, does genetic discrimination law cover that',
      'does GINA take away my protections under the disability law or my state law',
      'IVF embryo genetic testing came up at work, is that my genetic information under the law',
    ],
    keywords: [
      'fetus genetic information',
      'embryo',
      'assisted reproduction',
      'ADA and GINA',
      'state law',
      'workers compensation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000ff-9' },
    asks: [
      'my employer knows I have cancer that runs in my family, is using my current diagnosis genetic discrimination',
      'is a disease I already have, even if it is hereditary, genetic information or just medical information',
    ],
    keywords: [
      'manifested disease',
      'medical information',
      'genetic information',
      'current diagnosis',
      'hereditary condition',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 126: Americans with Disabilities Act
  {
    usc: { title: 42, section: '12103' },
    asks: [
      'I am deaf, what counts as auxiliary aids and services, like a sign language interpreter or captioning',
      'blind person asking whether qualified readers, audio recordings or large print count as auxiliary aids',
    ],
    keywords: [
      'auxiliary aids and services',
      'sign language interpreter',
      'qualified reader',
      'captioning',
      'hearing impairment',
      'visual impairment',
      'adaptive equipment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12113' },
    asks: [
      'employer says my condition is a direct threat to others\u2019 safety and will not hire me, is that a defense under the ADA',
      'I have an infectious disease and my restaurant took me off food handling, is that allowed',
      'job requires a certain uncorrected vision test, can they reject me even though I wear glasses',
      'religious employer prefers people of its own faith, does disability law stop that',
    ],
    keywords: [
      'direct threat',
      'business necessity',
      'qualification standards',
      'food handler disease',
      'uncorrected vision',
      'religious organization',
      'job-related',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12115' },
    asks: [
      'my workplace has no notice about disability rights posted, must employers post ADA notices in an accessible format',
      'I am blind, does the posted notice of disability employment rights have to be accessible to me',
    ],
    keywords: ['ADA poster', 'posting notice', 'accessible format', 'employee rights notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12133' },
    asks: [
      'the county court has no ramp and I use a wheelchair, how do I enforce my rights against a state or local government',
      'city program refused to accommodate my disability, what remedies and complaint process do I have',
    ],
    keywords: [
      'ADA Title II enforcement',
      'public entity',
      'state and local government',
      'disability discrimination remedies',
      'Rehabilitation Act remedies',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12142' },
    asks: [
      'the city bought new buses without wheelchair lifts, is the transit agency allowed to',
      'public bus system keeps buying used buses that I cannot board in my wheelchair, what does the law require',
    ],
    keywords: [
      'accessible buses',
      'fixed route system',
      'wheelchair lift',
      'public transit',
      'new vehicles',
      'used vehicles',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12144' },
    asks: [
      'the dial-a-ride service bought vans I cannot use with my wheelchair, does demand responsive transit have to be accessible',
      'on-call shuttle run by the county is not equally available to riders with disabilities',
    ],
    keywords: ['demand responsive system', 'dial-a-ride', 'accessible vans', 'public transit', 'wheelchair'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12146' },
    asks: [
      'our city just built a new bus terminal that has stairs and no elevator, is a new transit facility required to be accessible',
      'new public train station built without wheelchair access, is that discrimination',
    ],
    keywords: ['new transit facility', 'accessible station', 'wheelchair access', 'public transportation', 'new construction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12147' },
    asks: [
      'the subway renovated my station but did not add an elevator, do alterations have to make it accessible',
      'transit agency remodeled the platform and the path to the bathrooms is still not wheelchair accessible',
    ],
    keywords: ['alterations', 'station renovation', 'key stations', 'path of travel', 'accessible transit facility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12148' },
    asks: [
      'the light rail train has no car I can get on with my wheelchair, must every train have at least one accessible car',
      'older subway station is not accessible, does the transit agency have to make its service usable by disabled riders',
    ],
    keywords: ['one car per train', 'light rail', 'rapid rail', 'existing facilities', 'accessible service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12162' },
    asks: [
      'the Amtrak train had no car with space for my wheelchair or an accessible restroom, is that allowed',
      'commuter rail station near me still has no wheelchair access, are rail stations required to be accessible',
      'wheelchair user on a long train trip could not get to the dining car, what food service must they provide',
    ],
    keywords: [
      'Amtrak',
      'intercity rail',
      'commuter rail',
      'wheelchair space',
      'accessible rail car',
      'rail station accessibility',
      'dining car',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12181' },
    asks: [
      'is a doctor\u2019s office, gym, hotel or private school a public accommodation under the disability law',
      'what counts as a place of public accommodation or a commercial facility under the ADA',
      'what does readily achievable mean, is removing the step at a small shop easy enough that they must do it',
    ],
    keywords: [
      'public accommodation',
      'commercial facilities',
      'readily achievable',
      'private entity',
      'specified public transportation',
      'ADA Title III',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12184' },
    asks: [
      'the Greyhound-type bus company refused to let me board with my wheelchair, is that disability discrimination',
      'private airport shuttle or tour bus company will not help riders with disabilities or make changes for them',
      'private bus line bought new vehicles that are not accessible, is that allowed',
    ],
    keywords: [
      'private transportation',
      'over-the-road bus',
      'intercity bus',
      'shuttle',
      'wheelchair',
      'accessible vehicles',
      'disability discrimination',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12187' },
    asks: [
      'my church building has no accessible entrance, does the ADA require a place of worship to be accessible',
      'the private members-only club refused my service dog, does disability law apply to private clubs',
    ],
    keywords: ['private club exemption', 'religious organization', 'place of worship', 'church', 'ADA exemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12201' },
    asks: [
      'my employer keeps pushing an accommodation I do not want, do I have to accept it',
      'the employer only thinks I am disabled but I am not, do they have to accommodate a regarded-as disability',
      'health insurance plan treats my condition differently based on underwriting, does the ADA stop that',
      'my state disability law gives me more protection than the ADA, which applies',
    ],
    keywords: [
      'refuse accommodation',
      'regarded as disabled',
      'insurance underwriting',
      'benefit plan',
      'state disability law',
      'reverse discrimination',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12202' },
    asks: [
      'can I sue my state government agency for disability discrimination or do states have immunity',
      'the state university violated the ADA, can a state claim sovereign immunity',
    ],
    keywords: ['state immunity', 'Eleventh Amendment', 'suing a state', 'ADA lawsuit', 'state agency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12205' },
    asks: [
      'if I win my disability discrimination case, can I get my lawyer fees paid',
      'the business lost an ADA access lawsuit, does it have to pay the other side\u2019s attorney fees and costs',
    ],
    keywords: ['attorney fees', 'prevailing party', 'litigation costs', 'ADA lawsuit', 'legal fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12210' },
    asks: [
      'I am in recovery and finished rehab, can my employer fire me for my past drug addiction',
      'I failed a drug test for illegal drugs, am I protected as disabled under the ADA',
      'my employer thinks I use drugs but I do not, am I protected',
      'can a clinic refuse me treatment because I currently use drugs',
    ],
    keywords: [
      'illegal drug use',
      'drug addiction recovery',
      'rehabilitation program',
      'drug testing',
      'former drug user',
      'regarded as drug user',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12211' },
    asks: [
      'is gambling addiction or kleptomania a disability under the ADA',
      'which conditions are excluded from the definition of disability under the disability law',
    ],
    keywords: [
      'excluded conditions',
      'compulsive gambling',
      'kleptomania',
      'pyromania',
      'definition of disability',
      'current drug use',
    ],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 18: ERISA Title I
  {
    usc: { title: 29, section: '1003' },
    asks: [
      'I work for the county and my pension has problems, does ERISA cover a government employee plan',
      'my employer is a church, does the federal benefits law protect my church pension or health plan',
      'is my workers comp or state disability insurance an ERISA plan',
    ],
    keywords: [
      'ERISA coverage',
      'governmental plan',
      'church plan',
      'exempt plans',
      'employee benefit plan',
      'workers compensation plan',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1021' },
    asks: [
      'my 401(k) is freezing trades for a blackout period, did they have to warn us in advance',
      'pension plan sent a funding notice, what must the plan tell participants about its funding each year',
      'the plan administrator never gave me the summary plan description or required notices, what must they send',
      'employer missed required pension contributions, do participants get notified',
    ],
    keywords: [
      'plan disclosure',
      'blackout notice',
      'annual funding notice',
      'summary plan description',
      'plan administrator duties',
      'missed pension contribution notice',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1022' },
    asks: [
      'the benefits booklet from my employer is impossible to understand, what must a summary plan description include',
      'my plan changed the rules and nobody sent a summary of the changes, is a summary of material modifications required',
      'what should the SPD say about eligibility, how to file a claim and how I can lose benefits',
    ],
    keywords: [
      'summary plan description',
      'SPD',
      'summary of material modifications',
      'plan booklet',
      'claims procedure information',
      'benefit eligibility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1023' },
    asks: [
      'how can I see my retirement plan\u2019s annual report and financial statements, like the Form 5500',
      'does my pension plan have to be audited by an independent accountant every year',
    ],
    keywords: ['annual report', 'Form 5500', 'plan audit', 'independent accountant', 'financial statement', 'plan assets'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1027' },
    asks: [
      'how long must a benefit plan keep its records and reports',
      'the plan says my old records are gone, is there a rule on keeping records behind plan reports',
    ],
    keywords: ['record retention', 'plan records', 'six years', 'plan reports', 'recordkeeping'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1032' },
    asks: [
      'my pension offered me a one-time lump sum buyout instead of monthly checks, what notice must they give me first',
      'got a lump sum window offer from my old pension plan, what information must it explain before I decide',
    ],
    keywords: [
      'lump sum offer',
      'pension buyout',
      'lump sum window',
      'monthly annuity',
      'notice before election',
      'defined benefit plan',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1052' },
    asks: [
      'I have worked here a year and I am over 21 but they still will not let me join the retirement plan',
      'part-time worker with about 500 hours a year, can I be kept out of the 401(k)',
      'can a pension plan exclude me for being too old when I was hired',
    ],
    keywords: [
      'plan eligibility',
      'minimum participation',
      'age 21',
      'one year of service',
      'long-term part-time',
      '401(k) eligibility',
      'age limit',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1054' },
    asks: [
      'my company amended the pension plan and cut the benefit I had already earned, is that allowed',
      'the employer is reducing future pension accruals, do they have to warn us in advance',
      'plan eliminated my early retirement subsidy after I earned it, is that a cutback',
    ],
    keywords: [
      'benefit accrual',
      'anti-cutback rule',
      'accrued benefit',
      'plan amendment',
      'reduction in future accruals notice',
      'early retirement subsidy',
      'cash balance plan',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1056' },
    asks: [
      'a creditor wants to take my pension, can retirement plan benefits be assigned or seized',
      'in my divorce the judge split my 401(k), what is a qualified domestic relations order',
      'I turned 65 and left work, when must my pension start paying',
      'my ex-spouse is owed part of my pension under a court order, how does the plan handle it',
    ],
    keywords: [
      'anti-alienation',
      'QDRO',
      'domestic relations order',
      'divorce pension split',
      'benefit start date',
      'creditors and pensions',
      'alternate payee',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1058' },
    asks: [
      'my company merged our pension into another company\u2019s plan, can my benefit end up smaller',
      'retirement plan assets transferred to a new plan after a buyout, are my benefits protected',
    ],
    keywords: ['plan merger', 'plan transfer', 'pension protection', 'acquisition', 'benefit after merger'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1059' },
    asks: [
      'I left my job, does the plan have to give me a statement of the pension benefits I have earned',
      'my employer never kept track of my hours for the pension, who must keep benefit records',
    ],
    keywords: ['benefit statement', 'employer records', 'vested benefit report', 'leaving employment', 'break in service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1085' },
    asks: [
      'got a notice that my union pension plan is in critical status, what does it mean for my benefits',
      'multiemployer pension in endangered status, will contributions go up or benefits be cut under a rehabilitation plan',
    ],
    keywords: [
      'critical status',
      'endangered status',
      'multiemployer pension',
      'rehabilitation plan',
      'funding improvement plan',
      'union pension',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1102' },
    asks: [
      'nobody can show me the written plan document for my benefits, does every plan need one',
      'who is the named fiduciary in charge of running my employee benefit plan',
    ],
    keywords: ['written plan instrument', 'named fiduciary', 'plan document', 'funding policy', 'plan amendment procedure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1103' },
    asks: [
      'my boss used money from the employee retirement plan for the business, is plan money supposed to be in a trust',
      'the company got back money from our pension plan, can plan assets ever go to the employer',
    ],
    keywords: ['plan assets', 'trust', 'trustee', 'exclusive benefit', 'assets not to inure to employer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1105' },
    asks: [
      'one trustee stole from the plan and the others looked the other way, are they liable too',
      'a plan fiduciary knew another fiduciary was breaching duties and did nothing',
    ],
    keywords: ['co-fiduciary liability', 'breach of fiduciary duty', 'trustees', 'concealment', 'plan losses'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1106' },
    asks: [
      'the owner sold his own building to the company pension plan, is that a prohibited transaction',
      'plan trustee lent retirement plan money to himself or a relative, is that allowed',
      'fiduciary got kickbacks from a company doing business with our 401(k)',
    ],
    keywords: [
      'prohibited transaction',
      'party in interest',
      'self-dealing',
      'kickback',
      'conflict of interest',
      'plan fiduciary',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1107' },
    asks: [
      'my pension plan is loaded with my employer\u2019s own stock, is there a limit on employer securities',
      'the plan bought real estate owned by the employer, how much can it hold',
    ],
    keywords: ['employer stock', 'employer securities', 'employer real property', 'ten percent limit', 'diversification'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1108' },
    asks: [
      'can I take a loan from my 401(k) without it being a prohibited transaction, what rules apply to participant loans',
      'the plan pays the employer\u2019s affiliate for services, is there an exemption for reasonable fees',
    ],
    keywords: [
      'participant loans',
      '401(k) loan',
      'prohibited transaction exemption',
      'reasonable compensation',
      'service provider',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1109' },
    asks: [
      'the plan trustees made reckless investments and lost our retirement money, are they personally liable',
      'can a fiduciary who mismanaged the pension be removed and made to repay the losses',
    ],
    keywords: [
      'fiduciary liability',
      'personal liability',
      'plan losses',
      'restore profits',
      'removal of fiduciary',
      'breach of duty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1110' },
    asks: [
      'the plan document says trustees are never liable for mistakes, is that clause valid',
      'can a benefit plan buy insurance to cover its fiduciaries\u2019 breaches',
    ],
    keywords: ['exculpatory clause', 'fiduciary insurance', 'void provision', 'indemnification', 'fiduciary liability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1111' },
    asks: [
      'the person managing our pension fund was convicted of embezzlement, can he still serve',
      'can someone with a fraud conviction be a trustee or consultant to an employee benefit plan',
    ],
    keywords: ['barred persons', 'criminal conviction', 'embezzlement', 'plan trustee', 'disqualification'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1112' },
    asks: [
      'do people handling our retirement plan money have to be bonded against theft',
      'the plan administrator was not bonded and money went missing',
    ],
    keywords: ['fidelity bond', 'bonding', 'plan officials', 'fraud or dishonesty', 'handling plan funds'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1113' },
    asks: [
      'I just found out the trustees mismanaged the plan years ago, how long do I have to sue for breach of fiduciary duty',
      'time limit for an ERISA fiduciary lawsuit when the breach was hidden by fraud',
    ],
    keywords: [
      'statute of limitations',
      'six years',
      'three years actual knowledge',
      'fraud or concealment',
      'fiduciary breach lawsuit',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1131' },
    asks: [
      'the plan administrator willfully refused to file reports and give us plan information, is that a crime',
      'someone lied to sell us a fake multiple employer health plan, what criminal penalty applies',
    ],
    keywords: [
      'criminal penalties',
      'willful violation',
      'reporting and disclosure',
      'MEWA fraud',
      'false statements',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1134' },
    asks: [
      'can the Labor Department investigate my employer\u2019s retirement plan and inspect its books',
      'I reported problems with my health plan, what powers does the Department of Labor have to investigate',
    ],
    keywords: ['Department of Labor investigation', 'EBSA', 'inspect records', 'plan audit', 'complaint about plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1141' },
    asks: [
      'my supervisor threatened to hurt me if I filed a claim under my benefit plan, is that a crime',
      'someone used fraud or force to stop me from getting my pension benefits',
    ],
    keywords: ['coercive interference', 'threats', 'force or violence', 'benefit rights', 'intimidation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1144' },
    asks: [
      'can I use my state law to sue over my employer health plan denying a claim, or does ERISA preempt it',
      'does ERISA override state insurance laws for my self-funded employer plan',
      'my state passed a law on benefit plans, does federal law supersede it',
    ],
    keywords: [
      'ERISA preemption',
      'state law',
      'insurance savings clause',
      'self-funded plan',
      'deemer clause',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1145' },
    asks: [
      'my employer stopped paying into the union pension and health fund as the contract requires',
      'contractor is behind on multiemployer plan contributions, can the fund make them pay',
    ],
    keywords: [
      'delinquent contributions',
      'multiemployer plan',
      'union benefit fund',
      'collective bargaining agreement',
      'unpaid contributions',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1148' },
    asks: [
      'a hurricane hit and I missed my benefit plan claim deadline, can deadlines be postponed after a declared disaster',
      'during a public health emergency, can retirement and health plan deadlines be extended',
    ],
    keywords: ['disaster deadline extension', 'postponed deadlines', 'declared disaster', 'public health emergency', 'benefit plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1149' },
    asks: [
      'we bought association health coverage that turned out to be fake, is lying when selling a MEWA illegal',
      'a salesman said the group health plan was licensed and regulated when it was not',
    ],
    keywords: [
      'MEWA',
      'multiple employer welfare arrangement',
      'false statements',
      'health plan fraud',
      'fake insurance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1151' },
    asks: [
      'our multiple employer health plan is not paying claims and looks insolvent, can the Labor Department shut it down',
      'can the government seize the assets of a fraudulent health benefit arrangement',
    ],
    keywords: ['cease and desist', 'MEWA', 'seizure order', 'insolvent health plan', 'fraudulent arrangement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1153' },
    asks: [
      'I lost track of a 401(k) from an old job, how do I find my old retirement plan',
      'is there a government lost and found database for forgotten pensions',
    ],
    keywords: [
      'Retirement Savings Lost and Found',
      'lost 401(k)',
      'missing pension',
      'old employer plan',
      'database',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1164' },
    asks: [
      'why is my COBRA premium so much higher than what I paid while working, how is the cost figured',
      'how is the COBRA applicable premium set for a self-insured employer plan',
    ],
    keywords: ['COBRA premium', 'applicable premium', 'cost of continuation coverage', 'self-insured plan', 'COBRA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1169' },
    asks: [
      'the court ordered my ex to put our child on his work health insurance, must the plan accept the medical child support order',
      'we are adopting a baby, does my employer health plan have to cover the child from placement',
      'health plan denied my kid because he gets Medicaid, is that allowed',
    ],
    keywords: [
      'medical child support order',
      'QMCSO',
      'adopted child coverage',
      'placement for adoption',
      'Medicaid and group plan',
      'pediatric vaccines',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1181' },
    asks: [
      'my new job\u2019s health plan refuses to cover my pre-existing condition, can they exclude it',
      'employer plan says there is a waiting period for conditions I had before joining, is that allowed',
      'missed enrolling in my spouse\u2019s plan, can I join after losing other coverage or having a baby',
    ],
    keywords: [
      'preexisting condition exclusion',
      'special enrollment',
      'creditable coverage',
      'new baby enrollment',
      'loss of coverage',
      'HIPAA portability',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1182' },
    asks: [
      'the employer health plan charges me more because of my medical history, can it discriminate based on health status',
      'my work health plan asked me to take a genetic test before enrolling, is that allowed',
      'I was kept off the company plan because of my disability and claims history',
    ],
    keywords: [
      'health status discrimination',
      'genetic testing',
      'premiums based on health',
      'eligibility rules',
      'wellness program',
      'claims experience',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1183' },
    asks: [
      'the multiemployer health plan dropped our small company, can it deny renewal of coverage',
      'when can a MEWA or union health plan refuse to keep covering an employer',
    ],
    keywords: [
      'guaranteed renewability',
      'multiemployer plan',
      'multiple employer welfare arrangement',
      'nonrenewal',
      'group coverage',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1185' },
    asks: [
      'the insurance company wants me and my newborn out of the hospital 24 hours after delivery, how long a stay must they cover',
      'after my C-section my employer health plan will only pay for two days, is there a minimum stay',
    ],
    keywords: [
      'hospital stay after childbirth',
      '48 hours',
      '96 hours',
      'newborns and mothers',
      'cesarean',
      'maternity coverage',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1185a' },
    asks: [
      'my employer health plan limits therapy visits but not other doctor visits, is that mental health parity',
      'insurance covers rehab for addiction with much higher copays than medical care, is that allowed',
      'the plan requires prior authorization for mental health treatment much more strictly than for surgery',
    ],
    keywords: [
      'mental health parity',
      'substance use disorder',
      'treatment limits',
      'therapy visits',
      'addiction treatment',
      'nonquantitative treatment limitations',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1185b' },
    asks: [
      'after my mastectomy the insurance refused to pay for breast reconstruction',
      'does my health plan have to cover surgery on the other breast for symmetry and prostheses after a mastectomy',
    ],
    keywords: [
      'breast reconstruction',
      'mastectomy',
      'prostheses',
      'symmetry surgery',
      "Women's Health and Cancer Rights Act",
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1185c' },
    asks: [
      'my college kid had to take medical leave from school, will he lose coverage on my health plan as a student dependent',
      'dependent student on medically necessary leave of absence, how long can they stay on the family plan',
    ],
    keywords: [
      "Michelle's Law",
      'dependent student',
      'medical leave of absence',
      'student status',
      'dependent coverage',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1185d' },
    asks: [
      'do the Affordable Care Act protections like keeping my kid on my plan until 26 apply to my employer health plan',
      'my job-based health plan has a lifetime limit and no free preventive care, do the ACA rules apply to it',
    ],
    keywords: [
      'Affordable Care Act',
      'market reforms',
      'employer group health plan',
      'preventive care',
      'dependent coverage to 26',
      'lifetime limits',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1185e' },
    asks: [
      'went to the ER and my employer health plan says the hospital was out of network, do they still have to cover it',
      'had surgery at an in-network hospital but got a surprise bill from an out-of-network anesthesiologist',
      'my job-based insurance demanded prior authorization for emergency care',
    ],
    keywords: [
      'surprise medical bills',
      'No Surprises Act',
      'emergency services',
      'out-of-network',
      'balance billing',
      'in-network cost sharing',
      'independent dispute resolution',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1185f' },
    asks: [
      'I got a huge bill for a medical helicopter that was out of network, what does my employer health plan have to cover',
      'air ambulance surprise bill, can my cost-sharing be more than in-network',
    ],
    keywords: ['air ambulance', 'medical helicopter', 'surprise bill', 'out-of-network', 'cost sharing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1185g' },
    asks: [
      'my doctor left the insurance network in the middle of my cancer treatment, can I keep seeing them at in-network rates',
      'I am pregnant and my hospital dropped out of my health plan\u2019s network, what continuity of care do I get',
    ],
    keywords: [
      'continuity of care',
      'provider leaves network',
      'continuing care patient',
      'transitional care',
      'serious and complex condition',
      'pregnancy',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1185h' },
    asks: [
      'how can I find out ahead of time what I will pay for a procedure under my employer health plan',
      'does my plan have to offer a price comparison tool online or by phone',
    ],
    keywords: ['price comparison tool', 'cost estimate', 'cost sharing', 'price transparency', 'health plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1185i' },
    asks: [
      'the insurance directory said the doctor was in network but he was not, do I have to pay out-of-network prices',
      'my health plan\u2019s provider directory is full of wrong listings, what must they do',
    ],
    keywords: [
      'provider directory',
      'inaccurate directory',
      'network status',
      'in-network cost sharing',
      'directory accuracy',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1185k' },
    asks: [
      'my health plan will not let me choose my own in-network primary care doctor',
      'can I pick a pediatrician as my child\u2019s primary care provider on my work plan',
      'do I need a referral from my primary doctor to see an OB-GYN',
    ],
    keywords: [
      'choice of primary care provider',
      'pediatrician',
      'OB-GYN without referral',
      'obstetrical care',
      'patient protections',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1185m' },
    asks: [
      'our company health plan cannot get its own cost and quality data because of its contracts, is a gag clause allowed',
      'can a provider network contract stop the employer plan from sharing price information with members',
    ],
    keywords: ['gag clause', 'price transparency', 'quality information', 'provider contract', 'claims data'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1191a' },
    asks: [
      'my employer plan only covers one current employee, do the federal group health plan rules apply',
      'are dental-only, vision-only or limited benefits excepted from the group health plan requirements',
    ],
    keywords: ['excepted benefits', 'small plans', 'retiree-only plan', 'dental and vision', 'limited scope'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1193' },
    asks: [
      'my employer offers an emergency savings account linked to the 401(k), how does it work and can I withdraw any time',
      'was I automatically enrolled in a pension-linked emergency savings account, how do I opt out',
    ],
    keywords: [
      'emergency savings account',
      'PLESA',
      'pension-linked',
      'automatic enrollment',
      'withdrawals',
      'SECURE 2.0',
    ],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 7 subchapter II: National Labor Relations Act
  {
    usc: { title: 29, section: '164' },
    asks: [
      'I live in a right-to-work state, can the union contract make me join the union to keep my job',
      'I am a supervisor, can I be in the union and does my employer have to bargain with supervisors',
      'the labor board will not take my small employer\u2019s dispute, can a state agency or court hear it',
    ],
    keywords: [
      'right-to-work',
      'union security clause',
      'supervisors',
      'state labor law',
      'NLRB jurisdiction',
      'compulsory union membership',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '169' },
    asks: [
      'my religion forbids supporting unions, do I have to pay union dues as a condition of my job',
      'religious objector to union membership, can I give the money to a charity instead of dues',
    ],
    keywords: [
      'religious objection',
      'union dues',
      'conscientious objector',
      'charitable contribution instead of dues',
      'union membership',
    ],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 11: Labor-Management Reporting and Disclosure Act (union members' rights)
  {
    usc: { title: 29, section: '412' },
    asks: [
      'my union denied me the right to speak and vote at meetings, can I sue the union in federal court',
      'union raised dues without a secret ballot vote, how do I enforce my member rights',
    ],
    keywords: [
      'union member bill of rights',
      'lawsuit against union',
      'free speech in union',
      'equal voting rights',
      'injunction',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '414' },
    asks: [
      'my union will not give me a copy of the contract that covers my job, do they have to',
      'how can I get a copy of the collective bargaining agreement from my local union',
    ],
    keywords: ['copy of union contract', 'collective bargaining agreement', 'union member rights', 'local union'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '431' },
    asks: [
      'I want to see my union\u2019s finances and where our dues go, does the union have to show members its financial report',
      'can a union member sue to examine the books and records behind the union\u2019s annual report',
      'does every union have to file its constitution, bylaws and annual financial report with the Labor Department',
    ],
    keywords: [
      'union financial report',
      'LM-2',
      'union books and records',
      'constitution and bylaws',
      'union dues spending',
      'member inspection',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '432' },
    asks: [
      'my union officer seems to have business deals with our employer, must union officers report conflicts of interest',
      'does a union official have to disclose payments from the employer or stock in companies the union deals with',
    ],
    keywords: ['union officer conflict of interest', 'financial disclosure', 'payments from employer', 'LM-30'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '433' },
    asks: [
      'my employer hired consultants to talk us out of forming a union, do they have to report that',
      'company paid a union official or spied on union activity, must the employer file a report',
    ],
    keywords: [
      'persuader reports',
      'union avoidance consultant',
      'employer reports',
      'payments to union officials',
      'surveillance of union activity',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '435' },
    asks: [
      'where can I look up my union\u2019s filed financial reports, are they public',
      'are reports filed by unions and employers with the Labor Department open to the public',
    ],
    keywords: ['public disclosure', 'union reports', 'Office of Labor-Management Standards', 'public information'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '462' },
    asks: [
      'the international union put our local under trusteeship and took over, when is that allowed',
      'can a national union take control of a local without a good reason like corruption',
    ],
    keywords: [
      'union trusteeship',
      'local union takeover',
      'purposes of trusteeship',
      'international union',
      'corruption',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '463' },
    asks: [
      'our local is under trusteeship and the national union moved our treasury money, is that legal',
      'delegates from a local in trusteeship are voting at the convention without being elected by secret ballot',
    ],
    keywords: [
      'trusteeship',
      'local union funds',
      'convention delegates',
      'secret ballot',
      'unlawful transfer',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '464' },
    asks: [
      'our local has been under trusteeship for years, how can members challenge it',
      'can a union member complain to the Labor Department or sue over an unlawful trusteeship',
    ],
    keywords: [
      'challenge trusteeship',
      'complaint to Secretary of Labor',
      'eighteen months',
      'union member lawsuit',
      'trusteeship enforcement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '481' },
    asks: [
      'our local union has not held an officer election in five years, how often must they hold secret ballot elections',
      'union used dues money to support the incumbent\u2019s campaign, is that allowed',
      'I want to run for union office, do I have a right to be a candidate and have my campaign literature mailed',
    ],
    keywords: [
      'union elections',
      'secret ballot',
      'every three years',
      'candidate rights',
      'union dues in campaigns',
      'removal of officers',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '482' },
    asks: [
      'I think our union election was rigged, how do I challenge it and what is the deadline',
      'I used the internal union appeal and got nowhere, can I complain to the Labor Department about the election',
    ],
    keywords: [
      'union election complaint',
      'exhaust internal remedies',
      'Secretary of Labor',
      'rerun election',
      'one calendar month',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '501' },
    asks: [
      'our union treasurer spent dues on personal trips, what duties do union officers have with union money',
      'union leaders will not sue the officer who embezzled, can I as a member sue him',
      'union officer stole from the union, is embezzling union funds a federal crime',
    ],
    keywords: [
      'union officer fiduciary duty',
      'embezzlement of union funds',
      'member lawsuit',
      'union money',
      'breach of trust',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '502' },
    asks: [
      'do union officers who handle the money have to be bonded',
      'union treasurer was not bonded and dues money disappeared',
    ],
    keywords: ['union bonding', 'fidelity bond', 'union officers', 'handling funds'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '503' },
    asks: [
      'the union lent its president a large sum of money, is there a limit on loans to officers',
      'can the union or employer pay a union officer\u2019s criminal fine',
    ],
    keywords: ['loans to union officers', 'payment of fines', 'union finances', 'officer indebtedness'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '504' },
    asks: [
      'a man convicted of extortion is running for office in our union, can he hold union office',
      'how long after a conviction is someone barred from being a union officer or labor consultant',
    ],
    keywords: ['barred from union office', 'criminal conviction', 'labor consultant', 'union officials', 'disqualification'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '522' },
    asks: [
      'people are picketing my business to get money for themselves, not better wages, is that illegal',
      'someone threatened to picket unless I paid him personally',
    ],
    keywords: ['extortionate picketing', 'picketing for personal profit', 'shakedown', 'labor extortion'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '529' },
    asks: [
      'the union fined and suspended me for criticizing the leadership, can they discipline me for that',
      'I was expelled from my union after I sued it, is that retaliation against my member rights',
    ],
    keywords: [
      'union discipline',
      'retaliation by union',
      'fined by union',
      'expelled from union',
      'member rights',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '530' },
    asks: [
      'union officials threatened to beat me if I kept speaking out at meetings',
      'someone used violence to keep me from voting in my union election',
    ],
    keywords: ['violence against union members', 'threats', 'intimidation', 'union member rights', 'federal crime'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 43: USERRA
  {
    usc: { title: 38, section: '4302' },
    asks: [
      'my company makes me sign a waiver of my military reemployment rights, is that valid',
      'my state gives reservists more job protection than federal law, which applies',
    ],
    keywords: ['USERRA waiver', 'state law more protective', 'employer policy', 'reemployment rights', 'supersede'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '4304' },
    asks: [
      'I got a bad conduct discharge, do I still have the right to get my civilian job back',
      'which kinds of military discharge end my reemployment rights',
    ],
    keywords: [
      'character of service',
      'dishonorable discharge',
      'bad conduct discharge',
      'other than honorable',
      'reemployment rights',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '4314' },
    asks: [
      'I am a federal employee back from deployment and my agency says my old job is gone, where must they place me',
      'federal agency cannot reemploy me after military service, will OPM find me another position',
    ],
    keywords: [
      'federal employee reemployment',
      'Office of Personnel Management',
      'returning servicemember',
      'federal agency',
      'placement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '4319' },
    asks: [
      'I work overseas for a US company\u2019s foreign subsidiary, do I keep my reemployment rights after military service',
      'does USERRA apply to a foreign company that employs me abroad',
    ],
    keywords: ['employment abroad', 'foreign subsidiary', 'American employer', 'USERRA overseas'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '4321' },
    asks: [
      'who can help me get my job back after military service, does the Labor Department assist',
      'where do I get help with my reemployment rights as a reservist',
    ],
    keywords: ['VETS', "Veterans' Employment and Training Service", 'reemployment assistance', 'USERRA help'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '4324' },
    asks: [
      'the federal agency violated my USERRA rights, can I take my case to the Merit Systems Protection Board',
      'VETS could not resolve my complaint against a federal agency, will the Special Counsel represent me',
    ],
    keywords: [
      'Merit Systems Protection Board',
      'Office of Special Counsel',
      'federal agency USERRA claim',
      'federal employee',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '4334' },
    asks: [
      'does my employer have to tell employees about their military leave and reemployment rights',
      'no USERRA notice is posted at my work, is the employer required to give one',
    ],
    keywords: ['USERRA notice', 'posting', 'rights and duties notice', 'employer obligations'],
    checkedAgainst: '119-100',
  },
  // 50 U.S.C. chapter 50: Servicemembers Civil Relief Act
  {
    usc: { title: 50, section: '3911' },
    asks: [
      'I am in the National Guard on state orders, does the Servicemembers Civil Relief Act cover me',
      'who counts as a servicemember and what is military service under the SCRA',
    ],
    keywords: [
      'servicemember definition',
      'military service',
      'National Guard',
      'active duty',
      'SCRA coverage',
      'dependent',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3913' },
    asks: [
      'I cosigned my son\u2019s car loan and he deployed, does the stay for him protect me too',
      'I am the guarantor on a deployed soldier\u2019s lease, can I get the same relief',
    ],
    keywords: ['cosigner', 'guarantor', 'surety', 'secondarily liable', 'stay extended'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3917' },
    asks: [
      'I am a reservist who just got orders but have not reported yet, do the SCRA protections start now',
      'got my activation orders, can I use the lease and interest protections before my report date',
    ],
    keywords: ['reservists', 'orders to report', 'early protection', 'induction', 'SCRA start date'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3918' },
    asks: [
      'the dealer had me sign a paper waiving my servicemember rights, is that waiver valid',
      'can a lender make a soldier give up SCRA protections in the loan contract itself',
    ],
    keywords: ['SCRA waiver', 'written waiver', 'separate instrument', '12-point type', 'servicemember rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3919' },
    asks: [
      'I used my SCRA rights to pause payments, can a bank deny me credit or lower my credit score for that',
      'will asking for a servicemember stay hurt my credit rating or insurance',
    ],
    keywords: ['credit reporting', 'denial of credit', 'SCRA stay', 'adverse action', 'insurance rating'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3920' },
    asks: [
      'my husband is deployed, can I use his SCRA rights with his power of attorney',
      'can an attorney or someone with power of attorney ask for servicemember protections on my behalf',
    ],
    keywords: ['power of attorney', 'legal representative', 'attorney', 'acting for servicemember'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3932' },
    asks: [
      'I am deployed and have a court date in a civil case, can I get the case postponed',
      'my commanding officer will not grant leave for my custody hearing, how do I ask for a 90 day stay',
    ],
    keywords: [
      'stay of proceedings',
      '90 days',
      'commanding officer letter',
      'civil case postponement',
      'child custody hearing',
      'deployment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3933' },
    asks: [
      'I could not make payments while deployed and the contract charged late penalties, can they be reduced',
      'do contract penalties keep piling up while my case is stayed for military service',
    ],
    keywords: ['contract penalties', 'late fees', 'waiver of penalties', 'stayed action', 'military service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3934' },
    asks: [
      'a creditor is garnishing my military pay on a judgment, can the court stop it while I serve',
      'can I get a court to pause a judgment or attachment against me because of military duty',
    ],
    keywords: ['stay of execution', 'garnishment', 'attachment', 'judgment', 'materially affected'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3935' },
    asks: [
      'how long can a court stay a case or judgment because I am on active duty',
      'I am sued together with someone not in the military, does the stay cover both of us',
    ],
    keywords: ['length of stay', 'installment payments', 'codefendants', '90 days after service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3936' },
    asks: [
      'I was on active duty for years, does that time count against the deadline to file my lawsuit',
      'can I still redeem my house sold for taxes after returning from military service',
    ],
    keywords: [
      'statute of limitations tolled',
      'military service time excluded',
      'redemption period',
      'tax sale',
      'filing deadline',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3938' },
    asks: [
      'my ex wants permanent custody because I am deploying, can the court use my deployment against me',
      'the court gave temporary custody during my deployment, does it end when I come back',
    ],
    keywords: [
      'child custody',
      'deployment',
      'temporary custody order',
      'best interest of the child',
      'military parent',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3952' },
    asks: [
      'the dealer repossessed my car while I was deployed without a court order, is that legal',
      'I made a deposit on an installment purchase before active duty, can they take the item back now',
    ],
    keywords: [
      'repossession',
      'installment contract',
      'car repossession',
      'court order required',
      'servicemember',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3954' },
    asks: [
      'in my stayed repossession case the court appraised the car, can I be repaid my equity',
      'court is settling a repossession case while I serve, how is my equity in the property handled',
    ],
    keywords: ['appraisal', 'equity payment', 'stayed repossession', 'personal property', 'settlement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3956' },
    asks: [
      'I got PCS orders overseas, can I cancel my cell phone contract without early termination fees',
      'deploying for six months, can I end my gym membership, internet, cable or home security contract',
      'if I cancel my cell plan because of military orders, can I get my old phone number back when I return',
    ],
    keywords: [
      'cancel cell phone contract',
      'early termination fee',
      'gym membership',
      'internet and cable',
      'home security',
      'military orders',
      'PCS',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3957' },
    asks: [
      'I assigned my life insurance policy to secure a loan before active duty, can the lender cash it in while I serve',
      'can the holder of my life insurance policy use it without a court order during my military service',
    ],
    keywords: ['life insurance assignment', 'collateral', 'court order', 'military service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3958' },
    asks: [
      'the storage company wants to auction my stuff while I am deployed, can they',
      'can a lien on my belongings be enforced while I am on active duty without a court order',
    ],
    keywords: ['storage unit auction', 'storage lien', 'court order', 'deployed', 'belongings'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3959' },
    asks: [
      'my husband is deployed and I cannot keep up with our lease payments, do the SCRA protections extend to me',
      'can a military spouse ask a court for the same contract protections as the servicemember',
    ],
    keywords: ['dependents', 'military spouse', 'materially affected', 'contract protections'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3972' },
    asks: [
      'I am going on active duty, can my life insurance policy be kept from lapsing for premiums unpaid while I serve',
      'how do I apply for the government to guarantee my private life insurance premiums while I serve',
    ],
    keywords: [
      'life insurance protection',
      'premiums guaranteed',
      'lapse',
      'application to VA',
      'servicemember insurance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3991' },
    asks: [
      'I fell behind on property taxes while deployed, can the county sell my home',
      'can my car or home be sold for unpaid taxes during my military service without court permission',
    ],
    keywords: ['property tax sale', 'tax foreclosure', 'redemption', 'servicemember', 'court permission'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4000' },
    asks: [
      'military service cut my income and I cannot pay my income taxes, can collection be deferred',
      'do I owe interest or penalties on income tax I deferred because of military service',
    ],
    keywords: ['income tax deferral', '180 days', 'materially affected', 'no interest or penalty', 'servicemember taxes'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4001' },
    asks: [
      'I am stationed in California but my home state is Texas, which state can tax my military pay',
      'as a military spouse can I keep my home state residence for taxes when we move on orders',
      'can the state where I am stationed tax my car registration',
    ],
    keywords: [
      'military state residency',
      'domicile for taxes',
      'military spouse taxes',
      'state income tax',
      'Military Spouses Residency Relief Act',
      'vehicle tax',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4011' },
    asks: [
      'someone transferred property to a soldier just to use the SCRA to block a creditor, can the court undo it',
      'misuse of the servicemember law to delay paying a debt',
    ],
    keywords: ['abuse of SCRA', 'sham transfer', 'intent to delay', 'inappropriate use'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4021' },
    asks: [
      'I am about to leave the military, can I ask a court for relief from debts I had before my service',
      'within 180 days after leaving active duty, can I get a court to spread out my old mortgage payments',
    ],
    keywords: ['anticipatory relief', 'pre-service debts', '180 days after service', 'payment plan', 'court relief'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4022' },
    asks: [
      'my husband is missing in action and his power of attorney is about to expire, is it extended',
      'does a servicemember\u2019s power of attorney stay valid while they are in missing status',
    ],
    keywords: ['power of attorney', 'missing status', 'automatic extension', 'servicemember'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4023' },
    asks: [
      'I am a doctor called up to active duty, can I suspend my malpractice insurance while I serve and get it back after',
      'reservist professional ordered to active duty, what happens to my professional liability coverage',
    ],
    keywords: [
      'malpractice insurance',
      'professional liability',
      'suspension of coverage',
      'reservist professional',
      'premiums',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4024' },
    asks: [
      'my private health insurance ended when I was activated, must it be reinstated when I come home',
      'after military service can the insurer exclude my condition or make me wait when coverage is reinstated',
    ],
    keywords: [
      'health insurance reinstatement',
      'no waiting period',
      'preexisting condition',
      'returning servicemember',
      'activated reservist',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4025' },
    asks: [
      'I am stationed out of state, can I still vote in my home state',
      'military spouse living elsewhere on orders, do I lose my voting residence',
    ],
    keywords: ['voting residence', 'absentee voting', 'military orders', 'domicile', 'military spouse voting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4025a' },
    asks: [
      'I am a nurse and my military spouse got orders to another state, is my professional license valid there',
      'we moved on PCS orders, can I keep working under my license without getting a new one in the new state',
    ],
    keywords: [
      'license portability',
      'military spouse license',
      'professional license',
      'PCS move',
      'interstate license',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4026' },
    asks: [
      'my business owes money and I am deployed, can creditors go after my personal assets',
      'can a creditor of my small business seize my personal property while I am on active duty',
    ],
    keywords: ['business debts', 'personal assets', 'servicemember business owner', 'trade obligations'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4027' },
    asks: [
      'as a military spouse, can I use my spouse\u2019s state of residence for registering my business',
      'we married after he moved, can I still claim the same residence as my servicemember spouse',
    ],
    keywords: ['military spouse residency', 'same residence', 'business registration', 'domicile election'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4041' },
    asks: [
      'a towing company keeps selling soldiers\u2019 cars without court orders, can the Justice Department sue them',
      'pattern of a lender ignoring the servicemember interest cap, who can enforce it',
    ],
    keywords: ['Attorney General enforcement', 'pattern or practice', 'civil penalty', 'Justice Department', 'SCRA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4042' },
    asks: [
      'my landlord violated my SCRA rights, can I sue for damages and attorney fees',
      'can servicemembers bring a class action over SCRA violations even with an arbitration agreement',
    ],
    keywords: ['private right of action', 'SCRA lawsuit', 'damages', 'attorney fees', 'class action'],
    checkedAgainst: '119-100',
  },
  // Whistleblowers and federal workers
  {
    usc: { title: 5, section: '2302' },
    asks: [
      'I reported fraud at my federal agency and then got a bad evaluation and was reassigned, is that whistleblower reprisal',
      'my federal supervisor hired his nephew over better candidates, is nepotism a prohibited personnel practice',
      'the agency made me sign a nondisclosure agreement that stops me from telling Congress or the inspector general',
      'I filed a grievance as a federal employee and then was denied a promotion, is that retaliation',
    ],
    keywords: [
      'prohibited personnel practices',
      'federal whistleblower',
      'reprisal',
      'nepotism',
      'nondisclosure agreement',
      'Office of Special Counsel',
      'merit system',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6383' },
    asks: [
      'my federal agency wants a doctor\u2019s certification for my family medical leave, what can they ask for',
      'the agency doubts my medical certificate for leave, can it require a second opinion at its expense',
    ],
    keywords: [
      'federal employee FMLA',
      'medical certification',
      'second opinion',
      'health care provider statement',
      'serious health condition',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6384' },
    asks: [
      'I am a federal employee coming back from family medical leave, do I get my same job or an equivalent one',
      'did I lose my federal benefits or seniority by taking FMLA leave',
    ],
    keywords: [
      'federal employee return from leave',
      'restoration to position',
      'equivalent position',
      'benefits protection',
      'FMLA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6385' },
    asks: [
      'my federal supervisor pressured me not to take family leave, is that allowed',
      'a manager at my agency threatened me for using my FMLA leave',
    ],
    keywords: ['coercion', 'interference with leave', 'federal employee', 'FMLA rights', 'intimidation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6386' },
    asks: [
      'while I am on unpaid family medical leave from my federal job, can I keep my FEHB health insurance',
      'how do I pay my federal health insurance premiums during unpaid FMLA leave',
    ],
    keywords: ['FEHB', 'health insurance during leave', 'unpaid leave', 'federal employee', 'premiums'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2087' },
    asks: [
      'I told the safety regulator my company sells toys with lead paint and then I was fired, what can I do',
      'fired for refusing to ship a product I believed violated consumer product safety rules',
      'how long do I have to file a retaliation complaint about a consumer product safety whistleblower firing',
    ],
    keywords: [
      'consumer product safety whistleblower',
      'CPSC',
      'retaliation',
      '180 days',
      'Labor Department complaint',
      'refusal to violate',
      'unsafe products',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '399d' },
    asks: [
      'I reported contaminated food at the processing plant to the FDA and got fired, am I protected',
      'warehouse worker punished for refusing to ship spoiled food, is there a whistleblower law for food safety',
      'deadline to file a food safety retaliation complaint with the Labor Department',
    ],
    keywords: [
      'food safety whistleblower',
      'FDA',
      'Food Safety Modernization Act',
      'retaliation',
      '180 days',
      'food processing',
      'contaminated food',
    ],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapter 81: Federal Employees' Compensation Act
  {
    usc: { title: 5, section: '8102' },
    asks: [
      'I am a federal employee and got hurt on the job, will the government pay compensation for my injury',
      'OWCP says my claim is denied because I was intoxicated or it was willful misconduct, when are federal work injuries not covered',
      'my spouse died from an on-the-job injury at a federal agency, is there death compensation',
    ],
    keywords: [
      'federal workers compensation',
      'FECA',
      'injury in performance of duty',
      'OWCP',
      'willful misconduct',
      'intoxication',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8103' },
    asks: [
      'can I choose my own doctor for my federal work injury, and will OWCP pay for treatment and travel',
      'federal employee hurt at work, what medical care, supplies and appliances are covered',
    ],
    keywords: [
      'medical benefits',
      'choice of physician',
      'federal work injury',
      'medical travel expenses',
      'OWCP',
      'FECA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8104' },
    asks: [
      'OWCP wants me to go through vocational rehabilitation after my federal job injury, do I have to',
      'permanently disabled from my federal job, can the Labor Department train me for a new job',
    ],
    keywords: ['vocational rehabilitation', 'retraining', 'permanent disability', 'FECA', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8105' },
    asks: [
      'I cannot work at all after my federal job injury, how much is total disability compensation',
      'federal employee totally disabled by a work injury, what percentage of my pay do I get',
    ],
    keywords: ['total disability', 'two-thirds of pay', '66 2/3 percent', 'FECA compensation', 'federal work injury'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8106' },
    asks: [
      'I went back to lighter work at lower pay after my federal work injury, do I get partial disability pay',
      'OWCP says I refused suitable work, can they stop my compensation',
    ],
    keywords: [
      'partial disability',
      'wage-earning capacity',
      'suitable work refusal',
      'loss of wages',
      'FECA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8107' },
    asks: [
      'I lost use of my hand in a federal work accident, how many weeks of compensation is it worth',
      'federal employee with permanent hearing loss or disfigurement from work, is there a schedule award',
    ],
    keywords: [
      'schedule award',
      'loss of use',
      'permanent impairment',
      'disfigurement',
      'hearing loss',
      'FECA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8110' },
    asks: [
      'I have a wife and kids, is my federal work injury compensation higher because of dependents',
      'who counts as a dependent for augmented FECA compensation',
    ],
    keywords: ['augmented compensation', 'dependents', '8 1/3 percent', 'FECA', 'spouse and children'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8111' },
    asks: [
      'after my federal work injury I need someone to care for me constantly, will OWCP pay for an attendant',
      'extra compensation for attendant care or during vocational rehabilitation under FECA',
    ],
    keywords: ['attendant allowance', 'constant care', 'vocational rehabilitation allowance', 'FECA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8116' },
    asks: [
      'can I receive FECA injury compensation and my federal retirement or military retired pay at the same time',
      'I was hurt working for the government, can I sue the agency or is workers comp my only remedy',
      'does Social Security reduce my federal workers compensation payments',
    ],
    keywords: [
      'dual benefits',
      'exclusive remedy',
      'retirement and FECA',
      'Social Security offset',
      'cannot sue the government',
      'FECA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8117' },
    asks: [
      'I missed the first three days of work after my federal job injury, do I get paid for them',
      'waiting period before federal workers compensation starts',
    ],
    keywords: ['waiting period', 'first three days', 'temporary disability', 'FECA', 'postal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8118' },
    asks: [
      'I was injured on my federal job, does my regular pay continue while I am out',
      'how long is continuation of pay after a traumatic injury at a federal agency, and can I use sick leave instead',
    ],
    keywords: [
      'continuation of pay',
      'COP',
      '45 days',
      'traumatic injury',
      'sick or annual leave',
      'federal employee',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8119' },
    asks: [
      'how and when do I report a work injury to my federal supervisor',
      'I got hurt at the post office, what must the written notice of injury say and how soon',
    ],
    keywords: ['notice of injury', '30 days', 'written notice', 'immediate superior', 'federal work injury'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8122' },
    asks: [
      'I got sick from my federal job years ago, is it too late to file a workers compensation claim',
      'deadline to file a FECA claim when I only recently learned my illness was caused by work',
    ],
    keywords: [
      'time limit for claim',
      'three years',
      'latent disability',
      'FECA claim deadline',
      'occupational disease',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8123' },
    asks: [
      'OWCP ordered me to see their doctor for my federal injury claim, do I have to go',
      'my doctor and the government doctor disagree about my work injury, who decides',
      'if I skip the required medical exam will my federal comp benefits be suspended',
    ],
    keywords: [
      'second opinion exam',
      'referee physician',
      'independent medical examination',
      'refusal to submit',
      'FECA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8124' },
    asks: [
      'OWCP denied my federal workers comp claim, how do I request a hearing and by when',
      'can I present more evidence at a hearing after OWCP rules against me',
    ],
    keywords: ['OWCP hearing', '30 days', 'appeal denial', 'oral hearing', 'FECA decision'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8127' },
    asks: [
      'can I hire a lawyer for my federal workers compensation claim, and who approves the fee',
      'my representative in my OWCP claim wants a fee, does it have to be approved',
    ],
    keywords: ['representation', 'attorney fees', 'fee approval', 'FECA claim', 'OWCP'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8128' },
    asks: [
      'can OWCP reopen and cut off my compensation years after awarding it',
      'can I take my denied federal workers comp claim to court',
      'how do I ask for reconsideration of my FECA decision',
    ],
    keywords: ['reconsideration', 'review of award', 'no judicial review', 'terminate benefits', 'FECA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8129' },
    asks: [
      'OWCP says I was overpaid and wants the money back, can I ask for a waiver',
      'I was overpaid workers comp through no fault of my own, do I have to repay it',
    ],
    keywords: ['overpayment', 'waiver', 'without fault', 'equity and good conscience', 'FECA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8130' },
    asks: [
      'can a creditor take my federal workers compensation payments',
      'I signed over my FECA claim to someone, is that assignment valid',
    ],
    keywords: ['assignment void', 'exempt from creditors', 'FECA benefits', 'garnishment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8131' },
    asks: [
      'I was hit by a private driver while working for the government, can OWCP make me sue the driver',
      'federal work injury caused by a third party, who has the right to sue them',
    ],
    keywords: ['subrogation', 'third-party liability', 'assign claim', 'FECA', 'car accident at work'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8132' },
    asks: [
      'I got a settlement from the driver who injured me on my federal job, do I have to pay back OWCP',
      'how much of my third-party recovery goes to reimburse federal workers compensation',
    ],
    keywords: ['third-party settlement', 'refund to OWCP', 'credit against future benefits', 'FECA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8133' },
    asks: [
      'my husband died from a federal job injury, how much monthly compensation do widows and children get',
      'who gets death benefits when a federal employee is killed at work, and do they stop if I remarry',
    ],
    keywords: [
      'death benefits',
      'survivors',
      'widow or widower',
      'children',
      'remarriage',
      'FECA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8134' },
    asks: [
      'does the government pay funeral costs when a federal employee dies from a work injury',
      'will they pay to transport the body home for a federal worker who died on duty',
    ],
    keywords: ['funeral expenses', 'burial', 'transportation of body', 'work-related death', 'FECA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8135' },
    asks: [
      'can I take my federal workers compensation as a lump sum instead of monthly payments',
      'I am a widow receiving FECA benefits and want to remarry, do I get a lump sum',
    ],
    keywords: ['lump-sum payment', 'commutation', 'remarriage lump sum', 'FECA', 'present value'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8143b' },
    asks: [
      'I was a federal firefighter for years and now have cancer, is it presumed to be caused by my job',
      'wildland firefighter diagnosed with an illness on the list, do I have to prove it came from work',
    ],
    keywords: [
      'firefighter presumption',
      'federal firefighter',
      'wildland firefighter',
      'occupational cancer',
      'FECA claim',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8148' },
    asks: [
      'I am in jail, will my federal workers compensation keep being paid',
      'convicted of fraud on my FECA claim, do I lose my benefits',
    ],
    keywords: ['forfeiture of benefits', 'fraud conviction', 'incarceration', 'dependents', 'FECA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8151' },
    asks: [
      'I recovered from my federal work injury, does my agency have to give me my job back',
      'does time on workers comp count toward my federal step increases and retention',
    ],
    keywords: [
      'return to federal job',
      'reemployment after injury',
      'within-grade increase',
      'civil service retention',
      'FECA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8171' },
    asks: [
      'I work for a military exchange or base club and got hurt, which workers compensation law covers me',
      'nonappropriated fund employee injured at work, am I under the Longshore Act instead of FECA',
    ],
    keywords: [
      'nonappropriated fund employee',
      'military exchange',
      'Longshore and Harbor Workers Compensation Act',
      'base employee injury',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8191' },
    asks: [
      'I am a local police officer hurt while helping arrest someone wanted for a federal crime, can I get federal benefits',
      'non-federal law enforcement officer injured preventing a federal crime, is there compensation',
    ],
    keywords: [
      'non-federal law enforcement officer',
      'local police injured',
      'federal crime',
      'officer benefits',
      'survivors',
    ],
    checkedAgainst: '119-100',
  },
  // Further sections of the same chapters
  {
    usc: { title: 29, section: '655' },
    asks: [
      'is there an OSHA standard for this hazard, and can OSHA issue an emergency temporary standard for a new danger',
      'the OSHA rule requires medical exams for workers exposed to this chemical, does my employer have to pay for them',
      'do safety standards require warning labels, protective equipment and exposure monitoring for the chemicals we use',
    ],
    keywords: [
      'OSHA standards',
      'emergency temporary standard',
      'medical exams at employer cost',
      'warning labels',
      'exposure monitoring',
      'protective equipment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '669' },
    asks: [
      'we think a chemical at our plant is making workers sick, can our union ask the government to test whether it is toxic',
      'can a workers\u2019 representative or the employer ask for a written finding on whether a substance at work is toxic',
    ],
    keywords: [
      'health hazard evaluation',
      'NIOSH',
      'toxic substances',
      'employee representative request',
      'workplace exposure',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1167' },
    asks: [
      'my baby was born while I was on COBRA, can she be added as a qualified beneficiary',
      'who counts as a qualified beneficiary for COBRA, my spouse and kids too',
    ],
    keywords: [
      'qualified beneficiary',
      'COBRA',
      'covered employee',
      'child born during COBRA',
      'spouse and dependent child',
      'group health plan',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '483' },
    asks: [
      'the union election is over and I think it was unfair, can I sue in court or only complain to the Labor Department',
      'before our union election, can I go to court to make the union follow its own bylaws on voting',
    ],
    keywords: [
      'exclusive remedy',
      'union election challenge',
      'union bylaws',
      'pre-election remedies',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '521' },
    asks: [
      'I think my union officers are breaking the labor reporting law, can the Labor Department investigate the union',
      'who investigates complaints that a union broke the federal rules on union reports, trusteeships or officer elections',
    ],
    keywords: ['Labor Department investigation', 'union records', 'OLMS', 'labor organization', 'complaint'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '4327' },
    asks: [
      'it has been years since my employer refused to rehire me after military service, is it too late to file a USERRA claim',
      'is there a deadline for filing a reemployment rights complaint with the Labor Department or in court',
    ],
    keywords: ['no time limit', 'statute of limitations', 'USERRA claim deadline', 'filing complaint', 'reemployment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3912' },
    asks: [
      'does the Servicemembers Civil Relief Act help me in my criminal case or only civil cases',
      'does the SCRA apply in state courts and administrative hearings, like a license or benefits hearing',
    ],
    keywords: [
      'SCRA applies',
      'civil and administrative proceedings',
      'not criminal cases',
      'state courts',
      'jurisdiction',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12131' },
    asks: [
      'is a public university, city bus agency or Amtrak a public entity under the disability law',
      'who is a qualified individual with a disability for state or local government programs and services',
    ],
    keywords: [
      'public entity',
      'qualified individual with a disability',
      'state and local government',
      'essential eligibility requirements',
      'ADA Title II',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12207' },
    asks: [
      'I use a wheelchair, am I allowed to use it on trails in a federal wilderness area',
      'does the government have to build ramps or paths so wheelchair users can reach wilderness areas',
    ],
    keywords: ['wilderness area', 'wheelchair use', 'Wilderness Act', 'federal lands', 'trail access'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '2003' },
    asks: [
      'there is no notice about lie detector test rights posted at my job, does the employer have to post one',
      'must employers display the polygraph protection poster where workers and applicants can see it',
    ],
    keywords: ['polygraph poster', 'Employee Polygraph Protection Act notice', 'posting requirement', 'lie detector rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '627' },
    asks: [
      'my workplace has no poster about age discrimination, does the employer have to post one',
      'do employment agencies and unions have to post the age discrimination notice',
    ],
    keywords: ['age discrimination poster', 'ADEA notice', 'posting requirement', 'EEOC notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '2106' },
    asks: [
      'my employer is too small for the WARN Act, should it still give notice before closing',
      'is an employer not covered by the plant closing law encouraged to give layoff notice anyway',
    ],
    keywords: ['small employer layoff', 'voluntary notice', 'plant closing', 'not covered by WARN', 'sense of Congress'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '652' },
    asks: [
      'I work for a state agency, is my government employer covered by federal OSHA',
      'does OSHA apply to the Postal Service or to a federal agency',
      'what counts as an occupational safety and health standard and who is an employer under OSHA',
    ],
    keywords: [
      'OSHA definitions',
      'employer under OSHA',
      'government employees excluded',
      'Postal Service',
      'safety and health standard',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '668' },
    asks: [
      'I am a federal employee and my office building is unsafe, who is responsible for my workplace safety',
      'does my federal agency have to follow OSHA standards and provide protective equipment',
    ],
    keywords: [
      'federal agency safety program',
      'federal employees',
      'protective equipment',
      'accident records',
      'workplace safety',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000ff' },
    asks: [
      'is my family medical history genetic information under the genetic discrimination law',
      'does GINA cover my relatives\u2019 genetic tests or my use of genetic counseling',
      'which employers and employees are covered by the genetic information nondiscrimination law',
    ],
    keywords: [
      'genetic information',
      'family medical history',
      'genetic test',
      'family member',
      'genetic services',
      'GINA definitions',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1002' },
    asks: [
      'is my company\u2019s severance or bonus plan an ERISA plan',
      'is the financial adviser or company running my 401(k) a fiduciary under ERISA',
      'I left the company years ago, am I still a plan participant, and who counts as a beneficiary',
    ],
    keywords: [
      'ERISA definitions',
      'employee benefit plan',
      'welfare plan',
      'pension plan',
      'fiduciary',
      'participant',
      'beneficiary',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '4303' },
    asks: [
      'I was on state active duty with the National Guard, does that count as service for my job protection',
      'my company was bought by another, is the new owner my employer for military reemployment rights',
      'what does undue hardship mean when my employer says retraining me after service is too hard',
    ],
    keywords: [
      'service in the uniformed services',
      'State active duty',
      'successor in interest',
      'employer definition',
      'undue hardship',
      'National Guard',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '4012' },
    asks: [
      'how do I prove to the court that I am on active duty for my SCRA protections',
      'my son is missing in action, does he still count as in military service for the SCRA',
    ],
    keywords: ['certificate of service', 'proof of military service', 'missing in action', 'prima facie evidence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6381' },
    asks: [
      'I am a temporary federal employee, can I take FMLA leave',
      'how much federal service do I need before I can use family and medical leave, does my military time count',
    ],
    keywords: [
      'federal FMLA eligibility',
      '12 months of service',
      'temporary employee',
      'military service credit',
      'serious health condition',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8102a' },
    asks: [
      'my husband was a civilian Defense employee killed while serving with the military overseas, is there a death gratuity',
      'death benefit for survivors of a federal civilian employee who died supporting a military contingency operation',
    ],
    keywords: [
      'death gratuity',
      'federal civilian killed overseas',
      'contingency operation',
      'survivor payment',
      'service with the Armed Forces',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8109' },
    asks: [
      'my father had a schedule award for his federal work injury but died of something else, who gets the unpaid amount',
      'order of who receives the rest of a FECA schedule award after the employee dies',
    ],
    keywords: ['unpaid schedule award', 'death before award paid', 'survivors', 'order of precedence', 'FECA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8112' },
    asks: [
      'is there a maximum or minimum monthly amount of federal workers compensation',
      'my FECA payments seem capped, what is the highest monthly rate allowed',
    ],
    keywords: ['maximum compensation', 'minimum compensation', 'monthly cap', 'GS-15', 'FECA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8114' },
    asks: [
      'how does OWCP figure my pay rate for compensation, does my overtime count',
      'I worked part-time or seasonally for the government, how is my pay computed for my injury compensation',
    ],
    keywords: ['pay rate for compensation', 'overtime excluded', 'average annual earnings', 'seasonal employee', 'FECA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8115' },
    asks: [
      'OWCP decided I can earn money in a job I do not even have, how do they set my wage-earning capacity',
      'my new lighter job pays less after my federal injury, do my actual earnings set my compensation',
    ],
    keywords: [
      'wage-earning capacity',
      'actual earnings',
      'partial disability',
      'loss of wage-earning capacity',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8121' },
    asks: [
      'how do I actually file a federal workers compensation claim, does it have to be in writing',
      'what has to be in a FECA claim form and where do I send it',
    ],
    keywords: ['file a claim', 'written claim', 'FECA claim form', 'OWCP', 'medical certificate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8140' },
    asks: [
      'I was injured at ROTC summer training, am I covered by federal workers compensation',
      'ROTC cadet hurt during flight instruction, can I get FECA benefits',
    ],
    keywords: ['ROTC injury', 'cadet training', 'flight instruction', 'FECA coverage', 'practice cruise'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8141' },
    asks: [
      'I am a Civil Air Patrol volunteer and got hurt on a mission, does federal workers compensation cover me',
      'are Civil Air Patrol cadets covered if injured',
    ],
    keywords: ['Civil Air Patrol', 'volunteer injury', 'FECA coverage', 'cadets under 18'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8142' },
    asks: [
      'I got sick while serving in the Peace Corps, can I get federal workers compensation after coming home',
      'returned Peace Corps volunteer with a service-related illness, how do I claim benefits',
    ],
    keywords: ['Peace Corps volunteer', 'service-related illness', 'FECA coverage', 'returned volunteer', 'injury abroad'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8143' },
    asks: [
      'I was injured in the Job Corps, am I covered by federal workers compensation',
      'AmeriCorps VISTA volunteer hurt during service, does FECA apply to me',
    ],
    keywords: ['Job Corps', 'VISTA volunteer', 'AmeriCorps', 'FECA coverage', 'injury during training'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8146a' },
    asks: [
      'do my federal workers compensation payments get a yearly cost of living increase',
      'when does a COLA apply to FECA disability or death benefits',
    ],
    keywords: ['cost-of-living adjustment', 'COLA', 'annual increase', 'FECA', 'March 1'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8192' },
    asks: [
      'what benefits does a local police officer injured helping with a federal arrest get from the Labor Department',
      'survivors of a non-federal officer killed preventing a federal crime, what do they receive',
    ],
    keywords: [
      'non-federal law enforcement officer benefits',
      'survivor benefits',
      'offset of other benefits',
      'officer injury',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8120' },
    asks: [
      'I was badly hurt at my federal job and my supervisor has not reported it, does the supervisor have to report the injury',
      'what must my federal supervisor send the Labor Department after a serious work injury',
    ],
    keywords: ['supervisor report of injury', 'federal work injury', 'employing agency report', 'OWCP', 'FECA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1191' },
    asks: [
      'my state requires insurers to cover more than federal law, do those state rules apply to my employer\u2019s insured health plan',
      'can state insurance law give me stronger group health protections than the federal health plan rules',
    ],
    keywords: [
      'state insurance law',
      'preemption',
      'group health insurance',
      'health insurance issuer',
      'state flexibility',
    ],
    checkedAgainst: '119-100',
  },
];
