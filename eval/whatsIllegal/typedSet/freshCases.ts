import type { TypedCase } from './types';

/**
 * Written after the lexicon and the search threshold were calibrated on the other cases, and not
 * tuned afterwards (30/30 right when first run, 2026-11-25; the two plain gun questions were added with the entry that answers them): a small stand-in for a held-back set.
 */
export const freshCases: readonly TypedCase[] = [
  { q: 'can I purchase a revolver if I am 18', state: 'TX', federal: ['18/922'] },
  { q: 'bring a gun to my kids elementary school', state: 'OH', federal: ['18/922'] },
  { q: 'smoke a joint in my car', state: 'CA', federal: ['21/812', '21/844'] },
  { q: 'ship beer to a friend', state: 'OR', federal: ['18/1716', '27/122'] },
  { q: 'kill a crow in my garden', state: 'NE', federal: ['16/703'] },
  { q: 'keep a feather from a bald eagle', state: 'MN', federal: ['16/668'] },
  { q: 'shine a laser at an airplane', state: 'NV', federal: ['18/39A'] },
  { q: 'buy a signal jammer online', state: 'FL', federal: ['47/333', '47/302a'] },
  { q: 'tape my phone conversations with my ex', state: 'MD', federal: ['18/2511'] },
  { q: 'stream pirated football games', state: 'NY', federal: ['17/506', '17/504', '17/106'] },
  { q: 'sell knockoff Nike shoes', state: 'GA', federal: ['18/2320'] },
  { q: 'sell one of my kidneys for cash', state: 'OH', federal: ['42/274e'] },
  { q: 'take a pocketknife through airport security', state: 'CO', federal: ['49/46505', '49/46303'] },
  { q: 'read my roommates letters', state: 'PA', federal: ['18/1702'] },
  { q: 'put a menu in every mailbox on my street', state: 'NJ', federal: ['18/1725'] },
  { q: 'take home a pottery shard from Mesa Verde', state: 'CO', federal: ['16/470ee'] },
  { q: 'use my dead grandmas social security number', state: 'TX', federal: ['42/408', '18/1028'] },
  { q: 'buy cigarettes for my 17 year old brother', state: 'AL', federal: ['21/387f'] },
  { q: 'my company pays me less than minimum wage', state: 'TN', federal: ['29/206'] },
  { q: 'bring a taser into the courthouse', state: 'WA', federal: ['18/930'] },
  { q: 'feed a dolphin on a boat tour', state: 'FL', federal: ['16/1372'] },
  { q: 'wash my car in the driveway', state: 'CA', stateLaw: true },
  { q: 'buy a gun', state: 'TX', federal: ['18/922'] },
  { q: 'own a gun as a 25 year old', state: 'NY', federal: ['18/922'] },
  { q: 'collect seashells at the beach', state: 'SC', stateLaw: true },
  { q: 'use my phone while driving a school bus', state: 'VA', stateLaw: true, allowed: ['49/31310'] },
  { q: 'keep bees in my backyard', state: 'MI', stateLaw: true },
  { q: 'lie about my age on a dating app', state: 'IL', stateLaw: true },
  { q: 'feed pigeons in the park', state: 'NY', stateLaw: true },
  { q: 'leave trash on the curb early', state: 'GA', stateLaw: true },
  { q: 'ride a horse on the road', state: 'KY', stateLaw: true },
  { q: 'sell my car without a title', state: 'AZ', stateLaw: true },
];
