import { Link } from 'react-router-dom';
import { MessagesSquare } from 'lucide-react';
import { Button, EmptyState } from '@canopy/ui';
import { useIsPathDeclared } from '@canopy/auth';
import { PanelTitle } from './PanelTitle';

/** The Discussions tab: course discussions come with the forum; until then, a way to the forum if it is there. */
export function DiscussionsPanel() {
  const forumDeclared = useIsPathDeclared('/forum');
  return (
    <>
      <PanelTitle>Discussions</PanelTitle>
      <EmptyState
        as="h3"
        icon={<MessagesSquare />}
        title="Course discussions arrive with the forum"
        description="Soon you will be able to discuss each lesson with other learners right here. Until then, join the conversation in the Sustainability Forum."
        action={
          forumDeclared && (
            <Button asChild>
              <Link to="/forum">Go to the forum</Link>
            </Button>
          )
        }
      />
    </>
  );
}
