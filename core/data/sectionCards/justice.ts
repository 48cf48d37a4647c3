import type { SectionCard } from './types';

/** Section cards: see ./types.ts. Each one read against the section's official text. */
export const justiceCards: SectionCard[] = [
  // 18 U.S.C. chapter 44: Firearms
  {
    usc: { title: 18, section: '922' },
    asks: [
      'I have an old felony conviction, is it a federal crime for me to own a gun or ammunition',
      'can someone with a domestic violence misdemeanor or a restraining order from my ex legally have a gun',
      'I smoke marijuana, can I still buy or own a firearm under federal law',
      'can I sell my handgun to a friend who lives in another state without going through a dealer',
      'is it illegal to carry a gun near a school or sell a handgun to a teenager under 18',
    ],
    keywords: [
      'prohibited persons',
      'felon in possession',
      'domestic violence gun ban',
      'unlawful drug user firearm',
      'background check',
      'school zone',
      'juvenile handgun',
      'out-of-state firearm transfer',
      'obliterated serial number',
      'machine gun',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '923' },
    asks: [
      'do I need a federal firearms license to buy and resell guns as a business, and what does the license cost',
      'how do I get an FFL to be a gun dealer or a curio and relic collector',
    ],
    keywords: ['federal firearms license', 'FFL', 'gun dealer license', 'collector license', 'engaged in the business', 'licensing fee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '924' },
    asks: [
      'my son was charged with having a gun during a drug deal, is there a mandatory minimum added on top of the drug sentence',
      'what is the federal penalty for lying on the gun purchase form or for a felon caught with a gun',
      'armed career criminal, three prior violent felonies or serious drug offenses and caught with a gun, what is the minimum sentence',
    ],
    keywords: [
      'firearm penalties',
      'using a gun in a crime of violence',
      'drug trafficking with a firearm',
      'mandatory minimum',
      'Armed Career Criminal Act',
      'false statement on gun form',
      'brandishing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '925' },
    asks: [
      'I am barred from owning guns because of an old conviction, can I apply to have my federal gun rights restored',
      'how do I ask for relief from a federal firearms disability and can a court review a denial',
    ],
    keywords: ['relief from disabilities', 'restore gun rights', 'firearms disability', 'gun rights restoration', 'exceptions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '925A' },
    asks: [
      'my gun purchase was denied by the background check but I am not a prohibited person, how do I get the error fixed',
      'NICS denial based on wrong records, can I sue to correct the information and get the transfer approved',
    ],
    keywords: ['erroneous denial', 'NICS denial', 'background check error', 'firearm transfer denied', 'correct criminal record', 'attorney fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '926A' },
    asks: [
      'driving through a state with strict gun laws on the way to go hunting, how do I legally carry my rifle in the car',
      'can I transport my gun across state lines if it is unloaded and locked in the trunk',
      'moving to another state with my firearms, what is the federal safe passage rule',
    ],
    keywords: [
      'interstate transportation of firearms',
      'safe passage',
      'unloaded and locked',
      'transporting guns across state lines',
      'firearm in trunk',
      'FOPA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '926B' },
    asks: [
      'I am a police officer, can I carry my concealed gun off duty when I travel to another state',
      'does the federal law let active law enforcement officers carry concealed in every state with their agency ID',
    ],
    keywords: ['LEOSA', 'law enforcement concealed carry', 'off-duty officer carry', 'qualified law enforcement officer', 'concealed firearm'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '926C' },
    asks: [
      'I retired from the police after 10 years, can I still carry a concealed gun in other states',
      'retired officer concealed carry, what identification and yearly firearms qualification do I need',
    ],
    keywords: [
      'LEOSA',
      'retired police concealed carry',
      'qualified retired law enforcement officer',
      'annual firearms qualification',
      'retired officer ID',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '927' },
    asks: [
      'does federal gun law override my state gun laws or can my state be stricter',
      'can a state have its own firearms rules on top of the federal Gun Control Act',
    ],
    keywords: ['preemption', 'state gun laws', 'effect on state law', 'Gun Control Act', 'conflict with federal law'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '929' },
    asks: [
      'charged with carrying a gun loaded with armor piercing bullets during a drug crime, what extra prison time applies',
      'is there an added mandatory sentence for armor-piercing ammunition used in a violent crime',
    ],
    keywords: ['armor piercing ammunition', 'restricted ammunition', 'crime of violence', 'drug trafficking crime', 'consecutive sentence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '930' },
    asks: [
      'can I bring my gun or a big knife into a Social Security office or other federal building',
      'found with a handgun in my bag at the federal courthouse security checkpoint, is that a crime',
      'is it legal to carry a firearm into a federal office if I have a state carry permit',
    ],
    keywords: [
      'federal facility',
      'federal building',
      'federal courthouse',
      'dangerous weapon',
      'guns in government buildings',
      'posted notice',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '931' },
    asks: [
      'I have a violent felony conviction, can I legally buy or wear a bulletproof vest',
      'can a convicted felon own body armor if the employer certifies it is needed for the job',
    ],
    keywords: ['body armor', 'bulletproof vest', 'violent felon', 'crime of violence', 'employer certification', 'affirmative defense'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 47: Fraud and false statements (access devices, computers)
  {
    usc: { title: 18, section: '1029' },
    asks: [
      'someone used my stolen credit card number to buy things online, is that a federal crime',
      'found a card skimmer on a gas pump that copies card numbers, what law covers that',
      'a man was caught with dozens of counterfeit debit cards and other peoples account numbers',
    ],
    keywords: [
      'access device fraud',
      'credit card fraud',
      'counterfeit card',
      'card skimmer',
      'stolen card number',
      'device-making equipment',
      'unauthorized access device',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1030' },
    asks: [
      'someone hacked into my email and social media accounts, is that a federal crime and can I sue them',
      'my former employee logged into our company system after being fired and deleted files',
      'hackers locked my computer with ransomware and demand payment, what law applies',
      'someone is selling stolen passwords to get into accounts',
    ],
    keywords: [
      'Computer Fraud and Abuse Act',
      'CFAA',
      'hacking',
      'unauthorized access',
      'exceeding authorized access',
      'ransomware extortion',
      'password trafficking',
      'protected computer',
      'civil action for computer damage',
    ],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 110A: Domestic violence and stalking
  {
    usc: { title: 18, section: '2261' },
    asks: [
      'my ex drove from another state to my new home and beat me up, is that a federal crime',
      'my husband forced me to travel across state lines with him and then assaulted me',
      'boyfriend crossed state lines to hurt me, what are the federal penalties for interstate domestic violence',
    ],
    keywords: [
      'interstate domestic violence',
      'crossing state lines to harm a partner',
      'intimate partner',
      'dating partner',
      'Violence Against Women Act',
      'VAWA',
      'crime of violence',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2261B' },
    asks: [
      'an adult has been stalking my 14 year old daughter online, is the punishment higher when the victim is a child',
      'is there an enhanced federal penalty for stalking a minor',
    ],
    keywords: ['stalking a child', 'enhanced penalty', 'minor victim', 'cyberstalking', 'stalkers of children'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2262' },
    asks: [
      'I have a protection order and my ex followed me to another state and keeps contacting me',
      'my abuser crossed state lines to violate the restraining order and came near my house and my dog',
      'is violating a protective order in another state a federal crime',
    ],
    keywords: [
      'interstate violation of protection order',
      'restraining order',
      'no-contact order',
      'protective order',
      'crossing state lines',
      'pet protection',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2263' },
    asks: [
      'the man who abused me is asking to be let out on bail, can I tell the judge how dangerous he is',
      'as a domestic violence victim do I get to speak at the detention hearing before he is released',
    ],
    keywords: ['pretrial release', 'bail hearing', 'victim right to be heard', 'domestic violence defendant', 'danger to victim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2264' },
    asks: [
      'will the court make my abuser pay back my medical bills, lost wages and moving costs after the federal domestic violence conviction',
      'can the stalker be ordered to pay my therapy, child care and the cost of getting a protection order',
      'restitution for domestic violence, can the judge refuse because he has no money or I have insurance',
    ],
    keywords: [
      'mandatory restitution',
      'domestic violence restitution',
      'stalking restitution',
      'victim losses',
      'medical costs',
      'lost income',
      'temporary housing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2265' },
    asks: [
      'I got a restraining order in one state and moved, will the police in my new state enforce it',
      'do I have to register my out-of-state protection order, and will my abuser be told where I registered it',
      'is a protective order from a tribal court valid in other states',
    ],
    keywords: [
      'full faith and credit',
      'protection order enforcement',
      'out-of-state restraining order',
      'registering a protection order',
      'mutual protection order',
      'tribal court order',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2265A' },
    asks: [
      'he was already convicted of stalking me once and is doing it again, is the federal sentence higher for a repeat offender',
      'prior domestic violence conviction in state court, does it double the maximum federal penalty',
    ],
    keywords: ['repeat offender', 'prior domestic violence offense', 'prior stalking conviction', 'doubled maximum term', 'enhanced sentence'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 207: Release and detention pending judicial proceedings
  {
    usc: { title: 18, section: '3154' },
    asks: [
      'a pretrial services officer wants to interview my brother before his federal bail hearing, what do they do with the information',
      'who supervises a defendant released before trial and can pretrial services send them to a halfway house or drug treatment',
    ],
    keywords: ['pretrial services', 'pretrial services officer', 'bail report', 'release recommendation', 'pretrial supervision', 'halfway house'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 227: Sentences
  {
    usc: { title: 18, section: '3561' },
    asks: [
      'can a federal judge give my son probation instead of prison, and how long can federal probation last',
      'first time federal domestic violence conviction with no prison time, is probation required',
      'which federal crimes cannot get probation',
    ],
    keywords: ['probation', 'sentence of probation', 'term of probation', 'Class A felony', 'Class B felony', 'domestic violence offender'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3562' },
    asks: [
      'what does the federal judge consider when deciding whether to give probation and for how long',
      'if I am sentenced to probation is it still a final conviction even though it can be changed later',
    ],
    keywords: ['imposition of probation', 'sentencing factors', 'final judgment', 'conditions of probation', 'length of probation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3564' },
    asks: [
      'I have done well on federal probation for over a year, can I ask the judge to end it early',
      'does my probation time keep running while I am locked up on another charge',
      'can the judge extend my federal probation',
    ],
    keywords: ['early termination of probation', 'running of probation', 'extension of probation', 'concurrent probation', 'probation start date'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3571' },
    asks: [
      'what is the most a person can be fined for a federal felony or misdemeanor',
      'can the federal fine be twice the money made from the crime or twice what the victims lost',
      'maximum federal fine for a company convicted of a crime',
    ],
    keywords: ['federal fine', 'maximum fine', 'fine ceilings', 'alternative fine', 'twice the gain or loss', 'organizational fine'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3572' },
    asks: [
      'I cannot afford the fine the federal judge is considering, does the court look at my income and my family depending on me',
      'can I pay my federal criminal fine in installments, and does restitution to the victim come before the fine',
      'I missed payments on my federal fine, what can happen',
    ],
    keywords: [
      'imposing a fine',
      'ability to pay',
      'installment payments',
      'fine and restitution',
      'delinquent fine',
      'default on fine',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3573' },
    asks: [
      'my father will never be able to pay his old federal fine, can the government ask the court to forgive or reduce it',
      'can unpaid federal criminal fines and special assessments be remitted or put on a payment plan',
    ],
    keywords: ['remission of fine', 'modification of fine', 'uncollectible fine', 'special assessment', 'deferred payment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3581' },
    asks: [
      'what is the maximum prison time for a Class C or Class D federal felony',
      'how long can someone go to jail for a federal misdemeanor or an infraction',
    ],
    keywords: ['sentence of imprisonment', 'felony classes', 'misdemeanor classes', 'authorized terms', 'maximum prison term', 'infraction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3584' },
    asks: [
      'my husband got two federal sentences, will they run at the same time or one after the other',
      'already serving a sentence and got a new federal sentence, is it concurrent or consecutive',
    ],
    keywords: ['concurrent sentences', 'consecutive sentences', 'multiple sentences', 'undischarged term', 'aggregate term'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3585' },
    asks: [
      'my son sat in jail for eight months before his federal sentence, does that time count toward his sentence',
      'when does a federal prison sentence actually start, and do I get credit for time served',
    ],
    keywords: ['credit for time served', 'prior custody credit', 'jail credit', 'sentence commencement', 'official detention', 'calculation of sentence'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 229: Post-sentence administration (imprisonment)
  {
    usc: { title: 18, section: '3622' },
    asks: [
      'my brother is in federal prison and our mother is dying, can he get a furlough to visit her or go to the funeral',
      'can a federal inmate be let out temporarily to work, go to school or see a doctor',
    ],
    keywords: ['furlough', 'temporary release', 'funeral furlough', 'dying relative visit', 'work release', 'Bureau of Prisons'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3623' },
    asks: [
      'my husband has a state charge pending while in federal prison, will he be sent to the state before he is released',
      'can the state ask the Bureau of Prisons to transfer a federal prisoner to face a state felony',
    ],
    keywords: ['transfer to state', 'state detainer', 'state felony charge', 'Bureau of Prisons transfer', 'governor request'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3626' },
    asks: [
      'we are suing over overcrowding and bad conditions at the jail, what kind of court order can a judge give',
      'can a court order prisoners released because of unconstitutional prison conditions',
      'the jail wants to end a court order that fixed prison conditions years ago, when can it ask the court to terminate it',
    ],
    keywords: [
      'Prison Litigation Reform Act',
      'PLRA',
      'prison conditions',
      'prisoner release order',
      'consent decree',
      'injunctive relief',
      'termination of prospective relief',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3632' },
    asks: [
      'how does my son earn First Step Act time credits in federal prison to get out to a halfway house or home confinement sooner',
      'federal prisoner risk level PATTERN score, minimum low medium high, how does it affect programs and credits',
      'which federal inmates cannot earn First Step Act time credits',
    ],
    keywords: [
      'First Step Act',
      'earned time credits',
      'risk and needs assessment',
      'recidivism reduction programs',
      'productive activities',
      'prerelease custody',
      'PATTERN',
    ],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 403: Juvenile delinquency
  {
    usc: { title: 18, section: '5032' },
    asks: [
      'my 16 year old was arrested by federal agents, will he be tried as a juvenile or transferred and prosecuted as an adult',
      'when can a teenager be charged in federal court instead of state juvenile court',
    ],
    keywords: [
      'juvenile delinquency',
      'transfer to adult court',
      'tried as an adult',
      'federal juvenile proceeding',
      'Attorney General certification',
      'juvenile court',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '5033' },
    asks: [
      'federal officers arrested my teenage son and did not call me, do they have to tell the parents right away',
      'does a juvenile arrested by federal agents have to be told his rights and taken to a judge quickly',
    ],
    keywords: ['juvenile arrest', 'notify parents', 'juvenile rights', 'custody of a juvenile', 'magistrate judge', 'reasonable period'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '5034' },
    asks: [
      'does my child get a lawyer in a federal juvenile case if we cannot afford one',
      'will the judge release my son to me before his federal juvenile trial',
    ],
    keywords: ['juvenile right to counsel', 'appointed lawyer', 'guardian ad litem', 'release to parents', 'juvenile detention hearing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '5035' },
    asks: [
      'can my 15 year old be held in the same jail as adults while waiting for his federal juvenile case',
      'where can a juvenile be detained before the federal court decides the case',
    ],
    keywords: ['juvenile detention', 'separation from adults', 'juvenile facility', 'foster home', 'conditions of detention'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '5036' },
    asks: [
      'my teen has been detained for over a month with no trial in federal juvenile court, can the case be dismissed',
      'juvenile speedy trial, thirty days in detention without trial',
    ],
    keywords: ['juvenile speedy trial', 'dismissal', 'thirty days', 'detained juvenile', 'delay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '5037' },
    asks: [
      'my son was found delinquent in federal court, what sentence can he get and how long can juvenile probation last',
      'what happens at the federal juvenile disposition hearing, probation, detention or restitution',
    ],
    keywords: ['disposition hearing', 'juvenile sentence', 'juvenile probation', 'official detention', 'juvenile delinquent supervision', 'restitution'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '5038' },
    asks: [
      'will my federal juvenile record show up when I apply for a job or a license',
      'who can see federal juvenile court records, and are they kept confidential',
      'can a victim find out what happened to the juvenile who committed the crime',
    ],
    keywords: ['juvenile records', 'confidential juvenile records', 'confidentiality', 'juvenile record disclosure', 'fingerprints of juveniles', 'employment background check'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '5039' },
    asks: [
      'my child was committed to federal custody, can he be placed in an adult prison',
      'what care must a juvenile in federal custody receive, like school, counseling and medical care',
    ],
    keywords: ['juvenile commitment', 'no contact with adult prisoners', 'juvenile facility', 'community-based facility', 'education and medical care'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '5042' },
    asks: [
      'they want to revoke my son’s juvenile probation, does he get a hearing and a lawyer',
      'can juvenile probation be revoked without notice',
    ],
    keywords: ['juvenile probation revocation', 'notice and hearing', 'right to counsel', 'probation violation', 'juvenile probationer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '5043' },
    asks: [
      'my 16 year old is being kept alone in a cell as punishment at a federal juvenile facility, is that allowed',
      'limits on solitary confinement of juveniles in federal custody',
    ],
    keywords: ['juvenile solitary confinement', 'room confinement', 'juvenile facility', 'least restrictive techniques', 'punishment'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 13: Civil rights
  {
    usc: { title: 18, section: '243' },
    asks: [
      'can someone be kept off a jury because of their race',
      'the official summoning jurors left out Black citizens on purpose, is that a federal crime',
    ],
    keywords: ['jury discrimination', 'exclusion of jurors', 'race', 'grand jury', 'petit jury', 'jury selection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '247' },
    asks: [
      'someone vandalized our mosque and spray painted threats, is damaging a place of worship a federal crime',
      'a man threatened worshippers to stop them from going to our synagogue',
      'church set on fire because of the race of its members',
    ],
    keywords: [
      'damage to religious property',
      'church arson',
      'vandalism of a place of worship',
      'obstructing free exercise of religion',
      'religious hate crime',
      'Church Arson Prevention Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '248' },
    asks: [
      'protesters physically blocked me from entering the reproductive health clinic, is that against federal law',
      'someone threatened people going into our church for worship, can we sue them',
      'is blocking a clinic entrance or damaging the clinic a federal offense',
    ],
    keywords: [
      'FACE Act',
      'Freedom of Access to Clinic Entrances',
      'clinic blockade',
      'reproductive health services',
      'place of religious worship',
      'physical obstruction',
      'civil remedies',
    ],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 77: Peonage, slavery, and trafficking in persons
  {
    usc: { title: 18, section: '1581' },
    asks: [
      'my employer says I must keep working for him until I pay off a debt I can never repay',
      'is it a crime to force someone to work to pay off a debt (debt bondage or peonage)',
    ],
    keywords: ['peonage', 'debt bondage', 'forced work to pay a debt', 'involuntary servitude', 'human trafficking'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1589' },
    asks: [
      'my boss threatens to call immigration or hurt my family if I stop working for him, is that forced labor',
      'a family brought a nanny from abroad and will not let her quit, threatening serious harm',
      'employer uses threats of deportation or lawsuits to keep workers from leaving',
    ],
    keywords: [
      'forced labor',
      'labor trafficking',
      'threats of serious harm',
      'abuse of legal process',
      'threat of deportation',
      'domestic servitude',
      'benefiting from forced labor',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1590' },
    asks: [
      'someone recruited me with a job offer, brought me here and now forces me to work',
      'is recruiting or transporting people for forced labor a federal crime',
    ],
    keywords: ['labor trafficking', 'human trafficking', 'recruiting for forced labor', 'harboring', 'involuntary servitude'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1591' },
    asks: [
      'my teenage daughter is being advertised online for sex by an older man, what federal law covers that',
      'someone is forcing or tricking a woman into prostitution and keeping the money',
      'is paying for sex with a minor or profiting from it sex trafficking',
    ],
    keywords: [
      'sex trafficking',
      'child sex trafficking',
      'commercial sex act',
      'force, fraud, or coercion',
      'pimping',
      'human trafficking',
      'advertising a minor for sex',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1592' },
    asks: [
      'my employer took my passport and will not give it back so I cannot leave the job',
      'is it a crime for someone to hold onto a worker’s ID documents to keep them from traveling',
    ],
    keywords: ['confiscating passports', 'holding identity documents', 'immigration documents', 'trafficking', 'document servitude'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1593' },
    asks: [
      'will the trafficker be ordered to pay me for the work I was forced to do',
      'restitution for trafficking victims, does it include unpaid wages at minimum wage and overtime',
    ],
    keywords: ['mandatory restitution', 'trafficking victim', 'unpaid labor value', 'victim losses', 'Fair Labor Standards Act wages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1593A' },
    asks: [
      'a business owner made money knowing his supplier used forced labor, is that a crime',
      'is it illegal to profit from a venture that traffics people',
    ],
    keywords: ['benefiting financially', 'trafficking venture', 'reckless disregard', 'peonage', 'human trafficking'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1595' },
    asks: [
      'I was a victim of human trafficking, can I sue the people who trafficked me and the hotel that profited',
      'how long does a trafficking survivor have to file a civil lawsuit, especially if it happened when I was a minor',
    ],
    keywords: [
      'trafficking civil remedy',
      'TVPRA lawsuit',
      'sue trafficker',
      'beneficiary liability',
      'statute of limitations',
      'attorneys fees',
      'damages',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1597' },
    asks: [
      'the labor recruiter kept my passport and visa papers to make me keep working',
      'is it illegal to confiscate an immigrant worker’s documents',
    ],
    keywords: ['immigration documents', 'confiscating passport', 'document confiscation', 'labor exploitation', 'visa fraud'],
    checkedAgainst: '119-100',
  },
  // 28 U.S.C. chapter 115: Evidence; documentary
  {
    usc: { title: 28, section: '1746' },
    asks: [
      'the court form asks for a sworn affidavit but I cannot get to a notary, can I sign a declaration under penalty of perjury instead',
      'what wording do I use for an unsworn declaration that counts like an affidavit in federal court',
    ],
    keywords: ['unsworn declaration', 'penalty of perjury', 'affidavit without notary', 'sworn statement', 'declaration form', 'verification'],
    checkedAgainst: '119-100',
  },
  // 28 U.S.C. chapter 121: Juries; trial by jury
  {
    usc: { title: 28, section: '1868' },
    asks: [
      'I think the jury pool in my federal trial left out minorities, can I look at the jury selection records',
      'are federal jury wheel and juror selection records open to public inspection',
    ],
    keywords: ['jury selection records', 'master jury wheel', 'public inspection', 'jury commission', 'challenge to jury selection'],
    checkedAgainst: '119-100',
  },
  // 28 U.S.C. chapter 153: Habeas corpus
  {
    usc: { title: 28, section: '2241' },
    asks: [
      'my husband is held in immigration detention without a hearing, can we file a habeas corpus petition in federal court',
      'federal prisoner wants to challenge how the Bureau of Prisons is carrying out his sentence, where does he file',
      'what is a writ of habeas corpus and which courts can grant it',
    ],
    keywords: ['habeas corpus', 'writ of habeas corpus', 'unlawful detention', 'immigration detention', 'section 2241 petition', 'custody in violation of the Constitution'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '2242' },
    asks: [
      'can I file a habeas petition for my brother who is detained, and what must the petition say',
      'who has to sign a habeas corpus application and who is named as the respondent',
    ],
    keywords: ['habeas application', 'next friend', 'custodian', 'verified petition', 'habeas corpus'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '2243' },
    asks: [
      'I filed a habeas petition, how fast must the jailer answer and when is the hearing',
      'what is an order to show cause in a habeas case',
    ],
    keywords: ['order to show cause', 'return to the writ', 'habeas hearing', 'habeas corpus deadlines', 'produce the detainee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '2244' },
    asks: [
      'how long does a state prisoner have to file a federal habeas petition after the conviction becomes final',
      'my first habeas was denied, can I file a second one with new evidence',
      'do I need permission from the court of appeals for a successive habeas petition',
    ],
    keywords: [
      'one-year limitation',
      'habeas deadline',
      'second or successive petition',
      'AEDPA',
      'new rule of constitutional law',
      'newly discovered evidence',
      'tolling',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '2250' },
    asks: [
      'I am a prisoner filing habeas with no money, can I get copies of my court records for free',
      'in forma pauperis habeas petitioner, free certified copies of the record',
    ],
    keywords: ['free court records', 'indigent petitioner', 'in forma pauperis', 'certified copies', 'habeas corpus'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '2251' },
    asks: [
      'can a federal habeas judge stop the state court proceedings or an execution while the case is pending',
      'death row prisoner asking for a lawyer for habeas, can the execution be stayed',
    ],
    keywords: ['stay of state proceedings', 'stay of execution', 'death penalty habeas', 'appointment of counsel', 'habeas corpus'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '2253' },
    asks: [
      'the district court denied my habeas petition, can I appeal and do I need a certificate of appealability',
      'how do I appeal the denial of my 2255 motion',
    ],
    keywords: ['certificate of appealability', 'habeas appeal', 'substantial showing', 'denial of constitutional right', 'section 2255 appeal'],
    checkedAgainst: '119-100',
  },
  // 28 U.S.C. chapter 171: Tort claims procedure
  {
    usc: { title: 28, section: '2677' },
    asks: [
      'I already sued the government over my injury, can the Justice Department still settle the case',
      'settling a Federal Tort Claims Act lawsuit after it is filed',
    ],
    keywords: ['settlement', 'compromise', 'Federal Tort Claims Act', 'FTCA', 'Attorney General', 'claim against the United States'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 21: Civil rights
  {
    usc: { title: 42, section: '1986' },
    asks: [
      'the officer knew others were planning to attack me because of my race and did nothing to stop it, can I sue him too',
      'can someone who knew about a civil rights conspiracy and could have prevented it be held liable',
    ],
    keywords: ['neglect to prevent', 'failure to prevent conspiracy', 'section 1986', 'civil rights conspiracy', 'one-year limit', 'damages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1996' },
    asks: [
      'as a Native American can I get access to our sacred sites on federal land for ceremonies',
      'what federal policy protects traditional Native American religions and sacred objects',
    ],
    keywords: [
      'American Indian Religious Freedom Act',
      'AIRFA',
      'Native American religion',
      'sacred sites',
      'sacred objects',
      'Native Hawaiian',
      'traditional ceremonies',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1996a' },
    asks: [
      'I am a member of a tribe and use peyote in Native American Church ceremonies, is that legal under federal law',
      'can a state punish me or deny me benefits for using peyote in a traditional Indian religious ceremony',
    ],
    keywords: ['peyote', 'Native American Church', 'religious use of peyote', 'ceremonial use', 'Indian religious practice', 'sacrament'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1997a-1' },
    asks: [
      'can the Justice Department get records and video from a jail or nursing home it is investigating for abuse',
      'federal investigators want access to the institution where my son is held, can they subpoena it',
    ],
    keywords: ['CRIPA', 'institutionalized persons', 'Justice Department subpoena', 'jail investigation', 'civil rights of institutionalized persons'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000a-1' },
    asks: [
      'a local rule says people of a certain religion or race must be served separately, is that legal',
      'can a state or city law require segregation or discrimination at a business',
    ],
    keywords: ['segregation required by law', 'public accommodations', 'race discrimination', 'religion', 'national origin', 'state law discrimination'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000a-5' },
    asks: [
      'a restaurant chain refuses to serve people of my race at many locations, can the Justice Department sue',
      'pattern or practice of discrimination in public accommodations, Attorney General lawsuit',
    ],
    keywords: ['pattern or practice', 'Attorney General lawsuit', 'public accommodations', 'injunction', 'Title II of the Civil Rights Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000aa-6' },
    asks: [
      'police searched my newsroom and took my notes and camera, can I sue for damages',
      'I am a journalist and officers seized my work materials without a subpoena, what can I do',
    ],
    keywords: [
      'Privacy Protection Act',
      'newsroom search',
      'journalist work product',
      'seizure of press materials',
      'damages',
      'First Amendment materials',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000bb-3' },
    asks: [
      'does the Religious Freedom Restoration Act apply to every federal law and rule, even newer ones',
      'can a new federal law override RFRA religious freedom protections',
    ],
    keywords: ['RFRA', 'Religious Freedom Restoration Act', 'applicability', 'federal law', 'religious exercise'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000bb-2' },
    asks: [
      'does RFRA protect me against a federal agency or an official, or only Congress',
      'what counts as exercise of religion and government under the Religious Freedom Restoration Act',
    ],
    keywords: ['RFRA definitions', 'exercise of religion', 'government', 'color of law', 'covered entity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000cc' },
    asks: [
      'the city zoning board denied our church permit to build, is that a religious freedom violation',
      'the town lets clubs meet in a building but refuses our mosque the same zoning, what law protects us',
      'zoning law totally excludes religious assemblies from our town',
    ],
    keywords: [
      'RLUIPA',
      'religious land use',
      'zoning',
      'church building permit',
      'substantial burden',
      'equal terms',
      'house of worship',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000cc-2' },
    asks: [
      'can I sue the county under RLUIPA for blocking our church, and who has to prove what',
      'prisoner religious freedom claim, can I bring it in court and what relief is available',
    ],
    keywords: ['RLUIPA lawsuit', 'judicial relief', 'burden of persuasion', 'religious exercise claim', 'appropriate relief'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000cc-5' },
    asks: [
      'what counts as religious exercise and land use regulation under RLUIPA',
      'does a zoning or landmark law count as land use regulation for religious freedom purposes',
    ],
    keywords: ['RLUIPA definitions', 'religious exercise', 'land use regulation', 'landmarking', 'zoning law', 'institution'],
    checkedAgainst: '119-100',
  },
  // 34 U.S.C. chapter 201: Crime victims fund
  {
    usc: { title: 34, section: '20101' },
    asks: [
      'where does the money for crime victim compensation come from, do criminal fines pay for it',
      'what is the federal Crime Victims Fund',
    ],
    keywords: ['Crime Victims Fund', 'VOCA', 'Victims of Crime Act', 'criminal fines', 'special assessments', 'forfeited bail bonds'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20102' },
    asks: [
      'I was hurt by a drunk driver, can the state crime victim compensation program pay my medical bills and lost wages',
      'my son was killed in a shooting, can victim compensation help pay for the funeral and counseling',
      'I was attacked while visiting another state, can I get crime victim compensation there even though I do not live there',
      'denied victim compensation because the abuser is my husband and we live together, is that allowed',
    ],
    keywords: [
      'crime victim compensation',
      'victim compensation program',
      'medical expenses',
      'lost wages',
      'funeral expenses',
      'mental health counseling',
      'drunk driving victim',
      'domestic violence victim',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20103' },
    asks: [
      'where can a victim of sexual assault or domestic abuse find free victim assistance services funded by the government',
      'what do federally funded crime victim assistance programs provide',
    ],
    keywords: ['crime victim assistance', 'victim services', 'VOCA grants', 'sexual assault services', 'spousal abuse', 'child abuse victims'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20105' },
    asks: [
      'my daughter was injured in a mass shooting, is there federal emergency help for victims of mass violence',
      'an American hurt in a terrorist attack abroad, what assistance can the family get',
    ],
    keywords: ['mass violence', 'terrorism victims', 'emergency relief', 'crisis response', 'Antiterrorism and Emergency Assistance Program'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20106' },
    asks: [
      'my husband, a U.S. citizen, was killed in a terrorist attack overseas, can our family get compensation',
      'who is eligible for the International Terrorism Victim Expense Reimbursement program',
    ],
    keywords: ['international terrorism', 'terrorism victim compensation', 'victim expense reimbursement', 'U.S. nationals abroad', 'family member'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20109' },
    asks: [
      'after a sexual assault, do I have to pay for the rape kit or report to police to get a forensic exam',
      'what rights do sexual assault survivors have about the evidence kit being kept or destroyed',
    ],
    keywords: [
      'sexual assault survivors rights',
      'rape kit',
      'sexual assault evidence collection kit',
      'forensic medical exam',
      'sexual assault advocate',
      'evidence preservation',
    ],
    checkedAgainst: '119-100',
  },
  // 34 U.S.C. chapter 209: Sex offender registration (SORNA)
  {
    usc: { title: 34, section: '20911' },
    asks: [
      'what is the difference between tier 1, tier 2 and tier 3 sex offenders',
      'my son was convicted as a juvenile, does he count as a sex offender who must register',
      'does a consensual teenage relationship conviction count as a sex offense for registration',
    ],
    keywords: ['SORNA', 'sex offender tiers', 'tier I', 'tier II', 'tier III', 'sex offense definition', 'juvenile adjudication'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20913' },
    asks: [
      'my brother is a registered sex offender and is moving to another state, how soon must he register there',
      'does a sex offender have to register where he works or goes to school, not just where he lives',
      'how many days do I have to update my sex offender registration after changing jobs or address',
    ],
    keywords: [
      'sex offender registration',
      'SORNA',
      'register where you live work and study',
      'three business days',
      'change of address',
      'keeping registration current',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20914' },
    asks: [
      'what information does a sex offender have to give the registry, like car plate and social security number',
      'does a registered sex offender have to report international travel plans',
    ],
    keywords: ['registry information', 'international travel notice', 'vehicle information', 'employer address', 'aliases', 'SORNA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20915' },
    asks: [
      'how long does someone have to stay on the sex offender registry, is it 15 years, 25 years or life',
      'can the registration period be shortened for a clean record',
    ],
    keywords: ['registration period', 'duration of registration', 'clean record reduction', 'lifetime registration', '15 years', '25 years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20917' },
    asks: [
      'can social media sites check whether a user is a registered sex offender',
      'how do social networking websites match accounts against the national sex offender registry',
    ],
    keywords: ['social networking check', 'internet identifiers', 'National Sex Offender Registry', 'online accounts', 'sex offender'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20918' },
    asks: [
      'how often must a sex offender check in with the registry in person and get a new photo',
      'tier 2 offender in person verification every six months',
    ],
    keywords: ['in-person verification', 'periodic verification', 'registry photograph', 'tier schedule', 'sex offender check-in'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20919' },
    asks: [
      'nobody explained to my husband that he had to register as a sex offender when he got out',
      'who must tell a sex offender about the registration duty before release from prison',
    ],
    keywords: ['notice of registration duty', 'release from custody', 'registration form', 'duty to register', 'SORNA notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20920' },
    asks: [
      'how can I look up registered sex offenders near my home by zip code',
      'what information about a sex offender is kept off the public website, like victim names',
    ],
    keywords: ['public sex offender website', 'sex offender search', 'zip code search', 'disclosure exemptions', 'victim identity protected'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20922' },
    asks: [
      'is there a national website where I can search for sex offenders in any state',
      'Dru Sjodin national sex offender public website, how does it work',
    ],
    keywords: ['Dru Sjodin National Sex Offender Public Website', 'NSOPW', 'national sex offender search', 'sex offender lookup', 'geographic radius'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20923' },
    asks: [
      'will our school or volunteer group be notified when a sex offender moves into the area',
      'how does community notification about a registered sex offender work, Megan’s Law',
    ],
    keywords: ['community notification', 'Megan’s Law', 'school notification', 'public housing agency', 'volunteer organizations', 'sex offender'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20924' },
    asks: [
      'a registered sex offender in my neighborhood stopped registering, what happens then',
      'what do officials do when a sex offender fails to comply with the registry',
    ],
    keywords: ['failure to register', 'noncompliance', 'sex offender registry', 'law enforcement notification', 'compliance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20931' },
    asks: [
      'a service member convicted of a sex offense at a court-martial, does he have to register as a sex offender after military prison',
      'military sex offense convictions and the national registry',
    ],
    keywords: ['court-martial', 'military sex offender', 'military corrections facility', 'National Sex Offender Registry', 'Secretary of Defense'],
    checkedAgainst: '119-100',
  },
  // 21 U.S.C. chapter 13: Controlled Substances Act
  {
    usc: { title: 21, section: '812' },
    asks: [
      'is marijuana still a schedule I drug under federal law even though my state legalized it',
      'what is the difference between schedule I, II, III, IV and V drugs',
      'which controlled substance schedule is my medication in and what does that mean',
    ],
    keywords: [
      'drug schedules',
      'schedule I',
      'schedule II',
      'controlled substance schedules',
      'marihuana',
      'high potential for abuse',
      'accepted medical use',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '813' },
    asks: [
      'the synthetic drug I bought was sold as bath salts labeled not for human consumption, is it still illegal',
      'is a designer drug that is chemically similar to a controlled substance treated like a schedule I drug',
    ],
    keywords: ['controlled substance analogue', 'designer drugs', 'synthetic drugs', 'bath salts', 'not for human consumption', 'Analogue Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '822' },
    asks: [
      'does a doctor or pharmacy need a DEA registration to prescribe or dispense controlled substances',
      'what happens to my DEA registration if I close my practice or surrender it',
    ],
    keywords: ['DEA registration', 'registrant', 'dispense controlled substances', 'practitioner registration', 'surrender of registration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '822a' },
    asks: [
      'where can I safely get rid of leftover opioid pain pills from my father’s prescription',
      'can pharmacies or police stations take back unused prescription drugs',
    ],
    keywords: ['drug take back', 'prescription disposal', 'unused medication', 'disposal sites', 'opioid disposal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '824' },
    asks: [
      'the DEA wants to revoke my doctor’s registration to prescribe controlled substances, on what grounds',
      'can the DEA suspend a pharmacy’s registration immediately as an imminent danger',
    ],
    keywords: ['DEA registration revocation', 'suspension of registration', 'order to show cause', 'imminent danger', 'doctor prescribing', 'pharmacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '829' },
    asks: [
      'the pharmacy will not refill my schedule II pain medication, can a schedule II prescription be refilled',
      'how long is a prescription for a schedule III or IV drug good for and how many refills are allowed',
      'can I get a controlled substance prescription online from a telehealth doctor without ever seeing one in person',
    ],
    keywords: [
      'controlled substance prescription',
      'schedule II refill',
      'written prescription',
      'emergency oral prescription',
      'refill limits',
      'online prescribing',
      'Ryan Haight Act',
      'partial fill',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '831' },
    asks: [
      'how can I tell if an online pharmacy selling controlled substances is legitimate',
      'what must an internet pharmacy post on its website to sell controlled drugs',
    ],
    keywords: ['online pharmacy', 'internet pharmacy', 'pharmacy licensure', 'declaration of compliance', 'telemedicine', 'controlled substances'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '841' },
    asks: [
      'my son was caught selling pills to friends, what federal charge is that and what are the penalties',
      'charged with possession with intent to distribute after police found drugs and a scale in the car',
      'gave a friend a small amount of weed for free, is that treated as dealing',
      'someone died from fentanyl I sold them, what federal sentence applies',
    ],
    keywords: [
      'drug distribution',
      'possession with intent to distribute',
      'drug trafficking',
      'manufacturing controlled substances',
      'mandatory minimum',
      'fentanyl',
      'death results',
      'counterfeit substance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '842' },
    asks: [
      'a pharmacy failed to keep required records on controlled substances, what are the penalties',
      'is it illegal for a DEA registrant to refuse an inspection',
    ],
    keywords: ['recordkeeping violations', 'registrant violations', 'refusing inspection', 'civil penalty', 'controlled substance records'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '843' },
    asks: [
      'my daughter forged a prescription to get painkillers, is that a federal crime',
      'using a phone or text messages to arrange a drug deal, is that a separate offense',
      'someone used another doctor’s DEA number to get controlled substances',
    ],
    keywords: [
      'prescription fraud',
      'forged prescription',
      'obtaining drugs by fraud',
      'communication facility',
      'using a phone for drug deal',
      'fake DEA number',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '844' },
    asks: [
      'I was caught with a small amount of cocaine for personal use on federal land, what is the federal penalty',
      'is simple possession of a controlled substance without a prescription a federal crime',
      'how much pseudoephedrine cold medicine can I buy in a month',
    ],
    keywords: ['simple possession', 'drug possession', 'personal use', 'possession without prescription', 'pseudoephedrine purchase limit', 'first offense'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '844a' },
    asks: [
      'can the federal government give a civil fine instead of criminal charges for possessing a personal use amount of drugs',
      'civil penalty for small amount drug possession, can it happen if I have a prior drug conviction',
    ],
    keywords: ['civil penalty', 'personal use amount', 'small amount possession', 'zero tolerance', 'no prior conviction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '846' },
    asks: [
      'my boyfriend only drove his friend to a drug deal and was charged with conspiracy, is the penalty the same as the deal itself',
      'attempted drug trafficking or conspiracy to distribute, what punishment',
    ],
    keywords: ['drug conspiracy', 'attempt', 'conspiracy to distribute', 'same penalties', 'Controlled Substances Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '848' },
    asks: [
      'what is a continuing criminal enterprise charge for running a drug organization',
      'kingpin statute, leader of a drug ring with five or more people, what sentence',
    ],
    keywords: ['continuing criminal enterprise', 'drug kingpin', 'CCE', 'drug organization leader', 'life imprisonment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '851' },
    asks: [
      'prosecutors filed a notice of my prior drug convictions to raise my sentence, can I challenge it',
      'how does the government use old drug convictions to increase a federal drug sentence',
    ],
    keywords: ['prior conviction enhancement', 'section 851 information', 'recidivist enhancement', 'challenge prior conviction', 'increased punishment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '853' },
    asks: [
      'after my son’s drug conviction the government wants to take the house, but it is in my name, how can I claim it',
      'what property can be forfeited after a federal drug conviction, like cash, cars or a home',
    ],
    keywords: [
      'criminal forfeiture',
      'drug proceeds',
      'third-party claim',
      'ancillary hearing',
      'substitute property',
      'forfeiture of home',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '856' },
    asks: [
      'my tenant is selling drugs from the apartment I rent to him, could I as the landlord be charged',
      'is it a federal crime to let people use drugs at my house, crack house statute',
    ],
    keywords: ['maintaining drug-involved premises', 'crack house statute', 'landlord liability', 'drug house', 'making a place available'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '858' },
    asks: [
      'a meth lab next door could explode, is making drugs that endangers people a separate federal crime',
      'penalty for creating a substantial risk to human life while cooking drugs',
    ],
    keywords: ['meth lab', 'endangering human life', 'clandestine lab', 'manufacturing controlled substance', 'substantial risk of harm'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '859' },
    asks: [
      'an adult sold drugs to my 17 year old son, is the federal punishment higher because he is under 21',
      'penalty for selling drugs to a minor or someone under twenty-one',
    ],
    keywords: ['distribution to minors', 'under twenty-one', 'selling drugs to a teenager', 'doubled penalty', 'mandatory minimum'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '860' },
    asks: [
      'charged with selling drugs within 1000 feet of a school, what does that add to the sentence',
      'drug dealing near a playground, public housing or a college, federal drug-free zone',
    ],
    keywords: ['drug-free school zone', '1,000 feet of a school', 'playground', 'public housing', 'doubled penalty', 'youth center'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '860a' },
    asks: [
      'making or selling meth in a home where kids live, is there extra prison time',
      'consecutive sentence for methamphetamine with children present',
    ],
    keywords: ['methamphetamine', 'children present', 'drug endangered children', 'consecutive sentence', 'meth manufacturing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '861' },
    asks: [
      'a drug dealer is using my 15 year old to deliver drugs, what federal law covers that',
      'adult recruiting minors to sell or hide drugs, penalty',
    ],
    keywords: ['using minors in drug operations', 'employing juveniles', 'drug runner', 'doubled penalty', 'under eighteen'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '862' },
    asks: [
      'can a drug conviction make me ineligible for federal benefits like grants, loans or contracts',
      'the judge denied me federal benefits for a year after my drug possession conviction, what does that cover',
    ],
    keywords: ['denial of federal benefits', 'drug conviction', 'drug traffickers', 'drug possessors', 'ineligible for grants', 'drug treatment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '862a' },
    asks: [
      'I have a felony drug conviction, can I get SNAP food stamps or TANF cash assistance',
      'is the lifetime ban on food stamps for drug felons still in effect in my state, can states opt out',
    ],
    keywords: ['drug felony SNAP ban', 'food stamps', 'TANF', 'welfare ban', 'state opt out', 'drug-related conviction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '862b' },
    asks: [
      'can the state drug test me to get welfare and cut my benefits if I test positive',
      'is drug testing of welfare recipients allowed under federal law',
    ],
    keywords: ['welfare drug testing', 'drug test', 'sanctions', 'public assistance', 'testing positive'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '863' },
    asks: [
      'is it legal for my smoke shop to sell bongs and pipes under federal law',
      'what counts as drug paraphernalia and can I mail it',
    ],
    keywords: ['drug paraphernalia', 'smoke shop', 'bongs', 'pipes', 'selling paraphernalia', 'tobacco products exemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '878' },
    asks: [
      'can a DEA agent arrest me without a warrant',
      'what powers do DEA agents and deputized local officers have',
    ],
    keywords: ['DEA agents', 'arrest without warrant', 'search warrants', 'drug enforcement powers', 'task force officers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '881' },
    asks: [
      'police seized my cash at the airport saying it was drug money, but I was never charged, can they keep it',
      'the government is taking my car because my son used it to carry drugs without my knowledge',
      'can a house be forfeited if it was used for drug dealing, innocent owner',
    ],
    keywords: ['civil forfeiture', 'seized cash', 'vehicle forfeiture', 'drug money', 'conveyances used for drugs', 'real property forfeiture'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '903' },
    asks: [
      'my state legalized marijuana, does federal drug law override state law',
      'can states make their own drug laws alongside the Controlled Substances Act',
    ],
    keywords: ['preemption', 'state drug laws', 'positive conflict', 'state marijuana legalization', 'Controlled Substances Act'],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 1: National parks and wildlife refuges
  {
    usc: { title: 16, section: '1a-7b' },
    asks: [
      'can I carry my handgun when hiking in a national wildlife refuge if my state allows it',
      'are guns allowed on national wildlife refuges under federal law',
    ],
    keywords: ['firearms on wildlife refuges', 'National Wildlife Refuge System', 'right to bear arms', 'state law compliance', 'carrying a gun outdoors'],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 3: Forests
  {
    usc: { title: 16, section: '551' },
    asks: [
      'I got a ticket from a forest ranger for camping too long in the national forest, what is the penalty',
      'breaking national forest rules like campfire bans or cutting trees, who sets the rules and what can happen',
      'can I be tried before a magistrate judge for a national forest violation',
    ],
    keywords: [
      'national forest rules',
      'Forest Service regulations',
      'campfire ban',
      'camping limits',
      'forest ranger citation',
      'protection of national forests',
      'petty offense',
    ],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 5A: Bald and golden eagles
  {
    usc: { title: 16, section: '668' },
    asks: [
      'I found a bald eagle feather on a hike, is it legal to keep it',
      'is it a crime to shoot or disturb a bald eagle or golden eagle or sell eagle feathers',
      'can someone who reports an eagle killing get a reward',
    ],
    keywords: [
      'Bald and Golden Eagle Protection Act',
      'eagle feathers',
      'killing an eagle',
      'eagle nest',
      'eagle parts',
      'wildlife crime',
      'informant reward',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '668a' },
    asks: [
      'I am Native American, how do I get a permit to have eagle feathers for religious ceremonies',
      'can a rancher get permission to remove golden eagles that prey on livestock',
    ],
    keywords: ['eagle permit', 'religious purposes of Indian tribes', 'eagle feathers permit', 'golden eagle depredation', 'scientific or exhibition purposes'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '668b' },
    asks: [
      'can a wildlife officer arrest me without a warrant for having eagle parts',
      'will my gun and truck be forfeited for an eagle protection violation',
    ],
    keywords: ['eagle act enforcement', 'wildlife officer arrest', 'forfeiture', 'search warrant', 'seizure of eagle parts'],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 7: Migratory birds
  {
    usc: { title: 16, section: '703' },
    asks: [
      'is it illegal to keep a hawk or owl feather I found, or a bird nest with eggs',
      'can I kill the woodpeckers or geese damaging my property, are they protected migratory birds',
      'I want to sell a mount made from a protected songbird, is that allowed',
    ],
    keywords: [
      'Migratory Bird Treaty Act',
      'MBTA',
      'protected birds',
      'bird feathers',
      'bird nests and eggs',
      'killing migratory birds',
      'hawks and owls',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '704' },
    asks: [
      'is it legal to hunt ducks or doves over a field with corn spread out as bait',
      'who sets the hunting seasons and bag limits for migratory game birds like ducks and geese',
    ],
    keywords: ['baiting', 'baited area', 'duck hunting rules', 'migratory game birds', 'hunting seasons', 'bag limits', 'waterfowl'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '705' },
    asks: [
      'can I bring home ducks I shot in another state if I broke that state’s hunting rules',
      'transporting birds taken illegally across state lines or from Canada',
    ],
    keywords: ['transporting birds across state lines', 'illegally taken birds', 'importing birds from Canada', 'migratory birds', 'hunting laws'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '707' },
    asks: [
      'what is the penalty for shooting a protected migratory bird or hunting over bait',
      'can my truck and shotgun be seized for selling migratory birds',
    ],
    keywords: ['Migratory Bird Treaty Act penalties', 'misdemeanor', 'selling migratory birds', 'forfeiture of equipment', 'baiting penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '708' },
    asks: [
      'can my state have stricter bird hunting laws than the federal migratory bird rules',
      'can a state extend duck season beyond the federal dates',
    ],
    keywords: ['state hunting laws', 'further protection', 'open seasons', 'migratory birds', 'state wildlife rules'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '711' },
    asks: [
      'can I raise ducks or pheasants on a game farm and sell them for food',
      'breeding migratory game birds on a farm or preserve and selling them',
    ],
    keywords: ['game bird farm', 'breeding migratory game birds', 'shooting preserve', 'selling farm-raised birds', 'food supply'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '712' },
    asks: [
      'can Alaska Natives hunt migratory birds and gather eggs in spring and summer for food',
      'subsistence bird hunting by indigenous Alaskans',
    ],
    keywords: ['Alaska Native subsistence', 'indigenous Alaskans', 'egg gathering', 'migratory bird treaties', 'seasonal taking'],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 35: Endangered species
  {
    usc: { title: 16, section: '1533' },
    asks: [
      'how does an animal or plant get listed as endangered or threatened, and can I petition to list one',
      'what is critical habitat and how is it designated',
      'how does a species get taken off the endangered list',
    ],
    keywords: [
      'listing endangered species',
      'threatened species',
      'critical habitat',
      'petition to list',
      'delisting',
      'recovery plan',
      'Endangered Species Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '1536' },
    asks: [
      'a federal highway project will destroy endangered species habitat, does the agency have to consult wildlife officials',
      'what is a biological opinion and section 7 consultation under the Endangered Species Act',
    ],
    keywords: ['section 7 consultation', 'biological opinion', 'jeopardy', 'federal agency action', 'critical habitat', 'God Squad exemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '1538' },
    asks: [
      'is it illegal to kill or harm an endangered animal on my own land',
      'can I sell or import ivory, sea turtle shell or other endangered species products',
      'I want to buy an endangered animal as a pet from another state',
    ],
    keywords: [
      'Endangered Species Act',
      'taking endangered species',
      'harm or harass',
      'selling endangered species',
      'import of wildlife',
      'threatened species',
      'ivory',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '1539' },
    asks: [
      'we want to build on land with endangered species, how do we get an incidental take permit and habitat conservation plan',
      'is there a permit to keep or breed an endangered animal for science or conservation',
    ],
    keywords: ['incidental take permit', 'habitat conservation plan', 'ESA permit', 'experimental population', 'exceptions', 'hardship exemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '1540' },
    asks: [
      'I shot a grizzly bear that was attacking me, will I be punished under the Endangered Species Act',
      'can a citizen sue to stop someone from killing endangered species',
      'what are the penalties for violating the Endangered Species Act',
    ],
    keywords: ['ESA penalties', 'citizen suit', 'self-defense', 'civil penalty', 'criminal violation', 'forfeiture', 'reward for information'],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 53: Lacey Act (control of illegally taken fish and wildlife)
  {
    usc: { title: 16, section: '3372' },
    asks: [
      'I shot a deer out of season in one state and drove it home to another state, is that a federal crime',
      'buying fish or wildlife that was caught illegally, or plants taken from a park, is it against federal law',
      'is it illegal to guide an out-of-state hunting trip where the hunter had no license',
    ],
    keywords: [
      'Lacey Act',
      'illegally taken wildlife',
      'poaching across state lines',
      'wildlife trafficking',
      'illegal timber',
      'guiding services',
      'mislabeling wildlife',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '3373' },
    asks: [
      'what are the fines and prison terms for a Lacey Act violation',
      'I did not know the fish I bought was caught illegally, can I still get a civil penalty',
    ],
    keywords: ['Lacey Act penalties', 'civil penalty', 'due care', 'felony wildlife trafficking', 'permit suspension'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '3374' },
    asks: [
      'the government seized the animals I bought plus my truck and boat for a Lacey Act violation, can they keep them',
      'forfeiture of illegally taken wildlife and the vehicles used to carry it',
    ],
    keywords: ['wildlife forfeiture', 'seizure of vehicle', 'Lacey Act', 'forfeiture of vessel', 'illegal wildlife'],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 1B: Archaeological resources protection
  {
    usc: { title: 16, section: '470cc' },
    asks: [
      'how do I get a permit to dig for artifacts on public land',
      'can a university excavate an archaeological site on federal or tribal land',
    ],
    keywords: ['ARPA permit', 'archaeological excavation permit', 'public lands', 'Indian lands', 'Federal land manager', 'tribal notification'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '470ee' },
    asks: [
      'I found an arrowhead lying on the ground in a national forest, can I take it home',
      'is it a crime to dig up pottery or artifacts on federal or tribal land',
      'buying and selling Native American artifacts taken from public land',
    ],
    keywords: [
      'Archaeological Resources Protection Act',
      'ARPA',
      'looting artifacts',
      'arrowheads',
      'pot hunting',
      'artifact trafficking',
      'public lands',
      'Indian lands',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '470ff' },
    asks: [
      'the park service wants to fine me for damaging an archaeological site, how much can the civil penalty be',
      'civil penalty for removing artifacts, can it be reduced, and do surface arrowheads count',
    ],
    keywords: ['ARPA civil penalty', 'archaeological damage', 'cost of restoration', 'notice and hearing', 'arrowheads on the surface'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '470gg' },
    asks: [
      'I reported people looting a Native American site on federal land, can I get a reward',
      'can the vehicle and tools used to loot artifacts be forfeited',
    ],
    keywords: ['reward for information', 'ARPA enforcement', 'forfeiture', 'looting', 'archaeological resources'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '470kk' },
    asks: [
      'do I need a permit to collect rocks, minerals, old coins or bullets on public land',
      'does the archaeological protection law apply to artifacts found on my private land',
    ],
    keywords: ['rockhounding', 'private collections', 'coins and bullets', 'private land artifacts', 'mining uses', 'savings provisions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '470aaa-3' },
    asks: [
      'can I collect fossils on BLM or national forest land without a permit',
      'how do I get a permit to dig for dinosaur bones on federal land',
    ],
    keywords: ['fossil collecting', 'paleontological resources', 'casual collecting', 'BLM land', 'collecting permit', 'dinosaur fossils'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '470aaa-5' },
    asks: [
      'is it a crime to dig up or sell a dinosaur fossil taken from federal land',
      'penalties for removing or damaging fossils on public land',
    ],
    keywords: ['fossil theft', 'Paleontological Resources Preservation Act', 'selling fossils', 'federal land', 'false labeling'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 201: General provisions (criminal procedure)
  {
    usc: { title: 18, section: '3013' },
    asks: [
      'besides the fine, the federal judgment says I owe a special assessment for each count, what is that',
      'does the mandatory special assessment on a federal conviction ever expire',
    ],
    keywords: ['special assessment', 'mandatory assessment', 'per count', 'felony assessment', 'misdemeanor assessment', 'Crime Victims Fund'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3014' },
    asks: [
      'the judge added an extra special assessment for a child exploitation conviction, who has to pay it',
      'additional assessment for trafficking or sex abuse crimes, is it waived for people who are indigent',
    ],
    keywords: ['additional special assessment', 'Justice for Victims of Trafficking Act', 'non-indigent', 'sex offense assessment', 'human smuggling'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 203: Arrest and commitment
  {
    usc: { title: 18, section: '3060' },
    asks: [
      'my son was arrested on a federal complaint and is in jail, when must he get a preliminary hearing on probable cause',
      'what happens if the federal preliminary examination is not held in time',
    ],
    keywords: ['preliminary examination', 'preliminary hearing', 'probable cause hearing', 'fourteen days', 'twenty days', 'discharge from custody'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3062' },
    asks: [
      'I am out on federal pretrial release, can a police officer arrest me for breaking a release condition like curfew',
      'arrest for violating bail conditions in front of an officer',
    ],
    keywords: ['violation of release conditions', 'pretrial release', 'arrest without warrant', 'curfew violation', 'bail conditions'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 209: Extradition
  {
    usc: { title: 18, section: '3182' },
    asks: [
      'I have a warrant in another state and was arrested here, will I be sent back and how long can they hold me',
      'how does extradition between states work when someone flees to another state',
    ],
    keywords: ['interstate extradition', 'fugitive from justice', 'governor’s warrant', 'thirty days', 'out-of-state warrant', 'rendition'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3184' },
    asks: [
      'another country wants my relative extradited from the United States, what happens at the extradition hearing',
      'can a judge in the U.S. order someone held for extradition to a foreign country',
    ],
    keywords: ['international extradition', 'extradition treaty', 'extradition hearing', 'foreign fugitive', 'certification of extraditability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3196' },
    asks: [
      'can the United States extradite an American citizen to another country',
      'the treaty does not require extraditing citizens, can the Secretary of State still surrender me',
    ],
    keywords: ['extradition of U.S. citizens', 'Secretary of State', 'extradition treaty', 'surrender of citizens', 'foreign request'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 223: Witnesses and evidence
  {
    usc: { title: 18, section: '3500' },
    asks: [
      'can my lawyer get the statements the government witness gave to agents before trial',
      'when does the prosecution have to hand over a witness’s prior statements, Jencks Act',
    ],
    keywords: ['Jencks Act', 'witness statements', 'discovery', 'cross-examination', 'production of statements'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3501' },
    asks: [
      'federal agents questioned my son for hours before taking him to a judge, can his confession be used',
      'how does a federal judge decide whether a confession was voluntary',
    ],
    keywords: ['confession', 'voluntariness', 'delay in arraignment', 'admissibility', 'interrogation', 'right to counsel warning'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3509' },
    asks: [
      'my 8 year old has to testify in federal court about abuse, can she testify by video instead of facing him',
      'can a child witness have a support person with them in court and keep their name private',
    ],
    keywords: [
      'child witness',
      'child victim rights',
      'closed-circuit television testimony',
      'adult attendant',
      'privacy protection',
      'competency of child witness',
      'guardian ad litem',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3510' },
    asks: [
      'the defense wants me kept out of the courtroom because I will give a victim impact statement, can they do that',
      'can a crime victim watch the whole trial',
    ],
    keywords: ['victim attendance at trial', 'victim impact statement', 'exclusion of victims', 'courtroom', 'victims’ rights'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 224: Protection of witnesses
  {
    usc: { title: 18, section: '3521' },
    asks: [
      'I am going to testify against a gang and fear for my family, can we get into witness protection',
      'how does the federal witness relocation and protection program work',
    ],
    keywords: ['witness protection', 'WITSEC', 'witness relocation', 'protecting family of a witness', 'new identity', 'organized crime witness'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3523' },
    asks: [
      'the man who owes me a court judgment disappeared into witness protection, how do I collect',
      'can a person in witness protection be sued and made to pay a civil judgment',
    ],
    keywords: ['civil judgment against protected witness', 'service of process', 'witness protection', 'collecting a judgment', 'Attorney General'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3524' },
    asks: [
      'my ex entered witness protection and took our child, what happens to my custody and visitation rights',
      'can witness protection relocate a child when the other parent has custody',
    ],
    keywords: ['custody and witness protection', 'visitation rights', 'relocated child', 'noncustodial parent', 'court order compliance'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 228: Death sentence
  {
    usc: { title: 18, section: '3592' },
    asks: [
      'what mitigating factors can the defense raise against a federal death sentence',
      'what aggravating factors make a federal murder case eligible for the death penalty',
    ],
    keywords: ['mitigating factors', 'aggravating factors', 'death penalty', 'capital sentencing', 'federal death penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3593' },
    asks: [
      'prosecutors filed notice they will seek the death penalty against my brother, what happens at the penalty hearing',
      'can the victim’s family give a statement at a federal death penalty sentencing hearing',
    ],
    keywords: ['notice of intent to seek death', 'capital sentencing hearing', 'victim impact', 'jury unanimity', 'death penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3599' },
    asks: [
      'my son faces a federal death penalty charge and we cannot afford a lawyer, does he get appointed counsel and experts',
      'can a death row prisoner get a free lawyer for federal habeas or clemency',
    ],
    keywords: ['capital defense counsel', 'appointed counsel', 'death penalty', 'investigative and expert services', 'clemency', 'habeas'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 228A: Post-conviction DNA testing
  {
    usc: { title: 18, section: '3600' },
    asks: [
      'my brother is in federal prison for a crime he did not commit, can he get DNA testing of the evidence',
      'how does a federal prisoner ask the court for post-conviction DNA testing to prove innocence',
    ],
    keywords: ['post-conviction DNA testing', 'actual innocence', 'Innocence Protection Act', 'motion for DNA testing', 'new trial'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3600A' },
    asks: [
      'does the government have to keep the rape kit and DNA evidence after a federal conviction',
      'I got a notice that biological evidence in my case may be destroyed, what can I do',
    ],
    keywords: ['preservation of biological evidence', 'DNA evidence', 'sexual assault kit', 'destruction notice', 'post-conviction'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 229: Post-sentence administration (probation, fines)
  {
    usc: { title: 18, section: '3603' },
    asks: [
      'what does a federal probation officer do and do I get my conditions in writing',
      'my supervised release officer reports everything to the judge, is that their job',
    ],
    keywords: ['probation officer duties', 'supervised release officer', 'written conditions', 'supervision', 'report to court'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3605' },
    asks: [
      'I am on federal supervised release and want to move to another state, can my case be transferred there',
      'transfer of probation to another federal district',
    ],
    keywords: ['transfer of jurisdiction', 'moving on probation', 'supervised release transfer', 'another district', 'probationer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3606' },
    asks: [
      'can my probation officer arrest me without a warrant for violating supervised release',
      'what happens after arrest for a federal probation violation',
    ],
    keywords: ['probation violation arrest', 'supervised release violation', 'arrest without warrant', 'probable cause', 'violation warrant'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3607' },
    asks: [
      'first time federal drug possession charge, can I get probation without a conviction and have it expunged',
      'I was under 21 when convicted of simple drug possession, can the federal record be erased',
    ],
    keywords: [
      'expungement',
      'pre-judgment probation',
      'first offender',
      'simple drug possession',
      'dismissal without conviction',
      'under 21 expungement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3608' },
    asks: [
      'will I be drug tested while on federal probation or supervised release',
      'who runs drug testing for people released after a federal conviction',
    ],
    keywords: ['drug testing', 'post-conviction release', 'probation drug test', 'supervised release', 'chief probation officer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3611' },
    asks: [
      'where do I send payments for my federal fine or restitution',
      'how is federal criminal restitution paid, to the clerk of court',
    ],
    keywords: ['paying a fine', 'paying restitution', 'clerk of court', 'federal criminal debt', 'payment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3612' },
    asks: [
      'is interest charged on my unpaid federal restitution and are there late penalties',
      'my federal fine is delinquent and in default, what does that mean',
    ],
    keywords: ['interest on fines', 'delinquency', 'default', 'penalties on unpaid restitution', 'waiver of interest'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3613' },
    asks: [
      'the government is garnishing my wages and put a lien on my house for old federal restitution',
      'how long does a federal criminal fine or restitution debt last before it expires',
    ],
    keywords: ['lien for fine', 'restitution collection', 'wage garnishment', 'twenty years', 'civil enforcement', 'exempt property'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3613A' },
    asks: [
      'I fell behind on restitution payments, can my supervised release be revoked',
      'what can the court do if I default on a federal fine, and will it look at my ability to pay',
    ],
    keywords: ['default on restitution', 'revocation for nonpayment', 'ability to pay', 'payment schedule', 'contempt'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3614' },
    asks: [
      'can I be sent to prison because I am too poor to pay my federal fine or restitution',
      'resentencing for willful failure to pay restitution',
    ],
    keywords: ['resentencing', 'inability to pay', 'indigent', 'willful nonpayment', 'debtors prison'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3615' },
    asks: [
      'is it a separate crime to willfully refuse to pay a federal fine',
      'criminal default for not paying a court fine',
    ],
    keywords: ['criminal default', 'willful failure to pay', 'unpaid fine', 'penalty', 'federal fine'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 301: General provisions (prisons and prisoners)
  {
    usc: { title: 18, section: '4001' },
    asks: [
      'can the federal government hold a U.S. citizen in detention without any law authorizing it',
      'who runs federal prisons and makes the rules for inmates',
    ],
    keywords: ['Non-Detention Act', 'limitation on detention', 'detention of citizens', 'control of prisons', 'Attorney General'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '4012' },
    asks: [
      'prison staff took items from my husband’s cell as contraband, can they just keep them',
      'seizure and forfeiture of contraband found on a federal inmate',
    ],
    keywords: ['prison contraband', 'summary seizure', 'forfeiture', 'inmate property', 'Bureau of Prisons rules'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '4014' },
    asks: [
      'will my brother be tested for HIV when he starts his federal prison sentence',
      'a prison guard was exposed to an inmate’s blood, can the inmate be tested for HIV',
    ],
    keywords: ['HIV testing', 'prisoner testing', 'infectious disease', 'exposure of officers', 'Bureau of Prisons'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 303: Bureau of Prisons
  {
    usc: { title: 18, section: '4042' },
    asks: [
      'does the Bureau of Prisons have to keep federal inmates safe and care for them',
      'will the local police be told when a federal prisoner convicted of a violent or sex crime is released near us',
      'can the prison help my son get his ID, social security card and birth certificate before release',
    ],
    keywords: [
      'duties of Bureau of Prisons',
      'safekeeping and care',
      'release notification',
      'prerelease planning',
      'identification documents',
      'inmate protection',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '4046' },
    asks: [
      'is there a boot camp program in federal prison that can shorten time behind bars',
      'what is the federal shock incarceration program and who qualifies',
    ],
    keywords: ['shock incarceration', 'boot camp', 'Bureau of Prisons program', 'military-style training', 'prerelease custody'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '4048' },
    asks: [
      'the prison takes money from my son’s commissary account every time he sees a doctor, is that allowed',
      'can a federal prison refuse medical care because an inmate has no money for the copay',
    ],
    keywords: ['prison medical copay', 'health care fees', 'inmate trust account', 'no refusal of treatment', 'prisoner health care'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 305: Commitment and transfer
  {
    usc: { title: 18, section: '4082' },
    asks: [
      'my husband did not come back to the halfway house on time, can he be charged with escape',
      'federal inmate on work release or furlough who fails to return',
    ],
    keywords: ['escape from halfway house', 'residential reentry center', 'failure to return', 'extended limits of confinement', 'work release'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 306: Transfer to or from foreign countries
  {
    usc: { title: 18, section: '4100' },
    asks: [
      'my son is an American in prison abroad, can he be transferred to serve his sentence in the United States',
      'can a foreign prisoner in a U.S. prison transfer to serve the sentence in their home country',
    ],
    keywords: ['international prisoner transfer', 'transfer treaty', 'American imprisoned abroad', 'foreign national prisoner', 'consent to transfer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '4105' },
    asks: [
      'after transferring from a foreign prison, does my relative get credit for the time already served there',
      'how is a sentence from another country carried out after transfer to the U.S.',
    ],
    keywords: ['transferred offender', 'credit for time served abroad', 'foreign sentence', 'good time credit', 'Parole Commission'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '4109' },
    asks: [
      'does a prisoner get a lawyer when consenting to an international prisoner transfer',
      'right to counsel in prisoner transfer consent hearing',
    ],
    keywords: ['right to counsel', 'prisoner transfer', 'consent verification', 'appointed counsel', 'treaty transfer'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 35: Escape and rescue
  {
    usc: { title: 18, section: '751' },
    asks: [
      'my cousin walked away from a federal prison camp, what is the charge for escape',
      'is leaving federal custody or a halfway house without permission a crime',
    ],
    keywords: ['escape', 'federal custody', 'walkaway', 'prison camp', 'attempted escape'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '752' },
    asks: [
      'is it a crime to help someone escape from federal custody',
      'my friend asked me to pick him up after he leaves the prison camp without permission',
    ],
    keywords: ['assisting escape', 'aiding an escape', 'instigating escape', 'rescue of prisoner', 'federal custody'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 49: Fugitives from justice
  {
    usc: { title: 18, section: '1071' },
    asks: [
      'my son has a federal warrant and wants to hide at my house, can I get in trouble for letting him stay',
      'is hiding someone from a federal arrest warrant a crime',
    ],
    keywords: ['harboring a fugitive', 'concealing a person from arrest', 'federal warrant', 'hiding someone from police', 'harboring'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1072' },
    asks: [
      'is it a crime to hide a relative who escaped from federal prison',
      'harboring an escaped federal prisoner',
    ],
    keywords: ['concealing escaped prisoner', 'harboring', 'escapee', 'federal prison', 'aiding fugitive'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1073' },
    asks: [
      'he fled to another state to avoid felony charges here, can the FBI get involved',
      'unlawful flight to avoid prosecution or to avoid testifying',
    ],
    keywords: ['unlawful flight to avoid prosecution', 'UFAP', 'fugitive', 'fleeing across state lines', 'avoiding testimony'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 55: Kidnapping
  {
    usc: { title: 18, section: '1201' },
    asks: [
      'someone took my sister and drove her across state lines, when is kidnapping a federal crime',
      'is it federal kidnapping if the kidnapper used a phone or the internet to lure the victim',
    ],
    keywords: ['kidnapping', 'abduction', 'federal kidnapping', 'interstate transport', 'ransom', 'Lindbergh Law'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1204' },
    asks: [
      'my ex took our child to another country without my consent and will not bring her back',
      'is it a federal crime for a parent to keep a child abroad to block the other parent’s custody or visitation',
      'I fled abroad with my child to escape domestic violence, is that a defense to parental kidnapping',
    ],
    keywords: [
      'international parental kidnapping',
      'International Parental Kidnapping Crime Act',
      'child abduction abroad',
      'custody rights',
      'visitation rights',
      'fleeing domestic violence defense',
    ],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 73: Obstruction of justice
  {
    usc: { title: 18, section: '1503' },
    asks: [
      'someone contacted a juror in my brother’s federal trial to pressure them, is that a crime',
      'threatening or bribing a juror or court officer',
    ],
    keywords: ['jury tampering', 'obstruction of justice', 'influencing a juror', 'threatening a court officer', 'omnibus clause'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1505' },
    asks: [
      'is it a crime to lie to or hide documents from a federal agency investigation or a congressional committee',
      'obstructing an agency proceeding by destroying records',
    ],
    keywords: ['obstruction of agency proceedings', 'congressional inquiry', 'civil investigative demand', 'destroying documents', 'obstruction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1510' },
    asks: [
      'someone offered money to a witness not to talk to federal investigators',
      'can a bank officer tell a customer about a grand jury subpoena for their records',
    ],
    keywords: ['obstruction of criminal investigations', 'bribing a witness', 'bank subpoena tip-off', 'financial institution', 'obstruction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1512' },
    asks: [
      'the defendant’s family keeps telling me not to testify and threatening me, what federal law protects me',
      'he deleted text messages to hide them from the investigation, is that witness or evidence tampering',
      'pressuring a victim not to report a crime to the police',
    ],
    keywords: [
      'witness tampering',
      'evidence tampering',
      'intimidating a witness',
      'destroying evidence',
      'official proceeding',
      'obstruction of justice',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1513' },
    asks: [
      'I testified against my neighbor and now he vandalized my car in revenge, is that a federal crime',
      'my employer fired me for giving information to federal agents about a crime',
    ],
    keywords: ['retaliation against a witness', 'retaliating against an informant', 'revenge for testimony', 'whistleblower retaliation', 'obstruction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1514' },
    asks: [
      'I am a witness in a federal case and the defendant keeps harassing me, can the court order him to stop',
      'protective order for a victim or witness in a federal criminal case',
    ],
    keywords: ['witness protective order', 'restraining harassment', 'temporary restraining order', 'victim protection', 'federal criminal case'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1519' },
    asks: [
      'my boss told us to shred files after hearing about a federal investigation, is that a crime',
      'deleting emails or falsifying records to obstruct a federal investigation or bankruptcy case',
    ],
    keywords: ['destruction of records', 'falsifying records', 'document shredding', 'obstruction', 'Sarbanes-Oxley', 'spoliation'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 87: Prisons
  {
    usc: { title: 18, section: '1791' },
    asks: [
      'I tried to bring my husband a cell phone during a visit at federal prison, is that a crime',
      'what happens if an inmate is caught with drugs, a weapon or a phone in prison',
    ],
    keywords: ['prison contraband', 'cell phone in prison', 'smuggling into prison', 'prohibited object', 'inmate possession'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1793' },
    asks: [
      'is it illegal to walk onto federal prison land or a prison reservation without permission',
      'trespassing on Bureau of Prisons property',
    ],
    keywords: ['trespass on prison property', 'Bureau of Prisons land', 'unauthorized entry', 'federal prison grounds'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 7: Assault
  {
    usc: { title: 18, section: '111' },
    asks: [
      'my son pushed a federal officer during an arrest, what is the charge for assaulting or resisting a federal agent',
      'is it a federal crime to interfere with a federal employee doing their job, like a mail carrier or park ranger',
    ],
    keywords: ['assaulting a federal officer', 'resisting a federal officer', 'impeding federal employees', 'simple assault', 'dangerous weapon'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '117' },
    asks: [
      'my partner on the reservation has two prior domestic violence convictions and hit me again, is that a federal crime',
      'habitual domestic violence offender in Indian country, federal charge',
    ],
    keywords: ['habitual domestic violence offender', 'domestic assault', 'Indian country', 'prior convictions', 'intimate partner'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 41: Extortion and threats
  {
    usc: { title: 18, section: '871' },
    asks: [
      'someone posted online that they will kill the President, is that a federal crime',
      'threatening the President or Vice President in a letter or social media post',
    ],
    keywords: ['threats against the President', 'threatening the Vice President', 'Secret Service', 'true threat', 'President-elect'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '873' },
    asks: [
      'someone says they will report me to federal authorities unless I pay them money, is that blackmail',
      'demanding money in exchange for not reporting a federal crime',
    ],
    keywords: ['blackmail', 'threat of informing', 'hush money', 'extortion', 'federal crime'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '875' },
    asks: [
      'my ex keeps texting from another state threatening to hurt me, is that a federal crime',
      'someone online is threatening to post my private photos unless I pay, is that extortion (sextortion)',
      'threatening messages sent over the internet or phone across state lines',
    ],
    keywords: [
      'interstate threats',
      'threatening communications',
      'online threats',
      'sextortion',
      'extortion by threat to reputation',
      'ransom demand',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '876' },
    asks: [
      'I received a threatening letter in the mail saying they will hurt me, is that a federal crime',
      'mailing a letter demanding money under threat of harm',
    ],
    keywords: ['mailing threats', 'threatening letter', 'extortion by mail', 'postal threats', 'ransom letter'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 51: Homicide
  {
    usc: { title: 18, section: '1111' },
    asks: [
      'my brother was killed on a military base, is the murder prosecuted under federal law',
      'what is the difference between first and second degree murder in federal law',
    ],
    keywords: ['murder', 'first degree murder', 'second degree murder', 'malice aforethought', 'federal jurisdiction', 'homicide'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1112' },
    asks: [
      'a driver killed my father in a crash inside a national park, could that be federal manslaughter',
      'what is the difference between voluntary and involuntary manslaughter',
    ],
    keywords: ['manslaughter', 'voluntary manslaughter', 'involuntary manslaughter', 'heat of passion', 'federal land homicide'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 65: Malicious mischief
  {
    usc: { title: 18, section: '1361' },
    asks: [
      'someone spray painted and damaged a federal building, what is the federal charge',
      'is damaging government property like a mailbox or park sign a federal crime',
    ],
    keywords: ['damage to government property', 'vandalism of federal property', 'depredation', 'federal property', 'malicious mischief'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1365' },
    asks: [
      'someone put something in medicine bottles at the store, what federal law covers product tampering',
      'is tampering with food or consumer products or falsely claiming they were tampered with a crime',
    ],
    keywords: ['product tampering', 'consumer product tampering', 'contaminated food', 'tampering with medicine', 'false tampering claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1368' },
    asks: [
      'someone hurt a Border Patrol or other federal agency police dog during an arrest, is that a federal crime',
      'harming a police horse or dog used by a federal agency',
    ],
    keywords: ['police dog', 'law enforcement animal', 'K-9', 'harming animals used in law enforcement', 'police horse'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1369' },
    asks: [
      'vandals damaged a veterans memorial in our town park, is that a federal crime',
      'destroying a monument to those who served in the armed forces',
    ],
    keywords: ['veterans memorial', 'destruction of monuments', 'vandalism', 'war memorial', 'federal property'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 79: Perjury
  {
    usc: { title: 18, section: '1621' },
    asks: [
      'the other side lied under oath in a federal case, what is the crime of perjury',
      'is lying on a statement signed under penalty of perjury a federal crime',
    ],
    keywords: ['perjury', 'lying under oath', 'false statement under penalty of perjury', 'material matter', 'sworn declaration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1622' },
    asks: [
      'someone asked me to lie for them in court, is it a crime to get someone to commit perjury',
      'convincing a witness to testify falsely',
    ],
    keywords: ['subornation of perjury', 'procuring false testimony', 'lying for someone in court', 'perjury', 'witness'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1623' },
    asks: [
      'a witness lied to the grand jury, what is the charge',
      'can I fix a false statement I made under oath in federal court before it is discovered',
    ],
    keywords: ['false declarations', 'grand jury perjury', 'lying in court', 'recantation', 'inconsistent statements'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 83: Postal service
  // 18 U.S.C. chapter 109A: Sexual abuse (federal jurisdiction)
  {
    usc: { title: 18, section: '2241' },
    asks: [
      'I was raped by force on a military base, what federal crime is that',
      'sexual assault of a young child on federal land or in Indian country, federal charge',
    ],
    keywords: ['aggravated sexual abuse', 'rape', 'sexual assault by force', 'military base', 'federal prison', 'child sexual abuse'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2242' },
    asks: [
      'I was assaulted while too drunk to consent at a national park campground, what federal law applies',
      'sex without consent or by coercion in a federal prison or on federal land',
    ],
    keywords: ['sexual abuse', 'without consent', 'incapacitated victim', 'coercion', 'federal jurisdiction', 'rape'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2243' },
    asks: [
      'a prison guard had sex with an inmate, is that a crime even if the inmate agreed',
      'an adult had sex with a 14 year old on a federal base, what is the charge',
    ],
    keywords: ['sexual abuse of a minor', 'statutory rape', 'sexual abuse of a ward', 'custodial sexual abuse', 'prison staff sexual misconduct'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2244' },
    asks: [
      'someone groped me without consent on a federal property, what is the federal charge',
      'unwanted sexual touching in a federal prison or military base',
    ],
    keywords: ['abusive sexual contact', 'groping', 'unwanted touching', 'sexual contact', 'federal jurisdiction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2248' },
    asks: [
      'will the person who sexually assaulted me be ordered to pay for my therapy and medical costs',
      'restitution for federal sexual abuse victims',
    ],
    keywords: ['mandatory restitution', 'sexual abuse victim', 'therapy costs', 'victim losses', 'restitution order'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2250' },
    asks: [
      'my brother moved to another state and did not update his sex offender registration, what federal charge could he face',
      'failure to register as a sex offender or report international travel',
    ],
    keywords: ['failure to register', 'SORNA violation', 'sex offender registration', 'interstate travel', 'international travel reporting'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 110: Sexual exploitation of children
  {
    usc: { title: 18, section: '2251' },
    asks: [
      'an adult got my 13 year old to send sexual photos and videos, what federal law covers that',
      'producing sexual images of a minor or livestreaming abuse of a child',
    ],
    keywords: ['sexual exploitation of children', 'production of child sexual abuse material', 'CSAM', 'child pornography', 'livestreaming abuse'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2252A' },
    asks: [
      'I found child sexual abuse images on my husband’s computer, what federal crime is that',
      'is downloading, sharing or possessing child pornography a federal crime',
    ],
    keywords: ['child pornography', 'CSAM', 'possession of child pornography', 'distribution', 'receipt', 'morphed images'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2255' },
    asks: [
      'I was sexually abused as a child and images were shared online, can I sue the abuser for damages as an adult',
      'is there a time limit for a child sex abuse survivor to file a federal civil lawsuit',
    ],
    keywords: ['civil remedy', 'child sex abuse survivor lawsuit', 'Masha’s Law', 'liquidated damages', 'no statute of limitations', 'punitive damages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2258' },
    asks: [
      'I am a teacher at a school on a military base and suspect a child is being abused, do I have to report it',
      'failure to report child abuse by professionals on federal land',
    ],
    keywords: ['mandatory reporting', 'failure to report child abuse', 'mandated reporter', 'federal land', 'federal facility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2259' },
    asks: [
      'my child’s abuse images are being traded online, can the people convicted be ordered to pay restitution',
      'restitution for victims of child pornography, how is it calculated',
    ],
    keywords: ['mandatory restitution', 'child pornography victims', 'Amy Vicky Andy Act', 'full amount of losses', 'trafficking in child pornography'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 117: Transportation for illegal sexual activity
  {
    usc: { title: 18, section: '2421' },
    asks: [
      'someone drove a woman across state lines to work in prostitution, what federal law applies',
      'transporting a person to another state for prostitution, Mann Act',
    ],
    keywords: ['Mann Act', 'transportation for prostitution', 'interstate prostitution', 'illegal sexual activity', 'sex trafficking'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2421A' },
    asks: [
      'a website owner runs ads that promote prostitution, is that a federal crime and can victims sue',
      'online platform facilitating prostitution and sex trafficking, FOSTA',
    ],
    keywords: ['FOSTA', 'promotion of prostitution online', 'interactive computer service', 'website liability', 'sex trafficking', 'civil recovery'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2422' },
    asks: [
      'a grown man is chatting online with my 14 year old daughter trying to get her to meet for sex',
      'online enticement of a minor, what federal law covers it',
    ],
    keywords: ['online enticement', 'coercion and enticement', 'child predator', 'grooming a minor', 'luring a child'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2423' },
    asks: [
      'an adult took a 16 year old across state lines for sex, what is the federal charge',
      'American traveling abroad to have sex with minors, is that a U.S. crime',
    ],
    keywords: ['transportation of minors', 'child sex tourism', 'travel with intent', 'illicit sexual conduct', 'interstate travel'],
    checkedAgainst: '119-100',
  },
  // 54 U.S.C. subtitle I: National Park System
  {
    usc: { title: 54, section: '100751' },
    asks: [
      'who makes the rules for visitors in national parks, like where I can camp, boat or bring my dog',
      'I got a citation for breaking a national park rule, where does that rule come from',
    ],
    keywords: ['national park regulations', 'park rules', 'boating in national parks', 'park ranger citation', 'National Park Service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 54, section: '100722' },
    asks: [
      'I accidentally started a fire that damaged part of a national park, can the government make me pay for the damage',
      'my boat ran aground on a coral reef in a national park, am I liable for the restoration costs',
    ],
    keywords: ['damage to park resources', 'liability for park damage', 'response costs', 'restoration costs', 'in rem liability', 'coral reef grounding'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 54, section: '100905' },
    asks: [
      'do I need a permit to take photos or film a small video in a national park',
      'filming a commercial in a national park, when is a permit and fee required',
    ],
    keywords: ['filming in national parks', 'photography permit', 'commercial filming', 'small crews', 'park photography fee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 54, section: '104906' },
    asks: [
      'can I carry my gun in a national park if my state carry permit allows it',
      'are firearms allowed when camping or hiking in national parks',
    ],
    keywords: ['guns in national parks', 'firearms in park units', 'right to bear arms', 'state law compliance', 'concealed carry in parks'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 54, section: '104908' },
    asks: [
      'can I drive through a national park with my hunting bow or crossbow in the car',
      'transporting a crossbow through a national park, how must it be stored',
    ],
    keywords: ['bows in parks', 'crossbow transport', 'not ready for immediate use', 'archery equipment', 'national park'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 54, section: '104909' },
    asks: [
      'can hunters volunteer to help cull elk or deer in a national park and keep the meat',
      'wildlife population reduction in national parks using qualified volunteers',
    ],
    keywords: ['wildlife management', 'culling', 'qualified volunteers', 'meat donation', 'national park hunting'],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 30: Wild horses and burros
  {
    usc: { title: 16, section: '1333' },
    asks: [
      'how can I adopt a wild horse or burro from the government and when do I get title',
      'why does the BLM round up wild horses from public lands',
    ],
    keywords: ['wild horse adoption', 'wild burros', 'BLM roundup', 'excess animals', 'title to adopted horse', 'Wild Free-Roaming Horses and Burros Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '1334' },
    asks: [
      'wild horses keep coming onto my ranch from public land, what can I do',
      'can I keep wild horses that wandered onto my private land',
    ],
    keywords: ['stray wild horses', 'private land', 'removal of wild horses', 'landowner rights', 'wild burros'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '1338' },
    asks: [
      'is it a crime to capture, harass or kill a wild horse on public land',
      'can I sell an adopted wild horse to a slaughterhouse',
    ],
    keywords: ['wild horse crimes', 'harassing wild horses', 'removing wild burros', 'commercial products', 'selling wild horses'],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 31: Marine mammal protection
  {
    usc: { title: 16, section: '1371' },
    asks: [
      'a sea lion keeps damaging my fishing gear and boat, what am I allowed to do to scare it off',
      'can Alaska Natives hunt seals or walrus for food and handicrafts',
    ],
    keywords: ['Marine Mammal Protection Act', 'moratorium on taking', 'deterring marine mammals', 'Alaska Native exemption', 'self-defense'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '1372' },
    asks: [
      'is it illegal to chase or harass dolphins or seals at the beach',
      'can I buy or sell products made from whales, seals or other marine mammals',
    ],
    keywords: ['harassing marine mammals', 'dolphins', 'seals', 'marine mammal products', 'Marine Mammal Protection Act', 'taking'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '1375' },
    asks: [
      'what are the penalties for harassing or killing a marine mammal',
      'I brought home a souvenir made from seal skin from a trip abroad, what happens if customs finds it',
    ],
    keywords: ['MMPA penalties', 'civil penalty', 'criminal penalty', 'marine mammal', 'personal import abandonment'],
    checkedAgainst: '119-100',
  },
  // 28 U.S.C. chapter 123: Fees and costs
  {
    usc: { title: 28, section: '1914' },
    asks: [
      'how much does it cost to file a lawsuit in federal district court, and is a habeas petition cheaper',
      'what filing fee does the federal court clerk charge to start a civil case',
    ],
    keywords: ['filing fee', 'federal court fees', 'civil action filing', 'habeas filing fee', 'clerk of court', 'Judicial Conference fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '1915A' },
    asks: [
      'my brother filed a lawsuit from prison against the guards and the court dismissed it right away, why',
      'federal court screening of prisoner complaints against government officials, frivolous or fails to state a claim',
    ],
    keywords: ['prisoner complaint screening', 'frivolous lawsuit', 'failure to state a claim', 'immune defendant', 'Prison Litigation Reform Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '1917' },
    asks: [
      'is there a fee to file a notice of appeal in the federal district court',
      'fee paid to the district clerk when appealing',
    ],
    keywords: ['notice of appeal fee', 'appeal filing fee', 'district court clerk', 'appellant', 'court fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '1920' },
    asks: [
      'I lost my federal lawsuit and the other side filed a bill of costs, what costs can they make me pay',
      'can the winning party recover transcript, copying and witness fees in federal court',
    ],
    keywords: ['taxation of costs', 'bill of costs', 'court costs', 'transcript fees', 'prevailing party costs', 'interpreter fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '1927' },
    asks: [
      'the other side’s lawyer keeps filing pointless motions to drag out the case, can the lawyer be made to pay my costs',
      'sanctions against an attorney for vexatiously multiplying proceedings',
    ],
    keywords: ['attorney sanctions', 'vexatious litigation', 'excess costs', 'multiplying proceedings', 'bad faith conduct'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 219: Trial by United States magistrate judges
  {
    usc: { title: 18, section: '3401' },
    asks: [
      'I got a federal misdemeanor ticket on a military base, can a magistrate judge try my case or can I ask for a district judge',
      'do I have to agree to a trial before a magistrate judge for a federal misdemeanor',
      'can a federal magistrate judge give me probation for a misdemeanor',
    ],
    keywords: ['misdemeanor trial', 'magistrate judge', 'petty offense', 'consent to magistrate', 'right to district judge', 'federal citation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '3402' },
    asks: [
      'I was convicted by a federal magistrate judge of a misdemeanor, can I appeal to a district judge',
      'appeal from a magistrate judge conviction',
    ],
    keywords: ['appeal from magistrate judge', 'misdemeanor appeal', 'district court review', 'appeal of right', 'petty offense'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 51: Homicide (federal officers and helpers)
  {
    usc: { title: 18, section: '1114' },
    asks: [
      'someone tried to kill a federal agent or a soldier on duty, what federal charge is that',
      'killing a person who was helping a federal officer do their job',
    ],
    keywords: ['killing a federal officer', 'attempted murder of federal employee', 'uniformed services', 'official duties', 'protection of officers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1121' },
    asks: [
      'a local police officer working on a federal task force was killed, is that a federal crime',
      'killing an informant or witness helping a federal investigation',
    ],
    keywords: ['killing persons aiding federal investigations', 'task force officer', 'informant killed', 'state correctional officer', 'death penalty'],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 9: Fish and wildlife (airborne hunting)
  {
    usc: { title: 16, section: '742j-1' },
    asks: [
      'is it legal to shoot coyotes or hogs from a helicopter or airplane',
      'is it legal to use a small plane or helicopter to chase or harass wildlife',
    ],
    keywords: ['airborne hunting', 'Airborne Hunting Act', 'shooting from aircraft', 'harassing wildlife with aircraft', 'aerial hunting permit'],
    checkedAgainst: '119-100',
  },
  // 21 U.S.C. chapter 13 (continued): registration, chemicals, enforcement
  {
    usc: { title: 21, section: '823' },
    asks: [
      'how does a doctor or pharmacy get DEA registration, and what can make the DEA deny it',
      'does a methadone or opioid treatment clinic need a separate DEA registration',
    ],
    keywords: ['DEA registration requirements', 'practitioner registration', 'public interest factors', 'opioid treatment program', 'narcotic treatment registration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '830' },
    asks: [
      'why is Sudafed kept behind the pharmacy counter and why did they ask for my ID and signature',
      'is there a limit on how much pseudoephedrine cold medicine a store can sell me',
    ],
    keywords: ['pseudoephedrine', 'behind-the-counter', 'logbook', 'listed chemicals', 'Combat Methamphetamine Epidemic Act', 'meth precursors'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '849' },
    asks: [
      'charged with selling drugs at a truck stop or highway rest area, is the penalty higher',
      'drug dealing near truck stops and safety rest areas',
    ],
    keywords: ['truck stop', 'safety rest area', 'transportation safety offense', 'enhanced drug penalty', 'interstate highway'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '879' },
    asks: [
      'police served a drug search warrant at my house in the middle of the night, is that allowed',
      'nighttime search warrants for controlled substance offenses',
    ],
    keywords: ['nighttime search warrant', 'drug search warrant', 'time of service', 'probable cause', 'controlled substances'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '880' },
    asks: [
      'DEA investigators showed up to inspect our pharmacy records, do they need a warrant',
      'administrative inspection of a doctor’s office or pharmacy that handles controlled substances',
    ],
    keywords: ['administrative inspection', 'DEA inspection', 'administrative warrant', 'controlled premises', 'pharmacy audit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '884' },
    asks: [
      'I was ordered to testify before a grand jury in a drug case even though I pleaded the Fifth, can my words be used against me',
      'immunity order for a witness in a federal drug case',
    ],
    keywords: ['witness immunity', 'privilege against self-incrimination', 'compelled testimony', 'grand jury', 'use immunity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '885' },
    asks: [
      'I was charged with possession but I had a prescription label on the bottle, does that help',
      'who has to prove a prescription or other exemption in a federal drug case',
    ],
    keywords: ['burden of proof', 'prescription label as evidence', 'exemption defense', 'simple possession', 'officer immunity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '886' },
    asks: [
      'can the DEA pay me for information about drug dealing',
      'payments to drug informants',
    ],
    keywords: ['informant payments', 'DEA informant', 'reward for information', 'confidential source', 'drug enforcement funds'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 7 (continued): threats to officials' families, FGM
  {
    usc: { title: 18, section: '115' },
    asks: [
      'someone threatened to hurt a federal judge’s family because of a ruling, what federal law covers that',
      'threatening a federal agent or official to stop them doing their job or in revenge',
    ],
    keywords: ['threatening a federal official', 'threats against a judge', 'family of federal officer', 'retaliation against officials', 'intimidation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '116' },
    asks: [
      'relatives want to take my daughter abroad to be cut, is female genital mutilation a federal crime',
      'can parents be charged for consenting to FGM on a girl under 18',
    ],
    keywords: ['female genital mutilation', 'FGM', 'vacation cutting', 'protecting girls', 'parental consent', 'transporting a minor'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 110 (continued)
  {
    usc: { title: 18, section: '2252' },
    asks: [
      'my teenage son received and forwarded sexual videos of minors on his phone, is that a federal crime',
      'receiving or sharing sexually explicit images of minors by computer or phone',
    ],
    keywords: ['sexual exploitation of minors', 'visual depictions of minors', 'receipt and distribution', 'possession', 'child sexual abuse material'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2257' },
    asks: [
      'I make adult content online, do I have to keep age and ID records for every performer',
      'record keeping requirements for producers of sexually explicit material, 2257 records',
    ],
    keywords: ['2257 records', 'age verification of performers', 'adult content producers', 'custodian of records', 'record keeping'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2260A' },
    asks: [
      'a registered sex offender committed another sex crime against a child, is there an extra mandatory sentence',
      'added consecutive prison time for registered sex offenders who offend against minors',
    ],
    keywords: ['registered sex offender', 'consecutive sentence', 'mandatory additional term', 'offense involving a minor', 'enhanced penalty'],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 3 (continued): Forest Service enforcement
  {
    usc: { title: 16, section: '559' },
    asks: [
      'can a Forest Service ranger arrest me for breaking national forest rules',
      'after a Forest Service arrest, which judge hears the case',
    ],
    keywords: ['Forest Service arrest', 'forest ranger authority', 'national forest violation', 'magistrate judge', 'federal land enforcement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '559a' },
    asks: [
      'is there a reward for reporting someone who started a wildfire in a national forest',
      'reward for information about theft or damage of Forest Service property',
    ],
    keywords: ['wildfire arson reward', 'Forest Service reward', 'information leading to conviction', 'national forest fire', 'government property'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '559b' },
    asks: [
      'I found an illegal marijuana grow while hiking in a national forest, who deals with it',
      'Forest Service authority to stop drug growing on national forest land',
    ],
    keywords: ['marijuana grow on public land', 'national forest drug enforcement', 'Forest Service law enforcement', 'controlled substances', 'illegal cultivation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '558c' },
    asks: [
      'how can I volunteer to build trails or work as a campground host in a national forest',
      'volunteer programs with the Forest Service or Bureau of Land Management',
    ],
    keywords: ['Volunteers in the National Forests', 'trail volunteer', 'campground host', 'Forest Service volunteers', 'unpaid service'],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 5A (continued): National Wildlife Refuge System
  {
    usc: { title: 16, section: '668dd' },
    asks: [
      'can I hunt or fish on a national wildlife refuge, and whose rules apply',
      'is it illegal to pick plants, cut wood or take animals from a wildlife refuge',
      'I was cited for entering a closed area of a wildlife refuge, what law applies',
    ],
    keywords: [
      'National Wildlife Refuge System',
      'hunting on refuges',
      'fishing on refuges',
      'compatible uses',
      'refuge regulations',
      'taking wildlife on refuges',
    ],
    checkedAgainst: '119-100',
  },
];
