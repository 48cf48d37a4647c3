import type { SectionCard } from './types';

/**
 * Section cards (./types.ts) for people's lives: travel, civil rights and privacy, immigration,
 * firearms, family, service members and communications. Each one read against the section's
 * official text.
 */
export const people2Cards: SectionCard[] = [
  // 46 U.S.C. chapter 35: Cruise Vessel Security and Safety Act
  {
    usc: { title: 46, section: '3507' },
    asks: [
      'I was sexually assaulted on a cruise ship, does the cruise line have to give me a medical exam, medication and a private phone to call the FBI',
      'someone went missing or was attacked on our cruise, does the ship have to report the crime to the FBI and keep a crime log',
      'cruise ship crew member kept coming into my cabin, does the cruise line have to track crew access to passenger staterooms',
      'what security must a cruise ship have: rail height, cabin peepholes, video surveillance and a security guide for passengers',
    ],
    keywords: [
      'Cruise Vessel Security and Safety Act',
      'cruise ship crime',
      'sexual assault at sea',
      'passenger vessel security',
      'crime reporting to FBI',
      'stateroom access log',
      'missing passenger overboard',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '3508' },
    asks: [
      'does a cruise ship need a crew member trained to preserve evidence of a crime at sea before docking at a US port',
      'the cruise crew did nothing to protect evidence after my assault onboard, is there a crime scene training requirement for cruise staff',
    ],
    keywords: [
      'cruise ship crew training',
      'crime scene preservation',
      'passenger vessel evidence',
      'Cruise Vessel Security and Safety Act',
      'civil penalty',
    ],
    checkedAgainst: '119-100',
  },
  // 16 U.S.C. chapter 87: Federal Lands Recreation Enhancement Act
  {
    usc: { title: 16, section: '6802' },
    asks: [
      'the Forest Service charged me just to park at a trailhead and picnic, can they charge a fee for parking or driving through',
      'are kids under 16 free at national parks and federal recreation areas, and which fees can the land agencies charge',
      'can BLM charge a camping fee at an undeveloped campsite with no toilets or water, what recreation fees are allowed',
    ],
    keywords: [
      'recreation fees',
      'entrance fee',
      'standard amenity fee',
      'national park fees',
      'Forest Service day use fee',
      'Federal Lands Recreation Enhancement Act',
      'campground fee',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '6804' },
    asks: [
      'I am 62, how do I get the senior lifetime national parks pass and how much does the annual senior pass cost',
      'is the America the Beautiful pass free for veterans, military families, Gold Star families or people with a permanent disability',
      'what does the national parks annual pass cover and how long is it valid after I buy it',
    ],
    keywords: [
      'America the Beautiful pass',
      'national parks pass',
      'senior pass',
      'access pass disability',
      'military pass',
      'veterans free park entry',
      'Gold Star family pass',
      'interagency annual pass',
    ],
    checkedAgainst: '119-100',
  },
  // 22 U.S.C. chapter 4: passports
  {
    usc: { title: 22, section: '212' },
    asks: [
      'can a US national who is not a citizen get a US passport, who is allowed to be issued a passport',
      'I am a green card holder, can I apply for an American passport or is it only for people owing allegiance to the United States',
    ],
    keywords: ['passport eligibility', 'US national', 'owing allegiance', 'who can get a passport', 'passport'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '213' },
    asks: [
      'applying for my first passport, do I have to sign the application under oath in person before an acceptance agent',
      'I lied on my passport application form, does the application have to be true and sworn',
    ],
    keywords: [
      'passport application',
      'first passport oath',
      'passport acceptance facility',
      'sworn application',
      'false statement passport',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '214' },
    asks: [
      'is there a free passport for family traveling abroad to the funeral or grave of a service member who died',
      'who does not have to pay the passport fee, and can the post office keep the passport execution fee',
    ],
    keywords: [
      'passport fee',
      'passport fee waiver',
      'execution fee',
      'no-fee passport',
      'funeral of service member abroad',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '217a' },
    asks: [
      'how long is a US passport valid for, and why was my passport issued for less than ten years',
      'my passport was limited to a short validity period, can the State Department do that',
    ],
    keywords: ['passport validity', 'ten years', 'passport expiration', 'limited validity passport'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '212a' },
    asks: [
      'after a conviction for traveling abroad to have sex with a minor, can the government refuse or revoke my passport',
      'sex tourism conviction passport revoked until the end of my supervised release, can I get one for emergency return travel',
    ],
    keywords: [
      'passport revocation',
      'sex tourism',
      'child sex tourism conviction',
      'passport denial',
      'limited passport return travel',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '212b' },
    asks: [
      'I am a registered sex offender, will my passport have a mark or unique identifier on it',
      'no longer required to register as a sex offender, can I get a passport reissued without the identifier',
    ],
    keywords: [
      'registered sex offender passport',
      'unique passport identifier',
      'Angel Watch Center',
      "International Megan's Law",
      'passport endorsement',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. subtitle V: rail passengers (Amtrak)
  {
    usc: { title: 49, section: '28103' },
    asks: [
      'hurt in an Amtrak train crash, is there a limit on how much the injured passengers can recover in total',
      'train derailment injured many passengers, what is the cap on damages including punitive damages against the railroad',
    ],
    keywords: [
      'rail passenger liability cap',
      'Amtrak accident',
      'train crash damages',
      '$200,000,000 limit',
      'punitive damages',
      'commuter rail injury',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '24316' },
    asks: [
      'my relative was on the train that crashed, does Amtrak have to notify families and set up a toll-free number',
      'after a fatal train accident, does the railroad have to return my family member’s belongings and consult us about remains',
    ],
    keywords: [
      'rail accident family assistance',
      'passenger manifest',
      'train crash families',
      'personal effects returned',
      'Amtrak',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '24323' },
    asks: [
      'can I smoke or vape on an Amtrak train, is there a ban on e-cigarettes onboard',
      'a passenger was vaping in the Amtrak coach car, is smoking allowed on Amtrak trains',
    ],
    keywords: ['Amtrak smoking ban', 'e-cigarettes on trains', 'vaping', 'passenger rail'],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 449: aviation security
  {
    usc: { title: 49, section: '44903' },
    asks: [
      'I helped restrain a violent passenger on my flight, can I be sued for damages for trying to stop the attack',
      'is there expedited airport security screening for members of the armed forces traveling in uniform',
      'who makes the rules for searching and detaining airline passengers and their bags at airport security',
    ],
    keywords: [
      'airport security screening',
      'TSA',
      'passenger immunity',
      'unruly passenger',
      'military expedited screening',
      'aviation security regulations',
    ],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. § 6851 (Violence Against Women Act Reauthorization Act of 2022)
  {
    usc: { title: 15, section: '6851' },
    asks: [
      'my ex posted my nude photos online without my consent, can I sue him in federal court for damages',
      'someone shared intimate images of me I sent privately, can I get $150,000 and a court order to take them down',
      'revenge porn: I agreed to the photo being taken but never to it being shared, is that consent to distribute it',
    ],
    keywords: [
      'revenge porn',
      'intimate images',
      'nonconsensual pornography',
      'civil action',
      'liquidated damages',
      'nude photos shared',
      'pseudonym',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 21: civil rights
  {
    usc: { title: 42, section: '2000b-2' },
    asks: [
      'a city pool or public park facility turned me away because of my race, can I sue the government myself',
      'can I bring my own lawsuit over discrimination in a public facility owned or run by a state or city',
    ],
    keywords: [
      'public facilities discrimination',
      'Title III Civil Rights Act of 1964',
      'private lawsuit',
      'state-owned facility',
      'civil rights',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000c-8' },
    asks: [
      'can I sue the school district myself over racial segregation or discrimination in public education',
      'does the Attorney General desegregation law stop parents from suing over discrimination in public schools',
    ],
    keywords: [
      'school desegregation',
      'public education discrimination',
      'private lawsuit',
      'Title IV Civil Rights Act of 1964',
      'civil rights',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1994' },
    asks: [
      'my employer says I must keep working until I pay off a debt I owe him, is forced labor to pay a debt legal',
      'held to work to pay off what I owe, is debt peonage abolished under federal law',
    ],
    keywords: ['peonage', 'debt servitude', 'forced labor for debt', 'involuntary servitude', 'civil rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '246' },
    asks: [
      'a local official threatened to cut off my disaster relief benefits because of my politics, is that a federal crime',
      'denied a federally funded relief job because of my race or religion, is depriving someone of relief benefits illegal',
    ],
    keywords: [
      'relief benefits',
      'political affiliation discrimination',
      'federal relief funds',
      'deprivation of benefits',
      'civil rights crime',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '250' },
    asks: [
      'a police officer sexually assaulted me in custody, what are the federal penalties for a civil rights violation involving sexual misconduct',
      'a landlord committed a hate crime and sexual abuse, what prison time applies when a civil rights crime includes sexual contact',
    ],
    keywords: [
      'civil rights sexual misconduct',
      'color of law sexual assault',
      'officer sexual abuse',
      'penalties',
      'deprivation of rights',
    ],
    checkedAgainst: '119-100',
  },
  // 52 U.S.C.: voting
  {
    usc: { title: 52, section: '10310' },
    asks: [
      'we won our voting rights lawsuit against the county, can the court make them pay our attorney and expert fees',
      'does the right to vote include having my ballot counted properly, what counts as voting under the Voting Rights Act',
    ],
    keywords: [
      'Voting Rights Act',
      'attorney fees',
      'expert fees',
      'prevailing party',
      'language minority',
      'ballot counted',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20104' },
    asks: [
      'I am disabled, can the state require a notarized form or doctor’s note for my absentee ballot',
      'does my polling place have to provide large type instructions and TTY information for elderly and disabled voters',
    ],
    keywords: [
      'Voting Accessibility for the Elderly and Handicapped Act',
      'disabled voters',
      'absentee ballot',
      'notarization',
      'large type instructions',
      'elderly voters',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20105' },
    asks: [
      'my polling place was not accessible for my wheelchair, can I sue the state and do I have to notify the election officer first',
      'how long must I wait after notifying the chief election officer before suing over an inaccessible polling place',
    ],
    keywords: [
      'inaccessible polling place',
      '45 days notice',
      'chief election officer',
      'declaratory or injunctive relief',
      'disabled voters lawsuit',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20701' },
    asks: [
      'how long must election officials keep ballots, registration records and papers after a federal election',
      'can the county destroy voter records and election papers before 22 months after the election',
    ],
    keywords: [
      'election records retention',
      '22 months',
      'federal election',
      'ballots and voter registration papers',
      'officer of election',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20702' },
    asks: [
      'someone destroyed or altered election records that had to be kept, what is the federal penalty',
      'is it a crime to steal or hide ballots and election papers that must be preserved after a federal election',
    ],
    keywords: [
      'destroying election records',
      'altering ballots',
      'election records crime',
      'penalty',
      'federal election',
    ],
    checkedAgainst: '119-100',
  },
  // 34 U.S.C.: violence against women and crime victims
  {
    usc: { title: 34, section: '12321' },
    asks: [
      'I have a protection order against my abuser, can I get the post office to keep my new address confidential',
      'domestic violence shelter address, can the postal service refuse to give it out',
    ],
    keywords: [
      'address confidentiality',
      'domestic violence',
      'postal service',
      'protection order',
      'domestic violence shelter',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '12391' },
    asks: [
      'I was raped and the man has been charged, can the court order him tested for HIV and tell me the results',
      'sexual assault victim wants the defendant tested for HIV with follow-up tests at six and twelve months',
    ],
    keywords: [
      'HIV testing of defendant',
      'sexual assault victim',
      'court-ordered testing',
      'test results confidential',
      'sexually transmitted disease',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '12494' },
    asks: [
      'my landlord in subsidized housing is retaliating against me for using my domestic violence protections under VAWA',
      'the public housing agency threatened me for helping a neighbor who is a victim of dating violence claim her housing rights',
    ],
    keywords: [
      'VAWA housing retaliation',
      'public housing',
      'assisted housing',
      'domestic violence victims',
      'Fair Housing remedies',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20141' },
    asks: [
      'I am the victim in a federal case, will the prosecutors tell me about the arrest, plea, sentence and parole hearing',
      'when will the FBI return my property held as evidence, and who tells crime victims about restitution and counseling',
      'does a federal agency have to keep me, the crime victim, away from the defendant in the courthouse waiting area',
    ],
    keywords: [
      'victim services',
      'federal crime victims',
      'victim notification',
      'property returned',
      'restitution information',
      'victim witness coordinator',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '20142' },
    asks: [
      'the trial of the person who hurt my family was moved to another state far away, can victims watch it on closed circuit TV',
      'change of venue over 350 miles, can crime victims see the trial proceedings by video',
    ],
    keywords: [
      'closed circuit television',
      'change of venue',
      'crime victims',
      'watch the trial',
      '350 miles',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1594' },
    asks: [
      'the trafficker who forced me to work was convicted, will his seized property be used to pay my restitution',
      'is attempting or conspiring to commit human trafficking or forced labor punished the same as actually doing it',
    ],
    keywords: [
      'human trafficking',
      'forfeiture',
      'victim restitution',
      'forced labor',
      'attempt and conspiracy',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 76: Age Discrimination Act of 1975
  {
    usc: { title: 42, section: '6104' },
    asks: [
      'a federally funded program turned me away because of my age, can I sue and what notice do I have to give first',
      'age discrimination by a program receiving federal money: how long after my complaint to the agency can I go to court',
      'can I get attorney fees if I win an Age Discrimination Act lawsuit against a federally funded clinic or college',
    ],
    keywords: [
      'Age Discrimination Act of 1975',
      'federal financial assistance',
      '30 days notice',
      '180 days exhaustion',
      'attorney fees',
      'age discrimination in programs',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '238n' },
    asks: [
      'I am a medical resident and refuse to train in performing abortions, can the state licensing board punish me for that',
      'can a state that takes federal money deny a doctor’s license because the residency program did not teach abortions',
    ],
    keywords: [
      'conscience protection',
      'abortion training',
      'medical residency',
      'physician licensing',
      'Coats-Snowe amendment',
      'health care entity',
    ],
    checkedAgainst: '119-100',
  },
  // 8 U.S.C.: immigration
  {
    usc: { title: 8, section: '1105a' },
    asks: [
      'I am on an H-4 visa and my H-1B husband abuses me, can I get a work permit on my own',
      'battered spouse of a diplomat or E or H visa holder, can I get employment authorization',
    ],
    keywords: [
      'battered spouse work permit',
      'H-4 employment authorization',
      'domestic violence',
      'nonimmigrant spouse',
      'EAD',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1253' },
    asks: [
      'I have a final deportation order but did not leave within 90 days, can I be prosecuted for failing to depart',
      'what happens if someone with a removal order does not show up for removal or refuses to get travel documents',
      'an airline or ship company failed to remove a passenger ordered removed, what fine applies',
    ],
    keywords: [
      'failure to depart',
      'final order of removal',
      'deportation penalties',
      'order of supervision',
      'visa sanctions on countries',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1302' },
    asks: [
      'staying in the US more than 30 days as a foreigner, do I have to register and be fingerprinted',
      'does a parent have to register a child under 14 who is not a US citizen living in the US',
    ],
    keywords: [
      'alien registration',
      'fingerprinting',
      '30 days in the United States',
      'registration requirement',
      'immigrants',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1304' },
    asks: [
      'do I have to carry my green card with me at all times, what is the penalty for not having it on me',
      'are my immigration registration and fingerprint records confidential',
    ],
    keywords: [
      'carry green card',
      'alien registration receipt card',
      'registration records confidential',
      'misdemeanor',
      'immigration documents',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1305' },
    asks: [
      'I moved, how many days do I have to tell immigration my new address as a green card holder or visa holder',
      'do noncitizens have to report a change of address to USCIS within ten days',
    ],
    keywords: [
      'change of address',
      'AR-11',
      'ten days',
      'immigration address notice',
      'noncitizen registration',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1306' },
    asks: [
      'I forgot to report my change of address to immigration, can I be fined or deported for it',
      'what is the penalty for lying on an alien registration or making a fake green card copy',
    ],
    keywords: [
      'failure to report address',
      'registration penalties',
      'removal',
      'fraudulent registration',
      'counterfeit registration card',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1324' },
    asks: [
      'my undocumented cousin is living at my house, can I be charged with harboring an illegal immigrant',
      'I drove a friend who is in the country illegally across the state, is transporting undocumented immigrants a federal crime',
      'can a church host an undocumented person as a volunteer missionary without breaking the harboring law',
      'what is the penalty for smuggling people across the border or knowingly hiring 10 undocumented workers in a year',
    ],
    keywords: [
      'harboring',
      'alien smuggling',
      'transporting undocumented immigrants',
      'encouraging illegal entry',
      'human smuggling penalties',
      'vehicle forfeiture',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1325' },
    asks: [
      'I crossed the border without inspection, is illegal entry a crime and what is the penalty for a first time',
      'what is the punishment for a sham marriage to get a green card, is marriage fraud a federal crime',
      'lied to the border officer to get in, is entry by false statement a federal offense',
    ],
    keywords: [
      'illegal entry',
      'entry without inspection',
      'marriage fraud',
      'sham marriage green card',
      'improper entry penalty',
      'immigration fraud business',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1326' },
    asks: [
      'I was deported and came back without permission, what is the prison sentence for illegal reentry',
      'reentry after removal with an aggravated felony conviction, how many years can I get',
      'do I need the government’s consent to reapply for admission after being removed from the US',
    ],
    keywords: [
      'illegal reentry',
      'reentry after deportation',
      'permission to reapply',
      'aggravated felony',
      'found in the United States',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1324d' },
    asks: [
      'I have a final removal order and did not leave, can ICE fine me every day I stay',
      'civil fine for refusing to get travel documents or not showing up for deportation',
    ],
    keywords: [
      'civil penalty failure to depart',
      'final order of removal',
      'daily fine',
      'deportation',
      'immigration fines',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1361' },
    asks: [
      'who has to prove I am eligible for the visa, me or the consulate, and why was my visa refused for lack of proof',
      'at the border, is the burden on me to show I am admissible and entitled to the status I am claiming',
    ],
    keywords: [
      'burden of proof',
      'visa application',
      'admissibility',
      'immigration status',
      'time, place and manner of entry',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1363' },
    asks: [
      'I paid cash for an immigration bond for my relative, do I get interest when the bond money is returned',
      'immigration detention bond cash deposit, is it held in trust for me and at what interest rate',
    ],
    keywords: [
      'immigration bond',
      'bond refund',
      'cash bond interest',
      'obligor',
      'immigration detention bond',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1375c' },
    asks: [
      'I am a domestic worker on an A-3 or G-5 visa and the diplomat took my passport, what must my employment contract say',
      'A-3 visa housekeeper suing my diplomat employer for abuse and unpaid wages, can I stay and work in the US during the lawsuit',
    ],
    keywords: [
      'A-3 visa',
      'G-5 visa',
      'domestic workers of diplomats',
      'employment contract',
      'passport withheld',
      'trafficking civil action',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1401a' },
    asks: [
      'I was born abroad in 1948 and my American father served in the army after 1946, am I a US citizen at birth',
      'citizenship for a child born overseas before 1952 to a US citizen parent in military service',
    ],
    keywords: [
      'citizenship at birth abroad',
      'military service parent',
      'born before 1952',
      'derivative citizenship',
      'acquired citizenship',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1422' },
    asks: [
      'can USCIS deny my citizenship application because I am married or because of my race or sex',
      'is the right to naturalize protected from race or sex discrimination',
    ],
    keywords: [
      'naturalization eligibility',
      'race discrimination',
      'sex discrimination',
      'married applicants',
      'citizenship',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1435' },
    asks: [
      'my grandmother lost her US citizenship by marrying a foreigner long ago, can she get it back',
      'a woman born a citizen lost citizenship by marriage before 1922, how does she regain it by taking the oath',
    ],
    keywords: [
      'regaining citizenship',
      'lost citizenship by marriage',
      'former citizens',
      'oath of allegiance',
      'repatriation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1232' },
    asks: [
      'my nephew crossed the border as an unaccompanied minor, who has custody of him and how fast must he go to HHS shelters',
      'how long does USCIS have to decide a special immigrant juvenile application, and can the child age out',
      'can an unaccompanied child from Mexico be sent back right away without screening for trafficking or fear of persecution',
    ],
    keywords: [
      'unaccompanied alien children',
      'special immigrant juvenile status',
      'Office of Refugee Resettlement custody',
      'TVPRA',
      'child trafficking',
      'sponsor placement',
      '180 days SIJ',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1375a' },
    asks: [
      'I met my fiancé through an international marriage agency, does the broker have to give me his criminal and marriage history',
      'applying for a K-1 fiancée visa, will the consulate tell me about domestic violence rights and the petitioner’s record',
    ],
    keywords: [
      'international marriage broker',
      'IMBRA',
      'K-1 fiance visa',
      'domestic violence information',
      'background check disclosure',
      'mail-order bride',
    ],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 44 and 26 U.S.C. chapter 53: firearms
  {
    usc: { title: 18, section: '932' },
    asks: [
      'my boyfriend asked me to buy a gun for him because he cannot pass the background check, is that a straw purchase crime',
      'what is the prison sentence for buying a firearm on behalf of someone who is prohibited from having one',
    ],
    keywords: [
      'straw purchase',
      'buying a gun for someone else',
      'prohibited person',
      'Bipartisan Safer Communities Act',
      'firearms crime',
      '15 years',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '933' },
    asks: [
      'I sold a gun to someone I suspected could not legally have it, is that firearms trafficking under federal law',
      'is it a federal crime to receive a gun when I know my having it would be a felony',
    ],
    keywords: [
      'firearms trafficking',
      'gun trafficking',
      'transferring a gun to a felon',
      'reasonable cause to believe',
      'federal firearms offense',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '934' },
    asks: [
      'convicted of a straw gun purchase, can the government take my car and the money I made from it',
      'what fines and forfeiture apply to gun trafficking profits, can the fine be twice the proceeds',
    ],
    keywords: ['forfeiture', 'gun trafficking proceeds', 'straw purchasing', 'twice gross profits fine', 'firearms'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '5812' },
    asks: [
      'buying a suppressor or short-barreled rifle, do I have to wait for ATF to approve the transfer before I take it home',
      'how does an NFA Form 4 transfer work, is a tax stamp and approval required before possession',
    ],
    keywords: [
      'National Firearms Act transfer',
      'tax stamp',
      'suppressor',
      'short-barreled rifle',
      'ATF approval',
      'Form 4',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '5841' },
    asks: [
      'I inherited my late father’s machine gun, is it registered in the national firearms registry and must I keep the paperwork',
      'do I need to keep proof of NFA registration for my silencer and show it to ATF when asked',
    ],
    keywords: [
      'National Firearms Registration and Transfer Record',
      'NFA registration',
      'machine gun',
      'proof of registration',
      'silencer',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '5845' },
    asks: [
      'what barrel length makes a shotgun or rifle a short-barreled NFA firearm that must be registered',
      'is a silencer, machine gun, grenade or any other weapon covered by the National Firearms Act',
    ],
    keywords: [
      'National Firearms Act',
      'short-barreled shotgun',
      'short-barreled rifle',
      'destructive device',
      'any other weapon',
      'machinegun definition',
      'silencer',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '5861' },
    asks: [
      'is it illegal to own an unregistered short-barreled shotgun or a homemade silencer',
      'possessing a firearm with the serial number removed, which National Firearms Act acts are crimes',
    ],
    keywords: [
      'unregistered firearm',
      'National Firearms Act violations',
      'homemade silencer',
      'obliterated serial number',
      'illegal possession',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '5871' },
    asks: [
      'what is the penalty for having an unregistered machine gun or silencer under the National Firearms Act',
      'how much prison time and fine for an NFA violation',
    ],
    keywords: ['National Firearms Act penalty', 'ten years', '$10,000 fine', 'unregistered NFA weapon'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '7902' },
    asks: [
      'my son was shot, can I sue the gun manufacturer or the store that sold the gun',
      'are gun makers and dealers immune from lawsuits over criminal misuse of their firearms',
    ],
    keywords: [
      'Protection of Lawful Commerce in Arms Act',
      'gun manufacturer immunity',
      'lawsuit against gun maker',
      'qualified civil liability action',
      'firearm seller',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '7903' },
    asks: [
      'the gun shop sold a rifle to someone obviously dangerous, can I still sue for negligent entrustment despite gun maker immunity',
      'when can a gun seller or manufacturer be sued: defective design, breach of warranty or knowingly breaking sales laws',
    ],
    keywords: [
      'negligent entrustment',
      'PLCAA exceptions',
      'defective firearm',
      'qualified civil liability action',
      'gun dealer liability',
      'qualified product',
    ],
    checkedAgainst: '119-100',
  },
  // Family: child support and adoption
  {
    usc: { title: 18, section: '228' },
    asks: [
      'can the deadbeat parent in another state be prosecuted federally for willfully not paying support for over a year',
      'owed more than $5,000 in back support and he moved out of state to evade it, is that a federal crime with prison time',
    ],
    keywords: [
      'Deadbeat Parents Punishment Act',
      'willful nonpayment of support',
      'interstate flight to avoid support',
      'federal prosecution',
      'restitution of arrears',
    ],
    checkedAgainst: '119-100',
  },
  // 47 U.S.C. chapter 16: broadband
  {
    usc: { title: 47, section: '1752' },
    asks: [
      'how do I qualify for the Affordable Connectivity Program internet discount for low-income households',
      'what happened to my broadband discount and laptop benefit when the Affordable Connectivity Program ended',
    ],
    keywords: [
      'Affordable Connectivity Program',
      'broadband benefit',
      'internet discount',
      'eligible household',
      'connected device',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '1753' },
    asks: [
      'my internet price jumped after the introductory rate, does the provider have to show a broadband label with the real price',
      'are internet providers required to display broadband consumer labels like a nutrition label',
    ],
    keywords: [
      'broadband consumer label',
      'introductory rate',
      'internet plan disclosure',
      'FCC',
      'hidden fees',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '1754' },
    asks: [
      'the internet company offers fast fiber in richer neighborhoods but not in ours, is that digital discrimination',
      'how do I complain to the FCC that broadband service is worse in my area because of race or income',
    ],
    keywords: [
      'digital discrimination',
      'equal access to broadband',
      'FCC complaint',
      'redlining internet',
      'broadband deployment',
    ],
    checkedAgainst: '119-100',
  },
  // 46 U.S.C. chapters 301-305: passengers' injury and death claims at sea
  {
    usc: { title: 46, section: '30526' },
    asks: [
      'my cruise ticket says I had to give notice of my injury within weeks and sue within a year, can the cruise line shorten the deadline like that',
      'I missed the notice of claim deadline in the cruise contract after slipping on board, is my injury claim barred',
      'how long do I have to sue a cruise line for injury or wrongful death, and is the time tolled for a child',
    ],
    keywords: [
      'cruise ticket contract',
      'notice of claim',
      'one year to sue',
      'six months notice',
      'cruise injury deadline',
      'wrongful death at sea',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '30527' },
    asks: [
      'the cruise ticket says the line is not liable for injuries caused by its crew’s negligence, is that waiver valid',
      'can a cruise contract bar claims for emotional distress or force me to give up a jury trial after I was injured',
      'sexually assaulted by a crew member, can the cruise ticket limit the cruise line’s liability',
    ],
    keywords: [
      'cruise liability waiver void',
      'passenger injury',
      'emotional distress claims',
      'cruise ticket terms',
      'negligence of crew',
      'sexual assault cruise',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '30524' },
    asks: [
      'the ship owner is limiting liability to the value of the wrecked vessel, is there a minimum fund for passengers hurt or killed',
      'personal injury claims against a sunken seagoing vessel: how is the $420 per ton fund calculated',
    ],
    keywords: [
      'limitation of liability',
      'personal injury fund',
      '$420 per ton',
      'seagoing vessel',
      'maritime death claims',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '30529' },
    asks: [
      'the boat owner filed a limitation of liability case after I was injured, what does that mean for my lawsuit',
      'how long does a vessel owner have to file to limit liability after I send written notice of my claim',
    ],
    keywords: [
      'limitation of liability action',
      'six months after notice',
      'vessel owner',
      'boating accident claims',
      'admiralty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '30102' },
    asks: [
      'injured on a passenger boat because the vessel broke safety rules or had a known hull defect, is the owner liable',
      'my luggage was damaged on a ferry with a known defect, can the owner limit liability',
    ],
    keywords: [
      'passenger injury vessel',
      'baggage damage',
      'known defect',
      'vessel owner and master liability',
      'ferry',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '30302' },
    asks: [
      'my husband died on a cruise ship far out at sea, can the family sue under the Death on the High Seas Act',
      'a loved one was killed in a boating or helicopter accident beyond 3 miles offshore, who can bring a wrongful death case',
    ],
    keywords: [
      'Death on the High Seas Act',
      'wrongful death at sea',
      'personal representative',
      'cruise passenger death',
      'beyond 3 nautical miles',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 46, section: '30303' },
    asks: [
      'what damages can a family recover for a death on the high seas, only financial loss or also grief',
      'Death on the High Seas Act recovery, how is the money split among the spouse and children',
    ],
    keywords: [
      'pecuniary loss',
      'Death on the High Seas Act damages',
      'apportionment',
      'wrongful death compensation',
      'maritime',
    ],
    checkedAgainst: '119-100',
  },
  // 47 U.S.C.: communications accessibility and call completion
  {
    usc: { title: 47, section: '618' },
    asks: [
      'my smartphone or video chat service is not accessible to me as a blind or deaf person, how do I complain to the FCC',
      'does the FCC have to decide my disability access complaint against a phone maker within 180 days, and is there a fee',
    ],
    keywords: [
      'CVAA complaint',
      'FCC accessibility complaint',
      'advanced communications services',
      'disability access',
      '180 days',
      'no filing fee',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '262' },
    asks: [
      'calls to my rural home keep dropping or never ring through, are phone carriers required to complete them',
      'long distance calls to rural areas fail, do intermediate call providers have to register and meet quality standards',
    ],
    keywords: [
      'rural call completion',
      'intermediate provider',
      'dropped calls',
      'voice call quality',
      'FCC registry',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '503' },
    asks: [
      'the high school gave military recruiters my son’s phone number and email, can I opt him out of that release',
      'do public high schools have to let military recruiters on campus and give them student names and addresses',
      'how do I stop the Pentagon from keeping my teenager’s directory information for recruiting',
    ],
    keywords: [
      'military recruiters in schools',
      'student directory information',
      'parent opt-out',
      'recruiting access',
      'high school students',
      'JAMRS',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '30305' },
    asks: [
      'applying for a truck driving job, can the employer check my driving record in the National Driver Register',
      'how do I find out what the National Driver Register says about my license suspensions in other states',
    ],
    keywords: [
      'National Driver Register',
      'driving record check',
      'license suspension in another state',
      'prospective employer',
      'pilot certificate',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9501' },
    asks: [
      'in a psychiatric hospital, do I have the right to refuse treatment, see my records and make phone calls',
      'what rights should a mental health patient have about restraint, seclusion, consent and a written treatment plan',
    ],
    keywords: [
      'mental health patients bill of rights',
      'psychiatric hospital rights',
      'restraint and seclusion',
      'informed consent',
      'treatment plan',
      'grievance procedure',
    ],
    checkedAgainst: '119-100',
  },
  // 8 U.S.C. chapter 14: immigrants and public benefits (1996 welfare law)
  {
    usc: { title: 8, section: '1611' },
    asks: [
      'I am undocumented, which federal benefits can I still get, like emergency Medicaid, disaster relief or vaccines',
      'on a tourist visa or without status, am I barred from federal public benefits like food stamps or Social Security',
    ],
    keywords: [
      'federal public benefits',
      'undocumented immigrants',
      'not qualified alien',
      'emergency Medicaid',
      'public charge benefits bar',
      'immigrant eligibility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1612' },
    asks: [
      'I have a green card, can I get SSI or food stamps, and do I need 40 quarters of work first',
      'refugees and asylees: how many years can we receive SSI and SNAP after arriving',
      'noncitizen veteran with an honorable discharge, is my family eligible for SSI and food stamps',
    ],
    keywords: [
      'qualified aliens',
      'SSI for immigrants',
      'SNAP for immigrants',
      '40 qualifying quarters',
      'refugees seven years',
      'immigrant veterans',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1621' },
    asks: [
      'can an undocumented immigrant get a state professional license, in-state benefits or state welfare',
      'which state and local public benefits are immigrants without lawful status barred from',
    ],
    keywords: [
      'state and local public benefits',
      'undocumented immigrants',
      'professional license',
      'state welfare eligibility',
      'emergency medical care',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1622' },
    asks: [
      'can my state deny Medicaid or state benefits to me as a green card holder',
      'refugee or asylee, is the state required to give me state benefits for the first five years',
    ],
    keywords: [
      'state public benefits',
      'qualified alien eligibility',
      'green card holders',
      'refugees five years',
      'state option',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1631' },
    asks: [
      'my sponsor signed an affidavit of support, will his income count against me when I apply for benefits',
      'sponsor deeming: when does my sponsor’s income stop counting, after citizenship or 40 quarters of work',
    ],
    keywords: [
      'sponsor deeming',
      'affidavit of support',
      'sponsor income attributed',
      'means-tested benefits',
      'sponsored immigrant',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1641' },
    asks: [
      'am I a qualified alien for benefits if I am a green card holder, refugee, asylee or parolee for a year',
      'I was abused by my US citizen husband and have a VAWA petition pending, do I count as a qualified immigrant for benefits',
    ],
    keywords: [
      'qualified alien',
      'immigrant benefit eligibility',
      'battered immigrant',
      'parolee',
      'asylee',
      'VAWA self-petition',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1642' },
    asks: [
      'does the food pantry or charity have to check my immigration status before helping me',
      'how do benefit agencies verify whether I am a citizen or qualified immigrant when I apply',
    ],
    keywords: [
      'immigration status verification',
      'nonprofit charities',
      'proof of citizenship',
      'SAVE verification',
      'public benefits application',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 139: Volunteer Protection Act
  {
    usc: { title: 42, section: '14503' },
    asks: [
      'I volunteer as a youth coach for a nonprofit, can I be personally sued if a kid gets hurt',
      'volunteer at a charity accidentally caused an injury, is the volunteer protected unless grossly negligent',
      'does volunteer immunity cover me if I was driving a car for the nonprofit when the crash happened',
    ],
    keywords: [
      'Volunteer Protection Act',
      'volunteer immunity',
      'nonprofit volunteer liability',
      'gross negligence',
      'volunteer pilot',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '14504' },
    asks: [
      'sued as a volunteer along with others, am I only liable for my share of pain and suffering damages',
      'how is noneconomic damage split when a nonprofit volunteer is partly responsible for an injury',
    ],
    keywords: [
      'noneconomic loss',
      'volunteer liability',
      'proportionate responsibility',
      'pain and suffering',
      'Volunteer Protection Act',
    ],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C.: crimes people meet at sea, on federal land, online
  {
    usc: { title: 18, section: '7' },
    asks: [
      'I was assaulted on a foreign-flagged cruise ship that left from Miami, does US federal law cover a crime against an American on board',
      'a crime happened on a military base or national park land, is that federal jurisdiction instead of the state',
    ],
    keywords: [
      'special maritime and territorial jurisdiction',
      'crime on cruise ship',
      'high seas crime',
      'federal enclave',
      'crime against US national abroad',
      'aircraft in flight',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '13' },
    asks: [
      'I got a DUI on a military base, which law applies, the state’s or federal',
      'arrested in a national park for something only state law makes a crime, can the federal court charge me with it',
    ],
    keywords: [
      'Assimilative Crimes Act',
      'DUI on federal property',
      'military base crime',
      'national park offense',
      'state law on federal land',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '113' },
    asks: [
      'my husband strangled me while we were on a cruise ship at sea, what federal assault charge applies',
      'assault on a military base or ship at sea, what are the federal penalties for simple assault and serious bodily injury',
    ],
    keywords: [
      'assault on federal land',
      'maritime jurisdiction assault',
      'strangulation',
      'domestic assault',
      'serious bodily injury',
      'simple assault penalty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1153' },
    asks: [
      'a Native American committed a serious crime on the reservation, is it prosecuted in federal court',
      'which major crimes by an Indian in Indian country go to federal prosecutors, like murder, rape or burglary',
    ],
    keywords: [
      'Major Crimes Act',
      'Indian country',
      'federal prosecution on reservation',
      'tribal jurisdiction',
      'felony assault',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1152' },
    asks: [
      'a non-Indian committed a crime against a tribal member on the reservation, who prosecutes it',
      'do federal criminal laws apply in Indian country, and when does the tribe keep exclusive jurisdiction',
    ],
    keywords: [
      'General Crimes Act',
      'Indian country jurisdiction',
      'non-Indian offender',
      'tribal court',
      'federal enclave laws',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1801' },
    asks: [
      'someone secretly filmed me undressing in a changing room on a military base, is video voyeurism a federal crime',
      'hidden camera recorded me in a bathroom on federal property, what is the penalty',
    ],
    keywords: [
      'video voyeurism',
      'hidden camera',
      'secretly recorded undressing',
      'reasonable expectation of privacy',
      'federal property',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '2425' },
    asks: [
      'someone posted a 14 year old girl’s phone number and address online to get men to contact her for sex, is that a crime',
      'sending a minor’s contact information to others to solicit sexual activity, what is the federal penalty',
    ],
    keywords: [
      'transmitting minor’s information',
      'child solicitation',
      'under 16',
      'online child exploitation',
      'five years',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1470' },
    asks: [
      'an adult sent obscene pictures to my 13 year old over the internet, is that a federal crime',
      'what is the penalty for knowingly sending obscene material to a child under 16',
    ],
    keywords: [
      'obscene material to minors',
      'sexting a child',
      'under 16',
      'online predator',
      'ten years',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1037' },
    asks: [
      'a spammer faked email headers and used hijacked computers to send millions of ads, is that a federal crime',
      'criminal penalties for spam sent from fake email accounts or falsely registered domains',
    ],
    keywords: [
      'spam fraud',
      'falsified email headers',
      'botnet spam',
      'CAN-SPAM criminal',
      'commercial email',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1039' },
    asks: [
      'someone pretended to be me to get my cell phone call records from the carrier, is that a crime',
      'is it illegal to buy or sell someone’s confidential phone records without their permission',
    ],
    keywords: [
      'pretexting',
      'phone records',
      'call logs',
      'Telephone Records and Privacy Protection Act',
      'confidential phone records',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '6823' },
    asks: [
      'someone called my bank pretending to be me to get my account information, what is the criminal penalty',
      'pretexting to obtain customer financial information from a bank, how many years in prison',
    ],
    keywords: [
      'pretexting',
      'financial privacy',
      'Gramm-Leach-Bliley Act',
      'bank account information',
      'criminal penalty',
    ],
    checkedAgainst: '119-100',
  },
  // 25 U.S.C. chapter 15: Indian Civil Rights Act; Public Law 280
  {
    usc: { title: 25, section: '1302' },
    asks: [
      'the tribal court jailed me without a lawyer or jury, what rights do I have against the tribe under the Indian Civil Rights Act',
      'what is the maximum jail sentence and fine a tribal court can impose for one offense',
      'the tribal council is restricting free speech and religion on the reservation, does the Bill of Rights apply to tribes',
    ],
    keywords: [
      'Indian Civil Rights Act',
      'tribal court rights',
      'tribal sentencing limits',
      'right to counsel tribal court',
      'due process',
      'jury trial',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1303' },
    asks: [
      'I am being held in tribal jail, can I challenge my detention in federal court',
      'banished or detained by order of the tribe, is habeas corpus available in a US court',
    ],
    keywords: [
      'habeas corpus',
      'tribal detention',
      'Indian Civil Rights Act',
      'federal court review',
      'tribal banishment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1304' },
    asks: [
      'my non-Native boyfriend abused me on the reservation, can the tribal court prosecute him for domestic violence',
      'can a tribe prosecute a non-Indian for stalking, sexual violence or violating a protection order in Indian country',
    ],
    keywords: [
      'special tribal criminal jurisdiction',
      'non-Indian defendant',
      'domestic violence in Indian country',
      'VAWA tribal jurisdiction',
      'protection order violation',
      'dating violence',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1321' },
    asks: [
      'does the state police have criminal jurisdiction on our reservation, when can a state take it over',
      'Public Law 280 state criminal jurisdiction over Indian country, does the tribe have to consent',
    ],
    keywords: [
      'Public Law 280',
      'state criminal jurisdiction',
      'Indian country',
      'tribal consent',
      'concurrent federal jurisdiction',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1322' },
    asks: [
      'can I sue a tribal member in state court over something that happened on the reservation',
      'when does a state court hear civil cases involving Indians in Indian country, and does tribal custom apply',
    ],
    keywords: [
      'state civil jurisdiction',
      'Public Law 280',
      'Indian country lawsuits',
      'tribal custom',
      'trust property',
    ],
    checkedAgainst: '119-100',
  },
  // 4 U.S.C. chapter 1 and 36 U.S.C. § 301: flag and anthem
  {
    usc: { title: 4, section: '6' },
    asks: [
      'is it OK to fly the American flag at night or in the rain at my house',
      'which holidays should the US flag be displayed, and should schools and polling places fly it',
    ],
    keywords: ['flag code', 'flying the flag at night', 'flag display days', 'illuminated flag', 'all weather flag'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 4, section: '7' },
    asks: [
      'when is the flag flown at half-staff and who can order it, like for the death of a governor',
      'how should the US flag be placed with a state flag or other flags, and on the right side of a stage',
      'can I drape the American flag over a car hood or a casket, what is the proper way',
    ],
    keywords: ['flag code', 'half-staff', 'half-mast', 'flag position', 'flag on casket', 'flag etiquette'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 4, section: '8' },
    asks: [
      'is it disrespectful to wear the American flag as clothing or put words on it, what does the flag code say',
      'how do I properly dispose of a worn out American flag',
      'the flag touched the ground or is flown upside down, what does the flag code say about respect for the flag',
    ],
    keywords: [
      'respect for flag',
      'flag disposal by burning',
      'flag as clothing',
      'upside down flag distress',
      'flag code',
      'flag advertising',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 4, section: '9' },
    asks: [
      'can veterans not in uniform salute the flag when it passes in a parade',
      'what should civilians do when the flag is raised or lowered, hand over heart',
    ],
    keywords: ['flag salute', 'veterans salute', 'hand over heart', 'flag ceremony', 'flag code'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 36, section: '301' },
    asks: [
      'what is the proper conduct during the national anthem, should I stand with my hand over my heart',
      'can a veteran in civilian clothes salute during the Star-Spangled Banner',
    ],
    keywords: ['national anthem', 'Star-Spangled Banner', 'anthem etiquette', 'veterans salute', 'stand at attention'],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 29: elections and political activities
  {
    usc: { title: 18, section: '597' },
    asks: [
      'someone offered me $20 to vote for their candidate, is paying for votes a federal crime',
      'is it illegal to accept money for not voting or for voting a certain way',
    ],
    keywords: ['vote buying', 'paying for votes', 'selling my vote', 'election crime', 'bribery of voters'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '600' },
    asks: [
      'a candidate promised me a government job if I campaigned for him, is that legal',
      'promising a federally funded job or contract as a reward for political support, is it a crime',
    ],
    keywords: [
      'promise of employment for political activity',
      'patronage',
      'political support reward',
      'federally funded job',
      'election crime',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '601' },
    asks: [
      'my boss at the county said I would lose my job unless I donated to the mayor’s campaign, is that a federal crime',
      'threatened with losing my public benefits unless I contribute to a political party, is that illegal',
    ],
    keywords: [
      'coerced political contribution',
      'government job threatened',
      'benefits threatened',
      'campaign donation pressure',
      'election crime',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '608' },
    asks: [
      'someone interfered with my absentee ballot as a military voter overseas, is that a federal crime',
      'lying to register an overseas voter or paying someone to vote under UOCAVA, what is the penalty',
    ],
    keywords: [
      'Uniformed and Overseas Citizens Absentee Voting Act',
      'military absentee ballot',
      'overseas voter fraud',
      'voting rights crime',
      'five years',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '609' },
    asks: [
      'my commanding officer told us who to vote for and marched us to the polls, is that allowed',
      'can a military officer use rank to influence how soldiers vote',
    ],
    keywords: [
      'military voting coercion',
      'officer influence vote',
      'service members voting rights',
      'Armed Forces elections',
      'election crime',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '610' },
    asks: [
      'my supervisor at a federal agency pressured me to vote for a candidate or donate, is that a crime',
      'federal employee threatened for refusing to work on a political campaign, what law protects me',
    ],
    keywords: [
      'coercion of political activity',
      'federal employees',
      'Hatch Act crimes',
      'political pressure at work',
      'three years',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '595' },
    asks: [
      'a state official running a federally funded program used his position to help a candidate win, is that illegal',
      'government administrator interfering with a federal election using official authority, what is the penalty',
    ],
    keywords: [
      'official interference in elections',
      'federally funded program',
      'abuse of official authority',
      'election crime',
      'public employees',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '30121' },
    asks: [
      'I have a green card, can I donate to a political campaign, and can someone on a work visa',
      'is it illegal for a foreign national to give money to a US election or a party committee',
    ],
    keywords: [
      'foreign national contributions',
      'green card holder donations',
      'campaign finance',
      'foreign money in elections',
      'political donation ban',
    ],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C.: citizenship, visa and passport fraud; false statements
  {
    usc: { title: 18, section: '1015' },
    asks: [
      'a noncitizen checked the box saying he is a US citizen to register to vote, what is the penalty',
      'I falsely claimed to be a US citizen on a job form or benefits application, is that a federal crime',
      'lied under oath in my naturalization interview, can I be prosecuted',
    ],
    keywords: [
      'false claim to US citizenship',
      'noncitizen voting registration',
      'naturalization false statement',
      'citizenship fraud',
      'five years',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1425' },
    asks: [
      'someone got naturalized by hiding a crime on the application, is unlawfully obtaining citizenship a federal crime',
      'what is the prison term for procuring citizenship or naturalization papers you are not entitled to',
    ],
    keywords: [
      'naturalization fraud',
      'unlawful procurement of citizenship',
      'denaturalization',
      'citizenship obtained by fraud',
      'ten years',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1426' },
    asks: [
      'is it a crime to make or use a fake naturalization certificate or citizenship paper',
      'someone is selling forged citizenship certificates, what federal law applies',
    ],
    keywords: [
      'forged naturalization certificate',
      'counterfeit citizenship papers',
      'document fraud',
      'certificate of citizenship',
      'immigration document forgery',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1546' },
    asks: [
      'bought a fake green card and Social Security card to work, what is the federal penalty',
      'I lied on my visa application or asylum form under oath, can I be charged with immigration document fraud',
    ],
    keywords: [
      'visa fraud',
      'fake green card',
      'immigration document fraud',
      'false statement in immigration application',
      'counterfeit work permit',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1542' },
    asks: [
      'I lied on my passport application about my birth or identity, what is the penalty',
      'using a passport obtained with false information, is that a federal crime',
    ],
    keywords: [
      'passport fraud',
      'false statement passport application',
      'passport obtained by fraud',
      'ten years',
      'identity on passport',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1543' },
    asks: [
      'is it a crime to alter or forge a US passport, or to travel on a void one',
      'penalty for using a counterfeit or mutilated passport',
    ],
    keywords: ['passport forgery', 'counterfeit passport', 'altered passport', 'void passport', 'passport crime'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1544' },
    asks: [
      'my brother wants to travel using my passport, is it illegal to let someone else use my passport',
      'using another person’s passport or breaking the restrictions on my passport, what is the penalty',
    ],
    keywords: [
      'misuse of passport',
      'using someone else’s passport',
      'lending a passport',
      'passport restrictions',
      'passport crime',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1001' },
    asks: [
      'I lied to an FBI agent during an interview, is lying to federal investigators a crime',
      'put false information on a federal government form, can I be prosecuted for a false statement',
      'does the false statements law apply to what my lawyer or I say to a judge in my own case',
    ],
    keywords: [
      'false statements',
      'lying to federal agents',
      'concealing material fact',
      'false federal form',
      'materially false',
    ],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C.: offenses on national parks, forests and refuges
  {
    usc: { title: 18, section: '1865' },
    asks: [
      'I got a ticket from a park ranger for breaking a national park rule, what is the maximum penalty',
      'is it a crime to hunt or damage a monument or tree in a national military park like Gettysburg',
    ],
    keywords: [
      'national park violation',
      'park ranger citation',
      'national park regulations',
      'national military park',
      'six months',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1863' },
    asks: [
      'I went into a national forest area that was closed for fire danger, can I be charged with trespass',
      'what is the penalty for entering closed national forest land',
    ],
    keywords: ['national forest closure', 'trespass', 'closed area', 'Forest Service', 'six months'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1856' },
    asks: [
      'I left my campfire burning in the national forest, is leaving a fire unattended a federal crime',
      'failing to put out a fire on federal land or a reservation, what is the penalty',
    ],
    keywords: [
      'unattended campfire',
      'fire left burning',
      'national forest fire',
      'federal lands',
      'wildfire',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1853' },
    asks: [
      'I cut down trees on federal land next to my property, is that a federal crime',
      'is damaging or cutting a tree on a national forest or Indian reservation illegal',
    ],
    keywords: ['cutting trees on federal land', 'timber trespass', 'public lands', 'Indian reservation', 'tree damage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '41' },
    asks: [
      'caught hunting or fishing in a national wildlife refuge without following the rules, what is the penalty',
      'is disturbing birds or taking eggs from nests in a wildlife refuge a federal crime',
    ],
    keywords: [
      'national wildlife refuge',
      'hunting in a refuge',
      'disturbing wildlife',
      'bird nests eggs',
      'six months',
    ],
    checkedAgainst: '119-100',
  },
  // 28 U.S.C.: people in federal court
  {
    usc: { title: 28, section: '1827' },
    asks: [
      'I only speak Spanish and was charged in federal court, do I have the right to a certified court interpreter',
      'deaf defendant or witness in a federal case, will the court provide a sign language interpreter',
    ],
    keywords: [
      'Court Interpreters Act',
      'certified interpreter',
      'limited English defendant',
      'sign language interpreter',
      'federal court',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '1821' },
    asks: [
      'I was subpoenaed as a witness in federal court, will I be paid for my time and mileage',
      'how much is the witness fee per day and are travel and hotel costs covered for a federal trial',
    ],
    keywords: [
      'witness fees',
      '$40 per day',
      'mileage allowance',
      'subpoenaed witness',
      'subsistence allowance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '1654' },
    asks: [
      'can I represent myself in federal court without a lawyer',
      'I want to file my own federal lawsuit pro se, am I allowed to conduct my own case',
    ],
    keywords: ['pro se', 'represent myself', 'self-represented litigant', 'right to counsel of choice', 'federal court'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '1658' },
    asks: [
      'the federal law I want to sue under has no deadline written in it, how long do I have to file',
      'what is the default four year statute of limitations for lawsuits under newer federal statutes',
    ],
    keywords: [
      'statute of limitations',
      'four years',
      'federal claims deadline',
      'securities fraud two years',
      'catch-all limitations period',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '1738' },
    asks: [
      'I got divorced in one state, does another state’s court have to honor the judgment',
      'will a court judgment from another state be given full faith and credit where I live now, and how do I authenticate it',
    ],
    keywords: [
      'full faith and credit',
      'out-of-state judgment',
      'recognition of court records',
      'authenticated copy',
      'interstate judgments',
    ],
    checkedAgainst: '119-100',
  },
  // 22 U.S.C.: Americans abroad
  {
    usc: { title: 22, section: '2671' },
    asks: [
      'I am stranded abroad with no money, can the US embassy give me a repatriation loan to fly home',
      'will the State Department evacuate American citizens from a war zone or disaster, and do we have to pay it back',
    ],
    keywords: [
      'repatriation loan',
      'evacuation of US citizens',
      'destitute Americans abroad',
      'emergency consular assistance',
      'reimbursable evacuation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '1731' },
    asks: [
      'I am a naturalized citizen traveling in my birth country, will the US protect me the same as a native-born American',
      'do naturalized citizens get the same consular protection abroad as people born in the US',
    ],
    keywords: [
      'naturalized citizens abroad',
      'consular protection',
      'equal protection abroad',
      'dual nationals',
      'US citizens overseas',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '1732' },
    asks: [
      'my son, an American citizen, is wrongfully jailed by a foreign government, does the President have to demand his release',
      'US citizen detained abroad unjustly, what must the US government do',
    ],
    keywords: [
      'American detained abroad',
      'wrongful detention',
      'citizen imprisoned by foreign government',
      'demand for release',
      'hostage',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '2715' },
    asks: [
      'there was an earthquake where my daughter is traveling abroad, will the State Department notify families about Americans affected',
      'major disaster overseas affecting US citizens, how are the next of kin informed',
    ],
    keywords: [
      'disaster abroad',
      'next-of-kin notification',
      'Americans overseas',
      'State Department',
      'consular officer',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '2715a' },
    asks: [
      'my brother was killed abroad, can the family get the information the US government has about his murder',
      'an American was tortured or abducted overseas, will the government share what it knows with the victim’s family',
    ],
    keywords: [
      'violent crime abroad',
      'information to victims’ families',
      'American killed overseas',
      'abduction abroad',
      'State Department',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '2715b' },
    asks: [
      'my mother died while traveling in Mexico, how do I get a consular report of death abroad',
      'an American went missing abroad and is presumed dead, can the consulate issue a report of presumptive death',
    ],
    keywords: [
      'report of death abroad',
      'presumptive death',
      'next of kin notification',
      'American dies overseas',
      'consular officer',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '2715c' },
    asks: [
      'my father died overseas, what happens to his belongings and money there, does the consulate hold them',
      'US citizen died abroad with property in that country, how does the consular officer handle the estate',
    ],
    keywords: [
      'estate of citizen dying abroad',
      'personal effects',
      'consular conservator',
      'property overseas',
      'next of kin',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '2714' },
    asks: [
      'I was convicted of a drug felony after crossing the border with drugs, can I get a passport while on parole',
      'will my passport be revoked for a drug trafficking conviction, and is there a humanitarian exception',
    ],
    keywords: [
      'passport denial drug conviction',
      'drug trafficking',
      'parole or supervised release',
      'passport revocation',
      'humanitarian exception',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '2714a' },
    asks: [
      'the IRS certified my seriously delinquent tax debt, can the State Department deny or revoke my passport',
      'my passport application was denied because I left off my Social Security number, is that allowed',
    ],
    keywords: [
      'passport revocation for tax debt',
      'seriously delinquent tax debt',
      'passport denial',
      'Social Security number on passport application',
      'limited passport for return',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '4215' },
    asks: [
      'I live abroad and need a document notarized for use in the US, can the US embassy do it',
      'can a US consulate take my sworn affidavit or deposition overseas, and is there a fee',
    ],
    keywords: [
      'notary at US embassy',
      'consular notarial services',
      'affidavit abroad',
      'deposition overseas',
      'notarization fee',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '12495' },
    asks: [
      'my landlord says I will be evicted if I call the police again because of my abusive ex, is that allowed',
      'the city labeled our home a nuisance property because we called 911 too many times, can they fine or evict us',
    ],
    keywords: [
      'right to call police',
      'nuisance ordinance',
      'crime-free housing',
      'eviction for calling 911',
      'domestic violence victims housing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '6811' },
    asks: [
      'I got a citation at a national forest trailhead for not displaying my recreation pass, what is the fine for a first offense',
      'what happens if I do not pay the day-use recreation fee at a Forest Service or BLM site',
    ],
    keywords: [
      'recreation fee nonpayment',
      'failure to display recreation pass',
      '$100 first offense',
      'day-use fee citation',
      'Federal Lands Recreation Enhancement Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '6810' },
    asks: [
      'I volunteer at a national park, can I get a free America the Beautiful pass for my hours',
      'do volunteers at federal recreation sites get free or discounted entrance fees',
    ],
    keywords: [
      'volunteer pass',
      'national park volunteers',
      'free entrance for volunteers',
      'recreation fee waiver',
      'America the Beautiful pass',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '40702' },
    asks: [
      'I am on federal probation, does the probation office have to take my DNA sample',
      'can the government collect DNA from me when I am arrested or detained, and what if I refuse',
    ],
    keywords: [
      'DNA sample collection',
      'federal offenders',
      'CODIS',
      'probation DNA',
      'arrestee DNA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '30307' },
    asks: [
      'I was sexually assaulted in prison, what national PREA standards must the facility follow',
      'do the Prison Rape Elimination Act standards apply to immigration detention centers',
    ],
    keywords: [
      'Prison Rape Elimination Act',
      'PREA standards',
      'sexual assault in prison',
      'immigration detention',
      'correctional facilities',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 34, section: '21504' },
    asks: [
      'I am a registered sex offender traveling abroad, will the destination country be notified in advance',
      'the Marshals sent a wrong notice about me to a foreign country, will they send a correction',
    ],
    keywords: [
      'sex offender international travel',
      'National Sex Offender Targeting Center',
      "International Megan's Law",
      'travel notification',
      'correction of notice',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3403' },
    asks: [
      'I am blind, can I mail braille books and audio materials for free as Free Matter for the Blind',
      'what items can be mailed postage free for people who cannot read print because of a disability',
    ],
    keywords: [
      'Free Matter for the Blind',
      'free postage',
      'braille mail',
      'talking books',
      'visually impaired',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1464' },
    asks: [
      'a radio DJ used obscene and profane language on air, is that a federal crime',
      'what is the penalty for broadcasting indecent language over the radio',
    ],
    keywords: ['broadcast indecency', 'obscene language on radio', 'profanity on air', 'FCC', 'two years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1461' },
    asks: [
      'is it a federal crime to send obscene material through the mail',
      'does the Comstock Act make mailing abortion pills or abortion information nonmailable',
    ],
    keywords: [
      'Comstock Act',
      'mailing obscene matter',
      'nonmailable',
      'abortion pills by mail',
      'postal crime',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1468' },
    asks: [
      'a cable channel showed obscene content, is distributing obscenity on cable TV a crime',
      'can states regulate obscene programming on cable or subscription television',
    ],
    keywords: ['obscenity on cable', 'subscription television', 'cable TV content', 'obscene programming', 'two years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '5000A' },
    asks: [
      'is there still a federal tax penalty for not having health insurance under Obamacare',
      'I joined a health care sharing ministry instead of buying insurance, does that count for the individual mandate',
      'the individual mandate penalty amount is now zero, am I still required to have minimum essential coverage',
    ],
    keywords: [
      'individual mandate',
      'shared responsibility payment',
      'minimum essential coverage',
      'health care sharing ministry',
      'hardship exemption',
      'no health insurance penalty',
    ],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C.: service members and their families
  {
    usc: { title: 10, section: '1034' },
    asks: [
      'my commander punished me for complaining to my congressman and the inspector general, is that military whistleblower reprisal',
      'can anyone stop a soldier from contacting a Member of Congress or the IG about wrongdoing',
    ],
    keywords: [
      'Military Whistleblower Protection Act',
      'reprisal',
      'inspector general complaint',
      'contacting Congress',
      'protected communication',
      'unfavorable personnel action',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1044' },
    asks: [
      'I am active duty and need help with a will and a landlord dispute, can I get free military legal assistance',
      'are military retirees, reservists after deployment and dependents eligible for JAG legal assistance',
    ],
    keywords: [
      'military legal assistance',
      'JAG office',
      'free legal help for service members',
      'military dependents',
      'retirees',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1044e' },
    asks: [
      'I was sexually assaulted while in the military, can I get my own Special Victims’ Counsel even with a restricted report',
      'reservist sexually assaulted during drill weekend, am I eligible for a military victims’ lawyer',
    ],
    keywords: [
      'Special Victims’ Counsel',
      'military sexual assault',
      'restricted report',
      'victims’ legal counsel',
      'reserve component',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1059' },
    asks: [
      'my husband was kicked out of the Army for abusing me and the kids, can we get monthly transitional compensation',
      'dependents of a service member separated for domestic abuse, what payments and commissary benefits are available',
    ],
    keywords: [
      'transitional compensation',
      'dependent abuse',
      'military domestic violence',
      'abused military spouse',
      'commissary benefits',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1561' },
    asks: [
      'I filed a formal sexual harassment complaint in my unit, how fast must the commander start an independent investigation',
      'military sexual harassment complaint, is there a deadline of 72 hours to forward it and 14 days to investigate',
    ],
    keywords: [
      'military sexual harassment',
      'independent investigator',
      'formal complaint',
      'commanding officer',
      '72 hours',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1565b' },
    asks: [
      'I am a military spouse who was sexually assaulted, can I get a victim advocate and legal help from the base',
      'does a service member victim of sexual assault have to be told about the Special Victims’ Counsel before being interviewed',
    ],
    keywords: [
      'Sexual Assault Response Coordinator',
      'victim advocate',
      'military sexual assault',
      'military dependents',
      'legal assistance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1177' },
    asks: [
      'I have PTSD from deployment and the Army wants to give me an other than honorable discharge, do they have to do a medical exam first',
      'service member with TBI or PTSD after sexual assault facing administrative separation, what exam is required',
    ],
    keywords: [
      'PTSD before discharge',
      'traumatic brain injury',
      'administrative separation',
      'other than honorable',
      'medical examination',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1475' },
    asks: [
      'my son died while on active duty, does the military pay a death gratuity to the family right away',
      'a reservist died during weekend drill training, is the family eligible for the death gratuity',
    ],
    keywords: [
      'death gratuity',
      'service member death',
      'active duty death',
      'reservist inactive duty training',
      'survivor payment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1477' },
    asks: [
      'my soldier husband designated his mother to receive the death gratuity instead of me, can he do that',
      'who gets the military death gratuity if the service member named no beneficiary, the spouse or the children',
    ],
    keywords: [
      'death gratuity beneficiary',
      'designated survivor',
      'surviving spouse',
      'notice to spouse',
      'order of payment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1478' },
    asks: [
      'how much is the military death gratuity paid to families, is it $100,000',
      'service member died traveling to duty, is that counted as active duty for the death gratuity amount',
    ],
    keywords: ['death gratuity amount', '$100,000', 'military survivors', 'travel to duty', 'active duty death'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1482' },
    asks: [
      'my daughter died in the military, will the service pay for her funeral, casket and transporting her remains home',
      'what funeral and burial expenses does the military cover when a service member dies',
    ],
    keywords: [
      'military funeral expenses',
      'transportation of remains',
      'casket or urn',
      'escort of remains',
      'burial reimbursement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1491' },
    asks: [
      'my father was a veteran, can we request a military funeral honors detail with a flag folding and Taps',
      'how many service members come for veteran funeral honors and who qualifies for full military honors',
    ],
    keywords: [
      'military funeral honors',
      'flag folding',
      'Taps',
      'veteran funeral',
      'honors detail',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '513' },
    asks: [
      'I signed up for the Delayed Entry Program but changed my mind before shipping to basic training, what happens',
      'how long can a recruit stay in the Delayed Entry Program before going on active duty',
    ],
    keywords: [
      'Delayed Entry Program',
      'enlistment contract',
      'recruit',
      '365 days',
      'backing out of enlistment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1214' },
    asks: [
      'the Army medical board wants to separate me for a disability, do I have a right to a formal hearing',
      'can I demand a full and fair hearing before being retired or discharged for physical disability',
    ],
    keywords: [
      'physical evaluation board',
      'disability separation hearing',
      'formal PEB hearing',
      'medical retirement',
      'full and fair hearing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1414' },
    asks: [
      'military retiree rated at least 50 percent service-connected, can I be paid both retired pay and VA compensation without the offset',
      'concurrent retirement and disability pay: who qualifies for CRDP with a 50 percent or higher rating',
    ],
    keywords: [
      'concurrent receipt',
      'CRDP',
      'military retired pay',
      'VA disability offset',
      '50 percent rating',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1413a' },
    asks: [
      'my VA disability is from a combat injury, can I get combat-related special compensation on top of retired pay',
      'how is CRSC calculated and can I choose it instead of concurrent retirement pay',
    ],
    keywords: [
      'Combat-Related Special Compensation',
      'CRSC',
      'combat injury',
      'military retiree',
      'VA offset',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '12731' },
    asks: [
      'I have 20 good years in the National Guard, at what age do I start getting reserve retired pay',
      'can my reserve retirement age be earlier than 60 because of deployments, and how do I apply',
    ],
    keywords: [
      'reserve retirement',
      'National Guard retired pay',
      '20 years of service',
      'age 60',
      'gray area retiree',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1170' },
    asks: [
      'my 17 year old enlisted without our consent, can we as parents get him discharged',
      'minor enlisted in the military without parental permission, how long do parents have to apply for discharge',
    ],
    keywords: [
      'minority discharge',
      'underage enlistment',
      'parental consent',
      '90 days',
      'discharge for convenience',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1145' },
    asks: [
      'I was involuntarily separated from the Army, do my family and I keep TRICARE health coverage for a while',
      'reservist coming off a long deployment, am I eligible for transitional health care after release from active duty',
    ],
    keywords: [
      'Transitional Assistance Management Program',
      'TAMP',
      'transitional health care',
      'TRICARE after separation',
      'involuntary separation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1201' },
    asks: [
      'found unfit for duty because of a permanent disability, when does the military give a medical retirement instead of severance',
      'is a 30 percent disability rating needed for military disability retirement with less than 20 years',
    ],
    keywords: [
      'military disability retirement',
      'unfit for duty',
      '30 percent rating',
      'medical retirement',
      'permanent and stable disability',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1168' },
    asks: [
      'can the military discharge me before my DD-214 and final pay are ready',
      'discharged without my discharge certificate or final paycheck, is that allowed',
    ],
    keywords: ['DD-214', 'discharge certificate', 'final pay', 'release from active duty', 'discharge limitations'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1142' },
    asks: [
      'I am getting out of the military next year, when must my preseparation counseling and transition program start',
      'does the military have to send my records to the VA before I separate',
    ],
    keywords: [
      'preseparation counseling',
      'Transition Assistance Program',
      'leaving the military',
      'records to VA',
      'retirement 24 months',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '1136' },
    asks: [
      'my relative died in a plane crash, who from the government contacts families and helps identify the victims',
      'after a fatal airline accident, does the NTSB give families a point of contact and family support services',
    ],
    keywords: [
      'aviation disaster family assistance',
      'NTSB family support',
      'plane crash victims',
      'identification of remains',
      'airline accident families',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '42308' },
    asks: [
      'where can I compare what each airline gives for a delay or cancellation it caused, like meals or hotels',
      'is there a DOT dashboard showing which airlines seat children next to a parent for free and seat sizes',
    ],
    keywords: [
      'airline customer service dashboard',
      'controllable delay compensation',
      'family seating',
      'seat size',
      'DOT consumer information',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1373' },
    asks: [
      'can a sanctuary city stop its police from sharing someone’s immigration status with ICE',
      'will the school or local agency be allowed to send my immigration status information to federal immigration authorities',
    ],
    keywords: [
      'sanctuary city',
      'sharing immigration status',
      'local police and ICE',
      'information exchange',
      'immigration status verification',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1252c' },
    asks: [
      'can local police arrest someone just for being in the country illegally',
      'state and local officers detaining a previously deported felon who came back, is that allowed',
    ],
    keywords: [
      'local police immigration arrest',
      'state enforcement of immigration',
      'previously deported felon',
      'illegal presence',
      'detention',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1372' },
    asks: [
      'as an F-1 international student, what information does my university report to SEVIS about me',
      'who has to pay the SEVIS fee as an international student or J-1 exchange visitor, and how much can it be',
    ],
    keywords: [
      'SEVIS',
      'international students',
      'F-1 visa',
      'J-1 exchange visitor',
      'student visa fee',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1255a' },
    asks: [
      'my father got amnesty under the 1986 immigration law, how did legalization for people here before 1982 work',
      'can I still apply for the 1986 amnesty for people who entered before January 1, 1982',
    ],
    keywords: [
      'IRCA amnesty',
      'legalization 1986',
      'entered before 1982',
      'temporary resident',
      'adjustment to permanent residence',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '2721' },
    asks: [
      'can the State Department deny or revoke my passport because of my political speech or protest activity',
      'passport restricted because of my beliefs or membership in a group, is that allowed under the First Amendment',
    ],
    keywords: [
      'passport denial for speech',
      'First Amendment',
      'political activity',
      'passport revocation',
      'freedom to travel',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '254d' },
    asks: [
      'I sued a foreign diplomat who owes me money and the case was dismissed for diplomatic immunity, is that the law',
      'can a lawsuit against an embassy official with diplomatic immunity go forward in US court',
    ],
    keywords: [
      'diplomatic immunity',
      'lawsuit dismissed',
      'Vienna Convention on Diplomatic Relations',
      'foreign diplomat',
      'Diplomatic Relations Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '254e' },
    asks: [
      'a foreign diplomat claims immunity after injuring me, must embassy and mission members be covered so victims get compensated',
      'does the Office of Foreign Missions require foreign mission members and their families to carry coverage for their vehicles',
    ],
    keywords: [
      'diplomatic immunity',
      'foreign mission members',
      'Office of Foreign Missions',
      'embassy staff coverage',
      'compensation for victims of diplomats',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3806' },
    asks: [
      'if there were a military draft, could I be exempt as a conscientious objector opposed to war for religious reasons',
      'are ministers, students or elected officials exempt or deferred from the draft under the Military Selective Service Act',
    ],
    keywords: [
      'conscientious objector',
      'draft exemption',
      'draft deferment',
      'Military Selective Service Act',
      'ministers of religion',
      'student postponement',
    ],
    checkedAgainst: '119-100',
  },
  // 19 U.S.C.: customs for travelers
  {
    usc: { title: 19, section: '1321' },
    asks: [
      'a relative abroad mailed me a gift, is there a dollar limit for receiving gifts duty free from another country',
      'what is the de minimis value for importing a small package duty free, is it $800',
    ],
    keywords: [
      'de minimis exemption',
      'duty-free gift',
      'low-value shipments',
      '$800',
      'customs duty exemption',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 19, section: '1497' },
    asks: [
      'I forgot to declare jewelry I bought abroad and customs found it in my luggage, what is the penalty',
      'penalty for not declaring an item at customs before the bag search, is it the value of the item',
    ],
    keywords: [
      'failure to declare',
      'customs penalty',
      'undeclared items',
      'baggage examination',
      'returning traveler',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 19, section: '1582' },
    asks: [
      'customs officers at the airport searched me and detained me, can they search anyone coming into the country',
      'can I ask for a same-sex officer to conduct a personal search at the border',
    ],
    keywords: [
      'border search',
      'customs search of persons',
      'detention at the border',
      'same-sex inspector',
      'international arrivals',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 19, section: '1496' },
    asks: [
      'I already filled out my customs declaration, can the officer still open and examine my suitcase',
      'do customs officers have the authority to inspect the baggage of every arriving traveler',
    ],
    keywords: ['baggage examination', 'customs inspection', 'luggage search', 'declaration', 'arriving travelers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 19, section: '1459' },
    asks: [
      'I walked across the border from Canada on a trail, do I have to report to a customs port of entry',
      'arriving by private boat or on foot, must I immediately report my arrival and present my belongings for inspection',
    ],
    keywords: [
      'reporting arrival',
      'border crossing point',
      'customs inspection',
      'crossing on foot',
      'private boat arrival',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 19, section: '1618' },
    asks: [
      'customs seized my car or cash at the border, can I file a petition to get it back or reduce the penalty',
      'how do I ask CBP for remission or mitigation of a fine or forfeiture',
    ],
    keywords: [
      'petition for remission',
      'mitigation of penalties',
      'CBP seizure',
      'return of seized property',
      'customs fine',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 19, section: '1608' },
    asks: [
      'CBP seized my property and published a forfeiture notice, how long do I have to file a claim and post a bond',
      'I want a court to decide the seizure of my baggage, what claim and cost bond do I need',
    ],
    keywords: [
      'seizure claim',
      'cost bond',
      'judicial forfeiture',
      '20 days after notice',
      'customs forfeiture',
    ],
    checkedAgainst: '119-100',
  },
  // 25 U.S.C. chapter 32 and 18 U.S.C. § 1170: Native American Graves Protection and Repatriation Act
  {
    usc: { title: 25, section: '3002' },
    asks: [
      'Native American remains were dug up on federal land during construction, who owns them, the descendants or the tribe',
      'artifacts found on tribal land after 1990, does the tribe get ownership of sacred objects and funerary items',
    ],
    keywords: [
      'NAGPRA',
      'Native American remains',
      'ownership of cultural items',
      'lineal descendants',
      'sacred objects',
      'inadvertent discovery',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '3005' },
    asks: [
      'a museum holds my ancestors’ remains, how does our tribe request repatriation under NAGPRA',
      'must a federally funded museum return sacred objects and funerary items to the culturally affiliated tribe',
    ],
    keywords: ['NAGPRA repatriation', 'museum collections', 'return of remains', 'cultural affiliation', 'tribal request'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '3013' },
    asks: [
      'the museum refuses to comply with NAGPRA, can our tribe sue in federal court to enforce it',
      'who can bring a lawsuit for a violation of the Native American Graves Protection and Repatriation Act',
    ],
    keywords: ['NAGPRA enforcement', 'lawsuit', 'federal district court', 'tribe sues museum', 'repatriation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1170' },
    asks: [
      'someone is selling Native American skeletal remains and burial artifacts online, is that a federal crime',
      'buying or selling Native American cultural items taken in violation of NAGPRA, what is the penalty',
    ],
    keywords: [
      'trafficking Native American remains',
      'selling burial artifacts',
      'NAGPRA crime',
      'cultural items',
      'grave robbing',
    ],
    checkedAgainst: '119-100',
  },
  // Indian Arts and Crafts Act
  {
    usc: { title: 25, section: '305e' },
    asks: [
      'a shop is selling fake Native American jewelry as authentic Indian made, can our tribe or an artist sue for damages',
      'what damages can I recover for goods falsely sold as Indian produced, treble damages',
    ],
    keywords: [
      'Indian Arts and Crafts Act',
      'fake Native American art',
      'misrepresentation of Indian goods',
      'treble damages',
      'civil action',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1159' },
    asks: [
      'is it a crime to sell jewelry or pottery falsely labeled as made by Native Americans',
      'penalty for knowingly selling counterfeit Indian arts and crafts over $1,000',
    ],
    keywords: [
      'Indian Arts and Crafts Act',
      'counterfeit Native American goods',
      'false Indian product',
      'fines and prison',
      'arts and crafts fraud',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 43, section: '1733' },
    asks: [
      'I got cited for violating BLM rules on public land, like camping too long or off-road driving, what is the penalty',
      'can local sheriffs enforce Bureau of Land Management rules on public lands',
    ],
    keywords: [
      'BLM land violations',
      'public lands regulations',
      'off-road vehicle citation',
      'Bureau of Land Management enforcement',
      'camping limits',
    ],
    checkedAgainst: '119-100',
  },
];
