/** The organisation's rate schedules (seed 001 §7 funding/care-funding-rates, accommodation-funding-rates, fees-and-charges). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getJson } from 'shared-auth';
import type {
  AccommodationFundingRateList,
  CareFundingRateList,
  FeesAndChargesList,
  SaveAccommodationFundingRateBody,
  SaveCareFundingRateBody,
  SaveFeesAndChargesBody,
} from 'shared-domain/contracts/finance-rates';

/** Seed 001 §8 "Funding rates" and the success of every save. */
export const RATE_MESSAGES = {
  careLoadError: 'Error occurred while fetching care funding rates',
  accommodationLoadError: 'Error occurred while fetching accommodation funding rates',
  feesLoadError: 'Error occurred while fetching fees and charges',
  fundingRateSaveError: 'Error occurred while saving the funding rate. please try again',
  feesSaveError: 'Error occurred while saving the fee and charge. please try again',
  saved: 'Saved successfully.',
} as const;

export const careFundingRatesKey = ['funding', 'care-funding-rates'] as const;
export const accommodationFundingRatesKey = ['funding', 'accommodation-funding-rates'] as const;
export const feesAndChargesKey = ['funding', 'fees-and-charges'] as const;

export function useCareFundingRates() {
  return useQuery({
    queryKey: careFundingRatesKey,
    queryFn: ({ signal }) => getJson<CareFundingRateList>('funding/care-funding-rates', { signal }),
    meta: { errorMessage: RATE_MESSAGES.careLoadError },
  });
}

/** Saves one record; the answer is the schedule as saved (it replaces the cached one). */
export function useSaveCareFundingRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveCareFundingRateBody) =>
      (await apiClient().post<CareFundingRateList>('funding/care-funding-rates/save', body)).data,
    onSuccess: (saved) => client.setQueryData(careFundingRatesKey, saved),
  });
}

export function useAccommodationFundingRates() {
  return useQuery({
    queryKey: accommodationFundingRatesKey,
    queryFn: ({ signal }) => getJson<AccommodationFundingRateList>('funding/accommodation-funding-rates', { signal }),
    meta: { errorMessage: RATE_MESSAGES.accommodationLoadError },
  });
}

export function useSaveAccommodationFundingRate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveAccommodationFundingRateBody) =>
      (await apiClient().post<AccommodationFundingRateList>('funding/accommodation-funding-rates/save', body)).data,
    onSuccess: (saved) => client.setQueryData(accommodationFundingRatesKey, saved),
  });
}

export function useFeesAndCharges() {
  return useQuery({
    queryKey: feesAndChargesKey,
    queryFn: ({ signal }) => getJson<FeesAndChargesList>('funding/fees-and-charges', { signal }),
    meta: { errorMessage: RATE_MESSAGES.feesLoadError },
  });
}

export function useSaveFeesAndCharges() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SaveFeesAndChargesBody) =>
      (await apiClient().post<FeesAndChargesList>('funding/fees-and-charges', body)).data,
    onSuccess: (saved) => client.setQueryData(feesAndChargesKey, saved),
  });
}
