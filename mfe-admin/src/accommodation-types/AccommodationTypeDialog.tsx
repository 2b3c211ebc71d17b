/**
 * An accommodation type in a dialog, modes view, edit and add (seed 002 §3 "Accommodation type", §5): name, maximum
 * occupancy (beds per room), price (required, not zero), price setting (per room or per bed), features, and the price
 * history (dd-MMM-yyyy). The maximum occupancy cannot change while residents are assigned to rooms of the type: the
 * seed's dialog says so (before sending, and when the server refuses). Cancelling with changes asks before leaving.
 */
import { useState } from 'react';
import {
  ACCOMMODATION_MESSAGES as M,
  ACCOMMODATION_TEXTS,
  MAX_BEDS_PER_ROOM,
  PRICE_SETTINGS,
  formatPriceHistoryDate,
  occupancyChangeBlocked,
  validateAccommodationType,
} from 'shared-domain/accommodations';
import type { AccommodationType, SaveAccommodationTypeBody } from 'shared-domain/contracts/admin-accommodations';
import { Button, Heading, MessageDialog, MoneyText, ResponsiveTable, Stack, Text, UnsavedChangesDialog } from 'shared-ui';
import {
  FormikDialog,
  MoneyField,
  MultiSelectField,
  SelectField,
  TextField,
  useFormik,
  useSubmit,
  validateWith,
} from 'shared-ui/form';
import { useSaveAccommodationType, useTypeFeatures } from './accommodationTypes.resource';

export type TypeDialogMode = 'view' | 'edit' | 'add';

export const TYPE_FORM_TEXT = {
  addTitle: 'Add accommodation type',
  editTitle: 'Edit accommodation type',
  viewTitle: 'Accommodation type',
  name: 'Name',
  numberBeds: 'Maximum occupancy',
  price: 'Price',
  priceSetting: 'Price setting',
  features: 'Features',
  priceHistory: 'Price history',
  effectiveDate: 'Effective date',
  noHistory: 'No price history.',
  edit: 'Edit',
  occupancyTitle: 'Maximum occupancy',
} as const;

interface Values {
  name: string;
  numberBeds: number | null;
  price: string;
  priceSetting: number | null;
  features: string[];
}

const valuesOf = (type: AccommodationType | null): Values => ({
  name: type?.name ?? '',
  numberBeds: type?.numberBeds ?? 1,
  price: type?.price ?? '',
  priceSetting: type?.priceSetting ?? 0,
  features: type?.features ?? [],
});

export interface AccommodationTypeDialogProps {
  mode: TypeDialogMode;
  type: AccommodationType | null;
  /** Switches a view to edit mode (with facilityRoomTypes canModify). */
  onEdit?: () => void;
  onClose: () => void;
}

export function AccommodationTypeDialog({ mode, type, onEdit, onClose }: AccommodationTypeDialogProps) {
  const readOnly = mode === 'view';
  const features = useTypeFeatures(!readOnly);
  const save = useSaveAccommodationType();
  const [leaving, setLeaving] = useState(false);
  const [occupancyLocked, setOccupancyLocked] = useState(false);

  const submitter = useSubmit<Values, AccommodationType>({
    action: (v) =>
      save.mutateAsync({
        ...(type ? { id: type.id, version: type.version } : {}),
        name: v.name,
        numberBeds: v.numberBeds ?? 1,
        price: v.price,
        priceSetting: v.priceSetting === 1 ? 1 : 0,
        features: v.features,
      } satisfies SaveAccommodationTypeBody),
    success: ACCOMMODATION_TEXTS.saved,
    failure: mode === 'add' ? ACCOMMODATION_TEXTS.createTypeError : ACCOMMODATION_TEXTS.saveTypeError,
    onSuccess: () => onClose(),
    onFailure: (failure) => {
      if (!failure.modelState?.numberBeds?.includes(M.occupancyLocked)) return false;
      setOccupancyLocked(true);
      return true;
    },
  });
  const form = useFormik<Values>({
    initialValues: valuesOf(type),
    validate: validateWith((v: Values) =>
      validateAccommodationType({
        name: v.name,
        numberBeds: v.numberBeds ?? 1,
        price: v.price,
        priceSetting: v.priceSetting ?? 0,
      }),
    ),
    onSubmit: async (values, helpers) => {
      if (type && occupancyChangeBlocked(type.numberBeds, values.numberBeds ?? 1, type.residentsAssigned)) {
        setOccupancyLocked(true);
        return;
      }
      await submitter.submit(values, helpers);
    },
  });

  const featureOptions = [...new Set([...(features.data ?? []), ...form.values.features, ...(type?.features ?? [])])]
    .sort((a, b) => a.localeCompare(b))
    .map((f) => ({ value: f, label: f }));
  const close = () => (form.dirty && !readOnly ? setLeaving(true) : onClose());
  const title = mode === 'add' ? TYPE_FORM_TEXT.addTitle : mode === 'edit' ? TYPE_FORM_TEXT.editTitle : TYPE_FORM_TEXT.viewTitle;

  return (
    <>
      <FormikDialog
        open={!leaving && !occupancyLocked}
        title={title}
        form={form}
        readOnly={readOnly}
        busy={form.isSubmitting || save.isPending}
        onClose={close}
        size="lg"
      >
        <Stack gap="3">
          <TextField name="name" label={TYPE_FORM_TEXT.name} required disabled={readOnly} maxLength={100} />
          <SelectField
            name="numberBeds"
            label={TYPE_FORM_TEXT.numberBeds}
            numeric
            placeholder={null}
            required
            disabled={readOnly}
            options={Array.from({ length: MAX_BEDS_PER_ROOM }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
          />
          <MoneyField name="price" label={TYPE_FORM_TEXT.price} required disabled={readOnly} />
          <SelectField
            name="priceSetting"
            label={TYPE_FORM_TEXT.priceSetting}
            numeric
            placeholder={null}
            required
            disabled={readOnly}
            options={PRICE_SETTINGS.map((p) => ({ value: p.value, label: p.description }))}
          />
          <MultiSelectField name="features" label={TYPE_FORM_TEXT.features} disabled={readOnly} options={featureOptions} />
          {type ? <PriceHistory type={type} /> : null}
          {readOnly && onEdit ? (
            <Button alignSelf="start" variant="outline" minH={{ base: '11', lg: '10' }} onClick={onEdit}>
              {TYPE_FORM_TEXT.edit}
            </Button>
          ) : null}
        </Stack>
      </FormikDialog>
      {submitter.dialog}
      <MessageDialog
        open={occupancyLocked}
        title={TYPE_FORM_TEXT.occupancyTitle}
        messages={[M.occupancyLocked]}
        onClose={() => setOccupancyLocked(false)}
      />
      <UnsavedChangesDialog open={leaving} onLeave={onClose} onStay={() => setLeaving(false)} />
    </>
  );
}

function PriceHistory({ type }: { type: AccommodationType }) {
  const rows = type.accommodationTypePriceHistories;
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {TYPE_FORM_TEXT.priceHistory}
      </Heading>
      {rows.length ? (
        <ResponsiveTable
          aria-label={TYPE_FORM_TEXT.priceHistory}
          size="sm"
          rows={rows}
          rowKey={(_, i) => i}
          rowProps={() => ({ 'data-testid': 'price-history-row' })}
          columns={[
            {
              key: 'date',
              header: TYPE_FORM_TEXT.effectiveDate,
              primary: true,
              cell: (h) => formatPriceHistoryDate(h.effectiveDate),
            },
            { key: 'price', header: TYPE_FORM_TEXT.price, textAlign: 'end', cell: (h) => <MoneyText value={h.price} /> },
            { key: 'setting', header: TYPE_FORM_TEXT.priceSetting, cell: (h) => h.priceSettingDescription },
          ]}
        />
      ) : (
        <Text color="fg.muted">{TYPE_FORM_TEXT.noHistory}</Text>
      )}
    </Stack>
  );
}
