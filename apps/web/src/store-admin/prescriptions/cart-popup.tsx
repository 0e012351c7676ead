import { type AdminPrescriptionItem, adminCartBody, MAX_CART_LINES, MAX_CART_QUANTITY } from '@app/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../shared/alerts/notify';
import { FormDialog } from '../../shared/dialogs/form-dialog';
import { ProductPickerField } from '../../shared/fields/product-picker-field';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { useFillCart } from './api';

/** The popup's form: the lines of POST admin/cart; the customer is the prescription's. */
const cartForm = adminCartBody.pick({ products: true });

function CartForm({ prescription, onDone }: { prescription: AdminPrescriptionItem; onDone(): void }) {
  const { t } = useTranslation('store-prescriptions');
  const fill = useFillCart();
  const controller = useResourceForm({
    schema: cartForm,
    defaultValues: { products: [] },
    fields: 'store-prescriptions:cart.fields',
    onSubmit: (values) => fill.mutateAsync({ user_id: prescription.user_id, products: values.products }),
    onSuccess: (answer) => {
      // The server's words: how many lines the customer's cart now holds from the prescription.
      notifySuccess((answer as { data: { message: string } }).data.message);
      onDone();
    },
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone} submitLabel="store-prescriptions:cart.submit">
      <Text size="sm" c="dimmed">
        {t('cart.hint')}
      </Text>
      {/* Products hidden from the shop cannot go in a cart (the server would refuse them). */}
      <ProductPickerField
        name="products"
        label="store-prescriptions:cart.search"
        listLabel="store-prescriptions:cart.chosen"
        placeholder={t('cart.search_placeholder')}
        emptyText={t('cart.none')}
        forSale
        quantities={{ max: MAX_CART_QUANTITY, maxLines: MAX_CART_LINES }}
      />
    </ResourceForm>
  );
}

/**
 * "Add to cart" of a prescription: the pharmacist picks the medicines it names and their quantities;
 * they go to the customer's cart marked as put there from the prescription, and the customer is told.
 */
export function CartPopup({ prescription, onClose }: { prescription: AdminPrescriptionItem | null; onClose(): void }) {
  const { t } = useTranslation('store-prescriptions');
  return (
    <FormDialog
      opened={prescription !== null}
      onClose={onClose}
      title={prescription ? t('cart.title', { id: prescription.id, name: prescription.user.name }) : ''}
      size="lg"
    >
      {prescription && <CartForm key={prescription.id} prescription={prescription} onDone={onClose} />}
    </FormDialog>
  );
}
