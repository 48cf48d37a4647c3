import type { SectionCard } from './types';

/**
 * Section cards (./types.ts) for work and benefits, second pass: railroad, maritime, longshore, black lung,
 * energy-employee, mine-safety, farmworker, pension-insurance, trade-adjustment, veterans' and military-pay
 * sections. Each one read against the section's official text.
 */
export const work2Cards: SectionCard[] = [
  // 45 U.S.C. chapter 2: Federal Employers' Liability Act (FELA)
  {
    usc: { title: 45, section: '51' },
    asks: [
      'I was hurt working for the railroad because of a defective rail car, can I sue the railroad company for my injury under FELA',
      'my husband was killed working on the railroad track, can his family sue the railroad for negligence',
      'railroad worker injured on the job through a coworker’s carelessness, does federal law let me claim damages instead of workers comp',
    ],
    keywords: [
      'Federal Employers Liability Act',
      'FELA',
      'railroad worker injury',
      'railroad negligence',
      'injured railroad employee',
      'railroad wrongful death',
      'defective equipment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '53' },
    asks: [
      'the railroad says my injury was partly my own fault, does that stop my FELA claim or just reduce the damages',
      'railroad broke a safety law and I was injured, can they still blame my own carelessness to cut my award',
    ],
    keywords: [
      'contributory negligence',
      'comparative fault',
      'railroad injury damages reduced',
      'FELA',
      'safety statute violation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '54' },
    asks: [
      'the railroad argues I assumed the risk of a dangerous job when I got hurt, is assumption of risk a defense under FELA',
      'railroad job is dangerous by nature, can my employer say I accepted the risk of injury so they owe nothing',
    ],
    keywords: ['assumption of risk', 'railroad worker injury', 'FELA defense', 'employer negligence', 'railroad'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '55' },
    asks: [
      'the railroad had me sign a release waiving my right to sue for injuries, is that agreement void under FELA',
      'railroad wants to subtract the insurance and relief benefits it paid me from my injury lawsuit, can it set that off',
    ],
    keywords: [
      'release of liability void',
      'FELA waiver',
      'set-off',
      'railroad relief benefits',
      'exempting from liability',
      'railroad injury',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '56' },
    asks: [
      'how long do I have to file a FELA lawsuit after a railroad injury, is it three years',
      'can I sue the railroad for my work injury in state court or must it be federal court, and where can I file',
    ],
    keywords: [
      'FELA statute of limitations',
      'three years',
      'railroad injury lawsuit deadline',
      'venue',
      'state court jurisdiction',
      'concurrent jurisdiction',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '59' },
    asks: [
      'my father was injured working for the railroad and died before his lawsuit ended, can his family continue the FELA claim',
      'injured railroad worker died later, does the claim survive to the widow and children through the estate',
    ],
    keywords: ['survival of action', 'FELA', 'personal representative', 'railroad worker death', 'widow and children'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '60' },
    asks: [
      'the railroad told coworkers not to talk to my lawyer about my accident, is it illegal to stop employees giving information',
      'I was disciplined for giving a statement about a coworker’s railroad injury to his family, is that a crime',
    ],
    keywords: [
      'witness intimidation',
      'railroad accident information',
      'discipline for giving statement',
      'FELA',
      'suppression of information',
      'fine or imprisonment',
    ],
    checkedAgainst: '119-100',
  },
  // 45 U.S.C. chapter 9: Railroad Retirement Act of 1974
  {
    usc: { title: 45, section: '231a' },
    asks: [
      'I have worked for the railroad for 30 years and I am 60, can I retire with a full railroad retirement annuity',
      'railroad worker who can no longer do my regular job because of a disability, am I eligible for an occupational disability annuity',
      'I am divorced from a retired railroad worker, can I get a divorced spouse annuity from the Railroad Retirement Board',
      'how many years working for the railroad do I need to qualify for a railroad retirement annuity',
    ],
    keywords: [
      'Railroad Retirement Act',
      'railroad retirement annuity',
      'Railroad Retirement Board',
      'occupational disability',
      'ten years of railroad work',
      'spouse annuity',
      'divorced spouse',
      'survivor annuity',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '231d' },
    asks: [
      'when does my railroad disability annuity start, is there a waiting period after the disability began',
      'I applied late for my railroad retirement annuity, how far back can the Railroad Retirement Board pay',
    ],
    keywords: [
      'annuity beginning date',
      'railroad retirement',
      'retroactive payment',
      'disability waiting period',
      'application date',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '231g' },
    asks: [
      'the Railroad Retirement Board denied my annuity, how long do I have to ask a court to review the decision',
      'can I appeal a Railroad Retirement Board decision on my retirement or disability annuity to court',
    ],
    keywords: [
      'Railroad Retirement Board appeal',
      'judicial review',
      'one year',
      'annuity denial',
      'court of appeals',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '231h' },
    asks: [
      'the Railroad Retirement Board is missing some of my railroad earnings, how long do I have to get the record corrected',
      'my employer never reported my railroad compensation, can I still get credit for those months I worked',
    ],
    keywords: [
      'railroad compensation record',
      'earnings correction',
      'four years',
      'employer returns',
      'Railroad Retirement Board',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '231m' },
    asks: [
      'a creditor wants to garnish my railroad retirement annuity, is it protected from garnishment',
      'in our divorce can the court divide my husband’s railroad retirement benefits as property',
      'can railroad retirement be taken for child support or alimony',
    ],
    keywords: [
      'railroad retirement garnishment',
      'exempt from levy',
      'anti-assignment',
      'divorce division',
      'community property',
      'Tier II',
      'child support',
    ],
    checkedAgainst: '119-100',
  },
  // 45 U.S.C. chapter 11: Railroad Unemployment Insurance Act
  {
    usc: { title: 45, section: '352' },
    asks: [
      'I was laid off from the railroad, how many days of railroad unemployment benefits can I get and how much',
      'railroad worker out sick and unable to work, can I get sickness benefits from the Railroad Retirement Board',
      'railroad workers on strike, is there a waiting period before unemployment benefits are paid',
    ],
    keywords: [
      'Railroad Unemployment Insurance Act',
      'railroad unemployment benefits',
      'sickness benefits',
      'waiting period',
      'benefit year',
      'strike',
      'daily benefit rate',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '353' },
    asks: [
      'I just started at the railroad, did I earn enough in the base year to qualify for railroad unemployment benefits',
      'what earnings do I need to be a qualified employee for railroad unemployment or sickness benefits',
    ],
    keywords: ['qualified employee', 'base year earnings', 'railroad unemployment', 'qualifying condition', 'sickness benefits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '354' },
    asks: [
      'I quit my railroad job without good cause, am I disqualified from railroad unemployment benefits',
      'railroad unemployment benefits denied because I refused suitable work, how long does the disqualification last',
      'I am getting a railroad retirement annuity or Social Security, can I also collect railroad unemployment',
    ],
    keywords: [
      'disqualification',
      'voluntary quit',
      'refusal of suitable work',
      'false statement',
      'railroad unemployment',
      'good cause',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '355' },
    asks: [
      'my claim for railroad unemployment benefits was denied, how do I appeal to the Railroad Retirement Board',
      'can I take the Railroad Retirement Board’s decision on my unemployment or sickness claim to court',
    ],
    keywords: [
      'railroad unemployment appeal',
      'Railroad Retirement Board review',
      'claim denied',
      'hearing',
      'judicial review',
      'sickness claim',
    ],
    checkedAgainst: '119-100',
  },
  // 45 U.S.C. chapter 8: Railway Labor Act
  {
    usc: { title: 45, section: '152' },
    asks: [
      'the railroad or airline is pressuring us not to join a union, does the Railway Labor Act protect our right to organize',
      'airline workers want a union, how does the Railway Labor Act let employees choose their representative',
      'my airline fired me for union activity, is that interference forbidden',
    ],
    keywords: [
      'Railway Labor Act',
      'airline union',
      'railroad union',
      'right to organize',
      'collective bargaining',
      'interference with union',
      'representation election',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '153' },
    asks: [
      'I was fired by the railroad and my grievance under the union contract went nowhere, can it go to the National Railroad Adjustment Board',
      'can I get court review of a National Railroad Adjustment Board award on my discipline or pay claim',
    ],
    keywords: [
      'National Railroad Adjustment Board',
      'railroad grievance',
      'minor dispute',
      'arbitration award',
      'collective bargaining agreement',
      'wrongful discharge',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '184' },
    asks: [
      'airline employee with a grievance under the union contract, where does it go if the company will not settle it',
      'pilot or flight attendant grievance over discipline or pay, does a system board of adjustment decide it',
    ],
    keywords: [
      'system board of adjustment',
      'airline grievance',
      'air carrier employees',
      'Railway Labor Act',
      'arbitration',
    ],
    checkedAgainst: '119-100',
  },
  // 46 U.S.C. chapter 301: Jones Act and maritime injury
  {
    usc: { title: 46, section: '30104' },
    asks: [
      'I was injured working as a deckhand on a boat, can I sue my employer under the Jones Act with a jury trial',
      'my son died from an injury while working as a crew member on a fishing vessel, can the family sue the vessel owner',
      'seaman hurt on a tugboat because of the company’s negligence, what are my rights as a ship crew member',
    ],
    keywords: [
      'Jones Act',
      'seaman injury',
      'maritime employer negligence',
      'crew member injured',
      'jury trial',
      'seaman death',
      'offshore worker',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '30106' },
    asks: [
      'how long do I have to sue after I was injured on a boat or ship, is there a three year limit for maritime injury claims',
      'deadline to file a lawsuit for a death or injury that happened at sea or on a cruise ship',
    ],
    keywords: [
      'maritime statute of limitations',
      'three years',
      'maritime tort',
      'injury at sea',
      'Jones Act deadline',
    ],
    checkedAgainst: '119-100',
  },
  // 46 U.S.C. part G: merchant seamen protection and relief
  {
    usc: { title: 46, section: '2114' },
    asks: [
      'I was fired from my ship job for reporting a safety violation to the Coast Guard, what can I do',
      'seaman retaliated against for reporting sexual harassment on the vessel, can I file a complaint',
      'I refused an unsafe order on the boat and was punished, are seamen protected from retaliation',
    ],
    keywords: [
      'seaman whistleblower',
      'maritime retaliation',
      'Coast Guard report',
      'refusal of unsafe work',
      'sexual harassment at sea',
      'Seaman’s Protection Act',
      'OSHA complaint',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10313' },
    asks: [
      'the ship owner has not paid my wages after the voyage ended, is there a penalty for late seaman wages',
      'I was discharged from the vessel before the voyage started, am I owed a month’s wages',
      'merchant seaman final wages delayed, can I get double wages for each day of delay',
    ],
    keywords: [
      'seaman wages',
      'penalty wages',
      'late payment',
      'discharged before voyage',
      'merchant mariner pay',
      'foreign voyage',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10504' },
    asks: [
      'I worked on a coastwise ship and my final wages were not paid within 2 days of discharge, what penalty applies',
      'can I demand half my earned wages at a port during a domestic voyage',
    ],
    keywords: ['coastwise voyage wages', 'seaman wage penalty', 'two days wages', 'final pay', 'late seaman wages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10505' },
    asks: [
      'a manning agent wants a fee from me to get a job on a ship, is it legal to charge a seaman for employment',
      'ship owner paid my wages in advance to a recruiter, is that allowed',
    ],
    keywords: ['advance wages', 'recruitment fee', 'seaman employment fee', 'civil penalty', 'manning agent'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10601' },
    asks: [
      'I am crew on a commercial fishing boat, must the owner give me a written fishing agreement about my share',
      'fish processing vessel crew, are we entitled to three meals a day in the written agreement',
    ],
    keywords: ['fishing agreement', 'crew share', 'fishing vessel crew', 'written agreement', 'fish processing vessel'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10602' },
    asks: [
      'the boat owner sold the catch and never paid my crew share, how do I recover my share of the fish',
      'fishing crew share of proceeds unpaid, what is the deadline to sue the vessel',
    ],
    keywords: ['crew share of catch', 'fishing wages', 'six months', 'in rem', 'accounting of proceeds'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '10603' },
    asks: [
      'I got hurt on a fishing boat, how soon do I have to tell the captain about my injury or illness',
      'fishing vessel crew member injured, is there a seven day deadline to notify the employer',
    ],
    keywords: ['injury notice', 'seven days', 'fishing vessel', 'seaman illness', 'notify master'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '11107' },
    asks: [
      'I was hired onto a ship in a way that broke the law, can I leave the vessel and still get paid',
      'seaman illegally engaged, what wages am I entitled to if I leave',
    ],
    keywords: ['unlawful engagement', 'seaman', 'void contract', 'highest rate of wages', 'leave vessel'],
    checkedAgainst: '119-100',
  },
  // 33 U.S.C. chapter 18: Longshore and Harbor Workers' Compensation Act
  {
    usc: { title: 33, section: '902' },
    asks: [
      'I repair ships at a shipyard, am I an employee covered by the Longshore and Harbor Workers’ Compensation Act',
      'I work as a clerk at the port terminal office, am I excluded from longshore workers comp coverage',
    ],
    keywords: [
      'Longshore and Harbor Workers’ Compensation Act',
      'longshoreman',
      'harbor worker',
      'shipbuilder',
      'maritime employment',
      'covered employee',
      'occupational disease',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '903' },
    asks: [
      'I was hurt on a pier loading a ship, does federal longshore compensation cover injuries on a dock or wharf',
      'dock worker injured while intoxicated, can longshore comp be denied',
      'I build small boats at a marina yard, am I covered by longshore workers compensation',
    ],
    keywords: [
      'longshore coverage',
      'navigable waters',
      'pier or wharf injury',
      'dry dock',
      'shipyard injury',
      'LHWCA',
      'intoxication',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '904' },
    asks: [
      'I was injured at the shipyard and it may have been my fault, does my employer still have to pay longshore compensation',
      'my subcontractor employer at the port had no workers comp insurance, is the general contractor liable',
    ],
    keywords: ['no-fault compensation', 'employer liability', 'subcontractor', 'contractor liable', 'LHWCA', 'secure payment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '905' },
    asks: [
      'as a longshoreman injured at work, can I sue my employer or is longshore compensation my only remedy',
      'dockworker hurt because of the ship’s negligence, can I sue the vessel owner as a third party',
      'my port employer never carried longshore insurance, can I sue them for damages instead',
    ],
    keywords: [
      'exclusive remedy',
      'vessel negligence',
      'longshore lawsuit',
      'third-party action against ship',
      'uninsured employer',
      'LHWCA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '906' },
    asks: [
      'when does longshore disability compensation start, is there a three day waiting period',
      'what is the maximum weekly compensation for a longshore or harbor worker injury',
    ],
    keywords: [
      'waiting period',
      'maximum compensation rate',
      'national average weekly wage',
      'minimum compensation',
      'longshore disability',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '907' },
    asks: [
      'the longshore insurance company will not pay my doctor bills, must my employer pay medical treatment for a work injury',
      'can I choose my own doctor for a longshore harbor worker injury',
    ],
    keywords: [
      'medical treatment',
      'choice of physician',
      'longshore medical benefits',
      'hospital bills',
      'work injury',
      'LHWCA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '908' },
    asks: [
      'longshoreman who lost a hand at work, how many weeks of compensation does the schedule give',
      'how much disability compensation does a harbor worker get, is it two thirds of average weekly wage',
      'I have hearing loss from years in the shipyard, can I get longshore compensation',
    ],
    keywords: [
      'permanent partial disability',
      'temporary total disability',
      'schedule of awards',
      'two-thirds average weekly wage',
      'hearing loss',
      'longshore settlement',
      'loss of wage-earning capacity',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '909' },
    asks: [
      'my husband died from a shipyard accident, what death benefits do widows and children get under longshore compensation',
      'does longshore comp pay funeral expenses when a dock worker dies on the job',
    ],
    keywords: ['longshore death benefit', 'widow benefits', 'funeral expenses', 'surviving children', 'LHWCA death'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '910' },
    asks: [
      'how is my average weekly wage figured for longshore compensation if I worked only part of the year',
      'the insurer computed my longshore comp on too low a wage, what counts in average weekly wage',
    ],
    keywords: ['average weekly wage', 'compensation rate', 'annual earnings', 'longshore', 'determination of pay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '912' },
    asks: [
      'how soon must I report a longshore work injury to my employer, is there a 30 day notice deadline',
      'I learned years later my lung disease came from shipyard work, when must I give notice for an occupational disease',
    ],
    keywords: ['notice of injury', 'thirty days', 'occupational disease', 'one year', 'written notice', 'longshore'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '913' },
    asks: [
      'what is the deadline to file a longshore compensation claim after a harbor work injury',
      'shipyard asbestos illness discovered late, do I have two years to file a longshore claim',
    ],
    keywords: [
      'claim filing deadline',
      'one year',
      'two years occupational disease',
      'longshore claim',
      'statute of limitations',
      'district director',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '914' },
    asks: [
      'my longshore comp checks are late, is there a 10 percent penalty for overdue compensation payments',
      'how soon must the employer start paying longshore compensation or file a notice controverting the claim',
    ],
    keywords: [
      'late payment penalty',
      'ten percent additional',
      'controverted claim',
      'fourteen days',
      'longshore payments',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '919' },
    asks: [
      'how do I file a longshore compensation claim and get a hearing before a judge',
      'the longshore insurer disputes my claim, can I ask for a hearing with an administrative law judge',
    ],
    keywords: [
      'longshore claim procedure',
      'administrative law judge',
      'hearing',
      'compensation order',
      'district director',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '920' },
    asks: [
      'in my longshore claim is it presumed that my injury is covered unless the employer proves otherwise',
      'longshore employer says I was drunk when hurt, who has to prove it',
    ],
    keywords: ['presumption of coverage', 'substantial evidence', 'intoxication', 'longshore claim', 'burden of proof'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '921' },
    asks: [
      'the judge denied my longshore claim, how do I appeal to the Benefits Review Board',
      'how long do I have to take a Benefits Review Board decision to the court of appeals',
    ],
    keywords: [
      'Benefits Review Board',
      'longshore appeal',
      'compensation order final',
      'court of appeals',
      'sixty days',
      'thirty days',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '922' },
    asks: [
      'my condition got worse after my longshore award, can I ask to reopen and modify the compensation order',
      'longshore claim was denied because of a mistake of fact, is there a one year window to request modification',
    ],
    keywords: ['modification of award', 'change in conditions', 'mistake in fact', 'one year', 'reopen claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '928' },
    asks: [
      'who pays my lawyer in a longshore compensation case if the insurer refused to pay and I won',
      'can a longshore attorney charge me a fee without approval from the judge or board',
    ],
    keywords: [
      'attorney fees',
      'longshore lawyer',
      'employer pays fee',
      'fee approval',
      'successful claim',
      'informal conference',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '933' },
    asks: [
      'I am getting longshore comp and a third party caused my injury, can I also sue them',
      'if I settle my lawsuit against the party who hurt me, do I lose my longshore compensation without employer approval',
    ],
    keywords: [
      'third-party liability',
      'longshore',
      'assignment to employer',
      'six months',
      'lien',
      'settlement approval',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '948a' },
    asks: [
      'I was fired from the shipyard for filing a longshore compensation claim, is that illegal',
      'port employer retaliated after I testified in a coworker’s longshore case, can I get my job back and lost wages',
    ],
    keywords: [
      'retaliation for claim',
      'discrimination',
      'reinstatement',
      'lost wages',
      'penalty',
      'longshore',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 11 and 33 U.S.C. chapter 18 extensions: Defense Base Act, War Hazards
  {
    usc: { title: 42, section: '1651' },
    asks: [
      'I was injured working overseas for a U.S. government contractor, am I covered by the Defense Base Act',
      'my husband was killed working as a contractor on a military base abroad, what workers compensation applies',
    ],
    keywords: [
      'Defense Base Act',
      'overseas contractor injury',
      'military base abroad',
      'government contractor workers compensation',
      'longshore act extension',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1701' },
    asks: [
      'contractor hurt by a war-risk hazard like a bombing or hostile attack overseas, what compensation is there',
      'I was injured or captured by an enemy while working abroad for a U.S. contractor, who pays',
    ],
    keywords: [
      'War Hazards Compensation Act',
      'war-risk hazard',
      'overseas contractor',
      'detained by enemy',
      'injury abroad',
    ],
    checkedAgainst: '119-100',
  },
  // 30 U.S.C. chapter 22 subchapter IV: Black Lung Benefits Act
  {
    usc: { title: 30, section: '901' },
    asks: [
      'my father was a coal miner and now has black lung disease, what federal benefits can he get',
      'coal miner totally disabled by black lung, is there a federal benefits program for miners and widows',
    ],
    keywords: [
      'Black Lung Benefits Act',
      'black lung',
      'pneumoconiosis',
      'coal miner disability',
      'miner’s widow',
      'coal mine dust',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '902' },
    asks: [
      'I worked at a coal preparation plant, not underground, do I count as a miner for black lung benefits',
      'divorced wife of a coal miner, am I a dependent for black lung benefits',
      'what counts as total disability and pneumoconiosis for a black lung claim',
    ],
    keywords: [
      'miner definition',
      'pneumoconiosis definition',
      'dependent',
      'total disability',
      'black lung',
      'coal preparation facility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '921' },
    asks: [
      'I worked 15 years underground in coal mines and have a lung impairment, is there a presumption it is black lung',
      'miner with ten years in coal mines, is my black lung presumed to come from mine work',
      'complicated black lung shown on X-ray, is total disability automatically presumed',
    ],
    keywords: [
      'fifteen-year presumption',
      'black lung presumption',
      'complicated pneumoconiosis',
      'irrebuttable presumption',
      'totally disabled miner',
      'coal mine employment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '922' },
    asks: [
      'how much are black lung benefits each month for a disabled miner and his wife',
      'black lung widow and children, what monthly payments do they get after the miner died',
    ],
    keywords: ['black lung benefit amount', 'monthly rate', 'increase for dependents', 'widow', 'dependents', 'GS-2'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '923' },
    asks: [
      'my black lung claim was denied because the chest X-ray was negative, can X-ray alone defeat the claim',
      'what medical evidence counts for a black lung claim, breathing tests and my doctor’s opinion',
    ],
    keywords: [
      'black lung evidence',
      'chest X-ray',
      'pulmonary function test',
      'blood gas study',
      'affidavits',
      'miner’s claim',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '932' },
    asks: [
      'the coal company is fighting my black lung claim, how are claims against the mine operator decided',
      'my husband was already receiving black lung benefits when he died, do I have to file a new claim as his widow',
      'can I get my lawyer’s fee paid in a black lung case against the coal operator',
    ],
    keywords: [
      'black lung claim against operator',
      'responsible operator',
      'survivor benefits',
      'Black Lung Disability Trust Fund',
      'longshore procedures',
      'automatic entitlement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '938' },
    asks: [
      'I was fired from the coal mine because I have black lung, is that discrimination',
      'miner discriminated against for having pneumoconiosis, how long do I have to file a complaint',
    ],
    keywords: [
      'black lung discrimination',
      'miner fired',
      'pneumoconiosis',
      'ninety days',
      'complaint to Secretary of Labor',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '941' },
    asks: [
      'someone lied on a black lung benefits application, is a false statement a crime',
      'penalty for making false statements to get black lung payments',
    ],
    keywords: ['false statement', 'black lung fraud', 'misdemeanor', 'fine', 'imprisonment'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 84 subchapter XVI: Energy Employees Occupational Illness Compensation Program Act
  {
    usc: { title: 42, section: '7384d' },
    asks: [
      'my father worked at a nuclear weapons plant for the Department of Energy and got cancer, is there a federal compensation program',
      'I worked for a DOE contractor and became ill from radiation or beryllium, what is the energy employees illness program',
    ],
    keywords: [
      'Energy Employees Occupational Illness Compensation Program',
      'EEOICPA',
      'nuclear weapons worker',
      'Department of Energy contractor',
      'radiation cancer',
      'beryllium disease',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7384l' },
    asks: [
      'I worked at a DOE site in the special exposure cohort and got a listed cancer, am I a covered employee',
      'who counts as a covered beryllium employee or atomic weapons employee for energy worker compensation',
    ],
    keywords: [
      'covered employee',
      'special exposure cohort',
      'specified cancer',
      'atomic weapons employer',
      'beryllium vendor',
      'chronic beryllium disease',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7384n' },
    asks: [
      'how does the government decide whether my cancer was caused by radiation at the nuclear plant, at least as likely as not',
      'I was present at a DOE facility where beryllium dust was around, is exposure presumed for my claim',
    ],
    keywords: [
      'radiation dose reconstruction',
      'probability of causation',
      'at least as likely as not',
      'beryllium exposure',
      'Health and Human Services guidelines',
      'performance of duty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7384s' },
    asks: [
      'how much does the energy employees program pay for cancer from nuclear weapons work, is it $150,000',
      'my father died of radiation cancer from a DOE plant before getting paid, which survivors get the lump sum',
    ],
    keywords: [
      '$150,000 lump sum',
      'EEOICPA Part B',
      'survivor payment',
      'beryllium sensitivity monitoring',
      'occupational illness compensation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7384t' },
    asks: [
      'will the energy employees program pay my medical bills for my accepted cancer or beryllium disease',
      'can I choose my own doctor for treatment under the EEOICPA medical benefits card',
    ],
    keywords: ['EEOICPA medical benefits', 'choice of physician', 'travel expenses', 'covered illness treatment', 'medical card'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7384u' },
    asks: [
      'I got $100,000 under the Radiation Exposure Compensation Act as a uranium miner, can I also get $50,000 from the energy program',
      'uranium miner or mill worker paid under RECA, what extra compensation and medical benefits am I entitled to',
    ],
    keywords: [
      'uranium worker',
      'Radiation Exposure Compensation Act',
      'RECA section 5',
      '$50,000',
      'uranium miner',
      'mill worker',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7384v' },
    asks: [
      'I think I have a claim under the energy workers illness program, will the government help me get medical testing',
      'help filing an EEOICPA claim, does the program have to assist claimants and give forms',
    ],
    keywords: ['claimant assistance', 'medical testing', 'EEOICPA claim forms', 'resource center', 'potential claimants'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385' },
    asks: [
      'I settled a lawsuit over my radiation exposure at a DOE plant, will that reduce my energy employees compensation',
      'does a tort settlement offset EEOICPA payments',
    ],
    keywords: ['offset', 'tort settlement', 'EEOICPA', 'lawsuit award', 'exposure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385j' },
    asks: [
      'can I get both energy employees cancer compensation and RECA compensation for the same cancer',
      'I got VA radiation benefits for cancer, can I also claim under EEOICPA',
    ],
    keywords: ['coordination of benefits', 'RECA', 'radiation compensation', 'double recovery', 'radiation-exposed veteran'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385s-2' },
    asks: [
      'how is Part E compensation figured for a DOE contractor worker made sick by toxic substances, impairment and wage loss',
      'energy worker with toxic exposure illness, how much per impairment percentage point and for lost wages',
    ],
    keywords: [
      'EEOICPA Part E',
      'impairment rating',
      'wage loss',
      'toxic substance exposure',
      'contractor employee compensation',
      '$2,500 per point',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385s-3' },
    asks: [
      'my husband worked at a nuclear site and died from a toxic exposure illness, what can I get as a survivor under Part E',
      'surviving spouse or child of a DOE contractor employee, how much survivor compensation is paid',
    ],
    keywords: ['Part E survivor', 'surviving spouse', 'covered child', '$125,000', 'toxic exposure death', 'EEOICPA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385s-4' },
    asks: [
      'how does the Labor Department decide that my illness came from toxic substance exposure at a DOE facility',
      'DOE contractor employee with illness from chemicals, what is the at least as likely as not test for Part E',
    ],
    keywords: ['causation', 'toxic substance', 'Department of Energy facility', 'significant factor', 'Part E determination'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7385s-6' },
    asks: [
      'my energy employees Part E claim was denied, how long do I have to take the final decision to federal court',
      'can I appeal an EEOICPA decision, is there administrative review and a 60 day deadline for court',
    ],
    keywords: [
      'EEOICPA appeal',
      'judicial review',
      'sixty days',
      'arbitrary and capricious',
      'final decision',
      'administrative review',
    ],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 59: agents and attorneys
  {
    usc: { title: 38, section: '5904' },
    asks: [
      'how much can a lawyer charge me to help with my VA disability appeal, is 20 percent of back pay the limit',
      'a company wants to charge me a fee to file my first VA disability claim, can they charge before the initial decision',
      'my VA attorney fee was taken out of my past-due benefits, can I ask for review of an excessive fee',
    ],
    keywords: [
      'VA attorney fees',
      'accredited agent',
      'twenty percent past-due benefits',
      'fee agreement',
      'veterans claim representative',
      'excessive fee',
      'suspension of attorney',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5901' },
    asks: [
      'a consultant who is not VA accredited is helping veterans with claims for money, is that allowed',
      'how do I check whether someone helping with my VA claim is a recognized agent or attorney',
    ],
    keywords: [
      'unaccredited claims agent',
      'VA accreditation',
      'claim shark',
      'recognized representative',
      'predatory practices',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5905' },
    asks: [
      'my VA fiduciary or someone kept part of my VA benefits that were owed to me, is that a crime',
      'penalty for wrongfully withholding a veteran’s benefit payment',
    ],
    keywords: ['withholding veterans benefits', 'misappropriation', 'fine', 'imprisonment', 'VA benefits theft'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5502' },
    asks: [
      'VA appointed a fiduciary to manage my father’s VA benefits, how is the fiduciary supervised and what can they charge',
      'my VA fiduciary is misusing my money, can I get the benefits back and report them',
    ],
    keywords: [
      'VA fiduciary',
      'incompetent veteran',
      'fiduciary commission',
      'misuse of benefits',
      'payee supervision',
      'four percent',
    ],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 24: national cemeteries
  {
    usc: { title: 38, section: '2402' },
    asks: [
      'my husband was a veteran, can I be buried with him in a national cemetery as his spouse',
      'who is eligible for burial in a VA national cemetery, does a reservist or National Guard member qualify',
      'can the adult disabled child of a veteran be buried in the national cemetery',
    ],
    keywords: [
      'national cemetery eligibility',
      'veteran burial',
      'spouse burial',
      'dependent child',
      'National Cemetery Administration',
      'reservist burial',
      'interment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2411' },
    asks: [
      'a veteran convicted of murder, can he still be buried in a national cemetery or Arlington',
      'can a veteran who committed a capital crime or sex offense be denied burial in a veterans cemetery',
    ],
    keywords: ['burial ban', 'capital crime', 'Arlington National Cemetery', 'national cemetery', 'Tier III sex offender'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2404' },
    asks: [
      'the grave marker in the national cemetery has wrong information, what does the marker show',
      'can we add a personal inscription on a veteran’s headstone in a national cemetery',
    ],
    keywords: ['grave marker', 'headstone', 'national cemetery', 'inscription', 'columbarium'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 31: Veteran Readiness and Employment (vocational rehabilitation)
  {
    usc: { title: 38, section: '3102' },
    asks: [
      'I have a 20 percent VA disability rating, am I eligible for VA vocational rehabilitation and employment',
      'veteran rated 10 percent with a serious employment handicap, can I get Veteran Readiness and Employment',
    ],
    keywords: [
      'vocational rehabilitation',
      'Veteran Readiness and Employment',
      'VR&E eligibility',
      'employment handicap',
      'service-connected disability',
      'Chapter 31',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3103' },
    asks: [
      'I was discharged more than 12 years ago, is it too late to use VA vocational rehabilitation',
      'my medical condition kept me from using VR&E within the twelve-year period, can it be extended',
    ],
    keywords: ['twelve-year period', 'VR&E deadline', 'period of eligibility', 'extension', 'serious employment handicap'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3104' },
    asks: [
      'what does VA vocational rehabilitation cover, will it pay for college tuition and job training',
      'VR&E counselor help, can I get tools, tutoring, placement help and a start a business plan',
    ],
    keywords: ['VR&E benefits', 'training', 'tuition', 'counseling', 'job placement', 'self-employment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3105' },
    asks: [
      'how long can my VA vocational rehabilitation program last, is 48 months the limit',
      'can VR&E extend my training program beyond the normal months',
    ],
    keywords: ['forty-eight months', 'VR&E duration', 'extended evaluation', 'program extension'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3108' },
    asks: [
      'do I get a monthly subsistence allowance while in VA vocational rehabilitation training',
      'VR&E pays a living allowance, can I choose the Post-9/11 GI Bill housing rate instead',
    ],
    keywords: ['subsistence allowance', 'VR&E', 'monthly allowance', 'dependents', 'housing allowance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3120' },
    asks: [
      'my VA-rated disability is so severe I cannot work, can VA provide independent living help',
      'independent living program for a veteran when a job goal is not feasible',
    ],
    keywords: ['independent living program', 'severely disabled veteran', 'VR&E', 'vocational goal not feasible'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3117' },
    asks: [
      'I finished VA vocational rehab, will VA help me find a job and use veterans preference',
      'employment assistance for a disabled veteran after VR&E training',
    ],
    keywords: ['employment assistance', 'job placement', 'disabled veteran', 'veterans preference', 'VR&E'],
    checkedAgainst: '119-100',
  },
  // 30 U.S.C. chapter 22: Federal Mine Safety and Health Act
  {
    usc: { title: 30, section: '813' },
    asks: [
      'there is a dangerous condition in our mine, how can a miner ask MSHA for an immediate inspection without my name given',
      'does the mine have to report an accident to MSHA within 15 minutes',
      'can MSHA inspect our mine without advance notice, how often are underground mines inspected',
    ],
    keywords: [
      'mine inspection',
      'MSHA',
      'miner complaint',
      'immediate inspection',
      'accident notification',
      'fifteen minutes',
      'walkaround',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '814' },
    asks: [
      'MSHA cited our mine for a safety violation, what is a citation and a withdrawal order',
      'mine keeps having the same significant and substantial violations, can MSHA order miners out of the area',
    ],
    keywords: [
      'mine citation',
      'withdrawal order',
      'significant and substantial',
      'unwarrantable failure',
      'pattern of violations',
      'abatement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '817' },
    asks: [
      'the inspector found an imminent danger in the mine, can MSHA order everyone out',
      'mine imminent danger withdrawal order, who may stay in the area',
    ],
    keywords: ['imminent danger', 'withdrawal order', 'mine safety', 'MSHA order', 'closure of mine area'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '820' },
    asks: [
      'what are the fines for a mine operator that violates a mandatory safety standard',
      'can a mine manager go to prison for knowingly breaking mine safety rules',
      'someone gave advance notice of an MSHA inspection, is that a crime',
    ],
    keywords: [
      'mine safety penalties',
      'civil penalty',
      'criminal penalty',
      'willful violation',
      'advance notice of inspection',
      'corporate officer liability',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '821' },
    asks: [
      'MSHA closed our mine section with an order, do the idled miners still get paid for the shift',
      'miners sent home because of a withdrawal order, how much compensation does the operator owe',
    ],
    keywords: ['idled miners pay', 'withdrawal order', 'compensation for idled time', 'mine closure', 'regular rate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '842' },
    asks: [
      'our coal mine has too much dust, what are the respirable dust limits and sampling rules',
      'coal mine operator is faking dust samples, what does federal law require',
    ],
    keywords: ['respirable dust', 'coal dust limit', 'dust sampling', 'respirator', 'black lung prevention'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '843' },
    asks: [
      'my chest X-ray shows early black lung, can I transfer to a less dusty job in the mine without a pay cut',
      'are coal miners entitled to free periodic chest X-rays',
    ],
    keywords: ['chest X-ray', 'miner transfer rights', 'pneumoconiosis evidence', 'less dusty area', 'pay retention'],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 20: Migrant and Seasonal Agricultural Worker Protection Act (MSPA)
  {
    usc: { title: 29, section: '1811' },
    asks: [
      'the crew leader who hires us for farm work has no registration certificate, is that allowed',
      'does a farm labor contractor need a certificate of registration from the Labor Department',
    ],
    keywords: [
      'farm labor contractor registration',
      'crew leader',
      'certificate of registration',
      'MSPA',
      'farmworker recruiter',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1821' },
    asks: [
      'we were recruited from another state for farm work and never told the wages or housing costs in writing, is that required',
      'migrant farmworker, must the employer give me pay records and written job terms in my language',
    ],
    keywords: [
      'migrant agricultural worker',
      'written disclosure',
      'wage statement',
      'payroll records',
      'recruitment terms',
      'farmworker rights',
      'MSPA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1823' },
    asks: [
      'the farm housing for migrant workers is unsafe and dirty, who is responsible for meeting health standards',
      'can migrant farmworkers be housed in camps that were never inspected or certified',
    ],
    keywords: ['migrant housing', 'labor camp', 'farmworker housing safety', 'certificate of occupancy', 'MSPA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1831' },
    asks: [
      'I do seasonal farm work near home, can I ask for the wage rates and job terms in writing',
      'seasonal agricultural worker, what pay statement and records must the grower give me',
    ],
    keywords: [
      'seasonal agricultural worker',
      'written disclosure on request',
      'itemized pay statement',
      'records',
      'MSPA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1832' },
    asks: [
      'the grower did not pay our farm wages when due and changed the deal they promised, what protects seasonal workers',
      'crew leader makes farmworkers buy food only from him, is that legal',
    ],
    keywords: [
      'farmworker wages owed',
      'working arrangement',
      'company store',
      'seasonal agricultural worker',
      'MSPA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1841' },
    asks: [
      'the van taking farmworkers to the fields is unsafe and the driver has no license, what are the rules',
      'must a farm labor contractor have insurance on vehicles transporting migrant workers',
    ],
    keywords: [
      'farmworker transportation',
      'vehicle safety',
      'insurance',
      'driver license',
      'MSPA',
      'farm labor bus',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1842' },
    asks: [
      'as a grower do I have to check that the farm labor contractor I use is registered',
      'farm using an unregistered labor contractor, is the farm responsible too',
    ],
    keywords: ['confirmation of registration', 'farm labor contractor', 'grower liability', 'public registry', 'MSPA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1854' },
    asks: [
      'farmworkers were cheated by the grower and crew leader, can we sue in federal court under MSPA',
      'how much damages can a migrant farmworker get, is there $500 per violation statutory damages',
    ],
    keywords: [
      'MSPA lawsuit',
      'private right of action',
      'statutory damages',
      '$500 per violation',
      'farmworker lawsuit',
      'class action',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1855' },
    asks: [
      'I complained about farm working conditions and the crew leader blacklisted me, what can I do',
      'migrant worker fired for filing a complaint, how long do I have to report retaliation to the Labor Department',
    ],
    keywords: ['farmworker retaliation', 'blacklist', '180 days', 'complaint', 'MSPA discrimination'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1851' },
    asks: [
      'is it a crime for a farm labor contractor to willfully violate farmworker protection law',
      'penalties for a crew leader who knowingly breaks MSPA rules',
    ],
    keywords: ['criminal penalties', 'farm labor contractor', 'willful violation', 'MSPA', 'fine'],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 18 subchapter III: plan termination insurance (PBGC)
  {
    usc: { title: 29, section: '1341' },
    asks: [
      'my company is terminating its pension plan, must they give employees 60 days notice and pay all benefits',
      'employer in bankruptcy wants a distress termination of our pension plan, what are the rules',
    ],
    keywords: [
      'pension plan termination',
      'standard termination',
      'distress termination',
      'notice of intent to terminate',
      'PBGC',
      'defined benefit plan',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1342' },
    asks: [
      'the PBGC took over my company’s underfunded pension plan, why can it terminate a plan',
      'our pension plan cannot pay benefits when due, can the Pension Benefit Guaranty Corporation step in as trustee',
    ],
    keywords: [
      'PBGC takeover',
      'involuntary termination',
      'underfunded pension',
      'trustee',
      'Pension Benefit Guaranty Corporation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1344' },
    asks: [
      'when a pension plan ends, in what order are the assets divided among retirees and workers',
      'I was already retired when our pension plan terminated, do retirees get priority over current workers',
    ],
    keywords: [
      'allocation of plan assets',
      'priority categories',
      'terminated pension plan',
      'retirees in pay status',
      'PBGC',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1381' },
    asks: [
      'our small business is leaving the union pension fund, do we owe withdrawal liability',
      'the multiemployer pension plan sent us a bill for withdrawal liability after we stopped contributing',
    ],
    keywords: [
      'withdrawal liability',
      'multiemployer pension plan',
      'complete withdrawal',
      'partial withdrawal',
      'unfunded vested benefits',
      'union pension fund',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1399' },
    asks: [
      'we got a withdrawal liability demand from the union pension fund, how long do we have to ask for review',
      'must an employer keep paying withdrawal liability installments while disputing the amount',
    ],
    keywords: [
      'withdrawal liability notice',
      'ninety days review',
      'payment schedule',
      'demand for payment',
      'multiemployer plan',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1401' },
    asks: [
      'how do we dispute a multiemployer pension withdrawal liability assessment, is arbitration required',
      'deadline to start arbitration over withdrawal liability with the pension fund',
    ],
    keywords: ['withdrawal liability arbitration', 'sixty days', 'dispute resolution', 'multiemployer plan', 'plan sponsor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '1451' },
    asks: [
      'the pension fund sued our company to collect withdrawal liability, which court and what deadline',
      'can a participant in a multiemployer plan sue over withdrawal liability decisions',
    ],
    keywords: ['civil action', 'withdrawal liability collection', 'multiemployer plan', 'statute of limitations', 'delinquent contribution'],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 7 subchapter IV: Labor Management Relations Act
  {
    usc: { title: 29, section: '185' },
    asks: [
      'my employer broke the union contract, can the union or I sue in federal court for breach of the collective bargaining agreement',
      'the union would not take my grievance to arbitration and the company fired me, can I sue both',
    ],
    keywords: [
      'section 301',
      'breach of collective bargaining agreement',
      'union contract lawsuit',
      'hybrid claim',
      'duty of fair representation',
      'Labor Management Relations Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '186' },
    asks: [
      'my employer is paying money to our union steward, is that a forbidden payment to a union representative',
      'can an employer give gifts or loans to union officials, and what about union pension and health trust funds',
    ],
    keywords: [
      'payments to union officials',
      'Taft-Hartley trust fund',
      'bribery of union representative',
      'dues checkoff',
      'section 302',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '187' },
    asks: [
      'a union picketed our customers to pressure us in a secondary boycott, can our business sue for damages',
      'our business lost money from an illegal secondary boycott by a union, where can we sue',
    ],
    keywords: ['secondary boycott', 'damages', 'union unfair labor practice', 'business injury', 'section 303'],
    checkedAgainst: '119-100',
  },
  // 19 U.S.C. chapter 12 part 2: Trade Adjustment Assistance for workers
  {
    usc: { title: 19, section: '2271' },
    asks: [
      'our factory closed because production moved overseas, how do we petition for trade adjustment assistance',
      'can the union or the state file a TAA petition for workers laid off because of imports',
    ],
    keywords: [
      'Trade Adjustment Assistance',
      'TAA petition',
      'laid off because of imports',
      'offshoring layoffs',
      'group of workers',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 19, section: '2272' },
    asks: [
      'we lost our jobs when the company shifted production to another country, do we qualify for trade adjustment assistance',
      'what must the Labor Department find to certify laid-off workers for TAA, increased imports',
    ],
    keywords: [
      'TAA group eligibility',
      'increased imports',
      'shift in production abroad',
      'adversely affected workers',
      'certification',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 19, section: '2291' },
    asks: [
      'I was laid off because of foreign competition and my unemployment ran out, can I get trade readjustment allowances',
      'what are the conditions for weekly TRA payments for a worker covered by a TAA certification',
    ],
    keywords: [
      'trade readjustment allowance',
      'TRA',
      'adversely affected worker',
      'unemployment exhausted',
      'training enrollment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 19, section: '2296' },
    asks: [
      'I lost my job to imports, will trade adjustment assistance pay for retraining or school',
      'how do I get TAA approved training paid for after a trade-related layoff',
    ],
    keywords: ['TAA training', 'retraining costs', 'approved training', 'dislocated worker', 'trade-affected worker'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C. chapter 85: unemployment compensation for federal workers and ex-servicemembers
  {
    usc: { title: 5, section: '8502' },
    asks: [
      'I was a federal employee and lost my job, can I get unemployment from the state like private workers',
      'how is unemployment for former federal civilian employees (UCFE) paid and appealed',
    ],
    keywords: [
      'UCFE',
      'federal employee unemployment',
      'state unemployment agency',
      'federal civilian separated',
      'appeal of unemployment decision',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8521' },
    asks: [
      'I just got out of the military, can I collect unemployment benefits as an ex-servicemember',
      'discharged before finishing my enlistment for medical reasons, do I qualify for UCX unemployment',
    ],
    keywords: [
      'UCX',
      'ex-servicemember unemployment',
      'military discharge',
      'honorable conditions',
      'first full term of service',
    ],
    checkedAgainst: '119-100',
  },
  // 34 U.S.C. chapter 101 subchapter XI: Public Safety Officers' Benefits
  {
    usc: { title: 34, section: '10281' },
    asks: [
      'my husband was a police officer killed in the line of duty, what federal death benefit can the family get',
      'firefighter died from a heart attack after a call, are survivors eligible for public safety officers benefits',
      'EMT permanently disabled in the line of duty, is there a federal lump sum benefit',
    ],
    keywords: [
      'Public Safety Officers’ Benefits',
      'PSOB',
      'line of duty death',
      'police officer death benefit',
      'firefighter death benefit',
      'permanent disability',
      'survivors',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7 subchapter XI: Social Security program integrity and work incentives
  {
    usc: { title: 42, section: '1320a-8' },
    asks: [
      'Social Security says I made false statements to get benefits and wants to fine me, what penalties apply',
      'my brother as representative payee spent mom’s Social Security on himself, can SSA penalize him',
    ],
    keywords: [
      'civil monetary penalty',
      'Social Security fraud',
      'false statement',
      'representative payee misuse',
      'SSI fraud',
      'misleading communications',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320b-19' },
    asks: [
      'I get disability benefits and want to go back to work, how does the Ticket to Work program help',
      'can I use my Ticket to Work with an employment network for job training and will it stop medical reviews',
    ],
    keywords: [
      'Ticket to Work',
      'employment network',
      'SSDI return to work',
      'vocational rehabilitation',
      'disabled beneficiary',
      'continuing disability review',
    ],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C. chapter 61: disability retirement and separation
  {
    usc: { title: 10, section: '1203' },
    asks: [
      'I am being medically separated from the military with a disability rated under 30 percent, what do I get',
      'separated for a physical disability with less than 20 years, do I get severance instead of retirement',
    ],
    keywords: [
      'medical separation',
      'disability severance',
      'less than thirty percent',
      'unfit for duty',
      'physical disability',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1204' },
    asks: [
      'I am in the National Guard and was injured during weekend drill, can I get military disability retirement',
      'reservist hurt traveling to inactive-duty training, is disability retirement possible',
    ],
    keywords: [
      'reserve disability retirement',
      'inactive-duty training injury',
      'National Guard injury',
      'drill weekend',
      'line of duty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1212' },
    asks: [
      'how is military disability severance pay calculated when I am separated for a medical condition',
      'is disability severance pay twice my monthly basic pay times years served, and what if it was combat related',
    ],
    keywords: [
      'disability severance pay',
      'years served',
      'basic pay',
      'combat-related injury',
      'VA compensation offset',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1174' },
    asks: [
      'I was involuntarily separated from active duty after 8 years, am I entitled to separation pay',
      'does military involuntary separation pay get taken back if I later get VA disability compensation',
    ],
    keywords: [
      'involuntary separation pay',
      'full separation pay',
      'half separation pay',
      'six years active duty',
      'VA compensation recoupment',
    ],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 36: education benefits administration
  {
    usc: { title: 38, section: '3685' },
    asks: [
      'VA says I was overpaid GI Bill benefits after I withdrew from a class, do I have to pay it back',
      'the school failed to report my withdrawal to VA, is the school liable for the GI Bill overpayment',
    ],
    keywords: [
      'GI Bill overpayment',
      'education debt',
      'school liability',
      'withdrawn classes',
      'VA debt',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3691' },
    asks: [
      'can I change my major or program while using the GI Bill, how many changes are allowed',
      'VA denied my change of program on education benefits because I failed classes',
    ],
    keywords: ['change of program', 'GI Bill', 'education benefits', 'new major', 'suitable program'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 21: specially adapted housing
  {
    usc: { title: 38, section: '2101' },
    asks: [
      'I am a veteran who uses a wheelchair because of an injury from my time in the military, can VA help me buy or build an adapted home',
      'disabled veteran needs grab bars and ramps at home, what is the specially adapted housing grant',
      'veteran blinded in both eyes in the military, am I eligible for a special home adaptation grant',
    ],
    keywords: [
      'specially adapted housing grant',
      'SAH grant',
      'special home adaptation',
      'SHA grant',
      'wheelchair accessible home',
      'loss of use of legs',
      'disabled veteran housing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2101A' },
    asks: [
      'I am still on active duty with a disability incurred in line of duty, can I get a VA adapted housing grant before discharge',
      'I live with family who own the house, can a disabled veteran use the adaptation grant on a family member’s home',
    ],
    keywords: ['active duty member', 'adapted housing', 'family member’s home', 'residing abroad', 'adaptation grant'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2102' },
    asks: [
      'what is the maximum VA specially adapted housing grant and how many times can I use it',
      'does the adapted housing grant pay half the cost of building the house and land',
    ],
    keywords: ['grant limits', 'maximum amount', 'three uses', 'adapted housing cost', 'fifty percent of cost'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 17: CHAMPVA
  {
    usc: { title: 38, section: '1781' },
    asks: [
      'my husband is a 100 percent permanently disabled veteran, can I get health coverage through CHAMPVA',
      'widow of a veteran who died of a VA-rated disability, am I eligible for VA medical care for dependents',
    ],
    keywords: [
      'CHAMPVA',
      'dependents health care',
      'surviving spouse medical care',
      'permanent and total disability',
      'family caregiver health coverage',
    ],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 18: children of Vietnam veterans
  {
    usc: { title: 38, section: '1805' },
    asks: [
      'my father served in Vietnam and I was born with spina bifida, can I get a monthly VA allowance',
      'child of a Vietnam or Korea DMZ veteran with spina bifida, how much is the VA monthly payment',
    ],
    keywords: ['spina bifida', 'child of Vietnam veteran', 'monthly allowance', 'Agent Orange birth defect', 'disability levels'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 19: life insurance
  {
    usc: { title: 38, section: '1967' },
    asks: [
      'how much SGLI life insurance does a military member get automatically, and does it cover my spouse',
      'I am in the reserves, am I covered by servicemembers group life insurance during drill',
      'can I reduce or decline SGLI coverage, does my spouse have to be told',
    ],
    keywords: [
      'SGLI',
      'Servicemembers’ Group Life Insurance',
      'family SGLI',
      'spouse coverage',
      'automatic coverage',
      'coverage amount',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1922' },
    asks: [
      'I just got a new VA disability rating, can I still buy VA disabled veterans life insurance',
      'how long after my VA disability rating do I have to apply for S-DVI life insurance',
    ],
    keywords: ['S-DVI', 'service-disabled veterans insurance', 'two years after rating', 'veteran life insurance', 'premium waiver'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 35: Survivors' and Dependents' Educational Assistance
  {
    usc: { title: 38, section: '3501' },
    asks: [
      'my dad is a permanently and totally disabled veteran, can I use VA education benefits for college (DEA)',
      'widow of a veteran who died from a disability caused by his military duty, am I eligible for dependents educational assistance',
    ],
    keywords: [
      'Dependents’ Educational Assistance',
      'DEA',
      'Chapter 35',
      'child of disabled veteran',
      'surviving spouse education',
      'eligible person',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3511' },
    asks: [
      'how many months of Chapter 35 DEA education benefits does a veteran’s child get, 36 or 45',
      'duration of dependents educational assistance for a spouse or child',
    ],
    keywords: ['36 months', '45 months', 'DEA entitlement', 'Chapter 35 duration', 'part-time training'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3512' },
    asks: [
      'I am the child of a disabled veteran and turned 26, is it too late to use DEA education benefits',
      'age limits for a veteran’s child using Chapter 35 education benefits, ages 18 to 26',
    ],
    keywords: ['period of eligibility', 'age 26', 'age 18', 'DEA child', 'extension'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3532' },
    asks: [
      'how much is the monthly DEA payment for a veteran’s child in school full time',
      'Chapter 35 education allowance rate for half-time or three-quarter-time students',
    ],
    keywords: ['DEA monthly rate', 'education allowance', 'full-time', 'half-time', 'Chapter 35'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 53: payments
  {
    usc: { title: 38, section: '5313B' },
    asks: [
      'there is an old felony warrant for me, can VA stop my disability or pension payments as a fugitive felon',
      'VA cut off benefits to a veteran’s dependent because of an outstanding warrant',
    ],
    keywords: ['fugitive felon', 'outstanding warrant', 'VA benefits suspended', 'pension', 'dependents'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5314' },
    asks: [
      'VA is taking money from my disability checks to repay an old VA debt, can they do that while I dispute it',
      'VA offset of future benefits to collect an education or pension overpayment',
    ],
    keywords: ['VA debt offset', 'overpayment collection', 'disputed debt', 'withholding benefits', 'waiver'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1317' },
    asks: [
      'as a surviving spouse can I get both DIC and VA death pension, or must I choose',
      'widow receiving dependency and indemnity compensation, can I elect survivors pension instead',
    ],
    keywords: ['DIC', 'death pension election', 'surviving spouse', 'no double benefits', 'dependency and indemnity compensation'],
    checkedAgainst: '119-100',
  },
  // 5 U.S.C.: federal employees
  {
    usc: { title: 5, section: '3502' },
    asks: [
      'my federal agency is doing a reduction in force, how is the order of who gets laid off decided',
      'does veterans preference and seniority protect me in a federal RIF, and how much notice do I get',
    ],
    keywords: [
      'reduction in force',
      'RIF',
      'order of retention',
      'tenure',
      'veterans preference',
      'seniority',
      'federal layoff notice',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '4303' },
    asks: [
      'I failed a performance improvement plan on the critical elements of my government job, can they demote or fire me and with what notice',
      'demotion for unacceptable performance under chapter 43, do I get 30 days written notice and a representative',
    ],
    keywords: [
      'unacceptable performance',
      'performance-based removal',
      'chapter 43 action',
      'thirty days notice',
      'performance improvement plan',
      'critical elements',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '2108' },
    asks: [
      'I served in the military, do I count as a veteran for federal hiring preference',
      'who is a preference eligible, can the spouse or mother of a disabled veteran get federal job preference',
      'retired military officer applying for a federal job, do I get veterans preference',
    ],
    keywords: [
      'veterans preference',
      'preference eligible',
      'disabled veteran',
      'ten-point preference',
      'federal hiring',
      'spouse preference',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7323' },
    asks: [
      'I am a federal employee, can I volunteer for a political campaign or run for office under the Hatch Act',
      'can a federal worker ask people for political donations',
    ],
    keywords: [
      'Hatch Act',
      'political activity',
      'federal employee campaign',
      'political contributions',
      'partisan election',
      'further restricted employees',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7324' },
    asks: [
      'my federal coworker posts campaign messages at work on duty, is that a Hatch Act violation',
      'can I wear a candidate button or campaign in a government building as a federal employee',
    ],
    keywords: ['Hatch Act', 'political activity on duty', 'federal building', 'government vehicle', 'uniform'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7326' },
    asks: [
      'what is the punishment for a federal employee who violates the Hatch Act, can they be fired',
      'Hatch Act penalties, removal, debarment or a fine',
    ],
    keywords: ['Hatch Act penalties', 'removal', 'debarment', 'civil penalty', 'reprimand'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6103' },
    asks: [
      'which days are federal legal public holidays, is Juneteenth one',
      'when a federal holiday falls on a Saturday, do federal employees get Friday off',
    ],
    keywords: [
      'federal holidays',
      'legal public holidays',
      'Juneteenth',
      'holiday on weekend',
      'observed holiday',
      'Inauguration Day',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6332' },
    asks: [
      'I am a federal employee with a medical emergency and out of leave, can coworkers donate annual leave to me',
      'how does the federal voluntary leave transfer program work for a family medical emergency',
    ],
    keywords: [
      'voluntary leave transfer program',
      'donated leave',
      'medical emergency',
      'federal employee leave',
      'leave recipient',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7351' },
    asks: [
      'our office is collecting money for a gift to the boss, is that allowed for federal employees',
      'can a federal supervisor accept a gift from a lower-paid employee',
    ],
    keywords: ['gifts to superiors', 'federal ethics', 'office collection', 'special occasion gift', 'supervisor gift'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7353' },
    asks: [
      'a contractor offered me, a federal employee, tickets and a gift, can I accept it',
      'federal official accepting things of value from someone seeking official action, is that prohibited',
    ],
    keywords: ['gifts to federal employees', 'ethics rules', 'prohibited source', 'thing of value', 'gift exceptions'],
    checkedAgainst: '119-100',
  },
  // 40 U.S.C. chapters 31 and 37: Davis-Bacon and Contract Work Hours
  {
    usc: { title: 40, section: '3144' },
    asks: [
      'I worked on a federal construction project and was paid less than the prevailing wage, how do I get my back wages',
      'can construction workers sue the contractor and its surety bond for Davis-Bacon wages',
      'contractor who cheated workers on a federal job, can it be debarred',
    ],
    keywords: [
      'Davis-Bacon',
      'prevailing wage back pay',
      'federal construction workers',
      'payment bond',
      'debarment',
      'withheld contract payments',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 40, section: '3145' },
    asks: [
      'federal construction contractor must submit weekly certified payroll, what if it is falsified',
      'Copeland Act rules for contractors on federally funded building projects',
    ],
    keywords: ['certified payroll', 'weekly wage statement', 'Copeland Act', 'false statement', 'federally funded construction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 40, section: '3702' },
    asks: [
      'I work for a federal contractor as a laborer, am I owed time and a half over 40 hours a week',
      'overtime rules for mechanics and laborers on federal contracts under the Contract Work Hours Act',
    ],
    keywords: [
      'Contract Work Hours and Safety Standards Act',
      'overtime on federal contracts',
      'forty-hour workweek',
      'laborers and mechanics',
      'time and a half',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 40, section: '3703' },
    asks: [
      'federal contractor did not pay overtime, is there liquidated damages per worker per day',
      'how are unpaid overtime wages withheld from a federal contractor under the Contract Work Hours Act',
    ],
    keywords: ['liquidated damages', 'withholding', 'unpaid overtime', 'federal contractor', 'violation report'],
    checkedAgainst: '119-100',
  },
  // 41 U.S.C.: Service Contract Act and Walsh-Healey
  {
    usc: { title: 41, section: '6703' },
    asks: [
      'I am a janitor working under a federal cleaning contract, am I owed the prevailing wage and fringe benefits',
      'security guard on a government contract, what wage and benefits must the Service Contract Act contract include',
    ],
    keywords: [
      'Service Contract Act',
      'prevailing wage',
      'fringe benefits',
      'wage determination',
      'contract janitors and guards',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '6705' },
    asks: [
      'my federal contractor employer underpaid me, how do I recover the wages owed under the Service Contract Act',
      'can a contractor that violated the Service Contract Act be barred from government contracts',
    ],
    keywords: ['underpayment', 'Service Contract Act violation', 'withholding', 'debarment', 'back wages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '6502' },
    asks: [
      'I work in a factory making supplies for a government contract over $10,000, what wage and safety rules apply',
      'Walsh-Healey Act requirements on child labor and minimum wage for federal supply contracts',
    ],
    keywords: ['Walsh-Healey', 'federal supply contract', 'prevailing minimum wage', 'child labor', 'safe working conditions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '874' },
    asks: [
      'my boss on a federally funded construction job makes us give back part of our paychecks, is that a crime',
      'contractor threatens to fire workers who will not kick back wages on a public works project',
    ],
    keywords: ['wage kickback', 'Copeland Anti-Kickback Act', 'public works', 'construction workers', 'five years'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7 subchapter XVI: SSI
  {
    usc: { title: 42, section: '1381a' },
    asks: [
      'I am over 65 with little income, am I entitled to Supplemental Security Income',
      'who gets SSI, aged, blind or disabled people with low income and resources',
    ],
    keywords: ['Supplemental Security Income', 'SSI entitlement', 'aged blind disabled', 'low income', 'resources'],
    checkedAgainst: '119-100',
  },
  // Whistleblower protections in environmental, nuclear, transit, pipeline and contractor laws
  {
    usc: { title: 42, section: '5851' },
    asks: [
      'I was fired from a nuclear power plant after raising safety concerns, what protection do I have',
      'nuclear industry worker retaliated against for reporting to the NRC, what is the 180 day deadline',
    ],
    keywords: [
      'Energy Reorganization Act whistleblower',
      'nuclear safety retaliation',
      'NRC report',
      '180 days',
      'Department of Labor complaint',
      'reinstatement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '1367' },
    asks: [
      'I was fired for reporting my company dumping pollution into a river, does the Clean Water Act protect me',
      'retaliation for testifying about water pollution violations, how soon must I complain',
    ],
    keywords: ['Clean Water Act whistleblower', 'water pollution report', 'retaliation', 'thirty days', 'Secretary of Labor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '7622' },
    asks: [
      'I reported my employer’s illegal air emissions and got fired, is that protected under the Clean Air Act',
      'Clean Air Act whistleblower complaint deadline and remedies',
    ],
    keywords: ['Clean Air Act whistleblower', 'air pollution report', 'retaliation', 'thirty days', 'back pay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9610' },
    asks: [
      'I told the state about hazardous waste releases at my job and was punished, am I protected under Superfund law',
      'retaliation for reporting a toxic spill under CERCLA',
    ],
    keywords: ['CERCLA whistleblower', 'Superfund', 'hazardous substance release', 'retaliation', 'thirty days'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2622' },
    asks: [
      'I reported toxic chemical violations at my plant and was demoted, does TSCA protect whistleblowers',
      'Toxic Substances Control Act retaliation complaint deadline',
    ],
    keywords: ['TSCA whistleblower', 'toxic chemicals', 'retaliation', '30 days', 'Department of Labor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '6971' },
    asks: [
      'I was fired for reporting illegal hazardous waste disposal, am I protected under the Solid Waste Disposal Act',
      'RCRA whistleblower retaliation, how do I file',
    ],
    keywords: ['RCRA whistleblower', 'hazardous waste', 'solid waste', 'retaliation', 'thirty days'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 6, section: '1142' },
    asks: [
      'I drive for the city bus system and was disciplined for reporting a safety problem, what protection do I have',
      'public transit worker retaliated against for refusing to work in hazardous conditions',
    ],
    keywords: [
      'public transportation whistleblower',
      'transit safety',
      'bus driver retaliation',
      '180 days',
      'hazardous safety condition',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '60129' },
    asks: [
      'I reported gas pipeline safety violations and my employer fired me, how do I complain',
      'pipeline worker retaliation, is there a 180 day deadline for a whistleblower complaint',
    ],
    keywords: ['pipeline safety whistleblower', 'retaliation', '180 days', 'gas pipeline', 'Department of Labor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '4701' },
    asks: [
      'I work for a defense contractor and was fired after reporting fraud on a Pentagon contract, what can I do',
      'defense contractor employee reprisal for reporting waste to the inspector general',
    ],
    keywords: [
      'defense contractor whistleblower',
      'reprisal',
      'inspector general complaint',
      'Department of Defense contract',
      'gross mismanagement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '4712' },
    asks: [
      'I work for a private company with a government contract and was fired for reporting billing fraud, am I protected',
      'nonprofit grantee employee punished for reporting misuse of grant money, is there a three year deadline to complain',
    ],
    keywords: [
      'federal contractor whistleblower',
      'grantee employee',
      'reprisal',
      'inspector general',
      'three years',
      'waste of federal funds',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7211' },
    asks: [
      'as a federal employee can I contact my member of Congress about problems at my agency',
      'my federal supervisor told me not to talk to Congress, is that allowed',
    ],
    keywords: ['right to petition Congress', 'federal employee', 'contacting Congress', 'whistleblower', 'interference'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '1293' },
    asks: [
      'I reported violations at a surface coal mine and was fired, am I protected from retaliation',
      'strip mining whistleblower, how long to ask for review',
    ],
    keywords: ['surface mining whistleblower', 'SMCRA', 'retaliation', 'thirty days', 'coal mine'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1790b' },
    asks: [
      'I was fired by my credit union after reporting possible violations to the NCUA, can I sue',
      'credit union employee whistleblower, is there a 2 year deadline to file in federal court',
    ],
    keywords: ['credit union whistleblower', 'NCUA', 'retaliation', 'two years', 'civil action'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '80507' },
    asks: [
      'I reported an unsafe shipping container and was fired, is there whistleblower protection and a 60 day deadline',
      'retaliation for reporting container safety violations at the port',
    ],
    keywords: ['container safety whistleblower', 'unsafe container', 'port worker', 'retaliation', 'sixty days', 'Secretary of Labor'],
    checkedAgainst: '119-100',
  },
  // 26 U.S.C. § 3304: federal requirements for state unemployment laws
  {
    usc: { title: 26, section: '3304' },
    asks: [
      'I work at a school and was denied unemployment over the summer because of reasonable assurance of a job next year, is that federal law',
      'can a state deny me unemployment benefits because I was pregnant',
      'my unemployment was reduced because I get a pension, does federal law require that offset',
    ],
    keywords: [
      'state unemployment law requirements',
      'reasonable assurance',
      'school employees summer unemployment',
      'pension offset',
      'pregnancy denial prohibited',
      'FUTA approval',
    ],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 42: veterans' employment
  {
    usc: { title: 38, section: '4214' },
    asks: [
      'can a federal agency hire me directly as a recently separated veteran without competition (VRA appointment)',
      'disabled veteran rated 30 percent, are there special hiring authorities for federal jobs',
    ],
    keywords: [
      'Veterans Recruitment Appointment',
      'VRA',
      'federal hiring of veterans',
      'noncompetitive appointment',
      'disabled veteran 30 percent',
      'affirmative action for veterans',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '4215' },
    asks: [
      'do veterans get priority for job training at the American Job Center funded by the Labor Department',
      'spouse of a disabled veteran, am I covered by veterans priority in federal job training programs',
    ],
    keywords: ['priority of service', 'veterans job training', 'American Job Center', 'covered person', 'eligible spouse'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '4213' },
    asks: [
      'my military pay and VA benefits are counted as income for a federal job training program, is that right',
      'does active duty time or VA compensation count against eligibility for WIOA employment programs',
    ],
    keywords: ['income disregard', 'military pay excluded', 'job training eligibility', 'WIOA', 'VA benefits'],
    checkedAgainst: '119-100',
  },
  // 45 U.S.C. chapter 9: Railroad Retirement Act, more
  {
    usc: { title: 45, section: '231i' },
    asks: [
      'the Railroad Retirement Board says I was overpaid my annuity, can they take it from future checks',
      'can I ask the Railroad Retirement Board to waive an overpayment that was not my fault',
    ],
    keywords: [
      'railroad retirement overpayment',
      'waiver of recovery',
      'without fault',
      'against equity and good conscience',
      'adjustment of benefits',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '231e' },
    asks: [
      'my father was a railroad worker who died, is there a lump-sum death payment for the widow or family',
      'unpaid railroad retirement annuity at death, who receives it',
    ],
    keywords: ['railroad lump-sum death payment', 'residual lump sum', 'widow', 'burial expenses', 'Railroad Retirement Board'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '231c' },
    asks: [
      'how is a railroad widow’s survivor annuity computed after my husband died',
      'spouse annuity from the Railroad Retirement Board, how much tier I and tier II',
    ],
    keywords: ['railroad survivor annuity', 'widow annuity', 'spouse annuity amount', 'tier I', 'tier II'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '231k' },
    asks: [
      'my father gets railroad retirement but can no longer manage money, can I be his representative payee',
      'Railroad Retirement Board paying benefits to a relative for an incompetent annuitant',
    ],
    keywords: ['representative payee', 'incompetent annuitant', 'railroad retirement', 'guardian', 'payments for use of beneficiary'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 45, section: '231l' },
    asks: [
      'is it a crime to lie to the Railroad Retirement Board to get an annuity',
      'penalty for a false statement on a railroad retirement claim',
    ],
    keywords: ['railroad retirement fraud', 'false statement', 'fine', 'imprisonment', 'Railroad Retirement Board'],
    checkedAgainst: '119-100',
  },
  // 33 U.S.C. chapter 18: Longshore Act, more
  {
    usc: { title: 33, section: '915' },
    asks: [
      'my maritime employer deducts money from my pay for its workers comp insurance, is that legal',
      'I signed an agreement waiving my longshore compensation, is it valid',
    ],
    keywords: ['invalid waiver', 'premium deduction from pay', 'longshore', 'misdemeanor', 'workers compensation insurance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '916' },
    asks: [
      'a creditor wants to garnish my longshore compensation benefits, are they protected',
      'can I sign over my longshore workers comp checks to someone else',
    ],
    keywords: ['exempt from creditors', 'garnishment', 'assignment of benefits', 'longshore compensation', 'levy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '918' },
    asks: [
      'my employer stopped paying my longshore compensation award, how do I collect the default',
      'longshore award not paid for 30 days, can I get a supplementary order and enforce it in federal court',
    ],
    keywords: ['default in payment', 'supplementary order', 'judgment', 'special fund', 'longshore award enforcement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '931' },
    asks: [
      'what happens if someone lies to get longshore compensation, is it a felony',
      'longshore claimant’s representative disqualified for fraud, what are the penalties',
    ],
    keywords: ['false statement', 'longshore fraud', 'felony', 'disqualified representative', 'five years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 33, section: '938' },
    asks: [
      'my shipyard employer had no longshore insurance, are the company officers personally liable',
      'penalty for an employer that fails to secure longshore workers compensation',
    ],
    keywords: ['failure to secure compensation', 'uninsured employer', 'officer personal liability', 'misdemeanor', 'longshore'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 30, section: '944' },
    asks: [
      'my black lung claim was denied without explanation, am I entitled to a written statement of the reasons',
      'can I get a copy of the hearing record after my black lung denial',
    ],
    keywords: ['reasons for denial', 'black lung claim', 'hearing record', 'transcript', 'written statement'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 24: memorials and cemetery protections
  {
    usc: { title: 38, section: '2403' },
    asks: [
      'my father was a veteran whose ashes were scattered at sea, can he get a memorial marker in a national cemetery',
      'veteran missing in action with no remains, is there a memorial area in a VA cemetery',
    ],
    keywords: ['memorial area', 'memorial headstone', 'remains not recovered', 'buried at sea', 'cremated ashes scattered'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2410' },
    asks: [
      'can my veteran father’s cremated remains be placed at Arlington National Cemetery',
      'Arlington cemetery area for cremated ashes, who is eligible',
    ],
    keywords: ['Arlington National Cemetery', 'cremated remains', 'columbarium', 'inurnment', 'eligibility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2413' },
    asks: [
      'protesters showed up at my son’s military funeral at a national cemetery, is that illegal',
      'are demonstrations banned near a veteran’s funeral at Arlington, how far and for how long',
    ],
    keywords: [
      'funeral protest',
      'military funeral demonstration',
      'national cemetery',
      '120 minutes',
      'Respect for America’s Fallen Heroes',
      'civil damages',
    ],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapters 51-61: claims, confidentiality and forfeiture
  {
    usc: { title: 38, section: '5105' },
    asks: [
      'I applied for Social Security survivor benefits after my husband died on active duty, does that count as a VA DIC claim too',
      'one application for both VA dependency and indemnity compensation and Social Security survivors benefits',
    ],
    keywords: ['joint application', 'DIC', 'Social Security survivor', 'survivor benefits', 'date of claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7105A' },
    asks: [
      'two of us claimed the same VA benefit and VA gave it to the other person, how long do I have to disagree',
      'contested VA claim between two survivors, is it 60 days to file a notice of disagreement',
    ],
    keywords: ['simultaneously contested claim', 'sixty days', 'notice of disagreement', 'competing claimants', 'VA appeal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5126' },
    asks: [
      'I am a homeless veteran without a mailing address, can VA deny my benefits because of that',
      'VA claim for a veteran with no address',
    ],
    keywords: ['homeless veteran', 'no mailing address', 'VA benefits', 'claim denial', 'address'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '6103' },
    asks: [
      'VA says my benefits are forfeited because of a false statement on my claim, can they do that',
      'forfeiture of all VA benefits for fraud, does my family still get paid',
    ],
    keywords: ['forfeiture for fraud', 'false statement', 'VA benefits forfeited', 'dependents', 'fraudulent claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5701' },
    asks: [
      'can VA share my claim file or medical records with others without my permission',
      'how do I get a copy of my own VA claims file, are VA records confidential',
    ],
    keywords: ['VA records confidentiality', 'claims file', 'C-file', 'disclosure', 'privacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5317' },
    asks: [
      'VA cut my pension after comparing my income with IRS and Social Security data, do they have to verify first',
      'VA income verification match, am I entitled to notice before benefits are reduced',
    ],
    keywords: ['income verification', 'IRS data match', 'VA pension', 'notice', 'independent verification'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7 subchapter XI: work incentives help for disabled beneficiaries
  {
    usc: { title: 42, section: '1320b-20' },
    asks: [
      'I get SSDI and want to work part time, where can I get free benefits counseling on how work affects my benefits',
      'work incentives planning and assistance for people on SSI or disability who want to return to work',
    ],
    keywords: [
      'work incentives planning and assistance',
      'WIPA',
      'benefits counseling',
      'SSDI work',
      'SSI work incentives',
      'return to work',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320b-21' },
    asks: [
      'my employment network or voc rehab agency is not helping me as a disability beneficiary, can a protection and advocacy group help',
      'free advocacy for a disabled Social Security beneficiary trying to keep or regain a job',
    ],
    keywords: [
      'protection and advocacy',
      'PABSS',
      'disabled beneficiary',
      'employment advocacy',
      'vocational rehabilitation dispute',
    ],
    checkedAgainst: '119-100',
  },
];
