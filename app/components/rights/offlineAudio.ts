/** "Save audio for offline": both narrations of an amendment, stored by the Cache API. */
import { audioKinds } from '../../../core/schemas/amendments';
import { rememberedAudioUrl } from '../../db/amendments';
import { isAudioStored, storeAudio } from '../../pwa/audioCache';
import { getAudioUrl } from './audioApi';

export async function saveAmendmentAudio(number: number): Promise<void> {
  const urls: string[] = [];
  for (const kind of audioKinds) urls.push(await getAudioUrl(number, kind));
  await storeAudio(urls);
}

/** Both narrations of this amendment are on the device. */
export async function isAmendmentAudioSaved(number: number): Promise<boolean> {
  for (const kind of audioKinds) {
    const url = await rememberedAudioUrl(number, kind);
    if (!url || !(await isAudioStored(url))) return false;
  }
  return true;
}
