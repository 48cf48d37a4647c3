import { civil, crime } from '../penalty';
import { FWS, NOAA_FISHERIES } from '../../knowledge/links';
import type { TypedActivity } from '../types';

const STATE_WILDLIFE = '{state}\'s wildlife agency also protects these animals and sets hunting, trapping and nuisance-animal rules; state protection can be stricter than federal law.';
const MBTA = crime({ statute: '16 U.S.C. § 707(a)', maxPrison: { months: 6 }, statuteFine: 15_000 });

/** Birds, eagles, endangered species, marine mammals, big cats, animal fighting. Checked against 16 U.S.C. §§ 668, 703, 707, 718a, 1372, 1375, 1538, 1540, 3371–3373; 7 U.S.C. § 2156; 18 U.S.C. § 49. */
export const wildlifeActivities: readonly TypedActivity[] = [
  {
    id: 'kill-migratory-bird',
    label: 'Killing, trapping or keeping a wild bird, its feathers or nest',
    when: [['@bird'], ['@kill', 'trap', 'capture', 'catch', 'keep', 'collect', 'pick up', 'sell', 'remove', 'destroy', 'move', 'knock down', 'raise', 'rescue', 'get rid of', 'take', 'have', 'own', 'found', 'buy']],
    unless: ['@eagle', 'duck hunting', 'pigeon', 'pigeons', 'starling', 'starlings', 'house sparrow'],
    summary: 'Nearly all native wild birds, including hawks, owls, songbirds, crows and geese, are protected by the Migratory Bird Treaty Act: killing, capturing or possessing them, or their feathers, nests with eggs, or eggs, is illegal without a federal permit or an open hunting season. A hawk that takes your chickens may not be shot or trapped; protect the flock, or ask the U.S. Fish and Wildlife Service about a depredation permit. Non-native birds (house sparrows, starlings, pigeons) are not covered.',
    federal: [{ title: 16, section: '703', label: 'Migratory Bird Treaty Act', point: 'Unless permitted by regulation, it is unlawful at any time, by any means, to pursue, hunt, take, capture, kill, possess, sell, purchase, ship or transport any migratory bird, or any part, nest or egg of one; subsection (b) limits the Act to species native to the United States.' }, { title: 16, section: '707', label: 'penalties', point: 'A violation is a misdemeanor punishable by a fine of not more than $15,000, up to six months in prison, or both; knowingly taking birds to sell them, or selling them, is a felony (subsection (b)).' }],
    stateTreatment: [STATE_WILDLIFE],
    penalty: [MBTA, crime({ what: 'Taking or selling birds for sale', statute: '16 U.S.C. § 707(b)', maxPrison: { years: 2 }, statuteFine: 2_000 })].join(' '),
    links: [FWS],
  },
  {
    id: 'eagle-feathers',
    label: 'Having or selling eagle feathers or parts',
    when: [['@eagle']],
    summary: 'Taking, possessing, selling, buying, or transporting a bald or golden eagle, alive or dead, or any part, nest or egg (feathers included), is a federal crime without a permit. Enrolled members of federally recognized tribes may obtain eagle feathers for religious purposes through the U.S. Fish and Wildlife Service permit program.',
    federal: [{ title: 16, section: '668', label: 'Bald and Golden Eagle Protection Act', point: 'Knowingly taking, possessing, selling, purchasing, bartering, transporting, exporting or importing any bald or golden eagle or any part, nest or egg without a permit is punishable by a fine of not more than $5,000, up to one year in prison, or both; a second conviction by not more than $10,000, two years, or both. A civil penalty of not more than $5,000 per violation may also be assessed.' }, { title: 16, section: '668a', label: 'permits, including for Indian religions', point: 'The Secretary of the Interior may permit taking and possession of eagles for scientific, exhibition and Indian religious purposes, among others.' }],
    stateTreatment: [STATE_WILDLIFE],
    penalty: [crime({ what: 'First conviction', statute: '16 U.S.C. § 668(a)', maxPrison: { years: 1 }, statuteFine: 5_000 }), civil('Civil: up to $5,000 per violation under 16 U.S.C. § 668(b)')].join(' '),
    links: [FWS],
  },
  {
    id: 'endangered-species',
    label: 'Killing, selling or buying an endangered species or its parts (ivory, turtle shell)',
    when: [['@endangered']],
    summary: 'The Endangered Species Act makes it illegal to "take" (harm, harass, kill, capture) an endangered animal, and to import, export, sell or transport it, or its parts, in commerce without a permit. Trade in ivory, sea-turtle products and similar items is tightly restricted by this Act and others.',
    federal: [{ title: 16, section: '1538', subsection: '(a)(1)', label: 'prohibited acts for endangered animals', point: 'It is unlawful to import or export an endangered species, take one within the United States or its waters, possess, sell, deliver or ship one that was unlawfully taken, or deliver, receive, sell or offer it for sale in interstate or foreign commerce.' }, { title: 16, section: '1540', label: 'penalties', point: 'Knowing violations are punishable by a fine of not more than $50,000, up to one year in prison, or both (subsection (b)(1)); civil penalties of up to $25,000 per knowing violation (subsection (a)(1)).' }],
    stateTreatment: [STATE_WILDLIFE],
    penalty: [crime({ statute: '16 U.S.C. § 1540(b)(1)', maxPrison: { years: 1 }, statuteFine: 50_000 }), civil('Civil: up to $25,000 per knowing violation under 16 U.S.C. § 1540(a)(1)')].join(' '),
    links: [FWS],
  },
  {
    id: 'marine-mammals',
    label: 'Touching, feeding or chasing dolphins, seals, whales or manatees',
    when: [['dolphin', 'dolphins', 'seal', 'seals', 'sea lion', 'sea lions', 'whale', 'whales', 'manatee', 'manatees', 'otter', 'otters', 'porpoise', 'walrus'], ['touch', 'feed', 'swim with', 'approach', 'harass', 'pet', 'ride', 'chase', 'take', 'kill', 'keep', 'selfie', 'close', 'pick up', 'shoot', 'scare']],
    summary: 'The Marine Mammal Protection Act makes it illegal to "take" a marine mammal in U.S. waters, which includes harassing, hunting, capturing or killing it, or trying to; feeding or touching wild dolphins and seals can count as harassment. Some species, such as manatees, are also protected by the Endangered Species Act.',
    federal: [{ title: 16, section: '1372', subsection: '(a)', label: 'taking marine mammals', point: 'It is unlawful for any person to take any marine mammal in waters or on lands under U.S. jurisdiction, except as the Act expressly provides.' }, { title: 16, section: '1375', label: 'penalties', point: 'A civil penalty of not more than $10,000 per violation (subsection (a)(1)); a knowing violation is punishable by a fine of not more than $20,000 per violation, up to one year in prison, or both (subsection (b)).' }],
    stateTreatment: [STATE_WILDLIFE],
    penalty: [crime({ statute: '16 U.S.C. § 1375(b)', maxPrison: { years: 1 }, statuteFine: 20_000 }), civil('Civil: up to $10,000 per violation under 16 U.S.C. § 1375(a)(1)')].join(' '),
    links: [NOAA_FISHERIES],
  },
  {
    id: 'big-cat-pet',
    label: 'Owning or breeding a tiger, lion or other big cat',
    when: [['tiger', 'tigers', 'lion', 'lions', 'big cat', 'big cats', 'leopard', 'cheetah', 'jaguar', 'cougar', 'puma', 'mountain lion', 'liger'], ['@own', '@buy', '@sell', 'breed', 'cub', 'cubs', 'backyard']],
    summary: 'The Big Cat Public Safety Act makes it illegal for private individuals to breed or possess a lion, tiger, leopard, cheetah, jaguar or cougar (or a hybrid), or to buy, sell or transport one in interstate commerce, with exceptions for licensed facilities such as zoos, sanctuaries and universities, and for cats that owners registered with the U.S. Fish and Wildlife Service under the Act.',
    federal: [{ title: 16, section: '3372', subsection: '(e)', label: 'captive big cats', point: 'It is unlawful to import, export, transport, sell, receive, acquire or purchase in interstate or foreign commerce, or to breed or possess, any prohibited wildlife species, subject to the exceptions of paragraph (2).' }, { title: 16, section: '3371', subsection: '(h)', label: 'which species', point: '"Prohibited wildlife species" means any live species of lion, tiger, leopard, cheetah, jaguar or cougar, or any hybrid of them.' }],
    stateTreatment: [STATE_WILDLIFE, '{state} and its cities may ban or license other exotic animals too.'],
    penalty: crime({ statute: '16 U.S.C. § 3373(d)(4)', maxPrison: { years: 5 }, statuteFine: 20_000 }),
    links: [FWS],
  },
  {
    id: 'animal-fighting',
    label: 'Dogfighting, cockfighting or attending an animal fight',
    when: [['dogfight', 'dog fight', 'dog fights', 'dogfighting', 'dog fighting', 'cockfight', 'cock fight', 'cockfighting', 'cock fighting', 'fighting rooster', 'fighting roosters', 'fighting dogs', 'animal fight', 'animal fighting', 'rooster fight', 'rooster fighting', 'gamecock', 'gamecocks']],
    summary: 'Federal law bans sponsoring or exhibiting an animal fight, buying, selling, transporting or training animals for fighting, attending a fight, and bringing a child under 16 to one, in every state and territory. {state} law also bans animal fighting.',
    federal: [{ title: 7, section: '2156', label: 'animal fighting ventures', point: 'It is unlawful to knowingly sponsor or exhibit an animal fighting venture, attend one, cause a child under 16 to attend one, or sell, buy, possess, train, transport, deliver or receive an animal for purposes of having it take part in one.' }, { title: 18, section: '49', label: 'penalties', point: 'Up to 5 years in prison for each violation of the main prohibitions, up to 1 year for attending, up to 3 years for bringing a child under 16.' }],
    stateTreatment: ['{state} punishes animal fighting and animal cruelty under its own law.'],
    penalty: [crime({ what: 'Sponsoring, exhibiting, or dealing in fighting animals', statute: '18 U.S.C. § 49(a)', maxPrison: { years: 5 } }), crime({ what: 'Attending', statute: '18 U.S.C. § 49(b)', maxPrison: { years: 1 } })].join(' '),
    links: [{ title: 'USDA Animal and Plant Health Inspection Service', url: 'https://www.aphis.usda.gov/' }],
  },
  {
    id: 'duck-stamp',
    label: 'Hunting ducks or geese without a federal duck stamp',
    when: [['duck', 'ducks', 'waterfowl', 'goose', 'geese', 'teal', 'mallard'], ['hunt', 'hunting', 'shoot', 'stamp', 'license']],
    summary: 'Anyone 16 or older who hunts migratory waterfowl must carry a valid federal Migratory Bird Hunting and Conservation Stamp ("duck stamp"), in addition to {state}\'s hunting license and any state waterfowl stamp, and must follow the federal seasons and bag limits.',
    federal: [{ title: 16, section: '718a', label: 'the duck stamp', point: 'No individual who has attained the age of 16 years shall take any migratory waterfowl unless carrying a valid Migratory Bird Hunting and Conservation Stamp, with listed exceptions.' }, { title: 16, section: '718g', label: 'penalties', point: 'Violations are subject to the penalties of the Migratory Bird Treaty Act (16 U.S.C. § 707).' }],
    stateTreatment: [STATE_WILDLIFE],
    penalty: MBTA,
    links: [FWS],
  },
];
