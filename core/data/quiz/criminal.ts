import type { BankEntry, LawRef } from '../../quiz/bank/types';
import { criminalFineText } from '../../penalties';

const usc = (title: number, section: string, pin?: string): LawRef => ({ usc: [title, section], ...(pin ? { pin } : {}) });

/** Federal criminal law: crimes, penalties and the rights of the accused and of victims. */
export const criminalQuestions: readonly BankEntry[] = [
  // ---- easy ----
  {
    id: 'crim-free-lawyer',
    difficulty: 'easy',
    question: 'You are charged with a federal felony and cannot afford a lawyer. What does federal law provide?',
    answer: 'The court must appoint a lawyer for you',
    wrong: ['You must represent yourself', 'A lawyer is provided only after you are convicted', 'You can have a lawyer only if the victim agrees'],
    explanation:
      'Under the Criminal Justice Act, a person charged with a federal felony (and certain misdemeanors) who cannot afford a lawyer gets one appointed by the court, either a federal public defender or a private lawyer paid under the Act.',
    law: usc(18, '3006A'),
  },
  {
    id: 'crim-wire-fraud-name',
    difficulty: 'easy',
    question: 'Using phone calls, email or the internet to carry out a scheme to cheat people out of money is which federal crime?',
    answer: 'Wire fraud',
    wrong: ['Perjury', 'Bank robbery', 'Misprision of felony'],
    explanation:
      'The federal wire fraud statute punishes anyone who devises a scheme to defraud or to obtain money by false pretenses and uses wire, radio or television communications in interstate or foreign commerce, which includes phone calls and the internet, to carry it out.',
    law: usc(18, '1343'),
  },
  {
    id: 'crim-perjury-name',
    difficulty: 'easy',
    question: 'What is it called when someone under oath in a federal proceeding willfully states something material that they believe is not true?',
    answer: 'Perjury',
    wrong: ['Sedition', 'Obstruction of correspondence', 'Misprision of felony'],
    explanation:
      'Under 18 U.S.C. § 1621, a person who has taken an oath and willfully states or subscribes any material matter they do not believe to be true commits perjury, punishable by a fine, up to 5 years in prison, or both.' + ' ' + criminalFineText({ statuteCitation: '18 U.S.C. § 1621', maxPrison: { years: 5 } }),
    law: usc(18, '1621'),
  },
  {
    id: 'crim-color-of-law-name',
    difficulty: 'easy',
    question: 'A police officer willfully deprives a person of a constitutional right while acting with government authority. Which federal crime is that?',
    answer: 'Deprivation of rights under color of law',
    wrong: ['Seditious conspiracy', 'Misprision of felony', 'Obstruction of correspondence'],
    explanation:
      'Under 18 U.S.C. § 242 it is a federal crime for anyone acting under color of law, such as a police officer, prison guard or judge, to willfully deprive a person of rights protected by the Constitution or federal law.',
    law: usc(18, '242'),
  },
  {
    id: 'crim-cyberstalking',
    difficulty: 'easy',
    question:
      'Someone uses the internet and text messages to stalk a person in another state, intending to harass them, and causes substantial emotional distress. How does federal law treat this?',
    answer: 'It is a federal crime (stalking)',
    wrong: ['It is legal as long as there is no physical contact', 'It can only ever be a private lawsuit', 'It is a crime only if it happens in person'],
    explanation:
      'The federal stalking law, 18 U.S.C. § 2261A, covers using the mail, the internet, phones or other electronic services to stalk someone with intent to kill, injure, harass or intimidate them when the conduct causes substantial emotional distress or reasonable fear of death or serious injury.',
    law: usc(18, '2261A'),
  },
  {
    id: 'crim-victims-heard-at-sentencing',
    difficulty: 'easy',
    question: 'Under the Crime Victims\' Rights Act, which of these is a right of the victim of a federal crime?',
    answer: 'To be reasonably heard at the sentencing hearing',
    wrong: ['To choose the defendant\'s sentence', 'To pick the prosecutor on the case', 'To serve on the jury in the case'],
    explanation:
      'The Crime Victims\' Rights Act gives victims of federal crimes rights such as being reasonably heard at public proceedings involving release, plea or sentencing, conferring with the prosecutor, and full and timely restitution as the law provides. The judge, not the victim, decides the sentence.',
    law: usc(18, '3771', '(a)'),
  },
  {
    id: 'crim-computer-fraud-law',
    difficulty: 'easy',
    question: 'Which federal law makes it a crime to break into a computer without authorization to obtain information?',
    answer: 'The Computer Fraud and Abuse Act',
    wrong: ['The Fair Credit Reporting Act', 'The Clean Air Act', 'The Speedy Trial Act'],
    explanation:
      'The Computer Fraud and Abuse Act, 18 U.S.C. § 1030, punishes intentionally accessing a computer without authorization, or exceeding authorized access, to obtain information, along with other computer crimes such as spreading damaging code.',
    law: usc(18, '1030'),
  },
  {
    id: 'crim-identity-theft-act',
    difficulty: 'easy',
    question: 'Which law made identity theft a federal crime?',
    answer: 'The Identity Theft and Assumption Deterrence Act',
    wrong: ['The Fair Debt Collection Practices Act', 'The Clean Water Act', 'The Speedy Trial Act'],
    explanation:
      'The Identity Theft and Assumption Deterrence Act added identity theft to 18 U.S.C. § 1028: knowingly using or transferring another person\'s means of identification without lawful authority to commit or help commit other unlawful activity is a federal crime.',
    law: usc(18, '1028'),
  },
  {
    id: 'crim-mail-theft-crime',
    difficulty: 'easy',
    question: 'Someone takes letters out of their neighbor\'s mailbox. Under federal law, this is:',
    answer: 'A federal crime',
    wrong: ['Legal if the letters look like junk mail', 'Only a violation of the post office\'s customer rules', 'A crime only if a letter contains cash'],
    explanation:
      'Stealing mail from a mailbox, post office, mail carrier or other authorized place, or knowingly buying or hiding stolen mail, is a federal crime under 18 U.S.C. § 1708, punishable by a fine, up to 5 years in prison, or both.' + ' ' + criminalFineText({ statuteCitation: '18 U.S.C. § 1708', maxPrison: { years: 5 } }),
    law: usc(18, '1708'),
  },
  {
    id: 'crim-witness-tampering',
    difficulty: 'easy',
    question: 'A person threatens a witness to stop them from testifying in a federal trial. What does federal law call this?',
    answer: 'Tampering with a witness',
    wrong: ['Perjury', 'Accessory after the fact', 'Misprision of felony'],
    explanation:
      'Under 18 U.S.C. § 1512, using intimidation, threats, corrupt persuasion or force to influence, delay or prevent someone\'s testimony in an official proceeding is the federal crime of tampering with a witness, victim or informant.',
    law: usc(18, '1512'),
  },
  {
    id: 'crim-counsel-sixth-cja-public-defender',
    difficulty: 'easy',
    question: 'Under the Criminal Justice Act, who can be appointed to represent a person who cannot afford a lawyer in a federal criminal case?',
    answer: 'A federal public defender or a private lawyer paid under the Act',
    wrong: ['Only the prosecutor\'s office', 'Only a law student', 'A relative chosen by the court'],
    explanation:
      'The Criminal Justice Act lets courts appoint a federal public defender or community defender, or a private attorney from a panel who is paid under the Act, to represent people who cannot afford counsel.',
    law: usc(18, '3006A'),
  },

  // ---- medium ----
  {
    id: 'crim-limitations-five-years',
    difficulty: 'medium',
    question: 'For most federal crimes that are not punishable by death, how long does the government generally have to bring charges?',
    answer: '5 years',
    wrong: ['1 year', '2 years', 'There is never a time limit'],
    explanation:
      'Under 18 U.S.C. § 3282, unless another law says otherwise, an indictment or information for a non-capital federal offense must be brought within 5 years after the offense was committed.',
    law: usc(18, '3282', '(a)'),
  },
  {
    id: 'crim-limitations-capital',
    difficulty: 'medium',
    question: 'How long does the government have to bring an indictment for a federal offense punishable by death?',
    answer: 'There is no time limit',
    wrong: ['5 years', '10 years', '20 years'],
    explanation: 'Under 18 U.S.C. § 3281, an indictment for any offense punishable by death may be found at any time, without limitation.',
    law: usc(18, '3281'),
  },
  {
    id: 'crim-speedy-trial-charges-30-days',
    difficulty: 'medium',
    question: 'Under the Speedy Trial Act, charges (an indictment or information) generally must be filed within how many days after a federal arrest?',
    answer: '30 days',
    wrong: ['7 days', '90 days', '180 days'],
    explanation:
      'The Speedy Trial Act, 18 U.S.C. § 3161(b), generally requires an indictment or information to be filed within 30 days from the date a person was arrested or served with a summons on the charge. Some periods of delay are excluded.',
    law: usc(18, '3161', '(b)'),
  },
  {
    id: 'crim-false-statements-max',
    difficulty: 'medium',
    question: 'What is the general maximum prison term for knowingly making a materially false statement to a federal agency about a matter in its jurisdiction?',
    answer: '5 years',
    wrong: ['6 months', '1 year', '25 years'],
    explanation:
      'Under 18 U.S.C. § 1001, knowingly and willfully making a materially false statement in a matter within federal jurisdiction is punishable by a fine and up to 5 years in prison (up to 8 years when it involves terrorism).' + ' ' + criminalFineText({ statuteCitation: '18 U.S.C. § 1001(a)', maxPrison: { years: 5 } }),
    law: usc(18, '1001', '(a)'),
  },
  {
    id: 'crim-aggravated-identity-theft',
    difficulty: 'medium',
    question: 'Someone uses another person\'s identity while committing bank fraud. Under the aggravated identity theft law, what extra prison term must the court add?',
    answer: '2 years, on top of the sentence for the fraud',
    wrong: ['No extra time: the judge decides freely', '6 months, which can be replaced by probation', '10 years, served at the same time as the fraud sentence'],
    explanation:
      'Under 18 U.S.C. § 1028A, anyone who uses another person\'s means of identification during certain felonies, such as mail, wire or bank fraud, must get an additional 2-year prison term (5 years for terrorism-related felonies), generally served after any other sentence and not replaceable by probation.',
    law: usc(18, '1028A', '(a)'),
  },
  {
    id: 'crim-aiding-abetting',
    difficulty: 'medium',
    question: 'Under federal law, how is a person who knowingly aids or abets someone else in committing a federal crime punished?',
    answer: 'As a principal, as if they had committed the crime themselves',
    wrong: ['They cannot be punished unless they were present', 'Only with a fine', 'With at most one-tenth of the penalty'],
    explanation: 'Under 18 U.S.C. § 2, whoever aids, abets, counsels, commands, induces or procures the commission of a federal offense is punishable as a principal.',
    law: usc(18, '2', '(a)'),
  },
  {
    id: 'crim-felony-threshold',
    difficulty: 'medium',
    question: 'Under the federal classification of offenses, a crime is a felony when its maximum authorized prison term is more than:',
    answer: '1 year',
    wrong: ['30 days', '6 months', '5 years'],
    explanation:
      'Under 18 U.S.C. § 3559(a), offenses with a maximum term of more than one year are classed as felonies (Classes A through E); one year or less makes them misdemeanors or infractions.',
    law: usc(18, '3559', '(a)'),
  },
  {
    id: 'crim-kidnapping-max',
    difficulty: 'medium',
    question: 'Under the federal kidnapping law, what is the maximum prison sentence when no one is killed?',
    answer: 'Life in prison',
    wrong: ['5 years', '10 years', '20 years'],
    explanation:
      'Under 18 U.S.C. § 1201(a), kidnapping is punishable by imprisonment for any term of years or for life, and by death or life imprisonment if the death of any person results.',
    law: usc(18, '1201', '(a)'),
  },
  {
    id: 'crim-hate-crime-protected',
    difficulty: 'medium',
    question:
      'The Matthew Shepard and James Byrd, Jr. Hate Crimes Prevention Act makes it a federal crime to willfully cause bodily injury to someone because of their actual or perceived:',
    answer: 'Race, color, religion or national origin',
    wrong: ['Political party', 'Income level', 'Job or profession'],
    explanation:
      'Under 18 U.S.C. § 249(a)(1), it is a federal crime to willfully cause bodily injury because of actual or perceived race, color, religion or national origin. Attacks because of gender, sexual orientation, gender identity or disability are covered too when they have a link to interstate commerce or other federal jurisdiction. Political party, income and profession are not listed.',
    law: usc(18, '249', '(a)'),
  },
  {
    id: 'crim-restitution-mandatory',
    difficulty: 'medium',
    question: 'For federal crimes of violence, and fraud or property crimes with identifiable victims who lost money, the Mandatory Victims Restitution Act makes restitution:',
    answer: 'Mandatory: the court must order it',
    wrong: ['Optional, only if the victim sues separately', 'Available only if the defendant agrees', 'Paid by the government instead of the defendant'],
    explanation:
      'Under 18 U.S.C. § 3663A, for these offenses the court must order the defendant to pay restitution to identifiable victims who were physically injured or suffered a money loss, covering things like medical costs, lost income and the value of lost or damaged property.',
    law: usc(18, '3663A'),
  },
  {
    id: 'crim-bail-starting-point',
    difficulty: 'medium',
    question: 'Under the Bail Reform Act, what is the starting point for a federal defendant waiting for trial?',
    answer: 'Release on their own promise to appear or an unsecured bond, unless that will not assure appearance and safety',
    wrong: ['Detention until trial in every felony case', 'Release only after paying cash bail', 'Release only if the prosecutor agrees'],
    explanation:
      'Under 18 U.S.C. § 3142, a judge must release a defendant on personal recognizance or an unsecured appearance bond unless that will not reasonably assure their appearance and the community\'s safety; then conditions can be set. A judge may not set a money condition that results in the person being held.',
    law: usc(18, '3142', '(b)'),
  },
  {
    id: 'crim-mail-theft-max',
    difficulty: 'medium',
    question: 'Stealing mail from a mailbox is punishable under federal law by up to how many years in prison?',
    answer: '5 years',
    wrong: ['6 months', '1 year', '30 years'],
    explanation: 'Under 18 U.S.C. § 1708, mail theft is punishable by a fine, up to 5 years in prison, or both.' + ' ' + criminalFineText({ statuteCitation: '18 U.S.C. § 1708', maxPrison: { years: 5 } }),
    law: usc(18, '1708'),
  },
  {
    id: 'crim-recording-own-call',
    difficulty: 'medium',
    question: 'Under federal law, may you record a phone call that you are taking part in?',
    answer: 'Generally yes, unless you record it to commit a crime or another wrongful act',
    wrong: ['Only with a court order', 'Never, under any circumstances', 'Only if a police officer is on the call'],
    explanation:
      'The federal Wiretap Act, 18 U.S.C. § 2511(2)(d), allows a person who is a party to a conversation, or who has a party\'s consent, to record it, unless it is done to commit a criminal or tortious act. Some states require every party\'s consent, so state law can be stricter.',
    law: usc(18, '2511', '(2)(d)'),
  },
  {
    id: 'crim-threat-president-max',
    difficulty: 'medium',
    question: 'Knowingly and willfully threatening to kill or harm the President is a federal crime punishable by up to how many years in prison?',
    answer: '5 years',
    wrong: ['6 months', '1 year', '50 years'],
    explanation: 'Under 18 U.S.C. § 871, threats against the President and successors to the Presidency are punishable by a fine, up to 5 years in prison, or both.' + ' ' + criminalFineText({ statuteCitation: '18 U.S.C. § 871(a)', maxPrison: { years: 5 } }),
    law: usc(18, '871', '(a)'),
  },
  {
    id: 'crim-credit-card-fraud-max',
    difficulty: 'medium',
    question: 'Knowingly using stolen credit cards to get $1,000 or more in goods within one year is a federal crime punishable by up to:',
    answer: '10 years in prison and a fine of up to $250,000',
    wrong: ['30 days in jail', 'A $100 fine only', 'Life in prison'],
    explanation:
      'Under the Truth in Lending Act, 15 U.S.C. § 1644(a), knowingly using a counterfeit, stolen, lost or fraudulently obtained credit card to obtain $1,000 or more in a one-year period is punishable by a fine of up to $10,000, up to 10 years in prison, or both; the general fine law raises that fine.' + ' ' + criminalFineText({ statuteCitation: '15 U.S.C. § 1644(a)', maxPrison: { years: 10 }, statuteFine: 10_000 }),
    law: usc(15, '1644', '(a)'),
  },
  {
    id: 'crim-conspiracy-overt-act',
    difficulty: 'medium',
    question: 'Besides an agreement between two or more people, what else does the general federal conspiracy law (18 U.S.C. § 371) require?',
    answer: 'That at least one of them does an act to carry out the plan',
    wrong: ['That the planned crime is actually completed', 'That someone is physically injured', 'That all of them live in different states'],
    explanation:
      'Under 18 U.S.C. § 371, a conspiracy to commit an offense against, or to defraud, the United States is a crime when two or more persons conspire and one or more of them does any act to effect the object of the conspiracy. The planned crime does not have to succeed.',
    law: usc(18, '371'),
  },

  // ---- hard ----
  {
    id: 'crim-speedy-trial-70-days',
    difficulty: 'hard',
    question: 'Under the Speedy Trial Act, a federal trial generally must start within how many days after the charges are filed or the defendant first appears in court, whichever is later?',
    answer: '70 days',
    wrong: ['10 days', '30 days', '365 days'],
    explanation: 'Under 18 U.S.C. § 3161(c)(1), trial generally must begin within 70 days, not counting the periods of delay the Act excludes, such as time for pretrial motions.',
    law: usc(18, '3161', '(c)(1)'),
  },
  {
    id: 'crim-speedy-trial-remedy',
    difficulty: 'hard',
    question: 'What happens when the Speedy Trial Act\'s time limits are broken?',
    answer: 'The charges must be dismissed, with or without prejudice',
    wrong: ['The defendant is automatically found not guilty and paid damages', 'Nothing: the limits are only guidelines', 'The prosecutor is fined but the case continues'],
    explanation:
      'Under 18 U.S.C. § 3162, when the time limits are not met the charges must be dismissed; the court decides whether the dismissal is with or without prejudice (whether the case can be brought again) by weighing factors set out in the statute.',
    law: usc(18, '3162'),
  },
  {
    id: 'crim-mail-fraud-max',
    difficulty: 'hard',
    question: 'What is the maximum prison term for mail fraud in an ordinary case (not involving a financial institution or disaster benefits)?',
    answer: '20 years',
    wrong: ['1 year', '5 years', '99 years'],
    explanation:
      'Under 18 U.S.C. § 1341, mail fraud is punishable by a fine and up to 20 years in prison; if it involves disaster or emergency benefits or affects a financial institution, the maximum rises to 30 years and a $1,000,000 fine.' + ' ' + 'In the general case ' + criminalFineText({ statuteCitation: '18 U.S.C. § 1341', maxPrison: { years: 20 } }),
    law: usc(18, '1341'),
  },
  {
    id: 'crim-misprision-meaning',
    difficulty: 'hard',
    question: 'What does the federal crime of misprision of felony involve?',
    answer: 'Knowing a federal felony was committed, concealing it, and not reporting it as soon as possible to authorities',
    wrong: ['Committing two felonies on the same day', 'Failing to appear in court after being released', 'Lying to a grand jury'],
    explanation:
      'Under 18 U.S.C. § 4, a person who knows of the actual commission of a federal felony, conceals it, and does not make it known as soon as possible to a judge or other civil or military authority can be fined, imprisoned up to 3 years, or both.' + ' ' + criminalFineText({ statuteCitation: '18 U.S.C. § 4', maxPrison: { years: 3 } }),
    law: usc(18, '4'),
  },
  {
    id: 'crim-accessory-after-fact',
    difficulty: 'hard',
    question: 'In general, what is the maximum punishment for an accessory after the fact to a federal crime that is not punishable by life or death?',
    answer: 'Half the maximum prison term and half the maximum fine for the main crime',
    wrong: ['The same punishment as the main offender', 'Twice the punishment of the main offender', 'A warning only, with no fine or prison'],
    explanation:
      'Under 18 U.S.C. § 3, an accessory after the fact can be imprisoned for up to one-half the maximum term, or fined up to one-half the maximum fine, for the principal\'s offense, or both; if the principal is punishable by life imprisonment or death, the accessory faces up to 15 years.',
    law: usc(18, '3'),
  },
  {
    id: 'crim-conspiracy-max',
    difficulty: 'hard',
    question: 'What is the maximum prison term under the general federal conspiracy law (18 U.S.C. § 371) when the planned offense is a felony?',
    answer: '5 years',
    wrong: ['1 year', '10 years', '25 years'],
    explanation:
      'Under 18 U.S.C. § 371, conspiring to commit an offense against or to defraud the United States is punishable by a fine, up to 5 years in prison, or both; if the planned offense is only a misdemeanor, the punishment cannot exceed the misdemeanor\'s maximum.' + ' ' + criminalFineText({ statuteCitation: '18 U.S.C. § 371', maxPrison: { years: 5 } }),
    law: usc(18, '371'),
  },
  {
    id: 'crim-infraction-definition',
    difficulty: 'hard',
    question: 'Under the federal classification of offenses, an offense is an infraction when the maximum authorized prison term is:',
    answer: '5 days or less, or no imprisonment at all',
    wrong: ['30 days or less', '6 months or less', 'Less than 1 year'],
    explanation: 'Under 18 U.S.C. § 3559(a)(9), an offense whose maximum term of imprisonment is five days or less, or for which no imprisonment is authorized, is classed as an infraction.',
    law: usc(18, '3559', '(a)(9)'),
  },
  {
    id: 'crim-felony-fine-max',
    difficulty: 'hard',
    question: 'Unless a specific statute sets another amount, what is the maximum fine for an individual convicted of a federal felony?',
    answer: '$250,000',
    wrong: ['$5,000', '$25,000', '$10,000,000'],
    explanation:
      'Under 18 U.S.C. § 3571(b)(3), an individual convicted of a felony may be fined up to $250,000 (or a greater amount if the law setting out the offense provides one, or the alternative fine based on gain or loss).',
    law: usc(18, '3571', '(b)(3)'),
  },
  {
    id: 'crim-bank-robbery-max',
    difficulty: 'hard',
    question: 'Under 18 U.S.C. § 2113(a), what is the maximum prison term for robbing a federally insured bank by force or intimidation, when no dangerous weapon is used and no one is killed?',
    answer: '20 years',
    wrong: ['2 years', '5 years', '50 years'],
    explanation:
      'Under 18 U.S.C. § 2113(a), taking money from a bank by force, violence or intimidation is punishable by a fine, up to 20 years in prison, or both; assaulting someone or putting a life in jeopardy with a dangerous weapon raises the maximum to 25 years under § 2113(d).' + ' ' + criminalFineText({ statuteCitation: '18 U.S.C. § 2113(a)', maxPrison: { years: 20 } }),
    law: usc(18, '2113', '(a)'),
  },
  {
    id: 'crim-242-bodily-injury',
    difficulty: 'hard',
    question: 'Under 18 U.S.C. § 242, what is the maximum prison term when a deprivation of rights under color of law results in bodily injury, but not death?',
    answer: '10 years',
    wrong: ['6 months', '1 year', '3 years'],
    explanation:
      'Under 18 U.S.C. § 242, the base penalty is a fine, up to 1 year in prison, or both; if bodily injury results, or a dangerous weapon, explosives or fire is used or threatened, the maximum rises to 10 years; if death results, it can be any term of years, life, or death.' + ' ' + 'For the base offense, ' + criminalFineText({ statuteCitation: '18 U.S.C. § 242', maxPrison: { years: 1 } }) + ' With bodily injury (up to 10 years) it is a felony, and the fine can be up to $250,000 for an individual under 18 U.S.C. § 3571(b)(3).',
    law: usc(18, '242'),
  },
  {
    id: 'crim-241-max',
    difficulty: 'hard',
    question:
      'What is the maximum prison term under 18 U.S.C. § 241 for two or more people who conspire to intimidate someone for exercising a constitutional right, when no death, kidnapping, aggravated sexual abuse or attempted murder is involved?',
    answer: '10 years',
    wrong: ['6 months', '2 years', '40 years'],
    explanation:
      'Under 18 U.S.C. § 241, conspiracy against rights is punishable by a fine, up to 10 years in prison, or both; if death results or the acts include kidnapping, aggravated sexual abuse or attempted murder, it can be any term of years, life, or death.' + ' ' + criminalFineText({ statuteCitation: '18 U.S.C. § 241', maxPrison: { years: 10 } }),
    law: usc(18, '241'),
  },
  {
    id: 'crim-hate-crime-death',
    difficulty: 'hard',
    question: 'Under the Hate Crimes Prevention Act (18 U.S.C. § 249), what is the maximum prison sentence when the offense results in death?',
    answer: 'Life in prison',
    wrong: ['5 years', '10 years', '20 years'],
    explanation:
      'Under 18 U.S.C. § 249, a hate crime is punishable by up to 10 years in prison, but by imprisonment for any term of years or for life if death results or the offense includes kidnapping, aggravated sexual abuse or an attempt to kill.',
    law: usc(18, '249'),
  },
  {
    id: 'crim-2255-deadline',
    difficulty: 'hard',
    question: 'A person in federal prison wants to challenge their sentence with a motion under 28 U.S.C. § 2255. In general, how long do they have to file it?',
    answer: '1 year',
    wrong: ['30 days', '5 years', 'There is no deadline'],
    explanation:
      'A motion to vacate, set aside or correct a federal sentence generally must be filed within 1 year, usually counted from when the judgment of conviction becomes final, and a second motion needs permission from a court of appeals.',
    law: usc(28, '2255', '(f)'),
  },
  {
    id: 'crim-wiretap-penalty',
    difficulty: 'hard',
    question: 'What is the maximum prison term for illegally intercepting someone\'s phone calls under the federal Wiretap Act?',
    answer: '5 years',
    wrong: ['30 days', '1 year', '25 years'],
    explanation: 'Under 18 U.S.C. § 2511(4)(a), an illegal interception, use or disclosure is punishable by a fine, up to 5 years in prison, or both; victims can also sue under 18 U.S.C. § 2520.' + ' ' + criminalFineText({ statuteCitation: '18 U.S.C. § 2511(4)(a)', maxPrison: { years: 5 } }),
    law: usc(18, '2511', '(4)(a)'),
  },
  {
    id: 'crim-simple-possession-first',
    difficulty: 'hard',
    question: 'Under 21 U.S.C. § 844, what is the general maximum prison term for a first offense of simple possession of a controlled substance?',
    answer: '1 year',
    wrong: ['30 days', '10 years', '20 years'],
    explanation:
      'Under 21 U.S.C. § 844(a), a first offense of knowingly possessing a controlled substance without a valid prescription is generally punishable by up to 1 year in prison, a minimum fine of $1,000, or both; repeat offenses and certain substances carry more.' + ' ' + 'Besides that minimum, ' + criminalFineText({ statuteCitation: '21 U.S.C. § 844(a)', maxPrison: { years: 1 } }),
    law: usc(21, '844', '(a)'),
  },
  {
    id: 'crim-special-assessment',
    difficulty: 'hard',
    question: 'What special assessment must a federal court impose on an individual for each felony count of conviction?',
    answer: '$100',
    wrong: ['$1', '$10', '$10,000'],
    explanation: 'Under 18 U.S.C. § 3013(a)(2)(A), the court must assess $100 for each felony count of which an individual is convicted, in addition to any other penalty.',
    law: usc(18, '3013', '(a)'),
  },
  {
    id: 'crim-good-conduct-credit',
    difficulty: 'hard',
    question: 'A federal prisoner serving a term of more than 1 year can earn up to how many days of good-conduct credit for each year of the sentence imposed?',
    answer: '54 days',
    wrong: ['5 days', '15 days', '180 days'],
    explanation:
      'Under 18 U.S.C. § 3624(b)(1), a prisoner serving more than 1 year may receive credit of up to 54 days for each year of the sentence imposed, based on exemplary compliance with prison disciplinary rules.',
    law: usc(18, '3624', '(b)(1)'),
  },
  {
    id: 'crim-child-support-felony',
    difficulty: 'hard',
    question:
      'Willfully failing to pay child support for a child living in another state becomes a federal felony when the debt has been unpaid for more than 2 years or is greater than:',
    answer: '$10,000',
    wrong: ['$500', '$1,000', '$100,000'],
    explanation:
      'Under 18 U.S.C. § 228(a)(3), it is a felony punishable by up to 2 years in prison when the support obligation for a child in another state has gone unpaid for more than 2 years or is greater than $10,000. Smaller or newer debts (more than 1 year or over $5,000) are a misdemeanor.',
    law: usc(18, '228', '(a)(3)'),
  },
];
