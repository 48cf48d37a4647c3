import type { SectionCard } from './types';

/** Section cards for travel, vehicles, communications, mail and consumer products: see ./types.ts. Each one read against the section's official text. */
export const travelCommunicationsCards: SectionCard[] = [
  // 49 U.S.C. subtitle VII, chapter 411: air carrier certificates
  {
    usc: { title: 49, section: '41113' },
    asks: [
      'my relative was on a plane that crashed, what must the airline do for families, like a toll-free number and telling us before the names go public',
      'after a fatal airline accident, does the airline have to notify the family in person and return the passengers belongings',
    ],
    keywords: [
      'airline accident family assistance',
      'plane crash families',
      'family assistance plan',
      'passenger notification',
      'aviation disaster',
      'air carrier',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 417: duties of air carriers
  {
    usc: { title: 49, section: '41704' },
    asks: [
      'I could not take an item in the cabin because of federal rules so it had to go as checked baggage, is the airline liable if it gets damaged',
      'airline broke something I was not allowed to carry on, how much does it have to pay, only what I declared',
    ],
    keywords: [
      'checked baggage',
      'items not allowed in cabin',
      'declared value',
      'baggage liability',
      'damaged luggage',
      'airline',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '41706' },
    asks: [
      'is it illegal to smoke or vape on a plane, does the ban cover e-cigarettes',
      'a passenger was vaping in his seat on a domestic flight, is smoking banned on all passenger flights',
      'does the smoking ban apply on international flights to and from the United States',
    ],
    keywords: [
      'smoking on airplanes',
      'vaping on a plane',
      'electronic cigarette',
      'in-flight smoking ban',
      'air travel',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '41707' },
    asks: [
      'the airline says its contract of carriage terms apply even though they were not printed on my ticket, can a ticket include terms by reference',
      'where are the rules of my airline ticket, can the airline bind me to conditions that are only referenced on the ticket',
    ],
    keywords: [
      'contract of carriage',
      'airline ticket terms',
      'incorporation by reference',
      'air transportation contract',
      'ticket conditions',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '41721' },
    asks: [
      'my dog died while flying in the cargo hold, does the airline have to report pets that are lost, hurt or killed',
      'airline lost my cat during the trip, is there public data on animal deaths and injuries on airlines',
    ],
    keywords: [
      'pet died on flight',
      'animal incident report',
      'pets in cargo',
      'lost pet airline',
      'animal air transport',
      'airline pet injury',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '41725' },
    asks: [
      'can passengers make voice calls on their cell phones during a flight',
      'the man next to me talked on his phone the whole flight, are cell phone voice calls banned in the air',
    ],
    keywords: [
      'cell phone calls on planes',
      'in-flight phone calls',
      'mobile phone voice calls',
      'air travel rules',
      'flight crew exemption',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '41726' },
    asks: [
      'the gate agent refused to let me check my baby stroller at the gate, can an airline do that',
      'can an airline make me check my child\'s stroller at the counter instead of gate-checking it',
    ],
    keywords: [
      'gate-check stroller',
      'stroller on flights',
      'traveling with a baby',
      'child stroller airline',
      'gate checking',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '41727' },
    asks: [
      'where can I find what my airline owes me for a delay, cancellation or diversion, like meals, hotel, rebooking or refund',
      'does the airline have to post a one-page summary of passenger rights on its website for lost bags and bumping',
      'I was bumped off an overbooked flight, where are the airline\'s rules on denied boarding written',
    ],
    keywords: [
      'airline passenger rights',
      'flight delay compensation',
      'flight cancellation',
      'denied boarding',
      'overbooking',
      'lost baggage',
      'passenger rights summary',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '41728' },
    asks: [
      'I use a wheelchair and the airline treated me badly, is there a bill of rights for disabled air passengers',
      'flying with a disability, what are my rights to assistance, seating, my mobility device and medical supplies, and how do I complain',
    ],
    keywords: [
      'Airline Passengers with Disabilities Bill of Rights',
      'disabled air travelers',
      'wheelchair on flights',
      'assistive devices',
      'complaint resolution officer',
      'accessible announcements',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '41729' },
    asks: [
      'can an airline refuse to let me fly because I am not vaccinated against COVID-19',
      'airline denied me a seat because of my covid vaccination status, is that allowed',
    ],
    keywords: [
      'COVID-19 vaccination status',
      'vaccine requirement airline',
      'unvaccinated passenger',
      'denial of service',
      'air carrier',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 423: passenger air service improvements
  {
    usc: { title: 49, section: '42306' },
    asks: [
      'are airports required to put up signs telling passengers their rights on delays, refunds, bumping and lost bags',
      'I am disabled and could not read the passenger rights posters at the airport, do they have to help me get that information',
    ],
    keywords: [
      'Know Your Rights posters',
      'airport passenger rights signs',
      'flight delays',
      'refunds',
      'bumping',
      'lost baggage',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '42307' },
    asks: [
      'I can\'t reach a human at my airline, do they have to offer a live agent by phone, chat or text',
      'airline customer service is only a bot, must it have live agents available at all times without charge',
    ],
    keywords: [
      'airline customer service',
      'live agent',
      'customer chat',
      'text messaging',
      'reach a person',
      '24/7 support',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 447: safety regulation
  {
    usc: { title: 49, section: '44703' },
    asks: [
      'how does someone get a pilot license, what does the FAA check before it issues an airman certificate',
      'can the public see a pilot\'s name, address and ratings in the FAA airman records, and can I keep my address private',
    ],
    keywords: [
      'pilot certificate',
      'airman certificate',
      'pilot license',
      'FAA airman registry',
      'airline transport pilot',
      'medical fitness',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44729' },
    asks: [
      'is there a mandatory retirement age for airline pilots, can a pilot fly for an airline after 65',
      'my pilot is over 60, can he be captain on an international flight',
    ],
    keywords: [
      'pilot age limit',
      'age 65 rule',
      'pilot retirement age',
      'airline pilots',
      'age standards',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44739' },
    asks: [
      'a flight attendant told me to put my dog carrier in the overhead bin, is that allowed',
      'is it illegal to put a live pet in the overhead compartment on a plane',
    ],
    keywords: [
      'pets on airplanes',
      'overhead bin',
      'live animal',
      'pet carrier',
      'flying with a dog',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 449: security
  {
    usc: { title: 49, section: '44901' },
    asks: [
      'does TSA have to screen every passenger and every bag, carry-on and checked, before a flight',
      'who screens passengers at U.S. airports, is airport security done by federal employees',
    ],
    keywords: [
      'airport security screening',
      'TSA screening',
      'checked baggage screening',
      'carry-on bags',
      'explosives detection',
      'passenger screening',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44902' },
    asks: [
      'I refused a search at the airport and the airline would not let me fly, can they refuse me',
      'the airline removed me from the plane saying I might be a safety risk, can an airline refuse to carry a passenger',
      'if I won\'t let TSA search my bag, can the airline refuse to carry it',
    ],
    keywords: [
      'refusal to transport',
      'removed from flight',
      'consent to search',
      'inimical to safety',
      'denied boarding',
      'airline security',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44909' },
    asks: [
      'after a plane crash abroad, how quickly must the airline give the passenger list to the State Department',
      'why does the airline ask for my passport and an emergency contact before an international flight',
    ],
    keywords: [
      'passenger manifest',
      'emergency contact',
      'passport number',
      'aviation disaster',
      'international flights',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44919' },
    asks: [
      'how can I enroll in TSA PreCheck, can I apply online',
      'what is the TSA PreCheck program and who runs it',
    ],
    keywords: ['TSA PreCheck', 'expedited screening', 'trusted traveler', 'enrollment', 'airport security'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44926' },
    asks: [
      'I keep getting stopped at the airport because my name matches someone on a watch list, how do I fix it',
      'I was wrongly denied boarding as a security threat, is there an appeal or redress process',
    ],
    keywords: [
      'DHS redress',
      'watch list misidentification',
      'no-fly list',
      'denied boarding',
      'Office of Appeals and Redress',
      'redress number',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44927' },
    asks: [
      'I am a disabled veteran, can I get private or faster screening at airport security',
      'my son was badly injured in the military, is there TSA help getting him through security',
    ],
    keywords: [
      'wounded warrior screening',
      'disabled veterans',
      'expedited screening',
      'private screening',
      'injured service members',
      'TSA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44940' },
    asks: [
      'what is the September 11 security fee on my plane ticket and what does it pay for',
      'why do airline passengers pay a TSA security fee',
    ],
    keywords: [
      'security service fee',
      'September 11 fee',
      'TSA fee',
      'ticket taxes and fees',
      'aviation security',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44941' },
    asks: [
      'an airline employee reported me to police as suspicious and it was wrong, can I sue the airline',
      'are airline workers protected from lawsuits when they report suspicious passengers to security',
    ],
    keywords: [
      'reporting suspicious activity',
      'immunity',
      'airline employee report',
      'false report',
      'passenger profiling',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44945' },
    asks: [
      'I left coins and money in the bin at airport security, what happens to it',
      'what does TSA do with clothes left behind at the checkpoint',
    ],
    keywords: [
      'money left at TSA checkpoint',
      'unclaimed money',
      'left items at security',
      'unclaimed clothing',
      'airport security',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 463: penalties
  {
    usc: { title: 49, section: '46301' },
    asks: [
      'I disabled the smoke detector in the airplane lavatory, what is the fine',
      'what civil penalty can the FAA or DOT charge an individual for breaking aviation rules',
      'can the DOT fine an airline for each day or each flight it breaks consumer rules',
    ],
    keywords: [
      'aviation civil penalties',
      'FAA fine',
      'DOT fine',
      'lavatory smoke detector',
      'airline penalties',
      'small business penalty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46302' },
    asks: [
      'my friend joked about a bomb at the airport, can he be fined for giving false information',
      'what is the civil fine for a false report of a hijacking or a weapon on a plane',
    ],
    keywords: [
      'bomb joke',
      'false information',
      'hoax threat',
      'airport threat',
      'civil penalty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46303' },
    asks: [
      'I forgot my pocketknife or gun was in my carry-on at the airport, what fine can I get',
      'TSA found a concealed weapon in my bag at the checkpoint, what is the civil penalty',
    ],
    keywords: [
      'gun in carry-on',
      'concealed weapon airport',
      'TSA weapon fine',
      'dangerous weapon',
      'civil penalty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46307' },
    asks: [
      'what happens if I fly into restricted national defense airspace',
      'is flying a plane or drone into a national defense airspace area a crime',
    ],
    keywords: [
      'national defense airspace',
      'restricted airspace',
      'temporary flight restriction',
      'airspace violation',
      'TFR',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46312' },
    asks: [
      'I shipped lithium batteries or other dangerous goods by air without declaring them, is that a crime',
      'is it a crime to send hazardous material on a plane against the rules if I did not know the rules',
    ],
    keywords: [
      'hazardous material by air',
      'dangerous goods',
      'undeclared hazmat',
      'air shipment',
      'criminal penalty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46314' },
    asks: [
      'someone went through the exit lane into the secure area of the airport, what is the penalty',
      'is it a crime to sneak past airport security or onto the tarmac',
    ],
    keywords: [
      'breaching airport security',
      'sterile area',
      'unauthorized entry',
      'airport secure area',
      'criminal penalty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46316' },
    asks: [
      'is it a crime to knowingly and willfully break a federal air transportation law when no specific penalty is given',
      'can someone be fined criminally for each day they keep violating federal aviation rules',
    ],
    keywords: [
      'aviation criminal penalty',
      'willful violation',
      'FAA regulation',
      'general penalty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46318' },
    asks: [
      'an unruly passenger hit a flight attendant, how much can the fine be',
      'I was sexually assaulted by another passenger on a flight, can the government penalize him',
      'what is the civil penalty for threatening the crew or other passengers on a plane',
    ],
    keywords: [
      'unruly passenger',
      'assaulting a flight attendant',
      'interference with crew',
      'in-flight assault',
      'civil penalty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46503' },
    asks: [
      'a passenger attacked a TSA officer at the checkpoint, what is the penalty',
      'is assaulting an airline gate agent or check-in worker a federal crime',
    ],
    keywords: [
      'assaulting TSA officer',
      'airport employee assault',
      'interference with screening',
      'gate agent',
      'federal crime',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46505' },
    asks: [
      'is it a crime to bring a loaded gun in checked luggage or a weapon in my carry-on',
      'man tried to board a plane with an explosive, what prison sentence',
    ],
    keywords: [
      'weapon on aircraft',
      'loaded firearm',
      'explosive on plane',
      'concealed weapon',
      'federal crime',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46506' },
    asks: [
      'someone groped me on a flight, which federal law covers crimes committed on an airplane',
      'a passenger punched another passenger mid-flight, is that a federal assault',
    ],
    keywords: [
      'crimes on airplanes',
      'assault on aircraft',
      'sexual abuse on a flight',
      'special aircraft jurisdiction',
      'in-flight crime',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46507' },
    asks: [
      'someone made a bomb threat about a flight, what prison time can he get',
      'is it a crime to phone in a fake hijacking threat to an airline',
    ],
    keywords: [
      'bomb threat',
      'hoax threat',
      'false information',
      'airline threat',
      'hijacking threat',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. subtitle VII: more air travel sections
  {
    usc: { title: 49, section: '40103' },
    asks: [
      'do I own the airspace above my house, can planes fly over my property',
      'who controls the airspace and sets safe flying altitudes over homes and people on the ground',
    ],
    keywords: [
      'airspace sovereignty',
      'public right of transit',
      'navigable airspace',
      'flights over property',
      'FAA airspace rules',
      'safe altitudes',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '41310' },
    asks: [
      'an airline treated me unfairly on an international flight because of where I was flying from, is unreasonable discrimination banned',
      'can an airline discriminate against a passenger or place on flights to or from other countries',
    ],
    keywords: [
      'unreasonable discrimination',
      'international flights',
      'foreign air transportation',
      'foreign air carrier',
      'airline discrimination',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '41708' },
    asks: [
      'do airlines have to report diverted flights and flights cancelled after leaving the gate to DOT',
      'where does the government get data on airline cancellations and diversions',
    ],
    keywords: [
      'airline reports',
      'diverted flights',
      'cancelled flights',
      'DOT airline data',
      'on-time performance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '41713' },
    asks: [
      'can I sue an airline under my state\'s consumer protection law over fees or service, or is it preempted',
      'why can\'t my state regulate airline ticket prices and routes',
    ],
    keywords: [
      'Airline Deregulation Act preemption',
      'state consumer law',
      'airline prices routes service',
      'suing an airline',
      'federal preemption',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '42121' },
    asks: [
      'I am an airline mechanic and was fired for reporting safety violations to the FAA, what can I do',
      'how long do aviation workers have to file a whistleblower retaliation complaint, is it 90 days',
    ],
    keywords: [
      'aviation whistleblower',
      'AIR21',
      'retaliation',
      'air safety report',
      'Department of Labor complaint',
      '90 days',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44102' },
    asks: [
      'I am a green card holder, can I register an airplane I own in the United States',
      'who is eligible to register an aircraft with the FAA',
    ],
    keywords: [
      'aircraft registration eligibility',
      'U.S. citizen owner',
      'permanent resident',
      'FAA registry',
      'airplane ownership',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44103' },
    asks: [
      'how do I register an airplane I bought and get a certificate of registration',
      'can someone get an aircraft registration after it was revoked for drug violations',
    ],
    keywords: [
      'aircraft registration',
      'certificate of registration',
      'FAA',
      'airplane purchase',
      'revocation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '45102' },
    asks: [
      'do airlines drug and alcohol test pilots, flight attendants and screeners, including random testing',
      'I was randomly drug tested at my airline job, is that required by federal law',
    ],
    keywords: [
      'airline drug testing',
      'random testing',
      'post-accident testing',
      'safety-sensitive employees',
      'alcohol testing',
      'FAA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '45103' },
    asks: [
      'I failed a drug test as a pilot, can I go back to flying after a rehabilitation program',
      'can a flight attendant who used drugs in violation of law keep working in a safety job',
    ],
    keywords: [
      'failed drug test pilot',
      'return to duty',
      'rehabilitation program',
      'safety-sensitive functions',
      'alcohol misuse',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46317' },
    asks: [
      'is it a crime to fly paying passengers without a pilot certificate',
      'an air charter company used a pilot with no license, what is the criminal penalty',
    ],
    keywords: [
      'flying without a pilot license',
      'airman certificate',
      'illegal charter',
      'criminal penalty',
      'air transportation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46502' },
    asks: ['what is the penalty for hijacking an airplane', 'is trying to take control of a plane by threats a federal crime'],
    keywords: ['aircraft piracy', 'hijacking', 'seizing an aircraft', 'minimum 20 years', 'federal crime'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '40117' },
    asks: [
      'what is the passenger facility charge on my airline ticket and how much can an airport charge',
      'airport fee added to my plane ticket, what is it used for',
    ],
    keywords: [
      'passenger facility charge',
      'PFC',
      'airport fee',
      'ticket taxes and fees',
      '$4.50',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 449: more security sections
  {
    usc: { title: 49, section: '44917' },
    asks: [
      'are there federal air marshals on passenger flights and must the airline give them a seat',
      'does the airline have to seat an air marshal even when the flight is full',
    ],
    keywords: ['federal air marshals', 'flight security', 'air marshal seating', 'TSA', 'high-risk flights'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44921' },
    asks: [
      'are some airline pilots armed as federal flight deck officers',
      'can a commercial pilot volunteer to carry a gun to defend the cockpit',
    ],
    keywords: [
      'federal flight deck officer',
      'armed pilots',
      'cockpit defense',
      'TSA program',
      'pilot firearms',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44928' },
    asks: [
      'my grandfather is going on an Honor Flight to see the war memorials, is there special TSA screening for veterans',
      'do veterans on Honor Flight Network charters get expedited and dignified screening',
    ],
    keywords: ['Honor Flight', 'veterans', 'expedited screening', 'war memorials', 'TSA'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44939' },
    asks: [
      'I am a foreign student, why must the flight school notify DHS before training me on large aircraft',
      'can a flight school train a non-citizen to fly a jet without a security check',
    ],
    keywords: [
      'flight training for foreigners',
      'alien flight student',
      'TSA security check',
      'flight school',
      '12,500 pounds',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44905' },
    asks: [
      'if the airline gets a threat against my flight, must it tell TSA, and can the flight be cancelled',
      'will the public be told about a threat to a flight, is there a toll-free number',
    ],
    keywords: [
      'threats to civil aviation',
      'flight cancelled for security',
      'public notice of threats',
      'TSA',
      'airline threat report',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44908' },
    asks: [
      'I am flying to a foreign airport with poor security, will the State Department issue a travel advisory',
      'what happens when a foreign airport does not keep effective security measures',
    ],
    keywords: [
      'travel advisory',
      'foreign airport security',
      'State Department',
      'TSA assessment',
      'international travel',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapters 417 and 447: more passenger and cockpit rules
  {
    usc: { title: 49, section: '41719' },
    asks: [
      'the only airline at our small airport is leaving, must it give notice before ending service',
      'how much notice does an airline have to give before it stops flying from a small nonhub airport',
    ],
    keywords: [
      'air service termination',
      '45 days notice',
      'nonhub airport',
      'small community air service',
      'airline leaving airport',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '41723' },
    asks: [
      'how can I find out which country my airplane was assembled in',
      'must airlines tell passengers where the aircraft was finally assembled',
    ],
    keywords: ['aircraft assembly notice', 'where plane was built', 'information placard', 'passenger notice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44724' },
    asks: [
      'can a pilot let a passenger without a license fly the plane to set a record',
      'pilot let an unlicensed person take the controls for a stunt, can the FAA revoke his certificate',
    ],
    keywords: [
      'manipulation of flight controls',
      'unlicensed person flying',
      'record attempt',
      'pilot certificate revocation',
      'aeronautical feat',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44732' },
    asks: [
      'is it illegal for airline pilots to use personal phones or laptops in the cockpit during a flight',
      'our pilot was texting while flying, what rule applies',
    ],
    keywords: [
      'pilots using phones',
      'cockpit distraction',
      'personal electronic devices',
      'flight deck',
      'airline pilots',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44738' },
    asks: [
      'are airline gate and ticket agents trained to spot human trafficking victims',
      'I think a passenger is being trafficked, are airline workers supposed to know how to respond',
    ],
    keywords: [
      'human trafficking training',
      'airline employees',
      'trafficking victims',
      'gate agents',
      'flight attendants',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. subtitle VII: certificates, complaints and enforcement
  {
    usc: { title: 49, section: '44709' },
    asks: [
      'the FAA suspended my pilot certificate, can I appeal to the NTSB',
      'FAA wants to reexamine me as a pilot, do they have to tell me why first',
    ],
    keywords: [
      'pilot certificate suspension',
      'FAA reexamination',
      'certificate revocation',
      'NTSB appeal',
      'airman certificate',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44710' },
    asks: [
      'can the FAA revoke a pilot\'s license after a drug trafficking conviction involving an aircraft',
      'I was convicted of a drug felony, will the FAA take my pilot certificate',
    ],
    keywords: [
      'pilot certificate revocation',
      'controlled substance',
      'drug conviction',
      'airman certificate',
      'FAA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44711' },
    asks: [
      'is it illegal to fly a plane without an airworthiness certificate or a pilot certificate',
      'can a company hire someone without a mechanic or pilot certificate to work on or fly aircraft',
    ],
    keywords: [
      'airworthiness certificate',
      'flying without a license',
      'airman certificate',
      'air carrier certificate',
      'FAA prohibitions',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '44936' },
    asks: [
      'I applied for an airport job with access to secure areas, why is there a criminal background check',
      'which convictions in the last 10 years disqualify someone from a TSA screener or airport secure-area job',
    ],
    keywords: [
      'airport employee background check',
      'criminal history record check',
      'secure area access',
      'disqualifying crimes',
      'TSA screener job',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46101' },
    asks: [
      'how do I file a complaint with the Department of Transportation about an airline breaking the rules',
      'will DOT or the FAA investigate my written complaint against an airline or airport',
    ],
    keywords: [
      'DOT airline complaint',
      'file a complaint',
      'FAA complaint',
      'investigation',
      'air travel consumer complaint',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46108' },
    asks: [
      'a company is selling flights without an air carrier certificate, can I sue to stop it',
      'can a private person go to federal court against an unlicensed airline',
    ],
    keywords: [
      'unlicensed air carrier',
      'illegal charter',
      'enforcement by interested persons',
      'federal court',
      'air carrier certificate',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46306' },
    asks: [
      'is it a crime to fly my private plane while its registration is expired or revoked',
      'someone put a fake registration number on an aircraft, what is the penalty',
    ],
    keywords: [
      'aircraft registration violation',
      'false N-number',
      'forged certificate',
      'unregistered aircraft',
      'criminal penalty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '46308' },
    asks: [
      'is it a crime to put up lights that could be mistaken for airport or runway lights',
      'someone tampered with an air navigation light, what is the penalty',
    ],
    keywords: [
      'interference with air navigation',
      'misleading lights',
      'runway lights',
      'navigation signal',
      'federal crime',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 301: motor vehicle safety
  {
    usc: { title: 49, section: '30111' },
    asks: [
      'who sets the federal motor vehicle safety standards that every new car must meet',
      'how does NHTSA decide a car safety standard and when does a new standard take effect',
    ],
    keywords: [
      'federal motor vehicle safety standards',
      'FMVSS',
      'NHTSA',
      'car safety rules',
      'vehicle equipment standards',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '30127' },
    asks: [
      'are airbags required in the front seats of new cars and trucks by federal law',
      'does federal law require front airbags with lap and shoulder belts for the driver and front passenger',
    ],
    keywords: [
      'airbags',
      'inflatable restraint',
      'seat belts',
      'occupant crash protection',
      'Standard 208',
      'front seat',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '30144' },
    asks: [
      'I am a foreign diplomat posted in the U.S., can I bring my car from home if it does not meet U.S. safety standards',
      'can a car imported temporarily by foreign military or embassy staff be sold in the United States',
    ],
    keywords: [
      'temporary vehicle import',
      'diplomat car',
      'foreign military personnel',
      'nonconforming vehicle',
      'import exemption',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '30147' },
    asks: [
      'I bought a grey-market car brought into compliance by a registered importer, who is responsible for a recall',
      'my imported car is like a U.S. model that was recalled, does the same defect and recall apply to it',
    ],
    keywords: [
      'registered importer',
      'imported vehicle recall',
      'grey market car',
      'safety defect',
      'noncompliance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '30171' },
    asks: [
      'I work at a car dealership and was fired after reporting a safety defect, what can I do',
      'auto parts supplier retaliated after I told NHTSA about a defect, how long do I have to file a complaint with the Labor Department',
      'I refused to help hide a vehicle safety problem and got demoted, is that illegal',
    ],
    keywords: [
      'auto safety whistleblower',
      'retaliation',
      'vehicle defect report',
      'car dealership employee',
      'OSHA complaint',
      '180 days',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '30172' },
    asks: [
      'I work for a car maker and know about a hidden safety defect, is there a reward for telling NHTSA',
      'how much can a vehicle safety whistleblower get if the government collects penalties over a million dollars',
    ],
    keywords: [
      'whistleblower award',
      'vehicle safety whistleblower',
      'NHTSA tip',
      'original information',
      'monetary sanctions',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 323: consumer information
  {
    usc: { title: 49, section: '32302' },
    asks: [
      'where can I compare crash safety ratings and repair difficulty of car models before buying',
      'is the car maker required to show crash avoidance information next to the crash ratings on the window sticker',
    ],
    keywords: [
      'crash test ratings',
      'crashworthiness',
      'crash avoidance',
      'window sticker',
      'car buyer information',
      'damage susceptibility',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '32303' },
    asks: [
      'do insurers have to tell the government how car models affect premiums, damage and injury claims',
      'why does my insurance cost more for one car model, is there federal data on repair costs by make and model',
    ],
    keywords: [
      'car insurance premiums by model',
      'accident claim data',
      'repair costs',
      'insurer reports',
      'crashworthiness',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '32304' },
    asks: [
      'how do I know if a new car is made in America, what does the U.S./Canadian content label show',
      'new car sticker lists final assembly place and engine and transmission country, which law requires that',
    ],
    keywords: [
      'American-made car',
      'country of origin label',
      'U.S./Canadian content',
      'final assembly',
      'American Automobile Labeling Act',
      'parts content',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '32304A' },
    asks: [
      'is there a fuel efficiency rating for replacement tires to help me choose',
      'what tire information must be given to consumers about fuel efficiency, safety and tread wear',
    ],
    keywords: [
      'tire fuel efficiency rating',
      'replacement tires',
      'tire information',
      'tire maintenance',
      'tread wear',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '32304B' },
    asks: [
      'are new cars required to have a back-seat reminder so a child is not left in a hot car',
      'rear seat alert when you turn off the car, is that a federal requirement',
    ],
    keywords: [
      'rear seat reminder',
      'child left in car',
      'hot car deaths',
      'back seat alert',
      'child safety',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 325: bumper standards
  {
    usc: { title: 49, section: '32502' },
    asks: [
      'are there federal standards for car bumpers and how much damage they should prevent',
      'does the bumper standard stop me from putting a trailer hitch on my car',
    ],
    keywords: ['bumper standards', 'low-speed crash', 'car bumper', 'detachable hitch', 'passenger vehicles'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '32506' },
    asks: [
      'is it illegal to sell a new car whose bumper does not meet federal bumper standards',
      'does the bumper standard apply when I sell my used car to someone',
    ],
    keywords: ['bumper standard violation', 'nonconforming bumper', 'prohibited acts', 'certificate of compliance'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '32507' },
    asks: [
      'what fine can a car maker get for selling vehicles with bumpers that break the federal bumper standard',
      'is it a crime to keep selling noncompliant bumpers after a government notice',
    ],
    keywords: ['bumper standard penalties', 'civil penalty', 'criminal penalty', 'car manufacturer'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '32508' },
    asks: [
      'my car bumper did not meet the federal standard and the damage in a crash was worse, can I sue the manufacturer',
      'how long do I have to sue a car maker over a bumper that failed the federal standard',
    ],
    keywords: [
      'bumper lawsuit',
      'sue car manufacturer',
      '3 years after the accident',
      'attorney fees',
      'bumper standard',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 329: fuel economy
  {
    usc: { title: 49, section: '32908' },
    asks: [
      'the dealer removed the fuel economy sticker from the new car, is the dealer supposed to keep it on',
      'what must the mpg window sticker on a new car show, like annual fuel cost',
      'the car gets far worse mileage than the sticker, is the fuel economy label a warranty',
    ],
    keywords: [
      'fuel economy label',
      'mpg sticker',
      'window sticker',
      'annual fuel cost',
      'gas guzzler tax',
      'fuel economy guide',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '32918' },
    asks: [
      'a gadget or fuel additive claims to boost my gas mileage, does anyone test those claims',
      'can the FTC check fuel-saving devices that promise better mpg',
    ],
    keywords: [
      'fuel saving device',
      'gas mileage gadget',
      'fuel additive',
      'retrofit device',
      'mpg claims',
      'FTC',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 331: theft prevention
  {
    usc: { title: 49, section: '33109' },
    asks: [
      'my car was stolen, is there a national database of stolen vehicle VINs',
      'how can a buyer check whether a used car or part was reported stolen',
    ],
    keywords: [
      'stolen vehicle database',
      'VIN check',
      'National Crime Information Center',
      'stolen car parts',
      'car theft',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '33110' },
    asks: [
      'I bought a salvage car from an insurance auction, did the insurer have to verify it was not stolen',
      'insurance company sold a junk vehicle, must it give the buyer a VIN verification that it is not reported stolen',
    ],
    keywords: [
      'salvage vehicle',
      'junk car',
      'insurance auction',
      'stolen check',
      'VIN verification',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '33111' },
    asks: [
      'buying a used engine or transmission from a salvage yard, must they verify it is not stolen',
      'can a repair shop install a used major part without checking whether it was stolen',
    ],
    keywords: [
      'used car parts',
      'salvage yard',
      'stolen parts',
      'major part verification',
      'dismantler',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '33114' },
    asks: [
      'is running a chop shop that strips stolen cars a federal violation',
      'is it illegal to sell car parts that do not have the required anti-theft markings',
    ],
    keywords: [
      'chop shop',
      'stolen car parts',
      'anti-theft parts marking',
      'vehicle theft',
      'prohibited acts',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '33115' },
    asks: [
      'what penalty can someone get for operating a chop shop, per day',
      'fine for selling car parts without required theft-prevention markings',
    ],
    keywords: ['chop shop penalty', 'civil penalty', 'parts marking', 'injunction', 'vehicle theft'],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapters 301 and 331: more vehicle sections
  {
    usc: { title: 49, section: '30113' },
    asks: [
      'can a car maker get a temporary exemption from a federal safety standard',
      'how does a small manufacturer or a low-emission vehicle get exempted from a safety standard',
    ],
    keywords: [
      'safety standard exemption',
      'temporary exemption',
      'low-emission vehicle',
      'NHTSA',
      'manufacturer application',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '33102' },
    asks: [
      'why are VIN numbers stamped on engine, transmission and body parts of some car models',
      'what is the federal theft prevention standard for high theft car lines',
    ],
    keywords: [
      'parts marking',
      'high theft lines',
      'theft prevention standard',
      'major parts',
      'VIN',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapters 301 and 323: more vehicle sections
  {
    usc: { title: 49, section: '30166' },
    asks: [
      'can NHTSA investigate a car crash or a suspected defect and inspect a manufacturer\'s records',
      'does NHTSA work with state and local officials when it investigates motor vehicle accidents',
    ],
    keywords: [
      'NHTSA investigation',
      'defect investigation',
      'crash investigation',
      'manufacturer records',
      'vehicle safety',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '32309' },
    asks: [
      'the dealer took off the American-content label from the new car, is there a fine',
      'penalty for a car maker that fails to put the country of origin label on new cars',
    ],
    keywords: [
      'country of origin label',
      'dealer label removal',
      'civil penalty',
      'American Automobile Labeling Act',
      'new cars',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 329: fuel economy standards
  {
    usc: { title: 49, section: '32902' },
    asks: [
      'who sets the fuel economy standards car makers must meet each model year',
      'what are CAFE standards for cars and light trucks',
    ],
    keywords: [
      'CAFE standards',
      'corporate average fuel economy',
      'fuel economy standards',
      'NHTSA',
      'light trucks',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 135: jurisdiction over motor carriers
  {
    usc: { title: 49, section: '13501' },
    asks: [
      'my move was within one state, do the federal interstate mover rules apply or only state law',
      'which truck and bus trips fall under federal motor carrier jurisdiction, only between states',
    ],
    keywords: [
      'interstate move',
      'federal jurisdiction',
      'motor carrier',
      'intrastate move',
      'FMCSA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '13506' },
    asks: [
      'are taxis, school buses and hotel shuttles covered by federal motor carrier rules',
      'a farmer hauls his own crops across state lines, is he exempt from federal motor carrier regulation',
    ],
    keywords: [
      'motor carrier exemptions',
      'taxicab',
      'school bus',
      'hotel shuttle',
      'farm vehicles',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 137: rates and household goods moves
  {
    usc: { title: 49, section: '13704' },
    asks: [
      'the moving company gave me a binding estimate, can it charge more than that at delivery',
      'mover offered guaranteed pickup and delivery dates with a per-day payment if they are late, is that allowed',
    ],
    keywords: [
      'binding estimate',
      'moving company estimate',
      'household goods',
      'guaranteed delivery dates',
      'per diem penalty',
      'interstate move',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '13706' },
    asks: [
      'I received a freight shipment as the consignee, am I liable for extra charges the carrier bills after delivery',
      'who has to pay the trucking charges, the shipper or the person receiving the goods',
    ],
    keywords: ['freight charges', 'consignee liability', 'shipper', 'beneficial owner', 'bill of lading'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '13707' },
    asks: [
      'the movers want way more than the estimate before they unload my furniture, how much must I pay to get my things delivered',
      'with a non-binding moving estimate, do I only have to pay 110 percent at delivery to get my household goods',
      'interstate mover delivered only part of my shipment, what do I owe at delivery',
    ],
    keywords: [
      '110 percent rule',
      'non-binding estimate',
      'binding estimate',
      'payment at delivery',
      'moving company',
      'household goods',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '13708' },
    asks: [
      'the trucking company invoice does not show the actual rate and discounts, does it have to disclose them',
      'is it illegal to make a carrier put false rates on a freight bill',
    ],
    keywords: ['freight bill', 'billing practices', 'rate disclosure', 'allowances', 'motor carrier invoice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '13710' },
    asks: [
      'the freight carrier sent me a bill for extra charges months later, is there a 180-day limit',
      'can I ask the trucking company for a copy of the rates my shipment charge was based on',
    ],
    keywords: ['freight billing dispute', 'additional charges', '180 days', 'rate information', 'shipper'],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 139: registration of carriers and brokers
  {
    usc: { title: 49, section: '13901' },
    asks: [
      'does an interstate moving company or freight broker have to be registered with the federal government',
      'how do I check whether a mover or trucking company has federal operating authority and a registration number',
    ],
    keywords: [
      'operating authority',
      'MC number',
      'FMCSA registration',
      'motor carrier',
      'freight broker',
      'interstate mover',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '13902' },
    asks: [
      'what does a trucking or bus company need before FMCSA registers it to operate interstate',
      'does a new trucking company have to disclose other carriers it shares owners, managers or family ties with when it registers',
    ],
    keywords: [
      'motor carrier registration',
      'USDOT number',
      'safety fitness',
      'FMCSA',
      'trucking company',
      'bus company',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '13906' },
    asks: [
      'a truck hit my car, does the trucking company have to carry liability insurance or a bond',
      'my freight broker did not pay, do brokers have to have a bond or security',
    ],
    keywords: [
      'trucking insurance',
      'broker bond',
      'financial responsibility',
      'motor carrier liability',
      'freight forwarder',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '13907' },
    asks: [
      'the local agent of my interstate moving company damaged my furniture, is the moving company responsible',
      'moving company says its agent is a separate business and not its problem, is the carrier liable for its agents',
    ],
    keywords: [
      'household goods agent',
      'moving company agent',
      'carrier responsibility',
      'interstate move',
      'mover',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 147: enforcement, investigations, rights and remedies
  {
    usc: { title: 49, section: '14704' },
    asks: [
      'the trucking company or mover broke federal rules and it cost me money, can I sue for damages',
      'carrier charged more than its published tariff rate, can I recover the overcharge',
    ],
    keywords: [
      'sue a motor carrier',
      'damages against broker',
      'overcharge',
      'tariff rate',
      'private right of action',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '14705' },
    asks: [
      'how long do I have to sue a trucking company for an overcharge',
      'how long does a carrier have to sue me for unpaid freight charges, is it 18 months',
    ],
    keywords: [
      'statute of limitations',
      '18 months',
      'overcharge claim',
      'freight charges',
      'motor carrier lawsuit',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '14707' },
    asks: [
      'I hired a mover that had no federal registration and it hurt me, can I sue and get attorney fees',
      'can a private person sue an unregistered trucking company or broker',
    ],
    keywords: [
      'unregistered mover',
      'unlicensed carrier',
      'private enforcement',
      'attorney fees',
      'registration requirement',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '14708' },
    asks: [
      'the movers broke my furniture and deny the claim, do they have to offer arbitration',
      'is moving-company arbitration binding if my damage claim is under $10,000',
      'mover wants extra charges after delivery, can I use the carrier\'s arbitration program',
    ],
    keywords: [
      'moving arbitration',
      'household goods dispute',
      'damage claim',
      'binding arbitration',
      'mover dispute settlement',
      '$10,000',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '14710' },
    asks: [
      'can my state enforce the federal consumer rules against an interstate moving company',
      'which agency can go after a rogue interstate mover, can state officials act',
    ],
    keywords: [
      'state enforcement',
      'interstate movers',
      'household goods consumer protection',
      'rogue mover',
      'FMCSA',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '14711' },
    asks: [
      'can the state attorney general sue an interstate moving company that scammed residents',
      'moving scam hurt many people in my state, can the attorney general bring a federal case',
    ],
    keywords: [
      'state attorney general',
      'parens patriae',
      'moving scam',
      'household goods carrier',
      'consumer protection',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 149: civil and criminal penalties
  {
    usc: { title: 49, section: '14901' },
    asks: [
      'what is the fine for operating as an interstate carrier or broker without registration',
      'penalty for a bus company carrying passengers interstate without federal authority',
    ],
    keywords: [
      'operating without authority',
      'civil penalty',
      'motor carrier fines',
      'unregistered carrier',
      'household goods',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '14912' },
    asks: [
      'the mover inflated the weight of my shipment to charge more, is that a crime',
      'weight bumping by a moving company, what is the penalty',
    ],
    keywords: [
      'weight-bumping',
      'fraudulent weight',
      'moving company fraud',
      'household goods',
      'criminal penalty',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '14915' },
    asks: [
      'the movers are holding my belongings hostage until I pay thousands more, what can be done',
      'moving company refuses to deliver my household goods, is there a penalty and can they be ordered to return them',
    ],
    keywords: [
      'hostage goods',
      'moving company holding belongings',
      'household goods',
      'civil penalty',
      'mover scam',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '14916' },
    asks: [
      'I booked my move through a broker that was not registered, is that illegal and can I sue',
      'moving broker took my deposit but had no federal registration or bond',
    ],
    keywords: [
      'moving broker',
      'unlicensed broker',
      'brokerage registration',
      'broker bond',
      'private cause of action',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 51: hazardous material transportation
  {
    usc: { title: 49, section: '5103a' },
    asks: [
      'I want a hazmat endorsement on my CDL, why does TSA have to do a background check',
      'my hazmat license renewal was denied as a security risk, what is the process',
    ],
    keywords: [
      'hazmat endorsement',
      'CDL hazmat',
      'TSA background check',
      'security threat assessment',
      'TWIC',
      'truck driver',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '5104' },
    asks: [
      'is it illegal to remove or cover a hazmat placard or label on a truck or package',
      'can a shipper mark a package as certified for hazardous material when it is not',
    ],
    keywords: [
      'hazmat placard',
      'tampering',
      'hazardous material label',
      'package marking',
      'misrepresentation',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '5110' },
    asks: [
      'does a truck carrying hazardous material have to keep shipping papers in the vehicle',
      'after a hazmat spill, must the driver tell firefighters what the material is',
    ],
    keywords: [
      'hazmat shipping papers',
      'emergency response',
      'hazardous material disclosure',
      'truck driver',
      'spill',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '5123' },
    asks: [
      'what fine can a company or driver get for knowingly breaking the hazmat transportation rules',
      'a hazmat violation caused a death, how high can the civil penalty go',
    ],
    keywords: [
      'hazmat civil penalty',
      'hazardous materials fine',
      'PHMSA',
      'knowing violation',
      'per day',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '5124' },
    asks: [
      'is it a crime to recklessly ship hazardous material in violation of the rules',
      'hazmat release from an illegal shipment hurt people, what prison time',
    ],
    keywords: [
      'hazmat criminal penalty',
      'willful violation',
      'reckless',
      'hazardous material release',
      'prison',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '5112' },
    asks: [
      'can my state or town set which roads trucks carrying hazardous materials may use',
      'placarded hazmat trucks drive through our neighborhood, who decides hazmat highway routes',
    ],
    keywords: [
      'hazmat routes',
      'hazardous material trucks',
      'highway routing',
      'state route designation',
      'placarded vehicles',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 145: federal-state relationships (motor carriers)
  {
    usc: { title: 49, section: '14501' },
    asks: [
      'my car was towed from a private lot without my consent, can my state or city regulate tow truck companies',
      'can a state regulate the prices and services of trucking companies and freight brokers',
      'does my city\'s license fee apply to a pre-arranged limo service registered for interstate trips',
    ],
    keywords: [
      'nonconsensual towing',
      'tow truck rules',
      'FAAAA preemption',
      'motor carrier prices',
      'state regulation',
      'limousine service',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '14506' },
    asks: [
      'can my state make trucking companies display extra identification on their trucks beyond the federal USDOT marking',
      'what markings can a state require on a commercial truck',
    ],
    keywords: [
      'truck identification',
      'USDOT number display',
      'commercial motor vehicle markings',
      'state requirements',
      'preemption',
    ],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. chapter 145: taxes on motor carriers and their drivers
  {
    usc: { title: 49, section: '14503' },
    asks: [
      'I am an interstate truck driver, which state can tax my wages, only my home state',
      'my trucking company withholds income tax for states I drive through, is that allowed',
    ],
    keywords: [
      'truck driver state income tax',
      'interstate drivers',
      'state of residence',
      'tax withholding',
      'motor carrier employees',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '14505' },
    asks: [
      'can a state charge a tax or fee on my interstate bus ticket',
      'is a state tax on interstate bus passengers or bus ticket sales allowed',
    ],
    keywords: ['bus ticket tax', 'interstate bus', 'passenger tax', 'state tax prohibition', 'motor carrier'],
    checkedAgainst: '119-100',
  },
  // 49 U.S.C. subtitle V: rail safety
  {
    usc: { title: 49, section: '20109' },
    asks: [
      'I work for a railroad and was disciplined after reporting a safety violation, is that illegal retaliation',
      'railroad worker refused to work in a hazardous condition and got suspended, what protections apply',
      'I was hurt on the job at the railroad and the supervisor delayed my medical treatment, is that allowed',
    ],
    keywords: [
      'railroad whistleblower',
      'FRSA',
      'rail worker retaliation',
      'hazardous condition refusal',
      'prompt medical attention',
      'injury reporting',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '20152' },
    asks: [
      'the railroad crossing gates are broken or a car is stuck on the tracks, who do I call',
      'does every railroad have to run a toll-free number to report crossing signal problems',
    ],
    keywords: [
      'railroad crossing emergency number',
      'grade crossing malfunction',
      'stalled car on tracks',
      'crossing gates',
      'toll-free number',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '20153' },
    asks: [
      'trains blow their horns all night at the crossing near my house, do they have to, and can my town get a quiet zone',
      'are train engineers required to sound the horn at every public railroad crossing',
    ],
    keywords: [
      'train horn',
      'quiet zone',
      'locomotive horn',
      'railroad crossing noise',
      'grade crossing',
      'supplementary safety measures',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '20903' },
    asks: [
      'can I use the railroad\'s accident report in my lawsuit after a train crash',
      'are railroad accident reports filed with the government admissible in a damages case',
    ],
    keywords: [
      'railroad accident report',
      'evidence',
      'train crash lawsuit',
      'inadmissible',
      'FRA report',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 49, section: '20304' },
    asks: [
      'I was injured at the railroad by equipment that broke safety rules, did I assume the risk by staying on the job',
      'railroad says I knew the car was defective so I assumed the risk of injury, is that a defense',
    ],
    keywords: [
      'assumption of risk',
      'railroad employee injury',
      'Safety Appliance Act',
      'defective rail car',
    ],
    checkedAgainst: '119-100',
  },
  // 47 U.S.C. chapter 5, subchapter II: common carriers (telephone)
  {
    usc: { title: 47, section: '225' },
    asks: [
      'I am deaf, is my phone company required to provide relay services so I can call hearing people',
      'how does a person with a speech disability make phone calls, is telecommunications relay service required by law',
    ],
    keywords: [
      'telecommunications relay service',
      'TRS',
      'deaf and hard of hearing',
      'TTY',
      'speech disability',
      'relay calls',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '226' },
    asks: [
      'the hotel room phone charged a huge fee for a long distance operator call, what rules apply to hotel and pay phones',
      'the hotel phone blocked my 800 access number to reach my own long distance carrier, is that allowed',
      'must a pay phone post the operator service company name and where to complain',
    ],
    keywords: [
      'operator services',
      'hotel phone charges',
      'pay phone',
      'aggregator',
      'access code',
      'call splashing',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '227a' },
    asks: [
      'caller ID showed my bank but it was a scammer, where can I learn how to spot spoofed calls',
      'is there official guidance on avoiding scams that use fake caller ID',
    ],
    keywords: [
      'caller ID spoofing',
      'phone scams',
      'consumer education',
      'fake caller ID',
      'FCC',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '227b' },
    asks: [
      'why do I still get spoofed robocalls, are phone companies required to verify caller ID with STIR/SHAKEN',
      'my carrier started labeling calls as verified or spam likely, which law requires call authentication',
      'can my phone company add a line-item charge to my bill for caller ID authentication',
    ],
    keywords: [
      'STIR/SHAKEN',
      'call authentication',
      'robocalls',
      'caller ID verification',
      'spoofed calls',
      'call blocking',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '228' },
    asks: [
      'my phone company threatens to cut off my service because I did not pay 900-number charges, can they',
      'my kid called a pay-per-call line and ran up charges, can I block 900 numbers on my phone',
    ],
    keywords: [
      'pay-per-call',
      '900 numbers',
      'premium rate calls',
      'call blocking',
      'disconnection for nonpayment',
      'phone bill dispute',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '231' },
    asks: [
      'is it a federal crime for a commercial website to show porn to minors without checking age',
      'does the Child Online Protection Act make porn sites verify that users are adults',
    ],
    keywords: [
      'Child Online Protection Act',
      'COPA',
      'harmful to minors',
      'age verification',
      'adult websites',
      'minors online',
    ],
    checkedAgainst: '119-100',
  },
  // 47 U.S.C. chapter 5, subchapter III: radio, broadcasting and satellite
  {
    usc: { title: 47, section: '301' },
    asks: [
      'do I need an FCC license to broadcast on a radio frequency or run a transmitter',
      'is it illegal to operate a radio transmitter without a license',
    ],
    keywords: [
      'radio license',
      'FCC license',
      'unlicensed transmitter',
      'radio spectrum',
      'broadcasting without a license',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '302a' },
    asks: [
      'is it illegal to sell or use a device that causes radio interference, like a signal jammer',
      'bought electronics without FCC approval that interferes with radio reception, what rules apply',
    ],
    keywords: [
      'radio interference',
      'FCC equipment authorization',
      'signal jammer',
      'electronic devices',
      'harmful interference',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '303a' },
    asks: [
      'how many minutes of commercials can a TV station or cable show during kids programs',
      'are there limits on advertising during children\'s television shows',
    ],
    keywords: [
      'children\'s television',
      'advertising limits',
      'commercials on kids TV',
      '12 minutes per hour',
      '10.5 minutes',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '312' },
    asks: [
      'can a TV or radio station refuse to sell ad time to a candidate for federal office',
      'when can the FCC revoke a broadcast station license',
    ],
    keywords: [
      'license revocation',
      'reasonable access',
      'federal candidates',
      'political advertising',
      'cease and desist order',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '317' },
    asks: [
      'must a radio or TV station say who paid for an ad or a sponsored segment',
      'a radio host praised a product without saying he was paid, is sponsorship identification required',
    ],
    keywords: [
      'sponsorship identification',
      'paid for by',
      'paid content',
      'broadcast advertising',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '326' },
    asks: [
      'can the FCC censor what a radio station says',
      'does the FCC have power to stop free speech on the radio',
    ],
    keywords: ['censorship', 'free speech on radio', 'FCC power', 'broadcast content', 'First Amendment'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '335' },
    asks: [
      'do satellite TV companies like DISH or DirecTV have to carry educational and public channels',
      'do political candidate access rules apply to satellite TV providers',
    ],
    keywords: [
      'direct broadcast satellite',
      'satellite TV',
      'public interest obligations',
      'noncommercial channels',
      'channel capacity',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '338' },
    asks: [
      'my satellite TV carries some local channels but not the one I want, must it carry all local stations',
      'satellite provider dropped a local station in my market, what are its carriage obligations',
    ],
    keywords: [
      'local into local',
      'satellite carriage',
      'local TV stations',
      'must carry',
      'satellite carrier',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '345' },
    asks: [
      'I left an abusive partner but my phone is on his family plan, can I get my line moved off his account without his permission',
      'domestic violence survivor wants to separate her cell line from the abuser\'s shared plan, can the carrier charge a fee',
      'how fast must the phone company split my line from my stalker\'s plan and can I keep my number',
    ],
    keywords: [
      'line separation',
      'domestic violence survivor',
      'shared mobile plan',
      'Safe Connections Act',
      'family plan',
      'keep my phone number',
      'stalking',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '399' },
    asks: [
      'can a public radio or public TV station endorse or oppose a political candidate',
      'my local NPR station seemed to campaign for a candidate, is that allowed',
    ],
    keywords: [
      'public broadcasting',
      'noncommercial educational station',
      'political endorsement',
      'candidates',
      'PBS',
      'NPR',
    ],
    checkedAgainst: '119-100',
  },
  // 47 U.S.C. chapter 5, subchapter V: penal provisions and forfeitures
  {
    usc: { title: 47, section: '501' },
    asks: [
      'what is the criminal penalty for willfully breaking the Communications Act when no other penalty is set',
      'can someone go to prison for knowingly violating FCC law',
    ],
    keywords: [
      'Communications Act penalty',
      'criminal penalty',
      'willful violation',
      'FCC',
      'one year',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '503' },
    asks: [
      'how does the FCC fine a company or person, what is a notice of apparent liability',
      'the FCC proposed a forfeiture against me, what is the process and limits',
    ],
    keywords: [
      'FCC forfeiture',
      'notice of apparent liability',
      'FCC fine',
      'civil penalty',
      'rebates',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '508' },
    asks: [
      'a record label paid a DJ to play songs without telling the station, is payola illegal',
      'does a radio employee have to disclose money taken to air something',
    ],
    keywords: ['payola', 'plugola', 'undisclosed payments', 'radio DJ', 'broadcast disclosure'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '509' },
    asks: [
      'is rigging a TV quiz show or game show by giving a contestant answers illegal',
      'game show outcome was fixed to deceive viewers, is that a federal offense',
    ],
    keywords: [
      'rigged game show',
      'quiz show scandal',
      'contest fixing',
      'deceiving viewers',
      'broadcast contests',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '510' },
    asks: [
      'can the government seize my cell phone jammer or unlicensed transmitter',
      'is illegal radio equipment subject to forfeiture',
    ],
    keywords: [
      'forfeiture of equipment',
      'signal jammer',
      'unlicensed transmitter',
      'seizure',
      'radio devices',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '511' },
    asks: [
      'what is the fine for running a pirate radio station',
      'neighbor broadcasts an unlicensed FM station, how big can the penalty be',
    ],
    keywords: [
      'pirate radio',
      'unlicensed broadcasting',
      'PIRATE Act',
      'FM pirate station',
      'FCC fine',
    ],
    checkedAgainst: '119-100',
  },
  // 47 U.S.C. chapter 5, subchapter V-A: cable communications
  {
    usc: { title: 47, section: '558' },
    asks: [
      'can a cable company be sued for defamation over a show on a public access channel',
      'is the cable operator liable for libel in programs it carries',
    ],
    keywords: [
      'cable operator liability',
      'public access channel',
      'libel',
      'defamation',
      'obscenity',
    ],
    checkedAgainst: '119-100',
  },
  // 47 U.S.C. chapter 5, subchapter VI: miscellaneous (accessibility)
  {
    usc: { title: 47, section: '610' },
    asks: [
      'I wear hearing aids, do phones have to be hearing aid compatible',
      'my new cell phone squeals with my hearing aid, is there a rule on hearing aid compatibility',
    ],
    keywords: [
      'hearing aid compatibility',
      'HAC phones',
      'hearing impaired',
      'telephone access',
      'cell phones',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '611' },
    asks: [
      'do government-funded TV public service announcements have to be closed captioned',
      'a federal PSA on TV had no captions, who is responsible',
    ],
    keywords: ['closed captioning', 'public service announcements', 'PSA', 'deaf viewers'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '613' },
    asks: [
      'TV shows and streamed clips have no captions, are closed captions required by law',
      'I am deaf and a show that aired on TV has no captions online, must they be added',
      'is audio description for blind viewers required on TV',
    ],
    keywords: [
      'closed captions',
      'video accessibility',
      'audio description',
      'internet video captions',
      'deaf viewers',
      'blind viewers',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '615a-1' },
    asks: [
      'does my internet phone service have to provide 911 and send my location',
      'VoIP home phone, is the provider required to offer enhanced 911',
    ],
    keywords: ['VoIP 911', 'enhanced 911', 'E911', 'internet phone', 'emergency calls'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '617' },
    asks: [
      'is my phone maker or email and chat service required to be accessible to people with disabilities',
      'I am blind and cannot use my carrier\'s messaging app, do advanced communications services have to be accessible',
    ],
    keywords: [
      'CVAA',
      'accessible communications',
      'disability access',
      'advanced communications services',
      'accessible phones',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '619' },
    asks: [
      'I am blind, does the web browser built into my phone have to be accessible',
      'must the browser that comes on a smartphone work with screen readers',
    ],
    keywords: ['accessible mobile browser', 'blind users', 'visual impairment', 'smartphone', 'screen reader'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '620' },
    asks: [
      'I am deaf-blind and low income, can I get free equipment to use the phone and internet',
      'is there a program that gives specialized devices to deaf-blind people',
    ],
    keywords: [
      'deaf-blind',
      'deaf-blind equipment distribution',
      'equipment distribution',
      'relay service support',
      'low income',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '621' },
    asks: [
      'TV commercials are much louder than the show, is that against the rules',
      'is there a law about loud commercials on cable and broadcast TV',
    ],
    keywords: ['loud commercials', 'CALM Act', 'TV advertising volume', 'cable', 'broadcast'],
    checkedAgainst: '119-100',
  },
  // 47 U.S.C. chapter 5, subchapter III: children's television and TV sets
  {
    usc: { title: 47, section: '303b' },
    asks: [
      'do TV stations have to air educational programs for children to keep their license',
      'does the FCC look at children\'s programming when it renews a TV station license',
    ],
    keywords: [
      'children\'s educational programming',
      'license renewal',
      'kids TV',
      'Children\'s Television Act',
      'FCC',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '330' },
    asks: [
      'must a new TV set be able to show closed captions',
      'do televisions sold in the U.S. need built-in caption decoders and emergency information display',
    ],
    keywords: [
      'caption decoder',
      'TV sets',
      'closed captioning display',
      'video description',
      'emergency information',
    ],
    checkedAgainst: '119-100',
  },
  // 47 U.S.C. chapter 5: more on phone carriers, complaints and fees
  {
    usc: { title: 47, section: '205' },
    asks: [
      'can the FCC order a phone carrier to stop an unjust charge or practice after a complaint',
      'what happens to a carrier that ignores an FCC order setting just and reasonable charges',
    ],
    keywords: [
      'just and reasonable charges',
      'FCC order',
      'cease and desist',
      'phone company rates',
      'forfeiture',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '209' },
    asks: [
      'I won my FCC complaint against the phone company, can the FCC order it to pay me damages',
      'can the FCC award money to a customer after a formal complaint hearing',
    ],
    keywords: ['FCC damages award', 'formal complaint', 'order for payment', 'phone carrier', 'complainant'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '251a' },
    asks: [
      'what is the 988 fee on my cell phone bill and what can the money be used for',
      'can my state add a fee to phone bills to pay for the 988 suicide and crisis line',
    ],
    keywords: [
      '988 fee',
      'phone bill fees',
      'crisis line funding',
      'state fee',
      '9-8-8',
      'mobile service charges',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '381' },
    asks: [
      'does a charter fishing boat carrying more than six paying passengers need a working radiotelephone',
      'is it legal to take paying passengers out on the open sea without a marine radio',
    ],
    keywords: [
      'charter boat radio',
      'radiotelephone',
      'passenger vessel',
      'six passengers for hire',
      'marine radio',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '414' },
    asks: [
      'can I still sue my phone company under state law or common law, or does the Communications Act replace it',
      'does the federal communications law take away my other legal remedies against a carrier',
    ],
    keywords: [
      'remedies preserved',
      'savings clause',
      'common law claims',
      'phone company lawsuit',
      'Communications Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 47, section: '415' },
    asks: [
      'how long do I have to file a claim against my phone company for overcharges, is it two years',
      'the phone company is suing me for old unpaid charges, is there a time limit',
      'deadline to file an FCC complaint for damages against a carrier',
    ],
    keywords: [
      'statute of limitations',
      'two years',
      'phone overcharges',
      'FCC complaint deadline',
      'carrier charges',
    ],
    checkedAgainst: '119-100',
  },
  // 47 U.S.C. chapter 5, subchapter VI: emergency calling
  {
    usc: { title: 47, section: '615' },
    asks: [
      'who supports states in building 911 and wireless enhanced 911 emergency service',
      'does the FCC help states deploy statewide emergency calling systems',
    ],
    keywords: ['911 infrastructure', 'enhanced wireless 911', 'emergency communications', 'FCC', 'statewide plans'],
    checkedAgainst: '119-100',
  },
  // 39 U.S.C.: postal services and complaints
  {
    usc: { title: 39, section: '403' },
    asks: [
      'is the Postal Service required to deliver mail to everyone, including rural areas, at fair rates',
      'can the post office discriminate among mail users or give undue preferences',
    ],
    keywords: [
      'universal service',
      'Postal Service duties',
      'rural mail delivery',
      'fair and reasonable rates',
      'undue discrimination',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3662' },
    asks: [
      'mail service in my area is terrible, can I file a complaint with the Postal Regulatory Commission',
      'how fast must the Postal Regulatory Commission act on a complaint about postal rates or service',
    ],
    keywords: [
      'Postal Regulatory Commission complaint',
      'postal service complaint',
      'postal rates',
      'mail service problems',
      '90 days',
    ],
    checkedAgainst: '119-100',
  },
  // 39 U.S.C. chapter 30: nonmailable matter
  {
    usc: { title: 39, section: '3002' },
    asks: [
      'can I buy or sell car master keys or key molds through the mail',
      'is it legal to mail an ad for a master key that opens many car locks',
    ],
    keywords: ['motor vehicle master key', 'nonmailable', 'car keys by mail', 'key patterns', 'Postal Service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3003' },
    asks: [
      'the post office is holding mail sent to a fake business name until the person proves who they are, can it do that',
      'scammer uses a false name and address to receive money by mail, can the Postal Service withhold the mail',
    ],
    keywords: [
      'fictitious name mail',
      'false address',
      'mail fraud',
      'withheld mail',
      'dead letter office',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3004' },
    asks: [
      'mail is being sent to an address where the person does not live so they can hide their identity, what can the post office do',
      'post office wants ID before handing over packages sent to a drop address, why',
    ],
    keywords: ['drop address', 'mail identification', 'hiding identity', 'Postal Service', 'mail delivery'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3005' },
    asks: [
      'a company tricks people into mailing money with false claims, can the Postal Service stop and return its mail',
      'I got a lottery scheme by mail asking me to send money, can the post office shut it down',
      'what is a postal false representation order and cease and desist order',
    ],
    keywords: [
      'false representation order',
      'mail fraud scheme',
      'lottery by mail',
      'return to sender',
      'cease and desist',
      'Postal Inspection Service',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3007' },
    asks: [
      'can the post office detain a scammer\'s mail while its case against the mail scheme is pending',
      'sweepstakes scam keeps collecting checks by mail, can a court order the mail held',
    ],
    keywords: ['mail detention', 'temporary restraining order', 'mail fraud', 'sweepstakes scam', 'Postal Service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3010' },
    asks: [
      'I keep getting sexual advertisements in the mail, how do I stop them for me and my children',
      'can I put my name on a Postal Service list to block sexually oriented ads',
      'must sexually explicit ads mailed to me show the sender\'s name and a marking on the envelope',
    ],
    keywords: [
      'sexually oriented advertisements',
      'stop adult mail',
      'Postal Service list',
      'unwanted sexual mail',
      'children',
      'envelope marking',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3011' },
    asks: [
      'a company keeps mailing me sexual ads after I joined the Postal Service opt-out list, can it be taken to court',
      'can a court stop a mailer from sending sexually oriented advertisements',
    ],
    keywords: ['sexually oriented ads', 'court order', 'Attorney General', 'mail opt-out', 'enforcement'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3012' },
    asks: [
      'what civil penalties can a mail scammer face for ignoring a Postal Service order',
      'can the Postal Service fine a mailer per mailing for a scheme that gets money by false representations',
    ],
    keywords: [
      'postal civil penalties',
      'deceptive mailings',
      'false representations',
      'per mailing penalty',
      'Postal Service order',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3014' },
    asks: [
      'can I mail plants or fruit trees out of an area under agricultural quarantine',
      'post office refused my plant package because of a quarantine, is that allowed',
    ],
    keywords: ['mailing plants', 'plant quarantine', 'nonmailable plants', 'agriculture', 'Postal Service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3015' },
    asks: [
      'can I mail a live animal or insect that is banned from import or interstate shipment',
      'is it legal to mail illegally caught fish or wildlife',
    ],
    keywords: [
      'injurious animals',
      'plant pests',
      'mailing wildlife',
      'Lacey Act',
      'nonmailable matter',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3017' },
    asks: [
      'my elderly mother is flooded with sweepstakes mailings, how do we get her name removed from the lists',
      'must a sweepstakes mailing tell me how to get off the mailing list, with an address or toll-free number',
      'I asked a promoter to stop sending me contests and they keep mailing, what can be done',
    ],
    keywords: [
      'sweepstakes mail',
      'skill contests',
      'removal request',
      'opt out of sweepstakes',
      'Deceptive Mail Prevention and Enforcement Act',
      'elderly',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 39, section: '3018' },
    asks: [
      'what happens if I mail something hazardous like lithium batteries or flammable liquids against postal rules',
      'fine for knowingly mailing hazardous material, do I pay for the clean-up',
    ],
    keywords: [
      'hazardous materials in mail',
      'mailing batteries',
      'flammable items',
      'civil penalty',
      'clean-up costs',
    ],
    checkedAgainst: '119-100',
  },
  // 18 U.S.C. chapter 83: postal service offences
  {
    usc: { title: 18, section: '1696' },
    asks: [
      'can a private company deliver letters in competition with the Postal Service',
      'is it legal for me to carry letters for a friend for free',
    ],
    keywords: [
      'private express statutes',
      'letter delivery monopoly',
      'private carrier',
      'Postal Service',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1701' },
    asks: [
      'someone blocked the mail truck and kept the carrier from delivering, is that a crime',
      'is it illegal to knowingly slow down or obstruct mail delivery',
    ],
    keywords: ['obstruction of mail', 'mail carrier', 'delaying mail', 'federal crime'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1703' },
    asks: [
      'our mail carrier is throwing away or hiding mail instead of delivering it, what is the penalty',
      'a postal worker opened my package, is that a crime',
    ],
    keywords: [
      'mail carrier destroying mail',
      'postal employee',
      'delayed mail',
      'opened mail',
      'newspapers',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1704' },
    asks: [
      'someone stole or copied a postal arrow key that opens mailbox clusters, what is the penalty',
      'is it a crime to have a counterfeit key to my apartment\'s mail boxes',
    ],
    keywords: ['postal keys', 'arrow key', 'mailbox key', 'mail lock', 'counterfeit key'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1705' },
    asks: [
      'someone smashed my mailbox with a bat, is that a federal crime',
      'neighbor kids vandalized our mailbox and destroyed the mail, what is the penalty',
    ],
    keywords: ['mailbox vandalism', 'destroying mailbox', 'mailbox baseball', 'damaged mail', 'federal crime'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1706' },
    asks: [
      'is cutting open a mail bag to steal mail a federal crime',
      'someone tampered with the lock on a postal bag, what is the penalty',
    ],
    keywords: ['mail bag', 'mail pouch', 'tampering', 'mail theft'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1707' },
    asks: [
      'someone stole a Postal Service vehicle, scanner or equipment, what is the penalty',
      'is taking postal property worth under $1,000 a lesser crime',
    ],
    keywords: ['theft of postal property', 'Postal Service equipment', 'embezzlement', 'mail truck'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1709' },
    asks: [
      'our mail carrier stole cash and gift cards from my cards, what crime is that',
      'postal employee took items out of packages, what is the penalty',
    ],
    keywords: [
      'postal employee theft',
      'mail theft by carrier',
      'embezzlement of mail',
      'stolen packages',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1710' },
    asks: [
      'a post office worker stole newspapers from the mail, is that a crime',
      'postal employee took my newspaper subscription copies, what is the penalty',
    ],
    keywords: ['theft of newspapers', 'postal employee', 'mail', 'federal crime'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1715' },
    asks: [
      'can I mail a handgun to a friend through the Postal Service',
      'is it legal to ship a pistol by U.S. mail, who is allowed to',
    ],
    keywords: [
      'mailing a handgun',
      'firearms nonmailable',
      'shipping guns',
      'concealable firearms',
      'Postal Service',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1716' },
    asks: [
      'is it a crime to mail poison, explosives or something that can hurt someone',
      'someone mailed a package with a dangerous device meant to injure, what is the penalty',
    ],
    keywords: [
      'injurious articles',
      'mailing explosives',
      'poison by mail',
      'mail bomb',
      'hazardous materials',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1716E' },
    asks: [
      'can I order cigarettes online and have them shipped through the Postal Service',
      'is it legal to mail cigarettes or chewing tobacco to someone',
    ],
    keywords: [
      'mailing cigarettes',
      'tobacco by mail',
      'smokeless tobacco',
      'PACT Act',
      'nonmailable',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1717' },
    asks: [
      'is it illegal to mail material urging insurrection or forcible resistance to federal law',
      'what is the penalty for mailing matter that breaks espionage or passport laws',
    ],
    keywords: ['nonmailable writings', 'treason', 'insurrection', 'mail', 'federal crime'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1720' },
    asks: [
      'is it illegal to reuse a postage stamp that was not canceled',
      'someone removes cancellation marks from stamps to sell them, what is the penalty',
    ],
    keywords: ['reusing stamps', 'canceled stamps', 'postage fraud', 'stamped envelopes'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1725' },
    asks: [
      'can a business put flyers in my mailbox without postage',
      'is it illegal to stuff unstamped ads or bills into mailboxes to avoid postage',
    ],
    keywords: [
      'flyers in mailbox',
      'mailbox restriction',
      'unpaid postage',
      'door hangers',
      'circulars',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1730' },
    asks: [
      'is it illegal to wear a mail carrier uniform if you do not work for the post office',
      'can an actor wear a postal uniform in a movie',
    ],
    keywords: ['postal uniform', 'impersonating mail carrier', 'letter carrier badge', 'costume'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1731' },
    asks: [
      'a delivery van says US Mail but is not a postal vehicle, is that legal',
      'can I put US Mail lettering on my car',
    ],
    keywords: ['US Mail sign', 'fake mail truck', 'falsely labeled vehicle', 'Postal Service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1735' },
    asks: [
      'a company mailed me sexual ads after I was on the Postal Service opt-out list, is that a crime',
      'penalty for misusing the Postal Service list of people who do not want sexual ads',
    ],
    keywords: [
      'sexually oriented advertisements',
      'opt-out list',
      'criminal penalty',
      'adult mail',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1737' },
    asks: [
      'is a printer liable for making sexual advertisements it knows will be mailed illegally',
      'crime for producing pandering mail meant for people who opted out',
    ],
    keywords: ['sexually related mail', 'printer liability', 'pandering advertisements', 'criminal penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1716A' },
    asks: [
      'is it a crime to mail car master keys or locksmithing tools',
      'penalty for shipping lock-picking devices or master keys through the mail',
    ],
    keywords: ['master keys', 'locksmithing devices', 'nonmailable', 'criminal penalty', 'lock picks'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1716D' },
    asks: [
      'is it a crime to mail a banned invasive animal, plant pest or illegally taken wildlife',
      'penalty for shipping poached fish or wildlife through the mail',
    ],
    keywords: ['mailing wildlife', 'injurious animals', 'plant pests', 'Lacey Act', 'criminal penalty'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1726' },
    asks: [
      'the post office clerk charged me extra postage and kept the money, is that a crime',
      'can a postmaster demand a tip or more than the legal postage',
    ],
    keywords: ['overcharged postage', 'postmaster fraud', 'postage collected unlawfully', 'postal employee'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1729' },
    asks: [
      'can a private shipping store call itself a post office',
      'a business has a Post Office sign but is not the Postal Service, is that legal',
    ],
    keywords: ['post office name', 'fake post office', 'private mailbox store', 'Postal Service'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 18, section: '1734' },
    asks: [
      'a magazine printed a paid article without labeling it an advertisement, is that a crime',
      'must paid editorials in periodicals mailed at periodical rates be marked advertisement',
    ],
    keywords: ['advertorial', 'paid content', 'advertisement label', 'publisher', 'second class mail'],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 30: hazardous substances and toys
  {
    usc: { title: 15, section: '1262' },
    asks: [
      'how does a household chemical get declared a hazardous substance that needs warning labels',
      'can the CPSC require extra warning labels on a dangerous household product',
    ],
    keywords: [
      'hazardous substance',
      'household chemicals',
      'warning labels',
      'CPSC',
      'Federal Hazardous Substances Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1263' },
    asks: [
      'a store is selling a household cleaner with no hazard warning label, is that illegal',
      'is it illegal to sell a banned hazardous toy or product across state lines',
      'someone removed the warning label from a hazardous product before selling it, is that prohibited',
    ],
    keywords: [
      'misbranded hazardous substance',
      'banned hazardous substance',
      'missing warning label',
      'prohibited acts',
      'Federal Hazardous Substances Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1264' },
    asks: [
      'what is the penalty for selling a mislabeled or banned hazardous product',
      'a store sold a banned product it bought in good faith from a supplier, is the store liable',
    ],
    keywords: [
      'hazardous substances penalty',
      'misdemeanor',
      'intent to defraud',
      'good faith guarantee',
      'banned product',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1274' },
    asks: [
      'I bought a toy that was later banned as hazardous, can I get a refund, repair or replacement',
      'banned hazardous product recall, can the company charge me for the remedy or must it repay my reasonable costs',
      'a children\'s toy has a defect that could injure kids, can the CPSC order the maker to notify buyers',
    ],
    keywords: [
      'banned product refund',
      'toy recall',
      'repair replace refund',
      'public notice',
      'banned hazardous substance',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1277' },
    asks: [
      'my child uses paints and markers for school, do art supplies have to warn about chronic health hazards',
      'what does the ASTM D-4236 label on art materials mean',
    ],
    keywords: [
      'art materials labeling',
      'ASTM D-4236',
      'chronic hazard',
      'toxic art supplies',
      'children\'s art supplies',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1278' },
    asks: [
      'toy with small parts sold without a choking hazard warning, is that required',
      'do balloons, small balls and marbles need a choking warning on the package',
      'the website selling a toy did not show the choking hazard warning, must online ads include it',
    ],
    keywords: [
      'choking hazard warning',
      'small parts',
      'toys for kids 3 to 6',
      'balloons',
      'marbles',
      'toy labeling',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1278a' },
    asks: [
      'how much lead is allowed in children\'s toys and products',
      'my kid\'s jewelry tested positive for lead, is that a banned product',
      'is lead paint allowed on toys and children\'s furniture',
    ],
    keywords: [
      'lead in toys',
      'children\'s products lead limit',
      'lead paint',
      'CPSIA',
      'banned hazardous substance',
      '100 parts per million',
    ],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 25: flammable fabrics
  {
    usc: { title: 15, section: '1192' },
    asks: [
      'is it illegal to sell children\'s pajamas or clothing that fail flammability standards',
      'a mattress or rug caught fire easily, is selling products that fail fire safety standards against the law',
    ],
    keywords: [
      'flammable fabrics',
      'flammability standards',
      'children\'s sleepwear',
      'mattress fire safety',
      'Flammable Fabrics Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1193' },
    asks: [
      'who sets fire safety standards for clothing, mattresses and carpets',
      'how does the CPSC decide that a fabric needs a flammability standard',
    ],
    keywords: ['flammability standard', 'fabrics', 'CPSC', 'fire risk', 'Flammable Fabrics Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1196' },
    asks: [
      'what is the penalty for knowingly selling flammable fabrics that break the federal standard',
      'can someone go to prison for selling clothing that fails the flammability rules',
    ],
    keywords: ['Flammable Fabrics Act penalty', 'prison', 'willful violation', 'flammable clothing'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1197' },
    asks: [
      'a store sold flammable clothing but had a supplier guaranty that it passed tests, is the store protected',
      'what is a flammability guaranty from a fabric supplier',
    ],
    keywords: ['guaranty', 'flammability tests', 'good faith defense', 'fabric supplier'],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 2: wool, fur and textile labels
  {
    usc: { title: 15, section: '68a' },
    asks: [
      'a sweater labeled 100% wool is really mostly acrylic, is that illegal',
      'selling mislabeled wool products, is it an unfair practice the FTC can act on',
    ],
    keywords: ['wool labeling', 'mislabeled wool', 'Wool Products Labeling Act', 'FTC', 'deceptive labeling'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '68b' },
    asks: [
      'what must the tag on a wool coat show, like the percent of wool and recycled wool',
      'is a wool product misbranded if the fiber percentages on the label are wrong',
    ],
    keywords: [
      'wool label contents',
      'recycled wool',
      'fiber content',
      'misbranded wool',
      'Wool Products Labeling Act',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '69b' },
    asks: [
      'a coat sold as real mink turned out to be dyed rabbit, is the fur mislabeled',
      'what must a fur product label say, like the animal name and whether the fur is dyed or used',
      'jacket trim said faux fur but is real animal fur, what law covers that',
    ],
    keywords: [
      'fur labeling',
      'Fur Products Labeling Act',
      'faux fur',
      'dyed fur',
      'animal name',
      'misbranded fur',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '69c' },
    asks: [
      'an ad for a fur coat did not name the animal or the country of origin, is that false advertising',
      'fur store advertised used fur as new, what law applies',
    ],
    keywords: ['fur advertising', 'false advertising', 'country of origin', 'used fur', 'fur invoice'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '70a' },
    asks: [
      'clothing sold with a false fiber content label, is that an FTC violation',
      'is it illegal to import or sell textile products that are misbranded or falsely advertised',
    ],
    keywords: [
      'Textile Fiber Products Identification Act',
      'misbranded clothing',
      'fiber content',
      'FTC',
      'false advertising',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '70b' },
    asks: [
      'what must a clothing label show, fiber names, percentages, maker and country of origin',
      'shirt label says 100% cotton but it is polyester, is that misbranding',
      'must imported clothes say the country where they were made, and U.S. clothes say made in USA',
    ],
    keywords: [
      'clothing label',
      'fiber content label',
      'country of origin',
      'Made in USA',
      'textile labeling',
      'misbranded textiles',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '70c' },
    asks: [
      'can a store cut out the fiber content tags before selling clothes',
      'is removing the required label from clothing before it reaches the customer illegal',
    ],
    keywords: ['removing clothing labels', 'label removal', 'textile tags', 'FTC', 'substitute label'],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 39: fair packaging and labeling
  {
    usc: { title: 15, section: '1452' },
    asks: [
      'is it illegal to package groceries or household products with labels that break the fair packaging rules',
      'does the fair packaging law apply to the store or only to the company that packs the product',
    ],
    keywords: [
      'Fair Packaging and Labeling Act',
      'deceptive packaging',
      'consumer commodity',
      'labels',
      'retailers',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1453' },
    asks: [
      'what must a product package label show, net weight, name of the maker',
      'the net weight on the package is hard to find, where on the label must the quantity appear',
      'does the package have to show the quantity in both ounces and metric units',
    ],
    keywords: [
      'net quantity',
      'net weight',
      'principal display panel',
      'package labeling',
      'metric units',
    ],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 47: consumer product safety
  {
    usc: { title: 15, section: '2055' },
    asks: [
      'can the CPSC tell the public about a dangerous product and name the manufacturer',
      'why does the CPSC give companies notice before releasing information about their products',
    ],
    keywords: [
      'CPSC public disclosure',
      'product safety information',
      'manufacturer notice',
      'confidential business information',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2056' },
    asks: [
      'how does the CPSC set mandatory safety standards or warning requirements for a product',
      'does the CPSC rely on voluntary industry safety standards instead of making rules',
    ],
    keywords: [
      'consumer product safety standard',
      'voluntary standards',
      'warnings and instructions',
      'CPSC',
      'unreasonable risk of injury',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2066' },
    asks: [
      'can customs refuse entry to imported products that fail U.S. safety rules',
      'my imported shipment of toys was held because of a missing safety certificate, why',
    ],
    keywords: [
      'imported products',
      'refused admission',
      'customs',
      'children\'s product certificate',
      'CPSC',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2075' },
    asks: [
      'can my state have its own product safety rule when there is a federal CPSC standard',
      'does a federal consumer product safety standard preempt state law',
    ],
    keywords: [
      'preemption',
      'state product safety law',
      'federal standard',
      'CPSC',
      'stricter state rules',
    ],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 50: consumer product warranties
  {
    usc: { title: 15, section: '2311' },
    asks: [
      'does the federal warranty law take away my rights under my state\'s lemon law or other state law',
      'can I still sue for personal injury under state law if my product has a written warranty',
    ],
    keywords: [
      'Magnuson-Moss',
      'state warranty law',
      'preemption',
      'consumer remedies',
      'written warranty',
    ],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 103: CAN-SPAM
  {
    usc: { title: 15, section: '7707' },
    asks: [
      'can I sue a spammer under my state\'s anti-spam law, or does CAN-SPAM override it',
      'does federal spam law preempt state laws against deceptive email',
    ],
    keywords: [
      'CAN-SPAM preemption',
      'state spam law',
      'deceptive email',
      'commercial email',
      'fraud',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '7708' },
    asks: ['is there a national do-not-email list like the do-not-call list', 'can I register my email address to stop marketing emails'],
    keywords: ['do-not-email registry', 'spam', 'marketing emails', 'FTC', 'CAN-SPAM'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '7712' },
    asks: [
      'I keep getting marketing text messages on my cell phone that I never agreed to, what rules protect me',
      'can a company send commercial messages to my mobile phone without my prior permission',
    ],
    keywords: [
      'spam texts',
      'mobile commercial messages',
      'prior authorization',
      'opt out',
      'CAN-SPAM wireless',
    ],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 110: Restore Online Shoppers' Confidence Act
  {
    usc: { title: 15, section: '8404' },
    asks: [
      'a website signed me up for a subscription I did not agree to, can the FTC go after it',
      'what penalties apply to online negative option billing that breaks ROSCA',
    ],
    keywords: [
      'ROSCA',
      'online subscription trap',
      'negative option',
      'FTC enforcement',
      'unauthorized charges',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '8405' },
    asks: [
      'can my state attorney general sue an online company for hidden recurring charges',
      'state enforcement of the online shoppers law for subscription scams',
    ],
    keywords: [
      'state attorney general',
      'ROSCA',
      'online subscriptions',
      'injunctive relief',
      'recurring charges',
    ],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 47: consumer product safety enforcement
  {
    usc: { title: 15, section: '2071' },
    asks: [
      'can the government go to court to stop sales of a product that breaks a CPSC safety rule and seize it',
      'a company keeps selling a recalled product after a CPSC order, can a court stop it',
    ],
    keywords: ['injunction', 'product seizure', 'CPSC enforcement', 'unsafe products', 'recall order'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2073' },
    asks: [
      'can I as a private person sue to enforce a CPSC safety rule or recall order against a company',
      'what notice must I give before suing a company for breaking a consumer product safety rule',
    ],
    keywords: [
      'private enforcement',
      'consumer product safety rule',
      'recall order',
      '30 days notice',
      'attorney fees',
      'CPSC',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '2080' },
    asks: [
      'why can\'t the CPSC regulate some product risks, like hazards covered by OSHA or the Clean Air Act',
      'does the CPSC regulate radiation from electronic products like microwaves',
    ],
    keywords: [
      'CPSC jurisdiction limits',
      'OSHA',
      'Clean Air Act',
      'electronic product radiation',
      'consumer product safety',
    ],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 2: wool, fur and textile criminal penalties
  {
    usc: { title: 15, section: '68h' },
    asks: [
      'can someone be prosecuted for willfully selling mislabeled wool products',
      'what is the criminal penalty for wool labeling fraud',
    ],
    keywords: ['wool labeling penalty', 'misdemeanor', 'willful misbranding', 'Wool Products Labeling Act'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '69i' },
    asks: [
      'is it a crime to willfully sell fur products with false labels or ads',
      'what is the criminal penalty for fur labeling violations',
    ],
    keywords: ['fur labeling penalty', 'misdemeanor', 'Fur Products Labeling Act', 'willful violation'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '70i' },
    asks: [
      'can a seller be prosecuted for willfully mislabeling the fiber content of clothing',
      'criminal penalty for removing required textile labels or falsely advertising fabrics',
    ],
    keywords: ['textile labeling penalty', 'misdemeanor', 'fiber content fraud', 'Textile Act'],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 39: packaging rules
  {
    usc: { title: 15, section: '1454' },
    asks: [
      'the chip bag or box is mostly air, is slack fill in packaging allowed',
      'package says cents off or lower price, are there rules on those claims on labels',
      'are there rules on package size words like jumbo or family size',
    ],
    keywords: [
      'slack fill',
      'empty space in packages',
      'cents-off claims',
      'package size descriptions',
      'Fair Packaging and Labeling Act',
    ],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 32: refrigerator safety
  {
    usc: { title: 15, section: '1211' },
    asks: [
      'a child got trapped inside an old refrigerator, must refrigerators open from the inside',
      'do household refrigerators have to have a door that can be pushed open from inside',
    ],
    keywords: [
      'refrigerator safety',
      'child entrapment',
      'refrigerator door',
      'Refrigerator Safety Act',
      'opening from inside',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1212' },
    asks: [
      'what is the penalty for shipping a refrigerator without the inside door release',
      'is selling refrigerators that cannot be opened from inside a crime',
    ],
    keywords: ['refrigerator safety penalty', 'misdemeanor', 'child entrapment', 'Refrigerator Safety Act'],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 39A: poison prevention packaging
  {
    usc: { title: 15, section: '1472' },
    asks: [
      'my toddler opened a bottle of pills, are child-resistant caps required by law',
      'who decides which household products and medicines need child-proof packaging',
    ],
    keywords: [
      'child-resistant packaging',
      'childproof caps',
      'Poison Prevention Packaging Act',
      'accidental poisoning',
      'household substances',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1473' },
    asks: [
      'I have arthritis and cannot open childproof pill bottles, can the pharmacy give me an easy-open cap',
      'why does this product say package for households without young children',
    ],
    keywords: [
      'easy-open caps',
      'non-child-resistant packaging',
      'elderly and disabled',
      'prescription bottles',
      'households without young children',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '1476' },
    asks: [
      'can my state set its own child-resistant packaging rule that differs from the federal one',
      'does the federal poison prevention packaging standard preempt state law',
    ],
    keywords: ['preemption', 'child-resistant packaging', 'state standards', 'Poison Prevention Packaging Act'],
    checkedAgainst: '119-100',
  },
  // 15 U.S.C. chapter 106: pool and spa safety
  {
    usc: { title: 15, section: '8003' },
    asks: [
      'my child got stuck on a pool drain, do pool drain covers have to meet an anti-entrapment standard',
      'must public pools and hot tubs have anti-entrapment drain covers and safety vacuum release systems',
    ],
    keywords: [
      'pool drain cover',
      'drain entrapment',
      'Virginia Graeme Baker Act',
      'public pools',
      'safety vacuum release system',
      'spa safety',
    ],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '8004' },
    asks: [
      'are there federal grants for states that require fences around residential pools',
      'what does a state need in its pool safety law to get a federal pool safety grant',
    ],
    keywords: ['pool safety grant', 'pool fencing law', 'drowning prevention', 'state pool law', 'CPSC'],
    checkedAgainst: '119-100',
  },
  {
    usc: { title: 15, section: '8005' },
    asks: [
      'does federal law require a fence around my backyard pool',
      'what minimum pool barrier and drain rules should a state have to qualify for pool safety grants',
    ],
    keywords: [
      'pool fence',
      'pool barrier',
      'residential pools',
      'unblockable drain',
      'child drowning',
      'state pool law',
    ],
    checkedAgainst: '119-100',
  },
];
