import { useEffect } from 'react';
import { useAppSelector } from '../../store/hooks';
import { selectCompanyInfo } from '../../store/org';

/** '{companyNameShort} | {title}', the spec's page title pattern. */
export function usePageTitle(title: string): void {
  const { companyNameShort } = useAppSelector(selectCompanyInfo);
  useEffect(() => {
    document.title = `${companyNameShort} | ${title}`;
  }, [companyNameShort, title]);
}
