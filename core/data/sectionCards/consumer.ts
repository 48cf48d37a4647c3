import type { SectionCard } from './types';

/** Section cards: see ./types.ts. Each one read against the section's official text. */
export const consumerCards: SectionCard[] = [
  // Truth in Lending (15 U.S.C. 1601-1667f)
  {
    usc: { title: 15, section: '1602' },
    asks: [
      'how high must the APR, points and fees or prepayment penalty be for my home loan to count as a high-cost mortgage',
      'I sold my car to a friend on monthly payments, am I a creditor who has to give truth in lending disclosures',
      'what counts as a creditor, consumer credit or an open end credit plan under the Truth in Lending Act',
    ],
    keywords: ['high-cost mortgage definition', 'creditor definition', 'regularly extends credit', 'more than four installments', 'points and fees', 'Truth in Lending definitions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1603' },
    asks: [
      'took out a loan for my small business, does the Truth in Lending Act protect me or only personal loans',
      'are farm loans, business credit lines or student loans from the federal program exempt from truth in lending disclosures',
      'lender says my loan is too big to be covered by the truth in lending rules, which credit deals are exempt',
    ],
    keywords: ['exempted transactions', 'business purpose loan', 'agricultural credit', 'Truth in Lending coverage', 'commercial credit exemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1605' },
    asks: [
      'the lender added a loan fee, credit report fee and points to my loan, do those count as part of the finance charge',
      'was told credit life insurance was required for the loan, should its cost have been included in the finance charge',
      'which fees on a loan or mortgage closing are part of the finance charge and which are left out',
    ],
    keywords: ['finance charge', 'loan fees', 'points', 'credit insurance premium', 'closing agent fees', 'mortgage broker fee', 'cost of credit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1606' },
    asks: [
      'how is the annual percentage rate on my loan calculated and why is it higher than the interest rate',
      'the APR on my disclosure is slightly off from what I calculated, how much error is allowed',
    ],
    keywords: ['annual percentage rate', 'APR calculation', 'actuarial method', 'APR tolerance', 'one-eighth of 1 percent'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1607' },
    asks: [
      'my lender understated the APR and finance charge on my loan, can a regulator make them refund the overcharge',
      'which federal agency enforces truth in lending against my bank, credit union or finance company',
    ],
    keywords: ['administrative enforcement', 'restitution for disclosure errors', 'finance charge adjustment', 'understated APR refund', 'bank regulator complaint'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1611' },
    asks: [
      'lender knowingly lied about the interest rate and fees on my loan, is that a crime',
      'can a creditor be fined or jailed for willfully hiding required loan cost disclosures',
    ],
    keywords: ['criminal penalty', 'willful violation', 'false loan disclosure', 'Truth in Lending crime', 'understated APR'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1615' },
    asks: [
      'paid off my car loan early, do I get back the interest I had not used yet',
      'refinanced my loan and the lender kept the unearned interest using the rule of 78s, is that allowed',
      'asked the lender for my payoff amount on a precomputed loan, how fast must they tell me and can they charge',
    ],
    keywords: ['rule of 78s', 'prepayment refund', 'unearned interest', 'pay off loan early', 'precomputed loan', 'payoff statement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1634' },
    asks: [
      'my loan disclosure became wrong after signing because of something that happened later, is the lender in violation',
      'terms changed after I got the truth in lending disclosure because of a later agreement, does that make the disclosure illegal',
    ],
    keywords: ['subsequent occurrence', 'disclosure later inaccurate', 'change after disclosure', 'Truth in Lending violation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1637a' },
    asks: [
      'applying for a home equity line of credit, what must the lender tell me about variable rates, fees and repayment',
      'the terms of my HELOC changed before I opened it, can I walk away and get my application fees back',
      'home equity line application did not warn me I could lose my house or that the bank could freeze the line',
    ],
    keywords: ['home equity line of credit', 'HELOC disclosures', 'variable rate', 'application fee refund', 'open end credit secured by home', 'negative amortization'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1638a' },
    asks: [
      'my adjustable rate mortgage is about to reset after the fixed period, does the lender have to warn me in advance',
      'hybrid ARM rate reset notice, what should it tell me about the new payment and alternatives like refinancing',
    ],
    keywords: ['adjustable rate mortgage', 'hybrid ARM', 'rate reset notice', 'interest rate adjustment', 'new monthly payment', 'housing counseling'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1639' },
    asks: [
      'my mortgage has very high fees and interest, is it a high-cost loan with extra protections',
      'high-cost home loan has a balloon payment, prepayment penalty and huge late fees, are those terms allowed',
      'lender told me to stop paying my current mortgage before refinancing into a high-rate loan, is that legal',
      'servicer of my high-cost mortgage charges a fee just to tell me the payoff balance, can they do that',
    ],
    keywords: ['high-cost mortgage', 'HOEPA', 'balloon payment', 'prepayment penalty', 'predatory lending', 'homeownership counseling', 'payoff statement fee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1639b' },
    asks: [
      'mortgage broker pushed me into a more expensive loan because he got paid more for it, is that legal',
      'loan officer steered me to a loan with bad terms even though I qualified for a better one',
      'is my mortgage loan originator required to be licensed and put an NMLS number on the loan papers',
    ],
    keywords: ['mortgage originator', 'loan officer compensation', 'steering', 'yield spread premium', 'NMLS identifier', 'mortgage broker'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1639d' },
    asks: [
      'my lender requires an escrow account for property taxes and homeowners insurance, when is that mandatory',
      'I want to cancel the escrow on my mortgage and pay taxes and insurance myself, what are the rules',
      'how long must the escrow account stay open on a higher-priced home loan',
    ],
    keywords: ['escrow account', 'impound account', 'property taxes', 'homeowners insurance', 'cancel escrow', 'higher-priced mortgage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1639e' },
    asks: [
      'the lender pressured the appraiser to hit a target value on my house, is that illegal',
      'appraisal for my refinance seems inflated or rigged, who is allowed to influence the appraiser',
      'I am an appraiser and the lender withheld payment because my value was too low',
    ],
    keywords: ['appraisal independence', 'appraiser pressure', 'inflated appraisal', 'appraisal management company', 'customary and reasonable fee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1639h' },
    asks: [
      'do I get a free copy of the appraisal for my higher-risk mortgage',
      'buying a house the seller bought and flipped within 180 days, does the lender need a second appraisal and who pays',
      'did the appraiser have to go inside the house for my high-rate mortgage appraisal',
    ],
    keywords: ['higher-risk mortgage', 'appraisal copy', 'second appraisal', 'house flip', 'interior inspection', 'licensed appraiser'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1641' },
    asks: [
      'my mortgage was sold to another company, did the new owner have to notify me and can I sue them for the old violations',
      'can I cancel my loan or bring truth in lending claims against the company that bought my loan',
      'who actually owns my mortgage, the servicer will not tell me',
    ],
    keywords: ['assignee liability', 'loan sold', 'new owner of mortgage', 'notice of transfer', 'loan servicer', 'holder of the loan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1645' },
    asks: [
      'someone used my company credit card without permission, can my employer make me pay for it',
      'business credit card issued through my job was stolen, am I personally liable for the charges',
    ],
    keywords: ['business credit card', 'employee liability', 'corporate card', 'unauthorized use', 'company card stolen'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1647' },
    asks: [
      'bank froze my home equity line of credit and cut the limit, when are they allowed to do that',
      'lender wants to close my HELOC and demand the whole balance now, is that allowed',
      'can the bank change the terms of my home equity line after I signed',
    ],
    keywords: ['home equity plan', 'HELOC freeze', 'credit limit reduction', 'terminate and accelerate', 'change in terms', 'nonrefundable fee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1648' },
    asks: [
      'thinking about a reverse mortgage, what must the lender tell me about the total cost before closing',
      'my parents signed a reverse mortgage application, are they required to go through with it',
    ],
    keywords: ['reverse mortgage', 'projected total cost table', 'home equity conversion', 'seniors', 'projected appreciation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1651' },
    asks: [
      'my father died with credit card debt, how does the estate settle the balance with the card company',
      'I am executor of my mom’s estate and the credit card company will not give me the balance owed',
    ],
    keywords: ['deceased cardholder', 'estate administrator', 'credit card debt after death', 'executor', 'settle estate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1662' },
    asks: [
      'dealer advertised low monthly payments and no money down but nobody actually gets those terms',
      'an ad promised a specific down payment and installment amount that the lender does not really offer',
    ],
    keywords: ['credit advertising', 'down payment ad', 'monthly payment ad', 'bait advertising', 'installment terms'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1663' },
    asks: [
      'credit card ad shows a low rate but hides the minimum fees, what must a credit card advertisement disclose',
      'store card advertisement mentions terms, does it have to show the APR and minimum charges',
    ],
    keywords: ['open end credit advertising', 'credit card ad', 'APR in advertisement', 'minimum charge', 'credit terms disclosure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1664' },
    asks: [
      'car loan ad listed a low monthly payment but no APR or repayment terms, is that allowed',
      'a loan advertisement mentions the interest rate, does it have to state it as an APR',
      'ad for a home loan bigger than my house is worth did not warn the extra interest is not tax deductible',
    ],
    keywords: ['loan advertising', 'APR disclosure in ads', 'triggering terms', 'installment loan ad', 'closed end credit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1665' },
    asks: [
      'can I sue the newspaper or TV station that ran a misleading loan advertisement',
      'is the website that published a deceptive credit ad liable under truth in lending',
    ],
    keywords: ['advertising media', 'publisher liability', 'misleading credit ad', 'newspaper not liable'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1665a' },
    asks: [
      'I called the lender to ask the cost of a loan and they only quoted a monthly rate, must they tell me the APR',
      'salesperson gave me the interest rate over the phone, are they required to state the annual percentage rate',
    ],
    keywords: ['oral disclosure', 'APR over the phone', 'quote cost of credit', 'annual percentage rate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1665b' },
    asks: [
      'home equity line ad showed a teaser rate and low payment, what must it also disclose',
      'advertisement for a HELOC did not mention fees or that the rate can change',
    ],
    keywords: ['home equity advertising', 'HELOC ad', 'introductory rate', 'teaser rate', 'loan fees in ads'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1665c' },
    asks: [
      'my credit card raised my interest rate and my credit has improved since, do they have to lower it back',
      'card company increased my APR, do they have to review it and tell me the reasons for the increase',
    ],
    keywords: ['credit card rate increase', 'rate review every 6 months', 'lower APR', 'reasons for increase', 'penalty rate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1665e' },
    asks: [
      'bank gave me a credit card and kept raising the limit though I clearly could not afford the payments',
      'does a card issuer have to check my income before opening a credit card or increasing my credit line',
    ],
    keywords: ['ability to repay', 'credit card approval', 'credit limit increase', 'income check', 'card issuer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1666a' },
    asks: [
      'I disputed a charge on my credit card bill and the company threatened to report me late to the credit bureaus',
      'card issuer reported the amount I am disputing as delinquent on my credit report, is that allowed',
    ],
    keywords: ['billing dispute', 'credit report during dispute', 'reported delinquent', 'amount in dispute', 'threat to report'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1666d' },
    asks: [
      'I overpaid my credit card and have a credit balance, how do I get the money back',
      'there is a negative balance on my card from a refund, must the issuer send me a check',
    ],
    keywords: ['credit balance', 'overpayment refund', 'negative balance', 'refund request', 'six months'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1666e' },
    asks: [
      'I returned an item I bought with my credit card and the refund never showed up on my account',
      'store accepted my return but the card company still has not credited my account',
    ],
    keywords: ['return credit', 'refund to credit card', 'merchant credit', 'returned goods', 'credit statement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1666f' },
    asks: [
      'gas station charges less if I pay cash, is a cash discount allowed',
      'can a merchant offer a discount for paying by check instead of credit card, and is that a finance charge',
    ],
    keywords: ['cash discount', 'cash price', 'pay cash instead of card', 'credit card surcharge', 'merchant discount'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1666g' },
    asks: [
      'my business wants to accept credit cards but the issuer requires us to open an account with their bank',
      'can a card company force a merchant to buy its other services to join its credit card plan',
    ],
    keywords: ['tie-in', 'merchant account', 'credit card plan', 'seller', 'required bank account'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1666h' },
    asks: [
      'my bank took money from my checking account to pay my overdue credit card with them, can they do that',
      'credit card issuer is also my bank and offset my savings against the card debt without asking',
    ],
    keywords: ['offset', 'setoff', 'bank took money from checking', 'deposit account', 'credit card debt', 'written authorization'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1666i-2' },
    asks: [
      'opened a credit card a few months ago and they already raised the interest rate and fees, is that allowed in the first year',
      'my promotional 0% rate ended after three months, how long must a promotional rate last',
    ],
    keywords: ['first year rate increase', 'promotional rate', 'intro APR', '6 months minimum', 'new account fee increase'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1667' },
    asks: [
      'is my car lease a consumer lease covered by federal leasing rules',
      'leasing furniture or a car for personal use for over four months, does the Consumer Leasing Act apply',
    ],
    keywords: ['consumer lease', 'Consumer Leasing Act', 'car lease', 'lessee', 'lessor', 'personal property lease'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1667c' },
    asks: [
      'car lease ad said low monthly payment but did not mention the amount due at signing or security deposit',
      'lease advertisement did not warn there could be an extra charge at the end of the lease',
    ],
    keywords: ['lease advertising', 'amount due at signing', 'security deposit', 'end of lease charge', 'residual value'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1667d' },
    asks: [
      'leasing company did not give me the required lease disclosures, can I sue and how long do I have',
      'misled by a car lease ad and lost money, can I sue the lessor for damages',
    ],
    keywords: ['lessor liability', 'sue leasing company', 'lease disclosure violation', 'one year after lease ends', 'statutory damages'],
    checkedAgainst: '119-100',
  },
  // Credit Repair Organizations Act (15 U.S.C. 1679-1679j)
  {
    usc: { title: 15, section: '1679a' },
    asks: [
      'is a company that charges to fix my credit score a credit repair organization under federal law',
      'does the credit repair law apply to a nonprofit credit counselor or to my own bank helping me restructure a debt',
    ],
    keywords: ['credit repair organization', 'credit repair company', 'fix my credit', 'nonprofit exemption', 'improve credit rating'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1679b' },
    asks: [
      'credit repair company made me pay upfront before doing any work, is that legal',
      'credit fix service told me to get a new identity number so my bad credit would not show up',
      'a credit repair firm promised to remove accurate late payments and collections from my report, is that a lie',
    ],
    keywords: ['credit repair scam', 'upfront fee', 'advance payment', 'new credit identity', 'CPN', 'remove accurate negative items', 'misleading statements'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1679c' },
    asks: [
      'credit repair company never gave me the written statement of my credit file rights before I signed',
      'before hiring a credit repair service, what disclosures must they give me about disputing errors myself',
    ],
    keywords: ['credit file rights', 'credit repair disclosure', 'dispute errors yourself', 'written statement before contract'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1679d' },
    asks: [
      'credit repair company started working without a written contract, what must the contract include',
      'my credit repair agreement does not list the total cost or how long it will take, is it valid',
    ],
    keywords: ['credit repair contract', 'written and dated contract', 'total payments', 'description of services', 'guarantees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1679e' },
    asks: [
      'signed up with a credit repair company yesterday and changed my mind, can I cancel',
      'how many days do I have to cancel a credit repair contract, and did they have to give me a cancellation form',
    ],
    keywords: ['cancel credit repair contract', 'three business days', 'notice of cancellation', 'right to cancel', 'cooling off'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1679f' },
    asks: [
      'credit repair company made me sign a waiver of my rights, is that enforceable',
      'my credit repair contract broke the rules, is the contract void and do I still have to pay',
    ],
    keywords: ['waiver void', 'void contract', 'credit repair noncompliance', 'unenforceable agreement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1679g' },
    asks: [
      'paid a credit repair company that did nothing, can I sue to get my money back plus damages',
      'what can I recover from a credit repair company that broke the law, including attorney fees',
    ],
    keywords: ['sue credit repair company', 'refund of fees paid', 'punitive damages', 'attorney fees', 'actual damages'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1679i' },
    asks: [
      'how long do I have to sue a credit repair company',
      'the credit repair company hid information and I only found out years later, is it too late to sue',
    ],
    keywords: ['statute of limitations', 'five years', 'credit repair lawsuit deadline', 'discovery of misrepresentation'],
    checkedAgainst: '119-100',
  },
  // Fair Credit Reporting Act (15 U.S.C. 1681-1681x)
  {
    usc: { title: 15, section: '1681a' },
    asks: [
      'is a tenant screening, check-writing history or medical debt reporting company a consumer reporting agency',
      'my employer hired an outside firm to investigate misconduct at work, is that report a consumer report and do I get a summary',
      'what counts as a consumer report under the Fair Credit Reporting Act',
    ],
    keywords: ['consumer report definition', 'consumer reporting agency', 'nationwide specialty agency', 'tenant screening', 'workplace misconduct investigation', 'investigative consumer report'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681c-3' },
    asks: [
      'I was a trafficking victim and the trafficker ran up debts in my name, can they be kept off my credit report',
      'survivor of sex trafficking with bad credit caused by my abuser, how do I get those items blocked',
    ],
    keywords: ['human trafficking victim', 'sex trafficking', 'adverse information', 'block from credit report', 'trafficking documentation', 'coerced debt'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681d' },
    asks: [
      'an employer hired someone to interview my neighbors and friends about my character, did they have to tell me',
      'I found out an investigative background report was done on me, can I ask what it covered',
      'insurance company had people asked about my lifestyle and reputation, what are my rights',
    ],
    keywords: ['investigative consumer report', 'interviews with neighbors', 'character and reputation', 'notice within three days', 'nature and scope of investigation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681e' },
    asks: [
      'credit bureau mixed my file up with someone else with a similar name, do they have to make sure reports are accurate',
      'the credit bureau sold my report to someone with no legitimate reason, how must they check who gets it',
      'lender denied me and said the credit bureau forbids them from showing me the report, is that allowed',
    ],
    keywords: ['maximum possible accuracy', 'mixed credit file', 'reasonable procedures', 'permissible purpose certification', 'reseller', 'credit bureau'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681f' },
    asks: [
      'can a credit bureau give my address and employer to a government agency without my permission',
      'government office found my new address and workplace through a credit reporting agency, is that allowed',
    ],
    keywords: ['government agency', 'identifying information', 'address and employer', 'credit bureau disclosure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681h' },
    asks: [
      'credit bureau wants ID before giving me my file, and can I get it by phone or online instead of mail',
      'can I bring someone with me to review my credit file and have staff explain it',
      'can I sue a credit bureau for defamation over something on my credit report',
    ],
    keywords: ['proper identification', 'file disclosure', 'defamation claim', 'invasion of privacy', 'trained personnel', 'malice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681l' },
    asks: [
      'old negative information from an investigative background report was reused in a new report without checking it again',
      'a background investigation company keeps repeating unverified gossip about me from an earlier report',
    ],
    keywords: ['investigative consumer report', 'reverify adverse information', 'three months', 'subsequent report'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681o' },
    asks: [
      'the credit bureau carelessly kept a mistake on my report and I lost a loan, can I sue for my losses',
      'negligent credit reporting error cost me money, what damages and attorney fees can I recover',
    ],
    keywords: ['negligent noncompliance', 'actual damages', 'attorney fees', 'sue credit bureau', 'careless credit reporting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681p' },
    asks: [
      'how long do I have to sue over a credit reporting violation',
      'I just discovered a credit report error from years ago, is it too late to bring a Fair Credit Reporting Act lawsuit',
    ],
    keywords: ['statute of limitations', '2 years after discovery', '5 years', 'federal court', 'FCRA lawsuit deadline'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681q' },
    asks: [
      'my ex lied to get my credit report from a credit bureau, is that a crime',
      'someone pulled my credit report under false pretenses, what is the penalty',
    ],
    keywords: ['false pretenses', 'obtaining credit report illegally', 'crime', 'up to 2 years prison', 'pretexting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681r' },
    asks: [
      'an employee at a credit bureau leaked my credit file to someone, is that a crime',
      'credit reporting agency worker gave my information to an unauthorized person on purpose',
    ],
    keywords: ['unauthorized disclosure', 'credit bureau employee', 'leaked credit file', 'crime', 'up to 2 years prison'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681s-1' },
    asks: [
      'my unpaid child support is showing on my credit report, is that allowed',
      'how long can overdue child support stay on my credit report',
    ],
    keywords: ['child support', 'overdue support', 'credit report', 'seven years', 'child support enforcement agency'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681s-3' },
    asks: [
      'my bank shares my information with its insurance affiliate for marketing, can I opt out of those offers',
      'getting sales pitches from a sister company of my lender based on my account information, how do I stop them',
    ],
    keywords: ['affiliate sharing', 'affiliate marketing opt out', 'solicitation', 'common ownership', 'marketing offers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1681w' },
    asks: [
      'a business threw old credit reports and applications in the dumpster, are they required to destroy them properly',
      'landlord left tenant screening reports with my info in the trash, what are the disposal rules',
    ],
    keywords: ['disposal of records', 'shred credit reports', 'consumer information', 'dumpster', 'data disposal rule'],
    checkedAgainst: '119-100',
  },
  // Equal Credit Opportunity Act (15 U.S.C. 1691-1691f)
  {
    usc: { title: 15, section: '1691c-2' },
    asks: [
      'bank asked whether my small business is women-owned or minority-owned on the loan application, do I have to answer',
      'can the loan officer deciding my business loan see my answers about race and gender of the owners',
    ],
    keywords: ['small business loan data', 'women-owned business', 'minority-owned business', 'right to refuse', 'section 1071'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1691d' },
    asks: [
      'lender required my husband to sign the mortgage too, is that credit discrimination',
      'my wife and I applied for separate accounts at the same bank, can state law stop that',
      'can I sue for credit discrimination under both federal and state law for the same denial',
    ],
    keywords: ['spouse signature', 'marital status', 'separate credit', 'community property', 'election of remedies'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1691e' },
    asks: [
      'I was denied a loan because of my race or sex, can I sue the lender and for how much',
      'how long do I have to sue a creditor for credit discrimination',
      'lender discriminated against me when I applied for credit, can I get punitive damages and attorney fees',
    ],
    keywords: ['credit discrimination lawsuit', 'punitive damages', 'ECOA damages', 'five years', 'attorney fees', 'Attorney General referral'],
    checkedAgainst: '119-100',
  },
  // Fair Debt Collection Practices Act (15 U.S.C. 1692-1692p)
  {
    usc: { title: 15, section: '1692a' },
    asks: [
      'is the original lender collecting its own debt a debt collector under the FDCPA',
      'does the debt collection law cover a business debt or only personal debts',
      'the company that bought my old defaulted debt says it is not a debt collector, is that right',
    ],
    keywords: ['debt collector definition', 'original creditor', 'consumer debt', 'debt buyer', 'FDCPA coverage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1692h' },
    asks: [
      'I owe a collector several debts and they put my payment toward the one I dispute',
      'can I tell a debt collector which of my debts my payment should go to',
    ],
    keywords: ['multiple debts', 'apply payment', 'disputed debt', 'payment allocation', 'debt collector'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1692j' },
    asks: [
      'the store sent me a letter that looks like it is from a collection agency but the agency is not really involved',
      'company sells fake collection agency letters to creditors to scare people into paying',
    ],
    keywords: ['flat-rating', 'deceptive collection forms', 'fake collection letter', 'false third party'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1692p' },
    asks: [
      'I got a letter about a bounced check from a company working for the district attorney, is it a debt collector',
      'private company offering a bad check diversion program to avoid prosecution, what are the rules',
    ],
    keywords: ['bad check', 'pretrial diversion', 'district attorney program', 'bounced check letter', 'debt collector exception'],
    checkedAgainst: '119-100',
  },
  // Electronic Fund Transfer Act (15 U.S.C. 1693-1693r)
  {
    usc: { title: 15, section: '1693a' },
    asks: [
      'I gave my debit card and PIN to my roommate and he took out more than I allowed, does that count as unauthorized',
      'is a Zelle, ATM or direct deposit transfer an electronic fund transfer covered by federal law',
    ],
    keywords: ['electronic fund transfer definition', 'unauthorized electronic fund transfer', 'gave card to someone', 'debit card', 'ATM transaction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1693b' },
    asks: [
      'ATM charged me a surcharge without showing the fee on the screen first',
      'an out-of-network ATM took a fee for checking my balance, did it have to warn me before',
    ],
    keywords: ['ATM fee notice', 'ATM surcharge', 'out of network ATM', 'fee on screen', 'balance inquiry fee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1693c' },
    asks: [
      'my bank changed the fees on my debit card account without telling me, how much notice must they give',
      'what must the bank tell me when I sign up for a debit card or online transfers about fees and liability',
    ],
    keywords: ['account disclosures', 'change in terms notice', '21 days', 'debit card terms', 'error resolution notice', 'ATM fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1693d' },
    asks: [
      'the ATM did not give me a receipt, and my statement does not list my electronic transfers',
      'my employer direct deposit did not arrive, must the bank let me know whether it was credited',
      'how often must my bank send a statement showing debit card transactions and fees',
    ],
    keywords: ['ATM receipt', 'periodic statement', 'direct deposit notice', 'transaction documentation', 'monthly statement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1693h' },
    asks: [
      'I told the bank to stop an automatic payment and they let it go through anyway, are they liable',
      'bank failed to make my online bill payment on time and I got late fees, can I hold the bank responsible',
      'my deposit was not credited so my debit payments bounced, is the bank liable for the damage',
    ],
    keywords: ['bank liability', 'failure to stop payment', 'failed transfer', 'preauthorized transfer', 'damages', 'bona fide error'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1693i' },
    asks: [
      'the bank mailed me a debit card I never asked for, is that allowed',
      'received an unsolicited card that can access my bank account, does it have to be inactive until I validate it',
    ],
    keywords: ['unsolicited debit card', 'card I did not request', 'validation', 'access device', 'card issuance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1693j' },
    asks: [
      'the payment system went down so my electronic payment did not go through, am I late on my bill',
      'online payment failed because of a system malfunction, is my obligation to pay suspended',
    ],
    keywords: ['system malfunction', 'payment failed', 'suspension of obligation', 'electronic payment outage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1693k' },
    asks: [
      'lender will only give me the loan if I sign up for automatic payments from my bank account, is that allowed',
      'my employer requires me to open an account at a specific bank for direct deposit of my paycheck',
      'the agency says I must get my benefits on their chosen bank card, can they force that',
    ],
    keywords: ['compulsory autopay', 'automatic payment required', 'direct deposit at particular bank', 'payroll card', 'condition of employment', 'government benefit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1693l' },
    asks: [
      'my bank account agreement says I waive my rights for unauthorized transfers, is that valid',
      'the app terms say I give up my electronic fund transfer rights, can they make me do that',
    ],
    keywords: ['waiver of rights', 'account agreement', 'unenforceable waiver', 'Electronic Fund Transfer Act rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1693m' },
    asks: [
      'my bank violated the electronic transfer rules, can I sue and what damages can I get',
      'how long do I have to sue a bank under the Electronic Fund Transfer Act',
    ],
    keywords: ['EFTA lawsuit', 'statutory damages', 'actual damages', 'attorney fees', 'one year to sue', 'class action'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1693n' },
    asks: [
      'someone used a stolen or counterfeit debit card to take money, what federal crime is that',
      'is it a crime for a bank to knowingly give false information about electronic transfers',
    ],
    keywords: ['debit card fraud', 'counterfeit debit card', 'stolen card', 'criminal penalty', 'debit instrument'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1693o-2' },
    asks: [
      'store says there is a $10 minimum to pay by credit card, is that allowed',
      'can a merchant give a discount for paying with cash or debit instead of credit card',
      'how much can a bank charge stores in debit card swipe fees',
    ],
    keywords: ['credit card minimum purchase', '$10 minimum', 'interchange fee', 'swipe fee', 'debit routing', 'cash discount', 'Durbin amendment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1693q' },
    asks: [
      'my state law bans gift card expiration dates and fees, does federal law override it',
      'which applies to my gift card or debit card problem, state law or the federal Electronic Fund Transfer Act',
    ],
    keywords: ['state law', 'gift card expiration', 'dormancy fees', 'greater protection', 'preemption', 'electronic fund transfers'],
    checkedAgainst: '119-100',
  },
  // Real Estate Settlement Procedures Act (12 U.S.C. 2601-2617)
  {
    usc: { title: 12, section: '2603' },
    asks: [
      'can I see the final settlement statement with all closing costs the day before my home closing',
      'closing disclosure lists charges for buyer and seller, does it show whose interest the title insurance covers',
    ],
    keywords: ['settlement statement', 'closing disclosure', 'closing costs', 'inspect before settlement', 'title insurance premium'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2604' },
    asks: [
      'applied for a mortgage to buy a house, did the lender have to give me a home buying booklet and a good faith estimate',
      'lender never sent an estimate of my closing costs or a list of housing counselors within three business days',
    ],
    keywords: ['good faith estimate', 'home buying booklet', 'settlement costs estimate', 'housing counselors list', 'three business days'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2606' },
    asks: [
      'does RESPA cover a loan on a rental or business property I bought for my company',
      'are farm or commercial mortgages exempt from the real estate settlement rules',
    ],
    keywords: ['RESPA exemption', 'business purpose loan', 'commercial mortgage', 'agricultural loan', 'exempted transactions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2608' },
    asks: [
      'the seller says I must buy title insurance from their title company or they will not sell me the house',
      'seller forced me to use a particular title insurer, what can I recover',
    ],
    keywords: ['title insurance', 'seller required title company', 'three times title charges', 'home purchase', 'RESPA section 9'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2610' },
    asks: [
      'my lender charged me a fee to prepare the truth in lending disclosure and settlement statement, is that allowed',
      'mortgage servicer charges a fee for the annual escrow account statement',
    ],
    keywords: ['document preparation fee', 'disclosure preparation fee', 'escrow statement fee', 'settlement statement fee', 'junk fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2614' },
    asks: [
      'how long do I have to sue my mortgage servicer under RESPA',
      'deadline to sue over a kickback or a title company the seller forced on me at closing',
    ],
    keywords: ['RESPA statute of limitations', 'three years servicer', 'one year kickback', 'where to sue', 'mortgage lawsuit deadline'],
    checkedAgainst: '119-100',
  },
  // Expedited Funds Availability Act (12 U.S.C. 4001-4010)
  {
    usc: { title: 12, section: '4003' },
    asks: [
      'I just opened a new bank account and they are holding my check deposit longer than usual',
      'bank put an extended hold on a large check I deposited, saying it might not be collectible, what are the exceptions',
      'my account has been overdrawn a few times and now the bank holds my deposits longer, is that allowed',
    ],
    keywords: ['check hold exceptions', 'new account hold', 'large deposit hold', 'redeposited check', 'repeated overdrafts', 'reasonable cause to doubt collectibility', 'hold notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4004' },
    asks: [
      'the bank never told me how long they hold deposited checks before I opened my account',
      'where can I find my bank’s funds availability policy and must they tell me when it changes',
    ],
    keywords: ['funds availability policy', 'deposit hold disclosure', 'deposit slip notice', 'new account notice', 'policy change notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4005' },
    asks: [
      'when does my savings account start earning interest on a check I deposited',
      'bank delays paying interest on my deposit until the check clears, is that allowed',
    ],
    keywords: ['interest accrual', 'interest on deposits', 'provisional credit', 'interest-bearing account', 'returned check'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4006' },
    asks: [
      'I deposited a check on Saturday at the ATM, which day counts as the deposit date',
      'bank froze my whole account because a check I deposited has not cleared yet, can they do that',
      'the check I deposited bounced after the money was available, can the bank take it back from my account',
    ],
    keywords: ['after-hours deposit', 'weekend deposit', 'freeze other funds', 'charge back', 'returned deposited check', 'business day'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4007' },
    asks: [
      'my state law makes banks release deposited funds faster than federal law, which rule applies',
      'does the federal check hold law override my state’s rules on when deposits must be available',
    ],
    keywords: ['state funds availability law', 'faster availability', 'preemption', 'Uniform Commercial Code', 'check hold state law'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4010' },
    asks: [
      'my bank held my deposit longer than the law allows and I had bounced payments, can I sue',
      'what damages can I get from a bank that broke the check hold rules and how long do I have to sue',
    ],
    keywords: ['check hold lawsuit', 'statutory damages', 'bona fide error', 'one year to sue', 'bank liability', 'funds availability violation'],
    checkedAgainst: '119-100',
  },
  // Truth in Savings Act (12 U.S.C. 4301-4313)
  {
    usc: { title: 12, section: '4302' },
    asks: [
      'bank advertised free checking but charges a monthly fee unless I keep a minimum balance, is that false advertising',
      'savings account ad showed a high rate but not the APY, minimum balance or early withdrawal penalty',
    ],
    keywords: ['free checking ad', 'annual percentage yield', 'deposit advertising', 'misleading bank ad', 'minimum balance', 'CD early withdrawal penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4303' },
    asks: [
      'what fees, minimum balance rules and interest terms must a bank list for my checking or savings account',
      'how is interest on my CD calculated and what is the penalty for withdrawing early, where must the bank disclose it',
    ],
    keywords: ['account fee schedule', 'terms and conditions', 'minimum balance fees', 'early withdrawal penalty', 'interest compounding', 'APY'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4305' },
    asks: [
      'my bank lowered my account terms and added fees without advance notice',
      'my CD renews automatically, must the bank send me the terms before it matures',
      'can I ask my bank for its schedule of fees and rates before opening an account',
    ],
    keywords: ['account schedule', 'notice of change', 'CD maturity notice', 'automatic renewal', 'fee schedule on request'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4306' },
    asks: [
      'my bank pays interest only on part of my balance, must it be calculated on the full amount every day',
      'how must a bank calculate interest on my savings account',
    ],
    keywords: ['interest calculation', 'full principal', 'daily balance', 'savings interest', 'compounding'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '4307' },
    asks: [
      'my savings account statement does not show the interest earned or the fees charged',
      'what must my bank statement show about APY earned and number of days in the period',
    ],
    keywords: ['periodic statement', 'interest earned', 'APY earned', 'fees on statement', 'savings statement'],
    checkedAgainst: '119-100',
  },
  // FTC consumer redress (15 U.S.C. 57b)
  {
    usc: { title: 15, section: '57b' },
    asks: [
      'a company scammed lots of customers including me, can the FTC sue to get refunds for consumers',
      'the FTC won a case against a business that cheated me, can the court order my money returned or the contract cancelled',
    ],
    keywords: ['FTC consumer redress', 'refunds to consumers', 'rescission of contracts', 'unfair or deceptive practices', 'FTC lawsuit', 'three years'],
    checkedAgainst: '119-100',
  },
  // Magnuson-Moss Warranty Act (15 U.S.C. 2301-2312)
  {
    usc: { title: 15, section: '2301' },
    asks: [
      'I bought the car used from the first owner while the warranty was still running, do I count as a consumer who can enforce it',
      'what legally counts as a written warranty versus an implied warranty or a service contract',
      'is a water heater or furnace installed in my house a consumer product under warranty law',
    ],
    keywords: ['consumer product', 'written warranty', 'implied warranty', 'service contract', 'warrantor', 'second owner', 'repair replace or refund'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2305' },
    asks: [
      'my product has a full warranty on some parts and a limited warranty on others, is that allowed',
      'warranty says full for the first year then limited after, how must the two be shown',
    ],
    keywords: ['full warranty', 'limited warranty', 'both warranties', 'clearly differentiated'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2306' },
    asks: [
      'the store sold me an extended warranty with the appliance, what must the service contract disclose',
      'is an extended warranty or protection plan the same as the manufacturer warranty',
    ],
    keywords: ['service contract', 'extended warranty', 'protection plan', 'terms disclosure', 'in addition to warranty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2307' },
    asks: [
      'the manufacturer sends me to an authorized repair shop for warranty work and the shop refuses, who is responsible',
      'dealer handles warranty repairs for the maker, does the manufacturer still owe me the warranty',
    ],
    keywords: ['authorized service center', 'warranty repair shop', 'designated representative', 'manufacturer responsibility', 'dealer warranty repair'],
    checkedAgainst: '119-100',
  },
  // Consumer product safety (15 U.S.C. 2051-2089, selected)
  {
    usc: { title: 15, section: '2052' },
    asks: [
      'does the Consumer Product Safety Commission cover cars, boats, guns, food, drugs or cosmetics',
      'is a product I use at home or school a consumer product under federal product safety law',
    ],
    keywords: ['consumer product definition', 'CPSC jurisdiction', 'excluded products', 'motor vehicles', 'food drugs cosmetics'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2056b' },
    asks: [
      'is there a mandatory federal safety standard for children’s toys',
      'bought a toy that broke into small sharp pieces, do toys have to meet the ASTM toy safety standard',
    ],
    keywords: ['toy safety standard', 'ASTM F963', 'children’s toys', 'mandatory standard', 'toy hazards'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2056c' },
    asks: [
      'the drywall in my house smells like sulfur and is corroding the copper pipes and wiring',
      'is there a federal limit on sulfur content in drywall after the Chinese drywall problems',
    ],
    keywords: ['drywall', 'sulfur content', 'Chinese drywall', 'corrosion', 'defective drywall'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2056d' },
    asks: [
      'gas can exploded when used near a fire, are portable fuel containers required to have flame arrestors',
      'safety rule for gasoline cans and flame mitigation devices',
    ],
    keywords: ['portable fuel container', 'gas can explosion', 'flame mitigation device', 'flame arrestor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2056e' },
    asks: [
      'my toddler swallowed a button battery from a remote, must battery compartments be child-resistant',
      'coin battery packaging and warning label rules for products with button batteries',
    ],
    keywords: ['button battery', 'coin cell battery', 'battery ingestion', 'child-resistant compartment', 'Reese’s Law', 'warning label'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2056f' },
    asks: [
      'a dresser tipped over on my child, is there a federal stability standard for dressers and chests',
      'safety rule for clothing storage furniture tipping over on kids',
    ],
    keywords: ['furniture tip-over', 'dresser stability', 'clothing storage unit', 'STURDY Act', 'child injury'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2057' },
    asks: [
      'how does a dangerous consumer product get banned by the Consumer Product Safety Commission',
      'can the government ban a product outright when no safety standard would make it safe',
    ],
    keywords: ['banned hazardous product', 'unreasonable risk of injury', 'CPSC ban', 'product ban'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2057a' },
    asks: [
      'are isobutyl nitrite poppers legal to sell as room odorizer or video head cleaner',
      'is butyl nitrite banned as a consumer product for inhaling',
    ],
    keywords: ['butyl nitrite', 'isobutyl nitrite', 'poppers', 'banned hazardous product', 'inhalant'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2057b' },
    asks: [
      'is isopropyl nitrite or another volatile alkyl nitrite sold for sniffing legal',
      'can a shop sell alkyl nitrite products people inhale for a high',
    ],
    keywords: ['volatile alkyl nitrite', 'isopropyl nitrite', 'poppers', 'banned hazardous product', 'commercial purpose exception'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2057c' },
    asks: [
      'are phthalates allowed in children’s toys and baby products',
      'teether I bought contains DEHP plastic softener, is selling it legal',
    ],
    keywords: ['phthalates', 'DEHP', 'children’s toys', 'child care articles', 'chemical ban', 'plastic softeners'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2057d' },
    asks: [
      'is it legal to sell an inclined baby sleeper or rocker for infant sleep',
      'found an inclined sleeper for newborns at a resale shop, are these banned',
    ],
    keywords: ['inclined sleeper', 'infant sleep product', 'banned', 'Safe Sleep for Babies Act', 'baby rocker sleeper'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2057e' },
    asks: [
      'are padded crib bumpers banned in the U.S.',
      'store still sells padded crib bumpers and vinyl bumper guards, is that legal',
      'are non-padded mesh crib liners covered by the crib bumper ban',
    ],
    keywords: ['crib bumpers', 'mesh crib liner exception', 'banned hazardous product', 'infant suffocation', 'Safe Sleep for Babies Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2061' },
    asks: [
      'a product on store shelves is about to seriously hurt people, can the government seize it right away',
      'what can the CPSC do in court about an imminently hazardous product',
    ],
    keywords: ['imminent hazard', 'seizure of products', 'CPSC court action', 'dangerous product', 'emergency recall'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2063' },
    asks: [
      'must children’s products be tested by a third-party lab and come with a certificate of compliance',
      'I import products to sell online, do I need a product safety certificate',
    ],
    keywords: ['certificate of compliance', 'third party testing', 'children’s product certificate', 'date and place of manufacture label', 'importer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2069' },
    asks: [
      'what civil fines can a company face for knowingly selling a banned or recalled product',
      'a manufacturer failed to report a product defect to the CPSC, what penalty applies',
    ],
    keywords: ['civil penalty', 'product safety fines', 'knowingly violates', 'failure to report defect', 'CPSC penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2070' },
    asks: [
      'can a company executive go to prison for knowingly selling a recalled or banned product',
      'criminal penalties for willfully violating consumer product safety laws',
    ],
    keywords: ['criminal penalty', 'selling recalled product', 'knowing and willful', 'corporate officer liability', 'prison'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2074' },
    asks: [
      'the product met the federal safety standard but still injured me, can I still sue the maker',
      'manufacturer says I cannot sue because the CPSC never took action on the product, is that true',
    ],
    keywords: ['product liability lawsuit', 'compliance no defense', 'private remedies', 'CPSC inaction', 'injury lawsuit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2084' },
    asks: [
      'a product model has had several lawsuits over deaths or serious injuries, must the manufacturer tell the CPSC',
      'settled my injury lawsuit with a manufacturer, does that get reported to the safety commission',
    ],
    keywords: ['lawsuit reporting', 'settlements', 'grievous bodily injury', 'manufacturer reporting', 'CPSC'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2085' },
    asks: [
      'is my electric bicycle treated as a bicycle or a motor vehicle under federal safety rules',
      'what counts as a low-speed electric bike with pedals and a small motor',
    ],
    keywords: ['electric bicycle', 'e-bike', 'low-speed electric bicycle', '750 watts', 'bicycle safety standard'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2089' },
    asks: [
      'is there a federal safety standard for ATVs and for youth ATVs sold for kids',
      'can dealers still sell brand new three-wheeled ATVs',
      'imported four-wheeler has no label certifying it meets the ATV standard and action plan, can it be sold here',
    ],
    keywords: ['all-terrain vehicle', 'ATV safety standard', 'youth ATV', 'four-wheeler', 'three-wheeled ATV', 'ANSI/SVIA'],
    checkedAgainst: '119-100',
  },
  // Gramm-Leach-Bliley financial privacy (15 U.S.C. 6801-6809)
  {
    usc: { title: 15, section: '6801' },
    asks: [
      'my bank leaked my account information, do financial institutions have a duty to keep my data secure',
      'what safeguards must banks and lenders use to protect customers’ personal financial information',
    ],
    keywords: ['financial privacy', 'nonpublic personal information', 'safeguards rule', 'data security', 'bank data breach', 'Gramm-Leach-Bliley'],
    checkedAgainst: '119-100',
  },
  // CAN-SPAM (15 U.S.C. 7701-7706)
  {
    usc: { title: 15, section: '7702' },
    asks: [
      'is an email about my order or my account a commercial email under the spam law',
      'what counts as affirmative consent to receive marketing emails',
    ],
    keywords: ['commercial electronic mail message', 'transactional or relationship message', 'affirmative consent', 'CAN-SPAM definitions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '7705' },
    asks: [
      'a business is being advertised by spam with fake sender information, is the business itself liable',
      'my company was promoted in spam emails with forged headers sent by an affiliate, what are the rules',
    ],
    keywords: ['spam promoted business', 'false header information', 'affiliate marketing spam', 'CAN-SPAM'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '7706' },
    asks: [
      'getting tons of spam emails, who can sue the sender under CAN-SPAM, the FTC, my state or my email provider',
      'can my state attorney general or internet provider get damages per spam message',
    ],
    keywords: ['CAN-SPAM enforcement', 'state attorney general', 'internet access provider lawsuit', 'damages per email', 'FTC'],
    checkedAgainst: '119-100',
  },
  // Restore Online Shoppers' Confidence Act (15 U.S.C. 8401-8405)
  {
    usc: { title: 15, section: '8402' },
    asks: [
      'after buying online I clicked a rewards offer and another company started charging my card monthly',
      'a third party membership club got my card number from the store where I shopped online, is that legal',
    ],
    keywords: ['post-transaction third party seller', 'data pass', 'online membership charges', 'express informed consent', 'full account number', 'ROSCA'],
    checkedAgainst: '119-100',
  },
  // Communications (47 U.S.C. 223, 223a, 230)
  {
    usc: { title: 47, section: '223' },
    asks: [
      'someone keeps calling my phone over and over from a blocked number just to harass me, is that a federal crime',
      'my ex posted my private intimate photos online without my consent, is that illegal',
      'someone made a fake AI nude image of me and shared it on social media',
      'a person sends obscene messages to my teenager by phone or text, what law covers that',
    ],
    keywords: ['harassing phone calls', 'anonymous calls', 'nonconsensual intimate images', 'revenge porn', 'deepfake', 'obscene messages', 'telecommunications device'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '223a' },
    asks: [
      'how do I get a website to take down nude photos of me posted without my consent',
      'I asked the platform to remove an intimate deepfake of me, how fast do they have to take it down',
    ],
    keywords: ['take down request', 'remove intimate images', '48 hours', 'covered platform', 'nonconsensual intimate depiction', 'notice and removal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '230' },
    asks: [
      'someone posted lies about me on a review site, can I sue the website or only the person who wrote it',
      'social media platform deleted my posts and suspended my account, can I sue them for removing content',
      'is Facebook or another app responsible for defamatory things its users post',
    ],
    keywords: ['Section 230', 'platform immunity', 'publisher or speaker', 'user-generated content', 'content moderation', 'interactive computer service'],
    checkedAgainst: '119-100',
  },
  // Air travel (49 U.S.C. 42302-42304)
  {
    usc: { title: 49, section: '42302' },
    asks: [
      'where do I file a complaint about an airline with the Department of Transportation',
      'airline website does not show how to submit a complaint about my flight problem',
    ],
    keywords: ['airline complaint', 'DOT complaint', 'Office of Aviation Consumer Protection', 'air travel service problem', 'air ambulance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '42303' },
    asks: [
      'the cabin was sprayed with insecticide on my international flight, should the airline have told me when I bought the ticket',
      'do airlines have to disclose that some countries require spraying pesticide in the plane cabin',
    ],
    keywords: ['insecticide spraying', 'aircraft disinsection', 'pesticide on flight', 'international flight disclosure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '42304' },
    asks: [
      'airline computer outage cancelled flights nationwide, does the airline have to say if it pays for hotel and meals',
      'stranded during an airline IT meltdown, what must the airline post about rebooking on other carriers',
    ],
    keywords: ['airline system outage', 'widespread disruption', 'hotel and meal vouchers', 'rebooking on another airline', 'mass cancellations'],
    checkedAgainst: '119-100',
  },
  // Postal (39 U.S.C. 3001)
  {
    usc: { title: 39, section: '3001' },
    asks: [
      'got a letter that looks like a bill or invoice but is really an ad, is that allowed in the mail',
      'sweepstakes mailing says I already won and must buy something to claim the prize',
      'mail made to look like it is from a government agency offering a service I can get free from the government',
      'how do I stop a company from mailing me sweepstakes offers',
    ],
    keywords: ['nonmailable matter', 'fake invoice solicitation', 'sweepstakes mailing', 'no purchase necessary', 'government look-alike mail', 'facsimile check', 'opt out of mailings'],
    checkedAgainst: '119-100',
  },
  // Consumer bankruptcy (11 U.S.C., selected)
  {
    usc: { title: 11, section: '341' },
    asks: [
      'I filed bankruptcy and got a notice for a 341 meeting of creditors, what happens there and is a judge present',
      'will the bankruptcy trustee question me about reaffirming debts and the effect on my credit at the creditors meeting',
    ],
    keywords: ['341 meeting', 'meeting of creditors', 'bankruptcy trustee questions', 'examination of debtor', 'no judge'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '343' },
    asks: [
      'do I have to answer questions under oath at my bankruptcy creditors meeting',
      'can my creditors themselves question me at the 341 meeting, or only the trustee',
    ],
    keywords: ['examination under oath', 'questions at 341 meeting', 'creditors may examine', 'debtor must appear'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '342' },
    asks: [
      'I forgot to give a creditor the right address in my bankruptcy, was the notice effective',
      'creditor asked the bankruptcy court to send notices to a specific address, what happens if I mail them elsewhere',
    ],
    keywords: ['bankruptcy notice', 'creditor address', 'notice to creditors', 'effective notice', 'credit counseling notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '347' },
    asks: [
      'I never cashed my check from a bankruptcy case distribution, where did the unclaimed money go',
      'how do I find unclaimed funds from a closed chapter 7 or chapter 13 case',
    ],
    keywords: ['unclaimed funds', 'uncashed bankruptcy check', 'paid into court', 'ninety days after final distribution'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '348' },
    asks: [
      'converting my chapter 13 to chapter 7, what property goes to the trustee, including what I got after filing',
      'what happens to my bankruptcy case and debts when it is converted from one chapter to another',
    ],
    keywords: ['conversion', 'chapter 13 to chapter 7', 'effect of conversion', 'property after conversion', 'bad faith conversion'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '349' },
    asks: [
      'my bankruptcy case was dismissed, do my debts and liens come back and can I file again',
      'after a bankruptcy dismissal, what happens to the property and the orders in the case',
    ],
    keywords: ['dismissal of bankruptcy', 'case dismissed', 'refiling', 'liens reinstated', 'property revests'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '350' },
    asks: [
      'my bankruptcy was closed but I forgot to list a creditor, can I reopen the case',
      'how do I reopen a closed bankruptcy case to fix something or add an asset',
    ],
    keywords: ['reopen bankruptcy case', 'closed case', 'forgot creditor', 'administer assets', 'relief to the debtor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '351' },
    asks: [
      'my doctor’s clinic went bankrupt, what happens to my medical records and how do I get them',
      'got a notice that a bankrupt hospital will destroy patient records unless I claim them',
    ],
    keywords: ['patient records', 'medical records', 'health care business bankruptcy', 'claim records', 'destroy records', '365 days'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '363' },
    asks: [
      'I co-own a house with my sister and filed bankruptcy, can the trustee sell the whole house including her share',
      'the chapter 7 trustee wants to sell property I jointly own with my spouse, do we get a chance to buy it first',
    ],
    keywords: ['trustee sale', 'co-owner property', 'joint tenant', 'sale free of co-owner interest', 'spouse right to buy', 'use sale or lease of property'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '365' },
    asks: [
      'I have a car lease and I am filing chapter 7, can I keep the leased car by assuming the lease',
      'what happens to my apartment lease or other contracts when I file bankruptcy, assume or reject',
    ],
    keywords: ['executory contracts', 'unexpired lease', 'assume or reject lease', 'car lease in bankruptcy', 'personal property lease'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '366' },
    asks: [
      'I filed for bankruptcy and the electric company is threatening to shut off my power',
      'utility wants a new deposit after my bankruptcy filing, how long do I have to give one',
    ],
    keywords: ['utility shutoff', 'bankruptcy utility deposit', 'adequate assurance of payment', '20 days', 'electric gas water service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '521' },
    asks: [
      'what papers must I file in bankruptcy, like schedules, pay stubs and tax returns',
      'I have a car loan and filed chapter 7, do I have to say whether I will keep, surrender or redeem the car',
      'my bankruptcy was automatically dismissed because I did not file all documents within 45 days',
    ],
    keywords: ['debtor duties', 'schedules', 'statement of intention', 'pay stubs', 'tax returns', 'automatic dismissal', 'cooperate with trustee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '522' },
    asks: [
      'if I file bankruptcy can I keep my house, car, tools and household goods',
      'are my 401k and IRA protected in bankruptcy',
      'creditor has a judgment lien on my home, can bankruptcy remove it because it impairs my exemption',
      'can I choose between federal and state bankruptcy exemptions',
    ],
    keywords: ['bankruptcy exemptions', 'homestead exemption', 'keep my car', 'retirement accounts', 'lien avoidance', 'wildcard exemption', 'state or federal exemptions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '524' },
    asks: [
      'after my bankruptcy discharge a creditor is still trying to collect, is that allowed',
      'the car lender wants me to sign a reaffirmation agreement, what are the rules and can I cancel it',
      'my debt was discharged in bankruptcy, is my cosigner still on the hook',
    ],
    keywords: ['discharge injunction', 'reaffirmation agreement', 'rescind reaffirmation', '60 days', 'cosigner liability', 'collection after discharge'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '526' },
    asks: [
      'the bankruptcy preparer told me to run up my credit cards before filing, is that allowed',
      'paid a bankruptcy help service that never did the work they promised, what can I do',
    ],
    keywords: ['debt relief agency', 'bankruptcy petition preparer', 'incur more debt before filing', 'misrepresentation', 'void contract'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '527' },
    asks: [
      'what written notices must a bankruptcy lawyer or preparer give me before helping with my case',
      'the bankruptcy service never explained that I must list all assets truthfully or could face penalties',
    ],
    keywords: ['debt relief agency disclosures', 'bankruptcy assistance notice', 'three business days', 'list all assets', 'written notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '541' },
    asks: [
      'I inherited money a few months after filing bankruptcy, does the trustee get it',
      'what property becomes part of my bankruptcy estate, and is my retirement plan included',
      'will my tax refund or money from my divorce settlement go into the bankruptcy estate',
    ],
    keywords: ['property of the estate', 'inheritance within 180 days', 'bankruptcy estate', 'retirement plan exclusion', 'life insurance proceeds', 'divorce settlement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '542' },
    asks: [
      'the bankruptcy trustee is demanding that I turn over my tax refund and bank account money',
      'I have property that belongs to someone’s bankruptcy estate, must I hand it to the trustee',
    ],
    keywords: ['turnover', 'turn over property to trustee', 'bankruptcy estate', 'tax refund', 'bank funds'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '547' },
    asks: [
      'I paid back a loan from my mother a few months before filing bankruptcy, can the trustee take it back from her',
      'paid one credit card in full right before bankruptcy, is that a preference the trustee can undo',
    ],
    keywords: ['preference', 'preferential transfer', '90 days before filing', 'one year for insiders', 'repaying family before bankruptcy', 'clawback'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '548' },
    asks: [
      'I put my house in my brother’s name before filing bankruptcy, can the trustee undo it',
      'gave away my car for nothing a year before bankruptcy, is that a fraudulent transfer',
      'do church donations I made before bankruptcy get clawed back',
    ],
    keywords: ['fraudulent transfer', 'transfer before bankruptcy', 'two years', 'less than reasonably equivalent value', 'charitable contributions', 'hinder delay or defraud'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '549' },
    asks: [
      'I sold my car after I filed bankruptcy without asking the trustee, can the sale be undone',
      'someone paid or transferred property out of the bankruptcy estate after filing, how long does the trustee have to recover it',
    ],
    keywords: ['postpetition transfer', 'sold property after filing', 'avoid transfer', 'good faith purchaser', 'two years'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '550' },
    asks: [
      'my relative filed bankruptcy and now the trustee is suing me to return money they paid me',
      'I received property from someone before their bankruptcy, can the trustee recover it from me',
    ],
    keywords: ['transferee liability', 'recover avoided transfer', 'trustee lawsuit', 'good faith transferee', 'clawback'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '553' },
    asks: [
      'I owed my credit union on a loan and they took my savings to pay it before my bankruptcy',
      'can a bank offset my deposit against what I owe them after I file bankruptcy',
    ],
    keywords: ['setoff', 'offset', 'mutual debts', 'credit union took savings', '90 days'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '554' },
    asks: [
      'the trustee said he is abandoning my house because it has no equity, what does that mean',
      'property of little value in my bankruptcy was abandoned by the trustee, do I keep it',
    ],
    keywords: ['abandonment', 'burdensome property', 'inconsequential value', 'no equity', 'trustee abandons'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '704' },
    asks: [
      'what does a chapter 7 trustee do with my property and paperwork',
      'does the U.S. trustee review my chapter 7 papers and tell the court whether the case is presumed an abuse',
    ],
    keywords: ['chapter 7 trustee duties', 'collect and sell property', 'object to discharge', 'investigate debtor', 'domestic support notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '706' },
    asks: [
      'I filed chapter 7 but want to switch to chapter 13 to save my house, can I convert',
      'can the court convert my chapter 7 case to another chapter without my consent',
    ],
    keywords: ['convert chapter 7', 'switch to chapter 13', 'conversion right', 'waiver unenforceable'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '707' },
    asks: [
      'my income is above the state median, will I fail the bankruptcy means test',
      'the U.S. trustee moved to dismiss my chapter 7 as an abuse, what does that mean',
      'can my chapter 7 case be dismissed for not paying the filing fee or for unreasonable delay',
    ],
    keywords: ['means test', 'presumption of abuse', 'dismissal of chapter 7', 'median income', 'bad faith', 'disposable income'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '722' },
    asks: [
      'in chapter 7 can I keep my car by paying the lender what it is worth instead of the full loan',
      'redeem household goods or furniture from a lien in bankruptcy with a lump sum',
    ],
    keywords: ['redemption', 'redeem car', 'pay value of collateral', 'lump sum', 'household goods', 'chapter 7'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '726' },
    asks: [
      'in a chapter 7 who gets paid first from the money the trustee collects',
      'will unsecured creditors get anything in my chapter 7 and what if there is money left over',
    ],
    keywords: ['distribution of estate', 'order of payment', 'priority claims', 'unsecured creditors', 'surplus to debtor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '727' },
    asks: [
      'I got a chapter 7 discharge six years ago, can I file chapter 7 again',
      'what can cause a judge to deny my chapter 7 discharge, like hiding assets or lying',
      'I did not take the financial management course, will I still get my discharge',
    ],
    keywords: ['chapter 7 discharge', 'denial of discharge', '8 years between filings', 'hiding assets', 'financial management course', 'revoke discharge'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1301' },
    asks: [
      'I filed chapter 13, can the creditor go after my cosigner on the car loan',
      'my mom cosigned my loan, does my chapter 13 protect her from collection',
    ],
    keywords: ['codebtor stay', 'cosigner protection', 'chapter 13', 'consumer debt', 'relief from codebtor stay'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1302' },
    asks: [
      'what does the chapter 13 trustee do and can the trustee give me advice about my plan',
      'I owe child support and filed chapter 13, does the trustee notify the support holder',
    ],
    keywords: ['chapter 13 trustee', 'standing trustee', 'plan payments', 'domestic support obligation notice', 'trustee duties'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1304' },
    asks: [
      'I am self-employed and filing chapter 13, can I keep running my business',
      'my small side business buys supplies on credit, does that make me a debtor engaged in business in chapter 13',
    ],
    keywords: ['self-employed chapter 13', 'debtor engaged in business', 'operate business', 'trade credit', 'business reports'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1305' },
    asks: [
      'I need to take out a car loan while in chapter 13, do I need the trustee’s approval',
      'taxes that came due during my chapter 13, can they be paid through the plan',
    ],
    keywords: ['postpetition claims', 'new debt during chapter 13', 'trustee approval', 'postpetition taxes', 'car loan in chapter 13'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1306' },
    asks: [
      'in chapter 13, does money I earn or property I get after filing belong to the bankruptcy estate',
      'can I keep possession of my house and car during chapter 13',
    ],
    keywords: ['chapter 13 estate', 'postpetition earnings', 'after-acquired property', 'debtor remains in possession'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1307' },
    asks: [
      'I fell behind on my chapter 13 plan payments, will my case be dismissed or converted',
      'can I dismiss my chapter 13 case or convert it to chapter 7 whenever I want',
    ],
    keywords: ['chapter 13 dismissal', 'convert to chapter 7', 'missed plan payments', 'right to dismiss', 'cause'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1308' },
    asks: [
      'I have not filed tax returns for a few years, do I need to file them before my chapter 13 meeting',
      'which past tax returns must be filed to stay in chapter 13',
    ],
    keywords: ['unfiled tax returns', 'chapter 13', 'four years', 'before 341 meeting', 'prepetition tax returns'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1322' },
    asks: [
      'can a chapter 13 plan let me catch up on missed mortgage payments and keep my house',
      'how long does a chapter 13 repayment plan last, three or five years',
      'can chapter 13 lower the balance of my home mortgage',
    ],
    keywords: ['chapter 13 plan contents', 'cure mortgage arrears', 'plan length', 'three or five years', 'modify secured claims', 'principal residence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1324' },
    asks: [
      'when will the court hold the hearing to confirm my chapter 13 plan',
      'can a creditor object to my chapter 13 plan at the confirmation hearing',
    ],
    keywords: ['confirmation hearing', 'objection to plan', '20 to 45 days after 341 meeting', 'chapter 13 hearing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1325' },
    asks: [
      'can my chapter 13 plan pay my car loan at the car’s value instead of what I owe',
      'what must a chapter 13 plan meet to be confirmed, like disposable income and good faith',
      'trustee objected to my plan because I am not paying enough to unsecured creditors',
    ],
    keywords: ['plan confirmation', 'cramdown', '910-day car loan', 'disposable income', 'good faith', 'best interest of creditors'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1326' },
    asks: [
      'when do I have to start making chapter 13 payments, before my plan is confirmed',
      'do I pay my chapter 13 plan payments to the trustee and what happens if the plan is not confirmed',
    ],
    keywords: ['chapter 13 payments', '30 days after plan or petition', 'pre-confirmation payments', 'trustee payments', 'adequate protection payments'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1327' },
    asks: [
      'my chapter 13 plan was confirmed, are all my creditors bound by it even if they objected',
      'after confirmation of my chapter 13 plan, who owns my property',
    ],
    keywords: ['effect of confirmation', 'binding plan', 'vesting of property', 'confirmed chapter 13 plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1328' },
    asks: [
      'when do I get my chapter 13 discharge and which debts are not wiped out',
      'I cannot finish my chapter 13 plan because of a serious illness, can I get a hardship discharge',
      'I got a chapter 7 discharge three years ago, can I get a discharge in a new chapter 13',
    ],
    keywords: ['chapter 13 discharge', 'hardship discharge', 'four years after chapter 7', 'two years after chapter 13', 'financial management course'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1329' },
    asks: [
      'I lost my job during chapter 13, can I lower my plan payments',
      'can my chapter 13 plan be changed after confirmation, like extending it or paying for health insurance',
    ],
    keywords: ['modify chapter 13 plan', 'lower plan payment', 'job loss', 'extend plan', 'health insurance cost', 'post-confirmation modification'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1330' },
    asks: [
      'a creditor says I got my chapter 13 plan confirmed by fraud and wants the confirmation revoked',
      'how long after confirmation can a chapter 13 plan be revoked for fraud',
    ],
    keywords: ['revocation of confirmation', 'fraud', '180 days', 'chapter 13 plan'],
    checkedAgainst: '119-100',
  },
];
