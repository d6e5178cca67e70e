import type { AskResponse, SavedMessage, StatusIa } from '@app/contracts';

/** The calls a question needs (injected so the flow is tested without a server). */
export interface QuestionFlowDeps {
  saveUserMessage(texto: string): Promise<SavedMessage>;
  aiStatus(): Promise<StatusIa>;
  ask(question: string): Promise<AskResponse>;
  saveAiMessage(texto: string): Promise<SavedMessage>;
  speak(text: string): Promise<string>;
  log(message: string, error: unknown): void;
}

/** What the flow does to the screen. */
export interface QuestionFlowView {
  showUserMessage(texto: string): string;
  markSaved(key: string, saved: SavedMessage): void;
  setThinking(thinking: boolean): void;
  showAiReply(texto: string): string;
  /** Follow-up questions offered as buttons after the reply (none clears them). */
  offerQuickReplies(questions: string[]): void;
  setWaitingAudio(key: string, waiting: boolean): void;
  attachAudio(key: string, url: string): void;
  /** A short notice the user must see (e.g. the rate limit); never stored. */
  notify(text: string): void;
}

/** Errors whose server message the user should read: too many questions, or the AI provider being down. */
function visibleError(error: unknown): string | undefined {
  const status = (error as { status?: number } | undefined)?.status;
  const serverMessage = (error as { serverMessage?: string } | undefined)?.serverMessage;
  if (serverMessage && (status === 429 || status === 502 || status === 503)) return serverMessage;
  return undefined;
}

/**
 * SPEC §4.1: save the user's message → read the AI status → ask only when 'Ligada' → show and save the
 * reply → request audio (waiting flag, then attach and autoplay). Failures are logged, never thrown.
 */
export async function runQuestionFlow(rawQuestion: string, deps: QuestionFlowDeps, view: QuestionFlowView): Promise<void> {
  const question = rawQuestion.trim();
  if (!question) return;

  const userKey = view.showUserMessage(question);
  try {
    view.markSaved(userKey, await deps.saveUserMessage(question));
  } catch (error) {
    deps.log('não foi possível salvar a mensagem', error);
  }

  let status: StatusIa;
  try {
    status = await deps.aiStatus();
  } catch (error) {
    deps.log('não foi possível ler o status da IA', error);
    return;
  }
  if (status !== 'Ligada') return;

  let reply: string;
  let quickReplies: string[] = [];
  view.setThinking(true);
  try {
    const answer = await deps.ask(question);
    reply = answer.response;
    quickReplies = answer.quickReplies ?? [];
  } catch (error) {
    deps.log('a IA não respondeu', error);
    const message = visibleError(error);
    if (message) view.notify(message);
    return;
  } finally {
    view.setThinking(false);
  }

  const aiKey = view.showAiReply(reply);
  view.offerQuickReplies(quickReplies);
  view.setWaitingAudio(aiKey, true);
  await Promise.all([
    deps.saveAiMessage(reply).then(
      (saved) => view.markSaved(aiKey, saved),
      (error: unknown) => deps.log('não foi possível salvar a resposta da IA', error),
    ),
    deps.speak(reply).then(
      (url) => view.attachAudio(aiKey, url),
      (error: unknown) => {
        deps.log('não foi possível gerar o áudio', error);
        view.setWaitingAudio(aiKey, false);
      },
    ),
  ]);
}
