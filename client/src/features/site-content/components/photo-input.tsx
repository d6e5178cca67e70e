import { useId } from 'react';
import { SITE_PHOTO_TYPES, type SitePhotoKind } from '@app/contracts';
import { buttonClasses } from '@/components/ui/button';
import { useUploadSitePhoto } from '@/features/site-content/hooks/use-admin-site';

interface PhotoInputProps {
  /** The input's accessible name ("Foto do assessor 1"). */
  label: string;
  /** The visible button text. */
  action: string;
  kind: SitePhotoKind;
  disabled?: boolean;
  onUploaded(path: string): void;
}

/**
 * A button that sends one photo to the server (which checks and resizes it) and hands back its path. The file input
 * stays in the page, visually hidden, so the button reads in Portuguese and the input keeps its own accessible name.
 */
export function PhotoInput({ label, action, kind, disabled = false, onUploaded }: PhotoInputProps) {
  const id = useId();
  const upload = useUploadSitePhoto();
  const busy = upload.isPending;
  return (
    <div className="site-photo-input">
      <input
        id={id}
        className="site-photo-input__file visually-hidden"
        type="file"
        accept={SITE_PHOTO_TYPES.join(',')}
        aria-label={label}
        disabled={disabled || busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared at once: choosing the same file again after an error must fire a new change.
          event.target.value = '';
          if (file) upload.mutate({ file, tipo: kind }, { onSuccess: (photo) => onUploaded(photo.foto) });
        }}
      />
      <label htmlFor={id} className={buttonClasses('secondary', 'sm')} aria-disabled={disabled || busy || undefined}>
        {busy ? 'Enviando...' : action}
      </label>
      {upload.isError && (
        <p className="ui-field__error" role="alert">
          {upload.error.message || 'Não foi possível enviar a foto.'}
        </p>
      )}
    </div>
  );
}
