/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Ledger_RegionInputs */

const en_admin_ledger_region = /** @type {(inputs: Admin_Ledger_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trial balance per currency`)
};

const ur_admin_ledger_region = /** @type {(inputs: Admin_Ledger_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ہر کرنسی کا میزانِ آزمائش`)
};

/**
* | output |
* | --- |
* | "Trial balance per currency" |
*
* @param {Admin_Ledger_RegionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_ledger_region = /** @type {((inputs?: Admin_Ledger_RegionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Ledger_RegionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_ledger_region(inputs)
	return en_admin_ledger_region(inputs)
});