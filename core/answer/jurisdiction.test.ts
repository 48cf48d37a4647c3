import { describe, expect, it } from 'vitest';
import { stateLawTopicOf } from './jurisdiction';

describe('the state-law router reads a word in the sense the post uses it', () => {
  it('a credit repair company is not a repair to a rental; a broken heater in one still is', () => {
    const credit =
      'I signed a contract with a credit repair company at a seminar and they charge $99 a month. I need my credit up before my lease ends so I can rent a bigger apartment. Can I cancel?';
    expect(stateLawTopicOf(credit)?.topic.id).not.toBe('repairs');
    expect(stateLawTopicOf('My landlord will not repair the heater in my apartment and it is January. What can I do?')?.topic.id).toBe(
      'repairs',
    );
  });

  it('paternity leave is leave from work, not a paternity case; a paternity test still is', () => {
    expect(
      stateLawTopicOf('I am on paternity leave after our baby was born and the insurance denied the second night in the hospital.'),
    ).toBeUndefined();
    expect(stateLawTopicOf('He wants a paternity test before he pays anything for the baby.')?.topic.id).toBe('custody');
  });
});

describe("benefits on an ex-spouse's Social Security record", () => {
  it('are federal in a post that tells the divorce; a divorce post that only updates a Social Security card stays state law', () => {
    const benefits =
      'We were married nine and a half years and the divorce was final in 2010. I never remarried and I am 64. Someone told me I can get half of my ex husbands social security. Does the time count to the date of the divorce decree?';
    expect(stateLawTopicOf(benefits)).toBeUndefined();
    const name =
      'My divorce was final last year and I want my maiden name back. Do I go to court again, and after that how do I update my social security card and license?';
    expect(stateLawTopicOf(name)?.topic.id).toBe('divorce');
  });
});

describe('a payday loan', () => {
  it('is a consumer debt, not a payday; a late payday is still the state-law question', () => {
    expect(
      stateLawTopicOf(
        'A collection agency for an old payday loan calls me eight times a day and swore at me. Can they keep calling like this?',
      ),
    ).toBeUndefined();
    expect(stateLawTopicOf('My employer moved our payday twice this month and paid us late. Is that allowed?')?.topic.id).toBe('final-pay');
  });
});
