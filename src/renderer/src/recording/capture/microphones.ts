/**
 * The microphones the doctor can choose from, kept fresh when devices come and go.
 *
 * Why a wrapper: `enumerateDevices` lists every kind of device, hides labels (and sometimes ids)
 * until microphone permission is granted, and `devicechange` fires in bursts; the screen just
 * wants a stable list of named microphones. An empty `deviceId` (before permission) means "the
 * default microphone" to the recorder.
 */

export interface Microphone {
  readonly deviceId: string;
  readonly label: string;
}

/** Audio inputs in the order the system gives them; unnamed ones become "Microphone N". */
export async function listMicrophones(): Promise<Microphone[]> {
  const mediaDevices = navigator.mediaDevices as MediaDevices | undefined;
  if (!mediaDevices) return [];
  const devices = await mediaDevices.enumerateDevices();
  const seen = new Set<string>();
  const microphones: Microphone[] = [];
  for (const device of devices) {
    if (device.kind !== 'audioinput' || seen.has(device.deviceId)) continue;
    seen.add(device.deviceId);
    microphones.push({
      deviceId: device.deviceId,
      label: device.label.trim() || `Microphone ${microphones.length + 1}`,
    });
  }
  return microphones;
}

/**
 * Calls `onChange` with the new list whenever devices change (plugged, unplugged, permission
 * granted). Results of overlapping refreshes arrive newest-last; stale ones are dropped.
 * Returns the function that stops watching.
 */
export function watchMicrophones(
  onChange: (microphones: Microphone[]) => void,
  onError: (error: unknown) => void = (error) => console.error('Listing microphones failed', error),
): () => void {
  const mediaDevices = navigator.mediaDevices as MediaDevices | undefined;
  if (!mediaDevices) return () => undefined;
  let latest = 0;
  let stopped = false;
  const refresh = (): void => {
    const request = ++latest;
    listMicrophones().then(
      (microphones) => {
        if (!stopped && request === latest) onChange(microphones);
      },
      (error: unknown) => {
        if (!stopped && request === latest) onError(error);
      },
    );
  };
  mediaDevices.addEventListener('devicechange', refresh);
  return () => {
    stopped = true;
    mediaDevices.removeEventListener('devicechange', refresh);
  };
}
