/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Fx_FailedInputs */

const en_admin_fx_failed = /** @type {(inputs: Admin_Fx_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the exchange rate. Please try again.`)
};

const ur_admin_fx_failed = /** @type {(inputs: Admin_Fx_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شرحِ تبادلہ لوڈ نہیں ہو سکی۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not load the exchange rate. Please try again." |
*
* @param {Admin_Fx_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_fx_failed = /** @type {((inputs?: Admin_Fx_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Fx_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_fx_failed(inputs)
	return en_admin_fx_failed(inputs)
});