import type { Config } from '../config.js';
import { classifyResponse, type SendOutcome } from './meta-errors.js';

export interface CloudApiCredentials {
  apiBase: string;
  phoneNumberId: string;
  token: string;
}

/** The variables without which nothing leaves the queue, in the order staff are told to set them. */
export function missingCredentials(config: Config): string[] {
  const missing: string[] = [];
  if (!config.WHATSAPP_TOKEN) missing.push('WHATSAPP_TOKEN');
  if (!config.WHATSAPP_PHONE_NUMBER_ID) missing.push('WHATSAPP_PHONE_NUMBER_ID');
  return missing;
}

/** Credentials from the configuration, or null while WhatsApp is not configured (envios then wait). */
export function credentialsFrom(config: Config): CloudApiCredentials | null {
  if (!config.WHATSAPP_TOKEN || !config.WHATSAPP_PHONE_NUMBER_ID) return null;
  return {
    apiBase: config.WHATSAPP_API_BASE.replace(/\/+$/, ''),
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
    token: config.WHATSAPP_TOKEN,
  };
}

export type OutgoingMessage =
  | { type: 'text'; to: string; body: string }
  | { type: 'template'; to: string; template: string; languageCode: 'pt_BR'; parameters?: readonly string[] };

export function messagePayload(message: OutgoingMessage): Record<string, unknown> {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: message.to };
  if (message.type === 'text') {
    return { ...base, type: 'text', text: { preview_url: false, body: message.body } };
  }
  const template: Record<string, unknown> = { name: message.template, language: { code: message.languageCode } };
  // The template's body variables {{1}}, {{2}}… in order.
  if (message.parameters?.length) {
    template.components = [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }];
  }
  return { ...base, type: 'template', template };
}

const TIMEOUT_MS = 15_000;

/** `POST {base}/{phone-number-id}/messages`; never throws: network trouble is a retryable outcome. */
export async function sendCloudMessage(credentials: CloudApiCredentials, message: OutgoingMessage): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetch(`${credentials.apiBase}/${encodeURIComponent(credentials.phoneNumberId)}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${credentials.token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(messagePayload(message)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'retry', code: null, message: `Falha de rede: ${error instanceof Error ? error.message : String(error)}` };
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  return classifyResponse(response.status, body);
}
