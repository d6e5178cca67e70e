/**
 * A one-shot note from the settings page to the login page, across the full page load that follows a
 * self-service account deletion: the login page says goodbye once, and a reload does not repeat it.
 */
const NOTE_KEY = 'conta-excluida';

export function noteAccountDeleted() {
  try {
    sessionStorage.setItem(NOTE_KEY, '1');
  } catch {
    /* storage blocked: the login page simply shows no goodbye */
  }
}

export function hasAccountDeletedNote(): boolean {
  try {
    return sessionStorage.getItem(NOTE_KEY) !== null;
  } catch {
    return false;
  }
}

export function forgetAccountDeletedNote() {
  try {
    sessionStorage.removeItem(NOTE_KEY);
  } catch {
    /* nothing was stored */
  }
}
