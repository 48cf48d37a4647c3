import type { SectionCard } from './types';

/** Section cards: see ./types.ts. Each one read against the section's official text. */
export const moneyGovernmentCards: SectionCard[] = [
  // Banks and deposit insurance (12 U.S.C. chapter 16)
  {
    usc: { title: 12, section: '1821' },
    asks: [
      'my bank failed and was closed, is the money in my checking and savings account safe and how much of it does the FDIC pay back',
      'I had more than the insured limit in one bank, what happens to the uninsured part when the bank goes under',
      'do my savings and my IRA at the same bank count together for the FDIC limit or are they insured separately',
      'the FDIC says part of my deposit was not insured after the bank collapse, how do I challenge that decision',
    ],
    keywords: [
      'deposit insurance',
      'FDIC',
      'bank failure',
      'insured deposits',
      'standard maximum deposit insurance amount',
      'receivership',
      'uninsured deposits',
      'failed bank claim',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1828' },
    asks: [
      'a website says my savings are FDIC insured but it is not a bank, is it legal to claim FDIC insurance when it is not',
      'company used FDIC in its name and ads, I lost money, were they allowed to say my deposit was federally insured',
      'does a bank have to post a sign saying deposits are insured by the FDIC and backed by the full faith and credit of the U.S.',
    ],
    keywords: [
      'FDIC sign',
      'misrepresenting deposit insurance',
      'FDIC name misuse',
      'false FDIC insured claim',
      'deposit insurance advertising',
      'insured depository institution',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1831t' },
    asks: [
      'my credit union is privately insured, not federally insured, do they have to tell me that on my statements',
      'bank account is not FDIC or federally insured, what happens if it fails and must they warn customers',
    ],
    keywords: [
      'private deposit insurance',
      'not federally insured',
      'privately insured credit union',
      'depository institution lacking federal insurance',
      'notice to depositors',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1831x' },
    asks: [
      'the bank said I had to buy their insurance to get the loan approved, can they make me buy insurance from them',
      'bank teller sold me an annuity and never said it was not FDIC insured and could lose value',
    ],
    keywords: [
      'insurance sold at a bank',
      'tying insurance to a loan',
      'not FDIC insured disclosure',
      'annuity sold by bank',
      'anticoercion',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1831j' },
    asks: [
      'I work at a bank and was fired after I reported fraud to the regulators, is that retaliation illegal',
      'bank employee punished for telling federal banking agency or attorney general about violations, what can I do',
    ],
    keywords: [
      'bank whistleblower',
      'depository institution employee protection',
      'retaliation',
      'reporting to banking regulator',
      'wrongful discharge',
    ],
    checkedAgainst: '119-100',
  },
  // Right to Financial Privacy Act (12 U.S.C. chapter 35)
  {
    usc: { title: 12, section: '3402' },
    asks: [
      'can a government agency get my bank records without telling me or without a subpoena or warrant',
      'police or a federal agency asked my bank for my account statements, is the bank allowed to just hand them over',
      'what are the only ways the federal government can get copies of my financial records from my bank',
    ],
    keywords: [
      'Right to Financial Privacy Act',
      'bank records',
      'government access to financial records',
      'subpoena',
      'search warrant',
      'customer authorization',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3403' },
    asks: [
      'my bank gave my account records to a government agency, were they allowed to do that without a certificate of compliance',
      'can my bank tell the police it suspects a crime involving my account without breaking privacy law',
    ],
    keywords: [
      'confidentiality of financial records',
      'bank disclosure to government',
      'certificate of compliance',
      'reporting suspected violation',
      'financial privacy',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3404' },
    asks: [
      'an agency asked me to sign a form letting them see my bank records, how long does that permission last and can I take it back',
      'I authorized the government to get my bank records, can I revoke that consent before they get them',
    ],
    keywords: ['customer authorization', 'consent to disclose bank records', 'revoke authorization', 'financial privacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3405' },
    asks: [
      'I got a copy of an administrative subpoena for my bank records in the mail, what does the notice mean',
      'agency sent a summons to my bank for my transactions, do they have to notify me first',
    ],
    keywords: ['administrative subpoena', 'summons', 'bank records', 'customer notice', 'law enforcement inquiry'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3406' },
    asks: [
      'investigators got my bank records with a search warrant, do they have to tell me afterwards',
      'got a letter saying my bank records were obtained by search warrant months ago, is that allowed',
    ],
    keywords: ['search warrant', 'bank records', 'notice to customer', 'financial privacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3407' },
    asks: [
      'a court subpoena was served on my bank for my account records and I got a copy, what are my rights',
      'judicial subpoena for my financial records, does the government have to mail me notice first',
    ],
    keywords: ['judicial subpoena', 'bank records', 'customer notice', 'financial privacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3408' },
    asks: [
      'a federal agency sent my bank a formal written request for my records instead of a subpoena, is that allowed',
      'got a notice of a formal written request for my bank records, what does it mean',
    ],
    keywords: ['formal written request', 'bank records', 'customer notice', 'financial privacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3409' },
    asks: [
      'the government looked at my bank records and only told me much later, can they delay telling me',
      'a court let the agency delay notice that they got my financial records, when is that allowed',
    ],
    keywords: ['delayed notice', 'bank records', 'court order', 'financial privacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3410' },
    asks: [
      'I want to stop the government from getting my bank records, how do I file a motion to quash the subpoena and how long do I have',
      'received notice that an agency wants my account records, can I challenge it in court',
    ],
    keywords: ['motion to quash', 'challenge subpoena', 'bank records', 'customer challenge', 'deadline'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3412' },
    asks: [
      'an agency that got my bank records passed them on to another agency, are they allowed to share them',
      'my financial records were transferred between government departments, should I have been told',
    ],
    keywords: ['transfer of financial records', 'sharing between agencies', 'notice to customer', 'financial privacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3413' },
    asks: [
      'are there exceptions where the government can get my bank records without notice, like IRS or a lawsuit with the agency',
      'does financial privacy law cover bank examiners looking at my account or records sought in a grand jury case',
    ],
    keywords: ['exceptions', 'financial privacy', 'bank examiners', 'IRS summons', 'litigation with agency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3417' },
    asks: [
      'the bank illegally gave my records to the government, can I sue and what damages can I get',
      'federal agency got my bank records without following the rules, can I get money and attorney fees',
    ],
    keywords: ['damages', 'lawsuit', 'unlawful disclosure of bank records', 'punitive damages', 'attorney fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3416' },
    asks: [
      'how long do I have to sue over my bank records being handed to the government illegally',
      'which court do I file in for a financial privacy violation',
    ],
    keywords: ['time limit to sue', 'financial privacy lawsuit', 'federal district court', 'three years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '3423' },
    asks: [
      'bank employee reported that my elderly father was being financially exploited, can the bank be sued for reporting',
      'I work at a credit union and suspect a senior customer is being scammed, am I protected if I report it',
    ],
    keywords: [
      'elder financial exploitation',
      'senior citizen',
      'immunity for reporting',
      'bank employee report',
      'Senior Safe Act',
    ],
    checkedAgainst: '119-100',
  },
  // Private mortgage insurance (12 U.S.C. chapter 49)
  {
    usc: { title: 12, section: '4903' },
    asks: [
      'when I got my mortgage with PMI, did the lender have to tell me when I could cancel it',
      'I never got a notice about cancelling private mortgage insurance, is the lender supposed to send one every year',
    ],
    keywords: ['private mortgage insurance', 'PMI disclosure', 'amortization schedule', 'annual notice', 'cancellation rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4904' },
    asks: [
      'my PMI should have ended, does the servicer have to send written notice that it stopped and no more premiums are due',
      'servicer refused to cancel my mortgage insurance, do they have to tell me why in writing',
    ],
    keywords: ['PMI termination notice', 'mortgage servicer', 'cancellation denied', 'private mortgage insurance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4905' },
    asks: [
      'my lender pays the mortgage insurance, can I cancel it like regular PMI',
      'what must the lender tell me about lender paid mortgage insurance compared to borrower paid PMI',
    ],
    keywords: ['lender paid mortgage insurance', 'LPMI', 'borrower paid mortgage insurance', 'disclosure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4907' },
    asks: [
      'servicer kept charging PMI after it should have stopped, can I sue for damages',
      'lender broke the private mortgage insurance rules, what can I recover in court and how long do I have',
    ],
    keywords: ['PMI lawsuit', 'statutory damages', 'homeowners protection act', 'mortgage servicer liability'],
    checkedAgainst: '119-100',
  },
  // Reverse mortgages (HECM)
  {
    usc: { title: 12, section: '1715z-20' },
    asks: [
      'my mom got a reverse mortgage and died, does the loan become due and what happens to her spouse living there',
      'thinking of a reverse mortgage at 62, do I have to get counseling first and how old do I need to be',
      'the reverse mortgage lender wants me to buy an annuity to qualify, is that allowed',
      'can a reverse mortgage be paid off early without a penalty',
    ],
    keywords: [
      'reverse mortgage',
      'home equity conversion mortgage',
      'HECM',
      'elderly homeowner',
      'HECM counseling',
      'non-borrowing spouse',
      'FHA',
    ],
    checkedAgainst: '119-100',
  },
  // Consumer Financial Protection Act (12 U.S.C. chapter 53)
  {
    usc: { title: 12, section: '5531' },
    asks: [
      'the lender hid fees and tricked me into a loan I did not understand, is that an unfair or abusive practice',
      'a finance company took advantage of me not understanding the loan terms, what counts as abusive',
    ],
    keywords: [
      'UDAAP',
      'unfair deceptive or abusive',
      'abusive practice',
      'consumer financial product',
      'CFPB',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5536' },
    asks: [
      'is it illegal for a bank or lender to offer a financial product that breaks federal consumer finance law',
      'my loan company refused to give the information required by law and engaged in deceptive practices, what law forbids it',
    ],
    keywords: ['prohibited acts', 'covered person', 'Federal consumer financial law', 'CFPB', 'deceptive practices'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5533' },
    asks: [
      'my bank will not give me my own transaction history and fee records, do I have a right to get them',
      'can I get the data about my account, charges and usage from my financial company in a usable format',
    ],
    keywords: ['right to access account information', 'transaction history', 'consumer data', 'electronic format'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5534' },
    asks: [
      'I filed a complaint with the CFPB about my bank, does the company have to respond to it',
      'how does the Consumer Financial Protection Bureau handle complaints against lenders and credit card companies',
    ],
    keywords: ['CFPB complaint', 'consumer complaint', 'company response', 'Consumer Financial Protection Bureau'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5535' },
    asks: [
      'I have a private student loan problem with my lender, is there an ombudsman who can help',
      'who can help me with complaints about my private education loan servicer',
    ],
    keywords: ['private education loan ombudsman', 'private student loan', 'student loan complaint', 'CFPB'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5565' },
    asks: [
      'if the CFPB wins a case against a lender, can customers get refunds or restitution',
      'what penalties and relief can a court order against a company that violated consumer finance law',
    ],
    keywords: ['restitution', 'refund', 'civil money penalty', 'rescission of contract', 'CFPB enforcement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5552' },
    asks: [
      'can my state attorney general sue a bank or lender for violating the Consumer Financial Protection Act',
      'does a state have the power to enforce federal consumer finance rules against a lender',
    ],
    keywords: ['state attorney general', 'state enforcement', 'Consumer Financial Protection Act', 'civil action'],
    checkedAgainst: '119-100',
  },
  // Debts owed to the federal government (31 U.S.C. chapter 37)
  {
    usc: { title: 31, section: '3711' },
    asks: [
      'I owe money to a federal agency and cannot pay it all, can they settle or compromise the debt for less',
      'the government is trying to collect an overpayment from me, can they suspend or end collection',
      'my federal debt was sent to Treasury for collection, how does that work',
    ],
    keywords: [
      'federal debt collection',
      'compromise of claim',
      'debt owed to government',
      'Treasury cross-servicing',
      'suspend collection',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3713' },
    asks: [
      'my dad died owing the federal government, do government debts get paid first from the estate',
      'as executor, can I be personally liable if I pay other debts before a debt owed to the United States',
    ],
    keywords: ['federal priority', 'estate debts', 'executor liability', 'insolvent debtor', 'government claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3716' },
    asks: [
      'the government took part of my Social Security to pay an old federal debt, can they do that',
      'my federal payment was reduced by a Treasury offset, what notice and review am I entitled to',
      'part of my benefit check was withheld for a debt to another agency, is some amount protected',
    ],
    keywords: [
      'administrative offset',
      'Treasury Offset Program',
      'Social Security offset',
      'federal payment withheld',
      'notice and review',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3717' },
    asks: [
      'the government is charging interest and penalties on my overpayment debt, is that allowed',
      'why did my debt to a federal agency grow, can they add interest, penalties and collection costs',
    ],
    keywords: ['interest on federal debt', 'late penalty', 'administrative costs', 'government claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3718' },
    asks: [
      'a private collection agency is collecting a debt I owe to a federal agency, is that allowed',
      'the government hired a debt collector for my federal debt, who controls the settlement',
    ],
    keywords: ['private collection agency', 'federal debt', 'collection contract', 'government claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3720A' },
    asks: [
      'my tax refund was taken to pay a debt to another federal agency, how can they do that',
      'I got a letter saying my refund will be offset for a past-due federal debt, how long do I have to dispute it',
      'IRS refund reduced for an old agency overpayment, can I show the debt is not owed',
    ],
    keywords: [
      'tax refund offset',
      'past-due debt',
      'Treasury Offset Program',
      'refund seized',
      'dispute federal debt',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3720B' },
    asks: [
      'I am behind on a federal debt, can I still get a federal loan or an FHA or SBA guaranteed loan',
      'denied a government backed loan because of a delinquent federal debt, is that allowed',
    ],
    keywords: ['delinquent federal debt', 'federal loan bar', 'loan guarantee', 'debt in default'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3720D' },
    asks: [
      'a federal agency is garnishing my wages without a court order for a debt, is that legal and how much can they take',
      'I got a notice of administrative wage garnishment, how do I ask for a hearing',
      'my employer got a withholding order from the government, can they fire me over it',
    ],
    keywords: [
      'administrative wage garnishment',
      'AWG',
      'garnishment of disposable pay',
      'hearing',
      'federal nontax debt',
      'withholding order',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3720E' },
    asks: [
      'can a federal agency publish my name because I owe it a delinquent debt',
      'government posted that I owe a debt publicly, is that allowed',
    ],
    keywords: ['delinquent debtor list', 'publishing debtor identity', 'federal nontax debt', 'public disclosure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3105' },
    asks: [
      'I found old U.S. savings bonds from my grandparents, how do I cash them and do they still earn interest',
      'can my bank redeem savings bonds, and can my tax refund be turned into savings bonds',
    ],
    keywords: ['savings bonds', 'redeem savings bonds', 'series E bond', 'matured bonds', 'Treasury'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3332' },
    asks: [
      'do I have to get my federal paycheck or benefits by direct deposit, can I ask for a paper check',
      'I do not have a bank account, how can I receive federal payments that must be electronic',
    ],
    keywords: ['direct deposit', 'electronic funds transfer', 'federal payments', 'waiver', 'paper check'],
    checkedAgainst: '119-100',
  },
  // Cash reporting (31 U.S.C. chapter 53)
  {
    usc: { title: 31, section: '5313' },
    asks: [
      'I deposited a large amount of cash and the bank filed a report, why do banks report cash transactions',
      'withdrawing a lot of cash from my bank, will they report it to the government',
    ],
    keywords: ['currency transaction report', 'CTR', 'large cash deposit', 'Bank Secrecy Act', 'cash withdrawal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '5324' },
    asks: [
      'I deposited cash in smaller amounts over several days so the bank would not report it, is that illegal',
      'the bank says I was structuring my cash deposits, what does that mean and is it a crime',
      'split up cash payments to a car dealer to avoid the report, can I get in trouble',
    ],
    keywords: [
      'structuring',
      'evading cash reporting',
      'splitting deposits',
      'Bank Secrecy Act',
      'currency transaction report',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '5316' },
    asks: [
      'I am flying abroad with more than $10,000 in cash, do I have to declare it',
      'customs seized cash I did not report when entering the United States, what was the reporting rule',
    ],
    keywords: ['declaring cash at the border', 'currency reporting', 'monetary instruments', 'travel with cash'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '5317' },
    asks: [
      'customs took my money at the airport because I did not declare it, can they keep it',
      'cash seized for a currency reporting violation, can it be forfeited',
    ],
    keywords: ['cash seizure', 'forfeiture', 'unreported currency', 'monetary instruments', 'customs search'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '5331' },
    asks: [
      'my business received more than $10,000 in cash from a customer, do I have to report it',
      'I paid cash for a car, why did the dealer ask for my Social Security number for a government report',
    ],
    keywords: ['cash received in business', 'nonfinancial trade or business', 'cash reporting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '5325' },
    asks: [
      'why does the bank need my ID to buy a money order or cashier’s check with cash',
      'buying a cashier’s check with cash, must the bank record who I am',
    ],
    keywords: ['cashier’s check', 'money order', 'identification', 'cash purchase', 'record keeping'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '5332' },
    asks: [
      'I hid cash in my luggage to cross the border without reporting it, is that a crime',
      'what is bulk cash smuggling and what happens to the money',
    ],
    keywords: ['bulk cash smuggling', 'concealed currency', 'border', 'forfeiture', 'currency reporting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '5330' },
    asks: [
      'I want to start a money transfer business sending remittances, do I have to register with the Treasury',
      'is it illegal to run an unregistered money transmitting business',
    ],
    keywords: ['money transmitting business', 'registration', 'FinCEN', 'remittances', 'money services business'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '5336' },
    asks: [
      'my small LLC was told to report its beneficial owners to FinCEN, what is that',
      'do I have to file a beneficial ownership information report for my company and who counts as an owner',
    ],
    keywords: ['beneficial ownership', 'BOI report', 'Corporate Transparency Act', 'FinCEN', 'reporting company'],
    checkedAgainst: '119-100',
  },
  // Disaster relief (Stafford Act, 42 U.S.C. chapter 68)
  {
    usc: { title: 42, section: '5174' },
    asks: [
      'a hurricane destroyed my house, what help can FEMA give me for temporary housing, rent or home repairs',
      'we were displaced by the wildfire and need somewhere to live, does FEMA pay for a rental or a trailer',
      'FEMA individual assistance after the tornado, can it cover medical, funeral, child care or car costs',
      'my insurance did not cover all the storm damage to the home I own and live in, can FEMA help repair it',
    ],
    keywords: [
      'FEMA individual assistance',
      'individuals and households program',
      'temporary housing',
      'rental assistance',
      'home repair assistance',
      'other needs assistance',
      'funeral expenses',
      'major disaster',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5155' },
    asks: [
      'FEMA says I have to pay back aid because my insurance also paid for the same damage, is that right',
      'my insurance claim is still pending, can FEMA help now if I promise to repay what insurance later covers',
      'will disaster assistance I received count as income for food stamps or other benefits',
    ],
    keywords: [
      'duplication of benefits',
      'FEMA recoupment',
      'insurance proceeds',
      'repay disaster aid',
      'not counted as income',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5189a' },
    asks: [
      'FEMA denied my application for disaster help, how long do I have to appeal',
      'I disagree with the amount FEMA gave me for my damaged home, can I appeal and how fast must they decide',
    ],
    keywords: ['FEMA appeal', 'appeal denial of disaster assistance', '60 days', 'eligibility decision', 'arbitration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5177' },
    asks: [
      'I lost my job because the flood closed my workplace and I do not qualify for regular unemployment, is there disaster unemployment',
      'self-employed and my business was wiped out by the hurricane, can I get disaster unemployment assistance and for how long',
    ],
    keywords: [
      'disaster unemployment assistance',
      'DUA',
      'unemployed due to disaster',
      'self-employed',
      'reemployment services',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5179' },
    asks: [
      'after the disaster we cannot afford food, is there emergency food help or disaster food stamps',
      'low income family hit by the storm, can we get food benefit allotments or surplus commodities',
    ],
    keywords: ['disaster SNAP', 'emergency food assistance', 'food coupons', 'low-income households', 'major disaster'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5182' },
    asks: [
      'I cannot afford a lawyer to deal with my landlord and insurance after the disaster, is there free legal help',
      'disaster legal services for low income survivors, who provides them',
    ],
    keywords: ['disaster legal services', 'free legal help', 'low-income', 'major disaster'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5183' },
    asks: [
      'since the tornado my kids and I cannot sleep and are traumatized, is there free crisis counseling for disaster survivors',
      'does FEMA fund mental health counseling after a major disaster',
    ],
    keywords: ['crisis counseling', 'disaster mental health', 'trauma', 'counseling services', 'major disaster'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5189d' },
    asks: [
      'we still have unmet needs months after the hurricane, is there a disaster case manager who can help us',
      'who helps disaster survivors put together a recovery plan and find resources',
    ],
    keywords: ['disaster case management', 'unmet needs', 'recovery plan', 'disaster survivors'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5174b' },
    asks: [
      'lost my passport and green card in the disaster, can the replacement fees be waived',
      'my naturalization certificate was destroyed in the flood, is there a fee waiver to replace it',
    ],
    keywords: ['document replacement', 'fee waiver', 'lost passport', 'green card replacement', 'disaster'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5151' },
    asks: [
      'disaster relief workers treated us differently because of our race and language, is that allowed',
      'was denied disaster aid because of my disability or age, does the law require fair distribution of relief',
    ],
    keywords: ['nondiscrimination in disaster assistance', 'equitable relief', 'race', 'disability', 'English proficiency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5154a' },
    asks: [
      'FEMA says I cannot get flood aid because I got aid before and let my flood insurance lapse, is that true',
      'selling a house that received federal flood assistance, do I have to tell the buyer to keep flood insurance',
    ],
    keywords: [
      'flood insurance requirement',
      'prohibited flood disaster assistance',
      'lapsed flood insurance',
      'notice to buyer',
      'flood disaster area',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5157' },
    asks: [
      'I used my FEMA money for something other than repairs, what is the penalty for misusing disaster aid',
      'someone lied to get disaster assistance, can they be fined or prosecuted',
    ],
    keywords: ['misuse of disaster funds', 'disaster fraud', 'penalty', 'FEMA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5170' },
    asks: [
      'how does a governor ask the President to declare a major disaster so people can get FEMA aid',
      'our county was hit hard but there is no disaster declaration yet, what is the process',
    ],
    keywords: ['major disaster declaration', 'governor request', 'President', 'FEMA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5191' },
    asks: [
      'what is the difference between an emergency declaration and a major disaster declaration and how does a state request one',
      'governor asked for a federal emergency declaration, how does that work',
    ],
    keywords: ['emergency declaration', 'governor request', 'President', 'Stafford Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5173' },
    asks: [
      'the storm left trees and wreckage all over my private property, will FEMA or the government remove the debris',
      'debris removal after a disaster from private land, who pays',
    ],
    keywords: ['debris removal', 'wreckage', 'private property', 'FEMA', 'major disaster'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5189c' },
    asks: [
      'we were evacuated far away after the hurricane, will FEMA help pay to get us back home',
      'displaced by the disaster, is there transportation help to relocate',
    ],
    keywords: ['transportation assistance', 'displaced', 'relocation', 'evacuees', 'FEMA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5207' },
    asks: [
      'can federal officials or the National Guard confiscate my legal guns during a hurricane evacuation',
      'during a disaster emergency can the government ban carrying firearms I am legally allowed to have',
    ],
    keywords: ['firearm confiscation', 'disaster emergency', 'gun seizure', 'evacuation', 'Second Amendment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5165a' },
    asks: [
      'do repairs paid with a FEMA grant or disaster loan have to meet building codes',
      'rebuilding after the disaster with federal money, what standards must the work meet',
    ],
    keywords: ['building codes', 'disaster loan', 'repair standards', 'reconstruction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5170b' },
    asks: [
      'right after the disaster, can the federal government provide emergency shelter, food, water and medicine',
      'who provides search and rescue and emergency supplies immediately after a major disaster',
    ],
    keywords: ['essential assistance', 'emergency shelter', 'search and rescue', 'food and water', 'pets'],
    checkedAgainst: '119-100',
  },
  // National flood insurance (42 U.S.C. chapter 50)
  {
    usc: { title: 42, section: '4012a' },
    asks: [
      'my lender says I must buy flood insurance because my house is in a flood zone, is that required',
      'the bank bought flood insurance for me and added it to my mortgage, can they force-place it',
      'I already had flood insurance but the servicer also charged me for force-placed coverage, do I get a refund',
      'must flood insurance premiums be paid through my mortgage escrow account',
    ],
    keywords: [
      'mandatory flood insurance purchase',
      'special flood hazard area',
      'force-placed flood insurance',
      'escrow',
      'private flood insurance',
      'mortgage lender',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4013' },
    asks: [
      'I just bought flood insurance, is there a waiting period before it covers a flood',
      'bought an NFIP policy a week before the storm, am I covered or does coverage start later',
    ],
    keywords: ['NFIP', 'flood insurance waiting period', '30-day waiting period', 'coverage limits', 'effective date'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4015' },
    asks: [
      'my flood insurance premium went up a lot this year, is there a limit on how much NFIP rates can rise',
      'why did my National Flood Insurance Program rate increase and how are premiums set',
    ],
    keywords: ['flood insurance premium', 'rate increase cap', 'NFIP rates', 'chargeable premium rates'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4072' },
    asks: [
      'FEMA denied my flood insurance claim, how long do I have to sue',
      'NFIP paid only part of my flood claim, can I take them to federal court',
    ],
    keywords: ['flood claim denial', 'sue FEMA', 'one year', 'federal district court', 'NFIP claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4053' },
    asks: [
      'my flood insurance company denied my claim on my federal flood policy, can I sue the insurer and where',
      'the insurer only paid part of my NFIP flood claim, what is the deadline to file a lawsuit',
    ],
    keywords: ['flood claim lawsuit', 'Write Your Own insurer', 'disallowance', 'one year', 'federal district court'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4104a' },
    asks: [
      'did my lender have to warn me before closing that the house is in a special flood hazard area',
      'nobody told me the home I bought with a mortgage was in a flood zone, was the bank required to notify me',
    ],
    keywords: ['flood zone notice', 'special flood hazard notice', 'lender notification', 'flood insurance requirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4104b' },
    asks: [
      'my lender used a flood determination form to say my house is in a flood zone, what is that form',
      'standard flood hazard determination for my mortgage, who prepares it',
    ],
    keywords: ['standard flood hazard determination form', 'flood zone determination', 'lender'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4104' },
    asks: [
      'FEMA proposed new flood elevations that put my house in a flood zone, how can I appeal',
      'I disagree with the new flood map for my property, can I challenge it with technical data',
    ],
    keywords: ['flood elevation appeal', 'flood map appeal', 'base flood elevation', 'flood insurance rate map'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4021' },
    asks: [
      'after the hurricane can I go to mediation over my flood insurance claim',
      'does the National Flood Insurance Program take part in state disaster claims mediation',
    ],
    keywords: ['claims mediation', 'flood claim dispute', 'NFIP', 'state mediation program'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4033' },
    asks: [
      'is there someone at FEMA who helps flood insurance policyholders with problems or map disputes',
      'who advocates for homeowners treated unfairly by the flood insurance program',
    ],
    keywords: ['Flood Insurance Advocate', 'policyholder help', 'flood mapping', 'NFIP'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4013a' },
    asks: [
      'what exactly does my flood policy cover, does it have to list all exclusions and limits',
      'my flood insurance did not cover my basement contents, was the policy required to disclose that',
    ],
    keywords: ['flood policy disclosures', 'exclusions', 'coverage limitations', 'NFIP policy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4106' },
    asks: [
      'my town is not in the flood insurance program, can I get federal financial help to buy or build a home in its flood zone',
      'lender warned me that federal disaster relief may not be available because the community does not participate in the NFIP',
    ],
    keywords: ['nonparticipating community', 'NFIP participation', 'federal financial assistance', 'flood-prone area'],
    checkedAgainst: '119-100',
  },
  // Federal workers: pay (5 U.S.C. chapters 53 and 55)
  {
    usc: { title: 5, section: '5304' },
    asks: [
      'I am a federal GS employee moving to another city, how is locality pay figured and will my pay change',
      'why do federal workers in different cities get different pay for the same GS grade',
    ],
    keywords: ['locality pay', 'locality-based comparability payments', 'General Schedule', 'federal pay', 'locality pay area'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5335' },
    asks: [
      'how often does a federal GS employee get a step increase and can my supervisor deny my within-grade increase',
      'my within-grade raise was withheld because my work was rated not acceptable, can I ask for reconsideration',
    ],
    keywords: ['within-grade increase', 'step increase', 'WGI denial', 'General Schedule', 'acceptable level of competence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5343' },
    asks: [
      'I am a wage grade federal blue collar worker, how is my hourly pay set and do I get a night differential',
      'how are prevailing rate wage schedules for federal trades workers determined',
    ],
    keywords: ['wage grade', 'prevailing rate', 'Federal Wage System', 'night differential', 'blue collar federal employees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5362' },
    asks: [
      'my federal job was downgraded in a reorganization, do I keep my old grade for a while',
      'position reclassified to a lower grade, am I entitled to grade retention',
    ],
    keywords: ['grade retention', 'downgrade', 'reclassification', 'reduction in force', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5363' },
    asks: [
      'my grade retention is ending, will my federal pay be cut or do I keep my rate',
      'moved to a lower paying federal job through no fault of mine, is there pay retention',
    ],
    keywords: ['pay retention', 'saved pay', 'reduction in pay', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5379' },
    asks: [
      'can my federal agency help repay my student loans to recruit or keep me',
      'if I leave the agency early, do I have to pay back the student loan repayment benefit',
    ],
    keywords: ['federal student loan repayment program', 'recruitment incentive', 'retention', 'service agreement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5514' },
    asks: [
      'my agency says I was overpaid and will deduct the debt from my federal paycheck, what notice and hearing do I get',
      'salary offset for a debt I owe the government, how much can they take each payday',
    ],
    keywords: ['salary offset', 'federal employee debt', 'pay deduction', 'overpayment', 'hearing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5520a' },
    asks: [
      'can a creditor garnish a federal employee’s wages for a court judgment',
      'I got a court order to garnish my ex’s pay and they work for a federal agency, will the agency honor it',
    ],
    keywords: ['garnishment of federal pay', 'legal process', 'federal employee wages', 'court order', 'creditor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5538' },
    asks: [
      'I am a federal employee called to active duty in the reserves, does my agency make up the difference if military pay is lower',
      'reservist differential pay for federal civilians on active duty, who qualifies',
    ],
    keywords: ['reservist differential', 'nonreduction in pay', 'active duty', 'National Guard', 'federal civilian employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5542' },
    asks: [
      'I am a federal employee ordered to work extra hours, how is my overtime pay calculated',
      'does a federal worker get overtime for hours over 40 in a week or 8 in a day, and does travel time count as hours of work',
    ],
    keywords: ['federal overtime pay', 'Title 5 overtime', 'hours of work', 'overtime rate', 'ordered or approved'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5543' },
    asks: [
      'can my federal supervisor give me comp time instead of overtime pay',
      'I asked for compensatory time off for overtime work at my agency, is that allowed',
    ],
    keywords: ['compensatory time off', 'comp time', 'federal overtime', 'irregular overtime'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5545' },
    asks: [
      'do federal employees get extra pay for night work or hazardous duty',
      'I am on standby duty at my federal job, is there premium pay for that',
    ],
    keywords: ['night differential', 'hazardous duty pay', 'standby duty pay', 'premium pay', 'administratively uncontrollable overtime'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5546' },
    asks: [
      'I worked on a federal holiday as a federal employee, what is holiday premium pay',
      'do federal workers get Sunday premium pay for a regular Sunday shift',
    ],
    keywords: ['holiday pay', 'Sunday premium pay', 'federal employee', 'premium pay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5547' },
    asks: [
      'is there a cap on how much overtime and premium pay a federal employee can earn',
      'my overtime was cut off because of the premium pay limit, what is that',
    ],
    keywords: ['premium pay cap', 'biweekly limitation', 'annual limitation', 'federal overtime'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5550a' },
    asks: [
      'I need time off for a religious holiday, can I work extra hours at my federal job to make it up',
      'religious compensatory time for federal employees, how does it work',
    ],
    keywords: ['religious compensatory time', 'religious observance', 'federal employee', 'make-up time'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5550b' },
    asks: [
      'I traveled on a weekend for my federal job and was not paid, can I get comp time for travel',
      'compensatory time off for official travel outside work hours, can it be paid out',
    ],
    keywords: ['compensatory time for travel', 'travel comp time', 'official travel', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5551' },
    asks: [
      'I am leaving my federal job, will I be paid for my unused annual leave',
      'lump-sum payment for accrued leave when a federal employee retires or resigns',
    ],
    keywords: ['lump-sum leave payment', 'unused annual leave', 'separation', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5582' },
    asks: [
      'my husband was a federal employee and died, who gets his final paycheck and unpaid leave money',
      'how do I name a beneficiary for unpaid compensation if I die while working for the government',
    ],
    keywords: ['unpaid compensation', 'designation of beneficiary', 'deceased federal employee', 'order of precedence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5584' },
    asks: [
      'my federal agency overpaid me by mistake and now wants it back, can I ask for a waiver',
      'I was paid too much salary through no fault of mine, can the government forgive the overpayment',
    ],
    keywords: ['waiver of overpayment', 'erroneous payment', 'equity and good conscience', 'federal pay overpayment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5595' },
    asks: [
      'I was laid off from my federal job in a reduction in force, do I get severance pay',
      'involuntarily separated federal employee, how is severance pay figured',
    ],
    keywords: ['severance pay', 'involuntary separation', 'reduction in force', 'RIF', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5596' },
    asks: [
      'my federal removal was overturned on appeal, do I get back pay and attorney fees',
      'an unjustified personnel action cut my pay, can I recover the lost pay with interest',
    ],
    keywords: ['Back Pay Act', 'back pay', 'unjustified personnel action', 'attorney fees', 'interest'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5597' },
    asks: [
      'my agency is offering a buyout to leave federal service, how does separation pay work',
      'do I have to repay the voluntary separation incentive if I come back to a federal job',
    ],
    keywords: ['voluntary separation incentive payment', 'VSIP', 'buyout', 'separation pay', 'repayment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5515' },
    asks: [
      'I am a federal employee on jury duty, do I have to turn over the juror fee to my agency',
      'federal worker paid as a witness, what happens to the witness fee',
    ],
    keywords: ['jury fees', 'witness fees', 'federal employee', 'crediting amounts'],
    checkedAgainst: '119-100',
  },
  // Federal workers: leave (5 U.S.C. chapter 63)
  {
    usc: { title: 5, section: '6303' },
    asks: [
      'how much annual leave does a federal employee earn per pay period and does it go up with years of service',
      'I have military service before my federal job, does it count toward my annual leave rate',
    ],
    keywords: ['annual leave accrual', 'vacation', 'years of service', 'federal employee leave', 'leave category'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6304' },
    asks: [
      'how much annual leave can a federal employee carry over to next year, will I lose the rest',
      'I could not use my leave because of work demands, can forfeited annual leave be restored',
    ],
    keywords: ['annual leave carryover', 'use or lose', 'forfeited leave', 'restored leave', 'leave ceiling'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6307' },
    asks: [
      'how much sick leave does a federal employee earn and does it build up year to year',
      'is there a limit to how much sick leave I can save at my federal job',
    ],
    keywords: ['sick leave accrual', 'sick leave', 'federal employee', 'accumulation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6322' },
    asks: [
      'I am a federal employee summoned for jury duty, do I have to use annual leave',
      'called as a witness in court, is a federal employee on paid leave or official duty',
    ],
    keywords: ['court leave', 'jury duty', 'witness service', 'federal employee', 'paid leave'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6323' },
    asks: [
      'I am a federal employee in the National Guard, how many days of paid military leave do I get a year',
      'reservist federal worker going to annual training, does military leave carry over',
    ],
    keywords: ['military leave', 'reserves', 'National Guard', 'federal employee', 'paid military leave'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6326' },
    asks: [
      'my son died serving in a combat zone, do I get leave from my federal job for the funeral',
      'federal employee leave to attend the funeral of a relative killed in military service',
    ],
    keywords: ['funeral leave', 'combat zone', 'immediate relative', 'Armed Forces', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6327' },
    asks: [
      'I am donating a kidney, how much paid leave does a federal employee get to be an organ donor',
      'federal worker donating bone marrow, is there paid leave for it',
    ],
    keywords: ['organ donor leave', 'bone marrow donor leave', 'federal employee', 'paid leave'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6329' },
    asks: [
      'I am a disabled veteran starting a federal job, is there special leave for medical treatment of my service-connected disability',
      'new federal employee with a VA rating of 30 percent, what is disabled veteran leave',
    ],
    keywords: ['disabled veteran leave', 'service-connected disability', 'medical treatment', 'new federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6329a' },
    asks: [
      'my agency put me on administrative leave, how long can they keep me on it',
      'is there a limit on paid administrative leave for federal employees each year',
    ],
    keywords: ['administrative leave', 'paid leave', 'limit', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6329b' },
    asks: [
      'I was placed on investigative leave during an investigation at my federal job, what are the rules',
      'agency put me on notice leave after proposing my removal, is that allowed',
    ],
    keywords: ['investigative leave', 'notice leave', 'proposed removal', 'federal employee', 'telework alternative'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6329c' },
    asks: [
      'the office closed for a snowstorm, do federal employees get paid weather and safety leave',
      'federal office shut down because of a hurricane, will I be charged leave',
    ],
    keywords: ['weather and safety leave', 'office closure', 'severe weather', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6329d' },
    asks: [
      'my child died, does a federal employee get paid bereavement leave',
      'federal worker lost a son or daughter, how much parental bereavement leave is there',
    ],
    keywords: ['parental bereavement leave', 'death of a child', 'paid leave', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6333' },
    asks: [
      'I am a federal employee with a medical emergency and out of leave, can coworkers donate their leave to me',
      'how do I apply to receive donated leave under the voluntary leave transfer program',
    ],
    keywords: ['voluntary leave transfer program', 'donated leave', 'medical emergency', 'leave recipient'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6334' },
    asks: [
      'can I donate some of my annual leave to a coworker who is sick',
      'is there a limit on how much annual leave a federal employee can give to someone else',
    ],
    keywords: ['leave donation', 'donating annual leave', 'leave donor', 'voluntary leave transfer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6338' },
    asks: [
      'my supervisor is pressuring me to donate leave to a coworker, is that allowed',
      'someone is coercing federal employees to give or receive donated leave',
    ],
    keywords: ['coercion', 'leave donation', 'intimidation', 'voluntary leave transfer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6366' },
    asks: [
      'my agency has a leave bank, am I eligible to receive leave from it for my medical emergency',
      'do I have to contribute to the leave bank before I can use it',
    ],
    keywords: ['leave bank', 'leave recipient eligibility', 'medical emergency', 'federal employee'],
    checkedAgainst: '119-100',
  },
  // Federal workers: discipline and appeals (5 U.S.C. chapters 75 and 77)
  {
    usc: { title: 5, section: '7503' },
    asks: [
      'my federal supervisor proposed a 5 day suspension, what rights do I have to respond',
      'suspended for 14 days or less at my federal job, do I get advance notice and a chance to answer',
    ],
    keywords: ['short suspension', 'suspension of 14 days or less', 'advance written notice', 'federal employee discipline'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7512' },
    asks: [
      'which federal disciplinary actions can be appealed, like removal, long suspension, demotion or furlough',
      'my agency reduced my grade, is that an adverse action covered by the appeal rules',
    ],
    keywords: ['adverse action', 'removal', 'suspension of more than 14 days', 'reduction in grade', 'furlough'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7513' },
    asks: [
      'my federal agency proposed to fire me, how much notice must I get and how long to reply',
      'proposed removal from my government job, can I have a lawyer and a written decision with reasons',
      'was demoted at my federal job, can I appeal to the MSPB',
    ],
    keywords: [
      'proposed removal',
      '30 days advance notice',
      'efficiency of the service',
      'right to reply',
      'representation',
      'MSPB appeal',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7511' },
    asks: [
      'I am a probationary federal employee who was fired, do I have appeal rights',
      'after how much service does a federal employee get adverse action protections',
    ],
    keywords: ['probationary period', 'who is an employee', 'appeal rights', 'excepted service', 'competitive service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7515' },
    asks: [
      'my supervisor retaliated against me for whistleblowing, will the supervisor be disciplined',
      'what discipline does a federal manager face for retaliating against a whistleblower',
    ],
    keywords: ['supervisor discipline', 'whistleblower retaliation', 'proposed suspension', 'federal manager'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7532' },
    asks: [
      'my agency suspended me without pay for national security reasons, what rights do I have',
      'federal employee removed in the interests of national security, is there a hearing',
    ],
    keywords: ['national security suspension', 'removal', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7543' },
    asks: [
      'I am a career senior executive facing removal, what reasons and procedures apply',
      'SES member suspended for more than 14 days, can I appeal',
    ],
    keywords: ['Senior Executive Service', 'SES removal', 'misconduct', 'neglect of duty', 'appeal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7701' },
    asks: [
      'how do I appeal my firing from a federal job to the Merit Systems Protection Board and do I get a hearing',
      'what does the agency have to prove at the MSPB, and can I get attorney fees if I win',
    ],
    keywords: ['MSPB appeal', 'Merit Systems Protection Board', 'hearing', 'burden of proof', 'attorney fees', 'harmful error'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7702' },
    asks: [
      'I was fired from my federal job and I think it was discrimination, do I go to the MSPB or the EEOC',
      'mixed case appeal with a discrimination claim, what happens if the MSPB and EEOC disagree',
    ],
    keywords: ['mixed case', 'discrimination', 'MSPB', 'EEOC', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7703' },
    asks: [
      'I lost my MSPB appeal, can I take it to court and which court',
      'how do I get judicial review of a final Merit Systems Protection Board decision',
    ],
    keywords: ['judicial review', 'Federal Circuit', 'MSPB decision', 'petition for review', 'deadline'],
    checkedAgainst: '119-100',
  },
  // Federal workers: whistleblower appeals (5 U.S.C. chapter 12)
  {
    usc: { title: 5, section: '1214' },
    asks: [
      'I am a federal employee and was punished for reporting wrongdoing, how do I file a complaint with the Office of Special Counsel',
      'OSC has not acted on my whistleblower reprisal complaint for months, what can I do next',
      'can the Special Counsel ask the MSPB to stop my transfer while it investigates retaliation',
    ],
    keywords: [
      'Office of Special Counsel',
      'prohibited personnel practice complaint',
      'whistleblower reprisal',
      'corrective action',
      'stay request',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '1221' },
    asks: [
      'after going to the Office of Special Counsel, can I bring my own whistleblower appeal to the MSPB',
      'individual right of action for a federal employee who was demoted for whistleblowing, what do I have to show',
    ],
    keywords: [
      'individual right of action',
      'IRA appeal',
      'whistleblower retaliation',
      'contributing factor',
      'MSPB',
      'clear and convincing evidence',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '1213' },
    asks: [
      'I want to report gross mismanagement and waste at my federal agency to the Office of Special Counsel, what happens to my disclosure',
      'can I disclose a danger to public health or safety at my agency to OSC confidentially',
    ],
    keywords: [
      'whistleblower disclosure',
      'gross mismanagement',
      'waste of funds',
      'abuse of authority',
      'specific danger to public health or safety',
      'Office of Special Counsel',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '1216' },
    asks: [
      'a federal employee is doing partisan political activity at work, who investigates Hatch Act complaints',
      'can the Office of Special Counsel investigate improper political activity by a state employee paid with federal funds',
    ],
    keywords: ['Hatch Act complaint', 'political activity', 'Office of Special Counsel', 'investigation'],
    checkedAgainst: '119-100',
  },
  // Federal hiring and veterans' preference (5 U.S.C. chapter 33)
  {
    usc: { title: 5, section: '3330a' },
    asks: [
      'I am a veteran and think a federal agency ignored my veterans preference when hiring, how do I complain to the Department of Labor',
      'deadline to file a veterans preference complaint after being passed over for a federal job',
    ],
    keywords: [
      'veterans preference complaint',
      'Department of Labor',
            'preference eligible',
      'MSPB appeal',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3330b' },
    asks: [
      'the Labor Department has not resolved my veterans preference complaint, can I go to court instead',
      'veterans preference violation, when can I file in federal district court',
    ],
    keywords: ['veterans preference lawsuit', 'judicial redress', 'preference eligible', 'district court'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3330c' },
    asks: [
      'if the MSPB finds my veterans preference rights were violated, what remedy do I get, back pay',
      'agency violated veterans preference willfully, can I get more than lost wages',
    ],
    keywords: ['veterans preference remedy', 'lost wages', 'willful violation', 'attorney fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3330d' },
    asks: [
      'I am a military spouse who moved with my husband, can a federal agency hire me without competition',
      'noncompetitive appointment for spouses of service members or DoD and State Department employees',
    ],
    keywords: ['military spouse hiring', 'noncompetitive appointment', 'relocation', 'federal job'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3311' },
    asks: [
      'does my military service count as experience when I apply for a federal job',
      'how is military experience credited for veterans preference applicants in federal examinations',
    ],
    keywords: ['crediting experience', 'military service', 'preference eligible', 'federal hiring'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3312' },
    asks: [
      'I am a disabled veteran and the agency says I do not meet physical requirements for the federal job, can it disqualify me',
      'can an agency find a veteran with a 30 percent disability physically unfit for the job without notifying OPM',
    ],
    keywords: ['physical qualifications', 'waiver', 'disabled veteran', 'preference eligible', 'medical disqualification'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3318' },
    asks: [
      'the agency picked a nonveteran over me even though I have veterans preference, can they pass me over',
      'how does pass over of a preference eligible work and do I get to respond',
    ],
    keywords: ['pass over', 'preference eligible', 'selection', 'disabled veteran', 'objection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3319' },
    asks: [
      'federal job uses category rating, how are veterans placed in the best qualified category',
      'do preference eligibles go ahead of others within a quality category',
    ],
    keywords: ['category rating', 'best qualified', 'preference eligibles', 'federal hiring'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3321' },
    asks: [
      'I just started a federal job, how long is the probationary period and can I be fired easily during it',
      'new federal hire, what is a probationary period for and when does it end',
    ],
    keywords: ['probationary period', 'new federal employee', 'trial period', 'competitive service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3328' },
    asks: [
      'I never registered for Selective Service, can I still get a federal job',
      'denied a federal job because I did not register with the draft, can I show it was not knowing',
    ],
    keywords: ['Selective Service registration', 'federal employment bar', 'draft registration', 'knowing and willful'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3308' },
    asks: [
      'can a federal job require a college degree or can experience substitute',
      'minimum education requirement for a competitive service federal position, is it allowed',
    ],
    keywords: ['educational requirement', 'degree requirement', 'competitive service', 'federal hiring'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3307' },
    asks: [
      'is there a maximum age to be hired as a federal law enforcement officer or firefighter',
      'can a federal agency refuse to hire me because I am too old',
    ],
    keywords: ['maximum entry age', 'law enforcement officer', 'firefighter', 'age requirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3322' },
    asks: [
      'I resigned from my federal job while under investigation, can they still put the findings in my personnel file',
      'quit during a personnel investigation at my agency, will it show up in my record',
    ],
    keywords: ['resignation during investigation', 'personnel file', 'adverse finding', 'official personnel record'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3304a' },
    asks: [
      'I have been a temporary federal employee for three years, do I get a career appointment',
      'indefinite or temporary federal appointment converting to career status',
    ],
    keywords: ['career appointment', 'temporary appointment', 'competitive status', '3 years service'],
    checkedAgainst: '119-100',
  },
  // Federal workers: unions (5 U.S.C. chapter 71)
  {
    usc: { title: 5, section: '7114' },
    asks: [
      'my federal supervisor is questioning me in an investigation, can I have a union representative there',
      'does the union have to represent all employees in the bargaining unit even if they are not members',
    ],
    keywords: ['union representative', 'investigatory examination', 'examination', 'exclusive representative', 'duty of fair representation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7116' },
    asks: [
      'my federal agency retaliated against me for union activity, is that an unfair labor practice',
      'the agency refused to bargain with our federal employees union, what can we do',
    ],
    keywords: ['unfair labor practice', 'union activity', 'refusal to bargain', 'federal labor relations', 'FLRA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7118' },
    asks: [
      'how do I file an unfair labor practice charge against a federal agency or union with the FLRA',
      'is there a deadline to file an unfair labor practice charge in federal service',
    ],
    keywords: ['ULP charge', 'FLRA General Counsel', 'complaint', 'six months', 'federal labor relations'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7121' },
    asks: [
      'should I file a union grievance or an MSPB appeal over my removal from a federal job, can I do both',
      'federal employee discrimination complaint, can I use the negotiated grievance procedure instead of EEO',
    ],
    keywords: ['negotiated grievance procedure', 'arbitration', 'election of remedies', 'federal union contract'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7115' },
    asks: [
      'how do I stop union dues from being taken out of my federal paycheck',
      'can I revoke my dues deduction as a federal employee and when',
    ],
    keywords: ['union dues', 'dues allotment', 'payroll deduction', 'revocation', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7106' },
    asks: [
      'can our federal union bargain over layoffs, assignments or hiring or are those management rights',
      'what decisions can a federal agency make without negotiating with the union',
    ],
    keywords: ['management rights', 'negotiable', 'procedures and arrangements', 'federal labor relations'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7131' },
    asks: [
      'as a federal union steward, do I get official time for representing employees',
      'is time spent negotiating the union contract paid official time',
    ],
    keywords: ['official time', 'union representative', 'federal employees', 'collective bargaining'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7111' },
    asks: [
      'how do federal employees vote to get a union to represent them',
      'we want to decertify our federal union, how does an election work',
    ],
    keywords: ['union election', 'exclusive recognition', 'secret ballot', 'decertification', 'federal employees'],
    checkedAgainst: '119-100',
  },
  // Federal retirement: CSRS (5 U.S.C. chapter 83)
  {
    usc: { title: 5, section: '8336' },
    asks: [
      'when can I retire under the Civil Service Retirement System with an immediate annuity',
      'CSRS employee facing discontinued service retirement after a RIF, am I eligible',
    ],
    keywords: ['CSRS immediate retirement', 'age and service', 'discontinued service retirement', 'law enforcement retirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8337' },
    asks: [
      'I am under the old civil service retirement system and can no longer do my job because of illness, can I get disability retirement',
      'CSRS disability annuity, what happens if I recover or start earning again',
    ],
    keywords: ['CSRS disability retirement', 'disability annuity', 'useful and efficient service', 'recovery'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8339' },
    asks: [
      'how is my Civil Service Retirement System annuity calculated from high-3 and years of service',
      'does unused sick leave count toward my CSRS annuity',
    ],
    keywords: ['CSRS annuity computation', 'high-3 average pay', 'sick leave credit', 'years of service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8341' },
    asks: [
      'my husband was a retired federal employee under CSRS and died, am I entitled to a survivor annuity',
      'CSRS survivor annuity for children or a former spouse after the employee dies',
    ],
    keywords: ['CSRS survivor annuity', 'widow', 'widower', 'former spouse', 'children'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8342' },
    asks: [
      'I left federal service before retirement, can I get a refund of my CSRS retirement contributions',
      'my mother was a federal employee and died with no survivor annuity, who gets the lump sum of her contributions',
    ],
    keywords: ['refund of contributions', 'lump-sum credit', 'designation of beneficiary', 'order of precedence', 'CSRS'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8346' },
    asks: [
      'can a creditor garnish or seize my federal civil service retirement annuity',
      'my CSRS annuity was overpaid and OPM wants it back, can the overpayment be waived',
    ],
    keywords: ['exemption from legal process', 'annuity garnishment', 'overpayment recovery', 'waiver', 'CSRS'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8344' },
    asks: [
      'I am a retired federal annuitant and got rehired by an agency, is my salary reduced by my annuity',
      'retired CSRS annuitant going back to a government job, what happens to my annuity payments',
    ],
    keywords: ['reemployed annuitant', 'salary offset by annuity', 'CSRS'],
    checkedAgainst: '119-100',
  },
  // Federal retirement: FERS (5 U.S.C. chapter 84)
  {
    usc: { title: 5, section: '8412' },
    asks: [
      'under FERS when can I retire with an immediate annuity, at my minimum retirement age or 60 or 62',
      'what is the minimum retirement age for a federal employee born in my year',
      'federal law enforcement officer or firefighter, when can I retire under FERS',
    ],
    keywords: ['FERS immediate retirement', 'minimum retirement age', 'MRA', 'years of service', 'law enforcement retirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8413' },
    asks: [
      'I left my federal job after 10 years, can I get a FERS deferred annuity later',
      'FERS deferred retirement, at what age does it start',
    ],
    keywords: ['FERS deferred annuity', 'deferred retirement', 'separated employee', 'minimum retirement age'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8414' },
    asks: [
      'my agency is offering early retirement, can I retire early under FERS',
      'I was involuntarily separated from my federal job, can I take discontinued service retirement',
    ],
    keywords: ['FERS early retirement', 'voluntary early retirement', 'discontinued service retirement', 'involuntary separation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8415' },
    asks: [
      'how is my FERS basic annuity calculated and do I get a higher percentage if I retire at 62 with 20 years',
      'does unused sick leave count toward my FERS annuity',
    ],
    keywords: ['FERS annuity computation', 'high-3 average pay', 'annuity formula', 'sick leave credit', 'reduction for age'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8416' },
    asks: [
      'I am retiring under FERS, does my spouse have to consent if I do not elect a survivor annuity',
      'FERS retiree who married after retirement, can I add a survivor annuity for my new spouse',
    ],
    keywords: ['survivor reduction', 'spousal consent', 'FERS survivor election', 'post-retirement marriage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8421' },
    asks: [
      'I retired under FERS before 62, do I get the annuity supplement until Social Security starts',
      'FERS special retirement supplement, who qualifies',
    ],
    keywords: ['FERS annuity supplement', 'special retirement supplement', 'retire before 62', 'Social Security'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8421a' },
    asks: [
      'I am getting the FERS supplement and started a new job, will my earnings reduce it',
      'earnings test for the FERS annuity supplement',
    ],
    keywords: ['earnings test', 'FERS supplement reduction', 'retiree earnings', 'annuity supplement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8424' },
    asks: [
      'I quit my federal job, can I withdraw my FERS retirement contributions as a refund',
      'my father died as a federal employee under FERS with no survivor annuity, who receives the lump-sum credit',
    ],
    keywords: ['FERS refund', 'lump-sum credit', 'designation of beneficiary', 'order of precedence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8442' },
    asks: [
      'my wife died while working for the federal government under FERS, what survivor benefits do I get as a widower',
      'FERS lump-sum death payment and survivor annuity for a widow after 18 months of service',
    ],
    keywords: ['FERS survivor annuity', 'widow', 'widower', 'lump-sum death payment', 'death in service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8443' },
    asks: [
      'my parent was a federal employee under FERS and died, can I as a child get a survivor annuity and until what age',
      'child survivor benefit FERS, does it continue while in school',
    ],
    keywords: ['child survivor annuity', 'FERS', 'student', 'disabled child', 'death of federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8445' },
    asks: [
      'my divorce decree gives me part of my ex-husband’s FERS survivor annuity, how do I get it',
      'former spouse survivor annuity under FERS, what if I remarry',
    ],
    keywords: ['former spouse survivor annuity', 'divorce decree', 'FERS', 'court order', 'remarriage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8451' },
    asks: [
      'I can no longer do my federal job because of a medical condition, can I get FERS disability retirement',
      'how much federal service do I need for FERS disability retirement and can the agency apply for me',
    ],
    keywords: ['FERS disability retirement', 'disabled', 'useful and efficient service', '18 months', 'reassignment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8452' },
    asks: [
      'how much is a FERS disability annuity in the first year and after that',
      'is my FERS disability retirement reduced by Social Security disability benefits',
    ],
    keywords: ['disability annuity computation', 'FERS', 'Social Security offset', 'recomputation at 62'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8453' },
    asks: [
      'I left my federal job last year, is it too late to apply for FERS disability retirement',
      'deadline to file for federal disability retirement after separation',
    ],
    keywords: ['disability retirement deadline', '1 year after separation', 'mentally incompetent', 'application'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8455' },
    asks: [
      'I am on FERS disability retirement and started working, will my annuity stop if I recover earning capacity',
      'OPM says I have recovered from my disability, does my disability annuity end',
    ],
    keywords: ['recovery from disability', 'restoration of earning capacity', 'disability annuity termination', 'FERS'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8462' },
    asks: [
      'do FERS retirees get a cost of living adjustment every year and is it the full inflation rate',
      'why was my FERS annuity COLA smaller than Social Security’s',
    ],
    keywords: ['FERS COLA', 'cost-of-living adjustment', 'annuity increase', 'retirees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8467' },
    asks: [
      'my divorce court order divides my ex’s federal retirement annuity, will OPM pay my share directly',
      'legal separation or annulment order giving me part of a FERS annuity, does OPM follow it',
    ],
    keywords: ['court order', 'divorce', 'FERS annuity division', 'OPM', 'legal separation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8468' },
    asks: [
      'I retired under FERS and was rehired by a federal agency, will my pay be reduced by my annuity',
      'retired FERS annuitant going back to a government job, what happens to my annuity payments',
    ],
    keywords: ['reemployed annuitant', 'FERS', 'salary offset'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8470' },
    asks: [
      'can a creditor seize my FERS retirement annuity',
      'OPM is recovering a FERS annuity overpayment from me, can it be waived',
    ],
    keywords: ['exemption from legal process', 'FERS annuity', 'overpayment', 'waiver', 'recovery'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8412a' },
    asks: [
      'can I work part time at my federal job while drawing a partial retirement annuity',
      'how does phased retirement work for federal employees',
    ],
    keywords: ['phased retirement', 'part-time', 'partial annuity', 'mentoring', 'FERS'],
    checkedAgainst: '119-100',
  },
  // Thrift Savings Plan
  {
    usc: { title: 5, section: '8433' },
    asks: [
      'I left federal service, how can I withdraw my Thrift Savings Plan money and what are my options',
      'can I take a TSP loan or hardship withdrawal while still working for the government',
    ],
    keywords: ['TSP withdrawal', 'Thrift Savings Plan', 'TSP loan', 'financial hardship withdrawal', 'annuity purchase'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8435' },
    asks: [
      'does my spouse have to consent before I withdraw from my TSP account',
      'my husband took money out of his TSP without telling me, are spouses protected',
    ],
    keywords: ['spousal consent', 'TSP', 'former spouse', 'joint and survivor annuity', 'court order'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8432' },
    asks: [
      'how much does the government match on my TSP contributions under FERS',
      'am I automatically enrolled in the Thrift Savings Plan and can I stop contributions',
    ],
    keywords: ['TSP contributions', 'agency matching', 'automatic enrollment', 'Thrift Savings Plan'],
    checkedAgainst: '119-100',
  },
  // Federal life insurance (FEGLI, 5 U.S.C. chapter 87)
  {
    usc: { title: 5, section: '8705' },
    asks: [
      'my father had federal employee life insurance and no beneficiary form, who gets the money',
      'my divorce decree says my ex must keep me as FEGLI beneficiary, will that be honored',
    ],
    keywords: ['FEGLI beneficiary', 'order of precedence', 'life insurance death claim', 'court order', 'divorce'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8706' },
    asks: [
      'I am leaving my federal job, what happens to my FEGLI life insurance and can I convert it',
      'can I keep federal group life insurance into retirement',
    ],
    keywords: ['FEGLI termination', 'conversion to individual policy', 'retirement', 'assignment of ownership'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8714d' },
    asks: [
      'I am terminally ill, can I get my federal life insurance paid early as a living benefit',
      'FEGLI living benefits for a federal employee with a short life expectancy',
    ],
    keywords: ['living benefits', 'terminal illness', 'FEGLI', 'accelerated death benefit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8714c' },
    asks: [
      'can I get federal optional life insurance on my spouse and children',
      'FEGLI family coverage, who counts as a family member',
    ],
    keywords: ['optional family life insurance', 'spouse', 'children'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8702' },
    asks: [
      'am I automatically covered by federal employee life insurance when hired and can I waive it',
      'do I have to pay for basic FEGLI coverage',
    ],
    keywords: ['automatic coverage', 'basic life insurance', 'FEGLI', 'waiver of coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8715' },
    asks: [
      'the federal life insurance claim was denied, can I sue and in which court',
      'dispute over who gets FEGLI proceeds, where do I file',
    ],
    keywords: ['FEGLI lawsuit', 'district court', 'claim denied', 'jurisdiction'],
    checkedAgainst: '119-100',
  },
  // Federal health benefits (FEHB, 5 U.S.C. chapter 89)
  {
    usc: { title: 5, section: '8905' },
    asks: [
      'when can a federal employee enroll in or change FEHB health insurance, for example after getting married',
      'can I keep my federal health insurance into retirement',
    ],
    keywords: ['FEHB enrollment', 'open season', 'self and family', 'retirement health coverage', 'qualifying life event'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8905a' },
    asks: [
      'I left my federal job, can I keep FEHB health insurance temporarily like COBRA',
      'my child aged out of my federal health plan, can they continue coverage',
      'divorced from a federal employee, can I continue health coverage',
    ],
    keywords: ['temporary continuation of coverage', 'TCC', 'FEHB', 'former spouse', 'child aging out'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8906' },
    asks: [
      'how much of my FEHB premium does the government pay',
      'why did my federal health insurance premium go up',
    ],
    keywords: ['FEHB premium', 'government contribution', 'employee share', 'health insurance cost'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8902' },
    asks: [
      'my FEHB plan denied my claim, can OPM review the carrier’s decision',
      'federal health plan refuses to pay for care, what must the carrier contract require',
    ],
    keywords: ['FEHB carrier contract', 'disputed claim', 'OPM review', 'federal health plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8912' },
    asks: [
      'can I sue over my federal employee health benefits claim, and in which court',
      'FEHB lawsuit against OPM after a claim denial',
    ],
    keywords: ['FEHB lawsuit', 'jurisdiction', 'district court', 'Court of Federal Claims'],
    checkedAgainst: '119-100',
  },
  // Phones, cable and media (47 U.S.C.)
  {
    usc: { title: 47, section: '201' },
    asks: [
      'my phone company charges unreasonable fees that were never explained, is that an unjust practice under federal law',
      'is a telephone carrier required to charge just and reasonable rates for its service',
    ],
    keywords: ['just and reasonable charges', 'common carrier', 'unjust practices', 'phone company', 'FCC'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '202' },
    asks: [
      'the phone company charges me more than my neighbor for the same service, is that unlawful discrimination',
      'carrier gives some customers better terms than others for the same service, is it allowed',
    ],
    keywords: ['unreasonable discrimination', 'common carrier', 'like communication service', 'undue preference'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '206' },
    asks: [
      'my phone carrier broke the Communications Act and it cost me money, can I get damages and attorney fees',
      'is a telephone company liable for damages caused by violating FCC rules',
    ],
    keywords: ['carrier liability', 'damages', 'attorney fees', 'Communications Act violation', 'common carrier'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '207' },
    asks: [
      'should I file a complaint with the FCC or sue my phone carrier in federal court, can I do both',
      'choosing between an FCC complaint and a lawsuit against a telecom carrier for damages',
    ],
    keywords: ['FCC complaint or lawsuit', 'election of remedies', 'district court', 'common carrier damages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '208' },
    asks: [
      'how do I file a complaint with the FCC against my phone company and what happens then',
      'the carrier has to answer my FCC complaint, how long does the FCC have to decide',
    ],
    keywords: ['FCC complaint', 'formal complaint', 'carrier investigation', 'common carrier', 'satisfy the complaint'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '214' },
    asks: [
      'my landline phone company wants to stop service in my rural area, do they need FCC approval to discontinue it',
      'carrier is discontinuing phone service to our community, can we object',
    ],
    keywords: ['discontinuance of service', 'FCC authorization', 'landline', 'certificate of public convenience'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '251' },
    asks: [
      'I am switching phone companies, can I keep my phone number',
      'my old carrier is refusing to port my number to the new company, is that allowed',
    ],
    keywords: ['number portability', 'keep your phone number', 'porting', 'local exchange carrier', 'interconnection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '253' },
    asks: [
      'can my city or state block a company from offering phone or internet service here',
      'local rules effectively prohibit a new telecom provider from entering, is that preempted',
    ],
    keywords: ['barriers to entry', 'state and local regulation', 'preemption', 'telecommunications competition', 'rights-of-way'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '254' },
    asks: [
      'I am low income, is there a federal program to make phone or internet service affordable',
      'why is there a universal service fee on my phone bill',
      'can our school or library get discounted internet service through the FCC',
    ],
    keywords: ['universal service', 'Lifeline', 'low-income consumers', 'universal service fund', 'schools and libraries'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '255' },
    asks: [
      'I am blind and cannot use my phone’s features, do phone makers have to make phones accessible',
      'is my phone service provider required to make its service usable by people with disabilities',
    ],
    keywords: ['telecommunications accessibility', 'disabilities', 'readily achievable', 'phone equipment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '258' },
    asks: [
      'my long distance or local phone carrier was switched without my permission, what can I do',
      'a company changed my phone provider without authorization and is billing me, is that slamming',
    ],
    keywords: ['slamming', 'unauthorized carrier change', 'verification', 'phone service provider'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '276' },
    asks: [
      'who regulates payphone charges and compensation for calls from payphones',
      'can a phone company favor its own payphones over independent payphone owners',
    ],
    keywords: ['payphone service', 'payphone compensation', 'discrimination', 'FCC'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '332' },
    asks: [
      'a cell tower is planned near my home, can the city deny it because of health worries about radio emissions',
      'our town denied a cell tower permit, must the denial be in writing and based on evidence',
    ],
    keywords: ['cell tower siting', 'personal wireless service facilities', 'zoning', 'RF emissions', 'mobile services'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '333' },
    asks: [
      'is it illegal to use a cell phone jammer or block someone’s radio signals',
      'my neighbor is deliberately interfering with my licensed radio, what law forbids it',
    ],
    keywords: ['signal jammer', 'radio interference', 'willful interference', 'jamming'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '541' },
    asks: [
      'the cable company will not wire our low income neighborhood, is that allowed under its franchise',
      'can a cable operator refuse service to an area because of residents’ income',
    ],
    keywords: ['cable franchise', 'redlining', 'income discrimination', 'cable service access'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '542' },
    asks: [
      'what is the franchise fee line item on my cable bill',
      'can the cable company pass the city franchise fee on to subscribers',
    ],
    keywords: ['franchise fee', 'cable bill line item', 'franchising authority', 'cable operator'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '543' },
    asks: [
      'the cable company added a channel package and charged me without me asking for it, is that allowed',
      'who regulates basic cable rates and equipment rental charges',
    ],
    keywords: ['cable rates', 'negative option billing', 'basic service tier', 'equipment charges', 'uniform rates'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '544' },
    asks: [
      'can I get a device from the cable company to block channels my kids should not watch',
      'can the city require the cable company to offer certain services or facilities',
    ],
    keywords: ['parental lockbox', 'blocking channels', 'cable services', 'franchise requirements'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '549' },
    asks: [
      'do I have to rent the cable box from the cable company or can I buy my own',
      'can I use a retail device instead of the provider’s set-top box',
    ],
    keywords: ['navigation devices', 'cable box', 'set-top box', 'converter box', 'retail availability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '552' },
    asks: [
      'the cable company never shows up for repairs and I cannot reach anyone, are there customer service standards',
      'cable outage for days, do they have to give refunds and answer the phone',
    ],
    keywords: ['cable customer service', 'outages', 'service calls', 'refunds', 'office hours'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '562' },
    asks: [
      'the TV provider quoted a low price but my bill has hidden fees, must they tell me the total monthly charge up front',
      'can I cancel my new cable or satellite TV contract without a fee right after signing',
      'I returned the cable box but am still charged rent for it, is that allowed',
    ],
    keywords: ['all-in pricing', 'total monthly charge', 'hidden fees', 'cancel within 24 hours', 'equipment rental charges'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '553' },
    asks: [
      'the cable company accuses me of stealing cable service, what are the penalties',
      'is it illegal to sell or use a device that gets cable channels without paying',
    ],
    keywords: ['cable theft', 'unauthorized reception', 'illegal cable box', 'damages', 'penalties'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '560' },
    asks: [
      'I do not subscribe to a cable channel but part of it comes through, must the cable company block it for free',
      'can I ask the cable operator to fully scramble a channel I do not want',
    ],
    keywords: ['scrambling', 'blocking', 'nonsubscriber', 'cable channel'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '605' },
    asks: [
      'my bar showed a pay-per-view fight without a commercial license and got sued, what law was it',
      'is it illegal to intercept and share satellite TV or to publish someone’s intercepted communication',
    ],
    keywords: ['unauthorized interception', 'satellite piracy', 'pay-per-view', 'commercial license', 'statutory damages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '534' },
    asks: [
      'my cable system dropped a local TV station, do cable companies have to carry local broadcast channels',
      'must-carry rules for local commercial stations on cable',
    ],
    keywords: ['must-carry', 'local broadcast stations', 'cable carriage', 'retransmission'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '531' },
    asks: [
      'does the cable company have to provide public access channels for community and government programming',
      'can the cable operator censor what is shown on a public access channel',
    ],
    keywords: ['public access channel', 'PEG channels', 'educational', 'governmental', 'editorial control'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '1302' },
    asks: [
      'our rural area still has no high speed internet, is the FCC required to push broadband deployment',
      'what does federal law say about making advanced broadband available to all Americans',
    ],
    keywords: ['broadband deployment', 'advanced telecommunications capability', 'rural internet', 'FCC inquiry'],
    checkedAgainst: '119-100',
  },
  // Health products (21 U.S.C. chapter 9)
  {
    usc: { title: 21, section: '360bbb' },
    asks: [
      'my mother has a serious illness and no approved treatment works, can she get an experimental drug outside a clinical trial',
      'how does expanded access or compassionate use of an unapproved drug work with the FDA',
      'my doctor wants to request an investigational drug for me in an emergency, what is the process',
    ],
    keywords: [
      'expanded access',
      'compassionate use',
      'investigational drug',
      'unapproved therapy',
      'serious disease',
      'emergency use',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360bbb-0' },
    asks: [
      'does the drug company have to publish how to request its experimental drug under expanded access',
      'where can I find a manufacturer’s policy for compassionate use requests',
    ],
    keywords: ['expanded access policy', 'manufacturer policy', 'investigational drug', 'compassionate use request'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '353' },
    asks: [
      'why do I need a doctor’s prescription for this medicine and can the pharmacy refill it without one',
      'someone is selling free drug samples from the doctor’s office online, is that legal',
      'can I sell or trade a drug manufacturer’s coupon for prescription medicine',
    ],
    keywords: ['prescription drug', 'Rx only', 'refill', 'drug samples', 'drug coupons', 'dispensing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '343' },
    asks: [
      'the package did not list that the food contains peanuts and my child had an allergic reaction, what labeling is required',
      'food label claims are false or misleading, such as a fake health claim, is that illegal misbranding',
      'do restaurants have to post calories on their menus',
      'what must a nutrition facts label show on packaged food',
    ],
    keywords: [
      'food labeling',
      'misbranded food',
      'food allergen labeling',
      'nutrition facts',
      'menu calorie labeling',
      'health claims',
      'ingredient list',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '343-1' },
    asks: [
      'can my state require its own food label warnings different from the federal nutrition label',
      'is a state law on food labeling preempted by federal labeling rules',
    ],
    keywords: ['national uniform labeling', 'preemption', 'state food labeling', 'nutrition labeling'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '350' },
    asks: [
      'can the FDA limit how strong a vitamin or mineral supplement can be',
      'is a high dose vitamin treated as a drug by the FDA',
    ],
    keywords: ['vitamins', 'minerals', 'supplement potency', 'dietary supplements', 'special dietary use'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '350a' },
    asks: [
      'the baby formula I bought was recalled, what rules must infant formula makers follow',
      'what nutrients and quality checks are required for infant formula sold in the U.S.',
    ],
    keywords: ['infant formula', 'baby formula', 'formula recall', 'nutrient requirements', 'quality control'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '350l' },
    asks: [
      'a company will not recall contaminated food that made people sick, can the FDA force a recall',
      'when can FDA order a mandatory food recall',
    ],
    keywords: ['mandatory recall', 'food recall', 'contaminated food', 'FDA order', 'serious adverse health consequences'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '350b' },
    asks: [
      'a new supplement has an ingredient never sold before, does the maker have to notify the FDA first',
      'new dietary ingredient notification for supplements, what is required',
    ],
    keywords: ['new dietary ingredient', 'dietary supplement', 'premarket notification', 'supplement safety'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '343-2' },
    asks: [
      'the store handed out articles about the supplement’s benefits, are they allowed to use them to sell it',
      'can scientific articles be displayed with dietary supplements in a store',
    ],
    keywords: ['dietary supplement labeling', 'third-party literature', 'scientific publication', 'retail display'],
    checkedAgainst: '119-100',
  },
  // Tobacco (21 U.S.C. chapter 9, subchapter IX)
  {
    usc: { title: 21, section: '387f' },
    asks: [
      'the store sold cigarettes or vapes to my 19 year old, what is the legal age to buy tobacco',
      'can a shop sell e-cigarettes to someone under 21',
    ],
    keywords: ['tobacco 21', 'minimum age of sale', 'underage tobacco sales', 'vape sales to minors', 'retailer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387g' },
    asks: [
      'why are flavored cigarettes other than menthol banned',
      'can the FDA set standards that limit nicotine or ingredients in tobacco products',
    ],
    keywords: ['tobacco product standards', 'flavored cigarettes', 'characterizing flavor', 'menthol', 'nicotine'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387j' },
    asks: [
      'does a new vape or e-cigarette need FDA authorization before it can be sold',
      'what is a premarket tobacco application and what happens if a product is denied',
    ],
    keywords: ['premarket tobacco application', 'new tobacco product', 'marketing order', 'e-cigarettes', 'substantial equivalence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387k' },
    asks: [
      'a vape company says its product is safer than cigarettes, is it allowed to claim reduced risk',
      'can tobacco be sold as light, mild or low without FDA approval',
    ],
    keywords: ['modified risk tobacco product', 'reduced harm claim', 'light mild low', 'tobacco marketing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387c' },
    asks: [
      'a tobacco product label or ad was misleading or missing required warnings, is that misbranding',
      'what makes a cigarette or vape misbranded under federal law',
    ],
    keywords: ['misbranded tobacco', 'warning label', 'false or misleading labeling', 'tobacco advertising'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387p' },
    asks: [
      'can my city ban flavored vapes or raise the tobacco age above the federal rule',
      'does federal tobacco law stop states and towns from making stricter tobacco rules',
    ],
    keywords: ['state and local tobacco laws', 'preemption', 'flavored vape ban', 'local authority'],
    checkedAgainst: '119-100',
  },
  // More banks and money
  {
    usc: { title: 12, section: '1829' },
    asks: [
      'I have an old theft conviction, can I work at a bank or do I need FDIC permission',
      'bank withdrew my job offer because of a dishonesty conviction on my record, can I get a waiver',
    ],
    keywords: ['bank employment with criminal record', 'FDIC consent', 'Section 19 waiver', 'dishonesty or breach of trust', 'pretrial diversion'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1831d' },
    asks: [
      'an out-of-state bank charges interest higher than my state’s usury limit, is that allowed',
      'can a state chartered bank export its home state interest rate to borrowers in my state',
    ],
    keywords: ['interest rate exportation', 'usury preemption', 'state-chartered bank', 'out-of-state lender'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '5567' },
    asks: [
      'I was fired by a lender after reporting consumer finance law violations to the CFPB, am I protected',
      'employee of a debt collector or bank retaliated against for refusing to break consumer financial law, what can I do',
    ],
    keywords: ['CFPB whistleblower', 'retaliation', 'consumer financial protection', 'employee protection', 'complaint to Secretary of Labor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '5318' },
    asks: [
      'my bank closed my account and will not tell me why, could it have filed a suspicious activity report',
      'can a bank tell me whether it reported my transactions as suspicious',
    ],
    keywords: ['suspicious activity report', 'SAR', 'account closure', 'anti-money laundering program', 'customer identification'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '5314' },
    asks: [
      'I have a bank account in another country, do I have to report it to the U.S. Treasury',
      'U.S. citizen living abroad with foreign accounts, what is the foreign bank account report',
    ],
    keywords: ['FBAR', 'foreign bank account report', 'foreign financial account', 'Treasury reporting', 'U.S. citizen abroad'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '5321' },
    asks: [
      'I forgot to file my foreign bank account report for years, what penalties could I face',
      'civil penalties for a willful failure to report a foreign account',
    ],
    keywords: ['FBAR penalty', 'civil money penalty', 'willful violation', 'non-willful violation', 'Bank Secrecy Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '5323' },
    asks: [
      'I reported money laundering at my company to the Treasury, can I get a whistleblower award',
      'employee fired for reporting Bank Secrecy Act violations, what protection do I have',
    ],
    keywords: ['AML whistleblower', 'whistleblower award', 'money laundering tip', 'retaliation', 'FinCEN'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1709' },
    asks: [
      'what are the requirements for an FHA insured mortgage, down payment and loan limits',
      'how are FHA mortgage insurance premiums charged, the upfront premium and the annual premium',
    ],
    keywords: ['FHA loan', 'FHA mortgage insurance', 'mortgage insurance premium', 'loan limits', 'down payment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1701x' },
    asks: [
      'I am behind on my mortgage, where can I get free HUD approved housing counseling',
      'first time homebuyer looking for a HUD certified housing counselor',
    ],
    keywords: ['housing counseling', 'HUD-approved counseling agency', 'foreclosure prevention', 'homebuyer education'],
    checkedAgainst: '119-100',
  },
  // More disasters and flood insurance
  {
    usc: { title: 42, section: '5148' },
    asks: [
      'FEMA made poor decisions in the disaster response and my property was damaged, can I sue the federal government',
      'is the government liable for discretionary decisions during disaster relief',
    ],
    keywords: ['nonliability', 'discretionary function', 'sue FEMA', 'disaster response'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5189b' },
    asks: [
      'I spent money preparing just before the hurricane hit, can FEMA reimburse costs before the disaster was declared',
      'from what date does eligibility for federal disaster aid start',
    ],
    keywords: ['date of eligibility', 'pre-disaster expenses', 'major disaster declaration', 'incident date'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4015a' },
    asks: [
      'there is an extra annual surcharge on my flood insurance policy, what is it for',
      'why is the flood insurance surcharge higher for my vacation home than my main home',
    ],
    keywords: ['flood insurance surcharge', 'HFIAA surcharge', 'primary residence', 'non-primary residence', 'NFIP policy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4019' },
    asks: [
      'what deductible applies to my NFIP flood insurance claim',
      'I own a condo and bought my own flood policy, can FEMA deny my claim because the association also had insurance',
    ],
    keywords: ['flood claim payment', 'flood insurance deductible', 'condominium owner', 'claims adjustment', 'NFIP'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4104c' },
    asks: [
      'my house keeps flooding, is there federal money to elevate it or buy it out',
      'flood mitigation assistance grants for repetitive loss properties',
    ],
    keywords: ['flood mitigation assistance', 'elevation', 'buyout', 'repetitive loss', 'severe repetitive loss'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4101' },
    asks: [
      'FEMA changed the flood map and now my property is in a special flood hazard area, how are flood zones identified',
      'how often does FEMA update flood insurance rate maps',
    ],
    keywords: ['flood map', 'flood insurance rate map', 'special flood hazard area', 'flood zone', 'map revision'],
    checkedAgainst: '119-100',
  },
  // More federal workers
  {
    usc: { title: 5, section: '5333' },
    asks: [
      'can a federal agency start me above step 1 because of my experience or current salary',
      'superior qualifications appointment, can I negotiate my starting GS step',
    ],
    keywords: ['starting salary', 'superior qualifications', 'step above minimum', 'new appointment', 'General Schedule'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5336' },
    asks: [
      'my federal supervisor gave me a quality step increase, what is that',
      'can a federal employee get an extra step for outstanding performance',
    ],
    keywords: ['quality step increase', 'additional step-increase', 'high quality performance', 'General Schedule'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5522' },
    asks: [
      'we were ordered to evacuate from my overseas post, does the agency advance pay and allowances',
      'federal employee family ordered to leave because of an emergency, what evacuation payments are there',
    ],
    keywords: ['evacuation pay', 'ordered departure', 'authorized departure', 'advance payment', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8411' },
    asks: [
      'I served in the military before my federal job, can I buy back that time for FERS retirement',
      'does my temporary or part time federal service count toward FERS retirement',
    ],
    keywords: ['creditable service', 'military buyback', 'military deposit', 'FERS', 'temporary service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8332' },
    asks: [
      'what service counts toward my Civil Service Retirement System annuity, including military time',
      'does unused sick leave or prior federal service count toward CSRS',
    ],
    keywords: ['CSRS creditable service', 'military service credit', 'sick leave credit', 'prior service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8464a' },
    asks: [
      'I was injured at work and get workers compensation, can I also receive my FERS annuity',
      'must I choose between OWCP compensation and a federal retirement annuity',
    ],
    keywords: ['election between annuity and workers compensation', 'OWCP', 'FECA', 'FERS annuity', 'dual benefits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8349' },
    asks: [
      'I am a CSRS offset employee, why is my annuity reduced when I start Social Security',
      'CSRS offset reduction at age 62 explained',
    ],
    keywords: ['CSRS offset', 'Social Security offset', 'annuity reduction', 'age 62'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8425' },
    asks: [
      'is there a mandatory retirement age for federal law enforcement officers and firefighters under FERS',
      'air traffic controller mandatory separation age',
    ],
    keywords: ['mandatory separation', 'law enforcement officer', 'firefighter', 'air traffic controller', 'FERS'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8335' },
    asks: [
      'under CSRS, when must a federal law enforcement officer or firefighter retire',
      'can an agency exempt me from mandatory separation until a later age',
    ],
    keywords: ['mandatory separation', 'CSRS', 'law enforcement officer', 'firefighter', 'exemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8903c' },
    asks: [
      'I am a postal worker, how does the Postal Service Health Benefits Program differ from FEHB',
      'postal retiree with Medicare Part A, do I have to enroll in Part B to keep postal health coverage',
    ],
    keywords: ['Postal Service Health Benefits Program', 'PSHB', 'postal employees', 'Medicare Part B', 'postal annuitants'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8704' },
    asks: [
      'how much basic life insurance coverage does a federal employee have under FEGLI',
      'what accidental death and dismemberment coverage comes with federal employee life insurance',
    ],
    keywords: ['FEGLI basic insurance amount', 'life insurance amount', 'accidental death', 'basic pay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3315' },
    asks: [
      'I am a veteran laid off from a federal job, do I get priority to be rehired',
      'reemployment priority for preference eligibles separated without misconduct',
    ],
    keywords: ['reemployment priority', 'preference eligible', 'furlough', 'separated without misconduct', 'registers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3330e' },
    asks: [
      'I resigned from a federal job before and want to be rehired, will the agency look at my old personnel file',
      'does a federal agency check past disciplinary records before rehiring a former employee',
    ],
    keywords: ['rehiring former employees', 'official personnel file', 'prior misconduct', 'reinstatement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '3326' },
    asks: [
      'I just retired from the military, how soon can I be hired by the Department of Defense as a civilian',
      'is there a waiting period for retired service members to get DoD civilian jobs',
    ],
    keywords: ['retired military', 'Department of Defense civilian', '180 days', 'waiver'],
    checkedAgainst: '119-100',
  },
  // More phones, cable and media
  {
    usc: { title: 47, section: '325' },
    asks: [
      'my cable company dropped a local channel because of a dispute with the station, is that allowed',
      'can a cable or satellite company carry a local TV station without its consent',
    ],
    keywords: ['retransmission consent', 'blackout', 'local TV station', 'cable carriage dispute', 'satellite'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '315' },
    asks: [
      'a TV station gave airtime to one political candidate, must it give equal time to the opponent',
      'what rates can a station charge political candidates for ads before an election',
    ],
    keywords: ['equal time', 'equal opportunities', 'political candidates', 'lowest unit charge', 'broadcast stations'],
    checkedAgainst: '119-100',
  },
  // More health products
  {
    usc: { title: 21, section: '360bbb-3' },
    asks: [
      'this vaccine or test was only emergency use authorized, not fully approved, what does that mean',
      'can I refuse a product given under an emergency use authorization and must I be told it is not approved',
    ],
    keywords: ['emergency use authorization', 'EUA', 'unapproved medical product', 'right to refuse', 'public health emergency'],
    checkedAgainst: '119-100',
  },
  // More money and government payments
  {
    usc: { title: 31, section: '3343' },
    asks: [
      'my Treasury check was stolen and someone forged my name and cashed it, can I still get paid',
      'federal tax refund check was lost and cashed with a forged endorsement, how do I get my money',
    ],
    keywords: ['forged Treasury check', 'stolen government check', 'Check Forgery Insurance Fund', 'replacement payment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3702' },
    asks: [
      'I am owed back pay or leave money by my federal agency, who settles my claim and is there a time limit',
      'claim against the government for unpaid military pay or federal travel expenses, where do I file',
    ],
    keywords: ['claims against the United States', 'settlement of claims', 'six-year limit', 'federal employee pay claim', 'OPM'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1822' },
    asks: [
      'I never claimed my insured deposit after my bank failed years ago, is the money gone or with the state',
      'the FDIC sent me a notice to claim my deposit from a failed bank, what happens if I do not respond',
    ],
    keywords: ['unclaimed deposits', 'failed bank', 'FDIC receiver', 'unclaimed property', 'claim deadline'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '217' },
    asks: [
      'the phone company’s sales agent lied to me, is the carrier itself responsible for what its agent did',
      'a store selling plans for a wireless carrier broke the rules, can I hold the carrier liable',
    ],
    keywords: ['carrier liability for agents', 'sales agent', 'common carrier', 'scope of employment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5181' },
    asks: [
      'the disaster forced me out before I met the occupancy period for a relocation payment, can I still get it',
      'replacement housing payment under the Uniform Relocation Act after a major disaster',
    ],
    keywords: ['relocation assistance', 'replacement housing payment', 'occupancy requirement', 'Uniform Relocation Act', 'major disaster'],
    checkedAgainst: '119-100',
  },
  // More federal workers' leave and benefits
  {
    usc: { title: 5, section: '6321' },
    asks: [
      'I am a veteran working for the government, can I take time off without using leave to serve as a pallbearer or in a funeral honor guard',
      'federal employee in a veterans honor group attending military funerals, is it paid time',
    ],
    keywords: ['funeral honors', 'pallbearer', 'veteran employee', 'excused absence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6325' },
    asks: [
      'I was injured in an attack while serving at a U.S. embassy abroad, do I have to use my leave while I recover',
      'federal employee hurt by hostile action overseas, is the absence charged to leave',
    ],
    keywords: ['hostile action abroad', 'injury overseas', 'leave not charged', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6328' },
    asks: [
      'a fellow federal officer was killed in the line of duty, can I attend the funeral without using leave',
      'federal firefighter attending a colleague’s line of duty funeral',
    ],
    keywords: ['line of duty death', 'funeral attendance', 'law enforcement officer', 'firefighter', 'excused from duty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8432b' },
    asks: [
      'I left my federal job for military service and came back, can I make up the TSP contributions I missed',
      'reemployed after active duty, do I get the agency matching contributions for that time',
    ],
    keywords: ['TSP makeup contributions', 'military service', 'USERRA', 'agency matching', 'restored employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8906a' },
    asks: [
      'I am a temporary federal employee, can I get FEHB health insurance',
      'do temporary or seasonal federal workers have to pay the full health premium',
    ],
    keywords: ['temporary employees', 'FEHB eligibility', 'seasonal workers', 'premium share'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8908' },
    asks: [
      'I was reinstated after an unjust removal, can I get my FEHB coverage back for the time I was out',
      'my survivor annuity was restored, can I enroll in federal health benefits again',
    ],
    keywords: ['restored employee', 'FEHB reenrollment', 'unjustified removal', 'survivor annuitant'],
    checkedAgainst: '119-100',
  },
  // More federal workers' pay, leave and benefits
  {
    usc: { title: 5, section: '5545b' },
    asks: [
      'I am a federal firefighter working long 24 hour shifts, how is my overtime and pay calculated',
      'pay for federal firefighters whose tours average over 106 hours per pay period',
    ],
    keywords: ['federal firefighter pay', 'firefighter overtime', '24-hour shifts', 'regular tour of duty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5545a' },
    asks: [
      'I am a federal criminal investigator, what is availability pay and do I have to be on call for it',
      'LEAP availability pay for federal agents, how much and what are the requirements',
    ],
    keywords: ['availability pay', 'LEAP', 'criminal investigator', 'unscheduled duty', 'law enforcement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5305' },
    asks: [
      'why does my federal occupation have a special salary rate higher than the regular GS table',
      'OPM special rates for hard to fill federal jobs in some areas',
    ],
    keywords: ['special salary rates', 'recruitment and retention', 'General Schedule', 'OPM special rate table'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6305' },
    asks: [
      'I have worked overseas for the federal government for two years, am I entitled to home leave',
      'how much home leave do federal employees serving abroad earn',
    ],
    keywords: ['home leave', 'overseas service', 'federal employee abroad', 'continuous service outside the United States'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8343a' },
    asks: [
      'I am retiring under CSRS with a life-threatening illness, can I take a lump sum of my contributions instead',
      'alternative form of annuity for a federal retiree with a critical medical condition',
    ],
    keywords: ['alternative form of annuity', 'lump-sum contributions', 'life-threatening affliction', 'CSRS retirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8345' },
    asks: [
      'when will my first federal civil service annuity payment start after I retire',
      'can I waive part of my federal annuity, and how are annuity payments made each month',
    ],
    keywords: ['annuity commencement', 'first annuity payment', 'waiver of annuity', 'monthly annuity', 'CSRS'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8420' },
    asks: [
      'I am not married but want my partner or a relative to get a survivor annuity from my FERS pension, can I',
      'insurable interest survivor annuity under FERS, who can be named and what is the cost',
    ],
    keywords: ['insurable interest annuity', 'survivor for non-spouse', 'FERS', 'good health requirement', 'annuity reduction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8714a' },
    asks: [
      'can I buy extra optional life insurance on top of basic FEGLI',
      'FEGLI optional insurance with accidental death coverage, how does it work',
    ],
    keywords: ['optional life insurance', 'FEGLI Option A', 'accidental death and dismemberment', 'federal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8714b' },
    asks: [
      'how many multiples of my salary can I elect in additional optional FEGLI coverage',
      'additional optional life insurance for federal employees, can I keep it in retirement',
    ],
    keywords: ['additional optional life insurance', 'FEGLI Option B', 'multiples of pay', 'retirement coverage'],
    checkedAgainst: '119-100',
  },
  // More flood insurance
  {
    usc: { title: 42, section: '4028' },
    asks: [
      'my house is on a coastal barrier and I cannot get federal flood insurance, why',
      'can a bank still lend on a home in the Coastal Barrier Resources System without NFIP coverage',
    ],
    keywords: ['Coastal Barrier Resources System', 'coastal barrier', 'no flood insurance', 'new construction', 'NFIP eligibility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4023' },
    asks: [
      'the county says my building violates floodplain rules, can I be refused federal flood insurance',
      'no NFIP coverage for property declared in violation of local flood-prone area laws',
    ],
    keywords: ['floodplain violation', 'flood insurance denied', 'local zoning', 'flood-prone area'],
    checkedAgainst: '119-100',
  },
  // More federal workers: unions, OSC, retirement contributions
  {
    usc: { title: 5, section: '7119' },
    asks: [
      'our federal union and the agency are deadlocked in contract talks, who helps resolve the impasse',
      'what is the Federal Service Impasses Panel and can it impose contract terms',
    ],
    keywords: ['negotiation impasse', 'Federal Service Impasses Panel', 'mediation', 'FMCS', 'federal union contract'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '7122' },
    asks: [
      'the arbitrator ruled against me in my federal grievance, can the decision be challenged',
      'filing exceptions to an arbitration award with the FLRA, what are the grounds',
    ],
    keywords: ['exceptions to arbitration award', 'FLRA', 'grievance arbitration', 'federal union'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '1215' },
    asks: [
      'can the Office of Special Counsel seek discipline against the manager who retaliated against me',
      'OSC filed a complaint with the MSPB seeking discipline of a federal employee, what rights does that employee have',
    ],
    keywords: ['OSC disciplinary action', 'prohibited personnel practice', 'MSPB', 'manager discipline'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8334' },
    asks: [
      'I took a refund of my CSRS contributions years ago and came back, can I redeposit to get the service credit',
      'how much is withheld from my pay for Civil Service Retirement and can I make a deposit for military time',
    ],
    keywords: ['CSRS deductions', 'redeposit', 'deposit for service', 'military deposit', 'retirement contributions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8422' },
    asks: [
      'how much is taken out of my pay for FERS retirement contributions',
      'how do I pay the deposit to get FERS credit for my military service',
    ],
    keywords: ['FERS contributions', 'retirement deductions', 'military service deposit', 'revised annuity employee', 'further revised annuity employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8340' },
    asks: [
      'when do CSRS retirees get their annual cost of living increase and how is it figured',
      'I just retired under CSRS, will I get a full COLA this December',
    ],
    keywords: ['CSRS COLA', 'cost-of-living adjustment', 'price index', 'annuity increase'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8338' },
    asks: [
      'I left federal service under CSRS after more than five years, when can I get a deferred annuity',
      'CSRS deferred retirement at age 62',
    ],
    keywords: ['CSRS deferred annuity', 'separated employee', 'age 62', '5 years of civilian service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8454' },
    asks: [
      'I am on federal disability retirement, do I have to keep getting medical exams from OPM',
      'OPM stopped my disability annuity because I missed a medical review, what now',
    ],
    keywords: ['disability annuitant medical examination', 'OPM review', 'permanent disability', 'suspension of annuity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '8466' },
    asks: [
      'my relative was a federal employee who died long ago, is there a deadline to apply for FERS benefits',
      'how do I apply for a FERS annuity or survivor benefit',
    ],
    keywords: ['application for benefits', 'FERS', 'survivor application', 'deadline'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5517' },
    asks: [
      'my federal agency is withholding state income tax for the wrong state, how is state withholding decided',
      'do federal agencies withhold state income taxes from employee paychecks',
    ],
    keywords: ['state income tax withholding', 'federal pay', 'agreement with State', 'employee residence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5545c' },
    asks: [
      'I am a federal wildland firefighter deployed to a fire, do I get incident response premium pay',
      'premium pay for wildland firefighters during fire incidents, who is eligible',
    ],
    keywords: ['incident response premium pay', 'wildland firefighter', 'fire deployment', 'premium pay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '5332a' },
    asks: [
      'what is the special base pay rate for federal wildland firefighters',
      'how is the special base rate for wildland firefighters set by grade',
    ],
    keywords: ['wildland firefighter pay', 'special base rates', 'federal firefighter', 'General Schedule'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '6306' },
    asks: [
      'I got paid for my annual leave when I left and was rehired by a federal agency soon after, do I have to pay some back',
      'refund of lump-sum leave payment after reemployment in federal service',
    ],
    keywords: ['refund of lump-sum leave', 'reemployment', 'recredit of annual leave', 'federal employee'],
    checkedAgainst: '119-100',
  },
  // Last additions
  {
    usc: { title: 12, section: '5493' },
    asks: [
      'where do I submit a complaint about my bank, lender or credit card company to the CFPB, is there a hotline or website',
      'is there a CFPB office that helps military families or older Americans with financial problems',
    ],
    keywords: [
      'CFPB complaint hotline',
      'consumer complaint database',
      'Office of Service Member Affairs',
      'Office of Financial Protection for Older Americans',
      'fair lending',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5192' },
    asks: [
      'our area got an emergency declaration, not a major disaster, what federal help is available then',
      'what can FEMA provide under a federal emergency declaration, like debris removal or individual help',
    ],
    keywords: ['federal emergency assistance', 'emergency declaration', 'Stafford Act', 'emergency aid'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5152' },
    asks: [
      'does FEMA work with the Red Cross and Salvation Army to hand out disaster supplies',
      'can relief organizations coordinate with the federal government after a disaster',
    ],
    keywords: ['relief organizations', 'Red Cross', 'Salvation Army', 'disaster supplies', 'coordination'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5160' },
    asks: [
      'if someone intentionally caused the fire or flood that led to a disaster declaration, do they have to repay the government’s costs',
      'is a person who deliberately causes a disaster liable to the United States',
    ],
    keywords: ['recovery of assistance', 'intentionally caused disaster', 'liability to United States', 'response costs'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '559' },
    asks: [
      'is it a crime to transmit obscene programming over a cable system',
      'what is the penalty for showing obscene material on cable TV',
    ],
    keywords: ['obscene programming', 'cable system', 'criminal penalty', 'obscenity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '561' },
    asks: [
      'an adult channel I do not subscribe to comes through scrambled badly on my TV, must the provider fully block it',
      'do cable and satellite companies have to fully scramble sexually explicit channels for nonsubscribers',
    ],
    keywords: ['adult programming', 'signal bleed', 'scrambling', 'sexually explicit channel', 'multichannel video'],
    checkedAgainst: '119-100',
  },
];
