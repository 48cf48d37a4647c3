/**
 * The 25 activity templates of "101 What's Illegal" (spec part 2 §3 "Activity templates"): the
 * spec's ids, in the spec's order, each with a label (what the list shows) and the activity
 * phrase that goes into the question "Is it illegal to {activity} in the state of {state name}?".
 * The phrases keep the words the spec gives in brackets ("record (someone without consent)").
 * `category` groups them on the device (the Dexie `activities` table indexes it).
 */
export type ActivityCategory = 'traffic' | 'privacy' | 'public-places' | 'outdoors' | 'animals' | 'speech' | 'business' | 'home';

export interface ActivityTemplate {
  id: string;
  label: string;
  activity: string;
  category: ActivityCategory;
}

export const activityTemplates = [
  { id: 'jaywalk', label: 'Jaywalking', activity: 'jaywalk', category: 'traffic' },
  { id: 'record', label: 'Recording someone without consent', activity: 'record someone without consent', category: 'privacy' },
  { id: 'drone', label: 'Flying a drone', activity: 'fly a drone', category: 'outdoors' },
  { id: 'camp', label: 'Camping in public parks', activity: 'camp in public parks', category: 'public-places' },
  { id: 'collect-rainwater', label: 'Collecting rainwater', activity: 'collect rainwater', category: 'home' },
  { id: 'feed-homeless', label: 'Feeding the homeless', activity: 'feed the homeless', category: 'public-places' },
  { id: 'own-exotic', label: 'Owning exotic pets', activity: 'own exotic pets', category: 'animals' },
  { id: 'ride-bike', label: 'Riding a bike on sidewalks', activity: 'ride a bike on sidewalks', category: 'traffic' },
  { id: 'burn-flag', label: 'Burning the American flag', activity: 'burn the American flag', category: 'speech' },
  { id: 'text-drive', label: 'Texting while driving', activity: 'text while driving', category: 'traffic' },
  { id: 'gamble-online', label: 'Gambling online', activity: 'gamble online', category: 'business' },
  { id: 'sell-lemonade', label: 'Selling lemonade without a permit', activity: 'sell lemonade without a permit', category: 'business' },
  { id: 'hunt-sunday', label: 'Hunting on Sunday', activity: 'hunt on Sunday', category: 'outdoors' },
  { id: 'wear-mask', label: 'Wearing a mask in public', activity: 'wear a mask in public', category: 'speech' },
  { id: 'metal-detect', label: 'Metal detecting in parks', activity: 'use a metal detector in parks', category: 'outdoors' },
  { id: 'idle-car', label: 'Leaving a car idling', activity: 'leave a car idling', category: 'traffic' },
  { id: 'fish-no-license', label: 'Fishing without a license', activity: 'fish without a license', category: 'outdoors' },
  { id: 'panhandle', label: 'Panhandling', activity: 'panhandle', category: 'speech' },
  { id: 'sleep-car', label: 'Sleeping in your car', activity: 'sleep in your car', category: 'public-places' },
  { id: 'drink-public', label: 'Drinking alcohol in public', activity: 'drink alcohol in public', category: 'public-places' },
  { id: 'smoke-beach', label: 'Smoking on the beach', activity: 'smoke on the beach', category: 'public-places' },
  { id: 'skateboard', label: 'Skateboarding in public', activity: 'skateboard in public', category: 'public-places' },
  { id: 'honk-horn', label: 'Honking your car horn', activity: 'honk your car horn', category: 'traffic' },
  { id: 'garage-sale', label: 'Holding a garage sale', activity: 'hold a garage sale', category: 'business' },
  { id: 'bury-pet', label: 'Burying a pet in your backyard', activity: 'bury a pet in your backyard', category: 'home' },
] as const satisfies readonly ActivityTemplate[];

export type ActivityId = (typeof activityTemplates)[number]['id'];

const byId: ReadonlyMap<string, ActivityTemplate> = new Map(activityTemplates.map((a) => [a.id, a]));

export function findActivity(id: string): ActivityTemplate | undefined {
  return byId.get(id);
}

export function isActivityId(id: string): id is ActivityId {
  return byId.has(id);
}
