/** Text to speech for every feature: see audioStore.ts. */
export { AudioStore, audioStoreFor, audioUrlOf, MAX_AUDIO_TEXT, type AudioFile } from './audioStore';
export { DEFAULT_VOICE } from './espeak';
export { readMp3Info, type Mp3Info } from './mp3';
