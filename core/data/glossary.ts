/**
 * Legal terms the tutor and the Legal Assistant explain (docs/understanding.md "Tutor").
 * Reviewable data: each term's plain explanation (the first paragraph of the answer, at most
 * three sentences; `more` adds detail) and its sources. Every quotation is word for word from
 * the official text it cites (the Constitution's amendments in core/data/generated/amendments/official.json,
 * the U.S. Code in ../shared/data/uscode-text, the USCIS civics test in
 * ../shared/data/civics-2008-100q.json, the quiz bank's explanations); glossary.test.ts checks
 * them. Cases are named with their reporter citation; no link is given where none was checked.
 */
export interface GlossarySource {
  kind: 'amendment' | 'usc' | 'case' | 'civics' | 'quiz' | 'article';
  /** "Fifth Amendment", "18 U.S.C. § 3559(a)", "Miranda v. Arizona, 384 U.S. 436 (1966)". */
  citation: string;
  /** A heading for the law block. */
  title: string;
  /** Word for word from the official text (amendment, U.S. Code, civics test, quiz bank). */
  quote?: string;
  /** For an amendment: its number (quote checked against the official text); for U.S. Code: title and section. */
  amendment?: number;
  usc?: { title: number; section: string };
  civics?: number;
  quizId?: string;
  /** Official page (constitution.congress.gov for amendments; uscode.house.gov for the Code). */
  url?: string;
}

export interface GlossaryTerm {
  id: string;
  term: string;
  /** The term as people write it. */
  names: RegExp;
  /** Questions that ask about it without naming it ("can you be tried twice…"). */
  asks?: RegExp;
  /** At most three sentences: the answer's first paragraph. */
  explanation: string;
  more?: string[];
  sources: GlossarySource[];
}

const amendmentUrl = (n: number) => `https://constitution.congress.gov/constitution/amendment-${n}/`;
const uscUrl = (title: number, section: string) => `https://uscode.house.gov/view.xhtml?req=granuleid:USC-prelim-title${title}-section${section}&num=0&edition=prelim`;

const FIFTH_SELF_INCRIMINATION: GlossarySource = {
  kind: 'amendment',
  amendment: 5,
  title: 'Fifth Amendment: no one compelled to be a witness against himself',
  citation: 'U.S. Const. amend. V',
  quote: 'nor shall be compelled in any Criminal Case to be a witness against himself',
  url: amendmentUrl(5),
};

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    id: 'miranda',
    term: 'the Miranda warning',
    names: /\bmiranda\b|\bread (?:me |him |her |them )?(?:my |his |her |their )?rights\b/,
    explanation:
      'The Miranda warning is what police must tell a person in custody before questioning: that they have the right to remain silent, that anything they say can be used against them in court, that they have the right to a lawyer during questioning, and that one will be appointed if they cannot afford one. It comes from the Supreme Court’s decision in Miranda v. Arizona, 384 U.S. 436 (1966), which rests on the Fifth Amendment’s protection against being compelled to be a witness against yourself.',
    more: [
      'The warning is needed only for questioning while in custody; if it is required and not given, the statements generally cannot be used as evidence of guilt at trial, but the arrest and the charges are not undone.',
    ],
    sources: [
      FIFTH_SELF_INCRIMINATION,
      { kind: 'amendment', amendment: 6, title: 'Sixth Amendment: the right to a lawyer', citation: 'U.S. Const. amend. VI', quote: 'to have the Assistance of Counsel for his defence', url: amendmentUrl(6) },
      { kind: 'case', title: 'Miranda v. Arizona', citation: 'Miranda v. Arizona, 384 U.S. 436 (1966)' },
    ],
  },
  {
    id: 'felony-misdemeanor',
    term: 'felonies and misdemeanors',
    names: /\bfelon(?:y|ies)\b|\bmisdemeanou?rs?\b|\binfractions?\b/,
    explanation:
      'Federal law classes an offense by the longest prison term it allows: more than one year makes it a felony (Classes A to E), one year or less but more than five days a misdemeanor (Classes A to C), and five days or less, or no prison at all, an infraction (18 U.S.C. § 3559(a)). Each state classifies its own crimes under its own law, and state classes differ.',
    more: [
      'The federal classes (18 U.S.C. § 3559(a)): Class A felony, life imprisonment or death; Class B, twenty-five years or more; Class C, less than twenty-five but ten or more years; Class D, less than ten but five or more years; Class E, less than five years but more than one year; Class A misdemeanor, one year or less but more than six months; Class B, six months or less but more than thirty days; Class C, thirty days or less but more than five days; infraction, five days or less or no imprisonment.',
    ],
    sources: [
      {
        kind: 'usc',
        usc: { title: 18, section: '3559' },
        title: 'Sentencing classification of offenses',
        citation: '18 U.S.C. § 3559(a)',
        quote: 'less than five years but more than one year, as a Class E felony',
        url: uscUrl(18, '3559'),
      },
      {
        kind: 'usc',
        usc: { title: 18, section: '3559' },
        title: 'Sentencing classification of offenses: misdemeanors',
        citation: '18 U.S.C. § 3559(a)(6)',
        quote: 'one year or less but more than six months, as a Class A misdemeanor',
        url: uscUrl(18, '3559'),
      },
    ],
  },
  {
    id: 'due-process',
    term: 'due process',
    names: /\bdue process\b/,
    explanation:
      'Due process means the government may not take a person’s life, liberty or property without fair legal procedures, such as notice and a chance to be heard by a neutral decision-maker. The Fifth Amendment says it of the federal government and the Fourteenth Amendment of the states.',
    more: ['Courts also read the two clauses to protect certain fundamental rights from government interference, which is called substantive due process.'],
    sources: [
      { kind: 'amendment', amendment: 5, title: 'Fifth Amendment: due process (federal government)', citation: 'U.S. Const. amend. V', quote: 'nor be deprived of life, liberty, or property, without due process of law', url: amendmentUrl(5) },
      { kind: 'amendment', amendment: 14, title: 'Fourteenth Amendment: due process (the states)', citation: 'U.S. Const. amend. XIV, § 1', quote: 'nor shall any State deprive any person of life, liberty, or property, without due process of law', url: amendmentUrl(14) },
    ],
  },
  {
    id: 'double-jeopardy',
    term: 'double jeopardy',
    names: /\bdouble jeopardy\b/,
    asks: /\b(?:tried|prosecuted|charged|convicted|punished) (?:twice|two times|again) for the same\b/,
    explanation:
      'Double jeopardy means you cannot be prosecuted again for the same offense after you have been acquitted or convicted of it, or punished twice for it. The protection is in the Fifth Amendment.',
    more: [
      'It does not bar a civil lawsuit over the same acts, and because the federal government and each state are separate sovereigns, each may prosecute under its own law (Gamble v. United States, 2019).',
    ],
    sources: [
      { kind: 'amendment', amendment: 5, title: 'Fifth Amendment: double jeopardy', citation: 'U.S. Const. amend. V', quote: 'nor shall any person be subject for the same offence to be twice put in jeopardy of life or limb', url: amendmentUrl(5) },
      { kind: 'quiz', quizId: 'con-double-jeopardy', title: 'Quiz bank explanation', citation: 'Quiz bank: con-double-jeopardy', quote: 'The Double Jeopardy Clause of the Fifth Amendment protects against being tried twice for the same offense.' },
    ],
  },
  {
    id: 'habeas-corpus',
    term: 'habeas corpus',
    names: /\bhabeas\b/,
    explanation:
      'A writ of habeas corpus is a court order that makes the government bring a person it is holding before a judge and show a lawful reason for holding them; it is the main way to challenge unlawful detention. The Constitution (Article I, Section 9) allows the privilege of the writ to be suspended only when, in cases of rebellion or invasion, public safety requires it.',
    more: ['Federal courts’ power to grant the writ is set out in 28 U.S.C. § 2241; state prisoners use 28 U.S.C. § 2254 after their state court remedies.'],
    sources: [
      {
        kind: 'usc',
        usc: { title: 28, section: '2241' },
        title: 'Power to grant writ',
        citation: '28 U.S.C. § 2241(a)',
        quote: 'Writs of habeas corpus may be granted by the Supreme Court, any justice thereof, the district courts and any circuit judge within their respective jurisdictions.',
        url: uscUrl(28, '2241'),
      },
      { kind: 'article', title: 'The Constitution: suspension of the writ', citation: 'U.S. Const. art. I, § 9, cl. 2' },
    ],
  },
  {
    id: 'judicial-review',
    term: 'judicial review',
    names: /\bjudicial review\b|\bmarbury\b/,
    explanation:
      'Judicial review is the power of the courts to decide whether a law or a government action goes against the Constitution and, if it does, to refuse to enforce it. The Supreme Court established it in Marbury v. Madison, 5 U.S. (1 Cranch) 137 (1803), where Chief Justice John Marshall wrote that it is emphatically the province and duty of the judicial department to say what the law is.',
    sources: [
      { kind: 'civics', civics: 37, title: 'USCIS civics test: what the judicial branch does', citation: 'USCIS civics test (2008), question 37', quote: 'decides if a law goes against the Constitution' },
      { kind: 'case', title: 'Marbury v. Madison', citation: 'Marbury v. Madison, 5 U.S. (1 Cranch) 137 (1803)' },
      { kind: 'article', title: 'The Constitution: the judicial power', citation: 'U.S. Const. art. III' },
    ],
  },
  {
    id: 'statute-of-limitations',
    term: 'a statute of limitations',
    names: /\bstatutes? of limitations?\b|\blimitations period\b/,
    explanation:
      'A statute of limitations is the deadline for starting a case: once it passes, a prosecution or a lawsuit generally can no longer be brought. For most federal crimes that are not capital, the deadline is five years (18 U.S.C. § 3282(a)); a civil claim under a federal law enacted after 28 U.S.C. § 1658 has four years unless that law sets its own period.',
    more: ['Each state sets its own deadlines for state crimes and lawsuits (debts, injuries, contracts), so the period depends on the claim and the state.'],
    sources: [
      {
        kind: 'usc',
        usc: { title: 18, section: '3282' },
        title: 'Offenses not capital',
        citation: '18 U.S.C. § 3282(a)',
        quote: 'no person shall be prosecuted, tried, or punished for any offense, not capital, unless the indictment is found or the information is instituted within five years next after such offense shall have been committed',
        url: uscUrl(18, '3282'),
      },
      {
        kind: 'usc',
        usc: { title: 28, section: '1658' },
        title: 'Time limitations on the commencement of civil actions arising under Acts of Congress',
        citation: '28 U.S.C. § 1658(a)',
        quote: 'may not be commenced later than 4 years after the cause of action accrues',
        url: uscUrl(28, '1658'),
      },
    ],
  },
  {
    id: 'branches',
    term: 'the three branches of government',
    names: /\bbranch(?:es)? of (?:the )?(?:federal )?government\b|\bthree branches\b|\bchecks and balances\b|\bseparation of powers\b|\b(?:legislative|executive|judicial) branch\b/,
    explanation:
      'The Constitution divides the federal government into three branches: the legislative branch (Congress, the Senate and the House of Representatives) makes the laws, the executive branch (headed by the President) carries them out, and the judicial branch (the Supreme Court and the lower federal courts) decides cases and reviews laws. Each branch can check the others: the President can veto a bill, Congress can override a veto by a two-thirds vote of each house, and the courts can refuse to enforce a law that goes against the Constitution.',
    more: ['This is called checks and balances, or the separation of powers: Articles I, II and III of the Constitution set up Congress, the President and the courts.'],
    sources: [
      { kind: 'civics', civics: 14, title: 'USCIS civics test: what stops one branch from becoming too powerful', citation: 'USCIS civics test (2008), question 14', quote: 'checks and balances' },
      { kind: 'civics', civics: 37, title: 'USCIS civics test: what the judicial branch does', citation: 'USCIS civics test (2008), question 37', quote: 'reviews laws' },
      { kind: 'quiz', quizId: 'con-veto-override', title: 'Quiz bank explanation: overriding a veto', citation: 'U.S. Const. art. I, § 7', quote: 'Under Article I, Section 7, a vetoed bill becomes law if two-thirds of each house of Congress vote to pass it again.' },
    ],
  },
  {
    id: 'self-incrimination',
    term: 'the right against self-incrimination (“pleading the Fifth”)',
    names: /\bplead(?:ing|ed)? the (?:fifth|5th)\b|\btak(?:e|ing) the (?:fifth|5th)\b|\bself-?incriminat\w*\b|\bright to remain silent\b/,
    explanation:
      '“Pleading the Fifth” means refusing to answer a question because the answer could help prove that you committed a crime. The Fifth Amendment says no person shall be compelled in any criminal case to be a witness against himself; the right applies in police questioning, in court and before Congress.',
    more: ['A defendant who chooses not to testify cannot have that silence used as evidence of guilt (Griffin v. California, 380 U.S. 609 (1965)).'],
    sources: [FIFTH_SELF_INCRIMINATION],
  },
  {
    id: 'speedy-trial',
    term: 'the right to a speedy trial',
    names: /\b(?:right to a )?speedy trial\b/,
    explanation:
      'The Sixth Amendment gives a person accused of a crime the right to a speedy and public trial. For federal cases, the Speedy Trial Act sets deadlines: an indictment or information within thirty days of arrest or summons, and trial within seventy days of the indictment or the first appearance, with certain delays excluded (18 U.S.C. § 3161(b), (c)(1)).',
    more: ['States set their own deadlines for state prosecutions.'],
    sources: [
      { kind: 'amendment', amendment: 6, title: 'Sixth Amendment: speedy and public trial', citation: 'U.S. Const. amend. VI', quote: 'the accused shall enjoy the right to a speedy and public trial', url: amendmentUrl(6) },
      {
        kind: 'usc',
        usc: { title: 18, section: '3161' },
        title: 'Time limits and exclusions',
        citation: '18 U.S.C. § 3161(c)(1)',
        quote: 'shall commence within seventy days from the filing date (and making public) of the information or indictment',
        url: uscUrl(18, '3161'),
      },
    ],
  },
];
