/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reasons: NonNullable<unknown> }} Err_T_Cannot_DeleteInputs */

const en_err_t_cannot_delete = /** @type {(inputs: Err_T_Cannot_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your account cannot be deleted yet: ${i?.reasons}`)
};

const ur_err_t_cannot_delete = /** @type {(inputs: Err_T_Cannot_DeleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`آپ کا اکاؤنٹ ابھی حذف نہیں ہو سکتا: ${i?.reasons}`)
};

/**
* | output |
* | --- |
* | "Your account cannot be deleted yet: {reasons}" |
*
* @param {Err_T_Cannot_DeleteInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_cannot_delete = /** @type {((inputs: Err_T_Cannot_DeleteInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Cannot_DeleteInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_cannot_delete(inputs)
	return en_err_t_cannot_delete(inputs)
});