import type { TypedCase } from './types';

/** Long, messy posts, the way people actually write: the expectation is hand-checked like the short ones. */
export const longCases: readonly TypedCase[] = [
  // The whole question typed into the activity box.
  { q: 'Is it illegal to buy a handgun at 19 in the state of Texas?', state: 'TX', federal: ['18/922'] },
  {
    q: 'ok so I just turned 19 last month and my dad said he would take me to the gun shop this weekend so I can get my first handgun, is that even allowed or do I have to wait??',
    state: 'TX',
    federal: ['18/922'],
  },
  {
    q: 'My neighbor keeps getting packages delivered to my address by mistake and honestly I am tired of it, can I just open them or throw them in the trash',
    state: 'OH',
    federal: ['18/1702'],
  },
  {
    q: 'there is this red tailed hawk that has killed 3 of my hens this month and I am about ready to shoot it, what happens if I do',
    state: 'OK',
    federal: ['16/703'],
  },
  {
    q: 'we drove up to Indiana and bought a bunch of fireworks for the 4th, mortars and stuff, can we bring them back home and set them off in our backyard',
    state: 'IL',
    federal: ['18/836'],
  },
  {
    q: 'weed is legal here now so I figured I could bring a couple of pre rolls with me on my flight to visit family in Texas, TSA wont care right?',
    state: 'CO',
    federal: ['21/844', '21/812'],
  },
  {
    q: 'I think my wife is cheating and I know her iCloud password, would it be illegal to log in and read her messages',
    state: 'FL',
    federal: ['18/1030', '18/2701'],
  },
  {
    q: 'I have a landlord who keeps lying to me about repairs and I want to record our phone calls without telling him, can I do that?',
    state: 'CA',
    federal: ['18/2511'],
  },
  {
    q: 'my friend from the reservation gave me a bald eagle feather as a gift, am I allowed to keep it or is that a problem',
    state: 'SD',
    federal: ['16/668'],
  },
  {
    q: 'somebody online is offering to pay $40k for a kidney and I really need the money, could I get in trouble',
    state: 'GA',
    federal: ['42/274e'],
  },
  {
    q: 'my manager told me I cant come back after my maternity leave because they gave my job to someone else, is that legal??',
    state: 'NJ',
    federal: ['42/2000e', '42/2000e-2'],
  },
  {
    q: 'i want to bring like 20 grand in cash with me when I fly to see my family in the Philippines, do I need to tell anyone',
    state: 'CA',
    federal: ['31/5316'],
  },
  {
    q: 'my buddy has a laser pointer and thinks its funny to shine it at planes landing at the airport near us, is that actually a crime',
    state: 'AZ',
    federal: ['18/39A'],
  },
];
