import type { SectionCard } from './types';

const R = '119-100';

/** Section cards: see ./types.ts. Each one read against the section's official text. */
export const civilCards: SectionCard[] = [
  // Privacy: wiretaps (18 U.S.C. ch. 119)
  {
    usc: { title: 18, section: '2512' },
    asks: [
      'is it legal to buy or sell a hidden spy device made for secretly listening to phone calls',
      'someone is selling bugging equipment online that records calls without people knowing, is that a crime',
      'can I get in trouble for owning a gadget designed to secretly intercept other people’s calls or messages',
    ],
    keywords: ['spy device', 'bugging device', 'eavesdropping equipment', 'surreptitious interception', 'wiretap device'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2513' },
    asks: [
      'police took the listening device I used to tap a phone, can the government keep it',
      'can illegal wiretapping equipment be seized and forfeited',
    ],
    keywords: ['forfeiture', 'seizure', 'wiretap device', 'intercepting device', 'confiscation'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2515' },
    asks: [
      'my ex secretly recorded my phone calls, can those illegal recordings be used against me in court',
      'can an illegally intercepted phone call be used as evidence in a trial or hearing',
      'the other side wants to play a recording of my call they got by tapping my line, can I keep it out',
    ],
    keywords: ['illegal recording as evidence', 'intercepted communication', 'exclusion of evidence', 'wiretap evidence', 'inadmissible'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2516' },
    asks: [
      'for what kinds of crimes can police get permission to tap a phone',
      'who in the government can ask a judge to approve a wiretap on someone’s phone',
    ],
    keywords: ['wiretap authorization', 'wiretap order', 'interception of communications', 'police wiretap', 'offenses'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2517' },
    asks: [
      'can police share what they heard on a wiretap with other agencies or use it in court',
      'officers overheard something unrelated on a wiretap, can they use it for a different crime',
    ],
    keywords: ['wiretap disclosure', 'use of intercepted communications', 'testimony', 'law enforcement sharing'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2518' },
    asks: [
      'what do police have to show a judge to get a court order to wiretap my phone',
      'I found out my calls were tapped by police, should I have been notified and when',
      'how can a defendant challenge a wiretap and suppress recorded calls in a criminal case',
      'how long can a court-approved wiretap last',
    ],
    keywords: ['wiretap order', 'probable cause', 'suppression of wiretap', 'inventory notice', 'interception procedure', 'emergency interception'],
    checkedAgainst: R,
  },
  // Privacy: stored communications (18 U.S.C. ch. 121)
  {
    usc: { title: 18, section: '2703' },
    asks: [
      'can police get my emails or texts from my phone company or Google without a warrant',
      'the government subpoenaed my email provider about my account, what can they get and must I be told',
      'what does law enforcement need to get my cell phone records or subscriber information from the provider',
    ],
    keywords: ['stored communications', 'email privacy', 'search warrant for email', 'subpoena', 'subscriber records', '2703(d) order', 'cell phone records'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2704' },
    asks: [
      'can the government make my email provider save a backup copy of my messages before telling me',
      'I was notified that a backup of my emails was made for a subpoena, can I challenge it in court',
    ],
    keywords: ['backup preservation', 'email backup', 'motion to quash', 'subscriber notice', 'stored communications'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2705' },
    asks: [
      'the government got my email records and I was only told months later, is delayed notice allowed',
      'can a court order my phone company not to tell me the police asked for my data',
    ],
    keywords: ['delayed notice', 'gag order', 'nondisclosure order', 'stored communications', 'notification'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2709' },
    asks: [
      'the FBI sent my company a national security letter asking for customer phone records, must we comply',
      'we got an FBI request for subscriber records and were told not to tell anyone, can we challenge that',
    ],
    keywords: ['national security letter', 'FBI', 'toll records', 'subscriber information', 'nondisclosure', 'counterintelligence'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2712' },
    asks: [
      'a federal agency illegally accessed my emails or tapped my phone, can I sue the United States for money',
      'how long do I have to file a claim against the government for an unlawful wiretap or email search',
    ],
    keywords: ['suing the United States', 'government surveillance', 'unlawful wiretap', 'damages', 'administrative claim', 'stored communications'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2713' },
    asks: [
      'can a US email company refuse a warrant because my data is stored on servers in another country',
      'does a US provider have to hand over messages kept overseas',
    ],
    keywords: ['CLOUD Act', 'data stored abroad', 'overseas servers', 'provider disclosure', 'preservation'],
    checkedAgainst: R,
  },
  // Privacy: driver's records (18 U.S.C. ch. 123)
  {
    usc: { title: 18, section: '2722' },
    asks: [
      'someone lied to the DMV to get my home address from my license record, is that illegal',
      'a person looked up my license plate to find where I live and showed up at my house, was that legal',
    ],
    keywords: ['DMV records', 'driver privacy', 'license plate lookup', 'motor vehicle record', 'false pretenses', 'DPPA'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2723' },
    asks: [
      'what is the penalty for misusing someone’s DMV information',
      'our state motor vehicle department keeps selling driver data, can it be fined',
    ],
    keywords: ['DPPA penalty', 'criminal fine', 'department of motor vehicles', 'civil penalty', 'driver records'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2724' },
    asks: [
      'a company got my address from my driver’s license records and used it for marketing, can I sue',
      'someone pulled my DMV record without a lawful reason, what damages can I get',
      'a tow company or lawyer used my vehicle registration information for mailings, do I have a case',
    ],
    keywords: ['driver privacy lawsuit', 'DPPA', 'liquidated damages', 'motor vehicle record', 'personal information', 'attorney fees'],
    checkedAgainst: R,
  },
  // Privacy: children online (15 U.S.C. ch. 91)
  {
    usc: { title: 15, section: '6501' },
    asks: [
      'does the children’s online privacy law protect my 14 year old or only younger kids',
      'what counts as a child’s personal information that a website collects',
    ],
    keywords: ['COPPA', 'child under 13', 'verifiable parental consent', 'personal information', 'website operator'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '6503' },
    asks: [
      'a kids app says it follows an approved industry privacy program, does that mean it complies with the children’s privacy rules',
      'what is a COPPA safe harbor program',
    ],
    keywords: ['COPPA safe harbor', 'self-regulatory guidelines', 'children’s privacy', 'FTC approval'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '6504' },
    asks: [
      'can my state attorney general sue an app that collected children’s data without parents’ consent',
      'a game site collected my young kid’s information, can the state take action for families',
    ],
    keywords: ['state attorney general', 'COPPA enforcement', 'parens patriae', 'children’s privacy', 'lawsuit'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '6505' },
    asks: [
      'who enforces the children’s online privacy law, where do I report a website collecting kids’ data',
      'is the FTC in charge of violations of children’s online privacy',
    ],
    keywords: ['FTC', 'COPPA enforcement', 'children’s online privacy', 'complaint', 'federal agencies'],
    checkedAgainst: R,
  },
  // Suing and being sued: federal court jurisdiction (28 U.S.C. ch. 85)
  {
    usc: { title: 28, section: '1331' },
    asks: [
      'my claim is under a federal law, can I file my lawsuit in federal court instead of state court',
      'what makes a case a federal question that a U.S. district court can hear',
    ],
    keywords: ['federal question jurisdiction', 'federal court', 'arising under federal law', 'district court', 'subject matter jurisdiction'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1332' },
    asks: [
      'I live in one state and the company I want to sue is in another, can I sue in federal court',
      'how much money does a case have to be worth to get into federal court on diversity',
      'which state is a corporation a citizen of for deciding if a lawsuit can go to federal court',
      'when can a class action be brought in federal court instead of state court',
    ],
    keywords: ['diversity jurisdiction', 'amount in controversy', '$75,000', 'citizens of different states', 'corporate citizenship', 'class action', 'federal court'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1333' },
    asks: [
      'I was injured on a boat or ship at sea, which court can hear my case',
      'does a maritime accident claim go to federal court or can I sue in state court',
    ],
    keywords: ['admiralty', 'maritime claim', 'boat accident', 'saving to suitors', 'federal court'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1334' },
    asks: [
      'a lawsuit against me is tied up with my bankruptcy, which court decides it',
      'does the bankruptcy court or the federal district court have power over my bankruptcy case and related lawsuits',
    ],
    keywords: ['bankruptcy jurisdiction', 'district court', 'related to bankruptcy', 'abstention', 'bankruptcy estate'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1335' },
    asks: [
      'two people both claim my late father’s life insurance money, can the insurer ask a court to decide who gets it',
      'I hold money that several people from different states say is theirs, can I deposit it with a federal court',
    ],
    keywords: ['interpleader', 'competing claims', 'life insurance proceeds', 'deposit into court', 'adverse claimants'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1337' },
    asks: [
      'a mover or carrier lost or damaged my shipment, can I sue in federal court and how much must be at stake',
      'can I bring an antitrust or monopoly lawsuit in federal court',
    ],
    keywords: ['commerce regulation', 'antitrust', 'carrier damage claim', 'bill of lading', '$10,000', 'federal jurisdiction'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1338' },
    asks: [
      'someone copied my artwork, can I sue for copyright infringement in state small claims court',
      'which court hears patent, copyright and trademark lawsuits',
    ],
    keywords: ['patent lawsuit', 'copyright lawsuit', 'trademark lawsuit', 'exclusive federal jurisdiction', 'unfair competition'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1341' },
    asks: [
      'can I go to federal court to stop my state or county from collecting a property tax I think is unfair',
      'I want a federal judge to block a state tax, is that allowed',
    ],
    keywords: ['Tax Injunction Act', 'state tax', 'property tax', 'injunction', 'state court remedy'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1343' },
    asks: [
      'can I sue in federal court for a violation of my civil rights by a state official',
      'which court hears a lawsuit about being denied the right to vote or a civil rights conspiracy',
    ],
    keywords: ['civil rights lawsuit', 'federal court jurisdiction', 'color of state law', 'voting rights', 'section 1985 conspiracy'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1346' },
    asks: [
      'the IRS wrongly collected tax from me, can I sue the government in federal district court for a refund',
      'a federal employee caused an accident that hurt me, which court can I sue the United States in',
      'can I sue the United States in district court for a small contract claim',
    ],
    keywords: ['suing the United States', 'tax refund suit', 'Federal Tort Claims Act', 'Little Tucker Act', '$10,000', 'government negligence'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1350' },
    asks: [
      'I am a foreign national who was tortured abroad, can I sue in U.S. court',
      'can a non-citizen bring a lawsuit in the United States for a violation of international law',
    ],
    keywords: ['Alien Tort Statute', 'law of nations', 'human rights lawsuit', 'foreign national', 'treaty violation'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1355' },
    asks: [
      'the federal government seized my cash for forfeiture, which court handles getting it back',
      'where is a federal civil forfeiture case filed',
    ],
    keywords: ['civil forfeiture', 'federal fine', 'penalty', 'seized property', 'district court'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1358' },
    asks: [
      'the federal government wants to take my land for a project, which court handles it',
      'a federal agency is condemning my property by eminent domain',
    ],
    keywords: ['eminent domain', 'condemnation', 'taking of land', 'federal government', 'district court'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1361' },
    asks: [
      'an immigration or federal agency has sat on my application for years, can I sue to make them decide',
      'can a court order a federal official to do what the law requires them to do for me',
    ],
    keywords: ['mandamus', 'compel agency action', 'delayed application', 'federal officer', 'duty owed'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1363' },
    asks: [
      'my employer fired me for serving on a federal jury, which court can I sue in',
      'where do I bring a case to protect my job after federal jury duty',
    ],
    keywords: ['juror employment rights', 'jury duty firing', 'federal court', 'employer retaliation'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1367' },
    asks: [
      'I have a federal claim and a related state law claim, can both be heard in the same federal case',
      'the federal claim in my case was dismissed, what happens to my state claims and do I still have time to refile them',
    ],
    keywords: ['supplemental jurisdiction', 'state law claims', 'same case or controversy', 'pendent claims', 'tolling'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1391' },
    asks: [
      'which federal court district can I file my lawsuit in, where I live or where the company is',
      'I was sued in a federal court far from home, is that the proper venue',
      'where can you sue a corporation or the U.S. government in federal court',
    ],
    keywords: ['venue', 'proper district', 'where to file a lawsuit', 'residence of defendant', 'substantial part of events'],
    checkedAgainst: R,
  },
  // Removal of cases from state court (28 U.S.C. ch. 89)
  {
    usc: { title: 28, section: '1441' },
    asks: [
      'I sued a company in state court and they moved my case to federal court, can they do that',
      'can a defendant move a state court lawsuit to federal court if the parties are from different states',
    ],
    keywords: ['removal', 'removal to federal court', 'state court lawsuit', 'forum defendant rule', 'diversity', 'federal question'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1442' },
    asks: [
      'I sued a federal officer in state court and the case was moved to federal court',
      'can a federal agent charged in state court have the case moved to federal court',
    ],
    keywords: ['federal officer removal', 'state court', 'federal agency', 'color of office', 'removal'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1443' },
    asks: [
      'I cannot get my equal civil rights enforced in the state court that is prosecuting me, can I move the case to federal court',
      'can a civil rights case filed in state court be removed to federal court',
    ],
    keywords: ['civil rights removal', 'equal civil rights', 'state prosecution', 'removal'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1445' },
    asks: [
      'my workers’ compensation case is in state court, can the employer move it to federal court',
      'can a railroad move an injured worker’s state court lawsuit to federal court',
      'a moving company wants to move my small damaged shipment claim to federal court, can it',
    ],
    keywords: ['nonremovable actions', 'workers’ compensation', 'FELA', 'carrier shipment claim', 'remand'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1446' },
    asks: [
      'how long does a defendant have to move a lawsuit from state court to federal court',
      'I was served with a state court complaint, what is the deadline to file a notice of removal',
      'can a case be removed to federal court more than a year after it was filed',
    ],
    keywords: ['notice of removal', '30 days', 'removal deadline', 'one-year limit', 'removal procedure'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1447' },
    asks: [
      'my case was removed to federal court and I want it sent back to state court, how long do I have',
      'can I get my costs and attorney fees if the other side wrongly removed my case',
      'can I appeal an order sending my case back to state court',
    ],
    keywords: ['remand', 'motion to remand', 'removal', 'attorney fees', 'lack of jurisdiction'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1915' },
    asks: [
      'I cannot afford the court filing fee, can I file my federal lawsuit without paying',
      'I am in prison and want to sue, do I still have to pay the filing fee in installments',
      'what is the three strikes rule for prisoners filing lawsuits without fees',
      'can the court dismiss my free lawsuit as frivolous',
    ],
    keywords: ['in forma pauperis', 'fee waiver', 'filing fee', 'prisoner lawsuit', 'three strikes', 'frivolous', 'poverty affidavit'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1491' },
    asks: [
      'the federal government broke a contract with my business, where do I sue for the money',
      'the government took my property without paying, can I sue for compensation in the Court of Federal Claims',
      'I lost a federal contract bid unfairly, can I protest it in court',
    ],
    keywords: ['Court of Federal Claims', 'Tucker Act', 'government contract', 'takings claim', 'bid protest'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1738A' },
    asks: [
      'I have a custody order from another state, will my new state enforce it or can my ex change it there',
      'my ex moved to another state and asked a court there to change our custody order, is that allowed',
      'which state decides custody when the child recently moved',
    ],
    keywords: ['custody order', 'interstate custody', 'full faith and credit', 'home state', 'visitation', 'modification'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1738C' },
    asks: [
      'we married in one state and moved, can our new state refuse to recognize our same-sex marriage',
      'a state office denied my spouse benefits because of our interracial or same-sex marriage, can I sue',
    ],
    keywords: ['Respect for Marriage Act', 'same-sex marriage', 'interracial marriage', 'marriage recognition', 'full faith and credit'],
    checkedAgainst: R,
  },
  // Jury service (28 U.S.C. ch. 121)
  {
    usc: { title: 28, section: '1861' },
    asks: [
      'do I have to go when I get a summons for federal jury duty',
      'are federal juries supposed to be picked at random from a cross section of the community',
    ],
    keywords: ['jury duty', 'obligation to serve', 'fair cross section', 'random selection', 'federal jury'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1862' },
    asks: [
      'can someone be kept off a federal jury because of their race, religion, sex or being poor',
      'I think people like me were excluded from the jury pool because of national origin',
    ],
    keywords: ['jury discrimination', 'juror exclusion', 'race', 'economic status', 'federal jury'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1863' },
    asks: [
      'I am a volunteer firefighter, can I be excused from federal jury duty',
      'are active duty military, police officers and firefighters exempt from federal jury service',
      'how does a federal court pick names for jury duty, from voter lists',
    ],
    keywords: ['jury selection plan', 'jury exemption', 'excused from jury duty', 'volunteer firefighter', 'active military', 'voter registration lists'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1864' },
    asks: [
      'I ignored the federal juror qualification questionnaire, what can happen to me',
      'what is the penalty for lying on a jury questionnaire to get out of jury duty',
    ],
    keywords: ['juror qualification form', 'jury questionnaire', 'failure to respond', 'fine', 'master jury wheel'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1865' },
    asks: [
      'can I serve on a federal jury if I have a felony conviction',
      'who is disqualified from federal jury duty, like non-citizens or people who do not speak English',
      'I just moved to this district, am I qualified for federal jury service',
    ],
    keywords: ['juror qualifications', 'disqualified from jury', 'felony conviction', 'citizenship', 'English', 'one year residence'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1866' },
    asks: [
      'how do I ask to be excused from federal jury duty because of hardship like child care or work',
      'I missed my federal jury duty date, can I be fined or jailed',
    ],
    keywords: ['undue hardship', 'excused from jury duty', 'failure to appear', 'jury summons', 'fine'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1867' },
    asks: [
      'the jury in my federal criminal case did not reflect the community, can I challenge how it was selected',
      'how do I object that the grand jury was not chosen according to the law',
    ],
    keywords: ['jury selection challenge', 'motion to dismiss indictment', 'fair cross section', 'grand jury', 'voir dire'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1870' },
    asks: [
      'how many jurors can each side reject without giving a reason in a federal civil trial',
      'who decides if a juror should be removed for bias',
    ],
    keywords: ['peremptory challenges', 'challenge for cause', 'civil trial', 'jury selection', 'juror bias'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1871' },
    asks: [
      'how much does federal jury duty pay per day',
      'do federal jurors get paid for mileage, parking or meals',
      'does jury pay go up if the trial lasts more than ten days',
    ],
    keywords: ['juror pay', 'attendance fee', 'jury duty compensation', 'mileage', 'subsistence allowance'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1877' },
    asks: [
      'I was injured while serving as a federal juror, am I covered by workers’ compensation',
      'what happens if a juror gets hurt while at court, deliberating or sequestered',
    ],
    keywords: ['juror injury', 'federal employees compensation', 'workers’ compensation', 'jury service'],
    checkedAgainst: R,
  },
  // Declaratory judgments, habeas corpus, time limits against the United States
  {
    usc: { title: 28, section: '2201' },
    asks: [
      'a company threatens to sue me over a patent, can I ask a court to declare first that I am not infringing',
      'can I ask a federal court just to declare what my rights are under a contract or law, without damages',
    ],
    keywords: ['declaratory judgment', 'declare rights', 'actual controversy', 'legal relations', 'pre-emptive lawsuit'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '2202' },
    asks: [
      'I won a declaratory judgment but the other side ignores it, can I get further relief',
      'what can a court do after declaring the parties’ rights',
    ],
    keywords: ['further relief', 'declaratory judgment', 'enforcement', 'injunction'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '2254' },
    asks: [
      'my loved one is in state prison and their trial violated the Constitution, can they file federal habeas corpus',
      'do I have to finish my state appeals before filing a federal habeas petition',
      'can a federal court overturn a state conviction because my trial violated the Constitution',
    ],
    keywords: ['habeas corpus', 'state prisoner', 'exhaustion', 'federal habeas petition', 'constitutional violation', 'state conviction'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '2401' },
    asks: [
      'how long do I have to sue the federal government',
      'a government vehicle hit my car, what is the deadline to file my claim with the agency',
      'the agency denied my injury claim by certified mail, how long do I have to go to court',
    ],
    keywords: ['statute of limitations', 'suing the United States', 'six years', 'two years', 'tort claim deadline', 'six months after denial'],
    checkedAgainst: R,
  },
  // Federal Tort Claims Act (28 U.S.C. ch. 171)
  {
    usc: { title: 28, section: '2671' },
    asks: [
      'I was hurt by a government contractor’s worker, can I bring a federal tort claim',
      'does the National Guard member who caused the crash count as a federal employee for a claim',
    ],
    keywords: ['Federal Tort Claims Act', 'employee of the government', 'federal agency', 'contractor exclusion', 'scope of employment'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '2672' },
    asks: [
      'can the federal agency pay my damage claim without a lawsuit',
      'a postal truck damaged my property, will the agency settle my claim directly',
    ],
    keywords: ['administrative claim', 'settlement', 'federal agency', 'Federal Tort Claims Act', 'property damage'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '2674' },
    asks: [
      'can I get punitive damages from the United States for an injury caused by a federal employee',
      'is the government liable the same way a private person would be for a car accident',
    ],
    keywords: ['government liability', 'no punitive damages', 'prejudgment interest', 'Federal Tort Claims Act', 'private person standard'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '2675' },
    asks: [
      'a post office truck backed into my car, do I have to file a claim with the agency before suing',
      'I filed an injury claim with a federal agency six months ago and heard nothing, can I sue now',
      'can I ask for more money in court than I put on my claim form to the agency',
    ],
    keywords: ['administrative claim', 'exhaustion', 'six months', 'final denial', 'Federal Tort Claims Act'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '2676' },
    asks: [
      'after my case against the United States ends, can I still sue the federal employee personally',
      'does a Federal Tort Claims Act judgment stop other claims against the employee',
    ],
    keywords: ['judgment bar', 'Federal Tort Claims Act', 'federal employee', 'same subject matter'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '2678' },
    asks: [
      'how much can my lawyer charge for a claim against the federal government',
      'is there a cap on attorney fees for a Federal Tort Claims Act settlement',
    ],
    keywords: ['attorney fee cap', '25 percent', '20 percent', 'Federal Tort Claims Act', 'contingency fee'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '2679' },
    asks: [
      'I sued the federal employee who hit me and the United States was substituted as defendant, why',
      'can I sue a federal worker personally for an accident they caused on the job',
    ],
    keywords: ['Westfall Act', 'exclusive remedy', 'substitution of the United States', 'scope of employment', 'federal employee immunity'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '2680' },
    asks: [
      'the post office lost my package, can I sue the government under the tort claims act',
      'can I sue the United States for assault or false arrest by a federal officer',
      'which claims against the federal government are not allowed, like discretionary decisions or injuries abroad',
    ],
    keywords: ['FTCA exceptions', 'discretionary function', 'lost mail', 'intentional torts', 'law enforcement proviso', 'foreign country'],
    checkedAgainst: R,
  },
  // Criminal procedure: release and bail (18 U.S.C. ch. 207)
  {
    usc: { title: 18, section: '3141' },
    asks: [
      'my son was arrested on federal charges, who decides if he gets released before trial',
      'after a federal conviction, can the judge let someone stay out until sentencing or appeal',
    ],
    keywords: ['release or detention', 'federal bail', 'judicial officer', 'pending trial', 'pending appeal'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3143' },
    asks: [
      'I was found guilty in federal court, will I be locked up right away or can I stay free until sentencing',
      'can I stay out on bail while I appeal my federal conviction',
      'the judge ordered my husband detained after the verdict, when can someone be released pending sentence',
    ],
    keywords: ['release pending sentencing', 'bail pending appeal', 'detention after conviction', 'clear and convincing evidence', 'substantial question'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3144' },
    asks: [
      'I am being held only as a witness in someone else’s federal case, can they keep me in jail',
      'can a material witness be released if their testimony is taken by deposition',
    ],
    keywords: ['material witness', 'witness detention', 'deposition', 'arrest of witness'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3145' },
    asks: [
      'the magistrate judge denied bail in my federal case, how do I ask the district judge to review it',
      'can a detention order or release conditions be appealed in a federal case',
    ],
    keywords: ['review of detention order', 'bail appeal', 'magistrate judge', 'release conditions', 'motion to revoke'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3146' },
    asks: [
      'I missed my federal court date while out on release, is that a separate crime',
      'what happens if I do not turn myself in to start my federal prison sentence',
      'I could not make it to court because of an emergency, is that a defense to failure to appear',
    ],
    keywords: ['failure to appear', 'bail jumping', 'failure to surrender', 'uncontrollable circumstances', 'forfeiture of bond'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3147' },
    asks: [
      'what extra prison time do you get for committing a crime while out on federal pretrial release',
      'I was charged with a new offense while on bond, can my sentence be increased',
    ],
    keywords: ['offense while on release', 'consecutive sentence', 'sentence enhancement', 'pretrial release'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3148' },
    asks: [
      'I broke a condition of my federal pretrial release, like a curfew or drug test, can they revoke it',
      'my pretrial officer says I violated my release terms, will I be arrested and held',
    ],
    keywords: ['release violation', 'revocation of release', 'pretrial release conditions', 'contempt', 'detention'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3149' },
    asks: [
      'I co-signed a federal appearance bond and fear the defendant will flee, can the surety surrender him',
      'as a surety can I get released from paying the bond if I bring the defendant back',
    ],
    keywords: ['surety', 'appearance bond', 'bail bond', 'surrender of defendant', 'exoneration'],
    checkedAgainst: R,
  },
  // Speedy trial (18 U.S.C. ch. 208)
  {
    usc: { title: 18, section: '3162' },
    asks: [
      'the government missed the speedy trial deadline in my federal case, will the charges be dismissed',
      'can charges dismissed for a speedy trial violation be brought again',
    ],
    keywords: ['speedy trial violation', 'dismissal with prejudice', 'dismissal without prejudice', 'Speedy Trial Act', 'sanctions'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3164' },
    asks: [
      'I am held in jail awaiting federal trial, how soon must my trial start',
      'is there a faster trial deadline for a federal defendant who is detained',
    ],
    keywords: ['detained defendant', 'ninety days', 'speedy trial', 'pretrial detention', 'high risk'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3173' },
    asks: [
      'my federal case was delayed for years, can I still claim my constitutional right to a speedy trial',
      'does the Speedy Trial Act replace the Sixth Amendment speedy trial right',
    ],
    keywords: ['Sixth Amendment', 'speedy trial right', 'constitutional claim', 'delay'],
    checkedAgainst: R,
  },
  // Statutes of limitations for federal crimes (18 U.S.C. ch. 213)
  {
    usc: { title: 18, section: '3281' },
    asks: [
      'is there a time limit for charging a federal murder that carries the death penalty',
      'can a federal capital crime be prosecuted decades later',
    ],
    keywords: ['no statute of limitations', 'capital offense', 'murder', 'death penalty', 'cold case'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3282' },
    asks: [
      'how long does the government have to charge me with a federal crime',
      'something happened six years ago, is it too late for federal prosecutors to indict me',
      'can a rape suspect identified only by DNA be indicted after the usual deadline',
    ],
    keywords: ['statute of limitations', 'five years', 'federal crime', 'indictment', 'DNA profile indictment'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3283' },
    asks: [
      'I was abused as a child years ago, is it too late for federal charges against the abuser',
      'how long can someone be prosecuted for kidnapping or sexually abusing a child',
    ],
    keywords: ['child abuse', 'statute of limitations', 'life of the child', 'child sexual abuse', 'kidnapping'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3284' },
    asks: [
      'when does the time limit start for prosecuting someone who hid assets in bankruptcy',
      'my ex hid property in his bankruptcy case, is it too late to prosecute',
    ],
    keywords: ['concealment of assets', 'bankruptcy fraud', 'continuing offense', 'statute of limitations', 'discharge'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3285' },
    asks: [
      'how long after violating a court order can I be charged with criminal contempt',
      'is there a one-year deadline for a criminal contempt case',
    ],
    keywords: ['criminal contempt', 'one year', 'statute of limitations', 'disobeying court order'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3288' },
    asks: [
      'my felony indictment was dismissed after the time limit ran out, can they indict me again',
      'how long does the government have to re-indict after a dismissal once the limitations period has passed',
    ],
    keywords: ['re-indictment', 'dismissed indictment', 'six months', 'statute of limitations', 'savings clause'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3289' },
    asks: [
      'my federal felony charge was dismissed shortly before the limitations period ended, can it be refiled later',
      'is there extra time to re-indict when a case is dropped just before the deadline',
    ],
    keywords: ['re-indictment', 'dismissal before limitations', 'six months', 'statute of limitations'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3290' },
    asks: [
      'if someone runs away or hides from prosecution, does the statute of limitations still run',
      'I left the country after the crime, can I wait out the time limit',
    ],
    keywords: ['fugitive', 'fleeing from justice', 'tolling', 'statute of limitations'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3291' },
    asks: [
      'how long can someone be prosecuted for passport fraud or lying to get citizenship',
      'what is the time limit for naturalization fraud charges',
    ],
    keywords: ['passport fraud', 'naturalization fraud', 'ten years', 'statute of limitations', 'citizenship papers'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3293' },
    asks: [
      'how long can someone be charged for bank fraud or lying on a loan application',
      'is the time limit longer for wire fraud that affects a bank',
    ],
    keywords: ['bank fraud', 'financial institution', 'ten years', 'loan fraud', 'statute of limitations', 'wire fraud'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3295' },
    asks: ['how long after a fire can someone be prosecuted for federal arson', 'is there a ten year limit for arson charges'],
    keywords: ['arson', 'ten years', 'statute of limitations', 'fire', 'explosives'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3296' },
    asks: [
      'I took a plea deal and other counts were dropped, can they bring those counts back if my plea is thrown out',
      'my guilty plea was vacated, can the dismissed charges be reinstated even though time passed',
    ],
    keywords: ['plea agreement', 'dismissed counts', 'reinstatement', 'vacated plea', 'statute of limitations'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3297' },
    asks: [
      'DNA testing just identified a suspect in an old felony, is it too late to prosecute',
      'does a new DNA match restart the time limit for charging a crime',
    ],
    keywords: ['DNA evidence', 'cold case', 'statute of limitations', 'felony', 'DNA match'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3298' },
    asks: [
      'how long does the government have to prosecute forced labor or human trafficking',
      'I escaped a trafficking situation years ago, can the traffickers still be charged',
    ],
    keywords: ['human trafficking', 'forced labor', 'peonage', 'statute of limitations', 'involuntary servitude'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3299' },
    asks: [
      'is there any time limit to prosecute a federal child sex offense or child kidnapping',
      'can someone be charged with child sex trafficking many years later',
    ],
    keywords: ['no statute of limitations', 'child kidnapping', 'child sex offenses', 'sex trafficking', 'child pornography'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3301' },
    asks: [
      'how long do prosecutors have to bring criminal securities fraud charges',
      'my broker defrauded investors years ago, is it too late for criminal charges',
    ],
    keywords: ['securities fraud', 'statute of limitations', 'criminal charges', 'investment fraud'],
    checkedAgainst: R,
  },
  // Sentencing, probation, prison and release (18 U.S.C. ch. 227, 229)
  {
    usc: { title: 18, section: '3553' },
    asks: [
      'what does a federal judge consider when deciding my sentence, can my family situation matter',
      'can a federal judge go below the mandatory minimum for a first-time drug offender',
      'the prosecutor says cooperating could get me under the mandatory minimum, how does that work',
      'does the judge have to follow the sentencing guidelines and explain the sentence',
    ],
    keywords: ['sentencing factors', 'sufficient but not greater than necessary', 'sentencing guidelines', 'safety valve', 'substantial assistance', 'mandatory minimum'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3563' },
    asks: [
      'what rules do I have to follow on federal probation, like drug tests and reporting',
      'can a judge make me do community service, stay home at night or pay restitution as part of probation',
      'do I need permission from my probation officer to travel out of the district',
    ],
    keywords: ['probation conditions', 'drug testing', 'community service', 'home detention', 'probation officer', 'mandatory conditions'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3565' },
    asks: [
      'I failed a drug test while on federal probation, can the judge revoke it and send me to prison',
      'what happens at a probation violation hearing in federal court',
      'my brother was caught with a gun while on probation, is revocation automatic',
    ],
    keywords: ['probation revocation', 'probation violation', 'resentencing', 'mandatory revocation', 'firearm', 'drug test'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3582' },
    asks: [
      'my father is terminally ill in federal prison, can he get compassionate release',
      'how do I ask a federal judge to reduce my sentence after the warden ignored my request for 30 days',
      'the sentencing guidelines for my offense were lowered, can my sentence be reduced',
    ],
    keywords: ['compassionate release', 'sentence reduction', 'extraordinary and compelling reasons', 'warden request', 'retroactive guideline amendment'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3583' },
    asks: [
      'how long can supervised release last after I finish my federal prison time',
      'can I ask the court to end my supervised release early after a year',
      'I violated supervised release, can I be sent back to prison',
    ],
    keywords: ['supervised release', 'early termination', 'revocation of supervised release', 'conditions', 'term of supervised release'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3621' },
    asks: [
      'can my husband be placed in a federal prison closer to home',
      'does completing the prison drug treatment program take time off a federal sentence',
      'who decides which federal prison someone is sent to',
    ],
    keywords: ['Bureau of Prisons', 'prison designation', '500 driving miles', 'residential substance abuse treatment', 'sentence reduction'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3624' },
    asks: [
      'how much good time credit can a federal prisoner earn each year',
      'when can my son move to a halfway house or home confinement before his federal release date',
      'how do First Step Act earned time credits affect release from federal prison',
    ],
    keywords: ['good time credit', '54 days', 'halfway house', 'home confinement', 'earned time credits', 'release date', 'First Step Act'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3663' },
    asks: [
      'the person who stole from me was convicted in federal court, can the judge order them to pay me back',
      'can restitution in a federal case include my medical bills or lost income',
    ],
    keywords: ['restitution', 'crime victim', 'repayment', 'discretionary restitution', 'losses', 'sentencing'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3664' },
    asks: [
      'how does the federal court figure out how much restitution I am owed as a victim',
      'the defendant got an inheritance while in prison, does it have to go to the restitution they owe',
      'can the restitution amount be set after sentencing if my losses are not known yet',
    ],
    keywords: ['restitution order', 'victim losses', 'presentence report', 'payment schedule', 'enforcement of restitution'],
    checkedAgainst: R,
  },
  // Mental condition of defendants (18 U.S.C. ch. 313)
  {
    usc: { title: 18, section: '4241' },
    asks: [
      'my brother has serious mental illness and does not understand his federal charges, can he be found incompetent to stand trial',
      'what happens to a federal defendant found mentally incompetent, will he be hospitalized',
    ],
    keywords: ['competency to stand trial', 'mental incompetence', 'competency hearing', 'psychiatric examination', 'restoration'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '4242' },
    asks: [
      'my lawyer wants to use an insanity defense in federal court, will I have to see a government psychiatrist',
      'how does a federal jury decide not guilty by reason of insanity',
    ],
    keywords: ['insanity defense', 'psychiatric examination', 'not guilty by reason of insanity', 'special verdict'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '4243' },
    asks: [
      'my son was found not guilty by reason of insanity in federal court, will he be released or hospitalized',
      'how can a person committed after an insanity acquittal get released',
    ],
    keywords: ['insanity acquittal', 'commitment', 'hospitalization', 'conditional release', 'dangerousness'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '4244' },
    asks: [
      'I was found guilty but have a serious mental illness, can I be sent to a hospital instead of prison',
      'can a mentally ill convicted defendant get treatment instead of an ordinary sentence',
    ],
    keywords: ['mentally ill defendant', 'hospitalization', 'provisional sentence', 'mental disease', 'treatment'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '4245' },
    asks: [
      'the federal prison wants to transfer my brother to a psychiatric facility against his will, does he get a hearing',
      'can an inmate object to being moved to a mental health facility',
    ],
    keywords: ['prisoner mental health', 'involuntary transfer', 'psychiatric hospitalization', 'hearing', 'Bureau of Prisons'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '4246' },
    asks: [
      'my relative’s federal sentence is ending but they want to keep him in a hospital because of mental illness, can they',
      'can someone be held past their release date because they are considered dangerous due to mental illness',
    ],
    keywords: ['civil commitment', 'dangerousness', 'mental illness', 'release', 'hospitalization'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '4248' },
    asks: [
      'the government wants to keep a sex offender locked up after his sentence ends, how does that work',
      'what is civil commitment of a sexually dangerous person in federal custody',
    ],
    keywords: ['sexually dangerous person', 'civil commitment', 'Adam Walsh Act', 'release', 'hearing'],
    checkedAgainst: R,
  },
  // Small business and creations: copyright (title 17)
  {
    usc: { title: 17, section: '109' },
    asks: [
      'can I resell used books, DVDs or video games I bought without the copyright owner’s permission',
      'is it legal to rent out music CDs or computer software I own',
      'I bought a painting, can I display it in my shop window',
    ],
    keywords: ['first sale doctrine', 'resale', 'used copies', 'record rental', 'software rental', 'public display'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '110' },
    asks: [
      'can a teacher show a movie in class without a license',
      'our church plays copyrighted songs during services, do we need permission',
      'can my small store play the radio for customers without paying music licensing fees',
    ],
    keywords: ['classroom exemption', 'religious services', 'performance exemption', 'small business radio', 'distance education', 'nonprofit performance'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '202' },
    asks: [
      'I bought an original painting, does that mean I own the copyright and can print copies',
      'I own the only copy of my late mother’s letters, can I publish them',
    ],
    keywords: ['copyright ownership', 'owning the object', 'original artwork', 'manuscript', 'material object'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '203' },
    asks: [
      'I signed away the rights to my songs decades ago, can I get them back',
      'how can an author end a copyright transfer or license after 35 years',
    ],
    keywords: ['termination of transfer', 'recapture rights', '35 years', 'notice of termination', 'author’s heirs'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '204' },
    asks: [
      'I agreed verbally to give a client the copyright to my photos, is that transfer valid',
      'does a copyright assignment have to be in writing and signed',
    ],
    keywords: ['copyright assignment', 'written transfer', 'signed agreement', 'transfer of ownership', 'oral agreement'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '205' },
    asks: [
      'the same copyright was sold to two buyers, who wins',
      'should I record my copyright transfer with the Copyright Office',
    ],
    keywords: ['recordation', 'Copyright Office', 'conflicting transfers', 'priority', 'constructive notice'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '303' },
    asks: [
      'my grandfather wrote unpublished letters before 1978, are they still under copyright',
      'how long does copyright last for a work created but never published before 1978',
    ],
    keywords: ['unpublished works', 'pre-1978 works', 'copyright duration', 'public domain'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '304' },
    asks: [
      'is a song or book published in the 1950s still under copyright',
      'how long do old copyrights from before 1978 last, and can heirs take back the rights',
    ],
    keywords: ['copyright term', 'renewal term', 'pre-1978 copyright', '95 years', 'termination', 'public domain'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '305' },
    asks: [
      'does a copyright end on the exact anniversary or at the end of the year',
      'when exactly does a work enter the public domain, on January 1',
    ],
    keywords: ['copyright expiration', 'end of calendar year', 'public domain', 'term of copyright'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '412' },
    asks: [
      'someone copied my work before I registered it, can I still get statutory damages and attorney fees',
      'is there a grace period after publishing to register a copyright and keep full remedies',
    ],
    keywords: ['registration', 'statutory damages', 'attorney fees', 'three months', 'timely registration', 'infringement before registration'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '501' },
    asks: [
      'someone is using my photos on their website without permission, is that copyright infringement and can I sue',
      'who can bring a copyright infringement lawsuit, does an exclusive licensee count',
    ],
    keywords: ['copyright infringement', 'infringer', 'lawsuit', 'exclusive licensee', 'unauthorized use'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '502' },
    asks: [
      'can I get a court order to stop someone from selling copies of my work',
      'how do I get a copyright injunction against an infringer',
    ],
    keywords: ['injunction', 'copyright infringement', 'court order', 'stop infringement', 'temporary restraining order'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '503' },
    asks: [
      'can the court seize pirated copies of my book while my case is pending',
      'will the infringing copies and equipment be destroyed after I win',
    ],
    keywords: ['impounding', 'seizure of copies', 'destruction', 'pirated copies', 'copyright infringement'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '505' },
    asks: [
      'if I win my copyright lawsuit, can the other side pay my lawyer fees',
      'I was wrongly sued for copyright infringement and won, can I recover my costs',
    ],
    keywords: ['attorney fees', 'prevailing party', 'court costs', 'copyright lawsuit', 'fee shifting'],
    checkedAgainst: R,
  },
  {
    usc: { title: 17, section: '1201' },
    asks: [
      'is it illegal to break the copy protection on a DVD or e-book',
      'can I legally jailbreak or unlock my phone or repair software that is locked',
      'is selling a tool that cracks software protection against the law',
    ],
    keywords: ['DMCA anti-circumvention', 'copy protection', 'DRM', 'circumvention tools', 'jailbreaking', 'exemptions'],
    checkedAgainst: R,
  },
  // Trademarks (Lanham Act, 15 U.S.C. ch. 22)
  {
    usc: { title: 15, section: '1052' },
    asks: [
      'the trademark office refused my brand name as merely descriptive or confusingly similar, why',
      'can I register my last name or a geographic name as a trademark',
      'what kinds of names or logos cannot be registered as trademarks',
    ],
    keywords: ['trademark registration refusal', 'likelihood of confusion', 'merely descriptive', 'surname', 'secondary meaning', 'principal register'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1057' },
    asks: [
      'what does my trademark registration certificate prove',
      'does filing a trademark application give me nationwide priority from the filing date',
    ],
    keywords: ['registration certificate', 'constructive use', 'nationwide priority', 'trademark', 'filing date'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1058' },
    asks: [
      'what do I have to file to keep my trademark registration from being canceled after five years',
      'how long does a federal trademark registration last',
    ],
    keywords: ['declaration of use', 'section 8 affidavit', 'trademark maintenance', '10 years', 'cancellation'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1059' },
    asks: ['how do I renew my trademark registration and when', 'I missed my trademark renewal deadline, is there a grace period'],
    keywords: ['trademark renewal', '10-year renewal', 'grace period', 'renewal fee'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1060' },
    asks: [
      'I am selling my business, can I transfer the trademark to the buyer',
      'can a trademark be sold separately from the business goodwill',
    ],
    keywords: ['trademark assignment', 'goodwill', 'sale of business', 'recording assignment', 'transfer'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1064' },
    asks: [
      'someone registered a trademark that conflicts with the name I used first, can I cancel it',
      'can a trademark be canceled because it became generic or was abandoned',
    ],
    keywords: ['cancellation petition', 'trademark cancellation', 'generic', 'abandonment', 'fraud on the trademark office', 'five years'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1065' },
    asks: [
      'I have used my registered trademark for five years straight, can it still be challenged',
      'what makes a trademark incontestable',
    ],
    keywords: ['incontestable trademark', 'five consecutive years', 'section 15 declaration', 'continuous use'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1072' },
    asks: [
      'I did not know someone had registered the name, can I claim I used it in good faith',
      'does a federal trademark registration count as notice to everyone',
    ],
    keywords: ['constructive notice', 'registered trademark', 'good faith defense', 'ownership claim'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1111' },
    asks: [
      'when can I use the ® symbol on my logo',
      'I did not put the registered symbol on my products, can I still get damages from an infringer',
    ],
    keywords: ['® symbol', 'registration notice', 'Reg. U.S. Pat. & Tm. Off.', 'trademark damages', 'actual notice'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1115' },
    asks: [
      'a company with a registered trademark is suing me but I used the name first locally, what defenses do I have',
      'can I use a descriptive word in a trademark in its ordinary sense as fair use',
    ],
    keywords: ['trademark defenses', 'prima facie evidence', 'incontestable', 'descriptive fair use', 'prior use', 'abandonment'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1116' },
    asks: [
      'how do I get a court order to stop a competitor using a name confusingly similar to my brand',
      'can counterfeit goods with my trademark be seized before the seller is warned',
    ],
    keywords: ['trademark injunction', 'counterfeit seizure', 'ex parte seizure', 'irreparable harm', 'preliminary injunction'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1117' },
    asks: [
      'someone is selling fake products with my brand, what money can I recover',
      'what are statutory damages for counterfeit trademarks or a cybersquatted domain name',
      'can I get the infringer’s profits and my lawyer fees in a trademark case',
    ],
    keywords: ['trademark damages', 'infringer’s profits', 'counterfeit statutory damages', 'cybersquatting damages', 'treble damages', 'attorney fees'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1118' },
    asks: [
      'can the court order counterfeit labels and packaging with my trademark destroyed',
      'what happens to infringing signs and products after a trademark judgment',
    ],
    keywords: ['destruction of infringing articles', 'counterfeit goods', 'trademark remedy', 'labels and packaging'],
    checkedAgainst: R,
  },
  // Patents (title 35)
  {
    usc: { title: 35, section: '102' },
    asks: [
      'I showed my invention at a trade show last year, can I still get a patent',
      'someone else already published something like my invention, does that stop my patent',
      'is there a one-year grace period after I disclose my own invention',
    ],
    keywords: ['novelty', 'prior art', 'grace period', 'public disclosure', 'on sale bar', 'effective filing date'],
    checkedAgainst: R,
  },
  {
    usc: { title: 35, section: '103' },
    asks: [
      'the patent examiner rejected my invention as obvious, what does that mean',
      'can I patent a combination of existing products that works better',
    ],
    keywords: ['obviousness', 'non-obvious', 'prior art', 'patent rejection', 'ordinary skill in the art'],
    checkedAgainst: R,
  },
  {
    usc: { title: 35, section: '281' },
    asks: ['a company is copying my patented product, can I sue them', 'how does a patent owner enforce a patent'],
    keywords: ['patent infringement lawsuit', 'patentee', 'civil action', 'enforce patent'],
    checkedAgainst: R,
  },
  {
    usc: { title: 35, section: '282' },
    asks: [
      'I am being sued for patent infringement, can I argue the patent is invalid',
      'is a granted patent presumed valid and who has to prove otherwise',
    ],
    keywords: ['presumption of validity', 'patent invalidity', 'defenses', 'noninfringement', 'burden of proof'],
    checkedAgainst: R,
  },
  {
    usc: { title: 35, section: '283' },
    asks: ['can a court order a competitor to stop making my patented product', 'how do I get a patent injunction'],
    keywords: ['patent injunction', 'equity', 'stop infringement', 'preliminary injunction'],
    checkedAgainst: R,
  },
  {
    usc: { title: 35, section: '284' },
    asks: [
      'how much money can I get if someone infringed my patent',
      'can patent damages be tripled if the infringement was willful',
    ],
    keywords: ['patent damages', 'reasonable royalty', 'treble damages', 'willful infringement'],
    checkedAgainst: R,
  },
  {
    usc: { title: 35, section: '285' },
    asks: [
      'a patent troll sued my small business and lost, can I get my attorney fees back',
      'when does the winner of a patent case get lawyer fees',
    ],
    keywords: ['attorney fees', 'exceptional case', 'patent troll', 'prevailing party'],
    checkedAgainst: R,
  },
  {
    usc: { title: 35, section: '286' },
    asks: [
      'how far back can I collect damages for patent infringement',
      'someone has infringed my patent for ten years, can I recover for all of it',
    ],
    keywords: ['six years', 'patent damages', 'time limit', 'past infringement'],
    checkedAgainst: R,
  },
  {
    usc: { title: 35, section: '287' },
    asks: [
      'do I have to mark my product with the patent number to get damages',
      'can I use a website address for virtual patent marking',
    ],
    keywords: ['patent marking', 'virtual marking', 'notice of infringement', 'damages limitation', 'pat.'],
    checkedAgainst: R,
  },
  {
    usc: { title: 35, section: '292' },
    asks: [
      'a competitor labels its product patented when it is not, can I sue',
      'is it illegal to mark a product with an expired patent number',
    ],
    keywords: ['false marking', 'patent pending', 'expired patent', 'competitive injury', 'deceiving the public'],
    checkedAgainst: R,
  },
  // Vehicles: motor vehicle safety and recalls (49 U.S.C. ch. 301)
  {
    usc: { title: 49, section: '30106' },
    asks: [
      'someone driving a rental car hit me, can I sue the rental company just because it owns the car',
      'is a car leasing company liable for a crash caused by the person renting its vehicle',
    ],
    keywords: ['rental car accident', 'Graves Amendment', 'vicarious liability', 'leased vehicle', 'owner liability'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30112' },
    asks: [
      'is it legal for a dealer to sell a new car that does not meet federal safety standards',
      'can I sell car parts or equipment that do not meet federal motor vehicle safety standards',
      'can I import a car that was not built to U.S. safety standards',
    ],
    keywords: ['federal motor vehicle safety standards', 'noncomplying vehicle', 'sale of unrepaired recall', 'importing vehicles', 'dealer'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30116' },
    asks: [
      'a safety defect was found before the dealer sold me the car, should it have been fixed first',
      'must the manufacturer repair or buy back cars on a dealer’s lot that have a safety defect',
    ],
    keywords: ['defect before sale', 'dealer inventory', 'safety recall', 'manufacturer repurchase', 'noncompliance'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30117' },
    asks: [
      'how does a car or tire maker keep track of buyers so it can send recall notices',
      'do tire sellers have to register my tires so I get recall notices',
    ],
    keywords: ['owner records', 'tire registration', 'recall notice', 'purchaser information', 'first purchaser'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30119' },
    asks: [
      'what has to be in a vehicle recall letter from the manufacturer',
      'how and when must owners be notified of a safety recall',
    ],
    keywords: ['recall notice', 'notification procedures', 'owner notification', 'defect description', 'remedy'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30120A' },
    asks: [
      'the car company that issued the recall went bankrupt, do they still have to fix my car',
      'does a manufacturer’s bankruptcy cancel its recall obligations',
    ],
    keywords: ['manufacturer bankruptcy', 'recall obligations', 'safety recall', 'claim of the United States'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30123' },
    asks: ['is it legal to sell regrooved tires', 'how are tires graded for quality so buyers can compare them'],
    keywords: ['regrooved tires', 'tire safety', 'uniform tire quality grading'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30124' },
    asks: [
      'can a car be required to refuse to start if I do not buckle my seat belt',
      'is a seat belt ignition interlock mandatory on new cars',
    ],
    keywords: ['seat belt interlock', 'safety belt', 'ignition', 'buzzer'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30126' },
    asks: ['are there federal safety standards for used cars and state inspections', 'does the federal government require used vehicle safety inspections'],
    keywords: ['used vehicle standards', 'state inspection', 'used car safety'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30142' },
    asks: [
      'I want to bring a car from overseas for my own use, what rules apply',
      'can I personally import a foreign car that does not meet U.S. safety standards',
    ],
    keywords: ['importing a car', 'personal use import', 'gray market vehicle', 'registered importer', 'safety standards'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30162' },
    asks: [
      'my car model has a dangerous defect, how do I petition the government to order a recall',
      'can an ordinary person ask the safety agency to investigate a vehicle defect',
    ],
    keywords: ['defect petition', 'NHTSA', 'recall request', 'safety standard petition', 'interested person'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30165' },
    asks: [
      'what fines does a car maker face for hiding a safety defect or not recalling cars',
      'is there a civil penalty for selling vehicles that violate safety standards',
    ],
    keywords: ['civil penalty', 'vehicle safety violation', 'recall failure', 'manufacturer fine'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30170' },
    asks: [
      'can auto executives go to prison for lying to regulators about deadly defects',
      'is it a crime for a car company to hide a defect that caused deaths',
    ],
    keywords: ['criminal penalty', 'falsifying defect reports', 'vehicle defect', 'death or serious injury', 'false statements'],
    checkedAgainst: R,
  },
  // Odometers (49 U.S.C. ch. 327)
  {
    usc: { title: 49, section: '32704' },
    asks: [
      'my odometer was replaced at the shop, what has to be done with the mileage',
      'the mechanic had to reset my odometer to zero, do I need a sticker on the door',
    ],
    keywords: ['odometer repair', 'odometer replacement', 'door frame notice', 'mileage', 'reset to zero'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '32709' },
    asks: [
      'what are the penalties for rolling back an odometer',
      'can a dealer who tampered with mileage be fined or jailed, and can the state attorney general sue',
    ],
    keywords: ['odometer fraud penalty', 'rollback', 'civil penalty', 'criminal penalty', 'state attorney general'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '32711' },
    asks: ['does federal odometer law replace my state’s odometer tampering law', 'can my state also prosecute odometer fraud'],
    keywords: ['state law', 'odometer tampering', 'preemption', 'intent to defraud'],
    checkedAgainst: R,
  },
  // Household goods movers (49 U.S.C. subtitle IV)
  {
    usc: { title: 49, section: '14101' },
    asks: [
      'the trucking company refused my shipment, do carriers have to provide service on reasonable request',
      'can a carrier and shipper sign a contract that waives normal rights',
    ],
    keywords: ['common carrier duty', 'reasonable request', 'shipper contract', 'motor carrier', 'waiver'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '14103' },
    asks: [
      'the warehouse made me unload my truck myself, can they make drivers pay for unloading',
      'is it legal to charge a truck driver lumping fees to load or unload',
    ],
    keywords: ['lumping', 'loading and unloading', 'truck driver', 'coercion', 'shipper responsibility'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '14104' },
    asks: [
      'the interstate mover gave me an estimate over the phone without seeing my stuff, is that allowed',
      'does a moving company have to do an in-home survey before giving a written estimate',
    ],
    keywords: ['household goods mover', 'moving estimate', 'physical survey', 'interstate move', 'binding estimate'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '14706' },
    asks: [
      'the interstate movers broke my furniture, how do I file a claim and how long do I have',
      'the moving company says it is only liable by the pound, can it limit what it pays for my damaged things',
      'the trucking company lost my shipment, who is liable, the origin or the delivering carrier',
    ],
    keywords: ['Carmack Amendment', 'damaged shipment', 'moving damage claim', 'bill of lading', 'released value', 'nine months', 'two years'],
    checkedAgainst: R,
  },
  // Drones (49 U.S.C. ch. 448)
  {
    usc: { title: 49, section: '44801' },
    asks: ['what counts as a small drone under federal law', 'is my toy quadcopter an unmanned aircraft under FAA rules'],
    keywords: ['small unmanned aircraft', 'drone definition', '55 pounds', 'unmanned aircraft system'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '44807' },
    asks: [
      'my business wants to fly drones in a way the normal rules do not allow, can the FAA give special permission',
      'how do companies get FAA approval for commercial drone operations',
    ],
    keywords: ['FAA exemption', 'commercial drone', 'risk-based approach', 'drone authorization'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '44808' },
    asks: ['can I deliver packages by drone for money', 'what rules apply to drone delivery services'],
    keywords: ['drone delivery', 'carriage of property', 'compensation or hire', 'small unmanned aircraft'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '44809' },
    asks: [
      'I fly a drone for fun, do I need an FAA license or test',
      'how high can I fly my hobby drone and do I have to keep it in sight',
      'can I fly my recreational drone near an airport',
    ],
    keywords: ['recreational drone', 'hobby drone rules', '400 feet', 'visual line of sight', 'aeronautical knowledge and safety test', 'community-based organization'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '44812' },
    asks: [
      'can drones be banned over a stadium or large outdoor event',
      'how does an event ask the FAA to restrict drone flights over a crowd',
    ],
    keywords: ['temporary flight restriction', 'drone restriction', 'large public gathering', 'stadium'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '46320' },
    asks: [
      'what is the penalty for flying a drone over a wildfire and interfering with firefighting',
      'can a drone operator be fined for getting in the way of police or emergency responders',
    ],
    keywords: ['drone interference', 'wildfire', 'emergency response', 'civil penalty', 'unmanned aircraft'],
    checkedAgainst: R,
  },
  // New car stickers and telemarketing (15 U.S.C.)
  {
    usc: { title: 15, section: '1233' },
    asks: [
      'the dealer removed the window sticker from the new car before I saw it, is that illegal',
      'what is the penalty for a manufacturer that does not put a price sticker on a new car',
    ],
    keywords: ['Monroney sticker', 'window sticker', 'removing label', 'new car price label', 'penalty'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '6103' },
    asks: [
      'a telemarketing scam targeted many people in my state, can the state attorney general sue',
      'can states enforce the federal telemarketing fraud rules',
    ],
    keywords: ['state attorney general', 'telemarketing fraud', 'parens patriae', 'Telemarketing Sales Rule'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '6104' },
    asks: [
      'I lost a lot of money to an abusive telemarketer, can I sue them myself',
      'how long do I have to bring a private lawsuit over telemarketing fraud',
    ],
    keywords: ['private lawsuit', 'telemarketing fraud', '$50,000', 'three years', 'Telemarketing Sales Rule'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '6105' },
    asks: ['who enforces the telemarketing sales rule, where do I report a telemarketer', 'does the FTC handle telemarketing fraud complaints'],
    keywords: ['FTC', 'Telemarketing Sales Rule', 'enforcement', 'complaint'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '6106' },
    asks: [
      'does the telemarketing law cover calls asking for charity donations',
      'I called a company after getting its catalog in the mail, does the telemarketing law cover that call',
    ],
    keywords: ['telemarketing definition', 'charitable solicitation', 'interstate telephone call', 'Telemarketing Sales Rule'],
    checkedAgainst: R,
  },
  // Investors scammed: securities fraud and broker failure (15 U.S.C. ch. 2A, 2B, 2B-1)
  {
    usc: { title: 15, section: '77e' },
    asks: [
      'someone sold me shares in their startup that were never registered, was that legal',
      'a promoter is selling investment units online with no prospectus, is that allowed',
    ],
    keywords: ['unregistered securities', 'registration statement', 'prospectus', 'securities offering', 'Securities Act'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '77k' },
    asks: [
      'I bought stock in an IPO and the registration statement had false information, who can I sue',
      'can I sue the company directors and auditors over lies in an offering document',
    ],
    keywords: ['false registration statement', 'IPO lawsuit', 'material misstatement', 'underwriters', 'auditors', 'due diligence defense'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '77l' },
    asks: [
      'the seller lied to me to get me to buy an investment, can I get my money back',
      'I was sold an unregistered security, can I undo the purchase and get a refund',
    ],
    keywords: ['rescission', 'seller liability', 'misleading prospectus', 'unregistered security', 'refund of investment'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '77m' },
    asks: [
      'how long do I have to sue over a misleading stock offering',
      'I only just discovered the lies in the prospectus, is it too late to bring a claim',
    ],
    keywords: ['statute of limitations', 'one year after discovery', 'three years', 'securities claim', 'Securities Act'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '77q' },
    asks: [
      'a promoter lied to me to sell me an investment, is that illegal securities fraud',
      'an influencer was paid to hype a stock without saying they were paid, is that allowed',
    ],
    keywords: ['securities fraud', 'offer or sale', 'paid promotion', 'touting', 'untrue statement', 'scheme to defraud'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78i' },
    asks: [
      'a group pumped up a penny stock with fake trades and then dumped it, is that illegal',
      'I lost money after buying a stock whose price was manipulated, can I sue',
    ],
    keywords: ['market manipulation', 'pump and dump', 'wash trades', 'matched orders', 'stock price manipulation'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78j' },
    asks: [
      'my financial adviser lied about an investment and I lost my savings, what law makes that fraud',
      'someone traded on secret inside information about a company, is that illegal',
      'a company misled investors about its earnings, can shareholders bring a fraud claim',
    ],
    keywords: ['securities fraud', 'Rule 10b-5', 'manipulative or deceptive device', 'insider trading', 'investment fraud'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78o' },
    asks: [
      'the person who sold me investments was not a registered broker, is that illegal',
      'how do I know if a stock broker has to be registered with the SEC',
    ],
    keywords: ['broker registration', 'unregistered broker', 'broker-dealer', 'SEC'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78t' },
    asks: [
      'can I also hold the bosses or the firm that controlled the fraudster liable',
      'someone helped a company commit securities fraud, are they liable too',
    ],
    keywords: ['control person liability', 'aiding and abetting', 'joint and several liability', 'securities fraud'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78u-4' },
    asks: [
      'I want to join or lead a shareholder class action for securities fraud, what are the rules',
      'why was our securities fraud lawsuit dismissed for not pleading enough detail',
    ],
    keywords: ['securities class action', 'PSLRA', 'lead plaintiff', 'pleading requirements'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78u-6' },
    asks: [
      'I reported my company’s securities fraud to the SEC, can I get a whistleblower reward',
      'I was fired after reporting investor fraud to the SEC, what protection do I have',
      'how much of the penalty does an SEC whistleblower get',
    ],
    keywords: ['SEC whistleblower', 'whistleblower award', 'retaliation', 'original information', '10 to 30 percent', 'Dodd-Frank'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78ccc' },
    asks: [
      'is SIPC a government agency that insures my brokerage account',
      'is my broker required to be a member of SIPC',
    ],
    keywords: ['SIPC', 'Securities Investor Protection Corporation', 'SIPC membership', 'broker-dealer', 'nonprofit'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78eee' },
    asks: [
      'my brokerage firm is failing, how does a liquidation to protect customers get started',
      'a court appointed a trustee for my broker after it went under, what happens to my account',
    ],
    keywords: ['broker failure', 'SIPC liquidation', 'protective decree', 'trustee', 'customer protection'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78fff' },
    asks: [
      'when a brokerage is liquidated, will I get my actual securities back or cash',
      'how is customer property divided up when a broker goes bankrupt',
    ],
    keywords: ['liquidation proceeding', 'customer property', 'net equity', 'customer name securities', 'broker bankruptcy'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78fff-2' },
    asks: [
      'I got a notice that my failed broker is being liquidated, what is the deadline to file my customer claim',
      'can the trustee transfer my account to another brokerage firm',
    ],
    keywords: ['customer claim', 'six months', 'claim deadline', 'account transfer', 'SIPC trustee'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78fff-3' },
    asks: [
      'how much does SIPC cover if my brokerage firm fails and money is missing',
      'is cash in my brokerage account protected up to a limit when the broker collapses',
    ],
    keywords: ['SIPC coverage', '$500,000', 'cash limit', '$250,000', 'SIPC advances', 'net equity claim'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78fff-4' },
    asks: [
      'my small broker failed, can SIPC pay customers directly without a court case',
      'what is the SIPC direct payment procedure',
    ],
    keywords: ['direct payment', 'small broker failure', 'SIPC', 'customer claims'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78lll' },
    asks: [
      'am I a customer protected by SIPC if I lent money to the brokerage',
      'what does net equity mean in a broker liquidation',
    ],
    keywords: ['customer definition', 'net equity', 'customer property', 'SIPC', 'securities account'],
    checkedAgainst: R,
  },
  // Small business: SBA loans and federal contracting (15 U.S.C. ch. 14A)
  {
    usc: { title: 15, section: '634' },
    asks: [
      'can I sue the Small Business Administration over my SBA loan and in which court',
      'can a court garnish or put an injunction on the SBA',
    ],
    keywords: ['suing the SBA', 'Small Business Administration', 'sue and be sued', 'SBA powers', 'no injunction'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '636b' },
    asks: [
      'what interest rate will I pay on an SBA disaster loan after the flood',
      'how much can I borrow with a disaster loan to repair or replace my damaged property',
    ],
    keywords: ['SBA disaster loan', 'interest rate', 'repair or replace', 'disaster damage', 'loan amount'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '636c' },
    asks: [
      'I am 82, can the SBA turn down my disaster home loan because of my age',
      'is age considered when approving a federal disaster loan',
    ],
    keywords: ['age discrimination', 'disaster loan', 'older applicant', 'SBA'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '636m' },
    asks: [
      'how do I get my PPP loan forgiven and which costs count, like payroll, rent and utilities',
      'I laid off workers during the pandemic, does that reduce my PPP loan forgiveness',
    ],
    keywords: ['PPP loan forgiveness', 'Paycheck Protection Program', 'payroll costs', 'covered period', 'full-time equivalent employees', 'rent and utilities'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '637b' },
    asks: [
      'as a small business, can I get the bid documents and a contact person for a federal contract',
      'what information must a federal agency give a small business interested in bidding',
    ],
    keywords: ['bid sets', 'federal contract', 'small business bidding', 'specifications', 'agency contact'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '638' },
    asks: [
      'how can my startup get federal research grants like SBIR or STTR',
      'what is the Small Business Innovation Research program and who can apply',
    ],
    keywords: ['SBIR', 'STTR', 'small business research grant', 'innovation research', 'technology transfer'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '642' },
    asks: [
      'I paid a loan packager to help get my SBA loan, do I have to disclose that fee',
      'can my business hire a former SBA employee after getting SBA assistance',
    ],
    keywords: ['SBA loan requirements', 'loan agent fees', 'disclosure of agents', 'former SBA employees'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '645' },
    asks: [
      'is it a crime to lie on an SBA loan application, like a PPP or disaster loan',
      'what happens if someone falsely claims small business status to win a set-aside contract',
    ],
    keywords: ['SBA loan fraud', 'false statement', 'PPP fraud', 'misrepresenting small business status', 'penalties'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '646' },
    asks: ['does an SBA lien on my property come before or after property taxes', 'my county tax lien and SBA loan lien conflict, which has priority'],
    keywords: ['SBA lien', 'property tax lien', 'lien priority', 'subordinate'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '656' },
    asks: [
      'where can a woman starting a business get free training and counseling',
      'what are women’s business centers funded by the SBA',
    ],
    keywords: ['women’s business center', 'women-owned business', 'business counseling', 'SBA', 'training'],
    checkedAgainst: R,
  },
  // More trademark procedure and remedies (15 U.S.C. ch. 22)
  {
    usc: { title: 15, section: '1053' },
    asks: ['can I register a trademark for my service business, like a cleaning company or salon name', 'what is a service mark and can it be registered'],
    keywords: ['service mark', 'service business name', 'trademark registration', 'registrable'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1054' },
    asks: [
      'can our association register a certification mark that products meet our standard',
      'can a regional name for a local product be registered as a collective or certification mark',
    ],
    keywords: ['certification mark', 'collective mark', 'regional origin', 'association mark'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1056' },
    asks: [
      'the trademark examiner says I must disclaim a word in my logo, what does that mean',
      'does a disclaimer in my trademark application give up my rights in that word',
    ],
    keywords: ['disclaimer', 'unregistrable component', 'descriptive word', 'trademark application'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1062' },
    asks: [
      'what happens after my trademark application is examined, when is it published for opposition',
      'my trademark application was refused, how long do I have to respond to the office action',
    ],
    keywords: ['publication for opposition', 'Official Gazette', 'office action', 'trademark examination', 'response deadline'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1063' },
    asks: [
      'someone applied to register a brand name like mine, how can I oppose it before it registers',
      'what is the deadline to file a trademark opposition after publication',
    ],
    keywords: ['trademark opposition', 'thirty days', 'publication', 'Trademark Trial and Appeal Board', 'extension of time'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1066a' },
    asks: [
      'a registered trademark blocking my application was never actually used, can I get it removed',
      'how do I challenge a trademark registration for goods the owner never sold',
    ],
    keywords: ['expungement', 'never used in commerce', 'trademark registration challenge', 'nonuse', 'ex parte'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1066b' },
    asks: [
      'the trademark owner was not using the mark when they registered it, can the registration be reexamined',
      'what is ex parte reexamination of a trademark registration',
    ],
    keywords: ['reexamination', 'not in use at filing', 'trademark registration', 'nonuse'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1069' },
    asks: [
      'they waited years to object to my trademark, can I argue it is too late',
      'can laches or acquiescence be raised in a trademark opposition or cancellation',
    ],
    keywords: ['laches', 'estoppel', 'acquiescence', 'trademark proceeding', 'delay'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1070' },
    asks: ['the examiner finally refused my trademark, can I appeal', 'how do I appeal a trademark refusal to the Trademark Trial and Appeal Board'],
    keywords: ['trademark appeal', 'Trademark Trial and Appeal Board', 'final refusal', 'TTAB'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1071' },
    asks: [
      'I lost at the Trademark Trial and Appeal Board, can I take it to court',
      'should I appeal a TTAB decision to the Federal Circuit or file a civil action in district court',
    ],
    keywords: ['appeal TTAB decision', 'Federal Circuit', 'civil action', 'district court', 'trademark appeal'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1091' },
    asks: [
      'my brand name was refused as descriptive, can I register it on the supplemental register',
      'what is the supplemental register for trademarks',
    ],
    keywords: ['supplemental register', 'descriptive mark', 'capable of distinguishing', 'trademark registration'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1119' },
    asks: [
      'in my trademark lawsuit, can the court cancel the other side’s registration',
      'can a judge order the trademark office to fix or cancel a registration',
    ],
    keywords: ['court cancellation', 'trademark registration', 'rectify register', 'infringement lawsuit'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1120' },
    asks: [
      'a competitor got a trademark registration by lying to the trademark office, can I sue for damages',
      'is someone liable for a fraudulent trademark registration that hurt my business',
    ],
    keywords: ['fraudulent registration', 'false declaration', 'trademark fraud', 'damages'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1121' },
    asks: [
      'can I bring a trademark lawsuit in federal court regardless of the amount at stake',
      'can a city force a franchise to change how its registered trademark is displayed',
    ],
    keywords: ['federal jurisdiction', 'trademark lawsuit', 'amount in controversy', 'local sign rules', 'registered mark display'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1122' },
    asks: [
      'a state university is using my trademark, can I sue a state for infringement',
      'can the federal government be sued for trademark infringement',
    ],
    keywords: ['sovereign immunity', 'state infringement', 'government liability', 'trademark'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1124' },
    asks: [
      'can customs stop imported knockoffs that copy my registered trademark',
      'how do I keep counterfeit goods bearing my brand from being imported',
    ],
    keywords: ['importation', 'customs', 'counterfeit imports', 'recording trademark with customs', 'knockoffs'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1127' },
    asks: [
      'I stopped using my brand name for three years, have I abandoned the trademark',
      'what counts as use of a trademark in commerce',
    ],
    keywords: ['abandonment', 'three years nonuse', 'use in commerce', 'trademark definitions', 'dilution'],
    checkedAgainst: R,
  },
  // More privacy, criminal procedure, vehicle and investor sections
  {
    usc: { title: 18, section: '2708' },
    asks: [
      'police got my emails from the provider without following the stored communications law, can the evidence be thrown out',
      'what remedies do I have when the email privacy law was broken but not the Constitution',
    ],
    keywords: ['exclusive remedies', 'stored communications', 'no suppression', 'nonconstitutional violation', 'email evidence'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '2725' },
    asks: [
      'is my photo, Social Security number or medical information in my DMV record protected personal information',
      'are accident reports and driving violations covered by the driver privacy law',
    ],
    keywords: ['motor vehicle record', 'personal information', 'highly restricted personal information', 'express consent', 'driver privacy'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3151' },
    asks: [
      'the court ordered my forfeited federal bail money returned, how is it refunded',
      'can forfeited bail paid to the government be given back',
    ],
    keywords: ['forfeited bail', 'bail refund', 'remission', 'bond money'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3174' },
    asks: [
      'the court says a judicial emergency suspended the speedy trial time limits, is that allowed',
      'can a federal court with too many cases suspend speedy trial deadlines',
    ],
    keywords: ['judicial emergency', 'speedy trial suspension', 'court backlog', 'time limits'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3292' },
    asks: [
      'prosecutors paused the statute of limitations to get evidence from another country, can they do that',
      'how long can the time limit be suspended while waiting for foreign evidence',
    ],
    keywords: ['foreign evidence', 'suspension of limitations', 'official request', 'statute of limitations', 'three years'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3294' },
    asks: ['how long after a museum art theft can someone be charged', 'is there a longer time limit for stealing major artwork'],
    keywords: ['art theft', 'major artwork', 'twenty years', 'statute of limitations', 'museum'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30103' },
    asks: [
      'the car met federal safety standards, does that stop me from suing the maker for my injuries',
      'can my state have its own vehicle safety standard different from the federal one',
    ],
    keywords: ['preemption', 'common law liability', 'state safety standards', 'product liability', 'federal motor vehicle safety standards'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30115' },
    asks: [
      'what is the safety certification label permanently attached to my car',
      'a manufacturer certified a vehicle as meeting safety standards when it did not, is that a violation',
    ],
    keywords: ['certification label', 'safety compliance', 'manufacturer certification'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30125' },
    asks: ['are there special federal safety standards for school buses', 'what safety requirements apply to school bus emergency exits and seating'],
    keywords: ['school bus safety', 'schoolbus standards', 'emergency exits', 'seating systems', 'student transportation'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30141' },
    asks: [
      'can a foreign-market car be imported if it is modified to meet U.S. standards',
      'what is a registered importer for bringing in non-U.S. vehicles',
    ],
    keywords: ['registered importer', 'substantially similar vehicle', 'importing vehicles', 'conformance', 'nonconforming vehicle'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '14102' },
    asks: [
      'I am an owner-operator leasing my truck to a carrier, does the lease have to be in writing',
      'who is responsible for insurance and safety when a carrier uses a leased truck',
    ],
    keywords: ['truck lease', 'owner-operator', 'written lease', 'motor carrier', 'leased equipment'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '78jjj' },
    asks: [
      'a website claims an investment firm is SIPC protected but it is not, is that illegal',
      'is it a crime to commit fraud in a broker liquidation claim',
    ],
    keywords: ['false SIPC membership claim', 'SIPC fraud', 'liquidation fraud', 'misrepresentation', 'prohibited acts'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1345' },
    asks: [
      'the United States government filed a civil lawsuit against me, which court hears it',
      'can a federal agency sue a person in federal district court to collect a debt',
    ],
    keywords: ['United States as plaintiff', 'government lawsuit', 'federal agency suit', 'district court'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1351' },
    asks: ['can I sue a foreign consul or diplomat, and in which court', 'a member of a foreign embassy owes me money, can a state court hear my case'],
    keywords: ['suing a diplomat', 'consul', 'diplomatic mission', 'exclusive federal jurisdiction'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1364' },
    asks: [
      'a diplomat crashed into my car and claims immunity, can I sue their insurance company directly',
      'can I recover from the insurer of a foreign embassy staff member who injured me',
    ],
    keywords: ['diplomatic immunity', 'direct action against insurer', 'diplomat car accident', 'mission member', 'liability insurance'],
    checkedAgainst: R,
  },
  {
    usc: { title: 28, section: '1360' },
    asks: [
      'can a state court hear my civil lawsuit against a tribal member over something that happened on a reservation',
      'which states have civil jurisdiction in Indian country',
    ],
    keywords: ['Indian country', 'state civil jurisdiction', 'tribal members', 'Public Law 280', 'reservation'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '3153' },
    asks: [
      'is what I tell the pretrial services officer after my federal arrest confidential',
      'can the pretrial services report be used against me at trial',
    ],
    keywords: ['pretrial services', 'confidentiality', 'bail interview', 'pretrial services report'],
    checkedAgainst: R,
  },
  {
    usc: { title: 18, section: '4247' },
    asks: [
      'my brother is committed to a federal medical facility, can his lawyer ask the court for his release',
      'does a person committed for mental illness in federal custody get a lawyer and periodic reports',
    ],
    keywords: ['commitment hearing', 'discharge motion', 'psychiatric examination', 'right to counsel', 'periodic report'],
    checkedAgainst: R,
  },
  {
    usc: { title: 49, section: '30143' },
    asks: [
      'I am in the military stationed overseas, can I bring my foreign car back to the U.S.',
      'I worked abroad and bought a car there, can I import it when I move home',
    ],
    keywords: ['importing a car', 'military personnel abroad', 'employed outside the United States', 'personal use', 'nonconforming vehicle'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1055' },
    asks: [
      'if I license my brand to a franchisee or a related company, does their use still count as mine',
      'can letting another company use my trademark hurt my registration',
    ],
    keywords: ['related companies', 'trademark licensing', 'franchise', 'control of quality', 'use inures to registrant'],
    checkedAgainst: R,
  },
  {
    usc: { title: 15, section: '1141a' },
    asks: [
      'how do I protect my U.S. trademark in other countries through the Madrid Protocol',
      'can I file an international trademark application through the U.S. trademark office',
    ],
    keywords: ['Madrid Protocol', 'international trademark application', 'basic application', 'international registration'],
    checkedAgainst: R,
  },
];
