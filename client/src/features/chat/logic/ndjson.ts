/**
 * Splits a stream of newline-delimited JSON into values as the bytes arrive: a line cut between two chunks waits for
 * the rest, and a line that is not JSON is skipped (it cannot be a turn event).
 */
export function ndjsonParser(onValue: (value: unknown) => void) {
  const decoder = new TextDecoder();
  let pending = '';
  const emit = (line: string) => {
    if (!line.trim()) return;
    try {
      onValue(JSON.parse(line));
    } catch {
      // Not a complete JSON line: nothing the turn can use.
    }
  };
  return {
    push(chunk: Uint8Array) {
      pending += decoder.decode(chunk, { stream: true });
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) emit(line);
    },
    end() {
      pending += decoder.decode();
      emit(pending);
      pending = '';
    },
  };
}
