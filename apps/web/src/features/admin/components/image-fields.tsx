import type { UploadFolder } from '@ochre/shared/schemas/admin-catalog';
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast';
import { translateError, translateMessage, useTranslation } from '../../../lib/i18n';
import { uploadImage } from '../api/uploads';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/avif';
const tile = 'relative size-32 overflow-hidden rounded-xl border border-line bg-sand-100';
const iconButton =
  'flex size-8 items-center justify-center rounded-full bg-white/95 text-ink shadow-sm hover:bg-white disabled:opacity-40';

function useUpload(folder: UploadFolder) {
  const { t } = useTranslation('admin');
  const [uploading, setUploading] = useState(0);
  const upload = async (files: File[]): Promise<string[]> => {
    const urls: string[] = [];
    setUploading(files.length);
    for (const file of files) {
      try {
        urls.push(await uploadImage(folder, file));
      } catch (error) {
        toast.error(translateError(t, error) || t('images.failed', { name: file.name }));
      } finally {
        setUploading((n) => n - 1);
      }
    }
    return urls;
  };
  return { uploading, upload };
}

function AddTile({
  inputId,
  label,
  multiple,
  onFiles,
}: {
  inputId: string;
  label: string;
  multiple: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label
      htmlFor={inputId}
      className="flex size-32 cursor-pointer flex-col items-center justify-center gap-1.5 rounded-xl border-2 border-dashed border-sand-300 px-2 text-center text-xs font-medium text-muted transition-colors hover:border-ochre-400 hover:text-ochre-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-majorelle-500"
    >
      <ImagePlus className="size-6" aria-hidden="true" />
      {label}
      <input
        id={inputId}
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        className="sr-only"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
    </label>
  );
}

/** Several pictures in order (the first is the cover, unless `cover` is false): upload, reorder with buttons, remove. */
export function ImageListField({
  label,
  value,
  onChange,
  folder,
  max = 12,
  hint,
  cover = true,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  folder: UploadFolder;
  max?: number;
  hint?: string;
  /** Mark the first picture as the cover (a gallery beside a separate main picture has none). */
  cover?: boolean;
}) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const { uploading, upload } = useUpload(folder);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <ul className="flex flex-wrap gap-3">
        {value.map((url, index) => (
          <li key={url} className={tile}>
            <img
              src={url}
              alt={t('images.picture', { index: index + 1 })}
              className="size-full object-cover"
            />
            {cover && index === 0 ? (
              <span className="absolute start-1.5 top-1.5 rounded-full bg-ink/80 px-2 py-0.5 text-[0.6875rem] font-semibold text-white">
                {t('images.cover')}
              </span>
            ) : null}
            <div className="absolute inset-x-1.5 bottom-1.5 flex justify-between">
              <span className="flex gap-1">
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={t('images.earlier', { index: index + 1 })}
                >
                  <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => move(index, index + 1)}
                  disabled={index === value.length - 1}
                  aria-label={t('images.later', { index: index + 1 })}
                >
                  <ArrowRight className="size-4 rtl:rotate-180" aria-hidden="true" />
                </button>
              </span>
              <button
                type="button"
                className={`${iconButton} text-danger-600`}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
                aria-label={t('images.remove', { index: index + 1 })}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
        {Array.from({ length: uploading }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders for uploads in progress have no identity
          <li key={`uploading-${i}`} className={`${tile} flex items-center justify-center`} role="status">
            <Spinner className="size-6 text-ochre-600" label={t('images.uploading')} />
          </li>
        ))}
        {value.length + uploading < max ? (
          <li>
            <AddTile
              inputId={inputId}
              label={t('images.add')}
              multiple
              onFiles={async (files) => {
                const room = max - value.length;
                const urls = await upload(files.slice(0, room));
                if (urls.length) onChange([...value, ...urls]);
              }}
            />
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-muted">{hint ?? t('images.hint')}</p>
    </fieldset>
  );
}

/** One picture (a cover, a thumbnail): upload, replace or remove. */
export function ImageField({
  label,
  value,
  onChange,
  folder,
  hint,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  folder: UploadFolder;
  hint?: string;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  const inputId = useId();
  const { uploading, upload } = useUpload(folder);
  const choose = async (files: File[]) => {
    const [url] = await upload(files.slice(0, 1));
    if (url) onChange(url);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-ink">{label}</legend>
      <div className="flex flex-wrap items-end gap-3">
        {uploading ? (
          <div className={`${tile} flex items-center justify-center`} role="status">
            <Spinner className="size-6 text-ochre-600" label={t('images.uploading')} />
          </div>
        ) : value ? (
          <div className={tile}>
            <img src={value} alt={label} className="size-full object-cover" />
            <button
              type="button"
              className={`${iconButton} absolute end-1.5 bottom-1.5 text-danger-600`}
              onClick={() => onChange('')}
              aria-label={t('images.removeOne')}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          </div>
        ) : null}
        <AddTile
          inputId={inputId}
          label={value ? t('images.replace') : t('images.choose')}
          multiple={false}
          onFiles={choose}
        />
      </div>
      {error ? (
        <p className="text-sm text-danger-600" role="alert">
          {translateMessage(t, error)}
        </p>
      ) : (
        <p className="text-sm text-muted">{hint ?? t('images.hintOne')}</p>
      )}
    </fieldset>
  );
}
