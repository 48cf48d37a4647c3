import type { AmendmentCategory } from '../../schemas/amendmentNames';

/**
 * What Laws AI writes about each amendment: a title (amendments have no official titles), its
 * category on the filter bar, a plain-English explanation a 14-year-old can follow, everyday
 * examples and the key rights as a list. The official text is NOT here: it is copied from the
 * official data into official.json (scripts/build-amendments.ts).
 *
 * Rules kept while writing: explain only what the text and settled law say, no state-specific
 * claims, and say so where a right limits the government rather than private people or where
 * a part of the Bill of Rights binds only the federal government.
 */
export interface PlainLanguage {
  number: number;
  title: string;
  category: AmendmentCategory;
  simplifiedExplanation: string;
  examples: string[];
  keyRights: string[];
}

export const plainLanguage: readonly PlainLanguage[] = [
  {
    number: 1,
    title: 'Freedom of Religion, Speech, Press, Assembly and Petition',
    category: 'Fundamental Freedoms',
    simplifiedExplanation:
      'The government cannot set up an official religion, and it cannot stop you from practicing your religion, or no religion at all. ' +
      'It cannot punish you for what you say or write, or stop newspapers and other media from reporting, except in a few narrow cases such as true threats or fraud. ' +
      'You can gather peacefully with other people, and you can ask the government to fix things you think are wrong. ' +
      'These rules limit the government. They do not stop a private company, an employer or a website from setting its own rules.',
    examples: [
      'You can wear a T-shirt that criticizes the President without being arrested for it.',
      'A public school cannot make students pray, and your family can worship at any place of worship you choose, or none.',
      'You and your neighbors can hold a peaceful protest and sign a petition to your city council. Cities can still set fair rules about the time, place and noise of protests.',
      'A newspaper can publish a story that the mayor does not like.',
    ],
    keyRights: [
      'No official government religion',
      'Freedom to practice your religion',
      'Freedom of speech',
      'Freedom of the press',
      'Right to gather peacefully',
      'Right to petition the government',
    ],
  },
  {
    number: 2,
    title: 'The Right to Keep and Bear Arms',
    category: 'Individual Rights',
    simplifiedExplanation:
      'The government cannot take away the right of the people to keep and carry guns. ' +
      'The Supreme Court has said this is a right of each person, for example to defend themselves, and not only a right of members of a militia. ' +
      'The right has limits: governments can still make some gun laws, such as rules about who may own guns, and courts decide which limits are allowed.',
    examples: [
      'An adult who is legally allowed to own a gun can keep one at home for self-defense.',
      'Federal law still bars some people, such as people convicted of certain serious crimes, from having guns.',
      'Gun rules are not the same everywhere, so check the law where you live before you buy or carry a gun.',
    ],
    keyRights: ['Right of the people to keep arms', 'Right of the people to bear (carry) arms'],
  },
  {
    number: 3,
    title: 'No Soldiers Housed in Your Home',
    category: 'Privacy Rights',
    simplifiedExplanation:
      'In peacetime, the government cannot make you let soldiers live in your house unless you agree. ' +
      'In wartime, it can only happen in a way that a law sets out. ' +
      'The colonists hated being forced to house British troops, so this rule protects your home from the military.',
    examples: [
      'If a military base runs out of room, the army cannot move soldiers into your house without your permission.',
      'The government cannot order you to give soldiers a room in your apartment in peacetime.',
      'Even in a war, soldiers could only be placed in homes in the way a law passed by Congress allows.',
    ],
    keyRights: ['No soldiers in your home in peacetime without your consent', 'In wartime, only in the way the law prescribes'],
  },
  {
    number: 4,
    title: 'Protection from Unreasonable Searches and Seizures',
    category: 'Privacy Rights',
    simplifiedExplanation:
      'The government cannot search you, your home, your papers or your things, or take them, without a good reason. ' +
      'Usually police need a warrant from a judge. A warrant is only allowed when there is probable cause (good reason to believe evidence of a crime will be found), backed by a sworn statement, and it must describe exactly the place to be searched and the people or things to be taken. ' +
      'There are exceptions, for example when you agree to a search or in an emergency.',
    examples: [
      'Police generally need a warrant to look through the data on the phone of someone they arrest.',
      'If an officer asks to search your bag or car, you can say that you do not agree to the search. They may still search if the law allows it without your consent.',
      'Evidence the police get through an illegal search can often be kept out of a criminal trial.',
    ],
    keyRights: [
      'Freedom from unreasonable searches and seizures',
      'Warrants only with probable cause, backed by oath or affirmation',
      'Warrants must describe the place to be searched and what will be seized',
    ],
  },
  {
    number: 5,
    title: 'Rights of the Accused, Due Process and Property',
    category: 'Legal Protections',
    simplifiedExplanation:
      'You cannot be forced to be a witness against yourself in a criminal case. This is where the "right to remain silent" comes from. ' +
      'You cannot be put on trial twice for the same crime (called double jeopardy). ' +
      'Before a trial for a serious federal crime, a grand jury must first agree there is enough evidence, except for cases in the military. ' +
      'The federal government must follow fair legal steps (due process) before it takes away your life, your freedom or your property. ' +
      'And if the government takes private property for public use, it must pay a fair price for it.',
    examples: [
      'If you are arrested, you can say that you want to remain silent and refuse to answer questions that could be used to show you committed a crime.',
      'If a jury finds you not guilty, the government cannot try you again for the same crime.',
      'If the government takes part of your land to build a road, it has to pay you a fair price (called just compensation).',
    ],
    keyRights: [
      'Grand jury before a trial for a serious federal crime',
      'No double jeopardy',
      'Right not to be a witness against yourself',
      'Due process of law',
      'Just compensation when private property is taken for public use',
    ],
  },
  {
    number: 6,
    title: 'Rights in Criminal Trials',
    category: 'Legal Protections',
    simplifiedExplanation:
      'If you are charged with a crime, you have the right to a speedy and public trial by a fair (impartial) jury from the state and district where the crime happened. ' +
      'You must be told what you are accused of. You can face and question the witnesses against you, and you can use the court to make witnesses come and speak for you. ' +
      'You have the right to a lawyer. If you cannot afford one, the court must give you one before you can be sent to jail or prison.',
    examples: [
      'A person charged with a crime who cannot afford a lawyer can ask the court for a public defender.',
      'Witnesses against you generally have to testify in court, where your lawyer can question them.',
      'The government cannot keep you waiting for years for your trial without a good reason.',
    ],
    keyRights: [
      'Speedy and public trial',
      'Impartial jury',
      'Right to know the charges',
      'Right to confront witnesses against you',
      'Right to call witnesses in your favor',
      'Right to a lawyer',
    ],
  },
  {
    number: 7,
    title: 'Jury Trials in Civil Cases',
    category: 'Legal Protections',
    simplifiedExplanation:
      'Civil cases are lawsuits between people or companies, usually about money, not about crimes. ' +
      'In federal court, you have the right to a jury in these lawsuits when more than twenty dollars is at stake, if the case is of the kind the old "common law" courts heard (mostly cases asking for money). ' +
      'Once a jury decides the facts, another court can only re-examine them in the ways the old rules of common law allowed.',
    examples: [
      'If you sue a company in federal court for money, you can usually ask for a jury to decide what happened.',
      'After a jury decides the facts of a case, a higher court generally cannot simply replace them with its own view of the facts.',
      'Many phone, bank and credit card agreements contain an arbitration clause, which can mean a dispute goes to an arbitrator instead of a jury. Read before you sign.',
    ],
    keyRights: ['Jury trial in federal civil cases at common law over twenty dollars', 'Facts decided by a jury are protected from being re-tried'],
  },
  {
    number: 8,
    title: 'No Excessive Bail or Fines, No Cruel and Unusual Punishment',
    category: 'Legal Protections',
    simplifiedExplanation:
      'Bail is money paid so an accused person can stay out of jail until trial. The government cannot demand bail that is far higher than needed. ' +
      'It cannot charge fines that are way out of proportion to the offense. ' +
      'And it cannot use punishments that are cruel and unusual.',
    examples: [
      'A judge cannot set bail at an amount far beyond what is needed to make sure you come back to court.',
      'A fine for a minor offense cannot be grossly out of proportion to what the person did.',
      'Prison officials cannot ignore a prisoner’s serious medical needs.',
      'A person who was under 18 when they committed a crime cannot be sentenced to death.',
    ],
    keyRights: ['No excessive bail', 'No excessive fines', 'No cruel and unusual punishment'],
  },
  {
    number: 9,
    title: 'Rights Kept by the People',
    category: 'Individual Rights',
    simplifiedExplanation:
      'The Constitution lists some rights, but that list is not the complete list. ' +
      'Just because a right is not written in the Constitution does not mean the people do not have it. ' +
      'It is a rule about how to read the Constitution, and courts rarely use it alone to decide a case.',
    examples: [
      'If someone argues "that right is not written in the Constitution, so you do not have it", the 9th Amendment says that reasoning is wrong.',
      'The writers of the Bill of Rights added it because they worried that a list of rights would be read as the only rights people have.',
      'Courts usually rely on other parts of the Constitution, together with this amendment, when they protect a right.',
    ],
    keyRights: ['Rights not listed in the Constitution are still kept by the people'],
  },
  {
    number: 10,
    title: 'Powers Reserved to the States and the People',
    category: 'Federalism',
    simplifiedExplanation:
      'The federal government only has the powers the Constitution gives it. ' +
      'Powers that the Constitution does not give to the federal government, and does not forbid to the states, belong to the states or to the people. ' +
      'That is why many rules in everyday life come from your state rather than from Congress.',
    examples: [
      'Driver’s licenses, public school systems and marriage licenses are handled by the states, not by Congress.',
      'The federal government generally cannot order state officials to carry out a federal program for it.',
      'Laws on many topics differ from one state to another.',
    ],
    keyRights: ['Powers not given to the federal government are reserved to the states or to the people'],
  },
  {
    number: 13,
    title: 'Slavery Abolished',
    category: 'Civil Rights',
    simplifiedExplanation:
      'Slavery is banned everywhere in the United States. ' +
      'No one can be forced to work for someone else (involuntary servitude), except as a punishment for a crime after a court has convicted the person. ' +
      'Congress can pass laws to enforce this.',
    examples: [
      'An employer cannot force you to keep working by threatening you or by taking your passport. Forced labor is a federal crime.',
      'No one can force you to work to pay off a debt.',
      'The one exception: a person convicted of a crime can be required to work as part of the punishment.',
    ],
    keyRights: [
      'Freedom from slavery',
      'Freedom from forced labor, except as punishment for a crime after conviction',
      'Congress can enforce this with laws',
    ],
  },
  {
    number: 14,
    title: 'Citizenship, Due Process and Equal Protection',
    category: 'Civil Rights',
    simplifiedExplanation:
      'People born or naturalized in the United States, and subject to its jurisdiction, are citizens of the United States and of the state where they live. ' +
      'No state can take away the privileges of citizens, take away anyone’s life, freedom or property without fair legal steps (due process), or deny any person the equal protection of the laws. ' +
      'Courts have used this amendment to make state and local governments respect most of the rights in the Bill of Rights too. ' +
      'Its other sections deal with how seats in the House of Representatives are divided among the states, who may hold office after taking part in a rebellion, and debts from the Civil War.',
    examples: [
      'A public school cannot treat students differently because of their race.',
      'A state cannot take away your public benefits without fair steps, such as telling you why and giving you a chance to be heard.',
      'Your city police must respect your free speech and search rights too, because this amendment applies those rights to the states.',
    ],
    keyRights: [
      'Citizenship for people born or naturalized in the United States and subject to its jurisdiction',
      'Privileges or immunities of citizens protected from the states',
      'Due process of law',
      'Equal protection of the laws',
    ],
  },
  {
    number: 15,
    title: 'Voting Rights Regardless of Race',
    category: 'Voting Rights',
    simplifiedExplanation:
      'Neither the federal government nor any state can deny or limit a citizen’s right to vote because of race, color, or because the person was once enslaved. ' +
      'Congress can pass laws to enforce this.',
    examples: [
      'A state cannot make a voting rule meant to keep people of a certain race from voting.',
      'An election official cannot turn away an eligible voter because of the voter’s race.',
      'Congress used its power under this amendment to pass the Voting Rights Act of 1965.',
    ],
    keyRights: ['Right to vote not denied because of race, color or previous condition of servitude', 'Congress can enforce this with laws'],
  },
  {
    number: 17,
    title: 'Direct Election of Senators',
    category: 'Voting Rights',
    simplifiedExplanation:
      'The voters of each state elect that state’s two U.S. senators directly. Before this amendment, state legislatures chose them. ' +
      'Each senator serves a six-year term and has one vote. ' +
      'If a Senate seat becomes empty, the governor calls an election to fill it, and the state legislature can let the governor appoint someone to serve until that election.',
    examples: [
      'When your state elects a U.S. senator, you vote for the senator directly on your ballot.',
      'Every state, big or small, has two senators.',
      'If a senator resigns, the state holds an election to fill the seat, and if the state’s law allows, the governor can appoint a temporary senator until then.',
    ],
    keyRights: [
      'Voters elect their senators directly',
      'Two senators per state, each serving six years',
      'Empty seats are filled by election',
      'Temporary appointments only if the state legislature allows them',
    ],
  },
  {
    number: 19,
    title: 'Women’s Right to Vote',
    category: 'Voting Rights',
    simplifiedExplanation:
      'Neither the federal government nor any state can deny or limit a citizen’s right to vote because of sex. ' +
      'It became part of the Constitution in 1920; before then, many states did not let women vote. ' +
      'Congress can pass laws to enforce this.',
    examples: [
      'Women have the same right to vote as men in federal, state and local elections.',
      'A state cannot have a voting rule that lets men vote but not women.',
      'A polling place cannot turn a voter away because she is a woman.',
    ],
    keyRights: ['Right to vote not denied because of sex', 'Congress can enforce this with laws'],
  },
  {
    number: 24,
    title: 'No Poll Taxes in Federal Elections',
    category: 'Voting Rights',
    simplifiedExplanation:
      'A poll tax is a fee charged for voting. No one can be kept from voting in a federal election because they did not pay a poll tax or any other tax. ' +
      'Federal elections include primaries and general elections for President, Vice President and Congress. ' +
      'In 1966 the Supreme Court also ruled poll taxes in state elections unconstitutional, under the 14th Amendment.',
    examples: [
      'You do not have to pay any fee or tax to vote for President or for Congress.',
      'Owing other taxes cannot be used as a reason to stop you from voting in a federal election.',
      'The rule covers primary elections for federal offices as well as general elections.',
    ],
    keyRights: ['No poll tax or other tax as a condition of voting in federal elections, including primaries', 'Congress can enforce this with laws'],
  },
  {
    number: 26,
    title: 'Voting Age of 18',
    category: 'Voting Rights',
    simplifiedExplanation:
      'Citizens who are 18 or older cannot be denied the right to vote because of their age, by the federal government or by any state. ' +
      'Congress can pass laws to enforce this.',
    examples: [
      'When you turn 18, you can vote in federal, state and local elections if you meet your state’s other voting requirements.',
      'A state cannot set its voting age higher than 18.',
      'College students who are 18 or older have the same right to vote as older citizens.',
    ],
    keyRights: ['Citizens 18 and older cannot be denied the vote because of age', 'Congress can enforce this with laws'],
  },
];
