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
];
