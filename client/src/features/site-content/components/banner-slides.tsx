import { useId } from 'react';
import { useFieldArray, useWatch, type Control, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { type SITE_BANNER_IMAGES, SITE_SLIDES_MAX, type SiteSlideDestination } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { PhotoInput } from '@/features/site-content/components/photo-input';
import { EMPTY_SLIDE, type SiteFormValues } from '@/features/site-content/logic/site-form';

const ILLUSTRATIONS: Record<(typeof SITE_BANNER_IMAGES)[number], string> = {
  '/assets/banner/banner-matriculas.svg': 'Ilustração: matrícula',
  '/assets/banner/banner-duvidas.svg': 'Ilustração: dúvidas',
  '/assets/banner/banner-turma.svg': 'Ilustração: turma',
};
const UPLOADED = 'Foto enviada';

const DESTINATIONS: Array<{ value: SiteSlideDestination | ''; label: string }> = [
  { value: '', label: 'Sem botão' },
  { value: 'assessores', label: 'Seção dos assessores (ou a assistente, sem assessores)' },
  { value: 'whatsapp', label: 'WhatsApp da assessoria (ou a assistente, sem número)' },
  { value: 'assistente', label: 'Abrir a assistente virtual' },
  { value: 'assessorados', label: 'Seção dos assessorados (some sem fotos)' },
  { value: 'duvidas', label: 'Central de dúvidas' },
];

interface BannerSlidesProps {
  control: Control<SiteFormValues>;
  register: UseFormRegister<SiteFormValues>;
  setValue: UseFormSetValue<SiteFormValues>;
}

/** The landing's banner in the form: each slide's texts, image and button, in order; saved with the rest. */
export function BannerSlides({ control, register, setValue }: BannerSlidesProps) {
  const slides = useFieldArray({ control, name: 'banner' });
  return (
    <>
      <p className="admin-muted">
        {slides.fields.length === 0
          ? 'Nenhum slide: o site abre direto no menu de cartões.'
          : `${slides.fields.length} de até ${SITE_SLIDES_MAX} slides, mostrados nesta ordem. Um botão cujo destino não está no site (sem assessores, sem número) não aparece.`}
      </p>
      {slides.fields.map((field, index) => (
        <div key={field.id} className="site-form__slide" role="group" aria-label={`Slide ${index + 1}`}>
          <TextField
            label="Selo (opcional)"
            maxLength={40}
            hint='Ex.: "Matrículas abertas".'
            {...register(`banner.${index}.selo`)}
          />
          <TextField label="Título" required maxLength={120} {...register(`banner.${index}.titulo`)} />
          <SlideText index={index} register={register} />
          <SlideImage index={index} control={control} setValue={setValue} />
          <SelectField label="Botão leva a" options={DESTINATIONS} {...register(`banner.${index}.destino`)} />
          <TextField label="Texto do botão" maxLength={40} {...register(`banner.${index}.texto_botao`)} />
          <div className="site-form__slide-actions">
            <Button variant="ghost" size="sm" disabled={index === 0} onClick={() => slides.move(index, index - 1)}>
              Subir slide {index + 1}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={index === slides.fields.length - 1}
              onClick={() => slides.move(index, index + 1)}
            >
              Descer slide {index + 1}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => slides.remove(index)}>
              Remover slide {index + 1}
            </Button>
          </div>
        </div>
      ))}
      <Button variant="secondary" disabled={slides.fields.length >= SITE_SLIDES_MAX} onClick={() => slides.append(EMPTY_SLIDE)}>
        Adicionar slide
      </Button>
    </>
  );
}

function SlideText({ index, register }: { index: number; register: UseFormRegister<SiteFormValues> }) {
  const id = useId();
  return (
    <div className="ui-field site-form__slide-text">
      <label className="ui-field__label" htmlFor={id}>
        Texto
      </label>
      <textarea id={id} className="ui-input" rows={3} maxLength={300} required {...register(`banner.${index}.descricao`)} />
    </div>
  );
}

/** The slide's picture: one of the site's illustrations, or a photo sent here (cropped to 4:3 by the server). */
function SlideImage({ index, control, setValue }: Pick<BannerSlidesProps, 'control' | 'setValue'> & { index: number }) {
  const image = useWatch({ control, name: `banner.${index}.imagem` });
  const number = index + 1;
  const uploaded = !(image in ILLUSTRATIONS);
  const options = [
    ...Object.entries(ILLUSTRATIONS).map(([value, label]) => ({ value, label })),
    ...(uploaded ? [{ value: image, label: UPLOADED }] : []),
  ];
  const choose = (path: string) => setValue(`banner.${index}.imagem`, path, { shouldDirty: true });
  return (
    <div className="site-form__photo">
      <img className="site-form__slide-preview" src={image} alt={`Imagem do slide ${number}`} width={120} height={90} />
      <div className="site-form__photo-actions">
        <SelectField
          label={`Imagem do slide ${number}`}
          options={options}
          value={image}
          onChange={(event) => choose(event.target.value)}
        />
        <PhotoInput label={`Foto do slide ${number}`} action="Enviar foto" kind="banner" onUploaded={choose} />
      </div>
    </div>
  );
}
