import { crime } from '../penalty';
import { USPIS, USPS } from './links';
import type { TypedActivity } from '../types';

const STATE_THEFT = '{state} law also punishes theft, trespass and vandalism; a state and a federal charge can both be brought.';

/** The mail and mailboxes. Checked against 18 U.S.C. §§ 1702, 1705, 1708, 1715, 1725. */
export const mailActivities: readonly TypedActivity[] = [
  {
    id: 'open-others-mail',
    label: "Opening or throwing away someone else's mail",
    when: [['open', 'read', 'throw away', 'throw out', 'toss', 'destroy', 'hide', 'shred', 'burn', 'go through', 'look through', 'keep'], ['@mail'], ['someone else', 'neighbor', 'roommate', 'ex', 'wife', 'husband', 'spouse', 'boyfriend', 'girlfriend', 'previous tenant', 'old tenant', 'former tenant', 'wrong address', 'not addressed', 'not mine', 'addressed to', 'mom', 'dad', 'son', 'daughter', 'sister', 'brother', 'landlord', 'tenant', 'other people', 'another person', 'partner', 'kid', 'family member']],
    summary: 'Opening, hiding, destroying or keeping mail addressed to someone else before it has been delivered to that person, to obstruct the correspondence or to pry into their business or secrets, is a federal crime. Mail delivered to you by mistake (for example for a former tenant) should be written "not at this address" and put back in the mail, not opened or thrown away.',
    federal: [{ title: 18, section: '1702', label: 'obstruction of correspondence', point: 'Whoever takes a letter or package from the mail or from a mail carrier before it has been delivered to the addressee, with design to obstruct the correspondence or to pry into the business or secrets of another, or opens, secretes, embezzles or destroys it, commits a crime.' }],
    stateTreatment: [STATE_THEFT, 'Within a household, whether the other person agreed and who the mail was addressed to matter; state privacy and family law may also apply.'],
    penalty: crime({ statute: '18 U.S.C. § 1702', maxPrison: { years: 5 } }),
    links: [USPIS],
  },
  {
    id: 'steal-package',
    label: 'Taking a package or mail that is not yours (porch piracy)',
    when: [['steal', 'take', 'swipe', 'grab', 'porch pirate', 'porch piracy', 'keep', 'pick up'], ['@mail', 'package', 'packages', 'amazon box', 'delivery']],
    unless: ['mail it', 'ship it', 'send it', 'open', 'read'],
    summary: 'Stealing mail or a package from a mailbox, a post office, a mail carrier, or from beside a collection box is a federal crime, and so is knowingly buying, receiving or keeping stolen mail. Packages left on a porch by a private carrier are protected by {state} theft law.',
    federal: [{ title: 18, section: '1708', label: 'theft of mail', point: 'Whoever steals, takes or abstracts, or obtains by fraud, any letter, package or mail from the mail, a post office, a letter box or mail receptacle, or a mail carrier, or receives or possesses stolen mail knowing it was stolen, commits a crime.' }],
    stateTreatment: [STATE_THEFT],
    penalty: crime({ statute: '18 U.S.C. § 1708', maxPrison: { years: 5 } }),
    links: [USPIS],
  },
  {
    id: 'flyers-in-mailbox',
    label: 'Putting flyers or notes in mailboxes',
    when: [['@mailbox'], ['flyer', 'flyers', 'leaflet', 'leaflets', 'menu', 'menus', 'note', 'notes', 'business card', 'advertisement', 'advertisements', 'ad', 'ads', 'coupon', 'brochure', 'door hanger', 'invitation', 'invitations', 'put', 'place', 'stuff', 'leave', 'drop']],
    unless: ['damage', 'destroy', 'smash', 'open', 'steal'],
    summary: 'Putting unstamped flyers, notes, bills or circulars in a mailbox used for postal delivery is a federal offense: mailboxes are reserved for mail that has paid postage. Hang flyers on the door instead (where {state} and local rules allow), or send them by mail.',
    federal: [{ title: 18, section: '1725', label: 'no unpaid matter in mailboxes', point: 'Whoever knowingly and willfully deposits mailable matter such as circulars or sale bills on which no postage has been paid in a letter box accepted by the Postal Service, with intent to avoid payment of postage, shall for each such offense be fined.' }],
    stateTreatment: ['Cities may also regulate handbills and door-to-door distribution; political and religious leaflets have First Amendment protection, but not inside mailboxes.'],
    penalty: crime({ statute: '18 U.S.C. § 1725', maxPrison: 'none' }) + ' The statute provides a fine for each offense and no prison term.',
    links: [USPS],
  },
  {
    id: 'damage-mailbox',
    label: 'Damaging a mailbox',
    when: [['@mailbox'], ['damage', 'destroy', 'smash', 'hit', 'knock down', 'knock over', 'vandalize', 'break', 'kick', 'mailbox baseball', 'run over', 'blow up', 'firework', 'fireworks', 'paint', 'spray paint']],
    summary: 'Willfully or maliciously damaging, tearing down or destroying a mailbox used for mail delivery, or breaking it open, is a federal crime, as is damaging the mail inside. {state} vandalism law also applies.',
    federal: [{ title: 18, section: '1705', label: 'destruction of letter boxes or mail', point: 'Whoever willfully or maliciously injures, tears down or destroys any letter box or other receptacle used for mail delivery, or breaks it open, or damages the mail in it, commits a crime.' }],
    stateTreatment: [STATE_THEFT],
    penalty: crime({ statute: '18 U.S.C. § 1705', maxPrison: { years: 3 } }),
    links: [USPIS],
  },
  {
    id: 'mail-gun',
    label: 'Mailing or shipping a gun',
    when: [['@gun'], ['@ship']],
    summary: 'Handguns and other firearms that can be concealed on the person are nonmailable through the Postal Service except for listed officials and licensed dealers and manufacturers for business. Rifles and shotguns may be mailed only as Postal Service rules allow; private carriers have their own rules. Shipping any gun to a person in another state generally has to go to a licensed dealer.',
    federal: [{ title: 18, section: '1715', label: 'concealable firearms are nonmailable', point: 'Pistols, revolvers and other firearms capable of being concealed on the person are nonmailable, except as Postal Service regulations allow for listed officers and for licensed manufacturers and dealers.' }, { title: 18, section: '922', subsection: '(a)(5)', label: 'transfers to residents of other states', point: 'An unlicensed person may not transfer or deliver a firearm to an unlicensed person who lives in another state, except as the section allows.' }],
    stateTreatment: ['{state} may add its own rules on transfers and shipping to its residents.'],
    penalty: crime({ statute: '18 U.S.C. § 1715', maxPrison: { years: 2 } }),
    links: [USPS],
  },
];
