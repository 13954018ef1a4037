import { IMAGE_MAX_BYTES } from '@ochre/shared/constants';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { toast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/i18n';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const keyOf = (file: File) => `${file.name}:${file.size}:${file.lastModified}`;

/**
 * Choose several photos, see them, take one out again. Files are checked here
 * for count, type and size (the server checks them again from their bytes).
 */
export function PhotoPicker({
  files,
  onChange,
  max,
  label,
  hint,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  max: number;
  label: string;
  hint: string;
}) {
  const { t } = useTranslation('account');
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const add = (chosen: FileList | null) => {
    const accepted: File[] = [];
    const taken = new Set(files.map(keyOf));
    for (const file of Array.from(chosen ?? [])) {
      // The same photo chosen twice is added once.
      if (taken.has(keyOf(file))) continue;
      taken.add(keyOf(file));
      if (!file.type.startsWith('image/')) toast.error(t('photos.notPicture', { name: file.name }));
      else if (file.size > IMAGE_MAX_BYTES) toast.error(t('photos.tooLarge', { name: file.name }));
      else accepted.push(file);
    }
    const next = [...files, ...accepted];
    if (next.length > max) toast.error(t('photos.tooMany', { count: max }));
    onChange(next.slice(0, max));
  };

  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-ink">{label}</p>
      <ul className="flex flex-wrap gap-3">
        {files.map((file, index) => (
          <li key={keyOf(file)} className="relative">
            <img
              src={previews[index]}
              alt={t('photos.preview', { index: index + 1 })}
              width={96}
              height={96}
              className="size-24 rounded-xl border border-line object-cover"
            />
            <button
              type="button"
              onClick={() => onChange(files.filter((_, i) => i !== index))}
              className="absolute -end-2 -top-2 flex size-7 items-center justify-center rounded-full bg-ink text-white shadow-sm hover:bg-ink-soft"
              aria-label={t('photos.remove', { index: index + 1 })}
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
        {files.length < max ? (
          <li>
            <label
              htmlFor={inputId}
              className="flex size-24 cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-sand-300 text-xs font-medium text-muted transition-colors hover:border-ochre-400 hover:text-ochre-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-majorelle-500"
            >
              <ImagePlus className="size-6" aria-hidden="true" />
              {t('photos.add')}
              <input
                id={inputId}
                type="file"
                accept={ACCEPT}
                multiple
                aria-describedby={hintId}
                className="sr-only"
                onChange={(event) => {
                  add(event.target.files);
                  event.target.value = '';
                }}
              />
            </label>
          </li>
        ) : null}
      </ul>
      <p id={hintId} className="text-sm text-muted">
        {hint}
      </p>
    </div>
  );
}
