import type { UploadFolder } from '@ochre/shared/schemas/admin-catalog';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** Uploads one picture for the back office; the server checks it, resizes it and answers its address. */
export async function uploadImage(folder: UploadFolder, file: File): Promise<string> {
  const form = new FormData();
  form.append('folder', folder);
  form.append('image', file);
  return (await api.post<DataEnvelope<{ url: string }>>('/admin/uploads', form)).data.url;
}
