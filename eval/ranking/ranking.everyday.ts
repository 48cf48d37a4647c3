/**
 * Everyday questions in areas the guides cover thinly: health privacy, child labor,
 * wage theft, benefits, immigration, veterans, taxes, small business. Written the way people
 * write to a legal help site, story first. Each names the section(s) that answer it and, in
 * `because`, words of the official text of one of them that make it the answer: the ranking
 * test (sync-server/textSearch/ranking.test.ts) checks those words against the official text
 * (release point 119-100) and the blended ranking against the expectation (right section in
 * the top 3 for ≥ 90 %).
 */
import type { RankingCase } from './ranking.questions';

export interface EverydayCase extends RankingCase {
  /** Words of the official text of an expected section (matched case- and space-insensitively). */
  because: string;
}

export const everydayQuestions: EverydayCase[] = [
  // Health privacy
  {
    question:
      'the hospital where I had my surgery shared my medical records with my employer and now my whole office knows about my diagnosis. is that even allowed?? who can I report them to',
    expect: ['42/1320d-6', '42/1320d-5'],
    because: 'discloses individually identifiable health information to another person',
  },
  {
    question:
      'A nurse at my clinic looked up my health information and told my ex about my test results. Can she get in trouble for that, like criminally?',
    expect: ['42/1320d-6'],
    because: 'be fined not more than $50,000, imprisoned not more than 1 year, or both',
  },
  {
    question:
      'someone at the pharmacy sold my prescription info to a marketing company, I keep getting ads for my medication. What are the penalties for selling health information?',
    expect: ['42/1320d-6', '42/17935'],
    because: 'with intent to sell, transfer, or use individually identifiable health information for commercial advantage',
  },
  {
    question:
      'my dentist office got hacked and they say they are not responsible for patient data being leaked. dont they have to protect my health information?',
    expect: ['42/1320d-2', '42/17932'],
    because: 'reasonable and appropriate administrative, technical, and physical safeguards',
  },
  {
    question:
      'I want a copy of my medical records in electronic format from my doctor but they want to charge me like $200 for it. What does the law say about electronic copies?',
    expect: ['42/17935'],
    because: 'electronic format',
  },
  {
    question:
      'my employer asked me to fill out a form about my family medical history, like if my parents had cancer or heart disease. Can an employer ask about genetic information?',
    expect: ['42/2000ff-1'],
    because: 'request, require, or purchase genetic information with respect to an employee or a family member of the employee',
  },
  {
    question:
      'I am in a drug rehab program and I am scared they will tell my job about my treatment. are addiction treatment records kept confidential?',
    expect: ['42/290dd-2'],
    because: 'Records of the identity, diagnosis, prognosis, or treatment of any patient',
  },
  {
    question:
      'Our small medical practice is being told we can be fined for HIPAA violations even if it was an accident. How much are the civil fines for not following HIPAA?',
    expect: ['42/1320d-5'],
    because: 'the Secretary shall impose on any person who violates a provision of this part',
  },
  // Child labor
  {
    question:
      'my 13 year old son wants to get a job at the grocery store near us over the summer, at what age can a teenager start working legally??',
    expect: ['29/212', '29/203'],
    because: 'oppressive child labor',
  },
  {
    question:
      'I am 15 and my manager at the fast food place has me working until 11pm on school nights. Is there a federal law about how late kids can work?',
    expect: ['29/212', '29/203'],
    because: 'No employer shall employ any oppressive child labor in commerce',
  },
  {
    question:
      'My nephew is 16 and the construction company he works for has him operating heavy machinery and going on roofs. Are there jobs that are too dangerous for minors?',
    expect: ['29/203', '29/212'],
    because: 'particularly hazardous for the employment of children between such ages',
  },
  {
    question: 'can my 14 year old daughter work on our family farm or is that child labor? we grow corn and soybeans',
    expect: ['29/213'],
    because: 'employed by his parent or by a person standing in the place of his parent on a farm owned or operated by such parent',
  },
  {
    question:
      'what are the penalties for a business that employs underage kids illegally? the car wash down the street has little kids working there every day',
    expect: ['29/216'],
    because: 'Any person who violates the provisions of sections 212 or 213(c) of this title, relating to child labor',
  },
  {
    question:
      'do kids who deliver newspapers or act in movies have to follow the child labor rules? my daughter got a part in a commercial',
    expect: ['29/213'],
    because: 'employed as an actor or performer in motion pictures or theatrical productions',
  },
  // Wage theft
  {
    question:
      'my last employer never paid me for my final two weeks of work, I have texts showing my hours. can I sue them to get my unpaid wages back?',
    expect: ['29/216'],
    because:
      'in the amount of their unpaid minimum wages, or their unpaid overtime compensation, as the case may be, and in an additional equal amount as liquidated damages',
  },
  {
    question:
      'How long do I have to file a claim for unpaid overtime? I quit my warehouse job almost two years ago and they never paid overtime',
    expect: ['29/255'],
    because: 'within two years after the cause of action accrued',
  },
  {
    question:
      'my boss makes us clock out and then keep working to close the store. when I asked about it he said thats how it works here. is off the clock work legal',
    expect: ['29/207', '29/206'],
    because: 'at a rate not less than one and one-half times the regular rate at which he is employed',
  },
  {
    question:
      'My employer says he doesnt keep any record of our hours, he just pays cash whatever he feels like. Arent employers required to keep time records?',
    expect: ['29/211'],
    because: 'make, keep, and preserve such records of the persons employed by him and of the wages, hours',
  },
  {
    question:
      'they call me an independent contractor and pay me a flat $500 a week, but I work 60 hours doing the same job as the employees. do I get minimum wage and overtime?',
    expect: ['29/203', '29/206', '29/207'],
    because: '“Employ” includes to suffer or permit to work',
  },
  {
    question: 'I won my case for unpaid overtime, does the employer have to pay double? my lawyer mentioned liquidated damages',
    expect: ['29/216', '29/260'],
    because: 'an additional equal amount as liquidated damages',
  },
  {
    question:
      'I am a waitress and I only make $2.13 an hour plus tips. On slow nights my tips dont add up to minimum wage, doesnt my boss have to make up the difference?',
    expect: ['29/203'],
    because: 'tipped employee',
  },
  {
    question:
      'my job deducts the cost of my uniform and the register shortages from my paycheck and some weeks I end up making less than minimum wage, is that allowed',
    expect: ['29/203', '29/206'],
    because:
      'the reasonable cost, as determined by the Administrator, to the employer of furnishing such employee with board, lodging, or other facilities',
  },
  // Benefits
  {
    question: 'I lost my job and have two kids, how do I know if we qualify for SNAP food stamps, is there an income limit for households?',
    expect: ['7/2014'],
    because:
      'Participation in the supplemental nutrition assistance program shall be limited to those households whose incomes and other financial resources',
  },
  {
    question: 'I am a college student working 10 hours a week, can I get food stamps or are students not allowed?',
    expect: ['7/2015'],
    because: 'institution of higher education',
  },
  {
    question:
      'my doctor says I cant work anymore because of my back and my heart, how does social security decide if I am disabled enough to get disability payments?',
    expect: ['42/423'],
    because:
      'inability to engage in any substantial gainful activity by reason of any medically determinable physical or mental impairment',
  },
  {
    question: 'My grandma is 70 and has almost no income and no savings, never worked much. Can she get SSI supplemental security income?',
    expect: ['42/1382', '42/1381a'],
    because: 'Each aged, blind, or disabled individual who does not have an eligible spouse',
  },
  {
    question:
      'I am pregnant and we are low income, is there a program that helps with food for me and the baby like formula? someone mentioned WIC',
    expect: ['42/1786'],
    because: 'special supplemental nutrition program',
  },
  {
    question:
      'Social security says they overpaid me $6,000 in disability and want it back but it wasnt my fault. can they make me pay it all back?',
    expect: ['42/404'],
    because: 'without fault',
  },
  {
    question: 'at what age can I start getting my social security retirement check and how much do I get if I take it early at 62',
    expect: ['42/402'],
    because: 'Old-age insurance benefits',
  },
  {
    question:
      'I got fired from my job for no reason and applied for unemployment but got denied, is there a federal law saying states have to give me a fair hearing?',
    expect: ['42/503'],
    because:
      'Opportunity for a fair hearing, before an impartial tribunal, for all individuals whose claims for unemployment compensation are denied',
  },
  // Immigration
  {
    question:
      'I came to the US on a tourist visa 8 months ago and I am afraid to go back to my country because the government there arrested my brother for his politics. Can I still apply for asylum?',
    expect: ['8/1158'],
    because: 'within 1 year after the date of the alien’s arrival in the United States',
  },
  {
    question:
      'my husband is a US citizen and we have been married 3 years, I have had my green card for 3 years too, can I apply for citizenship now or do I have to wait 5 years',
    expect: ['8/1430'],
    because: 'Any person whose spouse is a citizen of the United States',
  },
  {
    question: 'What are the requirements to become a US citizen? I have been a permanent resident for 6 years and I want to naturalize',
    expect: ['8/1427'],
    because: 'Requirements of naturalization',
  },
  {
    question:
      'my employer asked me for a green card and a passport and a social security card when I was hired even though my drivers license and SS card should be enough. can they demand specific documents?',
    expect: ['8/1324b'],
    because: 'for more or different documents than are required under such section',
  },
  {
    question: 'is it illegal for a company to hire undocumented workers? my old boss paid a lot of guys cash who didnt have papers',
    expect: ['8/1324a'],
    because:
      'to hire, or to recruit or refer for a fee, for employment in the United States an alien knowing the alien is an unauthorized alien',
  },
  {
    question: 'My cousin has TPS from Honduras, what does temporary protected status actually let you do, can he work?',
    expect: ['8/1254a'],
    because: 'Temporary protected status',
  },
  {
    question:
      'I have been living in the US for 12 years without papers and my kids are citizens, I am in removal proceedings. is there anything that can stop my deportation?',
    expect: ['8/1229b'],
    because: 'Cancellation of removal',
  },
  {
    question:
      'I was born in Mexico but my father was an American citizen, am I automatically a citizen? how does citizenship at birth work for kids born abroad',
    expect: ['8/1401'],
    because: 'Nationals and citizens of United States at birth',
  },
  {
    question:
      'I overstayed my visa but then married a US citizen, can I get a green card without leaving the country? I heard about adjustment of status',
    expect: ['8/1255'],
    because: 'Adjustment of status of nonimmigrant to that of person admitted for permanent residence',
  },
  // Veterans
  {
    question:
      'I hurt my knees and back during my 6 years in the Marines and it keeps getting worse. how do I get VA disability compensation for injuries from service?',
    expect: ['38/1110'],
    because: 'For disability resulting from personal injury suffered or disease contracted in line of duty',
  },
  {
    question: 'the VA denied my disability claim for PTSD and I think they got it wrong, how do I appeal to the Board of Veterans Appeals?',
    expect: ['38/7105'],
    because: 'Filing of appeal',
  },
  {
    question: 'I have the post 9/11 GI bill and want to go back to college, how much does it pay for tuition and housing?',
    expect: ['38/3313'],
    because: 'Educational assistance',
  },
  {
    question: 'I am a vet with no income and a service connected disability rating of 20%, can I get free health care at the VA hospital?',
    expect: ['38/1710'],
    because: 'hospital care and medical services',
  },
  {
    question:
      'my boss keeps passing me over for promotions because I have National Guard drill one weekend a month, he says I am never here. Is that discrimination?',
    expect: ['38/4311'],
    because:
      'shall not be denied initial employment, reemployment, retention in employment, promotion, or any benefit of employment by an employer on the basis of that membership',
  },
  {
    question:
      'I got activated with my reserve unit and I have a car loan at 14% interest and credit cards at 24%, I heard they have to lower it while I am on active duty?',
    expect: ['50/3937'],
    because: 'Limitation to 6 percent',
  },
  {
    question: 'my dad was a Vietnam veteran and he died last week. Does the VA provide a headstone or grave marker for veterans?',
    expect: ['38/2306'],
    because: 'headstones or markers',
  },
  {
    question:
      'the VA keeps asking me for my service records and private doctor records for my claim and I dont know how to get them, dont they have to help me get the evidence?',
    expect: ['38/5103A'],
    because: 'make reasonable efforts to assist a claimant in obtaining evidence necessary to substantiate the claimant’s claim',
  },
  // Taxes
  {
    question: 'I work part time and make about $18,000 a year and have one kid. Do I qualify for the earned income tax credit?',
    expect: ['26/32'],
    because: 'earned income',
  },
  {
    question: 'how much is the child tax credit per kid now and do I get it if I have two children under 17',
    expect: ['26/24'],
    because: 'Child tax credit',
  },
  {
    question:
      'I just realized I never filed for a refund from 2021 when I overpaid. Is it too late to claim my tax refund? how many years do I have',
    expect: ['26/6511'],
    because: 'within 3 years from the time the return was filed or 2 years from the time the tax was paid',
  },
  {
    question:
      'the IRS took my whole bank account with a levy and now I cant pay rent or buy food. can they release the levy because of hardship?',
    expect: ['26/6343'],
    because: 'economic hardship',
  },
  {
    question:
      'I owe the IRS $40,000 that I will never be able to pay in my lifetime, can I settle for less than I owe? someone said offer in compromise',
    expect: ['26/7122'],
    because: 'The Secretary may compromise any civil or criminal case arising under the internal revenue laws',
  },
  {
    question:
      'we are selling our house that we lived in for 10 years and making a profit of about $200,000, do we have to pay tax on the gain from selling our home?',
    expect: ['26/121'],
    because: 'Gross income shall not include gain from the sale or exchange of property',
  },
  {
    question: 'I am a freelancer and got a penalty from the IRS for not paying estimated taxes every quarter, how does that penalty work',
    expect: ['26/6654'],
    because: 'underpayment of estimated tax by an individual',
  },
  {
    question:
      'my old employer sent me a 1099 for $30,000 that I never got paid, I think they are committing fraud with fake tax forms. can I sue them?',
    expect: ['26/7434'],
    because: 'willfully files a fraudulent information return',
  },
  {
    question: 'I am paying college tuition for my son, is there a tax credit for education expenses like the American opportunity credit',
    expect: ['26/25A'],
    because: 'American Opportunity',
  },
  {
    question: 'the IRS audited my 2019 return and now it is 2025, how far back can the IRS go to assess more tax on me?',
    expect: ['26/6501'],
    because: 'shall be assessed within 3 years after the return was filed',
  },
  // Small business
  {
    question: 'I am opening a small bakery and need a loan to buy ovens and equipment, how do SBA loans for small businesses work?',
    expect: ['15/636'],
    because: 'Loans to small business concerns',
  },
  {
    question:
      'I have a small landscaping business with 8 employees, do I have to withhold income tax from their paychecks and send it to the IRS?',
    expect: ['26/3402'],
    because: 'every employer making payment of wages shall deduct and withhold upon such wages a tax',
  },
  {
    question:
      'We have a tiny shop with 12 workers. Does the ADA disability law even apply to a business our size, what is the cutoff number of employees?',
    expect: ['42/12111'],
    because: '15 or more employees',
  },
  {
    question: 'my business has 30 employees and one of them wants 12 weeks of family leave. does FMLA apply to small employers like us?',
    expect: ['29/2611'],
    because: '50 or more employees',
  },
  {
    question:
      'I bought a $60,000 truck and equipment for my contracting business this year, can I deduct the whole cost this year instead of depreciating it?',
    expect: ['26/179'],
    because: 'A taxpayer may elect to treat the cost of any section 179 property as an expense which is not chargeable to capital account',
  },
  {
    question:
      'a competitor is running ads lying that my products are made with cheap materials and copying my logo, what can a small business do about false advertising',
    expect: ['15/1125'],
    because: 'misrepresents the nature, characteristics, qualities, or geographic origin',
  },
  {
    question:
      'I pay my freelance web designer about $5,000 a year, do I have to send her a 1099 form? what are the reporting rules for paying contractors',
    expect: ['26/6041'],
    because: 'All persons engaged in a trade or business and making payment in the course of such trade or business',
  },
  {
    question:
      'how does the government decide if my company counts as a small business for government contracts? we have about 200 employees',
    expect: ['15/632'],
    because: 'small-business concern',
  },
];
