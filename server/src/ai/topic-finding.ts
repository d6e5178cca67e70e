import type { Aspect } from './knowledge-facts.js';
import type { KnowledgeMatch } from './knowledge-base.js';

/** What the topic finder decided about one message (server/src/ai/topic-finder.ts). */
export interface TopicFinding {
  /** Best section per article, the main article first (one, or two for a two-topic message). */
  matches: KnowledgeMatch[];
  /** The message alone names no topic and the conversation's last topic was used. */
  followUp: boolean;
  /** The message is about the advisory's subject even when nothing in the base answers it. */
  inDomain: boolean;
  /**
   * Its shape chose the article (someone coming along, a minor who is the student, what the advisory does), not words
   * the article uses: its words need not appear in the answer.
   */
  byShape?: boolean;
  /**
   * Each section's main statement answers, whatever the message asks of it ("vale a pena?" weighed by the price and the
   * Revalida): the message's aspects (a price, a date) belong to one of them, not to both.
   */
  overview?: boolean;
  /**
   * The message names no subject of its own ("quanto tempo leva tudo?"): what it asks (a wait) chooses the statement of
   * the section found, and none of its words ("filha", "estudar") must appear in it.
   */
  aspectOnly?: boolean;
  /** What the message's shape says it asks ("quanto tempo antes…?" asks a wait), where its words name no aspect. */
  asks?: Aspect[];
}
