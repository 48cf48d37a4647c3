/**
 * Questions as ordinary people ask them, and the section(s) that answer each (the quality
 * bar: the right section in the top 3, docs/ranking.md). Where two sections are both right answers, both are listed.
 * Only sections the curated guides cover are used.
 */
export interface RankingCase {
  question: string;
  /** `title/section` of an acceptable answer. */
  expect: string[];
}

export const rankingQuestions: RankingCase[] = [
  { question: 'a debt collector keeps calling me at work', expect: ['15/1692c'] },
  { question: "my boss doesn't pay overtime", expect: ['29/207'] },
  { question: "landlord won't rent to me because I have kids", expect: ['42/3604'] },
  { question: 'can my school show my grades to others', expect: ['20/1232g'] },
  { question: "there's an error on my credit report", expect: ['15/1681i'] },
  { question: 'I want to see my kid’s school records', expect: ['20/1232g'] },
  { question: "what's the lowest my job can legally pay me per hour", expect: ['29/206'] },
  { question: 'I complained about not getting paid and they fired me', expect: ['29/215'] },
  { question: 'I need time off work to take care of my sick mom, can I lose my job?', expect: ['29/2612'] },
  { question: 'my company is laying everyone off with no warning', expect: ['29/2102'] },
  { question: "my workplace is unsafe and my boss won't fix it", expect: ['29/654'] },
  { question: 'my coworker keeps making sexual comments and my manager ignores it', expect: ['42/2000e-2'] },
  { question: "they won't hire me because I'm 55", expect: ['29/623'] },
  { question: 'can my employer make me take a lie detector test', expect: ['29/2002'] },
  { question: 'I got called up for military duty, will I get my job back when I return', expect: ['38/4312'] },
  { question: 'I lost my job, can I keep my health insurance?', expect: ['29/1161'] },
  { question: 'a collection agency is threatening to have me arrested', expect: ['15/1692e'] },
  { question: 'they are taking half my paycheck for a debt', expect: ['15/1673'] },
  { question: 'I keep getting robocalls on my cell phone', expect: ['47/227'] },
  { question: 'someone stole my debit card and took money out of my account', expect: ['15/1693g'] },
  { question: 'my landlord is trying to evict me while I am deployed', expect: ['50/3951'] },
  { question: "the emergency room refused to treat me because I don't have insurance", expect: ['42/1395dd'] },
  { question: "I'm in a wheelchair and the store has no ramp", expect: ['42/12182', '42/12183'] },
  { question: 'the police beat me up when they arrested me, can I sue?', expect: ['42/1983'] },
  { question: 'the hotel would not give me a room because of my race', expect: ['42/2000a'] },
  { question: 'can I record a phone call without telling the other person', expect: ['18/2511'] },
  { question: 'my health insurance dropped me after I got sick', expect: ['42/300gg-12'] },
  { question: 'my flight got cancelled and the airline won’t give me my money back', expect: ['49/42305'] },
  { question: 'the car dealer rolled back the miles on the car I bought', expect: ['49/32703'] },
  { question: 'how do I get records from a federal agency', expect: ['5/552'] },
  { question: "I can't pay my taxes all at once", expect: ['26/6159'] },
  { question: 'can I get food stamps', expect: ['7/2014'] },
  { question: 'my school closed before I finished and I still owe student loans', expect: ['20/1087'] },
];

/** The same needs, typed in a hurry. */
export const typoQuestions: RankingCase[] = [
  { question: 'overtme', expect: ['29/207'] },
  { question: 'my boss dosent pay overtme', expect: ['29/207'] },
  { question: 'evicton while deployed in the military', expect: ['50/3951'] },
  { question: 'landlrd wont rent to me becuse i have kids', expect: ['42/3604'] },
  { question: 'debt colector calling my job', expect: ['15/1692c'] },
  { question: 'eror on my credit reprt', expect: ['15/1681i'] },
];
