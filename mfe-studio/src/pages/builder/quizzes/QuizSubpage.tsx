import type { ReactNode, Ref } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@canopy/ui';
import { useStudioT } from '../../../i18n/useStudioT';
import { BackRow, HeadingFocus, TabHeader } from './quizStyles';

/**
 * A view opened from the Quizzes tab's list (the editor, a quiz's submissions): "Back to quizzes", its heading
 * (which takes the focus when the view opens) with a line under it, and the view itself.
 */
export function QuizSubpage({
  onBack,
  headingRef,
  title,
  description,
  children,
}: {
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}) {
  const { t } = useStudioT();
  return (
    <div>
      <BackRow>
        <Button variant="link" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" /> {t('Back to quizzes')}
        </Button>
      </BackRow>
      <TabHeader>
        <div>
          <HeadingFocus ref={headingRef} tabIndex={-1}>
            {title}
          </HeadingFocus>
          <p>{description}</p>
        </div>
      </TabHeader>
      {children}
    </div>
  );
}
