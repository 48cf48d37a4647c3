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
      'I served in a foreign army before I turned 18, did I lose my American citizenship',
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
  // 26 U.S.C.: returns and assessment
  {
    usc: { title: 26, section: '6012' },
    asks: [
      'I only made a little money this year from a part-time job, do I even have to file a tax return',
      'who is required to file a federal income tax return, is it based on how much income you had',
      'my elderly mom only gets a small income, is she required to file taxes',
    ],
    keywords: ['filing requirement', 'who must file', 'income tax return', 'gross income threshold', 'required to file'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6013' },
    asks: [
      'should my wife and I file jointly, and if we do are we both on the hook for the whole tax bill',
      'we filed separately last year, can we amend to a joint return now',
      'my spouse is not a U.S. resident, can we still file a joint return by electing to treat them as a resident',
      'my husband died this year, can I still file a joint return with him',
    ],
    keywords: ['joint return', 'married filing jointly', 'joint and several liability', 'switch from separate to joint', 'nonresident spouse election', 'deceased spouse'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6014' },
    asks: [
      'my income is just small wages and interest, can I let the IRS compute my tax instead of figuring it myself',
      'can I file a return without calculating the tax and have the IRS figure it for me',
    ],
    keywords: ['IRS computes tax', 'tax not computed by taxpayer', 'simple return', 'wages and interest only'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6017' },
    asks: [
      'I did some freelance gig work and made a few hundred dollars, do I have to file for self-employment tax',
      'side hustle income with no W-2, when do I have to file a return to pay self-employment tax',
      'my spouse and I both have businesses, is self-employment tax figured separately on a joint return',
    ],
    keywords: ['self-employment tax', '$400 net earnings', 'freelance income', 'gig work', 'Schedule SE'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6020' },
    asks: [
      'I never filed my taxes for years and the IRS made a return for me, what is a substitute for return',
      'IRS prepared my tax return without my deductions, can I still file my own',
    ],
    keywords: ['substitute for return', 'SFR', 'IRS prepared return', 'unfiled returns', 'failure to file'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6201' },
    asks: [
      'the IRS says I owe tax on a 1099 that is wrong, who has to prove that income is real',
      'how does the IRS assess tax I owe, can they just add it to my account',
      'I dispute a 1099 a company filed about me, what does the IRS have to show in court',
    ],
    keywords: ['assessment', 'assessment authority', 'disputed 1099', 'information return dispute', 'burden of production'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6203' },
    asks: [
      'the IRS claims I owe old taxes, can I get a copy of the record of assessment',
      'how do I prove the IRS actually assessed the tax they are trying to collect',
    ],
    keywords: ['record of assessment', 'assessment date', 'proof of assessment', 'account transcript'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6212' },
    asks: [
      'I got a notice of deficiency by certified mail, what is a 90-day letter',
      'IRS sent the deficiency notice to my old address and I never got it, is it still valid',
      'my ex and I filed jointly but now live apart, will we each get the deficiency notice',
    ],
    keywords: ['notice of deficiency', '90-day letter', 'statutory notice', 'last known address', 'certified mail', 'Tax Court petition'],
    checkedAgainst: '119-100',
  },
  // 26 U.S.C.: collection
  {
    usc: { title: 26, section: '6303' },
    asks: [
      'IRS notice and demand for payment, how soon after assessing the tax must they send it',
      'I never got a bill from the IRS for the tax they assessed, can they still collect',
    ],
    keywords: ['notice and demand', 'IRS bill', '60 days after assessment', 'balance due notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6304' },
    asks: [
      'the IRS keeps calling me at work and late at night about my tax debt, is that allowed',
      'I have a tax attorney, can the IRS collector still contact me directly',
      'IRS agent threatened and harassed me over back taxes, what collection conduct is prohibited',
    ],
    keywords: ['fair tax collection practices', 'IRS harassment', 'inconvenient time', 'represented taxpayer', 'abusive collection', 'contact at work'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6305' },
    asks: [
      'my ex owes years of child support, can the IRS collect it like a tax',
      'the state asked the IRS to collect my back child support, can they seize my property for it',
    ],
    keywords: ['child support collection by IRS', 'past-due support', 'certified child support', 'HHS certification'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6306' },
    asks: [
      'a private debt collection agency says it is collecting my IRS debt, is that legit',
      'I only get disability SSI, can the IRS send my back taxes to a private collector',
      'private collectors for the IRS: what can they do and which debts are excluded',
    ],
    keywords: ['private debt collection', 'qualified tax collection contract', 'IRS private collector', 'installment agreement offer', 'excluded taxpayers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6311' },
    asks: [
      'can I pay my taxes with a credit card or debit card',
      'paying the IRS by card, who pays the processing fee and can the card company use my tax info',
    ],
    keywords: ['pay taxes by credit card', 'commercially acceptable means', 'debit card payment', 'card processing fee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6321' },
    asks: [
      'I owe back taxes and did not pay after the IRS bill, does the IRS now have a lien on my house and car',
      'what property does a federal tax lien attach to',
    ],
    keywords: ['federal tax lien', 'lien for taxes', 'all property and rights to property', 'unpaid tax after demand'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6322' },
    asks: [
      'when does a federal tax lien start and how long does it last',
      'old IRS lien from years ago, does it expire once the collection period runs out',
    ],
    keywords: ['period of lien', 'lien arises at assessment', 'lien expires', 'unenforceable by lapse of time'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6323' },
    asks: [
      'I bought a used car and later found the seller had an IRS lien, can the IRS take it from me',
      'does my mortgage lender come ahead of an IRS tax lien that was filed later',
      'can the IRS withdraw a notice of federal tax lien from the public records after I set up a payment plan',
    ],
    keywords: ['notice of federal tax lien', 'lien priority', 'purchaser protection', 'withdrawal of lien notice', 'superpriority', 'security interest'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6324' },
    asks: [
      'I inherited my father\'s house but the estate tax was never paid, am I personally liable',
      'estate tax lien on property of someone who died, how long does it last',
      'I received a large gift and the giver did not pay gift tax, can the IRS come after me',
    ],
    keywords: ['estate tax lien', 'gift tax lien', 'heir liability', 'transferee liability', '10 years from death'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6325' },
    asks: [
      'I paid off my tax debt, how soon must the IRS release the lien',
      'I want to sell my house but there is an IRS lien, can I get the property discharged from the lien',
      'refinancing with a tax lien, can the IRS subordinate its lien to the new lender',
    ],
    keywords: ['release of lien', 'certificate of release', '30 days', 'discharge of property', 'subordination', 'sell house with tax lien'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6326' },
    asks: [
      'the IRS filed a tax lien against me by mistake, how do I appeal to get it released',
      'lien filed after I already paid, can I get a release that says it was erroneous for my credit',
    ],
    keywords: ['erroneous lien', 'appeal of lien', 'lien filed in error', 'certificate of release', 'statement that filing was erroneous'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6331' },
    asks: [
      'the IRS sent a final notice of intent to levy, can they take my bank account and paycheck',
      'IRS is taking part of my Social Security every month, is that a continuous levy',
      'how much notice does the IRS have to give before seizing property for unpaid taxes',
      'can the IRS levy while my installment agreement or offer in compromise is pending',
    ],
    keywords: ['levy', 'wage garnishment', 'bank levy', 'notice of intent to levy', 'continuous levy', 'Social Security levy', 'seizure of property'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6332' },
    asks: [
      'my bank froze my account because of an IRS levy, how long before the money goes to the IRS',
      'I am an employer and got an IRS levy on an employee\'s wages, what happens if I do not comply',
    ],
    keywords: ['surrender of property', 'bank levy 21 days', 'employer levy', 'third party liability', 'honoring a levy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6335' },
    asks: [
      'IRS seized my property and plans to auction it, what notice do I get and how is the minimum bid set',
      'how does an IRS tax sale of seized property work',
    ],
    keywords: ['sale of seized property', 'IRS auction', 'minimum bid', 'notice of sale', 'tax sale'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6337' },
    asks: [
      'the IRS sold my land at a tax sale, can I still buy it back',
      'can I stop an IRS sale of my seized property by paying what I owe before the sale',
    ],
    keywords: ['redemption', 'redeem property', 'right to redeem', 'after tax sale', 'real property sold by IRS'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6342' },
    asks: [
      'the IRS sold my property for more than I owed, do I get the extra money back',
      'how are proceeds of an IRS levy sale applied and who gets the surplus',
    ],
    keywords: ['surplus proceeds', 'application of proceeds', 'levy sale proceeds', 'excess from tax sale'],
    checkedAgainst: '119-100',
  },
  // 26 U.S.C.: refunds and offsets
  {
    usc: { title: 26, section: '6402' },
    asks: [
      'my tax refund was taken for back child support, can they do that',
      'the IRS kept my refund to pay my student loan or other federal debt, what is a refund offset',
      'my refund went to pay my state taxes and unemployment overpayment, is that allowed',
      'my spouse owes child support, can they take our whole joint refund',
    ],
    keywords: ['refund offset', 'refund taken', 'past-due child support', 'federal debt offset', 'state tax offset', 'unemployment overpayment', 'Treasury offset'],
    checkedAgainst: '119-100',
  },
  // 26 U.S.C.: limitations
  {
    usc: { title: 26, section: '6502' },
    asks: [
      'how long does the IRS have to collect back taxes, is there a 10 year limit',
      'the collection statute on my old tax debt is almost up, can the IRS still levy after that',
    ],
    keywords: ['collection statute of limitations', '10 years', 'CSED', 'collection after assessment', 'time limit to collect'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6503' },
    asks: [
      'I lived abroad for years, does that pause the IRS 10-year collection clock',
      'does filing bankruptcy stop the IRS statute of limitations from running',
      'what things suspend or extend the time the IRS has to collect',
    ],
    keywords: ['suspension of statute of limitations', 'tolling', 'outside the United States', 'bankruptcy stays collection', 'collection clock'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6513' },
    asks: [
      'I filed my return early, for the refund deadline does it count as filed on the due date',
      'when is tax withheld from my paycheck considered paid for a late refund claim',
    ],
    keywords: ['return deemed filed', 'early return', 'withholding deemed paid', 'refund lookback', 'due date'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6531' },
    asks: [
      'how long can the government wait to criminally prosecute me for tax evasion',
      'statute of limitations for tax crimes like willful failure to file or false returns',
    ],
    keywords: ['criminal statute of limitations', 'tax evasion', '6 years', 'tax fraud prosecution', 'willful failure to file'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6532' },
    asks: [
      'the IRS denied my refund claim, how long do I have to sue for the refund',
      'IRS levied my property to pay someone else\'s tax, what is the deadline to sue for wrongful levy',
      'how long must I wait after filing a refund claim before I can sue',
    ],
    keywords: ['refund suit deadline', '2 years after disallowance', 'wrongful levy suit', '6 months', 'limitation on suits'],
    checkedAgainst: '119-100',
  },
  // 26 U.S.C.: interest
  {
    usc: { title: 26, section: '6601' },
    asks: [
      'I filed an extension but paid late, does the IRS still charge interest from the original due date',
      'why is the IRS charging interest on my penalties and unpaid tax',
    ],
    keywords: ['interest on underpayment', 'interest from due date', 'interest on penalties', 'extension does not stop interest'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6603' },
    asks: [
      'I am being audited and might owe, can I send a deposit to stop interest from building up',
      'can I get back a deposit I made with the IRS if it is not used to pay tax',
    ],
    keywords: ['deposit to stop interest', 'cash deposit', 'audit deposit', 'return of deposit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6611' },
    asks: [
      'my refund took months, does the IRS have to pay me interest on it',
      'if the IRS pays my refund quickly after I file, do I get any interest',
    ],
    keywords: ['interest on overpayment', 'interest on refund', 'late refund interest', '45 days'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6621' },
    asks: [
      'what interest rate does the IRS charge on unpaid taxes and how is it set',
      'is the IRS interest rate on refunds the same as on money I owe',
    ],
    keywords: ['IRS interest rate', 'underpayment rate', 'overpayment rate', 'federal short-term rate', 'quarterly rate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6622' },
    asks: [
      'does IRS interest compound daily on my tax debt',
      'why does my IRS balance grow every day, is the interest compounded',
    ],
    keywords: ['compounded daily', 'daily compounding', 'IRS interest'],
    checkedAgainst: '119-100',
  },
  // 26 U.S.C.: penalties
  {
    usc: { title: 26, section: '6651' },
    asks: [
      'I filed my taxes months late, how much is the failure to file penalty',
      'I filed on time but could not pay, what is the late payment penalty each month',
      'can the IRS waive the late filing penalty if I had a reasonable cause like being in the hospital',
      'more than 60 days late filing with a small tax owed, is there a minimum penalty',
    ],
    keywords: ['failure to file penalty', 'failure to pay penalty', 'late filing penalty', 'late payment penalty', 'reasonable cause', 'addition to tax'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6654' },
    asks: [
      'I am self-employed and did not make quarterly estimated payments, will I get a penalty',
      'underpayment of estimated tax penalty, is there a safe harbor based on last year\'s tax',
      'I retired after 62 and had good reason for missing estimated payments, can the penalty be waived',
    ],
    keywords: ['estimated tax penalty', 'quarterly estimated payments', 'underpayment of estimated tax', 'safe harbor', 'casualty or disaster waiver'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6656' },
    asks: [
      'my small business deposited payroll taxes late, how much is the penalty',
      'failure to deposit penalty on employment taxes, does it go up the later I pay',
    ],
    keywords: ['failure to deposit', 'payroll tax deposit', 'late deposit penalty', 'employment taxes'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6657' },
    asks: [
      'my check to the IRS bounced, is there a penalty on top of what I owe',
      'dishonored payment penalty for a tax payment that did not go through',
    ],
    keywords: ['bad check penalty', 'dishonored payment', 'bounced check to IRS', 'returned payment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6662' },
    asks: [
      'the IRS audit added a 20 percent accuracy-related penalty, what is that for',
      'I understated my income by mistake, when is it a substantial understatement penalty',
      'penalty for negligence on my tax return, how is it figured',
    ],
    keywords: ['accuracy-related penalty', '20 percent penalty', 'substantial understatement', 'negligence penalty', 'valuation misstatement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6663' },
    asks: [
      'the IRS says part of my underpayment was fraud and added a 75 percent penalty',
      'my husband committed tax fraud on our joint return, does the fraud penalty apply to me too',
    ],
    keywords: ['civil fraud penalty', '75 percent', 'tax fraud', 'joint return spouse', 'fraudulent underpayment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6664' },
    asks: [
      'I relied on my accountant in good faith, can that get me out of an accuracy penalty',
      'reasonable cause and good faith defense to IRS penalties, how does it work',
    ],
    keywords: ['reasonable cause', 'good faith', 'reliance on tax professional', 'penalty defense', 'underpayment definition'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6672' },
    asks: [
      'our company did not pay over withheld payroll taxes, can the IRS hold me personally liable as an officer',
      'trust fund recovery penalty: I was the bookkeeper who signed checks, am I a responsible person',
      'IRS mailed a notice proposing a penalty for unpaid employee withholding, how much notice must they give before billing me',
    ],
    keywords: ['trust fund recovery penalty', 'responsible person', 'unpaid payroll taxes', 'withheld taxes not paid', 'personal liability', 'willful failure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6673' },
    asks: [
      'can the Tax Court fine me for making frivolous arguments or filing just to delay',
      'Tax Court sanctions for a groundless case, how much can they be',
    ],
    keywords: ['Tax Court sanctions', 'frivolous position', 'instituted for delay', 'penalty up to $25,000'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6674' },
    asks: [
      'my employer never gave me a W-2 or gave me a false one, is there a penalty on the employer',
      'boss refuses to give W-2 so I can file my taxes',
    ],
    keywords: ['W-2 not provided', 'false W-2', 'fraudulent wage statement', 'employer penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6676' },
    asks: [
      'I claimed a refund that was too high, is there a penalty for an excessive refund claim',
      'amended return asking for a bigger refund was denied, can the IRS penalize the erroneous claim',
    ],
    keywords: ['erroneous refund claim', 'excessive refund claim', '20 percent penalty', 'reasonable cause'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6682' },
    asks: [
      'I claimed exempt on my W-4 to get bigger paychecks, is there a penalty for that',
      'penalty for false information on a withholding form',
    ],
    keywords: ['false W-4', 'withholding certificate', 'claimed exempt', 'false information with respect to withholding', '$500 penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6694' },
    asks: [
      'my tax preparer put fake deductions on my return, is the preparer penalized',
      'paid preparer took an unreasonable position on my return, what is the preparer\'s liability',
    ],
    keywords: ['tax preparer penalty', 'understatement by preparer', 'unreasonable position', 'willful or reckless conduct'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6695' },
    asks: [
      'my tax preparer refused to sign my return or give me a copy, is that a violation',
      'preparer cashed my refund check or did not check my earned income credit eligibility, are there penalties',
    ],
    keywords: ['preparer must sign', 'copy of return', 'preparer identifying number', 'due diligence', 'endorsing refund check', 'preparer penalties'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6698' },
    asks: [
      'our LLC partnership filed its 1065 return late, how is the penalty figured per partner',
      'late partnership return penalty, can it be excused for reasonable cause',
    ],
    keywords: ['partnership return', 'late 1065 penalty', 'per partner per month', 'failure to file partnership return'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6699' },
    asks: [
      'my S corporation filed its return late, what is the penalty per shareholder',
      'forgot to file the 1120-S for my small business, is there a late filing penalty',
    ],
    keywords: ['S corporation return', 'late 1120-S', 'per shareholder penalty', 'failure to file S corporation return'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6702' },
    asks: [
      'I sent the IRS a return saying wages are not income, can they fine me for a frivolous return',
      'what is the penalty for frivolous tax submissions like sovereign citizen arguments',
    ],
    keywords: ['frivolous tax return', 'frivolous submission', '$5,000 penalty', 'tax protester', 'wages are not income'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6713' },
    asks: [
      'my tax preparer shared my information with a lender without asking, is that illegal',
      'can a tax preparation company use my return information for marketing',
    ],
    keywords: ['preparer disclosure', 'use of tax information', 'taxpayer privacy', 'unauthorized disclosure by preparer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6721' },
    asks: [
      'my small business filed 1099s with the IRS late, what are the penalties',
      'penalty for filing information returns with wrong TINs or missing information',
    ],
    keywords: ['information return penalty', 'late 1099 filing', 'incorrect information return', 'W-2 filing penalty', 'intentional disregard'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6722' },
    asks: [
      'I did not send my contractors their 1099s on time, is there a penalty',
      'penalty for not furnishing correct payee statements to employees or contractors',
    ],
    keywords: ['payee statement penalty', 'failure to furnish 1099', 'W-2 to employee', 'incorrect payee statement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6751' },
    asks: [
      'the IRS assessed a penalty without a supervisor signing off, is that allowed',
      'my penalty notice does not explain how it was computed, what must it include',
    ],
    keywords: ['supervisory approval', 'penalty notice', 'written supervisory approval', 'computation of penalty'],
    checkedAgainst: '119-100',
  },
  // 26 U.S.C.: fiduciaries, agreements, appeals
  {
    usc: { title: 26, section: '6903' },
    asks: [
      'I am executor of my mother\'s estate, how do I notify the IRS that I am acting for her',
      'as a trustee or guardian, how do I get the IRS to send tax notices to me instead',
    ],
    keywords: ['notice of fiduciary relationship', 'executor', 'Form 56', 'personal representative', 'guardian'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7121' },
    asks: [
      'we signed a closing agreement with the IRS, can they reopen the case later',
      'can I make a final binding agreement with the IRS settling my tax liability',
    ],
    keywords: ['closing agreement', 'final and conclusive', 'tax settlement', 'reopen only for fraud'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7123' },
    asks: [
      'can I ask for mediation with the IRS Office of Appeals on my unresolved audit issue',
      'how do I get early referral of a dispute from the auditor to IRS Appeals',
    ],
    keywords: ['IRS Appeals', 'mediation', 'early referral', 'alternative dispute resolution', 'arbitration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7345' },
    asks: [
      'I owe the IRS like 70k and my passport renewal got denied, I have a wedding in Portugal',
      'can the State Department revoke my passport because of seriously delinquent tax debt',
      'I set up a payment plan with the IRS, will they reverse the passport certification',
    ],
    keywords: ['passport denied for tax debt', 'seriously delinquent tax debt', 'passport revocation', 'IRS certification to State Department', 'reversal of certification'],
    checkedAgainst: '119-100',
  },
  // 26 U.S.C.: suits
  {
    usc: { title: 26, section: '7421' },
    asks: [
      'can I get a court injunction to stop the IRS from collecting a tax I think is wrong',
      'suing to block an IRS assessment, is there an anti-injunction rule',
    ],
    keywords: ['anti-injunction act', 'suit to restrain collection', 'stop IRS collection', 'injunction against IRS'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7422' },
    asks: [
      'I paid the tax the IRS said I owed and now want to sue to get it back',
      'do I have to file a refund claim with the IRS before suing in district court',
    ],
    keywords: ['refund suit', 'civil action for refund', 'pay and sue', 'Court of Federal Claims', 'claim for refund first'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7425' },
    asks: [
      'my lender is foreclosing on a house with an IRS tax lien, does the foreclosure wipe out the lien',
      'after a nonjudicial foreclosure sale, can the IRS redeem the property',
    ],
    keywords: ['foreclosure and tax lien', 'discharge of liens', 'nonjudicial sale notice', 'IRS right of redemption', 'junior lien'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7426' },
    asks: [
      'the IRS levied my bank account for my brother\'s tax debt, how do I get my money back',
      'wrongful levy: IRS seized property that belongs to me not the taxpayer, can I sue',
    ],
    keywords: ['wrongful levy', 'third party claim', 'property of another', 'suit by non-taxpayer', 'surplus proceeds'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7428' },
    asks: [
      'the IRS denied or revoked our nonprofit\'s 501(c)(3) status, can we challenge that in court',
      'declaratory judgment for a charity\'s tax-exempt status',
    ],
    keywords: ['501(c)(3) status', 'declaratory judgment', 'tax-exempt revocation', 'nonprofit exemption denied'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7429' },
    asks: [
      'the IRS made a jeopardy assessment and seized my assets immediately, how do I challenge it',
      'IRS says collection is in jeopardy and levied without waiting, can a court review that',
    ],
    keywords: ['jeopardy assessment', 'jeopardy levy', 'expedited review', 'immediate collection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7430' },
    asks: [
      'I won my case against the IRS, can I make them pay my attorney fees',
      'recovering costs when the IRS position was not substantially justified',
    ],
    keywords: ['attorney fees against IRS', 'litigation costs', 'prevailing party', 'substantially justified', 'administrative costs'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7431' },
    asks: [
      'an IRS employee looked at my tax return without reason and told others, can I sue for damages',
      'unauthorized disclosure of my tax information by a government worker',
    ],
    keywords: ['unauthorized disclosure', 'return information', 'unauthorized inspection', 'civil damages', 'taxpayer privacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7432' },
    asks: [
      'I paid my taxes but the IRS never released the lien and I lost a home sale, can I sue',
      'damages for failure to release a federal tax lien',
    ],
    keywords: ['failure to release lien', 'civil damages', 'lien not released', 'economic damages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7433A' },
    asks: [
      'a private IRS debt collector harassed me, can I sue the collection company',
      'damages for illegal collection actions by private contractors collecting federal taxes',
    ],
    keywords: ['private debt collector', 'unauthorized collection', 'qualified tax collection contract', 'civil damages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7436' },
    asks: [
      'IRS audit says my 1099 contractors are really employees, can I take that to Tax Court',
      'worker classification dispute with the IRS over employment taxes, is there a court review',
    ],
    keywords: ['worker classification', 'employee or independent contractor', 'employment status', 'Tax Court', 'section 530 relief'],
    checkedAgainst: '119-100',
  },
  // 26 U.S.C.: postponed deadlines
  {
    usc: { title: 26, section: '7508' },
    asks: [
      'I am deployed in a combat zone, do I get extra time to file my taxes',
      'my husband is serving in a combat zone, are our tax deadlines and IRS audits postponed',
    ],
    keywords: ['combat zone extension', 'military deadline postponement', 'deployed tax filing', 'contingency operation', '180 days'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7508A' },
    asks: [
      'a hurricane hit my area, does the IRS push back the tax filing deadline',
      'federally declared disaster, do I get more time to file and pay without penalty',
    ],
    keywords: ['disaster extension', 'federally declared disaster', 'postponed deadline', 'wildfire', 'disaster relief'],
    checkedAgainst: '119-100',
  },
  // 26 U.S.C.: income tax items
  {
    usc: { title: 26, section: '1' },
    asks: [
      'what are the federal income tax brackets and rates for single, married and head of household',
      'I am a single mom, do I get a better tax rate filing as head of household',
      'does getting married put us in a higher tax bracket, how are joint rates figured',
      'how is tax on long-term capital gains and qualified dividends figured compared to wages',
    ],
    keywords: ['tax brackets', 'tax rates', 'head of household', 'married filing jointly', 'capital gains rate', 'kiddie tax'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '21' },
    asks: [
      'I pay daycare so I can work, is there a tax credit for child care costs',
      'can I claim the dependent care credit for my disabled spouse\'s caregiver while I work',
      'my kid turned 13, can I still get the child and dependent care credit for after-school care',
    ],
    keywords: ['child and dependent care credit', 'daycare credit', 'childcare expenses', 'under age 13', 'care so you can work', 'disabled spouse care'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '22' },
    asks: [
      'I am over 65 with low income, is there a tax credit for the elderly',
      'retired on permanent disability, do I qualify for the credit for the elderly and disabled',
    ],
    keywords: ['credit for the elderly', 'permanently and totally disabled', 'age 65', 'disability income credit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '23' },
    asks: [
      'we adopted a child, is there a tax credit for adoption costs like agency and legal fees',
      'adopting a special needs child from foster care, can we get the full adoption credit',
      'is there an income limit on the adoption credit and can the unused credit carry forward',
    ],
    keywords: ['adoption credit', 'adoption expenses', 'special needs adoption', 'qualified adoption expenses', 'foster care adoption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '24' },
    asks: [
      'how much is the child tax credit and does my kid need a Social Security number',
      'my daughter turned 17 this year, can I still claim the child tax credit',
      'I owe no tax, can I still get part of the child tax credit as a refund',
      'is there a credit for a dependent who is not a child, like my elderly parent',
    ],
    keywords: ['child tax credit', 'additional child tax credit', 'refundable portion', 'under age 17', 'credit for other dependents', 'Social Security number requirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '25' },
    asks: [
      'I got a mortgage credit certificate from a state housing agency, how does the tax credit for my mortgage interest work',
      'first-time homebuyer program gave me an MCC, can I claim a credit for part of my interest',
    ],
    keywords: ['mortgage credit certificate', 'MCC', 'mortgage interest credit', 'first-time homebuyer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '25A' },
    asks: [
      'I am paying my kid\'s college tuition, which education credit can I claim, American Opportunity or Lifetime Learning',
      'I am in my fifth year of college, can I still get the American Opportunity credit',
      'taking night classes to improve job skills, is there a tax credit for that tuition',
      'is the college tuition credit refundable if I owe no tax',
    ],
    keywords: ['American Opportunity credit', 'Lifetime Learning credit', 'college tuition credit', 'education credit', 'qualified tuition'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '36B' },
    asks: [
      'I got a marketplace health plan subsidy and my income went up, do I have to pay some back at tax time',
      'how does the premium tax credit for Obamacare insurance work and who qualifies',
      'my employer offers insurance but it is expensive, can I still get the marketplace premium credit',
    ],
    keywords: ['premium tax credit', 'ACA subsidy', 'marketplace insurance', 'advance payments reconciliation', 'repay excess subsidy', 'affordable employer coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '61' },
    asks: [
      'is money I get from side jobs, tips or bartering taxable income',
      'I got paid in goods and services instead of cash for my work, is that taxable income',
      'what counts as gross income for federal tax purposes',
    ],
    keywords: ['gross income', 'taxable income sources', 'all income from whatever source', 'barter income', 'compensation for services', 'income in kind'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '62' },
    asks: [
      'what is adjusted gross income and which deductions can I take even without itemizing',
      'I am a teacher who bought classroom supplies, is there an above-the-line deduction',
      'can I deduct HSA or IRA contributions and student loan interest before AGI without itemizing',
    ],
    keywords: ['adjusted gross income', 'AGI', 'above-the-line deductions', 'educator expenses', 'adjustments to income'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '63' },
    asks: [
      'should I take the standard deduction or itemize, how is taxable income figured',
      'how much is the standard deduction and is it bigger if I am over 65 or blind',
      'someone claims me as a dependent, is my standard deduction limited',
    ],
    keywords: ['standard deduction', 'itemized deductions', 'taxable income', 'additional standard deduction', 'age 65 or blind', 'dependent standard deduction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '86' },
    asks: [
      'are my Social Security benefits taxable, I also have a pension and part-time job',
      'how much of my Social Security is taxed once my income goes over the base amount',
      'I got a lump-sum back payment of Social Security disability, how is it taxed',
    ],
    keywords: ['Social Security taxable', 'taxation of benefits', 'provisional income', 'base amount', 'railroad retirement tier 1', 'lump-sum election'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '102' },
    asks: [
      'I inherited money from my grandmother, do I have to pay income tax on it',
      'my parents gave me a large cash gift, is that taxable income to me',
      'is the interest or rent from inherited property taxable even though the inheritance is not',
    ],
    keywords: ['gifts not income', 'inheritance not taxable', 'bequest', 'gift exclusion from income', 'income from inherited property'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '104' },
    asks: [
      'I got a settlement for a car accident injury, do I pay income tax on it',
      'is a lawsuit settlement for emotional distress or discrimination taxable',
      'are workers\' comp benefits or disability pay from a policy I paid for taxable',
      'veteran disability compensation, is it taxable income',
    ],
    keywords: ['personal injury settlement', 'physical injury damages', 'emotional distress', 'punitive damages taxable', 'workers compensation', 'disability benefits', 'compensation for injuries'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '108' },
    asks: [
      'my credit card company forgave debt and sent me a 1099-C, do I owe tax on it',
      'I was insolvent when the debt was cancelled, is the canceled debt still taxable',
      'my student loans were discharged because of disability, is that taxable income',
      'debt wiped out in bankruptcy, do I have to report it as income',
    ],
    keywords: ['cancellation of debt income', '1099-C', 'insolvency exclusion', 'bankruptcy discharge', 'student loan discharge', 'forgiven debt', 'principal residence debt'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '132' },
    asks: [
      'my employer gives free parking and transit passes, is that taxable to me',
      'employee discount and small holiday gifts from work, are those taxable fringe benefits',
      'company paid for my work phone and training, do I pay tax on that',
    ],
    keywords: ['fringe benefits', 'employee discount', 'de minimis fringe', 'working condition fringe', 'transit and parking benefit', 'no-additional-cost service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '151' },
    asks: [
      'can I still take a personal exemption for myself and my kids',
      'I am over 65, is there a new extra senior deduction and does my income phase it out',
    ],
    keywords: ['personal exemption', 'exemption amount zero', 'senior deduction', 'age 65 deduction', 'dependency exemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '152' },
    asks: [
      'can I claim my girlfriend\'s child or my elderly mother as a dependent',
      'my ex and I share custody, who gets to claim our child on taxes',
      'my son is 22 and in college, is he still my qualifying child',
      'I support my unemployed brother who lives with me, can I claim him as a qualifying relative',
    ],
    keywords: ['dependent', 'qualifying child', 'qualifying relative', 'divorced parents claiming child', 'support test', 'tiebreaker rules', 'full-time student'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '162' },
    asks: [
      'I am self-employed, which business expenses can I deduct',
      'can I deduct travel, meals and my car for my side business',
      'are fines or lobbying costs deductible as business expenses',
      'self-employed health insurance premiums, can I deduct them',
    ],
    keywords: ['business expenses', 'ordinary and necessary', 'travel expenses', 'self-employed deduction', 'fines not deductible', 'trade or business'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '163' },
    asks: [
      'can I deduct the interest on my home mortgage and home equity loan',
      'is credit card or car loan interest deductible',
      'how much mortgage debt can I deduct interest on for a second home',
    ],
    keywords: ['mortgage interest deduction', 'home equity interest', 'personal interest not deductible', 'acquisition indebtedness', 'investment interest', 'qualified residence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '164' },
    asks: [
      'how much state income and property tax can I deduct, what is the SALT cap',
      'can I deduct my real estate taxes and the value-based personal property tax on my car',
      'sales tax or state income tax deduction, which can I take',
    ],
    keywords: ['SALT deduction', 'state and local taxes', 'property tax deduction', 'SALT cap', 'sales tax deduction', 'real property taxes'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '165' },
    asks: [
      'my house was damaged in a declared disaster, can I deduct the casualty loss',
      'someone stole money from me in a scam, is a theft loss deductible',
      'can I deduct my gambling losses against my winnings',
      'I sold stock at a loss or my investment became worthless, how is the loss deducted',
    ],
    keywords: ['casualty loss', 'theft loss', 'disaster loss', 'gambling losses', 'worthless securities', 'federally declared disaster'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '170' },
    asks: [
      'I donated to a church and a charity, how much can I deduct and do I need a receipt',
      'donated my old car to charity, how is the deduction valued',
      'can I deduct charitable donations if I take the standard deduction',
      'giving appreciated stock to a charity, what are the limits on the deduction',
    ],
    keywords: ['charitable deduction', 'charitable contribution', 'donation receipt', 'vehicle donation', 'percentage limits', 'written acknowledgment', 'non-itemizer deduction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '213' },
    asks: [
      'I had huge medical bills this year, can I deduct them on my taxes',
      'what medical expenses count, like dental, long-term care insurance or medical travel',
      'can I deduct medical bills I paid for my mother who is my dependent',
    ],
    keywords: ['medical expense deduction', '7.5 percent of AGI', 'dental expenses', 'long-term care', 'medical care definition', 'itemized deduction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '219' },
    asks: [
      'can I deduct my traditional IRA contribution if I also have a 401(k) at work',
      'my wife does not work, can she still contribute to an IRA and deduct it',
      'how much can I put in an IRA and deduct this year',
    ],
    keywords: ['IRA deduction', 'traditional IRA contribution', 'spousal IRA', 'active participant', 'retirement savings deduction', 'contribution limit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '221' },
    asks: [
      'can I deduct the interest I pay on my student loans',
      'my parents claim me as a dependent, can I still deduct my student loan interest',
      'income too high for the student loan interest deduction, how does the phaseout work',
    ],
    keywords: ['student loan interest deduction', 'education loan', 'phaseout', 'qualified education loan', 'dependent not eligible'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '220' },
    asks: [
      'I have an old Archer medical savings account from my small employer, how are contributions and withdrawals taxed',
      'what is an Archer MSA and can I still open one',
    ],
    keywords: ['Archer MSA', 'medical savings account', 'high deductible plan', 'small employer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '223' },
    asks: [
      'I have a high-deductible health plan, how much can I put in an HSA and is it deductible',
      'can I use my health savings account money for non-medical things and what is the penalty',
      'I turned 65 and got Medicare, can I still contribute to my HSA',
    ],
    keywords: ['health savings account', 'HSA', 'high deductible health plan', 'HSA contribution limit', 'non-medical withdrawal penalty', 'Medicare and HSA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '280A' },
    asks: [
      'I work from home, can I deduct a home office',
      'I rented out my house for a week during a big event, do I have to report that rental income',
      'renting my vacation home part of the year and using it myself, how are expenses limited',
      'I run a daycare in my house, can I deduct part of my home costs',
    ],
    keywords: ['home office deduction', 'exclusive use', 'vacation home rental', 'rented less than 15 days', 'personal use days', 'home daycare'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '408' },
    asks: [
      'I took money out of my IRA to roll over, how many days do I have to put it back without tax',
      'can I roll over my IRA more than once a year',
      'I inherited an IRA from my spouse or my father, can I roll it over',
      'are IRA withdrawals taxable and can I give to charity straight from my IRA',
    ],
    keywords: ['individual retirement account', 'IRA rollover', '60-day rollover', 'one rollover per year', 'inherited IRA', 'qualified charitable distribution', 'SEP and SIMPLE IRA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '529' },
    asks: [
      'can I use my kid\'s 529 college savings plan for private school tuition or apprenticeships',
      'what happens if I take money out of a 529 plan for something other than education',
      'can leftover 529 money be rolled into a Roth IRA or used to pay student loans',
    ],
    keywords: ['529 plan', 'qualified tuition program', 'college savings', 'qualified higher education expenses', 'K-12 tuition', '529 to Roth rollover', 'nonqualified withdrawal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1001' },
    asks: [
      'I sold my rental property, how do I figure my taxable gain',
      'how is gain or loss on selling something calculated, sale price minus basis',
    ],
    keywords: ['gain or loss', 'amount realized', 'adjusted basis', 'sale of property', 'recognition of gain'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1014' },
    asks: [
      'I inherited my parents\' house and sold it, what is my cost basis, does it step up',
      'inherited stock that went up a lot during dad\'s life, do I pay capital gains on all of it',
      'community property after my husband died, does my half get a new basis too',
    ],
    keywords: ['stepped-up basis', 'inherited property basis', 'fair market value at death', 'capital gains on inherited house', 'community property basis'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1015' },
    asks: [
      'my mom gave me her house while alive and I sold it, what is my basis',
      'received stock as a gift, is my basis the giver\'s original cost',
      'gifted property worth less than the donor paid, how do I figure a loss',
    ],
    keywords: ['basis of gift', 'carryover basis', 'gifted property', 'donor basis', 'gift tax basis adjustment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1031' },
    asks: [
      'can I sell my rental property and buy another without paying capital gains tax, a 1031 exchange',
      'how long do I have to identify and close on replacement property in a like-kind exchange',
      'can I do a 1031 exchange with equipment or my personal home',
    ],
    keywords: ['1031 exchange', 'like-kind exchange', 'investment real estate', '45 days identify', '180 days', 'boot', 'deferred gain'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1091' },
    asks: [
      'I sold stock at a loss and bought it back two weeks later, can I still deduct the loss',
      'what is the wash sale rule and how many days before and after does it cover',
    ],
    keywords: ['wash sale', '30 days', 'disallowed loss', 'substantially identical', 'repurchase stock'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1221' },
    asks: [
      'is my collection, house or stock a capital asset for capital gains tax',
      'I flip houses and sell inventory, is that capital gain or ordinary income',
      'I sold a song I wrote, is that a capital asset',
    ],
    keywords: ['capital asset', 'capital gains', 'inventory excluded', 'ordinary income', 'self-created works'],
    checkedAgainst: '119-100',
  },
  // 26 U.S.C.: estate and gift tax
  {
    usc: { title: 26, section: '2001' },
    asks: [
      'my father died with a big estate, how is federal estate tax calculated',
      'what is the estate tax rate on a large estate after the exemption',
    ],
    keywords: ['estate tax', 'estate tax rate', 'taxable estate', 'death tax', 'adjusted taxable gifts'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2002' },
    asks: [
      'who has to pay the federal estate tax, the executor or the heirs',
      'as executor, am I responsible for paying the estate tax',
    ],
    keywords: ['executor pays estate tax', 'liability for estate tax', 'executor responsibility', 'estate tax payment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2010' },
    asks: [
      'how much can someone leave when they die before estate tax applies, what is the exemption',
      'my husband died and did not use his estate tax exemption, can I add it to mine (portability)',
    ],
    keywords: ['estate tax exemption', 'unified credit', 'basic exclusion amount', 'portability', 'deceased spousal unused exclusion', 'DSUE'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2501' },
    asks: [
      'do I owe gift tax if I give my kids money or a house',
      'I am not a U.S. citizen or resident, do I owe U.S. gift tax on gifts I make',
      'is giving money to a political group subject to gift tax',
    ],
    keywords: ['gift tax', 'transfer by gift', 'nonresident donor', 'gift tax imposed', 'political organization gifts'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2502' },
    asks: [
      'how is the gift tax rate calculated on large gifts over the years',
      'who pays gift tax, the giver or the person receiving the gift',
    ],
    keywords: ['gift tax rate', 'cumulative gifts', 'donor liability', 'gift tax computation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2503' },
    asks: [
      'how much can I give each person per year without filing a gift tax return, the annual exclusion',
      'I paid my grandson\'s college tuition and my mom\'s hospital bill directly, does that count as a gift',
      'I put money in a trust for my grandchild, does the annual exclusion apply to a future interest or a gift to a minor',
    ],
    keywords: ['annual gift exclusion', 'taxable gifts', 'tuition paid directly', 'medical expenses paid directly', 'future interest', 'gift to minor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2504' },
    asks: [
      'I made big gifts in earlier years, how do those count when computing gift tax this year',
      'do prior taxable gifts push my current gifts into a higher gift tax bracket',
    ],
    keywords: ['prior taxable gifts', 'preceding calendar periods', 'cumulative gift tax', 'gift history'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2505' },
    asks: [
      'I gave my kids more than the annual exclusion, do I actually pay gift tax or does the lifetime exemption cover it',
      'how is the credit against gift tax figured when I have made large gifts over several years',
    ],
    keywords: ['unified credit against gift tax', 'lifetime gift exemption', 'lifetime exclusion', 'gift tax credit'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C.: disability compensation
  {
    usc: { title: 38, section: '1111' },
    asks: [
      'VA says my knee problem existed before I enlisted, but my entrance exam showed nothing, isn\'t it presumed I was healthy',
      'presumption of soundness: my condition was not noted when I joined, how can VA say it preexisted service',
    ],
    keywords: ['presumption of soundness', 'sound condition at entry', 'preexisting condition', 'entrance examination', 'clear and unmistakable evidence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1112' },
    asks: [
      'my arthritis showed up within a year after I got out, is it presumed service-connected',
      'I was a prisoner of war, which diseases does VA presume are connected to captivity',
    ],
    keywords: ['presumptive service connection', 'chronic disease within one year', 'tropical disease', 'former prisoner of war', 'radiation-exposed veteran', 'served 90 days in wartime'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1113' },
    asks: [
      'VA denied my presumptive claim saying something after service caused my disease, can they rebut the presumption',
      'my condition is not on the presumptive list, can I still prove direct service connection',
    ],
    keywords: ['rebuttable presumption', 'intercurrent cause', 'affirmative evidence to the contrary', 'direct service connection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1114' },
    asks: [
      'how much VA disability compensation do I get per month at my rating percentage',
      'I lost use of a hand from service, what is special monthly compensation',
      'I need help with daily activities because of my service-connected disabilities, is there a higher aid and attendance rate',
      'rated 100 percent and housebound, is there an extra payment',
    ],
    keywords: ['disability compensation rates', 'special monthly compensation', 'SMC', 'loss of use', 'aid and attendance', 'housebound rate', 'rating percentage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1115' },
    asks: [
      'I am rated 30 percent or more, can I get extra VA compensation for my wife and kids',
      'adding a dependent parent or a child in school to my VA disability award',
    ],
    keywords: ['additional compensation for dependents', '30 percent rating', 'spouse allowance', 'dependent children', 'school child', 'dependent parent'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1116' },
    asks: [
      'I served in Vietnam and now have diabetes, is it presumed caused by Agent Orange',
      'I was stationed at a base in Thailand during the Vietnam era, am I presumed exposed to herbicides',
      'which diseases does VA presume come from Agent Orange exposure',
    ],
    keywords: ['Agent Orange', 'herbicide exposure', 'Vietnam veteran', 'presumptive diseases', 'Thailand bases', 'Laos Cambodia Guam'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1116A' },
    asks: [
      'I was in the Navy on a ship off the coast of Vietnam, do I get the Agent Orange presumption (blue water Navy)',
      'served offshore of Vietnam in the territorial sea, can I claim herbicide-related disability',
    ],
    keywords: ['blue water Navy', 'offshore Vietnam', 'Agent Orange', 'herbicide presumption', 'ship service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1116B' },
    asks: [
      'I served near the Korean DMZ in the late 1960s, am I presumed exposed to Agent Orange',
      'Korea DMZ veteran with a herbicide disease, how do I claim presumptive service connection',
    ],
    keywords: ['Korean DMZ', 'herbicide exposure Korea', 'Agent Orange', 'presumption of exposure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1117' },
    asks: [
      'Gulf War veteran with unexplained fatigue, joint pain and rashes, can I get compensation for undiagnosed illness',
      'chronic multisymptom illness from serving in Southwest Asia, is it compensable',
    ],
    keywords: ['Gulf War illness', 'undiagnosed illness', 'chronic multisymptom illness', 'Persian Gulf veteran', 'Southwest Asia'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1118' },
    asks: [
      'which illnesses are presumed service-connected for veterans who served in the Persian Gulf War',
      'I served in Desert Storm and have a condition linked to that service, is there a presumption',
    ],
    keywords: ['Persian Gulf War presumption', 'Desert Storm', 'Gulf War illnesses', 'presumptive service connection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1119' },
    asks: [
      'I was exposed to toxic chemicals in service but my records do not show it, how does VA decide exposure',
      'PACT Act toxic exposure: which veterans are presumed exposed and where',
    ],
    keywords: ['toxic exposure', 'PACT Act', 'presumed exposure', 'covered veteran', 'exposure tracking record'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1120' },
    asks: [
      'I was around burn pits in Iraq and now have asthma or cancer, is it presumed service-connected',
      'which cancers and respiratory diseases are presumed for burn pit exposure',
    ],
    keywords: ['burn pits', 'PACT Act', 'respiratory cancer', 'asthma', 'constrictive bronchiolitis', 'airborne hazards'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1131' },
    asks: [
      'I served only in peacetime and got hurt on duty, can I still get VA disability compensation',
      'my injury happened while I was drunk on duty, does willful misconduct bar VA compensation',
    ],
    keywords: ['peacetime disability compensation', 'line of duty', 'willful misconduct', 'alcohol or drug abuse', 'basic entitlement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1151' },
    asks: [
      'a VA surgeon made a mistake and I am now worse off, can I get disability compensation for it',
      'my father died because of negligent care at a VA hospital, can the family get DIC',
      'injured during VA vocational rehab training, is that compensable',
    ],
    keywords: ['1151 claim', 'VA medical malpractice', 'negligent VA treatment', 'additional disability', 'not reasonably foreseeable', 'vocational rehabilitation injury'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1153' },
    asks: [
      'I had a back problem before the military and service made it worse, can I get compensation for aggravation',
      'VA says my preexisting condition just progressed naturally, how is aggravation decided',
    ],
    keywords: ['aggravation', 'preexisting condition', 'natural progress', 'increase in disability during service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1154' },
    asks: [
      'I was in combat but there are no records of my injury, will VA accept my own statement',
      'VA must consider where and when I served when deciding my claim',
    ],
    keywords: ['combat veteran', 'lay evidence', 'combat presumption', 'places, types and circumstances of service', 'no service records'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1155' },
    asks: [
      'how does VA rate disabilities, what is the rating schedule based on',
      'VA changed the rating schedule, can that lower my existing rating',
    ],
    keywords: ['rating schedule', 'VASRD', 'average impairment of earning capacity', 'readjustment of schedule', 'protection against reduction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1156' },
    asks: [
      'I just got discharged with a serious unhealed injury, can VA give me a temporary rating right away',
      'I was discharged because of a severe mental disorder from a highly stressful event in service, does VA give a temporary rating',
    ],
    keywords: ['temporary disability rating', 'prestabilization rating', 'recently discharged', 'mental disorder causing discharge', 'unstabilized condition'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1157' },
    asks: [
      'I was injured in wartime service and again in a later peacetime enlistment, does VA combine both disabilities into one rating',
      'disabilities from two different periods of service, one wartime and one peacetime, how is compensation paid',
    ],
    keywords: ['combination of ratings', 'wartime and peacetime service', 'multiple periods of service', 'line of duty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1159' },
    asks: [
      'VA wants to sever service connection I have had for over 10 years, can they do that',
      'protected service connection after ten years, when can it be taken away',
    ],
    keywords: ['protection of service connection', '10 years', 'severance', 'fraud exception', 'protected rating'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1160' },
    asks: [
      'I lost hearing in one ear from service and now lost hearing in the other ear for other reasons, does VA rate both',
      'service-connected loss of one kidney or eye and the other was lost later, paired organ compensation',
    ],
    keywords: ['paired organs', 'paired extremities', 'bilateral hearing loss', 'loss of vision', 'kidney', 'non-service-connected pair'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1161' },
    asks: [
      'I got military disability severance pay, does VA take it back out of my disability compensation',
      'how is separation severance pay recouped from VA compensation',
    ],
    keywords: ['disability severance pay', 'recoupment', 'offset of severance', 'VA compensation deduction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1162' },
    asks: [
      'my prosthetic leg wears out my pants, can I get a VA clothing allowance',
      'skin cream for a service-connected condition stains my clothes, is there an annual clothing allowance',
    ],
    keywords: ['clothing allowance', 'prosthetic appliance', 'orthopedic device', 'skin medication', 'annual payment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1163' },
    asks: [
      'I get individual unemployability (TDIU), if I try working again will VA cut my rating',
      'trial work period for a veteran rated unemployable, what happens if the job does not work out',
    ],
    keywords: ['TDIU', 'individual unemployability', 'trial work period', 'substantially gainful occupation', 'rating protection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1165' },
    asks: [
      'I am a military sexual trauma survivor, can I ask for a female or male examiner for my VA exam',
      'can I choose the sex of the doctor doing my C&P exam',
    ],
    keywords: ['choice of examiner sex', 'C&P exam', 'military sexual trauma', 'medical examination'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1166' },
    asks: [
      'filing a PTSD claim based on military sexual trauma, how does VA handle MST claims',
      'MST claim denied, does VA have special teams and peer support for these claims',
    ],
    keywords: ['military sexual trauma', 'MST claim', 'specialized teams', 'peer support specialist', 'PTSD claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1168' },
    asks: [
      'I had a toxic exposure risk activity in service, does VA have to give me a medical exam for my claim',
      'VA denied my toxic exposure claim without an exam, is a nexus exam required',
    ],
    keywords: ['medical nexus examination', 'toxic exposure risk activity', 'TERA', 'VA exam required'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C.: dependency and indemnity compensation
  {
    usc: { title: 38, section: '1310' },
    asks: [
      'my husband died from a service-connected condition, can I get DIC payments',
      'who qualifies for dependency and indemnity compensation when a veteran dies',
    ],
    keywords: ['DIC', 'dependency and indemnity compensation', 'service-connected death', 'surviving spouse', 'death on active duty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1311' },
    asks: [
      'how much DIC does a surviving spouse get each month',
      'my husband was rated 100 percent for 8 years before he died, do I get a higher DIC rate',
      'widow with young children, is there extra DIC for kids under 18',
    ],
    keywords: ['DIC rate', 'surviving spouse payment', '8-year rule', 'aid and attendance for spouse', 'transitional benefit for children'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1313' },
    asks: [
      'both parents are gone, do the veteran\'s children get DIC directly',
      'how much DIC do children of a deceased veteran get when there is no surviving spouse',
    ],
    keywords: ['DIC for children', 'no surviving spouse', 'children of deceased veteran', 'equal shares'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1314' },
    asks: [
      'my adult son was disabled before 18 and his father died of a service condition, can he get extra DIC',
      'my child is 19 and in college, does DIC continue for school',
    ],
    keywords: ['helpless child', 'incapable of self-support', 'school child age 18 to 23', 'supplemental DIC'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1315' },
    asks: [
      'our son died in service, can we as low-income parents get parents\' DIC',
      'how is parents\' dependency and indemnity compensation affected by our income',
    ],
    keywords: ['parents DIC', 'dependent parents', 'income-based', 'death of service member'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1318' },
    asks: [
      'my husband was rated totally disabled for over 10 years but died of something else, can I get DIC',
      'veteran was a POW and rated 100 percent, does the family get DIC even if death was not service-connected',
    ],
    keywords: ['1318 DIC', 'totally disabled 10 years', 'death not service-connected', 'former prisoner of war', 'five years after discharge'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C.: pension
  {
    usc: { title: 38, section: '1502' },
    asks: [
      'I am in a nursing home, does VA consider me permanently and totally disabled for pension',
      'I get Social Security disability, does that count as disabled for VA pension',
      'what does it mean to need regular aid and attendance or be housebound for VA pension',
    ],
    keywords: ['permanently and totally disabled', 'nursing home', 'Social Security disability', 'need for aid and attendance', 'housebound'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1503' },
    asks: [
      'what income counts for VA pension and can I deduct my medical expenses',
      'does my spouse\'s income or my Social Security count against VA pension',
    ],
    keywords: ['countable income', 'annual income', 'unreimbursed medical expenses', 'excluded income', 'VA pension income'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1505' },
    asks: [
      'my veteran husband went to prison, will his VA pension stop, and can part go to me',
      'VA pension during incarceration, when does it end',
    ],
    keywords: ['pension during incarceration', 'imprisoned veteran', 'after 60 days in prison', 'apportionment to family', 'penal institution'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1506' },
    asks: [
      'VA says I was overpaid pension because I did not report income, do I have to pay it back',
      'do I have to report changes in income to keep my VA pension',
    ],
    keywords: ['income report', 'pension overpayment', 'eligibility verification', 'report changes'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1513' },
    asks: [
      'I am a wartime veteran over 65 with low income, can I get VA pension without being disabled',
      'age 65 VA pension, do I need to prove a disability',
    ],
    keywords: ['veterans pension age 65', 'no disability required', 'wartime veteran', 'low income'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1521' },
    asks: [
      'I served during a war period and have low income and a disability not from service, can I get VA pension',
      'aid and attendance pension to help pay for assisted living for my veteran father',
      'how long did I have to serve during wartime to qualify for VA pension',
    ],
    keywords: ['veterans pension', 'non-service-connected pension', 'aid and attendance', 'housebound', 'period of war', '90 days service', 'maximum annual pension rate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1522' },
    asks: [
      'I have savings and a house, is there a net worth limit for VA pension',
      'VA denied pension saying my assets are too high, how is net worth counted',
    ],
    keywords: ['net worth limit', 'pension asset limit', 'corpus of estate', 'excessive net worth'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1541' },
    asks: [
      'I am the widow of a wartime veteran with little income, can I get survivors pension',
      'surviving spouse pension with aid and attendance for nursing home costs',
    ],
    keywords: ['survivors pension', 'death pension', 'surviving spouse of wartime veteran', 'aid and attendance', 'low income widow'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1542' },
    asks: [
      'my father was a wartime veteran and died, can I as his child get a VA pension',
      'survivors pension for a child when there is no eligible surviving spouse',
    ],
    keywords: ['child survivors pension', 'children of wartime veterans', 'death pension for child'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1543' },
    asks: [
      'is there a net worth limit on survivors pension for a veteran\'s widow',
      'surviving spouse has savings, will VA deny death pension',
    ],
    keywords: ['net worth limit', 'survivors pension assets', 'corpus of estate', 'surviving spouse'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1562' },
    asks: [
      'my grandfather received the Medal of Honor, is there a special monthly pension',
      'Medal of Honor special pension, how do recipients apply',
    ],
    keywords: ['Medal of Honor pension', 'special pension', 'Medal of Honor Roll'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C.: VA health care
  {
    usc: { title: 38, section: '1703' },
    asks: [
      'the VA cannot see me for months and the nearest VA clinic is far, can I get community care from a local doctor',
      'my VA doctor and I agree an outside specialist is best for me, does VA pay for community care',
      'VA does not offer the treatment I need, can I go to a private provider through the Veterans Community Care Program',
    ],
    keywords: ['community care', 'MISSION Act', 'non-VA provider', 'wait times', 'drive time', 'best medical interest', 'Veterans Community Care Program'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1703B' },
    asks: [
      'what are the VA access standards for wait times and drive times that qualify me for outside care',
      'how long is too long to wait for a VA appointment before I can use community care',
    ],
    keywords: ['access standards', 'wait time standard', 'drive time standard', 'community care eligibility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1705' },
    asks: [
      'what VA health care priority group am I in with a 40 percent rating',
      'how does VA decide which veterans get enrolled first for health care',
    ],
    keywords: ['VA enrollment', 'priority groups', 'patient enrollment system', 'service-connected rating priority', 'VA health care eligibility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1708' },
    asks: [
      'I have to travel far for VA treatment, can my family stay at a Fisher House or VA lodging',
      'temporary lodging for a veteran and caregiver during VA medical care',
    ],
    keywords: ['Fisher House', 'temporary lodging', 'travel for care', 'family lodging'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1709C' },
    asks: [
      'I cannot go to my VA mental health appointments because I have no one to watch my kids, does VA help with child care',
      'child care assistance for veterans during VA medical visits',
    ],
    keywords: ['child care assistance', 'VA appointments', 'veteran parents', 'mental health care'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1710A' },
    asks: [
      'my father is a 70 percent service-connected veteran, does VA have to provide nursing home care',
      'which veterans must VA provide nursing home care to, and can they be moved out once placed',
    ],
    keywords: ['VA nursing home care', 'required nursing home care', '70 percent rating', 'community living center'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1710B' },
    asks: [
      'what extended care services does VA provide, like adult day care, respite or hospice',
      'does VA charge copays for long-term care services',
    ],
    keywords: ['extended care services', 'geriatric evaluation', 'adult day health care', 'hospice', 'long-term care copayment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1712' },
    asks: [
      'am I eligible for free VA dental care, my teeth problem is not service connected',
      'former prisoner of war or 100 percent rated veteran, does VA cover all dental treatment',
      'I just got out of the military, can VA do a one-time dental treatment if I apply soon',
    ],
    keywords: ['VA dental care', 'dental eligibility', 'one-time dental treatment', 'former POW dental', 'service-connected dental'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1712A' },
    asks: [
      'I served in a combat zone and need counseling, can I go to a Vet Center for readjustment counseling',
      'can family members of a veteran get counseling at a Vet Center',
    ],
    keywords: ['Vet Center', 'readjustment counseling', 'combat theater', 'family counseling', 'mental health services'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1712C' },
    asks: [
      'I am enrolled in VA health care but do not qualify for VA dental, can I buy VA dental insurance',
      'dental insurance plan for veterans and their families through VA',
    ],
    keywords: ['VA dental insurance', 'VADIP', 'premium-based dental', 'survivors and dependents'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1714' },
    asks: [
      'can VA give me a service dog for my disability or PTSD',
      'I am a blind veteran, does VA provide a guide dog and training',
      'VA prosthetic leg fitting and training, what does VA furnish',
    ],
    keywords: ['service dog', 'guide dog', 'prosthetic appliances', 'fitting and training', 'mental health service dog'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1717' },
    asks: [
      'I need a wheelchair ramp and bathroom changes at home, does VA pay for home improvements',
      'can VA provide home health care and lifts for a disabled veteran',
    ],
    keywords: ['home health services', 'home improvements and structural alterations', 'wheelchair ramp', 'invalid lift'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1720' },
    asks: [
      'can VA pay for my dad to stay in a private community nursing home near family',
      'can VA move a veteran from a VA hospital to a community nursing home at government expense',
    ],
    keywords: ['community nursing home', 'contract nursing home', 'non-Department nursing home', 'adult day health care'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1720A' },
    asks: [
      'I am a veteran struggling with alcohol or drugs, does VA provide addiction treatment',
      'VA cannot treat my drug problem right away, will they refer me to outside treatment',
    ],
    keywords: ['substance use treatment', 'drug and alcohol dependence', 'rehabilitation services', 'addiction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1720B' },
    asks: [
      'I am my husband\'s full-time caregiver and need a break, does VA offer respite care',
      'short-term respite care for a veteran so the family caregiver can rest',
    ],
    keywords: ['respite care', 'caregiver break', 'short-term care', 'family caregiver relief'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1720D' },
    asks: [
      'I was sexually assaulted in the military, can I get counseling and care from VA for it',
      'MST counseling and care at VA, are reservists and National Guard members covered too',
    ],
    keywords: ['military sexual trauma', 'MST counseling', 'sexual harassment', 'free care', 'no rating needed'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1720G' },
    asks: [
      'I take care of my injured veteran son full-time, can I get a VA caregiver stipend',
      'how does the VA program of comprehensive assistance for family caregivers work',
      'caregiver support for a veteran who needs help with daily activities',
    ],
    keywords: ['caregiver program', 'caregiver stipend', 'family caregiver', 'comprehensive assistance', 'primary family caregiver', 'general caregiver support'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1720I' },
    asks: [
      'I have an other than honorable discharge, can I still get mental health care from VA',
      'OTH veteran with PTSD, will VA treat me',
    ],
    keywords: ['other than honorable discharge', 'OTH mental health care', 'former service members', 'behavioral health'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1720J' },
    asks: [
      'a veteran in a suicidal crisis went to a private ER, will VA pay for the emergency care',
      'emergent suicide care for veterans, is it free and who is eligible',
    ],
    keywords: ['emergent suicide care', 'acute suicidal crisis', 'non-VA emergency room', 'no cost'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1722' },
    asks: [
      'how does VA decide if my income is low enough for free health care, the means test',
      'I am on Medicaid or get VA pension, do I pay VA copays',
    ],
    keywords: ['means test', 'income thresholds', 'unable to defray expenses', 'VA copay exemption', 'Medicaid eligible'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1722A' },
    asks: [
      'why does VA charge me a copay for my prescriptions and is there an annual cap',
      'VA medication copayment, who is exempt',
    ],
    keywords: ['medication copayment', 'prescription copay', 'VA pharmacy', 'copay exemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1722C' },
    asks: [
      'do I have to pay a copay for my first VA mental health visits',
      'first three outpatient mental health visits at VA free of copay',
    ],
    keywords: ['mental health copay', 'first three visits', 'outpatient mental health', 'no copayment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1724' },
    asks: [
      'I live overseas, will VA pay for treatment of my service-connected condition abroad',
      'Foreign Medical Program, does VA cover care outside the U.S.',
    ],
    keywords: ['care abroad', 'Foreign Medical Program', 'outside the United States', 'service-connected care overseas'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1725' },
    asks: [
      'I went to a non-VA emergency room for a non-service-connected problem, will VA reimburse the bill',
      'VA denied my ER bill because I have other insurance, can it still pay the rest',
      'VA denied my ER bill saying I had not used VA care recently, who counts as an active VA health care participant',
    ],
    keywords: ['emergency care reimbursement', 'non-VA emergency room', 'prudent layperson', 'other health insurance', 'active VA participant'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1725A' },
    asks: [
      'can I go to an urgent care walk-in clinic and have VA cover it',
      'VA urgent care benefit, will I have to pay a copayment',
    ],
    keywords: ['walk-in care', 'urgent care', 'community urgent care', 'walk-in copayment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1728' },
    asks: [
      'I got emergency care outside VA for my service-connected condition, will VA reimburse me',
      'rated 100 percent and had to use a private hospital in an emergency, does VA pay',
    ],
    keywords: ['reimbursement of medical expenses', 'service-connected emergency', 'non-VA care', 'permanent and total rating'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1729' },
    asks: [
      'VA billed my private health insurance for my care, can they do that',
      'VA is collecting from my car insurance or workers comp for treatment after an accident',
    ],
    keywords: ['third-party billing', 'VA billing insurance', 'recovery of cost of care', 'workers compensation', 'auto accident'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1730' },
    asks: [
      'can VA help place my veteran brother in a residential care home in the community',
      'VA community residential care program, who pays and what is inspected',
    ],
    keywords: ['community residential care', 'residential care home', 'home inspection', 'residential placement'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C.: burial benefits
  {
    usc: { title: 38, section: '2301' },
    asks: [
      'my dad was a veteran and just died, how do we get a burial flag for his casket',
      'who can receive the U.S. flag after a veteran\'s funeral',
    ],
    keywords: ['burial flag', 'casket flag', 'veteran funeral', 'next of kin', 'flag presentation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2303' },
    asks: [
      'my veteran father died in a VA hospital, does VA pay funeral and burial costs',
      'veteran was getting VA pension when he died, can the family get a burial allowance and plot allowance',
      'is there a VA plot or interment allowance for a veteran buried in a private cemetery',
    ],
    keywords: ['burial allowance', 'plot allowance', 'non-service-connected death', 'funeral expenses', 'died in VA facility', 'interment allowance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2304' },
    asks: [
      'how long after the burial do we have to apply for the VA burial allowance',
      'deadline to claim VA burial reimbursement for a veteran\'s funeral',
    ],
    keywords: ['burial claim deadline', 'two years after burial', 'reimbursement application', 'burial allowance claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2306' },
    asks: [
      'my grandfather is buried in a private cemetery with no marker, can VA provide a free headstone',
      'can a veteran\'s spouse get a headstone or be added to the veteran\'s marker',
      'my veteran dad already has a private headstone, can VA still provide a government marker for his grave',
    ],
    keywords: ['government headstone', 'grave marker', 'unmarked grave', 'private cemetery', 'burial receptacle', 'spouse inscription'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2307' },
    asks: [
      'my husband died from his service-connected disability, how much does VA pay for the funeral',
      'veteran died of a service-connected condition, does VA pay a larger burial allowance than for other deaths',
    ],
    keywords: ['service-connected burial allowance', 'funeral expenses', 'service-connected death', 'survivors request'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2308' },
    asks: [
      'will VA pay to transport my father\'s body to a national cemetery',
      'transportation costs for burying a veteran in a national or state veterans cemetery',
    ],
    keywords: ['transportation of remains', 'national cemetery', 'state veterans cemetery', 'burial transport costs'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C.: Montgomery GI Bill
  {
    usc: { title: 38, section: '3011' },
    asks: [
      'I had money taken from my pay for the Montgomery GI Bill when I enlisted, am I eligible',
      'how much active duty do I need to qualify for the Montgomery GI Bill and what discharge',
    ],
    keywords: ['Montgomery GI Bill', 'MGIB active duty', 'pay reduction', 'honorable discharge', 'chapter 30'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3012' },
    asks: [
      'I served active duty and then joined the Selected Reserve, do I qualify for the Montgomery GI Bill',
      'two years active plus four years reserve, MGIB eligibility',
    ],
    keywords: ['Montgomery GI Bill', 'Selected Reserve', '2 by 4 program', 'chapter 30 eligibility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3013' },
    asks: [
      'how many months of Montgomery GI Bill benefits do I get',
      'I was discharged early for a disability, how much MGIB entitlement do I have',
    ],
    keywords: ['MGIB entitlement', '36 months', 'duration of benefits', 'early discharge'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3015' },
    asks: [
      'how much does the Montgomery GI Bill pay per month for full-time school',
      'MGIB monthly rate for part-time or shorter enlistments',
    ],
    keywords: ['MGIB monthly rate', 'payment amount', 'full-time rate', 'increased rate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3017' },
    asks: [
      'my son paid into the GI Bill and died in service, can we get his contributions back',
      'death benefit for the Montgomery GI Bill contributions',
    ],
    keywords: ['MGIB death benefit', 'refund of contributions', 'service-connected death', 'survivors'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3020' },
    asks: [
      'can I transfer my Montgomery GI Bill to my spouse or kids',
      'career service member transferring MGIB months to a dependent',
    ],
    keywords: ['transfer MGIB', 'transfer to dependents', 'career service member', 'retention'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3031' },
    asks: [
      'I got out of the military 12 years ago, has my Montgomery GI Bill expired',
      'is there a 10-year deadline to use Montgomery GI Bill benefits and can it be extended',
    ],
    keywords: ['MGIB expiration', '10-year limit', 'delimiting date', 'time limit extension'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C.: Post-9/11 GI Bill
  {
    usc: { title: 38, section: '3311' },
    asks: [
      'I served 90 days after 9/11, do I qualify for the Post-9/11 GI Bill',
      'my husband died in the line of duty, can I and my children use the Post-9/11 GI Bill (Fry scholarship)',
      'I got a Purple Heart and was discharged early, am I eligible for the Post-9/11 GI Bill',
    ],
    keywords: ['Post-9/11 GI Bill', 'eligibility', 'chapter 33', 'Fry scholarship', 'Purple Heart', 'died in line of duty', 'active duty after September 10, 2001'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3312' },
    asks: [
      'how many months of Post-9/11 GI Bill benefits do I get',
      'I was called to active duty mid-semester and had to drop my classes, are those GI Bill months charged against me',
    ],
    keywords: ['36 months', 'entitlement duration', 'called to active duty', 'restored entitlement', 'Post-9/11 months'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3315' },
    asks: [
      'can I use my Post-9/11 GI Bill to pay for a licensing or certification exam',
      'GI Bill reimbursement for a professional certification test fee',
    ],
    keywords: ['licensing test', 'certification exam', 'GI Bill test reimbursement', 'entitlement charge'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3317' },
    asks: [
      'my private college costs more than the GI Bill covers, what is the Yellow Ribbon program',
      'out-of-state tuition not covered by Post-9/11 GI Bill, can the school and VA split the difference',
    ],
    keywords: ['Yellow Ribbon program', 'tuition gap', 'private school tuition', 'matching contribution'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3318' },
    asks: [
      'I live in a rural county and have to move for school, is there a GI Bill relocation payment',
      'Post-9/11 GI Bill one-time rural benefit for traveling far to college',
    ],
    keywords: ['rural relocation benefit', 'one-time payment', 'relocation assistance', 'highly rural'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3319' },
    asks: [
      'can I transfer my Post-9/11 GI Bill to my spouse or children',
      'I have 6 years of service, what do I need to commit to transfer my GI Bill to my kids',
      'my kid did not use the transferred GI Bill, can I take it back or give it to another child',
    ],
    keywords: ['transferability', 'transfer GI Bill to dependents', 'TEB', 'six years of service', 'four more years', 'revoke transfer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3320' },
    asks: [
      'I am in a STEM degree and running out of GI Bill, is there extra benefit (Edith Nourse Rogers scholarship)',
      'extra GI Bill months for science, engineering or teaching certification students',
    ],
    keywords: ['STEM scholarship', 'Edith Nourse Rogers', 'extra GI Bill benefits', 'science and engineering degree'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3321' },
    asks: [
      'I got out in 2010, does my Post-9/11 GI Bill expire after 15 years',
      'Forever GI Bill, is there no time limit if I separated in 2013 or later',
    ],
    keywords: ['Post-9/11 expiration', '15-year limit', 'Forever GI Bill', 'no time limit', 'delimiting date'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3322' },
    asks: [
      'I am eligible for both the Montgomery GI Bill and Post-9/11, can I use both',
      'can I receive two VA education benefits at the same time',
    ],
    keywords: ['duplication of benefits', 'bar to duplication', 'multiple GI Bills', 'election of one benefit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3327' },
    asks: [
      'should I switch from the Montgomery GI Bill to the Post-9/11 GI Bill, is the election permanent',
      'electing Post-9/11 benefits instead of chapter 30, what happens to my unused months',
    ],
    keywords: ['election to Post-9/11', 'switch GI Bill', 'irrevocable election', 'chapter 30 to chapter 33'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C.: VA home loans
  {
    usc: { title: 38, section: '3701' },
    asks: [
      'my husband died from a service-connected disability, can I as his surviving spouse get a VA home loan',
      'my husband has been missing in action for months, can I use a VA home loan as his spouse',
      'I served in the National Guard for six years, does that count as a veteran for VA home loans',
    ],
    keywords: ['who counts as a veteran for home loans', 'surviving spouse home loan', 'spouse of missing or captured member', 'Selected Reserve six years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3702' },
    asks: [
      'am I eligible for a VA home loan, how much service do I need',
      'I already used my VA loan and sold the house, can I get my entitlement restored to buy again',
      'I served more than 180 days on active duty in peacetime and was not dishonorably discharged, can I get a VA loan',
    ],
    keywords: ['VA loan eligibility', 'entitlement', 'restoration of entitlement', 'certificate of eligibility', '180 days active duty', '90 days wartime service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3703' },
    asks: [
      'how much of my mortgage does VA guarantee and is there a loan limit',
      'can I have two VA loans at once using my remaining entitlement',
    ],
    keywords: ['VA guaranty amount', 'loan guaranty', 'remaining entitlement', 'no loan limit', 'maximum guaranty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3704' },
    asks: [
      'do I have to live in the house to get a VA loan, I am deployed and my wife will live there',
      'VA loan on a house that does not meet minimum property requirements',
    ],
    keywords: ['occupancy requirement', 'spouse occupancy', 'minimum property requirements', 'restrictions on VA loans'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3705' },
    asks: [
      'I bought a new house with a VA loan and it has construction defects, does the builder have to give a warranty',
      'builder warranty required for new construction financed with a VA loan',
    ],
    keywords: ['builder warranty', 'new construction', 'plans and specifications', 'construction defects'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3709' },
    asks: [
      'can I refinance my VA loan to a lower rate with an IRRRL, is there a waiting period',
      'lender pushing a VA cash-out refinance, are there rules on fees and recouping closing costs',
    ],
    keywords: ['VA refinance', 'IRRRL', 'streamline refinance', 'seasoning', 'recoupment of closing costs', 'cash-out refinance', 'net tangible benefit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3710' },
    asks: [
      'what can I use a VA loan for, buying, building, a farm home or a condo',
      'can I use my VA loan to make energy-efficient improvements or refinance',
    ],
    keywords: ['VA loan purposes', 'purchase or construct home', 'condominium', 'energy efficient improvements', 'reasonable value'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3711' },
    asks: [
      'I live in a rural area where banks will not make VA loans, can VA lend to me directly',
      'VA direct home loan for veterans in small towns',
    ],
    keywords: ['VA direct loan', 'rural area', 'private capital unavailable', 'small town housing credit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3712' },
    asks: [
      'can I use a VA loan to buy a manufactured home or a lot for one',
      'VA loan for a mobile home, what are the terms',
    ],
    keywords: ['manufactured home', 'mobile home loan', 'lot for manufactured home', 'VA manufactured housing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3714' },
    asks: [
      'someone wants to assume my VA loan, will I be released from liability',
      'can a non-veteran buyer take over my VA mortgage, what must the buyer qualify for',
    ],
    keywords: ['loan assumption', 'release from liability', 'assumable VA loan', 'loan must be current', 'creditworthy buyer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3726' },
    asks: [
      'VA says I owe money from a foreclosed VA loan, can they take my tax refund for it',
      'can the government offset my payments for a VA home loan debt before I get a waiver decision',
    ],
    keywords: ['home loan debt', 'foreclosure debt', 'offset of payments', 'waiver determination', 'withholding of payments'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3727' },
    asks: [
      'my new home inspected by VA during construction has major structural defects, will VA pay to fix them',
      'VA compensation for structural defects in a house bought with a VA loan',
    ],
    keywords: ['structural defects', 'inspected during construction', 'repair costs', 'VA compensation for defects'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3729' },
    asks: [
      'I have a VA disability rating, do I have to pay the VA loan funding fee',
      'how much is the VA funding fee and can I roll it into the loan',
      'surviving spouse or Purple Heart recipient on active duty, are we exempt from the funding fee',
    ],
    keywords: ['VA funding fee', 'loan fee', 'funding fee exemption', 'disability compensation exemption', 'Purple Heart', 'subsequent use'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3731' },
    asks: [
      'the VA appraisal came in below my purchase price, can my lender or I submit another appraisal to challenge the value',
      'how are VA appraisers chosen and what qualifications must they have',
      'my lender got a second appraisal on my VA loan, can they make me pay for it',
    ],
    keywords: ['VA appraisal', 'reasonable value', 'appraiser qualifications', 'low appraisal', 'additional appraisal', 'rotating appraiser list'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3732' },
    asks: [
      'I am behind on my VA mortgage, can VA help me avoid foreclosure',
      'can VA pay my lender to stop the foreclosure of my VA guaranteed loan',
      'behind on my VA loan, will VA give me counseling on alternatives to foreclosure',
    ],
    keywords: ['VA loan default', 'foreclosure', 'payment to avoid foreclosure', 'loan servicing', 'loss mitigation', 'alternatives to foreclosure'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C.: claims
  {
    usc: { title: 38, section: '5101' },
    asks: [
      'how do I file a claim for VA disability benefits, does it have to be on the official form',
      'my veteran father has dementia, who can sign and file a VA claim for him',
      'I am a widow filing for DIC, does that also count as a claim for death pension and accrued benefits',
    ],
    keywords: ['VA claim form', 'filing a claim', 'claim signed by representative', 'survivor claim', 'court-appointed representative'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5102' },
    asks: [
      'I sent VA an incomplete application, do they have to tell me what is missing',
      'how do I get the VA claim forms I need',
    ],
    keywords: ['incomplete application', 'VA forms on request', 'notice of missing information', 'application forms'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5103' },
    asks: [
      'VA sent me a letter about what evidence I need for my claim, what must that notice say',
      'what evidence do I need to submit and what will VA get for me on my disability claim',
    ],
    keywords: ['duty to notify', 'evidence notice', 'what VA needs', 'claimant notice letter'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5104' },
    asks: [
      'VA denied my claim and the letter does not explain why, what must a VA decision notice include',
      'my VA rating decision letter, what information and appeal options should it list',
    ],
    keywords: ['decision notice', 'reasons for denial', 'rating decision letter', 'favorable findings', 'review options'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5104A' },
    asks: [
      'VA already found that my injury happened in service, can a later reviewer take that back',
      'are favorable findings in my VA decision binding on appeal',
    ],
    keywords: ['favorable findings', 'binding findings', 'clear and convincing evidence', 'later adjudicators'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5104B' },
    asks: [
      'can I ask for a higher-level review of my VA decision without submitting new evidence',
      'higher-level review: can I add new evidence, and does the reviewer look at it fresh',
    ],
    keywords: ['higher-level review', 'HLR', 'no new evidence', 'de novo review', 'duty to assist error'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5104C' },
    asks: [
      'VA denied my claim, what are my options and how long do I have to appeal',
      'can I do a supplemental claim and a Board appeal at the same time on the same issue',
      'I missed the one-year deadline to challenge my VA decision, what now',
    ],
    keywords: ['review options', 'one year to appeal', 'supplemental claim', 'Board appeal', 'higher-level review', 'one option at a time', 'AMA appeals'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5107' },
    asks: [
      'the evidence for and against my VA claim is about equal, who gets the benefit of the doubt',
      'who has to prove my VA claim, me or the VA',
    ],
    keywords: ['benefit of the doubt', 'approximate balance of evidence', 'claimant responsibility', 'lay evidence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5108' },
    asks: [
      'my VA claim was denied years ago, can I reopen it with new evidence (supplemental claim)',
      'what counts as new and relevant evidence for a supplemental claim',
    ],
    keywords: ['supplemental claim', 'new and relevant evidence', 'reopen claim', 'readjudicate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5109' },
    asks: [
      'my VA case is medically complicated, can VA get an outside independent medical opinion',
      'VA requested an independent medical expert opinion in my case, do I get a copy',
    ],
    keywords: ['independent medical opinion', 'IME', 'advisory medical opinion', 'medical complexity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5109A' },
    asks: [
      'VA made an obvious mistake in a decision years ago, can I get it fixed with back pay (CUE)',
      'clear and unmistakable error claim against an old VA regional office decision',
    ],
    keywords: ['clear and unmistakable error', 'CUE', 'revise final decision', 'back pay', 'old rating decision'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5110' },
    asks: [
      'I filed my VA claim within a year of discharge, will my benefits start from the day after I got out',
      'what is the effective date for VA back pay on my disability claim or increase',
      'my supplemental claim was granted, does back pay go back to my original claim date',
    ],
    keywords: ['effective date', 'back pay', 'within one year of discharge', 'date of claim', 'increased rating effective date', 'continuous pursuit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5111' },
    asks: [
      'my VA award is effective mid-month, why does payment start the next month',
      'when does VA start paying after the effective date of my award',
    ],
    keywords: ['commencement of payment', 'first day of the month', 'payment start date'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5112' },
    asks: [
      'VA is reducing my disability rating, when does the reduction take effect',
      'I remarried, when does my DIC stop',
      'VA cut my pension because my income went up, from what date',
    ],
    keywords: ['rating reduction effective date', 'discontinuance', 'remarriage', 'income change', 'last day of the month'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5121' },
    asks: [
      'my veteran husband died while VA still owed him back pay, can I get the accrued benefits',
      'who gets a deceased veteran\'s unpaid VA benefits, spouse, children or parents',
    ],
    keywords: ['accrued benefits', 'unpaid benefits at death', 'surviving spouse', 'last sickness and burial expenses'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5121A' },
    asks: [
      'my father died while his VA appeal was pending, can I take over the claim',
      'substitution for a deceased claimant, how long do I have to ask',
    ],
    keywords: ['substitution', 'deceased claimant', 'pending appeal', 'one year after death'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5124' },
    asks: [
      'do I have to send VA my marriage certificate and kids\' birth certificates to add dependents',
      'can VA accept my written statement as proof of marriage or relationship',
    ],
    keywords: ['proof of relationship', 'marriage proof', 'claimant statement', 'adding dependents'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5125' },
    asks: [
      'my private doctor examined me, can VA use that report instead of a VA exam',
      'will VA accept a private physician\'s medical exam report for my disability claim',
    ],
    keywords: ['private medical exam', 'private physician report', 'VA exam alternative', 'medical evidence'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C.: protection of benefits
  {
    usc: { title: 38, section: '5301' },
    asks: [
      'can a creditor or debt collector garnish my VA disability payments',
      'a company offered me cash now for my future VA pension payments, is that legal',
      'are VA benefits taxable or can they be seized by legal process',
    ],
    keywords: ['exempt from creditors', 'VA benefits garnishment', 'nonassignability', 'pension poaching', 'exempt from taxation', 'protected benefits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5302' },
    asks: [
      'VA says I was overpaid and must pay it back, can I ask for a waiver',
      'how long do I have to request a waiver of a VA overpayment debt',
      'VA debt waiver, what does against equity and good conscience mean',
    ],
    keywords: ['overpayment waiver', 'VA debt', 'equity and good conscience', 'waiver deadline', 'fraud or bad faith'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5302B' },
    asks: [
      'VA took too long to process a change and now says I owe an overpayment, is that my debt',
      'overpayment caused by VA delay, can they collect it from me',
    ],
    keywords: ['overpayment from VA delay', 'processing delay', 'no debt', 'overpayment notice', '90 days before collection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5303' },
    asks: [
      'I got a discharge from a general court-martial, am I barred from all VA benefits',
      'I was AWOL for over 180 days and got an other than honorable discharge, can I get VA benefits',
      'was insane at the time of my offense, does the statutory bar still apply',
    ],
    keywords: ['statutory bar', 'general court-martial', 'conscientious objector', 'deserter', 'AWOL 180 days', 'insanity exception', 'character of discharge'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5303A' },
    asks: [
      'I got out after one year of service, do I meet the minimum service for VA benefits',
      'is there a 24-month minimum active duty requirement for VA benefits and who is exempt',
    ],
    keywords: ['minimum active duty', '24 months', 'early discharge exception', 'hardship discharge', 'service-connected exception'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5303B' },
    asks: [
      'I have an other than honorable discharge, how do I ask VA to decide whether it bars me from benefits',
      'VA found my discharge bars benefits, what information must they give me about fixing it',
    ],
    keywords: ['character of discharge', 'character of service determination', 'bad paper discharge', 'discharge upgrade information', 'other than honorable'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5304' },
    asks: [
      'can I get VA compensation and VA pension at the same time',
      'I am a veteran with my own VA compensation and my veteran husband died, can I also get DIC on his service',
    ],
    keywords: ['duplication of benefits', 'one award', 'compensation and pension', 'election of benefits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5305' },
    asks: [
      'I get military retired pay and VA disability, why is my retired pay reduced',
      'do I have to waive retired pay to receive VA compensation (concurrent receipt)',
    ],
    keywords: ['waiver of retired pay', 'concurrent receipt', 'VA waiver', 'military retirement offset'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5306' },
    asks: [
      'can I give up my VA pension because it affects my other benefits, and can I get it back later',
      'renouncing VA compensation, is it permanent',
    ],
    keywords: ['renounce benefits', 'renouncement', 'reapply later', 'give up VA pension'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5307' },
    asks: [
      'my veteran husband left and is not supporting our kids, can I get part of his VA compensation',
      'apportionment of a veteran\'s VA benefits to a separated spouse or children',
    ],
    keywords: ['apportionment', 'separated spouse', 'child support from VA benefits', 'not living with spouse'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5310' },
    asks: [
      'my husband died this month, do I get his VA payment for the month of death',
      'does VA take back the last payment after a veteran dies',
    ],
    keywords: ['month of death payment', 'surviving spouse', 'last VA payment', 'death of veteran'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5313' },
    asks: [
      'I am going to prison for a felony, what happens to my VA disability compensation',
      'can my family receive part of my VA compensation while I am incarcerated',
    ],
    keywords: ['incarcerated veteran', 'felony conviction', 'reduced compensation', '61st day of incarceration', 'apportionment to family'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C.: Board of Veterans' Appeals and Court of Appeals for Veterans Claims
  {
    usc: { title: 38, section: '7103' },
    asks: [
      'the Board of Veterans\' Appeals made an obvious mistake, can I ask for reconsideration',
      'motion for reconsideration of a BVA decision',
    ],
    keywords: ['BVA reconsideration', 'Board decision final', 'obvious error', 'Chairman order'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7104' },
    asks: [
      'the Board denied my claim, can I ever bring it back',
      'what must a Board of Veterans\' Appeals decision include and what is the Board bound by',
    ],
    keywords: ['Board of Veterans Appeals', 'one review on appeal', 'final Board decision', 'reasons and bases'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7107' },
    asks: [
      'should I request a Board hearing in my appeal, and are hearing cases on a separate docket',
      'can I have a virtual hearing with a Veterans Law Judge',
      'I am terminally ill, can my Board appeal be advanced on the docket',
    ],
    keywords: ['Board dockets', 'hearing docket', 'no-hearing docket', 'regular order', 'virtual hearing', 'advance on docket'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7111' },
    asks: [
      'an old Board of Veterans\' Appeals decision had a clear error, can I challenge it now',
      'CUE motion against a Board decision, how does it work',
    ],
    keywords: ['clear and unmistakable error', 'Board CUE', 'revise Board decision', 'motion for revision'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7252' },
    asks: [
      'the Board of Veterans\' Appeals denied me, can I appeal to a court',
      'can VA appeal a Board decision that went in my favor',
    ],
    keywords: ['Court of Appeals for Veterans Claims', 'CAVC', 'exclusive jurisdiction', 'review of Board decision', 'rating schedule not reviewable'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7261' },
    asks: [
      'what can the veterans court actually do on my appeal, can it decide facts',
      'VA is unreasonably delaying my claim, can the court compel action',
    ],
    keywords: ['scope of review', 'clearly erroneous', 'compel action unreasonably delayed', 'prejudicial error', 'benefit of the doubt review'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7263' },
    asks: [
      'can a lawyer charge me for my veterans court appeal and how much',
      'fee agreement with my attorney for a CAVC appeal, does the court review it',
    ],
    keywords: ['attorney fee agreement', 'representation at CAVC', 'excessive fee review', 'veterans court lawyer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7266' },
    asks: [
      'how long do I have to appeal a Board of Veterans\' Appeals decision to the veterans court',
      'I mailed my notice of appeal to the CAVC, when is it considered received',
    ],
    keywords: ['notice of appeal', '120 days', 'CAVC deadline', 'postmark date', 'appeal to veterans court'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7262' },
    asks: [
      'is there a filing fee to appeal to the Court of Appeals for Veterans Claims',
      'I cannot afford the veterans court filing fee, can it be waived',
    ],
    keywords: ['filing fee', 'fee waiver', 'hardship', 'CAVC'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7292' },
    asks: [
      'I lost at the veterans court, can I appeal to the Federal Circuit',
      'what issues can the Federal Circuit review in a veterans benefits case',
    ],
    keywords: ['Federal Circuit', 'review of CAVC decision', 'questions of law', 'no review of facts'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C.: correction of records and discharge review
  {
    usc: { title: 10, section: '1552' },
    asks: [
      'my military records have an error that cost me benefits, how do I ask the Board for Correction of Military Records',
      'I found the error more than three years ago, can the correction board still hear my case in the interest of justice',
      'my discharge was more than 15 years ago and I want it upgraded because of PTSD, which board do I apply to',
      'after the correction board fixes my records, can I be paid for the pay and allowances I lost',
    ],
    keywords: ['BCMR', 'correction of military records', 'error or injustice', 'three-year limit', 'discharge upgrade', 'loss of pay claim', 'PTSD consideration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1553' },
    asks: [
      'I got a general discharge and want it upgraded to honorable, how do I apply to the discharge review board',
      'is there a 15-year deadline to ask for a discharge upgrade',
      'my bad discharge was linked to PTSD or TBI from combat, will the review board give that weight',
    ],
    keywords: ['discharge review board', 'DRB', 'discharge upgrade', '15 years', 'PTSD or TBI', 'personal appearance hearing', 'general discharge'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1408' },
    asks: [
      'I am divorcing a service member, can the court divide his military retired pay',
      'we were married 10 years during his service, can DFAS pay my share of retired pay directly to me',
      'what is the most of a retiree\'s pay that can go to a former spouse under court orders',
    ],
    keywords: ['military divorce', 'former spouse', 'USFSPA', 'disposable retired pay', '10/10 rule', 'direct payment', '50 percent limit'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C.: Survivor Benefit Plan
  {
    usc: { title: 10, section: '1448' },
    asks: [
      'I am retiring from the military, do I have to enroll my spouse in the Survivor Benefit Plan',
      'can I decline SBP coverage without my spouse agreeing',
      'my divorce decree requires SBP coverage for my ex-spouse, how is that done',
    ],
    keywords: ['Survivor Benefit Plan', 'SBP', 'spouse concurrence', 'former spouse coverage', 'election at retirement', 'child coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1448a' },
    asks: [
      'I have been retired a few years, can I drop out of the Survivor Benefit Plan',
      'window to discontinue SBP after the second anniversary of retirement, does my spouse have to agree',
    ],
    keywords: ['discontinue SBP', 'open window', 'second anniversary', 'spouse consent', 'end of SBP coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1450' },
    asks: [
      'my husband was a military retiree with SBP and just died, who gets the annuity',
      'I remarried before age 55, does my SBP annuity stop',
      'my ex was ordered to cover me under SBP but never did, can I make a deemed election within a year',
    ],
    keywords: ['SBP annuity', 'surviving spouse', 'remarriage before 55', 'deemed election', 'former spouse', 'dependent children'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1451' },
    asks: [
      'how much will my spouse get from the Survivor Benefit Plan, is it 55 percent of my retired pay',
      'does SBP increase with cost of living adjustments',
    ],
    keywords: ['SBP amount', '55 percent', 'base amount', 'COLA', 'annuity computation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1452' },
    asks: [
      'how much is taken out of my military retired pay each month for SBP premiums',
      'do SBP premiums stop after a certain age or number of years paid',
      'my spouse died, do I keep paying SBP costs',
    ],
    keywords: ['SBP premium', 'reduction in retired pay', 'paid-up SBP', 'spouse died', 'cost of coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1453' },
    asks: [
      'DFAS says my SBP annuity was paid in error and wants it back, can recovery be waived',
      'overpaid Survivor Benefit Plan annuity through no fault of mine',
    ],
    keywords: ['SBP overpayment', 'erroneous payment', 'waiver of recovery', 'no fault'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1454' },
    asks: [
      'the service made a mistake on my SBP election paperwork, can it be corrected',
      'correcting an administrative error in Survivor Benefit Plan coverage',
    ],
    keywords: ['SBP correction', 'administrative error', 'revoke election', 'correct election'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C.: TRICARE and military health care
  {
    usc: { title: 10, section: '1074' },
    asks: [
      'as an active duty service member, am I entitled to free medical and dental care',
      'retired military member, can I still get care at a military hospital',
    ],
    keywords: ['active duty health care', 'military medical care', 'TRICARE Prime for active duty', 'retiree care'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1074a' },
    asks: [
      'I am in the National Guard and got hurt during weekend drill, will the military pay for my treatment',
      'reservist injured in the line of duty on short active duty, what medical care am I entitled to',
    ],
    keywords: ['reserve line of duty care', 'National Guard injury', 'inactive duty training', 'line of duty determination'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1074g' },
    asks: [
      'TRICARE pharmacy copays for retail, mail order and military pharmacies, how are they set',
      'my medication is non-formulary under TRICARE, can I still get it',
    ],
    keywords: ['TRICARE pharmacy', 'uniform formulary', 'mail order pharmacy', 'pharmacy copays', 'non-formulary drugs'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1075' },
    asks: [
      'what is TRICARE Select and can I see any doctor without a referral',
      'TRICARE Select deductible, enrollment fee and catastrophic cap',
    ],
    keywords: ['TRICARE Select', 'preferred provider network', 'no referral', 'catastrophic cap', 'enrollment fee', 'cost sharing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1075a' },
    asks: [
      'how much are TRICARE Prime copays for my family and as a retiree',
      'TRICARE Prime cost sharing, is active duty care free',
    ],
    keywords: ['TRICARE Prime', 'cost sharing', 'copayments', 'enrollment fee', 'retiree family'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1076' },
    asks: [
      'are spouses and children of service members entitled to care at military hospitals',
      'dependents of a retiree or a deceased service member, are they covered for military medical care',
    ],
    keywords: ['dependent health care', 'military family care', 'military treatment facility', 'dependents of deceased member'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1076a' },
    asks: [
      'TRICARE Dental Program for my family while I am on active duty, what does it cost',
      'dental insurance for reservists and their families',
    ],
    keywords: ['TRICARE Dental Program', 'family dental', 'reserve dental', 'premium sharing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1076c' },
    asks: [
      'dental insurance for military retirees and their families after leaving service',
      'can a surviving spouse of a retiree keep dental insurance',
    ],
    keywords: ['retiree dental', 'FEDVIP dental', 'surviving spouse dental', 'dental insurance plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1076d' },
    asks: [
      'I am in the Selected Reserve with no civilian insurance, can I buy TRICARE Reserve Select',
      'TRICARE Reserve Select premiums and who is not eligible because of federal employee coverage',
    ],
    keywords: ['TRICARE Reserve Select', 'Selected Reserve', 'premium-based coverage', 'FEHB exclusion', 'National Guard health insurance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1076e' },
    asks: [
      'I am a gray area retiree under 60, can I buy TRICARE Retired Reserve',
      'health coverage for Retired Reserve members before age 60',
    ],
    keywords: ['TRICARE Retired Reserve', 'gray area retiree', 'under age 60', 'Retired Reserve'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1077' },
    asks: [
      'what health care can military dependents get at military facilities, does it include maternity and mental health',
      'which services are excluded for dependents at military treatment facilities',
    ],
    keywords: ['authorized care', 'military treatment facility', 'dependent care types', 'exclusions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1078a' },
    asks: [
      'I am separating from the military and losing TRICARE, can I buy temporary continued coverage',
      'Continued Health Care Benefit Program, how long does it last for me or my unremarried ex-spouse',
    ],
    keywords: ['CHCBP', 'continued health benefits', 'after separation', '18 months', 'former spouse coverage', 'COBRA-like'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1079' },
    asks: [
      'what civilian medical care does TRICARE cover for spouses and children of active duty members',
      'my child has a serious disability, does TRICARE offer extended benefits like case management',
    ],
    keywords: ['TRICARE civilian care', 'active duty family members', 'covered services', 'extended benefits for disabled dependents'],
    checkedAgainst: '119-100',
  },
  // 50 U.S.C.: Selective Service
  {
    usc: { title: 50, section: '3802' },
    asks: [
      'I am an 18-year-old guy, do I have to register for the Selective Service',
      'I am an immigrant man living in the U.S. without a green card, do I still have to register for the draft',
      'what information like my Social Security number do I have to give when registering for Selective Service',
    ],
    keywords: ['Selective Service registration', 'draft registration', 'ages 18 to 26', 'male residents', 'immigrant men'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3811' },
    asks: [
      'what is the penalty for not registering for the draft',
      'can I still be prosecuted for failing to register with Selective Service after turning 26',
    ],
    keywords: ['failure to register', 'draft evasion penalty', 'Selective Service offenses', 'five years after age 26', 'prosecution deadline'],
    checkedAgainst: '119-100',
  },
  // More: 8 U.S.C.
  {
    usc: { title: 8, section: '1405' },
    asks: [
      'my grandfather was born in Hawaii in the early 1900s before statehood, was he a U.S. citizen at birth',
      'born in Hawaii, am I a U.S. citizen by birth',
    ],
    keywords: ['born in Hawaii', 'Hawaii territory', 'citizen at birth', 'April 30, 1900'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1428' },
    asks: [
      'I am a green card holder priest serving abroad for my church, does that time count against continuous residence for naturalization',
      'missionary or nun with a green card working overseas for my religious order, can I still naturalize',
    ],
    keywords: ['religious worker absence', 'missionary', 'priest or nun', 'continuous residence', 'physical presence for naturalization'],
    checkedAgainst: '119-100',
  },
  // More: 26 U.S.C.
  {
    usc: { title: 26, section: '6512' },
    asks: [
      'I already petitioned the Tax Court on my deficiency, can I still sue for a refund of the same year',
      'Tax Court found I overpaid tax, how do I get the refund',
    ],
    keywords: ['Tax Court petition', 'bar to refund suit', 'overpayment determined by Tax Court', 'same taxable year'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6602' },
    asks: [
      'the IRS sent me a refund by mistake and now sues to get it back with interest',
      'erroneous refund recovered by the government, does interest run from when I got it',
    ],
    keywords: ['erroneous refund', 'interest on erroneous refund', 'recovery suit', 'refund paid by mistake'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6631' },
    asks: [
      'my IRS notice charges interest but does not show how it was figured, what must it say',
      'does an IRS bill have to explain the interest computation',
    ],
    keywords: ['interest notice', 'computation of interest', 'IRS notice requirements', 'interest explanation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6652' },
    asks: [
      'I did not report all my tips to my employer, is there a penalty on top of the tax',
      'our small nonprofit filed its Form 990 late, how much is the penalty and can it be excused',
    ],
    keywords: ['unreported tips penalty', 'tips not reported to employer', 'late Form 990', 'exempt organization return', 'reasonable cause'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6655' },
    asks: [
      'my small C corporation did not make quarterly estimated tax payments, what is the penalty',
      'corporate estimated tax underpayment, are there safe harbors based on last year',
    ],
    keywords: ['corporate estimated tax', 'corporation underpayment penalty', 'quarterly installments', 'safe harbor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6658' },
    asks: [
      'I filed bankruptcy and could not pay my taxes during the case, do late payment penalties still apply',
      'are failure to pay penalties waived while a bankruptcy case is pending',
    ],
    keywords: ['bankruptcy and tax penalties', 'title 11 case', 'failure to pay during bankruptcy', 'penalty relief'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6701' },
    asks: [
      'a tax advisor helped people file returns he knew would understate their tax, what is his penalty',
      'penalty for aiding and abetting someone else\'s tax understatement',
    ],
    keywords: ['aiding and abetting understatement', 'tax advisor penalty', 'helping others underpay', 'ghost preparer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6714' },
    asks: [
      'I paid for a charity gala ticket and they never told me how much was deductible, is the charity penalized',
      'charity failed to disclose the value of goods I got for my donation',
    ],
    keywords: ['quid pro quo contribution', 'charity disclosure', 'gala ticket deduction', 'value of goods received'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6724' },
    asks: [
      'I was penalized for late 1099s but had a good reason, can the information return penalty be waived',
      'reasonable cause waiver for W-2 and 1099 filing penalties',
    ],
    keywords: ['information return penalty waiver', 'reasonable cause', '1099 penalty relief', 'waiver of information return penalties'],
    checkedAgainst: '119-100',
  },
  // More: 38 U.S.C.
  {
    usc: { title: 38, section: '1525' },
    asks: [
      'my VA pension stopped because I started working, do I keep my VA health care',
      'lost pension because of job income, how long do I keep VA medical eligibility',
    ],
    keywords: ['pension terminated by work', 'health care eligibility retained', 'three years', 'income from work'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1702' },
    asks: [
      'I developed psychosis within two years after getting out of the service, can VA treat it as service-connected for health care',
      'Gulf War veteran with mental illness soon after discharge, is it presumed service-connected for VA treatment',
    ],
    keywords: ['psychosis presumption', 'within two years of discharge', 'Gulf War mental illness', 'VA health care eligibility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1703D' },
    asks: [
      'my community care doctor says VA has not paid the bill, how fast must VA pay outside providers',
      'VA denied a community care provider\'s claim, what must VA tell them',
    ],
    keywords: ['prompt payment', 'community care claims', 'provider payment deadline', 'clean claim', 'claim denial notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1718' },
    asks: [
      'can a veteran in VA rehab get paid therapeutic work through a VA program',
      'VA compensated work therapy, does the pay count as income for my VA pension',
    ],
    keywords: ['therapeutic work', 'compensated work therapy', 'rehabilitative services', 'work program'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1720C' },
    asks: [
      'my dad qualifies for a nursing home but wants to stay home, can VA provide care at home instead',
      'VA home-based alternatives to nursing home care, who gets priority',
    ],
    keywords: ['noninstitutional care', 'home care instead of nursing home', 'home-based services', '50 percent service-connected priority'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1720F' },
    asks: [
      'what suicide prevention help does VA provide to veterans and reservists',
      'does VA have to train its staff on veteran suicide risk and crisis response',
    ],
    keywords: ['suicide prevention', 'veteran suicide', 'crisis response', 'staff training', 'reserve components'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3706' },
    asks: [
      'I put a deposit on a new-construction home with a VA loan, must the builder keep it in a trust account',
      'builder holding my down payment on a VA financed new house, is it safe from the builder\'s creditors',
    ],
    keywords: ['escrow of deposits', 'new construction deposit', 'down payment protection', 'builder'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3707' },
    asks: [
      'can I get an adjustable rate mortgage with a VA loan, how much can the rate go up',
      'VA ARM interest rate caps per year and over the life of the loan',
    ],
    keywords: ['VA adjustable rate mortgage', 'ARM', 'interest rate cap', 'annual adjustment', 'rate index'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5302A' },
    asks: [
      'my son died from injuries in a combat zone and owed VA money, will VA still collect it',
      'VA debts of a service member killed in a combat zone, are they forgiven',
    ],
    keywords: ['combat death debt', 'no collection', 'theater of combat operations', 'line of duty death'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5312' },
    asks: [
      'does VA pension or parents\' DIC get a cost-of-living increase when Social Security goes up',
      'annual COLA for VA pension rates and income limits',
    ],
    keywords: ['cost-of-living adjustment', 'COLA', 'pension rates', 'parents DIC', 'Social Security increase'],
    checkedAgainst: '119-100',
  },
  // More: 10 U.S.C.
  {
    usc: { title: 10, section: '1074i' },
    asks: [
      'TRICARE referred me to a specialist more than 100 miles away, will they pay my travel',
      'military family traveling far for specialty care, is there travel reimbursement',
    ],
    keywords: ['TRICARE travel reimbursement', '100 miles', 'specialty care travel', 'Prime travel benefit'],
    checkedAgainst: '119-100',
  },
];
