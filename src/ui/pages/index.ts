export { ErrorFallback, telHref } from './ErrorFallback';
export type { ErrorFallbackProps } from './ErrorFallback';
export { NotAccepting } from './NotAccepting';
export type { NotAcceptingProps } from './NotAccepting';
export { Maintenance, MAINTENANCE_MESSAGE, MAINTENANCE_TITLE } from './Maintenance';
export type { MaintenanceProps } from './Maintenance';
export { NotFound } from './NotFound';
export type { NotFoundProps } from './NotFound';
