/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_ChecksInputs */

const en_admin_checks = /** @type {(inputs: Admin_ChecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ledger checks`)
};

const ur_admin_checks = /** @type {(inputs: Admin_ChecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لیجر کی جانچ`)
};

/**
* | output |
* | --- |
* | "Ledger checks" |
*
* @param {Admin_ChecksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_checks = /** @type {((inputs?: Admin_ChecksInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_ChecksInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_checks(inputs)
	return en_admin_checks(inputs)
});