import { DEA, FDA, TSA } from './links';
import { crime } from '../penalty';
import type { TypedActivity } from '../types';

const STATE_MARIJUANA = "{state}'s own law may allow, decriminalize or ban marijuana for medical or adult use; a state law or license does not change federal law, under which marijuana remains a Schedule I controlled substance.";
const STATE_DRUGS = '{state} has its own controlled-substances law with its own schedules and penalties; state and federal charges are separate.';
const SIMPLE_POSSESSION = crime({ what: 'Simple possession (first offense)', statute: '21 U.S.C. § 844(a)', maxPrison: { years: 1 } }) + ' Section 844(a) also sets a minimum fine of $1,000.';
const MARIJUANA_SCHEDULE = { title: 21, section: '812', label: 'marijuana is in Schedule I', point: 'The Controlled Substances Act lists marihuana and tetrahydrocannabinols (other than THC in hemp as 7 U.S.C. § 1639o defines it) in Schedule I.' } as const;
const POSSESSION = { title: 21, section: '844', subsection: '(a)', label: 'simple possession', point: 'It is unlawful to knowingly or intentionally possess a controlled substance unless it was obtained directly or under a valid prescription from a practitioner, or as the Act otherwise authorizes.' } as const;
const DISTRIBUTION = { title: 21, section: '841', subsection: '(a)', label: 'manufacturing and distributing', point: 'It is unlawful to knowingly or intentionally manufacture, distribute or dispense a controlled substance, or possess one with intent to do so, except as the Act authorizes.' } as const;
const SCHEDULE_I_II_SALE = crime({ what: 'Distributing a Schedule I or II substance (the general case)', statute: '21 U.S.C. § 841(b)(1)(C)', maxPrison: { years: 20 }, statuteFine: 1_000_000, statuteFineOrganization: 5_000_000 });
const MARIJUANA_SALE = crime({ what: 'Marijuana under 50 kilograms (fewer than 50 plants)', statute: '21 U.S.C. § 841(b)(1)(D)', maxPrison: { years: 5 }, statuteFine: 250_000, statuteFineOrganization: 1_000_000 });

/** Marijuana and other controlled substances. Checked against 21 U.S.C. §§ 812, 829, 841, 843, 844, 863 and 384. */
export const drugActivities: readonly TypedActivity[] = [
  {
    id: 'use-marijuana',
    label: 'Using or having marijuana',
    when: [['@marijuana']],
    summary: 'Under federal law marijuana is a Schedule I controlled substance, so having it without authorization is a federal crime in every state, including states that allow it. {state}\'s own law decides what state and local police enforce: some states allow adult or medical use, others punish it.',
    federal: [MARIJUANA_SCHEDULE, POSSESSION, { title: 21, section: '841', subsection: '(b)(4)', label: 'sharing a small amount', point: 'Distributing a small amount of marihuana for no remuneration is treated as simple possession under section 844.' }],
    stateTreatment: [STATE_MARIJUANA, 'Smoking in public, driving under the influence, and having marijuana on federal land or in federal buildings remain illegal even where adult use is allowed.'],
    penalty: SIMPLE_POSSESSION,
    links: [DEA],
  },
  {
    id: 'grow-marijuana',
    label: 'Growing marijuana',
    when: [['@marijuana', 'plant', 'plants'], ['grow', 'cultivate', 'plant', 'plants', 'seeds', 'greenhouse', 'grow tent']],
    summary: 'Growing marijuana is "manufacturing" a Schedule I controlled substance under federal law, a felony even where {state} lets adults grow a few plants at home. Federal penalties rise with the number of plants.',
    federal: [MARIJUANA_SCHEDULE, { ...DISTRIBUTION, point: 'Manufacturing (which includes growing) a controlled substance without authorization is unlawful.' }, { title: 21, section: '841', subsection: '(b)(1)(D)', label: 'penalty for fewer than 50 plants', point: 'For less than 50 kilograms of marihuana (and fewer than 50 plants) the maximum is 5 years in prison; larger amounts carry more (subsections (b)(1)(A) and (B)).' }],
    stateTreatment: [STATE_MARIJUANA],
    penalty: MARIJUANA_SALE,
    links: [DEA],
  },
  {
    id: 'sell-drugs',
    label: 'Selling marijuana or other drugs',
    when: [['@marijuana', '@hardDrug', '@pill'], ['@sell', 'distribute', 'supply']],
    summary: 'Selling or distributing a controlled substance without a federal registration is a federal felony; penalties depend on the drug\'s schedule and the amount. A state marijuana license protects against {state} charges only, not federal ones.',
    federal: [DISTRIBUTION, { title: 21, section: '841', subsection: '(b)', label: 'penalties by drug and amount', point: 'Sets the penalties by drug and quantity: generally up to 20 years for Schedule I or II substances, up to 5 years for under 50 kilograms of marijuana, with mandatory minimums for large amounts and when death or serious injury results.' }],
    stateTreatment: [STATE_DRUGS, STATE_MARIJUANA],
    penalty: [SCHEDULE_I_II_SALE, MARIJUANA_SALE].join(' '),
    links: [DEA],
  },
  {
    id: 'share-prescription',
    label: 'Sharing or selling prescription pills',
    when: [['@pill'], ['@sell', 'give', 'share', 'split', 'let my friend', 'borrow', 'lend', 'take someone', 'take my friend', 'somebody else', 'someone else']],
    summary: 'Giving or selling your prescription medicine that is a controlled substance (for example opioid painkillers, Adderall or Xanax) to someone else is distributing a controlled substance under federal law, and the other person has it without a prescription. It is a crime even without payment.',
    federal: [{ ...DISTRIBUTION, point: 'Distributing or dispensing a controlled substance, including a prescription drug, except as the Act authorizes (by a registered practitioner or pharmacy) is unlawful.' }, POSSESSION],
    stateTreatment: [STATE_DRUGS],
    penalty: [SCHEDULE_I_II_SALE, crime({ what: 'A Schedule IV drug such as alprazolam', statute: '21 U.S.C. § 841(b)(2)', maxPrison: { years: 5 }, statuteFine: 250_000, statuteFineOrganization: 1_000_000 }), SIMPLE_POSSESSION].join(' '),
    links: [DEA],
  },
  {
    id: 'travel-with-marijuana',
    label: 'Taking marijuana on a plane, across state lines or onto federal land',
    when: [['@marijuana'], ['@plane', '@airport', '@acrossStates', '@nationalPark', '@border', 'military base', 'federal property', 'federal land']],
    summary: 'Marijuana remains illegal under federal law everywhere, so it is not protected on planes, at airport checkpoints, at the border, on federal land such as national parks, or when carried into another state, even between two states that both allow it. Airport screeners look for security threats but refer drugs they find to police.',
    federal: [MARIJUANA_SCHEDULE, POSSESSION, { ...DISTRIBUTION, point: 'Transporting an amount to sell or give to others can be charged as possession with intent to distribute.' }],
    stateTreatment: [STATE_MARIJUANA, "Each state's law applies while you are in it; another state's law does not travel with you."],
    penalty: SIMPLE_POSSESSION,
    links: [TSA, DEA],
  },
  {
    id: 'mail-drugs',
    label: 'Mailing or shipping marijuana or other drugs',
    when: [['@marijuana', '@hardDrug', '@pill', 'edibles', 'gummies'], ['@ship']],
    unless: ['@buy'],
    summary: 'Sending marijuana or another controlled substance by mail or private carrier is distributing it under federal law, and using the mail or a phone to commit a drug felony is a separate crime. This is true even between two states that allow marijuana. Prescription medicine may be mailed only as the Postal Service and federal law allow (for example by a registered pharmacy).',
    federal: [DISTRIBUTION, { title: 21, section: '843', subsection: '(b)', label: 'using the mail or a phone for a drug felony', point: 'It is unlawful to knowingly use any communication facility (the mail included) in committing or facilitating a drug felony.' }],
    stateTreatment: [STATE_DRUGS, STATE_MARIJUANA],
    penalty: [crime({ what: 'Using a communication facility', statute: '21 U.S.C. § 843(d)(1)', maxPrison: { years: 4 } }), MARIJUANA_SALE].join(' '),
    links: [DEA],
  },
  {
    id: 'hard-drug-possession',
    label: 'Having cocaine, psychedelics or other illegal drugs',
    when: [['cocaine', 'crack cocaine', 'heroin', 'meth', 'methamphetamine', 'fentanyl', 'lsd', 'mdma', 'ecstasy', 'molly', 'psilocybin', 'magic mushroom', 'shroom', 'dmt', 'ketamine', 'pcp', 'peyote', 'ayahuasca']],
    summary: 'Having a controlled substance without a prescription is a federal crime everywhere. The Act\'s Schedule I includes heroin, LSD, marijuana, mescaline, peyote and psilocybin ("magic mushrooms"); the Drug Enforcement Administration keeps the current schedules in its regulations (21 C.F.R. part 1308). A few states and cities have decriminalized or regulated some psychedelics under their own law, which does not change federal law.',
    federal: [{ title: 21, section: '812', label: 'the schedules', point: 'Schedule I lists, among others, heroin, lysergic acid diethylamide, marihuana, mescaline, peyote and psilocybin.' }, POSSESSION],
    stateTreatment: [STATE_DRUGS],
    penalty: SIMPLE_POSSESSION + ' Having it with intent to sell is punished under 21 U.S.C. § 841(b) (up to 20 years in the general Schedule I or II case).',
    links: [DEA],
  },
  {
    id: 'drug-paraphernalia',
    label: 'Selling or shipping bongs, pipes or other drug paraphernalia',
    when: [['bong', 'bongs', 'pipe', 'pipes', 'paraphernalia', 'grinder', 'rolling paper', 'dab rig', 'head shop', 'smoke shop', 'water pipe'], ['@sell', '@ship', 'import', 'export', 'online store']],
    summary: 'Federal law makes it a crime to sell, offer for sale, mail or ship, or import or export drug paraphernalia, meaning equipment primarily intended or designed for using illegal drugs (bongs, certain pipes, roach clips and the like). Items traditionally intended for use with tobacco are excepted, as are people authorized by state law to make or sell such items.',
    federal: [{ title: 21, section: '863', label: 'drug paraphernalia', point: 'It is unlawful to sell or offer for sale drug paraphernalia, to use the mails or any other facility of interstate commerce to transport it, or to import or export it; subsection (f) exempts persons authorized by local, state or federal law to manufacture, possess or distribute such items, and items traditionally intended for use with tobacco products.' }],
    stateTreatment: [STATE_DRUGS],
    penalty: crime({ statute: '21 U.S.C. § 863(b)', maxPrison: { years: 3 } }),
    links: [DEA],
  },
  {
    id: 'buy-medicine-abroad',
    label: 'Buying prescription medicine from Canada, Mexico or online',
    when: [['@pill', 'insulin', 'drug', 'drugs'], ['@buy', 'import', 'bring back', 'bring home'], ['canada', 'mexico', 'online', 'abroad', 'overseas', 'internet', 'website', '@border', 'india', 'pharmacy']],
    summary: 'Federal law generally bars importing prescription drugs that are not FDA-approved versions, but FDA may allow personal importation case by case and publishes guidance on when it does. Controlled substances may not be bought online without a valid prescription from a practitioner who has examined you in person, with limited exceptions.',
    federal: [{ title: 21, section: '384', label: 'importing prescription drugs', point: 'Authorizes importation programs and waivers, and directs FDA to publish guidance on the circumstances in which it will grant waivers for individuals importing drugs for personal use.' }, { title: 21, section: '829', subsection: '(e)', label: 'controlled substances over the Internet', point: 'A controlled substance that is a prescription drug may not be delivered, distributed or dispensed by means of the Internet without a valid prescription.' }],
    stateTreatment: ['State pharmacy boards license pharmacies that ship into {state}; some states run their own importation programs under FDA approval.'],
    penalty: 'Usually the shipment is refused or destroyed at the border. Dispensing a controlled substance over the Internet without a valid prescription is punished under 21 U.S.C. § 841(h) and (b) (up to 20 years in the general Schedule I or II case, fines up to the greater of the 18 U.S.C. § 3571 ceiling or $1,000,000 for an individual).',
    links: [FDA, DEA],
  },
  {
    id: 'pseudoephedrine-limit',
    label: 'Buying more than the limit of Sudafed (pseudoephedrine)',
    when: [['sudafed', 'pseudoephedrine', 'ephedrine', 'cold medicine', 'allergy medicine'], ['@buy', 'limit', 'how much', 'stock up', 'a lot of', 'too much', 'more than']],
    summary: 'Federal law limits retail purchases of cold medicines containing pseudoephedrine, ephedrine or phenylpropanolamine to 9 grams of the base in any 30 days (of which not more than 7.5 grams may come by mail or carrier). Stores keep them behind the counter and log purchases; {state} may set lower limits or require a prescription.',
    federal: [{ title: 21, section: '844', subsection: '(a)', label: 'the purchase limit', point: 'It is unlawful to knowingly or intentionally purchase at retail during a 30 day period more than 9 grams of ephedrine base, pseudoephedrine base, or phenylpropanolamine base in a scheduled listed chemical product.' }],
    stateTreatment: ['Some states set stricter limits, track purchases electronically or require a prescription.'],
    penalty: crime({ statute: '21 U.S.C. § 844(a)', maxPrison: { years: 1 } }) + ' Section 844(a) also sets a minimum fine of $1,000.',
    links: [DEA],
  },
];
