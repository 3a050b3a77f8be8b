/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Disputes_UnavailableInputs */

const en_admin_disputes_unavailable = /** @type {(inputs: Admin_Disputes_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disputes are not available`)
};

const ur_admin_disputes_unavailable = /** @type {(inputs: Admin_Disputes_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازعات دستیاب نہیں ہیں`)
};

/**
* | output |
* | --- |
* | "Disputes are not available" |
*
* @param {Admin_Disputes_UnavailableInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_disputes_unavailable = /** @type {((inputs?: Admin_Disputes_UnavailableInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Disputes_UnavailableInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_disputes_unavailable(inputs)
	return en_admin_disputes_unavailable(inputs)
});