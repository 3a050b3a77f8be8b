/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_SumInputs */

const en_admin_col_sum = /** @type {(inputs: Admin_Col_SumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sum`)
};

const ur_admin_col_sum = /** @type {(inputs: Admin_Col_SumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`میزان`)
};

/**
* | output |
* | --- |
* | "Sum" |
*
* @param {Admin_Col_SumInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_col_sum = /** @type {((inputs?: Admin_Col_SumInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_SumInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_col_sum(inputs)
	return en_admin_col_sum(inputs)
});