/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ledger_EmptyInputs */

const en_admin_ledger_empty = /** @type {(inputs: Admin_Ledger_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No money has moved yet.`)
};

const ur_admin_ledger_empty = /** @type {(inputs: Admin_Ledger_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ابھی تک کوئی رقم منتقل نہیں ہوئی۔`)
};

/**
* | output |
* | --- |
* | "No money has moved yet." |
*
* @param {Admin_Ledger_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_ledger_empty = /** @type {((inputs?: Admin_Ledger_EmptyInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ledger_EmptyInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_ledger_empty(inputs)
	return en_admin_ledger_empty(inputs)
});