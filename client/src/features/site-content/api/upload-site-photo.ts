import { sitePhotoSchema, type SitePhoto, type SitePhotoKind } from '@app/contracts';
import { api } from '@/lib/api-client';

/**
 * POST /api/admin/site/fotos?tipo= (admin), multipart field `arquivo`: the server checks, resizes and stores the photo
 * and answers its path, which the form keeps until the admin saves.
 */
export async function uploadSitePhoto(file: File, tipo: SitePhotoKind): Promise<SitePhoto> {
  const form = new FormData();
  form.append('arquivo', file);
  const { data } = await api.post('/api/admin/site/fotos', form, { params: { tipo }, timeout: 60_000 });
  return sitePhotoSchema.parse(data);
}
