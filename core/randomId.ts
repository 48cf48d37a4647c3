/** A random id made on the device (a UUID where the platform has one, as in every current browser and Node). */
export function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
