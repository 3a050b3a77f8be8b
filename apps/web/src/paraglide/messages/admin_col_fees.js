/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Col_FeesInputs */

const en_admin_col_fees = /** @type {(inputs: Admin_Col_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fees earned`)
};

const ur_admin_col_fees = /** @type {(inputs: Admin_Col_FeesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حاصل شدہ فیس`)
};

/**
* | output |
* | --- |
* | "Fees earned" |
*
* @param {Admin_Col_FeesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_col_fees = /** @type {((inputs?: Admin_Col_FeesInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Col_FeesInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_col_fees(inputs)
	return en_admin_col_fees(inputs)
});