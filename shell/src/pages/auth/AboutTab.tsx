import styled from 'styled-components';
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
import { Badge, Button, Card, Eyebrow } from '@canopy/ui';
import type { AuthTab } from './authTabs';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space[12]} 0`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space[16]} 0`};
  }
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Hero = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: center;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.15fr 1fr;
    gap: ${({ theme }) => theme.space[16]};
  }
`;

const HeroText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  h1 {
    font-size: 2.25rem;
    letter-spacing: -0.02em;
    ${({ theme }) => theme.media.md} {
      font-size: 3.25rem;
    }
  }
  h1 em {
    font-style: normal;
    color: ${({ theme }) => theme.colors.primary};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 56ch;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

const CourseCard = styled(Card)`
  position: relative;
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const CourseArt = styled.div`
  position: relative;
  height: 200px;
  background:
    radial-gradient(circle at 20% 30%, rgba(159, 211, 168, 0.9) 0 18%, transparent 19%),
    radial-gradient(circle at 75% 65%, rgba(232, 200, 140, 0.9) 0 14%, transparent 15%),
    radial-gradient(circle at 55% 20%, rgba(255, 255, 255, 0.25) 0 9%, transparent 10%),
    linear-gradient(135deg, #1f5135 0%, #2f6f4a 55%, #4f8a5e 100%);
  display: flex;
  align-items: flex-end;
  padding: ${({ theme }) => theme.space[5]};
  color: #ffffff;
  svg {
    width: 56px;
    height: 56px;
    opacity: 0.95;
  }
`;

const CourseBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    width: 16px;
    height: 16px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const SectionHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  max-width: 640px;
  margin-bottom: ${({ theme }) => theme.space[8]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Features = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const Feature = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const FeatureIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 24px;
    height: 24px;
  }
`;

const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: ${({ theme }) => theme.space[16]};
  }
`;

const CheckList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  li {
    display: flex;
    gap: 14px;
    align-items: flex-start;
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  span.text {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Tick = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #ffffff;
  svg {
    width: 18px;
    height: 18px;
  }
`;

const EducatorPanel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(135deg, #143823 0%, #1f5135 60%, #2c6644 100%);
  color: #e6efe8;
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space[12]};
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1fr 1.1fr;
    align-items: center;
  }
  h2 {
    color: #ffffff;
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes['4xl']};
    }
  }
  p {
    color: #d3e2d7;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Benefits = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  li {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid rgba(255, 255, 255, 0.16);
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(255, 255, 255, 0.05);
  }
  svg {
    width: 22px;
    height: 22px;
    color: #9fd3a8;
  }
  strong {
    color: #ffffff;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: #d3e2d7;
  }
`;

const InverseButton = styled(Button)`
  background: #ffffff;
  color: ${({ theme }) => theme.colors.primary};
  &:hover:not(:disabled) {
    background: #e5efe8;
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    box-shadow:
      0 0 0 2px #1f5135,
      0 0 0 4px #ffffff;
  }
`;

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
