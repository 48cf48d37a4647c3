import type { SectionCard } from './types';

/** Section cards: see ./types.ts. Each one read against the section's official text. */
export const money2Cards: SectionCard[] = [
  // Perishable Agricultural Commodities Act (7 U.S.C. chapter 20A)
  {
    usc: { title: 7, section: '499e' },
    asks: [
      'I sold produce to a wholesaler who never paid and now says he is broke, do I have a PACA trust claim ahead of his bank',
      'how do I preserve the PACA trust for unpaid fruit and vegetable invoices, is there a 30 day written notice deadline',
      'produce buyer owes us for several loads of lettuce, can we sue him in court or file with USDA for the full damages',
    ],
    keywords: [
      'PACA trust',
      'Perishable Agricultural Commodities Act',
      'unpaid produce seller',
      'notice of intent to preserve trust benefits',
      'fruit and vegetable supplier',
      'produce dealer liability',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '499b' },
    asks: [
      'produce dealer rejected my load of tomatoes without a good reason after agreeing to buy it, is that illegal under PACA',
      'the commission merchant I consigned my fruit to will not give a true accounting or pay promptly for the sale',
      'a broker misrepresented the grade and quality of the vegetables shipped, which PACA rule makes that unfair conduct',
    ],
    keywords: [
      'PACA unfair conduct',
      'failure to pay promptly for produce',
      'wrongful rejection of produce',
      'commission merchant accounting',
      'misbranding grade of produce',
      'perishable agricultural commodities',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '499f' },
    asks: [
      'how do I file a reparation complaint with USDA against a produce buyer who did not pay, and is there a nine month deadline',
      'what is the filing fee and handling fee for an informal PACA complaint about an unpaid produce invoice',
    ],
    keywords: [
      'PACA reparation complaint',
      'nine months to file',
      'PACA filing fee',
      'USDA produce dispute',
      'informal complaint',
      'produce payment dispute',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '499g' },
    asks: [
      'USDA issued a PACA reparation order against the produce dealer but he has not paid it, can I sue to enforce the award',
      'I lost a PACA reparation case, can I appeal the USDA order to federal district court and must I post a bond',
      'does the losing side in a PACA hearing have to pay the winner attorney fees and expenses',
    ],
    keywords: [
      'PACA reparation order',
      'enforce reparation award',
      'appeal to district court',
      'appeal bond',
      'produce dispute fees and expenses',
      'license suspension for unpaid award',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '499c' },
    asks: [
      'do I need a PACA license to buy and sell fruits and vegetables wholesale, what is the penalty for trading without one',
      'starting a produce brokerage business, how do I apply for a PACA license and pay the license fee',
    ],
    keywords: ['PACA license', 'produce dealer license', 'commission merchant license', 'unlicensed produce trading penalty', 'license fee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '499h' },
    asks: [
      'produce company that did not pay growers had its PACA license revoked, can its owners or officers work for another licensee',
      'can USDA suspend or revoke a produce dealer license for flagrant or repeated failure to pay',
    ],
    keywords: ['PACA license revocation', 'responsibly connected', 'employment restriction', 'flagrant or repeated violations', 'produce license suspension'],
    checkedAgainst: '119-100',
  },
  // Packers and Stockyards Act (7 U.S.C. chapter 9)
  {
    usc: { title: 7, section: '192' },
    asks: [
      'meat packer is treating cattle sellers unfairly and giving preference to certain feedlots, is that illegal under Packers and Stockyards',
      'poultry company integrator is using deceptive practices against us contract growers, what does federal law forbid',
      'packers appear to be manipulating livestock prices and apportioning supply between them, which law prohibits it',
    ],
    keywords: [
      'Packers and Stockyards Act',
      'unfair practices by packers',
      'undue preference',
      'live poultry dealer',
      'swine contractor',
      'livestock price manipulation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '196' },
    asks: [
      'I sold cattle to a meat packer that went bankrupt before paying, do unpaid cash sellers get a statutory trust over its assets',
      'how long do I have to give written notice to the packer and USDA to preserve the livestock packer trust',
    ],
    keywords: [
      'packer trust',
      'unpaid livestock seller',
      'statutory trust',
      'cash sale of livestock',
      'preserve trust notice',
      'bankrupt meat packer',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '197' },
    asks: [
      'poultry company stopped paying us growers and filed bankruptcy, is there a poultry grower trust that protects our pay',
      'how do unpaid chicken growers preserve the live poultry dealer trust, is the notice deadline 30 days',
    ],
    keywords: ['poultry trust', 'unpaid poultry grower', 'live poultry dealer', 'poultry growing arrangement', 'preserve trust notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '197a' },
    asks: [
      'I signed a poultry growing contract and changed my mind, can I cancel it within 3 business days',
      'the integrator did not tell me I might need large additional capital investments in new chicken houses, must the contract disclose that',
    ],
    keywords: [
      'poultry growing arrangement cancellation',
      'swine production contract',
      'three business days to cancel',
      'additional capital investments disclosure',
      'contract grower',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '197c' },
    asks: [
      'my poultry grower contract forces arbitration, did I have the right to decline the arbitration clause before signing',
      'livestock production contract says all disputes go to arbitration, can a farmer opt out and go to court instead',
    ],
    keywords: ['mandatory arbitration in livestock contracts', 'decline arbitration', 'poultry contract arbitration', 'contract grower', 'producer rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '209' },
    asks: [
      'the packer violated the Packers and Stockyards Act and cost me money on my hogs, can I sue for my damages in federal court',
      'contract poultry grower harmed by integrator, can I file a complaint with USDA or a lawsuit for full damages',
    ],
    keywords: ['Packers and Stockyards damages', 'private right of action', 'livestock seller lawsuit', 'poultry grower lawsuit', 'complaint to Secretary'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '228b' },
    asks: [
      'sold my cattle at the sale barn and the buyer has not paid, when must a packer or dealer pay for livestock',
      'livestock buyer keeps delaying payment for my hogs, is that an unfair practice and what is the payment deadline',
    ],
    keywords: ['prompt payment for livestock', 'next business day payment', 'livestock dealer', 'market agency', 'delayed payment unfair practice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '228b-1' },
    asks: [
      'when does the poultry company have to pay me as a contract grower after my flock is slaughtered',
      'live poultry dealer is holding back our grower pay for weeks, what is the final date for payment',
    ],
    keywords: ['poultry grower payment deadline', 'fifteenth day after slaughter week', 'live poultry dealer', 'cash seller', 'unfair practice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '229b' },
    asks: [
      'my poultry contract says it is confidential, can I still show it to my lawyer, lender, accountant or landlord',
      'the processor claims I cannot discuss my livestock production contract with a state agency, is that allowed',
    ],
    keywords: ['confidentiality clause', 'right to discuss contract', 'livestock production contract', 'poultry contract', 'producer and processor'],
    checkedAgainst: '119-100',
  },
  // Assisted housing, fees against the government, claims (titles 42, 28, 5, 31)
  {
    usc: { title: 42, section: '1436a' },
    asks: [
      'I am not a citizen, can I get Section 8 or public housing, which immigration statuses are eligible for HUD assisted housing',
      'our family is mixed status, one parent is undocumented, will the housing authority prorate our rent assistance or evict us',
      'the housing authority says it could not verify my immigration status and will end my assistance, do I get a fair hearing',
      'are green card holders, refugees, asylees or Compact of Free Association migrants eligible for subsidized housing',
    ],
    keywords: [
      'non-citizen housing eligibility',
      'mixed-status family',
      'prorated assistance',
      'immigration status verification',
      'assisted housing aliens',
      'Section 8 eligibility immigrants',
      'fair hearing on immigration status',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '2412' },
    asks: [
      'I won my case against a federal agency in court, can I get my attorney fees paid under the Equal Access to Justice Act',
      'won my Social Security appeal in federal court, how do I ask for EAJA fees and is the deadline 30 days after final judgment',
      'government says its position was substantially justified so it should not pay my lawyer fees, what does that mean',
      'is there a net worth limit or hourly rate cap for recovering attorney fees from the United States',
    ],
    keywords: [
      'Equal Access to Justice Act',
      'EAJA fees',
      'attorney fees against the United States',
      'prevailing party',
      'substantially justified',
      'net worth limit',
      'fee application 30 days',
      'costs against the government',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '504' },
    asks: [
      'I won an administrative hearing against a federal agency, can the agency be made to pay my attorney fees',
      'small business won an agency enforcement case before an administrative law judge, how do we apply for EAJA fees',
    ],
    keywords: [
      'EAJA agency proceedings',
      'adversary adjudication fees',
      'administrative law judge fees',
      'prevailing party',
      'substantially justified',
      'fee application within thirty days',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '702' },
    asks: [
      'a federal agency made a decision that hurts me, do I have a right to ask a court to review it',
      'can I sue a federal agency in court to stop an unlawful decision if I am not asking for money damages',
    ],
    keywords: [
      'Administrative Procedure Act',
      'right of judicial review',
      'suing a federal agency',
      'agency action',
      'sovereign immunity waiver',
      'nonmonetary relief',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '704' },
    asks: [
      'can I go to court over a federal agency decision before the agency has made its final decision',
      'do I have to appeal inside the agency first before suing over an agency action in federal court',
    ],
    keywords: ['final agency action', 'exhaustion of remedies', 'reviewable agency action', 'APA review', 'intermediate agency ruling'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '705' },
    asks: [
      'can a court put a federal agency decision on hold while my lawsuit challenging it is pending',
      'agency rule takes effect soon and will cause irreparable harm, can I ask the court to postpone its effective date',
    ],
    keywords: ['stay of agency action', 'relief pending review', 'postpone effective date', 'irreparable injury', 'APA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '706' },
    asks: [
      'agency decision against me was arbitrary and capricious, can the court set it aside',
      'a federal agency has unreasonably delayed acting on my application for years, can a court compel it to act',
      'what standard does a court use when reviewing a federal agency decision, substantial evidence or abuse of discretion',
    ],
    keywords: [
      'arbitrary and capricious',
      'scope of judicial review',
      'set aside agency action',
      'unreasonably delayed',
      'compel agency action',
      'substantial evidence',
      'abuse of discretion',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '558' },
    asks: [
      'federal agency wants to revoke my license, must they give me written notice and a chance to come into compliance first',
      'I applied on time to renew my federal license and the agency has not decided, does my old license stay in effect',
    ],
    keywords: ['license revocation', 'license renewal', 'notice and opportunity to comply', 'agency sanctions', 'APA licensing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '554' },
    asks: [
      'the agency scheduled a hearing on my case, what notice of the time, place and legal issues must it give me',
      'can the agency official who investigated my case also decide it at the formal agency hearing',
    ],
    keywords: ['agency adjudication', 'notice of hearing', 'separation of functions', 'formal hearing', 'APA adjudication'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '2501' },
    asks: [
      'how long do I have to sue the federal government in the Court of Federal Claims over a contract or back pay',
      'is there a six year deadline for a Tucker Act claim for money against the United States',
    ],
    keywords: ['Court of Federal Claims deadline', 'six year statute of limitations', 'Tucker Act', 'claim against the United States', 'claim accrues'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3723' },
    asks: [
      'a federal employee negligently damaged my car or property, can the agency just pay a small claim without a lawsuit',
      'federal worker broke my fence, is there a quick claim under $1,000 and must I file within one year',
    ],
    keywords: ['small claims against federal agency', 'property damage by federal employee', '$1,000 settlement', 'one year to present claim', 'negligence'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3724' },
    asks: [
      'FBI or DEA agents damaged my house during a search, can the Justice Department pay my claim',
      'injured or property destroyed by federal law enforcement officers, is there a claim to the Attorney General up to $50,000',
    ],
    keywords: ['damage by federal agents', 'Department of Justice claim', 'law enforcement property damage', '$50,000 settlement', 'one year to present claim'],
    checkedAgainst: '119-100',
  },
  // ABLE accounts
  {
    usc: { title: 26, section: '529A' },
    asks: [
      'my son has a disability that began before age 46, can we open an ABLE account and how much can be put in each year',
      'what can ABLE account money be spent on, are housing, education and transportation qualified disability expenses',
      'ABLE account beneficiary died, does the state Medicaid program get paid back from what is left in the account',
      'can my disabled daughter who works put some of her own paycheck into her ABLE account above the normal limit',
    ],
    keywords: [
      'ABLE account',
      'qualified ABLE program',
      'qualified disability expenses',
      'disability savings account',
      'annual contribution limit',
      'designated beneficiary',
      'eligible individual',
      'Medicaid payback',
    ],
    checkedAgainst: '119-100',
  },
  // Bankruptcy (title 11; fees and appeals in title 28)
  {
    usc: { title: 11, section: '109' },
    asks: [
      'do I have to take a credit counseling course before I can file bankruptcy, and how soon before filing',
      'my last bankruptcy case was dismissed a few months ago, can I file again right away or is there a 180 day bar',
      'are my debts too high to qualify for chapter 13, what are the debt limits and who can file under chapter 12 as a farmer',
    ],
    keywords: [
      'who may be a debtor',
      'credit counseling before bankruptcy',
      '180-day bar on refiling',
      'chapter 13 debt limits',
      'eligibility to file bankruptcy',
      'family farmer eligibility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '110' },
    asks: [
      'a non-lawyer typing service prepared my bankruptcy papers badly and gave me legal advice, can I get damages from the preparer',
      'bankruptcy petition preparer told me to leave assets off my schedules, what penalties and fines apply to them',
    ],
    keywords: [
      'bankruptcy petition preparer',
      'non-attorney bankruptcy help',
      'unauthorized legal advice',
      'preparer damages $2,000',
      'fraudulent bankruptcy preparer',
      'preparer fee limits',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '111' },
    asks: [
      'where do I find an approved credit counseling agency or debtor education course for my bankruptcy',
      'I need to take the personal financial management course to get my bankruptcy discharge, which providers are approved',
    ],
    keywords: [
      'approved credit counseling agency',
      'debtor education course',
      'financial management course',
      'United States trustee approval',
      'budget and credit counseling',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '303' },
    asks: [
      'my creditors filed an involuntary bankruptcy petition against me, can they do that and how many creditors does it take',
      'can creditors force a small business or a farmer into involuntary chapter 7 bankruptcy',
    ],
    keywords: [
      'involuntary bankruptcy',
      'creditors petition',
      'three or more creditors',
      'farmer exempt from involuntary case',
      'damages for bad faith petition',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '501' },
    asks: [
      'someone who owes me money filed bankruptcy, how do I file a proof of claim to get paid from the case',
      'a creditor did not file a claim in my chapter 13, can I as the debtor file the proof of claim for them',
    ],
    keywords: ['proof of claim', 'creditor in bankruptcy', 'filing a claim', 'debtor files claim for creditor', 'bankruptcy claims'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '502' },
    asks: [
      'a debt collector filed a claim in my bankruptcy for a debt that is too old or not owed, how do I object to the claim',
      'my landlord filed a huge claim for the rest of the lease in my tenant bankruptcy, is the lease damages claim capped',
    ],
    keywords: ['objection to claim', 'allowance of claims', 'disallowed claim', 'lease rejection damages cap', 'unenforceable claim', 'bankruptcy claim dispute'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '506' },
    asks: [
      'my car is worth less than what I owe on the loan, in bankruptcy is the lender only secured up to the car value',
      'can I strip down or cram down an undersecured loan to the value of the collateral in chapter 13',
    ],
    keywords: ['secured claim valuation', 'cramdown', 'lien stripping', 'undersecured creditor', 'replacement value', 'collateral value'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '507' },
    asks: [
      'in bankruptcy who gets paid first, do child support, unpaid wages and taxes have priority over credit cards',
      'my employer went bankrupt owing me back wages, am I a priority creditor and up to what amount',
    ],
    keywords: [
      'priority claims',
      'domestic support obligations first',
      'unpaid wages priority',
      'priority tax claims',
      'order of payment in bankruptcy',
      'consumer deposits priority',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '528' },
    asks: [
      'a bankruptcy attorney or debt relief agency took my money with no written contract, what must they give me',
      'ads promising federal debt restructuring help were really for bankruptcy, do they have to say they are a debt relief agency',
    ],
    keywords: ['debt relief agency', 'bankruptcy assistance contract', 'written contract within 5 business days', 'bankruptcy advertising', 'disclosure statement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1323' },
    asks: [
      'can I change my chapter 13 plan before the court confirms it',
      'the trustee objected to my proposed chapter 13 repayment plan, may I file an amended plan before the confirmation hearing',
    ],
    keywords: ['modify chapter 13 plan', 'amended plan before confirmation', 'chapter 13', 'plan modification', 'secured creditor acceptance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1112' },
    asks: [
      'my chapter 11 business reorganization is failing, can I convert it to chapter 7 or will the court dismiss it',
      'creditor asked the court to convert or dismiss our chapter 11 case for cause, what counts as cause',
    ],
    keywords: ['chapter 11 conversion', 'dismissal for cause', 'convert to chapter 7', 'business reorganization', 'best interests of creditors'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1141' },
    asks: [
      'once the chapter 11 plan is confirmed, is my company discharged from its old debts and bound by the plan',
      'does confirmation of a chapter 11 plan discharge an individual owner, or only after plan payments are complete',
    ],
    keywords: ['effect of confirmation', 'chapter 11 discharge', 'confirmed plan binds creditors', 'revesting of property', 'reorganization'],
    checkedAgainst: '119-100',
  },
  // Subchapter V small business reorganization
  {
    usc: { title: 11, section: '1183' },
    asks: [
      'we filed subchapter V small business chapter 11, what does the subchapter V trustee do in our case',
      'is a trustee appointed in a small business reorganization to help reach a consensual plan',
    ],
    keywords: ['subchapter V trustee', 'small business reorganization', 'standing trustee', 'consensual plan', 'chapter 11 small business'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1188' },
    asks: [
      'my small business chapter 11 judge set a status conference within 60 days, what should we report about reaching a consensual plan',
      'in my subchapter V small business bankruptcy, when is the status conference and what report must I file before it',
    ],
    keywords: ['subchapter V status conference', 'within 60 days', 'debtor report', 'small business debtor', 'consensual plan efforts'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1189' },
    asks: [
      'who can file a plan in a subchapter V small business case and what is the 90 day deadline to file it',
      'can the court give my small business more time to file its reorganization plan',
    ],
    keywords: ['subchapter V plan deadline', '90 days', 'only debtor may file plan', 'small business chapter 11', 'extension of time'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1190' },
    asks: [
      'what has to be in a subchapter V small business plan, liquidation analysis and payment projections',
      'I mortgaged my home to fund my small business, can a subchapter V plan modify that home mortgage',
    ],
    keywords: ['subchapter V plan contents', 'liquidation analysis', 'projections', 'modify residential mortgage for business loan', 'small business debtor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1191' },
    asks: [
      'creditors voted against my small business plan, can the court still confirm a subchapter V plan without their consent',
      'how long must I pay projected disposable income under a nonconsensual subchapter V plan, three to five years',
    ],
    keywords: ['subchapter V confirmation', 'cramdown', 'fair and equitable', 'projected disposable income', 'nonconsensual plan', 'small business'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1192' },
    asks: [
      'when do I get my discharge in a subchapter V case confirmed without creditor consent, after three years of payments',
      'which debts are not discharged in a small business subchapter V nonconsensual plan',
    ],
    keywords: ['subchapter V discharge', 'nonconsensual plan discharge', 'three to five years of payments', 'debts excepted from discharge', 'small business'],
    checkedAgainst: '119-100',
  },
  // Chapter 12 family farmers and fishermen
  {
    usc: { title: 11, section: '1201' },
    asks: [
      'does chapter 12 farm bankruptcy stop creditors from suing my co-signer on a household debt while the plan is pending',
      'I filed chapter 12 for my farm, can the bank still go after my cosigner or relative on my consumer loan',
    ],
    keywords: ['codebtor stay', 'chapter 12', 'cosigner protection', 'family farmer bankruptcy', 'consumer debt'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1208' },
    asks: [
      'can a family farmer convert a chapter 12 case to chapter 7 or ask the court to dismiss it',
      'creditors want my chapter 12 farm bankruptcy dismissed for delay or missed plan payments, what counts as cause',
    ],
    keywords: ['chapter 12 conversion', 'chapter 12 dismissal', 'family farmer', 'right to dismiss', 'fraud in chapter 12'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1221' },
    asks: [
      'how long does a family farmer have to file a chapter 12 plan after filing bankruptcy, is it 90 days',
      'can the bankruptcy court extend the deadline for my farm reorganization plan',
    ],
    keywords: ['chapter 12 plan deadline', '90 days', 'family farmer', 'family fisherman', 'extension'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1222' },
    asks: [
      'what can a chapter 12 farm plan do, can it cure defaults and stretch payments on farm land loans beyond the plan',
      'is a chapter 12 plan three years or five years, and can it modify the rights of secured lenders on my farm',
    ],
    keywords: [
      'chapter 12 plan contents',
      'cure default on farm loan',
      'modify secured claims',
      'three to five year plan',
      'family farmer reorganization',
      'sale of farm assets tax claim',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1225' },
    asks: [
      'what must a chapter 12 farm plan show to be confirmed, do unsecured creditors get at least what chapter 7 would pay',
      'the lender objects to my chapter 12 plan, can the court confirm it if I commit all my disposable income',
    ],
    keywords: ['chapter 12 confirmation', 'disposable income', 'best interests test', 'secured creditor treatment', 'family farmer plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1228' },
    asks: [
      'when does a family farmer get a chapter 12 discharge and which debts survive it',
      'bad harvest meant I could not finish my chapter 12 plan payments, can I get a hardship discharge',
    ],
    keywords: ['chapter 12 discharge', 'hardship discharge', 'family farmer', 'debts not discharged', 'completion of plan payments'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 11, section: '1229' },
    asks: [
      'the trustee or an unsecured creditor wants to raise my chapter 12 plan payments after confirmation, can they ask to modify it',
      'after my chapter 12 plan was confirmed farm income fell, can I modify the plan to lower or extend payments',
    ],
    keywords: ['modify chapter 12 plan', 'after confirmation', 'family farmer', 'reduce plan payments', 'extend time'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '1930' },
    asks: [
      'how much is the filing fee for chapter 7 or chapter 13 bankruptcy, and can I pay it in installments',
      'I cannot afford the bankruptcy filing fee, can the court waive it if my income is under 150 percent of poverty',
    ],
    keywords: ['bankruptcy filing fee', 'fee waiver', 'installment payments', '150 percent of poverty line', 'chapter 7 fee', 'quarterly fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '158' },
    asks: [
      'I disagree with the bankruptcy judge decision, how do I appeal to the district court or bankruptcy appellate panel',
      'can I appeal a bankruptcy court order denying my discharge or lifting the stay, and where does the appeal go',
    ],
    keywords: ['bankruptcy appeal', 'bankruptcy appellate panel', 'district court review', 'final order', 'interlocutory appeal'],
    checkedAgainst: '119-100',
  },
  // Federal tax for individuals and small businesses (title 26)
  {
    usc: { title: 26, section: '408A' },
    asks: [
      'can I contribute to a Roth IRA if my income is high, and what is the yearly Roth contribution limit',
      'I want to convert my traditional IRA or old 401k to a Roth IRA, is the conversion taxed',
      'when can I take money out of my Roth IRA tax free, do I need to be 59 and a half and wait five years',
    ],
    keywords: [
      'Roth IRA',
      'Roth conversion',
      'qualified distribution',
      'five-year rule',
      'Roth contribution limit',
      'income phase-out',
      'rollover to Roth',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6041A' },
    asks: [
      'my business paid a freelancer for services during the year, when do I have to send them a 1099-NEC',
      'I am an independent contractor and the company never gave me a 1099 for the work I did, are they required to',
    ],
    keywords: ['1099-NEC', 'nonemployee compensation', 'payments for services', 'independent contractor reporting', 'information return', 'direct sales reporting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '3509' },
    asks: [
      'IRS audit found we treated workers as contractors who were really employees, how is our back employment tax computed',
      'employer misclassified me as a 1099 contractor, does the employer owe the withholding and social security taxes it failed to take out',
    ],
    keywords: ['worker misclassification', 'employer liability for employment taxes', 'reduced rates for misclassified employees', 'FICA and withholding', 'intentional disregard'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7216' },
    asks: [
      'my tax preparer sold or shared information from my tax return without my consent, is that a crime',
      'can the company that did my taxes use my return information to market loans or other products to me',
    ],
    keywords: ['tax preparer disclosure', 'misuse of tax return information', 'preparer privacy', 'consent to disclose', 'misdemeanor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7407' },
    asks: [
      'a tax return preparer keeps filing fraudulent returns with fake deductions for clients, can the government shut them down',
      'how can the IRS get a court injunction barring a dishonest tax preparer from preparing returns',
    ],
    keywords: ['enjoin tax return preparer', 'preparer injunction', 'fraudulent tax preparer', 'bar from preparing returns', 'Department of Justice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7525' },
    asks: [
      'are my conversations with my CPA or enrolled agent about tax advice privileged like talking to a lawyer',
      'in an IRS dispute can the agency force my tax accountant to reveal what I told them',
    ],
    keywords: ['tax practitioner privilege', 'CPA privilege', 'enrolled agent confidentiality', 'federally authorized tax practitioner', 'noncriminal tax matters'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7623' },
    asks: [
      'I know my former employer is cheating on taxes, can I get a whistleblower reward from the IRS for reporting it',
      'how much is the IRS whistleblower award, 15 to 30 percent of what is collected, and can I appeal to Tax Court',
    ],
    keywords: ['IRS whistleblower award', 'reporting tax fraud', 'Whistleblower Office', 'informant reward', '15 to 30 percent', 'tax evasion tip'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6161' },
    asks: [
      'I cannot pay my tax bill by April because of hardship, can the IRS extend the time to pay for up to six months',
      'the estate cannot pay the estate tax on time without selling the family farm, can the executor get more time',
    ],
    keywords: ['extension of time to pay tax', 'undue hardship', 'six months', 'estate tax payment extension', 'reasonable cause'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '217' },
    asks: [
      'can I still deduct moving expenses for a new job, or is the moving deduction only for military members now',
      'I am on active duty and moved because of permanent change of station orders, are my moving costs deductible',
    ],
    keywords: ['moving expenses deduction', 'permanent change of station', 'military move', 'suspension of moving deduction', 'new principal place of work'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6050W' },
    asks: [
      'will PayPal, Venmo or Etsy send me a 1099-K for my side business sales and what is the reporting threshold',
      'got a 1099-K from a payment app for money friends sent me, why did the payment settlement entity report it',
    ],
    keywords: ['1099-K', 'third party settlement organization', 'payment card transactions', 'payment app reporting', '$20,000 and 200 transactions', 'online sales reporting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6050P' },
    asks: [
      'my credit card company forgave part of my debt after a settlement and sent me a 1099-C, why did they report it',
      'do lenders have to report canceled debt to the IRS, is there a $600 minimum for a 1099-C',
    ],
    keywords: ['1099-C', 'cancellation of debt reporting', 'forgiven debt', 'debt settlement tax form', '$600 threshold'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '117' },
    asks: [
      'is my college scholarship taxable income, or only the part that pays for room and board',
      'I get a tuition waiver as a graduate teaching assistant, is the scholarship or tuition reduction tax free',
    ],
    keywords: ['qualified scholarship', 'tuition reduction', 'scholarship taxable', 'fellowship grant', 'room and board taxable', 'degree candidate'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '127' },
    asks: [
      'my employer pays for my college classes, how much educational assistance can I get tax free each year',
      'can my employer pay part of my student loans tax free under an educational assistance program',
    ],
    keywords: ['educational assistance program', '$5,250 exclusion', 'employer tuition assistance', 'employer student loan payments', 'tax-free education benefit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '129' },
    asks: [
      'how much can I put in my dependent care FSA at work for daycare tax free',
      'employer pays for my child care through a dependent care assistance program, is any of it taxable',
    ],
    keywords: ['dependent care assistance program', 'dependent care FSA', 'child care benefit', 'exclusion limit', 'employer-provided child care'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '139' },
    asks: [
      'I got money from my employer or a charity after a hurricane destroyed my home, is the disaster relief payment taxable',
      'are FEMA or state disaster assistance payments for repairs and living expenses counted as income',
    ],
    keywords: ['qualified disaster relief payment', 'disaster assistance not taxable', 'federally declared disaster', 'tax-free disaster aid', 'casualty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2' },
    asks: [
      'my husband died last year and I have a child at home, can I file as a qualifying surviving spouse',
      'I am single and pay for the home where my child lives, do I qualify for head of household filing status',
    ],
    keywords: ['head of household', 'qualifying surviving spouse', 'filing status', 'widow filing status', 'unmarried taxpayer', 'maintains household'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6050I' },
    asks: [
      'a customer paid my business more than $10,000 in cash for a car, do I have to report it to the IRS on Form 8300',
      'the dealer asked for my Social Security number because I paid over ten thousand dollars in cash, is that required',
    ],
    keywords: ['Form 8300', 'cash over $10,000', 'cash received in trade or business', 'structuring cash payments', 'cash reporting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7491' },
    asks: [
      'in Tax Court who has the burden of proof, me or the IRS, if I bring credible evidence and kept my records',
      'the IRS assessed a penalty against me, does it have to produce evidence the penalty applies',
    ],
    keywords: ['burden of proof in tax cases', 'credible evidence', 'Tax Court', 'penalty burden of production', 'substantiation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7609' },
    asks: [
      'the IRS sent a summons to my bank for my records, do I get notice and can I petition to quash it',
      'how long do I have to file a petition to quash an IRS third party summons, is it 20 days',
    ],
    keywords: ['third-party summons', 'petition to quash', 'IRS summons bank records', 'notice of summons', 'John Doe summons'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7213' },
    asks: [
      'can a state tax agency or IRS contractor employee be prosecuted for willfully disclosing my federal tax return',
      'an IRS employee looked up and leaked my tax return information, is unauthorized disclosure a crime',
    ],
    keywords: ['unauthorized disclosure of tax return', 'return information', 'IRS employee leak', 'felony', 'taxpayer privacy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1033' },
    asks: [
      'my house burned down and the insurance payout is more than I paid for it, can I avoid tax on the gain if I rebuild',
      'the government took my land by eminent domain, do I owe capital gains if I buy replacement property',
    ],
    keywords: ['involuntary conversion', 'insurance proceeds gain', 'condemnation', 'replacement property', 'deferral of gain', 'casualty gain'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '25D' },
    asks: [
      'can I still get the federal tax credit for installing solar panels on my home, when did the residential clean energy credit end',
      'I put in a geothermal heat pump and battery storage, do these qualify for the residential energy credit',
    ],
    keywords: ['residential clean energy credit', 'solar panel tax credit', 'home battery storage', 'geothermal heat pump', 'expenditures after 2025'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '30D' },
    asks: [
      'is there still a federal tax credit for buying a new electric vehicle, and what if I bought it after September 2025',
      'how much was the clean vehicle credit for a new EV and what income and price limits applied',
    ],
    keywords: ['clean vehicle credit', 'electric vehicle tax credit', 'EV credit', 'new clean vehicle', 'credit termination'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '45R' },
    asks: [
      'I run a small business with a few employees, is there a tax credit for paying their health insurance premiums',
      'does my small employer qualify for the small business health care tax credit through the SHOP marketplace',
    ],
    keywords: ['small business health care tax credit', 'eligible small employer', 'SHOP exchange', 'employee premiums', 'credit period'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6038D' },
    asks: [
      'I have a bank account abroad, do I have to report foreign financial assets on my tax return, is it over $50,000',
      'penalty for not filing Form 8938 on my foreign accounts and investments',
    ],
    keywords: ['Form 8938', 'specified foreign financial assets', 'foreign bank account reporting', 'FATCA', 'penalty for failure to disclose'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '179' },
    asks: [
      'I bought equipment and a truck for my small business, can I deduct the whole cost this year instead of depreciating it',
      'what is the section 179 expensing limit for business equipment purchases',
    ],
    keywords: ['section 179 expensing', 'deduct equipment cost', 'business equipment', 'depreciation election', 'dollar limitation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '199A' },
    asks: [
      'I am a sole proprietor, can I take the 20 percent qualified business income deduction on my self-employment profit',
      'does the pass-through QBI deduction apply to my LLC or S corporation income and what are the limits',
    ],
    keywords: ['qualified business income deduction', '20 percent deduction', 'pass-through income', 'sole proprietor', 'specified service business', 'QBI'],
    checkedAgainst: '119-100',
  },
  // Copyright (title 17)
  {
    usc: { title: 17, section: '105' },
    asks: [
      'can I freely use photos, reports or videos made by a federal government agency, are U.S. government works copyrighted',
      'I want to republish a NASA image or a federal agency report in my book, is there any copyright on it',
    ],
    keywords: ['U.S. government works', 'no copyright in federal works', 'public domain', 'federal agency publications', 'government photos'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '106A' },
    asks: [
      'the building owner painted over my mural without telling me, do I have rights as the artist under the Visual Artists Rights Act',
      'someone altered my sculpture and still puts my name on it, can I stop the distortion of my work of visual art',
    ],
    keywords: ['Visual Artists Rights Act', 'moral rights', 'right of attribution', 'right of integrity', 'mural destruction', 'work of visual art'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '117' },
    asks: [
      'is it legal to make a backup copy of software I bought, or is that copyright infringement',
      'can a repair shop copy the computer program in my machine while fixing it without breaking copyright',
    ],
    keywords: ['backup copy of software', 'archival copy', 'computer program copy', 'machine maintenance or repair', 'owner of a copy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '401' },
    asks: [
      'do I need to put the copyright symbol and year on my work for it to be protected, what is the proper copyright notice',
      'the infringer says they did not know my photo was copyrighted, does having a copyright notice defeat innocent infringement',
    ],
    keywords: ['copyright notice', 'copyright symbol', 'year of first publication', 'innocent infringer defense', 'notice on copies'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '408' },
    asks: [
      'how do I register a copyright for my book or song, what deposit copies does the Copyright Office need',
      'is copyright registration required for protection, or is it optional, and can several photos be registered together',
    ],
    keywords: ['copyright registration', 'deposit copies', 'registration permissive', 'group registration', 'Copyright Office application', 'preregistration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '410' },
    asks: [
      'the Copyright Office refused to register my work, what happens now and can I still sue',
      'what is the effective date of my copyright registration certificate and is it evidence the copyright is valid',
    ],
    keywords: ['certificate of registration', 'refusal of registration', 'prima facie evidence', 'effective date of registration', 'Register of Copyrights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '507' },
    asks: [
      'how long do I have to sue someone for copyright infringement, is it three years',
      'someone copied my work five years ago, is it too late to bring a copyright lawsuit',
    ],
    keywords: ['copyright statute of limitations', 'three years', 'claim accrued', 'criminal copyright five years', 'time limit to sue'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '1202' },
    asks: [
      'someone cropped out my watermark and credit line from my photo and posted it, is removing copyright management information illegal',
      'a website put a false copyright notice on my work claiming it as theirs, what does the DMCA say',
    ],
    keywords: ['copyright management information', 'watermark removal', 'DMCA 1202', 'false copyright notice', 'removed credit line', 'photo attribution'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '1203' },
    asks: [
      'what damages can I get for removal of my watermark or circumvention under the DMCA, statutory damages per violation',
      'can I sue in federal court for DMCA anti-circumvention or copyright management information violations',
    ],
    keywords: ['DMCA civil remedies', 'statutory damages for CMI removal', 'anti-circumvention lawsuit', 'attorney fees', 'injunction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '1502' },
    asks: [
      'is there a cheaper way than federal court to bring a small copyright claim, what is the Copyright Claims Board',
      'someone used my photo without permission and it is not worth a big lawsuit, can I file a small claim at the Copyright Office',
    ],
    keywords: ['Copyright Claims Board', 'copyright small claims', 'CASE Act', 'alternative forum', 'Copyright Office'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '1504' },
    asks: [
      'what is the most I can recover at the Copyright Claims Board, $30,000 total and $15,000 per work',
      'I got a Copyright Claims Board notice, is participation voluntary and can I opt out to go to court',
      'what claims can the Copyright Claims Board hear, including DMCA takedown misrepresentation, and is there a 3 year limit',
    ],
    keywords: [
      'Copyright Claims Board damages cap',
      'voluntary participation',
      'opt out',
      'small claims limits',
      'three year limitation',
      'misrepresentation in takedown notice',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '1505' },
    asks: [
      'my copyright application is still pending, can I start a Copyright Claims Board case before the registration certificate is issued',
      'do I need to register or apply to register my copyright before filing a claim with the Copyright Claims Board',
    ],
    keywords: ['registration before CCB claim', 'pending application', 'Copyright Claims Board', 'registration requirement', 'statutory damages eligibility'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '1507' },
    asks: [
      'if I lose at the Copyright Claims Board can I bring the same claim again in federal court',
      'does a Copyright Claims Board default determination bind me in later lawsuits',
    ],
    keywords: ['effect of CCB determination', 'claim preclusion', 'Copyright Claims Board', 'default determination', 'no precedent'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '1508' },
    asks: [
      'I won at the Copyright Claims Board but the infringer will not pay, how do I get a court judgment to enforce it',
      'can I challenge a Copyright Claims Board decision in district court for fraud or the board exceeding its authority',
    ],
    keywords: ['confirm CCB award', 'enforce Copyright Claims Board determination', 'district court review', 'vacate determination', 'one year to apply'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 17, section: '1101' },
    asks: [
      'someone secretly recorded our band live concert and is selling the bootleg recordings, is that illegal',
      'can a performer sue over an unauthorized recording or livestream of their live musical performance',
    ],
    keywords: ['bootleg recording', 'live musical performance', 'unauthorized fixation', 'anti-bootlegging', 'performer consent'],
    checkedAgainst: '119-100',
  },
  // Patents (title 35)
  {
    usc: { title: 35, section: '111' },
    asks: [
      'how do I file a patent application for my invention, and what is a provisional patent application',
      'does a provisional patent application expire after 12 months if I do not file the full application',
    ],
    keywords: ['patent application', 'provisional application', '12 months', 'specification drawings oath', 'filing date', 'nonprovisional application'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '134' },
    asks: [
      'in a reexamination the examiner finally rejected claims of my patent, may the patent owner appeal to the PTAB',
      'the patent examiner rejected my claims twice, can I appeal to the Patent Trial and Appeal Board',
    ],
    keywords: ['PTAB appeal', 'claims twice rejected', 'patent applicant appeal', 'primary examiner rejection', 'appeal fee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '141' },
    asks: [
      'I lost my appeal at the Patent Trial and Appeal Board, can I take it to the Federal Circuit court of appeals',
      'how do I appeal an inter partes review decision on my patent',
    ],
    keywords: ['Federal Circuit patent appeal', 'PTAB decision appeal', 'inter partes review appeal', 'patent applicant', 'civil action alternative'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '171' },
    asks: [
      'can I get a design patent for the ornamental look of my product instead of a utility patent',
      'I designed a new shape for a bottle, is the appearance of an article of manufacture patentable',
    ],
    keywords: ['design patent', 'ornamental design', 'article of manufacture', 'product appearance', 'new and original design'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '173' },
    asks: [
      'my design patent was granted years ago, when does the design patent expire and enter the public domain','how long does a design patent last, is it 15 years from the date it is granted'],
    keywords: ['design patent term', '15 years', 'date of grant', 'patent duration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '261' },
    asks: [
      'I want to sell or assign my patent to a company, does the assignment have to be in writing and recorded',
      'inventor assigned the same patent to two buyers, who wins if the assignment was not recorded at the patent office within three months',
    ],
    keywords: ['patent assignment', 'written instrument', 'recording assignment', 'three months to record', 'patent ownership', 'bona fide purchaser'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '273' },
    asks: [
      'can a company that secretly used a process in its factory before the patent filing keep using it without infringing',
      'we used this manufacturing process commercially for years before someone patented it, do we have a prior user defense',
    ],
    keywords: ['prior commercial use defense', 'prior user rights', 'patent infringement defense', 'manufacturing process', 'good faith use'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '297' },
    asks: [
      'I paid an invention promotion company thousands of dollars to market my idea and got nothing, can I sue them',
      'what must an invention promoter disclose in writing about its success rate before I sign a contract',
    ],
    keywords: [
      'invention promotion scam',
      'invention promoter disclosure',
      'deceptive invention marketing',
      'statutory damages $5,000',
      'treble damages',
      'inventor fraud',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '298' },
    asks: [
      'does not getting a patent opinion letter from a lawyer prove willful patent infringement or inducement',
      'I was sued for patent infringement, can my failure to get a lawyer opinion be used to show I willfully infringed',
    ],
    keywords: ['advice of counsel', 'willful infringement', 'opinion of counsel', 'inducement', 'patent litigation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '311' },
    asks: [
      'a patent troll is asserting a patent that I think is invalid over prior art, can I challenge it at the patent office with inter partes review',
      'when can I file a petition for inter partes review, after nine months from the patent grant',
    ],
    keywords: ['inter partes review', 'IPR petition', 'challenge patent validity', 'prior art patents and publications', 'PTAB'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '321' },
    asks: [
      'what grounds can be raised in a post-grant review petition to cancel the claims of a newly issued patent',
      'a competitor just got a patent that should never have issued, can I file post-grant review within nine months',
    ],
    keywords: ['post-grant review', 'nine months after grant', 'challenge new patent', 'PTAB', 'invalidity grounds'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '302' },
    asks: [
      'I found prior art that invalidates a competitor patent, can I file a request for reexamination with the patent office',
      'can anyone ask the patent office to reexamine a patent based on prior art, what is ex parte reexamination',
    ],
    keywords: ['ex parte reexamination', 'request for reexamination', 'prior art', 'reexamination fee', 'patent validity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '161' },
    asks: [
      'can a new fruit tree or flowering plant variety discovered as a mutant be patented if it is reproduced asexually',
      'I bred a new variety of rose and reproduce it by cuttings, can I get a plant patent',
    ],
    keywords: ['plant patent', 'asexually reproduced plant', 'new plant variety', 'plant breeder', 'cultivated sport'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '203' },
    asks: [
      'when can a federal agency force a university or company to license a patent made with government research funding',
      'an invention made with federal research money is not being made available to the public, can the agency use march-in rights to license it',
    ],
    keywords: ['march-in rights', 'Bayh-Dole Act', 'federally funded invention', 'compulsory license', 'practical application'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '33' },
    asks: [
      'a company advertises that it is qualified to prosecute patent applications but is not registered with the USPTO, what is the penalty',
      'someone claims to be a registered patent agent but is not, is it illegal to hold out as a patent practitioner',
    ],
    keywords: ['unauthorized patent practitioner', 'fake patent agent', 'registered to practice before USPTO', 'fine', 'patent attorney'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '122' },
    asks: [
      'does the patent office keep my patent application confidential before it is published',
      'will my patent application be published after 18 months, and can I ask that it be kept secret',
    ],
    keywords: ['patent application publication', '18 months', 'nonpublication request', 'confidential application', 'provisional rights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 35, section: '184' },
    asks: [
      'my invention was made in the United States, must I wait six months or get a license before filing a patent overseas',
      'can I file my patent abroad before filing in the United States, do I need a foreign filing license',
    ],
    keywords: ['foreign filing license', 'six months', 'filing abroad', 'export control of inventions', 'invention made in U.S.'],
    checkedAgainst: '119-100',
  },
  // Trademarks and domain names (title 15)
  {
    usc: { title: 15, section: '8131' },
    asks: [
      'someone registered a domain name with my personal name and wants me to pay to buy it back, can I sue',
      'cybersquatter bought my full name dot com to sell it to me, what remedies exist for individuals',
    ],
    keywords: ['cybersquatting personal name', 'domain name of a living person', 'cyberpiracy', 'transfer of domain name', 'bad faith registration'],
    checkedAgainst: '119-100',
  },
  // Farm lending, crop insurance and USDA appeals (titles 7 and 12)
  {
    usc: { title: 7, section: '1508' },
    asks: [
      'my crop insurance claim for drought losses was denied, can I sue the company or FCIC and is there a one year deadline',
      'what is catastrophic crop insurance coverage and how much of the premium does the government pay for additional coverage',
      'as a beginning farmer can I get extra help with federal crop insurance premiums',
    ],
    keywords: [
      'federal crop insurance',
      'catastrophic risk protection',
      'denied crop insurance claim',
      'premium subsidy',
      'approved insurance provider',
      'beginning farmer premium assistance',
      'Federal Crop Insurance Corporation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1508a' },
    asks: [
      'it was too wet to plant my corn, will crop insurance pay prevented planting and can I plant a second crop on those acres',
      'do I get a full crop insurance payment on my first crop if I plant a second crop on the same acreage the same year',
    ],
    keywords: ['prevented planting', 'second crop', 'double insurance', 'first crop indemnity', 'replanted crop'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '7333' },
    asks: [
      'my specialty crop has no crop insurance policy available, can I get coverage under the noninsured crop disaster assistance program',
      'how do I apply for NAP coverage from the Farm Service Agency and what is the service fee',
    ],
    keywords: ['noninsured crop disaster assistance program', 'NAP', 'uninsurable crops', 'Farm Service Agency', 'service fee', 'specialty crop disaster'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1922' },
    asks: [
      'who is eligible for a USDA Farm Service Agency farm ownership loan to buy farmland, do I need farming experience',
      'I was turned down by banks, can I get a direct farm ownership loan from FSA as a beginning farmer',
    ],
    keywords: ['FSA farm ownership loan', 'farm real estate loan eligibility', 'credit elsewhere test', 'farming experience', 'family farm', 'beginning farmer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1941' },
    asks: [
      'can I get an FSA operating loan for seed, livestock and equipment, and who is eligible',
      'banks will not lend to my small farm for operating expenses, does the USDA make farm operating loans',
    ],
    keywords: ['FSA operating loan', 'farm operating loan eligibility', 'credit elsewhere', 'family farm', 'youth loans'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1961' },
    asks: [
      'hail destroyed my crops and damaged farm buildings, can I get an emergency farm loan from the Farm Service Agency',
      'our farm was hit by a natural disaster, who is eligible for an FSA emergency loan',
    ],
    keywords: ['FSA emergency loan', 'disaster loan for farmers', 'emergency farm loan eligibility', 'physical and production losses', 'family farm'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1981a' },
    asks: [
      'hardship beyond my control means I cannot make my USDA rural loan payments, can I ask for a payment moratorium',
      'I cannot make my FSA farm loan payments because of circumstances beyond my control, can USDA defer payments and hold off foreclosure',
    ],
    keywords: ['FSA loan deferral', 'foreclosure moratorium', 'circumstances beyond borrower control', 'farm loan payments', 'USDA foreclosure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1981d' },
    asks: [
      'I got a certified letter from FSA listing loan servicing programs after I fell behind on my farm loan, what must it include',
      'I am behind on my FSA farm loan by more than 90 days, what notice of loan servicing options must USDA send me',
    ],
    keywords: ['notice of loan service programs', '90 days past due', 'FSA borrower notice', 'primary loan servicing', 'certified mail'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1983a' },
    asks: [
      'FSA has been sitting on my farm loan application, how long does it have to approve or deny it',
      'my USDA farm loan application was incomplete, must they tell me what is missing within 20 days',
    ],
    keywords: ['FSA loan application deadline', '60 days', 'incomplete application notice', 'prompt approval', 'farm loan processing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2000' },
    asks: [
      'can a farmer losing the farm to FSA foreclosure lease back the homestead house and adjoining land',
      'FSA is foreclosing on my farm, can I keep my house and some land under homestead protection by leasing it back',
    ],
    keywords: ['homestead protection', 'FSA foreclosure', 'lease back farmhouse', 'principal residence', 'option to purchase'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '2001' },
    asks: [
      'I am delinquent on my FSA farm loan, can USDA restructure it, write down the debt or set aside payments to keep me farming',
      'how do I apply for primary loan servicing on a delinquent farmer program loan',
    ],
    keywords: ['farm loan restructuring', 'primary loan servicing', 'debt write-down', 'debt set-aside', 'delinquent FSA loan', 'buyout at market value'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '6995' },
    asks: [
      'can I request an informal hearing from the Farm Service Agency before appealing to the National Appeals Division',
      'the county FSA committee made a decision against me, can I ask for an informal hearing or mediation first',
    ],
    keywords: ['informal hearing', 'FSA county committee', 'adverse decision', 'agricultural mediation', 'reconsideration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '6996' },
    asks: [
      'how do I appeal a USDA adverse decision to the National Appeals Division, do I have 30 days',
      'FSA denied my program payment, what is the deadline to request a NAD hearing',
    ],
    keywords: ['National Appeals Division', 'NAD appeal', '30 days to appeal', 'adverse decision', 'USDA appeal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '6997' },
    asks: [
      'can the National Appeals Division hearing officer subpoena records and witnesses in my USDA program appeal',
      'what happens at a National Appeals Division evidentiary hearing, can I bring witnesses and who must prove the agency was wrong',
    ],
    keywords: ['NAD hearing', 'evidentiary hearing', 'hearing officer', 'burden of proof', 'USDA agency record'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '6998' },
    asks: [
      'the agency head asked the NAD Director to review the hearing officer decision that was in my favor, is that allowed',
      'I lost my USDA National Appeals Division hearing, can I ask the Director to review it within 30 days',
    ],
    keywords: ['Director review', 'NAD determination', '30 days', 'USDA appeals', 'reconsideration'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '6999' },
    asks: [
      'can a farmer sue in federal court to enforce a National Appeals Division final determination against USDA',
      'after the National Appeals Division final decision, can I take my USDA case to federal district court',
    ],
    keywords: ['judicial review of NAD', 'district court', 'final determination', 'USDA appeal to court', 'APA review'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '7000' },
    asks: [
      'USDA agency must carry out the National Appeals Division final determination within how many days',
      'I won my National Appeals Division appeal but the FSA has not paid, how soon must the agency implement the decision',
    ],
    keywords: ['implement NAD decision', '30 days', 'USDA agency compliance', 'final determination', 'won appeal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2201' },
    asks: [
      'my Farm Credit lender denied restructuring my distressed farm loan, must they tell me why and about my right to review',
      'the Farm Credit System lender denied my farm loan, must they give me written reasons and tell me about my review rights',
    ],
    keywords: ['Farm Credit borrower rights', 'notice of loan denial', 'reasons for denial', 'qualified lender', 'right to review'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2202' },
    asks: [
      'can I get a Farm Credit credit review committee to review a denial of loan restructuring and meet with them',
      'my Farm Credit loan application was denied or reduced, how do I ask the credit review committee to reconsider within 30 days',
    ],
    keywords: ['credit review committee', 'Farm Credit reconsideration', '30 days', 'loan denial review', 'farmer board representation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2202a' },
    asks: [
      'I am behind on my Farm Credit loan and the lender wants to foreclose, do I have a right to ask for loan restructuring',
      'must a Farm Credit lender restructure a distressed farm loan if it costs less than foreclosure',
    ],
    keywords: ['restructuring distressed loans', 'Farm Credit System', 'cost of foreclosure', 'borrower rights', 'notice before foreclosure', 'application for restructuring'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2202d' },
    asks: [
      'can a Farm Credit lender make me pay down principal faster than scheduled when I have paid every installment',
      'I am current on my Farm Credit loan but the lender demands more collateral or threatens foreclosure, can they do that',
    ],
    keywords: ['current borrower protection', 'additional collateral', 'foreclosure prohibited', 'Farm Credit', 'principal reduction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2219a' },
    asks: [
      'after the Farm Credit bank took my farm by foreclosure, must it offer me the property first before selling to others',
      'the Farm Credit bank foreclosed on my farmland and now wants to sell it, do I have a right of first refusal to buy it back or lease it',
    ],
    keywords: ['right of first refusal', 'foreclosed farmland', 'previous owner', 'Farm Credit System', 'repurchase or lease'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '2199' },
    asks: [
      'what interest rate and loan cost disclosures must a Farm Credit lender give at closing on a farm loan',
      'my Farm Credit variable rate loan interest keeps going up, what must the lender disclose about rate changes',
    ],
    keywords: ['Farm Credit disclosure', 'variable interest rate', 'effective interest rate', 'loan closing disclosure', 'borrower stock'],
    checkedAgainst: '119-100',
  },
  // Fraud on the government, federal contracting, payment bonds and federal debt collection
  {
    usc: { title: 31, section: '3729' },
    asks: [
      'my employer is billing Medicare or a government contract for work never done, is that a false claim against the United States',
      'what are the penalties under the False Claims Act, triple damages plus a penalty per false claim',
    ],
    keywords: [
      'False Claims Act',
      'false claim to the government',
      'treble damages',
      'civil penalty per claim',
      'government contract fraud',
      'Medicare billing fraud',
      'reverse false claim',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3730' },
    asks: [
      'I have inside proof a company is defrauding the government, can I file a qui tam lawsuit as a whistleblower relator',
      'what share of the recovery does a False Claims Act relator get, 15 to 30 percent, and is the complaint filed under seal',
      'I was fired for investigating fraud on a federal contract, can I sue for retaliation under the False Claims Act',
    ],
    keywords: [
      'qui tam',
      'relator share',
      'whistleblower lawsuit',
      'complaint under seal',
      'False Claims Act retaliation',
      'government intervention',
      'public disclosure bar',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3802' },
    asks: [
      'what is the penalty for submitting a false claim or false statement to a federal agency under the Program Fraud Civil Remedies Act',
      'agency says I made a false statement on my federal benefits or grant claim and wants a civil penalty without going to court',
    ],
    keywords: ['Program Fraud Civil Remedies Act', 'false statement to agency', 'administrative civil penalty', 'false claim penalty', 'agency fraud remedy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3902' },
    asks: [
      'a federal agency paid my small business invoice late, do they owe me interest under the Prompt Payment Act',
      'how is the late payment interest penalty calculated when the government does not pay a contractor by the due date',
    ],
    keywords: ['Prompt Payment Act', 'interest penalty', 'late payment by federal agency', 'required payment date', 'government contractor invoice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3905' },
    asks: [
      'I am a subcontractor on a federal construction job, must the prime contractor pay me within 7 days of being paid by the government',
      'prime contractor on a federal project is withholding my payment, do they owe me interest as a subcontractor',
    ],
    keywords: ['subcontractor payment', 'federal construction contract', 'Prompt Payment Act', 'flow-down clause', 'interest on late subcontractor payment', 'retainage'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '7103' },
    asks: [
      'how do I submit a claim against the federal government under my contract, and must I certify claims over $100,000',
      'the contracting officer has not decided my contract claim, how long do they have and is silence a denial',
      'is there a six year deadline to submit a contract claim to the contracting officer',
    ],
    keywords: [
      'Contract Disputes Act',
      'contracting officer final decision',
      'certified claim',
      'six year claim deadline',
      'deemed denial',
      'government contract claim',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '7104' },
    asks: [
      'the contracting officer denied my claim, do I appeal to the board of contract appeals within 90 days or sue in the Court of Federal Claims',
      'what is the deadline to file in the Court of Federal Claims after a contracting officer final decision, 12 months',
    ],
    keywords: ['appeal contracting officer decision', 'board of contract appeals', '90 days', 'Court of Federal Claims', '12 months', 'Contract Disputes Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '7106' },
    asks: [
      'is there a fast small claims procedure at the board of contract appeals for a contract dispute under $50,000',
      'my small business contract dispute is under $150,000, is there a small claims or accelerated procedure at the board of contract appeals',
    ],
    keywords: ['small claims procedure', 'accelerated procedure', 'board of contract appeals', 'small business contractor', 'expedited appeal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '7107' },
    asks: [
      'can the government appeal a board of contract appeals decision that went against the agency',
      'I lost at the board of contract appeals, can I appeal to the Federal Circuit and is there a 120 day deadline',
    ],
    keywords: ['Federal Circuit appeal', 'board decision review', '120 days', 'Contract Disputes Act', 'judicial review'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 41, section: '7109' },
    asks: [
      'how is interest calculated on money the government owes a contractor on a Contract Disputes Act claim',
      'I won my contract claim against the government, do I get interest from the date the contracting officer received the claim',
    ],
    keywords: ['interest on contract claim', 'Contract Disputes Act interest', 'date claim received', 'Treasury rate', 'government contractor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 40, section: '3131' },
    asks: [
      'does the prime contractor on a federal building project have to post a payment bond to protect subcontractors and suppliers',
      'what bonds are required for federal construction contracts over $100,000 under the Miller Act',
    ],
    keywords: ['Miller Act', 'payment bond', 'performance bond', 'federal construction project', 'surety', 'contracts over $100,000'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 40, section: '3133' },
    asks: [
      'I supplied materials to a subcontractor on a federal job and was not paid, how do I sue on the Miller Act payment bond',
      'what is the 90 day notice and one year deadline for a Miller Act claim by a second tier supplier',
    ],
    keywords: ['Miller Act claim', 'suit on payment bond', '90 day notice', 'one year to sue', 'unpaid supplier', 'subcontractor not paid'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '3014' },
    asks: [
      'the federal government got a judgment against me for a debt, what property is exempt from collection',
      'can the United States take my home or tools to collect a federal debt, or can I choose state exemptions',
    ],
    keywords: ['Federal Debt Collection Procedures Act', 'exempt property', 'federal judgment debtor', 'homestead exemption', 'election of exemptions'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '3205' },
    asks: [
      'federal writ of garnishment on my paycheck for a judgment, does it keep going until the debt is paid or the writ is quashed',
      'the United States is garnishing my wages or bank account to collect a judgment, can I object and ask for a hearing',
    ],
    keywords: ['federal garnishment', 'writ of garnishment', 'United States judgment', 'nonexempt disposable earnings', 'hearing on garnishment'],
    checkedAgainst: '119-100',
  },
  // Small business
  {
    usc: { title: 15, section: '694b' },
    asks: [
      'my small construction business cannot get bonded for a contract, does SBA guarantee surety bonds',
      'what is the largest contract for which SBA will guarantee a bid, payment or performance bond',
    ],
    keywords: ['SBA surety bond guarantee', 'bid bond', 'performance bond', 'small contractor bonding', 'contract amount limit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '696' },
    asks: [
      'can I use an SBA 504 loan through a certified development company to buy a building for my business',
      'what are the rules and job creation goals for an SBA 504 loan for real estate or equipment',
    ],
    keywords: ['SBA 504 loan', 'certified development company', 'plant acquisition', 'commercial real estate loan', 'job creation', 'small business'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '657s' },
    asks: [
      'as a small business on a set-aside services contract, can we pay subcontractors more than half of what the government pays us',
      'we won a small business set-aside contract, how much of the work can we subcontract out, is it 50 percent',
    ],
    keywords: ['limitations on subcontracting', 'small business set-aside', '50 percent rule', 'similarly situated entity', 'services contract'],
    checkedAgainst: '119-100',
  },
  // Tenants in federally backed housing
  {
    usc: { title: 15, section: '9058' },
    asks: [
      'my apartment building has a federally backed mortgage, does the landlord have to give me 30 days notice to vacate before eviction',
      'I live in a property with a Fannie Mae or FHA loan or a housing voucher, how much notice to vacate is required',
    ],
    keywords: [
      'CARES Act 30 day notice to vacate',
      'covered property',
      'federally backed mortgage loan',
      'eviction notice',
      'covered housing program',
      'tenant protection',
    ],
    checkedAgainst: '119-100',
  },
  // More federal tax: new deductions, accounts, retirement, estates and gifts, filing and Tax Court
  {
    usc: { title: 26, section: '224' },
    asks: [
      'I am a waitress, is there really no tax on tips now, how much of my tip income can I deduct',
      'do credit card tips and cash tips both count for the qualified tips deduction, and is there an income limit',
    ],
    keywords: ['no tax on tips', 'qualified tips deduction', '$25,000 limit', 'tipped occupation', 'income phase-out', 'tip income'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '225' },
    asks: [
      'is my overtime pay tax free now, how much of the overtime premium can I deduct',
      'does the no tax on overtime deduction cover my whole overtime paycheck or only the extra half-time part required by the FLSA',
    ],
    keywords: ['no tax on overtime', 'qualified overtime compensation', '$12,500 limit', 'overtime premium deduction', 'Fair Labor Standards Act overtime', 'income phase-out'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '530A' },
    asks: [
      'what is a Trump account for my child, how much can family contribute each year and when can the money be withdrawn',
      'can I open a Trump account for my kid who is under 18, and how is it invested until age 18',
    ],
    keywords: ['Trump account', 'children savings account', '$5,000 contribution limit', 'account for minors', 'distributions at age 18', 'eligible investment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6434' },
    asks: [
      'my baby was born in 2026, how do I get the $1,000 government deposit into a Trump account',
      'which children qualify for the Trump account pilot program contribution, born 2025 through 2028 and U.S. citizens',
    ],
    keywords: ['Trump account $1,000 pilot contribution', 'newborn savings deposit', 'children born 2025 through 2028', 'election', 'Social Security number required'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '128' },
    asks: [
      'is there a limit on how much my company can contribute tax free to the Trump accounts of employees and their children',
      'my employer offers to put money into my child Trump account, is the employer contribution tax free and up to how much',
    ],
    keywords: ['employer contributions to Trump accounts', '$2,500 exclusion', 'employee benefit', 'dependent account', 'tax-free'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '74' },
    asks: [
      'I won a car in a contest or a raffle, do I have to pay income tax on the prize',
      'are prizes and awards taxable, what about an employee achievement award or a prize given to charity',
    ],
    keywords: ['prizes and awards taxable', 'contest winnings', 'raffle prize tax', 'employee achievement award', 'award transferred to charity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '85' },
    asks: [
      'I collected state unemployment insurance after being laid off, is that money counted in my gross income',
      'are my unemployment benefits taxable income, do I have to report them on my federal tax return',
    ],
    keywords: ['unemployment compensation taxable', 'unemployment benefits income', 'Form 1099-G', 'state unemployment insurance', 'gross income'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '101' },
    asks: [
      'I received life insurance money after my husband died, is the death benefit taxable income',
      'is interest paid on a life insurance payout or an accelerated death benefit for terminal illness taxed',
    ],
    keywords: ['life insurance proceeds not taxable', 'death benefit', 'accelerated death benefits', 'terminally ill', 'transfer for value'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '131' },
    asks: [
      'are the payments I get from the state for being a foster parent taxable income',
      'is a difficulty of care payment for a disabled foster child or adult in my home excluded from income',
    ],
    keywords: ['foster care payments', 'qualified foster care payment', 'difficulty of care payments', 'foster parent income', 'tax-free'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '137' },
    asks: [
      'how much employer-paid adoption assistance can be excluded, and is there a special amount for adopting a child with special needs',
      'my employer reimbursed our adoption expenses, is adoption assistance taxable to me',
    ],
    keywords: ['employer adoption assistance', 'adoption benefits exclusion', 'qualified adoption expenses', 'special needs adoption', 'income limits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '166' },
    asks: [
      'I lent money to a friend who never paid it back, can I deduct the bad debt on my taxes',
      'a customer owes my business money that is now uncollectible, can I write off the worthless debt',
    ],
    keywords: ['bad debt deduction', 'worthless debt', 'nonbusiness bad debt', 'short-term capital loss', 'uncollectible loan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '195' },
    asks: [
      'how much of my new business start-up expenses can I deduct in the first year and how is the rest amortized',
      'I spent money before opening my business, can I deduct start-up costs like market research and training',
    ],
    keywords: ['start-up expenditures', '$5,000 deduction', 'amortize over 180 months', 'new business costs', 'pre-opening expenses'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '280E' },
    asks: [
      'can a cannabis business deduct rent, wages and advertising on its federal return when marijuana is illegal under federal law',
      'my state-licensed marijuana dispensary cannot deduct normal business expenses on federal taxes, why',
    ],
    keywords: ['280E', 'cannabis business taxes', 'marijuana dispensary deductions', 'trafficking in controlled substances', 'no deduction or credit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1041' },
    asks: [
      'in our divorce my wife gets the house and stocks, do either of us owe tax on the property transfer',
      'I received property from my ex-spouse in the divorce settlement, what is my tax basis when I sell it',
    ],
    keywords: ['transfers incident to divorce', 'no gain or loss', 'carryover basis', 'property settlement', 'spouse transfer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1211' },
    asks: [
      'my capital losses are bigger than my gains, is the deduction against other income limited to $3,000 a year',
      'I lost money selling stocks this year, how much of the capital loss can I deduct against my salary',
    ],
    keywords: ['capital loss limit', '$3,000 deduction', 'stock losses', 'capital loss against ordinary income', 'married filing separately $1,500'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1362' },
    asks: [
      'how and when do I elect S corporation status for my small business, do all shareholders have to consent',
      'I missed the deadline to file the S corp election, can it be treated as timely, and what ends an S election',
    ],
    keywords: ['S corporation election', 'Form 2553', 'shareholder consent', 'late election relief', 'termination of S status', 'revocation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2518' },
    asks: [
      'can an heir disclaim part of an inherited IRA or house without it counting as a taxable gift',
      'I want to refuse an inheritance so it passes to my children, how do I make a qualified disclaimer within nine months',
    ],
    keywords: ['qualified disclaimer', 'refuse inheritance', 'nine months', 'disclaimer in writing', 'estate planning'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2523' },
    asks: [
      'my spouse is not a citizen, how much can I give them each year without gift tax',
      'can I give any amount to my spouse without gift tax, and is it different if my spouse is not a U.S. citizen',
    ],
    keywords: ['gift to spouse', 'marital deduction for gifts', 'noncitizen spouse annual limit', 'unlimited spousal gifts', 'gift tax'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2513' },
    asks: [
      'do we have to file a gift tax return to elect gift splitting between husband and wife',
      'my wife and I want to give our son more than the annual exclusion, can we split the gift so it counts half from each of us',
    ],
    keywords: ['gift splitting', 'spouses consent', 'annual gift exclusion', 'gift tax return', 'half by each spouse'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2056' },
    asks: [
      'if I leave everything to my wife when I die, is it free of federal estate tax under the marital deduction',
      'does the estate tax marital deduction apply if my surviving spouse is not a U.S. citizen, what is a QDOT',
    ],
    keywords: ['estate tax marital deduction', 'bequest to surviving spouse', 'QTIP trust', 'qualified domestic trust', 'terminable interest'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2042' },
    asks: [
      'my children are the beneficiaries of my life insurance, is the death benefit still included in my estate for estate tax',
      'is the life insurance on my life counted in my taxable estate if I own the policy',
    ],
    keywords: ['life insurance in gross estate', 'incidents of ownership', 'estate tax', 'life insurance trust', 'policy ownership'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2040' },
    asks: [
      'house owned jointly with right of survivorship by a married couple, is half included in the estate when one spouse dies',
      'my mother and I owned the house as joint tenants, how much of it is in her estate for estate tax',
    ],
    keywords: ['joint tenancy estate tax', 'jointly owned property', 'right of survivorship', 'spouses half included', 'contribution rule'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '72' },
    asks: [
      'I took money out of my 401k before age 59 and a half, do I owe the 10 percent early withdrawal penalty',
      'what are the exceptions to the early distribution penalty, like disability, medical bills, first home or a new baby',
      'how is an annuity or pension payment taxed when part of it is my own after-tax contributions',
    ],
    keywords: [
      'early withdrawal penalty',
      '10 percent additional tax',
      'exceptions to early distribution tax',
      'age 59 1/2',
      'annuity taxation',
      'exclusion ratio',
      'retirement plan loans',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1401' },
    asks: [
      'I am self-employed, what is the self-employment tax rate for social security and Medicare',
      'does the additional 0.9 percent Medicare tax apply to my self-employment income above the threshold',
    ],
    keywords: ['self-employment tax', '15.3 percent', 'social security tax for self-employed', 'Medicare tax', 'additional Medicare tax', 'SECA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '911' },
    asks: [
      'I am an American working overseas, can I exclude my foreign earned income from U.S. tax',
      'do I qualify for the foreign housing exclusion under the physical presence or bona fide residence test',
    ],
    keywords: ['foreign earned income exclusion', 'Americans abroad', 'physical presence test', 'bona fide residence', 'foreign housing exclusion'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '105' },
    asks: [
      'payments from an employer-funded health plan for loss of a limb or permanent disfigurement, are they taxable',
      'are disability insurance payments paid for by my employer taxable, or reimbursements of my medical bills',
    ],
    keywords: ['accident and health plan benefits', 'employer-paid disability benefits', 'medical reimbursement', 'permanent injury payments', 'health reimbursement arrangement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1411' },
    asks: [
      'does the net investment income tax apply to my dividends, capital gains and rental income above the income threshold',
      'I sold rental property and have investment income, does the 3.8 percent net investment income tax apply to me',
    ],
    keywords: ['net investment income tax', '3.8 percent', 'NIIT', 'investment income surtax', 'threshold amount'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '4980H' },
    asks: [
      'my company has over 50 full-time employees, do we owe a penalty if we do not offer health insurance',
      'employer mandate penalty because a worker got a premium tax credit on the marketplace, how is it figured',
    ],
    keywords: ['employer shared responsibility', 'employer mandate', 'applicable large employer', '50 full-time employees', 'affordable coverage', 'ACA penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6072' },
    asks: [
      'what is the filing deadline for a fiscal year individual return or an S corporation return',
      'when is my federal income tax return due, April 15, and when are partnership returns due',
    ],
    keywords: ['tax filing deadline', 'April 15', 'due date of return', 'fiscal year return', 'partnership return due date'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6081' },
    asks: [
      'I live abroad, can I get more than six months of extension to file my federal return',
      'can I get an extension to file my tax return, is it six months and does it extend the time to pay',
    ],
    keywords: ['extension to file', 'six month extension', 'Form 4868', 'automatic extension', 'taxpayers abroad'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6107' },
    asks: [
      'my tax preparer refuses to give me a copy of my tax return, are they required to',
      'how long must a paid tax preparer keep a copy of my return, three years',
    ],
    keywords: ['tax preparer must give copy', 'copy of return', 'preparer recordkeeping', 'three years', 'tax return preparer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6109' },
    asks: [
      'a client asks for my Social Security number or EIN to file a 1099, am I required to give it',
      'I do not have a Social Security number, how do I get an ITIN to file taxes',
    ],
    keywords: ['taxpayer identification number', 'Social Security number on returns', 'ITIN', 'EIN', 'furnishing TIN to payor'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7463' },
    asks: [
      'my IRS deficiency is under $50,000, can I use the small tax case procedure in Tax Court without a lawyer',
      'are Tax Court small case decisions appealable',
    ],
    keywords: ['small tax case', 'S case', '$50,000 or less', 'Tax Court informal procedure', 'no appeal'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7503' },
    asks: [
      'the last day to file my Tax Court petition or refund claim is a Sunday, do I get until Monday',
      'the tax deadline falls on a Saturday or a holiday, is my return on time if I file the next business day',
    ],
    keywords: ['deadline on weekend or holiday', 'next business day', 'timely filing', 'tax due date', 'legal holiday'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7529' },
    asks: [
      'what must the IRS tell me after it finds my identity was used on a fraudulent tax return or to get a job',
      'someone filed a tax return using my Social Security number, must the IRS notify me of the identity theft',
    ],
    keywords: ['tax identity theft', 'IRS notification', 'unauthorized use of identity', 'fraudulent return', 'identity theft report'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7605' },
    asks: [
      'the IRS wants to audit my business again for the same year, is there a rule against unnecessary repeat examinations',
      'can I ask to move the time and place of my IRS audit',
    ],
    keywords: ['time and place of examination', 'one inspection per year', 'unnecessary examination', 'IRS audit location', 'summons date'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7611' },
    asks: [
      'are there limits on IRS audits and examinations of churches and religious records',
      'the IRS wants to examine our church books, what notice and approval are required before a church tax inquiry',
    ],
    keywords: ['church tax inquiry', 'church audit', 'high-level Treasury official', 'notice to church', 'religious organization'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7203' },
    asks: [
      'I have not filed tax returns for several years, can I go to jail for willful failure to file',
      'is not paying taxes I owe a crime, or only willfully failing to file and pay',
    ],
    keywords: ['willful failure to file', 'failure to pay tax crime', 'misdemeanor', 'unfiled tax returns', 'tax prosecution'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7206' },
    asks: [
      'I signed a tax return under penalty of perjury that had false income figures, is that a felony',
      'my tax preparer knowingly put false deductions on clients returns, is aiding a false return a crime',
    ],
    keywords: ['false tax return', 'perjury on return', 'aiding false return', 'tax fraud felony', 'false statement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6700' },
    asks: [
      'how much is the civil penalty for promoting an abusive tax shelter with false statements about tax benefits',
      'someone sold me a tax shelter scheme promising huge deductions, what penalty applies to the promoter',
    ],
    keywords: ['abusive tax shelter promoter', 'promoter penalty', 'false tax benefit statements', 'tax scheme', 'gross valuation overstatement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '530' },
    asks: [
      'what is the annual contribution limit for a Coverdell education savings account and until what age can it be used',
      'can I open a Coverdell education savings account for my child and use it for private school tuition',
    ],
    keywords: ['Coverdell ESA', 'education savings account', '$2,000 contribution', 'qualified education expenses', 'K-12 expenses'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '135' },
    asks: [
      'are there income limits on excluding savings bond interest used for higher education tuition and fees',
      'I cashed U.S. savings bonds to pay my child college tuition, is the bond interest tax free',
    ],
    keywords: ['savings bond education exclusion', 'EE bonds', 'I bonds', 'higher education expenses', 'income phase-out'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '119' },
    asks: [
      'hotel manager must live on the premises as a condition of the job, is the free lodging excluded from wages',
      'my employer requires me to live on site and gives me meals at work, is the housing and food taxable',
    ],
    keywords: ['meals and lodging for employer convenience', 'on-site housing', 'employer-provided meals', 'condition of employment', 'tax-free lodging'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '107' },
    asks: [
      'can a minister exclude a rental allowance used to pay rent and utilities on a home up to its fair rental value',
      'I am a pastor, is my housing allowance from the church excluded from income',
    ],
    keywords: ['parsonage allowance', 'minister housing allowance', 'clergy tax', 'rental value of home', 'fair rental value'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '83' },
    asks: [
      'shares my employer gave me for my work are subject to forfeiture if I quit, are they taxed at vesting or when received',
      'my startup gave me restricted stock that vests over four years, when is it taxed and should I file an 83(b) election within 30 days',
    ],
    keywords: ['restricted stock', '83(b) election', 'substantial risk of forfeiture', 'equity compensation', 'vesting', 'property for services'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7451' },
    asks: [
      'the Tax Court clerk office was closed during a government shutdown on my petition due date, is my deadline tolled',
      'what is the fee to file a petition in Tax Court, and what if the filing location is closed on my deadline',
    ],
    keywords: ['Tax Court petition fee', '$60', 'tolling when filing location closed', 'petition deadline', 'Tax Court'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7482' },
    asks: [
      'which circuit hears my Tax Court appeal, the one where I lived when I filed the petition',
      'I lost my case in Tax Court, which court of appeals do I appeal to',
    ],
    keywords: ['appeal Tax Court decision', 'court of appeals', 'venue for appeal', 'Tax Court review', 'taxpayer residence'],
    checkedAgainst: '119-100',
  },
  // Credit unions, bank tying, insurance regulation, e-signatures, investments
  {
    usc: { title: 12, section: '1787' },
    asks: [
      'my credit union was closed by the NCUA, how much of my share account is insured and how do I get paid',
      'federally insured credit union failed with more than the insured limit in my accounts, what happens to the rest',
    ],
    keywords: ['credit union failure', 'NCUA share insurance', 'insured shares', 'liquidating agent', 'share insurance payment', 'uninsured credit union deposits'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1759' },
    asks: [
      'who can join a federal credit union, what is a field of membership',
      'can my family members join my federal credit union if they do not work for the same employer',
    ],
    keywords: ['credit union membership', 'field of membership', 'common bond', 'immediate family members', 'federal credit union'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1972' },
    asks: [
      'the bank will only give my business a loan if we also buy its insurance or other services, is that illegal tying',
      'bank raised my loan rate unless I use its affiliate for other products, does the anti-tying law forbid that',
    ],
    keywords: ['bank tying arrangement', 'anti-tying', 'conditioned credit', 'bank holding company affiliate', 'traditional bank products'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '1975' },
    asks: [
      'bank forced me to buy another product to get credit, what can I recover in court under the bank holding company anti-tying law',
      'I was hurt by an illegal bank tying requirement, can I sue the bank for triple damages and attorney fees',
    ],
    keywords: ['treble damages', 'bank tying lawsuit', 'attorney fees', 'injured customer', 'district court'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1012' },
    asks: [
      'who regulates my insurance company, the state or the federal government, and where do I complain about an insurer',
      'does federal antitrust law apply to insurance companies, what is the McCarran-Ferguson Act',
    ],
    keywords: ['McCarran-Ferguson Act', 'state insurance regulation', 'business of insurance', 'insurance antitrust exemption', 'state insurance commissioner'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '7001' },
    asks: [
      'I signed a contract electronically with a click or typed name, is an e-signature legally binding',
      'can a company send required notices to me only electronically, do I have to consent first under E-SIGN',
    ],
    keywords: ['E-SIGN Act', 'electronic signature validity', 'electronic records', 'consumer consent to electronic disclosures', 'online contract'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '77d-1' },
    asks: [
      'I want to raise money for my small business through equity crowdfunding, what must the funding portal do',
      'I invested through a crowdfunding portal, what risk disclosures and investor education must the portal give before I buy',
    ],
    keywords: ['equity crowdfunding', 'funding portal', 'Regulation Crowdfunding', 'investor limits', 'issuer disclosures', 'small offering'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '80b-6' },
    asks: [
      'my financial adviser put me in investments that benefited him without telling me, is that investment adviser fraud',
      'can an investment adviser sell me securities from his own account without disclosing it and getting my consent',
    ],
    keywords: ['investment adviser fraud', 'fiduciary duty of adviser', 'Investment Advisers Act', 'undisclosed conflicts', 'principal transactions', 'financial adviser scam'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '78u' },
    asks: [
      'I lost money to a stock scam, can the SEC investigate and make the fraudster give back the profits',
      'what can the SEC do in court against securities fraud, civil penalties, disgorgement and barring officers',
    ],
    keywords: ['SEC investigation', 'SEC enforcement action', 'disgorgement', 'civil money penalties', 'officer and director bar', 'securities fraud'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1067' },
    asks: [
      'someone filed to register a trademark like mine, how do I oppose it or cancel it at the Trademark Trial and Appeal Board',
      'what is the TTAB and what kinds of trademark disputes does it decide',
    ],
    keywords: ['Trademark Trial and Appeal Board', 'TTAB', 'trademark opposition', 'cancellation proceeding', 'concurrent use'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 5, section: '611' },
    asks: [
      'a new federal rule hurts my small business and the agency ignored its impact on small entities, can we challenge it in court',
      'how long does a small business have to seek judicial review under the Regulatory Flexibility Act, one year',
    ],
    keywords: ['Regulatory Flexibility Act', 'small entity judicial review', 'regulatory flexibility analysis', 'small business rule challenge', 'one year'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '1961' },
    asks: [
      'at what rate does interest run on a federal court money judgment and from what date is it calculated',
      'I won a money judgment in federal court, how much post-judgment interest accrues until it is paid',
    ],
    keywords: ['post-judgment interest', 'federal judgment interest rate', 'Treasury yield', 'money judgment', 'compounded annually'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '2414' },
    asks: [
      'agency says my judgment against the government is final, which office pays judgments of a district court against the United States',
      'I won a judgment or settlement against the United States, how and when does the Treasury pay it',
    ],
    keywords: ['payment of judgments against United States', 'Judgment Fund', 'compromise settlement', 'Treasury payment', 'final judgment'],
    checkedAgainst: '119-100',
  },
  // Money itself, national bank interest, antitrust for small businesses, farm program eligibility
  {
    usc: { title: 31, section: '5103' },
    asks: [
      'a store or restaurant refused to take my cash and only accepts cards, is that legal when cash is legal tender',
      'must a creditor or the government accept dollar bills and coins to pay a debt, tax or fee',
    ],
    keywords: ['legal tender', 'cash refused', 'cashless business', 'U.S. currency and coins', 'paying debts in cash', 'Federal Reserve notes'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '85' },
    asks: [
      'my credit card bank is in another state and charges interest above my state usury limit, how can a national bank do that',
      'what interest rate may a national bank charge on a loan, the rate allowed where the bank is located',
    ],
    keywords: ['national bank interest rate', 'usury exportation', 'rate allowed by home state', 'most favored lender', 'credit card interest'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 12, section: '86' },
    asks: [
      'what is the penalty when a national bank charges more interest than the law allows, does it lose all the interest',
      'a national bank knowingly charged me usurious interest, can I recover twice the interest paid, and is there a two year limit',
    ],
    keywords: ['usurious interest national bank', 'forfeiture of interest', 'twice the interest paid', 'two years to sue', 'usury remedy'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '15' },
    asks: [
      'competitors fixed prices and my small business was hurt, can I sue under the antitrust laws for triple damages',
      'I paid inflated prices because of a price-fixing cartel, can consumers or businesses recover treble damages and attorney fees',
    ],
    keywords: ['antitrust lawsuit', 'treble damages', 'Clayton Act private action', 'price fixing damages', 'injured in business or property', 'attorney fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '13' },
    asks: [
      'a supplier sells the same goods to the big chain store at a lower price than to my small shop, is that illegal price discrimination',
      'can a manufacturer give promotional allowances or services to one retailer but not to competing stores',
    ],
    keywords: ['Robinson-Patman Act', 'price discrimination', 'small retailer', 'promotional allowances', 'like grade and quality', 'brokerage payments'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '26' },
    asks: [
      'can a business ask a federal court to stop an illegal price discrimination or exclusive dealing scheme before it causes more damage',
      'a competitor merger or exclusive deal threatens to drive my business out, can a private party get an antitrust injunction',
    ],
    keywords: ['antitrust injunction', 'private party injunctive relief', 'threatened loss', 'Clayton Act section 16', 'attorney fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '15b' },
    asks: [
      'the price-fixing happened more than four years ago, is my antitrust damages claim time barred',
      'how long do I have to file an antitrust damages lawsuit, is the deadline four years',
    ],
    keywords: ['antitrust statute of limitations', 'four years', 'cause of action accrued', 'treble damages claim', 'time limit'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '3811' },
    asks: [
      'what USDA benefits can a farmer lose for planting on highly erodible land, loans, disaster payments and conservation payments',
      'I farmed highly erodible land without a conservation plan, can I lose USDA farm program payments and crop insurance premium help',
    ],
    keywords: ['sodbuster', 'highly erodible land', 'conservation compliance', 'loss of farm program benefits', 'conservation plan'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '3821' },
    asks: [
      'I drained a wetland on my farm and planted crops, will I lose USDA payments under swampbuster rules',
      'can a farmer get program benefits back after a wetland conversion violation made in good faith',
    ],
    keywords: ['swampbuster', 'converted wetland', 'wetland conservation compliance', 'ineligible for farm payments', 'good faith exemption'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 16, section: '3831' },
    asks: [
      'can I enroll my highly erodible cropland in the Conservation Reserve Program and get yearly rental payments',
      'what land is eligible for CRP contracts, grasslands or marginal pasture along streams',
    ],
    keywords: ['Conservation Reserve Program', 'CRP contract', 'rental payments', 'highly erodible cropland', 'grasslands', 'land retirement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1308' },
    asks: [
      'is there a cap on how much in farm program payments one person or farm partnership can receive each year',
      'how are USDA payment limits applied to a farm partnership, LLC or other pass-through entity and its members',
    ],
    keywords: ['farm payment limitation', 'per person payment cap', 'commodity program payments', 'legal entity', 'pass-through entity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1308-1' },
    asks: [
      'I own farmland but do not work it, am I actively engaged in farming enough to get USDA commodity payments',
      'what must a farm entity report to USDA about its owners to receive program payments',
    ],
    keywords: ['actively engaged in farming', 'ownership interest disclosure', 'farm management contribution', 'landowner payments', 'family farm operation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1308-3' },
    asks: [
      'does a foreign investor who owns a US farm qualify for commodity payments, loans or conservation contracts',
      'I am not a U.S. citizen or green card holder but farm here, can I get USDA commodity program payments or CRP',
    ],
    keywords: ['foreign persons ineligible', 'noncitizen farmer', 'farm program eligibility', 'lawful permanent resident', 'personal labor exception'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1308-3a' },
    asks: [
      'how does USDA calculate the three year average adjusted gross income for farm payment eligibility',
      'my income is too high, does the adjusted gross income limit bar me from USDA farm program and conservation payments',
    ],
    keywords: ['adjusted gross income limitation', 'AGI cap for farm payments', 'average adjusted gross income', 'farm program eligibility', 'conservation payments'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '9081' },
    asks: [
      'my cattle died in a blizzard, can I get USDA livestock indemnity payments for the deaths',
      'drought wiped out my grazing pasture, is there emergency assistance for livestock, honeybees and farm-raised fish or tree losses',
    ],
    keywords: ['Livestock Indemnity Program', 'ELAP', 'Livestock Forage Disaster Program', 'Tree Assistance Program', 'livestock deaths', 'supplemental agricultural disaster assistance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '5101' },
    asks: [
      'I am a farmer in trouble on my ag loan, is there a certified state agricultural mediation program to help with my lender',
      'what issues can state farm mediation programs cover, farm loans, USDA program disputes, wetlands or grazing',
    ],
    keywords: ['agricultural mediation', 'certified state mediation program', 'farm loan mediation', 'USDA dispute mediation', 'farmer-lender disputes'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 31, section: '3125' },
    asks: [
      'my old U.S. savings bonds were lost or destroyed in a fire, can the Treasury replace them',
      'how do I get relief for stolen or mutilated Treasury bonds, is an indemnity bond needed',
    ],
    keywords: ['lost savings bonds', 'replace destroyed bonds', 'stolen Treasury securities', 'mutilated bonds', 'indemnity bond'],
    checkedAgainst: '119-100',
  },
  // Retirement and payroll reporting, estates, tax crimes and IRS conduct
  {
    usc: { title: 26, section: '4973' },
    asks: [
      'I put too much into my IRA or HSA this year, what is the 6 percent excise tax on excess contributions and how do I fix it',
      'excess contribution to my Roth IRA because my income was too high, will I owe a penalty every year until it is withdrawn',
    ],
    keywords: ['excess contributions', '6 percent excise tax', 'IRA overcontribution', 'HSA excess contribution', 'corrective withdrawal', 'Coverdell and ABLE excess'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '4974' },
    asks: [
      'I forgot to take my required minimum distribution from my IRA, what is the penalty and is it reduced if I correct it quickly',
      'inherited IRA missed RMD, is the excise tax 25 percent or 10 percent if fixed in time',
    ],
    keywords: ['missed required minimum distribution', 'RMD penalty', '25 percent excise tax', 'reduced to 10 percent if corrected', 'waiver for reasonable error'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '3406' },
    asks: [
      'my bank started backup withholding on my interest because of an incorrect taxpayer ID, why and how do I stop it',
      'a client is withholding 24 percent from my 1099 payments because I did not give them my TIN',
    ],
    keywords: ['backup withholding', 'missing TIN', 'incorrect taxpayer identification number', 'Form W-9', 'B notice', 'payee underreporting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6051' },
    asks: [
      'my employer has not given me my W-2 and it is February, when are employers required to furnish it',
      'what must my W-2 wage statement show, and does it have to include health coverage cost or tips',
    ],
    keywords: ['Form W-2', 'January 31 deadline', 'wage and tax statement', 'employer must furnish W-2', 'receipts for employees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6053' },
    asks: [
      'as a server do I have to report my tips to my employer each month, by the 10th of the following month',
      'my restaurant employer allocated tips to me on my W-2 that I never received, how does tip allocation work',
    ],
    keywords: ['tip reporting', 'report tips to employer', 'tip allocation', 'large food or beverage establishment', '10th day of month'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1202' },
    asks: [
      'I sold stock in a startup C corporation I held for years, can I exclude the gain as qualified small business stock',
      'how long must I hold QSBS to exclude gain, and what is the cap on the exclusion',
    ],
    keywords: ['qualified small business stock', 'QSBS exclusion', 'section 1202', 'startup stock gain', 'holding period', 'C corporation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2032' },
    asks: [
      'can an estate elect alternate valuation only if it lowers both the gross estate and the estate tax owed',
      'the stocks in my father estate fell in value after he died, can the executor value the estate six months after death',
    ],
    keywords: ['alternate valuation date', 'six months after death', 'estate valuation', 'executor election', 'decline in value'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2055' },
    asks: [
      'if I leave part of my estate to charity in my will, is the bequest deducted from my taxable estate',
      'does a charitable remainder trust in a will qualify for the estate tax charitable deduction',
    ],
    keywords: ['charitable bequest', 'estate tax charitable deduction', 'gift to charity in will', 'charitable remainder trust', 'religious or educational organization'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7201' },
    asks: [
      'what is the penalty for tax evasion, can hiding income from the IRS lead to prison',
      'is willfully attempting to evade paying taxes a felony, up to five years',
    ],
    keywords: ['tax evasion', 'attempt to evade or defeat tax', 'felony', 'hiding income', 'five years prison'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7212' },
    asks: [
      'someone sent threatening letters to an IRS agent to stop an audit, is interfering with tax administration a crime',
      'corruptly obstructing or impeding an IRS investigation or tax collection, what is the penalty',
    ],
    keywords: ['obstructing IRS', 'threatening IRS employee', 'corrupt interference', 'impeding tax administration', 'omnibus clause'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7214' },
    asks: [
      'an IRS revenue officer demanded more money than I owed or asked for a side payment, is that a crime',
      'what happens to an IRS employee who commits extortion or oppression under color of law',
    ],
    keywords: ['IRS employee misconduct', 'extortion by revenue officer', 'demanding greater sums', 'bribery', 'dismissal and prosecution'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7604' },
    asks: [
      'a bank or witness refuses to obey an IRS summons for testimony, can a federal judge order them held in contempt',
      'I ignored an IRS summons to produce records, can the IRS go to court to force me to comply',
    ],
    keywords: ['enforcement of IRS summons', 'district court', 'contempt', 'refusal to produce records', 'attachment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7703' },
    asks: [
      'we were divorced in December, am I considered married or single for filing my taxes that year',
      'I am still married but lived apart from my spouse the last six months with my child, can I be treated as unmarried',
    ],
    keywords: ['marital status for taxes', 'married at end of year', 'considered unmarried', 'decree of separate maintenance', 'living apart from spouse'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6411' },
    asks: [
      'what is the deadline to file an application for a tentative carryback adjustment after a loss year, 12 months',
      'my business had a net operating loss, can I get a quick tentative refund by carrying it back to a prior year',
    ],
    keywords: ['tentative carryback refund', 'net operating loss carryback', 'quick refund', 'Form 1045', 'Form 1139', '12 months'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '457' },
    asks: [
      'are distributions from a governmental 457(b) plan subject to the 10 percent early withdrawal tax after I leave the job',
      'I work for a city government, how is my 457 deferred compensation plan taxed and can I withdraw without the early penalty',
    ],
    keywords: ['457(b) plan', 'government deferred compensation', 'tax-exempt employer plan', 'catch-up contributions', 'distribution rules'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 7, section: '1985' },
    asks: [
      'USDA took farmland in foreclosure and holds it as inventory property, how and when must FSA sell or lease it',
      'do beginning or socially disadvantaged farmers get first chance to buy FSA inventory farmland at market value',
    ],
    keywords: ['FSA inventory property', 'farm foreclosure', 'sale of acquired farmland', 'beginning farmer priority', 'security servicing'],
    checkedAgainst: '119-100',
  },
  // A few more: withholding, benefits elections, education forms, S corporations, estates, suits with the United States
  {
    usc: { title: 26, section: '3402' },
    asks: [
      'my employer is withholding too much federal income tax from my paycheck, how do I change my W-4',
      'how does an employer figure income tax withholding on wages, bonuses and supplemental pay',
    ],
    keywords: ['income tax withholding', 'Form W-4', 'withholding from wages', 'supplemental wages', 'exempt from withholding', 'withholding allowances'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '125' },
    asks: [
      'my employer offers a cafeteria plan to pay health premiums pre-tax, is choosing between cash and benefits taxable',
      'I was called to active duty as a reservist, can I withdraw the unused money in my health flexible spending account',
    ],
    keywords: ['cafeteria plan', 'section 125 plan', 'pre-tax benefits', 'health FSA', 'qualified reservist distribution', 'salary reduction'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '7602' },
    asks: [
      'the IRS contacted my employer and neighbors about my tax case without telling me first, must they give advance notice of third party contacts',
      'what records and testimony can the IRS demand during an audit or examination',
    ],
    keywords: ['IRS examination authority', 'third-party contact notice', 'IRS summons', 'audit records', 'taxpayer notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6050S' },
    asks: [
      'my college did not send me a 1098-T for tuition paid, are schools required to report it',
      'I paid over $600 in student loan interest, must my lender send me a 1098-E',
    ],
    keywords: ['Form 1098-T', 'Form 1098-E', 'tuition statement', 'student loan interest statement', 'education credit reporting'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '1361' },
    asks: [
      'can my small company be an S corporation, is there a 100 shareholder limit and can a nonresident alien own shares',
      'does having two classes of stock or a partnership as a shareholder disqualify an S corporation',
    ],
    keywords: ['S corporation eligibility', 'small business corporation', '100 shareholders', 'one class of stock', 'nonresident alien shareholder', 'qualified subchapter S subsidiary'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '2053' },
    asks: [
      'can the estate deduct funeral costs, lawyer and executor fees and the decedent debts from the taxable estate',
      'is the unpaid mortgage on my mother house deductible from her estate for estate tax',
    ],
    keywords: ['estate tax deductions', 'funeral expenses', 'administration expenses', 'claims against estate', 'mortgage debt', 'executor fees'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '2402' },
    asks: [
      'I am suing the United States for negligence under the FTCA, can I get a jury trial',
      'in a tax refund suit against the United States in district court can either side ask for a jury',
    ],
    keywords: ['no jury trial against United States', 'bench trial', 'tax refund suit jury', 'FTCA trial', 'sovereign immunity'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 28, section: '2415' },
    asks: [
      'the government is suing me over an old contract debt from years ago, is there a six year time limit on suits by the United States',
      'how long does the United States have to sue for damages for a tort against federal property, three years',
    ],
    keywords: ['statute of limitations for United States suits', 'six years on contract claims', 'three years on tort claims', 'government debt lawsuit', 'acknowledgment of debt'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 26, section: '6338' },
    asks: [
      'I bought a house at an IRS seizure sale, when do I get the deed if the owner does not redeem it',
      'after an IRS tax sale of real estate, what does the certificate of sale give the buyer',
    ],
    keywords: ['IRS seizure sale', 'certificate of sale', 'deed after tax sale', 'redemption period', 'purchaser of seized property'],
    checkedAgainst: '119-100',
  },
];
