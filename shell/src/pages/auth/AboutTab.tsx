import { lazy, Suspense } from 'react';
import { Award, Layers, Leaf, Signal, Sprout } from 'lucide-react';
import { useShellT } from '../../i18n/useShellT';
import { Badge, Button, Eyebrow } from '@canopy/ui';
import type { AuthTab } from './authTabs';
import { Section, Hero, HeroText, Actions, CourseCard, CourseArt, CourseBody, Meta } from './aboutTabStyles';

// Below the first screen: fetched beside the page, not before it shows (the sign-in page's budget, docs/I18N.md).
const AboutSections = lazy(() => import(/* webpackChunkName: "about-sections" */ './AboutSections'));

/** The About Us tab: pitch, features, mission, featured course and the educator invitation. */
export function AboutTab({
  onSelectTab,
  onRegisterEducator,
}: {
  onSelectTab: (tab: AuthTab) => void;
  onRegisterEducator: () => void;
}) {
  const { t } = useShellT();
  return (
    <>
      <Section aria-labelledby="about-title" style={{ paddingTop: 24 }}>
        <Hero>
          <HeroText>
            <Eyebrow>{t('An online sustainability university')}</Eyebrow>
            <h1 id="about-title">
              {t('Learn to build a ')}
              <em>{t('sustainable')}</em>
              {t(' future — together.')}
            </h1>
            <p>
              {t(
                'Canopy brings expert-led courses, community discussions and live learning sessions with educators into one calm place, with progress tracking and certificates along the way.',
              )}
            </p>
            <Actions>
              <Button size="lg" wrapLabel onClick={() => onSelectTab('register')}>
                <Sprout aria-hidden="true" />
                {t('Join For Free')}
              </Button>
              {/* "Ya tengo cuenta: iniciar sesión" is wider than a 320 px phone: it takes two lines. */}
              <Button size="lg" wrapLabel variant="outline" onClick={() => onSelectTab('login')}>
                {t('Existing Users Login')}
              </Button>
            </Actions>
          </HeroText>
          <CourseCard aria-labelledby="featured-course">
            <CourseArt aria-hidden="true">
              <Leaf />
            </CourseArt>
            <CourseBody>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Badge>{t('Featured course')}</Badge>
                <Badge $variant="secondary">{t('Self-paced')}</Badge>
              </div>
              <h2 id="featured-course">{t('Foundations of Sustainability')}</h2>
              <p>
                {t(
                  'The systems behind climate, energy, water, food and waste — and the everyday decisions that change them. The best place to begin.',
                )}
              </p>
              <Meta>
                <li>
                  <Layers aria-hidden="true" />
                  {t('6 modules')}
                </li>
                <li>
                  <Signal aria-hidden="true" />
                  {t('Beginner')}
                </li>
                <li>
                  <Award aria-hidden="true" />
                  {t('Certificate')}
                </li>
              </Meta>
            </CourseBody>
          </CourseCard>
        </Hero>
      </Section>

      <Suspense fallback={null}>
        <AboutSections onRegisterEducator={onRegisterEducator} />
      </Suspense>
    </>
  );
}
