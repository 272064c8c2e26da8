import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { SearchX } from 'lucide-react';
import { Button, IconTile, PageContainer, Skeleton, Stack } from '@canopy/ui';

const Missing = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[12]} ${theme.space[6]}`};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    max-width: 52ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** 'Course not found' (specification): no such course, or one that is not the educator's. */
export function CourseNotFound() {
  return (
    <PageContainer>
      <Missing>
        <IconTile $tone="primary" $size="xl" $round aria-hidden="true">
          <SearchX />
        </IconTile>
        <h1>Course not found</h1>
        <p>The course you’re looking for doesn’t exist, or it belongs to another educator.</p>
        <Button asChild>
          <Link to="/educator">Back to Course Management</Link>
        </Button>
      </Missing>
    </PageContainer>
  );
}

/** The builder's shape while the course loads. */
export function BuilderSkeleton() {
  return (
    <PageContainer>
      <Stack $gap={4} role="status" aria-label="Loading the course">
        <Skeleton $width="180px" $height="16px" />
        <Skeleton $width="60%" $height="40px" />
        <Skeleton $height="44px" />
        <Skeleton $height="120px" />
        <Skeleton $height="240px" />
      </Stack>
    </PageContainer>
  );
}
