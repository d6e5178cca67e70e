/** localStorage key of the widget's "play answers aloud by themselves" choice (on unless turned off). */
export const AUTOPLAY_KEY = 'chat-audio-automatico';

export function readAutoplaySetting(): boolean {
  try {
    return localStorage.getItem(AUTOPLAY_KEY) !== 'desligado';
  } catch {
    return true;
  }
}

export function saveAutoplaySetting(on: boolean): void {
  try {
    localStorage.setItem(AUTOPLAY_KEY, on ? 'ligado' : 'desligado');
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}
