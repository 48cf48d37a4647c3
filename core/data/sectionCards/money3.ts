import type { SectionCard } from './types';

/** Section cards: see ./types.ts. Each one read against the section's official text. */
export const money3Cards: SectionCard[] = [
  // Commodity Exchange Act (7 U.S.C. chapter 1): customer remedies and fraud
  {
    usc: { title: 7, section: '25' },
    asks: [
      'my futures broker cheated me on commodity trades, can I sue him in federal court for my actual losses',
      'lost money in a commodity pool after the operator lied, is there a private lawsuit under the Commodity Exchange Act and a two year deadline',
      'paid a commodity trading advisor for advice that was fraudulent, can I recover damages from him',
    ],
    keywords: [
      'Commodity Exchange Act private right of action',
      'futures fraud lawsuit',
      'commodity pool losses',
      'commodity trading advisor liability',
      'two year limitation',
      'actual damages',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '18' },
    asks: [
      'how do I file a reparations complaint with the CFTC against my registered futures broker for losses',
      'is there a two year deadline to ask the Commodity Futures Trading Commission for damages from a registered commodity firm',
    ],
    keywords: [
      'CFTC reparations',
      'complaint against registered futures broker',
      'futures commission merchant',
      'actual damages award',
      'two years after cause of action',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '6b' },
    asks: [
      'my commodities broker lied about my orders and sent false trade reports, is that illegal futures fraud',
      'someone sold me forex or gold futures contracts with false promises and cheated me out of my deposit',
      'the broker took the other side of my futures orders without telling me, is that bucketing',
    ],
    keywords: [
      'commodity futures fraud',
      'cheat or defraud',
      'false trade report',
      'bucketing orders',
      'forex fraud',
      'Commodity Exchange Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '6o' },
    asks: [
      'a commodity trading advisor used a scheme to defraud his clients, which law forbids that',
      'the commodity pool operator claimed the government approved his trading program, is that allowed',
    ],
    keywords: [
      'commodity trading advisor fraud',
      'commodity pool operator',
      'scheme to defraud clients',
      'false claim of government approval',
      'CTA CPO',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '13a-2' },
    asks: [
      'can my state attorney general or securities regulator sue a commodity futures scam on behalf of residents',
      'a precious metals or futures fraud hurt many people in our state, can the state get damages for them',
    ],
    keywords: [
      'state enforcement of Commodity Exchange Act',
      'state attorney general',
      'parens patriae',
      'commodity fraud',
      'damages for residents',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '6d' },
    asks: [
      'my futures broker mixed my margin money with the firm\'s own funds, must customer funds be kept separate',
      'is it illegal to act as a futures commission merchant or introducing broker without registering with the CFTC',
    ],
    keywords: [
      'futures commission merchant registration',
      'introducing broker',
      'segregation of customer funds',
      'margin money',
      'commingling',
    ],
    checkedAgainst: '119-100',
  },
  // Securities Act of 1933 and Securities Exchange Act of 1934: remedies ordinary investors use
  {
    usc: { title: 15, section: '77n' },
    asks: [
      'I signed a subscription agreement saying I give up my rights under the securities laws, is that waiver valid',
      'the investment paperwork says I cannot sue under the Securities Act, can a stock buyer waive those protections',
    ],
    keywords: [
      'waiver of Securities Act void',
      'contrary stipulations',
      'subscription agreement waiver',
      'investor protection',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '77o' },
    asks: [
      'can I also sue the people who control the company that sold me stock with a false prospectus',
      'the owner behind the offering controlled the issuer, is he personally liable with it under the Securities Act',
    ],
    keywords: [
      'controlling person liability',
      'Securities Act section 15',
      'joint and several liability',
      'false registration statement',
      'aiding and abetting',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '77p' },
    asks: [
      'can a group of investors bring a state law class action over stock fraud, or must it be in federal court',
      'our state court securities class action was removed to federal court and dismissed, what is SLUSA',
    ],
    keywords: [
      'Securities Litigation Uniform Standards Act',
      'covered class action',
      'state law securities class action',
      'removal to federal court',
      'covered security',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '78p' },
    asks: [
      'a company director bought and sold the stock within six months for a profit, can a shareholder make him pay it back',
      'when must officers, directors and 10 percent owners report their trades in company stock',
    ],
    keywords: [
      'short-swing profits',
      'section 16(b)',
      'insider reporting',
      'directors and officers',
      '10 percent owner',
      'six months',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '78r' },
    asks: [
      'I bought stock relying on a false report the company filed with the SEC, can I sue for my loss',
      'what is the deadline to sue over a misleading SEC filing that affected the price I paid',
    ],
    keywords: [
      'misleading SEC filing',
      'section 18 liability',
      'reliance',
      'one year after discovery',
      'three years',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '78t-1' },
    asks: [
      'I sold my shares the same day an insider bought on secret inside information, can I sue him',
      'how much can investors who traded at the same time recover from an insider trader, and within how many years',
    ],
    keywords: [
      'insider trading lawsuit',
      'contemporaneous traders',
      'material nonpublic information',
      'profit gained or loss avoided',
      'five years',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '78cc' },
    asks: [
      'my brokerage agreement makes me waive the Exchange Act rules, is that clause void',
      'can I undo a securities contract that was made in violation of the Securities Exchange Act',
    ],
    keywords: [
      'void contracts Exchange Act',
      'waiver of compliance void',
      'rescission',
      'broker-dealer violation',
      'section 29',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '80a-35' },
    asks: [
      'the mutual fund adviser charges excessive fees, can a fund shareholder sue for breach of fiduciary duty',
      'how far back can fund investors recover fees the investment adviser overcharged',
    ],
    keywords: [
      'mutual fund excessive fees',
      'investment adviser fiduciary duty',
      'section 36(b)',
      'shareholder lawsuit',
      'Investment Company Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '80b-15' },
    asks: [
      'can I void my contract with an investment adviser who broke the Advisers Act',
      'the advisory agreement makes me waive the Investment Advisers Act, is that enforceable',
    ],
    keywords: [
      'Investment Advisers Act',
      'void advisory contract',
      'rescission',
      'waiver void',
      'investment adviser',
    ],
    checkedAgainst: '119-100',
  },
  // Interstate Land Sales Full Disclosure Act (15 U.S.C. chapter 42)
  {
    usc: { title: 15, section: '1703' },
    asks: [
      'I bought a lot in a land development and want out, do I have seven days to cancel the contract',
      'the developer never gave me a property report before I signed for the lot, can I cancel within two years',
      'the land developer promised roads and water service but the contract does not say so, is that illegal',
    ],
    keywords: [
      'Interstate Land Sales Full Disclosure Act',
      'property report',
      'seven day right to revoke',
      'subdivision lot sale',
      'land developer fraud',
      'lot contract cancellation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1709' },
    asks: [
      'can I sue the developer who sold me a subdivision lot with a misleading property report for damages and attorney fees',
      'what can a lot buyer recover from a land developer who broke the Interstate Land Sales Act',
    ],
    keywords: [
      'land sales civil liability',
      'lot purchaser lawsuit',
      'developer damages',
      'specific performance',
      'attorneys fees',
      'Interstate Land Sales Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1711' },
    asks: [
      'how long do I have to sue a land developer over a lot sale, is it three years from signing or from discovering the fraud',
      'deadline to cancel or sue under the Interstate Land Sales Act after I signed the lot contract',
    ],
    keywords: [
      'Interstate Land Sales limitation',
      'three years after signing',
      'three years after discovery',
      'lot sale lawsuit deadline',
    ],
    checkedAgainst: '119-100',
  },
  // Automobile Dealers' Day in Court Act (15 U.S.C. chapter 27)
  {
    usc: { title: 15, section: '1222' },
    asks: [
      'the car manufacturer terminated our dealership franchise in bad faith, can the dealer sue for damages',
      'automaker refuses to renew my auto dealer franchise without good faith, what federal law lets me sue',
    ],
    keywords: [
      'Automobile Dealers Day in Court Act',
      'dealer franchise termination',
      'good faith',
      'car manufacturer',
      'dealer lawsuit',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1223' },
    asks: [
      'how long does an auto dealer have to sue the manufacturer over a bad faith franchise termination',
      'is there a statute of limitations for a car dealer\'s suit against the automaker under the Dealers Day in Court Act',
    ],
    keywords: ['Dealers Day in Court limitation', 'three years', 'auto dealer franchise', 'statute of limitations'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1226' },
    asks: [
      'our car dealer franchise agreement requires arbitration, can the manufacturer force us to arbitrate a dispute',
      'must both the dealer and the automaker agree in writing to arbitration after a franchise dispute arises',
    ],
    keywords: [
      'motor vehicle franchise arbitration',
      'consent after dispute arises',
      'car dealer',
      'written explanation of award',
    ],
    checkedAgainst: '119-100',
  },
  // Petroleum Marketing Practices Act (15 U.S.C. chapter 55)
  {
    usc: { title: 15, section: '2802' },
    asks: [
      'the oil company wants to terminate my gas station franchise before the term ends, is that allowed',
      'my fuel supplier refuses to renew our service station franchise, what grounds does the law allow',
    ],
    keywords: [
      'Petroleum Marketing Practices Act',
      'gas station franchise termination',
      'nonrenewal',
      'motor fuel franchisor',
      'grounds for termination',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2804' },
    asks: [
      'how much notice must the oil company give before ending my gas station franchise, is it 90 days',
      'the refiner is withdrawing from our area and ending station franchises, do we get 180 days notice',
    ],
    keywords: [
      'PMPA notice of termination',
      '90 days notice',
      'gas station dealer',
      'nonrenewal notification',
      'market withdrawal',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2805' },
    asks: [
      'can a gas station dealer get an injunction to stop the fuel franchisor from terminating the franchise',
      'deadline for a service station franchisee to sue the oil company under the PMPA, is it one year',
    ],
    keywords: [
      'PMPA lawsuit',
      'preliminary injunction',
      'gas station franchisee',
      'one year deadline',
      'damages and attorney fees',
    ],
    checkedAgainst: '119-100',
  },
  // Electronic Signatures in Global and National Commerce Act
  {
    usc: { title: 15, section: '7003' },
    asks: [
      'can my landlord or lender send a foreclosure or eviction notice only by email',
      'the utility company emailed a shutoff notice instead of mailing it, is an electronic notice enough',
      'do e-signature rules apply to wills, divorce papers or court documents',
    ],
    keywords: [
      'E-SIGN Act exceptions',
      'electronic notice',
      'utility shutoff notice',
      'foreclosure eviction notice',
      'insurance cancellation notice',
      'product recall notice',
    ],
    checkedAgainst: '119-100',
  },
  // Internal Revenue Code: credits individuals and small businesses ask about
  {
    usc: { title: 26, section: '25B' },
    asks: [
      'I put money in my 401k and IRA on a low income, is there a saver\'s credit for retirement contributions',
      'how much is the retirement savings contributions credit for a married couple earning under $50,000',
    ],
    keywords: [
      "saver's credit",
      'retirement savings contributions credit',
      'IRA contribution credit',
      'elective deferrals',
      'low income retirement saver',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '25C' },
    asks: [
      'I installed new windows, doors and a heat pump, can I get the energy efficient home improvement tax credit',
      'is the 30 percent credit for insulation and a home energy audit still available, what is the $1,200 limit',
    ],
    keywords: [
      'energy efficient home improvement credit',
      'heat pump tax credit',
      'windows and doors credit',
      'home energy audit',
      'insulation',
      'residential energy property',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '25E' },
    asks: [
      'I bought a used electric car from a dealer, is there a tax credit of up to $4,000',
      'what income limits apply to the previously owned clean vehicle credit for a used EV',
    ],
    keywords: [
      'used EV tax credit',
      'previously-owned clean vehicle credit',
      'used electric vehicle',
      'qualified buyer',
      'income limit',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '36' },
    asks: [
      'I got the first-time homebuyer credit years ago and sold the house, do I have to repay the credit',
      'IRS says I must pay back the 2008 homebuyer credit over 15 years, what are the recapture rules',
    ],
    keywords: [
      'first-time homebuyer credit',
      'homebuyer credit repayment',
      'recapture',
      '2008 homebuyer credit',
      'principal residence',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '44' },
    asks: [
      'my small shop paid to add a wheelchair ramp to comply with the ADA, is there a disabled access tax credit',
      'which small businesses qualify for the tax credit for making the business accessible to disabled customers',
    ],
    keywords: [
      'disabled access credit',
      'ADA compliance tax credit',
      'eligible small business',
      'accessibility expenditures',
      'barrier removal',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '45E' },
    asks: [
      'I am starting a 401k or SIMPLE plan for my small business, is there a tax credit for the setup costs',
      'how much is the small employer pension plan startup credit and for how many years',
    ],
    keywords: [
      'retirement plan startup credit',
      'small employer pension plan',
      'startup costs',
      'small business 401k',
      'employer contributions credit',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '45F' },
    asks: [
      'my company wants to open an on-site child care center for employees, is there an employer tax credit',
      'does a small business get a bigger employer-provided child care credit for child care expenses',
    ],
    keywords: [
      'employer-provided child care credit',
      'on-site child care facility',
      'child care resource and referral',
      'small business child care',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '45S' },
    asks: [
      'we pay employees during family and medical leave, can the employer claim a tax credit for it',
      'does paid family leave insurance premiums paid by my business qualify for the paid leave credit',
    ],
    keywords: [
      'paid family and medical leave credit',
      'employer tax credit',
      'qualifying employees',
      'paid leave insurance premiums',
      'written leave policy',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '51' },
    asks: [
      'we hired a veteran and a person on SNAP, can the business claim the work opportunity tax credit',
      'how much is the WOTC for hiring someone from a targeted group, and when does it end',
    ],
    keywords: [
      'work opportunity tax credit',
      'WOTC',
      'targeted group',
      'hiring veterans credit',
      'qualified first-year wages',
      'ex-felon hire',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '66' },
    asks: [
      'we live in a community property state and were separated all year, do I have to report half my spouse\'s wages',
      'my spouse hid income from me in a community property state, can I be relieved of tax on it',
    ],
    keywords: [
      'community property income',
      'spouses living apart',
      'relief from community property laws',
      'separated spouse',
      'equitable relief',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '67' },
    asks: [
      'can I still deduct unreimbursed job expenses, tax preparation fees or investment fees on my return',
      'what are miscellaneous itemized deductions and why are they no longer allowed',
    ],
    keywords: [
      'miscellaneous itemized deductions',
      '2-percent floor',
      'unreimbursed employee expenses',
      'suspended after 2017',
      'investment expenses',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '73' },
    asks: [
      'my child earns money acting or modeling, whose income is it for taxes, mine or the child\'s',
      'I manage my teenager\'s paychecks from a summer job, do I report them on my return or does the child file',
    ],
    keywords: ['services of child', "child's earned income", 'parent', 'minor income', 'gross income'],
    checkedAgainst: '119-100',
  },
  // Internal Revenue Code: income, deductions and gains individuals ask about
  {
    usc: { title: 26, section: '111' },
    asks: [
      'I got a state tax refund this year, do I have to report it as income on my federal return',
      'money I deducted last year was paid back to me, is the recovery taxable if the deduction never lowered my tax',
    ],
    keywords: [
      'tax benefit rule',
      'state tax refund taxable',
      'recovery of deducted amount',
      'itemized deduction recovery',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '112' },
    asks: [
      'I am enlisted and deployed to a combat zone, is my military pay exempt from federal income tax',
      'how much combat zone pay can a commissioned officer exclude from income',
    ],
    keywords: [
      'combat zone tax exclusion',
      'combat pay',
      'military income tax',
      'enlisted member',
      'commissioned officer limit',
      'hospitalized from combat zone',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '123' },
    asks: [
      'my house burned down and insurance paid for our hotel and living costs, is that money taxable',
      'we were evacuated and could not go home, are the additional living expense insurance payments income',
    ],
    keywords: [
      'additional living expenses insurance',
      'loss of use payments',
      'home destroyed by fire',
      'casualty',
      'evacuation',
      'excluded from income',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '139F' },
    asks: [
      'I was exonerated after years in prison and got a settlement from the state, do I pay income tax on it',
      'is compensation for wrongful imprisonment taxable if my conviction was overturned',
    ],
    keywords: [
      'wrongful incarceration compensation',
      'exoneration settlement tax',
      'wrongfully incarcerated individual',
      'excluded from gross income',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '183' },
    asks: [
      'IRS says my side business is a hobby and denied my losses, what is the hobby loss rule',
      'if my horse breeding or crafting business made a profit in 3 of 5 years, is it presumed to be for profit',
    ],
    keywords: [
      'hobby loss rule',
      'activity not engaged in for profit',
      'profit presumption',
      'side business losses',
      'horse breeding',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '274' },
    asks: [
      'can my business deduct client meals, entertainment, golf outings or club dues',
      'how much of a business meal is deductible, and is there a limit on business gifts to clients',
      'what records do I need for travel and car expenses to keep my business deductions',
    ],
    keywords: [
      'entertainment expenses',
      'business meals 50 percent',
      'club dues',
      'business gifts',
      'substantiation of travel expenses',
      'listed property records',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '262' },
    asks: [
      'can I deduct my personal living expenses like rent, groceries or commuting on my taxes',
      'are family expenses like child clothing or home phone deductible, or are they personal expenses',
    ],
    keywords: ['personal living and family expenses', 'nondeductible expenses', 'personal expenses', 'commuting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1212' },
    asks: [
      'I lost more on stocks than I can deduct this year, can I carry the capital loss forward to future years',
      'how does a capital loss carryover work for an individual investor',
    ],
    keywords: ['capital loss carryover', 'capital loss carryback', 'net capital loss', 'stock losses', 'investor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1222' },
    asks: [
      'what is the difference between short-term and long-term capital gains, is it held more than one year',
      'I sold shares after 11 months, is that gain short-term',
    ],
    keywords: [
      'short-term capital gain',
      'long-term capital gain',
      'held more than 1 year',
      'holding period',
      'net capital gain',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1244' },
    asks: [
      'my small business corporation failed and the stock is worthless, can I deduct it as an ordinary loss',
      'how much section 1244 small business stock loss can a married couple deduct in a year',
    ],
    keywords: [
      'section 1244 stock',
      'small business stock loss',
      'ordinary loss',
      'worthless stock',
      'small business corporation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1245' },
    asks: [
      'I sold business equipment I had depreciated, why is part of the gain taxed as ordinary income',
      'what is depreciation recapture when I sell a truck or machinery used in my business',
    ],
    keywords: [
      'depreciation recapture',
      'section 1245 property',
      'sale of business equipment',
      'ordinary income',
      'recomputed basis',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1301' },
    asks: [
      'I am a farmer with a big income year, can I spread the farm income over the past three years for tax',
      'does income averaging apply to a commercial fishing business',
    ],
    keywords: ['farm income averaging', 'elected farm income', 'fishing business', 'Schedule J', 'farmer tax'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1341' },
    asks: [
      'I had to pay back wages or benefits I was taxed on in an earlier year, can I get a credit for the tax',
      'repaid more than $3,000 of income reported last year, what is the claim of right rule',
    ],
    keywords: ['claim of right', 'repayment of income', 'repaid wages', 'section 1341 credit', 'over $3,000'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '402' },
    asks: [
      'I took my 401k money out to roll it over, do I have 60 days to put it in an IRA to avoid tax',
      'is a distribution from my employer retirement plan taxable, and how do rollovers work',
    ],
    keywords: [
      '401k distribution taxation',
      'rollover',
      '60-day rollover',
      'eligible rollover distribution',
      'qualified plan',
      'hardship waiver',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '402A' },
    asks: [
      'what is a Roth 401k and when are withdrawals from the designated Roth account tax free',
      'can my employer match go into my Roth 401k account',
    ],
    keywords: [
      'Roth 401k',
      'designated Roth contribution',
      'qualified Roth distribution',
      'elective deferral',
      'Roth employer match',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '422' },
    asks: [
      'I exercised incentive stock options, how long must I hold the shares to get capital gains treatment',
      'what makes an employee stock option an ISO, and what happens if I sell before two years',
    ],
    keywords: [
      'incentive stock options',
      'ISO holding period',
      'disqualifying disposition',
      'employee stock option',
      'two years from grant',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '423' },
    asks: [
      'I bought company stock at a discount through the employee stock purchase plan, how is it taxed when I sell',
      'what holding period applies to ESPP shares to get the favorable tax treatment',
    ],
    keywords: [
      'employee stock purchase plan',
      'ESPP',
      'discounted company stock',
      'qualifying disposition',
      'holding period',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '453' },
    asks: [
      'I sold land and the buyer pays me over several years, can I report the gain as I receive payments',
      'how does the installment method work when I seller-finance the sale of property',
    ],
    keywords: [
      'installment sale',
      'installment method',
      'seller financing',
      'gain spread over years',
      'dealer dispositions',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '469' },
    asks: [
      'my rental property has a loss, can I deduct it against my wages or is it a passive loss',
      'can I use the $25,000 rental real estate loss allowance if I actively participate as a landlord',
      'what counts as a real estate professional for passive activity rules',
    ],
    keywords: [
      'passive activity loss',
      'rental real estate loss',
      '$25,000 allowance',
      'active participation',
      'material participation',
      'real estate professional',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7872' },
    asks: [
      'I lent my son money for a house with no interest, does the IRS treat it as a gift or charge imputed interest',
      'is an interest-free family loan under $10,000 subject to the below-market loan rules',
    ],
    keywords: [
      'below-market loan',
      'interest-free family loan',
      'imputed interest',
      'gift loan',
      'forgone interest',
      '$10,000 de minimis',
    ],
    checkedAgainst: '119-100',
  },
  // Internal Revenue Code: refunds, benefits, notices, withholding and information returns
  {
    usc: { title: 26, section: '6409' },
    asks: [
      'will my tax refund or earned income credit count as income and make me lose SNAP or Medicaid',
      'I got a big tax refund, does it count as a resource for SSI or housing assistance for 12 months',
    ],
    keywords: [
      'tax refund not counted for benefits',
      'refund disregarded',
      'earned income credit and benefits',
      '12 months resource exclusion',
      'federal assistance eligibility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6408' },
    asks: [
      'my late father\'s tax refund was never cashed, will it go to the state as unclaimed property',
      'can the IRS pay a refund to a deceased person\'s estate if it would escheat to the state',
    ],
    keywords: [
      'unclaimed tax refund',
      'state escheat',
      'refund to decedent estate',
      'abandoned property',
      'uncashed refund',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6428B' },
    asks: [
      'I never got my $1,400 stimulus payment in 2021, can I still claim the recovery rebate credit',
      'who was eligible for the 2021 economic impact payment for themselves and each dependent',
    ],
    keywords: [
      '2021 recovery rebate credit',
      'stimulus payment',
      'economic impact payment',
      '$1,400 per person',
      'dependents',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6433' },
    asks: [
      'what is the Saver\'s Match, will the government deposit a match into my IRA or 401k',
      'how do I claim the federal matching contribution for my retirement savings on my tax return',
    ],
    keywords: [
      "Saver's Match",
      'federal matching contribution',
      'retirement savings match',
      'low and moderate income savers',
      'applicable retirement savings vehicle',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7526A' },
    asks: [
      'is there free volunteer tax preparation help for low income people, what is the VITA program',
      'our community group runs free tax prep, can we get an IRS matching grant for it',
    ],
    keywords: [
      'Volunteer Income Tax Assistance',
      'VITA grant',
      'free tax preparation',
      'low-income taxpayers',
      'underserved populations',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7527A' },
    asks: [
      'how did the IRS figure the monthly advance child tax credit payments it sent me',
      'how were the advance payments of the child tax credit figured and sent out',
    ],
    keywords: [
      'advance child tax credit',
      'monthly child tax credit payments',
      'periodic payments',
      'adjustment for excess payments',
      'annual advance amount',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7403' },
    asks: [
      'can the IRS go to court to force the sale of my house to pay my tax debt',
      'the government sued to foreclose its tax lien on property I own with my spouse, what happens',
    ],
    keywords: [
      'suit to enforce tax lien',
      'foreclosure of federal tax lien',
      'forced sale of home',
      'delinquent taxpayer property',
      'district court',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7405' },
    asks: [
      'the IRS sent me a refund by mistake and now wants it back, can they sue me to recover it',
      'IRS refunded me twice by error and the deadline passed, can the government still recover the erroneous refund',
    ],
    keywords: ['erroneous refund', 'recovery suit', 'refund sent by mistake', 'IRS lawsuit', 'repay refund'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7522' },
    asks: [
      'my IRS notice does not explain how they calculated the tax, penalties and interest, must it',
      'what must an IRS balance due or deficiency notice describe',
    ],
    keywords: [
      'content of IRS notices',
      'tax due notice',
      'deficiency notice',
      'explain penalties and interest',
      'CP2000 matching notice',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '3506' },
    asks: [
      'I run a referral service matching babysitters and elder companions with families, am I their employer for taxes',
      'does a nanny or caregiver placement agency that only charges a fee have to withhold payroll taxes for the sitters',
    ],
    keywords: [
      'companion sitting placement',
      'sitter referral agency',
      'not the employer',
      'household care services',
      'elderly and disabled care',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '3508' },
    asks: [
      'I am a licensed real estate agent paid on commission, am I an employee or self-employed for taxes',
      'are direct sellers who sell products door to door treated as independent contractors',
    ],
    keywords: [
      'statutory nonemployee',
      'real estate agent',
      'direct seller',
      'commission pay',
      'written contract',
      'self-employment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '3102' },
    asks: [
      'my employer did not take Social Security and Medicare out of my paycheck, whose responsibility is that',
      'must employers withhold FICA tax from wages paid to a household worker or nanny',
    ],
    keywords: [
      'FICA withholding',
      'employee share of Social Security tax',
      'Medicare tax withholding',
      'employer liability',
      'household employee',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '3405' },
    asks: [
      'why was 20 percent withheld when I cashed out my 401k, can I avoid it with a direct rollover',
      'can I choose no tax withholding on my pension or IRA payments',
    ],
    keywords: [
      'pension withholding',
      '20 percent mandatory withholding',
      'eligible rollover distribution',
      'direct rollover',
      'election out of withholding',
      'IRA distribution withholding',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6050H' },
    asks: [
      'my mortgage lender did not send me a Form 1098 showing the interest I paid, are they required to',
      'who must report the mortgage interest and points I paid to the IRS on Form 1098',
    ],
    keywords: [
      'Form 1098',
      'mortgage interest statement',
      '$600 or more interest',
      'points paid',
      'lender reporting',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6050J' },
    asks: [
      'the bank foreclosed on my home and sent a 1099-A, why do lenders report foreclosures to the IRS',
      'I walked away from my house and the lender sent a form reporting abandonment, what is Form 1099-A for',
    ],
    keywords: ['Form 1099-A', 'foreclosure reporting', 'abandonment of secured property', 'lender information return'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6104' },
    asks: [
      'how can I see a charity\'s Form 990 and exemption application, must the nonprofit give me a copy',
      'can the public inspect a nonprofit\'s application for tax exemption and annual information returns',
    ],
    keywords: [
      'Form 990 public inspection',
      'charity annual return',
      'exempt organization disclosure',
      'exemption application copy',
      'nonprofit transparency',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6214' },
    asks: [
      'if I petition the Tax Court, can the judge find that I owe more than the IRS notice said',
      'in Tax Court can the IRS raise penalties or adjustments that were not in the notice of deficiency',
    ],
    keywords: ['Tax Court jurisdiction', 'increased deficiency', 'redetermination', 'penalties at trial'],
    checkedAgainst: '119-100',
  },
  // Internal Revenue Code: estates, gifts, retirement accounts, exempt groups, reporting
  {
    usc: { title: 26, section: '6018' },
    asks: [
      'my mother died, does her estate have to file a federal estate tax return and who must file it',
      'when is the executor required to file Form 706 for a decedent\'s estate',
    ],
    keywords: [
      'estate tax return',
      'Form 706',
      'executor filing requirement',
      'basic exclusion amount',
      'gross estate',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6019' },
    asks: [
      'I gave my daughter more than the annual exclusion amount, do I have to file a gift tax return',
      'are gifts to my spouse or to charity exempt from filing a gift tax return',
    ],
    keywords: [
      'gift tax return',
      'Form 709',
      'annual exclusion gifts',
      'gifts to spouse',
      'charitable gifts',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6166' },
    asks: [
      'most of dad\'s estate is the family farm business, can the estate tax be paid in installments',
      'closely held business makes up over 35 percent of the estate, can we defer estate tax up to 10 installments',
    ],
    keywords: [
      'estate tax installments',
      'closely held business',
      'family farm estate tax',
      'deferral of estate tax',
      '35 percent of adjusted gross estate',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2032A' },
    asks: [
      'can the family farm be valued at its farm use value instead of market value for estate tax',
      'what happens if heirs sell the farm after using special use valuation, is there a recapture tax',
    ],
    keywords: [
      'special use valuation',
      'family farm estate tax',
      'qualified real property',
      'farm use value',
      'recapture',
      'qualified heir',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2035' },
    asks: [
      'dad gave away life insurance or property within three years before he died, is it still in his estate',
      'is gift tax paid in the last 3 years before death added back to the estate',
    ],
    keywords: [
      'gifts within 3 years of death',
      'gross estate inclusion',
      'gift tax gross-up',
      'life insurance transfer',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6035' },
    asks: [
      'I inherited property from an estate that filed an estate tax return, will the executor tell me my basis',
      'the estate filed Form 706, must the executor give beneficiaries a statement of the value of property they received',
    ],
    keywords: [
      'basis information for heirs',
      'Form 8971',
      'consistent basis',
      'executor statement',
      'inherited property value',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6905' },
    asks: [
      'as executor, can I ask the IRS to release me from personal liability for my late father\'s income taxes',
      'how can the executor of an estate be discharged from personal liability for the decedent\'s income and gift taxes',
    ],
    keywords: [
      'executor discharge from personal liability',
      'decedent income tax',
      'nine months',
      'Form 5495',
      'estate administration',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7702B' },
    asks: [
      'are benefits from my long-term care insurance policy taxable, and can I deduct the premiums',
      'what makes a long-term care insurance contract qualified for tax purposes',
    ],
    keywords: [
      'qualified long-term care insurance',
      'long-term care benefits tax',
      'chronically ill individual',
      'premium deduction',
      'per diem limit',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '4975' },
    asks: [
      'I used my self-directed IRA to buy a rental house my son lives in, is that a prohibited transaction',
      'what tax applies when a plan fiduciary or disqualified person deals with retirement plan money',
    ],
    keywords: [
      'prohibited transaction',
      'self-directed IRA',
      'disqualified person',
      '15 percent excise tax',
      'self-dealing with retirement funds',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '528' },
    asks: [
      'does our condo or homeowners association have to pay federal income tax on its income',
      'what tax rate applies to an HOA that elects to be taxed as a homeowners association',
    ],
    keywords: [
      'homeowners association tax',
      'condominium management association',
      'Form 1120-H',
      'timeshare association',
      'exempt function income',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '508' },
    asks: [
      'we started a charity, do we have to notify the IRS to be recognized as a 501(c)(3)',
      'is a new 501(c)(3) presumed to be a private foundation unless it tells the IRS otherwise',
    ],
    keywords: [
      'notice of 501(c)(3) status',
      'Form 1023',
      'new charity',
      'private foundation presumption',
      'recognition of exemption',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6045' },
    asks: [
      'my brokerage sent a 1099-B with the wrong cost basis, what must brokers report to the IRS',
      'who reports the sale of my house to the IRS at closing on a 1099-S',
    ],
    keywords: [
      'Form 1099-B',
      'broker reporting',
      'cost basis reporting',
      'real estate closing 1099-S',
      'digital asset broker',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6055' },
    asks: [
      'my health insurer did not send me a form showing the months I had coverage, must they report it',
      'who sends Form 1095-B showing which months my family had minimum essential health coverage',
    ],
    keywords: [
      'Form 1095-B',
      'health coverage reporting',
      'minimum essential coverage',
      'months of coverage',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1402' },
    asks: [
      'do I owe self-employment tax on rental income from my house or only on business income',
      'what counts as net earnings from self-employment for a sole proprietor or partner',
    ],
    keywords: [
      'net earnings from self-employment',
      'self-employment income',
      'rental income excluded',
      'partnership distributive share',
      'self-employment tax',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7204' },
    asks: [
      'my employer never gave me a W-2 or gave me a false one, is that a crime',
      'what is the criminal penalty for an employer who willfully gives employees false wage statements',
    ],
    keywords: ['failure to furnish W-2', 'false wage statement', 'employer crime', 'Form W-2'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7205' },
    asks: [
      'what happens if I claim exempt on my W-4 to stop withholding when I really owe tax',
      'is it a crime to give my employer false information on my withholding certificate to reduce withholding',
    ],
    keywords: ['false W-4', 'claiming exempt from withholding', 'fraudulent withholding certificate', 'penalty'],
    checkedAgainst: '119-100',
  },
  // Packers and Stockyards Act (7 U.S.C. chapter 9): livestock and poultry sellers' remedies
  {
    usc: { title: 7, section: '210' },
    asks: [
      'the livestock auction market short-weighed my cattle, how do I file a reparation complaint with USDA',
      'a livestock dealer failed to pay me for hogs, is there a 90 day deadline to complain to the Secretary of Agriculture',
    ],
    keywords: [
      'Packers and Stockyards reparation complaint',
      'livestock dealer',
      'market agency',
      'stockyard owner',
      '90 days',
      'reparation order',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '213' },
    asks: [
      'the sale barn used a deceptive weighing practice on my calves, is that unlawful under the Packers and Stockyards Act',
      'can USDA fine a livestock market agency or dealer for unfair or discriminatory practices',
    ],
    keywords: [
      'unfair deceptive practices livestock',
      'market agency',
      'livestock dealer',
      'weighing livestock',
      'cease and desist order',
      'civil penalty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '217b' },
    asks: [
      'I sold cattle to a livestock dealer for cash and his check bounced, is there a dealer trust for unpaid sellers',
      'how do I preserve the livestock dealer trust, is there a 30 day written notice deadline',
    ],
    keywords: [
      'livestock dealer trust',
      'unpaid cash seller',
      'bounced check for cattle',
      'notice to preserve trust',
      'dishonored payment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '193' },
    asks: [
      'how does USDA bring a case against a meatpacker or swine contractor that violates the Packers and Stockyards Act',
      'can a person intervene in a USDA hearing against a meat packer accused of unfair livestock practices',
    ],
    keywords: ['packer violation complaint', 'swine contractor', 'hearing before Secretary', 'cease and desist', 'civil penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '228b-2' },
    asks: [
      'the poultry company is late paying me as a contract chicken grower, can USDA take action against the live poultry dealer',
      'what happens when a live poultry dealer does not pay contract growers on time under the Packers and Stockyards Act',
    ],
    keywords: [
      'live poultry dealer violation',
      'poultry grower payment',
      'poultry trust',
      'cease and desist',
      'civil penalty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '197b' },
    asks: [
      'my poultry growing contract says disputes must be heard in another state, where can a chicken grower bring the dispute',
      'can the integrator choose which state\'s law applies to my swine production contract',
    ],
    keywords: [
      'poultry growing arrangement venue',
      'swine production contract',
      'choice of law',
      'forum where performance takes place',
      'contract grower',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '198a' },
    asks: [
      'where can a hog farmer see the types of marketing contracts meatpackers are offering for swine',
      'does USDA publish the swine marketing contracts packers offer to hog producers',
    ],
    keywords: ['swine packer contract library', 'hog marketing contracts', 'swine producers', 'contract information'],
    checkedAgainst: '119-100',
  },
  // Perishable Agricultural Commodities Act (7 U.S.C. chapter 20A)
  {
    usc: { title: 7, section: '499d' },
    asks: [
      'can USDA refuse a PACA license to a produce dealer whose principals failed to pay a reparation award',
      'when does a PACA license for a produce buyer expire and how is it renewed',
    ],
    keywords: [
      'PACA license',
      'produce dealer license',
      'license renewal',
      'responsibly connected',
      'refusal of license',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '499m' },
    asks: [
      'the produce dealer was found to pay late, can USDA inspect its books or require a surety bond',
      'can USDA subpoena records and witnesses when investigating my PACA complaint',
    ],
    keywords: [
      'PACA investigation',
      'inspection of records',
      'surety bond',
      'produce complaint',
      'subpoena',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '499n' },
    asks: [
      'the buyer says my load of produce arrived in bad condition, can I get a USDA inspection certificate as evidence',
      'how do I get a federal inspection of fruit or vegetables to prove their condition in a PACA dispute',
    ],
    keywords: ['USDA produce inspection', 'inspection certificate', 'condition of produce', 'prima facie evidence', 'quality dispute'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '499p' },
    asks: [
      'the produce company says its salesman acted alone, is the PACA licensee responsible for its employee\'s acts',
      'is a produce dealer liable under PACA for what its agents and employees did on the job',
    ],
    keywords: ['PACA agent liability', 'licensee responsible for employees', 'produce dealer', 'scope of employment'],
    checkedAgainst: '119-100',
  },
  // Food Security Act clear title for buyers of farm products
  {
    usc: { title: 7, section: '1631' },
    asks: [
      'I bought grain from a farmer in the ordinary course, can his bank make me pay again for its lien',
      'the lender says its security interest follows the cattle I bought, am I protected as a buyer of farm products',
    ],
    keywords: [
      'buyer of farm products',
      'clear title',
      'security interest in crops',
      'double payment',
      'central filing system',
      'commission merchant',
    ],
    checkedAgainst: '119-100',
  },
  // Federal crop insurance (7 U.S.C. chapter 36)
  {
    usc: { title: 7, section: '1509' },
    asks: [
      'can a creditor garnish or levy my crop insurance indemnity before it is paid to me',
      'my bank wants my crop insurance payment for a debt, is the indemnity protected from garnishment',
    ],
    keywords: [
      'crop insurance indemnity exempt from levy',
      'garnishment of crop insurance',
      'attachment',
      'farmer creditor',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1520' },
    asks: [
      'I rent farmland as a tenant, can I buy federal crop insurance on my share of the crop',
      'can a sharecropper or landlord be denied federal crop insurance',
    ],
    keywords: [
      'crop insurance eligibility',
      'insurable interest',
      'tenant farmer',
      'sharecropper',
      'landlord share',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1521' },
    asks: [
      'USDA says I used a scheme to get crop insurance benefits I was not entitled to, can they deny all benefits for that crop year',
      'what happens to my crop insurance or NAP benefits if USDA finds I tried to evade the program rules',
    ],
    keywords: [
      'crop insurance scheme or device',
      'ineligible for benefits',
      'noninsured assistance',
      'catastrophic coverage',
      'crop insurance fraud',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1508d' },
    asks: [
      'I graze and also hay the same field, can I buy separate crop insurance policies for grazing and harvest',
      'can I insure the same acres for both forage grazing and mechanical harvest in one season',
    ],
    keywords: ['forage and grazing coverage', 'separate policies', 'hay and pasture insurance', 'dual use crops'],
    checkedAgainst: '119-100',
  },
  // Consolidated Farm and Rural Development Act (7 U.S.C. chapter 50): FSA farm loans
  {
    usc: { title: 7, section: '1923' },
    asks: [
      'what can I use an FSA direct farm ownership loan for, can it buy land or build a barn',
      'can a Farm Service Agency farm ownership loan refinance a bridge loan I used to buy farmland',
    ],
    keywords: [
      'FSA farm ownership loan purposes',
      'buy farmland',
      'capital improvements',
      'soil and water conservation',
      'bridge loan refinancing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1924' },
    asks: [
      'is there an FSA loan for conservation work like terraces, fencing or manure storage on my farm',
      'does FSA make or guarantee loans to carry out an approved conservation plan on a ranch',
    ],
    keywords: [
      'conservation loan',
      'conservation loan guarantee',
      'conservation plan',
      'farm conservation practices',
      'FSA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1925' },
    asks: [
      'what is the most I can borrow on an FSA direct or guaranteed farm ownership loan',
      'FSA farm ownership loan maximum amount for direct and guaranteed loans, and how the farm is appraised',
    ],
    keywords: [
      'farm ownership loan limit',
      'direct loan maximum',
      'guaranteed loan maximum',
      'value of the farm',
      'FSA loan cap',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1927' },
    asks: [
      'how long can an FSA farm ownership loan run and how is the interest rate set',
      'is the interest on my Farm Service Agency real estate loan limited by state usury laws',
    ],
    keywords: [
      'FSA loan repayment term',
      'forty years',
      'farm loan interest rate',
      'interest rate cap',
      'usury preemption',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1934' },
    asks: [
      'is there a low-income farm ownership loan for small family farmers who cannot get enough credit',
      'can a low-income rancher who cannot get enough credit elsewhere get an FSA farm ownership loan',
    ],
    keywords: ['low-income farm ownership loan', 'small family farm', 'limited resource farmer', 'FSA credit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1935' },
    asks: [
      'I am a beginning farmer, can FSA lend part of the down payment to buy a farm',
      'how much of the purchase price does the FSA down payment loan cover and at what interest',
    ],
    keywords: [
      'down payment loan',
      'beginning farmer',
      'socially disadvantaged farmer',
      '45 percent of purchase price',
      'farm purchase',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1942' },
    asks: [
      'can an FSA operating loan or microloan pay for seed, feed, livestock, equipment or cash rent',
      'what expenses can an FSA direct operating loan cover for a farm or ranch',
    ],
    keywords: [
      'FSA operating loan purposes',
      'microloan',
      'farm operating expenses',
      'livestock and equipment',
      'cash rent',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1943' },
    asks: [
      'what is the maximum FSA direct operating loan, and can it be used to buy land',
      'is there a cap on total FSA operating loan debt for one farmer, for direct and guaranteed loans',
    ],
    keywords: ['operating loan limit', 'direct operating loan maximum', 'guaranteed operating loan', 'FSA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1962' },
    asks: [
      'FSA wants letters from banks denying me credit before it will make an emergency loan, why',
      'how many bank denial letters do I need for an FSA emergency farm loan',
    ],
    keywords: [
      'written credit declination',
      'emergency loan',
      'unable to obtain credit elsewhere',
      'net worth',
      'FSA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1964' },
    asks: [
      'what is the most I can borrow on an FSA emergency disaster loan and what interest rate applies',
      'what interest rate does an FSA emergency loan charge on the part that covers my actual disaster loss',
    ],
    keywords: ['emergency loan limit', 'disaster loss', 'emergency loan interest rate', 'actual loss', 'FSA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1970' },
    asks: [
      'the drought cut my crop yield by a third, do I qualify for an FSA emergency loan for production losses',
      'what percent production loss must my farm or ranch show to get an FSA emergency disaster loan',
    ],
    keywords: [
      'emergency loan production loss',
      '30 percent loss',
      'disaster',
      'farm production loss',
      'aquaculture',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1982' },
    asks: [
      'I am a reservist called to active duty, are interest payments on my FSA farm loan waived while I serve',
      'can principal payments on my direct farm loan be deferred during National Guard mobilization',
    ],
    keywords: [
      'mobilized military reservist',
      'farm loan deferral',
      'interest rescinded',
      'National Guard',
      'FSA direct loan',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1983c' },
    asks: [
      'can I get copies of everything I signed and the appraisals on my FSA farm loan',
      'my FSA loan officer will not send me copies of the documents I signed, am I entitled to them',
    ],
    keywords: ['FSA borrower documents', 'copy of appraisal', 'farm loan file', 'borrower rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1987' },
    asks: [
      'can FSA help me work out my debts with my creditors or give me a loan summary statement',
      'can I ask FSA for a summary statement of my farm loan payments and balance',
    ],
    keywords: ['debt adjustment', 'credit counseling', 'loan summary statement', 'farm borrower', 'FSA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1999' },
    asks: [
      'can USDA pay part of the interest on my bank\'s FSA guaranteed farm loan so I can afford it',
      'is there an interest rate reduction program for farmers with FSA guaranteed loans who cannot make payments',
    ],
    keywords: ['interest rate reduction program', 'guaranteed farm loan', 'interest assistance', 'FSA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2006' },
    asks: [
      'FSA asked me to waive my right to state farm mediation before making a loan, is that allowed',
      'can FSA make me give up state mediation rights as a condition of a farm loan guarantee',
    ],
    keywords: ['waiver of mediation rights', 'state agricultural mediation', 'farm borrower', 'FSA loan condition'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2006a' },
    asks: [
      'why must I take financial management training to get an FSA direct farm loan',
      'do FSA direct loan borrowers have to complete farm management and credit training',
    ],
    keywords: ['borrower training', 'farm financial management', 'direct loan eligibility', 'credit counseling'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2008a' },
    asks: [
      'I followed the FSA office\'s advice and now my loan is out of compliance, can I get equitable relief',
      'FSA advice led me to break loan rules in good faith, what relief can the Secretary give',
    ],
    keywords: [
      'equitable relief',
      'reliance on agency advice',
      'good faith',
      'FSA loan compliance',
      'farm borrower',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2008b' },
    asks: [
      'as a beginning or socially disadvantaged farmer, can my bank get a 95 percent FSA loan guarantee',
      'what guarantee percentage can FSA give on a guaranteed loan to a qualified beginning farmer',
    ],
    keywords: ['95 percent guarantee', 'beginning farmer', 'socially disadvantaged farmer', 'guaranteed loan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2008f' },
    asks: [
      'do I need crop insurance to get an FSA operating, ownership or emergency loan',
      'must I buy at least catastrophic crop insurance as a condition of an FSA farm loan',
    ],
    keywords: ['crop insurance requirement', 'catastrophic coverage', 'FSA loan condition', 'farm loan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2008h' },
    asks: [
      'I am delinquent on an FSA loan, can I still get a new direct operating loan',
      'FSA forgave part of my farm debt before, am I now barred from new farm loans',
    ],
    keywords: [
      'delinquent borrower',
      'debt forgiveness bar',
      'loan servicing limitations',
      'direct operating loan',
      'FSA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2279d' },
    asks: [
      'USDA discriminated against me in a farm loan program because of my disability, can I get compensatory damages',
      'can a farmer recover compensatory damages from USDA for disability discrimination in a farm loan program',
    ],
    keywords: [
      'farm loan disability discrimination',
      'Rehabilitation Act section 504',
      'compensatory damages',
      'USDA civil rights',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2266b' },
    asks: [
      'I farm land inherited by several heirs without a clear title, can I still get an FSA farm number',
      'what documents let an heirs property operator get a farm number to join USDA programs',
    ],
    keywords: [
      'heirs property',
      'farm number',
      'heirs property farm operator',
      'USDA program eligibility',
      'clouded title',
    ],
    checkedAgainst: '119-100',
  },
  // Farm program payments
  {
    usc: { title: 7, section: '1308-2' },
    asks: [
      'USDA says I concealed my interest in a farm entity to dodge payment limits, how long am I barred from payments',
      'what is the penalty for hiding an interest in a farm to get more USDA program payments',
    ],
    keywords: ['denial of program benefits', 'scheme or device', 'payment limitation', 'concealed interest', 'farm payments'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '8789' },
    asks: [
      'is there a USDA loan to build grain bins or hay storage on my farm',
      'how much can I borrow and for how long under the farm storage facility loan program',
    ],
    keywords: ['farm storage facility loan', 'grain bins', 'hay storage', 'CCC loan', '12 year term'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '9016' },
    asks: [
      'crop prices fell below the reference price, will I get a price loss coverage payment on my base acres',
      'how does the price loss coverage program pay farmers when prices drop',
    ],
    keywords: ['price loss coverage', 'PLC payment', 'effective reference price', 'covered commodity', 'base acres'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '9017' },
    asks: [
      'how are agriculture risk coverage payments figured when county crop revenue drops',
      'my crop revenue fell below the guarantee, will I get an agriculture risk coverage payment',
    ],
    keywords: ['agriculture risk coverage', 'ARC county', 'ARC individual', 'crop revenue guarantee', 'farm program payment'],
    checkedAgainst: '119-100',
  },
  // Organic Foods Production Act (7 U.S.C. chapter 94)
  {
    usc: { title: 7, section: '6505' },
    asks: [
      'can I sell my vegetables as organic at the farmers market without being certified',
      'the store labels imported food as organic, does it have to meet USDA organic standards',
    ],
    keywords: [
      'organic labeling',
      'sell as organic',
      'USDA organic seal',
      'imported organic products',
      'National Organic Program',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '6506' },
    asks: [
      'what does a farm need to do to be certified organic, is an organic plan and annual inspection required',
      'do certified organic farms need annual certification, a written organic plan and inspections',
    ],
    keywords: [
      'organic certification requirements',
      'certified organic farm',
      'organic plan',
      'annual on-site inspection',
      'residue testing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '6519' },
    asks: [
      'a seller is labeling conventional produce as organic, what is the penalty for fake organic labels',
      'how long must a certified organic farm keep its records',
    ],
    keywords: [
      'organic fraud penalty',
      'misuse of organic label',
      'civil penalty',
      'organic recordkeeping five years',
      'organic enforcement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '6520' },
    asks: [
      'my certifier denied or suspended our organic certification, how do I appeal',
      'can I appeal a decision by an organic certifying agent to USDA and then to federal court',
    ],
    keywords: ['organic certification appeal', 'certifying agent decision', 'expedited appeal', 'district court review'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '6523' },
    asks: [
      'can I get reimbursed for part of my organic certification fees',
      'how much of my organic certification cost will USDA repay through the cost-share program',
    ],
    keywords: ['organic certification cost share', 'certification fee reimbursement', '75 percent', 'organic producer'],
    checkedAgainst: '119-100',
  },
  // Farm Credit System borrower rights (12 U.S.C. chapter 23)
  {
    usc: { title: 12, section: '2200' },
    asks: [
      'my Farm Credit lender will not give me copies of my loan documents or the appraisal, do I have a right to them',
      'can my farm credit association refuse to show me its bylaws or my appraisal',
    ],
    keywords: ['Farm Credit borrower rights', 'copies of loan documents', 'appraisal copy', 'farm credit association'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2202e' },
    asks: [
      'the Farm Credit association wants me to waive state farm mediation to get a farm mortgage, can they',
      'may a Farm Credit System institution require borrowers to waive state mediation rights',
    ],
    keywords: ['waiver of mediation rights', 'Farm Credit System', 'agricultural mortgage', 'state mediation program'],
    checkedAgainst: '119-100',
  },
  // Prompt Payment Act (31 U.S.C. chapter 39) and federal contract payments
  {
    usc: { title: 31, section: '3903' },
    asks: [
      'a federal agency has not paid my invoice, when is payment due if the contract sets no date, 30 days after a proper invoice',
      'how fast must the government pay a small business that delivered meat, fish, produce or dairy',
    ],
    keywords: [
      'Prompt Payment Act',
      'required payment date',
      '30 days after proper invoice',
      'late payment interest',
      'perishable food payment',
      'federal contractor',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3904' },
    asks: [
      'the agency took my early payment discount but paid late, does it owe the full amount plus interest',
      'can a federal agency take a prompt payment discount if it pays after the discount period',
    ],
    keywords: ['prompt payment discount', 'early payment discount', 'interest penalty', 'federal contract invoice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3727' },
    asks: [
      'can my small business assign the money due on a government contract to my bank to get financing',
      'what rules apply to assigning a claim or contract payment against the United States',
    ],
    keywords: [
      'Assignment of Claims Act',
      'assign government contract payments',
      'financing institution',
      'contract receivables',
      'notice of assignment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3728' },
    asks: [
      'I won a judgment against the United States but Treasury is holding part of it for a debt I owe, can they',
      'what happens if I dispute the government debt being set off against my court judgment',
    ],
    keywords: ['setoff against judgment', 'debt owed to government', 'judgment against United States', 'withholding payment'],
    checkedAgainst: '119-100',
  },
  // Bid protests at the Government Accountability Office (31 U.S.C. chapter 35 subchapter V)
  {
    usc: { title: 31, section: '3552' },
    asks: [
      'my small business lost a federal contract award unfairly, can I file a bid protest with GAO',
      'who decides a protest that an agency broke procurement rules when awarding a contract',
    ],
    keywords: ['GAO bid protest', 'procurement protest', 'Comptroller General', 'contract award challenge', 'interested party'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3553' },
    asks: [
      'if I protest a contract award to GAO within 10 days, must the agency stop performance of the contract',
      'how long does the agency have to file its report after my GAO bid protest',
    ],
    keywords: [
      'automatic stay of contract performance',
      'CICA stay',
      '10 days after award',
      'debriefing',
      'agency report',
      'bid protest',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3554' },
    asks: [
      'how long does GAO take to decide a bid protest, is it 100 days',
      'can GAO recommend the agency pay my protest costs and attorney fees and my bid preparation costs',
    ],
    keywords: [
      'GAO protest decision',
      '100 days',
      'express option',
      'protest costs and attorneys fees',
      'bid preparation costs',
      'recompete the contract',
    ],
    checkedAgainst: '119-100',
  },
  // Savings bonds and Treasury checks (31 U.S.C. chapters 31 and 33)
  {
    usc: { title: 31, section: '3106' },
    asks: [
      'my old savings bonds have matured, do they keep earning interest and how is the interest taxed',
      'what are U.S. retirement and savings bonds and how long is their maturity period',
    ],
    keywords: ['savings bonds', 'matured savings bonds', 'bond interest', 'Series EE', 'Treasury retirement bonds'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3124' },
    asks: [
      'does my state tax the interest on my Treasury bills, notes or savings bonds',
      'are U.S. government obligations exempt from state and local income tax',
    ],
    keywords: [
      'Treasury interest exempt from state tax',
      'savings bond interest state tax',
      'federal obligations',
      'state and local taxation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3328' },
    asks: [
      'I found a Treasury check over a year old that I never cashed, can I still get the money',
      'how long do I have to cash a U.S. Treasury check before it is no longer paid',
    ],
    keywords: [
      'uncashed Treasury check',
      '12 months to negotiate',
      'expired government check',
      'underlying obligation',
      'replacement payment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3334' },
    asks: [
      'what happens to a federal check that was never cashed for more than 12 months',
      'my old tax refund check was canceled for not being cashed, where did the money go',
    ],
    keywords: ['canceled Treasury check', 'unpaid Treasury checks', 'check cancellation', 'proceeds returned to agency'],
    checkedAgainst: '119-100',
  },
  // Check Clearing for the 21st Century Act (12 U.S.C. chapter 50)
  {
    usc: { title: 12, section: '5006' },
    asks: [
      'my bank charged my account for a substitute check I never wrote, how do I get an expedited recredit',
      'a check image was paid twice from my checking account, is there a 40 day deadline to claim it back',
      'how fast must the bank recredit my account for a disputed substitute check, within 10 business days',
    ],
    keywords: [
      'expedited recredit',
      'substitute check',
      'Check 21',
      'improperly charged check',
      '40-day claim period',
      'consumer bank account',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5003' },
    asks: [
      'my bank returned a paper copy instead of my original check, is the substitute check legally the same',
      'is a substitute check marked this is a legal copy of your check valid as proof of payment',
    ],
    keywords: ['substitute check', 'legal equivalence', 'legal copy of your check', 'check image', 'Check 21'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5004' },
    asks: [
      'what does a bank guarantee when it sends a substitute check, that I will not be charged twice for the same check',
      'who warrants that a substitute check meets legal requirements and will not be paid again',
    ],
    keywords: ['substitute check warranties', 'double payment', 'legal equivalence warranty', 'reconverting bank'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5005' },
    asks: [
      'I lost money because my bank used a substitute check instead of the original, must the bank indemnify me',
      'does a bank have to pay my attorney fees for a loss caused by receiving a substitute check',
    ],
    keywords: ['substitute check indemnity', 'loss from substitute check', 'attorney fees', 'comparative negligence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5009' },
    asks: [
      'how much can I recover from a bank that breached a substitute check warranty',
      'are damages for a substitute check violation limited to the amount of the check plus interest and fees',
    ],
    keywords: ['substitute check damages', 'breach of warranty', 'amount of the check', 'interest and expenses', 'Check 21'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5010' },
    asks: [
      'how long do I have to sue a bank over a substitute check problem, is it one year',
      'must I notify the bank within 30 days of learning of a substitute check claim',
    ],
    keywords: ['Check 21 statute of limitations', 'one year', 'notice of claim 30 days', 'substitute check lawsuit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5011' },
    asks: [
      'my bank never told me about substitute checks or my recredit rights, is it required to give a notice',
      'what must a bank tell new customers about substitute checks',
    ],
    keywords: ['substitute check notice', 'consumer awareness', 'recredit rights disclosure', 'bank customers'],
    checkedAgainst: '119-100',
  },
  // Credit union share insurance; unclaimed money orders; loan originator licensing
  {
    usc: { title: 12, section: '1781' },
    asks: [
      'is my money in a credit union federally insured like a bank account',
      'are state-chartered credit unions covered by the National Credit Union Share Insurance Fund',
    ],
    keywords: [
      'credit union share insurance',
      'NCUA insurance',
      'federally insured credit union',
      'member accounts',
      'state credit union',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2503' },
    asks: [
      'I have an old uncashed money order, which state holds the unclaimed money',
      'my traveler\'s checks were never used and escheated, which state can claim them',
    ],
    keywords: [
      'unclaimed money order',
      'traveler\'s checks escheat',
      'state unclaimed property',
      'state of purchase',
      'abandoned money orders',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5103' },
    asks: [
      'does my mortgage broker or loan officer need a license and an NMLS number',
      'can someone take my home loan application without being a registered or state-licensed loan originator',
    ],
    keywords: [
      'SAFE Act',
      'mortgage loan originator license',
      'NMLS unique identifier',
      'registered loan originator',
      'loan processor',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5104' },
    asks: [
      'can someone with a fraud conviction get a state mortgage loan originator license',
      'what background check, testing and education are required to be licensed as a loan officer',
    ],
    keywords: [
      'loan originator licensing standards',
      'criminal background check',
      'prelicensing education',
      'written test',
      'NMLS',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1831r-1' },
    asks: [
      'my bank branch is closing, how much notice must the bank give customers',
      'is there a 90 day notice requirement before a bank closes a branch in my neighborhood',
    ],
    keywords: ['bank branch closure notice', '90 days notice', 'posted notice', 'bank customers', 'insured depository institution'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1735f-7a' },
    asks: [
      'my state usury law caps interest, does it apply to a first mortgage on my home',
      'are first-lien home mortgages and manufactured home loans exempt from state interest rate limits',
    ],
    keywords: [
      'federal preemption of state usury',
      'first lien residential mortgage',
      'manufactured home loan',
      'discount points',
      'DIDMCA',
    ],
    checkedAgainst: '119-100',
  },
  // HUD single family mortgage foreclosure (12 U.S.C. chapter 38A)
  {
    usc: { title: 12, section: '3709' },
    asks: [
      'HUD is foreclosing on my mortgage through a foreclosure commissioner, can I stop the sale by paying what is past due',
      'can I ask the foreclosure commissioner to cancel the sale because I was never in default',
    ],
    keywords: [
      'presale reinstatement',
      'HUD-held mortgage foreclosure',
      'foreclosure commissioner',
      'cure the default',
      'cancel foreclosure sale',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3710' },
    asks: [
      'how soon after a missed payment can a HUD foreclosure commissioner hold the sale and where is it held',
      'is a HUD nonjudicial foreclosure sale held at public auction on a business day between 9 and 4',
    ],
    keywords: ['HUD foreclosure sale', 'public auction', 'foreclosure commissioner', 'thirty days after default', 'bidding'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1701x-2' },
    asks: [
      'where can a low income homeowner facing foreclosure get free legal help',
      'is there federal funding for legal aid to tenants of a house in foreclosure',
    ],
    keywords: [
      'foreclosure legal assistance',
      'legal aid grants',
      'low- and moderate-income homeowners',
      'tenants in foreclosure',
      'HUD',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1701x-1' },
    asks: [
      'I am buying a home with an FHA loan, must the lender tell me to get an independent home inspection',
      'where can homebuyers find HUD\'s For Your Protection Get a Home Inspection guide',
    ],
    keywords: ['home inspection counseling', 'FHA lender disclosure', 'homebuyer', 'HUD booklet', 'independent home inspection'],
    checkedAgainst: '119-100',
  },
  // Postal Service claims and stolen mail
  {
    usc: { title: 39, section: '2604' },
    asks: [
      'postal inspectors recovered money that was stolen from my mail, can the Postal Service return it to me',
      'how do I get back cash or property stolen from the mail and found by the Postal Service',
    ],
    keywords: ['stolen mail recovered', 'return of stolen money', 'rightful owner', 'Postal Service', 'mail theft'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '2603' },
    asks: [
      'a postal truck damaged my property, can the Postal Service settle my claim for damages',
      'can USPS pay a damage claim that is not covered by the Federal Tort Claims Act',
    ],
    keywords: ['Postal Service damage claim', 'settle claims', 'property damage', 'USPS liability'],
    checkedAgainst: '119-100',
  },
  // Judgment Fund and unclaimed moneys
  {
    usc: { title: 31, section: '1304' },
    asks: [
      'I won a judgment or settlement against the federal government, how does it get paid from the Judgment Fund',
      'does the government pay interest on a judgment against the United States',
    ],
    keywords: ['Judgment Fund', 'judgment against United States', 'compromise settlement', 'interest on judgment', 'Treasury certification'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '1322' },
    asks: [
      'the government holds money owed to me but could not find me, can I claim unclaimed money from the Treasury',
      'how do I get a refund of money I paid to a federal agency by mistake',
    ],
    keywords: [
      'unclaimed moneys of individuals whose whereabouts are unknown',
      'unclaimed federal money',
      'erroneously deposited refund',
      'Treasury trust fund',
    ],
    checkedAgainst: '119-100',
  },
  // Small Business Act programs
  {
    usc: { title: 15, section: '657f-1' },
    asks: [
      'how does my veteran-owned small business get certified by SBA for VA set-aside contracts',
      'can a competitor challenge our service-disabled veteran-owned business certification',
    ],
    keywords: [
      'veteran-owned small business certification',
      'SDVOSB certification',
      'VetCert',
      'eligibility challenge',
      'recertification',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '657r' },
    asks: [
      'can my small business join an SBA mentor-protege program with a larger company',
      'a large contractor offered to mentor my small business, what does the SBA mentor-protege program allow',
    ],
    keywords: ['SBA mentor-protege program', 'small business protege', 'mentor firm', 'federal contracting', 'business development'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '657q' },
    asks: [
      'the agency bundled several small contracts into one large contract my small business cannot bid on, is that allowed',
      'must an agency justify consolidating contract requirements that shut out small businesses',
    ],
    keywords: ['contract consolidation', 'contract bundling', 'small business participation', 'justification for consolidation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '636i' },
    asks: [
      'can SBA guarantee a surety bond for my small construction company on a disaster rebuilding contract',
      'what contract size can SBA bond guarantees cover for disaster reconstruction work',
    ],
    keywords: ['SBA surety bond guarantee', 'disaster procurement', 'bid bond', 'payment and performance bond', 'small contractor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '657n' },
    asks: [
      'my business was hit by a disaster, can I get a quick bridge loan of up to $25,000 while my SBA disaster loan is processed',
      'does the immediate disaster assistance loan have to be repaid from my SBA disaster loan',
    ],
    keywords: ['Immediate Disaster Assistance program', 'bridge loan', 'disaster loan', '85 percent guarantee', 'small business disaster'],
    checkedAgainst: '119-100',
  },
  // Internal Revenue Code: international, estate inclusion and more individual items
  {
    usc: { title: 26, section: '871' },
    asks: [
      'I am a nonresident alien with U.S. dividends and interest, is a flat 30 percent tax withheld',
      'how is a foreign person taxed on wages and business income earned in the United States',
    ],
    keywords: [
      'nonresident alien tax',
      '30 percent withholding',
      'fixed or determinable income',
      'effectively connected income',
      'portfolio interest',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '877A' },
    asks: [
      'if I renounce my U.S. citizenship or give up my green card, do I owe an exit tax',
      'what is a covered expatriate and how is property treated as sold the day before expatriation',
    ],
    keywords: [
      'expatriation exit tax',
      'renounce citizenship tax',
      'covered expatriate',
      'mark to market',
      'long-term green card holder',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '901' },
    asks: [
      'I paid income tax to another country on my foreign job, can I take a credit so I am not taxed twice',
      'can I switch between the foreign tax credit and deduction after filing my return',
    ],
    keywords: ['foreign tax credit', 'double taxation', 'foreign income taxes paid', 'Form 1116', 'U.S. citizens abroad'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '897' },
    asks: [
      'I am a foreign owner selling a house in the United States, is the gain taxed under FIRPTA',
      'how is a nonresident taxed on selling U.S. real estate or shares of a U.S. real property holding company',
    ],
    keywords: ['FIRPTA', 'foreign seller of U.S. real estate', 'United States real property interest', 'nonresident gain'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1445' },
    asks: [
      'I am buying a home from a foreign seller, must I withhold 15 percent of the price for the IRS',
      'how does a U.S. seller avoid FIRPTA withholding with a nonforeign affidavit at closing',
    ],
    keywords: [
      'FIRPTA withholding',
      'buyer withholding 15 percent',
      'foreign seller',
      'nonforeign affidavit',
      'residence exemption',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6039F' },
    asks: [
      'my parents abroad sent me a large gift, do I have to report a foreign gift over $10,000 to the IRS',
      'I inherited money from a relative overseas, must I report the foreign bequest on Form 3520',
    ],
    keywords: [
      'foreign gift reporting',
      'Form 3520',
      'gift from foreign person',
      'foreign inheritance',
      'penalty for not reporting',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6677' },
    asks: [
      'IRS assessed a $10,000 penalty for late Form 3520 about a foreign trust, can it be abated for reasonable cause',
      'what is the penalty for not reporting distributions from a foreign trust',
    ],
    keywords: [
      'Form 3520 penalty',
      'foreign trust reporting penalty',
      'Form 3520-A',
      'reasonable cause',
      '35 percent of gross reportable amount',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2056A' },
    asks: [
      'my wife is not a U.S. citizen, can my estate get the marital deduction through a qualified domestic trust',
      'what is a QDOT and when is estate tax due on distributions to a noncitizen spouse',
    ],
    keywords: [
      'qualified domestic trust',
      'QDOT',
      'noncitizen surviving spouse',
      'marital deduction',
      'U.S. trustee requirement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2036' },
    asks: [
      'mom deeded her house to us but kept living there until she died, is it still in her taxable estate',
      'if I give away property but keep the income for life, is it included in my gross estate',
    ],
    keywords: ['retained life estate', 'gross estate inclusion', 'transfer with retained income', 'estate tax'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2038' },
    asks: [
      'is property in my revocable living trust included in my estate for estate tax',
      'does keeping the power to change or revoke a transfer pull it back into the gross estate',
    ],
    keywords: ['revocable transfers', 'revocable living trust', 'power to revoke', 'gross estate', 'estate tax'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6115' },
    asks: [
      'I paid $200 for a charity dinner, must the charity tell me how much is actually deductible',
      'when must a nonprofit give a written statement for a quid pro quo donation over $75',
    ],
    keywords: [
      'quid pro quo contribution',
      'charity gala ticket deduction',
      'over $75',
      'good faith estimate',
      'donor disclosure',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6432' },
    asks: [
      'my former employer paid my COBRA premiums in 2021 under the American Rescue Plan, how did it get the tax credit',
      'who claimed the credit for COBRA premium assistance for laid-off workers',
    ],
    keywords: [
      'COBRA premium assistance credit',
      'American Rescue Plan',
      'assistance eligible individuals',
      'payroll tax credit',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '933' },
    asks: [
      'I live in Puerto Rico all year, do I pay federal income tax on income from Puerto Rico',
      'is a Puerto Rico resident working for a federal agency taxed federally on that pay',
    ],
    keywords: ['bona fide resident of Puerto Rico', 'Puerto Rico source income', 'federal income tax exclusion', 'territories'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '31' },
    asks: [
      'my employer withheld income tax from my pay, how does it count toward my tax bill and refund',
      'I had too much Social Security tax withheld from two jobs, can I get a credit for the excess',
    ],
    keywords: ['credit for tax withheld', 'wage withholding', 'excess Social Security tax', 'refund', 'Form W-2'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '106' },
    asks: [
      'is the health insurance my employer pays for counted as taxable income to me',
      'are employer contributions to my HSA or Archer MSA excluded from my pay',
    ],
    keywords: [
      'employer health coverage exclusion',
      'employer-provided health insurance',
      'HSA employer contributions',
      'Archer MSA',
      'QSEHRA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '134' },
    asks: [
      'are the allowances and in-kind benefits I get as a service member taxable income',
      'is a military dependent care assistance program benefit excluded from my income',
    ],
    keywords: ['qualified military benefit', 'military allowances', 'uniformed services', 'in-kind benefits', 'dependent care assistance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '139B' },
    asks: [
      'I am a volunteer firefighter, is the property tax break or small payment my town gives me taxable',
      'are benefits paid to volunteer EMTs for their service excluded from income',
    ],
    keywords: [
      'volunteer firefighter benefits',
      'volunteer emergency medical responders',
      'qualified state and local tax benefit',
      'qualified payment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '172' },
    asks: [
      'my business lost money this year, can I carry the net operating loss to future years',
      'is there an 80 percent limit on using a net operating loss carryforward',
    ],
    keywords: ['net operating loss', 'NOL carryforward', 'NOL carryback', '80 percent limitation', 'business loss'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '280F' },
    asks: [
      'how much depreciation can I take on a car I use for business, is there a luxury auto limit',
      'I use my vehicle for business less than half the time, how does that limit my depreciation',
    ],
    keywords: [
      'luxury automobile depreciation limits',
      'listed property',
      'business use more than 50 percent',
      'passenger automobile',
      'vehicle depreciation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '403' },
    asks: [
      'I work for a school or nonprofit, how are my 403(b) annuity contributions and withdrawals taxed',
      'can a teacher\'s 403(b) plan be rolled over and when are distributions allowed',
    ],
    keywords: ['403(b) plan', 'tax-sheltered annuity', 'public school employee', 'nonprofit employee retirement', 'elective deferrals'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1016' },
    asks: [
      'how do home improvements and depreciation change my cost basis when I sell property',
      'what adjustments raise or lower my adjusted basis in property for figuring gain',
    ],
    keywords: ['adjustments to basis', 'capital improvements', 'depreciation reduces basis', 'adjusted basis', 'sale of property'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1035' },
    asks: [
      'can I exchange my life insurance policy or annuity for a new one without paying tax',
      'is swapping an annuity for a long-term care insurance contract tax free',
    ],
    keywords: ['1035 exchange', 'annuity exchange', 'life insurance exchange', 'long-term care contract', 'tax-free exchange'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1223' },
    asks: [
      'I inherited stock, is my holding period long-term even if I sell it right away',
      'does the holding period of gifted property include the time the donor held it',
    ],
    keywords: ['holding period', 'tacked holding period', 'inherited property long-term', 'gift holding period', 'exchanged property'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1250' },
    asks: [
      'I sold my rental house, is the depreciation I took recaptured when I sell the building',
      'how is gain on selling depreciated real estate treated under section 1250',
    ],
    keywords: ['section 1250 property', 'depreciable real estate', 'rental property sale', 'depreciation recapture', 'additional depreciation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1366' },
    asks: [
      'I own shares of an S corporation, how is the company\'s income and loss passed through to my return',
      'can I deduct S corp losses beyond my stock and loan basis',
    ],
    keywords: ['S corporation pass-through', 'shareholder pro rata share', 'Schedule K-1', 'loss limited to basis', 'S corp losses'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1398' },
    asks: [
      'I filed chapter 7 bankruptcy, does my bankruptcy estate file its own tax return',
      'can an individual in chapter 7 or 11 elect to split the tax year when the case starts',
    ],
    keywords: ['bankruptcy estate tax', 'individual chapter 7', 'chapter 11 debtor', 'short year election', 'tax attributes'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1400Z-2' },
    asks: [
      'I sold stock at a big gain, can I defer the tax by investing in a qualified opportunity fund within 180 days',
      'how long must I hold an opportunity zone investment to avoid tax on its appreciation',
    ],
    keywords: ['opportunity zone', 'qualified opportunity fund', '180-day investment period', 'capital gain deferral', '10-year hold'],
    checkedAgainst: '119-100',
  },
  // Internal Revenue Code: nonprofits, business deductions, payroll taxes, IRS procedure
  {
    usc: { title: 26, section: '501' },
    asks: [
      'we want our nonprofit to be tax exempt under 501(c)(3), what kinds of organizations qualify',
      'can a 501(c)(3) charity endorse a political candidate or do lobbying and keep its exemption',
      'is a social club, union or civic league tax exempt under a different 501(c) category',
    ],
    keywords: [
      '501(c)(3) tax exemption',
      'charitable organization',
      'political campaign prohibition',
      '501(c)(4) social welfare',
      'tax-exempt organizations',
      'private inurement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6033' },
    asks: [
      'our small nonprofit did not file a Form 990 for three years, did it automatically lose its tax exempt status',
      'which exempt organizations must file an annual return and can tiny charities file the e-Postcard',
    ],
    keywords: [
      'Form 990 filing requirement',
      'automatic revocation of exemption',
      '3 consecutive years',
      'Form 990-N e-Postcard',
      'exempt organization annual return',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '4958' },
    asks: [
      'the nonprofit director pays himself far more than his work is worth, is there a tax on excess benefits',
      'what penalty applies when a charity insider gets an unfair deal from the organization',
    ],
    keywords: [
      'excess benefit transaction',
      'intermediate sanctions',
      'disqualified person',
      'charity insider compensation',
      '25 percent excise tax',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '4955' },
    asks: [
      'our church spent money supporting a political candidate, what tax applies to the 501(c)(3) and its managers',
      'what happens if a charity makes political expenditures, is there an excise tax on the managers who agreed',
    ],
    keywords: ['political expenditures of charities', '501(c)(3) campaign activity', 'excise tax', 'organization managers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '513' },
    asks: [
      'our nonprofit runs a gift shop and rents its hall, is that unrelated business income taxable',
      'are thrift store sales of donated goods or volunteer-run activities unrelated trade or business',
    ],
    keywords: [
      'unrelated business income',
      'unrelated trade or business',
      'UBIT',
      'donated goods exception',
      'volunteer labor exception',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '55' },
    asks: [
      'I exercised stock options and now owe alternative minimum tax, how is AMT figured',
      'what is the tentative minimum tax and the 26 and 28 percent AMT rates for individuals',
    ],
    keywords: [
      'alternative minimum tax',
      'AMT',
      'tentative minimum tax',
      'AMT exemption amount',
      'incentive stock options AMT',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '168' },
    asks: [
      'over how many years do I depreciate a residential rental house, is it 27.5 years',
      'can my business take bonus depreciation on new equipment in the year I buy it',
    ],
    keywords: [
      'MACRS depreciation',
      'rental property depreciation 27.5 years',
      'nonresidential real property 39 years',
      'bonus depreciation',
      'recovery period',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '212' },
    asks: [
      'can I deduct expenses of managing rental or investment property I hold to produce income',
      'are fees I paid to get a tax refund or for tax advice deductible',
    ],
    keywords: [
      'expenses for production of income',
      'investment property expenses',
      'tax preparation fees',
      'ordinary and necessary expenses',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1012' },
    asks: [
      'what is my cost basis in stock I bought at different times, and which shares are treated as sold',
      'is my basis in property simply what I paid for it',
    ],
    keywords: ['cost basis', 'basis of property', 'specific identification of shares', 'average basis mutual funds', 'real property taxes'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6211' },
    asks: [
      'what exactly is a tax deficiency that the IRS can send a notice of deficiency about',
      'how is the amount of a deficiency figured from the tax I showed on my return',
    ],
    keywords: ['definition of deficiency', 'tax shown on return', 'notice of deficiency', 'rebates'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6151' },
    asks: [
      'I got an extension to file, do I still have to pay my tax by the April due date',
      'when is tax shown on my return due if I do not get notice and demand from the IRS',
    ],
    keywords: [
      'time for paying tax',
      'extension to file is not extension to pay',
      'due date of return',
      'tax shown on return',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6851' },
    asks: [
      'IRS made a termination assessment saying I was about to leave the country, can they do that mid-year',
      'can the IRS end my tax year early and assess tax immediately if it thinks I will hide my assets',
    ],
    keywords: ['termination assessment', 'departing the United States', 'concealing property', 'immediate assessment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6861' },
    asks: [
      'the IRS made a jeopardy assessment and demanded immediate payment without the usual notice, is that allowed',
      'can I still go to Tax Court after a jeopardy assessment',
    ],
    keywords: ['jeopardy assessment', 'immediate assessment', 'notice of deficiency after jeopardy', 'collection in jeopardy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7213A' },
    asks: [
      'an IRS employee looked up my tax return out of curiosity, is unauthorized browsing of tax records a crime',
      'can a state employee who peeks at federal tax return information be prosecuted',
    ],
    keywords: ['unauthorized inspection of returns', 'IRS employee browsing', 'taxpayer privacy', 'criminal penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7217' },
    asks: [
      'is it illegal for the President or a White House official to ask the IRS to audit a particular person',
      'who should an IRS employee report to if told by the executive branch to audit or drop a taxpayer',
    ],
    keywords: [
      'executive branch influence on audits',
      'political audit request',
      'TIGTA report',
      'prohibited request',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7435' },
    asks: [
      'an IRS agent offered my accountant a tax break in exchange for information about me, can I sue',
      'can I get damages if a federal employee compromised my lawyer\'s taxes to get my confidential information',
    ],
    keywords: [
      'unauthorized enticement of information',
      'attorney or CPA informant',
      'civil damages against United States',
      'taxpayer confidentiality',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7485' },
    asks: [
      'I lost in Tax Court and am appealing, can the IRS collect during the appeal unless I post a bond',
      'how large a bond must I file with the Tax Court to stop collection while I appeal',
    ],
    keywords: ['appeal bond', 'stay of collection pending appeal', 'Tax Court appeal', 'double the deficiency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7603' },
    asks: [
      'how must an IRS summons be served on me or on my bank',
      'can an IRS summons be left at my home instead of handed to me',
    ],
    keywords: ['service of IRS summons', 'attested copy', 'third-party recordkeeper', 'summons by mail'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6050B' },
    asks: [
      'I never got a 1099-G for my unemployment benefits, does the state have to send one',
      'who must report unemployment compensation of $10 or more to the IRS',
    ],
    keywords: ['Form 1099-G', 'unemployment compensation reporting', 'state unemployment agency', 'information return'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6049' },
    asks: [
      'my bank did not send a 1099-INT for the interest on my savings, is it required to report it',
      'who has to file information returns for interest paid of $10 or more',
    ],
    keywords: ['Form 1099-INT', 'interest reporting', '$10 or more interest', 'bank interest', 'information return'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '3101' },
    asks: [
      'what percentage of my paycheck goes to Social Security and Medicare taxes',
      'why was an extra 0.9 percent Medicare tax taken from my high wages',
    ],
    keywords: [
      'FICA tax rate',
      'Social Security tax 6.2 percent',
      'Medicare tax 1.45 percent',
      'additional Medicare tax 0.9 percent',
      'employee payroll tax',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '3301' },
    asks: [
      'I have employees, what is the federal unemployment tax FUTA rate my business pays',
      'does the federal unemployment tax apply to every employer with employees',
    ],
    keywords: ['FUTA tax', 'federal unemployment tax', '6 percent', 'employer excise tax', 'Form 940'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '45AA' },
    asks: [
      'my small business hires military spouses into our retirement plan, is there a tax credit for that',
      'how much is the credit for small employers that let military spouses join the retirement plan early',
    ],
    keywords: ['military spouse retirement plan credit', 'small employer', 'defined contribution plan', '$200 per military spouse'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '45T' },
    asks: [
      'we added automatic enrollment to our small business 401k, is there a $500 tax credit',
      'how long can a small employer claim the retirement auto-enrollment credit',
    ],
    keywords: ['auto-enrollment credit', 'eligible automatic contribution arrangement', 'small employer', '$500 for 3 years'],
    checkedAgainst: '119-100',
  },
];
