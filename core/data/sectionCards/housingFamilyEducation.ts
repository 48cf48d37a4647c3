import type { SectionCard } from './types';

/** Section cards: see ./types.ts. Each one read against the section's official text. */
export const housingFamilyEducationCards: SectionCard[] = [
  // 42 U.S.C. chapter 8: public housing
  {
    usc: { title: 42, section: '1437' },
    asks: [
      'must the housing authority board of commissioners include a public housing resident or voucher holder',
      'can tenants who receive housing assistance serve on the public housing agency board',
    ],
    keywords: [
      'resident board member',
      'public housing agency board',
      'housing authority commissioners',
      'directly assisted member',
      'tenant representation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437r' },
    asks: [
      'our public housing tenants want to run the building ourselves, how do we set up a resident management corporation',
      'can the resident council of a housing project take over management from the housing authority',
    ],
    keywords: [
      'resident management corporation',
      'resident council',
      'public housing management',
      'tenant management',
      'public housing residents',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437s' },
    asks: [
      'can public housing residents buy their building through a resident management corporation',
      'our tenant group has managed the project for years, can we purchase the units from the housing authority',
    ],
    keywords: [
      'public housing homeownership',
      'resident management corporation',
      'purchase of public housing',
      'tenant ownership',
      'low-income homeownership',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437v' },
    asks: [
      'the housing authority plans to tear down our public housing project and rebuild, what happens to the residents who live there now',
      'HOPE VI revitalization grant to demolish a distressed housing project, will current residents be able to return',
    ],
    keywords: [
      'HOPE VI',
      'demolition of public housing',
      'revitalization grant',
      'severely distressed public housing',
      'replacement housing',
      'displacement of residents',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437w' },
    asks: [
      'our housing authority lets the building fall apart and crime is bad, can residents vote to move management to another manager',
      'can tenants of a badly managed public housing project ask HUD to transfer it to an independent manager',
    ],
    keywords: ['transfer of management', 'independent manager', 'troubled housing agency', 'resident vote', 'mismanaged public housing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437y' },
    asks: [
      'does the housing authority report public housing or Section 8 tenants who are not lawfully present to immigration',
      'I am undocumented and my family gets housing assistance, will the housing agency give my name and address to immigration',
    ],
    keywords: [
      'immigration status',
      'not lawfully present',
      'public housing information sharing',
      'undocumented tenants',
      'Section 8',
      'housing agency reporting',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437z' },
    asks: [
      'can police get my address, Social Security number and photo from the housing authority because I am on public housing',
      'the housing authority gave my address to a police officer looking for a probation violator, are they allowed to',
    ],
    keywords: [
      'law enforcement request',
      'fleeing felon',
      'probation or parole violation',
      'housing authority records',
      'tenant address',
      'public housing privacy',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437z-4' },
    asks: [
      'the housing authority is selling public housing units, do I get the first chance to buy the unit I live in',
      'I did not buy my public housing unit and it is being sold, how much notice do I get and will they pay my moving costs',
      'can a low-income family buy a house through the public housing authority homeownership program',
    ],
    keywords: [
      'right of first refusal',
      'sale of public housing',
      'public housing homeownership program',
      'relocation expenses',
      '90 days notice',
      'comparable housing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437z-5' },
    asks: [
      'our distressed public housing project is being converted to vouchers, what happens to the families living there',
      'the housing authority says our project costs more to keep than giving everyone Section 8 vouchers, can they remove it',
    ],
    keywords: [
      'conversion to tenant-based assistance',
      'distressed public housing',
      'voucher conversion',
      'removal from inventory',
      'public housing residents',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437z-6' },
    asks: [
      'are there programs for public housing residents for job training, child care or a service coordinator for elderly tenants',
      'our resident council wants a grant for job readiness and services for people in public housing',
    ],
    keywords: [
      'ROSS',
      'resident opportunities and self-sufficiency',
      'supportive services',
      'service coordinator',
      'public housing residents',
      'job training',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1437aaa-3' },
    asks: [
      'HOPE homeownership program buying a public housing unit, how much of our income can the payment be',
      'tenants buying public housing as a cooperative or condo, what must the homeownership plan include',
    ],
    keywords: [
      'HOPE I',
      'public housing homeownership',
      'cooperative ownership',
      'affordability 30 percent of income',
      'homebuyer counseling',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 45: Fair Housing Act
  {
    usc: { title: 42, section: '3616a' },
    asks: [
      'is there a fair housing group that can investigate or test a landlord I think is discriminating',
      'who sends testers to check whether landlords or lenders treat people differently by race or disability',
    ],
    keywords: [
      'Fair Housing Initiatives Program',
      'FHIP',
      'fair housing testing',
      'fair housing organization',
      'housing discrimination investigation',
      'education and outreach',
    ],
    checkedAgainst: '119-100',
  },

  {
    usc: { title: 42, section: '3608' },
    asks: [
      'does HUD have to make federal housing programs affirmatively further fair housing, and who runs the Fair Housing Act',
      'can I appeal a HUD administrative law judge decision in a fair housing case, and where are conciliation meetings held',
    ],
    keywords: [
      'affirmatively furthering fair housing',
      'AFFH',
      'HUD administration',
      'administrative law judge',
      'conciliation',
      'Fair Housing Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3611' },
    asks: [
      'HUD subpoenaed the landlord’s records in my fair housing complaint and he is ignoring it, is that a crime',
      'is it illegal to falsify or destroy documents in a HUD fair housing investigation',
      'I was subpoenaed as a witness in a fair housing case, do I get witness fees',
    ],
    keywords: ['fair housing subpoena', 'HUD investigation', 'witness fees', 'falsified evidence', 'contempt', 'discovery'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3614-1' },
    asks: [
      'the bank did its own fair lending self-test, can I get those results for my mortgage discrimination case',
      'lender claims its internal fair lending audit is privileged and cannot be used against it',
    ],
    keywords: ['self-testing privilege', 'fair lending self-test', 'mortgage discrimination', 'privileged report', 'corrective action'],
    checkedAgainst: '119-100',
  },

  // 42 U.S.C. chapter 135, subchapter V: federally assisted housing for elderly and disabled people; screening
  {
    usc: { title: 42, section: '13602' },
    asks: [
      'can the landlord of federally assisted housing reject me for not meeting HUD’s occupancy standards',
      'the owner of a HUD-subsidized building denied my rental application, what occupancy criteria can they use',
    ],
    keywords: ['tenant selection', 'occupancy criteria', 'federally assisted housing', 'application denied', 'HUD housing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '13611' },
    asks: [
      'can a Section 8 building designed for seniors give preference to elderly applicants over younger disabled people',
      'elderly-only preference in project-based Section 8 housing, is it allowed',
    ],
    keywords: ['elderly preference', 'senior housing', 'project-based Section 8', 'elderly designated housing', 'tenant selection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '13612' },
    asks: [
      'how many units must an elderly-preference building reserve for non-elderly disabled families',
      'our senior Section 8 building gives preference to elderly tenants, must it still reserve units for younger people with disabilities',
    ],
    keywords: [
      'reserved units for disabled families',
      'non-elderly disabled',
      'elderly preference',
      'Section 8 housing',
      'set-aside units',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '13616' },
    asks: [
      'the owner changed to a seniors preference, can current tenants be forced to leave because of it',
      'I am a younger disabled tenant in a building that now prefers seniors, can they evict me to make room for elderly tenants',
    ],
    keywords: ['eviction prohibited', 'elderly preference', 'disabled tenants', 'covered Section 8 housing', 'tenant protection'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '13631' },
    asks: [
      'does our senior apartment building have a service coordinator to help elderly and disabled tenants get services',
      'can my HUD senior housing make me accept supportive services',
    ],
    keywords: ['service coordinator', 'elderly tenants', 'supportive services', 'HUD-assisted housing', 'disabled residents'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '13661' },
    asks: [
      'I was evicted from public housing for drugs, how long before I can get federally assisted housing again',
      'can the housing authority deny my application because of past drug use or alcohol abuse, and does rehab matter',
      'can public housing or Section 8 check my criminal record when I apply',
    ],
    keywords: [
      'screening of applicants',
      'drug-related eviction',
      'three-year ban',
      'alcohol abuse',
      'rehabilitation program',
      'criminal records',
      'public housing admission',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '13662' },
    asks: [
      'can my Section 8 or public housing be terminated because a household member uses illegal drugs',
      'my son finished rehab, can the landlord still end our subsidized tenancy for his past drug use',
    ],
    keywords: [
      'termination of tenancy',
      'illegal drug use',
      'alcohol abuse',
      'federally assisted housing',
      'rehabilitation',
      'lease termination',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '13663' },
    asks: [
      'can someone on the lifetime sex offender registry live in public housing or with a family on Section 8',
      'my brother is a lifetime registered sex offender, will our family be denied subsidized housing if he lives with us',
    ],
    keywords: [
      'sex offender ban',
      'lifetime registration',
      'public housing admission',
      'criminal background check',
      'federally assisted housing',
      'Section 8',
    ],
    checkedAgainst: '119-100',
  },
  // 12 U.S.C. and 42 U.S.C.: supportive housing for elderly people and people with disabilities
  {
    usc: { title: 12, section: '1701q' },
    asks: [
      'what is Section 202 supportive housing for the elderly and who can live there',
      'HUD senior apartments with services for low-income older people, how does the program work',
    ],
    keywords: [
      'Section 202',
      'supportive housing for the elderly',
      'senior housing',
      'project rental assistance',
      'very low-income elderly',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '8013' },
    asks: [
      'is there affordable supportive housing for adults with disabilities so they can live in the community',
      'what is Section 811 housing and rental assistance for people with disabilities',
    ],
    keywords: [
      'Section 811',
      'supportive housing for persons with disabilities',
      'project rental assistance',
      'community integration',
      'disability housing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '3616' },
    asks: [
      'HUD referred my housing discrimination complaint to a state or city fair housing agency, is that allowed',
      'does HUD work with state and local fair housing agencies to handle complaints',
    ],
    keywords: [
      'state fair housing agency',
      'local fair housing agency',
      'HUD cooperation',
      'complaint referral',
      'Fair Housing Assistance Program',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 63: lead-based paint
  {
    usc: { title: 42, section: '4831' },
    asks: [
      'is lead paint banned in housing built or fixed up with federal money',
      'are toys, furniture or dishes allowed to be painted with lead-based paint',
    ],
    keywords: ['lead-based paint prohibition', 'lead paint ban', 'federally assisted housing', 'toys and furniture', 'eating utensils'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4846' },
    asks: [
      'the city passed its own stricter lead-in-paint rule, is it void because federal lead paint law takes over',
      'can my state set its own different limit on the lead content of paint, or does federal law override it',
    ],
    keywords: ['preemption', 'lead content in paint', 'state lead paint law', 'surface coating', 'lead paint standard'],
    checkedAgainst: '119-100',
  },

  {
    usc: { title: 42, section: '4852' },
    asks: [
      'is there a grant program to remove lead paint from my old home because I have young children and low income',
      'my landlord got a lead abatement grant, must he give priority to families with kids under six',
    ],
    keywords: [
      'lead hazard reduction grants',
      'lead abatement',
      'low-income housing',
      'children under six',
      'lead-based paint hazards',
      'area median income',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4852c' },
    asks: [
      'what guidelines govern lead paint inspections, risk assessments and abatement in federally supported housing work',
      'should a lead risk assessment look at the condition of the house rather than the children’s blood tests',
    ],
    keywords: ['lead risk assessment', 'HUD lead guidelines', 'interim controls', 'lead inspection', 'abatement'],
    checkedAgainst: '119-100',
  },

  // 42 U.S.C. chapter 8A, subchapter III: rural housing (USDA)
  {
    usc: { title: 42, section: '1471' },
    asks: [
      'I live in a rural area and cannot get a regular mortgage, can the Agriculture Department finance building or repairing my home',
      'who can get USDA rural housing loans, farm owners or any rural resident',
    ],
    keywords: ['USDA rural housing', 'Rural Housing Service', 'Farmers Home Administration', 'rural home financing', 'farm dwellings'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1472' },
    asks: [
      'how long can a USDA Section 502 rural home loan last and can someone cosign for me',
      'USDA guaranteed home loan in a rural area, what are the terms',
    ],
    keywords: ['Section 502 loan', 'USDA home loan', 'rural homeownership', 'guaranteed rural housing loan', 'cosigner', 'direct loan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1474' },
    asks: [
      'I am very low income in a rural area and my roof and septic need repair, can USDA give a repair grant or loan',
      'USDA Section 504 home repair loans and grants to remove health and safety hazards',
    ],
    keywords: ['Section 504 repair', 'home repair grant', 'very low-income homeowners', 'rural home repairs', 'water and sewer hookup'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1475' },
    asks: [
      'I lost my job and cannot pay my USDA rural home loan, can I get a payment moratorium',
      'USDA is foreclosing on my rural home, does it follow state foreclosure rules and can it get a deficiency judgment',
    ],
    keywords: [
      'payment moratorium',
      'USDA foreclosure',
      'deficiency judgment',
      'circumstances beyond control',
      'rural housing loan hardship',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1477' },
    asks: [
      'I am a veteran applying for a USDA home repair loan, is there a priority for veterans',
      'do veterans or families of deceased service members get preference for USDA rural housing loans',
    ],
    keywords: ['veterans preference', 'rural housing loan', 'deceased servicemen families', 'USDA housing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1484' },
    asks: [
      'insured loans for farmworker housing, who can borrow',
      'can a farm owner or farmworker group get a USDA loan to build housing for farm laborers',
    ],
    keywords: ['farm labor housing', 'Section 514 loan', 'farmworker housing', 'domestic farm labor', 'USDA loans'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1486' },
    asks: [
      'is there low-rent housing for migrant or seasonal farmworkers funded by USDA',
      'grants to nonprofits or tribes to build low-rent farmworker housing',
    ],
    keywords: ['farm labor housing grants', 'Section 516', 'migrant farmworker housing', 'low-rent housing', 'domestic farm labor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1485' },
    asks: [
      'I rent in a USDA Section 515 rural apartment complex for elderly or low-income tenants, what rules apply',
      'my income went up, can the rural housing cooperative end my membership and tenancy',
    ],
    keywords: ['Section 515', 'rural rental housing', 'elderly housing', 'cooperative housing', 'USDA multifamily', 'low-income tenants'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1490' },
    asks: [
      'my town has 15,000 people, is it rural enough for USDA housing programs',
      'does my town count as rural for a USDA home loan, what population limits apply',
    ],
    keywords: ['rural area definition', 'USDA eligibility map', 'population limit', 'rural in character', 'metropolitan area'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1490a' },
    asks: [
      'I sold my home that had a USDA payment subsidy, do I have to pay back (recapture) the interest assistance',
      'can USDA reduce the interest on my rural home loan or help pay rent in rural rental housing',
    ],
    keywords: ['interest credit', 'payment assistance', 'subsidy recapture', 'rental assistance', 'USDA direct loan', 'rural housing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1490c' },
    asks: [
      'self-help housing where families help build each other’s homes in small towns, how does it work',
      'can low-income families build their own homes together with sweat equity through a USDA self-help housing program',
    ],
    keywords: ['mutual self-help housing', 'sweat equity', 'Section 523', 'self-help technical assistance', 'rural homeownership'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1490j' },
    asks: [
      'can rent go up in USDA-financed rural rental housing when tenants pay more than 30 percent of income',
      'the owner of our USDA rural apartments wants to raise rent though we already pay over 30% of income, can USDA approve it',
    ],
    keywords: ['rent increase approval', 'rural rental housing', '30 percent of income', 'USDA rental assistance', 'tenant rent burden'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1490m' },
    asks: [
      'are there grants to fix up rural homes owned by low-income families through a local housing preservation program',
      'housing preservation grant for rehabilitating rural rental units without displacing tenants',
    ],
    keywords: ['Housing Preservation Grant', 'Section 533', 'rural rehabilitation', 'low-income homeowners', 'tenant displacement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1490q' },
    asks: [
      'after a hurricane, can rural homeowners in nearby counties get USDA housing assistance',
      'our rural county was declared a disaster area and homes were destroyed, is there USDA rural housing disaster help',
    ],
    keywords: ['rural housing disaster assistance', 'declared disaster', 'destroyed homes', 'USDA', 'contiguous counties'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1490r' },
    asks: [
      'is there a USDA rural housing voucher to help very low-income renters pay rent in rural areas',
      'how is the rural housing voucher amount calculated from my income',
    ],
    keywords: ['rural housing voucher', 'USDA voucher', 'very low-income renters', 'payment standard', 'rental assistance'],
    checkedAgainst: '119-100',
  },

  // 42 U.S.C. chapter 130: HOME Investment Partnerships
  {
    usc: { title: 42, section: '12755' },
    asks: [
      'I live in a HOME-funded affordable apartment, can the landlord refuse to renew my lease without good cause',
      'how much written notice must a HOME-assisted rental owner give before ending my tenancy',
      'must my HOME-funded apartment have at least a one-year lease and a written waiting list for applicants',
    ],
    keywords: [
      'HOME program tenant protections',
      'good cause eviction',
      '30-day notice',
      'one-year lease',
      'tenant selection policy',
      'waiting list',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12745' },
    asks: [
      'what rent limits apply to a HOME-funded affordable apartment',
      'can a HOME-assisted rental refuse me because I have a Section 8 voucher',
    ],
    keywords: [
      'HOME rent limits',
      'affordable housing definition',
      'fair market rent',
      'very low-income units',
      'voucher holders',
      'affordability period',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12744' },
    asks: [
      'does most HOME rental assistance have to go to families under 60 percent of area median income',
      'what income limits apply to HOME-funded rentals and homebuyer help',
    ],
    keywords: [
      'HOME income targeting',
      '60 percent of area median income',
      'low-income families',
      'homeownership assistance',
      'rental units',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12742' },
    asks: [
      'can my city use HOME money for down payment help, home rehab or tenant-based rental assistance',
      'what can HOME Investment Partnerships funds pay for',
    ],
    keywords: ['HOME eligible uses', 'tenant-based rental assistance', 'housing rehabilitation', 'homebuyer assistance', 'CHDO'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12707' },
    asks: [
      'does our city have to hold public hearings and take comments before submitting its housing strategy for HUD funds',
      'can residents see records on how our city used federal housing money in past years',
    ],
    keywords: ['citizen participation', 'housing strategy', 'public hearings', 'consolidated plan', 'access to records'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12709' },
    asks: [
      'do new homes with FHA or USDA mortgages have to meet energy efficiency standards',
      'what energy code applies to new public housing or HUD-assisted construction',
    ],
    keywords: ['energy efficiency standards', 'IECC', 'FHA new construction', 'USDA housing', 'ASHRAE 90.1', 'public housing construction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12713' },
    asks: [
      'I owned a home with my ex-husband, can I still qualify as a first-time homebuyer as a single parent or displaced homemaker',
      'does living in my spouse’s house disqualify me from first-time homebuyer programs after divorce',
    ],
    keywords: ['first-time homebuyer', 'displaced homemaker', 'single parent', 'divorce', 'homebuyer assistance eligibility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12806' },
    asks: [
      'fees for a home repair program for seniors, are they based on income',
      'is there a home repair program for low-income older or disabled homeowners',
    ],
    keywords: ['home repair services', 'older homeowners', 'disabled homeowners', 'low-income', 'aging in place'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12832' },
    asks: [
      'does nondiscrimination in HUD affordable housing programs cover age and disability',
      'an affordable housing program funded by HUD turned us away because of our national origin, is that prohibited',
    ],
    keywords: ['nondiscrimination', 'HUD-funded housing programs', 'race', 'national origin', 'religion', 'sex', 'disability'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 69: community development block grants
  {
    usc: { title: 42, section: '5304' },
    asks: [
      'our city is spending community development block grant money, do residents get notice and a chance to comment',
      'a CDBG project will demolish low-income housing, must the city have an antidisplacement and relocation plan',
    ],
    keywords: ['CDBG', 'citizen participation plan', 'residential antidisplacement', 'relocation assistance plan', 'community development'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5305' },
    asks: [
      'what activities are eligible for CDBG funding, like buying blighted property or public works',
      'can community development block grant money pay for home repairs, code enforcement or public services in my neighborhood',
    ],
    keywords: ['CDBG eligible activities', 'housing rehabilitation', 'code enforcement', 'public services', 'blighted property'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5309' },
    asks: [
      'a city program funded by a community development block grant excluded us because of our religion or race, is that illegal',
      'does CDBG nondiscrimination cover age and disability too',
    ],
    keywords: ['CDBG nondiscrimination', 'race', 'religion', 'sex', 'disability', 'Age Discrimination Act', 'HUD enforcement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5313a' },
    asks: [
      'can I receive both CDBG disaster money and insurance for the same home repair, or is that a duplication',
      'my disaster recovery housing grant was reduced because of insurance or FEMA money I already got, what is duplication of benefits',
    ],
    keywords: ['duplication of benefits', 'CDBG-DR', 'disaster recovery grant', 'insurance proceeds', 'FEMA assistance'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 50: National Flood Insurance Program
  {
    usc: { title: 42, section: '4014' },
    asks: [
      'why did my flood insurance premium go up, how does FEMA set flood insurance rates',
      'will flood-proofing or elevating my home lower my NFIP premium',
    ],
    keywords: ['flood insurance rates', 'NFIP premiums', 'risk premium rates', 'flood mitigation discount', 'actuarial rates'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4012' },
    asks: [
      'can I get federal flood insurance for my house, church or small business',
      'which properties does the National Flood Insurance Program cover first',
    ],
    keywords: ['NFIP coverage', 'flood insurance availability', 'one-to-four family homes', 'small business property', 'church property'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4031' },
    asks: [
      'are flood mitigation payments counted as a resource for federal income-tested programs',
      'will a flood mitigation grant to elevate my home count as income for SSI, SNAP or other benefits',
    ],
    keywords: [
      'flood mitigation assistance',
      'not counted as income',
      'benefit eligibility',
      'means-tested programs',
      'home elevation grant',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 61: Uniform Relocation Assistance and Real Property Acquisition
  {
    usc: { title: 42, section: '4601' },
    asks: [
      'our apartment building is being torn down for a federally funded project, do we count as displaced persons entitled to relocation help',
      'who is a displaced person under the Uniform Relocation Act',
    ],
    keywords: ['displaced person', 'Uniform Relocation Act', 'displacing agency', 'federal financial assistance', 'relocation assistance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4605' },
    asks: [
      'I am undocumented and being displaced by a government highway project, can I get relocation payments',
      'my child is a citizen but I am not lawfully present, is there a hardship exception for relocation assistance',
    ],
    keywords: [
      'relocation eligibility',
      'alien not lawfully present',
      'exceptional and extremely unusual hardship',
      'Uniform Relocation Act',
      'displaced person',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4622' },
    asks: [
      'the city is taking our home for a federally funded road, will they pay our moving costs',
      'my small business has to move because of a government project, can I get moving and reestablishment expenses',
    ],
    keywords: ['moving expenses', 'relocation payments', 'fixed moving allowance', 'business reestablishment', 'displaced person'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4623' },
    asks: [
      'the government bought my house for a project and I cannot afford a comparable home with what they paid, is there a replacement housing payment',
      'will the agency cover higher mortgage interest and closing costs on my replacement home after taking my house',
    ],
    keywords: [
      'replacement housing payment',
      'homeowner relocation',
      'comparable replacement dwelling',
      'increased interest costs',
      'closing costs',
      '90-day owner occupant',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4624' },
    asks: [
      'I rent and my building is being acquired for a federally funded project, will they help with higher rent at a new place',
      'can a displaced tenant use the rental assistance payment as a down payment to buy a home',
    ],
    keywords: [
      'tenant relocation',
      'rental assistance payment',
      'replacement housing for tenants',
      'down payment assistance',
      'displaced tenant',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4625' },
    asks: [
      'we are being displaced by a government project, must the agency help us find a new place to live',
      'what relocation advisory services must a displacing agency provide to tenants and homeowners',
    ],
    keywords: [
      'relocation advisory services',
      'relocation planning',
      'comparable replacement housing',
      'displacement',
      'Uniform Relocation Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4626' },
    asks: [
      'can they make me move out for a federal project before comparable replacement housing is available',
      'no affordable replacement homes exist in our area, can the agency build or provide housing as a last resort',
    ],
    keywords: ['last resort housing', 'comparable replacement housing', 'cannot be forced to move', 'displacement', 'relocation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4630' },
    asks: [
      'does a state highway project with federal funding have to provide relocation advisory services and replacement housing',
      'a city project using federal grant money will displace us, must the city give the same relocation payments as a federal agency',
    ],
    keywords: [
      'federally assisted projects',
      'relocation assurances',
      'state and local displacing agency',
      'relocation payments',
      'replacement dwellings',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4636' },
    asks: [
      'are my relocation payments taxable, and will they count as income for SSI or Medicaid',
      'will relocation assistance affect my eligibility for food stamps or other federal benefits',
    ],
    keywords: ['relocation payments not income', 'tax-free relocation payments', 'benefit eligibility', 'SSI', 'Uniform Relocation Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4651' },
    asks: [
      'the federal government wants to buy my land, must it get an appraisal and offer at least the appraised value',
      'how much notice must I get before I have to move out of property the government acquired',
      'the agency is threatening condemnation to pressure me into accepting a low offer, is that allowed',
    ],
    keywords: [
      'eminent domain',
      'just compensation',
      'appraisal',
      '90 days written notice',
      'land acquisition policies',
      'condemnation',
      'coercive action',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4652' },
    asks: [
      'how is compensation figured for a structure a tenant built on land the government acquires',
      'the government is taking land I lease and my building on it, am I as tenant paid for the building',
    ],
    keywords: ['tenant-owned improvements', 'buildings and structures', 'just compensation', 'eminent domain', 'leased land'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4653' },
    asks: [
      'the government bought my property, will it reimburse recording fees, transfer taxes and a mortgage prepayment penalty',
      'do I get back the property taxes I prepaid after the federal government took title',
    ],
    keywords: ['incidental expenses', 'transfer taxes', 'prepayment penalty', 'prorated property taxes', 'federal acquisition'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4654' },
    asks: [
      'the federal government dropped its condemnation case against my property, can I recover my attorney and appraisal fees',
      'I won an inverse condemnation (takings) claim against the United States, are my lawyer fees reimbursed',
    ],
    keywords: ['condemnation litigation expenses', 'attorney fees', 'inverse condemnation', 'takings claim', 'abandoned condemnation'],
    checkedAgainst: '119-100',
  },

  // 42 U.S.C. chapter 70: manufactured home construction and safety standards
  {
    usc: { title: 42, section: '5403' },
    asks: [
      'are mobile or manufactured homes built to a federal HUD code, and can my town impose different construction standards',
      'who sets the construction and safety standards for manufactured homes',
    ],
    keywords: ['HUD code', 'manufactured home construction standards', 'mobile home safety', 'federal preemption', 'consensus committee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5404' },
    asks: [
      'my manufactured home was installed badly and is not level or anchored, are there installation standards and licensed installers',
      'must the manufacturer give installation instructions with a mobile home, and who inspects the installation',
    ],
    keywords: ['manufactured home installation', 'installer licensing', 'installation inspection', 'anchoring', 'installation standards'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5409' },
    asks: [
      'the dealer sold me a manufactured home that does not meet HUD safety standards, is that illegal',
      'is it a violation to sell a mobile home without the required certification label or to hide defects',
    ],
    keywords: [
      'prohibited acts',
      'noncompliant manufactured home',
      'false certification',
      'defect notification',
      'manufactured home dealer',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5410' },
    asks: [
      'what penalties can a manufacturer or dealer face for selling manufactured homes that violate federal standards',
      'can a manufactured home company officer go to jail for knowingly endangering buyers’ safety',
    ],
    keywords: ['civil penalty', 'criminal penalty', 'manufactured home violations', 'HUD enforcement', 'health or safety of purchaser'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5412' },
    asks: [
      'the manufactured home on the dealer’s lot has a safety defect, must the manufacturer repair it or buy it back before it is sold to me',
      'the retailer sold a mobile home that did not meet standards, who pays to fix it',
    ],
    keywords: [
      'manufacturer repurchase',
      'nonconforming manufactured home',
      'imminent safety hazard',
      'retailer repair',
      'defective mobile home',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5414' },
    asks: [
      'the maker of my mobile home found a safety defect, must they notify me by mail and fix it',
      'I bought my manufactured home used, will I still get defect recall notices',
    ],
    keywords: ['manufactured home recall', 'defect notification', 'correction of defects', 'imminent safety hazard', 'registered owner'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5415' },
    asks: [
      'what is the HUD label or tag on my manufactured home, and why does it matter',
      'my mobile home has no HUD certification label, is it compliant with federal standards',
    ],
    keywords: ['HUD label', 'certification label', 'manufactured home tag', 'conformity with standards', 'data plate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5416' },
    asks: [
      'I never got a consumer manual with my new mobile home, is the manufacturer supposed to provide one',
      'must the manufacturer give me a homeowner’s manual explaining maintenance and repair of my manufactured home',
    ],
    keywords: ['consumer manual', 'manufactured home maintenance', 'owner responsibilities', 'HUD guidelines'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5421' },
    asks: [
      'my manufactured home purchase contract says I give up my federal rights, is that enforceable',
      'can a mobile home dealer make me sign a waiver of my rights under the manufactured housing law',
    ],
    keywords: [
      'waiver of rights void',
      'manufactured home purchaser rights',
      'contract waiver',
      'mobile home purchase',
      'consumer protection',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5422' },
    asks: [
      'can my state enforce manufactured home safety standards or handle complaints about my mobile home',
      'does my state have authority over mobile home safety issues that federal standards do not cover',
    ],
    keywords: ['state administrative agency', 'state enforcement', 'manufactured home complaints', 'state plan', 'mobile home safety'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '4851b' },
    asks: [
      'my rental was built before 1978, is it target housing for lead paint rules',
      'what counts as a lead-based paint hazard or lead abatement under federal law',
    ],
    keywords: ['target housing', 'pre-1978 housing', 'lead-based paint hazard', 'abatement', 'interim controls', 'lead definitions'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 119: homeless assistance
  {
    usc: { title: 42, section: '11302' },
    asks: [
      'I am sleeping in my car, do I count as homeless for help from homeless programs',
      'we were given an eviction order to leave within 14 days and have nowhere to go, are we considered homeless',
      'staying in a motel paid by a charity or in a shelter, does that count as being homeless',
      'fleeing domestic violence with no other place to live, am I considered homeless for housing assistance',
    ],
    keywords: [
      'definition of homeless',
      'homeless individual',
      'imminent loss of housing',
      'living in a car',
      'emergency shelter',
      'fleeing domestic violence',
      'McKinney-Vento Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11361a' },
    asks: [
      'the family shelter will not take us because my son is a teenager, can they turn us away because of his age',
      'a homeless shelter wants to split up our family because of a child’s age, is that allowed',
    ],
    keywords: [
      'family separation',
      'shelter admission',
      'age of children',
      'teenage sons in shelters',
      'emergency shelter',
      'transitional housing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11363' },
    asks: [
      'I am in a domestic violence shelter, will they put my name and details into the homeless database',
      'does a victim service provider have to share my personal information with the Homeless Management Information System',
    ],
    keywords: [
      'HMIS',
      'Homeless Management Information System',
      'victim confidentiality',
      'personally identifying information',
      'domestic violence shelter',
    ],
    checkedAgainst: '119-100',
  },

  {
    usc: { title: 42, section: '11343' },
    asks: [
      'can the Emergency Food and Shelter Program help homeless people with food, shelter and services',
      'what can FEMA emergency food and shelter grants be used for',
    ],
    keywords: ['Emergency Food and Shelter Program', 'EFSP', 'National Board', 'homeless shelter and food', 'FEMA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11360' },
    asks: [
      'we are staying with relatives because we cannot afford rent, do we count as at risk of homelessness for help',
      'what does chronically homeless mean for getting into permanent supportive housing',
    ],
    keywords: ['at risk of homelessness', 'chronically homeless', 'doubled up', 'permanent supportive housing', 'homeless definitions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11374' },
    asks: [
      'I am about to be evicted, can homelessness prevention money pay a security deposit, utility bills or moving costs',
      'what can Emergency Solutions Grant money pay for: shelters, rapid rehousing, rental help',
    ],
    keywords: [
      'Emergency Solutions Grants',
      'homelessness prevention',
      'rapid rehousing',
      'security deposit assistance',
      'utility payments',
      'emergency shelter',
      'housing stabilization',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11383' },
    asks: [
      'what can Continuum of Care homeless grants pay for, like rental assistance or permanent supportive housing',
      'can a homeless program pay rent for me or only run a shelter',
    ],
    keywords: ['Continuum of Care', 'permanent supportive housing', 'transitional housing', 'rental assistance', 'supportive services'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11385' },
    asks: [
      'homeless shelter program: can they help me get mental health benefits, food and a permanent place to live',
      'what services must supportive housing for homeless people offer, like child care, job help or health care',
    ],
    keywords: ['supportive services', 'homeless services', 'case management', 'child care for homeless families', 'employment assistance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11386' },
    asks: [
      'will a homeless program keep the address of the domestic violence shelter and my records confidential',
      'our family is in a homeless program, must someone make sure the kids are enrolled in school',
    ],
    keywords: [
      'Continuum of Care requirements',
      'shelter address confidentiality',
      'family violence records',
      'school enrollment of homeless children',
      'homeless program rules',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11362' },
    asks: [
      'I am being released from prison or aging out of foster care with nowhere to live, must there be a discharge plan so I am not homeless',
      'the hospital is discharging a homeless patient to the street, do publicly funded institutions need discharge policies',
    ],
    keywords: ['discharge planning', 'release from prison', 'aging out of foster care', 'hospital discharge', 'preventing homelessness'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11408' },
    asks: [
      'we live in a rural area and are two months behind on rent, is there federal help to prevent eviction',
      'rural homeless help with security deposits, first month rent or motel vouchers',
    ],
    keywords: ['rural housing stability grants', 'rural homelessness', 'eviction prevention', 'utility assistance', 'motel vouchers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11411' },
    asks: [
      'can a nonprofit serving homeless people get an unused federal building to use as a shelter',
      'how does HUD identify surplus federal property for homeless assistance',
    ],
    keywords: [
      'Title V surplus property',
      'unused federal buildings',
      'homeless shelter property',
      'excess federal property',
      'McKinney-Vento',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '11431' },
    asks: [
      'my child is homeless and the school says we need a permanent address to enroll, is that allowed',
      'can a school put homeless students in a separate class or program just because they are homeless',
    ],
    keywords: [
      'homeless students',
      'McKinney-Vento',
      'equal access to education',
      'school enrollment',
      'residency requirements',
      'homeless children and youth',
    ],
    checkedAgainst: '119-100',
  },

  {
    usc: { title: 42, section: '11433' },
    asks: [
      'does our school district get McKinney-Vento money to help homeless students with tutoring, transportation and school supplies',
      'can a school put homeless kids in a separate program away from other students',
    ],
    keywords: [
      'McKinney-Vento subgrants',
      'homeless students services',
      'school district grants',
      'segregation of homeless students',
      'education of homeless children',
    ],
    checkedAgainst: '119-100',
  },

  // 12 U.S.C. chapter 13: FHA mortgage insurance and HUD multifamily housing
  {
    usc: { title: 12, section: '1709-2' },
    asks: [
      'an investor bought homes with defaulted FHA loans, stopped paying the mortgage and kept the rent, is that a federal crime',
      'what is equity skimming and is it illegal with HUD or VA loans',
    ],
    keywords: ['equity skimming', 'FHA loan fraud', 'VA loan', 'pocketing rents', 'defaulted mortgage', 'HUD'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1710' },
    asks: [
      'my FHA loan is in default, when can the lender file an insurance claim with HUD or assign the mortgage',
      'what happens to an FHA-insured home after foreclosure, does HUD take title',
    ],
    keywords: ['FHA insurance claim', 'mortgage assignment', 'FHA foreclosure', 'conveyance to HUD', 'default'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1715u' },
    asks: [
      'I am behind on my FHA mortgage, must the lender offer loss mitigation like a loan modification or forbearance before foreclosure',
      'what is an FHA partial claim to bring my mortgage current',
      'can I do a short sale or deed in lieu of foreclosure on an FHA loan',
    ],
    keywords: [
      'FHA loss mitigation',
      'loan modification',
      'special forbearance',
      'partial claim',
      'deed in lieu of foreclosure',
      'preforeclosure sale',
      'alternative to foreclosure',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1715q' },
    asks: [
      'did the seller or builder have to tell me what HUD appraised the house at before I bought it with FHA insurance',
      'buying a home with an FHA loan, must the seller give me a written statement of the FHA appraised value before the sale',
    ],
    keywords: ['FHA appraisal statement', 'appraised value', 'home buyer disclosure', 'FHA-insured purchase', 'builder'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1715g' },
    asks: [
      'military member deployed before moving into the home, is the FHA owner-occupancy rule waived',
      'I was called to active duty after applying for an FHA loan and cannot live in the home yet, can the mortgage still be insured',
    ],
    keywords: ['FHA occupancy requirement', 'active duty military', 'owner occupancy', 'mortgage insurance', 'servicemember'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1715t' },
    asks: [
      'how do I cancel FHA mortgage insurance by agreement with my lender, and is there a charge',
      'can my lender and I end the FHA mortgage insurance on my loan early',
    ],
    keywords: ['terminate FHA insurance', 'mortgage insurance termination', 'FHA MIP', 'voluntary termination', 'termination charge'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1715z-1b' },
    asks: [
      'our HUD-subsidized building owner wants to raise rents, do tenants get notice and a chance to comment',
      'can the owner of our HUD-insured apartment complex stop tenants from organizing a tenant association',
      'can tenants in HUD multifamily housing be evicted without good cause',
    ],
    keywords: [
      'tenant participation',
      'tenant organizing',
      'rent increase notice',
      'good cause eviction',
      'HUD multifamily housing',
      'project-based Section 8',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1715z-4a' },
    asks: [
      'can the government get double damages from an owner who misused income of a HUD-insured nursing home or apartment project',
      'the owner of our HUD-insured apartment complex diverted rent money instead of maintaining the building, can HUD recover it',
    ],
    keywords: [
      'unauthorized use of project income',
      'double damages',
      'diversion of project funds',
      'regulatory agreement',
      'HUD multifamily',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1715z-15' },
    asks: [
      'HUD approval for an owner to prepay a subsidized mortgage, what must happen for lower income tenants',
      'the owner wants to prepay the HUD mortgage and leave the affordable housing program, do tenants get notice and relocation help',
    ],
    keywords: ['mortgage prepayment', 'affordable housing conversion', 'tenant notice', 'relocation assistance', 'HUD multifamily'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 131: housing opportunities for persons with AIDS (HOPWA)
  {
    usc: { title: 42, section: '12907' },
    asks: [
      'I have HIV and am about to lose my apartment, can HOPWA pay short-term rent, mortgage or utility bills',
      'short-term housing and supportive services for people living with AIDS who are homeless',
    ],
    keywords: ['HOPWA', 'HIV housing assistance', 'short-term rent mortgage utility assistance', 'AIDS housing', 'homelessness prevention'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12908' },
    asks: [
      'is there long-term rental assistance for low-income people with HIV or AIDS',
      'can HOPWA rental assistance be used in shared housing',
    ],
    keywords: ['HOPWA rental assistance', 'tenant-based rental assistance', 'HIV/AIDS housing', 'shared housing', 'low-income'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1735f-5' },
    asks: [
      'the lender would not count my wife’s income on our mortgage application, can they refuse to combine spouses’ incomes',
      'was I denied a mortgage because I am a woman, is sex discrimination in home loans prohibited',
    ],
    keywords: [
      'sex discrimination in mortgage lending',
      'combined income of spouses',
      'federally related mortgage loan',
      'married couple',
      'women borrowers',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1735b' },
    asks: [
      'my new FHA-insured home has major structural defects, can HUD pay to fix them or compensate me',
      'how long after my FHA mortgage was insured can I ask HUD for help with structural defects',
    ],
    keywords: ['structural defects', 'FHA new construction', 'HUD repair assistance', 'four-year limit', 'builder defects', 'VA loan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1735g' },
    asks: [
      'federal employee laid off by an installation closing, can HUD or VA help with mortgage payments in default',
      'I lost my job when the military base closed and fell behind on my FHA or VA mortgage, is there mortgage relief',
    ],
    keywords: ['base closure', 'distressed mortgagor', 'FHA mortgage relief', 'VA home loan', 'federal installation closing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1715z-13' },
    asks: [
      'can a tribe or a tribal member get a HUD-insured mortgage on trust or restricted land despite title limits',
      'can I get an FHA-insured mortgage for a home on tribal trust land on the reservation',
    ],
    keywords: ['FHA Section 248', 'Indian reservation mortgage', 'trust land', 'restricted land', 'tribal member homeownership'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1715z-13a' },
    asks: [
      'is there a HUD loan guarantee (Section 184) for Native American families buying or building a home on trust land',
      'banks will not lend on tribal land, can an Indian family get a guaranteed home loan',
    ],
    keywords: ['Section 184', 'Indian Home Loan Guarantee', 'trust land', 'Native American homeownership', 'tribal housing loans'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1715z-13b' },
    asks: [
      'is there a home loan guarantee for Native Hawaiians on Hawaiian Home Lands',
      'Section 184A loans for Native Hawaiian families, who is eligible',
    ],
    keywords: [
      'Section 184A',
      'Native Hawaiian Housing Loan Guarantee',
      'Hawaiian Home Lands',
      'Native Hawaiian families',
      'home loan guarantee',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1715z-16' },
    asks: [
      'how much can the interest rate go up on an FHA adjustable rate mortgage each year and over the life of the loan',
      'FHA ARM rate adjustments must follow which index',
    ],
    keywords: ['FHA adjustable rate mortgage', 'ARM caps', 'annual adjustment', 'interest rate index', 'lifetime cap'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1715z-19' },
    asks: [
      'what is the penalty for using rents from a HUD-held or insured property for personal use while the mortgage is in default',
      'the landlord of our HUD-insured building is in default and pocketing the rent instead of paying expenses, is that a crime',
    ],
    keywords: ['equity skimming', 'HUD-insured property', 'misuse of rents', 'mortgage default', 'criminal penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1735f-14' },
    asks: [
      'my FHA lender, appraiser or closing agent knowingly broke HUD rules, can HUD impose a civil money penalty',
      'can HUD fine a real estate agent or seller for violations in an FHA-insured loan transaction',
    ],
    keywords: ['civil money penalty', 'FHA lender violations', 'HUD Mortgagee Review Board', 'appraiser', 'closing agent', 'FHA fraud'],
    checkedAgainst: '119-100',
  },
  // 12 U.S.C. chapter 42: low-income housing preservation
  {
    usc: { title: 12, section: '4102' },
    asks: [
      'the owner of our subsidized building filed a notice of intent to prepay the mortgage, must tenants be told',
      'who must an owner notify before ending the low-income affordability restrictions on a HUD property',
    ],
    keywords: ['notice of intent', 'mortgage prepayment', 'affordability restrictions', 'tenant notice', 'LIHPRHA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4113' },
    asks: [
      'must the owner pay part of our moving expenses when we lose our subsidized apartment after a mortgage prepayment',
      'our subsidized building owner prepaid the HUD mortgage and we are being displaced, do we get a Section 8 voucher and moving costs',
    ],
    keywords: ['displaced tenants', 'mortgage prepayment', 'tenant-based assistance', 'moving expenses', 'low-income housing preservation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4120' },
    asks: [
      'where must tenant notices about a HUD housing preservation plan be posted',
      'how must tenants be notified about the owner’s plans under the low-income housing preservation law, is posting enough',
    ],
    keywords: ['notice to tenants', 'posting notices', 'tenant representative', 'housing preservation', 'LIHPRHA'],
    checkedAgainst: '119-100',
  },
  // 12 U.S.C. chapter 13: National Housing Act, due-on-sale clauses
  {
    usc: { title: 12, section: '1701j-3' },
    asks: [
      'my husband died and the house went to me, can the bank call the whole mortgage due under the due-on-sale clause',
      'if I put my house in a living trust or add my children to the deed, can the lender demand full payment',
      'after our divorce my ex-wife got the house, can the lender enforce the due-on-sale clause',
      'can the lender call my loan due if I rent the house out on a short lease',
    ],
    keywords: [
      'due-on-sale clause',
      'Garn-St Germain Act',
      'mortgage assumption',
      'transfer to spouse or children',
      'living trust',
      'inherited home mortgage',
      'divorce transfer',
    ],
    checkedAgainst: '119-100',
  },
  // 12 U.S.C. chapter 27: RESPA
  {
    usc: { title: 12, section: '2602' },
    asks: [
      'does RESPA apply to my home equity loan or refinance, what is a federally related mortgage loan',
      'is a construction loan covered by RESPA',
    ],
    keywords: ['federally related mortgage loan', 'RESPA coverage', 'settlement services', 'refinance', 'one-to-four family residential'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2616' },
    asks: [
      'does RESPA override my state’s laws on real estate closing and settlement practices',
      'my state gives homebuyers more protection at closing than federal law, which one applies',
    ],
    keywords: ['RESPA preemption', 'state settlement laws', 'greater consumer protection', 'real estate closing', 'settlement practices'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2615' },
    asks: [
      'does a RESPA violation by the settlement agent let me cancel the house purchase contract',
      'the lender broke RESPA rules at closing, does that make my mortgage or the home sale invalid',
    ],
    keywords: ['RESPA', 'validity of mortgage', 'lien enforceability', 'federally related mortgage loan', 'sale contract'],
    checkedAgainst: '119-100',
  },
  // 12 U.S.C. chapter 49: Homeowners Protection Act (PMI)
  {
    usc: { title: 12, section: '4901' },
    asks: [
      'what counts as a good payment history to cancel my PMI, and what is the cancellation date',
      'when does my mortgage reach 80 percent of original value for PMI cancellation',
    ],
    keywords: [
      'good payment history',
      'cancellation date',
      'termination date',
      'original value',
      'PMI definitions',
      'Homeowners Protection Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4906' },
    asks: [
      'my lender wants to charge me a fee to send the PMI cancellation notice, can they',
      'is the servicer allowed to charge for telling me when my private mortgage insurance can be cancelled',
    ],
    keywords: ['PMI disclosure fee', 'private mortgage insurance', 'no fee for notices', 'Homeowners Protection Act', 'mortgage servicer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4908' },
    asks: [
      'my state law says PMI must end sooner than federal law, which rule applies to my mortgage',
      'the investor agreement says PMI stays on my loan, does the federal PMI cancellation law override it',
    ],
    keywords: [
      'PMI preemption',
      'protected state law',
      'private mortgage insurance',
      'Homeowners Protection Act',
      'Fannie Mae',
      'Freddie Mac',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4909' },
    asks: [
      'my lender kept charging PMI after it should have ended, who can I complain to and will I get the extra premiums back',
      'which agency enforces the private mortgage insurance cancellation law against my bank or servicer',
    ],
    keywords: [
      'PMI refund',
      'unearned premiums',
      'Homeowners Protection Act enforcement',
      'CFPB',
      'banking regulator',
      'private mortgage insurance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4910' },
    asks: [
      'can my lender and I agree to drop private mortgage insurance earlier than the law requires',
      'does federal law require me to buy private mortgage insurance on my home loan',
    ],
    keywords: [
      'PMI cancellation by agreement',
      'private mortgage insurance',
      'early cancellation',
      'Homeowners Protection Act',
      'PMI not required',
    ],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 41: mortgages
  {
    usc: { title: 15, section: '1639a' },
    asks: [
      'my mortgage is in a securitized trust and the servicer says investors will not allow a loan modification, is that true',
      'can a mortgage servicer be sued by investors for modifying my loan instead of foreclosing',
    ],
    keywords: [
      'loan modification',
      'loss mitigation',
      'servicer safe harbor',
      'securitized mortgage',
      'foreclosure alternative',
      'mortgage servicer duty',
    ],
    checkedAgainst: '119-100',
  },
  // 20 U.S.C. chapter 33: Individuals with Disabilities Education Act (IDEA)
  {
    usc: { title: 20, section: '1403' },
    asks: [
      'can I sue the state in federal court for violating my child’s special education rights, or is the state immune',
      'the state department of education says sovereign immunity protects it from an IDEA lawsuit, is that right',
    ],
    keywords: ['sovereign immunity', 'Eleventh Amendment', 'IDEA lawsuit', 'suing the state', 'special education', 'remedies'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1413' },
    asks: [
      'my child with a disability goes to a public charter school, does the district have to give the same special education services there',
      'the charter school says it cannot provide my son’s IEP services on site, what must the school district do',
      'can the school district cut special education spending from one year to the next',
    ],
    keywords: [
      'charter school special education',
      'local educational agency',
      'maintenance of effort',
      'supplement not supplant',
      'IDEA Part B',
      'school district obligations',
    ],
    checkedAgainst: '119-100',
  },

  {
    usc: { title: 20, section: '1416' },
    asks: [
      'our school district keeps ignoring special education law, does the state or federal government monitor and enforce IDEA',
      'what happens to a state that fails to meet its special education obligations under IDEA',
    ],
    keywords: [
      'IDEA enforcement',
      'state monitoring',
      'general supervision',
      'state performance plan',
      'needs intervention',
      'special education compliance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1418' },
    asks: [
      'are Black or Hispanic students over-identified for special education or suspended more in our district, what data must states check',
      'where can I find data on special education students in separate classes, suspensions and expulsions',
    ],
    keywords: [
      'significant disproportionality',
      'special education data',
      'suspension and expulsion data',
      'racial disparities',
      'IDEA reporting',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1419' },
    asks: [
      'my 3 year old has a disability, does the public school have to provide free special education before kindergarten',
      'special education preschool for children aged 3 to 5, is it free',
    ],
    keywords: [
      'preschool special education',
      'children aged 3 through 5',
      'free appropriate public education',
      'IDEA preschool grants',
      'early childhood special education',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1432' },
    asks: [
      'what counts as early intervention services for a baby or toddler with a developmental delay, like speech or physical therapy',
      'do we have to pay for early intervention services for our 18 month old or are they free',
    ],
    keywords: [
      'early intervention services',
      'infant or toddler with a disability',
      'developmental delay',
      'IDEA Part C',
      'speech therapy for toddlers',
      'natural environments',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1434' },
    asks: [
      'my state says it has no early intervention for toddlers living on a reservation, must the state cover them',
      'are early intervention services available to every toddler with a disability in my state, including homeless families and foster children',
    ],
    keywords: ['early intervention eligibility', 'IDEA Part C', 'infants and toddlers', 'homeless children', 'wards of the State'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1435' },
    asks: [
      'my baby is not talking yet, how do I get an early intervention evaluation and who decides if it is a developmental delay',
      'can early intervention therapy be given at home or daycare instead of a clinic',
    ],
    keywords: [
      'early intervention evaluation',
      'child find',
      'developmental delay definition',
      'natural environment',
      'statewide early intervention system',
      'IDEA Part C',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1436' },
    asks: [
      'what is an IFSP and what must be in my toddler’s individualized family service plan',
      'how often must my toddler’s early intervention plan be reviewed, and can services start before the evaluation is done',
      'planning the move from early intervention to preschool when my child turns 3',
    ],
    keywords: [
      'individualized family service plan',
      'IFSP',
      'early intervention plan',
      'six-month review',
      'transition at age 3',
      'service coordinator',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1439' },
    asks: [
      'I disagree with the early intervention program about my toddler’s services, can I file a complaint or ask for mediation',
      'can I refuse one early intervention service without losing the others',
      'can I see my baby’s early intervention records, and must they tell me in writing before changing services',
    ],
    keywords: [
      'early intervention procedural safeguards',
      'IDEA Part C complaint',
      'mediation',
      'prior written notice',
      'parent consent',
      'surrogate parent',
      'stay put',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1440' },
    asks: [
      'early intervention wants to bill our private insurance or Medicaid for our toddler’s therapy, who is supposed to pay',
      'agencies are arguing over who pays for my child’s early intervention services, can the services be delayed meanwhile',
    ],
    keywords: [
      'payor of last resort',
      'early intervention funding',
      'Medicaid',
      'insurance billing',
      'interagency agreement',
      'IDEA Part C',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1471' },
    asks: [
      'where can parents of a child with a disability get free help understanding IEPs and special education rights',
      'is there a parent center that helps families prepare for IEP meetings or resolve disputes with the school',
    ],
    keywords: [
      'parent training and information center',
      'PTI',
      'special education parent help',
      'IEP help',
      'parents of children with disabilities',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1472' },
    asks: [
      'parent resource center run by local parents for underserved families of children with disabilities',
      'I am a low-income or non-English-speaking parent of a child with a disability, is there a local community parent center to help me',
    ],
    keywords: [
      'community parent resource center',
      'underserved parents',
      'limited English proficient parents',
      'special education help',
      'parents with disabilities',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1407' },
    asks: [
      'must states keep special education rules to a minimum and match IDEA’s purposes',
      'is this special education rule required by federal IDEA or just by my state, and must the state say which',
    ],
    keywords: [
      'state-imposed requirements',
      'IDEA state rules',
      'special education regulations',
      'state administration',
      'local educational agencies',
    ],
    checkedAgainst: '119-100',
  },
  // 20 U.S.C. chapter 38: Title IX
  {
    usc: { title: 20, section: '1683' },
    asks: [
      'a college lost federal aid after a sex discrimination finding, is that decision reviewable by a judge',
      'the Education Department cut off a school’s federal funding over Title IX, can the school or others challenge it in court',
    ],
    keywords: [
      'Title IX',
      'judicial review',
      'termination of federal funding',
      'Administrative Procedure Act',
      'sex discrimination in education',
    ],
    checkedAgainst: '119-100',
  },
  // 20 U.S.C. chapter 31: general education provisions
  {
    usc: { title: 20, section: '1232i' },
    asks: [
      'can the federal government cut a school’s funding because it refused to hand over students’ personal data for privacy reasons',
      'what notice and hearing must a school district get before federal money is held back for a civil rights violation',
    ],
    keywords: [
      'student privacy',
      'withholding federal funds',
      'personally identifiable data',
      'due process hearing',
      'school district funding',
    ],
    checkedAgainst: '119-100',
  },

  // 20 U.S.C. chapter 70: Elementary and Secondary Education Act
  {
    usc: { title: 20, section: '6312' },
    asks: [
      'can I ask the school whether my child’s teacher is certified, and must they tell me if a non-certified teacher taught my child for weeks',
      'my child was put in an English learner program, what notice must the school give and can I remove my child from it',
      'what information about state tests must a Title I school give parents',
    ],
    keywords: [
      'parents right to know',
      'teacher qualifications',
      'English learner parental notice',
      'language instruction program',
      'opt out of ESL',
      'Title I',
      'testing transparency',
    ],
    checkedAgainst: '119-100',
  },

  {
    usc: { title: 20, section: '6315' },
    asks: [
      'how does a Title I targeted assistance school choose which students get extra help',
      'my child is falling behind in a Title I school, is she eligible for the targeted assistance program',
    ],
    keywords: ['targeted assistance', 'Title I eligibility', 'students at risk of failing', 'extra academic help', 'Title I school'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7427' },
    asks: [
      'why does my child’s school ask me to fill out an Indian student eligibility form with our tribal enrollment number',
      'is the Indian student eligibility form information kept private by the school',
    ],
    keywords: ['Indian student eligibility form', 'Title VI Indian education', 'tribal enrollment', '506 form', 'student data privacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1228a' },
    asks: [
      'GEPA 427 statement in a grant application, what must it describe about equal participation',
      'must schools getting federal education grants take steps so students of every gender, race, disability or age can take part equally',
    ],
    keywords: ['GEPA section 427', 'equitable access', 'equitable participation', 'barriers to participation', 'federal education grants'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '6318' },
    asks: [
      'does a Title I school have to involve parents and have a written parent and family engagement policy',
      'what is a school-parent compact and do Title I schools need one',
    ],
    keywords: ['parent and family engagement', 'parental involvement policy', 'school-parent compact', 'Title I', 'family engagement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '6320' },
    asks: [
      'my child attends a private school, can she still get Title I tutoring or services from the public school district',
      'must the district consult private school officials about equitable Title I services for private school students',
    ],
    keywords: ['private school students', 'equitable services', 'Title I', 'consultation with private schools', 'tutoring'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '6399' },
    asks: [
      'we moved for seasonal farm or dairy work, does my child count as a migratory child for the migrant education program',
      'who is a migratory agricultural worker or fisher for migrant education services',
    ],
    keywords: ['migrant education program', 'migratory child', 'migratory agricultural worker', 'qualifying move', 'seasonal farmwork'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '6438' },
    asks: [
      'reentry help for youth offenders with a diploma to get into college or career training',
      'my son is leaving a juvenile detention facility, are there programs to help him go back to school or start college',
    ],
    keywords: ['transition services', 'juvenile justice reentry', 'youth offenders', 'neglected and delinquent youth', 'return to school'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '6455' },
    asks: [
      'my child has an IEP and is in a juvenile correctional facility, must the facility’s school coordinate with his home school',
      'will the juvenile facility tell my child’s school if he needs special education',
    ],
    keywords: [
      'juvenile correctional facility education',
      'IEP in detention',
      'home school coordination',
      'transition assistance',
      'Title I Part D',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '6845' },
    asks: [
      'does federal law require my district to offer bilingual education or a particular English learner program',
      'can English learners be taught in the same classes as other students with similar needs',
    ],
    keywords: ['English learners', 'bilingual education', 'type of instructional program', 'Title III', 'Native American languages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '6849' },
    asks: [
      'does federal law prefer any particular teaching method for English learners',
      'can the Education Department require schools to use English immersion or dual-language teaching for English learners',
    ],
    keywords: ['English learner instruction', 'curricular approach', 'English immersion', 'dual language', 'Title III'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7881' },
    asks: [
      'are private school children and teachers entitled to equitable services from federal education programs',
      'can federally funded services for my child at a religious school include religious materials',
    ],
    keywords: [
      'equitable participation',
      'private school children',
      'secular neutral nonideological',
      'ESEA programs',
      'private school teachers',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7883' },
    asks: [
      'the district is not giving private school students their fair share of federal services, how do I complain and how long does the state have',
      'can I appeal to the Education Department if the state does not resolve my private school services complaint in 45 days',
    ],
    keywords: ['private school complaint', 'equitable services complaint', 'state educational agency', '45 days', 'appeal to Secretary'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7886' },
    asks: [
      'we homeschool, does federal education law require my child to take state standardized tests',
      'can the federal government control what a private or religious school teaches',
    ],
    keywords: ['homeschool', 'private school', 'religious school', 'federal control', 'state assessments', 'home school exemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7903' },
    asks: [
      'the school shared my son’s standardized test results with others, is that a FERPA privacy issue',
      'are my child’s individual state test scores private and protected like other school records',
    ],
    keywords: ['assessment results privacy', 'test scores', 'education records', 'FERPA', 'student privacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7904' },
    asks: [
      'can my child pray at a public school, and can the school ban constitutionally protected prayer',
      'must school districts certify they do not prevent students from constitutionally protected prayer',
    ],
    keywords: [
      'school prayer',
      'student prayer',
      'constitutionally protected prayer',
      'religion in public schools',
      'Department of Education guidance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7905' },
    asks: [
      'the public school refuses to let the Boy Scouts meet in its building though other groups can, is that allowed',
      'can a school deny a youth group access to its facilities because of its membership rules or oath',
    ],
    keywords: [
      'Boy Scouts of America Equal Access Act',
      'equal access to school facilities',
      'youth groups',
      'limited public forum',
      'patriotic society',
    ],
    checkedAgainst: '119-100',
  },

  {
    usc: { title: 20, section: '7906' },
    asks: [
      'can federal education money be used for sex education that is not age appropriate or leaves out abstinence',
      'can a school use federal ESEA funds to hand out contraceptives to students',
      'can federal school funds pay for archery or hunter safety classes even though weapons training is restricted',
    ],
    keywords: [
      'prohibited uses of funds',
      'sex education',
      'abstinence',
      'contraceptive distribution in schools',
      'dangerous weapon training',
      'ESEA funds',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7923' },
    asks: [
      'can a school-based health clinic funded with federal education money perform abortions',
      'do school-based health centers have to follow state parental consent and notification laws',
    ],
    keywords: ['school-based health center', 'parental consent', 'abortion services', 'school clinic', 'ESEA funds'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7924' },
    asks: [
      'can our state drop Common Core without losing federal education money',
      'does the federal government require states to use Common Core standards',
    ],
    keywords: ['Common Core', 'state academic standards', 'state control', 'federal retaliation prohibited', 'ESEA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7913' },
    asks: [
      'does federal education law permit imposing burdens on students in violation of anti-discrimination laws',
      'can a school give or deny students educational benefits based on race under federal education programs',
    ],
    keywords: ['discrimination in federal education programs', 'equal protection', 'Fourteenth Amendment', 'ESEA', 'student benefits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7908a' },
    asks: [
      'why are military recruiters allowed at my teenager’s high school, can the school keep them out',
      'must a high school give military recruiters the same access as colleges and employers',
    ],
    keywords: ['military recruiters', 'high school recruiting', 'recruiter access', 'students 17 and older', 'equal access for recruiters'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7912' },
    asks: [
      'my child was assaulted at school, can we transfer to a safer public school in the district',
      'what if my child’s school is persistently dangerous, do we have the right to move to another school',
    ],
    keywords: [
      'unsafe school choice',
      'persistently dangerous school',
      'victim of violent crime at school',
      'school transfer',
      'charter school option',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7917' },
    asks: [
      'my son was suspended, will his disciplinary record follow him to a new school',
      'can a school send a student’s expulsion record to the next school he enrolls in',
    ],
    keywords: ['disciplinary records transfer', 'suspension record', 'expulsion record', 'school transfer', 'FERPA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7922' },
    asks: [
      'can I get in trouble for letting my child walk or bike to school alone',
      'does federal education law stop a child from walking to school with parents’ permission',
    ],
    keywords: ['walking to school', 'free-range kids', 'biking to school', 'parental permission', 'child independence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7926' },
    asks: [
      'a teacher accused of sexual misconduct with a student was quietly allowed to resign and got a job at another school, is that allowed',
      'can a school district help an employee it believes abused a student find a new job (passing the trash)',
    ],
    keywords: [
      'passing the trash',
      'aiding and abetting sexual abuse',
      'school employee misconduct',
      'reference for abusive teacher',
      'student sexual abuse',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7946' },
    asks: [
      'can a teacher be sued for disciplining or removing a student to keep order in the classroom',
      'is a teacher protected from liability when removing a disruptive student, and what are the exceptions',
    ],
    keywords: [
      'teacher liability protection',
      'Paul D. Coverdell Teacher Protection Act',
      'classroom discipline',
      'gross negligence',
      'punitive damages',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7961' },
    asks: [
      'my son brought a gun to school, must he be expelled for a whole year',
      'can the superintendent reduce the one-year expulsion for a firearm at school, and what about students with disabilities',
    ],
    keywords: [
      'Gun-Free Schools Act',
      'firearm expulsion',
      'one-year expulsion',
      'zero tolerance',
      'alternative education',
      'case-by-case modification',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7973' },
    asks: [
      'is smoking allowed inside a school, library, day care or Head Start building',
      'can the day care provider smoke indoors where children are cared for',
    ],
    keywords: ['Pro-Children Act', 'smoking ban', 'schools', 'day care', 'children’s services', 'indoor smoking'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7131' },
    asks: [
      'why does the school block websites on computers, must schools filter obscene or harmful content for minors',
      'school internet filter required to get federal technology money',
    ],
    keywords: ['internet safety policy', 'content filter', 'harmful to minors', 'technology protection measure', 'school computers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '7221g' },
    asks: [
      'my child is moving from a charter school to a public school, will her records and IEP be transferred',
      'how fast must student records and the IEP follow a student who transfers to a charter school',
    ],
    keywords: ['charter school records transfer', 'IEP transfer', 'student records', 'school transfer', 'charter school'],
    checkedAgainst: '119-100',
  },

  // 20 U.S.C. chapters 30 and 49: asbestos in schools
  {
    usc: { title: 20, section: '3608' },
    asks: [
      'is it legal to discriminate against a school worker for publicizing asbestos problems in the schools',
      'I am a school employee and reported asbestos in our school building to the public, can the district fire or punish me',
    ],
    keywords: ['asbestos whistleblower', 'school employee protection', 'retaliation', 'asbestos in schools', 'school district'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '4018' },
    asks: [
      'the school cut my pay after I told parents about an asbestos problem in the building, is that retaliation',
      'does federal law protect teachers who speak out about asbestos hazards in school buildings',
    ],
    keywords: ['asbestos hazard abatement', 'employee protection', 'retaliation', 'whistleblower', 'school buildings'],
    checkedAgainst: '119-100',
  },
  // 20 U.S.C. chapter 48: Department of Education
  {
    usc: { title: 20, section: '3413' },
    asks: [
      'what is the Education Department’s Office for Civil Rights and does it enforce discrimination laws in schools',
      'who handles civil rights complaints against schools and colleges at the federal level',
    ],
    keywords: ['Office for Civil Rights', 'OCR', 'Department of Education', 'civil rights enforcement', 'school discrimination complaints'],
    checkedAgainst: '119-100',
  },
  // 20 U.S.C. chapter 39: Equal Educational Opportunities
  {
    usc: { title: 20, section: '1706' },
    asks: [
      'the school district is not helping my child overcome language barriers, can we sue in federal court',
      'can an individual sue a school for denial of equal educational opportunity under the EEOA',
    ],
    keywords: [
      'Equal Educational Opportunities Act',
      'EEOA lawsuit',
      'English language learners',
      'language barriers',
      'Attorney General',
      'civil action',
    ],
    checkedAgainst: '119-100',
  },
  // 20 U.S.C. chapter 52: Equal Access Act
  {
    usc: { title: 20, section: '4072' },
    asks: [
      'can a teacher attend our student Bible club meeting without it counting as school sponsorship',
      'what counts as noninstructional time for student club meetings at a public high school',
    ],
    keywords: ['Equal Access Act', 'student clubs', 'sponsorship', 'noninstructional time', 'limited open forum', 'religious clubs'],
    checkedAgainst: '119-100',
  },
  // 20 U.S.C. chapter 31: general provisions
  {
    usc: { title: 20, section: '1232a' },
    asks: [
      'can the federal government decide my school’s curriculum or textbooks',
      'does the Education Department control what books are in the school library',
    ],
    keywords: ['federal control of education', 'curriculum', 'textbooks', 'library books', 'local control'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '6064' },
    asks: [
      'can a federally funded clinic give my teenager contraceptives without involving me',
      'must programs giving contraceptives to minors encourage family participation',
    ],
    keywords: ['contraceptives for minors', 'family participation', 'parental involvement', 'unemancipated minors', 'teen birth control'],
    checkedAgainst: '119-100',
  },

  // 20 U.S.C. chapter 28: Higher Education Act, general provisions
  {
    usc: { title: 20, section: '1001' },
    asks: [
      'what counts as an institution of higher education under federal law, does it have to be accredited and nonprofit',
      'is my community college or university a legitimate institution of higher education for federal programs',
    ],
    keywords: ['institution of higher education', 'accreditation', 'nonprofit college', 'degree-granting', 'legal authorization'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1002' },
    asks: [
      'can I use federal student aid at a for-profit or vocational trade school',
      'can I get federal student loans to study at a university abroad',
    ],
    keywords: [
      'proprietary institution',
      'for-profit college',
      'postsecondary vocational institution',
      'foreign school',
      'federal student aid eligibility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1011' },
    asks: [
      'federal grant contract at my university says only men can work on the project, is that allowed',
      'can a university use federal money for a project that bars people of a particular race, religion or sex from working on it',
    ],
    keywords: ['antidiscrimination', 'federally funded research', 'race', 'religion', 'sex', 'national origin'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1011a' },
    asks: [
      'my college punished me for my political speech or the student group I joined, does federal law protect students’ free speech',
      'free speech and association rights of college students at schools that get federal aid',
    ],
    keywords: ['campus free speech', 'student speech', 'freedom of association', 'protected speech', 'college discipline'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1011h' },
    asks: [
      'our college wants to stop binge drinking, what does Congress say colleges should do like alcohol-free housing',
      'what should colleges do about binge drinking and underage alcohol use on campus',
    ],
    keywords: ['binge drinking', 'campus alcohol policy', 'zero tolerance', 'fraternities', 'underage drinking'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1011i' },
    asks: [
      'must my college give students a yearly notice about drug and alcohol rules, penalties and counseling',
      'does a college need a drug and alcohol abuse prevention program to get federal aid',
    ],
    keywords: [
      'Drug-Free Schools and Communities Act',
      'drug and alcohol prevention program',
      'annual notice',
      'campus drug policy',
      'standards of conduct',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1011l' },
    asks: [
      'how can I tell if an online college is a diploma mill selling fake degrees',
      'I paid for a degree from a school that turned out to be a diploma mill, who do I report it to',
    ],
    keywords: ['diploma mill', 'fake degree', 'unaccredited college', 'degree fraud', 'FTC'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1015a' },
    asks: [
      'must colleges have a net price calculator on their website showing what I would actually pay',
      'where can I compare college tuition increases and net price, like the College Navigator',
    ],
    keywords: ['net price calculator', 'college cost transparency', 'College Navigator', 'tuition increases', 'cost of attendance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1015b' },
    asks: [
      'must my college list the required textbooks and ISBNs when I register for classes',
      'can publishers force students to buy textbooks bundled with access codes',
    ],
    keywords: ['textbook information', 'ISBN disclosure', 'textbook costs', 'bundled course materials', 'college bookstore'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1015c' },
    asks: [
      'is there a federal student unit record system with my personal information from college',
      'does the federal government keep a database tracking every college student over time',
    ],
    keywords: [
      'student unit record ban',
      'federal student database',
      'student privacy',
      'personally identifiable information',
      'state databases',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1015d' },
    asks: [
      'I am in the military stationed in this state, must the public university charge my child in-state tuition',
      'my military spouse got transferred out of state, do I keep in-state tuition while I stay enrolled',
    ],
    keywords: ['in-state tuition', 'military families', 'active duty', 'permanent duty station', 'military spouse and dependents'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1019a' },
    asks: [
      'my college has a preferred lender list for private student loans, what must it disclose and can it steer me',
      'the financial aid office recommended a private lender, what are the rules on preferred lender arrangements',
    ],
    keywords: ['preferred lender arrangement', 'private education loans', 'college lender list', 'loan disclosures', 'code of conduct'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1019b' },
    asks: [
      'comparing private student loans from my college’s recommended lenders, what disclosure form should they use',
      'what loan information must lenders on my college’s preferred lender list give me before I choose a student loan',
    ],
    keywords: ['model disclosure form', 'preferred lender', 'education loan disclosures', 'student loan comparison'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1019d' },
    asks: [
      'the private student loan lender wants a self-certification form from my school, what is it',
      'does the private loan self-certification form warn me that federal aid might be available instead',
    ],
    keywords: [
      'self-certification form',
      'private education loan',
      'private student loan',
      'federal aid alternatives',
      'cost of attendance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1140g' },
    asks: [
      'are there college programs for young adults with intellectual disabilities',
      'my son has an intellectual disability and wants to attend college, what are comprehensive transition programs',
    ],
    keywords: [
      'students with intellectual disabilities',
      'comprehensive transition and postsecondary programs',
      'TPSID',
      'inclusive college',
      'disability and college',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1161l-4' },
    asks: [
      'can my adult child’s college tell me if they are a danger to themselves, like a suicide risk',
      'is a college liable for telling parents about a student’s mental health crisis in good faith',
    ],
    keywords: [
      'mental health disclosure',
      'FERPA health or safety emergency',
      'suicide risk',
      'parents of college students',
      'good faith disclosure',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1161l-3' },
    asks: [
      'disaster relief loans for colleges hit by a hurricane, what can the money be used for',
      'our college was damaged in a presidentially declared disaster, can it get a federal emergency relief loan to rebuild',
    ],
    keywords: ['Education Disaster and Emergency Relief Loan', 'college disaster recovery', 'major disaster', 'campus rebuilding'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1093a' },
    asks: [
      'do public colleges in my state have agreements on which courses count for credit when transferring',
      'I want to transfer from community college to a state university, will my credits transfer under an articulation agreement',
    ],
    keywords: [
      'articulation agreement',
      'credit transfer',
      'community college transfer',
      'common course numbering',
      'general education core',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1099a' },
    asks: [
      'the state revoked my school’s license to operate, does the Education Department find out',
      'who reports a college that commits fraud with federal student aid',
    ],
    keywords: ['state authorization', 'program integrity triad', 'license revoked', 'student aid fraud', 'college licensing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1099c-1' },
    asks: [
      'does the Education Department review colleges with high student loan default rates',
      'how are for-profit schools checked for federal student aid problems',
    ],
    keywords: ['program review', 'cohort default rate', 'administrative capability', 'student aid compliance', 'school oversight'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087cc-1' },
    asks: [
      'what must my college tell me about a Perkins loan before paying it out and before repayment begins',
      'my school never explained repayment or cancellation of my Perkins loan, was it required to',
    ],
    keywords: ['Perkins loan disclosures', 'loan cancellation', 'repayment terms', 'institutional loan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1077' },
    asks: [
      'must I be enrolled at least half-time to get a federally guaranteed student loan',
      'how long can repayment of my FFEL student loan last and when does it start after I leave school',
    ],
    keywords: ['half-time enrollment', 'FFEL eligibility', 'grace period', 'repayment period', 'guaranteed student loan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1078-7' },
    asks: [
      'why is my student loan paid in two installments instead of all at once',
      'first-year student loan disbursement delayed 30 days, is that required',
    ],
    keywords: ['loan disbursement', 'multiple disbursements', 'first-year borrowers', 'delayed disbursement', 'cohort default rate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087-56' },
    asks: [
      'is there federal work-study money for helping students locate jobs near campus',
      'does my college help students find off-campus part-time jobs through a job location program',
    ],
    keywords: ['job location and development', 'student employment', 'off-campus jobs', 'work-study', 'community service jobs'],
    checkedAgainst: '119-100',
  },
  // 20 U.S.C. chapter 38: Title IX
  {
    usc: { title: 20, section: '1689' },
    asks: [
      'what recommendations has the federal government made for colleges on sexual violence prevention and complaint processes',
      'is there a federal task force on campus sexual assault that recommends how colleges handle reports and support survivors',
    ],
    keywords: ['Task Force on Sexual Violence in Education', 'campus sexual assault', 'Title IX', 'survivor resources', 'Clery Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1161l-6' },
    asks: [
      'will my college survey students about sexual assault, dating violence and stalking on campus',
      'is there a standard campus climate survey on sexual harassment and violence for college students',
    ],
    keywords: ['campus climate survey', 'sexual assault survey', 'dating violence', 'stalking', 'college students', 'campus safety'],
    checkedAgainst: '119-100',
  },
  // 20 U.S.C. chapter 28: Higher Education Act, student aid
  {
    usc: { title: 20, section: '1070a-12' },
    asks: [
      'is there a free program to help low-income middle and high school students prepare for college and fill out the FAFSA',
      'I dropped out of high school, is there a program that helps me get a GED and go to college',
    ],
    keywords: ['Talent Search', 'TRIO', 'college preparation', 'FAFSA help', 'first-generation students', 'dropout reentry'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1070a-13' },
    asks: [
      'my teen is low-income and would be the first in our family to go to college, is there a summer program to prepare',
      'what is Upward Bound and what tutoring and college help does it give high school students',
    ],
    keywords: ['Upward Bound', 'TRIO', 'college readiness', 'high school tutoring', 'first-generation college students'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1070a-14' },
    asks: [
      'first-generation college student struggling with classes, is there a federal program for tutoring and advising at my college',
      'support for college students aging out of foster care, homeless students or students with disabilities to stay in school',
    ],
    keywords: ['Student Support Services', 'TRIO', 'college retention', 'tutoring', 'first-generation students', 'foster youth in college'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1070a-15' },
    asks: [
      'is there a program that pays for research internships to prepare disadvantaged college students for doctoral study',
      'McNair program for low-income first-generation students who want to go on to a PhD, what does it offer',
    ],
    keywords: [
      'McNair Scholars',
      'Ronald E. McNair Postbaccalaureate Achievement Program',
      'doctoral preparation',
      'TRIO',
      'research internships',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1070a-16' },
    asks: [
      'free counseling to help adults and dropouts choose a college, prepare for entrance exams and apply for aid',
      'I am an adult who wants to go back to school, where can I get free help with college admission and financial aid applications',
    ],
    keywords: ['Educational Opportunity Centers', 'TRIO', 'adult learners', 'financial aid application help', 'college admission help'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1070a-21' },
    asks: [
      'mentoring, tutoring and college information for low-income students so they finish high school and avoid remedial classes',
      'what is GEAR UP and how does it help low-income middle and high school students get ready for college',
    ],
    keywords: ['GEAR UP', 'early intervention and college awareness', 'low-income students', 'dropout prevention', 'college preparation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1070a-26' },
    asks: [
      'what is a personalized certificate showing how much federal financial aid a GEAR UP student may get',
      'I got a 21st Century Scholar Certificate in GEAR UP, what does it tell me about college aid',
    ],
    keywords: ['21st Century Scholar Certificate', 'GEAR UP', 'estimated federal aid', 'college scholarship', 'early college awareness'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1070a-25' },
    asks: [
      'does the GEAR UP program give college scholarships to students who took part',
      'can a GEAR UP scholarship be used at any college',
    ],
    keywords: ['GEAR UP scholarship', 'early intervention scholarship', 'college access', 'state grant', 'low-income students'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1070b-2' },
    asks: [
      'how does my college decide who gets a Federal Supplemental Educational Opportunity Grant (FSEOG)',
      'I have high financial need, can I get a supplemental grant on top of Pell from my school',
    ],
    keywords: [
      'FSEOG',
      'Supplemental Educational Opportunity Grant',
      'exceptional financial need',
      'campus-based aid',
      'Pell Grant recipients',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1070g-1' },
    asks: [
      'I want to be a teacher, is there a federal grant for each year I study to teach',
      'how much is a TEACH Grant for students who plan to become teachers',
    ],
    keywords: ['TEACH Grant', 'teacher education grant', 'future teachers', 'grant amount per year'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1070g-2' },
    asks: [
      'I got a TEACH Grant but did not teach the required years in a high-need school, will it turn into a loan I have to repay',
      'what GPA and teaching service are required for a TEACH Grant',
    ],
    keywords: [
      'TEACH Grant eligibility',
      'service obligation',
      'grant converted to loan',
      'high-need field',
      'low-income school',
      '3.25 GPA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1077a' },
    asks: [
      'does the interest rate on my federally guaranteed student loan stay the same for all my loans',
      'what interest rate applies to my old FFEL Stafford student loan from a bank',
    ],
    keywords: ['student loan interest rate', 'FFEL', 'Stafford loan', 'variable rate', 'guaranteed student loan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1075' },
    asks: [
      'how much can I borrow each year in federally guaranteed Stafford loans as a first-year or upper-level student',
      'what are the annual and total limits on FFEL student loans',
    ],
    keywords: ['student loan limits', 'annual loan limit', 'aggregate loan limit', 'FFEL', 'Stafford loan', 'borrowing cap'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1078-2' },
    asks: [
      'my parent PLUS loan was denied because of adverse credit history, what are the rules for parents borrowing for a child’s college',
      'can a graduate student get a PLUS loan and how much can be borrowed',
    ],
    keywords: ['Parent PLUS loan', 'Grad PLUS', 'adverse credit history', 'FFEL PLUS', 'parent borrowing for college'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1078-3' },
    asks: [
      'I have several federal student loans with different servicers, can I get one loan with one payment',
      'can I combine all my federal student loans into one consolidation loan, and which loans qualify',
    ],
    keywords: ['student loan consolidation', 'FFEL consolidation', 'consolidation loan', 'combine student loans', 'repayment terms'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1078-8' },
    asks: [
      'my parents earn too much for a subsidized Stafford loan, what other federal loan can I get',
      'I do not qualify for a subsidized loan, can I still borrow an unsubsidized Stafford loan and who pays the interest in school',
    ],
    keywords: ['unsubsidized Stafford loan', 'FFEL', 'interest while in school', 'student loan eligibility', 'capitalized interest'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1082' },
    asks: [
      'can the Education Department settle or compromise my defaulted FFEL student loan for less than I owe',
      'can a lender or guaranty agency be fined for misrepresenting or breaking student loan rules',
    ],
    keywords: ['compromise of student loan', 'waive or release claim', 'student loan settlement', 'FFEL', 'civil penalty against lenders'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1083' },
    asks: [
      'what must my student loan lender tell me before the money is paid out and when repayment starts',
      'the lender never explained the fees, interest rate or repayment schedule of my student loan, were they required to',
    ],
    keywords: ['student loan disclosures', 'FFEL lender', 'origination fee', 'repayment schedule', 'loan information'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087-51' },
    asks: [
      'I need a part-time job to pay for college, how does the federal work-study program work',
      'what is federal work-study and can my work-study job be community service',
    ],
    keywords: ['Federal Work-Study', 'part-time student employment', 'community service', 'campus job', 'financial need'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087-58' },
    asks: [
      'can my college pay part of my education through a required campus work program instead of loans',
      'what is a work college where students work on campus to reduce tuition and loans',
    ],
    keywords: ['work colleges', 'work-learning-service program', 'self-help aid', 'Federal Work-Study', 'reduce student debt'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087a' },
    asks: [
      'is my federal student loan a Direct Loan from the government or a bank loan',
      'what is the William D. Ford Direct Loan program and can my total aid exceed my cost of attendance',
    ],
    keywords: [
      'Direct Loan program',
      'William D. Ford Federal Direct Loan',
      'Direct Stafford',
      'cost of attendance cap',
      'federal student loans',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087i' },
    asks: [
      'can the Education Department sell my federal Direct Loan to a private company',
      'could the government lower my Direct Loan interest rate for paying on time',
    ],
    keywords: [
      'sale of Direct Loans',
      'student loan sold',
      'on-time repayment incentive',
      'interest rate reduction',
      'Direct Loan program',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087gg' },
    asks: [
      'the government is collecting my old Perkins loan from the college, what can it do',
      'my college sent my defaulted Perkins loan to the Education Department, can they collect it and sue me',
    ],
    keywords: [
      'Perkins loan default',
      'Perkins Loan collection',
      'assigned loan',
      'Department of Education collection',
      'defaulted student loan',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087kk' },
    asks: [
      'why did my financial aid award not cover the full cost of attendance',
      'how does my college calculate how much financial need I have for federal aid',
    ],
    keywords: ['financial need', 'cost of attendance', 'student aid index', 'need analysis', 'FAFSA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087mm' },
    asks: [
      'what is the student aid index on my FAFSA and why is mine negative or zero',
      'my parents do not file taxes, what student aid index do I get',
    ],
    keywords: ['student aid index', 'SAI', 'FAFSA', 'negative SAI', 'maximum Pell Grant', 'non-tax filers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087nn' },
    asks: [
      'am I a dependent or independent student for calculating my FAFSA student aid index',
      'which student aid index formula is used for me: dependent student, independent student, or independent with kids',
    ],
    keywords: ['student aid index formula', 'dependent student', 'independent student', 'FAFSA calculation', 'need analysis'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087oo' },
    asks: [
      'how do my parents’ income and assets affect my student aid index as a dependent student',
      'why is my FAFSA aid so low when my parents earn a middle income',
    ],
    keywords: ['dependent student aid index', 'parents’ income', 'parents’ assets', 'income protection allowance', 'FAFSA formula'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087pp' },
    asks: [
      'married student without children, how does the FAFSA count our income',
      'I am an independent student with no kids, how is my student aid index calculated from my income and savings',
    ],
    keywords: [
      'independent student aid index',
      'single independent student',
      'married student',
      'income protection allowance',
      'FAFSA formula',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1087qq' },
    asks: [
      'how does having kids lower my expected contribution for college as an independent student',
      'I am a single parent going to college, how is my student aid index figured with my children counted',
    ],
    keywords: [
      'student parents',
      'independent student with dependents',
      'student aid index',
      'FAFSA formula',
      'income protection allowance',
    ],
    checkedAgainst: '119-100',
  },

  {
    usc: { title: 20, section: '1087uu-1' },
    asks: [
      'do tribal per capita payments or Alaska Native corporation dividends count as income on the FAFSA',
      'Native American student: is tribal judgment fund money excluded from my student aid index',
    ],
    keywords: ['Native American students', 'per capita payments', 'ANCSA dividends', 'student aid index', 'FAFSA income exclusion'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1088' },
    asks: [
      'is my short certificate or trade program long enough to qualify for federal student aid',
      'can I get federal financial aid for an online distance education program',
    ],
    keywords: ['eligible program', 'clock hours', 'short-term program', 'distance education', 'Title IV eligibility', 'academic year'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1098bb' },
    asks: [
      'I was called to active duty during a national emergency, can the Education Department ease my student loan and aid requirements',
      'HEROES Act waivers for student loan borrowers affected by war or national emergency',
    ],
    keywords: ['HEROES Act', 'student loan waiver', 'military deployment', 'national emergency', 'affected individual', 'disaster area'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1098dd' },
    asks: [
      'can the financial aid administrator change my parents’ expected contribution because of a national emergency',
      'I lost income because of military deployment or a declared emergency, can the financial aid office adjust my FAFSA numbers',
    ],
    keywords: ['professional judgment', 'financial aid adjustment', 'affected individual', 'special circumstances', 'HEROES Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1098h' },
    asks: [
      'my parent does not want to consent to share tax information on the FAFSA, can I still get federal aid',
      'why does the FAFSA ask for approval to get our tax return information from the IRS',
    ],
    keywords: ['FAFSA consent', 'IRS data', 'tax return information', 'parent approval', 'federal tax information', 'FUTURE Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1099b' },
    asks: [
      'how do I know if my college’s accreditor is recognized, and what must an accrediting agency look at',
      'my school lost accreditation, what rules do accrediting agencies have to follow',
    ],
    keywords: [
      'accreditation',
      'accrediting agency recognition',
      'student achievement',
      'loss of accreditation',
      'Department of Education',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 20, section: '1099c' },
    asks: [
      'is my college approved to give federal student aid, and what does the Education Department check',
      'the school is in financial trouble, what are the financial responsibility rules for colleges in federal aid programs',
    ],
    keywords: [
      'Title IV eligibility',
      'program participation',
      'financial responsibility',
      'administrative capability',
      'school certification',
    ],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter IV, part D: child support and paternity
  {
    usc: { title: 42, section: '668' },
    asks: [
      'he denies he is the father and we are going to court over paternity for child support, is it a civil case',
      'how is paternity established when the man contests it in a child support case',
    ],
    keywords: ['contested paternity', 'establishing paternity', 'civil procedure', 'child support enforcement', 'father denies paternity'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 7, subchapter IV, part E: foster care and adoption
  {
    usc: { title: 42, section: '671' },
    asks: [
      'child protective services took my kids, do they have to make reasonable efforts to reunite our family first',
      'my grandchildren were placed in foster care, should the state have told me and considered placing them with me',
      'the agency split up my children into different foster homes, must they try to keep siblings together or allow visits',
      'can an adoption or foster agency refuse us as foster parents because of our race or the child’s race',
      'do prospective foster or adoptive parents have to pass a fingerprint criminal background check',
    ],
    keywords: [
      'reasonable efforts',
      'family reunification',
      'relative notice',
      'kinship placement',
      'sibling placement',
      'foster parent background check',
      'Multiethnic Placement Act',
      'Title IV-E state plan',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '672' },
    asks: [
      'when does the state pay foster care maintenance payments for a child removed from home',
      'I signed a voluntary placement agreement putting my child in foster care, can I revoke it and get my child back',
      'for federal foster care money, must the judge find that staying at home was contrary to my child’s welfare',
    ],
    keywords: [
      'foster care maintenance payments',
      'Title IV-E eligibility',
      'voluntary placement agreement',
      'contrary to the welfare',
      'judicial determination',
      'child-care institution',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '673' },
    asks: [
      'we are adopting a child with special needs from foster care, can we get monthly adoption assistance payments and help with adoption costs',
      'I am the grandmother caring for my grandson in foster care, can I become his legal guardian and still get payments',
      'what makes a foster child a child with special needs for adoption subsidy purposes',
    ],
    keywords: [
      'adoption assistance',
      'adoption subsidy',
      'special needs adoption',
      'nonrecurring adoption expenses',
      'kinship guardianship assistance',
      'relative guardian',
    ],
    checkedAgainst: '119-100',
  },

  {
    usc: { title: 42, section: '1996b' },
    asks: [
      'the adoption agency said we cannot adopt this child because we are a different race, is that legal',
      'is it illegal to delay placing a foster child with a family because of race or national origin',
    ],
    keywords: ['Multiethnic Placement Act', 'interethnic adoption', 'transracial adoption', 'race in foster care', 'Title VI', 'MEPA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '673a' },
    asks: [
      'we receive an adoption subsidy and are moving to another state, will our adopted child keep the benefits',
      'interstate compact on adoption assistance when the adoptive family moves',
    ],
    keywords: [
      'Interstate Compact on Adoption and Medical Assistance',
      'ICAMA',
      'adoption assistance',
      'moving to another state',
      'adopted child benefits',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '675' },
    asks: [
      'my child has been in foster care for 15 of the last 22 months, must the state file to terminate my parental rights',
      'how soon must the court hold a permanency hearing for a child in foster care',
      'I am aging out of foster care at 18, must they give me my birth certificate, Social Security card and medical records',
      'does a foster youth get a free copy of their credit report every year and help fixing errors',
      'can my foster parents let me go to sleepovers or sports, what is the reasonable and prudent parent standard',
    ],
    keywords: [
      'case plan',
      'permanency hearing',
      'termination of parental rights',
      '15 of 22 months',
      'aging out of foster care',
      'transition plan',
      'reasonable and prudent parent standard',
      'foster youth credit report',
      'extended foster care to 21',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '675a' },
    asks: [
      'the caseworker wants long-term foster care (another planned permanent living arrangement) for my teen, what must the court find',
      'what rights must be listed in a foster teen’s case plan, like education, health, visitation and court participation',
    ],
    keywords: [
      'another planned permanent living arrangement',
      'APPLA',
      'permanency plan',
      'foster youth rights',
      'case plan',
      'age-appropriate activities',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '677' },
    asks: [
      'I aged out of foster care, is there money for college or job training (education and training vouchers)',
      'former foster youth aged 18 to 21 needing help with housing, job and life skills, what services exist',
      'I left foster care for adoption at 16, can I still get independent living services',
    ],
    keywords: [
      'Chafee program',
      'education and training vouchers',
      'ETV',
      'aging out of foster care',
      'independent living services',
      'transition to adulthood',
      'former foster youth',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '673b' },
    asks: [
      'does the federal government pay states a bonus for increasing adoptions from foster care',
      'adoption and legal guardianship incentive payments to states',
    ],
    keywords: ['adoption incentive payments', 'guardianship incentive', 'foster care adoptions', 'state bonus', 'special needs adoption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '679c' },
    asks: [
      'can our tribe run its own foster care and adoption assistance program with federal Title IV-E money',
      'tribal foster care program: does federal foster care funding go directly to Indian tribes',
    ],
    keywords: ['tribal Title IV-E', 'Indian tribe foster care', 'tribal adoption assistance', 'tribal consortium', 'tribal child welfare'],
    checkedAgainst: '119-100',
  },

  // 42 U.S.C. chapter 13: school meals
  {
    usc: { title: 42, section: '1769j' },
    asks: [
      'how are schools told about food recalls so recalled food is not served in school lunches',
      'what does USDA do to keep school meals safe when a food is recalled',
    ],
    keywords: ['school meal safety', 'food recall', 'administrative hold', 'school lunch', 'USDA commodity foods'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '1758a' },
    asks: [
      'how well do states enroll children from food stamp households in free school lunch without an application',
      'my family gets SNAP, should my kids be automatically enrolled for free school meals through direct certification',
    ],
    keywords: ['direct certification', 'free school meals', 'SNAP', 'school lunch enrollment', 'state performance'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 105, subchapter II: Head Start
  {
    usc: { title: 42, section: '9837a' },
    asks: [
      'my child is leaving Head Start for kindergarten, will Head Start send her records to the new school and do they need my consent',
      'how does Head Start help children transition to kindergarten and coordinate with the school district',
    ],
    keywords: ['Head Start transition', 'kindergarten transition', 'records transfer', 'parental consent', 'school readiness'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9836a' },
    asks: [
      'what standards must a Head Start program meet for health, nutrition, parent involvement and school readiness',
      'how is my child’s Head Start program monitored and what happens if it is deficient',
    ],
    keywords: ['Head Start performance standards', 'program monitoring', 'school readiness', 'parental involvement', 'deficiency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9851' },
    asks: [
      'can Head Start staff campaign for a candidate or drive parents to the polls during work hours',
      'can Head Start funds be used for voter registration drives',
    ],
    keywords: ['Head Start political activity', 'Hatch Act', 'voter registration', 'rides to the polls', 'partisan activity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '12902' },
    asks: [
      'can the family of a person with AIDS get HOPWA housing assistance too',
      'who qualifies for HOPWA housing help: what income limit and does it cover family members of a person with HIV',
    ],
    keywords: ['HOPWA eligibility', 'eligible person', 'low-income individual', '80 percent of area median income', 'HIV/AIDS'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 67: child abuse prevention and treatment (CAPTA)
  {
    usc: { title: 42, section: '5106a' },
    asks: [
      'CPS found child abuse against me but I disagree, can I appeal the official finding',
      'the abuse report against me was unsubstantiated, must it be expunged so it does not show up on background checks',
      'am I immune from being sued if I report suspected child abuse in good faith',
      'does a child in an abuse case in court get a guardian ad litem or CASA',
      'my newborn tested positive for drugs, will the hospital notify child protective services and what is a plan of safe care',
    ],
    keywords: [
      'CAPTA',
      'child protective services',
      'appeal abuse finding',
      'expungement of unsubstantiated reports',
      'good faith reporter immunity',
      'guardian ad litem',
      'plan of safe care',
      'notice of allegations',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5106c' },
    asks: [
      'how should a child abuse investigation be done so it limits extra trauma to my child and our family',
      'state programs to improve investigation and prosecution of child sexual abuse cases, what is the Children’s Justice Act grant',
    ],
    keywords: [
      'Children’s Justice Act',
      'child abuse investigation',
      'child sexual abuse prosecution',
      'trauma to child victims',
      'child abuse fatalities',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5106g' },
    asks: [
      'what counts as child sexual abuse under the federal child abuse law',
      'what does withholding medically indicated treatment from a disabled infant mean',
    ],
    keywords: [
      'child sexual abuse definition',
      'sexual exploitation',
      'withholding of medically indicated treatment',
      'Baby Doe',
      'CAPTA definitions',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5106i' },
    asks: [
      'our religion relies on prayer instead of doctors, does federal law require us to give our child medical treatment',
      'can the state go to court to force medical care for my child against our religious beliefs',
    ],
    keywords: ['religious exemption', 'faith healing', 'spiritual treatment', 'medical neglect', 'court-ordered medical care', 'CAPTA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '5113' },
    asks: [
      'where can families get information and help adopting older children or children with special needs',
      'is there a national adoption information service or registry for finding children waiting for adoption',
    ],
    keywords: ['adoption information', 'special needs adoption', 'adoption opportunities', 'older child adoption', 'HHS adoption services'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 105: child care block grant
  {
    usc: { title: 42, section: '9858o' },
    asks: [
      'can I use my child care subsidy certificate at a church-run day care',
      'does the child care assistance program let parents choose their own provider with a certificate',
    ],
    keywords: ['child care certificate', 'parental choice', 'faith-based child care', 'CCDBG', 'child care subsidy', 'parental rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '9858q' },
    asks: [
      'is the value of subsidized child care counted as income when applying for need-based federal programs',
      'does my child care subsidy count as income for food stamps or other benefits',
    ],
    keywords: ['child care assistance not income', 'CCDBG', 'benefit eligibility', 'means-tested programs', 'child care subsidy'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 81, subchapter III, part A: weatherization assistance
  {
    usc: { title: 42, section: '6863' },
    asks: [
      'our apartment was weatherized through the low-income program, can the landlord now raise our rent because of it',
      'can renters get free weatherization, and must the benefits go to the low-income tenants',
      'does the weatherization program give priority to elderly or disabled people',
    ],
    keywords: [
      'Weatherization Assistance Program',
      'WAP',
      'rent increase after weatherization',
      'low-income tenants',
      'energy conservation',
      'elderly and disabled priority',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '6862' },
    asks: ['what income counts as low-income for free home weatherization', 'who is eligible for the weatherization assistance program'],
    keywords: [
      'weatherization eligibility',
      'low-income definition',
      '200 percent of poverty',
      'dwelling unit',
      'weatherization materials',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '6870' },
    asks: [
      'discrimination in a federally funded home weatherization project, what can the Energy Department do',
      'the weatherization agency turned us down because of our race or national origin, is that prohibited',
    ],
    keywords: ['weatherization nondiscrimination', 'race', 'national origin', 'sex', 'federally funded energy program'],
    checkedAgainst: '119-100',
  },
  // 42 U.S.C. chapter 94: low-income home energy assistance
  {
    usc: { title: 42, section: '8622' },
    asks: [
      'what counts as an energy crisis or emergency for help with heating bills under LIHEAP',
      'who is a low-income household with a high energy burden for energy assistance',
    ],
    keywords: ['LIHEAP', 'energy crisis', 'energy burden', 'home energy', 'utility assistance', 'heating and cooling bills'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 42, section: '8626b' },
    asks: [
      'state programs that help low-income households with energy efficiency and high energy bills to avoid homelessness',
      'is there a program to keep low-income families from losing their home because they cannot pay energy bills',
    ],
    keywords: [
      'REACh',
      'Residential Energy Assistance Challenge',
      'energy efficiency',
      'energy bills',
      'homelessness prevention',
      'LIHEAP',
    ],
    checkedAgainst: '119-100',
  },
  // 22 U.S.C. chapter 97: international child abduction
  {
    usc: { title: 22, section: '9008' },
    asks: [
      'can state agencies share information with the State Department to help find a child taken abroad by a parent',
      'my ex took our child to another country, can the U.S. Central Authority get information to locate my child under the Hague Convention',
    ],
    keywords: ['Hague Abduction Convention', 'Central Authority', 'locating abducted child', 'international parental kidnapping', 'ICARA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 22, section: '9009' },
    asks: [
      'my child was abducted overseas by the other parent, will the State Department’s Office of Children’s Issues update me on the case',
      'is there someone at the U.S. embassy who handles international parental child abduction',
    ],
    keywords: [
      'Office of Children’s Issues',
      'international child abduction',
      'State Department',
      'embassy contact',
      'abducted child case reports',
    ],
    checkedAgainst: '119-100',
  },
  // 25 U.S.C. chapter 43: Native American housing (NAHASDA)
  {
    usc: { title: 25, section: '4137' },
    asks: [
      'I rent tribal housing funded by NAHASDA, can the housing authority end my lease without good cause',
      'before my eviction hearing from tribal housing, can I see the records and documents they are using',
      'must the tribal housing entity keep my unit up to housing codes and give written notice before terminating my lease',
    ],
    keywords: [
      'NAHASDA lease requirements',
      'tribal housing eviction',
      'good cause',
      'right to examine records',
      'written notice of termination',
      'tenant selection',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '4131' },
    asks: [
      'who is eligible for tribal housing assistance under the Native American Housing Assistance and Self-Determination Act',
      'can a non-Indian family or a police officer live in tribal housing',
    ],
    keywords: ['NAHASDA eligibility', 'low-income Indian families', 'Indian housing block grant', 'essential families', 'tribal housing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '4211' },
    asks: [
      'does a residential lease of trust land need approval from the tribe and the Interior Department',
      'can I lease my trust or restricted Indian land for up to 50 years to build a house',
    ],
    keywords: ['trust land lease', '50-year lease', 'restricted Indian land', 'residential lease', 'Secretary of the Interior approval'],
    checkedAgainst: '119-100',
  },
  // 25 U.S.C. chapter 21: Indian Child Welfare Act
  {
    usc: { title: 25, section: '1918' },
    asks: [
      'our tribe has been under state jurisdiction for child custody cases, can it take back jurisdiction over Indian child custody',
      'how does a tribe petition to reassume jurisdiction over child custody proceedings under ICWA',
    ],
    keywords: ['ICWA', 'reassumption of jurisdiction', 'Public Law 280', 'tribal court jurisdiction', 'Indian child custody proceedings'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1919' },
    asks: [
      'can a state and a tribe agree on who handles custody cases for Indian children, and can the agreement be ended',
      'tribal-state agreement on Indian child welfare and transfer of custody cases',
    ],
    keywords: ['tribal-state agreement', 'ICWA', 'concurrent jurisdiction', 'transfer of jurisdiction', 'Indian child custody'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1932' },
    asks: [
      'we are a Native family living in the city, not on a reservation, is there an Indian child and family services program for us',
      'off-reservation support for Indian foster and adoptive families, like counseling or adoption subsidies',
    ],
    keywords: [
      'off-reservation Indian child and family services',
      'urban Indian families',
      'Indian foster homes',
      'Indian adoptive homes',
      'ICWA grants',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 25, section: '1931' },
    asks: [
      'are there tribal programs that help Indian families keep their children and avoid foster care removal',
      'can an Indian family get legal representation or advice in a child custody case from a tribal child and family services program',
    ],
    keywords: [
      'Indian child and family services',
      'ICWA grants',
      'tribal child welfare code',
      'Indian foster homes',
      'preventing breakup of Indian families',
      'legal representation',
    ],
    checkedAgainst: '119-100',
  },
];
