// One user-data answer by its field's type (spec/content.md §2.18): photo (role 'avatar',
// rounded, at most 280 px wide), file (role 'form_attachment'), phone with its mask, e-mail,
// else text. Required fields carry an asterisk; the error shows on the field.
import { Field, Input, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { FormFieldType } from '../../../../../generated/manager/model_pb';
import type { FieldView } from '../../../entities/forms';
import { FileUploadWidget, ImageUploadWidget } from '../../../ui/uploads';
import { maskPhone } from '../../../../common/phoneMask';
import { isFileField } from '../../../../common/forms';

interface AnswerInputProps {
  eventId: string;
  field: FieldView;
  value: string;
  error: string;
  onChange: (value: string) => void;
  /** The text inputs' blur (and an upload's end): a moment to validate or save. */
  onCommit: (value: string) => void;
  onBusyChange?: (busy: boolean) => void;
}

export function AnswerInput(props: AnswerInputProps) {
  const { eventId, field, value, error } = props;
  const errorId = useId();
  const upload = (fileId: string) => {
    props.onChange(fileId);
    props.onCommit(fileId);
  };
  if (isFileField(field.fieldType)) {
    return (
      <div aria-describedby={error ? errorId : undefined}>
        {field.fieldType === FormFieldType.AVATAR ? (
          <ImageUploadWidget
            eventId={eventId}
            label={field.fieldName}
            value={value}
            onChange={upload}
            role="avatar"
            rounded
            aspect={1}
            maxPreviewWidth="280px"
            required={field.fieldRequired}
            onBusyChange={props.onBusyChange}
          />
        ) : (
          <FileUploadWidget
            eventId={eventId}
            label={field.fieldName}
            value={value}
            onChange={upload}
            role="form_attachment"
            required={field.fieldRequired}
          />
        )}
        {error && (
          <Text id={errorId} color="fg.error" textStyle="sm" mt={1}>
            {error}
          </Text>
        )}
      </div>
    );
  }
  const phone = field.fieldType === FormFieldType.PHONE;
  const email = field.fieldType === FormFieldType.EMAIL;
  const change = (raw: string) => props.onChange(phone ? maskPhone(raw) : raw);
  return (
    <Field.Root required={field.fieldRequired} invalid={error !== ''}>
      <Field.Label>
        {field.fieldName}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type={phone ? 'tel' : email ? 'email' : 'text'}
        inputMode={phone ? 'tel' : email ? 'email' : undefined}
        autoComplete="off"
        placeholder={phone ? '#(###) ###-##-##' : undefined}
        value={value}
        onChange={(e) => change(e.target.value)}
        onBlur={(e) => props.onCommit(phone ? maskPhone(e.target.value) : e.target.value)}
      />
      {field.fieldHelperText && <Field.HelperText>{field.fieldHelperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
