/**
 * /viewAndEditAccountMapping (facilityAccountMapping canView; seed 002 §2, §3 "GL account mapping", §5): the facility's
 * GL accounts by group, the AN-ACC groups under subsidies. Modes: view; edit (canModify: every account's GL account and
 * other info, sundry charge type names); add (a new sundry charge account, in edit mode). Sundry charge accounts are
 * deleted after 'Are you sure you want to delete this account?' (canRemove). Saving with accounts left unmapped asks
 * first. The rules are shared-domain's (the API runs the same); cancelling with changes asks before leaving.
 */
import { useRef, useState } from 'react';
import { usePermission } from 'shared-auth';
import type { GlAccountMapping } from 'shared-domain/contracts/admin-finance';
import {
  GL_GROUP_INFO,
  GL_MAPPING_GROUPS,
  GL_MESSAGES,
  GL_SUBSIDIES_HEADING,
  type GlMappingGroup,
} from 'shared-domain/gl-accounts';
import {
  ActionBar,
  Box,
  Button,
  ConfirmDialog,
  Grid,
  Heading,
  List,
  PageLayout,
  RecordPageState,
  Stack,
  Text,
  UnsavedChangesDialog,
  UnsavedChangesPrompt,
} from 'shared-ui';
import { FormErrorSummary, FormikProvider, TextField, useFormik, useSubmit, validateWith } from 'shared-ui/form';
import {
  accountMappingErrors,
  newSundryRow,
  toBody,
  toValues,
  unmappedNames,
  type AccountMappingValues,
  type AccountRow,
} from './accountMappingForm';
import { useAccountMapping, useSaveAccountMapping } from './accountMapping.resource';

export const ACCOUNT_MAPPING_TEXT = {
  title: 'Account mapping',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  add: 'Add account',
  delete: 'Delete',
  deleteTitle: 'Delete account',
  saveAnyway: 'Save',
  account: 'GL account',
  otherInfo: 'Other info',
  chargeType: 'Sundry charge type',
  unmapped: 'Not mapped',
  empty: 'No accounts.',
  record: 'account mapping',
} as const;

type Mode = 'view' | 'edit' | 'add';

export default function AccountMapping() {
  const query = useAccountMapping();
  if (!query.data) {
    return (
      <RecordPageState title={ACCOUNT_MAPPING_TEXT.title} record={ACCOUNT_MAPPING_TEXT.record} query={query} notFound={false} />
    );
  }
  return <MappingForm mapping={query.data} />;
}

function MappingForm({ mapping }: { mapping: GlAccountMapping }) {
  const permission = usePermission('facilityAccountMapping');
  const save = useSaveAccountMapping();
  const [mode, setMode] = useState<Mode>('view');
  const [confirmUnmapped, setConfirmUnmapped] = useState<string[] | null>(null);
  const [deleting, setDeleting] = useState<AccountRow | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const confirmed = useRef(false);
  const submitter = useSubmit<AccountMappingValues, GlAccountMapping>({
    action: (values) => save.mutateAsync(toBody(values)),
    success: GL_MESSAGES.saved,
    failure: GL_MESSAGES.saveError,
    onSuccess: (saved) => {
      form.resetForm({ values: toValues(saved) });
      setMode('view');
    },
  });
  const form = useFormik<AccountMappingValues>({
    initialValues: toValues(mapping),
    validate: validateWith(accountMappingErrors),
    onSubmit: async (values, helpers) => {
      const unmapped = unmappedNames(values);
      if (unmapped.length && !confirmed.current) {
        setConfirmUnmapped(unmapped);
        return;
      }
      confirmed.current = false;
      await submitter.submit(values, helpers);
    },
  });
  const editing = mode !== 'view';
  const values = form.values;

  function add() {
    void form.setFieldValue('accounts', [...values.accounts, newSundryRow()]);
    setMode('add');
  }

  function remove(row: AccountRow) {
    const accounts = values.accounts.filter((a) => a.key !== row.key);
    const deleted =
      row.id !== null && row.version !== null ? [...values.deleted, { id: row.id, version: row.version }] : values.deleted;
    void form.setValues({ accounts, deleted });
    setDeleting(null);
  }

  function cancel() {
    if (form.dirty) setCancelling(true);
    else leaveEditing();
  }

  function leaveEditing() {
    form.resetForm();
    setCancelling(false);
    setMode('view');
  }

  const actions = editing ? (
    <ActionBar
      label={ACCOUNT_MAPPING_TEXT.title}
      primary={{
        label: ACCOUNT_MAPPING_TEXT.save,
        onSelect: () => void form.submitForm(),
        loading: form.isSubmitting || save.isPending,
      }}
      actions={[{ label: ACCOUNT_MAPPING_TEXT.cancel, onSelect: cancel, pinned: true }]}
    />
  ) : (
    <ActionBar
      label={ACCOUNT_MAPPING_TEXT.title}
      primary={{ label: ACCOUNT_MAPPING_TEXT.edit, onSelect: () => setMode('edit'), hidden: !permission.canModify }}
    />
  );

  const group = (g: GlMappingGroup) => {
    const info = GL_GROUP_INFO[g];
    const rows = values.accounts.map((a, index) => ({ a, index })).filter((x) => x.a.mappingGroup === g);
    return (
      <Box as="section" key={g} aria-labelledby={`gl-group-${g}`} data-testid={`gl-group-${g}`} mb="5">
        <Heading as="h3" size="sm" id={`gl-group-${g}`} mb="2">
          {info.description}
        </Heading>
        {rows.length === 0 ? <Text color="fg.muted">{ACCOUNT_MAPPING_TEXT.empty}</Text> : null}
        <Stack gap="2">
          {rows.map(({ a, index }) =>
            editing ? (
              <EditRow
                key={a.key}
                row={a}
                index={index}
                userDefined={info.userDefined}
                canRemove={permission.canRemove}
                onDelete={() => setDeleting(a)}
              />
            ) : (
              <ViewRow key={a.key} row={a} />
            ),
          )}
        </Stack>
        {editing && info.userDefined ? (
          <Button size="sm" variant="outline" mt="2" minH={{ base: '11', lg: '8' }} onClick={add}>
            {ACCOUNT_MAPPING_TEXT.add}
          </Button>
        ) : null}
      </Box>
    );
  };

  return (
    <PageLayout title={ACCOUNT_MAPPING_TEXT.title} actions={actions}>
      <FormikProvider value={form}>
        <form
          noValidate
          aria-label={ACCOUNT_MAPPING_TEXT.title}
          onSubmit={(e) => {
            e.preventDefault();
            void form.submitForm();
          }}
        >
          <FormErrorSummary />
          {GL_MAPPING_GROUPS.filter((g) => !GL_GROUP_INFO[g].isSubsidy).map(group)}
          <Heading as="h2" size="md" mb="3">
            {GL_SUBSIDIES_HEADING}
          </Heading>
          {GL_MAPPING_GROUPS.filter((g) => GL_GROUP_INFO[g].isSubsidy).map(group)}
        </form>
      </FormikProvider>
      <UnsavedChangesPrompt when={editing && form.dirty} />
      <ConfirmDialog
        open={!!confirmUnmapped}
        title={GL_MESSAGES.unmappedTitle}
        message={
          <>
            <Text mb="2">{GL_MESSAGES.unmappedConfirm}</Text>
            <List.Root ps="5">
              {(confirmUnmapped ?? []).map((name, i) => (
                <List.Item key={`${name}-${i}`}>{name}</List.Item>
              ))}
            </List.Root>
          </>
        }
        confirmLabel={ACCOUNT_MAPPING_TEXT.saveAnyway}
        onConfirm={() => {
          setConfirmUnmapped(null);
          confirmed.current = true;
          void form.submitForm();
        }}
        onCancel={() => setConfirmUnmapped(null)}
      />
      <ConfirmDialog
        open={!!deleting}
        title={ACCOUNT_MAPPING_TEXT.deleteTitle}
        message={GL_MESSAGES.deleteConfirm}
        confirmLabel={ACCOUNT_MAPPING_TEXT.delete}
        destructive
        onConfirm={() => {
          if (deleting) remove(deleting);
        }}
        onCancel={() => setDeleting(null)}
      />
      <UnsavedChangesDialog open={cancelling} onLeave={leaveEditing} onStay={() => setCancelling(false)} />
      {submitter.dialog}
    </PageLayout>
  );
}

const ROW_COLUMNS = { base: '1fr', md: 'minmax(12rem, 2fr) minmax(10rem, 2fr) minmax(10rem, 2fr) auto' } as const;

function ViewRow({ row }: { row: AccountRow }) {
  return (
    <Grid templateColumns={ROW_COLUMNS} gap="2" borderBottomWidth="1px" py="2" data-testid="gl-account">
      <Text fontWeight="medium">{row.mappingType}</Text>
      <Text color={row.mappingValue ? undefined : 'fg.muted'}>{row.mappingValue || ACCOUNT_MAPPING_TEXT.unmapped}</Text>
      <Text color="fg.muted">{row.otherInfo}</Text>
    </Grid>
  );
}

function EditRow({
  row,
  index,
  userDefined,
  canRemove,
  onDelete,
}: {
  row: AccountRow;
  index: number;
  userDefined: boolean;
  canRemove: boolean;
  onDelete: () => void;
}) {
  const name = row.mappingType.trim() || ACCOUNT_MAPPING_TEXT.chargeType;
  return (
    <Grid templateColumns={ROW_COLUMNS} gap="2" alignItems="start" borderBottomWidth="1px" py="2" data-testid="gl-account">
      {userDefined ? (
        <TextField name={`accounts.${index}.mappingType`} label={ACCOUNT_MAPPING_TEXT.chargeType} required maxLength={150} />
      ) : (
        <Text fontWeight="medium" pt={{ md: '7' }}>
          {row.mappingType}
        </Text>
      )}
      <TextField
        name={`accounts.${index}.mappingValue`}
        label={`${ACCOUNT_MAPPING_TEXT.account}: ${name}`}
        required={row.mappingGroup === 'DefaultAccount'}
        maxLength={200}
      />
      <TextField name={`accounts.${index}.otherInfo`} label={`${ACCOUNT_MAPPING_TEXT.otherInfo}: ${name}`} maxLength={200} />
      {userDefined && canRemove ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          alignSelf={{ md: 'end' }}
          minH={{ base: '11', lg: '9' }}
          aria-label={`${ACCOUNT_MAPPING_TEXT.delete}: ${name}`}
          onClick={onDelete}
        >
          {ACCOUNT_MAPPING_TEXT.delete}
        </Button>
      ) : (
        <Box />
      )}
    </Grid>
  );
}
