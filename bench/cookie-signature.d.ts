declare module 'cookie-signature' {
  /** Signs a value the way express-session signs its cookie (`s:` + this). */
  export function sign(value: string, secret: string): string;
  export function unsign(value: string, secret: string): string | false;
}
