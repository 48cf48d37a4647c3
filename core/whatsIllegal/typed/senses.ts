/**
 * Words a curated activity matches by, used in another sense (docs/understanding.md "What's
 * Illegal: wrong leads"). Reviewable data: each pattern finds, in the lower-case typed text
 * (apostrophes folded to spaces), a use of the word that is not the activity's: "weed killer" is
 * not marijuana, "the plant where I work" is not a plant that grows, "a customs seal" is not the
 * animal, "homemade jam" is not a jammer, "he's still in the army" is not a still, a "post office
 * job" is not mail. The word so used is masked: it no longer counts alone, though a longer phrase
 * that holds it ("post office") still does.
 */
/** A post office job is not mailing; other data names "post office" whole. */
const POST_OFFICE = /\b(post) (?:office|master|mark|card|cards|box)\b/g;

export const OTHER_SENSES: readonly RegExp[] = [
  // Gardening and farming, not marijuana.
  /\b(weed)(?:s)? ?(?:killer|eater|whacker|wacker|control|trimmer|spray|b gon)\b/g,
  /\b(?:pull|pulling|spray|spraying|kill|killing) (?:the |some |my )?(weed)s?\b/g,
  /\b(?:flower|plant|clay|crock|cooking|coffee|tea|instant) (pot)s?\b/g,
  /\b(pot)s? (?:and|or) pans?\b/g,
  /\b(pot) ?(?:luck|roast|pie|hole|holes)\b/g,
  // A factory, not a growing plant.
  /\b(?:power|chemical|nuclear|manufacturing|processing|treatment|packing|meat|water|bottling|assembly|auto|steel|paper|gas|oil|coal) (plant)s?\b/g,
  /\b(?:at|in|from|to) the (plant)\b/g,
  /\bthe (plant) (?:where|i work|we work|he works|she works)\b/g,
  // A seal on a container or document, not the animal.
  /\b(?:customs|security|tamper|wax|safety|lead|bond|door|container|shipping) (seal)s?\b/g,
  /\b(?:break|broke|breaking|cut|remove|removed|peel|open) (?:the |a |that |its )?(seal)s?\b/g,
  /\b(seal)s? (?:on|of) (?:the |my |a )?(?:container|box|crate|package|door|trailer|truck|bottle|envelope|document|court|state|office|agency|department)\b/g,
  // An emblem of an office or agency (the HUD seal, a notary's seal), real or copied, not the animal.
  /\b(?:official|government|federal|state|county|city|court|agency|department|presidential|great|notary|notarys|hud|irs|fbi|cia|dea|atf|usda|fda|epa|ssa|dmv|treasury|navy|army|marine corps|air force|school|university|college|company|corporate|copied|copy of (?:the|a)|fake|forged|counterfeit|phony|official looking) (seal)s?\b/g,
  // Food, not a jammer.
  /\b(jam)s? (?:and|or|&) (?:jelly|jellies|bread|preserves|cookies|pies|pickles|honey)\b/g,
  /\b(?:cookies|bread|jelly|honey|preserves|pies|pickles) (?:and|or|&) (jam)s?\b/g,
  /\b(?:homemade|strawberry|grape|raspberry|blackberry|peach|apricot|fig|blueberry|cherry|pepper|berry|fruit) (jam)s?\b/g,
  /\b(?:traffic|paper|log|printer) (jam)s?\b/g,
  /\b(jam) session\b/g,
  // The adverb, not a distiller's still.
  /\b(?:is|s|am|m|are|re|was|were|i|you|he|she|we|they|it|and|but|im|hes|shes|theyre|still) (still)\b/g,
  /(?<!\b(?:a|the|my|his|her|our|their|copper|moonshine|pot|reflux|home|homemade|old|own) )\b(still) (?:in|on|at|has|have|had|hurt|hurts|works|work|working|live|lives|living|owe|owes|get|gets|getting|going|need|needs|want|wants|use|uses|using|be|is|isn t|not|there|here|alive|married|the same)\b/g,
  // A post office job or a post on social media, not mailing.
  POST_OFFICE,
  /\b(post)(?:ed|ing|s)? (?:\S+ ){0,8}?(?:on|to) (?:facebook|instagram|twitter|x|tiktok|reddit|youtube|snapchat|social media|my page|my story|online|the internet|a forum)\b/g,
  /\b(?:social media|facebook|instagram|reddit|blog|forum|online) (post)s?\b/g,
  // A friend, a joint account, hash browns.
  /\b(?:my|a|his|her) (bud)(?:dy|dies)?\b/g,
  /\b(joint) (?:account|accounts|return|returns|custody|venture|pain|owners?|ownership|checking|savings|tenancy|bank)\b/g,
  /\b(?:knee|hip|shoulder) (joint)s?\b/g,
  /\b(hash) ?browns?\b/g,
  // A drug store is a shop.
  /\b(drug) ?stores?\b/g,
  // A past conviction or charge, not the conduct the post describes.
  /\b(fraud|theft|drug|drugs|gun|weapons?|dui|assault) (?:conviction|convictions|charge|charges|record|case|felony)\b/g,
  /\b(?:convicted|charged|arrested|jail|prison|time) (?:for|of) (?:\S+ ){0,2}?(fraud|theft|drugs?|stealing)\b/g,
  // Naming one's business ("call my company Treasury Relief Services"), not a phone call.
  /\b(call)(?:ing|ed)? (?:my|our|the) (?:new )?(?:\w+ ){0,2}?(?:company|business|shop|store|restaurant|bakery|band|llc|firm|agency|brand|website|podcast|channel|product|app|charity|nonprofit)\b(?! (?:s|partner|partners|owner|owners|boss|manager|about|to|and|back|customers?|clients?|office|line|number|phone|hotline|today|tomorrow|every|again|if|when|because|for)\b)/g,
  // A bank's or a company's officer, not a public official.
  /\b(?:loan|bank|credit|mortgage|compliance|finance|financial|executive|security|hr|probation|parole|chief \w+) (officer)s?\b/g,
];

/** Senses whose word other data names inside a longer phrase ("post office"): masked only for single words. */
const IN_PHRASES: ReadonlySet<RegExp> = new Set([POST_OFFICE]);

/**
 * The text with each word used in another sense replaced by underscores (same length), for
 * matching single words; the unmasked text still serves longer phrases. `keepPhrases`: leave
 * the senses that other data names as a phrase ("post office") for regular expressions to read.
 */
export function maskOtherSenses(text: string, { keepPhrases = false }: { keepPhrases?: boolean } = {}): string {
  let masked = text;
  for (const re of OTHER_SENSES) {
    // Patterns (./offences.ts) that name the longer phrase keep it whole.
    if (keepPhrases && IN_PHRASES.has(re)) continue;
    re.lastIndex = 0;
    masked = masked.replace(re, (whole: string, word: string) => whole.replace(new RegExp(`\\b${word}`), '_'.repeat(word.length)));
  }
  return masked;
}
