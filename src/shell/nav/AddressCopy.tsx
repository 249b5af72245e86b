// A wallet address, shortened when over 11 characters (full address in a hover tooltip), with a copy button
// whose 'Copied' tooltip shows for 1 s.
import styled from 'styled-components';
import { shortenAddress } from '../../domain/format';
import { CopyButton, Tooltip } from '../../ui';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
`;

const Mono = styled.span`
  font-family: monospace;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

export function AddressCopy({ address }: { address: string }) {
  const short = shortenAddress(address);
  return (
    <Wrap>
      {short === address ? (
        <Mono>{address}</Mono>
      ) : (
        <Tooltip content={address}>
          {/* Focusable so keyboard users can reach the full address too. */}
          <Mono tabIndex={0}>{short}</Mono>
        </Tooltip>
      )}
      <CopyButton text={address} label="Copy wallet address" />
    </Wrap>
  );
}
