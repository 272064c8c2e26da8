import styled from 'styled-components';
import { Card, CardContent, CardHeader } from '@canopy/ui';

/** A card holding a list: tighter gutters on phones, where every pixel of width goes to the text. */
export const ListCard = styled(Card)`
  @media (max-width: 479px) {
    > ${CardHeader} {
      padding-block: 18px 0;
      padding-inline: 16px;
    }
    > ${CardContent} {
      padding: 16px;
    }
  }
`;
