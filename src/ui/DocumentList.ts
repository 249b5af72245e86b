// The list of documents to read to the end in the PDF viewer (start/app-summary, signing/sign): one bordered row a
// document, its title and what it is on the left, its state (DocDone, DocPending) under them, its button on the right.
import styled from 'styled-components';

export const DocList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const DocItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.neutral[200]};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
  }
`;

export const DocText = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
`;

/** 'Read to the end', 'Acknowledged'. */
export const DocDone = styled.span`
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** 'Not read yet'. */
export const DocPending = styled.span`
  color: ${({ theme }) => theme.colors.mutedText};
  font-weight: 600;
`;
