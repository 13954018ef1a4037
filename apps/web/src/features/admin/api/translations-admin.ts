import type { TranslationLang } from '@ochre/shared/constants';
import type { Translations } from '@ochre/shared/rules/translations';
import type { DraftTranslationBody, TranslationWriterStatus } from '@ochre/shared/schemas/translations';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/** Whether Draft translation can work here, and why not when it cannot. */
export const translationWriterQuery = () =>
  queryOptions({
    queryKey: ['admin', 'translations', 'writer'],
    queryFn: async ({ signal }) =>
      (await api.get<DataEnvelope<TranslationWriterStatus>>('/admin/translations/writer', undefined, signal))
        .data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Drafts of the languages asked, for the editor to review; nothing is saved. */
export function useDraftTranslation() {
  return useMutation({
    mutationFn: async (body: DraftTranslationBody & { languages: TranslationLang[] }) =>
      (await api.post<DataEnvelope<Translations>>('/admin/translations/draft', body)).data,
  });
}
