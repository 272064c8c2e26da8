import { useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { ChevronDown, Clock, FileText, PlayCircle } from 'lucide-react';
import type { OutlineModule } from '@canopy/contracts';
import { Badge, VisuallyHiddenText } from '@canopy/ui';
import { NumberCircle } from '../../components/NumberCircle';

const Item = styled.li<{ $highlight: boolean }>`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  ${({ $highlight, theme }) =>
    $highlight &&
    css`
      border-color: ${theme.colors.primary};
      box-shadow: 0 0 0 3px ${theme.colors.primarySoft};
    `}
`;

const Toggle = styled.button`
  width: 100%;
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 14px;
  align-items: start;
  padding: 16px 18px;
  background: none;
  border: 0;
  text-align: left;
  cursor: pointer;
  color: inherit;
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -3px;
  }
  > svg {
    width: 20px;
    height: 20px;
    margin-top: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  .title {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
  .description {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
  .counts {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin-top: 4px;
  }
`;

const Lessons = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 18px 16px 68px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  @media (max-width: 479px) {
    padding-left: 18px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .lesson-title {
    flex: 1;
    min-width: 140px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  .marker {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    width: 14px;
    height: 14px;
  }
`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export interface PreviewModuleProps {
  module: OutlineModule;
  number: number;
  highlight: boolean;
}

/** A module as learners see it in the course content: counts, and its lessons when opened. */
export function PreviewModule({ module, number, highlight }: PreviewModuleProps) {
  const [open, setOpen] = useState(highlight);
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const resources = module.lessons.filter((l) => l.hasDocument).length;

  useEffect(() => {
    if (highlight) ref.current?.scrollIntoView({ block: 'center' });
  }, [highlight]);

  return (
    <Item ref={ref} $highlight={highlight} aria-current={highlight ? 'true' : undefined}>
      <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <NumberCircle>{number}</NumberCircle>
        <Text>
          <span className="title">
            <VisuallyHiddenText>Module {number}: </VisuallyHiddenText>
            {module.title}
          </span>
          {module.description && <span className="description">{module.description}</span>}
          <span className="counts">
            <Badge $variant="secondary">{plural(module.lessons.length, 'lesson')}</Badge>
            <Badge $variant="secondary">{plural(resources, 'resource')}</Badge>
            {highlight && <Badge $variant="default">Previewing this module</Badge>}
          </span>
        </Text>
        <ChevronDown aria-hidden="true" />
      </Toggle>
      <div id={panelId} hidden={!open}>
        {module.lessons.length === 0 ? (
          <p style={{ padding: '0 18px 16px 68px', fontSize: '0.875rem' }}>No lessons in this module yet.</p>
        ) : (
          <Lessons aria-label={`Lessons of ${module.title}`}>
            {module.lessons.map((lesson) => (
              <li key={lesson.id}>
                <span className="lesson-title">{lesson.title}</span>
                <span className="marker">
                  <Clock aria-hidden="true" /> {lesson.duration} min
                </span>
                {lesson.hasVideo && (
                  <span className="marker">
                    <PlayCircle aria-hidden="true" /> Video
                  </span>
                )}
                {lesson.hasDocument && (
                  <span className="marker">
                    <FileText aria-hidden="true" /> Document
                  </span>
                )}
              </li>
            ))}
          </Lessons>
        )}
      </div>
    </Item>
  );
}
