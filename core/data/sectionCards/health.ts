import type { SectionCard } from './types';

/** Section cards: see ./types.ts. Each one read against the section's official text. */
export const healthCards: SectionCard[] = [
  // 42 U.S.C. chapter 6A, subchapter XXV: requirements for health insurance coverage
  {
    usc: { title: 42, section: '300gg-9' },
    asks: [
      'shopping for an individual or small business health plan, can I ask the insurer how and why it can raise my premium',
      'the insurance company will not tell me what plans and premiums I qualify for, does it have to give that information on request',
    ],
    keywords: [
      'insurer disclosure',
      'premium rate changes',
      'small employer health insurance',
      'individual health insurance',
      'plan information on request',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-16' },
    asks: [
      'my company health plan gives executives better coverage than regular workers, is it allowed to favor highly paid employees',
      'insured group health plan only covers managers or pays more for top earners, is that discrimination under the rules',
    ],
    keywords: [
      'highly compensated individuals',
      'nondiscrimination rules',
      'group health plan eligibility',
      'executive health benefits',
      'section 105(h)',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-19b' },
    asks: [
      'the pharmacist said my copay is more than the cash price, can my insurance stop the pharmacy from telling me that',
      'is it cheaper to pay cash for my prescription than use my insurance, is the pharmacist allowed to tell me',
      'pharmacy benefit manager gag clause that keeps pharmacists from saying the drug costs less without insurance',
    ],
    keywords: [
      'pharmacy gag clause',
      'cash price of prescription',
      'prescription copay',
      'pharmacy benefit manager',
      'PBM',
      'out-of-pocket drug cost',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-41' },
    asks: [
      'I lost my job health plan after years of coverage and want to buy my own policy, can the insurer turn me down or exclude my condition',
      'used up COBRA after 18 months of group coverage, is an individual insurer required to sell me a plan',
    ],
    keywords: [
      'guaranteed availability',
      'individual health insurance',
      'prior group coverage',
      'creditable coverage',
      'preexisting condition exclusion',
      'HIPAA eligible individual',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-42' },
    asks: [
      'my individual health insurance company says it will not renew my policy next year, when can it drop me',
      'insurer cancelled my own health plan, is it only allowed for unpaid premiums, fraud, moving away or leaving the market',
    ],
    keywords: [
      'guaranteed renewability',
      'nonrenewal of health insurance',
      'policy cancellation',
      'individual market',
      'nonpayment of premiums',
      'discontinued plan',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-46' },
    asks: [
      'how much commission does the insurance broker get for signing me up for my health plan, does the insurer have to tell me',
      'short-term health plan sold by an agent, do I have a right to know the agent compensation before I enroll',
    ],
    keywords: [
      'broker compensation disclosure',
      'agent commission',
      'individual health insurance',
      'short-term limited duration insurance',
      'enrollment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-51' },
    asks: [
      'I bought my own health plan, does it have to cover at least 48 hours in the hospital after giving birth or 96 after a C-section',
      'my individual insurance wants to send me and my newborn home the day after delivery, is there a minimum hospital stay',
    ],
    keywords: [
      'newborns and mothers hospital stay',
      'maternity length of stay',
      'childbirth coverage',
      'cesarean section',
      'individual health insurance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-52' },
    asks: [
      'I have my own individual health plan, does it have to pay for breast reconstruction after my mastectomy',
      'insurer I bought on my own refuses reconstructive surgery after breast cancer, is that allowed',
    ],
    keywords: [
      'breast reconstruction',
      'mastectomy coverage',
      "Women's Health and Cancer Rights Act",
      'individual health insurance',
      'breast cancer',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-54' },
    asks: [
      'my college kid has to take a medical leave from school, will they lose coverage on my individual health plan as a student dependent',
      'student covered as a dependent must drop to part-time for an illness, can the insurer end their coverage',
    ],
    keywords: [
      "Michelle's Law",
      'dependent student coverage',
      'medically necessary leave of absence',
      'college student health insurance',
      'individual market',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-61' },
    asks: [
      'my individual health insurer is breaking the federal insurance rules, who enforces them, the state or the federal government',
      'who do I complain to when a health insurance company in my state ignores the individual market protections',
    ],
    keywords: [
      'enforcement',
      'state insurance department',
      'individual health insurance',
      'HHS enforcement',
      'insurance complaint',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 157: Affordable Care Act
  {
    usc: { title: 42, section: '18003' },
    asks: [
      'where can I look up affordable health insurance options in my state, including Medicaid, CHIP and small business plans',
      'is there an official government website to compare health coverage I can get',
    ],
    keywords: [
      'healthcare website',
      'coverage options portal',
      'affordable health insurance',
      'Medicaid and CHIP information',
      'small business coverage',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18014' },
    asks: [
      'I work overseas for a U.S. company and have an expatriate health plan, do the Affordable Care Act rules apply to it',
      'does an expat health insurance plan count as minimum essential coverage',
    ],
    keywords: [
      'expatriate health plan',
      'working abroad health insurance',
      'minimum essential coverage',
      'Affordable Care Act exemption',
      'expat insurance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18021' },
    asks: [
      'will the same marketplace plan cost me more if I buy it through an agent or directly from the insurer instead of the Exchange',
      'what makes a plan a qualified health plan sold on the Exchange, does it have to cover essential health benefits',
    ],
    keywords: [
      'qualified health plan',
      'QHP',
      'Exchange certification',
      'essential health benefits',
      'same premium rate',
      'silver and gold plans',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18051' },
    asks: [
      'my income is too high for Medicaid but low, does my state have a basic health program instead of buying on the Exchange',
      'state basic health program premiums, can they be more than the second lowest silver plan would cost me',
    ],
    keywords: [
      'basic health program',
      'low-income coverage',
      'not eligible for Medicaid',
      'standard health plan',
      'second lowest cost silver plan',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18083' },
    asks: [
      'do I have to fill out separate applications for Medicaid, CHIP and marketplace subsidies, or is there one form',
      'I applied on the Exchange and they said I qualify for Medicaid, am I enrolled in Medicaid automatically',
      'can I apply for health coverage help online, by phone, by mail or in person',
    ],
    keywords: [
      'single streamlined application',
      'Exchange enrollment',
      'Medicaid eligibility screening',
      'CHIP enrollment',
      'premium tax credit application',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18092' },
    asks: [
      'I got a letter from the IRS saying I have no health insurance and telling me about the marketplace, why did they send it',
      'the IRS notice says I am not enrolled in minimum essential coverage, what is it about',
    ],
    keywords: [
      'IRS notice',
      'notification of nonenrollment',
      'minimum essential coverage',
      'uninsured taxpayer',
      'health insurance Exchange',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18113' },
    asks: [
      'my doctor will not take part in assisted suicide, can a hospital or government punish a doctor or hospital for refusing',
      'is a health care provider that gets federal funding allowed to be discriminated against for not offering euthanasia',
    ],
    keywords: [
      'assisted suicide',
      'euthanasia',
      'conscience protection',
      'health care provider discrimination',
      'medical aid in dying',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18115' },
    asks: [
      'does my business or insurance company have to join federal health insurance programs created by Obamacare',
      'can I be fined for choosing not to participate in a federal health program set up by the Affordable Care Act',
    ],
    keywords: [
      'freedom not to participate',
      'federal health insurance program',
      'Affordable Care Act',
      'no penalty for not participating',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18118' },
    asks: [
      'can my college still offer its own student health insurance plan under the Affordable Care Act',
      'does the health care law change the antitrust laws or Hawaii prepaid health care act',
    ],
    keywords: [
      'student health insurance plan',
      'rules of construction',
      'antitrust laws',
      "Hawaii's Prepaid Health Care Act",
      'Affordable Care Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18120' },
    asks: [
      'does the Affordable Care Act stop my insurer from requiring prior authorization or step therapy',
      'my health plan uses utilization review to decide what it covers, is that still allowed under Obamacare',
    ],
    keywords: [
      'utilization management',
      'prior authorization',
      'step therapy',
      'utilization review',
      'health plan',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '18122' },
    asks: [
      'in my malpractice case, does a Medicare or Affordable Care Act guideline set what care the doctor owed me',
      'can a federal health quality standard be used to prove the standard of care in a medical negligence lawsuit',
    ],
    keywords: [
      'standard of care',
      'medical malpractice',
      'medical product liability',
      'federal guidelines',
      'duty of care',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XVIII: Medicare
  {
    usc: { title: 42, section: '1395' },
    asks: [
      'can Medicare officials tell my doctor how to practice medicine or control how the hospital treats me',
      'does Medicare give the federal government control over doctors, hospital staff or how care is provided',
    ],
    keywords: [
      'federal interference',
      'practice of medicine',
      'Medicare',
      'hospital administration',
      'government control of health care',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395b' },
    asks: [
      'I have Medicare, am I allowed to buy another private health insurance policy to cover costs too',
      'does being on Medicare stop me or my state from getting extra health coverage',
    ],
    keywords: [
      'supplemental insurance',
      'other health insurance',
      'Medicare',
      'private coverage',
      'state health coverage',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395b-4' },
    asks: [
      'where can my elderly mother get free help choosing a Medicare plan or Medigap policy and filing claims',
      'is there a state counseling program for people on Medicare with health insurance questions',
    ],
    keywords: [
      'State Health Insurance Assistance Program',
      'SHIP',
      'Medicare counseling',
      'health insurance information',
      'Medigap help',
      'claims assistance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395b-5' },
    asks: [
      'I know a clinic billing Medicare for services it never gave, can I report it and get part of what is recovered',
      'is there a reward for reporting Medicare fraud',
    ],
    keywords: [
      'Medicare fraud reporting',
      'reward',
      'fraud and abuse',
      'beneficiary incentive program',
      'tip',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395c' },
    asks: [
      'who qualifies for Medicare Part A hospital insurance, do I have to be 65',
      'I have been on Social Security disability for two years, do I get Medicare now',
      'I have kidney failure and need dialysis, can I get Medicare before 65',
    ],
    keywords: [
      'Medicare Part A',
      'hospital insurance',
      'Medicare eligibility',
      'age 65',
      '24 months of disability benefits',
      'end stage renal disease',
      'railroad retirement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395i-5' },
    asks: [
      'for religious reasons I refuse medical treatment, will Medicare pay for care in a religious nonmedical institution like a Christian Science sanatorium',
      'I signed a Medicare religious nonmedical care election, what happens if I then accept regular medical treatment',
    ],
    keywords: [
      'religious nonmedical health care institution',
      'RNHCI',
      'Christian Science',
      'religious objection to medical treatment',
      'Medicare election',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395i-6' },
    asks: [
      'my father is in hospice and the care is poor, how often is a hospice inspected and can it be penalized',
      'where can I see inspection reports and enforcement actions about a hospice program',
    ],
    keywords: [
      'hospice inspection',
      'hospice survey',
      'hospice complaint',
      'enforcement',
      'civil money penalties',
      'Medicare hospice',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395j' },
    asks: [
      'is Medicare Part B required or can I choose not to enroll',
      'why do I pay a premium for Medicare Part B medical insurance',
    ],
    keywords: [
      'Medicare Part B',
      'supplementary medical insurance',
      'voluntary enrollment',
      'Part B premium',
      'doctor visits coverage',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395mmm' },
    asks: [
      'I am not a citizen or green card holder, can I still get Medicare',
      'Social Security sent a notice that my Medicare will end because of my immigration status, is that legal',
      'which immigrants are allowed to get Medicare benefits',
    ],
    keywords: [
      'Medicare eligibility for noncitizens',
      'lawful permanent resident',
      'immigration status',
      'Cuban and Haitian entrant',
      'Compact of Free Association',
      'termination of Medicare',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395n' },
    asks: [
      'the hospital says it is too late to bill Medicare for my outpatient care, how long does a provider have to file the claim',
      'does a doctor have to certify that I need home health or outpatient services for Medicare to pay',
    ],
    keywords: [
      'Medicare claim filing deadline',
      'one calendar year',
      'physician certification',
      'provider claims',
      'Part B payment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395rr' },
    asks: [
      'I am on dialysis for kidney failure, what does Medicare cover for end stage renal disease',
      'does Medicare pay for home dialysis supplies and equipment',
      'I am donating a kidney to a Medicare patient, are my costs covered',
    ],
    keywords: [
      'end stage renal disease',
      'ESRD',
      'dialysis',
      'kidney transplant',
      'kidney donor',
      'home dialysis',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395rr-1' },
    asks: [
      'I lived near the asbestos contamination site and now have asbestosis, can I get Medicare before 65',
      'Medicare for people exposed to an environmental health hazard in a public health emergency area',
    ],
    keywords: [
      'environmental exposure',
      'asbestos',
      'asbestosis',
      'Libby Montana',
      'Medicare eligibility',
      'public health emergency declaration',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395ss-1' },
    asks: [
      'can I buy a supplement policy to pay the copays and deductibles of my Medicare Advantage plan',
      'insurance that covers Medicare Advantage cost sharing, what rules apply to it',
    ],
    keywords: [
      'Medicare Advantage cost sharing',
      'supplemental policy',
      'Medigap rules',
      'private fee-for-service plan',
      'deductibles and copayments',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-3' },
    asks: [
      'Medicare says I must get my wheelchair or oxygen from a contract supplier in my area, why',
      'competitive bidding for medical equipment under Medicare, can I keep my old supplier',
    ],
    keywords: [
      'competitive bidding',
      'durable medical equipment',
      'contract supplier',
      'DMEPOS',
      'oxygen equipment',
      'mail order diabetic supplies',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-6' },
    asks: [
      'can I look up how many Medicare services my doctor provided and what Medicare paid them',
      'public data on physician charges and payments from Medicare',
    ],
    keywords: [
      'physician payment data',
      'Medicare provider data',
      'public information on doctors',
      'submitted charges',
      'transparency',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-114c' },
    asks: [
      'do drug companies have to give discounts on brand-name drugs for people on Medicare Part D',
      'Part D manufacturer discount at the pharmacy, how does it work',
    ],
    keywords: [
      'manufacturer discount program',
      'Medicare Part D',
      'brand-name drug discount',
      'prescription drug costs',
      'applicable drugs',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395cc-7' },
    asks: [
      'the hospital wants to treat my mother as an inpatient at home, is hospital care at home allowed under Medicare',
      'Acute Hospital Care at Home program, how long does it last',
    ],
    keywords: [
      'hospital at home',
      'Acute Hospital Care at Home',
      'inpatient care at home',
      'Medicare waiver',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XIX: Medicaid
  {
    usc: { title: 42, section: '1396e' },
    asks: [
      'Medicaid says I have to sign up for my employer health plan to keep Medicaid, can they require that',
      'if Medicaid makes my child join my job insurance, who pays the premiums and deductibles',
    ],
    keywords: [
      'premium assistance',
      'Medicaid and employer coverage',
      'group health plan enrollment',
      'cost-effective coverage',
      'Medicaid pays premiums',
      'HIPP',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396f' },
    asks: [
      'can Medicaid force me or my child to get a medical exam or treatment against our religious beliefs',
      'religious objection to medical screening under Medicaid, are there exceptions for contagious disease',
    ],
    keywords: [
      'religious objection',
      'Medicaid',
      'compelled medical treatment',
      'medical screening',
      'contagious disease exception',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396g' },
    asks: [
      'does a nursing home have to be run by a licensed nursing home administrator',
      'how do I complain about a nursing home administrator to the state licensing board',
    ],
    keywords: [
      'nursing home administrator license',
      'state licensing board',
      'nursing home',
      'Medicaid',
      'license revocation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396o-1' },
    asks: [
      'my Medicaid now charges a premium, can they cancel my coverage if I miss a payment and how long do I have',
      'hospital charged me a Medicaid copay for going to the emergency room for something that was not an emergency',
      'can Medicaid charge copays or premiums to people with income below the poverty line',
    ],
    keywords: [
      'Medicaid premiums',
      'Medicaid copays',
      'cost sharing',
      'non-emergency use of emergency room',
      'nonpayment of premium',
      'poverty line',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396r-1c' },
    asks: [
      'can I get birth control covered by Medicaid right away while my application is being decided',
      'presumptive Medicaid eligibility for family planning services at a clinic',
    ],
    keywords: [
      'presumptive eligibility',
      'family planning services',
      'birth control coverage',
      'Medicaid application',
      'contraception',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396r-2' },
    asks: [
      'a doctor or nurse lost their license or was disciplined by the state board, does the state have to report it',
      'does the state have to report license suspensions and sanctions against health care practitioners',
    ],
    keywords: [
      'license revocation',
      'disciplinary action',
      'health care practitioner sanctions',
      'state licensing board',
      'medical license suspension',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396t' },
    asks: [
      'my elderly father cannot take care of himself, can Medicaid pay for a home health aide, personal care or adult day care instead of a nursing home',
      'does Medicaid cover respite care or training for family members caring for a disabled elderly parent at home',
    ],
    keywords: [
      'home and community care',
      'functionally disabled elderly',
      'personal care services',
      'home health aide',
      'respite care',
      'adult day care',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396u-4' },
    asks: [
      'what is the PACE program and can my elderly mother on Medicaid get all her care through it',
      'all-inclusive care for the elderly instead of a nursing home, who is eligible',
    ],
    keywords: [
      'PACE',
      'Program of All-Inclusive Care for the Elderly',
      'nursing home alternative',
      'Medicaid',
      'frail elderly',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396u-5' },
    asks: [
      'can I apply for Extra Help with Medicare drug costs through my state Medicaid office',
      'does the state Medicaid agency decide if I qualify for the Part D low-income subsidy and Medicare Savings Programs',
    ],
    keywords: [
      'Extra Help',
      'low-income subsidy',
      'Medicare Part D',
      'dual eligible',
      'Medicare cost-sharing',
      'Medicare Savings Program',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396w-2' },
    asks: [
      'can other agencies share my records with Medicaid to decide if I am eligible without asking me',
      'Medicaid got my data from another program, did I have to consent or get a chance to object',
    ],
    keywords: [
      'data sharing',
      'Medicaid eligibility',
      'Express Lane eligibility',
      'consent to disclosure',
      'privacy',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396w-3a' },
    asks: [
      'why does my Medicaid doctor check the prescription drug monitoring database before prescribing my pain pills',
      'does a provider have to look up my drug history before prescribing an opioid under Medicaid',
    ],
    keywords: [
      'prescription drug monitoring program',
      'PDMP',
      'controlled substances',
      'opioid prescribing',
      'Medicaid',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396w-4' },
    asks: [
      'I have several chronic conditions on Medicaid, can I choose a health home to coordinate my care',
      'Medicaid health home services for diabetes, mental illness or other chronic illness',
    ],
    keywords: [
      'health home',
      'chronic conditions',
      'care coordination',
      'Medicaid',
      'serious mental illness',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396w-6' },
    asks: [
      'does Medicaid pay for a mobile crisis team to come help someone in a mental health or drug crisis at home',
      'community-based mobile crisis services under Medicaid for someone outside a hospital',
    ],
    keywords: [
      'mobile crisis intervention',
      'mental health crisis',
      'substance use crisis',
      'Medicaid',
      'behavioral health',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XXI: Children's Health Insurance Program
  {
    usc: { title: 42, section: '1397bb' },
    asks: [
      'can the state CHIP program deny my child because of a preexisting medical condition',
      'who decides CHIP eligibility for my kids and can the state put us on a waiting period',
      'the CHIP program should help enroll uninsured children, what outreach must the state do',
    ],
    keywords: [
      'CHIP eligibility',
      "children's health insurance program",
      'preexisting condition',
      'low-income children',
      'state child health plan',
      'outreach and enrollment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1397cc' },
    asks: [
      'does CHIP have to cover dental care and mental health for my child',
      'how much can CHIP charge in premiums and copays, is there a limit based on our family income',
      'CHIP cancelled my kids for a late premium, is there a grace period before they end coverage',
      'are well-child visits and shots free under CHIP',
    ],
    keywords: [
      'CHIP benefits',
      'dental coverage for children',
      'CHIP premiums',
      'cost-sharing limit 5 percent of income',
      'premium grace period',
      'well-child care',
      'immunizations',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1397ll' },
    asks: [
      'I am pregnant with low income and do not qualify for Medicaid, can I get pregnancy coverage through CHIP',
      'can CHIP make a pregnant woman wait or exclude a preexisting condition before covering prenatal care',
    ],
    keywords: [
      'CHIP pregnancy coverage',
      'pregnant women',
      'prenatal care',
      'pregnancy-related assistance',
      'low-income',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XX, division B: Elder Justice
  {
    usc: { title: 42, section: '1397m-1' },
    asks: [
      'I think my elderly neighbor is being financially exploited, who investigates reports of elder abuse and neglect',
      'what do adult protective services do and who funds them',
    ],
    keywords: [
      'adult protective services',
      'elder abuse',
      'elder neglect',
      'financial exploitation of elders',
      'APS',
      'Elder Justice Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1397m-2' },
    asks: [
      'my mother is being neglected in her nursing home, is there an ombudsman who handles complaints',
      'long-term care ombudsman program for abuse in assisted living or nursing homes',
    ],
    keywords: [
      'long-term care ombudsman',
      'nursing home complaints',
      'abuse and neglect',
      'assisted living',
      'Elder Justice Act',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapter III-A: substance use and mental health services
  {
    usc: { title: 42, section: '290dd' },
    asks: [
      'I was addicted to drugs years ago, can a federal agency refuse to hire me or deny a federal license just because of that',
      'denied a federal job solely because of past substance abuse, are there exceptions for the FBI, CIA or sensitive positions',
    ],
    keywords: [
      'prior substance abuse',
      'federal employment',
      'federal license',
      'recovery from addiction',
      'employment discrimination',
      'sensitive positions',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '290dd-1' },
    asks: [
      'the hospital refused to admit or treat me because I use drugs, is that allowed',
      'ER treated my brother badly because he has an alcohol problem, can a hospital that gets federal funds discriminate against addicts',
    ],
    keywords: [
      'substance use discrimination',
      'hospital admission',
      'addiction',
      'alcoholism',
      'outpatient facility',
      'federal funding',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '290ii' },
    asks: [
      'the nursing home tied my father to his bed to keep him quiet, can they use restraints for staff convenience',
      'psychiatric hospital locked my daughter in seclusion as punishment, when are restraints or seclusion allowed',
      'does a doctor have to order restraints in writing in a hospital or nursing facility',
    ],
    keywords: [
      'restraints',
      'seclusion',
      'patient rights',
      'nursing facility',
      'abuse in a facility',
      'corporal punishment',
      'physician order',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '290ii-1' },
    asks: [
      'my son died while restrained in a psychiatric facility, does the facility have to report the death',
      'death in seclusion or shortly after restraints, who must be notified and how fast',
    ],
    keywords: [
      'death in restraints',
      'seclusion death reporting',
      'psychiatric facility',
      'protection and advocacy',
      '7 days',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '290jj' },
    asks: [
      'the group home for teens restrained my child, when can a youth facility use physical restraint or seclusion',
      'residential program for kids used seclusion as punishment, is that allowed',
    ],
    keywords: [
      'youth residential facility',
      'group home restraint',
      'seclusion of children',
      'community-based facility',
      'child abuse in facility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '290bb-36c' },
    asks: [
      'is there a national suicide and crisis hotline I can call any time day or night',
      'suicide prevention lifeline for veterans, is there a special line',
    ],
    keywords: [
      'National Suicide Prevention Lifeline',
      '988',
      'crisis hotline',
      'suicide prevention',
      'mental health crisis',
      'veterans crisis line',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '290bb-36d' },
    asks: [
      'how can I find a drug or alcohol treatment program or mental health provider near me without giving my name',
      'free confidential national helpline to locate addiction treatment',
    ],
    keywords: [
      'treatment referral',
      'treatment locator',
      'addiction treatment',
      'mental health provider',
      'national helpline',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '290kk-1' },
    asks: [
      'the only government-funded rehab program near me is run by a church, can I ask for a non-religious provider instead',
      'can a faith-based organization get federal money to run a drug treatment program',
    ],
    keywords: [
      'faith-based treatment',
      'religious organization',
      'alternative provider',
      'substance abuse treatment program',
      'charitable choice',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapter XXIV: HIV/AIDS programs and emergency responders' exposure
  {
    usc: { title: 42, section: '300ff-26' },
    asks: [
      'I have HIV and low income, can the state help pay for my antiretroviral medicines',
      'AIDS drug assistance program, who qualifies and what drugs does it cover',
    ],
    keywords: [
      'AIDS Drug Assistance Program',
      'ADAP',
      'HIV medication',
      'antiretroviral therapy',
      'Ryan White',
      'low-income HIV treatment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300ff-27a' },
    asks: [
      'my ex-husband was diagnosed with HIV, will the state try to tell me I may have been exposed',
      'does the health department have to notify the spouse of someone who tests positive for HIV',
    ],
    keywords: [
      'HIV spousal notification',
      'partner notification',
      'HIV exposure',
      'spouse',
      'HIV testing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300ff-61' },
    asks: [
      'can a federally funded clinic test me for HIV without my agreement',
      'are my HIV early intervention services at a funded clinic kept confidential',
    ],
    keywords: [
      'HIV testing consent',
      'voluntary HIV test',
      'confidentiality',
      'early intervention services',
      'Ryan White',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300ff-132' },
    asks: [
      'I am a paramedic and the patient I transported turned out to have tuberculosis, does the hospital have to tell us',
      'how fast must a hospital notify an ambulance crew that a patient they brought in had an airborne disease',
    ],
    keywords: [
      'airborne infectious disease',
      'emergency response employees',
      'EMS exposure notification',
      'designated officer',
      '48 hours',
      'tuberculosis',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300ff-133' },
    asks: [
      'as a firefighter I got blood on me helping a victim, can I ask to find out if I was exposed to HIV or hepatitis',
      'EMT possible exposure to an infectious disease from a patient, how do I request the hospital determination',
    ],
    keywords: [
      'exposure to infectious disease',
      'firefighter',
      'EMT',
      'request for notification',
      'designated officer',
      'bloodborne exposure',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300ff-135' },
    asks: [
      'the designated officer learned the patient had an infectious disease, what must they tell the first responders',
      'police officer or paramedic not told about exposure to a patient disease, what notice is required',
    ],
    keywords: [
      'notification of employee',
      'emergency response employee',
      'infectious disease exposure',
      'designated officer',
      'first responders',
    ],
    checkedAgainst: '119-100',
  },
  // 21 U.S.C. chapter 9: Federal Food, Drug, and Cosmetic Act
  {
    usc: { title: 21, section: '331' },
    asks: [
      'is it illegal to sell food, medicine or cosmetics that are contaminated or have a false label',
      'a store keeps selling a product the label lies about, what acts does the food and drug law forbid',
      'company refused to let the FDA see its records, is that a violation',
    ],
    keywords: [
      'prohibited acts',
      'adulterated',
      'misbranded',
      'Food, Drug, and Cosmetic Act',
      'interstate commerce',
      'FDA violation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '333' },
    asks: [
      'what is the penalty for selling mislabeled or contaminated food or drugs, can someone go to jail',
      'someone sold drug samples or counterfeit prescription drug coupons, what punishment applies',
    ],
    keywords: [
      'FDCA penalties',
      'criminal penalties',
      'intent to defraud or mislead',
      'drug sample sales',
      'counterfeit coupons',
      'civil penalties',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '334' },
    asks: [
      'can the government seize contaminated or mislabeled food or drugs from a warehouse or store',
      'FDA seized our products as misbranded, how does a condemnation case in court work',
    ],
    keywords: [
      'seizure',
      'condemnation',
      'libel of information',
      'adulterated food',
      'misbranded drugs',
      'administrative detention',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '342' },
    asks: [
      'I found bugs or mold in food I bought, when is food considered adulterated',
      'food made in a dirty kitchen or with a dangerous ingredient, is it illegal to sell',
      'food contains too much pesticide or an unsafe additive, does that make it adulterated',
    ],
    keywords: [
      'adulterated food',
      'contaminated food',
      'insanitary conditions',
      'filthy or decomposed food',
      'unsafe food additive',
      'poisonous substance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '343-3' },
    asks: [
      'does irradiated food have to say so on the label, and how big must the notice be',
      'radiation disclosure statement on food labels',
    ],
    keywords: ['irradiated food', 'radiation disclosure', 'food label', 'food irradiation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '346a' },
    asks: [
      'how much pesticide residue is allowed on fruits and vegetables',
      'who sets the legal limit for pesticides in food and what if the residue is over the tolerance',
    ],
    keywords: [
      'pesticide residue',
      'tolerance',
      'pesticide chemical residue',
      'food safety',
      'EPA tolerance',
      'raw agricultural commodity',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '348' },
    asks: [
      'is this food additive or chemical allowed in food, who approves food additives',
      'chemicals from food packaging getting into food, is a food contact substance regulated',
    ],
    keywords: [
      'food additives',
      'food additive approval',
      'food contact substance',
      'unsafe additive',
      'GRAS',
      'packaging chemicals',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '349' },
    asks: [
      'does bottled water have to meet the same safety standards as tap water',
      'who regulates contaminants in bottled drinking water',
    ],
    keywords: [
      'bottled water',
      'drinking water standards',
      'contaminants',
      'standard of quality',
      'FDA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '350d' },
    asks: [
      'I want to start a food manufacturing business, do I have to register my facility with the FDA',
      'does a foreign food factory shipping to the U.S. need to register and name a U.S. agent',
    ],
    keywords: [
      'food facility registration',
      'FDA registration',
      'food manufacturing',
      'foreign food facility',
      'U.S. agent',
      'suspension of registration',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '350f' },
    asks: [
      'a food company found its product could seriously hurt people, does it have to report it to the FDA',
      'what is the reportable food registry for dangerous food',
    ],
    keywords: [
      'reportable food registry',
      'dangerous food report',
      'food recall',
      'serious adverse health consequences',
      'food facility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '350h' },
    asks: [
      'are there federal safety rules for farms that grow and harvest fresh produce',
      'small farm selling vegetables, does the produce safety rule apply to me',
    ],
    keywords: [
      'produce safety',
      'Food Safety Modernization Act',
      'FSMA',
      'farm food safety',
      'fruits and vegetables',
      'small farms',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '351' },
    asks: [
      'my pills were contaminated or not the strength the label says, when is a drug adulterated',
      'medicine made in a factory that does not follow good manufacturing practice, is it legal',
      'medical device that is contaminated or does not meet its standard',
    ],
    keywords: [
      'adulterated drugs',
      'adulterated devices',
      'good manufacturing practice',
      'contaminated medicine',
      'drug strength and purity',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '352' },
    asks: [
      'the medicine label is false or misleading, when is a drug or medical device misbranded',
      'drug sold without adequate directions for use or warnings on the label',
      'prescription drug advertisement did not mention side effects, is that misbranding',
    ],
    keywords: [
      'misbranded drugs',
      'misbranded devices',
      'false or misleading label',
      'adequate directions for use',
      'drug warnings',
      'prescription drug advertising',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '353a' },
    asks: [
      'my doctor prescribed a compounded medication from a pharmacy, is compounding legal without FDA approval',
      'can a pharmacist make a custom version of a drug for me and what rules apply',
    ],
    keywords: [
      'pharmacy compounding',
      'compounded drugs',
      'compounding pharmacy',
      'valid prescription',
      'section 503A',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '353b' },
    asks: [
      'what is an outsourcing facility that compounds drugs for hospitals',
      'compounded copies of a drug in shortage from a registered outsourcing facility',
    ],
    keywords: [
      'outsourcing facility',
      'section 503B',
      'compounded drugs',
      'drug shortage',
      'bulk drug substances',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '353c' },
    asks: [
      'does the FDA review drug commercials on TV before they air',
      'television drug ads aimed at older people or children, can the FDA require changes',
    ],
    keywords: [
      'TV drug ads',
      'direct-to-consumer advertising',
      'prescription drug advertisement review',
      'FDA prereview',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '355' },
    asks: [
      'can a company sell a new drug in the U.S. without FDA approval',
      'how does a drug get FDA approval and what about generic drugs',
      'the drug maker knew about safety problems, what must a new drug application show',
    ],
    keywords: [
      'new drug approval',
      'FDA approval',
      'new drug application',
      'NDA',
      'generic drugs',
      'ANDA',
      'unapproved drugs',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '355-1' },
    asks: [
      'why do I have to enroll in a special program and sign forms to get my prescription, like for isotretinoin',
      'the pharmacy must be certified to dispense my drug, what is a REMS',
    ],
    keywords: [
      'REMS',
      'risk evaluation and mitigation strategy',
      'restricted distribution',
      'medication guide',
      'elements to assure safe use',
      'drug safety program',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '356c' },
    asks: [
      'my life-saving medication is being discontinued, does the drug maker have to warn the FDA',
      'drug company stopped making a drug and caused a shortage, was it required to give notice',
    ],
    keywords: [
      'drug discontinuation',
      'drug shortage notice',
      'life-saving drugs',
      'manufacturing interruption',
      'FDA notification',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '356e' },
    asks: [
      'my pharmacy cannot get my medicine, where can I check if it is on the drug shortage list and how long it will last',
      'why is my drug in shortage, does the FDA publish the reason',
    ],
    keywords: ['drug shortage list', 'medication shortage', 'FDA', 'shortage duration', 'drug supply'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360c' },
    asks: [
      'what is the difference between class I, II and III medical devices',
      'how does the FDA decide how risky a medical device is and what controls apply',
    ],
    keywords: [
      'device classification',
      'class I device',
      'class II device',
      'class III device',
      'medical devices',
      '510(k)',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360e' },
    asks: [
      'does a high-risk medical implant need FDA premarket approval before it is sold',
      'my implanted device was approved by the FDA, what does premarket approval involve',
    ],
    keywords: [
      'premarket approval',
      'PMA',
      'class III device',
      'medical implant',
      'device approval',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360f' },
    asks: [
      'can the FDA ban a dangerous or deceptive medical device',
      'medical device that is a fraud or too risky, how does it become a banned device',
    ],
    keywords: ['banned devices', 'deceptive device', 'unreasonable risk', 'medical device ban', 'FDA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360h' },
    asks: [
      'my medical device was recalled, can the FDA order the maker to repair, replace or refund it',
      'dangerous medical device, can the FDA require a recall and notice to patients and doctors',
    ],
    keywords: [
      'medical device recall',
      'repair, replacement, or refund',
      'device notification',
      'recall order',
      'unreasonable risk of substantial harm',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360i' },
    asks: [
      'my medical device malfunctioned and hurt me, does the manufacturer have to report it to the FDA',
      'does a device maker have to report deaths or serious injuries its device may have caused',
    ],
    keywords: [
      'medical device reports',
      'MDR',
      'device malfunction',
      'serious injury report',
      'device tracking',
      'adverse event',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360k' },
    asks: [
      'can I sue under state law over an FDA approved medical device that injured me, or is my claim preempted',
      'state rules for medical devices that differ from FDA requirements, are they allowed',
    ],
    keywords: [
      'medical device preemption',
      'state law claims',
      'product liability',
      'premarket approval',
      'Riegel',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360ll' },
    asks: [
      'my microwave or other electronic product leaks radiation, does the maker have to notify owners and repair, replace or refund it',
      'electronic product radiation defect notice sent by certified mail',
    ],
    keywords: [
      'electronic product radiation',
      'radiation defect',
      'microwave oven',
      'repair, replacement, or refund',
      'manufacturer notification',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '361' },
    asks: [
      'my makeup or shampoo contained something harmful, when is a cosmetic adulterated',
      'hair dye caused a reaction, does coal-tar hair dye need a warning and patch test directions',
    ],
    keywords: [
      'adulterated cosmetics',
      'harmful cosmetics',
      'coal-tar hair dye',
      'patch test warning',
      'unsafe color additive',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '362' },
    asks: [
      'cosmetic label is misleading or does not list the maker and amount, is it misbranded',
      'skin cream container is made to look fuller than it is, is that legal',
    ],
    keywords: [
      'misbranded cosmetics',
      'cosmetic labeling',
      'false label',
      'misleading container',
      'net quantity',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '364a' },
    asks: [
      'I had a serious reaction to a cosmetic, does the company have to report it to the FDA',
      'how fast must a cosmetics company report a serious adverse event',
    ],
    keywords: [
      'cosmetic adverse event',
      'serious adverse event report',
      'cosmetic reaction',
      '15 business days',
      'MoCRA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '364c' },
    asks: [
      'I make soap or cosmetics to sell, do I need to register my facility and list my products with the FDA',
      'cosmetic facility registration and product listing renewal',
    ],
    keywords: [
      'cosmetic facility registration',
      'product listing',
      'Modernization of Cosmetics Regulation Act',
      'MoCRA',
      'small cosmetics maker',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '364d' },
    asks: [
      'does a cosmetics company have to prove its products are safe',
      'what evidence of safety must a cosmetics brand keep on file',
    ],
    keywords: ['safety substantiation', 'cosmetic safety', 'records', 'MoCRA', 'responsible person'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '364e' },
    asks: [
      'do cosmetic labels have to list fragrance allergens and a contact for reporting reactions',
      'salon product labeled for professional use only, what must the label say',
    ],
    keywords: [
      'cosmetic labeling',
      'fragrance allergens',
      'adverse event contact',
      'professional use label',
      'MoCRA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '364g' },
    asks: [
      'can the FDA force a recall of a dangerous cosmetic',
      'cosmetic company refused to recall a harmful product, what can the FDA do',
    ],
    keywords: ['cosmetic recall', 'mandatory recall', 'cease distribution', 'FDA order', 'MoCRA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '364j' },
    asks: [
      'can my state ban an ingredient in cosmetics or are state cosmetic rules preempted by federal law',
      'state cosmetics law different from federal registration and recall rules',
    ],
    keywords: [
      'cosmetic preemption',
      'state cosmetic laws',
      'ingredient ban',
      'MoCRA',
      'federal uniformity',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '374' },
    asks: [
      'can FDA inspectors come into our factory or warehouse, and do they need to show a notice',
      'FDA inspection of a food or drug plant, what records can they look at',
    ],
    keywords: [
      'FDA inspection',
      'factory inspection',
      'written notice of inspection',
      'records access',
      'establishment inspection',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '375' },
    asks: [
      'can the FDA publicly warn people about a dangerous food, drug or cosmetic',
      'FDA press release about a product that is an imminent danger or deceives consumers',
    ],
    keywords: ['FDA publicity', 'public warning', 'imminent danger', 'consumer deception', 'court judgments'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '378' },
    asks: [
      'who handles false advertising of food, the FDA or the Federal Trade Commission',
      'misleading food ad, does the FDA have to notify the FTC before acting',
    ],
    keywords: ['food advertising', 'Federal Trade Commission', 'misbranded food', 'false advertising', 'FDA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '379aa' },
    asks: [
      'I had a serious reaction to an over-the-counter medicine, does the company have to report it to the FDA',
      'adverse event from a nonprescription drug, what counts as serious',
    ],
    keywords: [
      'nonprescription drug adverse event',
      'over-the-counter medicine',
      'serious adverse event',
      'OTC drug reaction',
      'FDA report',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '379aa-1' },
    asks: [
      'a dietary supplement sent me to the hospital, does the maker have to report it to the FDA',
      'I want to report a bad reaction to a supplement listed on the label contact',
    ],
    keywords: [
      'dietary supplement adverse event',
      'supplement reaction',
      'serious adverse event report',
      'vitamins',
      'FDA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '379e' },
    asks: [
      'are food dyes like Red No. 3 allowed, who approves color additives',
      'color additive in makeup or food that is not approved, is it unsafe under the law',
    ],
    keywords: ['color additives', 'food dyes', 'certified colors', 'FD&C colors', 'unsafe color additive'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '379r' },
    asks: [
      'can my state require different labels or warnings on over-the-counter medicines',
      'state rules for nonprescription drugs, are they preempted by federal law',
    ],
    keywords: [
      'national uniformity',
      'OTC drugs',
      'nonprescription drug preemption',
      'state warning labels',
      'product liability',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '379s' },
    asks: [
      'can a state require extra labels or packaging on cosmetics',
      'state cosmetic labeling law preempted by federal rules',
    ],
    keywords: ['cosmetic labeling preemption', 'state labeling law', 'cosmetic packaging', 'federal preemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '381' },
    asks: [
      'customs held the medicine I ordered from overseas for personal use and the FDA sent a warning notice, what now',
      'FDA refused my imported food or cosmetic shipment, can it be destroyed or sent back',
      'can I bring back prescription drugs made in the U.S. that I bought abroad',
    ],
    keywords: [
      'FDA import refusal',
      'personal importation',
      'imported drugs',
      'detained shipment',
      'warning notice',
      'reimportation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '384' },
    asks: [
      'is it legal to buy cheaper prescription drugs from Canada',
      'can I import my prescription medicine for personal use, will the FDA let it through',
      'pharmacists importing prescription drugs from Canada under FDA rules',
    ],
    keywords: [
      'importation of prescription drugs',
      'drugs from Canada',
      'personal use importation',
      'waiver for individuals',
      'drug reimportation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387a' },
    asks: [
      'does the FDA regulate vapes, e-cigarettes and synthetic nicotine products',
      'which tobacco products are under FDA control, cigarettes, roll-your-own, smokeless',
    ],
    keywords: [
      'FDA tobacco authority',
      'tobacco products',
      'e-cigarettes',
      'synthetic nicotine',
      'Tobacco Control Act',
      'smokeless tobacco',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387b' },
    asks: [
      'cigarettes or vape that are contaminated or made in dirty conditions, is that adulterated',
      'tobacco product sold without required FDA authorization or not meeting a standard',
    ],
    keywords: [
      'adulterated tobacco products',
      'contaminated vape',
      'tobacco product standard',
      'FDA',
      'tobacco',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387t' },
    asks: [
      'cigarettes labeled sale only allowed in the United States, why is that on the pack',
      'tobacco records for tracing smuggled or illicit cigarettes',
    ],
    keywords: [
      'sale only allowed in the United States',
      'tobacco origin labeling',
      'illicit tobacco trade',
      'recordkeeping',
      'cigarette smuggling',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '396' },
    asks: [
      'my doctor used a medical device for something not on its label, is off-label use allowed',
      'does the FDA control how a doctor uses an approved device on a patient',
    ],
    keywords: ['off-label use', 'practice of medicine', 'medical devices', 'doctor discretion', 'FDA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360n-2' },
    asks: [
      'my insulin pump or pacemaker connects to the internet, does the maker have to protect it from hacking and send security updates',
      'cybersecurity requirements for connected medical devices',
    ],
    keywords: [
      'medical device cybersecurity',
      'cyber device',
      'security patches',
      'connected medical devices',
      'vulnerability',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapter XIX: National Vaccine Injury Compensation Program
  {
    usc: { title: 42, section: '300aa-10' },
    asks: [
      'my child was injured by a vaccine, is there a federal program that pays compensation',
      'the lawyer I asked about a vaccine injury never mentioned the compensation program, should they have',
    ],
    keywords: [
      'National Vaccine Injury Compensation Program',
      'VICP',
      'vaccine injury',
      'vaccine-related death',
      'vaccine compensation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300aa-11' },
    asks: [
      'can I sue the vaccine maker or the pharmacy directly for my vaccine injury, or must I file with the vaccine program first',
      'how do I file a vaccine injury petition in the Court of Federal Claims and what must it include',
      'I got a flu shot while pregnant and my baby was harmed, can the baby file a vaccine claim too',
    ],
    keywords: [
      'vaccine injury petition',
      'Court of Federal Claims',
      'special master',
      'lawsuit against vaccine manufacturer',
      'vaccine administrator',
      'petition contents',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300aa-12' },
    asks: [
      'who decides my vaccine injury claim and how long does the special master have',
      'can I appeal a special master decision in my vaccine compensation case',
    ],
    keywords: [
      'special master',
      'vaccine court',
      'Court of Federal Claims',
      'review of decision',
      'vaccine injury proceedings',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300aa-13' },
    asks: [
      'what do I have to prove to get vaccine injury compensation, do I need medical records or an expert',
      'the government says my child’s injury was caused by something other than the vaccine, how is that decided',
    ],
    keywords: [
      'preponderance of the evidence',
      'vaccine causation',
      'medical records',
      'factors unrelated to the vaccine',
      'eligibility for compensation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300aa-14' },
    asks: [
      'is my reaction after the shot on the vaccine injury table, and how soon after the vaccine must symptoms start',
      'anaphylaxis or seizure within days of a childhood vaccine, is that a table injury',
    ],
    keywords: [
      'Vaccine Injury Table',
      'table injury',
      'onset time period',
      'anaphylaxis',
      'encephalopathy',
      'covered vaccines',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300aa-15' },
    asks: [
      'how much does the vaccine injury program pay, medical costs, lost earnings, pain and suffering',
      'my father died after a vaccine, what does the program award the estate',
      'will the vaccine program pay my lawyer fees even if we lose',
    ],
    keywords: [
      'vaccine injury compensation amount',
      'death benefit $250,000',
      'pain and suffering',
      'lost earnings',
      "attorneys' fees",
      'no punitive damages',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300aa-16' },
    asks: [
      'how long do I have to file a vaccine injury claim after my symptoms started',
      'deadline to file a vaccine program claim after a vaccine-related death',
    ],
    keywords: [
      'vaccine claim deadline',
      'statute of limitations',
      '36 months',
      '24 months after death',
      'Vaccine Injury Table revision',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300aa-21' },
    asks: [
      'I lost or do not like my vaccine court award, can I reject it and sue the manufacturer instead',
      'how long do I have to elect to accept the vaccine judgment or file a civil action',
    ],
    keywords: [
      'election to reject judgment',
      'civil action after vaccine program',
      '90 days',
      'vaccine manufacturer lawsuit',
      'vaccine injury',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300aa-22' },
    asks: [
      'can a vaccine manufacturer be liable for side effects that were unavoidable',
      'suing a vaccine maker for failure to warn, what protections does the manufacturer have',
    ],
    keywords: [
      'vaccine manufacturer liability',
      'unavoidable side effects',
      'failure to warn',
      'state law',
      'product liability',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300aa-25' },
    asks: [
      'does the doctor have to record the vaccine lot number and manufacturer in my child’s medical record',
      'must a health care provider report a bad reaction after a vaccine',
    ],
    keywords: [
      'vaccine records',
      'lot number',
      'adverse event reporting',
      'VAERS',
      'vaccine administration record',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300aa-26' },
    asks: [
      'the clinic gave my child shots without handing me any information sheet about risks and benefits, is that required',
      'vaccine information statement, what must it say',
    ],
    keywords: [
      'vaccine information statement',
      'VIS',
      'vaccine risks and benefits',
      'informed consent',
      'parents',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XI: program integrity, quality improvement organizations
  {
    usc: { title: 42, section: '1320a-7' },
    asks: [
      'a nurse convicted of patient abuse is working at my mother’s facility, can she be banned from Medicare and Medicaid work',
      'I was excluded from federal health care programs after a fraud conviction, how long does exclusion last',
    ],
    keywords: [
      'exclusion from Medicare and Medicaid',
      'OIG exclusion',
      'health care fraud conviction',
      'patient abuse conviction',
      'excluded provider',
      'federal health care programs',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320a-7a' },
    asks: [
      'my doctor billed Medicare for a more expensive service than I got, what civil penalties apply for upcoding',
      'a clinic offered me free gifts or waived my copays to get me to use them on Medicare, is that allowed',
      'provider billing for services never provided to Medicaid patients, civil money penalties',
    ],
    keywords: [
      'civil monetary penalties',
      'false claims to Medicare',
      'upcoding',
      'beneficiary inducements',
      'copay waivers',
      'OIG penalties',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320a-7b' },
    asks: [
      'a lab offered my doctor money for sending Medicare patients to it, is that an illegal kickback',
      'the nursing home wants a donation or extra payment on top of Medicaid before it will admit my mother',
      'lying on a Medicaid or Medicare application to get benefits, is it a crime',
    ],
    keywords: [
      'anti-kickback statute',
      'kickbacks',
      'bribes for referrals',
      'false statements',
      'Medicaid nursing home admission payment',
      'health care fraud',
      'felony',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320a-7h' },
    asks: [
      'can I find out if drug companies pay my doctor for meals, consulting or speaking',
      'Open Payments, do manufacturers have to report payments and gifts to physicians',
    ],
    keywords: [
      'Sunshine Act',
      'Open Payments',
      'payments to physicians',
      'transfers of value',
      'physician ownership interests',
      'transparency reports',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320a-7l' },
    asks: [
      'does a nursing home or home health agency run background checks on workers who care for patients',
      'caregiver with an abuse record hired at a long-term care facility, are fingerprint background checks required',
    ],
    keywords: [
      'background checks',
      'direct patient access employees',
      'long-term care facility',
      'fingerprint checks',
      'abusive workers',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320b-10' },
    asks: [
      'I got a mailer with a Medicare logo selling insurance that looked official, is using the Medicare name like that legal',
      'letter that looks like it came from Social Security but is an ad asking for money',
    ],
    keywords: [
      'misleading use of Medicare name',
      'Social Security lookalike mail',
      'deceptive mailings',
      'government impersonation',
      'HHS emblem',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320b-25' },
    asks: [
      'I work at a nursing home and suspect a resident was assaulted, do I have to report it to police and how fast',
      'nursing home fired me for reporting suspected abuse of a resident to law enforcement, is that retaliation',
    ],
    keywords: [
      'reporting crimes in long-term care facilities',
      'elder abuse reporting',
      '2 hours',
      '24 hours',
      'serious bodily injury',
      'retaliation',
      'Elder Justice Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320b-8' },
    asks: [
      'the hospital asked our family about organ donation when my husband was dying, are they required to ask',
      'can a family decline organ or tissue donation when the hospital raises it',
    ],
    keywords: [
      'organ donation request',
      'organ procurement organization',
      'potential organ donors',
      'family consent',
      'tissue donation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320b-23' },
    asks: [
      'do pharmacy benefit managers have to report rebates and generic dispensing rates for Medicare drug plans and Exchange plans',
      'PBM transparency about rebates and mail-order versus retail pharmacies',
    ],
    keywords: [
      'pharmacy benefit manager transparency',
      'PBM rebates',
      'generic dispensing rate',
      'Medicare Part D',
      'Exchange plans',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320c-3' },
    asks: [
      'I think my Medicare hospital care was poor quality, can the quality improvement organization review it',
      'who decides whether my Medicare hospital stay was medically necessary',
    ],
    keywords: [
      'quality improvement organization',
      'QIO',
      'Medicare quality of care complaint',
      'medical necessity review',
      'hospital discharge review',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320c-4' },
    asks: [
      'I disagree with the quality improvement organization decision on my Medicare care, can I get a reconsideration and a hearing',
      'how much must be at stake to get a hearing or go to court over a QIO determination',
    ],
    keywords: [
      'QIO reconsideration',
      'Medicare hearing',
      'judicial review',
      'amount in controversy',
      'quality improvement organization',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapters II and XXVI: public health emergencies, labs, quarantine, organs
  {
    usc: { title: 42, section: '247d-6d' },
    asks: [
      'I was hurt by a COVID vaccine or other pandemic countermeasure, can I sue the maker or the pharmacy that gave it',
      'PREP Act immunity, is there any exception for willful misconduct causing death or serious injury',
    ],
    keywords: [
      'PREP Act',
      'liability immunity',
      'covered countermeasure',
      'pandemic vaccine injury',
      'willful misconduct',
      'public health emergency declaration',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '247d-6e' },
    asks: [
      'is there a compensation program for injuries from a pandemic vaccine or treatment covered by a PREP Act declaration',
      'do I have to go through the countermeasures injury compensation program before suing',
    ],
    keywords: [
      'Countermeasures Injury Compensation Program',
      'CICP',
      'covered countermeasure injury',
      'PREP Act compensation',
      'exhaustion of remedies',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '263a' },
    asks: [
      'does a lab that tests my blood or samples have to be federally certified',
      'a clinic ran lab tests without a certificate, is that allowed under CLIA',
    ],
    keywords: [
      'CLIA',
      'clinical laboratory certification',
      'lab testing',
      'laboratory certificate',
      'lab sanctions',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '263a-1' },
    asks: [
      'where can I compare IVF clinic pregnancy success rates, do fertility clinics have to report them',
      'fertility clinic embryo lab certification and reporting to the CDC',
    ],
    keywords: [
      'IVF success rates',
      'assisted reproductive technology',
      'fertility clinic reporting',
      'embryo laboratory',
      'CDC',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '263b' },
    asks: [
      'does a mammography facility need an FDA certificate and how long must it keep my mammograms',
      'can I get my original mammogram films transferred to me or another doctor',
      'who must get the written report of my mammogram results',
    ],
    keywords: [
      'mammography certification',
      'Mammography Quality Standards Act',
      'MQSA',
      'mammogram records',
      'mammogram results report',
      'breast cancer screening',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '264' },
    asks: [
      'can the federal government quarantine or detain me to stop a contagious disease from spreading between states',
      'CDC power to make rules against communicable diseases coming from other countries',
    ],
    keywords: [
      'quarantine',
      'isolation',
      'communicable disease control',
      'CDC authority',
      'detention of infected persons',
      'public health service act section 361',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '265' },
    asks: [
      'can the government stop people from entering the U.S. from a country with a disease outbreak',
      'Title 42 order suspending entry of persons to prevent spread of a communicable disease',
    ],
    keywords: [
      'Title 42 order',
      'suspension of entries',
      'communicable disease',
      'border',
      'Surgeon General',
      'public health entry ban',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '271' },
    asks: [
      'what happens if I break a federal quarantine order or leave a quarantine station without permission',
      'penalty for violating federal quarantine rules',
    ],
    keywords: ['quarantine violation', 'penalties', 'quarantine station', 'communicable disease regulations'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '274e' },
    asks: [
      'is it legal to sell my kidney or pay someone for their organ',
      'can an organ donor be paid for travel or lost expenses without it counting as buying an organ',
      'kidney paired donation swap between families, is that allowed',
    ],
    keywords: [
      'organ sale prohibition',
      'buying organs',
      'National Organ Transplant Act',
      'valuable consideration',
      'paired donation',
      'kidney',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '274f' },
    asks: [
      'I want to donate a kidney to a relative but cannot afford the travel, can I get my expenses reimbursed',
      'living organ donor travel and lodging costs, does the recipient’s income matter',
    ],
    keywords: [
      'living organ donation',
      'travel and subsistence reimbursement',
      'living donor expenses',
      'organ donor support',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '280e-5' },
    asks: [
      'I am a firefighter with cancer, is there a national registry to track firefighter cancer',
      'firefighter cancer registry, is joining voluntary and is my information protected',
    ],
    keywords: [
      'Firefighter Cancer Registry',
      'firefighter cancer',
      'occupational cancer',
      'CDC registry',
      'voluntary registry',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '280g-17' },
    asks: [
      'there seem to be too many cancer cases in my neighborhood, how do I get a possible cancer cluster investigated',
      'criteria for designating a cancer cluster',
    ],
    keywords: ['cancer cluster', 'investigation', 'environmental cancer', 'CDC', 'public health'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '280g-18' },
    asks: [
      'I just had a baby and feel depressed and overwhelmed, is there a national maternal mental health hotline I can call or text',
      'postpartum depression helpline available 24/7 for mothers and families',
    ],
    keywords: [
      'maternal mental health hotline',
      'postpartum depression',
      'perinatal mental health',
      'pregnant women support',
      'crisis line',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 117: health care quality improvement (peer review, National Practitioner Data Bank)
  {
    usc: { title: 42, section: '11111' },
    asks: [
      'the hospital peer review committee took away my privileges, can I sue the committee members for damages',
      'immunity for hospital peer review actions, does it cover civil rights claims',
    ],
    keywords: [
      'peer review immunity',
      'Health Care Quality Improvement Act',
      'HCQIA',
      'clinical privileges',
      'professional review action',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11131' },
    asks: [
      'if my malpractice case settles, will the payment be reported about the doctor to a national database',
      'does a malpractice insurer have to report settlements against a physician',
    ],
    keywords: [
      'National Practitioner Data Bank',
      'malpractice payment report',
      'medical malpractice settlement',
      'NPDB',
      'physician reporting',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11132' },
    asks: [
      'when a medical board suspends or revokes a doctor’s license, is that reported nationally',
      'doctor surrendered license to the state board, is it reported',
    ],
    keywords: [
      'medical board sanctions',
      'license revocation report',
      'National Practitioner Data Bank',
      'physician discipline',
      'license surrender',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11133' },
    asks: [
      'a hospital restricted a surgeon’s privileges for incompetence, must it report that',
      'doctor resigned privileges while under investigation, does the hospital have to report it',
    ],
    keywords: [
      'clinical privileges report',
      'professional review action',
      'National Practitioner Data Bank',
      'hospital reporting',
      'resignation under investigation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11135' },
    asks: [
      'does a hospital have to check the national data bank before letting a doctor join its staff',
      'hospital never looked up the doctor’s malpractice history, does that matter in my lawsuit',
    ],
    keywords: [
      'duty to query data bank',
      'hospital credentialing',
      'National Practitioner Data Bank',
      'medical staff privileges',
      'negligent credentialing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11136' },
    asks: [
      'I am a nurse and think the National Practitioner Data Bank report about me is wrong, can I see and dispute it',
      'how does a doctor correct an inaccurate data bank report',
    ],
    keywords: [
      'data bank dispute',
      'correction of report',
      'National Practitioner Data Bank',
      'self-query',
      'practitioner rights',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11137' },
    asks: [
      'can patients look up a doctor in the National Practitioner Data Bank or is it confidential',
      'who can get information from the practitioner data bank',
    ],
    keywords: [
      'National Practitioner Data Bank confidentiality',
      'access to data bank',
      'licensing boards',
      'hospitals',
      'NPDB',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XIX: Medicaid (payment rules people ask about)
  {
    usc: { title: 42, section: '1396b' },
    asks: [
      'I am undocumented and went to the ER, can emergency Medicaid pay for my emergency care or labor and delivery',
      'does Medicaid cover emergency medical conditions for immigrants without a green card',
    ],
    keywords: [
      'emergency Medicaid',
      'undocumented immigrants',
      'emergency medical condition',
      'labor and delivery',
      'payment to States',
      'noncitizen Medicaid',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396r-8' },
    asks: [
      'Medicaid needs prior authorization for my prescription, how fast must they answer and can I get an emergency supply',
      'pharmacy said Medicaid will not cover my drug without approval, is there a 72-hour emergency supply',
      'which outpatient drugs must Medicaid cover and can it limit quantities',
    ],
    keywords: [
      'Medicaid prescription coverage',
      'prior authorization',
      '24-hour response',
      '72-hour emergency supply',
      'covered outpatient drugs',
      'drug rebate program',
      'formulary',
    ],
    checkedAgainst: '119-100',
  },
  // 21 U.S.C. chapter 9: Food, Drug, and Cosmetic Act (enforcement and specific products)
  {
    usc: { title: 21, section: '337' },
    asks: [
      'can I sue a company myself for violating the Food, Drug, and Cosmetic Act, or only the government can enforce it',
      'can my state sue over false food labels under the federal food law',
    ],
    keywords: [
      'no private right of action',
      'FDCA enforcement',
      'proceedings in name of the United States',
      'state enforcement of food labeling',
      'private lawsuit',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '336' },
    asks: [
      'the FDA only sent a warning letter instead of prosecuting, can it do that for minor violations',
      'does every FDA violation get referred for prosecution',
    ],
    keywords: ['warning letter', 'minor violations', 'FDA enforcement discretion', 'written notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '350e' },
    asks: [
      'are trucking companies that haul food required to keep it sanitary and at safe temperatures',
      'food transported in a dirty truck or tank, is there a federal rule',
    ],
    keywords: ['sanitary transportation', 'food transport', 'food trucking', 'refrigerated transport', 'FSMA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '350g' },
    asks: [
      'does a food factory have to have a written food safety plan with preventive controls',
      'hazard analysis and preventive controls for a food manufacturing business',
    ],
    keywords: [
      'preventive controls',
      'hazard analysis',
      'food safety plan',
      'FSMA',
      'food facility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '350m' },
    asks: [
      'store shelves are empty of baby formula, does the formula maker have to tell the FDA about a production shutdown',
      'infant formula or medical food shortage, must manufacturers give notice',
    ],
    keywords: [
      'infant formula shortage',
      'critical food',
      'manufacturing interruption',
      'FDA notification',
      'medical foods',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '355e' },
    asks: [
      'how is the drug supply protected from counterfeit or expired medicines',
      'standards for tracking and authenticating prescription drugs to stop fakes',
    ],
    keywords: [
      'counterfeit drugs',
      'pharmaceutical security',
      'track and trace',
      'standardized numerical identifier',
      'drug supply chain',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '356' },
    asks: [
      'how can a promising drug for a serious disease get approved faster, what is breakthrough therapy or fast track',
      'accelerated approval of a drug for a life-threatening condition',
    ],
    keywords: [
      'breakthrough therapy',
      'fast track',
      'accelerated approval',
      'serious or life-threatening disease',
      'expedited drug approval',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360bb' },
    asks: [
      'what makes a drug an orphan drug for a rare disease',
      'my child has a rare disease, how does a drug get orphan designation',
    ],
    keywords: ['orphan drug', 'rare disease', 'orphan designation', 'Orphan Drug Act', 'rare condition'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360cc' },
    asks: [
      'why is there no cheaper generic for my rare disease drug, is there orphan drug exclusivity',
      'how long does orphan drug market exclusivity last',
    ],
    keywords: [
      'orphan drug exclusivity',
      'seven years',
      'rare disease drug',
      'generic competition',
      'market exclusivity',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360eee-1' },
    asks: [
      'does my pharmacy have to verify that prescription drugs it buys are legitimate and not counterfeit',
      'drug supply chain tracing and handling of suspect or illegitimate products',
    ],
    keywords: [
      'Drug Supply Chain Security Act',
      'DSCSA',
      'suspect product',
      'illegitimate product',
      'product tracing',
      'dispensers',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360j' },
    asks: [
      'my doctor had a custom device made just for me, does it need FDA approval',
      'can the FDA restrict who can sell or use a medical device',
      'investigational medical device exemption for a clinical study',
    ],
    keywords: [
      'custom devices',
      'restricted devices',
      'investigational device exemption',
      'device controls',
      'medical devices',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360l' },
    asks: [
      'my implant has problems, can the FDA make the manufacturer study how it performs after approval',
      'postmarket surveillance of implanted or life-sustaining medical devices',
    ],
    keywords: [
      'postmarket surveillance',
      'implanted devices',
      'life-sustaining devices',
      'device safety study',
      'FDA order',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360b' },
    asks: [
      'is the medicine my vet gave my dog FDA approved, what rules apply to animal drugs',
      'drug residues in meat or milk from treated animals, when is an animal drug unsafe',
    ],
    keywords: [
      'new animal drugs',
      'veterinary drugs',
      'pet medication',
      'animal drug approval',
      'drug residues in food animals',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387r' },
    asks: [
      'will the FDA consider approving longer use of nicotine patches, gum or lozenges to quit smoking',
      'FDA fast track for smoking cessation products',
    ],
    keywords: [
      'nicotine replacement therapy',
      'quit smoking',
      'tobacco dependence',
      'nicotine patch',
      'nicotine gum',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '392' },
    asks: [
      'who regulates meat products, the FDA or the USDA',
      'are meat and meat food products covered by the FDA food law',
    ],
    keywords: ['meat products', 'Meat Inspection Act', 'USDA', 'FDA jurisdiction', 'food safety'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '379v' },
    asks: [
      'the company reported my injury to the FDA, does that report mean it admits its product caused harm',
      'can I use an adverse event report as an admission in my product lawsuit',
    ],
    keywords: [
      'safety report disclaimer',
      'adverse event report',
      'not an admission',
      'product liability',
      'FDA reports',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '374a' },
    asks: [
      'I have a peanut allergy and a food had an undeclared allergen, does the FDA inspect for allergen cross-contact',
      'food allergen labeling and cross-contamination inspections',
    ],
    keywords: [
      'food allergens',
      'undeclared allergen',
      'cross-contact',
      'allergen labeling',
      'FDA inspection',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapter II: health centers, National Health Service Corps, 340B
  {
    usc: { title: 42, section: '254b' },
    asks: [
      'I have no insurance and little money, can a community health center turn me away if I cannot pay',
      'does a federally funded health center have to offer a sliding fee scale based on income',
      'health care for migrant farmworkers, homeless people or public housing residents at health centers',
    ],
    keywords: [
      'community health center',
      'federally qualified health center',
      'FQHC',
      'sliding fee scale',
      'inability to pay',
      'medically underserved',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '254g' },
    asks: [
      'a clinic with National Health Service Corps doctors refused to see me because I am on Medicaid, is that allowed',
      'clinic with Corps providers must see patients who cannot pay, what can it charge',
    ],
    keywords: [
      'National Health Service Corps',
      'ability to pay',
      'Medicaid patients',
      'discount schedule',
      'charges for services',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '254l-1' },
    asks: [
      'I am a nurse practitioner with student loans, can the National Health Service Corps repay them if I work in a shortage area',
      'NHSC loan repayment eligibility for doctors, dentists and mental health professionals',
    ],
    keywords: [
      'National Health Service Corps loan repayment',
      'student loan repayment',
      'health professional shortage area',
      'primary care',
      'service obligation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '254o' },
    asks: [
      'I left my National Health Service Corps scholarship or service early, how much do I owe',
      'breach of NHSC loan repayment contract, penalties and waivers for hardship',
    ],
    keywords: [
      'NHSC breach of contract',
      'scholarship repayment',
      'service obligation',
      'damages for breach',
      'hardship waiver',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '256b' },
    asks: [
      'what is the 340B drug discount program and which clinics and hospitals qualify',
      'drug makers must sell medicines at a discount to safety-net clinics, how does 340B pricing work',
    ],
    keywords: [
      '340B program',
      'drug discount',
      'covered entities',
      'safety-net hospitals',
      'ceiling price',
      'duplicate discounts',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapter VIII: family planning; conscience
  {
    usc: { title: 42, section: '300a-5' },
    asks: [
      'the clinic said I must accept birth control to get other services, can a Title X program require that',
      'is family planning at a federally funded clinic voluntary',
    ],
    keywords: [
      'Title X',
      'family planning',
      'voluntary participation',
      'birth control',
      'coercion',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300a-6' },
    asks: [
      'can Title X family planning money be used for abortion',
      'federally funded family planning clinic and abortion restrictions',
    ],
    keywords: ['Title X', 'abortion funding', 'family planning', 'federal funds', 'clinic funding'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300a-7' },
    asks: [
      'I am a nurse with religious objections, can my hospital force me to assist with an abortion or sterilization',
      'hospital fired a doctor for performing or refusing to perform abortions, is that allowed if it gets federal grants',
    ],
    keywords: [
      'Church Amendments',
      'conscience protection',
      'religious objection',
      'abortion',
      'sterilization',
      'health care personnel discrimination',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300a-8' },
    asks: [
      'a caseworker threatened to cut my benefits unless I get sterilized, is that a crime',
      'coerced sterilization or abortion by threatening loss of government benefits',
    ],
    keywords: [
      'coerced sterilization',
      'coerced abortion',
      'threat to benefits',
      'federal program',
      'criminal penalty',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 138: assisted suicide funding restriction
  {
    usc: { title: 42, section: '14402' },
    asks: [
      'will Medicare or Medicaid pay for medical aid in dying or assisted suicide',
      'can federal health money pay for euthanasia in a state where it is legal',
    ],
    keywords: [
      'assisted suicide funding',
      'medical aid in dying',
      'euthanasia',
      'federal funds restriction',
      'Medicare and Medicaid',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '14406' },
    asks: [
      'when I made my advance directive, did the hospital have to tell me about assisted suicide options',
      'advance directive asking for assisted death, do federal advance directive rules cover it',
    ],
    keywords: [
      'advance directive',
      'assisted suicide',
      'Patient Self-Determination Act',
      'living will',
      'provider duty to inform',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 35: Older Americans Act (ombudsman, elder abuse)
  {
    usc: { title: 42, section: '3058g' },
    asks: [
      'my mother in a nursing home or assisted living is being mistreated, can the long-term care ombudsman investigate my complaint',
      'what does the state long-term care ombudsman do and is my complaint kept confidential',
    ],
    keywords: [
      'long-term care ombudsman',
      'nursing home complaint',
      'assisted living',
      'resident rights',
      'Older Americans Act',
      'confidentiality',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3058i' },
    asks: [
      'is there a state program to prevent and detect elder abuse, neglect and financial exploitation',
      'elder abuse prevention through the area agency on aging',
    ],
    keywords: [
      'elder abuse prevention',
      'elder neglect',
      'financial exploitation',
      'area agency on aging',
      'Older Americans Act',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 114: protection and advocacy for individuals with mental illness
  {
    usc: { title: 42, section: '10805' },
    asks: [
      'my brother was abused in a psychiatric hospital, can the state protection and advocacy agency investigate',
      'who can help a person with mental illness with neglect in a treatment facility or after discharge',
    ],
    keywords: [
      'protection and advocacy',
      'PAIMI',
      'mental illness',
      'abuse and neglect investigation',
      'psychiatric facility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '10806' },
    asks: [
      'the advocacy agency got my mental health records, do they have to keep them confidential',
      'can I be refused my own records held by the protection and advocacy system',
    ],
    keywords: [
      'mental health records',
      'confidentiality',
      'protection and advocacy access to records',
      'PAIMI',
      'disclosure to patient',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '10841' },
    asks: [
      'what rights should a patient admitted to a mental health facility have, like treatment in the least restrictive setting',
      'mental health patient bill of rights, individualized treatment plan and freedom from restraint',
    ],
    keywords: [
      'mental health bill of rights',
      'patient rights',
      'least restrictive setting',
      'individualized treatment plan',
      'psychiatric patients',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 156: health information privacy (HITECH Act)
  {
    usc: { title: 42, section: '17934' },
    asks: [
      'the billing company my doctor uses leaked my medical information, are business associates bound by HIPAA privacy rules',
      'can a hospital contractor use my health records beyond what its contract allows',
    ],
    keywords: [
      'business associates',
      'HIPAA privacy',
      'protected health information',
      'business associate agreement',
      'HITECH Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '17936' },
    asks: [
      'my pharmacy sent me drug ads paid for by a drug company, can it use my health information for marketing',
      'hospital fundraising letters using my patient information, can I opt out',
    ],
    keywords: [
      'health information marketing',
      'paid communications',
      'fundraising',
      'opt out',
      'HIPAA',
      'HITECH Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '17937' },
    asks: [
      'my health or fitness app that is not covered by HIPAA had a data breach, does it have to notify me',
      'personal health record company leaked my information, must it tell the FTC and users',
    ],
    keywords: [
      'personal health record breach',
      'health app data breach',
      'breach notification',
      'Federal Trade Commission',
      'non-HIPAA entities',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '17939' },
    asks: [
      'my HIPAA privacy was violated, can I get part of the penalty the government collects',
      'where does the money from HIPAA privacy fines and settlements go',
    ],
    keywords: [
      'HIPAA enforcement',
      'civil monetary penalties',
      'Office for Civil Rights',
      'penalty distribution',
      'harmed individuals',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '17941' },
    asks: [
      'our clinic had a data breach, will having recognized security practices reduce HIPAA fines',
      'HIPAA security rule penalties and cybersecurity frameworks in place for 12 months',
    ],
    keywords: [
      'recognized security practices',
      'HIPAA security rule',
      'fines mitigation',
      'cybersecurity',
      'HHS audit',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapter I: suits over care by Public Health Service and health center staff
  {
    usc: { title: 42, section: '233' },
    asks: [
      'I want to sue a community health center doctor for malpractice, do I have to sue the United States instead',
      'malpractice by an Indian Health Service or Public Health Service doctor, is the Federal Tort Claims Act my only remedy',
    ],
    keywords: [
      'Federal Tort Claims Act',
      'FTCA',
      'community health center malpractice',
      'deemed Public Health Service employee',
      'exclusive remedy',
      'medical malpractice',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapter VII: patient safety work product
  {
    usc: { title: 42, section: '299b-22' },
    asks: [
      'the hospital will not give my lawyer its internal incident report, is patient safety work product privileged',
      'can a patient safety organization report be subpoenaed or used in a malpractice case',
    ],
    keywords: [
      'patient safety work product',
      'privilege',
      'patient safety organization',
      'incident report',
      'discovery',
      'confidentiality',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapters II and XXVI: emergencies, quarantine care, transplant network
  {
    usc: { title: 42, section: '247d' },
    asks: [
      'what does it mean when HHS declares a public health emergency and how long does the declaration last',
      'public health emergency ended, does the declaration expire after 90 days unless renewed',
    ],
    keywords: [
      'public health emergency declaration',
      '90 days',
      'renewal',
      'HHS Secretary',
      'disease outbreak',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '249' },
    asks: [
      'if I am held in federal quarantine, who provides my medical care',
      'medical treatment for people detained under quarantine laws or by immigration',
    ],
    keywords: [
      'quarantine medical care',
      'detained persons',
      'Public Health Service',
      'immigration detention health care',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '252' },
    asks: [
      'why do I need a medical exam for my green card or visa, who sets the rules for immigration medical exams',
      'physical and mental examination of immigrants required by immigration law',
    ],
    keywords: [
      'immigration medical exam',
      'panel physician',
      'civil surgeon',
      'medical examination of aliens',
      'Surgeon General',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '274' },
    asks: [
      'how does the national organ transplant waiting list work and who runs it',
      'I am waiting for a kidney, who decides how organs are matched and allocated',
    ],
    keywords: [
      'Organ Procurement and Transplantation Network',
      'OPTN',
      'transplant waiting list',
      'organ allocation',
      'organ matching',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 157: pregnancy assistance fund
  {
    usc: { title: 42, section: '18203' },
    asks: [
      'I am a pregnant college student, is there federally funded help like a pregnant and parenting student services office',
      'support services for pregnant and parenting teens funded by the state',
    ],
    keywords: [
      'Pregnancy Assistance Fund',
      'pregnant students',
      'parenting teens',
      'student services',
      'pregnant and parenting women',
    ],
    checkedAgainst: '119-100',
  },
  // 21 U.S.C. chapter 9: more FDCA sections people meet
  {
    usc: { title: 21, section: '354' },
    asks: [
      'I raise cattle, do I need a vet to authorize medicated feed with antibiotics',
      'veterinary feed directive, what makes it lawful',
    ],
    keywords: [
      'veterinary feed directive',
      'medicated feed',
      'livestock antibiotics',
      'licensed veterinarian',
      'animal feed',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360bbb-8d' },
    asks: [
      'can the FDA order pharmacies and distributors to stop selling and recall a dangerous controlled substance',
      'recall of a controlled substance medication, is there a hearing',
    ],
    keywords: [
      'controlled substance recall',
      'cease distribution order',
      'FDA',
      'pharmacists',
      'serious adverse health consequences',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360e-3' },
    asks: [
      'what is an FDA breakthrough device designation and does it mean faster review',
      'new medical device for a life-threatening condition with no approved alternative, can it get priority review',
    ],
    keywords: [
      'breakthrough devices',
      'priority review',
      'medical device innovation',
      'life-threatening disease',
      'expedited device review',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360kk' },
    asks: [
      'are there federal radiation safety standards for products like tanning beds, lasers or x-ray machines',
      'warning labels for electronic products that emit radiation',
    ],
    keywords: [
      'electronic product radiation',
      'performance standards',
      'tanning beds',
      'lasers',
      'x-ray equipment',
      'radiation emission',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360oo' },
    asks: [
      'is it illegal to sell or import an electronic product that does not meet the radiation safety standard',
      'manufacturer failed to report a radiation defect in its product',
    ],
    keywords: [
      'electronic product prohibited acts',
      'radiation safety standard',
      'import of noncompliant products',
      'certification',
      'FDA',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapter XXV: which plans the insurance rules reach
  {
    usc: { title: 42, section: '300gg-21' },
    asks: [
      'my city or county government health plan says it opted out of some federal insurance rules, can it do that',
      'do the federal health insurance rules apply to separate dental, vision or long-term care plans',
    ],
    keywords: [
      'non-federal governmental plan opt-out',
      'excepted benefits',
      'dental and vision plans',
      'government employer health plan',
      'group health plan exclusions',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-23' },
    asks: [
      'does my state insurance law still apply to my health insurer, or do federal rules override it',
      'state law gives me more protection than the federal health insurance rules, which one applies',
    ],
    keywords: [
      'preemption',
      'state insurance law',
      'health insurance issuers',
      'ERISA preemption',
      'state flexibility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300gg-63' },
    asks: [
      'I bought an accident-only or disability income policy on my own, do the individual health insurance protections apply',
      'separate dental or vision policy sold individually, is it exempt from federal insurance rules',
    ],
    keywords: [
      'excepted benefits',
      'individual market exceptions',
      'accident-only coverage',
      'disability income insurance',
      'separate policy',
    ],
    checkedAgainst: '119-100',
  },
  // 21 U.S.C. chapter 9: FDCA (food contaminants, generics and children's drugs, cosmetics businesses, tobacco)
  {
    usc: { title: 21, section: '346' },
    asks: [
      'how much lead or other contaminant is allowed in food like baby food, who sets the limit',
      'unavoidable poisonous substance in food above the FDA limit, is it unsafe',
    ],
    keywords: [
      'contaminant limits',
      'lead in food',
      'poisonous or deleterious substance',
      'tolerance',
      'baby food heavy metals',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '355-2' },
    asks: [
      'a brand drug company refuses to sell samples to a generic maker to block competition, can the generic company sue',
      'delays of cheaper generic drugs and biosimilars caused by withholding samples',
    ],
    keywords: [
      'CREATES Act',
      'generic drug delay',
      'biosimilars',
      'drug samples',
      'anticompetitive conduct',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '355a' },
    asks: [
      'why has no generic come out for my child’s medicine, does pediatric exclusivity add extra months',
      'drug companies studying medicines in children in exchange for market exclusivity',
    ],
    keywords: [
      'pediatric exclusivity',
      'pediatric studies',
      'market exclusivity',
      'children’s medicines',
      'Best Pharmaceuticals for Children Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '355c' },
    asks: [
      'is my child’s medicine tested for kids, do drug makers have to study new drugs in children',
      'pediatric assessment required for new drug applications and deferrals',
    ],
    keywords: [
      'pediatric research',
      'Pediatric Research Equity Act',
      'PREA',
      'pediatric assessment',
      'drugs for children',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '355h' },
    asks: [
      'how are over-the-counter medicines like sunscreen, pain relievers or hand sanitizer allowed to be sold without an approved application',
      'OTC drug monograph, what does generally recognized as safe and effective mean',
    ],
    keywords: [
      'OTC monograph',
      'nonprescription drugs',
      'generally recognized as safe and effective',
      'GRASE',
      'over-the-counter medicine',
      'sunscreen',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '356h' },
    asks: [
      'there is only one maker of my expensive drug, can the FDA speed up approval of a competing generic',
      'competitive generic therapy designation when there is inadequate generic competition',
    ],
    keywords: [
      'competitive generic therapy',
      'generic competition',
      'expedited generic review',
      'ANDA',
      'drug prices',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360' },
    asks: [
      'does a drug or medical device factory have to register with the FDA and list its products',
      'I repackage and relabel medicines to sell, do I need FDA establishment registration',
    ],
    keywords: [
      'establishment registration',
      'drug listing',
      'device listing',
      'premarket notification 510(k)',
      'FDA registration',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360eee-2' },
    asks: [
      'does a prescription drug wholesale distributor need a license and what standards apply',
      'wholesale drug distributor storage, records and background check rules',
    ],
    keywords: [
      'wholesale distributor licensing',
      'prescription drug distribution',
      'storage and handling',
      'DSCSA',
      'national standards',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360ff' },
    asks: [
      'my child has a rare pediatric disease, what is the priority review voucher for drugs that treat it',
      'rare pediatric disease priority review voucher sold by drug companies',
    ],
    keywords: [
      'rare pediatric disease',
      'priority review voucher',
      'drug development incentive',
      'rare disease children',
      'FDA review',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360ss' },
    asks: [
      'can my state set its own radiation standard for microwaves or other electronic products',
      'state rules for electronic product radiation preempted by the federal standard',
    ],
    keywords: [
      'state standards preemption',
      'electronic product radiation',
      'federal standard',
      'microwave ovens',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '364b' },
    asks: [
      'are there good manufacturing practice rules for cosmetics factories',
      'cosmetic manufacturing standards to prevent contaminated makeup',
    ],
    keywords: ['cosmetic good manufacturing practice', 'GMP', 'cosmetics factory', 'MoCRA', 'adulterated cosmetics'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '364h' },
    asks: [
      'I sell handmade soap and lotions with small sales, am I exempt from cosmetic registration and manufacturing rules',
      'small cosmetics business exemption, does it cover eye products, injectables or long-lasting products',
    ],
    keywords: [
      'small cosmetics business exemption',
      'handmade cosmetics',
      'MoCRA',
      'registration exemption',
      'gross annual sales',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '364i' },
    asks: [
      'my product is both a cosmetic and a drug like dandruff shampoo or sunscreen moisturizer, do the new cosmetic rules apply',
      'cosmetic also regulated as a drug, exempt from cosmetic registration and safety rules',
    ],
    keywords: [
      'cosmetic-drug products',
      'exemption',
      'MoCRA',
      'drug requirements',
      'dual regulation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '384a' },
    asks: [
      'I import food to sell in the U.S., do I have to verify that my foreign suppliers meet U.S. safety rules',
      'foreign supplier verification program for food importers',
    ],
    keywords: [
      'foreign supplier verification program',
      'FSVP',
      'food importers',
      'imported food safety',
      'FSMA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387h' },
    asks: [
      'a batch of vapes or cigarettes has a dangerous defect, can the FDA order notice or a recall',
      'tobacco product recall for a manufacturing defect',
    ],
    keywords: [
      'tobacco product recall',
      'defective vape',
      'notification order',
      'FDA',
      'tobacco',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387i' },
    asks: [
      'my vape made me seriously sick, does the manufacturer have to report adverse experiences to the FDA',
      'tobacco makers recordkeeping and reporting of serious unexpected health problems',
    ],
    keywords: [
      'tobacco adverse experience reports',
      'vape injury',
      'tobacco records',
      'manufacturer reports',
      'FDA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387m' },
    asks: [
      'do vape and smoke shops have to follow the same tobacco advertising limits as stores kids can enter',
      'tobacco-only store advertising restrictions',
    ],
    keywords: [
      'tobacco retailers',
      'vape shop advertising',
      'smoke shop',
      'advertising restrictions',
      'minors',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '393' },
    asks: [
      'what is the FDA responsible for, food safety, drugs, devices, cosmetics and tobacco',
      'FDA mission to make sure food is safe and properly labeled and drugs are safe and effective',
    ],
    keywords: [
      'Food and Drug Administration',
      'FDA mission',
      'Commissioner of Food and Drugs',
      'public health',
      'regulated products',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XVIII: Medicare (hospitals, ACOs, audits, drug programs)
  {
    usc: { title: 42, section: '1395bb' },
    asks: [
      'the hospital is accredited by the Joint Commission, does that mean it meets Medicare standards without a state inspection',
      'how does a private accreditation body get approved to stand in for Medicare hospital inspections',
    ],
    keywords: [
      'accreditation',
      'deemed status',
      'Joint Commission',
      'Medicare conditions of participation',
      'hospital survey',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395i-4' },
    asks: [
      'what is a critical access hospital, how many beds can it have and how long can patients stay',
      'small rural hospital more than 35 miles from another hospital, special Medicare status',
    ],
    keywords: [
      'critical access hospital',
      'rural hospital',
      '25 beds',
      '96 hours',
      'Medicare rural hospital flexibility program',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395jjj' },
    asks: [
      'I got a letter that my doctor is part of an accountable care organization, what does that mean for my Medicare',
      'can I choose my primary care doctor for ACO assignment under Medicare',
    ],
    keywords: [
      'accountable care organization',
      'ACO',
      'Medicare Shared Savings Program',
      'beneficiary assignment',
      'care coordination',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395ddd' },
    asks: [
      'Medicare auditors say my clinic was overpaid and want the money back, who runs these reviews',
      'Medicare Integrity Program audits of providers and recovery audit contractors',
    ],
    keywords: [
      'Medicare Integrity Program',
      'recovery audit contractor',
      'RAC audit',
      'overpayment recovery',
      'medical review',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395qq' },
    asks: [
      'can an Indian Health Service or tribal hospital bill Medicare for my care',
      'IHS facility Medicare payments',
    ],
    keywords: [
      'Indian Health Service',
      'tribal hospital',
      'Medicare payment',
      'American Indian health care',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-114a' },
    asks: [
      'how did the Medicare Part D donut hole discount on brand-name drugs work',
      'coverage gap discount from drug manufacturers for Part D enrollees',
    ],
    keywords: [
      'donut hole',
      'coverage gap discount',
      'Medicare Part D',
      'brand-name drugs',
      'manufacturer discount',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395w-133' },
    asks: [
      'I get help from my state pharmacy assistance program and also have Medicare Part D, how do they work together',
      'state pharmaceutical assistance program paying my Part D premium',
    ],
    keywords: [
      'State Pharmaceutical Assistance Program',
      'SPAP',
      'Medicare Part D coordination',
      'drug plan premiums',
      'supplemental drug coverage',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XI: facility closures, emergency waivers, QIO records, blood donors
  {
    usc: { title: 42, section: '1320a-7j' },
    asks: [
      'my mother’s nursing home is closing, how much notice must it give residents and families and is there a relocation plan',
      'nursing home announced it will close, can it keep admitting new residents',
    ],
    keywords: [
      'nursing home closure',
      '60 days notice',
      'resident relocation plan',
      'long-term care ombudsman notice',
      'facility accountability',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320b-5' },
    asks: [
      'during a disaster or pandemic, can Medicare and Medicaid rules be waived so hospitals can still treat patients',
      'section 1135 waiver during a national emergency',
    ],
    keywords: [
      '1135 waiver',
      'emergency waiver',
      'public health emergency',
      'Medicare and Medicaid requirements',
      'disaster',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320b-11' },
    asks: [
      'can blood banks find a past blood donor through Social Security to tell them they may have HIV',
      'blood donor locator service for donors who may carry the AIDS virus',
    ],
    keywords: [
      'blood donor notification',
      'HIV',
      'blood donor locator',
      'Social Security address',
      'blood bank',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320c-5' },
    asks: [
      'a doctor keeps giving Medicare patients unnecessary or poor-quality care, can the quality improvement organization sanction them',
      'practitioner excluded after a QIO found gross and flagrant violations',
    ],
    keywords: [
      'practitioner obligations',
      'QIO sanctions',
      'medically necessary care',
      'quality of care',
      'exclusion',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320c-9' },
    asks: [
      'I filed a quality complaint with the Medicare QIO, can I get their review records or are they confidential',
      'are quality improvement organization findings subject to the Freedom of Information Act',
    ],
    keywords: [
      'QIO confidentiality',
      'Freedom of Information Act',
      'quality review records',
      'disclosure',
      'quality improvement organization',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1395aa' },
    asks: [
      'who inspects hospitals, nursing homes and home health agencies for Medicare, the state health department',
      'state survey agency checking whether a facility meets Medicare conditions',
    ],
    keywords: [
      'state survey agency',
      'Medicare certification',
      'conditions of participation',
      'facility inspection',
      'home health agency',
    ],
    checkedAgainst: '119-100',
  },
  // 25 U.S.C. chapter 18: Indian health care
  {
    usc: { title: 25, section: '1621u' },
    asks: [
      'IHS authorized my care at an outside hospital but the hospital is billing me, am I responsible',
      'purchased or referred care authorized by the Indian Health Service, can the provider come after the patient',
    ],
    keywords: [
      'Indian Health Service',
      'purchased/referred care',
      'contract health services',
      'no patient liability',
      'balance billing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1621s' },
    asks: [
      'how fast must the Indian Health Service approve or deny an outside provider’s claim and pay it',
      'IHS contract care claim deemed accepted when no answer in time',
    ],
    keywords: [
      'Indian Health Service claims',
      'contract care payment',
      '5 working days',
      '30 days',
      'prompt payment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1646' },
    asks: [
      'my elderly father got emergency care at a non-IHS hospital, how long do we have to notify the Indian Health Service',
      'deadline to tell IHS about emergency treatment outside its facilities for elderly or disabled Indians',
    ],
    keywords: [
      'Indian Health Service notification',
      'emergency contract health services',
      '30 days',
      'elderly or disabled Indians',
      'non-Service facility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1621l' },
    asks: [
      'can the Indian Health Service pay travel costs to get to my medical appointments, and for an escort',
      'IHS patient travel and a family member traveling with a child patient',
    ],
    keywords: [
      'patient travel costs',
      'qualified escort',
      'Indian Health Service',
      'tribal health program',
      'medical transportation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1623' },
    asks: [
      'I get care from the Indian Health Service and have Medicaid or private insurance, who pays first',
      'IHS payer of last resort rule',
    ],
    keywords: [
      'payer of last resort',
      'Indian Health Service',
      'tribal health programs',
      'coordination of benefits',
      'cost sharing for Indians',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1621e' },
    asks: [
      'the Indian Health Service is billing my insurance or the driver who injured me, can it recover those costs',
      'IHS right to recover from insurers and third parties',
    ],
    keywords: [
      'third-party recovery',
      'Indian Health Service',
      'insurance reimbursement',
      'tortfeasor',
      'right of recovery',
    ],
    checkedAgainst: '119-100',
  },
  // 21 U.S.C. chapter 9: FDCA (names, records, imports, tobacco ingredients and advertising)
  {
    usc: { title: 21, section: '321d' },
    asks: [
      'the restaurant sold me basa or swai labeled as catfish, can only certain fish be called catfish',
      'supplement labeled ginseng that is not from the Panax plant, is that allowed',
    ],
    keywords: [
      'catfish labeling',
      'ginseng labeling',
      'common or usual name',
      'Ictaluridae',
      'Panax',
      'mislabeled fish',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '344' },
    asks: [
      'can the FDA require a permit to make a kind of food that risks bacterial contamination, like low-acid canned food',
      'emergency permit to keep producing food after contamination with microorganisms',
    ],
    keywords: [
      'emergency permit control',
      'microbial contamination',
      'canned food',
      'low-acid canned food',
      'food processing permit',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '350c' },
    asks: [
      'during a food outbreak can the FDA demand our shipping and supplier records',
      'food distributor must keep records of where food came from and went, are farms and restaurants excluded',
    ],
    keywords: [
      'food records access',
      'food traceability',
      'previous sources and subsequent recipients',
      'outbreak investigation',
      'farms and restaurants exclusion',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '360mm' },
    asks: [
      'customs refused my imported laser or electronic gadget because it lacks a radiation safety certification label',
      'importing electronic products that do not meet the federal radiation standard',
    ],
    keywords: [
      'import refusal',
      'electronic products',
      'radiation safety certification',
      'laser products',
      'Customs',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '384g' },
    asks: [
      'pills I ordered from overseas by international mail were seized, does the FDA send controlled substances to Customs',
      'illicit drugs shipped through international mail, FDA and CBP cooperation',
    ],
    keywords: [
      'international mail',
      'illicit drugs',
      'Customs and Border Protection',
      'controlled substances import',
      'seized package',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387d' },
    asks: [
      'what ingredients and chemicals are in cigarettes or vapes, do manufacturers have to tell the FDA',
      'tobacco companies must report harmful constituents and nicotine content',
    ],
    keywords: [
      'tobacco ingredients',
      'harmful and potentially harmful constituents',
      'nicotine content',
      'tobacco disclosure',
      'FDA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 21, section: '387n' },
    asks: [
      'who can act against deceptive tobacco or vape advertising, the FTC or the FDA',
      'tobacco ad that breaks FDA rules is an unfair or deceptive practice',
    ],
    keywords: [
      'Federal Trade Commission',
      'tobacco advertising',
      'unfair or deceptive acts',
      'vape ads',
      'FDA coordination',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapter XXXI: World Trade Center Health Program
  {
    usc: { title: 42, section: '300mm' },
    asks: [
      'I worked on the 9/11 cleanup and now have health problems, is there a federal program for medical monitoring and treatment',
      'I lived near Ground Zero on September 11, can residents and area workers get health benefits',
    ],
    keywords: [
      'World Trade Center Health Program',
      'WTC Health Program',
      '9/11 responders',
      'September 11 survivors',
      'medical monitoring',
      'Ground Zero',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300mm-21' },
    asks: [
      'I was a firefighter or recovery worker at the World Trade Center site, how do I qualify as a WTC responder',
      'eligibility criteria for 9/11 responder medical monitoring',
    ],
    keywords: [
      'WTC responder',
      '9/11 first responders',
      'eligibility',
      'medical monitoring',
      'Fire Department of New York',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300mm-22' },
    asks: [
      'my asthma or cancer may be from 9/11 dust, will the WTC Health Program pay for treatment',
      'what counts as a WTC-related health condition, including mental health conditions',
    ],
    keywords: [
      'WTC-related health condition',
      '9/11 cancer',
      'airborne toxins',
      'treatment benefits',
      'PTSD',
      'aerodigestive disorders',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300mm-23' },
    asks: [
      'I was a 9/11 responder but now live outside New York, can I get WTC program care near home',
      'nationwide provider network for World Trade Center Health Program members',
    ],
    keywords: [
      'nationwide provider network',
      'WTC Health Program',
      'outside New York',
      'responders and survivors',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300mm-31' },
    asks: [
      'I lived, worked or went to school in lower Manhattan on 9/11 and have symptoms, can I get an initial health evaluation',
      'who is a screening-eligible or certified-eligible WTC survivor',
    ],
    keywords: [
      'WTC survivor',
      'screening-eligible survivor',
      'initial health evaluation',
      'lower Manhattan',
      '9/11 residents',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300mm-32' },
    asks: [
      'which health conditions are covered for 9/11 survivors, like asthma, chronic cough or sinus problems',
      'follow-up monitoring and treatment for certified-eligible WTC survivors',
    ],
    keywords: [
      'WTC survivor conditions',
      'asthma',
      'chronic rhinosinusitis',
      'interstitial lung disease',
      'follow-up treatment',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300mm-41' },
    asks: [
      'does the WTC Health Program pay my copays and deductibles, or does my health insurance or workers comp pay first',
      'WTC program payment for treatment when workers’ compensation covers a work-related 9/11 condition',
    ],
    keywords: [
      'WTC program payment',
      'workers’ compensation',
      'health insurance coordination',
      'deductibles and copayments',
      'payer rules',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 6A, subchapter XV: breast and cervical cancer screening
  {
    usc: { title: 42, section: '300k' },
    asks: [
      'I am uninsured and low income, is there a program for free or low-cost mammograms and Pap tests',
      'state breast and cervical cancer early detection program funded by the CDC',
    ],
    keywords: [
      'breast and cervical cancer screening',
      'National Breast and Cervical Cancer Early Detection Program',
      'free mammogram',
      'Pap smear',
      'low-income women',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300m' },
    asks: [
      'what screening does the state breast and cervical cancer program include, a mammogram and a Pap smear',
      'must the free cancer screening program use newer, better screening tests when they become recommended',
    ],
    keywords: [
      'breast cancer screening services',
      'mammography',
      'pelvic exam',
      'Pap smear',
      'quality of screening',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300n' },
    asks: [
      'can the state breast and cervical cancer screening program charge me, and is it free if my income is below the poverty line',
      'do low-income women get priority in the CDC-funded mammogram and Pap test program',
    ],
    keywords: [
      'screening program fees',
      'sliding scale charges',
      'below poverty line no charge',
      'low-income women priority',
      'breast and cervical cancer screening',
    ],
    checkedAgainst: '119-100',
  },
  // More CHIP, Medicaid and public health sections people ask about
  {
    usc: { title: 42, section: '1397jj' },
    asks: [
      'my kids already have coverage through my job plan, can they still get CHIP',
      'I work for the state and can get the state employee health plan for my family, are my children excluded from CHIP',
      'what income and insurance status makes a child eligible as a targeted low-income child',
    ],
    keywords: [
      'targeted low-income child',
      'CHIP eligibility',
      'state employee children',
      'uninsured children',
      'child health assistance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1397aa' },
    asks: [
      'is CHIP in my state run through Medicaid or as a separate children’s health plan',
      'what is the children’s health insurance program for uninsured low-income children',
    ],
    keywords: [
      "Children's Health Insurance Program",
      'CHIP',
      'state child health plan',
      'Medicaid expansion for children',
      'uninsured children',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396u-7' },
    asks: [
      'my state gives some Medicaid adults a different benefit package than regular Medicaid, is that allowed',
      'Medicaid benchmark or alternative benefit plan, must it include mental health parity and family planning',
    ],
    keywords: [
      'benchmark coverage',
      'alternative benefit plan',
      'Medicaid expansion adults',
      'state flexibility',
      'Medicaid benefits',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '280h-5' },
    asks: [
      'can my child see a doctor or counselor at the school health center, and do state parental consent laws apply',
      'school-based health centers providing medical and mental health care during school hours',
    ],
    keywords: [
      'school-based health center',
      'student health care',
      'parental consent',
      'mental health at school',
      'primary health services',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '280g-8' },
    asks: [
      'our baby was just diagnosed with Down syndrome, is there support and accurate information for parents',
      'prenatal diagnosis of a condition, information and support services for expectant parents',
    ],
    keywords: [
      'Down syndrome diagnosis',
      'prenatally diagnosed condition',
      'postnatally diagnosed condition',
      'parent support',
      'accurate information',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '290ee-5' },
    asks: [
      'are there standards for sober living or recovery homes, my son’s recovery house seems unsafe',
      'best practices and model laws for operating recovery housing',
    ],
    keywords: [
      'recovery housing',
      'sober living homes',
      'substance use recovery',
      'best practices',
      'fraudulent recovery homes',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300mm-52' },
    asks: [
      'is there a registry of people affected by the September 11 attacks that tracks their health',
      'World Trade Center Health Registry',
    ],
    keywords: ['World Trade Center Health Registry', '9/11 victims', 'health registry', 'data collection'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter XIX: Medicaid fraud, integrity and special programs
  {
    usc: { title: 42, section: '1396h' },
    asks: [
      'I know a provider cheating Medicaid, can I bring a whistleblower qui tam case under my state false claims act',
      'state Medicaid false claims law, filed under seal for 60 days and reviewed by the state attorney general',
    ],
    keywords: [
      'state false claims act',
      'qui tam',
      'Medicaid fraud whistleblower',
      'filed under seal',
      'relator',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396b-1' },
    asks: [
      'I got an infection in the hospital, will Medicaid pay the hospital to treat a condition it caused',
      'Medicaid nonpayment for health care-acquired conditions',
    ],
    keywords: [
      'health care-acquired conditions',
      'hospital-acquired infection',
      'Medicaid nonpayment',
      'never events',
      'provider-preventable conditions',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396u-6' },
    asks: [
      'who audits Medicaid providers for fraud, waste and overpayments',
      'Medicaid Integrity Program reviews of claims and cost reports',
    ],
    keywords: [
      'Medicaid Integrity Program',
      'Medicaid audit',
      'fraud, waste, and abuse',
      'overpayments',
      'provider review',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396w-4a' },
    asks: [
      'my child has complex medical needs and sees many specialists, can Medicaid provide a health home to coordinate care, even out of state',
      'health home for children with medically complex conditions under Medicaid',
    ],
    keywords: [
      'medically complex children',
      'health home',
      'care coordination',
      'pediatric care plan',
      'out-of-state providers',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396j' },
    asks: [
      'can an Indian Health Service or tribal clinic bill Medicaid for my care',
      'IHS facilities reimbursed under the state Medicaid plan',
    ],
    keywords: ['Indian Health Service', 'tribal facilities', 'Medicaid reimbursement', 'American Indian health care'],
    checkedAgainst: '119-100',
  },
];
