// Spec core-journey section 2: when the location cannot be had, an alert titled 'Why We Need Your Location'
// explains that it is needed for secure electronic signing and asks the borrower to enable location services.
import styled from 'styled-components';
import { Alert } from './Alert';
import { Button } from './Button';

export const LOCATION_ALERT_TITLE = 'Why We Need Your Location';

export type LocationAlertReason = 'denied' | 'unavailable' | 'timeout' | 'unsupported';

export interface LocationAlertProps {
  reason: LocationAlertReason;
  onRetry: () => void;
  retrying?: boolean;
}

const HOW: Record<LocationAlertReason, string> = {
  denied:
    'Your browser did not share your location. Turn on location services for this site in your browser’s ' +
    'settings (and for your browser in your device’s settings), then try again.',
  unavailable:
    'We could not find your location. Turn on location services on your device, check your connection, then try again.',
  timeout: 'Finding your location took too long. Check that location services are on, then try again.',
  unsupported:
    'This browser cannot share your location. Open this page in a current browser with location services on.',
};

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
`;

export function LocationAlert({ reason, onRetry, retrying = false }: LocationAlertProps) {
  return (
    <Alert variant="error" title={LOCATION_ALERT_TITLE}>
      <Text>
        Your location is needed for secure electronic signing: it is recorded with your signature, as the law requires
        for documents signed online. Please enable location services.
      </Text>
      <Text>{HOW[reason]}</Text>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        Try again
      </Button>
    </Alert>
  );
}
