import {
  Award,
  BarChart3,
  BookOpen,
  CalendarClock,
  Check,
  Layers,
  Leaf,
  MessagesSquare,
  Presentation,
  Signal,
  Sprout,
  Users,
  Video,
} from 'lucide-react';
import { Badge, Button, Eyebrow } from '@canopy/ui';
import type { AuthTab } from './authTabs';
import {
  Section,
  Hero,
  HeroText,
  Actions,
  CourseCard,
  CourseArt,
  CourseBody,
  Meta,
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
} from './aboutTabStyles';

const features = [
  {
    icon: <BookOpen />,
    title: 'Expert-Led Courses',
    text: 'Structured courses from practitioners in renewable energy, regenerative agriculture, circular design and climate science — learn at your own pace.',
  },
  {
    icon: <MessagesSquare />,
    title: 'Community Engagement',
    text: 'Discuss ideas, share projects and ask questions in forums moderated around respect, curiosity and practical action.',
  },
  {
    icon: <Video />,
    title: 'Live Learning Sessions',
    text: 'Join educators live for lectures, workshops and office hours, and bring your questions to people who do the work every day.',
  },
];

const mission = [
  {
    title: 'Access courses',
    text: 'Browse a growing catalogue and enrol in what matters to you, from first steps to advanced practice.',
  },
  {
    title: 'Track your progress',
    text: 'See how far you have come in every course, module and lesson, and pick up right where you left off.',
  },
  {
    title: 'Join discussions',
    text: 'Learn with others in the forum: compare approaches, share resources and get feedback.',
  },
  {
    title: 'Earn certificates',
    text: 'Complete a course to earn a certificate that shows what you have learned.',
  },
];

const benefits = [
  {
    icon: <Users />,
    title: 'Reach committed learners',
    text: 'Teach people who chose to spend their time on sustainability.',
  },
  {
    icon: <Layers />,
    title: 'Build structured courses',
    text: 'Modules, lessons, videos and documents in a guided builder.',
  },
  {
    icon: <CalendarClock />,
    title: 'Host live sessions',
    text: 'Schedule lectures, workshops and office hours with your learners.',
  },
  {
    icon: <BarChart3 />,
    title: 'See learner progress',
    text: 'Follow how your students move through your material.',
  },
];

/** The About Us tab: pitch, features, mission, featured course and the educator invitation. */
export function AboutTab({
  onSelectTab,
  onRegisterEducator,
}: {
  onSelectTab: (tab: AuthTab) => void;
  onRegisterEducator: () => void;
}) {
  return (
    <>
      <Section aria-labelledby="about-title" style={{ paddingTop: 24 }}>
        <Hero>
          <HeroText>
            <Eyebrow>An online sustainability university</Eyebrow>
            <h1 id="about-title">
              Learn to build a <em>sustainable</em> future — together.
            </h1>
            <p>
              Canopy brings expert-led courses, community discussions and live learning sessions with
              educators into one calm place, with progress tracking and certificates along the way.
            </p>
            <Actions>
              <Button size="lg" onClick={() => onSelectTab('register')}>
                <Sprout aria-hidden="true" />
                Join For Free
              </Button>
              <Button size="lg" variant="outline" onClick={() => onSelectTab('login')}>
                Existing Users Login
              </Button>
            </Actions>
          </HeroText>
          <CourseCard aria-labelledby="featured-course">
            <CourseArt aria-hidden="true">
              <Leaf />
            </CourseArt>
            <CourseBody>
              <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
                <Badge>Featured course</Badge>
                <Badge $variant="secondary">Self-paced</Badge>
              </div>
              <h2 id="featured-course">Foundations of Sustainability</h2>
              <p>
                The systems behind climate, energy, water, food and waste — and the everyday decisions that
                change them. The best place to begin.
              </p>
              <Meta>
                <li>
                  <Layers aria-hidden="true" />6 modules
                </li>
                <li>
                  <Signal aria-hidden="true" />
                  Beginner
                </li>
                <li>
                  <Award aria-hidden="true" />
                  Certificate
                </li>
              </Meta>
            </CourseBody>
          </CourseCard>
        </Hero>
      </Section>

      <Section aria-labelledby="features-title">
        <SectionHead>
          <Eyebrow>Why Canopy</Eyebrow>
          <h2 id="features-title">Everything you need to learn, practise and connect</h2>
        </SectionHead>
        <Features>
          {features.map((f) => (
            <Feature key={f.title}>
              <FeatureIcon aria-hidden="true">{f.icon}</FeatureIcon>
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </Feature>
          ))}
        </Features>
      </Section>

      <Section aria-labelledby="mission-title">
        <Split>
          <SectionHead style={{ marginBottom: 0 }}>
            <Eyebrow>Our mission</Eyebrow>
            <h2 id="mission-title">Make sustainability knowledge practical and open to everyone</h2>
            <p>
              We believe the skills to live and work sustainably should not be locked away. On Canopy you can:
            </p>
          </SectionHead>
          <CheckList>
            {mission.map((m) => (
              <li key={m.title}>
                <Tick aria-hidden="true">
                  <Check />
                </Tick>
                <span>
                  <strong>{m.title}</strong>
                  <span className="text">{m.text}</span>
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
            <h2 id="educators-title">Teach on Canopy</h2>
            <p>
              Share your expertise with learners who want to make a difference. Educator accounts are reviewed
              by our administrators before you start publishing.
            </p>
            <InverseButton size="lg" onClick={onRegisterEducator}>
              Register as an Educator
            </InverseButton>
          </div>
          <Benefits>
            {benefits.map((b) => (
              <li key={b.title}>
                <span aria-hidden="true">{b.icon}</span>
                <strong>{b.title}</strong>
                <span>{b.text}</span>
              </li>
            ))}
          </Benefits>
        </EducatorPanel>
      </Section>
    </>
  );
}
