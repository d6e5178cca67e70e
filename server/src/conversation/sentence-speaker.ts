/** A sentence ends at . ! ? … (or a line break) followed by white space; "R$ 1.500" and "gov.br" never end one. */
const SENTENCE_END = /[.!?…]+["')\]]*(?=\s)|\n/g;
/** Longest piece spoken at once: a long first sentence would hold back the first audio. */
const MAX_PIECE = 220;

export interface SpokenPiece {
  indice: number;
  mime: string;
  bytes: Buffer;
}

/**
 * Cuts an answer into the pieces it is spoken in, as its text arrives: every complete sentence is handed over at
 * once, the rest waits for more text (or for `finish`).
 */
export function sentenceSplitter() {
  let buffer = '';
  const cut = (final: boolean): string[] => {
    const pieces: string[] = [];
    let start = 0;
    for (const match of buffer.matchAll(SENTENCE_END)) {
      const end = match.index + match[0].length;
      pieces.push(buffer.slice(start, end));
      start = end;
    }
    buffer = buffer.slice(start);
    if (final && buffer.trim()) {
      pieces.push(buffer);
      buffer = '';
    }
    return pieces.flatMap(bounded).filter((p) => /[\p{L}\p{N}]/u.test(p));
  };
  return {
    push(text: string): string[] {
      buffer += text;
      return cut(false);
    },
    finish: () => cut(true),
  };
}

/** A piece longer than MAX_PIECE is cut after its last comma (else space) that fits. */
function bounded(piece: string): string[] {
  const out: string[] = [];
  let rest = piece.trim();
  while (rest.length > MAX_PIECE) {
    const window = rest.slice(0, MAX_PIECE);
    const at = Math.max(window.lastIndexOf(', '), window.lastIndexOf('; '));
    const cutAt = at > 40 ? at + 1 : window.lastIndexOf(' ') > 40 ? window.lastIndexOf(' ') : MAX_PIECE;
    out.push(rest.slice(0, cutAt).trim());
    rest = rest.slice(cutAt).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/**
 * Speaks an answer sentence by sentence, in order, one synthesis at a time: the first sentence plays while the next
 * ones are made. Stops (nothing more is synthesised or sent) when `signal` aborts: the widget closed or a new
 * question was sent.
 */
export function sentenceSpeaker(options: {
  synthesize(text: string): Promise<{ bytes: Buffer; mime: string } | null>;
  onPiece(piece: SpokenPiece): void;
  onError(error: unknown): void;
  signal: AbortSignal;
}) {
  const splitter = sentenceSplitter();
  let indice = 0;
  let chain: Promise<void> = Promise.resolve();
  let failed = false;
  const enqueue = (pieces: string[]) => {
    for (const text of pieces) {
      chain = chain.then(async () => {
        if (options.signal.aborted || failed) return;
        try {
          const audio = await options.synthesize(text);
          if (audio && !options.signal.aborted) options.onPiece({ indice: indice++, mime: audio.mime, bytes: audio.bytes });
        } catch (error) {
          // One failure ends the speech: the text is already on the screen, and the rest would be out of order.
          failed = true;
          options.onError(error);
        }
      });
    }
  };
  return {
    push: (text: string) => enqueue(splitter.push(text)),
    /** Speaks what is left and resolves when every piece was sent (or the speech stopped). */
    async finish(): Promise<void> {
      enqueue(splitter.finish());
      await chain;
    },
  };
}
