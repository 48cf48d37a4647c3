import type { BankEntry, LawRef } from '../../quiz/bank/types';
import { criminalFineText } from '../../penalties';

const usc = (title: number, section: string, pin?: string): LawRef => ({ usc: [title, section], ...(pin ? { pin } : {}) });

/** Federal tax law: filing, credits, deadlines, penalties and taxpayer rights (Internal Revenue Code, Title 26). */
export const taxQuestions: readonly BankEntry[] = [
  // ---- easy ----
  {
    id: 'tax-april-15',
    difficulty: 'easy',
    question: 'For people who pay tax on a calendar-year basis, when is a federal individual income tax return due?',
    answer: 'April 15 of the following year',
    wrong: ['January 1', 'July 4', 'December 31 of the same year'],
    explanation:
      'Under 26 U.S.C. § 6072(a), returns of individuals on a calendar-year basis are due on or before the 15th day of April following the close of the calendar year (the date moves to the next business day when it falls on a weekend or legal holiday, under § 7503).',
    law: usc(26, '6072', '(a)'),
  },
  {
    id: 'tax-eitc-refundable',
    difficulty: 'easy',
    question: 'Why can the Earned Income Tax Credit give a worker money back even when they owe no income tax?',
    answer: 'It is a refundable credit',
    wrong: ['It is a loan from the IRS', 'It only applies to businesses', 'It is paid by the worker\'s employer as a bonus'],
    explanation:
      'The Earned Income Tax Credit (26 U.S.C. § 32) is a refundable credit for working people with low to moderate income: any amount above the tax owed is paid out as a refund. Its size depends on earned income, filing status and the number of qualifying children.',
    law: usc(26, '32'),
  },
  {
    id: 'tax-returns-confidential',
    difficulty: 'easy',
    question: 'Under the Internal Revenue Code, your federal tax returns and return information are:',
    answer: 'Confidential, and may be disclosed only where the tax law specifically allows',
    wrong: ['Public records anyone can look up', 'Shared with your employer every year', 'Posted online after three years'],
    explanation:
      'Under 26 U.S.C. § 6103, returns and return information are confidential and may not be disclosed by federal or state employees except as the law specifically authorizes, for example to you or to someone you designate.',
    law: usc(26, '6103', '(a)'),
  },
  {
    id: 'tax-timely-mailing',
    difficulty: 'easy',
    question: 'You mail your federal tax return on the due date and it arrives at the IRS two days later. Under the timely-mailing rule, it counts as filed:',
    answer: 'On time, based on the U.S. postmark date',
    wrong: ['Late, because it arrived after the deadline', 'Only if the IRS agrees', 'On time only if it was sent by a courier'],
    explanation:
      'Under 26 U.S.C. § 7502, a return, claim or payment that is properly addressed, has postage prepaid and is postmarked by the due date is treated as filed or paid on the postmark date, even if it arrives later. Registered or certified mail and approved private delivery services can prove the date.',
    law: usc(26, '7502', '(a)'),
  },
  {
    id: 'tax-installment-agreement',
    difficulty: 'easy',
    question: 'What is the name for an arrangement with the IRS to pay a tax debt in monthly payments?',
    answer: 'An installment agreement',
    wrong: ['A tax lien', 'A notice of deficiency', 'A levy'],
    explanation: 'Under 26 U.S.C. § 6159, the IRS may enter into written agreements allowing a taxpayer to pay tax in installments when that will help collect the liability.',
    law: usc(26, '6159', '(a)'),
  },
  {
    id: 'tax-offer-in-compromise',
    difficulty: 'easy',
    question: 'What is an "offer in compromise" with the IRS?',
    answer: 'An agreement to settle a tax debt for less than the full amount',
    wrong: ['A promise to file next year\'s return early', 'A reward for reporting tax fraud', 'A request to change your filing status'],
    explanation:
      'Under 26 U.S.C. § 7122, the IRS may compromise a tax liability, for example when there is doubt that the tax is owed or that it can be collected, and must use guidelines that leave taxpayers enough for basic living expenses.',
    law: usc(26, '7122'),
  },
  {
    id: 'tax-gifts-not-income',
    difficulty: 'easy',
    question: 'Your aunt gives you $5,000 as a birthday gift. Under the federal income tax, that gift is:',
    answer: 'Not included in your gross income',
    wrong: ['Taxed as your wages', 'Taxed at double the normal rate', 'Taxable only if you spend it'],
    explanation:
      'Under 26 U.S.C. § 102(a), gross income does not include the value of property acquired by gift, bequest, devise or inheritance. (Any income the gift later earns, such as interest, is taxable.)',
    law: usc(26, '102', '(a)'),
  },
  {
    id: 'tax-bill-of-rights-representation',
    difficulty: 'easy',
    question: 'Which of these is one of the rights in the Taxpayer Bill of Rights?',
    answer: 'The right to retain representation',
    wrong: ['The right to skip filing if you disagree with a tax law', 'The right to have every penalty waived automatically', 'The right to choose your own tax rate'],
    explanation:
      'Under 26 U.S.C. § 7803(a)(3), IRS employees must act in accord with taxpayer rights, including the right to be informed, to quality service, to pay no more than the correct amount, to challenge the IRS and be heard, to appeal, to finality, to privacy, to confidentiality, to retain representation, and to a fair and just tax system.',
    law: usc(26, '7803', '(a)(3)'),
  },
  {
    id: 'tax-litc-clinics',
    difficulty: 'easy',
    question: 'What do Low Income Taxpayer Clinics, funded by IRS grants, do?',
    answer: 'Represent low-income taxpayers in disputes with the IRS for free or a small fee',
    wrong: ['Prepare every American\'s tax return for free', 'Collect unpaid taxes for the IRS', 'Decide Tax Court cases'],
    explanation:
      'Under 26 U.S.C. § 7526, the IRS makes grants to clinics that represent low-income taxpayers in controversies with the IRS for no more than a nominal fee, and help people who speak English as a second language learn their tax rights and responsibilities.',
    law: usc(26, '7526'),
  },
  {
    id: 'tax-gross-income-all-sources',
    difficulty: 'easy',
    question: 'How does the Internal Revenue Code define gross income, in general?',
    answer: 'All income from whatever source derived, unless the law excludes it',
    wrong: ['Only wages from an employer', 'Only income earned inside the United States', 'Only income above $100,000'],
    explanation:
      'Under 26 U.S.C. § 61(a), except as otherwise provided, gross income means all income from whatever source derived, including compensation for services, business income, interest, rents, dividends and more.',
    law: usc(26, '61', '(a)'),
  },

  // ---- medium ----
  {
    id: 'tax-innocent-spouse',
    difficulty: 'medium',
    question: 'You filed a joint return and later learn your spouse hid income on it without your knowledge. Which tax provision may relieve you of the extra tax?',
    answer: 'Innocent spouse relief',
    wrong: ['The Earned Income Tax Credit', 'The timely-mailing rule', 'The home sale exclusion'],
    explanation:
      'Under 26 U.S.C. § 6015, a spouse who filed jointly can seek relief from tax on an understatement caused by the other spouse if they did not know and had no reason to know of it; separated or divorced spouses can also elect to split the liability, and the IRS may grant equitable relief.',
    law: usc(26, '6015'),
  },
  {
    id: 'tax-tax-court-90-days',
    difficulty: 'medium',
    question: 'After the IRS mails you a notice of deficiency, how long do you generally have to petition the U.S. Tax Court without paying the tax first?',
    answer: '90 days',
    wrong: ['10 days', '30 days', '3 years'],
    explanation:
      'Under 26 U.S.C. § 6213(a), you have 90 days after the notice of deficiency is mailed (150 days if it is addressed to you outside the United States) to file a Tax Court petition; meanwhile the IRS generally cannot assess or collect the disputed tax.',
    law: usc(26, '6213', '(a)'),
  },
  {
    id: 'tax-refund-claim-deadline',
    difficulty: 'medium',
    question: 'In general, a claim for a federal tax refund must be filed within:',
    answer: '3 years from when the return was filed or 2 years from when the tax was paid, whichever is later',
    wrong: ['30 days from when the return was filed', '1 year from the end of the tax year', 'Any time: there is no deadline'],
    explanation: 'Under 26 U.S.C. § 6511(a), a refund claim must be filed within 3 years from the time the return was filed or 2 years from the time the tax was paid, whichever period expires later.',
    law: usc(26, '6511', '(a)'),
  },
  {
    id: 'tax-levy-30-day-notice',
    difficulty: 'medium',
    question: 'Before the IRS first levies your wages or bank account, it generally must notify you of your right to a hearing at least how many days ahead?',
    answer: '30 days',
    wrong: ['1 day', '7 days', '365 days'],
    explanation:
      'Under 26 U.S.C. § 6330(a), the IRS must give written notice of the right to a collection due process hearing not less than 30 days before the day of the first levy; an independent Appeals officer then hears the case if you ask in time.',
    law: usc(26, '6330', '(a)'),
  },
  {
    id: 'tax-record-audit-interview',
    difficulty: 'medium',
    question: 'May you make an audio recording of an in-person IRS audit interview?',
    answer: 'Yes, if you tell the IRS in advance',
    wrong: ['No, recordings are always forbidden', 'Only if a judge orders it', 'Only if the interview is by phone'],
    explanation: 'Under 26 U.S.C. § 7521(a), an IRS officer or employee must allow a taxpayer, at the taxpayer\'s expense and with advance request, to make an audio recording of an in-person interview.',
    law: usc(26, '7521', '(a)'),
  },
  {
    id: 'tax-interview-representative',
    difficulty: 'medium',
    question: 'During an IRS interview (other than one started by an administrative summons), you clearly say you want to consult an attorney or CPA. What must the IRS generally do?',
    answer: 'Suspend the interview',
    wrong: ['Continue and note that you refused to answer', 'Assess the tax immediately', 'Arrest you for obstruction'],
    explanation:
      'Under 26 U.S.C. § 7521(b)(2), if the taxpayer clearly states during an interview (other than one initiated by an administrative summons) that they wish to consult an attorney, CPA, enrolled agent or other authorized representative, the IRS must suspend the interview.',
    law: usc(26, '7521', '(b)(2)'),
  },
  {
    id: 'tax-extension-six-months',
    difficulty: 'medium',
    question: 'For taxpayers who are not abroad, what is the longest extension of time to file a return the IRS may grant?',
    answer: '6 months',
    wrong: ['1 week', '2 years', 'There is no limit'],
    explanation:
      'Under 26 U.S.C. § 6081(a), the IRS may grant a reasonable extension of time to file, but except for taxpayers who are abroad, no extension may be for more than 6 months. An extension to file is not an extension to pay.',
    law: usc(26, '6081', '(a)'),
  },
  {
    id: 'tax-failure-to-file-penalty',
    difficulty: 'medium',
    question: 'What is the penalty for filing a return late without reasonable cause, on the tax shown as due?',
    answer: '5% for each month or part of a month late, up to 25%',
    wrong: ['A flat $1 per day', '50% on the first day, with no cap', 'Nothing if the tax is eventually paid'],
    explanation:
      'Under 26 U.S.C. § 6651(a)(1), failure to file on time, unless due to reasonable cause and not willful neglect, adds 5 percent of the tax for each month or fraction of a month, not exceeding 25 percent in total (with a minimum penalty for returns more than 60 days late).',
    law: usc(26, '6651', '(a)(1)'),
  },
  {
    id: 'tax-assessment-three-years',
    difficulty: 'medium',
    question: 'In general, how long does the IRS have to assess additional tax after a return is filed?',
    answer: '3 years',
    wrong: ['6 months', '1 year', 'Forever in every case'],
    explanation:
      'Under 26 U.S.C. § 6501(a), the amount of any tax generally must be assessed within 3 years after the return was filed. Longer periods apply in special cases, such as a false or fraudulent return or no return at all.',
    law: usc(26, '6501', '(a)'),
  },
  {
    id: 'tax-collection-ten-years',
    difficulty: 'medium',
    question: 'After a tax is assessed, how long does the IRS generally have to collect it by levy or a court proceeding?',
    answer: '10 years',
    wrong: ['1 year', '3 years', '50 years'],
    explanation: 'Under 26 U.S.C. § 6502(a), a properly assessed tax may be collected by levy or court proceeding begun within 10 years after the assessment, unless the period is extended as the law allows.',
    law: usc(26, '6502', '(a)'),
  },
  {
    id: 'tax-home-sale-exclusion',
    difficulty: 'medium',
    question: 'A single person sells the home they have owned and lived in as their main home for the last 4 years. Up to how much gain can they generally exclude from income?',
    answer: '$250,000',
    wrong: ['$10,000', '$50,000', 'None: all of it is taxed'],
    explanation:
      'Under 26 U.S.C. § 121, gain from selling a principal residence owned and used as the main home for at least 2 of the last 5 years can be excluded up to $250,000, or up to $500,000 for certain married couples filing jointly.',
    law: usc(26, '121', '(b)'),
  },
  {
    id: 'tax-early-distribution-10',
    difficulty: 'medium',
    question: 'In general, what additional tax applies when you take money out of a qualified retirement plan or IRA before age 59½?',
    answer: '10% of the taxable amount, unless an exception applies',
    wrong: ['1%', '50%', 'None: early withdrawals are always tax free'],
    explanation:
      'Under 26 U.S.C. § 72(t), an early distribution from a qualified retirement plan generally carries an additional tax of 10 percent of the amount included in income, with exceptions such as distributions after death or disability.',
    law: usc(26, '72', '(t)'),
  },
  {
    id: 'tax-taxpayer-assistance-order',
    difficulty: 'medium',
    question: 'If the way the IRS is applying the tax law is causing you a significant hardship, who can issue a Taxpayer Assistance Order to stop or change the IRS action?',
    answer: 'The National Taxpayer Advocate',
    wrong: ['Your employer', 'The Federal Reserve', 'Your state\'s governor'],
    explanation:
      'Under 26 U.S.C. § 7811, the National Taxpayer Advocate may issue a Taxpayer Assistance Order when a taxpayer is suffering or about to suffer a significant hardship, for example to release levied property or stop an action.',
    law: usc(26, '7811', '(a)'),
  },
  {
    id: 'tax-levy-exempt-unemployment',
    difficulty: 'medium',
    question: 'Which of these is exempt from an IRS levy?',
    answer: 'Unemployment benefits',
    wrong: ['Cash in a savings account', 'A vacation home', 'Shares of stock'],
    explanation:
      'Under 26 U.S.C. § 6334(a), some property is exempt from levy, including unemployment benefits, workers\' compensation, necessary clothing and schoolbooks, certain household goods and tools of a trade up to set values, and court-ordered child support.',
    law: usc(26, '6334', '(a)'),
  },
  {
    id: 'tax-abatement-irs-written-advice',
    difficulty: 'medium',
    question: 'You followed written advice the IRS gave in response to your written request, and it turned out to be wrong. What must the IRS do about a penalty that resulted?',
    answer: 'Abate (remove) the penalty',
    wrong: ['Double the penalty', 'Keep the penalty but waive interest only', 'Nothing: taxpayers bear all IRS mistakes'],
    explanation:
      'Under 26 U.S.C. § 6404(f), the IRS must abate any portion of a penalty or addition to tax attributable to erroneous written advice it furnished in response to a specific written request, if the taxpayer reasonably relied on it and gave adequate and accurate information.',
    law: usc(26, '6404', '(f)'),
  },

  // ---- hard ----
  {
    id: 'tax-tax-court-150-days',
    difficulty: 'hard',
    question: 'If a notice of deficiency is addressed to you outside the United States, how long do you have to petition the Tax Court?',
    answer: '150 days',
    wrong: ['30 days', '90 days', '2 years'],
    explanation: 'Under 26 U.S.C. § 6213(a), the usual 90-day period is 150 days when the notice of deficiency is addressed to a person outside the United States.',
    law: usc(26, '6213', '(a)'),
  },
  {
    id: 'tax-lien-notice-five-days',
    difficulty: 'hard',
    question: 'After the IRS files a notice of federal tax lien, it must notify you in writing of your right to a hearing within how many business days?',
    answer: '5',
    wrong: ['1', '30', '60'],
    explanation: 'Under 26 U.S.C. § 6320(a), the IRS must notify the taxpayer in writing not more than 5 business days after the day the notice of lien is filed, including the right to a hearing.',
    law: usc(26, '6320', '(a)'),
  },
  {
    id: 'tax-guaranteed-installment',
    difficulty: 'hard',
    question: 'An individual who meets the other conditions is guaranteed an IRS installment agreement if the income tax owed is no more than:',
    answer: '$10,000',
    wrong: ['$500', '$1,000', '$1,000,000'],
    explanation:
      'Under 26 U.S.C. § 6159(c), the IRS must accept an installment agreement for an individual whose aggregate income tax liability is $10,000 or less, if conditions such as a clean recent filing and payment record are met and the liability will be paid within 3 years.',
    law: usc(26, '6159', '(c)'),
  },
  {
    id: 'tax-unauthorized-disclosure-crime',
    difficulty: 'hard',
    question: 'A federal employee willfully discloses someone\'s tax return information without authorization. What is the maximum prison term?',
    answer: '5 years',
    wrong: ['10 days', '6 months', '30 years'],
    explanation:
      'Under 26 U.S.C. § 7213(a)(1), willful unauthorized disclosure of returns or return information by federal employees is a felony punishable by a fine of up to $5,000, up to 5 years in prison, or both. Victims can also sue for damages under § 7431.' + ' ' + criminalFineText({ statuteCitation: '26 U.S.C. § 7213(a)(1)', maxPrison: { years: 5 }, statuteFine: 5_000 }),
    law: usc(26, '7213', '(a)(1)'),
  },
  {
    id: 'tax-disclosure-civil-damages',
    difficulty: 'hard',
    question: 'If a federal employee knowingly or negligently discloses your tax return information without authorization, you can sue for at least how much for each act of unauthorized disclosure?',
    answer: '$1,000',
    wrong: ['$10', '$100', '$1,000,000'],
    explanation:
      'Under 26 U.S.C. § 7431(c), damages are the greater of $1,000 for each act of unauthorized inspection or disclosure or the actual damages sustained (plus punitive damages for willful or grossly negligent disclosures), and the costs of the action.',
    law: usc(26, '7431', '(c)'),
  },
  {
    id: 'tax-failure-to-pay-penalty',
    difficulty: 'hard',
    question: 'What is the penalty for failing to pay the tax shown on a return by the due date, without reasonable cause?',
    answer: '0.5% of the unpaid tax for each month or part of a month, up to 25%',
    wrong: ['5% per day with no cap', 'A one-time $25 fee', '100% of the unpaid tax after one week'],
    explanation:
      'Under 26 U.S.C. § 6651(a)(2), failing to pay the tax shown on a return on time adds 0.5 percent of that tax for each month or fraction of a month it stays unpaid, not exceeding 25 percent in total.',
    law: usc(26, '6651', '(a)(2)'),
  },
  {
    id: 'tax-no-return-no-limit',
    difficulty: 'hard',
    question: 'How long does the IRS have to assess tax for a year in which the taxpayer filed no return at all?',
    answer: 'No time limit: the tax may be assessed at any time',
    wrong: ['3 years', '6 years', '10 years'],
    explanation: 'Under 26 U.S.C. § 6501(c)(3), in the case of failure to file a return, the tax may be assessed at any time. The same is true for a false or fraudulent return with intent to evade tax (§ 6501(c)(1)).',
    law: usc(26, '6501', '(c)(3)'),
  },
  {
    id: 'tax-evasion-max',
    difficulty: 'hard',
    question: 'For an individual, what is the maximum prison term for willfully attempting to evade federal tax?',
    answer: '5 years',
    wrong: ['6 months', '1 year', '40 years'],
    explanation:
      'Under 26 U.S.C. § 7201, willfully attempting to evade or defeat a tax is a felony punishable by a fine of up to $100,000 ($500,000 for a corporation), up to 5 years in prison, or both, plus the costs of prosecution.' + ' ' + criminalFineText({ statuteCitation: '26 U.S.C. § 7201', maxPrison: { years: 5 }, statuteFine: 100_000, statuteFineOrganization: 500_000 }),
    law: usc(26, '7201'),
  },
  {
    id: 'tax-willful-failure-to-file',
    difficulty: 'hard',
    question: 'Willfully failing to file a required federal tax return is, by itself, which kind of crime?',
    answer: 'A misdemeanor punishable by up to 1 year in prison and a fine of up to $100,000',
    wrong: ['A felony punishable by life in prison', 'Not a crime: only civil penalties apply', 'An infraction with a $10 fine'],
    explanation:
      'Under 26 U.S.C. § 7203, willful failure to file a return, keep records, supply information or pay tax is a misdemeanor punishable by a fine of up to $25,000 ($100,000 for a corporation), up to 1 year in prison, or both.' + ' ' + criminalFineText({ statuteCitation: '26 U.S.C. § 7203', maxPrison: { years: 1 }, statuteFine: 25_000, statuteFineOrganization: 100_000 }),
    law: usc(26, '7203'),
  },
  {
    id: 'tax-home-sale-two-of-five',
    difficulty: 'hard',
    question: 'To exclude gain on the sale of a home under 26 U.S.C. § 121, you generally must have owned and used it as your main home for at least:',
    answer: '2 of the 5 years before the sale',
    wrong: ['6 months of the last year', '10 of the last 15 years', '1 day'],
    explanation:
      'Under 26 U.S.C. § 121(a), the exclusion applies if, during the 5-year period ending on the date of the sale, the property was owned and used as the taxpayer\'s principal residence for periods totaling 2 years or more.',
    law: usc(26, '121', '(a)'),
  },
  {
    id: 'tax-physical-injury-damages',
    difficulty: 'hard',
    question: 'You receive a lawsuit settlement as compensation for a personal physical injury. Under 26 U.S.C. § 104(a)(2), those damages (other than punitive damages) are:',
    answer: 'Excluded from gross income',
    wrong: ['Taxed as wages', 'Taxed at a special 50% rate', 'Taxable only if paid in a lump sum'],
    explanation:
      'Under 26 U.S.C. § 104(a)(2), gross income does not include damages, other than punitive damages, received on account of personal physical injuries or physical sickness, whether by suit or settlement, and whether paid in a lump sum or periodic payments.',
    law: usc(26, '104', '(a)(2)'),
  },
  {
    id: 'tax-whistleblower-award',
    difficulty: 'hard',
    question: 'When the IRS acts on a whistleblower\'s information in a case that qualifies under 26 U.S.C. § 7623(b), the award is generally between what share of the collected proceeds?',
    answer: '15% and 30%',
    wrong: ['1% and 2%', '50% and 75%', '90% and 100%'],
    explanation:
      'Under 26 U.S.C. § 7623(b)(1), a qualifying whistleblower receives an award of at least 15 percent but not more than 30 percent of the collected proceeds resulting from the action, depending on how much the information contributed.',
    law: usc(26, '7623', '(b)(1)'),
  },
  {
    id: 'tax-home-levy-court-approval',
    difficulty: 'hard',
    question: 'Before the IRS can seize a taxpayer\'s principal residence by levy, what does it generally need?',
    answer: 'Written approval from a federal district court judge or magistrate judge',
    wrong: ['Only a phone call to the taxpayer', 'The taxpayer\'s employer\'s consent', 'A vote of Congress'],
    explanation:
      'Under 26 U.S.C. § 6334(a)(13) and (e)(1), a principal residence is exempt from levy unless a judge or magistrate of a United States district court approves the levy in writing.',
    law: usc(26, '6334', '(e)(1)'),
  },
  {
    id: 'tax-collection-damages-deadline',
    difficulty: 'hard',
    question: 'If an IRS employee recklessly or intentionally disregards the tax law while collecting from you, how long do you generally have to sue the United States for damages?',
    answer: '2 years after the right to sue arises',
    wrong: ['10 days', '6 months', '20 years'],
    explanation:
      'Under 26 U.S.C. § 7433, you can sue for damages caused by reckless, intentional or negligent disregard of the tax law in collection; administrative remedies usually must be used first, and the suit must be brought within 2 years after the right of action accrues (§ 7433(d)(3)).',
    law: usc(26, '7433', '(d)(3)'),
  },
];
