import {
  BarChart3,
  BookOpen,
  CalendarClock,
  Check,
  Layers,
  MessagesSquare,
  Presentation,
  Users,
  Video,
} from 'lucide-react';
import { Eyebrow } from '@canopy/ui';
import { useShellT } from '../../i18n/useShellT';
import { Section } from './aboutTabStyles';
import {
  SectionHead,
  Features,
  Feature,
  FeatureIcon,
  Split,
  CheckList,
  Tick,
  EducatorPanel,
  Benefits,
  InverseButton,
} from './aboutSectionsStyles';

// Texts in English: their keys in the shell's catalogue.
const features = [
  {
    titleKey: 'Expert-Led Courses',
    textKey:
      'Structured courses from practitioners in renewable energy, regenerative agriculture, circular design and climate science — learn at your own pace.',
    icon: <BookOpen />,
  },
  {
    titleKey: 'Community Engagement',
    textKey:
      'Discuss ideas, share projects and ask questions in forums moderated around respect, curiosity and practical action.',
    icon: <MessagesSquare />,
  },
  {
    titleKey: 'Live Learning Sessions',
    textKey:
      'Join educators live for lectures, workshops and office hours, and bring your questions to people who do the work every day.',
    icon: <Video />,
  },
];

const mission = [
  {
    titleKey: 'Access courses',
    textKey:
      'Browse a growing catalogue and enrol in what matters to you, from first steps to advanced practice.',
  },
  {
    titleKey: 'Track your progress',
    textKey:
      'See how far you have come in every course, module and lesson, and pick up right where you left off.',
  },
  {
    titleKey: 'Join discussions',
    textKey: 'Learn with others in the forum: compare approaches, share resources and get feedback.',
  },
  {
    titleKey: 'Earn certificates',
    textKey: 'Complete a course to earn a certificate that shows what you have learned.',
  },
];

const benefits = [
  {
    titleKey: 'Reach committed learners',
    textKey: 'Teach people who chose to spend their time on sustainability.',
    icon: <Users />,
  },
  {
    titleKey: 'Build structured courses',
    textKey: 'Modules, lessons, videos and documents in a guided builder.',
    icon: <Layers />,
  },
  {
    titleKey: 'Host live sessions',
    textKey: 'Schedule lectures, workshops and office hours with your learners.',
    icon: <CalendarClock />,
  },
  {
    titleKey: 'See learner progress',
    textKey: 'Follow how your students move through your material.',
    icon: <BarChart3 />,
  },
];

/** The About Us tab below its first screen: features, mission and the educator invitation. */
export default function AboutSections({ onRegisterEducator }: { onRegisterEducator: () => void }) {
  const { t } = useShellT();
  return (
    <>
      <Section aria-labelledby="features-title">
        <SectionHead>
          <Eyebrow>{t('Why Canopy')}</Eyebrow>
          <h2 id="features-title">{t('Everything you need to learn, practise and connect')}</h2>
        </SectionHead>
        <Features>
          {features.map((f) => (
            <Feature key={f.titleKey}>
              <FeatureIcon aria-hidden="true">{f.icon}</FeatureIcon>
              <h3>{t(f.titleKey)}</h3>
              <p>{t(f.textKey)}</p>
            </Feature>
          ))}
        </Features>
      </Section>

      <Section aria-labelledby="mission-title">
        <Split>
          <SectionHead style={{ marginBottom: 0 }}>
            <Eyebrow>{t('Our mission')}</Eyebrow>
            <h2 id="mission-title">{t('Make sustainability knowledge practical and open to everyone')}</h2>
            <p>
              {t(
                'We believe the skills to live and work sustainably should not be locked away. On Canopy you can:',
              )}
            </p>
          </SectionHead>
          <CheckList>
            {mission.map((m) => (
              <li key={m.titleKey}>
                <Tick aria-hidden="true">
                  <Check />
                </Tick>
                <span>
                  <strong>{t(m.titleKey)}</strong>
                  <span className="text">{t(m.textKey)}</span>
                </span>
              </li>
            ))}
          </CheckList>
        </Split>
      </Section>

      <Section aria-labelledby="educators-title">
        <EducatorPanel>
          <div style={{ display: 'flex', flexDirection: 'column', gap: 16, alignItems: 'flex-start' }}>
            <Presentation aria-hidden="true" style={{ width: 40, height: 40, color: '#9fd3a8' }} />
            <h2 id="educators-title">{t('Teach on Canopy')}</h2>
            <p>
              {t(
                'Share your expertise with learners who want to make a difference. Educator accounts are reviewed by our administrators before you start publishing.',
              )}
            </p>
            <InverseButton size="lg" wrapLabel onClick={onRegisterEducator}>
              {t('Register as an Educator')}
            </InverseButton>
          </div>
          <Benefits>
            {benefits.map((b) => (
              <li key={b.titleKey}>
                <span aria-hidden="true">{b.icon}</span>
                <strong>{t(b.titleKey)}</strong>
                <span>{t(b.textKey)}</span>
              </li>
            ))}
          </Benefits>
        </EducatorPanel>
      </Section>
    </>
  );
}
