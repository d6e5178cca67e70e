import { useState } from 'react';
import { rateAnswer } from '@/features/chat/api/rate-answer';

type Rating = 'idle' | 'sending' | 'yes' | 'no' | 'error';

/**
 * "Isso respondeu?" under an assistant reply: 👍 thanks, 👎 tells the person an advisor will answer (the server flags
 * the conversation and keeps the miss for staff).
 */
export function AnswerRating({ messageId }: { messageId: number }) {
  const [rating, setRating] = useState<Rating>('idle');
  const send = async (util: boolean) => {
    setRating('sending');
    try {
      await rateAnswer(messageId, util);
      setRating(util ? 'yes' : 'no');
    } catch {
      setRating('error');
    }
  };
  if (rating === 'yes') return <p className="chat-msg__rating chat-msg__rating--done">Obrigado pela avaliação!</p>;
  if (rating === 'no')
    return (
      <p className="chat-msg__rating chat-msg__rating--done" role="status">
        Obrigado por avisar. Um assessor vai responder a sua pergunta por aqui.
      </p>
    );
  return (
    <div className="chat-msg__rating" role="group" aria-label="Isso respondeu?">
      <span>Isso respondeu?</span>
      <button type="button" disabled={rating === 'sending'} onClick={() => void send(true)} aria-label="Sim, respondeu">
        👍
      </button>
      <button type="button" disabled={rating === 'sending'} onClick={() => void send(false)} aria-label="Não respondeu">
        👎
      </button>
      {rating === 'error' && <span role="alert">Não foi possível enviar. Tente de novo.</span>}
    </div>
  );
}
