import { useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '../../../components/ui/container';
import { ActivityCard } from '../../../features/activities/components/activity-card';
import { useTranslation } from '../../../lib/i18n';
import { homeActivitiesQuery } from './queries';
import { rail, SectionHeader, sectionSpacing } from './section-header';

/** Featured activities, leading to the full list. */
export function ActivitiesSection() {
  const { t } = useTranslation('home-sections');
  const activities = useSuspenseQuery(homeActivitiesQuery()).data;
  if (!activities.length) return null;
  return (
    <section aria-labelledby="home-activities" className={`bg-white ${sectionSpacing}`}>
      <Container>
        <SectionHeader
          id="home-activities"
          eyebrow={t('activities.eyebrow')}
          title={t('activities.title')}
          text={t('activities.text')}
          link={{ to: '/activities', label: t('activities.link') }}
        />
        <ul className={`mt-10 ${rail.list} md:grid-cols-2 lg:grid-cols-3 lg:gap-6`}>
          {activities.map((activity) => (
            <li key={activity._id} className={rail.item}>
              <ActivityCard activity={activity} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
