/**
 * The concepts typed questions are matched by: each concept lists the everyday words
 * and phrases people use for it, so "buy a Glock at 19" and "purchase a handgun when I'm 20"
 * mean the same thing. Words are compared stemmed (./words), phrases word for word.
 * A reviewer can add a synonym here without touching the activities.
 */
export const LEXICON: Readonly<Record<string, readonly string[]>> = {
  // Doing
  buy: ['buy', 'purchase', 'bought', 'get', 'got', 'obtain', 'acquire', 'order', 'pick up', 'score'],
  sell: ['sell', 'sold', 'sale', 'resell', 'resale', 'flip', 'vend', 'peddle', 'deal', 'trade', 'make money', 'charge people', 'offer for sale'],
  carry: ['carry', 'bring', 'take', 'pack', 'have', 'keep', 'walk into', 'go into', 'wear', 'with me', 'in my bag', 'concealed', 'open carry', 'on me'],
  ship: ['ship', 'mail', 'send', 'post', 'usps', 'fedex', 'ups', 'package', 'shipping', 'deliver', 'delivery'],
  own: ['own', 'have', 'keep', 'possess', 'possession', 'raise', 'pet'],
  kill: ['kill', 'shoot', 'trap', 'poison', 'hunt', 'harm', 'get rid of', 'take out'],
  record: ['record', 'recording', 'tape', 'taping', 'wiretap', 'eavesdrop', 'listen in', 'secretly listen'],
  /** Someone else the buyer acts for ("for my uncle": buying for another person). */
  forAnother: ['for someone', 'for somebody', 'for someone else', 'for another person', 'for a friend', 'for my friend', 'for my buddy', 'for my boyfriend', 'for my girlfriend', 'for him', 'for her', 'for them', 'for my brother', 'for my sister', 'for my cousin', 'for my uncle', 'for my aunt', 'for my nephew', 'for my niece', 'for my dad', 'for my father', 'for my mom', 'for my mother', 'for my son', 'for my daughter', 'for my husband', 'for my wife', 'for my grandpa', 'for my grandfather', 'for my neighbor', 'for my roommate', 'for my coworker', 'on behalf of', 'straw', 'who can t', 'who cant', 'who is a felon', 'who is not allowed'],
  // Ages
  under21: ['under 21', 'underage', 'under age', 'not 21', 'younger than 21', 'minor', 'teen', 'teenager', 'high school', 'college student', 'i m 18', 'i m 19', 'i m 20'],
  under18: ['under 18', 'minor', 'kid', 'child', 'children', 'juvenile', '16 year old', '17 year old', '15 year old', 'high school'],
  // Drugs
  marijuana: ['marijuana', 'marihuana', 'weed', 'pot', 'cannabis', 'thc', 'edible', 'joint', 'blunt', 'dab', 'dabs', 'ganja', 'kush', 'mary jane', 'dispensary', 'bud', 'hash', 'delta 9'],
  hardDrug: ['cocaine', 'crack cocaine', 'heroin', 'meth', 'methamphetamine', 'fentanyl', 'lsd', 'mdma', 'ecstasy', 'molly', 'psilocybin', 'magic mushroom', 'shroom', 'ketamine', 'drug', 'narcotic', 'dmt', 'pcp'],
  pill: ['pill', 'oxy', 'oxycodone', 'xanax', 'adderall', 'percocet', 'vicodin', 'hydrocodone', 'opioid', 'painkiller', 'pain pill', 'prescription', 'prescribed', 'medication', 'medicine', 'meds', 'tramadol', 'codeine', 'valium', 'ritalin'],
  // Weapons
  gun: ['gun', 'firearm', 'rifle', 'shotgun', 'pistol', 'handgun', 'revolver', 'glock', 'ar 15', 'ar15', 'ak 47', 'ak47', '9mm', 'gat', 'piece', 'ammo', 'ammunition', 'firearms'],
  handgun: ['handgun', 'hand gun', 'pistol', 'revolver', 'glock', '9mm', 'sig sauer', '1911', '45 caliber', '38 special', 'derringer'],
  longGun: ['rifle', 'shotgun', 'long gun', 'hunting rifle', 'ar 15', 'ar15', 'ak 47', 'deer rifle', '22 rifle'],
  knife: ['knife', 'knives', 'pocketknife', 'pocket knife', 'blade', 'box cutter', 'switchblade', 'machete', 'scissors', 'multitool', 'leatherman'],
  weapon: ['weapon', 'gun', 'firearm', 'pistol', 'handgun', 'knife', 'taser', 'stun gun', 'pepper spray', 'mace', 'bat'],
  // Places
  plane: ['plane', 'airplane', 'flight', 'airline', 'aircraft', 'carry on', 'carryon', 'checked bag', 'airport security', 'tsa', 'fly with'],
  foreign: ['another country', 'foreign country', 'abroad', 'overseas', 'international', 'internationally', 'mexico', 'canada', 'philippines', 'india', 'china', 'vietnam', 'el salvador', 'guatemala', 'honduras', 'dominican republic', 'jamaica', 'haiti', 'nigeria', 'colombia', 'europe', 'japan', 'korea', 'england', 'france', 'germany', 'italy', 'brazil', 'cuba', 'puerto rico'],
  airport: ['airport', 'runway', 'airfield', 'tsa checkpoint'],
  federalBuilding: ['post office', 'federal building', 'courthouse', 'federal court', 'social security office', 'irs office', 'va hospital', 'va office', 'federal office', 'federal facility', 'dmv'],
  school: ['school', 'schoolyard', 'campus', 'elementary', 'middle school', 'high school', 'school zone'],
  nationalPark: ['national park', 'national forest', 'federal land', 'blm land', 'yellowstone', 'yosemite', 'grand canyon', 'park service', 'wilderness'],
  border: ['border', 'customs', 'from china', 'from overseas', 'another country', 'abroad', 'overseas', 'internationally', 'international flight', 'mexico', 'canada', 'philippines', 'india', 'china', 'vietnam', 'el salvador', 'guatemala', 'honduras', 'dominican republic', 'jamaica', 'haiti', 'nigeria', 'colombia', 'europe', 'japan', 'korea', 'england', 'france', 'germany', 'italy', 'brazil', 'cuba'],
  acrossStates: ['across state line', 'across state lines', 'another state', 'other state', 'different state', 'out of state', 'state line', 'interstate', 'road trip', 'drive through'],
  // Alcohol and tobacco
  alcohol: ['alcohol', 'beer', 'wine', 'liquor', 'booze', 'vodka', 'whiskey', 'whisky', 'tequila', 'rum', 'hard seltzer', 'drink', 'drinking', 'alcoholic', 'moonshine', 'spirits'],
  tobacco: ['tobacco', 'cigarette', 'cigarettes', 'cigar', 'cigars', 'vape', 'vapes', 'vaping', 'e cigarette', 'e cig', 'juul', 'nicotine', 'dip', 'chew', 'snus', 'zyn', 'hookah', 'smokes', 'pouches'],
  // Money and goods
  counterfeit: ['counterfeit', 'fake', 'knockoff', 'knock off', 'replica', 'bootleg', 'rep', 'reps', 'dupe', 'copy'],
  brand: ['designer', 'gucci', 'louis vuitton', 'nike', 'jordans', 'rolex', 'chanel', 'brand name', 'branded', 'handbag', 'purse', 'sneakers', 'shoes', 'watch', 'watches', 'logo'],
  money: ['money', 'cash', 'bill', 'bills', 'dollar', 'dollars', 'currency', 'twenty', 'hundred dollar'],
  gamble: ['gamble', 'gambling', 'bet', 'betting', 'wager', 'casino', 'poker', 'sportsbook', 'bookie', 'slot'],
  raffle: ['raffle', 'lottery', 'sweepstakes', 'giveaway', 'drawing', 'prize draw', '50 50'],
  // Communication and tech
  phoneCall: ['phone call', 'call', 'calls', 'conversation', 'phone', 'facetime', 'zoom', 'voicemail', 'talk'],
  wifi: ['wifi', 'wi fi', 'wireless', 'network', 'router', 'hotspot', 'internet connection'],
  hack: ['hack', 'hacking', 'break into', 'get into', 'log into', 'login', 'crack', 'password', 'access', 'snoop'],
  movie: ['movie', 'movies', 'film', 'films', 'show', 'tv show', 'episode', 'music', 'song', 'songs', 'album', 'game', 'games', 'software', 'ebook', 'book', 'netflix', 'disney'],
  pirate: ['pirate', 'pirated', 'piracy', 'torrent', 'torrenting', 'bittorrent', 'illegal download', 'download free', 'stream free', 'bootleg', 'free streaming site', 'illegally download'],
  // Animals
  bird: ['bird', 'birds', 'hawk', 'owl', 'eagle', 'crow', 'raven', 'falcon', 'heron', 'vulture', 'songbird', 'robin', 'cardinal', 'blue jay', 'woodpecker', 'goose', 'geese', 'feather', 'feathers', 'nest', 'egg'],
  eagle: ['eagle', 'bald eagle', 'golden eagle', 'eagle feather', 'eagle feathers'],
  endangered: ['endangered', 'threatened species', 'protected species', 'ivory', 'rhino horn', 'tiger', 'sea turtle', 'turtle shell', 'manatee', 'wolf', 'grizzly'],
  // Mail
  mailbox: ['mailbox', 'mail box', 'letterbox', 'mailboxes'],
  mail: ['mail', 'letter', 'letters', 'package', 'parcel', 'envelope', 'usps', 'post'],
};
