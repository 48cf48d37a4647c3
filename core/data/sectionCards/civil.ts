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
    usc: { title: 28, section: '1738B' },
    asks: [
      'my ex moved to another state, do they still have to pay child support under our old state’s order',
      'can a court in a different state change the child support amount from another state’s order',
    ],
    keywords: ['child support order', 'interstate child support', 'full faith and credit', 'modification', 'continuing exclusive jurisdiction'],
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
    keywords: ['undue hardship', 'excused from jury duty', 'failure to appear', 'jury summons', 'fine', 'postponement'],
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
];
