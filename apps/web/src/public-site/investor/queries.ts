import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, api, clearToken } from '../../shared/api-client';
import type {
  DataAnswer,
  FinanceMarketItem,
  Investigator,
  InvestorSection,
  Question,
  Report,
} from '../common/api-types';
import { usePublicData } from '../common/queries';

const STALE_MS = 5 * 60_000;

export function useInvestorSections() {
  return usePublicData<InvestorSection[]>(['public', 'investor_sections'], '/investor_relations_page_sections');
}

/**
 * Reports and results. Spec 7/8: a 401 here removes the stored token and returns the visitor to the
 * home page (the shared client's own 401 handling would send them to the staff sign-in instead).
 */
export function useReports() {
  const navigate = useNavigate();
  return useQuery({
    queryKey: ['public', 'reports'],
    queryFn: async ({ signal }) => {
      try {
        return (await api.get<DataAnswer<Report[]>>('/reportsResults', { signal })).data;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) {
          clearToken();
          navigate('/', { replace: true });
        }
        throw error;
      }
    },
    staleTime: STALE_MS,
  });
}

export function useFinanceMarket() {
  return usePublicData<FinanceMarketItem[]>(['public', 'finance_market'], '/listFinanceMarket');
}

/** The FAQ written in the active language (locale header). */
export function useQuestions() {
  return usePublicData<Question[]>(['public', 'investor_questions'], '/investor_relation_questions');
}

export function useInvestigators() {
  return usePublicData<Investigator[]>(['public', 'investigators'], '/listInvestigator');
}
