/**
 * `shared-ui/optional-services`: optional services as the finance screens show them: a service's rates (the table and
 * its popover, AMOUNT and EFFECTIVE DATE with the current rate marked latest) and a residency's services (the table and
 * the form rows that edit them). An entry of shared-ui of its own, shared as its own federation singleton, so only the
 * screens that show optional services load it (the admin screen, the resident fees tab, the independent-living finance
 * screen). It imports shared-ui, shared-ui/form and shared-ui/explain by name, never by path.
 */
export {
  SERVICE_RATES_TEXT,
  ServiceRatesButton,
  ServiceRatesTable,
  type ServiceRatesButtonProps,
  type ServiceRatesTableProps,
} from './ServiceRates';
export {
  RESIDENCY_SERVICES_TEXT,
  OptionalServicesEditor,
  ResidencyServicesTable,
  type OptionalServicesEditorProps,
  type ResidencyServicesTableProps,
} from './ResidencyServices';
