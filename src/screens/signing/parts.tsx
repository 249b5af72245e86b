// What the signing screens share: a numbered list of steps.
import styled from 'styled-components';

export const Steps = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;
