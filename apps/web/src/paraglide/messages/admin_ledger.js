/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_LedgerInputs */

const en_admin_ledger = /** @type {(inputs: Admin_LedgerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ledger trial balance`)
};

const ur_admin_ledger = /** @type {(inputs: Admin_LedgerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لیجر کا میزانِ آزمائش`)
};

/**
* | output |
* | --- |
* | "Ledger trial balance" |
*
* @param {Admin_LedgerInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_ledger = /** @type {((inputs?: Admin_LedgerInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_LedgerInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_ledger(inputs)
	return en_admin_ledger(inputs)
});