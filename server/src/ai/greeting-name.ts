/** Latin letters (accents included) in parts joined by a hyphen or an apostrophe: "Ana-Luísa", "D'Ávila". */
const PERSON_NAME = /^\p{Script=Latin}+(?:['’-]\p{Script=Latin}+)*$/u;
const MIN_LENGTH = 2;
const MAX_LENGTH = 30;

const capitalise = (part: string) => part.charAt(0).toLocaleUpperCase('pt-BR') + part.slice(1).toLocaleLowerCase('pt-BR');

/**
 * The first name the assistant may greet with, or '' when the username's first word does not look like one.
 * The username is free text chosen at sign-up: a URL, markdown or e-mail would become a link in the assistant's voice.
 */
export function greetingName(username: string): string {
  const first = username.normalize('NFC').trim().split(/\s+/)[0] ?? '';
  if (first.length < MIN_LENGTH || first.length > MAX_LENGTH || !PERSON_NAME.test(first)) return '';
  return first.replace(/\p{Script=Latin}+/gu, capitalise);
}
