/**
 * The financial details report: each current resident's means-testing status, the fees in force today, the deposit
 * agreed, paid and held (finance's `financialDetailsQuery`, one statement).
 */
import type { FinancialDetailsFilter, FinancialDetailsRow } from 'shared-domain/contracts/reporting';
import { melbourneToday } from 'shared-domain/dates';
import { moneyText } from 'shared-domain/money';
import type { ScopedDb } from '../../../db/scoped';
import { financialDetailsQuery } from '../../finance/index';
import { bedLabel } from '../../residents/index';

export function financialDetails(s: ScopedDb, filter: FinancialDetailsFilter) {
  return financialDetailsQuery(s, { supportStatus: filter.supportStatus, today: melbourneToday() });
}
type Raw = Awaited<ReturnType<ReturnType<typeof financialDetails>['execute']>>[number];

const money = (v: string | null) => (v === null ? null : moneyText(v));

export function financialDetailsRow(r: Raw): FinancialDetailsRow {
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    room: r.room_number ? bedLabel(r.room_number, r.bed_name) : null,
    admissionDate: r.admission_date_utc,
    supportStatus: r.support_status,
    incomeAssetStatus: r.income_asset_status,
    refundableDeposit: money(r.agreed_room_price),
    depositPaid: moneyText(r.deposit_paid),
    depositHeld: moneyText(r.deposit_held),
    dailyAccommodationPayment: money(r.daily_accommodation_payment),
    meansTestedCareFee: money(r.means_tested_care_fee),
    basicDailyFee: money(r.basic_daily_fee),
  };
}
