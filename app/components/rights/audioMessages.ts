/** The alerts of spec part 1 §8 for the Rights audio. */
export const AUDIO_LOAD_FAILED = 'Unable to load audio. Please try again later.';
export const AUDIO_PLAYBACK_FAILED = 'Unable to play audio. Please try again.';

export const audioKindLabels = {
  constitutional: 'constitutional text',
  simplified: 'plain-language version',
} as const;
