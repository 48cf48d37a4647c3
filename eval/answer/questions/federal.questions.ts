/**
 * Everyday questions a federal law answers, written the way people write to a legal help site:
 * long, messy, with the story first (docs/ranking.md, "Answers that answer"). Each lists the section(s) that answer it,
 * checked by hand against the section's official text or heading and its guide; the answer must
 * present one of them among its first three laws, and must not say state law decides it.
 */
export interface FederalCase {
  question: string;
  /** `title/section` of an acceptable answer. */
  expect: string[];
}

export const federalQuestions: FederalCase[] = [
  {
    question:
      'hi so theres this debt collector who keeps calling me at my job like 3 times a day and my manager already told me we cant take personal calls at work. is that even allowed??',
    expect: ['15/1692c'],
  },
  {
    question:
      'A collection agency called my mom and my sister and told them about my credit card debt. I was so embarrassed. Can they tell my family about what I owe?',
    expect: ['15/1692b', '15/1692c'],
  },
  {
    question:
      'The guy from the collections company said if I dont pay by friday they will have me arrested and put in jail. I am scared, can they really do that?',
    expect: ['15/1692e'],
  },
  {
    question:
      'I got a letter from a collector for a debt I dont even recognize, it says I owe $2,300 to some company I never heard of. how do I make them prove it is mine',
    expect: ['15/1692g'],
  },
  {
    question:
      'my employer is taking like half of my paycheck because of some old debt judgment, I can barely pay rent. is there a limit on how much they can take from my wages?',
    expect: ['15/1673'],
  },
  {
    question:
      'I applied for an apartment credit check came back and there is a collection account on my credit report that is not mine, I have never lived in that state. how do I get it fixed',
    expect: ['15/1681i'],
  },
  {
    question: 'I had a late payment 9 years ago and it is still showing on my credit report. How long can bad stuff stay on there?',
    expect: ['15/1681c'],
  },
  {
    question:
      'Someone stole my wallet with my debit card and took out $800 before I noticed two days later. Am I responsible for all of it?',
    expect: ['15/1693g'],
  },
  {
    question:
      'there are charges on my credit card bill for stuff I never bought, like 400 bucks at some electronics store in another state, do I have to pay that',
    expect: ['15/1643', '15/1666'],
  },
  {
    question:
      'I keep getting these robocalls on my cell phone every single day with a recorded voice about car warranties and I never gave anyone permission. is that legal?',
    expect: ['47/227'],
  },
  {
    question:
      'I signed up for a free trial of a streaming thing online and then it kept charging my card every month and its impossible to cancel',
    expect: ['15/8403'],
  },
  {
    question:
      'my boss has me working 50 or 55 hours every week but only pays me straight time, no time and a half. I am hourly not salary. is that legal',
    expect: ['29/207'],
  },
  {
    question:
      'Im 16 and my manager at the restaurant pays me $5 an hour because he says Im a minor and dont need minimum wage. What is the lowest they can legally pay',
    expect: ['29/206'],
  },
  {
    question:
      'I complained to HR that we werent getting paid for the time we spend putting on our uniforms and the next week I got fired. Is that retaliation?',
    expect: ['29/215'],
  },
  {
    question:
      'My manager takes part of our tips every night and keeps it for himself, he says its the policy. I work as a waitress. can he do that?',
    expect: ['29/203'],
  },
  {
    question:
      'My mom has cancer and I need to take a few months off to take care of her. I have worked at my company for 3 years, will I lose my job if I take the time off?',
    expect: ['29/2612', '29/2614'],
  },
  {
    question: 'I just had a baby and my job says I can only pump milk in the bathroom during my lunch break. isnt there a law about that',
    expect: ['29/218d'],
  },
  {
    question:
      'My supervisor keeps making comments about my body and touching my shoulder, I told him to stop and he laughs, HR did nothing. What are my rights with sexual harassment at work?',
    expect: ['42/2000e-2'],
  },
  {
    question:
      'I went to a job interview and the manager told me they were looking for someone younger, more energetic. I am 58 years old. Is age discrimination illegal?',
    expect: ['29/623', '29/631'],
  },
  {
    question: 'I told my employer I was pregnant and two weeks later they said my position was eliminated. Can they do that?',
    expect: ['42/2000e', '42/2000gg-1'],
  },
  {
    question:
      'I have a back injury and asked my job for a stool so I can sit at the register, they refused and said everyone has to stand. Do they have to give me an accommodation?',
    expect: ['42/12112', '42/12111'],
  },
  {
    question:
      'They terminated me after I got a garnishment order for an old credit card debt, it was the first one ever. is that wrongful termination?',
    expect: ['15/1674'],
  },
  {
    question:
      'my new job wants me to take a lie detector test because money went missing from the store. Can I say no without getting fired?',
    expect: ['29/2002'],
  },
  {
    question:
      'I am in the Army Reserve and just got back from a 10 month deployment and my old employer says they filled my position. do they have to give me my job back?',
    expect: ['38/4312'],
  },
  {
    question:
      'I got laid off last week and my health insurance through work is ending. Is there a way to keep my health insurance for a while?',
    expect: ['29/1161', '29/1162'],
  },
  {
    question:
      'The factory where I work announced on Friday that it is closing for good on Monday and laying off all 300 of us with no notice at all. Dont they have to warn us?',
    expect: ['29/2102'],
  },
  {
    question:
      'There are exposed wires and no guards on the machines at the warehouse where I work and my boss wont fix anything, someone is going to get hurt. Who can I report this to?',
    expect: ['29/654', '29/657'],
  },
  {
    question:
      'me and some coworkers were talking about starting a union and now my manager is threatening to fire anyone who signs a card. is that legal',
    expect: ['29/157', '29/158'],
  },
  {
    question:
      'My landlord told me on the phone the apartment was available but when he saw I have 3 kids he said its no longer available. Can a landlord refuse to rent to families with kids?',
    expect: ['42/3604'],
  },
  {
    question:
      'I use a wheelchair and asked my landlord if I could put in a ramp at my own expense and he said no. dont I have a right to modify my unit?',
    expect: ['42/3604'],
  },
  {
    question:
      'The apartment complex has a no pets policy but I have an emotional support animal with a letter from my doctor. They are saying I have to get rid of it',
    expect: ['42/3604'],
  },
  {
    question:
      'After I filed a fair housing complaint against my landlord he started threatening me and saying he will make my life hell. Is that allowed?',
    expect: ['42/3617'],
  },
  {
    question: 'we are buying a house built in the 1960s and nobody said anything about lead paint, isnt the seller supposed to tell us?',
    expect: ['42/4852d'],
  },
  { question: 'I want to apply for section 8 housing voucher, how does that program work and who can get it?', expect: ['42/1437f'] },
  {
    question:
      'My mortgage company keeps saying I missed payments but I have the bank statements showing I paid. How do I make them fix their records?',
    expect: ['12/2605'],
  },
  {
    question: 'I have been paying PMI on my mortgage for 8 years and I think I have more than 20 percent equity now, can I get rid of it?',
    expect: ['12/4902'],
  },
  {
    question:
      'I took out a loan against my house from a lender who came to my door and now I regret it, it was signed 2 days ago, can I cancel it?',
    expect: ['15/1635'],
  },
  {
    question:
      'I got sick and a few months later my health insurance company canceled my policy saying I left something off my application. can they do that?',
    expect: ['42/300gg-12'],
  },
  {
    question:
      'I went to the emergency room with chest pain and they told me to leave because I dont have insurance. Are they allowed to turn me away?',
    expect: ['42/1395dd'],
  },
  {
    question:
      'I had surgery at an in-network hospital and then got a $3,000 bill from an anesthesiologist who was out of network. I never chose him. Do I have to pay this?',
    expect: ['42/300gg-132', '42/300gg-131'],
  },
  { question: 'I am 24 and lost my job, can I get back on my parents health insurance plan?', expect: ['42/300gg-14'] },
  {
    question:
      'My doctor office sent my medical records to my employer without asking me. Isnt that a HIPAA violation? what can happen to them',
    expect: ['42/1320d-5', '42/1320d-6'],
  },
  {
    question:
      'I asked my hospital for a copy of my medical records a month ago and they keep stalling. Do they have to give me my records electronically?',
    expect: ['42/17935'],
  },
  {
    question:
      'My son has ADHD and dyslexia and the school says he doesnt qualify for special education, I want them to evaluate him for an IEP. What are my rights?',
    expect: ['20/1414', '20/1412'],
  },
  {
    question:
      'I want to see my daughters school records including her discipline file and the principal says I cant. She is 14. Can they refuse?',
    expect: ['20/1232g'],
  },
  {
    question: 'my college posted my grades where other students could see them with my name. isnt that against some privacy law',
    expect: ['20/1232g'],
  },
  {
    question:
      'I was sexually assaulted by another student at my university and the school is not doing anything about it, what does federal law require schools to do?',
    expect: ['20/1681'],
  },
  {
    question:
      'My school closed down in the middle of my program and I still owe $18,000 in federal student loans for it. Do I have to keep paying?',
    expect: ['20/1087'],
  },
  {
    question:
      'I work for a public school as a teacher and heard about loan forgiveness for public service after 10 years of payments, how does that work',
    expect: ['20/1087e', '20/1087j'],
  },
  {
    question: 'My student loans are in default and now they are garnishing my wages. How do I get out of default?',
    expect: ['20/1078-6', '20/1095a'],
  },
  { question: 'I owe the IRS about $9,000 and I cant pay it all at once. Can I set up a payment plan?', expect: ['26/6159'] },
  {
    question:
      'I got a letter from the IRS saying they are going to levy my bank account, do I get a chance to argue before they take my money?',
    expect: ['26/6330'],
  },
  {
    question:
      'My ex husband lied on our joint tax return and now the IRS says I owe taxes on money he hid. I had no idea. Is there any relief for me?',
    expect: ['26/6015'],
  },
  {
    question:
      'I have been waiting over a year for my disability claim with social security and they denied it. How do I appeal the decision?',
    expect: ['42/405'],
  },
  {
    question:
      'Social security says they overpaid me $6,000 and want it back but it was their mistake and I cant afford to pay, can they waive it?',
    expect: ['42/404'],
  },
  {
    question: 'I lost my job and have two kids, can I get food stamps and how long does it take to get approved?',
    expect: ['7/2014', '7/2020'],
  },
  {
    question:
      'the police pulled me out of my car and beat me even though I wasnt resisting, I have bruises all over. Can I sue the officers for violating my rights?',
    expect: ['42/1983'],
  },
  {
    question:
      'The restaurant refused to serve us and the manager said they dont serve people like us, we are Black. Is that illegal under federal law?',
    expect: ['42/2000a'],
  },
  {
    question:
      'My roommate recorded our phone calls without telling me and is now sharing them. Is it legal to record someone without their consent?',
    expect: ['18/2511'],
  },
  {
    question:
      'My flight was canceled by the airline and they only offered me a travel voucher, I want my money back. Do they have to give a refund?',
    expect: ['49/42305'],
  },
  {
    question:
      'I bought a used car and later found out the odometer was rolled back like 60,000 miles. The dealer swears it wasnt them. what can I do',
    expect: ['49/32703', '49/32710'],
  },
  {
    question: 'I want to get copies of records from the FBI about my late father, how do I request records from a federal agency?',
    expect: ['5/552'],
  },
  { question: 'I am a green card holder married to a US citizen for 3 years, when can I apply for citizenship?', expect: ['8/1430'] },
  {
    question: 'My brother is detained by immigration and they say he can get a bond hearing, how does immigration detention and bond work?',
    expect: ['8/1226'],
  },
  {
    question: 'I am disabled and my polling place has stairs and no ramp, do they have to make it accessible for voting?',
    expect: ['52/20102'],
  },
  {
    question:
      'I am blind and want someone I trust to help me in the voting booth, but the poll worker said no. Am I allowed to bring someone?',
    expect: ['52/10508'],
  },
];
