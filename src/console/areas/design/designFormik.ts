import type { FormikProps } from 'formik';
import type { DesignValues } from './designForm';

/** The design form as its cards get it. */
export type DesignFormik = FormikProps<DesignValues>;
