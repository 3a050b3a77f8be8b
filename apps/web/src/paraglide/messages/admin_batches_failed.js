/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Batches_FailedInputs */

const en_admin_batches_failed = /** @type {(inputs: Admin_Batches_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load payout batches. Please try again.`)
};

const ur_admin_batches_failed = /** @type {(inputs: Admin_Batches_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ادائیگی کے بیچ لوڈ نہیں ہو سکے۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not load payout batches. Please try again." |
*
* @param {Admin_Batches_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_batches_failed = /** @type {((inputs?: Admin_Batches_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Batches_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_batches_failed(inputs)
	return en_admin_batches_failed(inputs)
});