/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batches_LoadingInputs */

const en_admin_batches_loading = /** @type {(inputs: Admin_Batches_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading payout batches...`)
};

const ur_admin_batches_loading = /** @type {(inputs: Admin_Batches_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کے بیچ لوڈ ہو رہے ہیں...`)
};

/**
* | output |
* | --- |
* | "Loading payout batches..." |
*
* @param {Admin_Batches_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batches_loading = /** @type {((inputs?: Admin_Batches_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batches_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batches_loading(inputs)
	return en_admin_batches_loading(inputs)
});