import { SITE_STUDENTS_MAX } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { PhotoInput } from '@/features/site-content/components/photo-input';

/** The students' photos of the "Nossos Assessorados" carousel: thumbnails, remove one, add another. Saved with the form. */
export function StudentPhotos({ value, onChange }: { value: string[]; onChange(paths: string[]): void }) {
  return (
    <>
      <p className="admin-muted">
        {value.length === 0
          ? 'Nenhuma foto: a seção "Nossos Assessorados" não aparece no site.'
          : `${value.length} de até ${SITE_STUDENTS_MAX} fotos. JPEG, PNG ou WebP de até 5 MB; o site as corta em quadrado.`}
      </p>
      {value.length > 0 && (
        <ul className="site-form__students" aria-label="Fotos dos assessorados">
          {value.map((path, index) => (
            <li key={path} className="site-form__student">
              <img src={path} alt={`Assessorado ${index + 1}`} width={80} height={80} />
              <Button variant="ghost" size="sm" onClick={() => onChange(value.filter((p) => p !== path))}>
                Remover foto {index + 1}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PhotoInput
        label="Adicionar foto de assessorado"
        action="Adicionar foto"
        kind="assessorado"
        disabled={value.length >= SITE_STUDENTS_MAX}
        onUploaded={(path) => onChange([...value, path])}
      />
    </>
  );
}
