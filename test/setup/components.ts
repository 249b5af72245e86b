// The component tests talk to the msw server their fake lender servers answer from (test/components/support).
import { startMswServer } from '../components/support/mswServer';

startMswServer();
