/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Disputes_LoadingInputs */

const en_admin_disputes_loading = /** @type {(inputs: Admin_Disputes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading disputes...`)
};

const ur_admin_disputes_loading = /** @type {(inputs: Admin_Disputes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنازعات لوڈ ہو رہے ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading disputes..." |
*
* @param {Admin_Disputes_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_disputes_loading = /** @type {((inputs?: Admin_Disputes_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Disputes_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_disputes_loading(inputs)
	return en_admin_disputes_loading(inputs)
});