import type { SectionCard } from './types';

/**
 * Section cards (./types.ts) for people's lives, third pass: veterans' benefits and VA health
 * care, service members and their families (10 U.S.C.), immigration, Social Security, health
 * coverage, housing, family, education, disability and disaster survivors. Each one read against
 * the section's official text.
 */
export const people3Cards: SectionCard[] = [
  // 38 U.S.C. part I: general provisions veterans meet
  {
    usc: { title: 38, section: '111' },
    asks: [
      'can the VA pay me mileage for driving to my VA medical appointments, I am a veteran rated 30 percent service connected',
      'does the VA reimburse travel costs, tolls or airfare to get to a VA hospital for my compensation and pension exam',
      'I am a low income veteran on VA pension, can I get beneficiary travel pay for trips to the VA clinic',
    ],
    keywords: ['beneficiary travel', 'VA mileage reimbursement', 'travel pay', 'C&P exam travel', 'special mode transportation', 'veterans medical travel'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '103' },
    asks: [
      'I married a veteran without knowing his earlier divorce was never finalized, can I still get VA survivor benefits as his widow',
      'does the VA treat a common law or invalid marriage as valid for a widow claiming death benefits if we lived together years',
      'I remarried after my veteran husband died and that marriage ended, can my VA surviving spouse benefits come back',
    ],
    keywords: ['deemed valid marriage', 'VA surviving spouse', 'legal impediment', 'widow of veteran', 'remarriage', 'marriage for VA benefits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '105' },
    asks: [
      'VA denied my claim saying my injury in service was due to my own willful misconduct or drinking, is that allowed',
      'I got hurt in a car crash while on leave from the military, does the VA consider that in the line of duty',
      'does being AWOL or in confinement when I was injured in service stop VA disability compensation for it',
    ],
    keywords: ['line of duty', 'willful misconduct', 'alcohol or drug abuse', 'injury on leave', 'service connection', 'AWOL', 'VA disability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '108' },
    asks: [
      'my veteran husband disappeared over seven years ago with no trace, can the VA presume he is dead so I get survivor benefits',
      'does state law on presuming a missing person dead apply to VA benefit claims for a veteran who vanished',
    ],
    keywords: ['presumption of death', 'seven-year absence', 'missing veteran', 'VA survivor claim', 'disappearance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '110' },
    asks: [
      'my VA disability rating has been the same for over 20 years, can the VA lower it now',
      'VA wants to reduce my total disability rating I have had for decades, is a 20 year rating protected unless there was fraud',
    ],
    keywords: ['protected rating', 'preservation of disability ratings', '20-year rule', 'VA rating reduction', 'total disability', 'fraud exception'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '503' },
    asks: [
      'the VA made an administrative error and I lost benefits I should have gotten, can the VA give me equitable relief',
      'I relied on the VA telling me I was eligible and now they say it was a mistake, can the VA pay for my loss',
    ],
    keywords: ['equitable relief', 'VA administrative error', 'erroneous eligibility determination', 'reliance on VA', 'Secretary relief'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '511' },
    asks: [
      'can I sue the VA in federal court over a denial of my disability benefits, or are VA benefit decisions final',
      'I want to take the VA to court for denying my claim, which VA benefit decisions can a court review',
    ],
    keywords: ['VA decisions final', 'no judicial review', 'benefits decision', 'Court of Appeals for Veterans Claims', 'mandamus', 'VA home loan exception'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '515' },
    asks: [
      'I was injured by malpractice at a VA hospital, can the VA settle my claim for money damages itself',
      'how does a tort claim against the VA get settled, can the VA pay for negligence by its staff',
    ],
    keywords: ['VA tort claim', 'administrative settlement', 'Federal Tort Claims Act', 'VA malpractice', 'money damages against United States'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapters 11 and 13: compensation and DIC details
  {
    usc: { title: 38, section: '1102' },
    asks: [
      'we were married less than a year before my veteran husband died of his service-connected illness, can I get VA death compensation',
      'how long must I have been married to a veteran to get VA survivor compensation as a surviving spouse',
    ],
    keywords: ['surviving spouse', 'marriage date requirement', 'death compensation', 'married one year', 'child born of marriage', 'VA survivor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1103' },
    asks: [
      'I started smoking in the military and now have lung cancer, can I get VA disability for tobacco use in service',
      'VA denied my COPD claim because it was from smoking during service, is tobacco-related illness ever service connected',
    ],
    keywords: ['tobacco use in service', 'smoking', 'VA disability claim', 'lung cancer', 'service connection barred', 'nicotine'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1133' },
    asks: [
      'I served in peacetime and got a tropical disease like malaria within a year of discharge, is it presumed service connected',
      'peacetime veteran with a disease from antimalarial drugs given in service, does the VA presume service connection',
    ],
    keywords: ['tropical disease', 'peacetime presumption', 'service connection', 'malaria', 'one year after separation', 'VA disability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1137' },
    asks: [
      'I served after 1946 but not in a war, do the wartime presumptions for chronic diseases still apply to me',
      'does the one-year chronic disease presumption apply to veterans who served in peacetime after World War II',
    ],
    keywords: ['wartime presumptions', 'peacetime service after 1946', 'chronic disease presumption', 'presumption of soundness', 'VA disability'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 17: hospital, nursing home and medical care
  {
    usc: { title: 38, section: '1719' },
    asks: [
      'my service-connected bad knee made me fall and break my glasses and hearing aid, will the VA repair or replace them',
      'can the VA replace a prosthetic leg or brace damaged in a fall caused by my service-connected disability',
    ],
    keywords: ['prosthetic repair', 'hearing aid replacement', 'eyeglasses', 'fall caused by disability', 'service-connected', 'VA appliances'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1722B' },
    asks: [
      'do I have to pay a VA copay for a telehealth or video visit with my VA doctor',
      'can the VA waive copayments for telemedicine appointments for veterans',
    ],
    keywords: ['VA telehealth copay', 'telemedicine', 'copayment waiver', 'video visit', 'veterans health care'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1726' },
    asks: [
      'my belongings stored at the VA hospital were destroyed in a fire, will the VA reimburse me',
      'I live in a VA domiciliary and lost my personal effects in an earthquake, can I get paid for the loss',
    ],
    keywords: ['loss of personal effects', 'VA hospital fire', 'natural disaster', 'domiciliary', 'reimbursement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1730A' },
    asks: [
      'I am a catastrophically disabled veteran, do I have to pay VA copays for care and medications',
      'I am a Native American veteran, can the VA charge me copayments for hospital care or medical services',
    ],
    keywords: ['VA copayment exemption', 'catastrophically disabled veteran', 'Indian veteran', 'urban Indian', 'no copay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1745' },
    asks: [
      'will the VA pay a State veterans home for nursing home care my father needs because of his service-connected condition',
      'does the VA pay State homes for adult day health care and medications for veterans with high disability ratings',
    ],
    keywords: ['State veterans home', 'nursing home care', 'adult day health care', 'State home medications', 'service-connected disability', 'VA payment to State home'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1782' },
    asks: [
      'my husband gets VA treatment for PTSD, can I get marriage and family counseling through the VA as his spouse',
      'can a family caregiver of a veteran get mental health services and training from the VA',
    ],
    keywords: ['family counseling', 'caregiver mental health', 'marriage counseling', 'veteran family member', 'VA services for spouse'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1783' },
    asks: [
      'my son was killed on active duty, can our family get bereavement counseling from the VA',
      'my veteran husband died unexpectedly while I was in VA family counseling, can the VA give me grief counseling',
    ],
    keywords: ['bereavement counseling', 'grief counseling', 'death in active service', 'Gold Star family', 'VA hospice', 'Vet Center'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1784A' },
    asks: [
      'I am not eligible for VA care but went to a VA emergency room, do they have to screen and stabilize me',
      'can a VA hospital emergency department turn away a woman in labor who is not a veteran',
    ],
    keywords: ['VA emergency room', 'medical screening examination', 'stabilizing treatment', 'woman in labor', 'EMTALA at VA', 'non-veteran emergency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1786' },
    asks: [
      'I am a woman veteran having my baby with VA maternity care, will the VA cover my newborn after birth',
      'how many days of newborn care does the VA pay for after a woman veteran delivers',
    ],
    keywords: ['newborn care', 'women veterans', 'maternity care', 'seven days after birth', 'VA newborn coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1787' },
    asks: [
      'I lived at Camp Lejeune as a child when my dad was stationed there, can the VA pay for my cancer treatment',
      'family members exposed to contaminated water at Camp Lejeune, does the VA cover their health care',
    ],
    keywords: ['Camp Lejeune', 'contaminated water', 'family member health care', 'military dependents', 'VA reimbursement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1788' },
    asks: [
      'I want to donate a kidney to my veteran brother, will the VA cover my surgery and care as a live donor',
      'can a live organ donor who is not a veteran get care from the VA for a veteran’s transplant',
    ],
    keywords: ['live organ donor', 'kidney transplant', 'VA transplant', 'donor care', 'non-veteran donor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1789' },
    asks: [
      'I am in the National Guard and never deployed, can I still get mental health care from the VA',
      'can reserve component members get VA counseling for depression or PTSD',
    ],
    keywords: ['reserve mental health', 'National Guard', 'VA mental health services', 'reservists', 'PTSD counseling'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 18: children of veterans with birth defects
  {
    usc: { title: 38, section: '1803' },
    asks: [
      'my child has spina bifida and I served in Vietnam, does the VA provide health care for my child',
      'what health care does the VA cover for a Vietnam veteran’s child born with spina bifida, like home care and equipment',
    ],
    keywords: ['spina bifida', 'children of Vietnam veterans', 'Agent Orange', 'VA health care for child', 'home care', 'assistive technology'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1804' },
    asks: [
      'can my adult child with spina bifida get vocational training from the VA because I am a Vietnam veteran',
      'VA vocational rehabilitation for a child of a Vietnam vet with spina bifida, how does the plan work',
    ],
    keywords: ['spina bifida', 'vocational training', 'child of Vietnam veteran', 'individualized plan', 'VA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1815' },
    asks: [
      'I am a woman Vietnam veteran and my child was born with birth defects, is there a monthly VA allowance',
      'how does the VA rate the disability of a child with covered birth defects for the monthly allowance',
    ],
    keywords: ['covered birth defects', 'children of women Vietnam veterans', 'monthly allowance', 'disability levels', 'VA'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 19: insurance
  {
    usc: { title: 38, section: '1922B' },
    asks: [
      'I have a service-connected disability, can I buy VA life insurance and is there an age limit to apply',
      'what is VA Life whole life insurance for disabled veterans and who can get it',
    ],
    keywords: ['VALife', 'service-disabled veterans insurance', 'whole life policy', 'age 81', 'VA life insurance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1968' },
    asks: [
      'when does my SGLI life insurance end after I get out of the military, and can I convert it',
      'how long does Servicemembers Group Life Insurance coverage continue after separation or for a disabled member',
    ],
    keywords: ['SGLI', 'Servicemembers Group Life Insurance', 'coverage after separation', 'conversion', '120 days', 'termination of coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1970' },
    asks: [
      'my soldier son died and never named a beneficiary on his SGLI, who gets the life insurance money',
      'in what order is Servicemembers Group Life Insurance paid when the service member dies, spouse or parents',
    ],
    keywords: ['SGLI beneficiary', 'order of precedence', 'life insurance payout', 'designated beneficiary', 'VGLI', 'widow'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1977' },
    asks: [
      'I am leaving the military, how do I get Veterans Group Life Insurance and how much coverage can I keep',
      'can I convert my VGLI to a commercial life insurance policy',
    ],
    keywords: ['VGLI', 'Veterans Group Life Insurance', 'convert SGLI', 'life insurance after service', 'coverage amount'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1980' },
    asks: [
      'I am terminally ill with SGLI coverage, can I get part of my life insurance paid to me now',
      'accelerated death benefit on Veterans Group Life Insurance for a veteran with less than a year to live',
    ],
    keywords: ['accelerated death benefit', 'terminally ill', 'SGLI', 'VGLI', 'lump sum', 'life insurance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1980A' },
    asks: [
      'I lost my leg from an injury while in the military, can I get a TSGLI traumatic injury insurance payment',
      'what losses qualify for traumatic injury protection under Servicemembers Group Life Insurance',
    ],
    keywords: ['TSGLI', 'traumatic injury protection', 'qualifying loss', 'amputation', 'SGLI', 'service member injury'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1984' },
    asks: [
      'the VA denied my claim on my father’s military life insurance policy, can I sue the United States in federal court',
      'disagreement with VA over a National Service Life Insurance claim, where do I file suit and is there a time limit',
    ],
    keywords: ['suit on VA insurance', 'life insurance claim denied', 'district court', 'National Service Life Insurance', 'six-year limit', 'United States Government Life Insurance'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 20: homeless veterans
  {
    usc: { title: 38, section: '2012' },
    asks: [
      'how does the VA grant and per diem program pay for transitional housing for homeless veterans',
      'I run a shelter for homeless veterans, can the VA pay us per diem for each veteran we house',
    ],
    keywords: ['grant and per diem', 'homeless veterans', 'transitional housing', 'per diem payments', 'VA homeless program'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2022A' },
    asks: [
      'I am a homeless veteran facing eviction, is there free legal help funded by the VA',
      'VA grants for legal services for veterans at risk of homelessness',
    ],
    keywords: ['legal services', 'homeless veterans', 'at risk of homelessness', 'VA grants', 'eviction help'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2044' },
    asks: [
      'I am a very low income veteran about to lose my apartment, can the VA help with rent or deposits through SSVF',
      'what supportive services for veteran families help keep veterans in permanent housing',
    ],
    keywords: ['SSVF', 'supportive services for veteran families', 'very low-income veteran', 'rapid rehousing', 'homelessness prevention', 'rent assistance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2062' },
    asks: [
      'I am a homeless veteran in a VA residential program, can I get dental care from the VA',
      'can the VA fix my teeth so I can get a job, I have been in a VA domiciliary for two months',
    ],
    keywords: ['homeless veteran dental care', 'VA dental', 'domiciliary', '60 days', 'gain employment', 'tooth pain'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1975' },
    asks: [
      'the insurer denied my claim on my late husband’s SGLI policy, can I sue the United States in federal district court',
      'where do I file a lawsuit over a Servicemembers Group Life Insurance or VGLI dispute',
    ],
    keywords: ['SGLI lawsuit', 'VGLI dispute', 'district court jurisdiction', 'life insurance claim', 'civil action against United States'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 21: specially adapted housing
  {
    usc: { title: 38, section: '2102A' },
    asks: [
      'I am a disabled veteran living temporarily with my parents, can the VA pay to adapt their house for my wheelchair',
      'what is the VA temporary residence adaptation grant for a veteran staying in a family member’s home',
    ],
    keywords: ['temporary residence adaptation', 'TRA grant', 'specially adapted housing', 'family member home', 'disabled veteran', 'wheelchair access'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2106' },
    asks: [
      'I got a VA specially adapted housing grant, is there mortgage life insurance that pays off my home if I die',
      'how much does veterans mortgage life insurance cover and is there an age limit of 70',
    ],
    keywords: ['veterans mortgage life insurance', 'VMLI', 'specially adapted housing', 'mortgage payoff', 'disabled veteran', 'under age 70'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '2109' },
    asks: [
      'my wheelchair-adapted home the VA helped pay for was destroyed in a hurricane, can I get another adapted housing grant',
      'does the VA replace specially adapted housing damaged by a natural disaster',
    ],
    keywords: ['specially adapted housing', 'natural disaster', 'home destroyed', 'replacement grant', 'disabled veteran', 'hurricane fire flood'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapters 30, 33, 35: GI Bill and dependents' education
  {
    usc: { title: 38, section: '3033' },
    asks: [
      'I qualify for both the Montgomery GI Bill and the Post-9/11 GI Bill, can I use them at the same time',
      'can I get VA education benefits from two programs at once or must I elect one',
    ],
    keywords: ['duplication of benefits', 'Montgomery GI Bill', 'elect one program', 'concurrent education benefits', 'VA education'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3032' },
    asks: [
      'I am taking college classes part time while still on active duty, how much does the Montgomery GI Bill pay',
      'GI Bill payment when going to school less than half-time, is it just tuition and fees',
    ],
    keywords: ['Montgomery GI Bill', 'less than half-time', 'active duty student', 'tuition and fees', 'educational assistance allowance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3314' },
    asks: [
      'I am failing a required class, can the Post-9/11 GI Bill pay for a tutor',
      'how do I get tutorial assistance under the GI Bill and does my professor have to certify it',
    ],
    keywords: ['tutorial assistance', 'Post-9/11 GI Bill', 'tutoring', 'failing course', 'VA education'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3315A' },
    asks: [
      'can I use my Post-9/11 GI Bill to pay for the SAT, GRE, LSAT or CLEP exam fee',
      'does the GI Bill reimburse national test fees for college admission or credit',
    ],
    keywords: ['national tests', 'GI Bill test fee', 'SAT GRE GMAT LSAT', 'CLEP', 'Post-9/11 GI Bill', 'entitlement charge'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3315B' },
    asks: [
      'can the GI Bill pay for a prep course for my professional license or certification exam',
      'will VA education benefits cover a test prep class for a national exam',
    ],
    keywords: ['preparatory course', 'licensing exam prep', 'certification test', 'Post-9/11 GI Bill', 'prorated entitlement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3513' },
    asks: [
      'how do I apply for Chapter 35 education benefits for my child because I am a 100 percent disabled veteran',
      'who applies for survivors and dependents educational assistance, the parent or the adult child',
    ],
    keywords: ['Chapter 35', 'DEA application', 'dependents educational assistance', 'parent or guardian', 'survivors education benefits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3541' },
    asks: [
      'my child has a disability that makes school hard, can Chapter 35 dependents benefits pay for special restorative training',
      'what is special restorative training under the VA dependents education program',
    ],
    keywords: ['special restorative training', 'Chapter 35', 'dependents educational assistance', 'disabled child', 'speech and voice correction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3562' },
    asks: [
      'if my child starts using Chapter 35 education benefits, do we lose the extra DIC or pension paid for that child over 18',
      'school child over 18 getting DIC, what happens when they begin DEA education benefits',
    ],
    keywords: ['nonduplication', 'Chapter 35', 'DIC for child in school', 'helpless child', 'pension increase for child', 'DEA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3563' },
    asks: [
      'will the VA tell us when my child becomes eligible for dependents education benefits because I am totally disabled',
      'at what age does the VA notify children of disabled or deceased veterans about Chapter 35 education benefits',
    ],
    keywords: ['notification of eligibility', 'Chapter 35', 'thirteenth birthday', 'dependents education', 'VA notice'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 31: Veteran Readiness and Employment
  {
    usc: { title: 38, section: '3106' },
    asks: [
      'I am rated 10 percent service connected and applied for VA vocational rehab, how do they decide if I have a serious employment handicap',
      'VR&E says my vocational goal is not reasonably feasible, can they do an extended evaluation first',
    ],
    keywords: ['VR&E evaluation', 'serious employment handicap', 'vocational goal feasible', 'Veteran Readiness and Employment', 'extended evaluation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3107' },
    asks: [
      'I disagree with my VA vocational rehabilitation plan, can I get it changed or reviewed',
      'what must be in my individualized written plan of vocational rehabilitation from VR&E',
    ],
    keywords: ['individualized written rehabilitation plan', 'IWRP', 'VR&E plan', 'vocational rehabilitation counselor', 'plan review'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3109' },
    asks: [
      'I am too disabled to work, can VA vocational rehab still help me with independent living services',
      'VR&E says a job is not feasible for me, am I entitled to an independent living program',
    ],
    keywords: ['independent living services', 'VR&E', 'vocational goal not feasible', 'maximum independence', 'disabled veteran'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3111' },
    asks: [
      'VA stopped my vocational rehabilitation for unsatisfactory conduct, can it do that and how do I get reinstated',
      'VR&E discontinued my program because I missed appointments, what are the rules',
    ],
    keywords: ['VR&E discontinued', 'unsatisfactory conduct', 'cooperation', 'reinstatement', 'vocational rehabilitation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3113' },
    asks: [
      'I am still in the military hospital waiting for medical discharge, can I start VA vocational rehabilitation now',
      'can a veteran in a VA nursing home or hospital receive VR&E services',
    ],
    keywords: ['vocational rehabilitation', 'hospitalized service member', 'pending discharge', 'VR&E', 'VA hospital'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 36: administration of educational benefits
  {
    usc: { title: 38, section: '3679' },
    asks: [
      'I moved to a new state and the public university charges me out-of-state tuition even though I use the GI Bill, is that allowed',
      'my school charged a late fee and blocked my classes because the VA GI Bill payment was late, can it do that',
      'does a public college have to give veterans and their dependents using the GI Bill in-state tuition',
    ],
    keywords: ['in-state tuition', 'GI Bill', 'course disapproval', 'late fee for pending VA payment', 'public institution', 'covered individual'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3680' },
    asks: [
      'I withdrew from a class and now the VA says I owe back my GI Bill housing money, what are mitigating circumstances',
      'can I get an advance payment of my VA education allowance at the start of the semester',
      'called to active duty in the middle of the semester, will the VA charge me an overpayment for dropping classes',
    ],
    keywords: ['withdrawal from courses', 'mitigating circumstances', 'GI Bill overpayment', 'advance payment', 'ordered to active duty', 'education allowance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3680A' },
    asks: [
      'will the GI Bill pay for a bartending course or a recreational class',
      'can I use VA education benefits for an independent study or online course, and which courses does the VA refuse',
    ],
    keywords: ['disapproved courses', 'bartending course', 'avocational recreational', 'independent study', 'GI Bill enrollment', 'VA education'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3690' },
    asks: [
      'my school charges veterans using the GI Bill more than other students for the same course, is that an illegal overcharge',
      'a college made false statements to the VA about my enrollment, what can the VA do',
    ],
    keywords: ['overcharges', 'GI Bill students charged more', 'false or misleading statements', 'discontinuance of allowances', 'educational institution'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3691A' },
    asks: [
      'I got deployment orders mid-semester, can my college fail me or charge a penalty if I withdraw',
      'my school says my military absence is unexcused and lowered my GPA, can I take a leave of absence without penalty',
    ],
    keywords: ['military orders', 'withdrawal or leave of absence', 'no failing grade', 'tuition refund', 'service member student', 'academic penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3696' },
    asks: [
      'a for-profit college recruiter lied to me about job placement rates to get my GI Bill money, is that prohibited',
      'can a school pay recruiters commissions for signing up veterans or use high-pressure sales to enroll me',
    ],
    keywords: ['substantial misrepresentation', 'GI Bill recruiting', 'incentive compensation', 'for-profit college', 'deceptive advertising', 'veterans education'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3698A' },
    asks: [
      'can I get my GI Bill certificate of eligibility by email instead of waiting for mail',
      'I want my VA education award letter mailed on paper, can I opt out of electronic delivery',
    ],
    keywords: ['certificate of eligibility', 'award letter', 'electronic delivery', 'GI Bill', 'opt out by mail'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3699' },
    asks: [
      'my for-profit school closed suddenly in the middle of my program, do I get my GI Bill months back',
      'the VA disapproved my school, will the entitlement I used there be restored',
    ],
    keywords: ['school closure', 'GI Bill entitlement restored', 'disapproval of institution', 'charged entitlement', 'monthly stipend extension'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3605' },
    asks: [
      'I withdrew from school because of illness, quarantine or child care problems during a national emergency, will the VA count it against me',
      'GI Bill withdrawal during an emergency like a pandemic, does the VA find mitigating circumstances automatically',
    ],
    keywords: ['emergency situation', 'withdrawal', 'mitigating circumstances', 'quarantine', 'childcare', 'GI Bill debt'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3602' },
    asks: [
      'my classes were interrupted by an emergency like a pandemic or disaster, can the VA keep paying my GI Bill housing allowance',
      'does the VA continue education benefits when a student is negatively affected by an emergency situation',
    ],
    keywords: ['emergency situation', 'continuation of education benefits', 'housing allowance', 'GI Bill', 'four weeks'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5113' },
    asks: [
      'my Chapter 35 dependents education claim took over a year to rate, can the effective date go back to my eligibility date',
      'how does the VA set the effective date for education benefits awards',
    ],
    keywords: ['effective date', 'education benefits', 'Chapter 35', 'eligibility date', 'retroactive payment', 'DEA'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 37: home loans
  {
    usc: { title: 38, section: '3713' },
    asks: [
      'I am selling my house with a VA loan to a buyer who will assume it, how do I get released from liability',
      'someone assumed my VA mortgage and defaulted, am I still liable to the VA',
    ],
    keywords: ['VA loan assumption', 'release from liability', 'transferee', 'VA home loan', 'substitution of entitlement', 'default by buyer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3737' },
    asks: [
      'I am behind on my VA home loan and facing foreclosure, can the VA pay part of the arrears with a partial claim',
      'what is the VA partial claim program for veterans in default on a guaranteed mortgage',
    ],
    keywords: ['VA partial claim', 'mortgage default', 'foreclosure prevention', 'VA guaranteed loan', 'loan modification', 'arrears'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3761' },
    asks: [
      'I am a Native American veteran, can the VA give me a direct loan to build a house on tribal trust land',
      'VA Native American direct loan program to buy or improve a home on a reservation',
    ],
    keywords: ['Native American direct loan', 'NADL', 'trust land', 'tribal veteran', 'VA home loan', 'reservation housing'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 39: automobiles and adaptive equipment
  {
    usc: { title: 38, section: '3902' },
    asks: [
      'I lost use of my hands from a service-connected injury, will the VA help buy a car and adaptive equipment',
      'how much is the VA automobile allowance grant and does it cover hand controls and wheelchair lifts',
    ],
    keywords: ['automobile allowance', 'adaptive equipment', 'VA car grant', 'loss of use of limbs', 'hand controls', 'disabled veteran vehicle'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '3903' },
    asks: [
      'can I get a second VA auto grant if the car I bought with it was destroyed in a disaster',
      'does the VA pay to repair or replace adaptive equipment on my vehicle',
    ],
    keywords: ['one automobile limit', 'second vehicle grant', 'adaptive equipment repair', 'driver training', 'VA automobile assistance'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 53: payments, debts and offsets
  {
    usc: { title: 38, section: '5120' },
    asks: [
      'I moved and did not get my VA check, does the post office forward VA benefit checks',
      'how are VA benefit payments delivered and what happens if the payee moved',
    ],
    keywords: ['VA check delivery', 'benefit payment', 'change of address', 'forwarding', 'direct deposit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5313A' },
    asks: [
      'I am in jail for more than 60 days, does the VA cut my annual clothing allowance',
      'incarcerated veteran clothing allowance reduction, how is it calculated',
    ],
    keywords: ['clothing allowance', 'incarcerated veteran', '60 days', 'prorated reduction', 'prison'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5314A' },
    asks: [
      'the VA says I owe a debt I do not think is right, how do I dispute the amount before they take my benefits',
      'can the VA send my disputed debt to a collection agency while I am contesting it',
    ],
    keywords: ['dispute VA debt', 'indebtedness', 'debt collector', 'benefit offset', 'VA overpayment dispute'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5315' },
    asks: [
      'does the VA charge interest on a debt I owe for VA medical care copays',
      'VA added interest and administrative fees to my debt, which VA debts can carry interest',
    ],
    keywords: ['interest on VA debt', 'administrative cost charges', 'delinquent payment', 'VA medical care debt', 'compensation and pension exempt'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5317A' },
    asks: [
      'the VA cut my pension based on income data from another agency, do they have to verify it first',
      'VA reduced my benefits using new hire employment data, can I contest the income findings',
    ],
    keywords: ['income verification', 'independent verification', 'VA pension reduction', 'National Directory of New Hires', 'opportunity to contest'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5320' },
    asks: [
      'will a small VA overpayment debt be reported to the credit bureaus',
      'is there a minimum amount before the VA reports a benefit debt to a consumer reporting agency',
    ],
    keywords: ['VA debt credit report', 'consumer reporting agency', 'minimum threshold', 'VA overpayment', 'credit bureau'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5321' },
    asks: [
      'is there a toll-free VA benefits phone line where I can talk to a real person',
      'who can call the VA benefits helpline, can a caregiver or survivor call too',
    ],
    keywords: ['VA benefits helpline', 'toll-free number', 'live person', 'veteran information', 'caregiver survivor'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 55: minors, incompetents and fiduciaries
  {
    usc: { title: 38, section: '5501A' },
    asks: [
      'the VA proposes to rate me incompetent to handle my own money, what rights do I have to a hearing and evidence',
      'VA wants to appoint a fiduciary for my disability pay because of my mental health, can I fight the incompetency finding',
    ],
    keywords: ['VA incompetency determination', 'mental competence', 'notice and hearing', 'fiduciary', 'manage benefits', 'medical opinion'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5503' },
    asks: [
      'my veteran father with no spouse is in a VA nursing home, why did his VA pension drop to $90 a month',
      'does VA pension get reduced when a single veteran is in domiciliary or nursing home care',
    ],
    keywords: ['$90 pension limit', 'VA nursing home', 'domiciliary care', 'pension reduction', 'veteran without spouse or child', 'Medicaid nursing facility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5507' },
    asks: [
      'how does the VA check out a person before making them fiduciary for a veteran’s benefits',
      'the VA wants to make my brother fiduciary for my father, do they do a background check, interview and credit report',
    ],
    keywords: ['VA fiduciary qualification', 'fiduciary investigation', 'credit report', 'face-to-face interview', 'bond', 'beneficiary interest'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5509' },
    asks: [
      'the VA fiduciary for my mother never files the required accounting, what can the VA do',
      'can the VA make a fiduciary show up at the regional office to get payments if they fail to report',
    ],
    keywords: ['fiduciary accounting', 'failure to report', 'VA regional office', 'fiduciary oversight', 'beneficiary protection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '6101' },
    asks: [
      'my uncle was the VA fiduciary for my disabled brother and spent his benefits on himself, is that a crime',
      'what is the penalty for a VA fiduciary who embezzles or misuses a veteran’s money',
    ],
    keywords: ['fiduciary misappropriation', 'embezzlement', 'VA benefits misuse', 'five years prison', 'failure to file accountings'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '6107' },
    asks: [
      'my VA fiduciary stole my benefit payments, will the VA pay me back the misused money',
      'when does the VA reissue benefits misused by a fiduciary to the veteran',
    ],
    keywords: ['reissuance of benefits', 'fiduciary misuse', 'VA repays beneficiary', 'recoupment from fiduciary', 'successor fiduciary'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '6108' },
    asks: [
      'a person was convicted of misusing my father’s VA benefits, can the court order restitution',
      'court ordered restitution for VA benefits misuse by a fiduciary, who gets the money',
    ],
    keywords: ['restitution order', 'misuse of VA benefits', 'fiduciary conviction', 'federal court sentencing', 'beneficiary repayment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '6102' },
    asks: [
      'my mother kept cashing my dead father’s VA checks after he died, is that a federal crime',
      'what happens if I keep accepting VA payments after I am no longer entitled, like after remarriage',
    ],
    keywords: ['fraudulent acceptance of payments', 'VA benefits after death', 'intent to defraud', 'one year prison', 'overpayment fraud'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 57: records
  {
    usc: { title: 38, section: '5702' },
    asks: [
      'how do I get a copy of my VA claims file and records, can I request it online',
      'I need my C-file from the VA for my appeal, what must my request say',
    ],
    keywords: ['VA claims file', 'C-file request', 'copy of VA records', 'online request', 'records for appeal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5706' },
    asks: [
      'how do I get a veterans ID card from the VA to show I served, do I need my DD-214',
      'I did not retire and have no military ID, can I get a veteran identification card for store discounts',
    ],
    keywords: ['veteran ID card', 'VIC', 'DD-214', 'proof of service', 'photo identification', 'not proof of benefits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5724' },
    asks: [
      'the VA had a data breach exposing my Social Security number, will they give me credit monitoring',
      'what does the VA have to provide veterans after their personal information is stolen in a VA data breach',
    ],
    keywords: ['VA data breach', 'credit protection', 'credit monitoring', 'fraud alerts', 'identity theft insurance', 'sensitive personal information'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 59: representation
  {
    usc: { title: 38, section: '5902' },
    asks: [
      'how does the VA recognize the American Legion, DAV or VFW so their service officers can present and prosecute my claim',
      'I named a veterans organization in my power of attorney, does that appoint the whole organization and who gets VA notices',
    ],
    keywords: ['recognition of organizations', 'veterans service organization', 'VSO power of attorney', 'American Legion DAV VFW', 'organization as representative'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5903' },
    asks: [
      'can a friend or family member who is not a lawyer help with my one VA claim',
      'how does an individual get recognized by the VA to represent someone on a particular claim without charging a fee',
    ],
    keywords: ['recognition for particular claim', 'power of attorney', 'no fee', 'individual representative', 'VA claim help'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5906' },
    asks: [
      'is there free legal help for veterans at VA medical centers',
      'I am the widow of a veteran, can I get pro bono legal assistance at a VA facility',
    ],
    keywords: ['pro bono legal assistance', 'VA medical center legal clinic', 'free legal help veterans', 'surviving spouse', 'legal services'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '6320' },
    asks: [
      'I just got out of the military, will the VA contact me about my benefits and health care enrollment',
      'what is the VA Solid Start program for newly separated veterans',
    ],
    keywords: ['Solid Start', 'newly separated veterans', 'VA outreach', 'transition', 'health care enrollment', 'mental health'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapters 71 and 72: Board and Court
  {
    usc: { title: 38, section: '7112' },
    asks: [
      'my military sexual trauma claim is on appeal at the Board and I asked for a hearing, can it be expedited',
      'the Court of Appeals for Veterans Claims remanded my case, does the Board have to handle it quickly',
    ],
    keywords: ['expedited appeal', 'military sexual trauma', 'MST claim', 'Board of Veterans Appeals', 'remanded claim'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7113' },
    asks: [
      'can I submit new evidence to the Board of Veterans Appeals, and which evidence will the judge consider',
      'which docket should I choose at the Board, direct review, evidence submission or hearing, and how long do I have to add evidence',
    ],
    keywords: ['Board evidentiary record', 'evidence submission docket', 'hearing docket', 'direct review', '90 days', 'Board of Veterans Appeals'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7291' },
    asks: [
      'when does a decision of the Court of Appeals for Veterans Claims become final',
      'if I appeal my CAVC decision to the Federal Circuit, when is the case final',
    ],
    keywords: ['CAVC decision final', 'Court of Appeals for Veterans Claims', 'Federal Circuit appeal', 'certiorari', 'finality'],
    checkedAgainst: '119-100',
  },
  // 38 U.S.C. chapter 73: VA health care rights
  {
    usc: { title: 38, section: '7309A' },
    asks: [
      'I have a complaint about my care at the VA hospital, who is the patient advocate and what do they do',
      'VA patient advocacy program, how do I get help resolving a problem with my VA care',
    ],
    keywords: ['patient advocate', 'VA complaint', 'Office of Patient Advocacy', 'VA medical center', 'patient rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7316' },
    asks: [
      'a VA doctor was negligent in my surgery, can I sue the doctor personally or only the United States',
      'malpractice by VA health care staff, is the Federal Tort Claims Act my only remedy',
    ],
    keywords: ['VA malpractice', 'Federal Tort Claims Act', 'exclusive remedy', 'VA health care employee', 'negligence suit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7331' },
    asks: [
      'the VA did a procedure on me without explaining the risks, do they need my informed consent',
      'does VA medical research require full and informed consent of the patient or a representative',
    ],
    keywords: ['informed consent', 'VA patient care', 'medical research consent', 'surrogate consent', 'patient rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7332' },
    asks: [
      'can the VA share my substance abuse treatment or HIV records without my written consent',
      'VA disclosed my alcohol treatment records to my employer, are those records confidential',
    ],
    keywords: ['VA confidential records', 'drug abuse treatment', 'alcoholism', 'HIV', 'sickle cell anemia', 'written consent'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '7333' },
    asks: [
      'the VA refused to admit me because I am in recovery from drug addiction, is that discrimination',
      'can a VA facility deny treatment to a veteran because he has HIV',
    ],
    keywords: ['nondiscrimination', 'alcohol or drug abuse', 'HIV', 'VA admission', 'VA treatment'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C. chapter 53: miscellaneous rights and benefits of service members
  {
    usc: { title: 10, section: '1041' },
    asks: [
      'I lost my honorable discharge certificate years ago, can the military give me a replacement',
      'my late husband’s discharge papers were destroyed in a fire, can I as his widow get a replacement certificate',
    ],
    keywords: ['replacement discharge certificate', 'lost discharge papers', 'honorable discharge', 'surviving spouse', 'military records'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1042' },
    asks: [
      'do I have to pay a fee to get a copy of my certificate of military service',
      'can next of kin get a free copy of a veteran’s proof of service for a funeral or benefits',
    ],
    keywords: ['certificate of service', 'no fee', 'proof of military service', 'next of kin', 'honorable conditions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1044a' },
    asks: [
      'can a military legal office or JAG notarize my documents overseas',
      'who has notary powers for service members and their families on a military base',
    ],
    keywords: ['military notary', 'JAG notarial acts', 'legal assistance', 'overseas service members', 'notary public powers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1044b' },
    asks: [
      'the bank refused the power of attorney my husband signed at the base legal office before deploying, do they have to accept it',
      'is a military power of attorney valid in every state even if it does not follow state form rules',
    ],
    keywords: ['military power of attorney', 'state recognition', 'deployment', 'legal assistance office', 'notarized power of attorney'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1044c' },
    asks: [
      'the hospital will not honor the living will I made at the military legal office, does state law have to recognize it',
      'is a military advance medical directive valid in a state with different rules',
    ],
    keywords: ['advance medical directive', 'living will', 'military legal assistance', 'state recognition', 'health care power of attorney'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1044d' },
    asks: [
      'my son made his will with a military lawyer before he died, does the probate court in our state have to accept it',
      'is a military will valid without meeting my state’s witness and formality rules',
    ],
    keywords: ['military will', 'testamentary instrument', 'probate', 'state formality requirements', 'self-proving will', 'JAG'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1052' },
    asks: [
      'I am in the military and adopted a child, can the Department of Defense reimburse my adoption expenses',
      'how much adoption reimbursement can a service member get and when is it paid',
    ],
    keywords: ['adoption reimbursement', 'military adoption', 'qualifying adoption expenses', 'special needs adoption', 'intercountry adoption', '$2,000 limit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1053' },
    asks: [
      'the military messed up my direct deposit and my bank charged overdraft fees, can I get reimbursed',
      'my retired pay was deposited late due to a government error and I got late fees, who pays them',
    ],
    keywords: ['direct deposit error', 'overdraft fee reimbursement', 'military pay', 'late-deposit charge', 'retired pay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1055' },
    asks: [
      'is there a program where the military guarantees my lease so I do not have to pay a security deposit',
      'can my landlord waive the security deposit if the military indemnifies them against damage',
    ],
    keywords: ['security deposit waiver', 'landlord indemnification', 'military renters', 'off-base housing', 'lease breach'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1058' },
    asks: [
      'my husband who is a soldier hurt me and military police came, what must they do and do they tell the commander',
      'domestic violence on a military base, do military police have to report it and notify family advocacy within 24 hours',
    ],
    keywords: ['domestic violence', 'military police', 'family advocacy program', 'commander report', 'on-base abuse', '24 hours'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1060a' },
    asks: [
      'we are stationed overseas with a new baby, is there WIC for military families outside the United States',
      'can civilians working with the military abroad get WIC overseas supplemental food',
    ],
    keywords: ['WIC overseas', 'supplemental food program', 'military families abroad', 'nutrition education', 'infant formula'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1060b' },
    asks: [
      'I am a 75 year old military retiree’s wife, can I get a permanent dependent ID card that never expires',
      'permanently disabled dependent of a retiree, can they get a military ID that does not need renewal',
    ],
    keywords: ['military ID card', 'permanent ID', 'retiree dependent', 'age 75', 'permanently disabled', 'survivor ID'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1062' },
    asks: [
      'I remarried after my soldier husband died, can I still shop at the commissary',
      'can an unremarried former spouse of a military retiree use the commissary and exchange',
    ],
    keywords: ['commissary privileges', 'former spouse', 'remarried surviving spouse', 'MWR retail', 'exchange'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1065' },
    asks: [
      'I am a veteran with a service-connected disability, can I shop at the commissary and exchange',
      'can Purple Heart veterans, former POWs or VA family caregivers use commissary stores and MWR facilities',
    ],
    keywords: ['commissary access', 'service-connected veteran', 'Purple Heart', 'former prisoner of war', 'caregiver', 'MWR facilities'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C. chapter 55: medical and dental care
  {
    usc: { title: 10, section: '1086' },
    asks: [
      'I am a military retiree turning 65, do I need Medicare Part B to keep TRICARE For Life',
      'what TRICARE coverage do retirees, their spouses and survivors get, and are eye exams covered',
    ],
    keywords: ['TRICARE For Life', 'military retirees', 'Medicare Part B', 'survivors', 'CHAMPUS', 'age 65'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1086a' },
    asks: [
      'I divorced my military husband and my TRICARE ends after a year, can I buy a conversion health policy',
      'former spouse losing military health coverage, how long can a conversion policy last',
    ],
    keywords: ['former spouse TRICARE', 'conversion health policy', 'divorce', '24 months', 'military health coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1089' },
    asks: [
      'a military doctor botched my surgery at a base hospital, can I sue the doctor or only the government',
      'malpractice at a military treatment facility, is the Federal Tort Claims Act the only remedy',
    ],
    keywords: ['military malpractice', 'Federal Tort Claims Act', 'Gonzalez Act', 'military hospital negligence', 'exclusive remedy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1090a' },
    asks: [
      'I am a service member with an eating disorder, does the military have to provide treatment',
      'military treatment and rehabilitation for anorexia or bulimia in active duty members',
    ],
    keywords: ['eating disorder', 'military treatment', 'anorexia bulimia', 'service member health', 'rehabilitation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1090b' },
    asks: [
      'my commander ordered me to a mental health evaluation, what rules protect me',
      'can a supervisor refer a soldier for a mental health evaluation, and how is stigma reduced',
    ],
    keywords: ['command-directed mental health evaluation', 'commanding officer referral', 'stigma', 'service member rights', 'mental health'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1095f' },
    asks: [
      'do I need a referral from my primary care manager before seeing a specialist under TRICARE Prime',
      'TRICARE Prime preauthorization and referral rules, when are they waived',
    ],
    keywords: ['TRICARE Prime referral', 'primary care manager', 'preauthorization', 'specialty care', 'referral waiver'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1095g' },
    asks: [
      'TRICARE paid my claim by mistake and now wants the money back, can recoupment be waived',
      'erroneous TRICARE payment caused by an administrative error, do I have to repay it if I acted in good faith',
    ],
    keywords: ['TRICARE recoupment waiver', 'erroneous payment', 'administrative error', 'good faith reliance', 'TRICARE overpayment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1097a' },
    asks: [
      'my spouse is an E-4, were our kids automatically enrolled in TRICARE Prime',
      'TRICARE Prime automatic enrollment of military dependents, will the family get written notice',
    ],
    keywords: ['TRICARE Prime enrollment', 'automatic enrollment', 'military dependents', 'E-4 and below', 'written notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1097c' },
    asks: [
      'my employer offered me extra pay to drop the company health plan and use TRICARE instead, is that allowed',
      'can an employer give incentives to TRICARE-eligible employees not to enroll in its group health plan',
    ],
    keywords: ['TRICARE employer incentive', 'group health plan', 'primary payer', 'TRICARE-eligible employee', 'prohibited incentive'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1106' },
    asks: [
      'what is the deadline to file a TRICARE claim for care I paid for',
      'I got care overseas, how long do I have to submit the TRICARE claim',
    ],
    keywords: ['TRICARE claim deadline', 'one year', 'three years overseas', 'claim form', 'time limit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1110b' },
    asks: [
      'my daughter just turned 23 and aged out of TRICARE, can she stay covered until 26',
      'TRICARE Young Adult coverage for military kids under 26 without employer health insurance',
    ],
    keywords: ['TRICARE Young Adult', 'dependent to age 26', 'aged out of TRICARE', 'military children', 'premium'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C. chapters 57-61: decorations, separation and disability retirement
  {
    usc: { title: 10, section: '1126' },
    asks: [
      'my son was killed in action, how does our family get the gold star lapel button',
      'who is eligible for the gold star lapel button as next of kin of a fallen service member',
    ],
    keywords: ['gold star lapel button', 'Gold Star family', 'next of kin', 'killed in action', 'fallen service member'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1129' },
    asks: [
      'my husband was wounded by friendly fire in combat, does he qualify for the Purple Heart',
      'Purple Heart for a soldier killed by our own forces’ weapon fire during armed conflict',
    ],
    keywords: ['Purple Heart', 'friendly fire', 'wounded in action', 'armed conflict', 'military decoration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1129a' },
    asks: [
      'I was wounded in a terrorist attack targeting service members at home, am I eligible for the Purple Heart',
      'Purple Heart for troops killed in an attack inspired by a foreign terrorist organization',
    ],
    keywords: ['Purple Heart', 'terrorist attack', 'foreign terrorist organization', 'active duty victim', 'military decoration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1135' },
    asks: [
      'my late father’s military medals were lost, can I get them replaced for free as next of kin',
      'how do I request replacement of a military decoration I was awarded',
    ],
    keywords: ['replacement medals', 'military decoration', 'next of kin', 'one-time free replacement', 'lost medals'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1149' },
    asks: [
      'I am being involuntarily separated from the military, can I get extra leave or permissive TDY to look for a job and house',
      'how much excess leave or PTDY do service members get for relocation before involuntary separation',
    ],
    keywords: ['involuntary separation', 'excess leave', 'permissive temporary duty', 'job search', 'relocation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1155' },
    asks: [
      'I am getting out of the military next month, do they have to give me a statement of all my DoD and VA benefits',
      'reservist released from active duty, am I entitled to an assessment of my benefits',
    ],
    keywords: ['statement of benefits', 'separation', 'transition', 'VA benefits assessment', '30 days before separation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1173' },
    asks: [
      'my wife is seriously ill and I need to leave the Army to care for our kids, can I get a hardship discharge',
      'can an enlisted member with dependents be discharged early for family hardship',
    ],
    keywords: ['hardship discharge', 'enlisted member', 'dependents', 'early separation', 'family hardship'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1176' },
    asks: [
      'I have 18 years in and was denied reenlistment, can they kick me out before I reach 20 year retirement',
      'sanctuary for enlisted members within two years of retirement eligibility',
    ],
    keywords: ['retirement sanctuary', '18 years of service', 'denied reenlistment', 'involuntary separation', 'enlisted retention'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1185' },
    asks: [
      'I am an officer ordered to show cause for retention before a board of inquiry, what are my rights to counsel and records',
      'how much notice must an officer get before a board of inquiry hearing on separation',
    ],
    keywords: ['board of inquiry', 'show cause', 'officer separation', 'right to counsel', '30 days notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1207' },
    asks: [
      'I was hurt while drunk driving on AWOL and now I am unfit for duty, do I get any military disability benefits',
      'disability from intentional misconduct or willful neglect, does the service separate me with no disability pay',
    ],
    keywords: ['intentional misconduct', 'willful neglect', 'unauthorized absence', 'disability separation', 'no benefits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1207a' },
    asks: [
      'the medical board says my condition existed before I joined, but I have over eight years of service, can I still get disability retirement',
      'pre-existing condition and military disability retirement after 8 years of active duty',
    ],
    keywords: ['pre-existing condition', 'eight years of service', 'disability retirement', 'line of duty', 'existed prior to service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1210' },
    asks: [
      'I am on the temporary disability retired list, how often do I need a physical exam and what happens after five years',
      'I missed my TDRL reexamination, can they stop my disability retired pay',
    ],
    keywords: ['temporary disability retired list', 'TDRL', 'periodic examination', '18 months', 'final determination', 'disability retired pay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1216a' },
    asks: [
      'does the military have to use the VA rating schedule when the PEB rates my disability',
      'can the physical evaluation board deviate from the VA schedule for rating disabilities',
    ],
    keywords: ['VA rating schedule', 'physical evaluation board', 'military disability rating', 'PEB', 'determination of disability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1218' },
    asks: [
      'can the military discharge me for a disability before I file a VA compensation claim',
      'I refused to sign the VA claim statement before medical discharge, do I lose my right to file later',
    ],
    keywords: ['disability discharge', 'VA claim before separation', 'right explained', 'compensation claim', 'medical separation'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C. chapter 71: retired pay
  {
    usc: { title: 10, section: '1401a' },
    asks: [
      'how is the annual cost-of-living increase for military retired pay figured and when does it start',
      'does my military retirement go up when active duty pay rates increase',
    ],
    keywords: ['military retired pay COLA', 'Consumer Price Index', 'cost-of-living adjustment', 'December 1', 'retainer pay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1403' },
    asks: [
      'is my military disability retired pay taxable if it is figured on years of service',
      'which part of disability retired pay is tax-free as a disability pension',
    ],
    keywords: ['disability retired pay', 'taxable retired pay', 'section 104 exclusion', 'years of service formula', 'percentage of disability'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1409' },
    asks: [
      'is my military retirement multiplier 2.5 percent per year of service, or 2 percent under the blended retirement system',
      'does retiring with fewer than 30 years or under REDUX lower the percentage of my military retired pay',
    ],
    keywords: ['retired pay multiplier', '2.5 percent per year', 'years of creditable service', 'REDUX reduction', 'military retirement', '30 years of service'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C. chapter 75: death benefits
  {
    usc: { title: 10, section: '1476' },
    asks: [
      'my son died a few months after leaving the military from an injury in service, is the family owed a death gratuity',
      'death gratuity when a service member dies within 120 days after discharge',
    ],
    keywords: ['death gratuity', '120 days after discharge', 'service-connected death', 'survivors', 'military death benefit'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C. chapter 79: correction of military records and discharge review
  {
    usc: { title: 10, section: '1553a' },
    asks: [
      'the discharge review board and the records correction board both denied my discharge upgrade, is there a final review by the Secretary of Defense',
      'can I ask DoD for a final review of my request to upgrade an other than honorable discharge',
    ],
    keywords: ['discharge upgrade', 'final review', 'Discharge Appeal Review Board', 'characterization of discharge', 'Secretary of Defense'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1554' },
    asks: [
      'I was separated for physical disability without pay, can a review board look at the retiring board’s findings',
      'how do I get a review of my military disability retirement or separation decision',
    ],
    keywords: ['physical disability review', 'board of review', 'separation without pay', 'retiring board findings', 'disability separation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1554a' },
    asks: [
      'I was medically separated after 9/11 with a 20 percent rating or less, can the Physical Disability Board of Review raise it',
      'PDBR review of a low military disability rating to get medical retirement',
    ],
    keywords: ['Physical Disability Board of Review', 'PDBR', '20 percent or less', 'medical separation', 'disability retirement', 'after September 11 2001'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1554b' },
    asks: [
      'I was sexually assaulted in the military and then got a bad discharge, is there a confidential way to challenge it',
      'military sexual trauma victim wants her discharge characterization upgraded without the records being public',
    ],
    keywords: ['confidential discharge review', 'sexual assault victim', 'military sexual trauma', 'discharge characterization', 'correction board'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1557' },
    asks: [
      'my application to the Board for Correction of Military Records has been pending for over a year, how long should it take',
      'timeliness standards for the correction boards, must they decide within 10 or 18 months',
    ],
    keywords: ['correction board timeliness', 'BCMR', 'BCNR', '10 months', '18 months', 'pending application'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C. chapter 80: protection orders and retaliation
  {
    usc: { title: 10, section: '1561a' },
    asks: [
      'I have a civilian restraining order against my husband who lives on base, is it enforceable on the military installation',
      'does a state court protective order have force on a military base',
    ],
    keywords: ['civilian protection order', 'restraining order on base', 'military installation', 'domestic violence', 'full faith and credit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1562a' },
    asks: [
      'I reported a sexual assault in the military and now face retaliation, who tracks my retaliation complaint',
      'how does the Department of Defense document and track retaliation against sexual harassment victims and witnesses',
    ],
    keywords: ['retaliation complaint', 'sexual assault victim', 'sexual harassment', 'military retaliation tracking', 'Inspector General'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1566a' },
    asks: [
      'I am deployed, where on base can I get help registering to vote and requesting an absentee ballot',
      'military installation voter assistance office for service members and their families',
    ],
    keywords: ['voter assistance office', 'military absentee voting', 'UOCAVA', 'registration help', 'military families'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C. chapter 88: military families
  {
    usc: { title: 10, section: '1784' },
    asks: [
      'as a military spouse do I get hiring preference for jobs on base or at DoD overseas',
      'what employment help and preference exist for military spouses when we move duty stations',
    ],
    keywords: ['military spouse employment', 'spouse preference', 'nonappropriated fund jobs', 'PCS move', 'overseas DoD jobs'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1784a' },
    asks: [
      'can I as a military spouse get tuition assistance for a portable career license or certificate (MyCAA)',
      'DoD program paying for education and professional licensing for military spouses',
    ],
    keywords: ['MyCAA', 'military spouse tuition assistance', 'portable career', 'professional license', 'spouse education'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1046' },
    asks: [
      'we are stationed overseas and our child needs emergency foster care, does the military provide it',
      'temporary foster care for children of service members stationed abroad',
    ],
    keywords: ['overseas foster care', 'military children', 'temporary foster care', 'stationed abroad', 'child protection'],
    checkedAgainst: '119-100',
  },
  // 8 U.S.C.: immigration and nationality
  {
    usc: { title: 8, section: '1204' },
    asks: [
      'my mother is the immediate relative of a US citizen, how does the consulate issue her immigrant visa',
      'consular processing of an immediate relative or special immigrant visa, what proof is needed',
    ],
    keywords: ['immediate relative visa', 'special immigrant visa', 'consular processing', 'immigrant visa issuance', 'proof of status'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1359' },
    asks: [
      'I am First Nations born in Canada, can I cross into the US to live and work without a visa',
      'Jay Treaty right of American Indians born in Canada to pass the border, what blood quantum is required',
    ],
    keywords: ['American Indians born in Canada', 'Jay Treaty', 'border crossing right', '50 percent blood quantum', 'First Nations'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1375b' },
    asks: [
      'I am coming to the US on a work visa as a domestic worker, what rights do I have if my employer abuses me',
      'what information about legal rights and trafficking must consulates give to work and student visa applicants',
    ],
    keywords: ['domestic worker rights', 'nonimmigrant workers', 'information pamphlet', 'labor trafficking', 'diplomats domestic servants', 'consular interview'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1440e' },
    asks: [
      'I am a noncitizen who served in the military during wartime, do I have to pay a naturalization fee',
      'are naturalization fees waived for immigrants who served in the US armed forces during hostilities',
    ],
    keywords: ['naturalization fee waiver', 'military naturalization', 'wartime service', 'veteran citizenship', 'no fee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1440f' },
    asks: [
      'I am in the military applying for citizenship, can USCIS use the fingerprints I gave at enlistment',
      'do service members need new biometrics for naturalization background checks',
    ],
    keywords: ['military naturalization', 'fingerprints', 'biometrics', 'background check', 'enlistment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1449' },
    asks: [
      'what information is on a certificate of naturalization after I become a citizen',
      'I just naturalized, am I entitled to receive a naturalization certificate with my photo',
    ],
    keywords: ['certificate of naturalization', 'proof of citizenship', 'naturalized citizen', 'certificate contents', 'USCIS'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1502' },
    asks: [
      'I need proof of my US nationality for a court case in another country, can the State Department issue a certificate',
      'certificate of nationality from the Secretary of State for use in foreign judicial proceedings',
    ],
    keywords: ['certificate of nationality', 'proof of US nationality', 'foreign proceedings', 'Secretary of State', 'American national'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1522' },
    asks: [
      'I arrived as a refugee, what cash assistance, medical help and English classes can I get in the US',
      'refugee resettlement assistance programs for job training and refugee medical assistance',
    ],
    keywords: ['refugee resettlement', 'refugee cash assistance', 'refugee medical assistance', 'English language training', 'Office of Refugee Resettlement', 'self-sufficiency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1615' },
    asks: [
      'my undocumented child goes to public school, can she still get free school lunch and breakfast',
      'can a state give or deny WIC, food bank commodities or other child nutrition programs to immigrants who are not qualified aliens',
    ],
    keywords: ['school lunch immigrants', 'school breakfast', 'immigration status', 'WIC state option', 'Child Nutrition Act', 'undocumented children', 'emergency food assistance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1623' },
    asks: [
      'I am undocumented and graduated from a high school in my state, can a state college give me in-state tuition',
      'does federal law bar in-state tuition for students not lawfully present unless citizens from other states get it too',
    ],
    keywords: ['in-state tuition undocumented', 'postsecondary education benefit', 'not lawfully present', 'state residence', 'Dreamers', 'IIRIRA 505'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1624' },
    asks: [
      'can my state deny general cash assistance to legal immigrants or treat classes of immigrants differently',
      'state welfare program limits for noncitizens, what federal law allows',
    ],
    keywords: ['state general assistance', 'immigrant eligibility', 'classes of aliens', 'cash public assistance', 'state restriction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1632' },
    asks: [
      'my sponsor signed an affidavit of support, can my state count his income when I apply for state benefits',
      'sponsor deeming for state public benefits for green card holders',
    ],
    keywords: ['sponsor deeming', 'affidavit of support', 'state public benefits', 'sponsor income', 'immigrant eligibility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1644' },
    asks: [
      'can a city sanctuary policy stop local officials from telling ICE about someone’s immigration status',
      'is a state or local agency allowed to share immigration status information with federal immigration authorities',
    ],
    keywords: ['sanctuary city', 'immigration status information', 'local government communication', 'ICE information sharing', 'federal preemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1645' },
    asks: [
      'I am a green card holder, can my spouse’s or parents’ work history count toward the 40 quarters for SNAP or SSI',
      'how do qualifying quarters of work get credited to an immigrant from a parent or spouse',
    ],
    keywords: ['40 qualifying quarters', 'immigrant benefits eligibility', 'spouse work credits', 'parent quarters', 'lawful permanent resident', 'welfare reform'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1646' },
    asks: [
      'I am an immigrant getting SSI, does that automatically make me eligible for food stamps',
      'immigrant ineligible for SNAP but receiving SSI, is there derivative eligibility',
    ],
    keywords: ['derivative eligibility', 'SNAP immigrants', 'food stamps', 'SSI recipient', 'ineligible alien'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1260' },
    asks: [
      'I am an immigrant in distress with no money and want to go home, will the US government pay to send me back',
      'voluntary removal of a destitute alien who wants to return to their home country, can they come back later',
    ],
    keywords: ['aliens in distress', 'voluntary return', 'public aid', 'removal at government expense', 'readmission bar'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1222' },
    asks: [
      'can immigration detain me at the port of entry for a medical or mental health exam',
      'arriving alien held for physical examination for a communicable disease, is that allowed',
    ],
    keywords: ['detention for medical examination', 'health-related inadmissibility', 'arriving aliens', 'port of entry', 'communicable disease'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 8, section: '1488' },
    asks: [
      'can I lose my US citizenship for something other than the acts listed in the law',
      'is loss of nationality only from performing an expatriating act',
    ],
    keywords: ['loss of nationality', 'expatriating acts', 'US citizenship loss', 'renunciation', 'nationality law'],
    checkedAgainst: '119-100',
  },
  // 22 U.S.C.: passports
  {
    usc: { title: 22, section: '211a' },
    asks: [
      'who has authority to issue a US passport, can anyone other than the State Department issue one',
      'can a US embassy or consulate abroad issue or verify my passport',
    ],
    keywords: ['passport authority', 'Secretary of State', 'consular officers', 'passport issuance', 'passport verification'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '214a' },
    asks: [
      'I was charged a passport fee even though I am exempt, can I get a refund',
      'refund of a passport fee erroneously charged to someone exempt from the fee',
    ],
    keywords: ['passport fee refund', 'exempt from fee', 'erroneous charge', 'State Department', 'no-fee passport'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C.: health
  {
    usc: { title: 42, section: '238q' },
    asks: [
      'I used an AED defibrillator on a stranger who collapsed, can I be sued if it did not save him',
      'is a business that owns an AED liable if someone uses it in an emergency, is there Good Samaritan immunity',
    ],
    keywords: ['AED liability', 'automated external defibrillator', 'Good Samaritan', 'civil immunity', 'cardiac arrest', 'bystander'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300bb-1' },
    asks: [
      'I lost my job with the county government, do I get COBRA to keep my health insurance',
      'does COBRA continuation coverage apply to state and city government employee health plans',
    ],
    keywords: ['COBRA for government employees', 'state and local group health plan', 'continuation coverage', 'qualified beneficiary', 'Public Health Service Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300bb-2' },
    asks: [
      'how long does COBRA last for a public school teacher who lost her job, 18 or 36 months',
      'how much can a state government plan charge for COBRA continuation, is it 102 percent',
    ],
    keywords: ['COBRA duration', '18 months', '36 months', '102 percent premium', 'disability extension 29 months', 'government employer plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300bb-3' },
    asks: [
      'I am divorcing my husband who works for the state, can I keep his health plan through COBRA',
      'which events trigger COBRA for state or local government plans, like death, divorce or hours cut',
    ],
    keywords: ['qualifying event', 'divorce COBRA', 'reduction of hours', 'death of covered employee', 'dependent child aging out', 'government health plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300bb-5' },
    asks: [
      'how long do I have to elect COBRA from my city employer’s health plan after losing coverage',
      'COBRA election period of 60 days for a state or local government plan',
    ],
    keywords: ['COBRA election period', '60 days', 'government health plan', 'election notice', 'continuation coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300bb-6' },
    asks: [
      'my school district never sent me a COBRA notice after I quit, who had to notify whom and when',
      'do I have to tell the state health plan about my divorce to get COBRA for my spouse',
    ],
    keywords: ['COBRA notice', 'plan administrator', '30 days', 'employee must notify divorce', 'government employer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300bb-7' },
    asks: [
      'my state employer denied my COBRA rights, can I sue for equitable relief',
      'how do I enforce COBRA against a city or county health plan',
    ],
    keywords: ['COBRA enforcement', 'equitable relief', 'state or local government', 'lawsuit', 'continuation coverage'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7: Social Security
  {
    usc: { title: 42, section: '417' },
    asks: [
      'my father served in World War II, does his military service count toward his Social Security benefits',
      'extra Social Security wage credits for veterans’ military service',
    ],
    keywords: ['military wage credits', 'World War II veteran', 'Social Security benefits', 'deemed wages', 'veterans'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '431' },
    asks: [
      'my grandmother was held in a Japanese American internment camp, does that time count for Social Security',
      'Social Security wage credits for World War II internees of Japanese ancestry',
    ],
    keywords: ['Japanese American internment', 'Social Security credits', 'internee', 'World War II', 'deemed wages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1313' },
    asks: [
      'I am a US citizen stranded abroad with no money and being brought home, is there temporary help when I arrive',
      'repatriation assistance for Americans returned from a foreign country because of destitution, illness or war',
    ],
    keywords: ['repatriation program', 'US citizens returned from abroad', 'destitute', 'temporary assistance', 'evacuation', 'repayment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320b-13' },
    asks: [
      'how do I get my Social Security statement showing my earnings record and estimated benefits',
      'my Social Security earnings history looks wrong, what does the account statement include',
    ],
    keywords: ['Social Security statement', 'earnings record', 'benefit estimate', 'account statement', 'my Social Security'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320b-17' },
    asks: [
      'Social Security says I was overpaid SSI and is taking it out of my retirement check, can they take more than 10 percent',
      'can SSA recover an overpayment from one benefit by cutting my other Social Security benefit',
    ],
    keywords: ['cross-program recovery', 'SSI overpayment', 'Social Security offset', '10 percent limit', 'benefit withholding', 'overpayment recovery'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320a-6' },
    asks: [
      'I finally won my Social Security disability back pay but I was on SSI, why did SSA reduce the retroactive check',
      'windfall offset when retroactive Social Security benefits overlap months I got SSI',
    ],
    keywords: ['windfall offset', 'retroactive Social Security benefits', 'SSI reduction', 'back pay', 'disability award', 'interim assistance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1307' },
    asks: [
      'someone pretended to be from Social Security and lied about the rules to get money from me, is that a crime',
      'penalty for false representations about Social Security or for misusing a Social Security number or card',
    ],
    keywords: ['Social Security fraud', 'false representation', 'misdemeanor', 'impersonating SSA', 'penalty for fraud'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1306c' },
    asks: [
      'my mother just died, can anyone look up her Social Security number on the Death Master File and steal her identity',
      'who can access the Death Master File in the first three years after someone dies',
    ],
    keywords: ['Death Master File', 'deceased identity theft', 'three-year restriction', 'certified access', 'Social Security death records'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1396u-1' },
    asks: [
      'I lost welfare cash assistance but my family still has low income, are we still eligible for Medicaid',
      'Medicaid for low-income parents and children under the old AFDC rules, and transitional Medicaid when I start earning more',
    ],
    keywords: ['Section 1931 Medicaid', 'low-income families', 'AFDC standards', 'transitional medical assistance', 'TANF and Medicaid', 'parents Medicaid'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300x-26' },
    asks: [
      'a store keeps selling vapes and cigarettes to teenagers, does the state have to inspect tobacco retailers',
      'do states have to do random unannounced checks that stores do not sell tobacco to people under 21',
    ],
    keywords: ['tobacco sales under 21', 'Synar inspections', 'retailer compliance checks', 'youth tobacco access', 'block grant condition'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300j-24' },
    asks: [
      'is my child’s school required to test its drinking water fountains for lead',
      'what guidance exists for schools to find and fix lead contamination in school drinking water',
    ],
    keywords: ['lead in school drinking water', 'water cooler lead', 'testing protocol', 'schools and day care', 'EPA guidance', 'public notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '300ff-134' },
    asks: [
      'I am a paramedic and a patient I transported had an infectious disease, how will the hospital notify me of the exposure',
      'EMT or firefighter exposure to tuberculosis or HIV from a patient, what must the notification say',
    ],
    keywords: ['emergency response employee exposure', 'infectious disease notification', 'paramedic firefighter', 'designated officer', 'Ryan White'],
    checkedAgainst: '119-100',
  },
  // more veterans and service members
  {
    usc: { title: 38, section: '3485' },
    asks: [
      'can I work at the VA or on campus for extra money while using my GI Bill, is there a work-study program',
      'how much does VA work-study pay and what kind of jobs can student veterans do',
    ],
    keywords: ['VA work-study', 'work-study allowance', 'student veteran jobs', 'minimum wage', 'GI Bill', 'campus VA office'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '5122' },
    asks: [
      'my veteran father died and his VA check arrived after his death, do we have to return it',
      'what happens to a VA benefit check mailed to a veteran who died, can the widow get that money',
    ],
    keywords: ['VA check after death', 'deceased payee', 'return check', 'accrued benefits', 'surviving spouse', 'month of death'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 38, section: '1164' },
    asks: [
      'I got COVID while on active duty and now have long-term complications, is it presumed service connected',
      'VA presumption of service connection for COVID-19 caught during a period of duty',
    ],
    keywords: ['COVID-19 presumption', 'service connection', 'active duty infection', 'long COVID', 'VA disability', 'manifestation period'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1074c' },
    asks: [
      'I lost my hair from chemotherapy, will TRICARE or the military pay for a wig',
      'military health care wig for hair loss from cancer treatment',
    ],
    keywords: ['wig', 'alopecia', 'chemotherapy hair loss', 'TRICARE', 'cancer treatment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1076f' },
    asks: [
      'I am in the National Guard doing disaster response duty, do my family and I stay on TRICARE',
      'TRICARE coverage for Guard members who move from full-time Guard duty to state disaster response',
    ],
    keywords: ['National Guard TRICARE', 'disaster response duty', 'full-time National Guard duty', 'dependents coverage', 'active duty over 30 days'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1093' },
    asks: [
      'can a military hospital perform an abortion for a service member who was raped',
      'does TRICARE or a military treatment facility cover abortion, and what are the exceptions',
    ],
    keywords: ['abortion restriction', 'military treatment facility', 'rape or incest', 'life of the mother', 'Department of Defense funds'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1107' },
    asks: [
      'the military ordered me to take an investigational or off-label drug, do they have to tell me',
      'what notice must service members get before receiving an unapproved drug, and is it in my medical record',
    ],
    keywords: ['investigational new drug', 'unapproved use', 'service member notice', 'informed consent', 'medical record'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1107a' },
    asks: [
      'can the military make me take a vaccine that only has emergency use authorization without the option to refuse',
      'who can waive a service member’s right to refuse an emergency use product',
    ],
    keywords: ['emergency use authorization', 'option to refuse', 'presidential waiver', 'military vaccine', 'national security'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1144' },
    asks: [
      'I am separating from the military, what does the Transition Assistance Program give me and can my spouse attend',
      'what job counseling and training help does the Department of Labor give service members leaving active duty',
    ],
    keywords: ['Transition Assistance Program', 'TAP', 'separating service members', 'employment workshop', 'military spouse', 'Department of Labor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1151' },
    asks: [
      'can I keep my wheelchair and assistive devices the military gave me when I am discharged',
      'retention of assistive technology after separation for a service member with a severe injury',
    ],
    keywords: ['assistive technology', 'retain device after separation', 'wounded service member', 'wheelchair', 'severe injury'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1175a' },
    asks: [
      'who qualifies for voluntary separation pay if I leave the military before 20 years',
      'do I have to repay voluntary separation pay if I later get VA disability or retire',
    ],
    keywords: ['voluntary separation pay', 'VSP', 'leave military early', '6 to 20 years', 'repayment', 'Ready Reserve'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1206a' },
    asks: [
      'I am a reservist sent home within 30 days of mobilization because I failed physical standards, how is my disability processed',
      'reserve member released early from active duty for medical reasons, which disability rules apply',
    ],
    keywords: ['reserve component', 'released within 30 days', 'failed medical standards', 'disability evaluation', 'mobilization'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1219' },
    asks: [
      'my unit wants me to sign a statement that my injury existed before service, do I have to sign it',
      'is a statement I signed against my interest about the origin of my disease valid for military disability',
    ],
    keywords: ['statement of origin', 'existed prior to service', 'cannot be required to sign', 'invalid statement', 'line of duty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1407' },
    asks: [
      'how is the high-3 average figured for my military retired pay',
      'I joined after 1980, is my military retirement based on the highest 36 months of basic pay',
    ],
    keywords: ['high-3', 'high-36 month average', 'retired pay base', 'basic pay', 'military retirement computation'],
    checkedAgainst: '119-100',
  },
  // 25 U.S.C. chapter 18: Indian Health Care Improvement Act
  {
    usc: { title: 25, section: '1621a' },
    asks: [
      'I am Native American and need very expensive treatment after a catastrophic illness, does IHS have an emergency fund for that',
      'how does the Indian Catastrophic Health Emergency Fund pay for high-cost care for tribal members',
    ],
    keywords: ['Catastrophic Health Emergency Fund', 'CHEF', 'Indian Health Service', 'high-cost care', 'purchased referred care', 'disaster victims'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1621k' },
    asks: [
      'does the Indian Health Service provide screening mammograms for Native women over 35',
      'breast cancer screening for Indian and urban Indian women through IHS',
    ],
    keywords: ['screening mammography', 'Indian Health Service', 'Native American women', 'breast cancer screening', 'urban Indian'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1642' },
    asks: [
      'can my tribe use health funds to buy health insurance coverage for tribal members',
      'tribes and urban Indian organizations purchasing health insurance for IHS beneficiaries',
    ],
    keywords: ['tribal premium sponsorship', 'purchasing health coverage', 'Indian tribes', 'IHS beneficiaries', 'urban Indian organizations'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1647' },
    asks: [
      'I am a Native American veteran, can I get VA care at an IHS or tribal clinic',
      'does the VA pay the Indian Health Service for treating eligible Indian veterans',
    ],
    keywords: ['Indian veterans', 'IHS VA reimbursement', 'tribal health clinic', 'Native veteran health care', 'memorandum of understanding'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1647a' },
    asks: [
      'Medicaid refused to pay our tribal clinic because the provider is licensed in another state, is that allowed',
      'must federal health programs accept IHS and tribal health providers on the same basis as other providers',
    ],
    keywords: ['tribal health provider', 'Medicaid reimbursement', 'licensure in another state', 'nondiscrimination', 'Indian Health Service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1647b' },
    asks: [
      'can our tribe or tribal school buy federal employee health insurance (FEHB) and life insurance for its employees',
      'tribal organization employees access to Federal Employees Health Benefits',
    ],
    keywords: ['FEHB for tribal employees', 'tribal organization', 'federal insurance access', 'FEGLI', 'self-determination contract'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1679' },
    asks: [
      'I am a California Indian descendant, am I eligible for Indian Health Service care',
      'who counts as a California Indian for IHS services, like descendants of Indians living there in 1852',
    ],
    keywords: ['California Indians', 'IHS eligibility', '1852 descendants', 'rancheria', 'trust allotment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1680c' },
    asks: [
      'my stepchild is not Native but I am, can she get care at the Indian Health Service clinic',
      'can a non-Indian spouse or child of a tribal member get IHS health services',
    ],
    keywords: ['non-Indian family members', 'IHS eligibility', 'children under 19', 'non-Indian spouse', 'ineligible persons'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1682' },
    asks: [
      'IHS treated me after a car accident, can it go after the other driver’s insurance or my settlement',
      'Indian Health Service subrogation of auto accident and workers compensation claims',
    ],
    keywords: ['IHS subrogation', 'auto accident claim', 'personal injury settlement', 'workers compensation', 'Indian Health Service recovery'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1680u' },
    asks: [
      'can I sue the government if a traditional healing practice offered through IHS harmed me',
      'does the Indian Health Service support traditional health care practices, and who is liable',
    ],
    keywords: ['traditional health care practices', 'traditional healer', 'Indian Health Service', 'no federal liability', 'tribal medicine'],
    checkedAgainst: '119-100',
  },
  // 7 U.S.C.: SNAP
  {
    usc: { title: 7, section: '2014a' },
    asks: [
      'I am moving to another state, do I have to tell SNAP that I no longer live in the state that gives me food stamps',
      'SNAP household reporting a move out of state, can I keep benefits from both states',
    ],
    keywords: ['SNAP move out of state', 'change of residence', 'duplicate participation', 'food stamps reporting', 'certified household'],
    checkedAgainst: '119-100',
  },
  // 10 U.S.C.: more service member and family matters
  {
    usc: { title: 10, section: '1781c' },
    asks: [
      'our military child has autism and needs special education, who helps military families with special needs when we move',
      'DoD Office of Special Needs and the Exceptional Family Member Program support for military families',
    ],
    keywords: ['Exceptional Family Member Program', 'EFMP', 'military special needs', 'Office of Special Needs', 'PCS special education'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1410' },
    asks: [
      'I took the Career Status Bonus and REDUX, does my military retired pay go back up at age 62',
      'REDUX retirees restoral of full retirement amount at 62',
    ],
    keywords: ['REDUX', 'Career Status Bonus', 'age 62 restoral', 'retired pay recomputation', 'military retirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1481' },
    asks: [
      'my son died during weekend drill with the reserves, will the military take care of his remains and funeral',
      'which deaths are covered for the military to recover, prepare and transport remains',
    ],
    keywords: ['recovery of remains', 'military funeral', 'disposition of remains', 'reservist death', 'inactive duty training'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1490' },
    asks: [
      'my retired husband died in a military hospital, will the military pay to transport his body home for burial',
      'transportation of remains for military retirees and dependents who die in a military medical facility',
    ],
    keywords: ['transportation of remains', 'military retiree death', 'military hospital', 'dependent death', 'burial place'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1508' },
    asks: [
      'my brother is listed as missing in action and the board declared him dead, can our family challenge it in court',
      'judicial review of a finding of death for a missing service member by the next of kin',
    ],
    keywords: ['missing person', 'finding of death', 'judicial review', 'primary next of kin', 'MIA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 10, section: '1511' },
    asks: [
      'a service member declared missing or dead is found alive, does he get back pay for the whole time',
      'what happens to death gratuity and back pay if a missing soldier returns alive',
    ],
    keywords: ['returned alive', 'missing status', 'back pay', 'declared dead', 'death gratuity'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C.: SSI referrals
  {
    usc: { title: 42, section: '1382d' },
    asks: [
      'my child under 16 gets SSI for a disability, will Social Security refer us to the state children’s health services program',
      'SSI children under 16 referral to the state program for children with special health care needs',
    ],
    keywords: ['SSI children', 'referral', 'children with special health care needs', 'Title V', 'rehabilitation services'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1383e' },
    asks: [
      'my brother gets SSI with a representative payee because of his addiction, will SSA refer him to treatment',
      'SSI recipient with drug or alcohol addiction referral to a state substance abuse treatment program',
    ],
    keywords: ['SSI addiction', 'treatment referral', 'representative payee', 'substance abuse', 'state treatment agency'],
    checkedAgainst: '119-100',
  },
  // 50 U.S.C. chapter 50, subchapter IV: SCRA life insurance protection
  {
    usc: { title: 50, section: '3973' },
    asks: [
      'I am deploying and cannot afford my private life insurance premiums, how do I apply for SCRA protection of my policy',
      'what must an application to the VA for Servicemembers Civil Relief Act life insurance protection include',
    ],
    keywords: ['SCRA life insurance', 'application for protection', 'private life insurance', 'Servicemembers Civil Relief Act', 'VA determination'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3974' },
    asks: [
      'can my commercial life insurance lapse for unpaid premiums while I am on active duty under SCRA protection',
      'how long does SCRA lapse protection for a service member’s life insurance policy last after service',
    ],
    keywords: ['lapse protection', 'life insurance policy', 'nonpayment of premiums', 'two years after service', 'SCRA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 50, section: '3977' },
    asks: [
      'the government guaranteed my life insurance premiums during deployment, do I have to pay that back later',
      'is the debt for SCRA-guaranteed insurance premiums dischargeable in bankruptcy',
    ],
    keywords: ['premiums guaranteed by United States', 'SCRA insurance', 'policy loan', 'debt to United States', 'not dischargeable in bankruptcy'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C.: Social Security administration and ADA dispute resolution
  {
    usc: { title: 42, section: '909' },
    asks: [
      'my Social Security payment day falls on a Saturday or holiday this month, when will I get paid',
      'are SSI and Social Security checks paid early when the due date is a weekend or legal holiday',
    ],
    keywords: ['payment date weekend', 'Social Security check delivery', 'SSI payment early', 'legal holiday', 'benefit payment day'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1320b-6' },
    asks: [
      'my disability representative was convicted of Social Security fraud, can SSA bar him from representing people',
      'exclusion of a doctor or claimant representative convicted of Social Security benefit fraud',
    ],
    keywords: ['excluded representative', 'Social Security fraud conviction', 'health care provider exclusion', 'SSA programs', 'claimant representative'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12212' },
    asks: [
      'can my disability discrimination dispute with a business or employer be resolved by mediation or arbitration under the ADA',
      'does the ADA encourage settlement or mediation instead of going to court',
    ],
    keywords: ['ADA mediation', 'alternative dispute resolution', 'arbitration', 'settlement', 'Americans with Disabilities Act'],
    checkedAgainst: '119-100',
  },
];
