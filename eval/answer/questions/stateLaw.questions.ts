/**
 * Everyday questions decided mainly by state or local law, written the way people write them
 * (docs/ranking.md, "Answers that answer"). For each: the topic expected (core/data/stateLawTopics.ts) and the federal
 * sections that truly apply to it, if any (checked by hand: an answer may list those under
 * "Federal law that may also apply", and no other federal section).
 */
export interface StateLawCase {
  question: string;
  topic: string;
  /** `title/section` of federal law that truly applies; an answer may list only these. */
  federal?: string[];
}

export const stateLawQuestions: StateLawCase[] = [
  // Security deposits
  {
    topic: 'security-deposits',
    question:
      'I moved out of my apartment 6 weeks ago, cleaned everything, took pictures, and my landlord still hasnt given back my security deposit. He wont answer my texts. What can I do to get my deposit back?',
  },
  {
    topic: 'security-deposits',
    question:
      'landlord kept my whole deposit ($1500) saying the carpet was worn out but we lived there 5 years, isnt that normal wear and tear??',
  },
  {
    topic: 'security-deposits',
    question:
      'How long does a landlord have to return a security deposit after you move out? Mine has had it for 2 months and says he is "still calculating"',
  },
  {
    topic: 'security-deposits',
    question:
      'I got orders to a new duty station and had to break my lease, now the landlord is keeping my deposit as a penalty. I am active duty Navy.',
    federal: ['50/3955'],
  },
  {
    topic: 'security-deposits',
    question:
      'My landlord charged me $400 out of my deposit for painting the whole apartment even though I was only there one year. is that allowed',
  },
  {
    topic: 'security-deposits',
    question:
      'can a landlord charge a pet deposit AND a security deposit and then keep both when I leave? my lease doesnt say anything about it',
  },
  {
    topic: 'security-deposits',
    question:
      'The property management company says they will mail my deposit but its been 45 days. Do they have to send me an itemized list of what they deducted?',
  },
  // Repairs
  {
    topic: 'repairs',
    question:
      'Our heat has been broken for 3 weeks in the middle of winter and the landlord keeps saying hes "working on it". I have a baby at home. Can I stop paying rent until he fixes it?',
  },
  {
    topic: 'repairs',
    question:
      'there is black mold in the bathroom of my apartment and my kids keep getting sick. landlord says its our fault for not opening windows. what are my rights',
  },
  {
    topic: 'repairs',
    question:
      'The ceiling in my apartment has been leaking for months, the landlord ignores my requests. Can I pay for the repair myself and take it out of the rent?',
  },
  {
    topic: 'repairs',
    question:
      'we have a roach infestation in our rental house and the landlord says pest control is our responsibility. Who is supposed to pay for that?',
  },
  {
    topic: 'repairs',
    question:
      'the paint in my old rental is peeling everywhere and my toddler has high lead levels. the landlord never told us anything about lead paint when we rented',
    federal: ['42/4852d'],
  },
  {
    topic: 'repairs',
    question: 'My apartment has had no hot water for 10 days. Landlord says the part is on order. How long does he legally have to fix it?',
  },
  // Eviction
  {
    topic: 'eviction',
    question:
      'my landlord just texted me that I have to be out in 3 days because he wants to sell the house. I have always paid rent on time. Can he evict me like that?',
  },
  {
    topic: 'eviction',
    question:
      'Got a notice to vacate taped to my door today saying I have 30 days. I am on a month to month. Is that enough notice and what happens if I dont leave',
  },
  {
    topic: 'eviction',
    question: 'I came home and the landlord changed the locks and put my stuff on the curb because I was late on rent. Is that legal??',
  },
  {
    topic: 'eviction',
    question:
      'I am 2 months behind on rent because I lost my job, the landlord filed an eviction in court. How long do I have before they can kick me out?',
  },
  {
    topic: 'eviction',
    question:
      'my landlord is trying to evict me because my ex boyfriend broke in and beat me up and the neighbors complained about the noise. I live in public housing',
    federal: ['34/12491', '42/1437d'],
  },
  {
    topic: 'eviction',
    question:
      'Landlord is trying to kick us out after we complained to the city about the broken heater. feels like revenge, is that allowed?',
  },
  // Rent and leases
  {
    topic: 'rent-and-leases',
    question:
      'my landlord just told me he is raising the rent by $400 a month starting next month. Is there a limit on how much he can raise rent?',
  },
  {
    topic: 'rent-and-leases',
    question:
      'I need to break my lease early because I got a job in another city. How much will I owe the landlord if I leave 6 months early?',
  },
  {
    topic: 'rent-and-leases',
    question:
      'My landlord keeps coming into my apartment without notice when I am at work. Is he allowed to just walk in whenever he wants?',
  },
  {
    topic: 'rent-and-leases',
    question: 'the leasing office charges a $150 late fee if rent is even one day late. that seems crazy high, is that legal',
  },
  // Divorce
  {
    topic: 'divorce',
    question:
      'My husband and I have been married 12 years and want to get divorced. We own a house and have some savings, how does dividing property work?',
  },
  { topic: 'divorce', question: 'how long does a divorce take if we both agree on everything? we dont have kids and we dont own a house' },
  {
    topic: 'divorce',
    question:
      'my wife wants a divorce and says she will get alimony because I make more money. will I have to pay her spousal support and for how long',
  },
  {
    topic: 'divorce',
    question: 'My husband is deployed overseas and I want a divorce, can I file while he is gone?',
    federal: ['50/3931'],
  },
  {
    topic: 'divorce',
    question:
      'we separated a year ago but never got divorced, now he has a new girlfriend and is running up debt. am I responsible for his debts',
  },
  // Custody
  { topic: 'custody', question: 'My ex wont let me see my kids even though we have a court order for every other weekend. What can I do?' },
  {
    topic: 'custody',
    question: 'How is child support calculated? My ex makes twice what I make and the kids live with me most of the time.',
  },
  {
    topic: 'custody',
    question:
      'I want to move to another state with my daughter for a better job but her dad says no. Do I need the courts permission to move with my child?',
  },
  {
    topic: 'custody',
    question:
      'my sons father has never paid a dime of child support and now he wants joint custody. can he get custody if he owes support?',
  },
  {
    topic: 'custody',
    question: 'At what age can a child decide which parent they want to live with? My 13 year old wants to live with me full time',
  },
  // Wills and estates
  {
    topic: 'wills-estates',
    question:
      'My dad passed away last month and didnt have a will. He owned a house and has 3 kids from two marriages. Who inherits the house?',
  },
  { topic: 'wills-estates', question: 'Can I write my own will without a lawyer? Does it need to be notarized or witnessed to be valid?' },
  {
    topic: 'wills-estates',
    question:
      'my grandmother left everything to my uncle in her will and we think he pressured her when she had dementia. can we challenge the will?',
  },
  {
    topic: 'wills-estates',
    question: 'I was named executor of my aunts estate and I have no idea what to do. Do I have to go through probate?',
  },
  {
    topic: 'wills-estates',
    question:
      'my mom is getting older and I want to be able to handle her bank stuff and medical decisions, how do I get power of attorney',
  },
  // Traffic
  {
    topic: 'traffic',
    question:
      'I just turned 18 and got my first speeding ticket, 15 over. Will this go on my record and will my insurance go up? Should I fight it in traffic court?',
  },
  {
    topic: 'traffic',
    question:
      'I got pulled over and the cop gave me a ticket for running a red light but it was yellow when I went through. How do I contest it?',
  },
  { topic: 'traffic', question: 'my drivers license got suspended for unpaid tickets, can I still drive to work? how do I get it back' },
  {
    topic: 'traffic',
    question: 'I was arrested for DUI last weekend, blew a .09. Its my first offense. What happens now, will I lose my license?',
  },
  {
    topic: 'traffic',
    question: 'someone rear-ended me at a stop light and their insurance company is refusing to pay for my car repairs, what can I do',
  },
  {
    topic: 'traffic',
    question: 'My car got towed from my own apartment complex parking lot and they want $350 to get it back. Can they do that?',
  },
  // Small claims
  {
    topic: 'small-claims',
    question: 'I lent my friend $2000 and he wont pay me back, he keeps making excuses. Can I take him to small claims court?',
  },
  {
    topic: 'small-claims',
    question: 'a contractor took a $5000 deposit to redo my kitchen and never showed up. He stopped answering. how do I sue him',
  },
  {
    topic: 'small-claims',
    question: 'What is the maximum amount I can sue for in small claims court? My former roommate owes me about $8000 in rent and bills',
  },
  {
    topic: 'small-claims',
    question: 'I won a judgment against my old landlord in small claims but he still hasnt paid. How do I collect?',
  },
  // Final pay and wage timing
  {
    topic: 'final-pay',
    question:
      'I quit my job two weeks ago and still havent gotten my final paycheck. My boss says I will get it whenever payroll runs. How long do they have to pay me?',
  },
  {
    topic: 'final-pay',
    question: 'I got fired on Friday, do they have to pay me for my unused vacation days? I had like 80 hours of PTO saved up',
  },
  { topic: 'final-pay', question: 'My employer is withholding my last paycheck because I didnt return my uniform. Can they do that?' },
  {
    topic: 'final-pay',
    question: 'I work 8 hour shifts and my manager says we dont get a lunch break, we have to eat while working. Is that legal?',
  },
  {
    topic: 'final-pay',
    question: 'my job only pays us once a month and its hard to budget. How often do employers have to pay employees?',
  },
  // At-will firing
  {
    topic: 'at-will-firing',
    question:
      'I got fired today for no reason, my manager just said it wasnt working out. I worked there for 4 years with good reviews. Can they fire me without a reason?',
  },
  { topic: 'at-will-firing', question: 'is it legal to fire someone without any warning? I was let go on the spot, no write ups, nothing' },
  {
    topic: 'at-will-firing',
    question: 'I signed a non-compete when I started and now I want to go work for a competitor. Can my old company stop me?',
  },
  { topic: 'at-will-firing', question: 'I was fired for posting about my boss on facebook, can I still collect unemployment benefits?' },
  {
    topic: 'at-will-firing',
    question:
      'My boss fired me because I was 10 minutes late one time, after 3 years there and no write ups. Can they really fire me over being late once?',
  },
  // Injuries and property
  {
    topic: 'workers-comp-injury',
    question:
      'I hurt my back lifting boxes at work and my boss says I shouldnt file workers comp or I will get in trouble. What should I know?',
  },
  {
    topic: 'workers-comp-injury',
    question: 'My neighbors dog bit my son on the leg and he needed stitches. They say its not their problem. Who pays for the hospital?',
  },
  {
    topic: 'neighbors-property',
    question: 'my neighbors tree fell on my fence during a storm and now he says its my problem to fix it. who is responsible',
  },
  {
    topic: 'neighbors-property',
    question: 'Our HOA is fining us $100 a week because our grass is too long. can an HOA really fine you like that?',
  },
  // Family and crimes
  {
    topic: 'family-other',
    question: 'I need a restraining order against my ex who keeps showing up at my work and texting threats. How do I get one?',
  },
  { topic: 'family-other', question: 'I got married last year and want to change my last name on everything, what is the process?' },
  {
    topic: 'state-crimes',
    question:
      'I got arrested for shoplifting when I was 19, it was a misdemeanor. Now I am 27, can I get it expunged from my record so it doesnt show on background checks?',
  },
  {
    topic: 'consumer-state',
    question:
      'I bought a new car 3 months ago and it has been in the shop 4 times for the same transmission problem. Does the lemon law cover me?',
  },
  {
    topic: 'consumer-state',
    question: 'the mechanic charged me $1,800 when the estimate was $600 and wont give my car back until I pay. can he do that',
  },
  {
    topic: 'school-state',
    question: 'I want to homeschool my kids next year, what are the requirements? do I need to register with the school district?',
  },
];
