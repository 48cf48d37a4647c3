/**
 * Everyday words -> the words criminal statutes use for the same thing (docs/understanding.md
 * "What's Illegal"): what lets the offence search (./penaltySearch.ts) meet "boat" in a section
 * that says "vessel", or "casino" in one that says "gaming establishment". A thesaurus, not a
 * list of offences: each line says what a word means in the U.S. Code's vocabulary, whatever
 * the activity. Keys are matched on word boundaries in the lower-cased activity (apostrophes
 * dropped); a key's own words count as the same idea as the words it stands for.
 */
export const STATUTE_WORDS: Readonly<Record<string, string>> = {
  // Vehicles and carriers
  boat: 'vessel boat', ship: 'vessel ship', 'cargo ship': 'vessel', 'fishing boat': 'vessel fishing', yacht: 'vessel', 'jet ski': 'vessel',
  ferry: 'vessel', 'cruise ship': 'vessel passenger', tanker: 'vessel',
  plane: 'aircraft', airplane: 'aircraft', jet: 'aircraft', helicopter: 'aircraft', airport: 'airport aircraft', tarmac: 'airport aircraft',
  train: 'railroad train', amtrak: 'railroad passenger train', subway: 'mass transportation', railroad: 'railroad', tracks: 'track railroad',
  bus: 'mass transportation bus', semis: 'motor vehicle', semi: 'motor vehicle', truck: 'motor vehicle truck', trucks: 'motor vehicle', '18 wheeler': 'motor vehicle',
  car: 'motor vehicle automobile', cars: 'motor vehicle automobile', 'new cars': 'new automobile',
  // Places the United States owns or protects
  'national forest': 'federal land forest', 'blm land': 'federal land public land', reservation: 'indian reservation', tribal: 'indian tribe',
  tribe: 'indian tribe', navajo: 'indian tribe', cherokee: 'indian tribe', 'native american': 'indian', pentagon: 'defense', 'army base': 'military',
  consulate: 'foreign government consular', embassy: 'foreign government diplomatic', ambassador: 'foreign official diplomatic',
  capitol: 'capitol building grounds', 'white house': 'executive residence',
  // People and offices
  cop: 'officer law enforcement', cops: 'officer law enforcement', marshals: 'marshal arrest', 'us marshals': 'marshal arrest warrant',
  'coast guard': 'coast guard vessel officer', inspector: 'inspection inspector', inspectors: 'inspection inspector',
  'census taker': 'census employee', 'mail carrier': 'letter carrier postal service', mailman: 'letter carrier postal service',
  'postal worker': 'postal service employee', 'post office': 'postal service', usps: 'postal service', 'loan officer': 'financial institution officer loan',
  'tax preparer': 'preparing returns', 'do taxes': 'preparing returns tax', 'federal employee': 'officer employee united states government',
  soldier: 'armed forces member', veteran: 'armed forces veteran', 'sex offender': 'sex offender register',
  inmate: 'prisoner', inmates: 'prisoners', prisoner: 'prisoner', 'prison camp': 'penal correctional institution prisoner', prison: 'prison penal correctional institution',
  'college basketball': 'sporting contest', players: 'sporting contest', game: 'contest', bets: 'gambling wagering', betting: 'gambling wagering',
  canadian: 'foreign national', 'foreign government': 'foreign principal government', 'work visa': 'foreign national alien', 'green card': 'alien registration card',
  immigrant: 'alien', immigrants: 'aliens', 'illegal immigrant': 'alien', 'federal judge': 'judge united states',
  // Things
  stamps: 'postage stamp', stamp: 'postage stamp', postmark: 'canceled cancel', postmarks: 'canceled cancel', uniform: 'uniform badge',
  stickers: 'label', sticker: 'label', 'price sticker': 'label automobile', 'window sticker': 'label automobile', windows: 'computer program software',
  software: 'computer program', laptop: 'computer', laptops: 'computer', chips: 'money property', jewelry: 'goods product',
  'slot machines': 'gambling device', 'slot machine': 'gambling device', casino: 'gaming establishment gambling',
  'survey marker': 'survey monument mark', marker: 'mark monument', spikes: 'hazardous injurious device', trees: 'timber tree', loggers: 'timber harvesting',
  pipeline: 'pipeline facility', dock: 'wharf pier structure', jetty: 'jetty structure', river: 'navigable waters', lake: 'waters',
  chemicals: 'hazardous substance', leaked: 'release', spill: 'release hazardous', 'classified papers': 'classified documents information',
  classified: 'classified information', 'workers comp': 'compensation employees injury', 'workers compensation': 'compensation employees injury',
  'w 4': 'withholding employer information', allowances: 'withholding exemption', 'client list': 'information disclosure',
  'call history': 'phone records telephone', 'call logs': 'phone records telephone', 'phone records': 'phone records telephone',
  'blocked number': 'telephone without disclosing identity', 'radio show': 'radio communication broadcast', 'f bombs': 'profane indecent language',
  'f bomb': 'profane indecent language', cuss: 'profane language', swear: 'profane language', curse: 'profane language',
  funeral: 'funeral', 'mink farm': 'animal enterprise', 'fur farm': 'animal enterprise', 'animal lab': 'animal enterprise', minks: 'animals',
  'donation jar': 'donation solicit', donate: 'contribution donation', donation: 'contribution donation', campaign: 'election campaign contribution',
  kickback: 'kickback', 'back taxes': 'revenue tax', seized: 'seized seizure', warrant: 'warrant arrest',
  bond: 'release', bail: 'release', 'court date': 'appear court', 'jury duty': 'juror',
  money: 'money', cash: 'money', loan: 'loan credit', lend: 'credit extension', interest: 'credit', 'get hurt': 'violence threat',
  'catch fire': 'violence threat property', 'burn down': 'fire violence', stocks: 'financial interest stock', stock: 'financial interest stock',
  lobby: 'communication influence appearance', lobbying: 'agent communication influence', 'pr': 'agent public relations', 'justice department': 'attorney general',
  // Doing
  sneak: 'secretes conceals', hide: 'conceals harbors secretes', hiding: 'conceals harbors', crash: 'harbors', 'stay at': 'harbors',
  dump: 'destroys dispose discharge', toss: 'removes destroys', 'dig up': 'removes', 'throw away': 'destroys', 'pull up': 'removes',
  'spray paint': 'damage injures', vandalize: 'damage injures destroys', 'mess up': 'damage destroys', wreck: 'wrecks destroys', rock: 'obstruction',
  rocks: 'throw damage', 'break into': 'breaks enters', grab: 'takes steal', steal: 'steal theft', swipe: 'steal theft',
  pretend: 'false pretense fraudulent', pretending: 'false pretense fraudulent', fake: 'false fraudulent counterfeit', lie: 'false statement',
  'say im': 'false representation', 'sell': 'sell sale', 'sign off': 'approval participates', 'take home': 'removes retain',
  'tip off': 'advance notice', 'heads up': 'advance notice', 'kept going': 'fail obey heave', 'drove off': 'render assistance give name',
  'let out': 'release damage', 'not report': 'fails notify report', 'not tell': 'fails notify', 'keep quiet': 'fails notify',
  'not register': 'fails register', 'not update': 'fails update register', 'not going': 'fails appear', 'not show up': 'fails appear',
  'skip': 'fails appear', 'miss shots': 'influence bribery contest', 'wire money': 'transaction export services', carry: 'carry possession',
};
