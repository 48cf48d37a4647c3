/**
 * Questions no federal law in the library answers and that are not state-law questions either:
 * the answer must say so instead of presenting weak matches ("say when nothing fits", docs/ranking.md "Answers that answer").
 * Used with the federal set to calibrate the relevance threshold (core/answer/relevance.ts).
 */
export const noMatchQuestions: string[] = [
  'what is the best recipe for sourdough bread, mine keeps coming out flat',
  'how do I get my cat to stop scratching the couch',
  'which phone has the best camera this year',
  'my computer is running really slow, how do I speed it up',
  'what time does the sun set tonight',
  'how many calories are in a banana',
  'can you recommend a good book about space',
  'my sister and I are arguing about who should host thanksgiving dinner this year',
  'what is the capital of australia',
  'help me write a poem about the ocean',
  'how do I tie a tie for a wedding',
  'my tomatoes have yellow leaves, what am I doing wrong',
  'whats a good name for a golden retriever puppy',
  'how long should I boil an egg',
  'is it going to rain this weekend',
  'asdf qwerty zxcv',
  'who won the world series in 1998',
  'I feel tired all the time lately, what vitamins should I take',
  'how do I change a flat tire on a bike',
  'what are some fun things to do in the summer with kids',
];
