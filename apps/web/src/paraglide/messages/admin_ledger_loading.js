/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ledger_LoadingInputs */

const en_admin_ledger_loading = /** @type {(inputs: Admin_Ledger_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the ledger...`)
};

const ur_admin_ledger_loading = /** @type {(inputs: Admin_Ledger_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لیجر لوڈ ہو رہا ہے...`)
};

/**
* | output |
* | --- |
* | "Loading the ledger..." |
*
* @param {Admin_Ledger_LoadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_ledger_loading = /** @type {((inputs?: Admin_Ledger_LoadingInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ledger_LoadingInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_ledger_loading(inputs)
	return en_admin_ledger_loading(inputs)
});