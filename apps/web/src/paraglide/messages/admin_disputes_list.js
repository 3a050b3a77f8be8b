/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Disputes_ListInputs */

const en_admin_disputes_list = /** @type {(inputs: Admin_Disputes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputes`)
};

const ur_admin_disputes_list = /** @type {(inputs: Admin_Disputes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازعات`)
};

/**
* | output |
* | --- |
* | "Disputes" |
*
* @param {Admin_Disputes_ListInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_disputes_list = /** @type {((inputs?: Admin_Disputes_ListInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Disputes_ListInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_disputes_list(inputs)
	return en_admin_disputes_list(inputs)
});