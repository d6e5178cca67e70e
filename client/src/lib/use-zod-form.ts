import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form validated by a zod schema, the way the page, widget-login and staff forms behave: a field's error
 * appears once it is left (touched) or on submit, which validates (and so touches) every field.
 */
export function useZodForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
}
