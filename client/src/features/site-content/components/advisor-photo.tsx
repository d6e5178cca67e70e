import { Button } from '@/components/ui/button';
import { PhotoInput } from '@/features/site-content/components/photo-input';

/** An advisor's photo in the form: the current one (or none), send another, remove it. Saved with the form. */
export function AdvisorPhoto({
  index,
  value,
  onChange,
}: {
  index: number;
  value: string | null;
  onChange(path: string | null): void;
}) {
  const number = index + 1;
  return (
    <div className="site-form__photo">
      {value ? (
        <img className="site-form__photo-preview" src={value} alt={`Foto do assessor ${number}`} width={60} height={80} />
      ) : (
        <span className="admin-muted">Sem foto: o site mostra as iniciais.</span>
      )}
      <div className="site-form__photo-actions">
        <PhotoInput
          label={`Foto do assessor ${number}`}
          action={value ? 'Trocar foto' : 'Enviar foto'}
          kind="assessor"
          onUploaded={onChange}
        />
        {value && (
          <Button variant="ghost" size="sm" onClick={() => onChange(null)}>
            Remover foto do assessor {number}
          </Button>
        )}
      </div>
    </div>
  );
}
