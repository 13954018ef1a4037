import type { ImportFormat, ImportReport } from '@ochre/shared/schemas/activity-import';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client';
import { catalogueRoots } from '../../../lib/query-keys';
import { saveFile } from '../../../lib/save-file';

type ImportAnswer = { success: true; message: string; data: ImportReport };

/** The report of a refused file (rows rejected, nothing written) comes with the error. */
export function rejectedReport(error: unknown): ImportReport | null {
  return isApiError(error) && error.data && typeof error.data === 'object' && 'rows' in error.data
    ? (error.data as ImportReport)
    : null;
}

/** SPEC §7 POST /activities/import: the file as multipart `file`. */
export function useActivityImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<ImportAnswer>('/activities/import', form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueRoots.activities }),
  });
}

/** Saves the import template (two example activities) as a file. */
export async function downloadImportTemplate(format: ImportFormat): Promise<void> {
  const blob = await api.blob('/activities/import/template', { format });
  saveFile(blob, `activities-template.${format}`);
}
