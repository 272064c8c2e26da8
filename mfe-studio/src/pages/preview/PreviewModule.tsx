import { useEffect, useId, useRef, useState } from 'react';
import styled, { css } from 'styled-components';
import { ChevronDown, Clock, FileText, PlayCircle } from 'lucide-react';
import type { OutlineModule } from '@canopy/contracts';
import { Badge, VisuallyHiddenText } from '@canopy/ui';
import { NumberCircle } from '../../components/NumberCircle';
import { useStudioT } from '../../i18n/useStudioT';

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
  inline-size: 100%;
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 14px;
  align-items: start;
  padding-block: 16px;
  padding-inline: 18px;
  background: none;
  border: 0;
  text-align: start;
  cursor: pointer;
  color: inherit;
  font: inherit;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -3px;
  }
  > svg {
    inline-size: 20px;
    block-size: 20px;
    margin-block-start: 8px;
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
  min-inline-size: 0;
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
    margin-block-start: 4px;
  }
`;

const Lessons = styled.ol`
  list-style: none;
  margin: 0;
  padding-block: 0 16px;
  padding-inline: 68px 18px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  @media (max-width: 479px) {
    padding-inline-start: 18px;
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    padding-block: 10px;
    padding-inline: 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .lesson-title {
    flex: 1;
    min-inline-size: 140px;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  .marker {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    inline-size: 14px;
    block-size: 14px;
  }
`;

export interface PreviewModuleProps {
  module: OutlineModule;
  number: number;
  highlight: boolean;
}

/** A module as learners see it in the course content: counts, and its lessons when opened. */
export function PreviewModule({ module, number, highlight }: PreviewModuleProps) {
  const { t } = useStudioT();
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
            <VisuallyHiddenText>{t('Module {{number}}: ', { number })}</VisuallyHiddenText>
            {module.title}
          </span>
          {module.description && <span className="description">{module.description}</span>}
          <span className="counts">
            <Badge $variant="secondary">{t('{{count}} lessons', { count: module.lessons.length })}</Badge>
            <Badge $variant="secondary">{t('{{count}} resources', { count: resources })}</Badge>
            {highlight && <Badge $variant="default">{t('Previewing this module')}</Badge>}
          </span>
        </Text>
        <ChevronDown aria-hidden="true" />
      </Toggle>
      <div id={panelId} hidden={!open}>
        {module.lessons.length === 0 ? (
          <p style={{ paddingBlock: '0 16px', paddingInline: '68px 18px', fontSize: '0.875rem' }}>
            {t('No lessons in this module yet.')}
          </p>
        ) : (
          <Lessons aria-label={t('Lessons of {{title}}', { title: module.title })}>
            {module.lessons.map((lesson) => (
              <li key={lesson.id}>
                <span className="lesson-title">{lesson.title}</span>
                <span className="marker">
                  <Clock aria-hidden="true" /> {t('{{minutes}} min', { minutes: lesson.duration })}
                </span>
                {lesson.hasVideo && (
                  <span className="marker">
                    <PlayCircle aria-hidden="true" /> {t('Video')}
                  </span>
                )}
                {lesson.hasDocument && (
                  <span className="marker">
                    <FileText aria-hidden="true" /> {t('Document')}
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
