// The wallet's notifications (PATCH /service-wallet/secure/api/v4/notifications/:uuid): read or unread.
import * as yup from 'yup';

export type NotificationStatus = 'UNREAD' | 'READ';
export const NOTIFICATION_STATUSES: readonly NotificationStatus[] = ['UNREAD', 'READ'];

export const notificationStatusSchema = yup.object({
  status: yup
    .string()
    .required('Required')
    .oneOf([...NOTIFICATION_STATUSES], 'Must be UNREAD or READ'),
});
