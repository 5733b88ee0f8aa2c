export { Accordion, type AccordionItem } from './accordion/accordion';
export { Address } from './address/address';
export { Alert } from './alert/alert';
export { ReadFailed } from './alert/read-failed';
export {
  Button,
  ButtonLink,
  buttonClassName,
  type ButtonSize,
  type ButtonVariant,
} from './button/button';
export { Card } from './card/card';
export { PreloadLink, PreloadNavLink } from './link/preload-link';
export { ChartOrTable } from './chart/chart-or-table';
export { EmptyState } from './empty-state/empty-state';
export { SelectField, type SelectOption } from './field/select-field';
export { TextAreaField } from './field/textarea-field';
export { TextField, type FieldType } from './field/text-field';
export { useAdoptTyped } from './field/use-adopt-typed';
export { Modal } from './modal/modal';
export { SaveModal } from './modal/save-modal';
export { Money } from './money/money';
export { LoadingBlock, Skeleton } from './skeleton/skeleton';
export { Spinner } from './spinner/spinner';
export { Switch } from './switch/switch';
export { OnPhoneOnly, Table, type Column } from './table/table';
export { SAVED_TEXT, SUCCESS_TOAST_MS, Toaster, WARNING_TOAST_MS, notify } from './toast/toast';
export { InfoTooltip, Tooltip } from './tooltip/tooltip';
export { Page, useDocumentTitle } from './page/page';
export { PageLinks, type PageLink } from './page-links/page-links';
export { SaveActions, type SaveFormProps } from './form-actions/form-actions';
export { ShowMore, type ShowMoreList } from './show-more/show-more';
