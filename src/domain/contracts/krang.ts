// Krang, the borrower's status service (docs/API.md "Krang").
import { contract, json } from './contract';

export const KRANG = {
  status: contract('GET', '/service-krang-heloc/borrower/secure/api/v1/:uuid/status', null, json('KrangStatus')),
} as const;
