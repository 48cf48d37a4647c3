import type { SectionCard } from './types';

/** Section cards: see ./types.ts. Each one read against the section's official text. */
export const immigrationTaxVeteransCards: SectionCard[] = [
  // 8 U.S.C.: immigrant visas and family petitions
  {
    usc: { title: 8, section: '1151' },
    asks: [
      'I am a U.S. citizen and married someone overseas, is there a yearly cap or waiting line for a spouse green card',
      'my citizen son is 25, can he bring me over as his parent without waiting years for a visa number',
      'my American husband died before my green card petition, can I still immigrate as his widow',
      'how many green cards does the U.S. give out each year for family and for employment',
    ],
    keywords: ['immediate relative', 'worldwide level', 'visa cap', 'spouse of citizen', 'parent of citizen', 'widow of citizen', 'numerical limits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1152' },
    asks: [
      'why is the green card wait for people born in India or Mexico so much longer than for other countries',
      'per country cap on immigrant visas, does my country of birth or my citizenship decide which line I am in',
      'my priority date is current for most countries but not for mine, what is the per-country limit',
    ],
    keywords: ['per-country limit', 'country cap', 'visa backlog', '7 percent', 'country of chargeability', 'oversubscribed'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1153' },
    asks: [
      'I am a citizen and want to sponsor my married daughter and my brother, which family preference category and how long is the line',
      'green card holder petitioning for my wife and kids, what category is that and do they have to wait',
      'my son turned 21 while the petition was pending, does he age out or does the child status protection rule help',
      'employment-based green card categories EB-1 EB-2 EB-3 EB-5, who qualifies and how are visas given out by priority date',
      'how does the diversity visa lottery work and who can enter it',
    ],
    keywords: ['family preference', 'F2A', 'brother or sister of citizen', 'priority date', 'aging out', 'employment-based green card', 'diversity visa lottery', 'EB-5 investor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1155' },
    asks: [
      'USCIS sent a notice of intent to revoke my approved I-130 petition, can they take back an approval',
      'our family petition was approved years ago and now it is being revoked for good and sufficient cause, what does that mean',
    ],
    keywords: ['revocation of petition', 'approved petition revoked', 'notice of intent to revoke', 'good and sufficient cause'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1157' },
    asks: [
      'how does the U.S. decide how many refugees to admit each year and from where',
      'I came as a refugee, can my wife and children who are still abroad follow to join me with the same status',
      'applying for refugee resettlement from a camp overseas, who counts as a refugee for admission',
    ],
    keywords: ['refugee admission', 'refugee ceiling', 'follow to join', 'resettlement', 'emergency refugee', 'refugee spouse and child'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1159' },
    asks: [
      'I was admitted as a refugee a year ago, when and how do I apply for my green card',
      'I won asylum, how long do I have to wait before I can adjust to permanent resident',
      'can an asylee or refugee get a waiver of inadmissibility when applying for a green card',
    ],
    keywords: ['refugee green card', 'asylee adjustment', 'one year after admission', 'refugee adjustment of status', 'asylee permanent residence'],
    checkedAgainst: '119-100',
  },
  // 8 U.S.C.: admission and inadmissibility
  {
    usc: { title: 8, section: '1181' },
    asks: [
      'I have a green card and was abroad for a while, can I come back in without a new immigrant visa',
      'do immigrants need a valid unexpired immigrant visa and passport to be admitted at the border',
    ],
    keywords: ['admission of immigrants', 'returning resident', 'immigrant visa required', 'valid passport'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1182' },
    asks: [
      'I overstayed my visa more than a year then left, is there a 10 year bar before I can come back',
      'my visa was denied because they said I would become a public charge, what does that mean',
      'I have an old shoplifting and drug conviction, can that stop me from getting a visa or green card',
      'I lied on a past visa application, am I banned for misrepresentation and is there a waiver',
      'green card medical exam says I need vaccinations, which grounds make someone inadmissible',
    ],
    keywords: ['inadmissible', 'unlawful presence bar', '3-year bar', '10-year bar', 'public charge', 'misrepresentation', 'criminal grounds', 'waiver of inadmissibility', 'visa denied'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1183' },
    asks: [
      'visa refused on public charge grounds, can posting a public charge bond let me in anyway',
      'what happens to the bond the government required for my relative to enter when they leave the country for good',
    ],
    keywords: ['public charge bond', 'immigration bond', 'admission on bond', 'undertaking'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1184' },
    asks: [
      'my fiancee is overseas, how does the K-1 fiance visa work and do we have to marry within 90 days',
      'tourist visa denied because they presumed I intend to immigrate, how do I show ties to home',
      'H-1B visa cap 65,000, my employer missed the lottery, what are the rules for temporary work visas',
      'we met online and never in person, can I still petition for a fiance visa',
    ],
    keywords: ['nonimmigrant visa', 'K-1 fiance visa', 'marry within 90 days', 'H-1B cap', 'immigrant intent', 'temporary visa', 'intracompany transferee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1185' },
    asks: [
      'I am a U.S. citizen with two passports, do I have to use my American passport to leave and come back',
      'is it illegal for a citizen to enter or leave the U.S. without a valid U.S. passport',
      'travel restrictions the President can put on people entering or leaving the country',
    ],
    keywords: ['travel control', 'passport required', 'dual citizen travel', 'departure and entry', 'exit and entry rules'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1186b' },
    asks: [
      'I got a two-year conditional green card through an EB-5 investment, how do I remove the conditions',
      'investor green card: what if my EB-5 business did not create the jobs or I sold the investment early',
      'missed the 90-day window to file I-829 for my investor conditional residence, what happens',
    ],
    keywords: ['EB-5', 'investor conditional residence', 'I-829', 'remove conditions', 'alien entrepreneur', 'job creation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1187' },
    asks: [
      'I am from a visa waiver country, how long can I stay in the U.S. on ESTA and can I extend',
      'entered on the visa waiver program, am I giving up my right to a hearing if they want to deport me',
      'my ESTA was denied because I visited certain countries, do I need a regular visa now',
    ],
    keywords: ['visa waiver program', 'ESTA', '90 days', 'waiver of rights', 'electronic travel authorization', 'no visa needed'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1188' },
    asks: [
      'farm wants to hire seasonal workers from Mexico on H-2A visas, what does the labor certification require',
      'I work on an H-2A visa and the grower is not giving the housing promised, what must the employer provide',
      'can a farm bring H-2A workers if there are local workers willing to do the job',
    ],
    keywords: ['H-2A', 'agricultural worker visa', 'temporary farm workers', 'labor certification', 'worker housing', 'adverse effect on wages'],
    checkedAgainst: '119-100',
  },
  // 8 U.S.C.: visas and reentry
  {
    usc: { title: 8, section: '1201' },
    asks: [
      'the State Department revoked my visa while I was already in the U.S., can they do that',
      'consulate refused to issue my immigrant visa saying I am ineligible, when can a consular officer refuse a visa',
    ],
    keywords: ['visa issuance', 'visa revocation', 'consular officer', 'visa refusal', 'revoked visa'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1202' },
    asks: [
      'I overstayed my tourist visa by a few days, is my visa now void and do I have to apply again in my home country',
      'what information does a visa application need and are visa records confidential',
      'can I apply for a new visa at a consulate in a third country after overstaying',
    ],
    keywords: ['visa application', 'overstay voids visa', 'apply in home country', 'visa records confidential', 'DS-160', 'immigrant visa application'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1203' },
    asks: [
      'green card holder needs to care for a parent abroad for over a year, how do I get a reentry permit',
      'how long is a reentry permit valid and can it be renewed',
      'leaving the U.S. long term as a permanent resident, how do I keep my green card and come back',
    ],
    keywords: ['reentry permit', 'permanent resident travel', 'long trip abroad', 'two years', 'I-131', 'abandonment of residence'],
    checkedAgainst: '119-100',
  },
  // 8 U.S.C.: inspection and removal
  {
    usc: { title: 8, section: '1225' },
    asks: [
      'I asked for asylum at the border and they said expedited removal, what is a credible fear interview',
      'officer at the airport says I am inadmissible and will be sent back without a hearing, can I see a judge',
      'failed my credible fear screening, can an immigration judge review that decision',
      'CBP secondary inspection at the port of entry, what powers do immigration officers have to question and search',
    ],
    keywords: ['expedited removal', 'credible fear', 'border inspection', 'arriving alien', 'port of entry', 'asylum at the border', 'secondary inspection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1227' },
    asks: [
      'I have a green card and just got convicted of domestic violence, can I be deported for it',
      'permanent resident with an aggravated felony or drug conviction, what crimes make someone deportable',
      'I checked the box saying I was a citizen on a job form and voted once, can that get me deported',
      'forgot to report my change of address to immigration, can I be removed for that',
      'visa overstay or working without permission, when is a noncitizen deportable',
    ],
    keywords: ['deportable', 'grounds of deportation', 'crime of moral turpitude', 'aggravated felony', 'domestic violence conviction', 'false claim to citizenship', 'unlawful voting', 'green card holder deported'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1228' },
    asks: [
      'my cousin is in prison with an aggravated felony and immigration wants to deport him before release, how does that work',
      'non-green card holder convicted of an aggravated felony, can they be removed without going before an immigration judge',
    ],
    keywords: ['expedited removal of criminal aliens', 'aggravated felony', 'removal from prison', 'administrative removal', 'judicial removal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1229' },
    asks: [
      'I got a Notice to Appear in immigration court, what must it say and how soon can my hearing be',
      'my NTA had no date or time on it, is that a valid notice',
      'I moved and never got my immigration court hearing notice, who do I have to tell my new address',
      'do I have a right to a lawyer in deportation court and will they give me a list of free lawyers',
    ],
    keywords: ['notice to appear', 'NTA', 'removal proceedings', 'hearing notice', 'right to counsel', 'change of address', '10 days'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1231' },
    asks: [
      'my husband has a final deportation order and ICE is holding him, how long can they detain him before removal',
      'I was deported before and came back, can they just reinstate the old removal order',
      'I fear persecution if sent home, can I get withholding of removal even if I am not eligible for asylum',
      'released on an order of supervision after a removal order, can I get a work permit',
    ],
    keywords: ['removal period', '90 days', 'detention after removal order', 'reinstatement of removal', 'withholding of removal', 'order of supervision', 'country of removal'],
    checkedAgainst: '119-100',
  },
  // 8 U.S.C.: adjustment and change of status
  {
    usc: { title: 8, section: '1256' },
    asks: [
      'got my green card 3 years ago and now USCIS says I was never eligible, can they take it back',
      'notice of intent to rescind my permanent residence, is there a time limit on rescinding a green card',
    ],
    keywords: ['rescission of adjustment', 'green card taken back', 'five years', 'not eligible for adjustment', 'rescind permanent residence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1258' },
    asks: [
      'I am on an F-1 student visa and got a job offer, can I change to H-1B without leaving the U.S.',
      'visiting on a B-2 tourist visa, can I switch to a student status while I am here',
      'I fell out of status, can I still change to another nonimmigrant category',
    ],
    keywords: ['change of status', 'change nonimmigrant classification', 'F-1 to H-1B', 'maintain status', 'I-539', 'switch visa'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1259' },
    asks: [
      'I have lived in the U.S. since the 1960s without papers, can I get a green card through registry',
      'entered before 1972 and lived here continuously ever since, is there a way to become a permanent resident',
    ],
    keywords: ['registry', 'entered before January 1, 1972', 'continuous residence', 'long-time undocumented', 'record of admission'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1324c' },
    asks: [
      'I used a fake green card or someone else\'s papers to get a job, what are the penalties for document fraud',
      'a notario filled out my immigration application with false information, is the preparer liable',
      'fined by immigration for using forged documents, how much are civil penalties and can I get a hearing',
    ],
    keywords: ['document fraud', 'fake green card', 'forged documents', 'false application preparer', 'civil penalty', 'borrowed identity'],
    checkedAgainst: '119-100',
  },
  // 8 U.S.C.: nationality at birth
  {
    usc: { title: 8, section: '1402' },
    asks: [
      'I was born in Puerto Rico, am I a U.S. citizen by birth',
      'my grandmother was born in Puerto Rico in the 1920s, when did Puerto Ricans become U.S. citizens',
    ],
    keywords: ['Puerto Rico', 'born in Puerto Rico', 'citizen at birth', 'territorial citizenship'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1403' },
    asks: [
      'I was born in the Panama Canal Zone to an American parent, am I a U.S. citizen',
      'born in the Republic of Panama while my father worked for the Panama Railroad company, does that make me a citizen',
    ],
    keywords: ['Canal Zone', 'born in Panama', 'citizen parent', 'citizenship at birth'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1406' },
    asks: [
      'I was born in the U.S. Virgin Islands, am I a U.S. citizen',
      'when did people born in St. Thomas or St. Croix become American citizens',
    ],
    keywords: ['Virgin Islands', 'born in Virgin Islands', 'citizen at birth', 'territorial citizenship'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1407' },
    asks: [
      'I was born in Guam, am I a full U.S. citizen',
      'my parents were from Guam before 1950, when did Guamanians become citizens',
    ],
    keywords: ['Guam', 'born in Guam', 'citizen at birth', 'territorial citizenship'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1408' },
    asks: [
      'I was born in American Samoa and my passport says U.S. national not citizen, what is the difference',
      'who is a U.S. national but not a citizen at birth',
      'my parents are American Samoans and I was born abroad, am I a U.S. national',
    ],
    keywords: ['U.S. national', 'non-citizen national', 'American Samoa', 'outlying possession', 'nationality at birth'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1409' },
    asks: [
      'I was born abroad to an American father who was not married to my mother, am I a U.S. citizen',
      'my dad is a U.S. citizen but never legitimated me, what must he do before I turn 18 for me to get citizenship',
      'unmarried American mother gave birth overseas, does the baby get U.S. citizenship',
    ],
    keywords: ['born out of wedlock', 'citizen father', 'legitimation', 'acknowledgment of paternity', 'agreement to support', 'citizenship through mother', 'child born abroad'],
    checkedAgainst: '119-100',
  },
  // 8 U.S.C.: naturalization
  {
    usc: { title: 8, section: '1421' },
    asks: [
      'my naturalization was denied even after the appeal hearing, can I ask a federal court to review it',
      'can I choose to take the citizenship oath in court instead of at USCIS',
    ],
    keywords: ['naturalization authority', 'court review of denial', 'N-336', 'oath ceremony in court', 'de novo review'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1424' },
    asks: [
      'I was a member of the communist party in my home country, can I still become a U.S. citizen',
      'does membership in a totalitarian party bar naturalization and are there exceptions for involuntary membership',
    ],
    keywords: ['communist party membership', 'totalitarian party', 'bar to naturalization', 'involuntary membership', 'advocating overthrow'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1425' },
    asks: [
      'I deserted from the U.S. military during wartime, can I ever become a citizen',
      'convicted of dodging the draft by leaving the country during a war, am I permanently barred from naturalization',
    ],
    keywords: ['deserter', 'desertion in wartime', 'ineligible for citizenship', 'draft evasion'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1426' },
    asks: [
      'I asked to be exempted from military service because I was not a citizen, am I now barred from naturalizing',
      'relieved from the draft as an alien decades ago, does that make me permanently ineligible for citizenship',
    ],
    keywords: ['alienage exemption', 'relieved from military service', 'permanently ineligible', 'Selective Service exemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1429' },
    asks: [
      'I am in deportation proceedings, can I still apply to naturalize',
      'applying for citizenship, do I have to prove I got my green card lawfully',
      'USCIS says my green card was granted by mistake so I cannot naturalize, who has the burden of proof',
    ],
    keywords: ['lawful permanent residence required', 'burden of proof', 'pending removal proceedings', 'naturalization prerequisite'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1433' },
    asks: [
      'I am a U.S. citizen living abroad with my child, how can my child get citizenship without moving to the U.S.',
      'my citizen parent never lived in the U.S. five years, can my kid use the grandparent\'s time to get a certificate of citizenship',
      'military family stationed overseas, how does our child born abroad get a certificate of citizenship',
    ],
    keywords: ['N-600K', 'child born abroad', 'citizen grandparent physical presence', 'certificate of citizenship', 'residing outside the United States', 'military child'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1436' },
    asks: [
      'I am an American Samoan national living in a state, how do I become a full U.S. citizen',
      'can U.S. nationals count time living in American Samoa toward naturalization',
    ],
    keywords: ['U.S. national naturalization', 'American Samoa', 'permanent allegiance', 'noncitizen national'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1439' },
    asks: [
      'I served one year in the U.S. military with a green card, can I naturalize faster',
      'is there a fee to apply for citizenship based on military service',
      'veteran honorably discharged, do I still need five years of residence to naturalize',
    ],
    keywords: ['military naturalization', 'one year of service', 'honorable service', 'no fee', 'peacetime service', 'N-426'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1440-1' },
    asks: [
      'my son was a green card holder who died on active duty, can he be granted citizenship after death',
      'how does a family apply for posthumous citizenship for a noncitizen soldier killed in service',
    ],
    keywords: ['posthumous citizenship', 'died on active duty', 'noncitizen service member', 'next of kin'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1443a' },
    asks: [
      'I am in the military stationed overseas, can I do my naturalization interview and oath abroad',
      'military spouse living on a base overseas, can I naturalize without traveling to the U.S.',
    ],
    keywords: ['overseas naturalization', 'military spouse', 'naturalization abroad', 'oath overseas', 'service member'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1445' },
    asks: [
      'how old do I have to be to file my own application for naturalization',
      'my elderly mother is too disabled to go to the citizenship oath, can she take it at home',
      'what is a declaration of intention to become a citizen and who can file one',
    ],
    keywords: ['N-400', 'application for naturalization', 'age 18', 'disability oath at home', 'declaration of intention'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1446' },
    asks: [
      'what happens at the citizenship interview and can the officer question me under oath',
      'I moved while my N-400 was pending, can I transfer my naturalization case',
      'can I withdraw my citizenship application before a decision',
    ],
    keywords: ['naturalization interview', 'investigation of applicant', 'examination', 'withdraw application', 'transfer application'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1448' },
    asks: [
      'what is the oath of allegiance at the naturalization ceremony and can I skip the part about bearing arms for religious reasons',
      'my father has dementia, can the citizenship oath be waived',
      'can I get an expedited oath ceremony because of an urgent reason',
    ],
    keywords: ['oath of allegiance', 'naturalization ceremony', 'religious objection', 'oath waiver', 'expedited oath', 'renounce titles'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1452' },
    asks: [
      'I became a citizen when my mom naturalized while I was a kid, how do I get proof, a certificate of citizenship',
      'born abroad to citizen parents, how do I apply for a certificate of citizenship N-600',
      'how does an American Samoan get a certificate of non-citizen national status',
    ],
    keywords: ['certificate of citizenship', 'N-600', 'derived citizenship', 'acquired citizenship', 'proof of citizenship', 'non-citizen national certificate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1453' },
    asks: [
      'USCIS says it will cancel my certificate of citizenship as issued by fraud, does that take away my citizenship',
      'can immigration cancel a naturalization certificate they issued and do I get notice',
    ],
    keywords: ['cancellation of certificate', 'certificate obtained by fraud', 'certificate of citizenship', 'notice and hearing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1454' },
    asks: [
      'I lost my naturalization certificate in a fire, how do I get a replacement',
      'I changed my name after marriage, can I get a new citizenship certificate in my new name',
      'need certified copies of my naturalization records for court',
    ],
    keywords: ['replacement naturalization certificate', 'N-565', 'lost certificate', 'name change certificate', 'certified copy'],
    checkedAgainst: '119-100',
  },
  // 8 U.S.C.: loss of nationality
  {
    usc: { title: 8, section: '1483' },
    asks: [
      'can I lose my U.S. citizenship while living in the U.S. by doing something like taking a foreign oath',
      'as a teenager I took an oath to another country, did I lose my American citizenship',
    ],
    keywords: ['loss of nationality', 'expatriation', 'within the United States', 'acts before age 18', 'restrictions on loss'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1501' },
    asks: [
      'I renounced my U.S. citizenship at the embassy, how do I get the certificate of loss of nationality',
      'consulate thinks I lost my citizenship by becoming a citizen of another country, what happens next and can I appeal',
    ],
    keywords: ['certificate of loss of nationality', 'CLN', 'renounce citizenship', 'expatriation', 'consular officer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1503' },
    asks: [
      'my U.S. passport was denied because they say I am not a citizen, can I sue to prove I am',
      'I am abroad and the consulate refused to recognize my citizenship, how do I get a certificate of identity to come back',
      'is there a deadline to file a lawsuit for a declaration that I am a U.S. national',
    ],
    keywords: ['declaratory judgment of citizenship', 'passport denied', 'certificate of identity', 'proof of nationality', 'five years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1504' },
    asks: [
      'State Department cancelled my passport saying it was obtained by fraud, what are my rights',
      'my consular report of birth abroad was revoked as issued in error, do I get notice and a hearing',
    ],
    keywords: ['passport cancelled', 'consular report of birth abroad', 'CRBA revoked', 'passport obtained by fraud', 'notice of cancellation'],
    checkedAgainst: '119-100',
  },
];
