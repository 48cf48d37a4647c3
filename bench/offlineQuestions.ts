/**
 * Long, messy questions as people post them (the offline answers bench, docs/performance.md): the first is
 * the first question after an offline reload, the other 20 are asked one after another.
 */
export const OFFLINE_QUESTIONS: readonly string[] = [
  'A debt collector keeps calling me at work even after I told them my boss doesnt allow personal calls, like 4 times a day now. Can they keep doing that?',
  'My landlord is trying to kick me out because I have two kids and he says the building is adults only, is that even legal where I live? we have a lease for another 6 months',
  'I worked 52 hours last week at the warehouse and my manager says they dont pay overtime because I am salaried but I only make like 600 a week. Do they have to pay me overtime?',
  'there is something on my credit report that isnt mine, some credit card from a bank I never used, and its dragging my score down. how do I get it taken off?',
  'I just turned 18 and got my first speeding ticket on the interstate near a national park, does federal law say anything about that or is it all state stuff?',
  'My boss fired me two weeks after I told HR I was pregnant. They said it was for being late but I was only late once. Is that discrimination?',
  'Someone at the hospital where I work looked at my medical records and told my coworkers about my diagnosis. Can I do something about that, is it a crime?',
  'I want to see my son’s school records because the school says he has behavior problems but wont show me anything they wrote down. Do I have a right to see them?',
  'my employer wont let me take time off to take care of my dad who had a stroke, I have worked there 3 years full time. dont I get some kind of family leave?',
  'I have a disability and use a wheelchair and the restaurant near me has no ramp and the owner says its too expensive to add one. what does the law say',
  'A company keeps sending me text messages advertising stuff even though I never signed up and I replied STOP like five times. Is there a law against robotexts?',
  'I bought a used car and the dealer rolled back the odometer, the mechanic says it has way more miles than it shows. what can I do about it?',
  'My paycheck was short because my employer took out money for uniforms and now I am making less than minimum wage for the week. Can they do that?',
  'Im a veteran and my old job wont give me my position back now that I am back from deployment, they hired someone else. isnt there a law protecting my job?',
  'The bank took money out of my account for a debit card purchase I never made, I reported it the next day. How much of it do I have to pay?',
  'I got a letter from a collection agency for a medical bill I already paid and they say they will sue me if I dont pay in 10 days, what are my rights?',
  'My apartment has lead paint peeling everywhere and I have a toddler, the landlord never told us about lead when we signed. Was he supposed to?',
  'I applied for a job and they said they ran a background check and wont hire me but they wont tell me what was in it or give me a copy. is that allowed?',
  'Our company is closing the plant next week and they told us with only 5 days notice, about 300 people are losing their jobs. Dont they have to give more notice than that?',
  'Somebody opened a credit card in my name and ran up 3000 dollars in charges. How do I put a fraud alert on my credit and stop this from happening again?',
  'My retirement plan at work says I cant get my money for years and the employer keeps changing the rules. what does federal law say about my pension rights?',
];
