/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_OffInputs */

const en_admin_off = /** @type {(inputs: Admin_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

const ur_admin_off = /** @type {(inputs: Admin_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آف`)
};

/**
* | output |
* | --- |
* | "Off" |
*
* @param {Admin_OffInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const admin_off = /** @type {((inputs?: Admin_OffInputs, options?: { locale?: "en" | "ur" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_OffInputs, { locale?: "en" | "ur" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "ur") return ur_admin_off(inputs)
	return en_admin_off(inputs)
});