/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Checks_RegionInputs */

const en_admin_checks_region = /** @type {(inputs: Admin_Checks_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each ledger check and its result`)
};

const ur_admin_checks_region = /** @type {(inputs: Admin_Checks_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لیجر کی ہر جانچ اور اس کا نتیجہ`)
};

/**
* | output |
* | --- |
* | "Each ledger check and its result" |
*
* @param {Admin_Checks_RegionInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_checks_region = /** @type {((inputs?: Admin_Checks_RegionInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Checks_RegionInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_checks_region(inputs)
	return en_admin_checks_region(inputs)
});