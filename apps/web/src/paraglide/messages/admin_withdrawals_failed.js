/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Withdrawals_FailedInputs */

const en_admin_withdrawals_failed = /** @type {(inputs: Admin_Withdrawals_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load withdrawals. Please try again.`)
};

const ur_admin_withdrawals_failed = /** @type {(inputs: Admin_Withdrawals_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`درخواستیں لوڈ نہیں ہو سکیں۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not load withdrawals. Please try again." |
*
* @param {Admin_Withdrawals_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_withdrawals_failed = /** @type {((inputs?: Admin_Withdrawals_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Withdrawals_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_withdrawals_failed(inputs)
	return en_admin_withdrawals_failed(inputs)
});