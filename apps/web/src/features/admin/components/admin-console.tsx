import { Suspense, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Select } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useTranslation } from '../../../lib/i18n';
import { ADMIN_GROUPS, ADMIN_SECTIONS } from '../sections';

/** The Admin tab: the back office's sections, chosen with ?section= so each has its own address. */
export default function AdminConsole() {
  // The texts the sections' rows and badges use come with the console: a row that first needs
  // one would suspend the section and drop what staff are typing into its search.
  const { t } = useTranslation(['admin', 'booking', 'shop', 'reviews', 'messages']);
  const selectId = useId();
  const [params, setParams] = useSearchParams();
  const active = ADMIN_SECTIONS.find((s) => s.id === params.get('section')) ?? ADMIN_SECTIONS[0]!;
  const open = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams();
        next.set('tab', current.get('tab') ?? 'admin');
        next.set('section', id);
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <div className="space-y-6">
      {/* On phones the sections are a dropdown, grouped as on wide screens. */}
      <div className="md:hidden">
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink">
          {t('nav')}
        </label>
        <Select id={selectId} value={active.id} onChange={(e) => open(e.target.value)}>
          {ADMIN_GROUPS.map((group) => (
            <optgroup key={group} label={t(`groups.${group}`)}>
              {ADMIN_SECTIONS.filter((s) => s.group === group).map((section) => (
                <option key={section.id} value={section.id}>
                  {t(section.labelKey)}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </div>
      <nav aria-label={t('nav')} className="hidden rounded-card border border-line bg-white p-3 md:block">
        <div className="flex flex-wrap gap-x-6 gap-y-3">
          {ADMIN_GROUPS.map((group) => {
            const sections = ADMIN_SECTIONS.filter((s) => s.group === group);
            if (!sections.length) return null;
            return (
              <div key={group} className="min-w-0">
                <p className="px-2 text-[0.6875rem] font-semibold tracking-[0.14em] text-muted uppercase">
                  {t(`groups.${group}`)}
                </p>
                <ul className="mt-1 flex flex-wrap gap-1">
                  {sections.map((section) => (
                    <li key={section.id}>
                      <button
                        type="button"
                        onClick={() => open(section.id)}
                        aria-current={section.id === active.id ? 'page' : undefined}
                        className={cn(
                          'rounded-full px-3 py-1.5 text-sm font-medium transition-colors',
                          section.id === active.id
                            ? 'bg-ink text-white'
                            : 'text-ink-soft hover:bg-sand-100 hover:text-ink',
                        )}
                      >
                        {t(section.labelKey)}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </nav>
      <Suspense
        fallback={
          <div className="flex items-center gap-3 py-10 text-muted" role="status">
            <Spinner className="size-5" />
            {t('common:loading')}
          </div>
        }
      >
        <active.Component />
      </Suspense>
    </div>
  );
}
