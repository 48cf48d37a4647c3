import type { SectionCard } from './types';

/**
 * Section cards (./types.ts) for work, third pass: federal employees' hiring, pay, hours, leave,
 * conduct, retirement (CSRS, FERS, TSP), insurance and unemployment; ban-the-box for federal jobs
 * and contractors; farmworker protection; union reporting; job training; workers' compensation
 * programs; seafarers; railroad and mine workers. Each one read against the section's official text.
 */
export const work3Cards: SectionCard[] = [
  // 5 U.S.C. chapter 12: Merit Systems Protection Board and Office of Special Counsel
  {
    usc: { title: 5, section: '1204' },
    asks: [
      'the MSPB ruled for me but my federal agency will not comply with the Board’s order, how can the Board enforce it',
      'can the Merit Systems Protection Board subpoena witnesses and documents for my federal employee appeal',
    ],
    keywords: ['Merit Systems Protection Board', 'MSPB', 'enforce Board order', 'federal employee appeal', 'subpoena', 'compliance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '1212' },
    asks: [
      'federal employee reporting a prohibited personnel practice, what does the Office of Special Counsel investigate',
      'where do I disclose gross mismanagement or waste of funds at my federal agency, can the Special Counsel take it',
    ],
    keywords: ['Office of Special Counsel', 'OSC', 'prohibited personnel practice', 'whistleblower disclosure', 'federal employee', 'gross mismanagement'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. part III: civil service hiring, pay, hours
  {
    usc: { title: 5, section: '2301' },
    asks: [
      'federal hiring should be based on ability after fair and open competition, what are the merit system principles',
      'federal employees must be treated fairly without regard to politics, race, sex or age, where are the merit principles written',
    ],
    keywords: ['merit system principles', 'civil service', 'federal personnel', 'fair and open competition', 'federal employees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3304' },
    asks: [
      'I am a veteran with 3 years on active duty, can a federal agency refuse to let me compete for a merit promotion job',
      'how does a federal agency examine applicants for a competitive service job, can subject matter experts assess me',
    ],
    keywords: ['competitive service examination', 'federal hiring', 'VEOA', 'veterans merit promotion', 'subject matter expert assessment', 'direct hire'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3313' },
    asks: [
      'in what order are federal job applicants listed, do disabled veterans go ahead of others on the register',
      'I am a 10 percent disabled veteran who qualified in a federal exam, where do I rank on the list of eligibles',
    ],
    keywords: ['register of eligibles', 'veterans preference', 'disabled veteran', 'federal hiring order', 'competitive service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3316' },
    asks: [
      'I am a veteran who resigned from a federal job years ago, can an agency reinstate me without competing again',
      'veterans preference eligible who was furloughed or dismissed from a federal job, can I be reappointed',
    ],
    keywords: ['reinstatement', 'preference eligible', 'former federal employee', 'veterans preference', 'reappointment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3330' },
    asks: [
      'where does the government list all open federal job vacancies that accept applications from the public',
      'does OPM have to publish a government-wide list of federal job announcements with pay and how to apply',
    ],
    keywords: ['federal job vacancies', 'USAJOBS', 'vacancy announcements', 'Office of Personnel Management', 'federal jobs list'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3504' },
    asks: [
      'federal agency says I fail the physical requirements for the job but I am a 30 percent disabled veteran, can I respond',
      'can a federal job deny a veteran over age, height or weight rules that are not essential to the duties',
    ],
    keywords: ['preference eligible', 'physical qualifications waiver', 'disabled veteran', 'age height weight requirements', 'federal job'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5303' },
    asks: [
      'how is the annual federal employee pay raise calculated each January, what index is it based on',
      'can the President give federal workers a smaller pay raise than the formula because of economic conditions',
    ],
    keywords: ['federal pay raise', 'annual pay adjustment', 'General Schedule', 'Employment Cost Index', 'alternative pay plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5544' },
    asks: [
      'I am a federal wage grade worker, do I get overtime for working over 8 hours a day or 40 hours a week',
      'federal blue collar prevailing rate employee working Sunday or night shift, what premium pay am I owed',
    ],
    keywords: ['wage grade overtime', 'prevailing rate employee', 'Sunday premium pay', 'federal blue collar', 'night differential', 'standby time'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6101' },
    asks: [
      'my federal agency keeps changing my shift without notice, must work schedules be set at least a week in advance',
      'what is the basic 40-hour workweek for federal employees, must the two days off be consecutive',
    ],
    keywords: ['40-hour workweek', 'federal work schedule', 'tour of duty', 'advance scheduling', 'federal employee hours'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6104' },
    asks: [
      'I am an hourly federal employee and the agency closed for a holiday, do I still get paid for that day',
      'federal offices closed by executive order and I am paid by the day or piece, am I paid as if I worked',
    ],
    keywords: ['holiday pay', 'hourly federal employee', 'agency closure', 'executive order closing', 'piece-work'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6122' },
    asks: [
      'can my federal agency let me pick my own arrival and departure times on a flexible work schedule',
      'federal flextime program, can the agency restrict my credit hours if it disrupts the office',
    ],
    keywords: ['flexible work schedule', 'flextime', 'federal employees', 'core hours', 'credit hours'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6126' },
    asks: [
      'how many credit hours can a federal employee on a flexible schedule carry over from pay period to pay period',
      'I am leaving my federal job with unused credit hours, will I be paid for them',
    ],
    keywords: ['credit hours', 'flexible schedule', '24 hours carryover', 'federal employee', 'payment for credit hours'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6127' },
    asks: [
      'my federal office is moving to a 4-day compressed workweek but it is a hardship for me, can I be excused',
      'can federal employees without a union vote on whether to join a compressed work schedule',
    ],
    keywords: ['compressed work schedule', '4-day workweek', 'personal hardship exception', 'federal employees', 'vote'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6132' },
    asks: [
      'my supervisor is pressuring me not to use flextime or credit hours, is it illegal to coerce a federal employee',
      'threatened with losing a promotion if I vote against the compressed schedule, is that prohibited',
    ],
    keywords: ['coercion prohibited', 'flexible schedule rights', 'compressed schedule vote', 'federal employee', 'reprisal'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapter 63: leave transfer, leave banks, emergency leave
  {
    usc: { title: 5, section: '6336' },
    asks: [
      'I donated annual leave to a coworker with a medical emergency, do I get back the leave they did not use',
      'federal leave transfer ended when the medical emergency was over, what happens to the donated leave left over',
    ],
    keywords: ['leave transfer program', 'donated annual leave', 'restoration of leave', 'leave donor', 'medical emergency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6337' },
    asks: [
      'while I am using donated leave for a medical emergency, do I still earn annual and sick leave as a federal employee',
      'federal employee on transferred leave status, how much new leave can I accrue during the emergency',
    ],
    keywords: ['transferred leave status', 'leave accrual', 'donated leave', 'federal employee', 'medical emergency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6365' },
    asks: [
      'how much annual leave can I contribute to my federal agency’s leave bank in one year',
      'can I give my annual leave to the leave bank and name the coworker I want it to help',
    ],
    keywords: ['leave bank', 'contribute annual leave', 'federal employees', 'Leave Bank Board', 'leave contributor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6367' },
    asks: [
      'I have a serious medical emergency, how do I apply to receive leave from my federal agency’s leave bank',
      'the leave bank board wants doctor certifications from two sources, do I have to pay for both',
    ],
    keywords: ['leave bank', 'leave recipient application', 'medical emergency', 'physician certification', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6370' },
    asks: [
      'my boss is pressuring me to donate my annual leave to the leave bank, is that coercion allowed',
      'threatened with reprisal for using leave bank leave at my federal job, is that prohibited',
    ],
    keywords: ['coercion prohibited', 'leave bank', 'donated leave', 'federal employee', 'reprisal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6391' },
    asks: [
      'federal employees hit by a hurricane or declared disaster, can coworkers in other agencies donate leave to us',
      'emergency leave transfer program after a major disaster, do I have to use up my own leave first',
    ],
    keywords: ['emergency leave transfer', 'major disaster', 'donated annual leave', 'federal employees', 'OPM'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6502' },
    asks: [
      'am I eligible to telework at my federal agency, does the agency have to tell employees who can telework',
      'federal employee wants a telework agreement, what must the written agreement cover and who is barred from it',
    ],
    keywords: ['telework', 'federal employees', 'telework agreement', 'telework eligibility', 'remote work'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapter 71: federal labor-management relations
  {
    usc: { title: 5, section: '7117' },
    asks: [
      'federal agency refuses to bargain with our union saying an agency regulation covers the subject, is that allowed',
      'what is the compelling need test for agency rules in federal union negotiations',
    ],
    keywords: ['duty to bargain', 'federal union', 'compelling need', 'FLRA', 'collective bargaining', 'negotiability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7120' },
    asks: [
      'must a federal employee union hold fair elections and give members fair process in discipline',
      'federal union officers with conflicts of interest or corrupt influence, what standards of conduct apply',
    ],
    keywords: ['union standards of conduct', 'federal employee union', 'union democracy', 'union elections', 'corrupt influence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7123' },
    asks: [
      'how long do I have to appeal a Federal Labor Relations Authority decision to a court of appeals',
      'can the FLRA go to court to enforce its unfair labor practice order against a federal agency',
    ],
    keywords: ['FLRA judicial review', '60 days', 'court of appeals', 'unfair labor practice order', 'federal union'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapters 72-73: antidiscrimination, conduct, political activity
  {
    usc: { title: 5, section: '7202' },
    asks: [
      'federal agency treating me differently because I am single or married, is marital status discrimination barred',
      'as a female federal employee do my husband and children get the same benefits a male employee’s family gets',
    ],
    keywords: ['marital status discrimination', 'federal employee benefits', 'spouse benefits', 'sex equality', 'federal employment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7203' },
    asks: [
      'can a federal agency refuse to hire me because of my disability if I can do the job efficiently',
      'handicapping condition discrimination in federal agencies, what rule protects applicants with disabilities',
    ],
    keywords: ['disability discrimination', 'handicapping condition', 'federal employment', 'competitive service', 'Rehabilitation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7204' },
    asks: [
      'was my federal job classified lower because of my race or sex, is discrimination barred in classification and pay',
      'federal pay or performance award decisions made on the basis of creed or marital status, does the law forbid it',
    ],
    keywords: ['classification discrimination', 'federal pay', 'race color creed sex', 'General Schedule classification', 'marital status'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7311' },
    asks: [
      'can federal employees go on strike, what happens if I join a strike against the government',
      'is it illegal for a federal worker to belong to a union that asserts the right to strike',
    ],
    keywords: ['federal employee strike', 'strike ban', 'loyalty', 'federal workers', 'right to strike'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7321' },
    asks: [
      'as a federal employee am I allowed to take part in politics and vote without fear of reprisal',
      'Hatch Act policy, are federal workers encouraged to participate in the political process',
    ],
    keywords: ['Hatch Act', 'political participation', 'federal employees', 'political activity', 'reprisal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7325' },
    asks: [
      'I am a federal employee living in a Maryland or Virginia suburb of DC, can I run in a local partisan election',
      'Hatch Act exception for federal workers in towns where most voters work for the government',
    ],
    keywords: ['Hatch Act exception', 'local partisan election', 'federal employees', 'Washington DC suburbs', 'political campaigns'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7342' },
    asks: [
      'a foreign government gave me a gift while I work for the U.S. government, can I keep it or must I report it',
      'federal employee or military member offered a foreign decoration or gift of more than minimal value, what are the rules',
    ],
    keywords: ['foreign gifts', 'minimal value', 'foreign decoration', 'federal employee ethics', 'emoluments', 'gift disclosure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7361' },
    asks: [
      'does my federal agency have to offer drug abuse treatment and rehabilitation programs for employees',
      'are records of a federal employee’s drug treatment program kept confidential',
    ],
    keywords: ['employee assistance program', 'drug abuse treatment', 'federal employees', 'confidentiality of records', 'rehabilitation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7371' },
    asks: [
      'I am a federal law enforcement officer convicted of a felony, will I be removed even though I am appealing',
      'federal agent’s felony conviction was overturned on appeal, do I get my job back with back pay',
    ],
    keywords: ['law enforcement officer', 'felony conviction', 'mandatory removal', 'back pay', 'federal employee'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapter 75: adverse actions
  {
    usc: { title: 5, section: '7502' },
    asks: [
      'my federal agency suspended me for 10 days without pay, what procedures apply to a short suspension',
      'federal employee suspended for 14 days or less, which rules cover that kind of discipline',
    ],
    keywords: ['suspension 14 days or less', 'federal employee discipline', 'adverse action', 'short suspension', 'chapter 75'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7521' },
    asks: [
      'can a federal agency fire or suspend an administrative law judge without the MSPB finding good cause',
      'agency wants to reduce the pay of its administrative law judge, does the Merit Systems Protection Board decide',
    ],
    keywords: ['administrative law judge', 'good cause', 'Merit Systems Protection Board', 'removal', 'ALJ independence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7542' },
    asks: [
      'I am a Senior Executive Service member removed from federal employment, what protections apply to my removal',
      'SES executive suspended for more than 14 days, can I appeal this adverse action',
    ],
    keywords: ['Senior Executive Service', 'SES removal', 'suspension more than 14 days', 'adverse action', 'federal executive'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7904' },
    asks: [
      'must every federal agency run an employee assistance program for drug and alcohol abuse',
      'I am a federal worker struggling with alcohol, does my agency have to offer treatment and rehabilitation',
    ],
    keywords: ['employee assistance program', 'alcohol abuse', 'drug abuse', 'federal employees', 'treatment and rehabilitation'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapter 81: Federal Employees’ Compensation Act
  {
    usc: { title: 5, section: '8108' },
    asks: [
      'I injured the same hand twice at my federal job, will my schedule award be cut for the earlier injury',
      'FECA schedule award for a second injury to the same body part, is it reduced to avoid double payment',
    ],
    keywords: ['schedule award', 'FECA', 'subsequent injury', 'same member', 'duplicate compensation', 'federal workers compensation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8113' },
    asks: [
      'I refused vocational rehabilitation after my federal work injury, can the Labor Department reduce my compensation',
      'injured at a federal job as a young trainee, can my workers comp be recomputed for the pay I would have earned',
    ],
    keywords: ['FECA', 'vocational rehabilitation refusal', 'wage-earning capacity', 'compensation reduced', 'minor or learner'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8137' },
    asks: [
      'I am a local national employee of a U.S. agency abroad injured at work, is my compensation set by local rates',
      'workers compensation for non-citizen employees of the U.S. government working overseas',
    ],
    keywords: ['FECA', 'noncitizen employees abroad', 'local national', 'workers compensation', 'overseas injury'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8173' },
    asks: [
      'I was hurt working at a military exchange or base club, can I sue the nonappropriated fund employer or only get comp',
      'nonappropriated fund employee injured on the job, is longshore-type compensation my only remedy',
    ],
    keywords: ['nonappropriated fund employee', 'exclusive remedy', 'Longshore Act', 'military exchange', 'workers compensation'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapter 83: retirement (forfeiture, CSRS)
  {
    usc: { title: 5, section: '8312' },
    asks: [
      'a former federal employee was convicted of espionage or treason, does he lose his federal pension',
      'which criminal convictions cause a federal employee or military retiree to forfeit the annuity',
    ],
    keywords: ['pension forfeiture', 'Hiss Act', 'espionage conviction', 'federal annuity', 'retired pay denied', 'treason'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8315' },
    asks: [
      'can I lose my federal retirement annuity for lying on my employment application about a conviction',
      'false statement on a federal job application concealing past convictions, does it forfeit the pension',
    ],
    keywords: ['falsified employment application', 'annuity forfeiture', 'federal retirement', 'false statement', 'concealment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8316' },
    asks: [
      'my federal pension was denied because of a conviction, do I at least get back my retirement contributions',
      'forfeited federal annuity after a conviction for a listed offense, who gets the refund of contributions if the employee died',
    ],
    keywords: ['refund of contributions', 'annuity denied', 'federal retirement', 'forfeiture', 'beneficiary refund'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8318' },
    asks: [
      'I lost my federal pension after a conviction but was pardoned by the President, is my annuity restored',
      'can the President restore a federal retirement annuity denied for lying on an employment application',
    ],
    keywords: ['presidential pardon', 'annuity restored', 'federal retirement', 'retired pay', 'forfeiture'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8333' },
    asks: [
      'how many years of federal work do I need before I can get a civil service retirement annuity',
      'CSRS employee leaving my federal job, must I have worked 1 of the last 2 years to qualify for an annuity',
    ],
    keywords: ['CSRS eligibility', '5 years civilian service', 'civil service annuity', 'federal retirement', 'refund of deductions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8336a' },
    asks: [
      'can I work part time for my federal agency while drawing a partial retirement annuity, phased retirement',
      'how does federal phased retirement work and how is my full annuity computed later',
    ],
    keywords: ['phased retirement', 'federal employees', 'part-time work', 'partial annuity', 'composite annuity', 'mentoring'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8343' },
    asks: [
      'can a CSRS federal employee make voluntary contributions to buy an additional annuity at retirement',
      'how much extra annuity do I get for each 100 dollars of voluntary contributions under the civil service retirement system',
    ],
    keywords: ['voluntary contributions', 'additional annuity', 'CSRS', 'federal retirement', '10 percent of basic pay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8351' },
    asks: [
      'I am covered by CSRS, can I contribute to the Thrift Savings Plan and how much',
      'CSRS employee TSP contributions, do I get agency matching like FERS employees',
    ],
    keywords: ['Thrift Savings Plan', 'TSP', 'CSRS employees', 'catch-up contributions', 'federal retirement savings'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapter 84: Federal Employees’ Retirement System and Thrift Savings Plan
  {
    usc: { title: 5, section: '8402' },
    asks: [
      'am I covered by FERS or excluded, I was hired by the federal government after 1983',
      'which federal employees are excluded from the Federal Employees Retirement System',
    ],
    keywords: ['Federal Employees Retirement System', 'FERS coverage', 'exclusions', 'CSRS', 'federal retirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8403' },
    asks: [
      'do I get Social Security on top of my FERS federal pension or does one replace the other',
      'as a FERS employee will my federal annuity be paid in addition to Social Security retirement benefits',
    ],
    keywords: ['FERS', 'Social Security', 'federal retirement', 'benefits in addition', 'three-tier retirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8410' },
    asks: [
      'how many years must I work for the federal government to be vested in a FERS annuity',
      'I left my federal job after 4 years, am I eligible for any FERS pension',
    ],
    keywords: ['FERS vesting', '5 years of civilian work', 'annuity eligibility', 'federal retirement', 'FERS'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8417' },
    asks: [
      'my ex-wife gets a survivor annuity from my FERS pension under our divorce decree, will my annuity be reduced',
      'I divorced after retiring from my federal job, how long do I have to elect a survivor annuity for my former spouse',
    ],
    keywords: ['former spouse survivor annuity', 'FERS', 'divorce', 'annuity reduction', '2 years after divorce'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8418' },
    asks: [
      'I elected a survivor annuity for my new spouse after retiring from FERS, do I have to pay a deposit with interest',
      'electing a former spouse or new spouse survivor annuity after FERS retirement, how is the deposit paid by annuity reduction',
    ],
    keywords: ['survivor election deposit', 'FERS', 'post-retirement marriage', 'annuity reduction', '6 percent interest'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8420a' },
    asks: [
      'I have a terminal illness and am retiring from the government, can I take my FERS contributions as a lump sum plus an annuity',
      'FERS retiree with a critical medical condition, what alternative annuity options pay back my contributions up front',
    ],
    keywords: ['alternative form of annuity', 'life-threatening affliction', 'lump-sum credit', 'FERS', 'terminal illness'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8432a' },
    asks: [
      'my agency made a payroll error and did not put my TSP contributions in on time, does it owe me the lost earnings',
      'federal employing agency error in my TSP account, can it be made to pay the Thrift Savings Fund what I lost',
    ],
    keywords: ['Thrift Savings Plan', 'lost earnings', 'agency error', 'TSP contributions', 'payroll mistake'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8432d' },
    asks: [
      'can I make Roth contributions to my Thrift Savings Plan as a federal employee or military member',
      'TSP Roth option, who can elect designated Roth contributions to the Thrift Savings Plan',
    ],
    keywords: ['Roth TSP', 'Thrift Savings Plan', 'designated Roth contributions', 'federal employees', 'after-tax'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8434' },
    asks: [
      'what ways can I take my Thrift Savings Plan money when I leave my federal job, annuity or installments',
      'can I buy a joint life annuity with my spouse from my TSP account that keeps paying the survivor',
    ],
    keywords: ['TSP withdrawal', 'TSP annuity', 'joint and survivor annuity', 'Thrift Savings Plan', 'installment payments'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8438' },
    asks: [
      'what investment funds does the Thrift Savings Plan offer, G fund, C fund, I fund',
      'where is my TSP money invested if I never pick a fund, what is the default lifecycle fund',
    ],
    keywords: ['TSP funds', 'G Fund', 'C Fund', 'lifecycle fund', 'Thrift Savings Fund investment', 'default investment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8440e' },
    asks: [
      'I am in the military, can I contribute part of my basic pay to the Thrift Savings Plan',
      'military member starting TSP contributions, when can I make my election and what rules apply',
    ],
    keywords: ['military TSP', 'uniformed services', 'Thrift Savings Plan', 'military TSP election', 'military members'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8444' },
    asks: [
      'I named a relative with an insurable interest as survivor on my FERS annuity, how much will they get',
      'when does the survivor annuity for my insurable interest beneficiary under FERS start and end',
    ],
    keywords: ['insurable interest annuity', 'FERS survivor', '55 percent', 'named survivor', 'federal retirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8464' },
    asks: [
      'when does my FERS annuity start after I retire, the day after separation or the first of the next month',
      'when does a FERS disability or deferred annuity begin and when does it end after death',
    ],
    keywords: ['annuity commencement date', 'FERS', 'retirement start', 'federal retirement', 'separation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8465' },
    asks: [
      'can I waive part of my FERS annuity or make allotments from it to pay for things',
      'retired federal employee, can I decline my FERS annuity in writing and later revoke the waiver',
    ],
    keywords: ['annuity waiver', 'allotment', 'assignment', 'FERS annuity', 'federal retirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8477' },
    asks: [
      'the people managing the Thrift Savings Fund breached their fiduciary duty, can a participant sue',
      'TSP fiduciaries must act solely in participants’ interest, what are the prohibited transactions and penalties',
    ],
    keywords: ['TSP fiduciary', 'Thrift Savings Fund', 'breach of fiduciary duty', 'prohibited transactions', 'civil action'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapter 85: unemployment compensation for federal employees (UCFE)
  {
    usc: { title: 5, section: '8503' },
    asks: [
      'I lost my federal job, can I get unemployment benefits based on my federal wages and work history',
      'my UCFE unemployment claim as a former federal employee was denied, can I get a hearing',
    ],
    keywords: ['UCFE', 'unemployment compensation federal employees', 'former federal employee', 'unemployment benefits', 'fair hearing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8504' },
    asks: [
      'which state handles my unemployment claim after leaving a federal job, my last duty station or where I live',
      'I was stationed overseas with a federal agency and now I am unemployed, which state do I file in',
    ],
    keywords: ['UCFE', 'last official station', 'federal wages assigned', 'unemployment claim state', 'former federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8507' },
    asks: [
      'I was overpaid federal employee unemployment benefits because of a false statement, must I repay it',
      'can the state deduct an unemployment overpayment caused by misrepresentation from my future UCFE benefits',
    ],
    keywords: ['unemployment overpayment', 'false statement', 'UCFE', 'repayment', 'misrepresentation', 'fair hearing'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapters 87-90: life, health, dental, vision and long-term care insurance
  {
    usc: { title: 5, section: '8707' },
    asks: [
      'how much is withheld from my federal paycheck or annuity for FEGLI life insurance, does it stop at 65',
      'retired federal employee keeping basic life insurance, do premiums come out of my annuity',
    ],
    keywords: ['FEGLI premiums', 'life insurance withholding', 'federal employees group life insurance', 'annuitant', 'age 65'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8903' },
    asks: [
      'what kinds of health plans can federal employees choose under FEHB, the government-wide plan, HMO, employee organization plans',
      'can a federal employee enroll in an HMO or comprehensive medical plan instead of the government-wide plan under FEHB',
    ],
    keywords: ['FEHB plans', 'Federal Employees Health Benefits', 'Service Benefit Plan', 'employee organization plan', 'health plan choices'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8904' },
    asks: [
      'what benefits must a federal employee health benefits plan cover, hospital, surgical, obstetrical, catastrophic care',
      'does the federal employees indemnity health plan cover prescription drugs, medical supplies and prosthetic devices',
    ],
    keywords: ['FEHB benefits', 'federal employee health plan', 'covered care', 'catastrophic coverage', 'hospital surgical benefits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8907' },
    asks: [
      'must my federal health plan give me a brochure listing its benefits, limits and exclusions',
      'how do I compare Federal Employees Health Benefits plans before enrolling, must OPM give me plan information',
    ],
    keywords: ['FEHB plan brochure', 'benefit information', 'exclusions and limitations', 'OPM', 'informed choice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8952' },
    asks: [
      'can federal employees and retirees buy supplemental dental insurance through OPM, FEDVIP',
      'as a federal retiree can I get dental coverage to supplement my FEHB health plan',
    ],
    keywords: ['FEDVIP dental', 'federal employees dental insurance', 'supplemental dental', 'OPM', 'annuitants'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8954' },
    asks: [
      'what does the federal employees dental plan cover, orthodontics, periodontics, and who pays first with FEHB',
      'does the federal supplemental dental program have to cover underserved areas and emergency dental care',
    ],
    keywords: ['FEDVIP dental benefits', 'orthodontics', 'first payor', 'federal dental plan', 'covered care'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8956' },
    asks: [
      'can I enroll in FEDVIP dental for self plus one or family, and when can I change or cancel my plan',
      'my spouse and I both work for the government, can both of us enroll in FEDVIP family dental coverage',
    ],
    keywords: ['FEDVIP enrollment', 'self plus one', 'dental plan election', 'open season', 'federal employees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8961' },
    asks: [
      'my federal dental insurance claim was denied after the OPM review, can I sue in federal court',
      'dispute with a FEDVIP dental or vision carrier over benefits, which courts hear the claim against the United States',
    ],
    keywords: ['FEDVIP dispute', 'jurisdiction', 'Court of Federal Claims', 'district court', 'exhaust administrative remedies'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8982' },
    asks: [
      'is there supplemental vision insurance for federal employees and retirees, FEDVIP vision plans',
      'federal employee wanting more vision coverage than FEHB gives, how do I enroll in the OPM vision program',
    ],
    keywords: ['FEDVIP vision', 'federal employees vision insurance', 'OPM', 'supplemental vision', 'FEHB supplement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8984' },
    asks: [
      'what benefit types may a FEDVIP vision plan for federal employees and retirees include',
      'if I have vision coverage under both FEHB and FEDVIP, which plan pays first',
    ],
    keywords: ['FEDVIP vision benefits', 'federal employee vision plan', 'OPM minimum standards', 'first payor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '9002' },
    asks: [
      'can federal employees, retirees and their relatives buy long-term care insurance through OPM',
      'can my parents or adult children buy federal long-term care insurance because I am a federal employee',
    ],
    keywords: ['Federal Long Term Care Insurance Program', 'long-term care insurance', 'federal employees', 'qualified relative', 'OPM'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapter 92: Fair Chance to Compete for Jobs (ban the box)
  {
    usc: { title: 5, section: '9202' },
    asks: [
      'the federal job application asks about my criminal record before any offer, is that allowed under ban the box',
      'can a federal agency ask about my arrests or convictions before making a conditional job offer',
    ],
    keywords: ['Fair Chance Act', 'ban the box', 'criminal history', 'conditional offer', 'federal hiring', 'job applicant'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '9203' },
    asks: [
      'a federal hiring official asked about my criminal record before an offer, how do I file a complaint with OPM',
      'where is OPM’s procedure for complaints about federal agencies asking about criminal history too early in hiring',
    ],
    keywords: ['Fair Chance Act complaint', 'ban the box', 'OPM complaint procedure', 'criminal history inquiry', 'federal applicant'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '9204' },
    asks: [
      'what happens to a federal employee who keeps asking applicants about criminal history before a job offer',
      'can a federal hiring manager be suspended or fined for repeatedly asking job applicants about criminal records',
    ],
    keywords: ['Fair Chance Act penalties', 'written warning', 'suspension', 'civil penalty', 'ban the box violation'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapter 131: ethics in government (financial disclosure, outside earned income)
  {
    usc: { title: 5, section: '13103' },
    asks: [
      'I was just appointed to a senior federal position, when must I file my public financial disclosure report',
      'nominee for a Senate-confirmed federal post, how soon must I file a financial disclosure report',
    ],
    keywords: ['financial disclosure report', 'Ethics in Government Act', 'OGE Form 278', 'senior federal officials', 'filing deadline'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '13106' },
    asks: [
      'what is the penalty for a federal official who lies on or fails to file a financial disclosure report',
      'can the Attorney General sue a federal employee who knowingly falsifies a financial disclosure form',
    ],
    keywords: ['false financial disclosure', 'failure to file', 'civil penalty $50,000', 'Ethics in Government Act', 'federal official'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '13143' },
    asks: [
      'as a political appointee above GS-15, is there a cap on how much outside earned income I can make',
      'does the outside earned income cap apply to a Member of Congress or senior noncareer official earning speaking fees',
    ],
    keywords: ['outside earned income limit', 'noncareer employee', 'political appointee', 'Member of Congress', '15 percent'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '13144' },
    asks: [
      'can a senior noncareer federal official be paid to practice law or serve on a company board on the side',
      'political appointee wants to teach or do outside work for pay, what outside employment is banned',
    ],
    keywords: ['outside employment limits', 'fiduciary profession', 'board service for pay', 'noncareer official', 'ethics'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '13145' },
    asks: [
      'what penalty does a senior official face for taking prohibited outside income, and can I rely on an ethics advisory opinion',
      'fine for a senior federal official paid for prohibited outside employment, how much can the court assess',
    ],
    keywords: ['civil penalty', 'outside income violation', 'advisory opinion', 'Attorney General', 'ethics rules'],
    checkedAgainst: '119-100',
  },
  // 41 U.S.C. § 4714: Fair Chance Act for federal contractors
  {
    usc: { title: 41, section: '4714' },
    asks: [
      'I applied for a job with a federal contractor and they asked about my criminal record before an offer, is that allowed',
      'do federal contractors have to follow ban the box rules for job applicants',
    ],
    keywords: ['Fair Chance Act', 'federal contractor', 'ban the box', 'criminal history inquiry', 'conditional offer', 'job applicant'],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 20: Migrant and Seasonal Agricultural Worker Protection Act
  {
    usc: { title: 29, section: '1812' },
    asks: [
      'how does a farm labor contractor get a certificate of registration from the Labor Department',
      'must a farm labor contractor list the vehicles and housing it uses for migrant workers when registering',
    ],
    keywords: ['farm labor contractor registration', 'certificate of registration', 'MSPA', 'migrant workers', 'vehicles and housing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1813' },
    asks: [
      'can the Labor Department revoke a farm labor contractor’s registration for violating worker protections or unpaid judgments',
      'farm labor contractor lied on the registration application, can the Secretary refuse to issue or renew the certificate',
    ],
    keywords: ['farm labor contractor', 'registration revoked', 'suspension', 'MSPA violations', 'unpaid judgment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1843' },
    asks: [
      'the farm labor contractor never showed us the written terms of our farm work, must he have them at the job site',
      'farm labor contractor did not give migrant workers a written statement of wages and working conditions, is that required',
    ],
    keywords: ['written statement of employment conditions', 'farm labor contractor', 'MSPA', 'farmworkers', 'disclosure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1844' },
    asks: [
      'farm labor contractor broke its written agreement with the grower about worker protections, is that a violation',
      'labor contractor breaks its contract with the grower on worker housing or transport, does the farmworker law cover it',
    ],
    keywords: ['farm labor contractor', 'written agreement', 'worker protection', 'agricultural employer', 'MSPA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1853' },
    asks: [
      'what fines can the Labor Department impose on a grower or farm labor contractor for migrant worker violations',
      'I was assessed a civil money penalty under the farmworker protection law, how do I request a hearing',
    ],
    keywords: ['civil money penalty', 'MSPA', 'farm labor contractor', 'agency hearing', '30 days', 'migrant workers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1856' },
    asks: [
      'the grower made us farmworkers sign papers giving up our rights under the migrant worker law, is that valid',
      'farmworker signed an agreement waiving wage protections under the migrant worker protection act, is it void',
    ],
    keywords: ['waiver of rights void', 'farmworkers', 'MSPA', 'migrant and seasonal workers', 'public policy'],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 11: Labor-Management Reporting and Disclosure Act
  {
    usc: { title: 29, section: '439' },
    asks: [
      'union officer filed a false financial report or destroyed union records, is that a federal crime',
      'union official willfully violated the labor reporting law, what fine or prison term applies',
    ],
    keywords: ['union reports', 'false statement', 'destroying union records', 'LMRDA', 'criminal penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '440' },
    asks: [
      'my union has not filed its required financial reports with the Labor Department, can the Secretary sue to enforce',
      'can the Secretary of Labor get an injunction against a union or employer violating LMRDA reporting requirements',
    ],
    keywords: ['LMRDA reporting', 'union financial reports', 'Secretary of Labor', 'civil action', 'injunction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '415' },
    asks: [
      'does my union have to tell members about their rights under the federal labor union law',
      'union never told me about the Labor-Management Reporting and Disclosure Act, must it inform members',
    ],
    keywords: ['union members rights', 'LMRDA', 'inform members', 'labor organization', 'bill of rights'],
    checkedAgainst: '119-100',
  },
  // Interference with labor agencies, OSHA, FMLA records
  {
    usc: { title: 29, section: '162' },
    asks: [
      'is it a crime to obstruct or interfere with a National Labor Relations Board agent investigating my employer',
      'what is the penalty for willfully impeding a labor board agent performing NLRB duties',
    ],
    keywords: ['interfering with NLRB', 'obstruction', 'National Labor Relations Board', 'criminal penalty', 'labor investigation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '671a' },
    asks: [
      'my husband brings home toxic dust like asbestos or lead on his work clothes, is there a law on home contamination',
      'workers carrying hazardous chemicals home on their clothing and exposing family, what does federal law require',
    ],
    keywords: ['Workers Family Protection Act', 'take-home contamination', 'hazardous substances on clothing', 'NIOSH', 'workers families'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '2616' },
    asks: [
      'does my employer have to keep records showing it complied with the Family and Medical Leave Act',
      'can the Labor Department subpoena an employer’s records in an FMLA investigation',
    ],
    keywords: ['FMLA records', 'investigative authority', 'Secretary of Labor', 'subpoena', 'recordkeeping'],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 32: Workforce Innovation and Opportunity Act, Job Corps, apprenticeship
  {
    usc: { title: 29, section: '3194' },
    asks: [
      'am I old enough and low-income enough to join Job Corps, I am 19 and dropped out of high school',
      'who is eligible for Job Corps, can a 23 year old or a youth leaving foster care enroll',
    ],
    keywords: ['Job Corps eligibility', 'age 16 to 24', 'low-income youth', 'school dropout', 'foster care youth', 'job training'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '3195' },
    asks: [
      'does Job Corps drug test new students after they enroll, and how are applicants screened and assigned to centers',
      'how does Job Corps recruit and screen applicants and decide which center I go to',
    ],
    keywords: ['Job Corps screening', 'drug testing', 'enrollee selection', 'center assignment', 'recruitment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '3196' },
    asks: [
      'how long can I stay enrolled in Job Corps, can I get an extra year for advanced training',
      'Job Corps enrollment limit is 2 years, when can a student with a disability stay longer',
    ],
    keywords: ['Job Corps enrollment period', '2 years', 'advanced career training', 'extension', 'Selective Service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '3202' },
    asks: [
      'my son was kicked out of Job Corps for a rule violation, what conduct rules and zero tolerance policy apply',
      'Job Corps center says violence or drugs means automatic dismissal, is that in the law',
    ],
    keywords: ['Job Corps discipline', 'zero tolerance', 'dismissal', 'standards of conduct', 'drug use', 'appeal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '3222' },
    asks: [
      'are there federal job training and support programs for migrant and seasonal farmworkers and their families',
      'migrant farmworker family needing job training, housing help or English classes through a federal grant program',
    ],
    keywords: ['National Farmworker Jobs Program', 'migrant farmworkers', 'seasonal farmworkers', 'job training grants', 'WIOA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '3225' },
    asks: [
      'our town lost a big employer after a disaster, can the Labor Department fund retraining for laid-off workers',
      'national dislocated worker grant for workers who lost jobs in a mass layoff or emergency',
    ],
    keywords: ['national dislocated worker grant', 'mass layoff', 'disaster employment', 'retraining', 'WIOA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '3226' },
    asks: [
      'is there a program for young dropouts to earn a GED while learning construction by building affordable housing',
      'who can join YouthBuild, young people who left high school and want job skills and community work',
    ],
    keywords: ['YouthBuild', 'disadvantaged youth', 'construction skills', 'affordable housing', 'GED', 'job training'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '3248' },
    asks: [
      'I was turned away from a workforce job training program because of my disability or religion, is that illegal',
      'can a WIOA-funded program discriminate against participants based on race, sex, age, or citizenship',
    ],
    keywords: ['WIOA nondiscrimination', 'job training program discrimination', 'participants', 'disability', 'civil rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '3151' },
    asks: [
      'what is an American Job Center or one-stop career center and which programs must be available there',
      'where do I go for federal job search help, unemployment help and training in my area, the one-stop system',
    ],
    keywords: ['one-stop center', 'American Job Center', 'WIOA', 'career help', 'one-stop partners'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '3174' },
    asks: [
      'I was laid off, can the workforce center pay for my training through an individual training account',
      'what career help and rapid response do dislocated workers get under WIOA after a layoff',
    ],
    keywords: ['individual training account', 'dislocated worker', 'rapid response', 'career help', 'WIOA training', 'adult worker'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '3152' },
    asks: [
      'which schools and training providers are approved to use WIOA training money, is there an eligible provider list',
      'how does a training program or apprenticeship get on the state eligible training provider list for WIOA funds',
    ],
    keywords: ['eligible training provider list', 'WIOA', 'training programs', 'registered apprenticeship', 'performance information'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '50' },
    asks: [
      'what is the National Apprenticeship Act and who sets standards to protect apprentices',
      'how do registered apprenticeship programs work with the Labor Department and employers',
    ],
    keywords: ['National Apprenticeship Act', 'registered apprenticeship', 'apprentice labor standards', 'Secretary of Labor', 'apprenticeship program'],
    checkedAgainst: '119-100',
  },
  // 30 U.S.C. chapter 22: Federal Mine Safety and Health Act
  {
    usc: { title: 30, section: '816' },
    asks: [
      'how do I appeal a Mine Safety and Health Review Commission decision to a federal court of appeals, what is the deadline',
      'mine operator lost before the review commission on a citation, can it get the order set aside in court',
    ],
    keywords: ['Federal Mine Safety and Health Review Commission', 'judicial review', '30 days', 'court of appeals', 'mine citation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '818' },
    asks: [
      'mine operator keeps ignoring MSHA orders and refuses to let inspectors in, can the government get an injunction',
      'can the Labor Secretary sue a mine that will not pay its civil penalty or comply with a withdrawal order',
    ],
    keywords: ['MSHA injunction', 'mine operator', 'refusal of entry', 'withdrawal order', 'civil action', 'mine safety'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '825' },
    asks: [
      'how many hours of safety training must a new underground miner get before starting work',
      'do miners get paid for mandatory safety training and annual refresher training',
    ],
    keywords: ['miner safety training', '40 hours new miner', 'annual refresher', 'MSHA training', 'paid training', 'mine rescue'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '826' },
    asks: [
      'I volunteered on a mine rescue team and someone was hurt during the rescue, can they sue me or my employer',
      'mine accident recovery operation, does federal law shield rescue team members from lawsuits unless grossly negligent',
    ],
    keywords: ['mine rescue team', 'liability protection', 'rescue operations', 'gross negligence', 'mine accident'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '846' },
    asks: [
      'the noise in our coal mine is deafening, must the operator test noise levels and give us hearing protection',
      'coal operator must conduct periodic noise tests at the mine by a qualified person, what does the law say',
    ],
    keywords: ['mine noise standard', 'hearing protection', 'coal mine', 'noise testing', 'miners health'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '863' },
    asks: [
      'our coal mine ventilation seems bad and methane builds up, what air and ventilation rules apply underground',
      'underground mine air must have at least 19.5 percent oxygen and the fans must be checked daily, where is that rule',
    ],
    keywords: ['mine ventilation', 'methane', 'coal mine air', 'oxygen levels', 'preshift examination', 'underground mine'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '876' },
    asks: [
      'must an underground coal mine have an emergency response plan with two-way communication and tracking for miners',
      'after a mine accident, what breathable air and rescue plan is the operator required to have',
    ],
    keywords: ['mine emergency response plan', 'MINER Act', 'communication and tracking', 'breathable air', 'coal mine accident'],
    checkedAgainst: '119-100',
  },
  // 30 U.S.C. chapter 22 subchapter IV: black lung benefits
  {
    usc: { title: 30, section: '931' },
    asks: [
      'does a black lung claim go under state workers compensation or the federal program',
      'my state workers comp law does not adequately cover pneumoconiosis, can I file a federal black lung claim',
    ],
    keywords: ['black lung', 'state workers compensation', 'pneumoconiosis', 'adequate coverage', 'federal black lung claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '933' },
    asks: [
      'must a coal mine operator carry insurance or self-insure to pay black lung benefits to its miners',
      'coal mine in a state without adequate black lung coverage, how must the operator secure benefits',
    ],
    keywords: ['black lung insurance', 'coal operator', 'self-insurer', 'secure payment of benefits', 'pneumoconiosis'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '934' },
    asks: [
      'the black lung trust fund paid my benefits because the coal company would not, does the company have to repay it',
      'can a coal company challenge black lung benefits paid by the trust fund when it is billed for repayment',
    ],
    keywords: ['Black Lung Disability Trust Fund', 'operator liability', 'repayment', 'interest', 'responsible operator'],
    checkedAgainst: '119-100',
  },
  // 33 U.S.C. chapter 18: Longshore and Harbor Workers’ Compensation Act
  {
    usc: { title: 33, section: '917' },
    asks: [
      'my union benefit trust fund paid disability benefits while my longshore claim was pending, can it take a lien on my award',
      'disability benefits from a union plan must be repaid out of my longshore compensation, does the fund get a lien',
    ],
    keywords: ['lien against compensation', 'union trust fund', 'Longshore Act', 'disability benefits repayment', 'collective bargaining fund'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '932' },
    asks: [
      'must a maritime or shipyard employer carry longshore workers compensation insurance or be authorized to self-insure',
      'my longshore employer had no insurance when I was hurt, what security is required',
    ],
    keywords: ['Longshore insurance', 'security for compensation', 'self-insurance', 'shipyard employer', 'harbor workers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '934' },
    asks: [
      'must my dock employer post a notice showing who its longshore compensation insurance carrier is',
      'where must an employer post the longshore compensation notice with the insurer’s name and policy expiration',
    ],
    keywords: ['compensation notice', 'posting', 'insurance carrier', 'Longshore Act', 'workplace notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '944' },
    asks: [
      'what is the Longshore special fund and when does it pay injured harbor workers instead of the employer',
      'injured dock worker whose employer is insolvent or uninsured, can the special fund pay compensation',
    ],
    keywords: ['Longshore special fund', 'second injury fund', 'uninsured employer', 'harbor workers', 'assessments'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 11: Defense Base Act; 43 U.S.C. § 1333: offshore workers
  {
    usc: { title: 42, section: '1652' },
    asks: [
      'I am a foreign national injured working for a U.S. defense contractor abroad, how is my Defense Base Act compensation figured',
      'Defense Base Act death benefits for a non-resident contractor’s family overseas, which dependents qualify',
    ],
    keywords: ['Defense Base Act', 'foreign national contractor', 'compensation computation', 'death benefits', 'overseas contractor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1653' },
    asks: [
      'which federal court reviews a Defense Base Act compensation order for a contractor injured overseas',
      'Defense Base Act compensation order appeal, which district court has jurisdiction over an overseas claim',
    ],
    keywords: ['Defense Base Act', 'compensation district', 'judicial review', 'district director', 'overseas injury claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1654' },
    asks: [
      'I was a ship crew member working for a defense contractor abroad, am I excluded from the Defense Base Act',
      'are federal employees or domestic workers covered by the Defense Base Act',
    ],
    keywords: ['Defense Base Act exclusions', 'crew of a vessel', 'federal employees', 'domestic workers', 'casual employment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 43, section: '1333' },
    asks: [
      'I was injured working on an offshore oil platform on the outer continental shelf, does longshore workers compensation cover me',
      'which state’s law applies to an accident on a drilling rig off the coast in federal waters',
    ],
    keywords: ['Outer Continental Shelf Lands Act', 'offshore oil platform injury', 'Longshore Act coverage', 'adjacent state law', 'offshore worker'],
    checkedAgainst: '119-100',
  },
  // Employee protection under the Safe Drinking Water Act; Government Employee Rights Act
  {
    usc: { title: 42, section: '300j-9' },
    asks: [
      'I was fired for reporting drinking water violations at the water utility, is there whistleblower protection',
      'retaliation for testifying about unsafe public water or underground injection, how do I file a complaint',
    ],
    keywords: ['Safe Drinking Water Act whistleblower', 'employee protection', 'retaliation', 'water utility', 'Secretary of Labor complaint'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000e-16b' },
    asks: [
      'I was a state elected official’s personal staff and was fired because of my age or sex, am I protected',
      'presidential appointee faced discrimination based on race or disability, what remedies apply',
    ],
    keywords: ['Government Employee Rights Act', 'presidential appointees', 'state elected officials staff', 'employment discrimination', 'remedies'],
    checkedAgainst: '119-100',
  },
  // 45 U.S.C. chapter 8: Railway Labor Act (also airlines)
  {
    usc: { title: 45, section: '155' },
    asks: [
      'our railroad or airline union and the company are deadlocked on a new contract, can we ask the National Mediation Board to mediate',
      'what does the National Mediation Board do when mediation fails, does it offer arbitration',
    ],
    keywords: ['National Mediation Board', 'mediation', 'Railway Labor Act', 'major dispute', 'airline union', 'railroad union'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '156' },
    asks: [
      'the railroad wants to change our pay and work rules, how much notice must it give the union and can it change them during talks',
      'airline cannot change working conditions while negotiations or mediation are pending, what is the status quo rule',
    ],
    keywords: ['Section 6 notice', '30 days notice', 'status quo', 'Railway Labor Act', 'rates of pay', 'working conditions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '157' },
    asks: [
      'can a railroad or airline labor dispute be sent to an arbitration board, and is either side forced to agree',
      'how is a three-person arbitration board chosen in a railroad union contract dispute',
    ],
    keywords: ['Railway Labor Act arbitration', 'board of arbitration', 'voluntary arbitration', 'labor dispute', 'carrier'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '159' },
    asks: [
      'how do I challenge a Railway Labor Act arbitration award in court, is there a 10-day deadline',
      'does an arbitration award under the Railway Labor Act force an individual employee to keep working',
    ],
    keywords: ['arbitration award', 'impeach award', '10 days', 'judgment', 'Railway Labor Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '160' },
    asks: [
      'the President created an emergency board in a railroad strike threat, how long must both sides wait before a strike',
      'presidential emergency board for a rail or airline labor dispute, what happens during the cooling-off period',
    ],
    keywords: ['Presidential Emergency Board', 'cooling-off period', 'railroad strike', 'Railway Labor Act', 'essential transportation'],
    checkedAgainst: '119-100',
  },
  // 45 U.S.C. chapter 9: Railroad Retirement Act
  {
    usc: { title: 45, section: '231b' },
    asks: [
      'how is my railroad retirement annuity calculated, tier 1 and tier 2',
      'is my railroad retirement annuity reduced if I retire early or also draw a Social Security benefit',
    ],
    keywords: ['railroad retirement annuity', 'tier I', 'tier II', 'computation', 'Railroad Retirement Board', 'early retirement reduction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '231j' },
    asks: [
      'can I waive all or part of my railroad retirement annuity and later take the waiver back',
      'railroad retiree who wants to decline the annuity temporarily, does a waiver affect other benefits',
    ],
    keywords: ['waiver of annuity', 'railroad retirement', 'revoke waiver', 'Railroad Retirement Board', 'annuity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '231o' },
    asks: [
      'will my railroad retirement annuity be reduced because I also get a private pension from the railroad company',
      'can a railroad pay retired workers a company pension or gratuity on top of the railroad retirement annuity',
    ],
    keywords: ['private pension', 'railroad retirement', 'no reduction', 'employer pension', 'supplemental annuity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '231q' },
    asks: [
      'I worked less than 10 years for the railroad, does my railroad work count toward Social Security instead',
      'railroad worker with under 10 years on the job, are my earnings credited to my Social Security record',
    ],
    keywords: ['railroad work credit', 'Social Security', 'less than 10 years', 'railroad retirement', 'transfer of credits'],
    checkedAgainst: '119-100',
  },
  // 45 U.S.C. chapter 11: Railroad Unemployment Insurance Act
  {
    usc: { title: 45, section: '355a' },
    asks: [
      'I filed for railroad unemployment benefits, must the Railroad Retirement Board accept and decide my claim promptly',
      'railroad unemployment insurance claim submitted to the Board, how soon must it be allowed or disallowed',
    ],
    keywords: ['railroad unemployment claim', 'Railroad Retirement Board', 'claim acceptance', 'RUIA', 'prompt decision'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '359' },
    asks: [
      'what is the penalty for making a false claim for railroad unemployment or sickness benefits',
      'railroad employer fails to file required reports with the Board or lies to it, what fine applies',
    ],
    keywords: ['false claim', 'railroad unemployment', 'sickness benefits fraud', 'criminal penalty', 'RUIA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '362' },
    asks: [
      'I got railroad sickness benefits and then won an injury settlement, does the Railroad Retirement Board get reimbursed',
      'can the Railroad Retirement Board require a medical exam for my railroad sickness benefits claim',
    ],
    keywords: ['railroad sickness benefits', 'Board reimbursement', 'injury settlement lien', 'medical examination', 'RUIA'],
    checkedAgainst: '119-100',
  },
  // 46 U.S.C. part G: merchant seamen protection and relief
  {
    usc: { title: 46, section: '10302' },
    asks: [
      'I am signing on a merchant ship for a foreign voyage, must the shipowner give me a written shipping agreement with my wages',
      'what must a mariner’s shipping articles say about the voyage, wages, provisions and discipline',
    ],
    keywords: ['shipping articles', 'seaman agreement', 'merchant mariner', 'wages', 'voyage', 'written contract'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10303' },
    asks: [
      'how much food must a merchant mariner be served each day on a U.S. ship',
      'our ship’s galley is short on meals and water, what is the legal minimum for the crew',
    ],
    keywords: ['seaman food', '3 meals a day', '3,100 calories', 'provisions', 'merchant vessel crew'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10310' },
    asks: [
      'must the ship’s master give each crew member an itemized account of deductions 48 hours before payoff',
      'master settling accounts with the crew at the end of articles, how early is the deductions statement due',
    ],
    keywords: ['account of wages and deductions', '48 hours', 'payoff statement', 'master duty', 'crew accounts'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10311' },
    asks: [
      'I was discharged from a merchant ship, am I entitled to a certificate of discharge and can it comment on my character',
      'what information goes on a merchant mariner’s certificate of discharge after the voyage',
    ],
    keywords: ['certificate of discharge', 'merchant mariner', 'seaman', 'sea time record', 'character reference prohibited'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10315' },
    asks: [
      'can I have part of my wages as a mariner sent home to my spouse or kids as an allotment while at sea',
      'mariner wants wages deposited in his own savings account during the voyage, how is a written allotment approved',
    ],
    keywords: ['wage allotment', 'seaman wages', 'family allotment', 'savings deposit', 'shipping agreement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10317' },
    asks: [
      'my ship contract says I give up my wage lien on the vessel or my salvage rights, is that clause valid',
      'can a mariner agree to lose wages if the vessel is lost at sea',
    ],
    keywords: ['seaman wage lien', 'salvage rights', 'void stipulation', 'maritime lien', 'recovery of wages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10318' },
    asks: [
      'I want to be discharged from my U.S. ship in a foreign port, will the consul make the master pay my wages',
      'mariner discharged abroad by the consul with consent, wages are owed until when',
    ],
    keywords: ['discharge in foreign port', 'consular officer', 'seaman wages', 'extra wages', 'merchant seaman'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10902' },
    asks: [
      'the crew thinks our ship is unseaworthy before sailing, how do we demand a survey of the vessel',
      'mariners complaining that the vessel is unfit in hull, equipment or food, what must the master do',
    ],
    keywords: ['complaint of unfitness', 'unseaworthy vessel', 'survey', 'crew complaint', 'merchant vessel'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10903' },
    asks: [
      'after the crew complained the ship was unfit, who examines the vessel and what happens if surveyors find defects',
      'three marine surveyors appointed after crew complaint about food and water on the vessel, what do they report',
    ],
    keywords: ['marine surveyors', 'vessel examination', 'unfit vessel', 'crew complaint', 'court order repairs'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10904' },
    asks: [
      'surveyors found the ship fit to sail but I refuse to go, do I lose my unpaid wages',
      'crew refused to sail after the court ordered the ship’s deficiencies fixed, are their wages forfeited',
    ],
    keywords: ['refusal to proceed', 'forfeiture of wages', 'seaman', 'vessel found fit', 'survey judgment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10906' },
    asks: [
      'our ship was sent to sea badly provisioned by neglect, can I be discharged abroad with an extra month’s wages',
      'consul finds the vessel sent to sea unsuitably provided by neglect, can the crew demand discharge and passage home',
    ],
    keywords: ['discharge for unsuitability', 'foreign port survey', 'extra month wages', 'return passage', 'seaman'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10908' },
    asks: [
      'is it a crime for a shipowner to send a vessel to sea in an unseaworthy state that endangers the crew',
      'knowingly sending an unsafe U.S. vessel to sea that may kill someone, what is the penalty',
    ],
    keywords: ['unseaworthy vessel', 'criminal penalty', 'endangering life', 'shipowner', '5 years imprisonment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '11101' },
    asks: [
      'what are the minimum crew quarters on a U.S. merchant ship, berths, space, heat and ventilation',
      'our crew sleeping quarters are cramped and unheated on the vessel, what does federal law require',
    ],
    keywords: ['crew accommodations', 'seamen quarters', 'berths', 'merchant vessel', 'ventilation', 'hospital space'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '11103' },
    asks: [
      'must the ship carry a slop chest with work clothes and foul weather gear for the crew, and at what markup',
      'what clothing and supplies must the ship’s slop chest have for mariners on a long voyage',
    ],
    keywords: ['slop chest', 'seamen clothing', 'foul weather gear', '10 percent profit', 'merchant vessel'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '11104' },
    asks: [
      'I am an American mariner stranded broke in a foreign port, will the U.S. consul pay to get me home',
      'must a U.S. ship’s master take a destitute mariner back to the United States when the consul asks',
    ],
    keywords: ['destitute seaman', 'stranded abroad', 'consular officer', 'passage home', 'repatriation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '11105' },
    asks: [
      'the U.S. ship I crewed was sold to a foreign buyer overseas, must the master send us home or find us another ship',
      'crew of a U.S. vessel sold in a foreign country, must the master provide passage back to the original port',
    ],
    keywords: ['vessel sold abroad', 'crew repatriation', 'return passage', 'consular officer', 'port of engagement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '11106' },
    asks: [
      'I complained to the consul that officers treated me cruelly or the ship was unseaworthy, does the master owe me an extra month’s pay',
      'mariners put on short rations because the ship lacked provisions, are we owed compensation',
    ],
    keywords: ['justifiable complaint', 'cruel treatment', 'extra month wages', 'short allowance', 'consul inquiry'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '11109' },
    asks: [
      'can a creditor garnish a mariner’s wages, or only for child support and alimony',
      'I sold or assigned my future wages as a mariner before the voyage, is that assignment binding',
    ],
    keywords: ['seaman wages garnishment', 'attachment exempt', 'child support exception', 'assignment of wages', 'fishing vessel'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '11110' },
    asks: [
      'I work at sea and my landlord is holding my clothing for a debt, can he do that',
      'is a mariner’s clothing exempt from attachment and liens, and what is the penalty for keeping it',
    ],
    keywords: ['seamen clothing', 'exempt from liens', 'detaining clothing', 'criminal penalty', 'seaman'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '11111' },
    asks: [
      'someone is trying to collect a debt I ran up during the voyage while I am still signed on the ship',
      'creditor of a mariner during a voyage, how much can be recovered before the voyage ends',
    ],
    keywords: ['seaman debt', 'voyage', '$1 limit', 'debt collection', 'shipping agreement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '11112' },
    asks: [
      'I am the ship’s master and was not paid, do I have a lien on the vessel like the crew',
      'does the captain of a documented vessel share the crew’s priority maritime lien for unpaid wages',
    ],
    keywords: ['master lien for wages', 'maritime lien', 'documented vessel', 'ship captain wages', 'priority'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '11113' },
    asks: [
      'foreign crew abandoned on a ship in a U.S. port without pay or food, is there a fund to support them',
      'seafarers abandoned in the United States and needed as witnesses by the Coast Guard, who pays their support',
    ],
    keywords: ['abandoned seafarers', 'Abandoned Seafarers Fund', 'Coast Guard', 'foreign crew', 'support'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 84 subchapter XVI: Energy Employees Occupational Illness Compensation Program Act
  {
    usc: { title: 42, section: '7384q' },
    asks: [
      'my father worked at a Department of Energy nuclear site where doses cannot be reconstructed, can his class be added to the special exposure cohort',
      'how does a group of nuclear weapons workers petition to be added to the special exposure cohort',
    ],
    keywords: ['special exposure cohort', 'SEC petition', 'EEOICPA', 'radiation dose reconstruction', 'Department of Energy facility', 'Advisory Board'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7384r' },
    asks: [
      'I got chronic silicosis from working in tunnels at a Nevada or Amchitka nuclear test site, is that covered by the energy workers program',
      'chronic silicosis in Department of Energy test site workers, is it treated as a covered illness for compensation',
    ],
    keywords: ['chronic silicosis', 'nuclear test site', 'EEOICPA', 'energy employees', 'occupational illness'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385a' },
    asks: [
      'after I receive energy employee compensation, can the government pursue my claim against a third party who caused the illness',
      'energy employees compensation paid, is the United States subrogated to my rights against whoever exposed me',
    ],
    keywords: ['subrogation', 'EEOICPA', 'third party claim', 'United States', 'energy workers compensation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385b' },
    asks: [
      'if I accept the lump sum for my radiation cancer under the energy workers program, can I still sue the DOE contractor',
      'does accepting EEOICPA Part B payment settle all my claims arising from radiation or beryllium exposure',
    ],
    keywords: ['full settlement', 'EEOICPA Part B', 'lump sum', 'waiver of claims', 'DOE contractor', 'beryllium vendor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385c' },
    asks: [
      'I have cancer from work at a Department of Energy plant, is the energy workers compensation my only remedy against the contractor',
      'can a DOE subcontractor be sued for my beryllium disease after I receive federal energy employee benefits',
    ],
    keywords: ['exclusive remedy', 'EEOICPA', 'DOE contractor liability', 'beryllium illness', 'tort suit barred'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385d' },
    asks: [
      'I filed a lawsuit against a beryllium vendor, do I have to dismiss it to get energy employee compensation',
      'atomic weapons employee with a pending tort case, when must it be dismissed to stay eligible for benefits',
    ],
    keywords: ['election of remedy', 'beryllium employee', 'atomic weapons employee', 'tort case', 'EEOICPA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385f' },
    asks: [
      'can I sell or assign my energy workers compensation claim, or get paid twice under Part B',
      'are energy employee compensation claims transferable to another person',
    ],
    keywords: ['claim not assignable', 'one payment', 'EEOICPA Part B', 'choice of remedies', 'energy workers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385g' },
    asks: [
      'how much can a lawyer charge for an energy employees compensation claim, is there a cap on attorney fees',
      'my representative wants 25 percent of my EEOICPA lump sum, is that allowed',
    ],
    keywords: ['attorney fee cap', '2 percent', '10 percent', 'EEOICPA', 'representative fees', 'lump-sum compensation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385i' },
    asks: [
      'someone convicted of workers compensation fraud, do they lose energy employee illness benefits',
      'conviction for fraud in applying for benefits, does it forfeit EEOICPA compensation',
    ],
    keywords: ['forfeiture of benefits', 'fraud conviction', 'EEOICPA', 'convicted felon', 'workers compensation fraud'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385j-2' },
    asks: [
      'the Labor Department says I was overpaid energy employee benefits by mistake, can the overpayment be waived',
      'energy employee overpayment recovered by cutting later payments, when is recovery not allowed',
    ],
    keywords: ['overpayment waiver', 'without fault', 'EEOICPA', 'recovery of overpayment', 'equity and good conscience'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385s-1' },
    asks: [
      'my husband was a DOE contractor worker who died of a toxic exposure illness, what Part E compensation can I get as survivor',
      'covered DOE contractor employee with an illness from toxic substances, what compensation is provided',
    ],
    keywords: ['EEOICPA Part E', 'contractor employee compensation', 'survivor benefits', 'toxic substance exposure', 'DOE contractor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385s-5' },
    asks: [
      'I am a uranium miner who got RECA section 5 compensation, can I also get Part E energy worker benefits',
      'uranium mill worker with a covered illness from a section 5 mine, does Part E apply the same way',
    ],
    keywords: ['uranium miners', 'RECA section 5', 'EEOICPA Part E', 'uranium mill workers', 'covered illness'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385s-8' },
    asks: [
      'does the energy employees program pay medical bills for my covered toxic exposure illness',
      'Part E energy worker covered illness, are medical benefits furnished like Part B',
    ],
    keywords: ['medical benefits', 'EEOICPA Part E', 'covered illness', 'DOE contractor employee', 'treatment costs'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385s-11' },
    asks: [
      'I got state workers comp for the same illness, will my energy employee Part E award be reduced',
      'Part E award offset by state workers compensation benefits minus my costs of getting them, can that be waived',
    ],
    keywords: ['coordination of benefits', 'state workers compensation offset', 'EEOICPA Part E', 'reduction', 'waiver'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385s-12' },
    asks: [
      'what is the maximum Part E compensation for a DOE contractor worker’s illness or death, is it capped at 250,000',
      'total Part E benefits for one worker’s illness or death, is there a ceiling for all survivors together',
    ],
    keywords: ['maximum compensation', '$250,000', 'EEOICPA Part E', 'aggregate cap', 'contractor employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385s-15' },
    asks: [
      'I am confused by my energy employees compensation claim, is there an ombudsman who can help me',
      'what does the Department of Labor ombudsman for energy employees do about complaints',
    ],
    keywords: ['EEOICPA ombudsman', 'Office of the Ombudsman', 'energy workers claim help', 'Department of Labor', 'claimant assistance'],
    checkedAgainst: '119-100',
  },
  // 40 U.S.C. and 41 U.S.C.: Davis-Bacon, Contract Work Hours and Safety Standards, Walsh-Healey, Service Contract Act
  {
    usc: { title: 40, section: '3143' },
    asks: [
      'the federal construction contractor is paying workers less than the Davis-Bacon rate, can the government terminate the contract',
      'Davis-Bacon contract clause lets the government finish the job at the contractor’s cost if laborers are underpaid',
    ],
    keywords: ['Davis-Bacon', 'prevailing wage', 'contract termination', 'federal construction', 'underpaid laborers', 'surety liability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 40, section: '3704' },
    asks: [
      'I work construction on a federally funded project and conditions are dangerous, what safety standards apply to the contractor',
      'can a federal construction contractor make laborers work in unsanitary or hazardous conditions',
    ],
    keywords: ['Construction Safety Act', 'federal construction contract', 'hazardous working conditions', 'safety standards', 'laborers and mechanics'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 40, section: '3708' },
    asks: [
      'is it a crime for a federal contractor to intentionally violate overtime or safety rules for laborers',
      'what penalty applies to a subcontractor who intentionally breaks the Contract Work Hours and Safety Standards Act',
    ],
    keywords: ['Contract Work Hours and Safety Standards Act', 'criminal penalty', 'intentional violation', 'federal contractor', 'six months'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '6503' },
    asks: [
      'a federal supply contractor used child labor or underpaid workers, what damages does it owe under Walsh-Healey',
      'Walsh-Healey contractor knowingly employed convict labor or kids under 16, how much per day does it owe',
    ],
    keywords: ['Walsh-Healey', 'liquidated damages', 'child labor', 'underpayment of wages', 'federal supply contract', 'contract cancellation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '6504' },
    asks: [
      'can a manufacturer that violated Walsh-Healey wage rules be barred from federal contracts for three years',
      'how long is a firm blacklisted from federal supply contracts after breaching the Walsh-Healey stipulations',
    ],
    keywords: ['debarment', 'three-year prohibition', 'Walsh-Healey', 'federal contractor blacklist', 'Comptroller General list'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '6702' },
    asks: [
      'I am a janitor or guard working for a company with a federal services contract, am I covered by the Service Contract Act',
      'which federal contracts over 2,500 dollars for janitorial, guard or similar work does the McNamara-O’Hara Act cover',
    ],
    keywords: ['Service Contract Act', 'contract workers', 'federal contract', 'coverage', 'exemptions', 'McNamara-O’Hara'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '6704' },
    asks: [
      'can a federal contractor providing cleaning or security work pay me less than the federal minimum wage',
      'contract cleaning or guard worker paid below the Fair Labor Standards Act minimum wage, what applies to the federal contractor',
    ],
    keywords: ['minimum wage', 'Service Contract Act', 'contract workers', 'federal contractor', 'subcontractor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '6706' },
    asks: [
      'a services contractor violated the Service Contract Act, will it be debarred from federal contracts',
      'list of contract labor standards violators distributed to agencies, how long before a violator can get a contract again',
    ],
    keywords: ['debarment', 'Service Contract Act violation', 'three-year prohibition', 'federal contractor', 'unusual circumstances'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '6707' },
    asks: [
      'a new contractor took over the federal contract, can it pay me less than the old contractor’s union wages',
      'successor contractor must honor the predecessor’s wages and fringe benefits, is that the law',
    ],
    keywords: ['successor contractor', 'Service Contract Act', 'predecessor collective bargaining agreement', 'fringe benefits', 'wage determination'],
    checkedAgainst: '119-100',
  },
  // 2 U.S.C. chapter 24: Congressional Accountability Act (congressional staff)
  {
    usc: { title: 2, section: '1311' },
    asks: [
      'I work for a congressman’s office and faced discrimination because of my race, sex, age or disability, am I protected',
      'congressional staffer fired for being pregnant or for religion, does employment discrimination law apply to Congress',
    ],
    keywords: ['Congressional Accountability Act', 'congressional staff discrimination', 'legislative branch employees', 'Title VII', 'age', 'disability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1312' },
    asks: [
      'I work on Capitol Hill, do I get Family and Medical Leave Act leave for a new baby or serious illness',
      'Senate or House employee denied unpaid job-protected leave to care for a seriously ill parent, does FMLA apply',
    ],
    keywords: ['FMLA', 'congressional employees', 'Congressional Accountability Act', 'family leave', 'legislative branch'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1313' },
    asks: [
      'congressional office staff working long hours without overtime, does the Fair Labor Standards Act apply to Congress',
      'are congressional interns owed minimum wage, and can House staff get comp time instead of overtime',
    ],
    keywords: ['FLSA', 'congressional staff overtime', 'minimum wage', 'interns', 'compensatory time', 'Congressional Accountability Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1314' },
    asks: [
      'can a congressional office make a staffer take a lie detector test',
      'Capitol Police or legislative branch employer requiring a polygraph exam, does the Employee Polygraph Protection Act apply',
    ],
    keywords: ['polygraph', 'lie detector', 'congressional employees', 'Employee Polygraph Protection Act', 'Capitol Police'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1315' },
    asks: [
      'a legislative branch office is closing or doing a mass layoff, must it give staff 60 days notice like WARN',
      'does the Worker Adjustment and Retraining Notification Act notice rule apply to congressional employing offices',
    ],
    keywords: ['WARN notice', 'legislative branch layoff', '60 days notice', 'office closing', 'congressional employees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1316' },
    asks: [
      'I am a congressional staffer in the reserves, do I get my job back after military deployment',
      'legislative branch employee called to active duty, can the employing office deny reemployment or benefits',
    ],
    keywords: ['USERRA', 'congressional employees', 'reemployment rights', 'military service', 'legislative branch'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1316b' },
    asks: [
      'can a House or Senate office ask about my criminal record before a conditional job offer',
      'applicant for a Senate staff job asked about convictions on the application, is that allowed',
    ],
    keywords: ['ban the box', 'criminal history inquiry', 'congressional hiring', 'conditional offer', 'legislative branch'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1317' },
    asks: [
      'I reported harassment in a congressional office and then was retaliated against, is reprisal illegal',
      'congressional employee punished for testifying in a workplace rights proceeding, what remedy is there',
    ],
    keywords: ['reprisal prohibited', 'congressional staff retaliation', 'Congressional Accountability Act', 'opposition', 'intimidation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1341' },
    asks: [
      'unsafe working conditions in a congressional building, does OSHA apply and who inspects',
      'congressional employee reporting workplace safety hazards, can the General Counsel inspect the employing office',
    ],
    keywords: ['OSHA', 'legislative branch safety', 'Office of Congressional Workplace Rights', 'General Counsel inspection', 'hazards'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1351' },
    asks: [
      'can legislative branch employees like Architect of the Capitol workers unionize and bargain collectively',
      'unfair labor practice by a legislative branch employing office against a union, what procedure applies',
    ],
    keywords: ['collective bargaining', 'legislative branch union', 'labor-management relations', 'unfair labor practice', 'Congressional Accountability Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1361' },
    asks: [
      'if I win my claim against a congressional office, can I recover attorney’s fees and interest',
      'prevailing congressional staffer in a workplace rights case, are expert fees and interest for delay recoverable',
    ],
    keywords: ['attorney fees', 'prevailing party', 'Congressional Accountability Act remedies', 'interest', 'congressional employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1402' },
    asks: [
      'how long do I have to file a harassment or discrimination claim against a congressional office, 180 days',
      'where do congressional staff file a workplace rights claim and what must it say',
    ],
    keywords: ['Office of Congressional Workplace Rights', '180 days', 'filing a claim', 'congressional employee', 'claim under oath'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1401' },
    asks: [
      'what are the steps after a congressional employee files a workplace claim, review, mediation, hearing or lawsuit',
      'can a congressional staffer skip the administrative hearing and sue in federal district court',
    ],
    keywords: ['Congressional Accountability Act procedure', 'preliminary review', 'mediation', 'civil action', 'congressional staff claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1403' },
    asks: [
      'is mediation required before my claim against a congressional office goes to a hearing',
      'both the congressional office and I want to mediate my workplace rights claim, how does it start',
    ],
    keywords: ['mediation', 'Office of Congressional Workplace Rights', 'congressional employee claim', 'voluntary mediation', 'deadline'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1405' },
    asks: [
      'how do I request a hearing before an independent hearing officer on my congressional workplace claim',
      'preliminary review report on my congressional workplace claim is done, what is the deadline to request a hearing',
    ],
    keywords: ['hearing officer', 'Congressional Accountability Act hearing', 'request within 10 days', 'congressional employee', 'decision'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1406' },
    asks: [
      'I lost my congressional employment claim before the hearing officer, can I appeal to the Board within 30 days',
      'what standard does the Board use to set aside a hearing officer’s decision in a congressional workplace case',
    ],
    keywords: ['appeal to Board', '30 days', 'Office of Congressional Workplace Rights', 'hearing officer decision', 'standard of review'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1407' },
    asks: [
      'the Office of Congressional Workplace Rights Board ruled against me, can I appeal to the Federal Circuit',
      'court review of the Congressional Accountability Act Board’s final decision, which court hears it',
    ],
    keywords: ['Federal Circuit', 'judicial review', 'Board decision', 'Congressional Accountability Act', 'enforcement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1408' },
    asks: [
      'can I sue the congressional office I worked for in federal district court and get a jury trial',
      'congressional employee suing the employing office, who is the defendant in the civil action',
    ],
    keywords: ['civil action', 'district court', 'jury trial', 'employing office defendant', 'congressional employee lawsuit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 2, section: '1417' },
    asks: [
      'while my harassment claim against my congressional office is pending, can I be moved away from the harasser or put on paid leave',
      'filed a workplace rights claim against my Senate or House office, can the office adjust my workplace so I deal less with the person I accused',
    ],
    keywords: ['remote work assignment', 'paid leave of absence', 'pending claim', 'congressional employee', 'Office of Congressional Workplace Rights'],
    checkedAgainst: '119-100',
  },
  // 3 U.S.C. chapter 5: Presidential and Executive Office employees
  {
    usc: { title: 3, section: '411' },
    asks: [
      'I work in the White House or Executive Office of the President and was discriminated against for my sex or age, am I protected',
      'Executive Office of the President employee denied a disability accommodation, do federal anti-discrimination laws apply',
    ],
    keywords: ['White House employees', 'Executive Office of the President', 'employment discrimination', 'Presidential and Executive Office Accountability Act', 'Title VII'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 3, section: '417' },
    asks: [
      'White House staffer retaliated against for complaining about discrimination, is reprisal prohibited',
      'Executive Office of the President employee who testified in a workplace proceeding faces intimidation, what remedy',
    ],
    keywords: ['reprisal', 'White House staff', 'retaliation', 'Executive Office of the President', 'intimidation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 3, section: '451' },
    asks: [
      'what is the process for a White House employee to bring a discrimination or FMLA claim, counseling and mediation first',
      'Executive Office of the President employee with an FLSA or discrimination claim, must I go to counseling and mediation',
    ],
    keywords: ['counseling and mediation', 'Executive Office of the President', 'employee claim procedure', 'election of proceeding', 'civil action'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 3, section: '453' },
    asks: [
      'after mediation ends on my White House employment claim, when can I file a complaint or sue in district court',
      'election between an administrative complaint and a federal lawsuit for a White House staff workplace claim',
    ],
    keywords: ['90 days after mediation', 'election of proceeding', 'civil action', 'Executive Office employee', 'complaint deadline'],
    checkedAgainst: '119-100',
  },
  // 50 U.S.C. § 3234: intelligence community whistleblowers
  {
    usc: { title: 50, section: '3234' },
    asks: [
      'I work at the CIA or NSA and was punished for reporting fraud or abuse to the inspector general, is that protected',
      'intelligence community employee retaliated against for a lawful whistleblower disclosure, what protections apply',
    ],
    keywords: ['intelligence community whistleblower', 'prohibited personnel practice', 'CIA', 'NSA', 'reprisal', 'inspector general disclosure'],
    checkedAgainst: '119-100',
  },
  // 39 U.S.C. chapters 10 and 12: Postal Service employees and labor relations
  {
    usc: { title: 39, section: '1001' },
    asks: [
      'are post office employees part of the civil service, and must USPS offer promotion opportunities',
      'how are USPS officers and employees appointed and promoted',
    ],
    keywords: ['postal career service', 'Postal Service employees', 'civil service', 'promotion', 'USPS'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '1005' },
    asks: [
      'I am a postal worker facing removal, can I appeal to the MSPB like other federal employees',
      'do veterans preference, federal workers comp and retirement laws apply to post office employees',
    ],
    keywords: ['postal employees', 'adverse action appeal', 'MSPB', 'veterans preference', 'FECA', 'Postal Service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '1006' },
    asks: [
      'can a career postal employee transfer to a job in another federal executive agency',
      'postal career employee wants a promotion to another federal agency, am I eligible',
    ],
    keywords: ['postal employee transfer', 'executive branch', 'promotion', 'Postal Service career', 'USPS'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '1007' },
    asks: [
      'I am a rural mail carrier, how does seniority decide which rural route I get',
      'rural mail carrier transferring to another rural route, when does seniority start',
    ],
    keywords: ['rural carrier', 'seniority', 'rural route assignment', 'Postal Service', 'mail delivery'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '1203' },
    asks: [
      'how does a union become the exclusive representative of USPS employees',
      'postal employees filing a petition for a union election, who decides recognition',
    ],
    keywords: ['postal union recognition', 'exclusive representative', 'National Labor Relations Board', 'USPS', 'petition'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '1205' },
    asks: [
      'can USPS deduct union dues from my paycheck and how long is the dues assignment irrevocable',
      'union has exclusive recognition at USPS, are dues deducted only with written authorization',
    ],
    keywords: ['union dues deduction', 'postal employees', 'written assignment', 'one year', 'USPS'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '1206' },
    asks: [
      'can a postal union contract include binding arbitration of grievances and discipline',
      'how long must a USPS collective bargaining agreement last',
    ],
    keywords: ['postal collective bargaining agreement', 'grievance arbitration', 'adverse actions', 'USPS', 'union contract'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '1207' },
    asks: [
      'the postal unions and USPS cannot agree on a new contract, what happens, mediation, fact-finding, binding arbitration',
      'postal union contract expiring, how much notice must be given before changing it and when is FMCS notified',
    ],
    keywords: ['postal labor dispute', 'interest arbitration', 'fact-finding panel', 'Federal Mediation and Conciliation Service', '90 days notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '1208' },
    asks: [
      'can a postal union or USPS sue in federal court for breach of the labor contract',
      'labor organization representing postal employees being sued, is it bound by its agents’ acts',
    ],
    keywords: ['breach of labor contract', 'postal union suit', 'district court', 'USPS', 'collective bargaining'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '1209' },
    asks: [
      'do the National Labor Relations Act and union reporting rules apply to USPS and postal unions',
      'are postal unions subject to federal union reporting and disclosure rules like private sector unions',
    ],
    keywords: ['NLRA', 'Postal Service labor relations', 'LMRDA', 'postal unions', 'unfair labor practices'],
    checkedAgainst: '119-100',
  },
  // 22 U.S.C. chapter 52 subchapter XI: Foreign Service grievances
  {
    usc: { title: 22, section: '4131' },
    asks: [
      'I am a Foreign Service officer with a complaint about my evaluation or separation, what counts as a grievance',
      'State Department diplomat says a Department action denied a right or benefit, can I grieve it',
    ],
    keywords: ['Foreign Service grievance', 'Foreign Service officer', 'State Department', 'separation', 'employee evaluation report'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '4132' },
    asks: [
      'I am the widow of a Foreign Service officer, can I file a grievance about his retirement benefits',
      'retired diplomat complaining about annuity or benefits, which grievances may I file',
    ],
    keywords: ['former Foreign Service member', 'surviving spouse', 'grievance', 'retirement benefits', 'Foreign Service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '4133' },
    asks: [
      'can I bring a lawyer or union rep to my Foreign Service grievance, and am I protected from reprisal for filing',
      'State Department managers harassed a witness in my grievance proceeding, is that prohibited',
    ],
    keywords: ['right to representation', 'freedom from reprisal', 'Foreign Service grievance', 'grievant', 'witness protection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '4134' },
    asks: [
      'what is the deadline to file a Foreign Service grievance, two years or three',
      'diplomat’s grievance about my rater, when does the one-year limit start',
    ],
    keywords: ['grievance deadline', 'two years', 'Foreign Service', 'limitations period', 'rater or reviewer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '4136' },
    asks: [
      'will the Foreign Service Grievance Board hold a hearing on my disciplinary action or forced retirement',
      'can my union representative attend and call witnesses at my grievance board hearing as a diplomat',
    ],
    keywords: ['Foreign Service Grievance Board', 'hearing', 'disciplinary action', 'selection out', 'procedures'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '4137' },
    asks: [
      'the Foreign Service Grievance Board found my grievance meritorious, what can it order the Department to do',
      'the diplomats’ grievance board decision must include findings, and can it reinstate me or order back pay',
    ],
    keywords: ['Grievance Board decision', 'meritorious grievance', 'correct records', 'back pay', 'Foreign Service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '4139' },
    asks: [
      'can I file a Foreign Service grievance if I already pursued the same matter through an EEO complaint',
      'diplomat choosing between a grievance and another statutory remedy, which bars the other',
    ],
    keywords: ['election of remedies', 'Foreign Service grievance', 'other remedies', 'EEO complaint', 'whistleblower'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '4140' },
    asks: [
      'how long do I have to seek court review of the Foreign Service Grievance Board’s decision, 180 days',
      'diplomat posted abroad when the Board ruled, when does the court deadline start',
    ],
    keywords: ['judicial review', '180 days', 'Foreign Service Grievance Board', 'district court', 'posted abroad'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C.: Department of Veterans Affairs employees
  {
    usc: { title: 38, section: '714' },
    asks: [
      'I am a VA employee being fired for performance or misconduct under the accountability law, how fast is the process and can I appeal',
      'VA proposed my removal and gave me only 7 business days to respond, is that allowed',
    ],
    keywords: ['VA accountability', 'removal demotion suspension', 'VA employee', '7 business days', 'MSPB appeal', 'misconduct'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7422' },
    asks: [
      'can VA doctors and nurses bargain collectively, and what issues are excluded from their union grievances',
      'VA union wants to grieve a peer review or clinical competence issue, is that excluded from bargaining',
    ],
    keywords: ['VA collective bargaining', 'professional conduct or competence', 'Title 38 employees', 'VA nurses union', 'peer review'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7456' },
    asks: [
      'I am a VA nurse working two 12-hour weekend shifts, do I count as full time with 40 hours pay',
      'VA facility uses a weekend nurse schedule, how is pay and leave figured for two 12-hour tours',
    ],
    keywords: ['VA nurse weekend duty', 'Baylor plan', '12-hour tours', 'full-time status', 'nurse pay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7459' },
    asks: [
      'can the VA force nurses to work mandatory overtime, and can I be punished for refusing',
      'VA nursing staff limited to 40 hours a week or 8 consecutive hours unless there is an emergency',
    ],
    keywords: ['mandatory overtime', 'VA nursing staff', 'refusal protected', 'voluntary overtime', 'emergency exception'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7461' },
    asks: [
      'I am a VA physician or nurse disciplined for conduct or performance, what are my appeal rights',
      'VA clinician with a major adverse action over professional competence, where does the appeal go',
    ],
    keywords: ['VA clinician discipline', 'adverse action appeal', 'Title 38 employees', 'Under Secretary for Health', 'VA physician'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7462' },
    asks: [
      'VA discharged me as a nurse over professional competence, does a Disciplinary Appeals Board review it and can I go to court',
      'how long do I have to appeal a major adverse action to a VA Disciplinary Appeals Board, and can the Secretary review it',
    ],
    keywords: ['Disciplinary Appeals Board', 'major adverse action', 'professional conduct or competence', 'VA employee', 'judicial review'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7463' },
    asks: [
      'VA nurse given a reprimand or short suspension not about clinical competence, how do I grieve it',
      'Title 38 VA employee in a bargaining unit appealing a lesser adverse action, grievance procedure or agency process',
    ],
    keywords: ['VA grievance', 'minor adverse action', 'Title 38 employees', 'union grievance', 'reprimand'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7464' },
    asks: [
      'who sits on a VA Disciplinary Appeals Board hearing a doctor’s or nurse’s appeal',
      'VA Disciplinary Appeals Board members must be of the same or higher grade as the appealing employee',
    ],
    keywords: ['Disciplinary Appeals Board', 'board members', 'VA clinicians', 'peer panel', 'appeal hearing'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 12: War Hazards Compensation Act
  {
    usc: { title: 42, section: '1702' },
    asks: [
      'how is war hazards compensation calculated for an injured overseas contractor, longshore rates or federal comp',
      'total war hazards compensation for disability or death, is it capped and how are medical benefits paid',
    ],
    keywords: ['War Hazards Compensation', 'Longshore compensation scale', 'FECA administration', 'benefit computation', 'contractor injury'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1704' },
    asks: [
      'our insurer paid Defense Base Act benefits for a war-risk injury, can the carrier be reimbursed by the government',
      'employer paid workers compensation for an injury caused by a war-risk hazard, how does it file for reimbursement',
    ],
    keywords: ['war-risk hazard reimbursement', 'Defense Base Act insurer', 'War Hazards Compensation Act', 'carrier reimbursement', 'contractor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1705' },
    asks: [
      'can I get war hazards compensation if I already received workers comp for the same injury elsewhere',
      'war hazards benefits and a recovery against a third party, does the United States get a lien',
    ],
    keywords: ['no double recovery', 'War Hazards Compensation', 'workers compensation benefits', 'lien', 'third party recovery'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1713' },
    asks: [
      'what is the penalty for lying on a war hazards compensation claim to increase the payment',
      'knowingly submitting a false document to get war-risk benefits, is it a crime',
    ],
    keywords: ['false statement', 'War Hazards Compensation fraud', 'misdemeanor', 'claim fraud', 'penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1714' },
    asks: [
      'does the Labor Department have to approve my lawyer’s fee on a war hazards compensation claim',
      'someone solicited me to handle my war hazards compensation claim for a fee, is that illegal',
    ],
    keywords: ['attorney fee approval', 'War Hazards Compensation', 'legal fees', 'solicitation', 'Secretary of Labor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1716' },
    asks: [
      'my husband, a contractor overseas, disappeared in a war zone, can he be presumed dead or detained for benefits',
      'evidence that a contractor disappeared abroad, can the Labor Department find him dead or detained',
    ],
    keywords: ['presumption of death', 'detention by hostile force', 'disappearance', 'War Hazards Compensation', 'missing contractor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1717' },
    asks: [
      'can creditors garnish or levy my war hazards compensation benefits',
      'are war hazards compensation benefits assignable or subject to bankruptcy',
    ],
    keywords: ['benefits exempt', 'garnishment', 'assignment prohibited', 'War Hazards Compensation', 'bankruptcy'],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 211: railroad hours of service
  {
    usc: { title: 49, section: '21103' },
    asks: [
      'how many hours can a railroad make a train engineer or conductor work before required rest',
      'railroad keeps me on duty over 12 hours and calls me back without 10 hours off, is that legal',
    ],
    keywords: ['hours of service', 'train crew', '12 hours on duty', '10 hours off', 'railroad fatigue', '276 hours a month'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '21104' },
    asks: [
      'railroad signal maintainer working more than 12 hours straight, what are the hours of service limits',
      'signal employee of a railroad contractor, must I have 10 hours off in the prior 24 hours',
    ],
    keywords: ['signal employees', 'hours of service', '12 consecutive hours', '10 hours off duty', 'railroad contractor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '21105' },
    asks: [
      'how many hours can a train dispatcher work in a 24-hour period',
      'dispatcher working at a one-shift station, is the duty limit 12 hours',
    ],
    keywords: ['train dispatcher', 'dispatching service employee', '9 hours', 'hours of service', 'railroad'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '21106' },
    asks: [
      'the railroad’s crew sleeping quarters are dirty and noisy near the rail yard, what does federal law require',
      'must railroad camp cars and bunk cars for track workers have indoor toilets and drinking water',
    ],
    keywords: ['railroad sleeping quarters', 'crew quarters', 'camp cars', 'clean safe sanitary', 'rest free from noise'],
    checkedAgainst: '119-100',
  },
  // 46 U.S.C.: watchkeeping hours and harassment reporting at sea
  {
    usc: { title: 46, section: '8104' },
    asks: [
      'how many hours can a merchant mariner or licensed officer be made to work a day on a U.S. vessel',
      'deck officer had no rest before taking the watch leaving port, what are the watch and rest rules',
    ],
    keywords: ['watches', 'seamen work hours', 'rest period', 'three-watch system', 'merchant vessel', 'fatigue'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10104' },
    asks: [
      'I was sexually assaulted or harassed aboard a ship, must the vessel owner report it to the Coast Guard',
      'the shipping company did not report sexual harassment of a mariner, what penalty applies',
    ],
    keywords: ['sexual assault at sea', 'sexual harassment mariner', 'mandatory reporting', 'Coast Guard', 'civil penalty $50,000'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C. § 1587: nonappropriated fund employees
  {
    usc: { title: 10, section: '1587' },
    asks: [
      'I work at a military exchange or base MWR program and was punished for reporting fraud, am I protected from reprisal',
      'nonappropriated fund employee whistleblower retaliation at a military base, how do I complain',
    ],
    keywords: ['nonappropriated fund employee', 'whistleblower reprisal', 'military exchange', 'AAFES', 'Department of Defense', 'MWR'],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 18 subchapter III: Pension Benefit Guaranty Corporation and multiemployer plans
  {
    usc: { title: 29, section: '1304' },
    asks: [
      'my pension plan was taken over by the PBGC and I have a problem with my benefit, is there an advocate who can help',
      'who at the Pension Benefit Guaranty Corporation helps participants resolve disputes about their pension',
    ],
    keywords: ['Participant and Plan Sponsor Advocate', 'PBGC', 'pension participant help', 'pension dispute', 'ombudsman'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1321' },
    asks: [
      'is my company’s defined benefit pension insured by the PBGC, which plans are covered',
      'are 401(k) plans, church plans or government pensions covered by PBGC pension insurance',
    ],
    keywords: ['PBGC coverage', 'defined benefit plan', 'pension insurance', 'excluded plans', 'plan termination insurance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1322a' },
    asks: [
      'my union multiemployer pension fund is going insolvent, how much of my pension does the PBGC guarantee',
      'PBGC guaranteed amount for union multiemployer pensions, which recent benefit increases are not guaranteed',
    ],
    keywords: ['multiemployer plan guarantee', 'PBGC', 'insolvent union pension', 'guaranteed benefit', 'years worked'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1350' },
    asks: [
      'my old employer’s pension plan terminated and they could not find me, is my benefit held by the PBGC as a missing participant',
      'how do I find a lost pension from a plan that ended years ago',
    ],
    keywords: ['missing participants', 'lost pension', 'PBGC', 'terminated plan', 'unclaimed retirement benefit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1362' },
    asks: [
      'our company’s underfunded pension plan was terminated, is the employer and its corporate group liable to the PBGC',
      'joint and several liability of a plan sponsor for a distress termination of a single-employer pension, how much',
    ],
    keywords: ['termination liability', 'distress termination', 'controlled group', 'PBGC claim', 'unfunded benefit liabilities'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1383' },
    asks: [
      'our business stopped contributing to the union pension fund, did we trigger a complete withdrawal and owe withdrawal liability',
      'construction contractor leaving a multiemployer pension plan, when is it a complete withdrawal',
    ],
    keywords: ['withdrawal liability', 'complete withdrawal', 'multiemployer pension plan', 'employer contributions', 'construction industry exception'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1385' },
    asks: [
      'our contributions to the union pension plan dropped 70 percent after layoffs, is that a partial withdrawal',
      'partial cessation of the obligation to contribute to a union pension plan, does it create withdrawal liability',
    ],
    keywords: ['partial withdrawal', '70 percent contribution decline', 'multiemployer plan', 'withdrawal liability', 'partial cessation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1389' },
    asks: [
      'is there a de minimis reduction for small withdrawal liability when my company leaves a union pension fund',
      'how is the de minimis reduction of withdrawal liability computed, three quarters of 1 percent or 50,000 dollars',
    ],
    keywords: ['de minimis rule', 'withdrawal liability reduction', '$50,000', 'multiemployer plan', 'small employer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1426' },
    asks: [
      'my union pension plan became insolvent, can it suspend part of my monthly pension above the guaranteed level',
      'multiemployer pension plan cannot pay benefits when due, must it apply to the PBGC for financial assistance',
    ],
    keywords: ['insolvent multiemployer plan', 'benefit suspension', 'resource benefit level', 'basic benefits', 'PBGC assistance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1431' },
    asks: [
      'does the PBGC give money to an insolvent multiemployer pension plan so retirees still get basic benefits',
      'conditions and repayment terms when PBGC provides financial assistance to an insolvent union pension plan',
    ],
    keywords: ['PBGC financial assistance', 'insolvent plan', 'basic benefits', 'multiemployer plan', 'loan repayment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1432' },
    asks: [
      'my union pension cut benefits, will the special financial assistance program restore them',
      'which critical and declining multiemployer pension plans qualify for PBGC special financial assistance',
    ],
    keywords: ['special financial assistance', 'Butch Lewis Act', 'American Rescue Plan pensions', 'multiemployer plan', 'restored benefits', 'PBGC'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1441' },
    asks: [
      'our multiemployer pension plan terminated by mass withdrawal, will my benefits be reduced',
      'plan sponsor of a terminated multiemployer pension must amend the plan to reduce benefits, when does that apply',
    ],
    keywords: ['terminated multiemployer plan', 'mass withdrawal', 'benefit reduction', 'suspension', 'PBGC'],
    checkedAgainst: '119-100',
  },
];
