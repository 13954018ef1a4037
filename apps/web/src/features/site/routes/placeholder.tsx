import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Container } from '../../../components/ui/container';

interface PlaceholderHandle {
  titleKey?: string;
}

/** A page whose content arrives with a later part of the product: its heading inside the layout. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = (matches.at(-1)?.handle as PlaceholderHandle | undefined)?.titleKey ?? 'nav.home';
  return (
    <Container className="py-16 sm:py-24">
      <h1 className="font-display text-4xl font-semibold text-ink sm:text-5xl">{t(titleKey)}</h1>
    </Container>
  );
}
