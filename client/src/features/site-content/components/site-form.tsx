import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { SITE_ADVISORS_MAX, SITE_HONORIFICS, type SiteContent } from '@app/contracts';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { AdvisorPhoto } from '@/features/site-content/components/advisor-photo';
import { BannerSlides } from '@/features/site-content/components/banner-slides';
import { StudentPhotos } from '@/features/site-content/components/student-photos';
import { EMPTY_ADVISOR, toContent, toFormValues, type SiteFormValues } from '@/features/site-content/logic/site-form';

interface SiteFormProps {
  content: SiteContent;
  saving: boolean;
  onSave(content: SiteContent): void;
}

const HONORIFIC_OPTIONS = SITE_HONORIFICS.map((value) => ({ value, label: value || 'Sem tratamento' }));
const PHONE_HINT = 'Com o código do país e o DDD: +55 11 91234-5678. Deixe vazio para não mostrar.';

/** The content form: the advisory, its contact, the banner, the legal contacts and the advisors (the server checks every field). */
export function SiteForm({ content, saving, onSave }: SiteFormProps) {
  const { register, control, handleSubmit, setValue } = useForm<SiteFormValues>({ values: toFormValues(content) });
  const advisors = useFieldArray({ control, name: 'assessores' });

  return (
    <form className="site-form" onSubmit={handleSubmit((values) => onSave(toContent(values)))} noValidate>
      <fieldset className="site-form__group">
        <legend>Assessoria</legend>
        <TextField label="Nome da assessoria" required maxLength={80} {...register('nome_assessoria')} />
        <TextField label="WhatsApp da assessoria" type="tel" autoComplete="off" hint={PHONE_HINT} {...register('whatsapp')} />
        <TextField label="Mensagem inicial do WhatsApp" required maxLength={300} {...register('mensagem_whatsapp')} />
        <TextField
          label="Horário de atendimento"
          maxLength={120}
          hint='Ex.: "segunda a sexta, das 9h às 18h". A assistente e o aviso do chat citam este horário.'
          {...register('horario_atendimento')}
        />
      </fieldset>

      <fieldset className="site-form__group">
        <legend>Banner da página inicial</legend>
        <BannerSlides control={control} register={register} setValue={setValue} />
      </fieldset>

      <fieldset className="site-form__group">
        <legend>Páginas legais</legend>
        <TextField
          label="CNPJ"
          maxLength={20}
          hint="Aparece nos Termos de Uso e na Política de Privacidade."
          {...register('cnpj')}
        />
        <TextField label="E-mail de contato" type="email" maxLength={120} {...register('email_contato')} />
        <TextField
          label="Encarregado de dados (LGPD)"
          maxLength={160}
          hint="Nome e e-mail de quem atende pedidos sobre dados pessoais."
          {...register('contato_privacidade')}
        />
      </fieldset>

      <fieldset className="site-form__group">
        <legend>Assessores</legend>
        {advisors.fields.length === 0 && (
          <p className="admin-muted">Nenhum assessor: a seção de assessores não aparece no site.</p>
        )}
        {advisors.fields.map((field, index) => (
          <div key={field.id} className="site-form__advisor" role="group" aria-label={`Assessor ${index + 1}`}>
            <SelectField label="Tratamento" options={HONORIFIC_OPTIONS} {...register(`assessores.${index}.tratamento`)} />
            <TextField label="Nome" required maxLength={80} {...register(`assessores.${index}.nome`)} />
            <TextField
              label="Telefone (WhatsApp)"
              type="tel"
              autoComplete="off"
              hint={PHONE_HINT}
              {...register(`assessores.${index}.telefone`)}
            />
            <TextField label="Nota (uma linha)" maxLength={120} {...register(`assessores.${index}.nota`)} />
            <Controller
              control={control}
              name={`assessores.${index}.foto`}
              render={({ field: photo }) => <AdvisorPhoto index={index} value={photo.value} onChange={photo.onChange} />}
            />
            <Button variant="ghost" size="sm" onClick={() => advisors.remove(index)}>
              Remover assessor {index + 1}
            </Button>
          </div>
        ))}
        <Button
          variant="secondary"
          disabled={advisors.fields.length >= SITE_ADVISORS_MAX}
          onClick={() => advisors.append(EMPTY_ADVISOR)}
        >
          Adicionar assessor
        </Button>
      </fieldset>

      <fieldset className="site-form__group">
        <legend>Fotos dos assessorados</legend>
        <Controller
          control={control}
          name="assessorados"
          render={({ field: photos }) => <StudentPhotos value={photos.value} onChange={photos.onChange} />}
        />
      </fieldset>

      <div className="site-form__actions">
        <Button type="submit" loading={saving} disabled={saving}>
          Salvar
        </Button>
      </div>
    </form>
  );
}
