import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/visuallyHidden';

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: HTMLAttributes<HTMLSpanElement>) {
  return <Hidden className={['visually-hidden', className].filter(Boolean).join(' ')} {...rest} />;
}
