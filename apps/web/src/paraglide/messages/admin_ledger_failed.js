/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ledger_FailedInputs */

const en_admin_ledger_failed = /** @type {(inputs: Admin_Ledger_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load the ledger. Please try again.`)
};

const ur_admin_ledger_failed = /** @type {(inputs: Admin_Ledger_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لیجر لوڈ نہیں ہو سکا۔ براہِ کرم دوبارہ کوشش کریں۔`)
};

/**
* | output |
* | --- |
* | "Could not load the ledger. Please try again." |
*
* @param {Admin_Ledger_FailedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_ledger_failed = /** @type {((inputs?: Admin_Ledger_FailedInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ledger_FailedInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_ledger_failed(inputs)
	return en_admin_ledger_failed(inputs)
});