/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Fx_LoadingInputs */

const en_admin_fx_loading = /** @type {(inputs: Admin_Fx_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the exchange rate...`)
};

const ur_admin_fx_loading = /** @type {(inputs: Admin_Fx_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شرحِ تبادلہ لوڈ ہو رہی ہے...`)
};

/**
* | output |
* | --- |
* | "Loading the exchange rate..." |
*
* @param {Admin_Fx_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_loading = /** @type {((inputs?: Admin_Fx_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Fx_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_fx_loading(inputs)
	return en_admin_fx_loading(inputs)
});