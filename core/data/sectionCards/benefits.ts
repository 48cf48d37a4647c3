import type { SectionCard } from './types';

/** Section cards: see ./types.ts. Each one read against the section's official text. */
export const benefitsCards: SectionCard[] = [
  // 42 U.S.C. chapter 7, subchapter II: Social Security retirement, survivors and disability
  {
    usc: { title: 42, section: '405b' },
    asks: [
      'my bank wants my consent to check my name, birth date and Social Security number with SSA, is that allowed',
      'someone opened credit under a made-up identity using my child\'s Social Security number, how do banks verify numbers now',
    ],
    keywords: ['synthetic identity fraud', 'SSN verification', 'consumer consent', 'fraud protection data', 'eCBSV'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '410' },
    asks: [
      'my teenager works in my family business, do we have to pay Social Security on his wages',
      'I pay my mother to babysit my kids, does that count as covered employment for Social Security',
      'I am a minister, does my church work count toward Social Security or is it excluded',
      'my state job has its own pension and no Social Security taken out, is that work covered',
    ],
    keywords: ['covered employment', 'family employment', 'domestic service', 'minister', 'student employee', 'state and local employees', 'excluded service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '411' },
    asks: [
      'I do side gigs and freelance work, do I owe Social Security on my self-employment income',
      'my business only netted a few hundred dollars this year, does it count toward my Social Security record',
      'how does Social Security count my share of partnership income and business deductions',
    ],
    keywords: ['self-employment income', 'net earnings from self-employment', '$400 threshold', 'freelancer', 'partnership income', 'independent contractor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '413' },
    asks: [
      'how do I earn Social Security credits and how much do I need to earn for one quarter',
      'I only worked part of the year, can I still get four credits for it',
      'what counts as a quarter of coverage for Social Security work credits',
    ],
    keywords: ['quarters of coverage', 'work credits', 'Social Security credits', 'earnings per credit', 'calendar quarter'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '414' },
    asks: [
      'how many years do I have to work to qualify for Social Security retirement, is it 40 credits',
      'my husband died young and had not worked long, are the kids and I insured for survivor benefits',
      'I worked in the US on a visa, do those work credits count toward being insured',
    ],
    keywords: ['fully insured', 'currently insured', '40 quarters of coverage', 'insured status', 'eligibility for retirement benefits', 'survivor eligibility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '415' },
    asks: [
      'how does Social Security calculate my monthly benefit, does it use my highest 35 years of earnings',
      'I kept working after I started collecting retirement, will my benefit be recalculated upward',
      'how is the yearly cost of living increase in Social Security checks decided',
      'I had years with zero earnings, how do they affect my Social Security amount',
    ],
    keywords: ['primary insurance amount', 'benefit formula', 'average indexed monthly earnings', 'cost-of-living adjustment', 'COLA', 'recomputation', 'computation years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '416' },
    asks: [
      'I was married to him for 12 years before the divorce, can I get Social Security on my ex-husband\'s record',
      'what is my full retirement age for Social Security if I was born after 1960',
      'my stepson and my grandchild live with me, do they count as my children for Social Security benefits',
      'we found out our marriage was not legally valid, can I still get spouse or widow benefits',
      'my father never married my mother, how do I prove I am his child for survivor benefits',
    ],
    keywords: ['divorced spouse 10 years', 'full retirement age', 'surviving spouse', 'stepchild', 'deemed marriage', 'paternity', 'definition of disability', 'widow'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '418' },
    asks: [
      'I am a public school teacher and no Social Security is taken from my paycheck, why not',
      'our city employees may vote on joining Social Security, how does that referendum work',
      'does my state or county government job count for Social Security if it has its own retirement system',
    ],
    keywords: ['Section 218 agreement', 'state and local government employees', 'public employee retirement system', 'coverage referendum', 'noncovered employment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '421' },
    asks: [
      'Social Security sent a letter saying they are reviewing whether I am still disabled, what happens now',
      'I have been on disability over two years and started working a little, can that alone trigger a review',
      'the state disability office denied me without a psychologist looking at my mental health records',
      'I am blind, can I get my Social Security notices in a form I can read',
    ],
    keywords: ['continuing disability review', 'disability determination services', 'state agency', 'medical review', 'consultative examination', 'disability reviewed every 3 years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '422' },
    asks: [
      'I get SSDI and want to try going back to work, will I lose my benefits right away',
      'how many months can I work on disability before Social Security says I am no longer disabled',
      'can Social Security pay for vocational rehabilitation to help me get back to work',
    ],
    keywords: ['trial work period', 'nine months in 60', 'return to work', 'vocational rehabilitation', 'SSDI work incentives'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '424a' },
    asks: [
      'I get workers comp and now SSDI was approved, why is my disability check reduced',
      'my Social Security disability got cut because of my state disability pension, is there a limit',
      'does the 80 percent of earnings offset apply to my disability benefits and workers comp together',
    ],
    keywords: ['workers compensation offset', 'public disability benefit offset', 'reduction of disability benefits', '80 percent of average current earnings', 'SSDI'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '425' },
    asks: [
      'Social Security stopped my disability payments because they think I am no longer disabled, can they suspend before deciding',
      'I am in a Ticket to Work program, can they cut my disability benefits because my condition improved',
    ],
    keywords: ['suspension of disability benefits', 'Ticket to Work', 'vocational rehabilitation', 'cessation of disability', 'payroll data'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '426' },
    asks: [
      'when do I get Medicare Part A, at 65 or after being on Social Security disability',
      'I have been on SSDI for almost two years, when will Medicare start',
      'I was diagnosed with ALS, is there no waiting period for Medicare',
      'I turn 65 but have not applied for Social Security yet, can I still get hospital insurance',
    ],
    keywords: ['Medicare eligibility', 'Part A entitlement', 'age 65', '24 months of disability', 'ALS', 'hospital insurance benefits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '426-1' },
    asks: [
      'my kidneys failed and I started dialysis, can I get Medicare even though I am under 65',
      'I had a kidney transplant, how long will my Medicare last afterwards',
      'my wife is on dialysis and never worked, can she qualify for Medicare through my work record',
    ],
    keywords: ['end stage renal disease', 'ESRD Medicare', 'dialysis', 'kidney transplant', 'immunosuppressive drugs'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '429' },
    asks: [
      'I served in the military in the 1970s and 80s, do I get extra earnings credit for Social Security',
      'do military wage credits raise my Social Security benefit for active duty years before 2002',
    ],
    keywords: ['military service credits', 'uniformed services', 'deemed wages', 'active duty', 'Social Security for veterans'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '430' },
    asks: [
      'I earn a high salary, is there a cap on wages that are taxed for Social Security',
      'how is the maximum taxable earnings amount for Social Security set each year',
    ],
    keywords: ['contribution and benefit base', 'taxable maximum', 'wage base', 'Social Security wage cap'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '433' },
    asks: [
      'I worked 10 years in Germany and 8 years in the US, can my work periods be combined for Social Security',
      'my employer sent me abroad, do I pay social security in both countries',
      'can I keep getting my Social Security while living in a country that has an agreement with the US',
    ],
    keywords: ['totalization agreement', 'international social security agreement', 'foreign work credits', 'double taxation', 'living abroad'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XVI: Supplemental Security Income
  {
    usc: { title: 42, section: '1382a' },
    asks: [
      'I get SSI and my sister lets me live with her rent free, will that lower my check',
      'I started a part-time job while on SSI, how much of my paycheck do they count',
      'does my Social Security or workers comp count as income that reduces my SSI',
      'I got a tax refund and a scholarship for tuition, do they count against my SSI',
    ],
    keywords: ['SSI income', 'earned income exclusion', 'unearned income', 'in-kind support and maintenance', 'income exclusions', 'general income exclusion', 'student earned income'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1382b' },
    asks: [
      'I am on SSI, does my house or my car count toward the resource limit',
      'I gave my savings to my son before applying for SSI, will I be penalized for the transfer',
      'can I keep a burial fund or prepaid burial plot and still qualify for SSI',
      'my mom put money in a trust for me, does it count as my resource for SSI',
    ],
    keywords: ['SSI resources', 'resource limit', 'excluded home', 'automobile exclusion', 'burial fund', 'transfer of assets 36 months', 'trust', 'look-back'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1382e' },
    asks: [
      'my state adds extra money on top of my federal SSI check, who decides that amount',
      'what is a state supplementary payment for SSI recipients and who qualifies',
    ],
    keywords: ['state supplementary payment', 'SSI state supplement', 'optional supplementation', 'mandatory minimum supplement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1382f' },
    asks: [
      'will my SSI check go up each year with the cost of living like Social Security',
      'how is the yearly increase in the SSI payment amount decided',
    ],
    keywords: ['SSI cost-of-living adjustment', 'COLA', 'SSI benefit rate increase', 'federal benefit rate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1382h' },
    asks: [
      'I am on SSI for a disability and got a job that pays too much for a check, do I lose my Medicaid too',
      'I still have my disability but now earn wages, can I keep SSI status or Medicaid while working',
    ],
    keywords: ['section 1619', 'working while disabled', 'continued Medicaid eligibility', 'substantial gainful activity', 'SSI work incentives'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1382j' },
    asks: [
      'I came to the US with my son as my sponsor, will his income be counted when I apply for SSI',
      'as an immigrant sponsor, does my income and savings count against my parent\'s SSI',
    ],
    keywords: ['sponsor deeming', 'affidavit of support', 'immigrant SSI eligibility', 'sponsor income', 'noncitizen'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1383a' },
    asks: [
      'I did not report that I moved in with my boyfriend while on SSI, can I be prosecuted',
      'my brother is payee for my SSI and uses the money for himself, is that a crime',
      'what happens if someone lies on an SSI application, can the court order repayment',
    ],
    keywords: ['SSI fraud', 'false statement', 'failure to report', 'representative payee misuse', 'restitution', 'criminal penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1383c' },
    asks: [
      'my disabled adult son lost SSI when he started getting child benefits on my Social Security, can he keep Medicaid',
      'does getting SSI automatically qualify me for Medicaid in my state',
      'I lost SSI because my disabled widow benefit went up, can I still keep my Medicaid coverage',
    ],
    keywords: ['Medicaid for SSI recipients', 'disabled adult child', 'childhood disability benefits', 'continued Medicaid', 'disabled widow'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XVIII: Medicare parts A and B
  {
    usc: { title: 42, section: '1395a' },
    asks: [
      'can I go to any doctor or hospital I want with Original Medicare',
      'my doctor opted out of Medicare and wants me to sign a private contract to pay him directly, is that allowed',
      'the doctor says Medicare will not pay anything if I sign his private agreement, what are my rights',
    ],
    keywords: ['free choice of provider', 'private contract', 'opt out of Medicare', 'Medicare beneficiary', 'physician opt-out'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395b-2' },
    asks: [
      'where do I find a simple explanation of what Medicare covers and does not cover like long-term care',
      'I think my Medicare statement lists services I never got, how do I report possible fraud',
    ],
    keywords: ['1-800-MEDICARE', 'notice of Medicare benefits', 'Medigap information', 'itemized statement', 'Medicare fraud'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395d' },
    asks: [
      'how many days in the hospital will Medicare Part A pay for in one spell of illness',
      'Mom went to a rehab nursing home after her hospital stay, how many days does Medicare cover',
      'is there a lifetime limit on Medicare coverage for a psychiatric hospital',
      'my husband is terminally ill, does Medicare Part A cover hospice care and for how long',
    ],
    keywords: ['Part A benefits', 'inpatient hospital days', 'spell of illness', 'skilled nursing facility 100 days', 'hospice care', 'psychiatric hospital 190 days', 'home health'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395e' },
    asks: [
      'what do I owe out of pocket for a long hospital stay under Medicare Part A, is there a daily coinsurance',
      'after 20 days in a skilled nursing facility Medicare started charging a daily copay, is that right',
      'why did the hospital bill me for the first three pints of blood under Medicare',
    ],
    keywords: ['Part A deductible', 'inpatient hospital deductible', 'coinsurance', 'skilled nursing facility copay', 'blood deductible', 'hospice copayment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395f' },
    asks: [
      'Medicare will only pay for home health care if the doctor certifies I am homebound, what does that require',
      'does a doctor have to certify that my father is terminally ill for Medicare hospice',
      'Medicare refused the nursing home stay saying she did not need daily skilled care',
    ],
    keywords: ['physician certification', 'homebound', 'skilled nursing care', 'hospice terminal illness certification', 'conditions of payment', 'plan of care'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395i-2' },
    asks: [
      'I do not have enough work credits for free Medicare Part A, can I buy it with a premium',
      'I am 65 and a green card holder for 6 years, can I pay to enroll in Medicare hospital insurance',
    ],
    keywords: ['premium Part A', 'buy in Medicare Part A', 'uninsured elderly', 'not enough work credits', 'lawful permanent resident'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395i-2a' },
    asks: [
      'I went back to work and lost my disability benefits because of my earnings, can I keep Medicare by paying for it',
      'my premium-free Medicare ended after I returned to work while still disabled, what are my options',
    ],
    keywords: ['working disabled Medicare', 'buy-in Part A', 'substantial gainful activity', 'loss of disability entitlement', 'extended Medicare coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395k' },
    asks: [
      'what does Medicare Part B cover, doctor visits and outpatient care',
      'does Part B pay for home health services and outpatient therapy',
    ],
    keywords: ['Part B benefits', 'medical and other health services', 'outpatient services', 'physician services', 'supplementary medical insurance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395l' },
    asks: [
      'why do I still owe 20 percent after Medicare Part B pays my doctor bill',
      'how does the Part B annual deductible work before Medicare starts paying',
    ],
    keywords: ['Part B coinsurance 20 percent', 'Part B deductible', '80 percent payment', 'Medicare payment of benefits', 'fee schedule'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395o' },
    asks: [
      'who can sign up for Medicare Part B, do I need to have Part A first',
      'my Medicare ended 36 months after my kidney transplant, can I keep Part B just for anti-rejection drugs',
    ],
    keywords: ['Part B eligibility', 'eligible individuals', 'immunosuppressive drug coverage', 'kidney transplant', 'lawful permanent resident 5 years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395q' },
    asks: [
      'I signed up for Medicare Part B late, when will my coverage actually start',
      'when does Part B coverage end if I stop paying premiums or cancel',
    ],
    keywords: ['Part B coverage period', 'effective date of coverage', 'enrollment period', 'termination of Part B', 'general enrollment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395s' },
    asks: [
      'why is my Medicare Part B premium taken out of my Social Security check',
      'my federal retirement annuity now has the Medicare premium deducted, is that how it works',
    ],
    keywords: ['Part B premium deduction', 'premium withheld from Social Security', 'railroad retirement annuity', 'civil service annuity', 'payment of premiums'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395y' },
    asks: [
      'Medicare will not pay for my hearing aids, eyeglasses, or dental work, why',
      'Medicare denied my claim saying the treatment was not reasonable and necessary',
      'I was hurt in a car accident and Medicare paid my bills, now they want repayment from my settlement',
      'I am 67 and still working, which pays first, my employer health plan or Medicare',
      'Medicare refused to pay for my mom\'s custodial care in a nursing home',
    ],
    keywords: ['Medicare exclusions', 'not reasonable and necessary', 'Medicare secondary payer', 'conditional payment', 'custodial care', 'hearing aids', 'dental', 'cosmetic surgery'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395gg' },
    asks: [
      'Medicare says it overpaid for my care and will take it out of my Social Security, can I ask for a waiver',
      'my father died with unpaid Medicare-covered bills, who can claim the Medicare payment',
      'the overpayment was not my fault, do I still have to repay Medicare',
    ],
    keywords: ['Medicare overpayment', 'waiver of recovery', 'without fault', 'against equity and good conscience', 'deceased beneficiary claim', 'underpayment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395eee' },
    asks: [
      'my mother is 70, needs nursing home level care, but wants to stay home, what is the PACE program',
      'can an older person with Medicare get all their care from one PACE organization instead of a nursing home',
    ],
    keywords: ['PACE', 'program of all-inclusive care for the elderly', 'nursing facility level of care', 'age 55', 'community-based care'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395nn' },
    asks: [
      'my doctor sends all my tests to a lab he owns, is that self-referral allowed under Medicare',
      'the physical therapy clinic my surgeon referred me to is owned by his wife, is that legal',
    ],
    keywords: ['Stark law', 'physician self-referral', 'financial relationship', 'designated health services', 'kickback referral'],
    checkedAgainst: '119-100',
  },
  // Medicare Advantage (part C) and prescription drug coverage (part D)
  {
    usc: { title: 42, section: '1395w-21' },
    asks: [
      'can I switch from my Medicare Advantage plan back to Original Medicare outside open enrollment',
      'my Medicare Advantage plan is leaving my area next year, can I change plans now',
      'an agent came to my door selling a Medicare Advantage plan and lied about what it covers, can I get out of it',
      'I moved to another state, can I change my Medicare Advantage plan mid-year',
    ],
    keywords: ['Medicare Advantage enrollment', 'annual election period', 'special election period', 'disenrollment', 'guaranteed issue', 'marketing restrictions', 'door-to-door sales'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-24' },
    asks: [
      'how are Medicare Advantage plan premiums set and why does my plan charge a premium on top of Part B',
      'my Medicare Advantage plan says it gives a rebate that lowers my Part B premium, how does that work',
    ],
    keywords: ['Medicare Advantage premium', 'bid amount', 'rebate', 'supplemental benefits', 'uniform premium', 'Part B premium reduction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-27' },
    asks: [
      'Medicare ended its contract with my Medicare Advantage company, what happens to my coverage',
      'can Medicare punish a Medicare Advantage plan that keeps denying needed care or misleading members',
    ],
    keywords: ['Medicare Advantage contract', 'contract termination', 'intermediate sanctions', 'enrollment suspension', 'civil money penalties'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-101' },
    asks: [
      'when can I sign up for a Medicare Part D drug plan, and can I change it during the year',
      'I lost my retiree drug coverage through no fault of mine, do I get a special enrollment period for Part D',
      'I have Medicare Part A only, am I eligible for a Part D prescription drug plan',
    ],
    keywords: ['Part D enrollment', 'Part D eligible individual', 'special enrollment period', 'creditable coverage loss', 'prescription drug plan', 'dual eligible'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-102' },
    asks: [
      'is there a yearly cap on what I pay out of pocket for Medicare Part D drugs',
      'does my Medicare drug plan limit what I pay for insulin each month',
      'why does my Part D plan not cover this drug, what counts as a covered Part D drug',
      'what is the standard Part D deductible and coinsurance',
    ],
    keywords: ['standard prescription drug coverage', 'out-of-pocket threshold', 'Part D deductible', 'insulin $35', 'covered Part D drug', 'catastrophic coverage', 'coinsurance 25 percent'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-103' },
    asks: [
      'only one company offers Part D plans where I live, does Medicare have to give me another choice',
      'is Medicare required to make at least two prescription drug plans available in my area',
    ],
    keywords: ['choice of Part D plans', 'fallback prescription drug plan', 'access to coverage', 'qualifying plans'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-113' },
    asks: [
      'I did not sign up for Part D when I turned 65, why is my premium higher with a late penalty',
      'I had drug coverage through my job, will I still owe the Part D late enrollment penalty',
      'why does my Part D premium include an extra income-related amount',
    ],
    keywords: ['Part D late enrollment penalty', 'creditable prescription drug coverage', '63 days without coverage', 'Part D premium', 'income-related monthly adjustment', 'IRMAA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-154' },
    asks: [
      'where do I file a complaint about my Medicare drug plan or Medicare Advantage plan',
      'my Part D plan keeps messing up my prescriptions, is there a Medicare complaint form',
    ],
    keywords: ['Medicare plan complaint', 'complaint system', 'MA-PD plan', 'prescription drug plan complaint', 'electronic complaint form'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XIX: Medicaid
  {
    usc: { title: 42, section: '1396r' },
    asks: [
      'the nursing home wants to discharge my mom now that Medicaid pays, can they evict her and how much notice is required',
      'the nursing home says I must sign as guarantor and pay if Dad\'s money runs out, is that required for admission',
      'the home asked for a donation before admitting my Medicaid-eligible father, is that allowed',
      'my wife went to the hospital and the nursing home gave away her bed, does she have a right to return',
    ],
    keywords: ['Medicaid nursing facility', 'resident rights', 'transfer and discharge', '30 days notice', 'third party guarantee', 'bed hold', 'nursing home admission', 'long-term care ombudsman'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396r-1' },
    asks: [
      'I am pregnant with no insurance, can a clinic start my prenatal care under Medicaid before my application is approved',
      'what is presumptive eligibility for pregnant women and how long does it last',
    ],
    keywords: ['presumptive eligibility', 'pregnant women', 'prenatal care', 'ambulatory prenatal care', 'Medicaid application'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396r-1a' },
    asks: [
      'my child needs a doctor now, can Medicaid cover them right away while the application is pending',
      'the school or clinic said my kid is presumptively eligible for Medicaid, what does that mean',
    ],
    keywords: ['presumptive eligibility for children', 'temporary Medicaid', 'child under 19', 'qualified entity', 'pending application'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396r-1b' },
    asks: [
      'I was just diagnosed with breast cancer through a screening program and have no insurance, can Medicaid cover treatment right away',
      'temporary Medicaid coverage for cervical cancer treatment while my application is processed',
    ],
    keywords: ['breast cancer', 'cervical cancer', 'presumptive eligibility', 'screening program', 'Medicaid treatment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396r-6' },
    asks: [
      'I got a raise and now earn too much for family Medicaid, can we keep coverage for a while',
      'our cash assistance ended because I started working, do we lose Medicaid right away',
    ],
    keywords: ['transitional medical assistance', 'extended Medicaid', 'increased earnings', 'loss of eligibility', '12 months coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396o' },
    asks: [
      'can Medicaid charge me copays, and are children and pregnant women exempt',
      'the pharmacy refused my medicine because I could not pay the Medicaid copay, is that allowed',
      'do I have to pay a premium or enrollment fee for Medicaid',
    ],
    keywords: ['Medicaid cost sharing', 'copayment', 'premiums', 'nominal charge', 'inability to pay', 'exempt services'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396k' },
    asks: [
      'Medicaid paid for my injuries and now wants part of my car accident settlement, why',
      'when I applied for Medicaid I had to assign my rights to medical support from my ex, what does that mean',
    ],
    keywords: ['assignment of rights', 'third party liability', 'medical support', 'Medicaid recovery', 'personal injury settlement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396u-2' },
    asks: [
      'the state put me in a Medicaid managed care plan I did not choose, can I switch plans',
      'my Medicaid HMO refused to pay for my emergency room visit because it was not pre-approved',
      'how do I file a grievance against my Medicaid managed care organization',
    ],
    keywords: ['Medicaid managed care', 'MCO', 'enrollment and disenrollment', '90 days to change plans', 'emergency services', 'grievance procedure', 'prior authorization'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396n' },
    asks: [
      'my elderly father needs nursing home level care, can Medicaid pay for services at home instead',
      'there is a waiting list for the Medicaid home and community-based services waiver for my disabled son',
      'can I hire and direct my own personal care attendant through Medicaid',
    ],
    keywords: ['Medicaid waiver', 'home and community-based services', 'HCBS', 'personal care attendant', 'self-directed services', 'freedom of choice waiver', 'attendant services and supports'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396s' },
    asks: [
      'my child has no health insurance, can they get free vaccines from the doctor',
      'does the Vaccines for Children program cover my kid who is on Medicaid or Native American',
    ],
    keywords: ['Vaccines for Children', 'pediatric vaccines', 'uninsured child', 'immunizations', 'federally vaccine-eligible child'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396w' },
    asks: [
      'Medicaid asked permission to check my bank accounts when I applied for long-term care, can they do that',
      'how does the state verify my savings and assets for aged or disabled Medicaid',
    ],
    keywords: ['asset verification', 'financial institution records', 'Medicaid resources', 'authorization', 'eligibility redetermination'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396e-1' },
    asks: [
      'my child is on Medicaid but I have insurance through work, can the state pay my share of the employer premium',
      'what is Medicaid premium assistance for employer-sponsored health coverage',
    ],
    keywords: ['premium assistance', 'employer-sponsored coverage', 'Medicaid premium subsidy', 'employee contribution', 'group health plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396w-3' },
    asks: [
      'can I apply for and renew Medicaid or CHIP online, and be screened for marketplace coverage if denied',
      'the exchange said I might qualify for Medicaid, how do they pass my application to the state',
    ],
    keywords: ['screening for exchange coverage', 'enrollment simplification', 'Medicaid and CHIP', 'health insurance exchange', 'online application'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396g-1' },
    asks: [
      'the court ordered my ex to put our child on his health insurance but the insurer refuses because the child lives with me',
      'can the insurance company deny my baby because we were not married or I do not claim him on taxes',
    ],
    keywords: ['medical child support', 'court-ordered health coverage', 'noncustodial parent', 'child enrollment', 'born out of wedlock'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapter XXV: private health insurance
  {
    usc: { title: 42, section: '300gg-2' },
    asks: [
      'my health insurance company says it will not renew my policy next year because I got sick, can they do that',
      'when is an insurer allowed to cancel or refuse to renew my individual or small business health plan',
      'our insurer is leaving the state market, what happens to our group coverage',
    ],
    keywords: ['guaranteed renewability', 'nonrenewal', 'discontinuing coverage', 'nonpayment of premiums', 'fraud', 'insurer leaving market'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-4' },
    asks: [
      'my employer plan charges me more because of my medical history, is that legal',
      'can a health plan refuse to enroll my husband because he has a disability or was a domestic violence victim',
      'my job\'s wellness program gives a discount only if I hit a weight target, how big can the reward be',
      'can the insurer ask for my genetic test results before covering me',
    ],
    keywords: ['health status discrimination', 'eligibility rules', 'genetic information', 'wellness program', 'premium discount', 'medical history', 'evidence of insurability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-5' },
    asks: [
      'my health plan will not pay a licensed nurse practitioner or chiropractor for care other providers get paid for, is that discrimination',
      'can my insurer refuse to let a licensed provider type participate just because of their license',
    ],
    keywords: ['provider nondiscrimination', 'scope of license', 'health care provider participation', 'licensed provider type'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-6' },
    asks: [
      'does my individual health insurance have to cover maternity, mental health, and prescriptions',
      'is there a yearly limit on how much I pay out of pocket under my employer health plan',
      'can I buy a child-only health plan for my kid',
    ],
    keywords: ['essential health benefits', 'out-of-pocket maximum', 'annual cost-sharing limit', 'child-only plan', 'small group market'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-7' },
    asks: [
      'my new job says I have to wait four months before health insurance starts, is that allowed',
      'what is the longest waiting period for employer health coverage',
    ],
    keywords: ['waiting period', '90 days', 'employer health coverage', 'new employee', 'group health plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-8' },
    asks: [
      'I have cancer and want to join a clinical trial, can my insurance drop me or refuse routine care costs',
      'will my health plan pay for the regular doctor visits and tests while I am in an approved clinical trial',
    ],
    keywords: ['clinical trial coverage', 'routine patient costs', 'cancer', 'life-threatening condition', 'approved clinical trial'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-15' },
    asks: [
      'my insurer gave me a confusing booklet, am I entitled to a short summary of benefits and coverage',
      'the plan changed my benefits mid-year without telling me, do they have to give notice first',
    ],
    keywords: ['summary of benefits and coverage', 'SBC', 'uniform glossary', 'notice of modification', '60 days notice', 'plain language'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-19a' },
    asks: [
      'can my health plan make me get a referral before seeing my OB-GYN',
      'can I choose a pediatrician as my child\'s primary care doctor under my health plan',
      'the insurer denied my ER visit because I did not get prior approval and the hospital was out of network',
    ],
    keywords: ['choice of primary care provider', 'pediatrician', 'OB-GYN direct access', 'emergency services without prior authorization', 'patient protections'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-28' },
    asks: [
      'my college student got seriously ill and has to take medical leave, will he lose coverage on my health plan',
      'how long can my daughter stay on my plan as a student during a medically necessary leave of absence',
    ],
    keywords: ["Michelle's Law", 'dependent student', 'medically necessary leave of absence', 'loss of student status', 'one year continued coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-93' },
    asks: [
      'who can help me file a complaint or appeal against my health insurance company for free',
      'is there a state health insurance ombudsman or consumer assistance office',
    ],
    keywords: ['consumer assistance', 'health insurance ombudsman', 'appeal help', 'complaints', 'enrollment help'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-94' },
    asks: [
      'my health insurance premium jumped a lot this year, does anyone review whether the increase is reasonable',
      'does the insurer have to justify a big rate hike to the state',
    ],
    keywords: ['rate review', 'unreasonable premium increase', 'premium justification', 'insurance commissioner', 'rate increase justification'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-112' },
    asks: [
      'I was flown by an out-of-network air ambulance and got a huge bill, what do I have to pay',
      'does the surprise billing law cover helicopter ambulance charges',
    ],
    keywords: ['air ambulance', 'surprise bill', 'out-of-network', 'in-network cost sharing', 'helicopter ambulance', 'No Surprises Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-113' },
    asks: [
      'my doctor left my insurance network in the middle of my cancer treatment, can I keep seeing her at in-network rates',
      'I am pregnant and my hospital dropped out of my plan\'s network, how long can I continue care there',
    ],
    keywords: ['continuity of care', 'continuing care patient', '90 days transitional care', 'provider leaves network', 'serious and complex condition', 'pregnancy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-114' },
    asks: [
      'how can I find out what I will pay for a procedure before I get it under my health plan',
      'does my insurer have to offer a price comparison tool for out-of-pocket costs',
    ],
    keywords: ['price comparison tool', 'cost-sharing estimate', 'price transparency', 'health plan website'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-115' },
    asks: [
      'the insurance directory said the doctor was in network but I was billed out of network, what do I owe',
      'how fast does my health plan have to tell me whether a doctor is in network when I call',
    ],
    keywords: ['provider directory', 'network status', 'inaccurate directory', 'in-network cost sharing', 'one business day response'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-119' },
    asks: [
      'can a hospital contract stop my health plan from sharing price and quality information with me',
      'are gag clauses on provider cost data allowed in insurer contracts',
    ],
    keywords: ['gag clause', 'price and quality information', 'provider contract', 'claims data', 'transparency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-133' },
    asks: [
      'does the hospital have to tell me my rights against surprise balance billing',
      'where is the notice about balance billing protections that my doctor should give me',
    ],
    keywords: ['balance billing notice', 'one-page notice', 'patient protections', 'surprise billing disclosure', 'provider website'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-134' },
    asks: [
      'who enforces the surprise billing rules against a hospital or doctor that balance billed me',
      'how do I file a complaint that a provider violated the No Surprises Act',
    ],
    keywords: ['No Surprises Act enforcement', 'civil monetary penalty', 'consumer complaint', 'balance billing violation', 'state enforcement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-138' },
    asks: [
      'my specialist left the network but is finishing my treatment, can she charge me more than in-network rates',
      'during continuity of care does the provider have to accept the plan payment as payment in full',
    ],
    keywords: ['continuity of care', 'provider obligations', 'payment in full', 'terminated network contract', 'transitional care'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-139' },
    asks: [
      'I paid an out-of-network bill because the directory wrongly listed my doctor, does the doctor have to refund me',
      'does my doctor have to tell my insurer when they leave the network so the directory is updated',
    ],
    keywords: ['provider directory accuracy', 'refund of excess cost sharing', 'network agreement termination', 'directory information'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 157: Affordable Care Act (selected)
  {
    usc: { title: 42, section: '18011' },
    asks: [
      'my employer says our health plan is grandfathered so some Obamacare rules do not apply, what does that mean',
      'I have had the same policy since before 2010, do I have to give it up, and can I add my new spouse to it',
    ],
    keywords: ['grandfathered health plan', 'existing coverage', 'March 23, 2010', 'right to keep coverage', 'Affordable Care Act exemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18022' },
    asks: [
      'what are the essential health benefits every marketplace plan has to cover',
      'what is the difference between bronze, silver, gold and platinum plans',
      'I am under 30, can I buy a cheap catastrophic health plan',
      'is there a legal cap on my deductible and out-of-pocket costs for the year',
    ],
    keywords: ['essential health benefits', 'metal levels', 'bronze silver gold platinum', 'catastrophic plan', 'out-of-pocket limit', 'actuarial value', 'qualified health plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18023' },
    asks: [
      'does my marketplace health plan cover abortion, and can my state ban that coverage',
      'can an exchange plan drop a doctor because she refuses to perform abortions',
    ],
    keywords: ['abortion coverage', 'qualified health plan', 'conscience protection', 'state prohibition', 'segregation of funds'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18031' },
    asks: [
      'when is open enrollment for the health insurance marketplace, and is there a special enrollment period if I lose my job coverage',
      'I am Native American, can I enroll in an exchange plan any month',
      'who are navigators and can they help me sign up for marketplace coverage',
    ],
    keywords: ['health insurance exchange', 'marketplace', 'open enrollment', 'special enrollment period', 'navigator', 'premium calculator', 'SHOP exchange'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18032' },
    asks: [
      'my son just got out of jail, can he buy a plan on the health insurance marketplace',
      'can undocumented immigrants buy health insurance through the exchange',
      'who counts as a qualified individual allowed to enroll in an exchange plan',
    ],
    keywords: ['qualified individual', 'eligibility to enroll', 'incarcerated', 'lawfully present', 'consumer choice', 'single risk pool'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18071' },
    asks: [
      'I earn a low income and bought a silver plan on the marketplace, do I get lower deductibles and copays',
      'what are cost-sharing reductions and who qualifies for them',
    ],
    keywords: ['cost-sharing reductions', 'silver plan', 'reduced deductible', 'poverty line', 'marketplace subsidy', 'Indian cost-sharing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18081' },
    asks: [
      'the marketplace says it cannot verify my income or citizenship, what happens to my subsidy',
      'how do I appeal the exchange decision that I am not eligible for a premium tax credit',
      'the exchange says my employer coverage is affordable so I get no subsidy, how is that decided',
    ],
    keywords: ['eligibility determination', 'exchange appeal', 'income verification', 'premium tax credit eligibility', 'employer coverage affordability', 'inconsistency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18082' },
    asks: [
      'how does the advance premium tax credit lower my marketplace premium each month',
      'my income dropped a lot since my last tax return, can the marketplace base my subsidy on current income',
    ],
    keywords: ['advance premium tax credit', 'APTC', 'advance payment', 'income eligibility', 'premium subsidy', 'change in income'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18084' },
    asks: [
      'will my Obamacare premium tax credit count as income for SNAP, SSI or housing benefits',
      'do marketplace subsidies count against me for other government assistance',
    ],
    keywords: ['premium tax credit disregarded', 'not counted as income', 'federal programs', 'means-tested benefits', 'cost-sharing reduction'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XI, part C: health privacy (HIPAA administrative simplification)
  {
    usc: { title: 42, section: '1320d-1' },
    asks: [
      'my employer asked about my medical condition, is my boss covered by HIPAA or only doctors and insurers',
      'does HIPAA apply to my fitness app or only to health plans, clearinghouses and providers',
    ],
    keywords: ['HIPAA covered entity', 'health plan', 'health care clearinghouse', 'health care provider', 'who HIPAA applies to'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320d-7' },
    asks: [
      'my state has a stronger medical privacy law than HIPAA, which one applies',
      'can my doctor report my illness or suspected child abuse to the state despite HIPAA privacy',
    ],
    keywords: ['HIPAA preemption', 'state privacy law', 'more stringent state law', 'public health reporting', 'child abuse reporting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320d-9' },
    asks: [
      'can my health insurer use my genetic test results to set my premium or deny coverage',
      'is my family history of genetic disease protected health information under HIPAA',
    ],
    keywords: ['genetic information', 'GINA', 'underwriting', 'HIPAA privacy rule', 'Medigap', 'genetic test'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 45: Fair Housing (sections without guides)
  {
    usc: { title: 42, section: '3602' },
    asks: [
      'I am pregnant and the landlord says no kids, does fair housing law protect me as familial status',
      'does my depression or past cancer count as a handicap under the Fair Housing Act',
      'is a vacant lot or a room in a house a dwelling covered by fair housing law',
    ],
    keywords: ['familial status', 'handicap definition', 'dwelling', 'aggrieved person', 'pregnant', 'regarded as impaired', 'Fair Housing Act definitions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3612' },
    asks: [
      'HUD charged my landlord with discrimination, do I go to a hearing judge or to federal court',
      'what can a HUD administrative law judge order a landlord to pay after a housing discrimination charge',
    ],
    keywords: ['HUD charge', 'administrative law judge', 'election to civil action', 'fair housing hearing', 'civil penalty', 'damages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3614' },
    asks: [
      'a landlord company discriminates against many tenants, can the Justice Department sue them',
      'when does the Attorney General bring a pattern or practice fair housing lawsuit',
    ],
    keywords: ['Attorney General', 'pattern or practice', 'fair housing enforcement', 'Department of Justice', 'civil penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3615' },
    asks: [
      'my state fair housing law protects more people than the federal law, is it still valid',
      'a city ordinance allows landlords to refuse families with kids, does federal fair housing law override it',
    ],
    keywords: ['state fair housing law', 'preemption', 'local ordinance', 'discriminatory housing practice', 'invalid state law'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 8: public and assisted housing (sections without guides)
  {
    usc: { title: 42, section: '1437e' },
    asks: [
      'our public housing building is being designated for seniors only, can they make my family move',
      'can a housing authority set aside a building for elderly or disabled tenants only',
    ],
    keywords: ['designated housing', 'elderly families', 'disabled families', 'public housing', 'relocation', 'senior building'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437j' },
    asks: [
      'the housing authority says I must do 8 hours of community service a month to keep public housing',
      'am I exempt from the public housing community service requirement because I work or am disabled',
    ],
    keywords: ['community service requirement', '8 hours per month', 'public housing resident', 'exemption', 'self-sufficiency program', 'prevailing wages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437n' },
    asks: [
      'can I get a housing voucher or public housing if I own a house or have savings',
      'the housing authority says my assets are over the limit at recertification, will we be evicted',
      'what share of new Section 8 vouchers must go to extremely low-income families',
    ],
    keywords: ['eligibility for assisted housing', 'asset limit', 'net family assets', 'property ownership', 'extremely low-income', 'income targeting', 'income mix'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437p' },
    asks: [
      'the housing authority plans to tear down our public housing, how much notice do we get and where do we go',
      'will the PHA pay moving costs and offer comparable housing if our project is demolished',
    ],
    keywords: ['demolition of public housing', 'disposition', 'relocation', '90 days notice', 'comparable housing', 'moving expenses'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437t' },
    asks: [
      'our housing authority wants to convert our public housing project to vouchers, what does that mean for us',
      'can a PHA replace public housing units with tenant-based vouchers',
    ],
    keywords: ['conversion to vouchers', 'tenant-based assistance', 'public housing conversion', 'conversion assessment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437u' },
    asks: [
      'what is the Family Self-Sufficiency program for Section 8 and public housing tenants',
      'my rent went up when I got a better job, can the increase go into an escrow savings account',
    ],
    keywords: ['Family Self-Sufficiency', 'FSS escrow account', 'contract of participation', 'employment goals', 'housing choice voucher'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437z-1' },
    asks: [
      'my Section 8 landlord keeps violating the HUD contract, can HUD fine the owner',
      'what penalties can HUD impose on an owner who breaches a housing assistance payments contract',
    ],
    keywords: ['civil money penalty', 'Section 8 owner', 'housing assistance payments contract', 'knowing and material breach', 'HUD enforcement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437z-3' },
    asks: [
      'can I have a dog or cat in public housing',
      'the housing authority charges a pet deposit and limits pet size, is that allowed',
    ],
    keywords: ['pets in public housing', 'pet deposit', 'common household pet', 'reasonable requirements', 'dangerous animals'],
    checkedAgainst: '119-100',
  },
  // lead paint, homeless students, civil rights
  {
    usc: { title: 42, section: '4853' },
    asks: [
      'I work on old house renovations and scrape lead paint, what protects workers from lead exposure',
      'is there an OSHA rule for construction workers exposed to lead',
    ],
    keywords: ['lead in construction', 'worker protection', 'occupational lead exposure', 'OSHA lead standard', 'renovation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11434a' },
    asks: [
      'we lost our apartment and are staying with my sister, does my child count as homeless for school',
      'my teenager is living in a car and motels, is he considered a homeless youth under McKinney-Vento',
    ],
    keywords: ['homeless children and youths', 'doubled up', 'lack of fixed nighttime residence', 'McKinney-Vento', 'motel', 'enrollment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1982' },
    asks: [
      'the seller refused to sell me the house because I am Black, what federal law protects my right to buy',
      'racial discrimination in renting or buying property, is there a right to sue under the civil rights acts',
    ],
    keywords: ['property rights', 'race discrimination', 'purchase or lease', 'Civil Rights Act of 1866', 'real and personal property'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000d-1' },
    asks: [
      'I filed a race discrimination complaint against a federally funded agency, can the government cut off its funding',
      'how do federal agencies enforce Title VI against programs that get federal money',
    ],
    keywords: ['Title VI enforcement', 'termination of federal funds', 'agency regulations', 'compliance', 'federal financial assistance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000d-4a' },
    asks: [
      'only one department of the university gets federal money, does civil rights law cover the whole school',
      'which organizations count as a program or activity receiving federal funds',
    ],
    keywords: ['program or activity', 'all of the operations', 'federal financial assistance', 'Civil Rights Restoration Act', 'institution-wide coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000d-7' },
    asks: [
      'can I sue a state university for disability discrimination or Title IX, or is the state immune',
      'state agency discriminated against me in a federally funded program, can I get damages in federal court',
    ],
    keywords: ['sovereign immunity waiver', 'Eleventh Amendment', 'suing a state', 'Title IX', 'Section 504', 'Title VI', 'remedies'],
    checkedAgainst: '119-100',
  },
  // 20 U.S.C. chapter 28, subchapter IV: federal student aid (sections without guides)
  {
    usc: { title: 20, section: '1070a' },
    asks: [
      'how many semesters of Pell Grant can I get, I heard there is a 12 semester limit',
      'my school closed before I finished, do the Pell Grant semesters I used still count against me',
      'my dad was a police officer killed in the line of duty, can I get the maximum Pell Grant',
      'I go to college part time, how is my Pell Grant amount figured',
    ],
    keywords: ['Pell Grant', 'maximum Pell Grant', '12 semesters', 'lifetime eligibility', 'part-time enrollment', 'cost of attendance', 'public safety officer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1078-10' },
    asks: [
      'I taught 5 years at a low-income school and have old FFEL Stafford loans, can some be forgiven',
      'I am a special education or math teacher, can I get up to $17,500 of my FFEL loans forgiven',
    ],
    keywords: ['teacher loan forgiveness', 'FFEL Stafford loans', 'five consecutive years', '$17,500', 'low-income school'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1078-11' },
    asks: [
      'I work as an early childhood educator or nurse, is there federal loan forgiveness for areas of national need',
      'student loan forgiveness for librarians, speech pathologists or first responders, who qualifies',
    ],
    keywords: ['loan forgiveness for service in areas of national need', 'early childhood educator', 'nurse', 'librarian', 'first responder'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1078-12' },
    asks: [
      'I am a legal aid lawyer, can the government help repay my student loans',
      'how does the civil legal assistance attorney student loan repayment program work',
    ],
    keywords: ['civil legal assistance attorney', 'student loan repayment', 'legal aid lawyer', 'nonprofit civil legal assistance', 'service agreement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1080a' },
    asks: [
      'how long can a defaulted student loan stay on my credit report',
      'my student loan servicer reported wrong information to the credit bureaus, do they have to correct it',
    ],
    keywords: ['student loan credit reporting', 'consumer reporting agency', 'default', '7 years', 'accuracy of information'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087-53' },
    asks: [
      'how does federal work-study work and who qualifies for a campus job through it',
      'can my work-study job be an off-campus community service job',
    ],
    keywords: ['federal work-study', 'part-time employment', 'financial need', 'community service jobs', 'student employment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087ee' },
    asks: [
      'I have a Perkins loan and became a teacher, can part of it be canceled each year',
      'does Perkins loan cancellation apply to nurses, police officers, or military service',
    ],
    keywords: ['Perkins loan cancellation', 'public service', 'teacher', 'law enforcement', 'nurse', 'military service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087ll' },
    asks: [
      'what counts in the cost of attendance for financial aid, does it include rent and child care',
      'can my financial aid budget include disability-related expenses or study abroad costs',
    ],
    keywords: ['cost of attendance', 'living expenses', 'dependent care allowance', 'disability expenses', 'books and supplies', 'tuition and fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087tt' },
    asks: [
      'my parent lost their job this year, can the financial aid office adjust my FAFSA',
      'I cannot get my abusive parents\' information for the FAFSA, can the aid administrator make me independent',
      'we have huge medical bills not shown on the tax return, can my aid be recalculated',
    ],
    keywords: ['professional judgment', 'special circumstances', 'dependency override', 'financial aid administrator', 'unusual circumstances', 'student aid index adjustment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087uu' },
    asks: [
      'will my Pell Grant or student loans count as income for my food stamps or housing assistance',
      'does federal student aid reduce other government benefits I get',
    ],
    keywords: ['student aid disregard', 'not counted as income', 'federal benefits', 'means-tested programs', 'Pell Grant'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087uu-2' },
    asks: [
      'I was in foster care as a teen, what proof do I need for the FAFSA to count me independent',
      'I am a homeless youth living on my own, how does the aid office confirm I am independent',
    ],
    keywords: ['independent student documentation', 'foster care', 'unaccompanied homeless youth', 'determination of independence', 'financial aid administrator'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087vv' },
    asks: [
      'I am 22 and live on my own, do I still need my parents\' info on the FAFSA or am I independent',
      'I am married, a veteran, or have a child, does that make me an independent student',
    ],
    keywords: ['independent student', 'dependency status', 'age 24', 'orphan', 'ward of the court', 'veteran', 'unaccompanied homeless youth', 'emancipated minor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1090' },
    asks: [
      'is the FAFSA free to file, and someone charged me to submit it',
      'what information do I and my parents have to give on the FAFSA form',
    ],
    keywords: ['FAFSA', 'Free Application for Federal Student Aid', 'free application', 'tax information', 'contributor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1091' },
    asks: [
      'I was put on financial aid probation for bad grades, what is satisfactory academic progress',
      'I never finished high school, can I still get federal student aid',
      'I defaulted on an old student loan, can I get new federal aid',
      'I never registered for Selective Service, am I barred from federal student aid',
    ],
    keywords: ['student eligibility', 'satisfactory academic progress', 'ability to benefit', 'default', 'citizenship requirement', 'Selective Service', 'incarcerated student'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1091a' },
    asks: [
      'my federal student loan is 20 years old, is there a statute of limitations on collecting it',
      'I took out student loans as a minor, can I refuse to pay because I was underage',
      'can they add collection costs to my defaulted federal student loan',
    ],
    keywords: ['statute of limitations', 'no time limit', 'collection costs', 'infancy defense', 'defaulted student loan', 'garnishment and offset'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1091b' },
    asks: [
      'I withdrew from college mid-semester, do I have to pay back part of my Pell Grant and loans',
      'how is return of Title IV aid calculated when a student drops out',
    ],
    keywords: ['return of Title IV funds', 'withdrawal', 'unearned aid', 'institutional refund', '45 days', 'payment period'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1091c' },
    asks: [
      'I left college for a military deployment, does the school have to readmit me',
      'I was called to active duty in the National Guard, can I come back to school with the same status',
    ],
    keywords: ['servicemember readmission', 'military deployment', 'National Guard', 'same academic status', 'uniformed services'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1094' },
    asks: [
      'the college charged me a fee to process my financial aid forms, is that allowed',
      'the for-profit school lied about job placement rates to enroll me, what can the Department of Education do',
      'are college recruiters allowed to get bonuses for each student they enroll',
    ],
    keywords: ['program participation agreement', 'incentive compensation ban', 'substantial misrepresentation', 'for-profit college', 'no fee for aid application', 'refund policy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1097' },
    asks: [
      'someone used my identity to get federal student aid, is that a federal crime',
      'what is the penalty for lying on a financial aid application',
    ],
    keywords: ['student aid fraud', 'false statement', 'embezzlement', 'identity theft', 'criminal penalties'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1098cc' },
    asks: [
      'I was deployed in the middle of the semester, should my college refund my tuition',
      'tuition refund or credit for students called to active military duty',
    ],
    keywords: ['tuition refund', 'military activation', 'credit toward future tuition', 'active duty', 'withdrawal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1098d' },
    asks: [
      'I am a disabled veteran, can a VA doctor certify my disability for student loan discharge',
      'how do disabled veterans get their student loans canceled or deferred',
    ],
    keywords: ['disabled veteran', 'student loan discharge', 'VA physician certification', 'deferment', 'VA health care system'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1098f' },
    asks: [
      'I am in the Reserves and got called to active duty, can I pause my student loan payments',
      'student loan deferment for National Guard members ordered to active duty while in school',
    ],
    keywords: ['military deferment', 'National Guard', 'reserve component', 'active duty', 'student loan deferment'],
    checkedAgainst: '119-100',
  },
  // 20 U.S.C. chapter 33: special education (sections without guides)
  {
    usc: { title: 20, section: '1401' },
    asks: [
      'my son has ADHD and dyslexia, does he count as a child with a disability for special education',
      'does the school have to provide transportation, speech therapy or counseling as related services',
      'what does a free appropriate public education mean for my autistic daughter',
    ],
    keywords: ['child with a disability', 'free appropriate public education', 'FAPE', 'related services', 'specific learning disability', 'special education', 'IDEA definitions'],
    checkedAgainst: '119-100',
  },
  // 20 U.S.C. chapter 38: Title IX (sections without guides)
  {
    usc: { title: 20, section: '1682' },
    asks: [
      'I filed a Title IX complaint with the Education Department, can they cut off the school\'s federal funding',
      'how does the federal government enforce Title IX against a college that ignores sex discrimination',
    ],
    keywords: ['Title IX enforcement', 'termination of federal funds', 'Office for Civil Rights', 'administrative enforcement', 'voluntary compliance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1684' },
    asks: [
      'the college refused to admit me because I am blind, is that allowed',
      'can a school deny admission to a student with severely impaired vision',
    ],
    keywords: ['blindness', 'visual impairment', 'admission discrimination', 'federally funded education program'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1686' },
    asks: [
      'is it legal for a college to have separate dorms for men and women under Title IX',
      'can a school receiving federal funds keep single-sex housing',
    ],
    keywords: ['separate living facilities', 'single-sex dormitories', 'Title IX housing', 'student housing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1687' },
    asks: [
      'only the school\'s research lab gets federal grants, does Title IX apply to its athletics department too',
      'does Title IX cover all operations of a college or school district that receives federal money',
    ],
    keywords: ['program or activity', 'all of the operations', 'Title IX coverage', 'institution-wide', 'federal financial assistance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1688' },
    asks: [
      'can my university punish me for having had a legal abortion',
      'does Title IX require a college health plan to pay for abortions',
    ],
    keywords: ['abortion neutrality', 'Title IX', 'legal abortion', 'student health benefits', 'penalty prohibited'],
    checkedAgainst: '119-100',
  },
  // 7 U.S.C. chapter 51: SNAP (sections without guides)
  {
    usc: { title: 7, section: '2012' },
    asks: [
      'I share an apartment with roommates but buy my own food, are we one SNAP household',
      'can I use SNAP to buy hot food, seeds to grow vegetables, or meals at a senior center',
      'my 20 year old son lives with me, must he be on my food stamp case',
    ],
    keywords: ['SNAP household', 'purchase and prepare meals separately', 'eligible food', 'hot foods', 'elderly or disabled member', 'thrifty food plan', 'SNAP definitions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2016' },
    asks: [
      'where can I use my SNAP EBT card, only at approved stores',
      'can I use my food stamps at a farmers market or direct marketing farmer',
    ],
    keywords: ['EBT card', 'issuance of benefits', 'authorized retailers', 'use of SNAP benefits', 'electronic benefit transfer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2016a' },
    asks: [
      'my SNAP benefits were stolen by card skimming in 2023, can the state replace them',
      'what is being done to protect EBT cards from skimming and cloning',
    ],
    keywords: ['EBT skimming', 'card cloning', 'stolen SNAP benefits', 'replacement of stolen benefits', 'EBT security'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2017' },
    asks: [
      'how is my monthly food stamp amount calculated from my income',
      'I applied in the middle of the month, why was my first SNAP payment smaller',
      'my welfare was cut for not doing a required task, can they also refuse to raise my food stamps',
    ],
    keywords: ['SNAP allotment', 'benefit amount', 'thrifty food plan', '30 percent of income', 'minimum benefit', 'prorated initial month', 'not counted as income'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2022' },
    asks: [
      'the state says we were overpaid food stamps and wants it back, how can they collect',
      'can they take my tax refund or reduce my SNAP to repay an overissuance',
    ],
    keywords: ['SNAP overpayment', 'overissuance', 'claims collection', 'tax refund offset', 'allotment reduction', 'jointly and severally liable'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2029' },
    asks: [
      'the county says I have to work at a workfare job to keep my SNAP, how many hours can they make me work',
      'who is exempt from SNAP workfare, like people over 60 or caring for a child',
    ],
    keywords: ['SNAP workfare', 'work for benefits', 'hours limited by allotment', 'exemptions', 'political subdivision'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2036' },
    asks: [
      'how do food banks get USDA commodities through the emergency food assistance program',
      'what is TEFAP and where does the free food at the pantry come from',
    ],
    keywords: ['TEFAP', 'emergency food assistance', 'USDA commodities', 'food bank', 'food pantry'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter IV, part A: TANF (sections without guides)
  {
    usc: { title: 42, section: '604' },
    asks: [
      'we just moved to a new state and they pay our TANF at the old state\'s lower rate, is that allowed',
      'can TANF money be used for an individual development account to save for a home or school',
    ],
    keywords: ['use of TANF grants', 'new state residents', 'prior state rules 12 months', 'individual development accounts', 'job placement vouchers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '604a' },
    asks: [
      'the welfare program sent me to a church-run agency, can I ask for a non-religious provider instead',
      'can a faith-based charity that provides TANF services make me take part in religious activities',
    ],
    keywords: ['charitable choice', 'religious organization', 'alternative provider', 'faith-based services', 'religious objection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '608a' },
    asks: [
      'my welfare was reduced for fraud, will my food stamps or housing assistance go up to make up for it',
      'benefits cut as a fraud penalty, can another program increase my benefits during that time',
    ],
    keywords: ['welfare fraud penalty', 'means-tested programs', 'no increased benefits', 'SNAP', 'public housing', 'benefit reduction'],
    checkedAgainst: '119-100',
  },
  // further sections in the chapters above
  {
    usc: { title: 42, section: '409' },
    asks: [
      'do my cash tips count as wages for Social Security and when are they counted',
      'my employer gives me free meals and lodging, does that count as wages on my Social Security record',
      'does sick pay or employer payments for health insurance count as wages for Social Security',
    ],
    keywords: ['wages for Social Security', 'tips', 'remuneration', 'meals and lodging', 'sick pay', 'excluded payments'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395x' },
    asks: [
      'Mom was in the hospital only two days under observation, will Medicare pay for the nursing home afterward',
      'what is a Medicare spell of illness and when does a new benefit period start',
      'does Medicare require a 3-day inpatient hospital stay before skilled nursing facility coverage',
    ],
    keywords: ['3-day inpatient stay', 'post-hospital extended care services', 'spell of illness', 'benefit period 60 days', 'Medicare definitions', 'skilled nursing facility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-4' },
    asks: [
      'my doctor does not accept Medicare assignment, how much more than the Medicare amount can he charge me',
      'I have Medicare and Medicaid, can the doctor bill me beyond what Medicare pays',
    ],
    keywords: ['limiting charge', '115 percent', 'nonparticipating physician', 'Medicare assignment', 'physician fee schedule', 'dual eligible'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395b-7' },
    asks: [
      'how do I get an itemized bill from a provider for services billed to Medicare',
      'my Medicare summary notice shows things I did not get, how do I check the charges',
    ],
    keywords: ['itemized statement', 'Medicare summary notice', 'explanation of benefits', '30 days', 'billing irregularities'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395b-3' },
    asks: [
      'is there free counseling to help me understand my Medicare options and claims',
      'where can a Medicare beneficiary get help with Medigap and Medicare questions by phone',
    ],
    keywords: ['Medicare counseling', 'beneficiary assistance', 'health insurance advisory service', 'toll-free information', 'Medigap'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395bbb' },
    asks: [
      'what rights do I have with a Medicare home health agency, like being told about care changes and costs',
      'I want to complain about my home health aide, is there a state hotline',
    ],
    keywords: ['home health agency', 'patient rights', 'home health aide', 'grievances', 'state hotline', 'plan of care'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396u-3' },
    asks: [
      'my income is a bit too high for QMB or SLMB, can Medicaid still pay my Part B premium as a qualifying individual',
      'I applied for the QI program to help with my Medicare premium, why does the state pick applicants in order',
    ],
    keywords: ['qualifying individual', 'QI program', 'Medicare Savings Program', 'Part B premium assistance', 'Medicare cost-sharing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-22' },
    asks: [
      'my insurance company is breaking the ACA rules, who enforces them, the state or the federal government',
      'can the federal government fine a health insurer that violates patient protection rules',
    ],
    keywords: ['enforcement of health insurance requirements', 'state insurance regulators', 'civil money penalty', 'Secretary enforcement', 'health insurance issuer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000a-6' },
    asks: [
      'a restaurant refused to serve me because of my race, do I need to go to a state agency before suing in federal court',
      'can I use my state public accommodations law as well as the federal Civil Rights Act',
    ],
    keywords: ['public accommodations', 'federal court jurisdiction', 'exhaustion of remedies', 'exclusive remedies', 'state law claims'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437c-1' },
    asks: [
      'how can public housing residents have a say in the housing authority annual plan',
      'what is a resident advisory board for a public housing agency',
    ],
    keywords: ['public housing agency plan', 'resident advisory board', 'public hearing', 'PHA plan', 'resident participation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087dd' },
    asks: [
      'I have a Perkins loan, when does repayment start and what is the interest rate',
      'I defaulted on my Perkins loan, can I rehabilitate it with on-time payments',
      'my school closed before I finished, can my Perkins loan be discharged',
    ],
    keywords: ['Perkins loan', '5 percent interest', 'nine-month grace period', 'loan rehabilitation', 'closed school discharge', 'deferment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1092b' },
    asks: [
      'how can I find a list of all my federal student loans and who holds them',
      'what is the National Student Loan Data System',
    ],
    keywords: ['National Student Loan Data System', 'NSLDS', 'federal student loan records', 'loan holder', 'guaranty agency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1070e' },
    asks: [
      'I am a low-income single parent going to college, is there help paying for campus child care',
      'what is the CCAMPIS child care program for student parents',
    ],
    keywords: ['campus child care', 'student parents', 'CCAMPIS', 'low-income parents', 'postsecondary education'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1070b-1' },
    asks: [
      'how much can I get from a Federal Supplemental Educational Opportunity Grant',
      'can I keep getting an FSEOG grant after my first bachelor degree or while studying abroad',
    ],
    keywords: ['FSEOG', 'supplemental educational opportunity grant', '$4,000 maximum', 'grant amount', 'study abroad', 'first baccalaureate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087ss' },
    asks: [
      'do my parents have to report their savings and assets on the FAFSA if they earn under $60,000',
      'we got SNAP last year, are we exempt from reporting assets on the financial aid application',
    ],
    keywords: ['asset reporting exemption', 'FAFSA assets', 'adjusted gross income under $60,000', 'means-tested benefit', 'Schedule C'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395m' },
    asks: [
      'Medicare has been renting my oxygen equipment for 3 years, does the supplier still have to provide it',
      'after 13 months of renting a hospital bed or wheelchair under Medicare, do I own it',
      'can I buy my complex power wheelchair outright under Medicare instead of renting',
    ],
    keywords: ['durable medical equipment', 'oxygen equipment 36 months', 'rental to ownership', '13 months', 'power wheelchair', 'DME supplier'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '2000d-3' },
    asks: [
      'I faced race discrimination at my job at a federally funded hospital, can I use Title VI or only employment law',
      'does Title VI cover employment discrimination by a recipient of federal grants',
    ],
    keywords: ['Title VI employment practices', 'primary objective to provide employment', 'federal financial assistance', 'job discrimination', 'federally funded employer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2021' },
    asks: [
      'USDA disqualified my grocery store from SNAP because a clerk traded benefits for cash, is it permanent',
      'can my store pay a civil penalty instead of being disqualified from accepting EBT',
    ],
    keywords: ['SNAP retailer disqualification', 'trafficking', 'civil money penalty', 'permanent disqualification', 'retail food store', 'EBT'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2023' },
    asks: [
      'my store was denied or kicked out of SNAP, how do I request administrative review and how fast',
      'can a store owner take a SNAP disqualification to federal court for a new trial',
    ],
    keywords: ['administrative review', 'judicial review', 'trial de novo', 'retail food store', 'ten days to request review', 'SNAP disqualification appeal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1092d' },
    asks: [
      'a company guaranteed me a scholarship if I paid a fee, is this a scam and where can I report it',
      'where can I find information on scholarship and financial aid fraud',
    ],
    keywords: ['scholarship fraud', 'scholarship scam', 'Federal Trade Commission', 'financial aid fraud awareness', 'Department of Education website'],
    checkedAgainst: '119-100',
  },
  // 29 U.S.C. chapter 16: Rehabilitation Act (sections without guides)
  {
    usc: { title: 29, section: '705' },
    asks: [
      'I finished drug rehab and am clean now, am I still counted as a person with a disability under the Rehabilitation Act',
      'can a federally funded program turn me away as disabled while I am currently using illegal drugs',
      'my job says my drinking problem is not a protected disability under Section 504, is that right',
    ],
    keywords: ['individual with a disability', 'current illegal use of drugs', 'supervised drug rehabilitation program', 'alcoholic exclusion', 'contagious disease', 'substantial impediment to employment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '717' },
    asks: [
      'nobody at vocational rehab told me there is a client assistance program that can help me, were they supposed to',
      'does a rehab services provider have to tell applicants how to get help from the client assistance program',
    ],
    keywords: ['client assistance program', 'notice to applicants', 'community rehabilitation program', 'vocational rehabilitation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '722' },
    asks: [
      'I applied to state vocational rehabilitation months ago, how long do they have to decide if I am eligible',
      'I get SSDI or SSI, am I presumed eligible for vocational rehabilitation services',
      'voc rehab said my disability is too severe for me to work, can they deny me without trying work experiences first',
      'how do I appeal or ask for a hearing when my VR counselor cuts or denies my services or job plan',
      'what goes into my individualized plan for employment and how soon must it be written',
    ],
    keywords: ['vocational rehabilitation eligibility', 'individualized plan for employment', 'IPE', '60 days', 'impartial due process hearing', 'mediation', 'trial work experiences', 'presumed eligible SSI SSDI'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '723' },
    asks: [
      'what can vocational rehabilitation pay for, like college training, tools, transportation or a job coach',
      'can voc rehab help me start my own small business because of my disability',
      'will VR pay for an interpreter, hearing aids or assistive technology so I can work',
    ],
    keywords: ['vocational rehabilitation services', 'job placement', 'training costs', 'rehabilitation technology', 'interpreter services', 'self-employment', 'transportation', 'occupational tools and equipment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '732' },
    asks: [
      'I am fighting with my state vocational rehabilitation agency, is there a free advocate who can help me',
      'what does the client assistance program do and can it help me take legal action about my VR services',
      'who can explain my rights under the Rehabilitation Act and ADA employment rules for free',
    ],
    keywords: ['client assistance program', 'CAP', 'vocational rehabilitation advocacy', 'disability rights advocate', 'independent agency', 'legal remedies'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '733' },
    asks: [
      'my teen with a disability is still in high school, can vocational rehab help with job exploration and internships',
      'what are pre-employment transition services for students with disabilities',
      'can my student get workplace readiness training and self-advocacy instruction from VR before graduating',
    ],
    keywords: ['pre-employment transition services', 'Pre-ETS', 'students with disabilities', 'job exploration counseling', 'work-based learning', 'self-advocacy', 'transition from school'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '741' },
    asks: [
      'I live on a reservation and have a disability, is there a tribal vocational rehabilitation program for me',
      'can our tribe get a federal grant to run its own vocational rehabilitation services',
    ],
    keywords: ['tribal vocational rehabilitation', 'American Indian', 'reservation', 'Indian tribes grant', 'American Indian VR services'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '792' },
    asks: [
      'a post office or federally funded building has no accessible entrance, who enforces the accessibility standards',
      'what is the Access Board and can I complain to it about a building that is not wheelchair accessible',
    ],
    keywords: ['Access Board', 'Architectural Barriers Act', 'accessibility standards', 'Architectural and Transportation Barriers Compliance Board', 'wheelchair access', 'federal buildings'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '794a' },
    asks: [
      'can I sue a school or hospital that gets federal money for disability discrimination, and get attorney fees',
      'I am a federal employee with a disability discrimination complaint, what remedies and court options do I have',
      'if I win a Section 504 case, can the court make the other side pay my lawyer',
    ],
    keywords: ['Section 504 remedies', 'attorney fees', 'prevailing party', 'federal employee disability complaint', 'Title VI remedies', 'private lawsuit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '794d' },
    asks: [
      'a federal agency website does not work with my screen reader, do they have to make it accessible',
      'I am a blind federal employee and the agency software is not usable for me, what law covers that',
      'what is Section 508 and how do I file a complaint about inaccessible federal technology',
    ],
    keywords: ['Section 508', 'electronic and information technology', 'accessible websites', 'screen reader', 'federal agency', 'Access Board standards', 'undue burden'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '794e' },
    asks: [
      'my disability is not developmental or mental illness, can the state protection and advocacy agency still help me',
      'is there a free legal advocacy group that protects the rights of people with physical disabilities',
    ],
    keywords: ['protection and advocacy', 'PAIR', 'individual rights', 'disability legal advocacy', 'legal and human rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '794f' },
    asks: [
      'I use a wheelchair and my doctor has no exam table or scale I can get onto, are there accessibility standards',
      'are mammogram and x-ray machines required to be accessible for people with disabilities',
    ],
    keywords: ['accessible medical diagnostic equipment', 'exam tables', 'weight scales', 'mammography', 'Access Board', 'wheelchair users'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '794g' },
    asks: [
      'a sheltered workshop wants to pay my 20 year old son with a disability less than minimum wage, is that allowed',
      'what has to happen before a young person with a disability can be paid a subminimum wage',
      'my daughter works below minimum wage under a 14(c) certificate, does she get career counseling every year',
    ],
    keywords: ['subminimum wage', '14(c) certificate', 'age 24 or younger', 'sheltered workshop', 'career counseling', 'competitive integrated employment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '795i' },
    asks: [
      'how long can vocational rehab pay for ongoing job supports for a youth with the most significant disabilities',
      'will VR keep paying for my job coach after I am settled in my job',
    ],
    keywords: ['supported employment services', 'extended services', 'youth with the most significant disabilities', '4 years', 'job coach'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '795j' },
    asks: [
      'who qualifies for supported employment services through vocational rehabilitation',
      'my son has the most significant disability, can he get a job coach through a supported employment program',
    ],
    keywords: ['supported employment eligibility', 'most significant disability', 'comprehensive assessment', 'youth with a disability', 'job coach'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '796b' },
    asks: [
      'who can get independent living services under the Rehabilitation Act',
      'I have a significant disability and do not want a job, just help living on my own, can I still get services',
    ],
    keywords: ['independent living services', 'eligibility', 'significant disability', 'living independently'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '796f-4' },
    asks: [
      'what does a center for independent living have to offer, like peer counseling and help moving out of a nursing home',
      'can a center for independent living refuse me because of my type of disability',
    ],
    keywords: ['center for independent living', 'peer counseling', 'consumer control', 'cross-disability services', 'independent living skills', 'nursing home transition', 'individual advocacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '796k' },
    asks: [
      'my 70 year old mother is losing her sight, is there a program to teach her braille and how to get around',
      'services for seniors who are blind, like mobility training, eyeglasses or reader services',
    ],
    keywords: ['older individuals who are blind', 'age 55 or older', 'independent living services', 'braille instruction', 'mobility training', 'visual aids'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter IV, part D: child support enforcement (sections without guides)
  {
    usc: { title: 42, section: '653' },
    asks: [
      'my child\'s father disappeared and stopped paying support, can the government help find where he lives and works',
      'how does the child support agency find out about my ex\'s new job, bank accounts and assets',
      'can the Federal Parent Locator Service be used to find a parent who took my child',
    ],
    keywords: ['Federal Parent Locator Service', 'locate noncustodial parent', 'child support enforcement', 'employer information', 'National Directory of New Hires', 'parental kidnapping'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '653a' },
    asks: [
      'my ex keeps switching jobs to dodge child support, do employers have to report new hires',
      'I just hired someone, why do I have to report new employees to the state directory of new hires',
    ],
    keywords: ['State Directory of New Hires', 'new hire reporting', 'employer reporting', 'income withholding', 'child support enforcement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '654' },
    asks: [
      'can I get help from the state child support agency even if I am not on welfare, and what fees can they charge',
      'I get Medicaid or food stamps and they say I must cooperate with child support against my abuser, is there a good cause exception',
      'will the child support agency give my address to my ex when I have a protective order against him',
      'my ex lives in another state, will my state child support office still help me collect',
    ],
    keywords: ['child support services application', 'application fee', 'annual fee $35', 'cooperation requirement', 'good cause exception', 'family violence', 'confidential address', 'interstate cases'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '654b' },
    asks: [
      'why do my child support payments have to go through the state disbursement unit instead of straight to my ex',
      'my employer withholds child support from my paycheck, where does the money get sent',
    ],
    keywords: ['State disbursement unit', 'child support payments', 'collection and disbursement', 'income withholding', 'payment processing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '656' },
    asks: [
      'I owe the state back child support because my kids were on welfare, can I get rid of it in bankruptcy',
      'the state says I owe it child support because my children got TANF or were in foster care, how is that amount set',
    ],
    keywords: ['assigned support', 'debt owed to the State', 'nondischargeable in bankruptcy', 'TANF', 'foster care', 'child support arrears'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '657' },
    asks: [
      'my ex paid child support but the state kept part of it because I was on welfare, is that allowed',
      'I used to get TANF, now that the state collects back support who gets paid first, me or the state',
      'why did the child support collected go to the government instead of to my family',
    ],
    keywords: ['distribution of child support', 'assigned arrears', 'family first', 'TANF recipients', 'pass-through', 'current support'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '659' },
    asks: [
      'my ex works for the federal government, can his paycheck be garnished for child support',
      'can alimony or child support be taken from a military member\'s or federal retiree\'s pay',
      'can my Social Security benefits be garnished for child support or alimony I owe',
      'does the United States honor a state wage withholding order for child support like a private employer',
    ],
    keywords: ['garnishment of federal pay', 'federal employees', 'military pay', 'child support withholding', 'alimony', 'legal process', 'United States as employer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '659a' },
    asks: [
      'my child\'s father moved abroad, can I enforce child support against him in another country',
      'I live overseas and my ex in the US owes support, can a state child support agency help me',
    ],
    keywords: ['international child support', 'foreign reciprocating country', 'Central Authority', 'support enforcement abroad', 'foreign support orders'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '660' },
    asks: [
      'can a child support case against a parent in another state be taken to federal court',
      'which federal court can hear a child support enforcement action certified by HHS',
    ],
    keywords: ['federal court jurisdiction', 'child support enforcement action', 'certified by HHS', 'district courts', 'interstate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '663' },
    asks: [
      'my ex hid our child in violation of the custody order, can the parent locator service help find them',
      'can a court deciding custody get information about where the other parent is living',
    ],
    keywords: ['parental kidnapping', 'Federal Parent Locator Service', 'child custody determination', 'locate child', 'unlawful taking of a child'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '664' },
    asks: [
      'my federal tax refund was taken for past-due child support, how can I dispute it',
      'my husband owes child support from before we married, can they take my share of our joint tax refund',
      'can the IRS intercept my ex\'s tax refund to pay the child support he owes me',
    ],
    keywords: ['tax refund offset', 'tax refund intercept', 'past-due support', 'joint return', 'injured spouse', 'notice and contest'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '665' },
    asks: [
      'my ex is on active duty in the military and is two months behind on child support, can it come out of his pay',
      'can the armed forces make a service member set up an allotment for child or spousal support',
    ],
    keywords: ['military allotment', 'uniformed services', 'active duty', 'child support arrears', 'spousal support', 'two months delinquent'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '666' },
    asks: [
      'can the state suspend my driver\'s license or professional license for unpaid child support',
      'I lost my job, can my back child support be reduced for the months before I asked for a modification',
      'can I ask the child support agency to review and change the amount of our support order every few years',
      'the man says he is not the father, can the court order a DNA test and how long can paternity be established',
      'can they report my child support arrears to credit bureaus or freeze my bank account',
    ],
    keywords: ['license suspension', 'no retroactive modification', 'review and adjustment', 'paternity establishment', 'genetic testing', 'income withholding', 'liens', 'credit reporting', 'financial institution data match'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '667' },
    asks: [
      'how is the amount of child support decided, does the judge have to follow the state guidelines',
      'the child support guideline amount is unfair in our case, can the judge order a different amount',
    ],
    keywords: ['child support guidelines', 'rebuttable presumption', 'deviation', 'written finding', 'support calculation', 'reviewed every 4 years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '669a' },
    asks: [
      'my bank gave my records to the child support agency without asking me, can I sue the bank',
      'can the child support office get my bank account information, and who can they share it with',
    ],
    keywords: ['financial records', 'bank disclosure', 'nonliability', 'child support agency', 'financial institution data match'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '669b' },
    asks: [
      'my ex keeps blocking my visits with my kids, are there programs for mediation or supervised visitation',
      'where can a noncustodial parent get help with a parenting plan or neutral drop-off and pickup',
    ],
    keywords: ['access and visitation programs', 'noncustodial parent', 'supervised visitation', 'parenting plan', 'mediation', 'neutral exchange'],
    checkedAgainst: '119-100',
  },
  // 28 U.S.C. 1738B: child support orders across states
  {
    usc: { title: 28, section: '1738B' },
    asks: [
      'I moved to another state with my kids, can a court here change the child support order from our old state',
      'does my new state have to enforce the child support order from the state where we divorced',
      'there are two child support orders from different states, which one counts',
      'which state\'s time limit applies when I try to collect old child support arrears in another state',
    ],
    keywords: ['full faith and credit', 'interstate child support', 'continuing exclusive jurisdiction', 'modification of support order', 'registration', 'statute of limitations arrears'],
    checkedAgainst: '119-100',
  },
  // 22 U.S.C. chapter 97: international child abduction remedies
  {
    usc: { title: 22, section: '9003' },
    asks: [
      'my ex brought our child to the US from another country without my consent, how do I file a Hague petition for return',
      'the other parent took our child abroad, what do I have to prove in court to get the child returned',
      'which court hears a Hague Convention case and what defenses can the parent who took the child raise',
    ],
    keywords: ['Hague Convention', 'international child abduction', 'petition for return', 'wrongful removal or retention', 'rights of access', 'exceptions to return'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '9004' },
    asks: [
      'while my Hague return case is pending, can the court stop the other parent from taking our child away again',
      'can the judge order temporary measures to protect my child during an international abduction case',
    ],
    keywords: ['provisional remedies', 'Hague Convention', 'prevent further removal', 'concealment', 'child well-being'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '9006' },
    asks: [
      'who is the US Central Authority for international child abduction cases and what does it do',
      'which agency do I contact to start an application for my child wrongfully taken to another country',
    ],
    keywords: ['United States Central Authority', 'Hague Convention', 'international parental abduction', 'Parent Locator Service', 'application for return'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '9007' },
    asks: [
      'do I have to pay a fee to file a Hague application for my abducted child',
      'if the court orders my child returned, can the parent who took them be made to pay my legal fees and travel',
    ],
    keywords: ['costs and fees', 'Hague Convention', 'legal fees', 'transportation costs', 'no application fee', 'clearly inappropriate'],
    checkedAgainst: '119-100',
  },
  // 25 U.S.C. chapter 21: Indian Child Welfare Act
  {
    usc: { title: 25, section: '1903' },
    asks: [
      'my child is eligible for tribal membership but not enrolled yet, does the Indian Child Welfare Act apply',
      'does ICWA apply to a custody fight between me and my ex in our divorce',
      'who counts as extended family of an Indian child, like a cousin or stepparent',
    ],
    keywords: ['Indian child', 'child custody proceeding', 'eligible for tribal membership', 'extended family member', 'Indian custodian', 'ICWA definitions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1911' },
    asks: [
      'our family lives on the reservation, can a state court take my child into foster care or must the tribal court decide',
      'can the tribe transfer my child\'s state foster care case to tribal court',
      'does the tribe have a right to join the state court case about my Native child',
    ],
    keywords: ['tribal court jurisdiction', 'exclusive jurisdiction', 'transfer to tribal court', 'tribe right to intervene', 'ICWA', 'full faith and credit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1912' },
    asks: [
      'CPS wants to put my Native American child in foster care, do they have to notify me and my tribe first',
      'I cannot afford a lawyer in my ICWA case to terminate my parental rights, do I get a court-appointed one',
      'what does the state have to prove to terminate my rights to my Indian child, and must it make active efforts first',
      'do I get extra time to prepare before the foster care hearing for my tribal child',
    ],
    keywords: ['ICWA notice', 'right to counsel', 'active efforts', 'clear and convincing evidence', 'beyond a reasonable doubt', 'qualified expert witness', 'termination of parental rights', 'registered mail'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1913' },
    asks: [
      'I signed papers giving up my Native baby right after birth, is my consent valid',
      'I agreed to put my child in foster care, can I take my consent back and get my child returned',
      'can I withdraw my consent to the adoption of my Indian child before the final decree',
      'my consent to the adoption was obtained by fraud, can the adoption be undone',
    ],
    keywords: ['voluntary consent', 'withdraw consent', 'consent before a judge', 'ten days after birth', 'fraud or duress', 'adoption decree', 'two years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1914' },
    asks: [
      'the state took my child without following ICWA notice or counsel rules, can I get the order thrown out',
      'can our tribe ask a court to invalidate a foster care placement that violated the Indian Child Welfare Act',
    ],
    keywords: ['petition to invalidate', 'ICWA violation', 'foster care placement', 'termination of parental rights', 'tribe standing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1915' },
    asks: [
      'my Native grandchild is being adopted by strangers, don\'t relatives get priority under ICWA',
      'what are the placement preferences for an Indian child in foster care or adoption',
      'can the tribe set its own order of who should foster or adopt our children',
    ],
    keywords: ['placement preferences', 'extended family', 'tribal foster home', 'Indian families', 'good cause', 'least restrictive setting', 'adoptive placement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1916' },
    asks: [
      'the adoption of my Indian child was set aside, can I petition to get custody back',
      'the adoptive parents gave up their rights to my biological child, do I get the child back',
    ],
    keywords: ['return of custody', 'adoption vacated', 'biological parent', 'Indian custodian', 'best interests of the child'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1917' },
    asks: [
      'I was adopted and think my birth parents were Native American, can the court tell me my tribe',
      'as an adult adoptee, how do I find out my tribal affiliation to protect my tribal rights',
    ],
    keywords: ['adult adoptee', 'tribal affiliation', 'biological parents', 'adoption records', 'tribal enrollment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1920' },
    asks: [
      'a relative kept my child after a visit and then filed for custody in state court, what happens under ICWA',
      'the person asking for custody of my Indian child took the child improperly, must the court send the child back',
    ],
    keywords: ['improper removal', 'retained after visit', 'decline jurisdiction', 'return of child', 'substantial and immediate danger'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1922' },
    asks: [
      'CPS took my child from the reservation in an emergency, when must the emergency placement end',
      'can the state remove a tribal child in an emergency, and when must the child be returned',
    ],
    keywords: ['emergency removal', 'imminent physical harm', 'Indian child', 'terminate emergency placement', 'ICWA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1951' },
    asks: [
      'I was adopted as an Indian child, how can I get information to enroll in my tribe',
      'my birth parent asked to stay anonymous, can my adopted child still be certified for tribal enrollment',
    ],
    keywords: ['adoption records', 'tribal enrollment', 'anonymity affidavit', 'Secretary of the Interior', 'adopted Indian child', 'confidentiality'],
    checkedAgainst: '119-100',
  },
  // 52 U.S.C. subtitle I: voting rights (sections without guides)
  {
    usc: { title: 52, section: '10102' },
    asks: [
      'can military officers or troops be used to set who may vote or to interfere with an election',
      'soldiers were ordered to the polls, is it legal for the armed forces to interfere with voting',
    ],
    keywords: ['military interference with elections', 'armed forces', 'freedom of elections', 'voter qualifications', 'right of suffrage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '10302' },
    asks: [
      'in a lawsuit over racial discrimination in voting, can the court send federal observers to our elections',
      'can a court require our county to get federal approval before changing voting rules after finding discrimination',
    ],
    keywords: ['federal observers', 'bail-in', 'preclearance', 'voting rights lawsuit', 'fourteenth and fifteenth amendments', 'suspension of tests'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '10306' },
    asks: [
      'our town charges a fee to vote, is a poll tax legal',
      'can a state make people pay a tax or fee before they are allowed to vote in local elections',
    ],
    keywords: ['poll tax', 'fee to vote', 'Attorney General action', 'twenty-fourth amendment', 'voting precondition'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '10308' },
    asks: [
      'I was registered and eligible but was turned away at the polls, can the Justice Department step in to get my vote counted',
      'is it a federal crime to tamper with ballots or stop people from voting because of race',
      'can the Attorney General sue to stop someone about to interfere with voting rights',
    ],
    keywords: ['voting rights violations', 'ballot tampering', 'Attorney General injunction', 'conspiracy to interfere with voting', 'counting ballots', 'criminal penalties'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '10501' },
    asks: [
      'can the election office make me pass a reading or literacy test before I register to vote',
      'the registrar said I need two registered voters to vouch for me, is that allowed',
      'can I be denied a vote because of my education level or for not having good moral character',
    ],
    keywords: ['literacy test', 'test or device', 'voucher requirement', 'good moral character', 'voter registration', 'educational requirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '10502' },
    asks: [
      'I moved to a new state less than 30 days before the presidential election, where can I vote for president',
      'how late can I register or request an absentee ballot to vote for President',
      'can a state refuse my presidential vote because I have not lived there long enough',
    ],
    keywords: ['durational residency requirement', 'presidential election', 'moved before election', 'absentee ballot deadline', 'thirty days', 'vote in prior state'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '10701' },
    asks: [
      'our county makes it hard for college students and 18 year olds to vote, who enforces the 26th Amendment',
      'is it a crime to deny an 18 year old the right to vote because of their age',
    ],
    keywords: ['twenty-sixth amendment', 'voting age 18', 'young voters', 'Attorney General enforcement', 'age discrimination in voting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20503' },
    asks: [
      'what are the ways I can register to vote for federal elections, like at the DMV, by mail or in person',
      'does the National Voter Registration Act apply in a state with same-day registration at the polls',
    ],
    keywords: ['voter registration methods', 'motor voter', 'mail registration', 'in-person registration', 'National Voter Registration Act', 'election day registration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20506' },
    asks: [
      'should the welfare office or disability services office offer me a chance to register to vote',
      'the benefits office did not help me fill out a voter registration form, are they supposed to',
      'can a public assistance caseworker pressure me about which party to register with',
    ],
    keywords: ['voter registration agencies', 'public assistance offices', 'disability services offices', 'registration assistance', 'agency-based registration', 'no coercion'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20510' },
    asks: [
      'the state is breaking the motor voter law, can I sue and do I have to send notice first',
      'how close to an election can I go straight to court over a voter registration violation',
      'if I win a National Voter Registration Act lawsuit, do I get attorney fees',
    ],
    keywords: ['NVRA private right of action', 'notice to chief election official', '90 days', '20 days', 'attorney fees', 'Attorney General civil action'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20511' },
    asks: [
      'someone threatened me for registering voters in my neighborhood, is that a federal crime',
      'is it a crime to submit fake voter registration forms or fraudulent ballots in a federal election',
    ],
    keywords: ['voter intimidation', 'election fraud', 'false voter registration', 'fraudulent ballots', 'federal election', 'criminal penalties'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '21081' },
    asks: [
      'I am blind, does my polling place have to have a voting machine I can use privately and independently',
      'the voting machine did not let me check or fix my ballot before it was counted, is that required',
      'what happens if I vote for two candidates for the same office by mistake, should the machine warn me',
    ],
    keywords: ['voting system standards', 'accessible voting machine', 'private and independent voting', 'overvote notice', 'correct ballot', 'alternative language', 'audit capacity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '21083' },
    asks: [
      'I registered to vote by mail and this is my first time voting, what ID do I need to bring',
      'can I use a utility bill or bank statement instead of a photo ID as a first-time voter',
      'how does the state keep its voter list and remove names, and what number do I put on my registration',
    ],
    keywords: ['statewide voter registration list', 'first-time voters', 'registered by mail', 'voter ID', 'utility bill', 'provisional ballot', 'driver\'s license number', 'list maintenance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '21112' },
    asks: [
      'how do I file a complaint with the state about voting machine or provisional ballot problems',
      'I filed a HAVA complaint with the state, how long do they have to decide and can I get a hearing',
    ],
    keywords: ['HAVA complaint', 'state administrative complaint procedure', 'notarized complaint', 'hearing on the record', '90 days', 'alternative dispute resolution'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '21061' },
    asks: [
      'my polling place was not wheelchair accessible, can the protection and advocacy agency help me vote',
      'who helps people with disabilities register, get to the polls and cast a ballot',
    ],
    keywords: ['protection and advocacy', 'voters with disabilities', 'polling place accessibility', 'voting assistance', 'electoral participation'],
    checkedAgainst: '119-100',
  },
  // 52 U.S.C. chapter 203: military and overseas voters (sections without guides)
  {
    usc: { title: 52, section: '20303' },
    asks: [
      'I am stationed overseas and my absentee ballot never arrived, can I use the federal write-in absentee ballot',
      'I live abroad and requested a ballot in time but did not receive it, is there a backup ballot',
    ],
    keywords: ['Federal write-in absentee ballot', 'FWAB', 'overseas voters', 'absent uniformed services voters', 'backup ballot'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20304' },
    asks: [
      'I am deployed overseas, how does my marked absentee ballot get back to election officials in time',
      'does the military collect and deliver ballots from troops stationed abroad',
    ],
    keywords: ['military ballot delivery', 'overseas uniformed services voters', 'marked absentee ballots', 'expedited mail', 'Presidential designee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20306' },
    asks: [
      'the election office rejected my military absentee ballot request because I sent it too early in the year, can they do that',
      'as a service member, can I send my voter registration and ballot request in January for the November election',
    ],
    keywords: ['early submission', 'absentee ballot application', 'uniformed services voter', 'post card form', 'refusal of application'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20307' },
    asks: [
      'my state is not following the military and overseas absentee voting law, who can sue to enforce it',
      'can the Justice Department take a state to court over UOCAVA violations',
    ],
    keywords: ['UOCAVA enforcement', 'Attorney General', 'declaratory relief', 'injunctive relief', 'military voting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20310' },
    asks: [
      'I moved overseas years ago, can I still vote in federal elections where I last lived in the US',
      'does a military spouse living away from home count as an absent uniformed services voter',
      'does a merchant marine sailor count as a military voter for absentee voting',
    ],
    keywords: ['overseas voter', 'absent uniformed services voter', 'military spouse', 'merchant marine', 'last domicile', 'UOCAVA definitions'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapters 13 and 13A: school meals and child nutrition (sections without guides)
  {
    usc: { title: 42, section: '1758b' },
    asks: [
      'our school sells junk food all day, does the district have to have a wellness policy on food and exercise',
      'can parents help write the school district\'s wellness policy on nutrition and physical activity',
    ],
    keywords: ['local school wellness policy', 'nutrition guidelines', 'physical activity', 'parent participation', 'school food'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1761' },
    asks: [
      'my kids get free lunch at school, where can they get free meals during the summer',
      'our church wants to run a summer meal site for children, who can sponsor the summer food program',
    ],
    keywords: ['Summer Food Service Program', 'summer meals', 'free meals for children', 'meal sites', 'sponsors', 'low-income areas'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1762' },
    asks: [
      'what is Summer EBT and will my kids get grocery benefits over the summer',
      'my child gets free school meals, are we automatically enrolled in summer EBT or do I have to apply',
    ],
    keywords: ['Summer EBT', 'summer grocery benefits', 'automatic enrollment', 'free or reduced price meals', 'EBT card'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1766' },
    asks: [
      'I run a home daycare, can I get reimbursed for the meals and snacks I serve the kids',
      'does the food program cover meals at adult day care centers for seniors or disabled adults',
      'our homeless shelter serves kids dinner, can we get money from the child and adult care food program',
    ],
    keywords: ['Child and Adult Care Food Program', 'CACFP', 'family day care homes', 'child care centers', 'adult day care', 'meal reimbursement', 'emergency shelters'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1766a' },
    asks: [
      'can my child get a free snack at the after-school program at school',
      'does the school lunch program pay for snacks in afterschool care with an enrichment purpose',
    ],
    keywords: ['afterschool snacks', 'meal supplements', 'afterschool care', 'at-risk children', 'school lunch program'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1772' },
    asks: [
      'our preschool or summer camp does not serve meals, can we get milk for the kids through a federal program',
      'can kindergarteners in a half-day program get free milk at school',
    ],
    keywords: ['Special Milk Program', 'free milk', 'fluid milk', 'summer camps', 'child-care centers', 'split-session kindergarten'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1773' },
    asks: [
      'my child qualifies for free lunch, can she get free breakfast at school too',
      'how much can a school charge for a reduced-price breakfast',
      'does our school have to offer a breakfast program and what nutrition rules apply',
    ],
    keywords: ['School Breakfast Program', 'free breakfast', 'reduced price breakfast', 'severe need schools', 'nutrition requirements'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1791' },
    asks: [
      'if my restaurant donates leftover food to a food bank and someone gets sick, can I be sued',
      'is a grocery store protected from liability when it donates food past its sell-by date',
      'can our nonprofit be held liable for the condition of donated food we give to needy people',
    ],
    keywords: ['Good Samaritan Food Donation Act', 'food donation liability', 'apparently wholesome food', 'gross negligence', 'food bank', 'gleaning'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 94: low-income home energy assistance (sections without guides)
  {
    usc: { title: 42, section: '8623' },
    asks: [
      'my heat is being shut off and I applied for emergency energy help, how fast do they have to act',
      'our power is cut in a heat wave and it is life-threatening, how quickly must energy crisis assistance come',
    ],
    keywords: ['energy crisis intervention', 'LIHEAP', '48 hours', '18 hours', 'life-threatening', 'shutoff'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '8624' },
    asks: [
      'who qualifies for LIHEAP help with heating and cooling bills, is it based on income or SNAP and SSI',
      'my LIHEAP application was denied or ignored, can I get a fair hearing',
      'will energy assistance count as income and cut my food stamps or other benefits',
      'the state paid my utility company directly, will they tell me how much and can the company treat me worse',
    ],
    keywords: ['LIHEAP eligibility', '150 percent of poverty', '60 percent of state median income', 'fair hearing', 'not counted as income', 'weatherization', 'utility payments'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '8625' },
    asks: [
      'I was refused energy assistance because of my race or national origin, what law prohibits that',
      'can a heating assistance program discriminate based on sex, age or disability',
    ],
    keywords: ['LIHEAP nondiscrimination', 'race', 'national origin', 'sex', 'age discrimination', 'disability'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 105, subchapter II: Head Start (sections without guides)
  {
    usc: { title: 42, section: '9840' },
    asks: [
      'who qualifies for Head Start, is it based on income, and are homeless children eligible',
      'our income is a little over the poverty line, can my preschooler still get into Head Start',
      'does Head Start charge families a fee to attend',
    ],
    keywords: ['Head Start eligibility', 'poverty line', 'homeless children', '130 percent of poverty', 'no fees', 'public assistance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9840a' },
    asks: [
      'I am pregnant and low-income, can I get services from Early Head Start',
      'is there a Head Start program for babies and toddlers under 3',
    ],
    keywords: ['Early Head Start', 'pregnant women', 'infants and toddlers', 'under age 3', 'family support services', 'home-based services'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9849' },
    asks: [
      'the Head Start program will not hire me or enroll my child because of my religion or politics, is that allowed',
      'can a Head Start program turn away a child with a disability',
    ],
    keywords: ['Head Start nondiscrimination', 'race', 'creed', 'political affiliation', 'sex discrimination', 'disability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9852a' },
    asks: [
      'Head Start wants to do a physical exam on my child, do they need my written permission',
      'can a Head Start program do an invasive medical exam on my kid without asking me',
    ],
    keywords: ['parental consent', 'intrusive physical examination', 'Head Start', 'written consent', 'child health exam'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 105, subchapter II-B: child care and development block grant (sections without guides)
  {
    usc: { title: 42, section: '9858c' },
    asks: [
      'can I use a child care subsidy voucher at the provider I choose instead of a contracted center',
      'my hours changed at work, will I lose my child care assistance before the year is up',
      'am I allowed to visit my child at the subsidized daycare any time during the day',
      'where can I see inspection reports and complaints about a child care provider',
    ],
    keywords: ['child care subsidy', 'parental choice', 'child care certificate', '12-month eligibility', 'unlimited parental access', 'parental complaints', 'inspection reports', 'sliding fee scale'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9858f' },
    asks: [
      'does my child\'s daycare have to run fingerprint background checks on staff',
      'can a subsidized child care center hire someone on the sex offender registry or with a violent felony',
      'what background checks must child care workers pass, including states they lived in before',
    ],
    keywords: ['child care background checks', 'FBI fingerprint check', 'sex offender registry', 'child abuse registry', 'disqualifying crimes', 'child care staff'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9858j' },
    asks: [
      'where can I report suspected abuse or safety violations at a daycare anonymously',
      'is there a national hotline or website to help parents find child care',
    ],
    keywords: ['child care hotline', 'report child care abuse', 'anonymous report', 'consumer education', 'childcare.gov'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9858l' },
    asks: [
      'can a religious daycare that takes subsidy money refuse my child because of our religion',
      'can a faith-based child care center require staff to follow its religious teachings',
    ],
    keywords: ['religious discrimination', 'sectarian child care', 'subsidized child care', 'employment', 'nondiscrimination'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9858n' },
    asks: [
      'my child is 12, is she still young enough for child care assistance and what income limit applies',
      'I am in school or job training, not working, can I still get child care subsidy',
      'can I use my child care certificate at a church-run daycare',
    ],
    keywords: ['eligible child', 'under 13', '85 percent of state median income', 'working or in school', 'job training', 'protective services'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 21, subchapter I-A: rights of people in institutions (sections without guides)
  {
    usc: { title: 42, section: '1997' },
    asks: [
      'does the federal law on abuse in state institutions cover county jails, juvenile detention and state nursing homes',
      'my brother is in a state psychiatric hospital, is that an institution the Justice Department can investigate',
    ],
    keywords: ['institution', 'jail', 'prison', 'juvenile facility', 'state nursing home', 'psychiatric hospital', 'CRIPA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1997d' },
    asks: [
      'I reported abuse at the state facility where I work or live, can they punish me for reporting it',
      'staff at the jail retaliated after I told the Justice Department about conditions, is that illegal',
    ],
    keywords: ['retaliation', 'reporting conditions', 'institutionalized persons', 'CRIPA', 'whistleblower'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 144: developmental disabilities (sections without guides)
  {
    usc: { title: 42, section: '15002' },
    asks: [
      'does my son\'s autism count as a developmental disability, what is the definition',
      'my disability started after age 22, can it still be a developmental disability',
      'my toddler has a developmental delay, can she be considered to have a developmental disability',
    ],
    keywords: ['developmental disability', 'before age 22', 'substantial functional limitations', 'major life activities', 'developmental delay', 'birth to age 9'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '15009' },
    asks: [
      'does my adult daughter with an intellectual disability have a right to services in the least restrictive setting',
      'the group home uses restraints and seclusion on my son, what standards should such programs meet',
    ],
    keywords: ['rights of individuals with developmental disabilities', 'least restrictive setting', 'habilitation', 'freedom from abuse and neglect', 'physical restraint', 'seclusion'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '15043' },
    asks: [
      'I think my sister with a developmental disability is being abused in her group home, can the protection and advocacy agency investigate',
      'can a disability rights advocate get my son\'s records and visit him at the facility',
      'is there a free legal advocacy agency for people with developmental disabilities in my state',
    ],
    keywords: ['protection and advocacy system', 'investigate abuse and neglect', 'access to records', 'disability rights', 'developmental disabilities', 'legal advocacy'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 35: Older Americans Act (sections without guides)
  {
    usc: { title: 42, section: '3020a' },
    asks: [
      'will senior center meals or services from the aging office count as income for my other benefits',
      'does getting Older Americans Act help at home make me lose Medicaid or SSI because it counts as a benefit',
    ],
    keywords: ['not treated as income', 'Older Americans Act services', 'benefit eligibility', 'senior programs'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3020e-1' },
    asks: [
      'my old employer says I have no pension, where can I get free help figuring out my retirement benefits',
      'is there a free pension counseling program that helps me file a claim or complaint about my retirement benefits',
    ],
    keywords: ['pension counseling', 'pension claims', 'retirement benefits help', 'pension rights', 'Administration on Aging'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3030c-1' },
    asks: [
      'my mother gets in-home help through the area agency on aging, what rights does she have if the service is bad',
      'can the home care aide agency cut my father\'s in-home services without telling him first',
    ],
    keywords: ['in-home services', 'rights of older individuals', 'grievance without reprisal', 'confidentiality of records', 'advance notice of changes', 'frail older individuals'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3030c-2' },
    asks: [
      'can the senior center make me pay for home-delivered meals or legal help',
      'my income is below the poverty line, can the aging office charge me a share of the cost of services',
      'can they count my savings or house when asking me to pay for senior services',
    ],
    keywords: ['cost sharing', 'voluntary contributions', 'sliding scale', 'home-delivered meals', 'poverty line', 'assets not considered'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3030s-1' },
    asks: [
      'I take care of my elderly father at home and I am burned out, can I get respite care',
      'I am a grandparent raising my grandkids, is there caregiver support and counseling for me',
    ],
    keywords: ['National Family Caregiver Support Program', 'respite care', 'family caregivers', 'older relative caregivers', 'support groups', 'caregiver training'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3056' },
    asks: [
      'I am 60, low income and out of work, is there a program that pays older people for community service jobs',
      'how does the senior community service employment program help older workers find jobs',
    ],
    keywords: ['Senior Community Service Employment Program', 'SCSEP', 'age 55 or older', 'low-income older workers', 'community service employment', 'job training'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3056g' },
    asks: [
      'will my pay from the senior community service job count against my food stamps or housing assistance',
      'does SCSEP income count when figuring rent in public housing',
    ],
    keywords: ['SCSEP wages', 'not counted as income', 'SNAP', 'federal housing', 'older workers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3056p' },
    asks: [
      'who is eligible for the senior community service employment program, what age and income',
      'does unemployment or SSI count as income when checking if I qualify for the older worker program',
    ],
    keywords: ['eligible individual', 'age 55 or older', '125 percent of the poverty line', 'SCSEP eligibility', 'income exclusions'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 110: family violence prevention and services (sections without guides)
  {
    usc: { title: 42, section: '10406' },
    asks: [
      'will the domestic violence shelter share my name or location with anyone, like my abuser',
      'do I have to pay or prove low income to get help from a domestic violence program',
      'can a shelter turn me away because of my religion or sex',
    ],
    keywords: ['confidentiality', 'personally identifying information', 'written consent', 'no fees', 'no income eligibility', 'domestic violence shelter', 'nondiscrimination'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '10408' },
    asks: [
      'what help can a domestic violence shelter give me besides a bed, like safety planning or counseling',
      'are there services for my kids who saw the abuse at home',
    ],
    keywords: ['domestic violence shelter', 'safety planning', 'counseling', 'supportive services', 'children exposed to violence', 'legal advocacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '10412' },
    asks: [
      'my children witnessed domestic violence, are there programs that help kids and the abused parent together',
      'is there counseling or support for a child exposed to dating or family violence at home',
    ],
    keywords: ['children exposed to domestic violence', 'abused parents', 'specialized services', 'dating violence', 'family violence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '10413' },
    asks: [
      'is there a 24 hour national hotline I can call about domestic or dating violence',
      'my friend is being abused by her partner, who can I call for advice any time of day',
    ],
    keywords: ['National Domestic Violence Hotline', '24-hour hotline', 'toll-free', 'dating violence', 'domestic violence help'],
    checkedAgainst: '119-100',
  },
  // further sections in the chapters above (second round)
  {
    usc: { title: 29, section: '721' },
    asks: [
      'vocational rehab put me on a waiting list because of an order of selection, is that allowed',
      'VR says I must use my health insurance or other benefits before they will pay for a service, can they require that',
      'I was not high enough on the VR priority list, can I still get information and referral help',
    ],
    keywords: ['order of selection', 'waiting list', 'most significant disabilities first', 'comparable services and benefits', 'vocational rehabilitation state plan', 'information and referral'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1780' },
    asks: [
      'will free school breakfast or milk for my kids count as income for my welfare benefits or taxes',
      'does the value of child nutrition help count as a resource when I apply for public assistance',
    ],
    keywords: ['not counted as income', 'child nutrition assistance', 'school breakfast', 'public assistance eligibility', 'taxation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9858k' },
    asks: [
      'can child care subsidy money pay for religious instruction or worship at a church daycare',
      'can I use a child care subsidy for my school-age kid during regular school hours or for tutoring that replaces school',
    ],
    keywords: ['sectarian purposes', 'religious instruction', 'child care subsidy limits', 'school-age children', 'regular school day'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3030d' },
    asks: [
      'can the area agency on aging help my elderly mom with transportation, homemaker help or legal assistance',
      'my grandfather is facing a guardianship case, can senior legal services represent him',
      'are there free services for seniors like falls prevention, counseling or help with health insurance questions',
    ],
    keywords: ['supportive services', 'area agency on aging', 'legal assistance for older individuals', 'transportation', 'homemaker services', 'guardianship representation', 'falls prevention'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3030e' },
    asks: [
      'where can my elderly father get a free or low-cost hot lunch with other seniors',
      'do senior centers have to serve meals five days a week under the Older Americans Act',
    ],
    keywords: ['congregate meals', 'senior nutrition program', 'hot meal', 'senior center', 'nutrition education', 'five days a week'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3030f' },
    asks: [
      'my mother cannot leave the house, can she get meals on wheels delivered',
      'how often do home-delivered meals for seniors come, and can they be frozen meals',
    ],
    keywords: ['home-delivered meals', 'meals on wheels', 'homebound seniors', 'senior nutrition', 'five days a week'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '10303' },
    asks: [
      'our county only gives ballots and voting instructions in English though many voters speak Spanish, is that allowed',
      'can a state or county get out from under federal voting rights coverage, called bailout',
    ],
    keywords: ['language minority groups', 'English-only elections', 'bilingual ballots', 'bailout', 'tests or devices', 'coverage formula'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '10305' },
    asks: [
      'how do federal observers get sent to watch voting at our polling places',
      'what can federal election observers do at the polls and when can they be sent',
    ],
    keywords: ['federal observers', 'polling places', 'Attorney General certification', 'meritorious complaints', 'voting rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20301' },
    asks: [
      'I am in the military overseas, what is the federal post card application for registering and requesting a ballot',
      'which federal office helps military and overseas citizens vote absentee',
    ],
    keywords: ['Federal Post Card Application', 'Federal Voting Assistance Program', 'Presidential designee', 'overseas voters', 'military voters', 'absentee registration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '21111' },
    asks: [
      'who can sue a state that fails to offer provisional ballots or accessible voting machines',
      'can the Justice Department go to court over voter ID and voter list rules under the Help America Vote Act',
    ],
    keywords: ['HAVA enforcement', 'Attorney General', 'injunctive relief', 'voting system requirements', 'provisional ballots', 'statewide voter list'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '21083a' },
    asks: [
      'can congressional election observers watch ballot counting and recounts in our county',
      'what are election observers sent by Congress allowed and not allowed to do at the polls',
    ],
    keywords: ['congressional election observers', 'access to ballot counting', 'canvass', 'recount', 'ballot secrecy', 'observer restrictions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '652' },
    asks: [
      'I owe back child support and my passport application was denied, how much arrears triggers that',
      'can the State Department revoke my passport because I am behind on child support',
      'can the IRS be asked to collect overdue child support like a tax debt',
    ],
    keywords: ['passport denial', 'child support arrears', '$2,500', 'Secretary of State', 'IRS full collection', 'Office of Child Support Enforcement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1921' },
    asks: [
      'our state law gives parents more protection than ICWA in custody cases, which standard does the court use',
      'if state law is stronger than the Indian Child Welfare Act, does the judge have to follow the higher standard',
    ],
    keywords: ['higher standard of protection', 'ICWA', 'state law', 'parent rights', 'Indian custodian'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '9005' },
    asks: [
      'do the foreign custody papers in my Hague return case need to be authenticated or apostilled to be used in court',
      'can the court accept my child abduction application documents from abroad without certification',
    ],
    keywords: ['admissibility of documents', 'no authentication required', 'Hague Convention', 'petition for return', 'foreign documents'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1759a' },
    asks: [
      'our school gives free breakfast and lunch to every student without applications, how does that work',
      'what is the community eligibility provision for school meals',
    ],
    keywords: ['community eligibility provision', 'free meals for all students', 'identified students', 'special assistance payments', 'no application', 'school lunch'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9837' },
    asks: [
      'as a Head Start parent, can I be elected to the policy council that runs the program',
      'who makes decisions at our Head Start program, do parents have a say',
    ],
    keywords: ['Head Start policy council', 'parent majority', 'parent involvement', 'governing body', 'Head Start agency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9839' },
    asks: [
      'can the public see a Head Start agency\'s budget, books and annual report',
      'the Head Start director hires only friends and relatives, are there rules against favoritism',
    ],
    keywords: ['Head Start administrative standards', 'public access to records', 'annual report', 'favoritism', 'political bias', 'staff accountability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 52, section: '20508' },
    asks: [
      'what is on the national mail voter registration form and does it have to be notarized',
      'who makes the federal mail-in voter registration form and what can it ask me for',
    ],
    keywords: ['national mail voter registration form', 'Election Assistance Commission', 'no notarization', 'citizenship attestation', 'penalty of perjury'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1769a' },
    asks: [
      'our elementary school hands out free fruit and vegetable snacks, what program is that and who qualifies',
      'how can our elementary school join the free fresh fruit and vegetable program',
    ],
    keywords: ['Fresh Fruit and Vegetable Program', 'elementary schools', 'free fruits and vegetables', 'school snacks', 'low-income schools'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 29, section: '728a' },
    asks: [
      'I own a business and want to hire people with disabilities, can the state vocational rehabilitation agency help us',
      'can VR train my managers on disability awareness and the ADA and help recruit qualified disabled applicants',
    ],
    keywords: ['services for employers', 'vocational rehabilitation', 'hiring people with disabilities', 'disability awareness training', 'recruitment', 'work-based learning'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3030g-21' },
    asks: [
      'my dad is diabetic, do senior center and meals on wheels menus have to meet his dietary needs',
      'what nutrition standards must meals for seniors meet, and can they be adjusted for cultural preferences',
    ],
    keywords: ['senior meal nutrition standards', 'Dietary Guidelines for Americans', 'dietitian', 'special dietary needs', 'medically tailored meals', 'cultural preferences'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1760' },
    asks: [
      'will my kids\' free school lunches count as income for taxes, welfare or other benefits',
      'does our school have to buy American-grown food for school lunches',
      'can the school cafeteria be used to run a meal program for senior citizens',
    ],
    keywords: ['school lunch not counted as income', 'Buy American', 'domestic commodities', 'school food authority', 'elderly nutrition program', 'paid lunch price'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3002' },
    asks: [
      'I am 58, am I old enough for Older Americans Act programs like senior meals, or does it start at 60',
      'what does self-neglect mean for an elderly person who can no longer take care of themselves or their money',
      'my aunt needs help with daily activities like bathing and dressing, does she count as frail for in-home services',
    ],
    keywords: ['older individual', 'age 60', 'self-neglect', 'frail', 'activities of daily living', 'Older Americans Act definitions'],
    checkedAgainst: '119-100',
  },
];
