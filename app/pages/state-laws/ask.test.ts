import { describe, expect, it, vi } from 'vitest';
import { activityTemplates } from '../../../core/data/activities';
import { usStates } from '../../../core/data/states';
import type { WhatsIllegalRequest, WhatsIllegalResponse } from '../../../core/schemas/whatsIllegal';
import { ApiError, NetworkError } from '../../api/client';
import type { CachedWhatsIllegalAnswer } from '../../db/whatsIllegal';
import { canAsk, getAnswer, prepareQuestion, type AnswerSources, type PanelValues } from './ask';

const base: PanelValues = { mode: 'templates', activityId: 'drone', typed: '', stateCode: 'TX' };

describe('the question panel rules', () => {
  it('Ask is disabled while loading, or when the activity or state is missing in either mode', () => {
    expect(canAsk(base, false)).toBe(true);
    expect(canAsk(base, true)).toBe(false);
    expect(canAsk({ ...base, activityId: null }, false)).toBe(false);
    expect(canAsk({ ...base, stateCode: null }, false)).toBe(false);
    expect(canAsk({ ...base, mode: 'custom', typed: '   ' }, false)).toBe(false);
    expect(canAsk({ ...base, mode: 'custom', typed: 'juggle' }, false)).toBe(true);
    expect(canAsk({ ...base, mode: 'custom', typed: 'juggle', stateCode: null }, false)).toBe(false);
  });

  it('builds the question exactly as the spec says, with the state name', () => {
    const checked = prepareQuestion(base, activityTemplates, usStates);
    expect(checked).toEqual({
      ok: true,
      prepared: {
        request: { question: 'Is it illegal to fly a drone in the state of Texas?', state: 'TX', stateName: 'Texas' },
        activityKey: 'drone',
      },
    });
  });

  it('trims a typed activity; its saved answers are shared with a template it names', () => {
    const typed = prepareQuestion({ ...base, mode: 'custom', typed: '  keep chickens  ' }, activityTemplates, usStates);
    expect(typed).toMatchObject({
      ok: true,
      prepared: { request: { question: 'Is it illegal to keep chickens in the state of Texas?' }, activityKey: 'typed:keep chickens' },
    });
    const named = prepareQuestion({ ...base, mode: 'custom', typed: 'Fly my drone' }, activityTemplates, usStates);
    expect(named).toMatchObject({ ok: true, prepared: { activityKey: 'drone' } });
  });

  it("says what is missing with the spec's messages", () => {
    expect(prepareQuestion({ ...base, activityId: null }, activityTemplates, usStates)).toEqual({
      ok: false,
      title: 'Missing Information',
      message: 'Please select both an activity and a state.',
    });
    expect(prepareQuestion({ ...base, stateCode: null }, activityTemplates, usStates)).toMatchObject({
      message: 'Please select both an activity and a state.',
    });
    expect(prepareQuestion({ ...base, mode: 'custom', typed: ' ' }, activityTemplates, usStates)).toEqual({
      ok: false,
      title: 'Missing Information',
      message: 'Please enter an activity and select a state.',
    });
    expect(prepareQuestion({ ...base, mode: 'custom', typed: 'juggle', stateCode: null }, activityTemplates, usStates)).toMatchObject({
      message: 'Please enter an activity and select a state.',
    });
  });
});

function reply(answer: string, engine: WhatsIllegalResponse['engine'] = 'built-in'): WhatsIllegalResponse {
  return {
    answer,
    sources: [{ title: 'Texas Legislature', url: 'https://capitol.texas.gov/', isGov: true }],
    statute: 'No single statute',
    penalty: 'A fine.',
    engine,
  };
}

/** An in-memory device: saved answers by key, and what was asked of each source. */
function device(overrides: Partial<AnswerSources> = {}) {
  const saved = new Map<string, CachedWhatsIllegalAnswer>();
  const sources: AnswerSources = {
    isOnline: () => true,
    post: vi.fn(async () => reply('From the server.')),
    getCached: async (key) => saved.get(key) ?? null,
    putCached: async (key, answer) => {
      saved.set(key, { ...answer, savedAt: 1_700_000_000_000 });
    },
    answerOnDevice: vi.fn(async () => reply('Worked out on the device.', 'offline')),
    cacheKey: (activity, state) => `whats-illegal:${activity}:${state}`,
    ...overrides,
  };
  return { sources, saved };
}

const prepared = {
  request: {
    question: 'Is it illegal to fly a drone in the state of Texas?',
    state: 'TX',
    stateName: 'Texas',
  } satisfies WhatsIllegalRequest,
  activityKey: 'drone',
};

describe('getting an answer', () => {
  it('online: the server answers and the answer is saved by (activity, state)', async () => {
    const { sources, saved } = device();
    const answered = await getAnswer(prepared, sources);
    expect(answered).toEqual({ reply: reply('From the server.'), origin: { kind: 'server' } });
    expect(saved.get('whats-illegal:drone:TX')).toMatchObject({
      question: prepared.request.question,
      state: 'TX',
      stateName: 'Texas',
      reply: { answer: 'From the server.' },
    });
  });

  it('no connection: the saved answer, without asking the device engine', async () => {
    const { sources } = device();
    await getAnswer(prepared, sources);
    const offline = device({ isOnline: () => false });
    offline.saved.set('whats-illegal:drone:TX', { ...prepared.request, reply: reply('From the server.'), savedAt: 42 });
    const answered = await getAnswer(prepared, offline.sources);
    expect(answered).toEqual({ reply: reply('From the server.'), origin: { kind: 'saved', savedAt: 42 } });
    expect(offline.sources.post).not.toHaveBeenCalled();
    expect(offline.sources.answerOnDevice).not.toHaveBeenCalled();
  });

  it('a request that gets no reply counts as offline: a new question is worked out on the device and saved', async () => {
    const { sources, saved } = device({
      post: vi.fn(async () => {
        throw new NetworkError();
      }),
    });
    const answered = await getAnswer(prepared, sources);
    expect(answered).toEqual({ reply: reply('Worked out on the device.', 'offline'), origin: { kind: 'device' } });
    expect(sources.answerOnDevice).toHaveBeenCalledWith(prepared.request);
    expect(saved.get('whats-illegal:drone:TX')?.reply.engine).toBe('offline');
  });

  it('an error reply from the server is a failure (the apology), not offline', async () => {
    const { sources, saved } = device({
      post: vi.fn(async () => {
        throw new ApiError(500, 'Internal error');
      }),
    });
    await expect(getAnswer(prepared, sources)).rejects.toBeInstanceOf(ApiError);
    expect(sources.answerOnDevice).not.toHaveBeenCalled();
    expect(saved.size).toBe(0);
  });

  it('a device that cannot save still answers', async () => {
    const { sources } = device({
      putCached: async () => {
        throw new Error('QuotaExceededError');
      },
    });
    await expect(getAnswer(prepared, sources)).resolves.toMatchObject({ origin: { kind: 'server' } });
  });
});
