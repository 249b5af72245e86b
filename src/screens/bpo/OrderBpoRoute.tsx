// /:uuid/bpo/condition (Texas) and /:uuid/bpo/order-bpo — order the broker price opinion: the home's condition
// and who lets the agent in.
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { selectApplicationById } from '../../../store/applications';
import { useAppSelector, useJourneyScreenEntered } from '../../../store/hooks';
import { usePageTitle } from '../../app/usePageTitle';
import type { PropertyCondition } from '../../domain/stages';
import { useJourneyForm } from '../../connected';
import { ORDER_BPO_TITLE, OrderBpoScreen, type OrderBpoFormValues } from './OrderBpoScreen';

interface OrderBody {
  contactName: string;
  contactPhone: string;
  propertyCondition: PropertyCondition;
}

export default function OrderBpoRoute({ texas }: { texas: boolean }) {
  usePageTitle(ORDER_BPO_TITLE);
  const { uuid } = useParams<{ uuid: string }>();
  useJourneyScreenEntered(uuid);
  const application = useAppSelector((s) => selectApplicationById(s, uuid));
  const toBody = useCallback(
    (values: OrderBpoFormValues): OrderBody => ({
      contactName: values.contactName.trim(),
      contactPhone: values.contactPhone,
      propertyCondition: values.propertyCondition as PropertyCondition,
    }),
    [],
  );
  const form = useJourneyForm<OrderBpoFormValues, OrderBody>({
    uuid,
    step: 'orderBpo',
    draft: 'bpo-order',
    toBody,
  });
  return (
    <OrderBpoScreen
      texas={texas}
      address={application?.property ?? null}
      initialValues={form.initialValues}
      onSubmit={form.onSubmit}
      onValuesChange={form.onValuesChange}
    />
  );
}
