import { useCallback, useState } from 'react';
import { useAutoAdvance } from '@/features/public-site/hooks/use-auto-advance';
import { usePauseOnInteraction } from '@/features/public-site/hooks/use-pause-on-interaction';
import { pickDifferentIndex } from '@/features/public-site/logic/pick-different-index';
import { Icon } from '@/components/ui/icons';
import './site-base.css';
import './students-carousel.css';

export const STUDENTS_INTERVAL_MS = 5000;
/** How many small faces the intro shows before the '+N' bubble. */
const FACES = 6;

interface Shown {
  current: number;
  /** The photo fading out under the new one (null before the first change). */
  previous: number | null;
  /** Bumps on every change so the timer restarts. */
  change: number;
}

/** 'Nossos Assessorados': every 5 s a random *different* photo fades in (300 ms) over the previous one. */
export function StudentsCarousel({ photos }: { photos: readonly string[] }) {
  const [shown, setShown] = useState<Shown>({ current: 0, previous: null, change: 0 });
  const [stopped, setStopped] = useState(false);
  const { interacting, handlers } = usePauseOnInteraction();
  const count = photos.length;

  const advance = useCallback(() => {
    setShown((s) => ({ current: pickDifferentIndex(s.current, count), previous: s.current, change: s.change + 1 }));
  }, [count]);
  useAutoAdvance(STUDENTS_INTERVAL_MS, !stopped && !interacting && count > 1, shown.change, advance);

  if (count === 0) return null;
  const { current, previous } = shown;

  return (
    <section id="assessorados" className="site-section site-students" aria-labelledby="assessorados-heading">
      <div className="site-container site-students__layout">
        <div className="site-students__intro">
          <p className="site-kicker">Quem já está lá</p>
          <h2 id="assessorados-heading" className="site-section__title">
            Nossos Assessorados
          </h2>
          <p className="site-section__lead">
            Estudantes que escolheram a nossa assessoria e hoje vivem a rotina da faculdade de medicina no Paraguai. A próxima
            foto da turma pode ser a sua.
          </p>
          <div className="site-students__faces" role="img" aria-label={`${count} assessorados na galeria`}>
            {photos.slice(0, FACES).map((photo) => (
              <img key={photo} src={photo} alt="" width={48} height={48} loading="lazy" decoding="async" />
            ))}
            {count > FACES && <span className="site-students__more">+{count - FACES}</span>}
          </div>
        </div>
        <div className="site-students__stage" {...handlers}>
          <figure className="site-students__frame" data-testid="students-carousel">
            {previous !== null && (
              <img
                key={`photo-${previous}`}
                className="site-students__photo site-students__photo--previous"
                src={photos[previous]!}
                alt=""
                width={400}
                height={400}
                loading="lazy"
                decoding="async"
              />
            )}
            <img
              key={`photo-${current}`}
              className="site-students__photo site-students__photo--current"
              data-testid="student-photo"
              data-index={current}
              src={photos[current]!}
              alt={`Assessorado ${current + 1} de ${count}`}
              width={400}
              height={400}
              loading="lazy"
              decoding="async"
            />
          </figure>
          {count > 1 && (
            <button
              type="button"
              className="site-icon-btn site-students__toggle"
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? 'Retomar fotos' : 'Pausar fotos'}
            >
              <Icon name={stopped ? 'play' : 'pause'} />
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
