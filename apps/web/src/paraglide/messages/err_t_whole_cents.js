/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Err_T_Whole_CentsInputs */

const en_err_t_whole_cents = /** @type {(inputs: Err_T_Whole_CentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a whole number of cents`)
};

const ur_err_t_whole_cents = /** @type {(inputs: Err_T_Whole_CentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} سینٹس کی پوری تعداد میں لکھیں`)
};

/**
* | output |
* | --- |
* | "{label} must be a whole number of cents" |
*
* @param {Err_T_Whole_CentsInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_t_whole_cents = /** @type {((inputs: Err_T_Whole_CentsInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Err_T_Whole_CentsInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_err_t_whole_cents(inputs)
	return en_err_t_whole_cents(inputs)
});