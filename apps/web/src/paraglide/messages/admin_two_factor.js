/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Two_FactorInputs */

const en_admin_two_factor = /** @type {(inputs: Admin_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor`)
};

const ur_admin_two_factor = /** @type {(inputs: Admin_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`دو مرحلہ تصدیق`)
};

/**
* | output |
* | --- |
* | "Two-factor" |
*
* @param {Admin_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_two_factor = /** @type {((inputs?: Admin_Two_FactorInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Two_FactorInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_two_factor(inputs)
	return en_admin_two_factor(inputs)
});