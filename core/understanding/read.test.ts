import { describe, expect, it } from 'vitest';
import { readQuestion, stateForAnswer } from './read';
import { statesNamed } from './states';

const TEXAS_TICKET = `ok so the title says it all basicly. i was driving back from my cousins wedding last saturday night on I-35 and got pulled over
outside of waco, the cop said i was doing 84 in a 70 which i honestly dont think is right because i had cruise control on at 75. he was nice enough
but he gave me a ticket and said i could pay it or go to court. i live in ohio and i really cant drive back down to texas for a court date, i work
doubles most weekends. will this go on my ohio license?? do i have to hire a lawyer in TX or can i just pay it online and be done. also does the
points thing transfer over. sorry for the long post im just stressed out about my insurance going up`;

const WILL = `My dad passed away in march and he had a will but my step mom says it isnt valid because it was handwritten and only one person
signed as a witness. He lived in Phoenix for 20 years. Theres a house and some savings and his truck. My stepmom already moved her son into the
house and changed the locks. Who inherits if the will is thrown out? We are not on speaking terms and I dont know if I need probate or what.`;

describe('readQuestion on long, messy posts', () => {
  it('reads the states, who is involved, what happened and the area of a traffic post', () => {
    const r = readQuestion(TEXAS_TICKET);
    expect(r.states.map((s) => s.code)).toEqual(['OH', 'TX']);
    expect(r.parties).toContain('police');
    expect(r.events).toContain('ticketed');
    expect(r.area?.id).toBe('traffic');
    expect(r.area?.decidedBy).toBe('state');
    expect(r.danger).toBeUndefined();
    expect(r.ask).toMatch(/points thing transfer/);
    expect(r.length).toBe(TEXAS_TICKET.length);
  });

  it('reads a state from a city and an estate post as state law', () => {
    const r = readQuestion(WILL);
    expect(r.states.map((s) => s.code)).toEqual(['AZ']);
    expect(r.states[0]!.via).toBe('city');
    expect(r.parties).toContain('family');
    expect(r.events).toContain('died');
    expect(r.area?.id).toBe('wills-estates');
  });

  it('reads a post about an employer and overtime as employment', () => {
    const r = readQuestion(
      'I got fired after I asked my manager why we dont get paid overtime. Is that legal? I work at a warehouse in Dallas.',
    );
    expect(r.parties).toContain('employer');
    expect(r.events).toContain('fired');
    expect(r.intent).toBe('is-it-legal');
    expect(r.area?.id).toBe('employment');
    expect(r.states.map((s) => s.code)).toEqual(['TX']);
  });

  it('reads a concept question as a definition', () => {
    expect(readQuestion('What is the Miranda warning?').intent).toBe('define');
    expect(readQuestion('whats the difference between a felony and a misdemeanor').intent).toBe('define');
  });
});

describe('statesNamed', () => {
  const codes = (text: string) => statesNamed(text).map((s) => s.code);
  it('reads full names, codes in context and cities', () => {
    expect(codes('got a speeding ticket in texas')).toEqual(['TX']);
    expect(codes('My landlord in California wont return my deposit')).toEqual(['CA']);
    expect(codes('I rent in tx and my landlord…')).toEqual(['TX']);
    expect(codes('we live in Austin, TX 78701')).toEqual(['TX']);
    expect(codes('Is this legal under NY law?')).toEqual(['NY']);
    expect(codes('moved from West Virginia to Virginia')).toEqual(['WV', 'VA']);
    expect(codes('I live in Arkansas')).toEqual(['AR']);
    expect(codes('I work in OK as a nurse')).toEqual(['OK']);
  });
  it('does not read ordinary words or other names as states', () => {
    expect(codes('is it ok in my apartment? me and my wife, OK, we want to know')).toEqual([]);
    expect(codes('I work at Texas Roadhouse and my manager cut my hours')).toEqual([]);
    expect(codes('I got a letter from Washington, D.C. about my taxes')).toEqual([]);
    expect(codes('the New York Times said landlords cannot do this')).toEqual([]);
    expect(codes('I was in or near the store when it happened')).toEqual([]);
    expect(codes('Fine, OK, I will pay')).toEqual([]);
  });
  it('a named state wins over the saved one; on a tie the saved one among them', () => {
    expect(stateForAnswer({ states: statesNamed('speeding ticket in texas') }, 'OH')).toEqual({ code: 'TX', from: 'question' });
    expect(stateForAnswer({ states: statesNamed('I moved from Texas to Ohio') }, 'OH')).toEqual({ code: 'OH', from: 'question' });
    expect(stateForAnswer({ states: [] }, 'OH')).toEqual({ code: 'OH', from: 'saved' });
    expect(stateForAnswer({ states: [] })).toBeUndefined();
  });
});

describe('the state where it happened wins over the home state', () => {
  it('reads "a ticket in Texas … I live in Ohio" as Texas, with Ohio saved or not', () => {
    const post = 'got a speeding ticket in texas near san antonio. I live in Ohio and have an Ohio license, will it go on my ohio license?';
    expect(stateForAnswer({ states: statesNamed(post) }, 'OH')).toEqual({ code: 'TX', from: 'question' });
    expect(stateForAnswer({ states: statesNamed(post) })).toEqual({ code: 'TX', from: 'question' });
  });
});

describe('concept questions', () => {
  it('are questions about the term itself, not questions that mention it', async () => {
    const { conceptOf } = await import('./concepts');
    expect(conceptOf('What is the Miranda warning?')?.id).toBe('miranda');
    expect(conceptOf('how are federal crimes classified, like class A felony vs class B misdemeanor')?.id).toBe('felony-misdemeanor');
    expect(conceptOf('Can you be tried twice for the same crime?')?.id).toBe('double-jeopardy');
    expect(conceptOf('What is the penalty for a felony DUI in Texas?')).toBeUndefined();
    expect(
      conceptOf('the cops never read me my miranda rights and now I am charged with a felony, can the case get dismissed because of it'),
    ).toBeUndefined();
  });
});
