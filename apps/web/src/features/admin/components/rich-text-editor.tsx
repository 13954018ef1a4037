import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  Minus,
  Pilcrow,
  Quote,
  Redo2,
  Strikethrough,
  Underline,
  Undo2,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { translateError, translateMessage, useTranslation } from '../../../lib/i18n';
import { uploadImage } from '../api/uploads';

/** Addresses a link may point to: the web, e-mail, or a page of this site. */
const LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i;

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      aria-pressed={active === undefined ? undefined : active}
      className={cn(
        'flex size-9 items-center justify-center rounded-lg text-ink-soft transition-colors hover:bg-sand-100 hover:text-ink disabled:opacity-35',
        active && 'bg-ink text-white hover:bg-ink hover:text-white',
      )}
    >
      {children}
    </button>
  );
}

function LinkDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string>();
  const apply = () => {
    const value = href.trim();
    if (!LINK.test(value)) {
      setError(t('editor.linkInvalid'));
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: value }).run();
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('editor.linkTitle')}>
      <form
        onSubmit={(event) => {
          // The dialog sits in a portal, but React still bubbles its submit to the article's form.
          event.preventDefault();
          event.stopPropagation();
          apply();
        }}
        className="space-y-5"
      >
        <Field label={t('editor.linkAddress')} error={error} hint={t('editor.linkHint')}>
          {(a11y) => (
            <Input {...a11y} type="url" dir="ltr" value={href} onChange={(e) => setHref(e.target.value)} />
          )}
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          {current ? (
            <Button
              variant="ghost"
              onClick={() => {
                editor.chain().focus().extendMarkRange('link').unsetLink().run();
                onOpenChange(false);
              }}
            >
              {t('editor.unlink')}
            </Button>
          ) : null}
          <Button type="submit">{t('editor.applyLink')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

function ImageDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const insert = async () => {
    if (!file) return;
    setBusy(true);
    try {
      const src = await uploadImage('articles', file);
      editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
      onOpenChange(false);
    } catch (error) {
      toast.error(translateError(t, error) || t('images.failed', { name: file.name }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('editor.imageTitle')}>
      <form
        onSubmit={(event) => {
          // The dialog sits in a portal, but React still bubbles its submit to the article's form.
          event.preventDefault();
          event.stopPropagation();
          void insert();
        }}
        className="space-y-5"
      >
        <div className="space-y-1.5">
          <label htmlFor={fileId} className="block text-sm font-medium text-ink">
            {t('editor.imageFile')}
          </label>
          <input
            id={fileId}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            className="block w-full text-sm text-ink-soft file:me-4 file:rounded-full file:border-0 file:bg-sand-200 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-sand-300"
          />
        </div>
        <Field label={t('editor.imageAlt')} hint={t('editor.imageAltHint')}>
          {(a11y) => <Input {...a11y} value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={200} />}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" disabled={!file} loading={busy}>
            {t('editor.insertImage')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The article editor: headings, emphasis, lists, quotes, links and pictures,
 * producing HTML the server sanitises again on save.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  const labelId = useId();
  const [dialog, setDialog] = useState<'link' | 'image' | null>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: value,
    // The back office renders in the browser only.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        class: 'prose-ochre min-h-96 px-5 py-4 focus:outline-none [&_img]:rounded-xl [&_img]:max-h-80',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            paragraph: e.isActive('paragraph'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            strike: e.isActive('strike'),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            blockquote: e.isActive('blockquote'),
            link: e.isActive('link'),
            canUndo: e.can().undo(),
            canRedo: e.can().redo(),
          }
        : null,
  });

  const run = (command: (editor: Editor) => void) => () => {
    if (editor) command(editor);
  };

  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-sm font-medium text-ink">
        {label}
      </p>
      <div
        className={cn(
          'overflow-hidden rounded-xl border bg-white shadow-xs focus-within:border-majorelle-500 focus-within:ring-2 focus-within:ring-majorelle-500/20',
          error ? 'border-danger-600' : 'border-line',
        )}
      >
        <div
          role="toolbar"
          aria-label={t('editor.toolbar')}
          className="sticky top-0 z-10 flex flex-wrap items-center gap-0.5 border-b border-line bg-sand-50 p-1.5"
        >
          <ToolButton
            label={t('editor.paragraph')}
            active={state?.paragraph}
            onClick={run((e) => e.chain().focus().setParagraph().run())}
          >
            <Pilcrow className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.heading2')}
            active={state?.h2}
            onClick={run((e) => e.chain().focus().toggleHeading({ level: 2 }).run())}
          >
            <Heading2 className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.heading3')}
            active={state?.h3}
            onClick={run((e) => e.chain().focus().toggleHeading({ level: 3 }).run())}
          >
            <Heading3 className="size-4" aria-hidden="true" />
          </ToolButton>
          <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
          <ToolButton
            label={t('editor.bold')}
            active={state?.bold}
            onClick={run((e) => e.chain().focus().toggleBold().run())}
          >
            <Bold className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.italic')}
            active={state?.italic}
            onClick={run((e) => e.chain().focus().toggleItalic().run())}
          >
            <Italic className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.underline')}
            active={state?.underline}
            onClick={run((e) => e.chain().focus().toggleUnderline().run())}
          >
            <Underline className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.strike')}
            active={state?.strike}
            onClick={run((e) => e.chain().focus().toggleStrike().run())}
          >
            <Strikethrough className="size-4" aria-hidden="true" />
          </ToolButton>
          <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
          <ToolButton
            label={t('editor.bulletList')}
            active={state?.bulletList}
            onClick={run((e) => e.chain().focus().toggleBulletList().run())}
          >
            <List className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.orderedList')}
            active={state?.orderedList}
            onClick={run((e) => e.chain().focus().toggleOrderedList().run())}
          >
            <ListOrdered className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.quote')}
            active={state?.blockquote}
            onClick={run((e) => e.chain().focus().toggleBlockquote().run())}
          >
            <Quote className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton
            label={t('editor.rule')}
            onClick={run((e) => e.chain().focus().setHorizontalRule().run())}
          >
            <Minus className="size-4" aria-hidden="true" />
          </ToolButton>
          <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
          <ToolButton label={t('editor.link')} active={state?.link} onClick={() => setDialog('link')}>
            <Link2 className="size-4" aria-hidden="true" />
          </ToolButton>
          <ToolButton label={t('editor.image')} onClick={() => setDialog('image')}>
            <ImagePlus className="size-4" aria-hidden="true" />
          </ToolButton>
          <span className="ms-auto flex gap-0.5">
            <ToolButton
              label={t('editor.undo')}
              disabled={!state?.canUndo}
              onClick={run((e) => e.chain().focus().undo().run())}
            >
              <Undo2 className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </ToolButton>
            <ToolButton
              label={t('editor.redo')}
              disabled={!state?.canRedo}
              onClick={run((e) => e.chain().focus().redo().run())}
            >
              <Redo2 className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </ToolButton>
          </span>
        </div>
        <EditorContent editor={editor} />
      </div>
      {error ? (
        <p className="text-sm text-danger-600" role="alert">
          {translateMessage(t, error)}
        </p>
      ) : (
        <p className="text-sm text-muted">{t('editor.hint')}</p>
      )}
      {editor && dialog === 'link' ? (
        <LinkDialog editor={editor} open onOpenChange={(open) => setDialog(open ? 'link' : null)} />
      ) : null}
      {editor && dialog === 'image' ? (
        <ImageDialog editor={editor} open onOpenChange={(open) => setDialog(open ? 'image' : null)} />
      ) : null}
    </div>
  );
}
